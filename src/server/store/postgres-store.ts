import { performance } from 'node:perf_hooks';
import pg from 'pg';
import { NutritionApiError } from '../../api/index.js';
import { DEFAULT_DAILY_LIMIT, type Authentication, type CreatedKey, type KeyInfo, type KeyStoreOptions, type NewKeyOptions, type QuotaResult } from '../keys/index.js';
import { checkLimit, normalizeOrigins, normalizeScopes } from '../keys/key-store.js';
import { hashKey, keyMatches, newKey, newKeyId, parseKey } from '../keys/key-format.js';
import { migrate, schemaVersion, SCHEMA_VERSION, SchemaTooNewError, type MigrationReport } from './migrations.js';
import { StoreOpenError, StoreUnavailableError, type ServiceStore, type StoreDump } from './store.js';
import { redactUrl } from './store-url.js';
import { keyInfoOf, storedKeyOf, type KeyRow } from './key-row.js';

export interface PostgresStoreOptions extends KeyStoreOptions {
  /** `postgres://user:password@host:port/database` (libpq parameters such as `sslmode` work). */
  url: string;
  /** Connections per process (`--store-pool`). */
  poolSize?: number;
  /** Longest a statement may run, on the server and on the wire (`--store-timeout`). */
  statementTimeoutMs?: number;
  /** Longest a new connection may take. */
  connectTimeoutMs?: number;
  /**
   * How long a key that authenticated is trusted without reading its row again. A revocation
   * by any instance is refused by every other one within this time (the issue asks for 1 s).
   */
  keyCacheMs?: number;
  /** Apply pending schema migrations on open (default); false: refuse an old schema instead. */
  migrate?: boolean;
}

export const DEFAULT_POOL_SIZE = 10;
export const DEFAULT_STATEMENT_TIMEOUT_MS = 5_000;
export const DEFAULT_CONNECT_TIMEOUT_MS = 5_000;
/** Half the 1 s the issue allows, so a revocation is seen everywhere with room to spare. */
export const DEFAULT_KEY_CACHE_MS = 500;
/** As in the SQLite store: enough for every key of a team or a fleet. */
const VERIFIED_KEYS_KEPT = 1_024;

const KEY_COLUMNS = 'id, hash, name, daily_limit, scopes, origins, created_at, revoked_at';

// Named statements are prepared once per connection.
const BY_ID = { name: 'nutri_key_by_id', text: `SELECT ${KEY_COLUMNS} FROM nutri_api_keys WHERE id = $1` };
const USED = { name: 'nutri_used', text: 'SELECT count FROM nutri_daily_usage WHERE key_id = $1 AND day = $2' };
// One statement decides and counts: PostgreSQL locks the conflicting row and re-checks the
// WHERE on its newest version, so concurrent requests on any number of instances can neither
// both take the last slot nor lose a count.
const COUNT = {
  name: 'nutri_count',
  text: `INSERT INTO nutri_daily_usage AS u (key_id, day, count) VALUES ($1, $2, 1)
         ON CONFLICT (key_id, day) DO UPDATE SET count = u.count + 1 WHERE u.count < $3
         RETURNING count`,
};
const REFUND = {
  name: 'nutri_refund',
  text: 'UPDATE nutri_daily_usage SET count = count - 1 WHERE key_id = $1 AND day = $2 AND count > 0 RETURNING count',
};

/**
 * API keys and daily counts in PostgreSQL, shared by every instance of the service that points
 * at the same database. Each count is one atomic statement; keys that authenticated are kept
 * for `keyCacheMs` (500 ms), which bounds how long another instance's revocation takes to be
 * seen. Any failure to reach the database is a `StoreUnavailableError` (503, retry), never a
 * request served without being counted; the pool reconnects by itself when the database returns.
 */
