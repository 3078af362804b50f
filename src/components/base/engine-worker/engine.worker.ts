/*
 * The embedded engine in a dedicated module Worker: the page's thread only posts a call and
 * receives its answer, so a long meal, OCR preparation or an image decode never freezes the
 * page, and a call the page gives up on can be stopped for real by terminating this worker
 * (worker-engine.ts). Its data (foods.json.gz, product shards, the model, tesseract's files) is
 * found from this module's URL exactly as it is from the page: the same origin, the same build.
 */
import { NutritionApiError, unimplementedOperation } from '../../../api/errors.js';
import type { Engine } from '../../../engine/index.js';
import { toWireError, type FromEngineWorker, type ToEngineWorker } from './protocol.js';

/** The parts of DedicatedWorkerGlobalScope used here (the project's lib is DOM, not WebWorker). */
interface WorkerScope {
  postMessage(message: FromEngineWorker): void;
  addEventListener(type: 'message', listener: (event: MessageEvent<ToEngineWorker>) => void): void;
}
const scope = self as unknown as WorkerScope;

let loading: Promise<Engine> | undefined;
/** One engine per worker, loaded on the first call; a failed load is tried again on the next. */
function engine(): Promise<Engine> {
  loading ??= import('../../../engine/index.js')
    .then(({ createEngine }) => createEngine())
    .catch((error: unknown) => {
      loading = undefined;
      throw error;
    });
  return loading;
}

const running = new Map<number, AbortController>();

scope.addEventListener('message', (event) => {
  const message = event.data;
  if (message.type === 'abort') {
    running.get(message.id)?.abort(new NutritionApiError('aborted', 'The analysis was cancelled.'));
    return;
  }
  void run(message);
});

async function run({ id, operation, argument }: Extract<ToEngineWorker, { type: 'run' }>): Promise<void> {
  const controller = new AbortController();
  running.set(id, controller);
  try {
    const { api, operations } = await engine();
    if (controller.signal.aborted) throw controller.signal.reason;
    scope.postMessage({ type: 'running', id });
    const method = Object.hasOwn(api, operation) ? (api as unknown as Record<string, unknown>)[operation] : undefined;
    if (typeof method !== 'function') throw unimplementedOperation(String(operation), operations);
    const result: unknown = await (method as (argument: unknown, options: { signal: AbortSignal }) => Promise<unknown>)(argument, {
      signal: controller.signal,
    });
    scope.postMessage({ type: 'done', id, result });
  } catch (error) {
    scope.postMessage({ type: 'error', id, error: toWireError(error) });
  } finally {
    running.delete(id);
  }
}

scope.postMessage({ type: 'started' });
