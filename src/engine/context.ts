import type { EngineConfig } from './config.js';
import type { OptionalProviderName, ProviderFactories, ProviderName, Providers } from './providers.js';

/**
 * Everything an engine operation may use: the configuration and the providers, each loaded on
 * first use and then shared. Operations are plain functions over it, so a test, the server, the
 * CLI, the offscreen document and a component call them the same way.
 */
export type EngineContext = { readonly config: EngineConfig } & { readonly [K in Exclude<ProviderName, OptionalProviderName>]: () => Promise<Providers[K]> } & {
  readonly [K in OptionalProviderName]?: () => Promise<Providers[K]>;
} & {
  /**
   * Frees what the loaded providers hold (the OCR worker thread, …), so a process can exit; a
   * provider asked for again afterwards loads anew.
   */
  readonly close: () => Promise<void>;
};

/**
 * Memoises each factory: concurrent first calls share one load, and a load that failed is
 * forgotten so the next call tries again (a worker that could not start is not fatal forever).
 */
export function createEngineContext(config: EngineConfig, factories: ProviderFactories): EngineContext {
  const context = { config } as { config: EngineConfig; close: () => Promise<void> } & Record<ProviderName, () => Promise<unknown>>;
  const loaded = new Map<ProviderName, Promise<unknown>>();
  for (const name of Object.keys(factories) as ProviderName[]) {
    context[name] = () => {
      let pending = loaded.get(name);
      if (!pending) {
        pending = (factories[name] as (c: EngineConfig) => Promise<unknown>)(config).catch((error: unknown) => {
          loaded.delete(name);
          throw error;
        });
        loaded.set(name, pending);
      }
      return pending;
    };
  }
  context.close = async () => {
    const providers = [...loaded.values()];
    loaded.clear();
    await Promise.all(providers.map(async (pending) => {
      const provider = (await pending.catch(() => undefined)) as { terminate?: () => Promise<void> } | undefined;
      await provider?.terminate?.().catch(() => undefined);
    }));
  };
  return context as unknown as EngineContext;
}

export type { FoodIndex } from './foods/food-index.js';
export { vocabularyKey, buildVocabulary, createFoodIndex } from './foods/food-index.js';
