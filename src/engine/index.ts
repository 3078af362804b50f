/**
 * The embedded engine: the v4 operations in process, on the compiled USDA and Open Food Facts
 * data. Isomorphic (Node, browsers, extension pages); providers load on first use.
 */
import {
  bindApi, operations as contract, unimplementedOperation,
  type CallOptions, type NutritionApi, type OperationData, type OperationHandler, type OperationHandlers,
  type OperationName, type OperationResult, type Transport,
} from '../api/index.js';
import { resolveConfig, type EngineConfig } from './config.js';
import { createEngineContext, type EngineContext } from './context.js';
import { engineOperations, type EngineCallOptions, type EngineOperations } from './handlers.js';
import type { LoadOptions } from './foods/load.js';
import { defaultProviders, type ProviderFactories } from './providers.js';

export interface Engine {
  /** The operations this engine implements, in the contract's order. */
  readonly operations: readonly OperationName[];
  /** The same operations as the service and the extension run them. */
  readonly handlers: OperationHandlers;
  /** All five typed methods; an unimplemented one answers `unimplementedOperation`. */
  readonly api: NutritionApi;
  readonly context: EngineContext;
  /** Size and load time of the food database (loaded by createEngine unless `lazy`). */
  readonly info: { foods: number; loadMs: number };
  /** Frees the providers' workers (OCR); the engine still works afterwards, loading them again. */
  close(): Promise<void>;
  /** Runs one operation on already-validated data (`call.sharedBy`: see EngineCallOptions). */
  run<K extends OperationName>(operation: K, data: OperationData<K>, call?: EngineCallOptions): Promise<OperationResult<K>>;
}

export interface EngineOptions extends LoadOptions {
  /** `--offline`, `--off-url`, `--vision-*` (see configFromEnv for the NUTRI_* variables). */
  config?: Partial<EngineConfig>;
  /** Replaces any provider (tests, the browser's own OCR or model). */
  providers?: Partial<ProviderFactories>;
  /** Replaces or removes operations (tests); by default the engine's own list. */
  operations?: EngineOperations;
  /** Do not load the food database before the first operation that needs it. */
  lazy?: boolean;
}

export async function createEngine(options: EngineOptions = {}): Promise<Engine> {
  const { config, providers, operations: table = engineOperations, lazy, ...load } = options;
  const context = createEngineContext(resolveConfig(config), { ...defaultProviders(load), ...providers });
  const info = { foods: 0, loadMs: 0 };
  if (!lazy) {
    const started = performance.now();
    info.foods = (await context.foods()).foods.size;
    info.loadMs = Math.round(performance.now() - started);
  }

  const implemented = (Object.keys(contract) as OperationName[]).filter((name) => table[name]);
  const handlers: OperationHandlers = {};
  for (const name of implemented) {
    const operation = table[name] as unknown as (ctx: EngineContext, data: unknown, call: CallOptions) => Promise<never>;
    (handlers as Record<string, OperationHandler<OperationName>>)[name] = async (data, call) => {
      call.signal?.throwIfAborted?.();
      return operation(context, data, call);
    };
  }
  const run = async <K extends OperationName>(operation: K, data: OperationData<K>, call: EngineCallOptions = {}) => {
    const handler = handlers[operation] as OperationHandler<K> | undefined;
    if (!handler) throw unimplementedOperation(operation, implemented);
    return handler(data, call);
  };
  const transport: Transport = (operation, data, call) => run(operation, data, call);
  return { operations: implemented, handlers, api: bindApi(transport), context, info, run, close: context.close };
}

export { describeMeal } from './meal/describe.js';
export { parseMeal, type MealItem, type Modifier } from './meal/parse.js';
export { createEngineContext, type EngineContext } from './context.js';
export { engineOperations, type EngineCallOptions, type EngineOperation, type EngineOperations } from './handlers.js';
export { configFromEnv, resolveConfig, DEFAULT_CONFIG, type EngineConfig, type VisionConfig } from './config.js';
export type { ProviderFactories, Providers, ProviderName } from './providers.js';
export { buildRatedResult, buildUnratedResult, type ResultPart, type ResultSpec } from './result/build.js';
export type { Nutrients } from './nutrients.js';
