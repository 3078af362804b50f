/**
 * The vision provider (DESIGN.md "Vision provider protocol"): an OpenAI-compatible chat
 * completions endpoint (OpenAI, Ollama, vLLM, LM Studio) that names the foods in a photo and
 * their grams. It never supplies a figure: every number in a result comes from the food
 * database (vision-result.ts).
 */
import { NutritionApiError } from '../../api/index.js';
import type { VisionConfig as VisionSettings } from '../config.js';
import { BoundedFetchError, fetchBounded, type BoundedAnswer } from '../bounded-fetch.js';
import { boundedSignal } from '../time-bound.js';

/** The configured provider (url, model, key) and how long one answer may take. */
export interface VisionConfig extends VisionSettings {
  /** Default 60 s: local models on a CPU are slow. */
  timeoutMs?: number;
}

export interface VisionFood {
  /** Plain English food name, as the model wrote it (numbers removed). */
  name: string;
  /** Grams as served; undefined when the model gave none (the food database's portion is used then). */
  grams?: number;
}

export interface VisionProvider {
  /** The foods in a JPEG photo; an empty list when the model sees none. */
  identify(jpeg: Uint8Array, options?: { signal?: AbortSignal }): Promise<VisionFood[]>;
}

export const DEFAULT_VISION_TIMEOUT_MS = 60_000;

export const VISION_SYSTEM_PROMPT = [
  'You identify the foods and drinks in a photo for a nutrition database lookup.',
  'List each distinct food or drink you can see, named in plain English the way a food database names it',
  '(for example "grilled chicken breast", "white rice", "steamed broccoli", "cola"), with your best estimate of',
  'its weight in grams as served. Do not give calories, nutrients or any other numbers.',
  'If the photo shows no food or drink, answer with an empty list.',
  'Answer with JSON only: {"foods": [{"name": "<food>", "grams": <number>}]}.',
].join(' ');

export const VISION_USER_PROMPT = 'Which foods are in this photo, and how many grams of each?';

/** The JSON schema the answer must follow (response_format, strict). */
export const FOODS_SCHEMA = {
  type: 'object',
  properties: {
    foods: {
      type: 'array',
      items: {
        type: 'object',
        properties: { name: { type: 'string' }, grams: { type: 'number' } },
        required: ['name', 'grams'],
        additionalProperties: false,
      },
    },
  },
  required: ['foods'],
  additionalProperties: false,
} as const;

export function visionRequestBody(model: string, jpeg: Uint8Array): Record<string, unknown> {
  return {
    model,
    temperature: 0,
    messages: [
      { role: 'system', content: VISION_SYSTEM_PROMPT },
      {
        role: 'user',
        content: [
          { type: 'text', text: VISION_USER_PROMPT },
          { type: 'image_url', image_url: { url: `data:image/jpeg;base64,${toBase64(jpeg)}` } },
        ],
      },
    ],
    response_format: { type: 'json_schema', json_schema: { name: 'foods', strict: true, schema: FOODS_SCHEMA } },
  };
}

function toBase64(bytes: Uint8Array): string {
  let binary = '';
  const chunk = 0x8000;
  for (let i = 0; i < bytes.length; i += chunk) binary += String.fromCharCode(...bytes.subarray(i, i + chunk));
  return btoa(binary);
}

/**
 * What went wrong with the provider, as a remote caller may hear it: a fixed sentence that names
 * the dependency and never its address, its key or its words (docs/image.md). The detail goes
 * in the error's message, which the CLI shows and the service only logs.
 */