export class PostgresStore implements ServiceStore {
  readonly kind = 'postgres';
  readonly location: string;
  readonly defaultDailyLimit: number;
  private readonly pool: pg.Pool;
  private readonly keyCacheMs: number;
  private readonly verified = new Map<string, { info: KeyInfo; readAt: number }>();
  /** Reads of a key already under way: a burst at a cache expiry makes one query, not one each. */
  private readonly reading = new Map<string, Promise<Authentication>>();
  /**
   * The last count this instance saw per key and day (from its own counts, or read), used by
   * `used` for keyCacheMs. `used` only feeds the early refusal of a spent key and the headers of
   * answers refused before counting; the count itself is always the atomic statement. Without
   * this every request paid a second round trip (measured: 498 → … req/s, see docs/service.md).
   */
  private readonly lastCounts = new Map<string, { used: number; at: number }>();
  /** Counts asked for in this turn of the event loop (see `count`). */
  private waiting: WaitingCount[] = [];
  private closed = false;

  private constructor(pool: pg.Pool, options: PostgresStoreOptions) {
    this.pool = pool;
    this.location = redactUrl(options.url);
    this.defaultDailyLimit = checkLimit(options.defaultDailyLimit ?? DEFAULT_DAILY_LIMIT, 'the default daily limit');
    this.keyCacheMs = options.keyCacheMs ?? DEFAULT_KEY_CACHE_MS;
  }

  /**
   * Connects, and brings the schema up to date under an advisory lock (safe when several
   * instances start at once). An unreachable database or a refused login is a StoreOpenError
   * whose message says where and why, in one line.
   */
  static async open(options: PostgresStoreOptions): Promise<PostgresStore> {
    const pool = createPool(options);
    const store = new PostgresStore(pool, options);
    try {
      const client = await checkOut(pool);
      try {
        if (options.migrate === false) {
          const version = await schemaVersion(client);
          if (version > SCHEMA_VERSION) throw new SchemaTooNewError(version);
          if (version < SCHEMA_VERSION) {
            throw new StoreOpenError(`the nutri-kit schema in ${store.location} is at version ${version}, this nutri-kit needs ${SCHEMA_VERSION}; run nutri store migrate --store <url>`);
          }
        } else {
          await migrate(client);
        }
      } finally {
        client.release();
      }
    } catch (error) {
      await pool.end().catch(() => undefined);
      throw openError(error, store.location);
    }
    return store;
  }

  /** `nutri store migrate`: applies what is pending and says what it did. */
  static async migrate(options: PostgresStoreOptions): Promise<MigrationReport> {
    const pool = createPool(options);
    try {
      const client = await checkOut(pool);
      try {
        return await migrate(client);
      } finally {
        client.release();
      }
    } catch (error) {
      throw openError(error, redactUrl(options.url));
    } finally {
      await pool.end().catch(() => undefined);
    }
  }

  async create(options: NewKeyOptions = {}): Promise<CreatedKey> {
    const name = (options.name ?? '').trim();
    if (name.length > 200) throw new NutritionApiError('invalidRequest', 'a key name is at most 200 characters');
    const dailyLimit = checkLimit(options.dailyLimit ?? this.defaultDailyLimit, 'the daily limit');
    const scopes = normalizeScopes(options.scopes);
    const origins = normalizeOrigins(options.origins);
    const id = newKeyId();
    const key = newKey(id);
    await this.query(
      'INSERT INTO nutri_api_keys (id, hash, name, daily_limit, scopes, origins, created_at) VALUES ($1, $2, $3, $4, $5, $6, now())',
      [id, hashKey(key), name, dailyLimit, scopes, origins],
    );
    return { id, key, name, dailyLimit, scopes, origins };
  }

  async get(id: string): Promise<KeyInfo | undefined> {
    const { rows } = await this.query<KeyRow>(BY_ID, [id]);
    return rows[0] && keyInfoOf(rows[0]);
  }

  async list(): Promise<KeyInfo[]> {
    const { rows } = await this.query<KeyRow>(`SELECT ${KEY_COLUMNS} FROM nutri_api_keys ORDER BY created_at, id`);
    return rows.map(keyInfoOf);
  }

  async revoke(id: string): Promise<boolean> {
    this.verified.clear();
    const result = await this.query('UPDATE nutri_api_keys SET revoked_at = now() WHERE id = $1 AND revoked_at IS NULL', [id]);
    return result.rowCount === 1;
  }

