import '../setup.js';
import browser from 'webextension-polyfill';
import { NutritionApiError, parseRequestData, type OperationName } from '../../api/index.js';
import { createEngine, describeMeal } from '../../engine/index.js';
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
  // The engine answers an operation it lacks with the same 501 as everywhere (unimplementedOperation).
  'engine-call': async ({ operation, data }) => {
    const name = operation as OperationName;
    return (await loadEngine()).run(name, parseRequestData(name, data));
  },
  'describe-recipe': async ({ text, servings }) => {
    const engine = await loadEngine();
    return describeMeal(await engine.context.foods(), text, { sharedBy: servings });
  },
};

browser.runtime.onMessage.addListener((message: unknown, sender: unknown) => dispatch('offscreen', handlers, message, sender));
