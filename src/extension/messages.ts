import { z } from 'zod';
import { AnyFoodResult, checkImageData, NutritionApiError, operationNames, type OperationName } from '../api/index.js';
import { Recipe, RecipeSummary } from './recipe/recipe.js';
import { MAX_IMAGE_DATA_URL_CHARS, MAX_RECIPE_TEXT_CHARS, MAX_SELECTION_CHARS } from './limits.js';

/*
 * Every message between the parts of the extension. Each type belongs to exactly one receiver,
 * because runtime.sendMessage is a broadcast: the service worker and the offscreen document both
 * hear it, and the first one to answer wins. A receiver acts only on its own types, from the
 * senders allowed to send them (acceptedSenders), parsed by this union; it stays silent on a
 * well-formed message meant for another part.
 *
 * Objects are strict: a member the union does not name makes the message malformed. Provider
 * settings (a vision URL and key, a service URL) never travel in a message: the offscreen
 * document reads them from the extension's storage itself (engine-settings.ts).
 */

const OperationName = z.enum(operationNames as [OperationName, ...OperationName[]]);

/** A panel job's id (crypto.randomUUID): it becomes part of the panel's URL. */
export const JobId = z.uuid();

/**
 * An image's pixels as a `data:image/...;base64,` URL of at most the contract's image size. The
 * service worker fetches what it is given: anything else (an http:, file: or extension URL)
 * would make it read what the page chose, with the extension's access.
 */
export const ImageDataUrl = z.string().check((context) => {
  const value = context.value;
  const problem = value.length > MAX_IMAGE_DATA_URL_CHARS ? `is ${value.length} characters long, over the ${MAX_IMAGE_DATA_URL_CHARS} of an image at the size limit`
    : !/^data:image\/[a-z0-9.+-]+;base64,/i.test(value.slice(0, 64)) ? 'is not a data:image/...;base64, URL'
    : checkImageData(value);
  if (problem) context.issues.push({ code: 'custom', message: `The image ${problem}`, input: value });
});

export const Message = z.discriminatedUnion('type', [
  // → service worker, from the extension's pages (popup, options, panel)
  z.strictObject({
    type: z.literal('api-call'),
    operation: OperationName,
    /** The operation's request `data`, as the v4 wire carries it. */
    data: z.unknown(),
  }),
  z.strictObject({ type: z.literal('analyze-job'), jobId: JobId }),
  /** The panel was closed: its job's work stops (the on-device model's prompt, OCR, …). */
  z.strictObject({ type: z.literal('cancel-job'), jobId: JobId }),
  // → offscreen document, from the service worker only. No settings: the document reads them.
  z.strictObject({
    type: z.literal('engine-call'),
    operation: OperationName,
    data: z.unknown(),
    /** Names the call for an `engine-abort`. */
    callId: z.uuid().optional(),
  }),
  /** The caller gave up on the engine call `callId`: its signal is aborted. */
  z.strictObject({ type: z.literal('engine-abort'), callId: z.uuid() }),
  /** A recipe's ingredient lines as one dish that makes `servings`: one serving, rated per serving. */
  z.strictObject({
    type: z.literal('describe-recipe'),
    text: z.string().min(1).max(MAX_RECIPE_TEXT_CHARS),
    servings: z.number().positive().max(10_000),
    /** Names the call for an `engine-abort`, as an `engine-call`'s. */
    callId: z.uuid().optional(),
  }),
  // → content script (tabs.sendMessage), from the service worker only
  z.strictObject({
    type: z.literal('panel-open'),
    /** The content script makes the panel's URL from it (runtime.getURL), never takes a URL. */
    jobId: JobId,
    /** Beside the selection, or the top-right corner for a whole recipe. */
    anchor: z.enum(['selection', 'top-right', 'image']),
  }),
  z.strictObject({ type: z.literal('panel-close') }),
  z.strictObject({ type: z.literal('recipe-extract') }),
  z.strictObject({ type: z.literal('selection-read') }),
  /** What the page says about the image the person right-clicked, and its pixels if readable. */
  z.strictObject({ type: z.literal('image-read'), srcUrl: z.string().min(1).max(4_000_000) }),
]);
export type Message = z.infer<typeof Message>;
export type MessageType = Message['type'];
export type MessageOf<T extends MessageType> = Extract<Message, { type: T }>;

