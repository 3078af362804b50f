/**
 * nutri-kit/server: the v4 HTTP service over any engine, with API keys, daily limits and the
 * protections a shared endpoint needs. See docs/service.md.
 */
export { createServer, DEFAULT_HOST, DEFAULT_PORT, type ServiceOptions, type RunningService } from './service.js';
export { createApp, DEFAULT_HANDLER_TIMEOUT_MS, DEFAULT_MAX_CONCURRENT_PER_CLIENT, type AppOptions, type ServiceApp } from './app.js';
export { ByteBudget, DEFAULT_IMAGE_BUDGET_BYTES } from './byte-budget.js';
export type { ServedEngine, OperationHandler, OperationHandlers } from './engine-shape.js';
export * from './keys/index.js';
export * from './store/index.js';
export { resolveDataDir, keyStoreFile, openKeyStore, ensureDataDir, DataDirError } from './data-dir.js';
export { jsonLineLogger, silentLogger, type Logger, type RequestLogEntry } from './logger.js';
export { staticSite, combineSites, contentTypeOf, safeRelativePath, type Site } from './static-files.js';
export { utcDay, nextUtcMidnight } from './utc-day.js';
export { isServiceWorker, reportListening, superviseWorkers, type Supervisor, type WorkerListening } from './workers.js';
export { createEnginePool, defaultPoolSize, DEFAULT_POOL_TIMEOUT_MS, type EnginePool, type EnginePoolOptions } from './engine-pool.js';
