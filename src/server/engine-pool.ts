import { createRequire } from 'node:module';
import { availableParallelism } from 'node:os';
import { pathToFileURL } from 'node:url';
import { Worker } from 'node:worker_threads';
import type { CallOptions, OperationHandler, OperationHandlers, OperationName } from '../api/index.js';
import type { ServedEngine } from './engine-shape.js';
import { deserializeError, type FromWorker, type ToWorker, type WorkerSetup } from './engine-protocol.js';
import type { Logger } from './logger.js';
import { OperationTimeout } from './run-operation.js';
import { stopSourceOf, type StopSource } from './stop.js';

/*
 * The engine off the event loop. Parsing a long meal, OCR and image work are synchronous
 * stretches of CPU; on the service's own thread they stall every other request (/healthz
 * included), and a timeout there can only give up waiting, never stop the work. In a worker
 * thread the work runs beside the event loop, and a call that outlives its time bound is
 * stopped for real: the worker is terminated and a fresh one takes its place.
 */

export interface EnginePoolOptions {
  /** Worker threads, each with its own engine (default min(2, cores)). */
  size?: number;
  /**
   * A call running on a worker longer than this is stopped: its worker is terminated and
   * replaced. Time spent waiting for a free worker is the caller's to bound (its AbortSignal;
   * the service's handler timeout).
   */
  timeoutMs?: number;
  /**
   * URL of the module whose `createEngine(options)` builds each worker's engine; nutri-kit's
   * own engine by default. Tests point it at an engine of their own.
   */
  engineModule?: string | URL;
  /** Passed to `createEngine` in every worker; must survive structured cloning. */
  engineOptions?: unknown;
  log?: Logger;
}

export interface EnginePool extends ServedEngine {
  readonly size: number;
  /** Calls waiting for a free worker. */
  readonly queued: number;
  /** Workers with their engine loaded (busy or not); fewer than `size` while one is replaced. */
  readonly ready: number;
  /** Terminates the workers; calls still waiting are refused. */
  close(): Promise<void>;
}

export const DEFAULT_POOL_TIMEOUT_MS = 30_000;
export const defaultPoolSize = (): number => Math.max(1, Math.min(2, availableParallelism()));

/* From source (tsx, Vitest) the worker is TypeScript too; compiled, it is lib/server/engine-worker.js. */
const FROM_SOURCE = import.meta.url.endsWith('.ts');
const EXTENSION = FROM_SOURCE ? '.ts' : '.js';
const WORKER_ENTRY = new URL(`./engine-worker${EXTENSION}`, import.meta.url);
const DEFAULT_ENGINE_MODULE = new URL(`../engine/index${EXTENSION}`, import.meta.url);

interface Job {
  id: number;
  operation: OperationName;
  data: unknown;
  /** Answer the checked success envelope as JSON text (ServedEngine.answer), not the result. */
  envelope: boolean;
  resolve(result: unknown): void;
  reject(error: unknown): void;
  /** Set once the job is on a worker. */
  slot?: Slot;
  settled: boolean;
  /**
   * The time bound of the job on its worker. It outlives the caller (a caller that hung up or
   * timed out first does not free a worker that is still busy with its job).
   */
  timer?: NodeJS.Timeout;
  /** Stops listening to the caller's signal. */
  detach(): void;
}

interface Slot {
  worker: Worker;
  ready: boolean;
  /**
   * Jobs sent to the worker and not finished, in order; the first is running. The worker runs
   * them one at a time. A second one waits in the worker (PER_WORKER), so it starts the moment
   * the first ends instead of after a round trip through the service thread, which left the
   * worker idle half the time under load.
   */
  jobs: Job[];
}

const PER_WORKER = 2;
/**
 * Operations a call may wait behind inside a worker: text work bounded to milliseconds by the
 * engine's item caps. Behind a photo or a label (OCR, models, seconds) or an online lookup a call
 * would wait even if another worker came free, so those never have one queued behind them.
 */
const QUICK: ReadonlySet<OperationName> = new Set<OperationName>(['describeMeal', 'fixFood']);

