import { z } from 'zod';
import { AnyFoodResult, NutritionApiError, operationNames, type OperationName } from '../api/index.js';
import { Recipe, RecipeSummary } from './recipe/recipe.js';

/*
 * Every message between the parts of the extension. Each type belongs to exactly one receiver,
 * because runtime.sendMessage is a broadcast: the service worker and the offscreen document both
 * hear it, and the first one to answer wins. A receiver answers its own types, answers a message
 * it cannot parse with an error, and stays silent on a well-formed message meant for another part.
 */

const OperationName = z.enum(operationNames as [OperationName, ...OperationName[]]);

/** What the embedded engine is configured with (from the settings; see engineConfigOf). */
export const EngineSettings = z.object({
  offline: z.boolean(),
  vision: z.object({ url: z.string().url(), model: z.string().min(1), key: z.string().optional() }).optional(),
});

export const Message = z.discriminatedUnion('type', [
  // → service worker
  z.object({
    type: z.literal('api-call'),
    operation: OperationName,
    /** The operation's request `data`, as the v4 wire carries it. */
    data: z.unknown(),
  }),
  z.object({ type: z.literal('analyze-job'), jobId: z.string().min(1) }),
  // → offscreen document
  // The engine's configuration travels with each call: offscreen documents have no storage API.
  z.object({ type: z.literal('engine-call'), operation: OperationName, data: z.unknown(), config: EngineSettings }),
  /** A recipe's ingredient lines as one dish that makes `servings`: one serving, rated per serving. */
  z.object({ type: z.literal('describe-recipe'), text: z.string().min(1), servings: z.number().positive(), config: EngineSettings }),
  // → content script (tabs.sendMessage)
  z.object({
    type: z.literal('panel-open'),
    jobId: z.string().min(1),
    /** Beside the selection, or the top-right corner for a whole recipe. */
    anchor: z.enum(['selection', 'top-right', 'image']),
    panelUrl: z.string().url(),
  }),
  z.object({ type: z.literal('panel-close') }),
  z.object({ type: z.literal('recipe-extract') }),
  z.object({ type: z.literal('selection-read') }),
  /** What the page says about the image the person right-clicked, and its pixels if readable. */
  z.object({ type: z.literal('image-read'), srcUrl: z.string().min(1).max(4_000_000) }),
]);
export type Message = z.infer<typeof Message>;
export type MessageType = Message['type'];
export type MessageOf<T extends MessageType> = Extract<Message, { type: T }>;

export type Receiver = 'background' | 'offscreen' | 'content';

export const receiverOf = {
  'api-call': 'background',
  'analyze-job': 'background',
  'engine-call': 'offscreen',
  'describe-recipe': 'offscreen',
  'panel-open': 'content',
  'panel-close': 'content',
  'recipe-extract': 'content',
  'selection-read': 'content',
  'image-read': 'content',
} as const satisfies Record<MessageType, Receiver>;

/** What the panel is asked to show: a selection, or a whole recipe found on the page. */
export const Job = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('text'), text: z.string(), pageUrl: z.string().optional() }),
  z.object({ kind: z.literal('recipe'), recipe: Recipe.nullable(), pageUrl: z.string().optional() }),
  z.object({
    kind: z.literal('image'),
    /** The pixels as a data URL (downscaled JPEG), or null when the page would not give them. */
    imageData: z.string().nullable(),
    /** The image's own words on the page: alt text, title, figcaption. */
    words: z.string().max(2_000),
    pageUrl: z.string().optional(),
  }),
]);
export type Job = z.infer<typeof Job>;

/** The panel's answer: a result, plus what the recipe page itself says when it was a recipe. */
export const JobAnswer = z.object({
  result: AnyFoodResult,
  recipe: RecipeSummary.optional(),
  /** The history entry this answer was recorded as: a Fix in the panel replaces it. */
  historyId: z.string().optional(),
  /** For an image: the pixels answered, or (no food found in them) the image's words on the page. */
  from: z.object({ kind: z.enum(['pixels', 'words']), words: z.string().optional(), why: z.string().optional() }).optional(),
});

