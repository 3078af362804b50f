import { NutritionApiError, parseRequestData, type OperationName } from '../../api/index.js';
import { createEngine } from '../../engine/index.js';
import type { MessageOf } from '../messages.js';
import type { engineConfigOf } from '../settings.js';

/*
 * The embedded engine as the extension runs it, wherever that is: Chrome's offscreen document
 * (offscreen/offscreen.ts) or Firefox's background page (background/engine-host.firefox.ts).
 * The configuration always comes from the extension's own storage, never from a message.
 */

export type EngineConfig = ReturnType<typeof engineConfigOf>;
/** What the engine is asked: one v4 operation, or a recipe as one dish of `servings`. */
export type EngineRequest = MessageOf<'engine-call'> | MessageOf<'describe-recipe'>;
type Engine = Awaited<ReturnType<typeof createEngine>>;

/*
 * One engine per configuration (online lookups, vision provider), all sharing the costly
 * providers: the food database, OCR, the barcode decoder and the image model load once. The
 * last few configurations are kept: settings change rarely.
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
      ? { foods: base.context.foods, ocr: base.context.ocr, barcodes: base.context.barcodes, imageModel: base.context.imageModel, ...(base.context.lexicon ? { lexicon: base.context.lexicon } : {}) }
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

/**
 * Runs one request on the engine of `config`; `signal` stops it (a closed panel). An operation
 * the engine lacks answers unimplementedOperation (501), as everywhere.
 */
export async function runEngine(request: EngineRequest, config: EngineConfig, signal?: AbortSignal): Promise<unknown> {
  const engine = await loadEngine(config);
  if (request.type === 'describe-recipe') {
    // The whole recipe as one dish: the engine rates one serving of it (a recipe's yield is an
    // engine option, not a v4 request member, so the text is not held to the wire's length).
    return engine.run('describeMeal', { text: request.text }, { sharedBy: request.servings, ...(signal ? { signal } : {}) });
  }
  const name = request.operation as OperationName;
  return engine.run(name, parseRequestData(name, request.data), signal ? { signal } : {});
}

/** What a cancelled call rejects with, wherever it runs. */
export const cancelled = () => new NutritionApiError('aborted', 'The analysis was cancelled.');
