import type { CallOptions } from './api.js';
import type { OperationData, OperationName, OperationResult } from './operations.js';

/**
 * One operation as the engine, the service and the extension run it: validated request `data`
 * in, the operation's result (or a NutritionApiError) out. One type for all three, so a handler
 * written once is served everywhere.
 */
export type OperationHandler<K extends OperationName> = (data: OperationData<K>, options: CallOptions) => Promise<OperationResult<K>>;

/** The operations someone implements; an absent entry is answered by `unimplementedOperation`. */
export type OperationHandlers = { [K in OperationName]?: OperationHandler<K> };