  authenticate(key: string): Authentication | Promise<Authentication> {
    const known = this.verified.get(key);
    if (known && performance.now() - known.readAt < this.keyCacheMs) return { ok: true, key: known.info };
    const parsed = parseKey(key);
    if (!parsed) return { ok: false, reason: 'malformed' };
    let pending = this.reading.get(key);
    if (!pending) {
      pending = this.readKey(key, parsed.id).finally(() => this.reading.delete(key));
      this.reading.set(key, pending);
    }
    return pending;
  }

  private async readKey(key: string, id: string): Promise<Authentication> {
    // The time the row was asked for, not received: a revocation committed after this moment
    // is seen once keyCacheMs has passed since, however slow the answer was.
    const readAt = performance.now();
    const { rows: [row] } = await this.query<KeyRow>(BY_ID, [id]);
    if (!row || !keyMatches(key, row.hash)) return { ok: false, reason: 'unknown' };
    if (row.revoked_at) return { ok: false, reason: 'revoked' };
    const info = keyInfoOf(row);
    if (this.verified.size >= VERIFIED_KEYS_KEPT) this.verified.clear();
    this.verified.set(key, { info, readAt });
    return { ok: true, key: info };
  }

  used(keyId: string, day: string): number | Promise<number> {
    const known = this.lastCounts.get(`${keyId} ${day}`);
    if (known && performance.now() - known.at < this.keyCacheMs) return known.used;
    return this.readUsed(keyId, day);
  }

  private async readUsed(keyId: string, day: string): Promise<number> {
    const at = performance.now();
    const { rows } = await this.query<{ count: number }>(USED, [keyId, day]);
    const used = rows[0]?.count ?? 0;
    this.keepCount(keyId, day, used, at);
    return used;
  }

  /**
   * Counts one request. The counts asked for in one turn of the event loop (a burst under load)
   * go to the database as one message of one statement each, in key order: one round trip and
   * one transaction for the burst instead of one each, as the SQLite store commits a burst in one
   * transaction. Each count is still decided by its own atomic statement; the key order means two
   * instances' bursts lock rows in the same order and cannot deadlock.
   */
  count(keyId: string, day: string, limit: number): Promise<QuotaResult> {
    return new Promise((resolve, reject) => {
      if (this.waiting.push({ keyId, day, limit, resolve, reject }) === 1) setImmediate(() => void this.sendWaiting());
    });
  }

  private async sendWaiting(): Promise<void> {
    const batch = this.waiting;
    this.waiting = [];
    const at = performance.now();
    let counts: Array<number | undefined>;
    try {
      if (batch.length === 1 || !batch.every(inlinable)) {
        counts = await Promise.all(batch.map(async (entry) =>
          (await this.query<{ count: number }>(COUNT, [entry.keyId, entry.day, entry.limit])).rows[0]?.count));
      } else {
        const order = batch.map((_, i) => i).sort((a, b) => compareCounts(batch[a]!, batch[b]!));
        // Inlined, because a message of several statements cannot carry parameters; every
        // value was checked by `inlinable` (key ids, ISO days and whole numbers only).
        const text = order.map((i) => countStatement(batch[i]!)).join(';\n');
        const results = (await this.query(text)) as unknown as pg.QueryResult<{ count: number }>[];
        counts = new Array(batch.length);
        order.forEach((i, position) => (counts[i] = results[position]!.rows[0]?.count));
      }
    } catch (error) {
      for (const entry of batch) entry.reject(error);
      return;
    }
    batch.forEach((entry, i) => {
      const used = counts[i];
      const result = used === undefined ? { allowed: false, used: entry.limit } : { allowed: true, used };
      this.keepCount(entry.keyId, entry.day, result.used, at);
      entry.resolve(result);
    });
  }

  async refund(keyId: string, day: string): Promise<number> {
    const at = performance.now();
    const { rows } = await this.query<{ count: number }>(REFUND, [keyId, day]);
    if (rows[0]) this.keepCount(keyId, day, rows[0].count, at);
    return rows[0]?.count ?? 0;
  }

