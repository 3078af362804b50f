import Database from 'better-sqlite3';
import { isOperationName, NutritionApiError, type OperationName } from '../../api/index.js';
import { hashKey, keyMatches, newKey, newKeyId, parseKey } from './key-format.js';
import type { ServiceStore, StoreDump } from '../store/store.js';
import { keyInfoOf, storedKeyOf, type KeyRow } from '../store/key-row.js';

/** What is known about a key; never its secret. */
export interface KeyInfo {
  id: string;
  name: string;
  dailyLimit: number;
  /** Operations the key may call; null means all of them. */
  scopes: OperationName[] | null;
  /** Browser origins the key may be used from; null means any. */
  origins: string[] | null;
  createdAt: string;
  revokedAt: string | null;
}

/** A key as `keys create` shows it: the only moment its secret exists outside the caller. */
export interface CreatedKey {
  id: string;
  key: string;
  name: string;
  dailyLimit: number;
  scopes: OperationName[] | null;
  origins: string[] | null;
}

export interface NewKeyOptions {
  name?: string;
  dailyLimit?: number;
  scopes?: readonly string[] | null;
  origins?: readonly string[] | null;
}

export type Authentication =
  | { ok: true; key: KeyInfo }
  | { ok: false; reason: 'malformed' | 'unknown' | 'revoked' };

export interface QuotaResult {
  allowed: boolean;
  /** Requests counted today, including this one when allowed. */
  used: number;
}

export interface KeyStoreOptions {
  /** Daily limit of keys created without one. */
  defaultDailyLimit?: number;
}

export const DEFAULT_DAILY_LIMIT = 1_000;
/** Enough for every key of a team or a fleet; past it the cache starts again. */
const VERIFIED_KEYS_KEPT = 1_024;

const SCHEMA = `
  CREATE TABLE IF NOT EXISTS api_keys (
    id          TEXT PRIMARY KEY,
    hash        BLOB NOT NULL,
    name        TEXT NOT NULL DEFAULT '',
    daily_limit INTEGER NOT NULL CHECK (daily_limit > 0),
    scopes      TEXT,
    origins     TEXT,
    created_at  TEXT NOT NULL,
    revoked_at  TEXT
  ) STRICT;
  CREATE TABLE IF NOT EXISTS daily_usage (
    key_id TEXT NOT NULL,
    day    TEXT NOT NULL,
    count  INTEGER NOT NULL,
    PRIMARY KEY (key_id, day)
  ) STRICT, WITHOUT ROWID;
`;

/**
 * API keys and their daily counts in one SQLite file. The file is the only state, so several
 * processes (`nutri keys revoke` beside a running service) see each other's changes at once.
 */
export class KeyStore implements ServiceStore {
  readonly kind = 'sqlite';
  readonly defaultDailyLimit: number;
  /** The SQLite file. */
  readonly location: string;
  private readonly db: Database.Database;
  private readonly statements;
  /**
   * Keys that authenticated, by the presented key, with the file's data_version when read.
   * A hit skips the row read, the hash and the row's parsing; it is used only while no other
   * connection has committed anything since (`PRAGMA data_version`), so `nutri keys revoke` in
   * another process takes effect on the next request. Changes through this connection
   * (`revoke`) clear it. Refusals are never kept: random keys cannot fill it.
   */
  private readonly verified = new Map<string, { info: KeyInfo; version: number }>();
  /** Counts asked for in this turn of the event loop (see `consumeInTurn`). */
  private waiting: Array<{ keyId: string; day: string; limit: number; resolve(result: QuotaResult): void; reject(error: unknown): void }> = [];
  private readonly consumeAll: Database.Transaction<(batch: KeyStore['waiting']) => QuotaResult[]>;

