import type { OperationHandlers, OperationName } from '../api/index.js';
import type { StopSource } from './stop.js';

export type { OperationHandler, OperationHandlers } from '../api/index.js';

/**
 * What the service needs from an engine: which operations it implements and their handlers.
 * `createEngine()` from src/engine and the worker-thread pool (engine-pool.ts) both give exactly
 * this, so a route answers for an operation as soon as the engine's handler list has it.
 */
export interface ServedEngine {
  readonly operations: readonly OperationName[];
  readonly handlers: OperationHandlers;
  readonly info?: { readonly foods: number; readonly loadMs: number };
  /** Engines in worker threads: how many are loaded now, of how many (engine-pool.ts). */
  readonly threads?: { readonly ready: number; readonly size: number };
  /**
   * Runs an operation and answers its success envelope as JSON text, already checked against
   * the operation's result schema (a ContractBreach otherwise). The engine pool offers it so
   * that the check and the serialising happen in the worker thread, and the service thread
   * receives one string instead of cloning, checking and serialising a result object. Without
   * it the service checks the handler's result itself. `stop` plays the part of the call's
   * AbortSignal (stop.ts says why it is not one).
   */
  readonly answer?: (operation: OperationName, data: unknown, stop: StopSource) => Promise<string>;
}
