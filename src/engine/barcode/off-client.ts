/**
 * The Open Food Facts API v2 as a polite client: `GET {offUrl}/api/v2/product/{code}` with only
 * the fields scanBarcode reads, a descriptive User-Agent (OFF asks every app for one), a time
 * bound, an LRU cache of answers (found and not found) and at most one request started per
 * `minIntervalMs` (OFF allows 100 product reads a minute; we stay well under it).
 */
import { isNode } from '../assets.js';
import { NutritionApiError } from '../../api/errors.js';
import { Lru } from '../cache/lru.js';
import { offCode } from '../../api/gtin.js';
import { BoundedFetchError, fetchBounded, type BoundedAnswer } from '../bounded-fetch.js';
import type { OffPer100 } from './off-nutrition.js';
import type { Product } from './products.js';

export interface OffClientOptions {
  fetch?: typeof fetch;
  /** Give up on one request after this long (default 8 s). */
  timeoutMs?: number;
  /** Least time between the starts of two requests (default 1 s). */
  minIntervalMs?: number;
  /** Answers kept (default 1,000), each for `cacheTtlMs` (default 6 h). */
  cacheSize?: number;
  cacheTtlMs?: number;
  /** Clock and sleep, replaceable so the rate limit can be tested without waiting. */
  now?: () => number;
  sleep?: (ms: number, signal?: AbortSignal) => Promise<void>;
}

/** The product fields asked for: the answer stays a few KB instead of ~100 KB. */
export const OFF_FIELDS = [
  'code', 'product_name', 'product_name_en', 'generic_name', 'brands', 'nutriments', 'serving_size', 'serving_quantity',
  'serving_quantity_unit', 'nutriscore_grade', 'categories_tags', 'quantity',
] as const;

function sleepFor(ms: number, signal?: AbortSignal): Promise<void> {
  return new Promise((resolve, reject) => {
    if (signal?.aborted) return reject(signal.reason);
    const timer = setTimeout(() => {
      signal?.removeEventListener('abort', onAbort);
      resolve();
    }, ms);
    const onAbort = () => {
      clearTimeout(timer);
      reject(signal!.reason);
    };
    signal?.addEventListener('abort', onAbort, { once: true });
  });
}

type Cached = { product: Product | undefined; at: number };

/** An answer with the few fields asked for is a few KB; a product page is ~100 KB. */
export const MAX_OFF_ANSWER_BYTES = 1024 * 1024;

/**
 * What a remote caller may hear of an OFF problem (the service's answer): a fixed sentence that
 * names Open Food Facts, never the configured address or OFF's own words. The message (CLI, log)
 * keeps the detail.
 */
export const OFF_PROBLEMS = {
  timedOut: 'Open Food Facts did not answer in time',
  unreachable: 'Open Food Facts could not be reached',
  failed: 'Open Food Facts answered with an error',
  tooLarge: 'Open Food Facts sent an answer too large to read',
  redirected: 'Open Food Facts redirected the request elsewhere',
} as const;

const ADVICE = ' Try again later, or scan the nutrition label.';

function offError(kind: keyof typeof OFF_PROBLEMS, detail: string, cause?: unknown): NutritionApiError {
  return new NutritionApiError('internalServerError', detail + ADVICE, {
    status: 500,
    publicMessage: `${OFF_PROBLEMS[kind]}.${ADVICE}`,
    ...(cause === undefined ? {} : { cause }),
  });
}

export class OffClient {
  private readonly cache: Lru<string, Cached>;
  private readonly inFlight = new Map<string, Promise<Product | undefined>>();
  private nextStart = 0;
  private readonly timeoutMs: number;
  private readonly minIntervalMs: number;
  private readonly ttlMs: number;
  private readonly now: () => number;
  private readonly sleep: (ms: number, signal?: AbortSignal) => Promise<void>;
  /** Requests sent (not answered from the cache). */
  requests = 0;

  constructor(
    private readonly config: { offUrl: string; userAgent: string },
    private readonly options: OffClientOptions = {},
  ) {
    this.cache = new Lru(options.cacheSize ?? 1000);
    this.timeoutMs = options.timeoutMs ?? 8000;
    this.minIntervalMs = options.minIntervalMs ?? 1000;
    this.ttlMs = options.cacheTtlMs ?? 6 * 3600_000;
    this.now = options.now ?? (() => Date.now());
    this.sleep = options.sleep ?? sleepFor;
  }

  /** The product OFF has for this GTIN-14, or undefined when OFF does not know it. */
  async product(gtin14: string, signal?: AbortSignal): Promise<Product | undefined> {
    const code = offCode(gtin14);
    const cached = this.cache.get(code);
    if (cached && this.now() - cached.at < this.ttlMs) return cached.product;
    let pending = this.inFlight.get(code);
    if (!pending) {
      pending = this.fetchProduct(code, gtin14, signal).finally(() => this.inFlight.delete(code));
      this.inFlight.set(code, pending);
    }
    const product = await pending;
    this.cache.set(code, { product, at: this.now() });
    return product;
  }

  /** Waits for this request's turn: starts are spaced by minIntervalMs, in call order. */
  private async turn(signal?: AbortSignal): Promise<void> {
    const now = this.now();
    const start = Math.max(now, this.nextStart);
    this.nextStart = start + this.minIntervalMs;
    if (start > now) await this.sleep(start - now, signal);
  }