  private constructor(db: Database.Database, options: KeyStoreOptions) {
    this.db = db;
    this.location = db.name;
    this.defaultDailyLimit = checkLimit(options.defaultDailyLimit ?? DEFAULT_DAILY_LIMIT, 'the default daily limit');
    this.statements = {
      insert: db.prepare(
        'INSERT INTO api_keys (id, hash, name, daily_limit, scopes, origins, created_at) VALUES (?, ?, ?, ?, ?, ?, ?)',
      ),
      byId: db.prepare<[string], KeyRow>('SELECT * FROM api_keys WHERE id = ?'),
      all: db.prepare<[], KeyRow>('SELECT * FROM api_keys ORDER BY created_at, id'),
      revoke: db.prepare('UPDATE api_keys SET revoked_at = ? WHERE id = ? AND revoked_at IS NULL'),
      used: db.prepare<[string, string], { count: number }>('SELECT count FROM daily_usage WHERE key_id = ? AND day = ?'),
      // One statement decides and counts, so concurrent requests (even from other processes)
      // can neither both take the last slot nor lose a count.
      consume: db.prepare<[{ key: string; day: string; limit: number }], { count: number }>(`
        INSERT INTO daily_usage (key_id, day, count) VALUES (@key, @day, 1)
        ON CONFLICT (key_id, day) DO UPDATE SET count = count + 1 WHERE count < @limit
        RETURNING count`),
      // Never below zero; a day with no row has nothing to give back.
      refund: db.prepare<[string, string], { count: number }>(
        'UPDATE daily_usage SET count = count - 1 WHERE key_id = ? AND day = ? AND count > 0 RETURNING count'),
      allCounts: db.prepare<[], { key_id: string; day: string; count: number }>('SELECT key_id, day, count FROM daily_usage ORDER BY day, key_id'),
      load: db.prepare(
        'INSERT INTO api_keys (id, hash, name, daily_limit, scopes, origins, created_at, revoked_at) VALUES (?, ?, ?, ?, ?, ?, ?, ?) ON CONFLICT (id) DO NOTHING',
      ),
      loadCount: db.prepare<[string, string, number]>(
        'INSERT INTO daily_usage (key_id, day, count) VALUES (?, ?, ?) ON CONFLICT (key_id, day) DO UPDATE SET count = excluded.count WHERE count < excluded.count',
      ),
      prune: db.prepare('DELETE FROM daily_usage WHERE day < ?'),
      dataVersion: db.prepare<[], number>('PRAGMA data_version').pluck(),
    };
    this.consumeAll = db.transaction((batch: KeyStore['waiting']) => batch.map((entry) => this.consume(entry.keyId, entry.day, entry.limit)));
  }

  /** Opens (and creates when missing) the store in `file`. */
  static open(file: string, options: KeyStoreOptions = {}): KeyStore {
    const db = new Database(file);
    try {
      db.pragma('journal_mode = WAL');
      // NORMAL in WAL mode survives a crash of the process; only a power cut may lose the
      // last counts, which is acceptable for a daily quota.
      db.pragma('synchronous = NORMAL');
      db.pragma('busy_timeout = 5000');
      db.exec(SCHEMA);
      return new KeyStore(db, options);
    } catch (error) {
      db.close();
      throw error;
    }
  }

  create(options: NewKeyOptions = {}): CreatedKey {
    const name = (options.name ?? '').trim();
    if (name.length > 200) throw new NutritionApiError('invalidRequest', 'a key name is at most 200 characters');
    const dailyLimit = checkLimit(options.dailyLimit ?? this.defaultDailyLimit, 'the daily limit');
    const scopes = normalizeScopes(options.scopes);
    const origins = normalizeOrigins(options.origins);
    const id = newKeyId();
    const key = newKey(id);
    this.statements.insert.run(
      id,
      hashKey(key),
      name,
      dailyLimit,
      scopes ? JSON.stringify(scopes) : null,
      origins ? JSON.stringify(origins) : null,
      new Date().toISOString(),
    );
    return { id, key, name, dailyLimit, scopes, origins };
  }

  get(id: string): KeyInfo | undefined {
    const row = this.statements.byId.get(id);
    return row && keyInfoOf(row);
  }

  list(): KeyInfo[] {
    return this.statements.all.all().map(keyInfoOf);
  }

  /** Revokes a key; answers false when there is no such key or it was revoked already. */
  revoke(id: string): boolean {
    this.verified.clear();
    return this.statements.revoke.run(new Date().toISOString(), id).changes === 1;
  }

  /** Checks a presented key against the file as it is now, so a revocation counts at once. */
  authenticate(key: string): Authentication {
    const version = this.statements.dataVersion.get()!;
    const known = this.verified.get(key);
    if (known && known.version === version) return { ok: true, key: known.info };
    const parsed = parseKey(key);
    if (!parsed) return { ok: false, reason: 'malformed' };
    const row = this.statements.byId.get(parsed.id);
    if (!row || !keyMatches(key, row.hash)) return { ok: false, reason: 'unknown' };
    if (row.revoked_at) return { ok: false, reason: 'revoked' };
    const info = keyInfoOf(row);
    if (this.verified.size >= VERIFIED_KEYS_KEPT) this.verified.clear();
    this.verified.set(key, { info, version });
    return { ok: true, key: info };
  }

  /** Requests counted for the key on `day` (YYYY-MM-DD, UTC). */
  used(keyId: string, day: string): number {
    return this.statements.used.get(keyId, day)?.count ?? 0;
  }

  /** Counts one request against the key's limit on `day`, unless the limit is reached. */
  consume(keyId: string, day: string, limit: number): QuotaResult {
    // .all(), not .get(): get() stops at the first RETURNING row and leaves the statement
    // unfinished, which holds a read snapshot open; the WAL can then never be checkpointed and
    // grows by a page per request without bound.
    const [row] = this.statements.consume.all({ key: keyId, day, limit });
    return row ? { allowed: true, used: row.count } : { allowed: false, used: limit };
  }

