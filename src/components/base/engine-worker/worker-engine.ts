import { NutritionApiError } from '../../../api/errors.js';
import type { CallOptions, NutritionApi } from '../../../api/api.js';
import type { OperationName } from '../../../api/operations.js';
import type { OnDeviceVision } from '../../../engine/image/on-device-vision.js';
import { fromWireError, toWireError, type FromEngineWorker, type ToEngineWorker } from './protocol.js';
import { forTransfer } from './transfer.js';

/*
 * The page's side of the engine worker. Calls run one at a time on the worker, in the order they
 * were made, and each one is bounded: a call that outlives its time bound, or that its caller
 * aborts while the worker is busy with it, gets its answer at once, and the worker is terminated
 * (synchronous work cannot be stopped any other way) and a fresh one starts with the next call.
 * This is the service's engine pool (src/server/engine-pool.ts) with one worker, for pages.
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

interface Job {
  id: number;
  operation: OperationName;
  /** What the caller passed: the fallback runs on it, since the posted copy may be transferred. */
  original: unknown;
  options: CallOptions;
  settled: boolean;
  resolve(result: unknown): void;
  reject(error: unknown): void;
  /** The worker has its engine and runs the job (its `running` message came). */
  running: boolean;
  /** The time bound, from `running` on. */
  timer?: ReturnType<typeof setTimeout>;
  /** After an abort: how long the worker has to let go of the job. */
  grace?: ReturnType<typeof setTimeout>;
  detach(): void;
}