export type Receiver = 'background' | 'offscreen' | 'content';

/** Where a message came from, as the receiving part can tell from runtime.onMessage's sender. */
export type SenderKind = 'background' | 'extension-page' | 'content-script' | 'foreign';

/** Who may send each receiver its messages; anyone else is ignored and logged. */
export const acceptedSenders = {
  // The popup, options page and panel ask for analyses; content scripts never do.
  background: ['extension-page'],
  offscreen: ['background'],
  content: ['background'],
} as const satisfies Record<Receiver, readonly SenderKind[]>;

export const receiverOf = {
  'api-call': 'background',
  'analyze-job': 'background',
  'cancel-job': 'background',
  'engine-call': 'offscreen',
  'engine-abort': 'offscreen',
  'describe-recipe': 'offscreen',
  'panel-open': 'content',
  'panel-close': 'content',
  'recipe-extract': 'content',
  'selection-read': 'content',
  'image-read': 'content',
} as const satisfies Record<MessageType, Receiver>;

/** What the panel is asked to show: a selection, or a whole recipe found on the page. */
export const Job = z.discriminatedUnion('kind', [
  z.object({
    kind: z.literal('text'),
    /** The cleaned selection; empty when it was over the bound (then only its length is kept). */
    text: z.string().max(MAX_SELECTION_CHARS),
    /** The selection's cleaned length, refused in the panel when over MAX_SELECTION_CHARS. */
    selectedChars: z.number().int().nonnegative(),
    pageUrl: z.string().optional(),
  }),
  z.object({ kind: z.literal('recipe'), recipe: Recipe.nullable(), pageUrl: z.string().optional() }),
  z.object({
    kind: z.literal('image'),
    /** The pixels as a data URL (downscaled JPEG), or null when the page would not give them. */
    imageData: ImageDataUrl.nullable(),
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
  dataUrl: ImageDataUrl.nullable(),
  /** Where the image is in the viewport, in CSS pixels, for cropping a screenshot. */
  rect: z.object({ x: z.number(), y: z.number(), width: z.number(), height: z.number() }).nullable(),
  devicePixelRatio: z.number().positive(),
  /** The page's Recipe when the image is one of its pictures. */
  recipe: Recipe.nullable(),
});
export type ImageFacts = z.infer<typeof ImageFacts>;

/** What the content script reports about the selection: the cleaned text within the bound, and its length. */
export const SelectionFacts = z.object({ text: z.string().max(MAX_SELECTION_CHARS), length: z.number().int().nonnegative() });
export type SelectionFacts = z.infer<typeof SelectionFacts>;
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

/** The fields of runtime.onMessage's sender that tell the parts apart. */
export interface MessageSender {
  id?: string;
  url?: string;
  origin?: string;
  tab?: unknown;
  frameId?: number;
  documentId?: string;
}

/** The extension as a receiving part knows itself: its id and the origins its own contexts have. */
export interface ExtensionIdentity {
  id: string;
  /** `chrome-extension://<id>`, and the session's dynamic origin where Chrome gives one. */
  origins: readonly string[];
  /**
   * The URL of the background when it is a page (Firefox's event page,
   * `moz-extension://<uuid>/_generated_background_page.html`); undefined for Chrome's service worker.
   */
  backgroundPage?: string;
}

/**
 * Classifies a sender. Only the extension's own contexts carry its id; among them, a context
 * whose URL is on the extension's origin and that is no document (no documentId, frame or tab)
 * is the service worker, as is Firefox's background page (a document, at its own fixed address,
 * in no tab); any other document there is an extension page (popup, options, panel, offscreen
 * document), and one whose URL is a web page's is a content script. Content scripts
 * run inside pages a compromised renderer controls, so they are trusted with nothing.
 */
export function senderKind(sender: unknown, self: ExtensionIdentity): SenderKind {
  if (!sender || typeof sender !== 'object') return 'foreign';
  const { id, url, origin, tab, frameId, documentId } = sender as MessageSender;
  if (id !== self.id || typeof url !== 'string') return 'foreign';
  const onOwnOrigin = (value: string) => self.origins.some((own) => value === own || value.startsWith(own + '/'));
  if (!onOwnOrigin(url) || (origin !== undefined && !onOwnOrigin(origin))) return 'content-script';
  if (tab === undefined && frameId === undefined && documentId === undefined) return 'background';
  // Firefox's background is a page (it has a frame), known by its address; it is never in a tab.
  if (self.backgroundPage !== undefined && tab === undefined && url.split(/[?#]/)[0] === self.backgroundPage) return 'background';
  return 'extension-page';
}

export type Log = (message: string) => void;
const warn: Log = (message) => console.warn(message);

/**
 * What a receiver does with an incoming message: `undefined` means "not mine, stay silent" (so
 * another part can answer) or "not from a sender it accepts" (ignored and logged, never acted
 * on); otherwise a promise of the reply. A malformed message from a sender the receiver
 * accepts gets an error reply naming what is wrong.
 */
export function dispatch<R extends Receiver>(
  receiver: R,
  handlers: Handlers<R>,
  raw: unknown,
  sender: unknown,
  self: ExtensionIdentity,
  log: Log = warn,
): Promise<Reply> | undefined {
  const parsed = Message.safeParse(raw);
  if (parsed.success && (receiverOf[parsed.data.type] as Receiver) !== receiver) return undefined;
  const from = senderKind(sender, self);
  if (!(acceptedSenders[receiver] as readonly SenderKind[]).includes(from)) {
    log(`nutri-kit ${receiver}: ignored a ${describeType(raw)} message from ${describeSender(sender, from)}; it accepts messages only from ${acceptedSenders[receiver].join(', ')}`);
    return undefined;
  }
  if (!parsed.success) {
    const problem = describeBadMessage(raw, parsed.error);
    log(`nutri-kit ${receiver}: refused a message: ${problem}`);
    return Promise.resolve(errorReply(new NutritionApiError('invalidRequest', problem)));
  }
  const message = parsed.data;
  const handler = (handlers as unknown as Record<string, (m: Message, s: unknown) => Promise<unknown>>)[message.type];
  if (!handler) {
    return Promise.resolve(errorReply(new NutritionApiError('invalidRequest', `The ${receiver} does not handle "${message.type}" messages`)));
  }
  return handler(message, sender).then(okReply, errorReply);
}

/** The message's type for a log line, bounded: it comes from whoever sent it. */
function describeType(raw: unknown): string {
  const type = raw && typeof raw === 'object' ? (raw as { type?: unknown }).type : undefined;
  return typeof type === 'string' ? JSON.stringify(type.slice(0, 40)) : 'untyped';
}

function describeSender(sender: unknown, kind: SenderKind): string {
  const url = sender && typeof sender === 'object' ? (sender as MessageSender).url : undefined;
  return `a ${kind.replace('-', ' ')}${typeof url === 'string' ? ` (${url.slice(0, 200)})` : ''}`;
}

function describeBadMessage(raw: unknown, error: z.ZodError): string {
  const type = raw && typeof raw === 'object' ? (raw as { type?: unknown }).type : undefined;
  if (typeof type !== 'string') return 'The message has no "type"; expected one of: ' + Object.keys(receiverOf).join(', ');
  if (!Object.hasOwn(receiverOf, type)) return `Unknown message type "${type.slice(0, 40)}"; expected one of: ${Object.keys(receiverOf).join(', ')}`;
  const issue = error.issues[0];
  return `The "${type}" message is malformed: ${issue ? `${issue.path.join('.') || 'message'}: ${issue.message}` : 'invalid'}`;
}