  /**
   * `consume`, committed together with the other counts asked for in the same turn of the event
   * loop: one transaction (one write to the WAL) for a burst of requests instead of one each,
   * the largest single cost of a request under load. Each count is still decided by the same
   * statement (exact under concurrency, also across processes: the transaction takes the write
   * lock first) and is committed before the promise resolves, so before the engine runs: a
   * crash never loses a count of a request that ran.
   */
  consumeInTurn(keyId: string, day: string, limit: number): Promise<QuotaResult> {
    return new Promise((resolve, reject) => {
      if (this.waiting.push({ keyId, day, limit, resolve, reject }) === 1) setImmediate(() => this.commitWaiting());
    });
  }

  /** The store interface's count: `consumeInTurn`. */
  count(keyId: string, day: string, limit: number): Promise<QuotaResult> {
    return this.consumeInTurn(keyId, day, limit);
  }

  /** Every key (with its hash) and every count, for `nutri store copy`. */
  dump(): StoreDump {
    return {
      keys: this.statements.all.all().map(storedKeyOf),
      counts: this.statements.allCounts.all().map((row) => ({ keyId: row.key_id, day: row.day, count: row.count })),
    };
  }

  /** Adds the keys that are missing and raises counts that are lower, in one transaction. */
  load(dump: StoreDump): { keys: number; counts: number } {
    const result = this.db.transaction(() => {
      let keys = 0;
      let counts = 0;
      for (const key of dump.keys) {
        keys += this.statements.load.run(key.id, key.hash, key.name, key.dailyLimit,
          key.scopes ? JSON.stringify(key.scopes) : null, key.origins ? JSON.stringify(key.origins) : null, key.createdAt, key.revokedAt).changes;
      }
      for (const entry of dump.counts) counts += this.statements.loadCount.run(entry.keyId, entry.day, entry.count).changes;
      return { keys, counts };
    }).immediate();
    this.verified.clear();
    return result;
  }

  private commitWaiting(): void {
    const batch = this.waiting;
    this.waiting = [];
    if (batch.length === 0) return;
    let results: QuotaResult[];
    try {
      results = batch.length === 1 ? [this.consume(batch[0]!.keyId, batch[0]!.day, batch[0]!.limit)] : this.consumeAll.immediate(batch);
    } catch (error) {
      for (const entry of batch) entry.reject(error);
      return;
    }
    batch.forEach((entry, i) => entry.resolve(results[i]!));
  }

  /**
   * Gives one count of `day` back, atomically: a request that was counted and then turned out
   * not to count (the engine found it invalid, docs/service.md). Answers the day's count after.
   */
  refund(keyId: string, day: string): number {
    // .all() for the reason given in consume().
    const [row] = this.statements.refund.all(keyId, day);
    return row?.count ?? 0;
  }

  /** Forgets counts of days before `day`. */
  prune(day: string): number {
    return this.statements.prune.run(day).changes;
  }

  close(): void {
    if (!this.db.open) return;
    this.commitWaiting();
    this.db.close();
  }
}

export function checkLimit(value: number, what: string): number {
  if (!Number.isSafeInteger(value) || value < 1) {
    throw new NutritionApiError('invalidRequest', `${what} must be a whole number of requests per day, at least 1 (got ${value})`);
  }
  return value;
}

export function normalizeScopes(scopes: readonly string[] | null | undefined): OperationName[] | null {
  if (scopes == null) return null;
  const list = [...new Set(scopes.map((s) => s.trim()).filter(Boolean))];
  if (list.length === 0) throw new NutritionApiError('invalidRequest', 'scopes is empty; name at least one operation, or leave it out for all');
  for (const scope of list) {
    if (!isOperationName(scope)) {
      throw new NutritionApiError('invalidRequest', `"${scope}" is not an operation; scopes are describeMeal, scanImage, scanLabel, scanBarcode, fixFood`);
    }
  }
  return list as OperationName[];
}

/** Browser origins as the `Origin` header spells them: scheme, host and a non-default port. */
export function normalizeOrigin(value: string): string | undefined {
  try {
    const url = new URL(value.trim());
    if (url.protocol !== 'http:' && url.protocol !== 'https:' && url.protocol !== 'chrome-extension:') return undefined;
    if (url.pathname.length > 1 || url.search || url.hash || url.username) return undefined;
    return url.protocol === 'chrome-extension:' ? `chrome-extension://${url.host}` : url.origin;
  } catch {
    return undefined;
  }
}

export function normalizeOrigins(origins: readonly string[] | null | undefined): string[] | null {
  if (origins == null) return null;
  const list: string[] = [];
  for (const raw of origins.map((o) => o.trim()).filter(Boolean)) {
    const origin = normalizeOrigin(raw);
    if (!origin) {
      throw new NutritionApiError('invalidRequest', `"${raw}" is not an origin; write it as the browser sends it, e.g. https://app.example or http://localhost:5173`);
    }
    if (!list.includes(origin)) list.push(origin);
  }
  if (list.length === 0) throw new NutritionApiError('invalidRequest', 'origins is empty; name at least one, or leave it out to allow any');
  return list;
}
