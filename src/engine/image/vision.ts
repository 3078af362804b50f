/**
 * The vision provider (DESIGN.md "Vision provider protocol"): an OpenAI-compatible chat
 * completions endpoint (OpenAI, Ollama, vLLM, LM Studio) that names the foods in a photo and
 * their grams. It never supplies a figure: every number in a result comes from the food
 * database (vision-result.ts).
 */
import { NutritionApiError } from '../../api/index.js';
import type { VisionConfig as VisionSettings } from '../config.js';

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

/** A provider problem, always a 500 whose message says what went wrong with which provider. */
function providerError(config: VisionConfig, problem: string, cause?: unknown): NutritionApiError {
  return new NutritionApiError('internalServerError', `The vision provider (${config.model} at ${config.url}) ${problem}.`, {
    status: 500,
    ...(cause === undefined ? {} : { cause }),
  });
}

/** The largest plausible weight of one food on one photo; more is the model rambling. */
const MAX_GRAMS = 5_000;

/**
 * Reads `{"foods": [{"name", "grams"}]}` from a model's answer: bare JSON, JSON in a code
 * fence, or JSON inside prose. Only `name` and `grams` are read; any other numbers (calories,
 * confidence) are ignored. Returns undefined when no such list is there.
 */
export function parseVisionAnswer(content: string): VisionFood[] | undefined {
  for (const candidate of jsonCandidates(content)) {
    let value: unknown;
    try {
      value = JSON.parse(candidate);
    } catch {
      continue;
    }
    const list = Array.isArray(value) ? value : isObject(value) && Array.isArray(value.foods) ? value.foods : undefined;
    if (!list) continue;
    const foods: VisionFood[] = [];
    for (const entry of list) {
      const food = readFood(entry);
      if (food) foods.push(food);
    }
    // A list whose entries are all unreadable is not an answer.
    if (list.length > 0 && foods.length === 0) continue;
    return foods;
  }
  return undefined;
}

function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function readFood(entry: unknown): VisionFood | undefined {
  if (!isObject(entry) || typeof entry.name !== 'string') return undefined;
  // Numbers in a name would read as amounts ("2 eggs", "200 kcal rice"); grams say the amount.
  const name = entry.name
    .replace(/\d+(?:[.,]\d+)?\s*(?:k?cal(?:ories)?|kj|g|grams?|ml|oz|%)?\b/gi, ' ')
    .replace(/[,;:\n\r\t]+/g, ' ')
    .replace(/\s+/g, ' ')
    .trim()
    .slice(0, 100);
  if (!/[a-z]/i.test(name)) return undefined;
  const raw = typeof entry.grams === 'string' ? Number.parseFloat(entry.grams) : entry.grams;
  const grams = typeof raw === 'number' && Number.isFinite(raw) && raw > 0 && raw <= MAX_GRAMS ? raw : undefined;
  return grams === undefined ? { name } : { name, grams };
}

/** The whole text, each fenced block, then each balanced {...} or [...] span, in that order. */
function* jsonCandidates(content: string): Generator<string> {
  const text = content.trim();
  yield text;
  for (const m of text.matchAll(/```[a-zA-Z]*\s*\n?([\s\S]*?)```/g)) yield m[1]!.trim();
  for (let start = 0; start < text.length; start++) {
    const open = text[start];
    if (open !== '{' && open !== '[') continue;
    const end = balancedEnd(text, start);
    if (end > start) yield text.slice(start, end + 1);
  }
}

function balancedEnd(text: string, start: number): number {
  let depth = 0;
  let inString = false;
  for (let i = start; i < text.length; i++) {
    const c = text[i];
    if (inString) {
      if (c === '\\') i++;
      else if (c === '"') inString = false;
      continue;
    }
    if (c === '"') inString = true;
    else if (c === '{' || c === '[') depth++;
    else if (c === '}' || c === ']') {
      depth--;
      if (depth === 0) return i;
    }
  }
  return -1;
}

function describeHttpFailure(status: number, body: string): string {
  let detail = '';
  try {
    const parsed = JSON.parse(body) as { error?: { message?: unknown } | string };
    const message = typeof parsed.error === 'string' ? parsed.error : parsed.error?.message;
    if (typeof message === 'string') detail = `: ${message.slice(0, 200)}`;
  } catch {
    detail = body.trim() ? `: ${body.trim().slice(0, 120)}` : '';
  }
  if (status === 401 || status === 403) return `refused the API key (HTTP ${status}${detail}); check the vision key (--vision-key, NUTRI_VISION_KEY)`;
  if (status === 404) return `has no such endpoint or model (HTTP 404${detail}); check the vision URL and model name`;
  return `answered HTTP ${status}${detail}`;
}

export function createVisionProvider(config: VisionConfig, userAgent?: string, fetchImpl: typeof fetch = globalThis.fetch): VisionProvider {
  const endpoint = `${config.url.replace(/\/+$/, '')}/chat/completions`;
  const timeoutMs = config.timeoutMs ?? DEFAULT_VISION_TIMEOUT_MS;
  return {
    async identify(jpeg, options = {}) {
      const outer = options.signal;
      outer?.throwIfAborted();
      const controller = new AbortController();
      let timedOut = false;
      const timer = setTimeout(() => {
        timedOut = true;
        controller.abort(new Error('timeout'));
      }, timeoutMs);
      const onAbort = () => controller.abort(outer?.reason);
      outer?.addEventListener('abort', onAbort, { once: true });
      const headers: Record<string, string> = { 'Content-Type': 'application/json', Accept: 'application/json' };
      if (config.key) headers.Authorization = `Bearer ${config.key}`;
      if (userAgent) headers['User-Agent'] = userAgent;
      try {
        let response: Response;
        let body: string;
        try {
          response = await fetchImpl(endpoint, {
            method: 'POST',
            headers,
            body: JSON.stringify(visionRequestBody(config.model, jpeg)),
            signal: controller.signal,
          });
          body = await response.text();
        } catch (error) {
          if (outer?.aborted) throw outer.reason;
          if (timedOut) throw providerError(config, `did not answer within ${timeoutMs < 1000 ? `${timeoutMs} ms` : `${Math.round(timeoutMs / 1000)} s`}`, error);
          const cause = (error as { cause?: { code?: string; message?: string } }).cause;
          const why = cause?.code ?? cause?.message ?? (error as Error).message;
          throw providerError(config, `could not be reached (${why})`, error);
        }
        if (!response.ok) throw providerError(config, describeHttpFailure(response.status, body));
        let content: unknown;
        try {
          content = (JSON.parse(body) as { choices?: { message?: { content?: unknown } }[] }).choices?.[0]?.message?.content;
        } catch {
          throw providerError(config, 'answered something that is not an OpenAI-compatible JSON response');
        }
        if (typeof content !== 'string') throw providerError(config, 'answered without a message (no choices[0].message.content)');
        const foods = parseVisionAnswer(content);
        if (!foods) throw providerError(config, `answered without a list of foods ("${content.replace(/\s+/g, ' ').slice(0, 80)}")`);
        return foods;
      } finally {
        clearTimeout(timer);
        outer?.removeEventListener('abort', onAbort);
      }
    },
  };
}