  /** Counts only grow within a day (but for refunds), so a newer answer replaces an older one. */
  private keepCount(keyId: string, day: string, used: number, at: number): void {
    const name = `${keyId} ${day}`;
    const known = this.lastCounts.get(name);
    if (known && known.at > at) return;
    if (!known && this.lastCounts.size >= VERIFIED_KEYS_KEPT * 4) this.lastCounts.clear();
    this.lastCounts.set(name, { used, at });
  }

  async dump(): Promise<StoreDump> {
    const keys = await this.query<KeyRow>(`SELECT ${KEY_COLUMNS} FROM nutri_api_keys ORDER BY created_at, id`);
    const counts = await this.query<{ key_id: string; day: string; count: number }>(
      'SELECT key_id, day::text AS day, count FROM nutri_daily_usage ORDER BY day, key_id');
    return {
      keys: keys.rows.map(storedKeyOf),
      counts: counts.rows.map((row) => ({ keyId: row.key_id, day: row.day, count: row.count })),
    };
  }

  async load(dump: StoreDump): Promise<{ keys: number; counts: number }> {
    const client = await this.connect();
    try {
      await client.query('BEGIN');
      let keys = 0;
      for (const key of dump.keys) {
        const result = await client.query(
          `INSERT INTO nutri_api_keys (id, hash, name, daily_limit, scopes, origins, created_at, revoked_at)
           VALUES ($1, $2, $3, $4, $5, $6, $7, $8) ON CONFLICT (id) DO NOTHING`,
          [key.id, key.hash, key.name, key.dailyLimit, key.scopes, key.origins, key.createdAt, key.revokedAt],
        );
        keys += result.rowCount ?? 0;
      }
      let counts = 0;
      for (const entry of dump.counts) {
        const result = await client.query(
          `INSERT INTO nutri_daily_usage AS u (key_id, day, count) VALUES ($1, $2, $3)
           ON CONFLICT (key_id, day) DO UPDATE SET count = EXCLUDED.count WHERE u.count < EXCLUDED.count`,
          [entry.keyId, entry.day, entry.count],
        );
        counts += result.rowCount ?? 0;
      }
      await client.query('COMMIT');
      this.verified.clear();
      return { keys, counts };
    } catch (error) {
      await client.query('ROLLBACK').catch(() => undefined);
      throw storeError(error);
    } finally {
      client.release();
    }
  }

  async close(): Promise<void> {
    if (this.closed) return;
    this.closed = true;
    if (this.waiting.length) await this.sendWaiting();
    await this.pool.end();
  }

  private async query<R extends pg.QueryResultRow = pg.QueryResultRow>(
    statement: string | { name: string; text: string },
    values: unknown[] = [],
  ): Promise<pg.QueryResult<R>> {
    try {
      return typeof statement === 'string'
        ? await this.pool.query<R>(statement, values)
        : await this.pool.query<R>({ ...statement, values });
    } catch (error) {
      throw storeError(error);
    }
  }

  private async connect(): Promise<pg.PoolClient> {
    try {
      return await checkOut(this.pool);
    } catch (error) {
      throw storeError(error);
    }
  }
}

interface WaitingCount {
  keyId: string;
  day: string;
  limit: number;
  resolve(result: QuotaResult): void;
  reject(error: unknown): void;
}

const inlinable = (entry: WaitingCount) =>
  /^[a-z0-9]{10}$/.test(entry.keyId) && /^\d{4}-\d\d-\d\d$/.test(entry.day) && Number.isSafeInteger(entry.limit) && entry.limit > 0;

const compareCounts = (a: WaitingCount, b: WaitingCount) =>
  a.keyId < b.keyId ? -1 : a.keyId > b.keyId ? 1 : a.day < b.day ? -1 : a.day > b.day ? 1 : 0;

/** The COUNT statement with its values written in (see `inlinable`). */
function countStatement(entry: WaitingCount): string {
  return COUNT.text.replace('$1', `'${entry.keyId}'`).replace('$2', `'${entry.day}'`).replace('$3', String(entry.limit));
}

/**
 * A connection held across several statements. The pool stops listening for its errors while it
 * is checked out, and a connection lost between two statements would then be an unhandled
 * 'error' event (a crash); the next statement reports the loss instead.
 */
