import type { CallOptions, OperationData, OperationName, OperationResult } from '../api/index.js';
import type { EngineContext } from './context.js';
import { describeMealOperation } from './meal/describe.js';

/**
 * A call as the engine takes it: the contract's options, and what only an in-process caller
 * can ask for (not a v4 request member, so never on the wire).
 */
export interface EngineCallOptions extends CallOptions {
  /**
   * describeMeal: the text is a whole dish that makes this many servings (a recipe's yield);
   * the answer is one serving of it, rated and with tips for that serving. The extension's
   * recipe panel asks for it from the embedded engine.
   */
  sharedBy?: number;
}

/** An operation as the engine implements it: a plain function over the context. */
export type EngineOperation<K extends OperationName> = (
  ctx: EngineContext,
  data: OperationData<K>,
  call: EngineCallOptions,
) => Promise<OperationResult<K>>;

export type EngineOperations = { [K in OperationName]?: EngineOperation<K> };

/**
 * THE list of what the engine implements: one line per operation. The engine's api, the
 * service's routes, the CLI commands and the extension all derive from it; an operation that
 * is not here is answered by `unimplementedOperation` wherever it is called.
 * describeMeal is loaded with the engine; the other four load their modules on their first call
 * (label reading, imaging, fixing and barcodes are a third of the engine's code, and a service
 * or page that only describes meals would pay for compiling them at every start).
 */
export const engineOperations: EngineOperations = {
  describeMeal: describeMealOperation,
  fixFood: async (ctx, data, call) => (await import('./fix/fix-food.js')).fixFood(ctx, data, call),
  scanImage: async (ctx, data, call) => (await import('./image/scan-image.js')).scanImage(ctx, data, call),
  scanBarcode: async (ctx, data, call) => (await import('./barcode/scan-barcode.js')).scanBarcode(ctx, data, call),
  scanLabel: async (ctx, data, call) => (await import('./label/scan-label.js')).scanLabel(ctx, data, call),
};
