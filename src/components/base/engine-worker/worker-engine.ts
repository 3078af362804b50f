import { NutritionApiError } from '../../../api/errors.js';
import type { CallOptions, NutritionApi } from '../../../api/api.js';
import type { OperationName } from '../../../api/operations.js';
import type { OnDeviceVision } from '../../../engine/image/on-device-vision.js';
import { fromWireError, toWireError, type FromEngineWorker, type ToEngineWorker } from './protocol.js';
import { forTransfer } from './transfer.js';
import { createJobPool, stopSourceOf } from '../../../worker-pool/job-pool.js';

/*
 * The page's side of the engine worker. Calls run one at a time on the worker, in the order they
 * were made, and each one is bounded: a call that outlives its time bound, or that its caller
 * aborts while the worker is busy with it, gets its answer at once, and the worker is terminated
 * (synchronous work cannot be stopped any other way) and a fresh one starts with the next call.
 * The job handling is the one the service's engine pool (src/server/engine-pool.ts) uses
 * (src/worker-pool/job-pool.ts), here with one worker.
 */

export interface WorkerEngineOptions {
  /** Starts the engine's worker; may throw where workers cannot run (CSP, old browsers). */
  createWorker: () => Worker;
  /** The engine on the page's own thread, for where no worker can start. */
  inProcess: () => Promise<Partial<NutritionApi>>;
  /**
   * A call still running after this long is stopped (default 30 s). It counts from the moment the
   * worker has its engine: loading the food data is not counted, so a slow connection cannot
   * make every first call time out and start the load again.
   */
  timeoutMs?: number;
  /**
   * After an abort, how long the worker may take to let go of the call before it is terminated
   * (default 250 ms): a call waiting on the network stops at once; CPU-bound work does not.
   */
  abortGraceMs?: number;
  /** Where the one notice about falling back to the page's thread goes (default console.warn). */
  warn?: (message: string) => void;
  /**
   * The page's on-device model (LanguageModel is on Window only): the worker's engine asks it
   * through the page. Undefined, or answering undefined: none here, or switched off.
   */
  onDevice?: () => Promise<OnDeviceVision | undefined>;
}

export interface WorkerEngine {
  /** All five typed methods; each call is a message to the worker. */
  readonly api: NutritionApi;
  /** Where calls run now: `worker`, or `page` once a worker could not start. */
  readonly runsIn: 'worker' | 'page';
  /** Workers started so far (a stopped call's worker is replaced by the next call). */
  readonly workersStarted: number;
  /** Terminates the worker; calls still waiting are refused. */
  close(): void;
}

export const DEFAULT_EMBEDDED_TIMEOUT_MS = 30_000;
export const DEFAULT_ABORT_GRACE_MS = 250;

/** The contract's operations; a Record so that a new operation in the table fails to compile here. */
const OPERATIONS = Object.keys({
  describeMeal: true,
  scanImage: true,
  scanLabel: true,
  scanBarcode: true,
  fixFood: true,
} satisfies Record<OperationName, true>) as OperationName[];

/** What a job carries: the caller's own argument and options (the fallback runs on them, since the posted copy may be transferred). */
interface Payload {
  original: unknown;
  options: CallOptions;
}

