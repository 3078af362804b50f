import type { CallOptions, OperationData, OperationName, OperationResult } from '../api/index.js';
import type { EngineContext } from './context.js';
import { describeMeal } from './meal/describe.js';
import { fixFood } from './fix/fix-food.js';
import { scanImage } from './image/scan-image.js';
import { scanBarcode } from './barcode/scan-barcode.js';
import { scanLabel } from './label/scan-label.js';

/** An operation as the engine implements it: a plain function over the context. */
export type EngineOperation<K extends OperationName> = (
  ctx: EngineContext,
  data: OperationData<K>,
  call: CallOptions,
) => Promise<OperationResult<K>>;

export type EngineOperations = { [K in OperationName]?: EngineOperation<K> };

/**
 * THE list of what the engine implements: one line per operation. The engine's api, the
 * service's routes, the CLI commands and the extension all derive from it; an operation that
 * is not here is answered by `unimplementedOperation` wherever it is called.
 */
export const engineOperations: EngineOperations = {
  describeMeal: async (ctx, data) => describeMeal(await ctx.foods(), data.text, { language: ctx.config.language, lexicon: ctx.lexicon }),
  fixFood,
  scanImage,
  scanBarcode,
  scanLabel,
};
