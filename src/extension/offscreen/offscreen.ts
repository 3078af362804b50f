import '../setup.js';
import type { Handlers } from '../messages.js';
import { listen } from '../listen.js';
import { readEngineConfig } from '../engine-settings.js';
import { runEngine } from '../engine/engine-runner.js';

/*
 * Chrome's home of the engine: an offscreen document, created on demand by the service worker
 * and then reused, so the food database is loaded once and not every time the worker wakes up.
 * The configuration is read from the extension's IndexedDB on every call (engine-settings.ts),
 * never taken from the message.
 */
const handlers: Handlers<'offscreen'> = {
  'engine-call': async (message) => runEngine(message, await readEngineConfig()),
  'describe-recipe': async (message) => runEngine(message, await readEngineConfig()),
};

// Only the service worker may ask: every other sender is ignored and logged (messages.ts).
listen('offscreen', handlers);