export function createWorkerEngine(options: WorkerEngineOptions): WorkerEngine {
  const timeoutMs = options.timeoutMs ?? DEFAULT_EMBEDDED_TIMEOUT_MS;
  const abortGraceMs = options.abortGraceMs ?? DEFAULT_ABORT_GRACE_MS;
  const warn = options.warn ?? ((message: string) => console.warn(message));
  let runsIn: 'worker' | 'page' = 'worker';
  let workersStarted = 0;
  let closed = false;

  /*
   * The queue, the time bound, the caller's abort and replacing a stopped worker are the shared
   * job pool's (worker-pool/job-pool.ts), with one worker that starts with the first call after it
   * was stopped, and a time bound that counts from when the worker has its engine.
   */
  const pool = createJobPool<Payload, Worker>({
    size: 1,
    timeoutMs,
    timedOut: (job) => new NutritionApiError(
      'timeout',
      `The analysis took longer than ${formatDuration(timeoutMs)} and was stopped. Try a shorter description or a smaller photo.`,
      { operation: job.operation },
    ),
    clock: 'reported',
    abortGraceMs,
    respawn: 'lazy',
    readyOnSpawn: true,
    // Something structured clone cannot carry (a function, a DOM node): the caller's mistake.
    postFailed: (job, error) => new NutritionApiError('invalidRequest', `${job.operation} cannot take this argument: ${(error as Error).message}`, { operation: job.operation, status: 400 }),
    workers: {
      spawn: () => startWorker(),
      post: (worker, job) => {
        const posted = forTransfer(job.payload.original);
        worker.postMessage({ type: 'run', id: job.id, operation: job.operation, argument: posted.argument } satisfies ToEngineWorker, posted.transfer);
      },
      abort: (worker, job) => worker.postMessage({ type: 'abort', id: job.id } satisfies ToEngineWorker),
      terminate: (worker) => worker.terminate(),
    },
  });

  /** The on-device model's work for the worker, by request, so the worker can call it off. */
  const onDeviceWork = new Map<number, AbortController>();

  /**
   * Answers the worker's question to the page's on-device model. While the model looks at a
   * photo the call's own time bound is paused: the model has its own (on-device-vision.ts), and
   * its time is not the worker's; the call's cancel still stops it.
   */
  const answerOnDevice = async (message: Extract<FromEngineWorker, { type: 'on-device' }>) => {
    const asked = pool.worker(0);
    const job = pool.current(0);
    const reply = (answer: { ok: true; value: unknown } | { ok: false; error: ReturnType<typeof toWireError> }) => {
      if (pool.worker(0) === asked) asked?.postMessage({ type: 'on-device-answer', request: message.request, ...answer } as ToEngineWorker);
    };
    const provider = await options.onDevice?.();
    if (message.ask === 'availability') {
      // No model on this page (or switched off): 'absent', about which the engine says nothing.
      reply({ ok: true, value: provider ? await provider.availability() : 'absent' });
      return;
    }
    if (!provider || !job || job.id !== message.id || job.settled) {
      reply({ ok: false, error: toWireError(new NutritionApiError('internalServerError', 'The browser’s built-in model is not available on this page.')) });
      return;
    }
    const controller = new AbortController();
    onDeviceWork.set(message.request, controller);
    const signal = job.payload.options.signal;
    const onAbort = () => controller.abort(signal?.reason);
    signal?.addEventListener('abort', onAbort, { once: true });
    pool.pauseClock(job);
    try {
      reply({ ok: true, value: await provider.identify(message.jpeg, { signal: controller.signal }) });
    } catch (error) {
      reply({ ok: false, error: toWireError(error) });
    } finally {
      onDeviceWork.delete(message.request);
      signal?.removeEventListener('abort', onAbort);
      pool.resumeClock(job);
    }
  };

  const startWorker = (): Worker | undefined => {
    if (runsIn === 'page' || closed) return undefined;
    let created: Worker;
    try {
      created = options.createWorker();
    } catch (error) {
      fallBack(error);
      return undefined;
    }
    workersStarted++;
    /** The worker's module loaded (its `started` message came). */
    let started = false;
    created.addEventListener('message', (event: MessageEvent<FromEngineWorker>) => {
      const message = event.data;
      switch (message.type) {
        case 'started':
          started = true;
          return;
        case 'on-device':
          void answerOnDevice(message);
          return;
        case 'on-device-abort':
          onDeviceWork.get(message.request)?.abort(new NutritionApiError('aborted', 'The analysis was cancelled.'));
          return;
        case 'running':
          pool.running(0, created, message.id);
          return;
        case 'done':
          pool.answered(0, created, message.id, { result: message.result });
          return;
        case 'error':
          pool.answered(0, created, message.id, { error: fromWireError(message.error) });
          return;
      }
    });
    created.addEventListener('messageerror', () => {
      // An answer that could not be cloned: the call fails plainly rather than hanging.
      pool.failRunning(0, created, (job) => new NutritionApiError('internalServerError', `The engine's answer to ${job.operation} could not be read.`, { operation: job.operation }));
    });
    created.addEventListener('error', (event) => {
      if (created !== pool.worker(0) || started) return;
      // The module never loaded (a CSP without worker-src, a host that does not serve it).
      event.preventDefault();
      fallBack(event instanceof ErrorEvent && event.message ? event.message : 'its script did not load');
    });
    return created;
  };

  /** From now on every call runs on the page's thread; the calls waiting for the worker too. */
  const fallBack = (reason: unknown) => {
    if (runsIn === 'page') return;
    runsIn = 'page';
    const reasonText = reason instanceof Error ? reason.message : String(reason);
    warn(
      `nutri-kit: the embedded engine runs on the page's main thread because its Web Worker could not start (${reasonText}). ` +
        'Long analyses will make the page unresponsive until they finish; allow module workers from this origin (CSP worker-src) to avoid it.',
    );
    for (const job of pool.drain()) {
      runInPage(job.operation, job.payload.original, job.payload.options).then((result) => pool.settle(job, { result }), (error: unknown) => pool.settle(job, { error }));
    }
  };

  const runInPage = async (operation: OperationName, argument: unknown, call: CallOptions): Promise<unknown> => {
    const api = await options.inProcess();
    const method = api[operation] as ((argument: unknown, call: CallOptions) => Promise<unknown>) | undefined;
    if (!method) throw new NutritionApiError('internalServerError', `The embedded engine has no ${operation}.`, { operation, status: 501 });
    return method(argument, call);
  };

  const call = (operation: OperationName, argument: unknown, call: CallOptions = {}): Promise<unknown> => {
    if (closed) return Promise.reject(new NutritionApiError('internalServerError', 'The embedded engine was closed.', { operation }));
    // A rejection, never a throw: callers of the typed API await it.
    if (call.signal?.aborted) return Promise.reject(call.signal.reason);
    if (runsIn === 'page') return runInPage(operation, argument, call);
    return pool.submit(operation, { original: argument, options: call }, stopSourceOf(call.signal));
  };

  const api = {} as Record<OperationName, unknown>;
  for (const operation of OPERATIONS) {
    api[operation] = (argument: unknown, options?: CallOptions) => call(operation, argument, options);
  }

  return {
    api: api as NutritionApi,
    get runsIn() {
      return runsIn;
    },
    get workersStarted() {
      return workersStarted;
    },
    close() {
      closed = true;
      pool.close((job) => new NutritionApiError('internalServerError', 'The embedded engine was closed.', { operation: job.operation }), { running: true });
    },
  };
}

function formatDuration(ms: number): string {
  return ms < 1000 ? `${ms} ms` : `${Math.round(ms / 100) / 10} s`;
}
