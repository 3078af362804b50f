/**
 * Starts the engine's worker. Written out as bundlers want it: Vite (and webpack, for lib/'s
 * consumers) see `new Worker(new URL(…, import.meta.url))` and emit the worker with its own
 * chunks. The `.js` name is what tsc's lib/ holds; Vite and the test server map it to the .ts source.
 */
export function startEngineWorker(): Worker {
  return new Worker(new URL('./engine.worker.js', import.meta.url), { type: 'module', name: 'nutri-kit engine' });
}