export const VISION_PROBLEMS = {
  refusedKey: 'The vision provider refused the key',
  noSuchModel: 'The vision provider does not offer the configured model or endpoint',
  failed: 'The vision provider answered with an error',
  timedOut: 'The vision provider timed out',
  unreachable: 'The vision provider could not be reached',
  redirected: 'The vision provider redirected the request elsewhere',
  tooLarge: 'The vision provider sent an answer too large to read',
  notOpenAi: 'The vision provider did not answer in the OpenAI-compatible format',
  noFoods: 'The vision provider answered without a list of foods',
  tooManyFoods: 'The vision provider named more foods than one photo can hold',
} as const;
export type VisionProblem = keyof typeof VISION_PROBLEMS;

/** A provider problem: always a 500; its message says what went wrong with which provider. */
function providerError(config: VisionConfig, kind: VisionProblem, problem: string, cause?: unknown): NutritionApiError {
  const detail = `The vision provider (${config.model} at ${config.url}) ${problem}.`;
  return new NutritionApiError('internalServerError', redact(detail, config.key), {
    status: 500,
    publicMessage: `${VISION_PROBLEMS[kind]}; try again later, or describe the meal in words.`,
    ...(cause === undefined ? {} : { cause }),
  });
}

/** A provider may echo the key it was sent; even the operator's log does not need it. */
function redact(text: string, key: string | undefined): string {
  return key && key.length >= 4 ? text.split(key).join('[the vision key]') : text;
}

/** The largest plausible weight of one food on one photo; more is the model rambling. */
const MAX_GRAMS = 5_000;
/**
 * The longest message content read: a list of 50 foods is ~4 KB of JSON, a chatty model's prose
 * around it a few KB more. Longer is not an answer we need, and it bounds the parsing.
 */
export const MAX_VISION_ANSWER_CHARS = 64 * 1024;
/** The whole HTTP answer (the content, escaped, plus the completion's envelope). */
export const MAX_VISION_BODY_BYTES = 1024 * 1024;
/** More distinct foods than any photo of a meal shows is the model rambling, not a meal. */
export const MAX_VISION_FOODS = 50;
/** Characters of a name looked at; the name kept is at most 100. */
const NAME_READ_CHARS = 200;

/** The answer is not one we read: too long, or naming too many foods. */
export class VisionAnswerRefused extends Error {
  constructor(readonly kind: 'tooLarge' | 'tooManyFoods', message: string) {
    super(message);
  }
}

/**
 * Reads `{"foods": [{"name", "grams"}]}` from a model's answer: bare JSON, JSON in a code
 * fence, or JSON inside prose. Only `name` and `grams` are read; any other numbers (calories,
 * confidence) are ignored. Returns undefined when no such list is there. Linear in the answer's
 * length: one scan finds the outermost bracketed spans, each parsed once (an earlier version
 * tried every "{" as a start and took 30 s on a 150 KB answer). Throws VisionAnswerRefused for
 * an answer over MAX_VISION_ANSWER_CHARS or a list over MAX_VISION_FOODS.
 */
export function parseVisionAnswer(content: string): VisionFood[] | undefined {
  if (content.length > MAX_VISION_ANSWER_CHARS) {
    throw new VisionAnswerRefused('tooLarge', `answered ${content.length} characters, more than the ${MAX_VISION_ANSWER_CHARS} read`);
  }
  const text = content.trim();
  const whole = readList(tryParse(text));
  if (whole) return foodsOf(whole);
  for (const [start, end] of outermostSpans(text)) {
    const span = text.slice(start, end + 1);
    const value = tryParse(span);
    const list = value === undefined ? listAfterFoodsKey(span) : readList(value);
    if (list) {
      const foods = foodsOf(list);
      if (foods) return foods;
    }
  }
  return undefined;
}