export function createWorkerEngine(options: WorkerEngineOptions): WorkerEngine {
  const timeoutMs = options.timeoutMs ?? DEFAULT_EMBEDDED_TIMEOUT_MS;
  const abortGraceMs = options.abortGraceMs ?? DEFAULT_ABORT_GRACE_MS;
  const warn = options.warn ?? ((message: string) => console.warn(message));
  const queue: Job[] = [];
  let worker: Worker | undefined;
  /** The worker's module loaded (its `started` message came). */
  let started = false;
  /** The job on the worker; it stays here after an abort until the worker lets go of it. */
  let current: Job | undefined;
  let runsIn: 'worker' | 'page' = 'worker';
  let workersStarted = 0;
  let closed = false;
  let nextId = 1;

  const settle = (job: Job, outcome: { result: unknown } | { error: unknown }) => {
    if (job.settled) return;
    job.settled = true;
    job.detach();
    if ('error' in outcome) job.reject(outcome.error);
    else job.resolve(outcome.result);
  };

  /** The worker is done with the current job (answered, or about to be terminated). */
  const release = (job: Job) => {
    clearTimeout(job.timer);
    clearTimeout(job.grace);
    if (current === job) current = undefined;
  };

  const stopWorker = () => {
    worker?.terminate();
    worker = undefined;
    started = false;
  };

  /** Stops the worker busy with `job`; the next job starts a fresh one. */
  const restart = (job: Job) => {
    release(job);
    stopWorker();
    pump();
  };

  /** The on-device model's work for the worker, by request, so the worker can call it off. */
  const onDeviceWork = new Map<number, AbortController>();

  /**
   * Answers the worker's question to the page's on-device model. While the model looks at a
   * photo the call's own time bound is paused: the model has its own (on-device-vision.ts), and
   * its time is not the worker's; the call's cancel still stops it.
   */
  const answerOnDevice = async (message: Extract<FromEngineWorker, { type: 'on-device' }>) => {
    const asked = worker;
    const job = current;
    const reply = (answer: { ok: true; value: unknown } | { ok: false; error: ReturnType<typeof toWireError> }) => {
      if (worker === asked) asked?.postMessage({ type: 'on-device-answer', request: message.request, ...answer } as ToEngineWorker);
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
    const signal = job.options.signal;
    const onAbort = () => controller.abort(signal?.reason);
    signal?.addEventListener('abort', onAbort, { once: true });
    clearTimeout(job.timer);
    try {
      reply({ ok: true, value: await provider.identify(message.jpeg, { signal: controller.signal }) });
    } catch (error) {
      reply({ ok: false, error: toWireError(error) });
    } finally {
      onDeviceWork.delete(message.request);
      signal?.removeEventListener('abort', onAbort);
      if (current === job && job.running && !job.settled) job.timer = setTimeout(() => timeOut(job), timeoutMs);
    }
  };

  const onMessage = (event: MessageEvent<FromEngineWorker>) => {
    const message = event.data;
    if (message.type === 'started') {
      started = true;
      return;
    }
    if (message.type === 'on-device') {
      void answerOnDevice(message);
      return;
    }
    if (message.type === 'on-device-abort') {
      onDeviceWork.get(message.request)?.abort(new NutritionApiError('aborted', 'The analysis was cancelled.'));
      return;
    }
    const job = current;
    if (!job || job.id !== message.id) return;
    if (message.type === 'running') {
      job.running = true;
      // Cancelled while the engine loaded: the work has begun all the same, so the grace applies.
      if (job.settled) job.grace = setTimeout(() => restart(job), abortGraceMs);
      else job.timer = setTimeout(() => timeOut(job), timeoutMs);
      return;
    }
    release(job);
    settle(job, message.type === 'done' ? { result: message.result } : { error: fromWireError(message.error) });
    pump();
  };

  const startWorker = (): Worker | undefined => {
    let created: Worker;
    try {
      created = options.createWorker();
    } catch (error) {
      fallBack(error);
      return undefined;
    }
    workersStarted++;
    created.addEventListener('message', onMessage);
    created.addEventListener('messageerror', () => {
      // An answer that could not be cloned: the call fails plainly rather than hanging.
      const job = current;
      if (!job) return;
      release(job);
      settle(job, {
        error: new NutritionApiError('internalServerError', `The engine's answer to ${job.operation} could not be read.`, { operation: job.operation }),
      });
      pump();
    });
    created.addEventListener('error', (event) => {
      if (created !== worker || started) return;
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
    stopWorker();
    const reasonText = reason instanceof Error ? reason.message : String(reason);
    warn(
      `nutri-kit: the embedded engine runs on the page's main thread because its Web Worker could not start (${reasonText}). ` +
        'Long analyses will make the page unresponsive until they finish; allow module workers from this origin (CSP worker-src) to avoid it.',
    );
    const waiting = current ? [current, ...queue.splice(0)] : queue.splice(0);
    for (const job of waiting) {
      release(job);
      if (!job.settled) runInPage(job.operation, job.original, job.options).then((result) => settle(job, { result }), (error: unknown) => settle(job, { error }));
    }
  };

  const runInPage = async (operation: OperationName, argument: unknown, call: CallOptions): Promise<unknown> => {
    const api = await options.inProcess();
    const method = api[operation] as ((argument: unknown, call: CallOptions) => Promise<unknown>) | undefined;
    if (!method) throw new NutritionApiError('internalServerError', `The embedded engine has no ${operation}.`, { operation, status: 501 });
    return method(argument, call);
  };

  const timeOut = (job: Job) => {
    settle(job, {
      error: new NutritionApiError(
        'timeout',
        `The analysis took longer than ${formatDuration(timeoutMs)} and was stopped. Try a shorter description or a smaller photo.`,
        { operation: job.operation },
      ),
    });
    restart(job);
  };

  /** Puts the next waiting job on the worker when it is free. */
  const pump = () => {
    if (current || queue.length === 0 || runsIn === 'page' || closed) return;
    worker ??= startWorker();
    if (!worker) return;
    const job = queue.shift()!;
    current = job;
    const posted = forTransfer(job.original);
    try {
      worker.postMessage({ type: 'run', id: job.id, operation: job.operation, argument: posted.argument } satisfies ToEngineWorker, posted.transfer);
    } catch (error) {
      // Something structured clone cannot carry (a function, a DOM node): the caller's mistake.
      release(job);
      settle(job, {
        error: new NutritionApiError('invalidRequest', `${job.operation} cannot take this argument: ${(error as Error).message}`, { operation: job.operation, status: 400 }),
      });
      pump();
    }
  };

  const call = (operation: OperationName, argument: unknown, call: CallOptions = {}): Promise<unknown> => {
    if (closed) return Promise.reject(new NutritionApiError('internalServerError', 'The embedded engine was closed.', { operation }));
    // A rejection, never a throw: callers of the typed API await it.
    if (call.signal?.aborted) return Promise.reject(call.signal.reason);
    if (runsIn === 'page') return runInPage(operation, argument, call);
    return new Promise((resolve, reject) => {
      const signal = call.signal;
      const job: Job = {
        id: nextId++, operation, original: argument, options: call, settled: false, running: false, resolve, reject,
        detach: () => signal?.removeEventListener('abort', onAbort),
      };
      const onAbort = () => {
        settle(job, { error: signal!.reason });
        const waiting = queue.indexOf(job);
        if (waiting >= 0) {
          queue.splice(waiting, 1);
          return;
        }
        if (current !== job || !worker) return;
        worker.postMessage({ type: 'abort', id: job.id } satisfies ToEngineWorker);
        clearTimeout(job.timer);
        // While the engine is still loading the worker keeps it (it answers the abort once loaded):
        // terminating would throw away a load the next analysis needs.
        if (job.running) job.grace = setTimeout(() => restart(job), abortGraceMs);
      };
      signal?.addEventListener('abort', onAbort, { once: true });
      queue.push(job);
      pump();
    });
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
      const waiting = current ? [current, ...queue.splice(0)] : queue.splice(0);
      for (const job of waiting) {
        release(job);
        settle(job, { error: new NutritionApiError('internalServerError', 'The embedded engine was closed.', { operation: job.operation }) });
      }
      stopWorker();
    },
  };
}

function formatDuration(ms: number): string {
  return ms < 1000 ? `${ms} ms` : `${Math.round(ms / 100) / 10} s`;
}
