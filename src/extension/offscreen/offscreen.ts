import '../setup.js';
import type { Handlers } from '../messages.js';
import { listen } from '../listen.js';
import { readEngineConfig } from '../engine-settings.js';
import { cancelled, runEngine } from '../engine/engine-runner.js';

/*
 * Chrome's home of the engine: an offscreen document, created on demand by the service worker
 * and then reused, so the food database is loaded once and not every time the worker wakes up.
 * The configuration is read from the extension's IndexedDB on every call (engine-settings.ts),
 * never taken from the message.
 */
/** The calls running now that may be aborted (a closed panel), by their callId. */
const running = new Map<string, AbortController>();

const handlers: Handlers<'offscreen'> = {
  'engine-call': async (message) => {
    const controller = new AbortController();
    if (message.callId) running.set(message.callId, controller);
    try {
      return await runEngine(message, await readEngineConfig(), controller.signal);
    } finally {
      if (message.callId) running.delete(message.callId);
    }
  },
  'engine-abort': async (message) => {
    running.get(message.callId)?.abort(cancelled());
    return null;
  },
  'describe-recipe': async (message) => runEngine(message, await readEngineConfig()),
};

// Only the service worker may ask: every other sender is ignored and logged (messages.ts).
listen('offscreen', handlers);
