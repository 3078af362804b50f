/**
 * What the extension's build gets in place of start-worker.ts (a Vite alias in vite.config.ts):
 * its pages send every analysis to the offscreen document, which runs the engine itself, so the
 * components' worker would only add its own copy of the engine to the package. Should a page
 * ever reach the embedded engine, it runs on that page's thread (one console warning).
 */
export function startEngineWorker(): Worker {
  throw new Error('extension pages run the engine in the offscreen document, not in a worker of their own');
}