function tryParse(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

/** The list of a value: itself when an array, its `foods`, or the `foods` of an object it holds. */
function readList(value: unknown): unknown[] | undefined {
  if (Array.isArray(value)) return value;
  if (!isObject(value)) return undefined;
  if (Array.isArray(value.foods)) return value.foods;
  // {"result": {"foods": [...]}}: one level down, never a walk through the whole tree.
  for (const inner of Object.values(value)) {
    if (isObject(inner) && Array.isArray(inner.foods)) return inner.foods;
  }
  return undefined;
}

/** The foods of a list; undefined when it has entries and none of them is readable. */
function foodsOf(list: unknown[]): VisionFood[] | undefined {
  if (list.length > MAX_VISION_FOODS) {
    throw new VisionAnswerRefused('tooManyFoods', `named ${list.length} foods, more than the ${MAX_VISION_FOODS} one photo can hold`);
  }
  const foods: VisionFood[] = [];
  for (const entry of list) {
    const food = readFood(entry);
    if (food) foods.push(food);
  }
  return list.length > 0 && foods.length === 0 ? undefined : foods;
}

/**
 * `"foods": [ … ]` inside a span that is not JSON as a whole (prose in braces around it): the
 * array after the first few such keys, each parsed once.
 */
function listAfterFoodsKey(span: string): unknown[] | undefined {
  const key = /"foods"\s*:\s*\[/g;
  for (let tries = 0; tries < 4; tries++) {
    const match = key.exec(span);
    if (!match) return undefined;
    const open = match.index + match[0].length - 1;
    const end = closingBracket(span, open);
    if (end < 0) return undefined;
    const value = tryParse(span.slice(open, end + 1));
    if (Array.isArray(value)) return value;
    key.lastIndex = end + 1;
  }
  return undefined;
}

/** Where the bracket opened at `open` closes (strings skipped), or -1. */
function closingBracket(text: string, open: number): number {
  let depth = 0;
  let inString = false;
  for (let i = open; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (inString) {
      if (c === 92 /* backslash */) i++;
      else if (c === 34 /* " */) inString = false;
    } else if (c === 34) inString = true;
    else if (c === 123 || c === 91) depth++;
    else if (c === 125 || c === 93) {
      depth--;
      if (depth === 0) return i;
    }
  }
  return -1;
}

/**
 * The outermost balanced {…} / […] spans, in order, found in one pass: a stack of open brackets;
 * a span that closes swallows the spans recorded inside it. Quotes count only inside brackets,
 * so an apostrophe or a quote in the prose around the JSON does not hide it.
 */
function outermostSpans(text: string): Array<[number, number]> {
  const spans: Array<[number, number]> = [];
  const open: number[] = [];
  let inString = false;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (inString) {
      if (c === 92) i++;
      else if (c === 34) inString = false;
    } else if (c === 34) {
      if (open.length > 0) inString = true;
    } else if (c === 123 || c === 91) {
      open.push(i);
    } else if ((c === 125 || c === 93) && open.length > 0) {
      const start = open.pop()!;
      while (spans.length > 0 && spans[spans.length - 1]![0] > start) spans.pop();
      spans.push([start, i]);
    }
  }
  return spans;
}

function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function readFood(entry: unknown): VisionFood | undefined {
  if (!isObject(entry) || typeof entry.name !== 'string') return undefined;
  // Numbers in a name would read as amounts ("2 eggs", "200 kcal rice"); grams say the amount.
  const name = entry.name
    .slice(0, NAME_READ_CHARS)
    .replace(/\d+(?:[.,]\d+)?\s*(?:k?cal(?:ories)?|kj|g|grams?|ml|oz|%)?\b/gi, ' ')
    .replace(/[,;:\n\r\t]+/g, ' ')
    .replace(/\s+/g, ' ')
    .trim()
    .slice(0, 100);
  if (!/[a-z]/i.test(name)) return undefined;
  const raw = typeof entry.grams === 'string' ? Number.parseFloat(entry.grams.slice(0, 32)) : entry.grams;
  const grams = typeof raw === 'number' && Number.isFinite(raw) && raw > 0 && raw <= MAX_GRAMS ? raw : undefined;
  return grams === undefined ? { name } : { name, grams };
}

function describeHttpFailure(status: number, body: string): { kind: VisionProblem; problem: string } {
  let detail = '';
  try {
    const parsed = JSON.parse(body) as { error?: { message?: unknown } | string };
    const message = typeof parsed.error === 'string' ? parsed.error : parsed.error?.message;
    if (typeof message === 'string') detail = `: ${message.slice(0, 200)}`;
  } catch {
    detail = body.trim() ? `: ${body.trim().slice(0, 120)}` : '';
  }
  if (status === 401 || status === 403) {
    return { kind: 'refusedKey', problem: `refused the API key (HTTP ${status}${detail}); check the vision key (--vision-key, NUTRI_VISION_KEY)` };
  }
  if (status === 404) return { kind: 'noSuchModel', problem: `has no such endpoint or model (HTTP 404${detail}); check the vision URL and model name` };
  return { kind: 'failed', problem: `answered HTTP ${status}${detail}` };
}

export function createVisionProvider(config: VisionConfig, userAgent?: string, fetchImpl: typeof fetch = globalThis.fetch): VisionProvider {
  const endpoint = `${config.url.replace(/\/+$/, '')}/chat/completions`;
  const timeoutMs = config.timeoutMs ?? DEFAULT_VISION_TIMEOUT_MS;
  return {
    async identify(jpeg, options = {}) {
      const outer = options.signal;
      outer?.throwIfAborted();
      // The caller's stop and the provider's time bound, as one signal (time-bound.ts).
      const bound = boundedSignal(timeoutMs, outer);
      const headers: Record<string, string> = { 'Content-Type': 'application/json', Accept: 'application/json' };
      if (config.key) headers.Authorization = `Bearer ${config.key}`;
      if (userAgent) headers['User-Agent'] = userAgent;
      let answer: BoundedAnswer;
      try {
        answer = await fetchBounded(endpoint, {
          method: 'POST',
          headers,
          body: JSON.stringify(visionRequestBody(config.model, jpeg)),
          signal: bound.signal,
        }, { fetch: fetchImpl, maxBytes: MAX_VISION_BODY_BYTES });
      } catch (error) {
        if (outer?.aborted) throw outer.reason;
        if (bound.timedOut()) throw providerError(config, 'timedOut', `did not answer within ${timeoutMs < 1000 ? `${timeoutMs} ms` : `${Math.round(timeoutMs / 1000)} s`}`, error);
        if (error instanceof BoundedFetchError) {
          if (error.problem === 'tooLarge') throw providerError(config, 'tooLarge', `sent an answer over ${MAX_VISION_BODY_BYTES / 1024 / 1024} MiB; it was not read`, error);
          throw providerError(config, 'redirected', `redirected the request: ${error.message}`, error);
        }
        const cause = (error as { cause?: { code?: string; message?: string } }).cause;
        const why = cause?.code ?? cause?.message ?? (error as Error).message;
        throw providerError(config, 'unreachable', `could not be reached (${why})`, error);
      }
      if (!answer.ok) {
        const failure = describeHttpFailure(answer.status, answer.text);
        throw providerError(config, failure.kind, failure.problem);
      }
      let content: unknown;
      try {
        content = (JSON.parse(answer.text) as { choices?: { message?: { content?: unknown } }[] }).choices?.[0]?.message?.content;
      } catch {
        throw providerError(config, 'notOpenAi', 'answered something that is not an OpenAI-compatible JSON response');
      }
      if (typeof content !== 'string') throw providerError(config, 'notOpenAi', 'answered without a message (no choices[0].message.content)');
      let foods: VisionFood[] | undefined;
      try {
        foods = parseVisionAnswer(content);
      } catch (error) {
        if (error instanceof VisionAnswerRefused) throw providerError(config, error.kind, error.message, error);
        throw error;
      }
      if (!foods) throw providerError(config, 'noFoods', `answered without a list of foods ("${content.replace(/\s+/g, ' ').slice(0, 80)}")`);
      return foods;
    },
  };
}