/** Starts `size` engine workers and resolves once all of them have loaded their engine. */
export async function createEnginePool(options: EnginePoolOptions = {}): Promise<EnginePool> {
  const size = options.size ?? defaultPoolSize();
  if (!Number.isSafeInteger(size) || size < 1) throw new RangeError(`the engine pool needs at least 1 worker, not ${size}`);
  const timeoutMs = options.timeoutMs ?? DEFAULT_POOL_TIMEOUT_MS;
  const setup: WorkerSetup = {
    engineModule: String(options.engineModule ?? DEFAULT_ENGINE_MODULE),
    engineOptions: options.engineOptions,
  };
  const log = options.log ?? (() => {});
  const slots: Slot[] = [];
  const queue: Job[] = [];
  let nextId = 1;
  let closed = false;

  /** The time bound of a job, from when it starts running on its worker. */
  const startTimer = (slot: Slot, job: Job) => {
    job.timer = setTimeout(() => {
      if (slot.jobs[0] === job) stop(slot);
      settle(job, { error: new OperationTimeout(job.operation, timeoutMs) });
    }, timeoutMs);
  };

  const dispatch = () => {
    // Idle workers first; then one more job to each busy worker.
    for (let depth = 0; depth < PER_WORKER; depth++) {
      for (const slot of slots) {
        if (queue.length === 0) return;
        if (!slot.ready || slot.jobs.length !== depth) continue;
        if (depth > 0 && !QUICK.has(slot.jobs[depth - 1]!.operation)) continue;
        const job = queue.shift()!;
        job.slot = slot;
        slot.jobs.push(job);
        if (depth === 0) startTimer(slot, job);
        slot.worker.postMessage({ type: 'run', id: job.id, operation: job.operation, data: job.data, envelope: job.envelope } satisfies ToWorker);
      }
    }
  };

  /** Jobs that waited in a worker that is gone go back to the front of the queue, in order. */
  const requeue = (jobs: Job[]) => {
    for (const job of jobs.reverse()) {
      job.slot = undefined;
      if (!job.settled) queue.unshift(job);
    }
  };

  const settle = (job: Job, outcome: { result: unknown } | { error: unknown }) => {
    if (job.settled) return;
    job.settled = true;
    job.detach();
    if ('error' in outcome) job.reject(outcome.error);
    else job.resolve(outcome.result);
  };

  /** Starts a worker in `slot`; resolves with its engine's description once it is ready. */
  const start = (slot: Slot | undefined): Promise<Extract<FromWorker, { type: 'ready' }>> => {
    const worker = spawnWorker(setup);
    const current: Slot = slot ?? { worker, ready: false, jobs: [] };
    current.worker = worker;
    current.ready = false;
    current.jobs = [];
    if (!slot) slots.push(current);
    return new Promise((resolve, reject) => {
      worker.on('message', (message: FromWorker) => {
        switch (message.type) {
          case 'ready':
            current.ready = true;
            resolve(message);
            dispatch();
            return;
          case 'failed':
            reject(deserializeError(message.error));
            return;
          case 'done':
          case 'answer':
          case 'error': {
            const job = current.jobs[0];
            if (!job || job.id !== message.id) return;
            clearTimeout(job.timer);
            current.jobs.shift();
            settle(job, message.type === 'done' ? { result: message.result }
              : message.type === 'answer' ? { result: message.json }
                : { error: deserializeError(message.error) });
            // The next job already in the worker starts now.
            if (current.jobs[0]) startTimer(current, current.jobs[0]);
            dispatch();
            return;
          }
        }
      });
      worker.on('error', (error) => {
        if (!current.ready) reject(error);
        else log({ time: new Date().toISOString(), event: 'engineWorkerError', error: `${error.name}: ${error.message}`, stack: error.stack });
      });
      worker.once('exit', (code) => {
        if (current.worker !== worker) return;
        if (!current.ready) reject(new Error(`the engine worker exited (code ${code}) before its engine was loaded`));
        current.ready = false;
        const [job, ...waiting] = current.jobs;
        current.jobs = [];
        clearTimeout(job?.timer);
        if (job) settle(job, { error: new Error(`the engine worker stopped (exit code ${code}) while running ${job.operation}`) });
        if (closed) {
          for (const left of waiting) settle(left, { error: new Error('the engine pool is closing') });
          return;
        }
        requeue(waiting);
        log({ time: new Date().toISOString(), event: 'engineWorkerExit', code, message: 'an engine worker stopped; starting another' });
        respawn(current);
      });
    });
  };

  const respawn = (slot: Slot) => {
    start(slot).catch((error: Error) => {
      log({ time: new Date().toISOString(), event: 'engineWorkerFailed', error: `${error.name}: ${error.message}` });
    });
  };

  /** Stops a stuck worker: its call is answered as timed out and a new worker takes its place. */
  const stop = (slot: Slot) => {
    const worker = slot.worker;
    slot.ready = false;
    const waiting = slot.jobs.slice(1);
    slot.jobs = [];
    // Jobs that waited behind the stuck one did not start: other workers (or the new one) run them.
    requeue(waiting);
    // The old worker's exit must not touch the slot, which now belongs to its successor.
    respawn(slot);
    void worker.terminate();
    dispatch();
  };

  const run = (operation: OperationName, data: unknown, stop: StopSource, envelope: boolean): Promise<unknown> =>
    new Promise((resolve, reject) => {
      if (closed) return reject(new Error('the engine pool is closed'));
      if (stop.stopped) return reject(stop.reason);
      const job: Job = {
        id: nextId++, operation, data, envelope, resolve, reject, settled: false,
        detach: () => unwatch(),
      };
      const unwatch = stop.onStop((reason) => {
        const slot = job.slot;
        // A call in a worker is told to stop (one still waiting there is skipped); the worker
        // stays busy until it answers.
        if (slot && slot.jobs.includes(job)) slot.worker.postMessage({ type: 'abort', id: job.id } satisfies ToWorker);
        else removeFromQueue(job);
        settle(job, { error: reason });
      });
      queue.push(job);
      dispatch();
    });

  const removeFromQueue = (job: Job) => {
    const at = queue.indexOf(job);
    if (at >= 0) queue.splice(at, 1);
  };

  let first: Extract<FromWorker, { type: 'ready' }>;
  try {
    [first] = (await Promise.all(Array.from({ length: size }, () => start(undefined)))) as [Extract<FromWorker, { type: 'ready' }>];
  } catch (error) {
    closed = true;
    await Promise.all(slots.map((slot) => slot.worker.terminate()));
    throw error;
  }

  const readyCount = () => slots.filter((slot) => slot.ready).length;
  const handlers: OperationHandlers = {};
  for (const name of first.operations) {
    (handlers as Record<string, OperationHandler<OperationName>>)[name] = (data, call) => run(name, data, stopSourceOf(call.signal), false) as never;
  }

  return {
    operations: first.operations,
    handlers,
    answer: (operation, data, stop) => run(operation, data, stop, true) as Promise<string>,
    info: first.info,
    size,
    get queued() {
      return queue.length;
    },
    get ready() {
      return readyCount();
    },
    get threads() {
      return { ready: readyCount(), size };
    },
    async close() {
      closed = true;
      for (const job of queue.splice(0)) settle(job, { error: new Error('the engine pool is closing') });
      await Promise.all(slots.map((slot) => slot.worker.terminate()));
    },
  };
}

/**
 * A worker running the engine-worker module. From source, Node cannot load TypeScript in a
 * worker by itself, and tsx's loader hooks in the parent thread do not reach workers; a short
 * CommonJS bootstrap registers tsx inside the worker and then imports the TypeScript entry.
 */
function spawnWorker(setup: WorkerSetup): Worker {
  if (!FROM_SOURCE) return new Worker(WORKER_ENTRY, { workerData: setup });
  const bootstrap = `import(${JSON.stringify(tsxApi())}).then((tsx) => { tsx.register(); return import(${JSON.stringify(WORKER_ENTRY.href)}); });`;
  return new Worker(bootstrap, { eval: true, workerData: setup });
}

/** tsx's ESM API module (its CommonJS twin registers hooks that cannot resolve from a worker). */
function tsxApi(): string {
  if (typeof import.meta.resolve === 'function') return import.meta.resolve('tsx/esm/api');
  return pathToFileURL(createRequire(import.meta.url).resolve('tsx/esm/api').replace(/\.cjs$/, '.mjs')).href;
}
