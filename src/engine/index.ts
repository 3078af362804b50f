/**
 * The embedded engine: the v4 operations in process, on the compiled USDA data. Isomorphic
 * (Node, browsers, extension pages); loading happens once, here.
 */
import { bindApi, NutritionApiError, type CallOptions, type NutritionApi, type OperationData, type OperationName, type OperationResult, type Transport } from '../api/index.js';
import { loadFoodDatabase, type LoadOptions } from './foods/index.js';
import { createEngineContext, type EngineContext } from './context.js';
import { describeMeal } from './meal/describe.js';

export type EngineHandlers = {
  [K in OperationName]?: (data: OperationData<K>, options: CallOptions) => Promise<OperationResult<K>>;
};

/** The operations the engine implements today; the others are not claimed. */
const IMPLEMENTED = ['describeMeal'] as const satisfies readonly OperationName[];
type Implemented = (typeof IMPLEMENTED)[number];

export interface Engine {
  readonly operations: readonly OperationName[];
  readonly handlers: EngineHandlers;
  readonly api: Pick<NutritionApi, Implemented>;
  readonly context: EngineContext;
  readonly info: { foods: number; loadMs: number };
}

export type EngineOptions = LoadOptions;

export async function createEngine(options: EngineOptions = {}): Promise<Engine> {
  const started = performance.now();
  const foods = await loadFoodDatabase(options);
  const context = createEngineContext(foods);
  const loadMs = Math.round(performance.now() - started);

  const handlers: EngineHandlers = {
    describeMeal: async (data, call) => {
      call.signal?.throwIfAborted?.();
      return describeMeal(context, data.text);
    },
  };
  const transport: Transport = async <K extends OperationName>(operation: K, data: OperationData<K>, call: CallOptions) => {
    const handler = handlers[operation] as ((data: OperationData<K>, options: CallOptions) => Promise<OperationResult<K>>) | undefined;
    if (!handler) {
      throw new NutritionApiError('internalServerError', `The embedded engine does not implement ${operation} yet.`, { operation, status: 500 });
    }
    return handler(data, call);
  };
  return {
    operations: IMPLEMENTED,
    handlers,
    api: bindApi(transport, IMPLEMENTED),
    context,
    info: { foods: foods.size, loadMs },
  };
}

export { describeMeal } from './meal/describe.js';
export { parseMeal, type MealItem, type Modifier } from './meal/parse.js';
export { createEngineContext, type EngineContext } from './context.js';
