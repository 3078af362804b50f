import { DEFAULT_POOL_SIZE, DEFAULT_STATEMENT_TIMEOUT_MS, isPostgresUrl, redactUrl, resolveDataDir, type StoreChoice } from '../../server/index.js';
import { UsageError } from '../command.js';

/** The flags that choose and tune the store, shared by serve, start, keys and store. */
export const storeOptionSpec = {
  store: { type: 'string' },
  'store-pool': { type: 'string' },
  'store-timeout': { type: 'string' },
} as const;

export const storeOptionsUsage = `  --store <url>          keys and counts in PostgreSQL, shared by several instances
                         (postgres://user:password@host:5432/db; default $NUTRI_STORE_URL,
                         else SQLite in --data-dir)
  --store-pool <n>       PostgreSQL connections per process (default $NUTRI_STORE_POOL, else ${DEFAULT_POOL_SIZE})
  --store-timeout <ms>   longest a PostgreSQL statement may take (default $NUTRI_STORE_TIMEOUT_MS,
                         else ${DEFAULT_STATEMENT_TIMEOUT_MS})`;

function whole(name: string, raw: string, min: number): number {
  const value = Number(raw);
  if (!Number.isSafeInteger(value) || value < min) throw new UsageError(`${name} must be a whole number ≥ ${min}, not "${raw}"`);
  return value;
}

/** A store URL given on the command line: PostgreSQL, or a usage error that says what to write. */
export function postgresUrl(raw: string, flag: string): string {
  if (!isPostgresUrl(raw)) {
    throw new UsageError(`${flag} takes a PostgreSQL URL such as postgres://nutri:secret@db.example:5432/nutri, not "${redactUrl(raw)}"; for SQLite leave it out and use --data-dir`);
  }
  return raw;
}

/**
 * `--store`, else `NUTRI_STORE_URL`: PostgreSQL; neither: SQLite under `--data-dir`, else
 * `NUTRI_DATA_DIR`, else ~/.nutri-kit (as before there was a choice).
 */
export function readStoreChoice(values: Record<string, string | boolean | undefined>, env: NodeJS.ProcessEnv): StoreChoice {
  const url = (values.store as string | undefined) || env.NUTRI_STORE_URL;
  if (!url) return { kind: 'sqlite', dataDir: resolveDataDir(values['data-dir'] as string | undefined, env) };
  const pool = (values['store-pool'] as string | undefined) ?? env.NUTRI_STORE_POOL;
  const timeout = (values['store-timeout'] as string | undefined) ?? env.NUTRI_STORE_TIMEOUT_MS;
  return {
    kind: 'postgres',
    url: postgresUrl(url, values.store ? '--store' : 'NUTRI_STORE_URL'),
    poolSize: pool ? whole('--store-pool', pool, 1) : DEFAULT_POOL_SIZE,
    statementTimeoutMs: timeout ? whole('--store-timeout', timeout, 1) : DEFAULT_STATEMENT_TIMEOUT_MS,
  };
}

/** Where the keys live, as the banner says it. */
export function describeStore(choice: StoreChoice): string {
  return choice.kind === 'sqlite' ? `data in ${choice.dataDir}` : `keys and counts in ${redactUrl(choice.url)}`;
}