/** What the content script reports about a right-clicked image. */
export const ImageFacts = z.object({
  words: z.string().max(2_000),
  /** A data URL of the pixels when the page lets the content script read them (same origin, CORS, data:). */
  dataUrl: z.string().nullable(),
  /** Where the image is in the viewport, in CSS pixels, for cropping a screenshot. */
  rect: z.object({ x: z.number(), y: z.number(), width: z.number(), height: z.number() }).nullable(),
  devicePixelRatio: z.number().positive(),
  /** The page's Recipe when the image is one of its pictures. */
  recipe: Recipe.nullable(),
});
export type ImageFacts = z.infer<typeof ImageFacts>;
export type JobAnswer = z.infer<typeof JobAnswer>;

export const WireError = z.object({ code: z.string(), message: z.string() });
export type WireError = z.infer<typeof WireError>;

/** Every answer: errors cross the boundary as {code, message}, never as a thrown object. */
export type Reply<T = unknown> = { ok: true; value: T } | { ok: false; error: WireError };
const ReplySchema = z.union([
  z.object({ ok: z.literal(true), value: z.unknown() }),
  z.object({ ok: z.literal(false), error: WireError }),
]);

export function okReply<T>(value: T): Reply<T> {
  return { ok: true, value };
}

export function errorReply(error: unknown): Reply<never> {
  if (error instanceof NutritionApiError) return { ok: false, error: { code: error.code, message: error.message } };
  const message = error instanceof Error ? error.message : String(error);
  return { ok: false, error: { code: 'internalServerError', message: `The extension failed: ${message}` } };
}

/** Turns a reply back into a value or a thrown NutritionApiError on the sender's side. */
export function unwrapReply<T>(reply: unknown, what: string): T {
  if (reply === undefined) {
    throw new NutritionApiError('internalServerError', `Nobody answered the ${what} message; the extension part that handles it is not running.`);
  }
  const parsed = ReplySchema.safeParse(reply);
  if (!parsed.success) {
    throw new NutritionApiError('internalServerError', `The answer to ${what} is not an extension reply`);
  }
  if (!parsed.data.ok) throw new NutritionApiError(parsed.data.error.code, parsed.data.error.message);
  return parsed.data.value as T;
}

export type Handlers<R extends Receiver> = {
  [T in MessageType as (typeof receiverOf)[T] extends R ? T : never]: (message: MessageOf<T>, sender: unknown) => Promise<unknown>;
};

/**
 * What a receiver does with an incoming message: `undefined` means "not mine, stay silent"
 * (so another part can answer); otherwise a promise of the reply.
 */
export function dispatch<R extends Receiver>(
  receiver: R,
  handlers: Handlers<R>,
  raw: unknown,
  sender: unknown,
): Promise<Reply> | undefined {
  const parsed = Message.safeParse(raw);
  if (!parsed.success) {
    // Unknown types and malformed messages are answered by every part, with the same words.
    return Promise.resolve(errorReply(new NutritionApiError('invalidRequest', describeBadMessage(raw, parsed.error))));
  }
  const message = parsed.data;
  if ((receiverOf[message.type] as Receiver) !== receiver) return undefined;
  const handler = (handlers as unknown as Record<string, (m: Message, s: unknown) => Promise<unknown>>)[message.type];
  if (!handler) {
    return Promise.resolve(errorReply(new NutritionApiError('invalidRequest', `The ${receiver} does not handle "${message.type}" messages`)));
  }
  return handler(message, sender).then(okReply, errorReply);
}

function describeBadMessage(raw: unknown, error: z.ZodError): string {
  const type = raw && typeof raw === 'object' ? (raw as { type?: unknown }).type : undefined;
  if (typeof type !== 'string') return 'The message has no "type"; expected one of: ' + Object.keys(receiverOf).join(', ');
  if (!(type in receiverOf)) return `Unknown message type "${type}"; expected one of: ${Object.keys(receiverOf).join(', ')}`;
  const issue = error.issues[0];
  return `The "${type}" message is malformed: ${issue ? `${issue.path.join('.') || 'message'}: ${issue.message}` : 'invalid'}`;
}
