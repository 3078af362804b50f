import '../setup.js';
import { NutritionApiError, parseRequestData, type OperationName } from '../../api/index.js';
import { createEngine, describeMeal } from '../../engine/index.js';
import type { Handlers } from '../messages.js';
import { listen } from '../listen.js';
import { readEngineConfig } from '../engine-settings.js';

type EngineConfig = Awaited<ReturnType<typeof readEngineConfig>>;

/*
 * The engine's home: an offscreen document, created on demand by the service worker and then
 * reused, so the food database is loaded once and not every time the worker wakes up.
 */

type Engine = Awaited<ReturnType<typeof createEngine>>;

/*
 * One engine per configuration (online lookups, vision provider), all sharing the costly
 * providers: the food database, OCR, the barcode decoder and the image model load once. The
 * configuration is read from the extension's storage on every call (engine-settings.ts), never
 * taken from the message. The last few configurations are kept: settings change rarely.
 */
const KEPT_ENGINES = 4;
let firstEngine: Promise<Engine> | undefined;
const engines = new Map<string, Promise<Engine>>();

async function loadEngine(config: EngineConfig): Promise<Engine> {
  const key = JSON.stringify(config);
  let engine = engines.get(key);
  if (!engine) {
    const base = firstEngine ? await firstEngine.catch(() => undefined) : undefined;
    const shared = base
      ? { foods: base.context.foods, ocr: base.context.ocr, barcodes: base.context.barcodes, imageModel: base.context.imageModel }
      : {};
    engine = createEngine({ config, providers: shared }).catch((error: unknown) => {
      engines.delete(key); // a failed load may work on the next request
      if (firstEngine === engine) firstEngine = undefined;
      throw new NutritionApiError('internalServerError', `The embedded engine could not load its data: ${error instanceof Error ? error.message : String(error)}`);
    });
    firstEngine ??= engine;
    engines.set(key, engine);
    for (const old of engines.keys()) {
      if (engines.size <= KEPT_ENGINES) break;
      engines.delete(old);
    }
  }
  return engine;
}

const handlers: Handlers<'offscreen'> = {
  // The engine answers an operation it lacks with the same 501 as everywhere (unimplementedOperation).
  'engine-call': async ({ operation, data }) => {
    const name = operation as OperationName;
    return (await loadEngine(await readEngineConfig())).run(name, parseRequestData(name, data));
  },
  'describe-recipe': async ({ text, servings }) => {
    const engine = await loadEngine(await readEngineConfig());
    return describeMeal(await engine.context.foods(), text, { sharedBy: servings });
  },
};

// Only the service worker may ask: every other sender is ignored and logged (messages.ts).
listen('offscreen', handlers);
