import type { CallOptions, OperationData, OperationName, OperationResult } from '../api/index.js';
import type { EngineContext } from './context.js';
import { describeMealOperation } from './meal/describe.js';
import { fixFood } from './fix/fix-food.js';
import { scanImage } from './image/scan-image.js';
import { scanBarcode } from './barcode/scan-barcode.js';
import { scanLabel } from './label/scan-label.js';

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
 */
export const engineOperations: EngineOperations = {
  describeMeal: describeMealOperation,
  fixFood,
  scanImage,
  scanBarcode,
  scanLabel,
};
