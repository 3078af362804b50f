import { NutritionApiError } from '../../api/index.js';
import type { Authentication, CreatedKey, KeyInfo, NewKeyOptions, QuotaResult } from '../keys/index.js';

/** A value, or a promise of it: the SQLite store answers at once, PostgreSQL over the network. */
export type Awaitable<T> = T | Promise<T>;

/** A key as stored, secret hash included: what `nutri store copy` moves between stores. */
export interface StoredKey {
  id: string;
  hash: Buffer;
  name: string;
  dailyLimit: number;
  scopes: string[] | null;
  origins: string[] | null;
  createdAt: string;
  revokedAt: string | null;
}

/** One key's count on one UTC day (YYYY-MM-DD). */
export interface StoredCount {
  keyId: string;
  day: string;
  count: number;
}

export interface StoreDump {
  keys: StoredKey[];
  counts: StoredCount[];
}

/**
 * Keys, daily counts and their checks: everything the service keeps between requests.
 * Two implementations: SQLite under the data directory (`KeyStore`, the embedded default) and
 * PostgreSQL (`PostgresStore`), shared by several instances. Both decide a count in one atomic
 * statement, so a daily limit holds exactly however many processes share the store.
 */
export interface ServiceStore {
  readonly kind: 'sqlite' | 'postgres';
  /** Where the data lives, for messages and the banner; never a password. */
  readonly location: string;
  /** Daily limit of keys created without one. */
  readonly defaultDailyLimit: number;
  create(options?: NewKeyOptions): Awaitable<CreatedKey>;
  get(id: string): Awaitable<KeyInfo | undefined>;
  list(): Awaitable<KeyInfo[]>;
  /** Revokes a key; false when there is no such key or it was revoked already. */
  revoke(id: string): Awaitable<boolean>;
  /** Checks a presented key; a revocation anywhere is seen within a second. */
  authenticate(key: string): Awaitable<Authentication>;
  /** Requests counted for the key on `day`. */
  used(keyId: string, day: string): Awaitable<number>;
  /** Counts one request unless the key's limit for `day` is reached: one atomic decision. */
  count(keyId: string, day: string, limit: number): Promise<QuotaResult>;
  /** Gives one count of `day` back (a request that must not count after all), atomically; answers the day's count after (0 when there was none). */
  refund(keyId: string, day: string): Awaitable<number>;
  /** Every key (with its hash) and every count, for `nutri store copy`. */
  dump(): Awaitable<StoreDump>;
  /** Adds keys that are missing and raises counts that are lower; never removes or lowers. */
  load(dump: StoreDump): Awaitable<{ keys: number; counts: number }>;
  close(): Awaitable<void>;
}

/**
 * How long a client should wait after the store was unreachable. Short: a database restart or
 * a fail-over takes seconds, and a client that waited a minute would come back long after.
 */
export const STORE_RETRY_AFTER_SECONDS = 2;

/**
 * The store could not be reached or did not answer in time. The service answers 503 with
 * `Retry-After`: a request it cannot count is not served (never a free pass), and the caller is
 * told to come back rather than that it did something wrong.
 */
export class StoreUnavailableError extends NutritionApiError {
  constructor(readonly problem: string, options: { cause?: unknown } = {}) {
    super('internalServerError',
      `The service cannot reach its key and quota database right now (${problem}); retry in ${STORE_RETRY_AFTER_SECONDS} seconds`,
      { status: 503, retryAfterSeconds: STORE_RETRY_AFTER_SECONDS, cause: options.cause });
  }
}

/** The store could not be opened (unreachable, refused, a schema too new); one line for a person. */
export class StoreOpenError extends Error {
  override readonly name = 'StoreOpenError';
}