  private async fetchProduct(code: string, gtin14: string, signal?: AbortSignal): Promise<Product | undefined> {
    await this.turn(signal);
    const url = `${this.config.offUrl.replace(/\/+$/, '')}/api/v2/product/${code}?fields=${OFF_FIELDS.join(',')}`;
    const timeout = AbortSignal.timeout(this.timeoutMs);
    const combined = signal ? AbortSignal.any([signal, timeout]) : timeout;
    // Browsers send their own User-Agent and would turn a custom one into a CORS preflight.
    const headers: Record<string, string> = { Accept: 'application/json' };
    if (isNode()) headers['User-Agent'] = this.config.userAgent;
    this.requests++;
    let response: BoundedAnswer;
    try {
      response = await fetchBounded(url, { headers, signal: combined }, { fetch: this.options.fetch, maxBytes: MAX_OFF_ANSWER_BYTES });
    } catch (error) {
      if (signal?.aborted) throw signal.reason;
      if (timeout.aborted) {
        throw offError('timedOut', `Open Food Facts did not answer within ${Math.round(this.timeoutMs / 100) / 10} s for barcode ${code}.`, error);
      }
      if (error instanceof BoundedFetchError) {
        throw offError(error.problem === 'tooLarge' ? 'tooLarge' : 'redirected', `Open Food Facts at ${this.config.offUrl} ${error.problem === 'tooLarge' ? `sent an answer over ${MAX_OFF_ANSWER_BYTES / 1024 / 1024} MiB for barcode ${code}; it was not read` : `was not followed: ${error.message}`}.`, error);
      }
      throw offError('unreachable',
        `Open Food Facts could not be reached at ${this.config.offUrl} (${error instanceof Error ? error.message : String(error)}). Check the connection or --off-url.`, error);
    }
    let body: unknown;
    try {
      body = JSON.parse(response.text);
    } catch {
      body = undefined;
    }
    const answer = (body ?? {}) as { status?: unknown; product?: unknown };
    // OFF answers an unknown code with HTTP 404 and {"status": 0, "status_verbose": "product not found"}.
    if (answer.status === 0 || answer.status === '0') return undefined;
    if (!response.ok || typeof answer.product !== 'object' || answer.product === null) {
      throw offError('failed', `Open Food Facts answered HTTP ${response.status}${body === undefined ? ' without JSON' : ''} for barcode ${code}.`);
    }
    return productFromApi(answer.product as Record<string, unknown>, gtin14, code);
  }
}

/** A number OFF sent as a number or a numeric string ("15", "15.0"). */
function number(value: unknown): number | undefined {
  if (typeof value === 'number') return Number.isFinite(value) ? value : undefined;
  if (typeof value === 'string' && value.length <= 32 && /^\s*\d+(\.\d+)?\s*$/.test(value)) return Number(value);
  return undefined;
}

/** OFF's category tags, as many and as long as any real product has ("en:…", a few dozen). */
const MAX_CATEGORY_TAGS = 64;
const MAX_TAG_CHARS = 100;

function categoryTags(value: unknown): string[] {
  if (!Array.isArray(value)) return [];
  const tags: string[] = [];
  for (const tag of value.slice(0, MAX_CATEGORY_TAGS)) {
    if (typeof tag === 'string' && tag.length <= MAX_TAG_CHARS) tags.push(tag);
  }
  return tags;
}

function text(value: unknown): string | undefined {
  if (typeof value !== 'string') return undefined;
  const t = value.replace(/\s+/g, ' ').trim();
  return t ? t.slice(0, 200) : undefined;
}

/** The API's product object (v2 field names) as a Product. */
export function productFromApi(p: Record<string, unknown>, gtin14: string, code: string): Product {
  const n = (typeof p.nutriments === 'object' && p.nutriments !== null ? p.nutriments : {}) as Record<string, unknown>;
  const per100: OffPer100 = {};
  const put = (key: keyof OffPer100, value: unknown) => {
    const x = number(value);
    if (x !== undefined) per100[key] = x;
  };
  put('kcal', n['energy-kcal_100g']);
  // Older products have only `energy_100g`, which OFF keeps in kJ.
  put('kj', n['energy-kj_100g'] ?? n['energy_100g']);
  put('protein', n.proteins_100g);
  put('carbs', n.carbohydrates_100g);
  put('fat', n.fat_100g);
  put('sugars', n.sugars_100g);
  put('satFat', n['saturated-fat_100g']);
  put('fiber', n.fiber_100g);
  put('salt', n.salt_100g);
  put('sodium', n.sodium_100g);
  put('alcohol', n.alcohol_100g);
  const grade = text(p.nutriscore_grade)?.toLowerCase();
  const servingGrams = number(p.serving_quantity);
  const unit = text(p.serving_quantity_unit)?.toLowerCase();
  const product: Product = {
    gtin14,
    code,
    per100,
    categories: categoryTags(p.categories_tags),
    source: 'online',
    dataset: 'Open Food Facts API',
  };
  const name = text(p.product_name) ?? text(p.product_name_en) ?? text(p.generic_name);
  if (name) product.name = name;
  const brand = text(p.brands)?.split(',')[0]?.trim();
  if (brand) product.brand = brand;
  const servingSize = text(p.serving_size);
  if (servingSize) product.servingSize = servingSize;
  // serving_quantity is in grams unless OFF says ml; either way it is the 100 g/100 ml base.
  // Its size is judged where the serving is used (scan-barcode.ts), for index products alike.
  if (servingGrams !== undefined && servingGrams > 0 && (!unit || unit === 'g' || unit === 'ml')) product.servingGrams = servingGrams;
  if (grade && /^[a-e]$/.test(grade)) product.nutriScoreGrade = grade as Product['nutriScoreGrade'];
  const quantity = text(p.quantity);
  if (quantity) product.quantity = quantity;
  return product;
}
