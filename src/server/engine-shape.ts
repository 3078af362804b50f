import type { CallOptions, OperationData, OperationName, OperationResult } from '../api/index.js';

/** One engine operation: validated request data in, a result (or a NutritionApiError) out. */
export type OperationHandler<K extends OperationName> = (data: OperationData<K>, options: CallOptions) => Promise<OperationResult<K>>;

export type OperationHandlers = { [K in OperationName]?: OperationHandler<K> };

/**
 * What the service needs from an engine: which operations it implements and their handlers.
 * `createEngine()` from src/engine gives exactly this, so routes for operations the engine
 * gains later appear without a change here.
 */
export interface ServedEngine {
  readonly operations: readonly OperationName[];
  readonly handlers: OperationHandlers;
  readonly info?: { readonly foods: number; readonly loadMs: number };
}
