/*
 * The embedded engine in a dedicated module Worker: the page's thread only posts a call and
 * receives its answer, so a long meal, OCR preparation or an image decode never freezes the
 * page, and a call the page gives up on can be stopped for real by terminating this worker
 * (worker-engine.ts). Its data (foods.json.gz, product shards, the model, tesseract's files) is
 * found from this module's URL exactly as it is from the page: the same origin, the same build.
 */
import { NutritionApiError, unimplementedOperation } from '../../../api/errors.js';
import type { Engine } from '../../../engine/index.js';
import type { OnDeviceAvailability, OnDeviceVision } from '../../../engine/image/on-device-vision.js';
import type { VisionFood } from '../../../engine/image/vision.js';
import { fromWireError, toWireError, type FromEngineWorker, type OnDeviceQuestion, type ToEngineWorker } from './protocol.js';

/** The parts of DedicatedWorkerGlobalScope used here (the project's lib is DOM, not WebWorker). */
interface WorkerScope {
  postMessage(message: FromEngineWorker): void;
  addEventListener(type: 'message', listener: (event: MessageEvent<ToEngineWorker>) => void): void;
}
const scope = self as unknown as WorkerScope;

/** The call running now (the page sends one at a time): the page ties its model's work to it. */
let runningId = 0;
let nextQuestion = 1;
const questions = new Map<number, { resolve(value: unknown): void; reject(error: unknown): void }>();

function askPage(question: OnDeviceQuestion, signal?: AbortSignal): Promise<unknown> {
  signal?.throwIfAborted();
  const request = nextQuestion++;
  return new Promise((resolve, reject) => {
    const onAbort = () => {
      questions.delete(request);
      scope.postMessage({ type: 'on-device-abort', request });
      reject(signal!.reason);
    };
    signal?.addEventListener('abort', onAbort, { once: true });
    questions.set(request, {
      resolve: (value) => (signal?.removeEventListener('abort', onAbort), resolve(value)),
      reject: (error) => (signal?.removeEventListener('abort', onAbort), reject(error)),
    });
    scope.postMessage({ type: 'on-device', id: runningId, request, ...question });
  });
}

/** The page's on-device model, seen from the worker: every question crosses to the page. */
const pageOnDevice: OnDeviceVision = {
  label: 'the browser’s built-in model',
  availability: async () => (await askPage({ ask: 'availability' })) as OnDeviceAvailability | 'absent',
  identify: async (jpeg, options = {}) => (await askPage({ ask: 'identify', jpeg }, options.signal)) as VisionFood[],
};

let loading: Promise<Engine> | undefined;
/** One engine per worker, loaded on the first call; a failed load is tried again on the next. */
function engine(): Promise<Engine> {
  loading ??= import('../../../engine/index.js')
    .then(({ createEngine }) => createEngine({ providers: { onDeviceVision: async () => pageOnDevice } }))
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
  if (message.type === 'on-device-answer') {
    const waiting = questions.get(message.request);
    questions.delete(message.request);
    if (message.ok) waiting?.resolve(message.value);
    else waiting?.reject(fromWireError(message.error));
    return;
  }
  void run(message);
});

async function run({ id, operation, argument }: Extract<ToEngineWorker, { type: 'run' }>): Promise<void> {
  const controller = new AbortController();
  running.set(id, controller);
  runningId = id;
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