async function checkOut(pool: pg.Pool): Promise<pg.PoolClient> {
  const client = await pool.connect();
  const ignore = () => undefined;
  client.on('error', ignore);
  const release = client.release.bind(client);
  client.release = (error?: Error | boolean) => {
    client.off('error', ignore);
    release(error);
  };
  return client;
}

function createPool(options: PostgresStoreOptions): pg.Pool {
  const statementTimeout = options.statementTimeoutMs ?? DEFAULT_STATEMENT_TIMEOUT_MS;
  const pool = new pg.Pool({
    connectionString: options.url,
    max: options.poolSize ?? DEFAULT_POOL_SIZE,
    connectionTimeoutMillis: options.connectTimeoutMs ?? DEFAULT_CONNECT_TIMEOUT_MS,
    idleTimeoutMillis: 30_000,
    // On the server, and on the wire: a database that stops answering (a network partition)
    // must fail the request in bounded time too, not hold it until TCP gives up.
    statement_timeout: statementTimeout,
    query_timeout: statementTimeout + 1_000,
    keepAlive: true,
    application_name: 'nutri-kit',
  });
  // An idle connection that the server closes (a restart, a fail-over) is reported here; the
  // pool drops it and the next query opens a new one. Without a listener Node would crash.
  pool.on('error', () => undefined);
  return pool;
}

/** SQLSTATE classes that mean "not now" rather than "wrong": connection, resources, operator intervention, retry. */
const UNAVAILABLE_CLASSES = new Set(['08', '53', '57', '40']);

/** What went wrong, in a few words for a person; no addresses, no SQL. */
function problemOf(error: unknown): string | undefined {
  const code = (error as { code?: unknown }).code;
  const message = error instanceof Error ? error.message : String(error);
  if (typeof code === 'string' && /^[0-9A-Z]{5}$/.test(code)) {
    if (code === '57014') return 'a statement timed out';
    if (code.startsWith('57P')) return 'the database is shutting down or restarting';
    if (code === '53300') return 'the database has no free connections';
    if (code === '40P01') return 'a deadlock between requests';
    return UNAVAILABLE_CLASSES.has(code.slice(0, 2)) ? `database error ${code}` : undefined;
  }
  // No SQLSTATE: the driver or the network failed before the database could answer.
  if (code === 'ECONNREFUSED') return 'connection refused';
  if (code === 'ENOTFOUND' || code === 'EAI_AGAIN') return 'the database host name does not resolve';
  if (typeof code === 'string' && /^E[A-Z]+$/.test(code)) return `network error ${code}`;
  if (/timeout/i.test(message)) return 'the database did not answer in time';
  if (/terminated|not queryable|Connection ended/i.test(message)) return 'the connection to the database was lost';
  return error instanceof AggregateError ? problemOf(error.errors[0]) : 'the database could not be reached';
}

/** A driver error as the service reports it: unreachable → 503; anything else stays a bug (500). */
function storeError(error: unknown): unknown {
  if (error instanceof StoreUnavailableError) return error;
  const problem = problemOf(error);
  return problem ? new StoreUnavailableError(problem, { cause: error }) : error;
}

function openError(error: unknown, location: string): Error {
  if (error instanceof StoreOpenError) return error;
  if (error instanceof SchemaTooNewError) return new StoreOpenError(`${location}: ${error.message}`);
  const code = (error as { code?: string }).code;
  const detail = error instanceof Error ? error.message : String(error);
  if (code === '28P01' || code === '28000') return new StoreOpenError(`PostgreSQL at ${location} refused the login (${detail}); check the user and password in --store / NUTRI_STORE_URL`);
  if (code === '3D000') return new StoreOpenError(`PostgreSQL at ${location}: ${detail}; create it first (createdb) or name another in --store / NUTRI_STORE_URL`);
  const problem = problemOf(error);
  if (!problem) return new StoreOpenError(`PostgreSQL at ${location} refused to set up the nutri-kit schema (${detail})`);
  return new StoreOpenError(`cannot reach PostgreSQL at ${location} (${problem}); check --store / NUTRI_STORE_URL and that the database is running`);
}
