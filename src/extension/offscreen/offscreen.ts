import '../setup.js';
import browser from 'webextension-polyfill';
import { NutritionApiError, operations, type OperationName } from '../../api/index.js';
import { createEngine } from '../../engine/index.js';
import { dispatch, type Handlers } from '../messages.js';

/*
 * The engine's home: an offscreen document, created on demand by the service worker and then
 * reused, so the food database is loaded once and not every time the worker wakes up.
 */

let engine: ReturnType<typeof createEngine> | undefined;

function loadEngine(): ReturnType<typeof createEngine> {
  engine ??= createEngine().catch((error: unknown) => {
    engine = undefined; // a failed load may work on the next request
    throw new NutritionApiError('internalServerError', `The embedded engine could not load its data: ${error instanceof Error ? error.message : String(error)}`);
  });
  return engine;
}

const handlers: Handlers<'offscreen'> = {
  'engine-call': async ({ operation, data }) => {
    const api = (await loadEngine()).api as Partial<Record<OperationName, (argument: unknown) => Promise<unknown>>>;
    const method = api[operation as OperationName];
    if (!method) {
      throw new NutritionApiError('invalidRequest', `The embedded engine does not do ${operation} yet; choose a v4 service in the options for it.`);
    }
    const spec = operations[operation as OperationName];
    const argument = spec.argument === 'data' ? data : (data as Record<string, unknown>)[spec.argument];
    return method(argument);
  },
};

browser.runtime.onMessage.addListener((message: unknown, sender: unknown) => dispatch('offscreen', handlers, message, sender));
