import '../setup.js';
import type { Handlers } from '../messages.js';
import { listen } from '../listen.js';
import { readEngineConfig } from '../engine-settings.js';
import { cancelled, runEngine, type EngineRequest } from '../engine/engine-runner.js';

/*
 * Chrome's home of the engine: an offscreen document, created on demand by the service worker
 * and then reused, so the food database is loaded once and not every time the worker wakes up.
 * The configuration is read from the extension's IndexedDB on every call (engine-settings.ts),
 * never taken from the message.
 */
/** The calls running now that may be aborted (a closed panel), by their callId. */
const running = new Map<string, AbortController>();

/** Runs `request` on the engine; an `engine-abort` naming its callId aborts the engine's signal. */
async function runAbortable(request: EngineRequest): Promise<unknown> {
  const controller = new AbortController();
  if (request.callId) running.set(request.callId, controller);
  try {
    return await runEngine(request, await readEngineConfig(), controller.signal);
  } finally {
    if (request.callId) running.delete(request.callId);
  }
}

const handlers: Handlers<'offscreen'> = {
  'engine-call': runAbortable,
  'engine-abort': async (message) => {
    running.get(message.callId)?.abort(cancelled());
    return null;
  },
  // A recipe is cancelled like any engine call: the panel's close reaches describeMeal's signal.
  'describe-recipe': runAbortable,
};

// Only the service worker may ask: every other sender is ignored and logged (messages.ts).
listen('offscreen', handlers);
