export type { Awaitable, ServiceStore, StoreDump, StoredKey, StoredCount } from './store.js';
export { StoreUnavailableError, StoreOpenError, STORE_RETRY_AFTER_SECONDS } from './store.js';
export {
  PostgresStore,
  DEFAULT_POOL_SIZE,
  DEFAULT_STATEMENT_TIMEOUT_MS,
  DEFAULT_CONNECT_TIMEOUT_MS,
  DEFAULT_KEY_CACHE_MS,
  type PostgresStoreOptions,
} from './postgres-store.js';
export { MIGRATIONS, SCHEMA_VERSION, type Migration, type MigrationReport } from './migrations.js';
export { openStore, type StoreChoice } from './open-store.js';
export { redactUrl, isPostgresUrl } from './store-url.js';
export { storeCall } from './store-call.js';
