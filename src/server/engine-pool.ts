import { createRequire } from 'node:module';
import { availableParallelism } from 'node:os';
import { pathToFileURL } from 'node:url';
import { Worker } from 'node:worker_threads';
import type { OperationHandler, OperationHandlers, OperationName } from '../api/index.js';
import { createJobPool } from '../worker-pool/job-pool.js';
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

/** What a job carries to its worker thread. */
interface Payload {
  data: unknown;
  /** Answer the checked success envelope as JSON text (ServedEngine.answer), not the result. */
  envelope: boolean;
}

type Ready = Extract<FromWorker, { type: 'ready' }>;

/**
 * Jobs one worker holds: the first runs; a second waits in the worker, so it starts the moment
 * the first ends instead of after a round trip through the service thread, which left the
 * worker idle half the time under load.
 */
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
  let closed = false;
  let started = false;
  /** Each worker's engine loading: resolves with its description, rejects when it cannot load. */
  const loading = new Map<Worker, Promise<Ready>>();

  /* The queue, the time bound, stops and replacing workers are the shared job pool's (worker-pool/job-pool.ts). */
  const pool = createJobPool<Payload, Worker>({
    size,
    timeoutMs,
    timedOut: (job) => new OperationTimeout(job.operation, timeoutMs),
    clock: 'dispatch',
    perWorker: PER_WORKER,
    mayWaitBehind: (operation) => QUICK.has(operation),
    respawn: 'eager',
    readyOnSpawn: false,
    workers: {
      spawn: (slot) => startWorker(slot),
      post: (worker, job) => worker.postMessage({ type: 'run', id: job.id, operation: job.operation, data: job.payload.data, envelope: job.payload.envelope } satisfies ToWorker),
      abort: (worker, job) => worker.postMessage({ type: 'abort', id: job.id } satisfies ToWorker),
      terminate: (worker) => void worker.terminate(),
    },
  });

  /** Starts the worker of `slot`; `loading` says when its engine is ready. */
  function startWorker(slot: number): Worker {
    const worker = spawnWorker(setup);
    let ready = false;
    const loaded = new Promise<Ready>((resolve, reject) => {
      worker.on('message', (message: FromWorker) => {
        switch (message.type) {
          case 'ready':
            ready = true;
            resolve(message);
            pool.ready(slot, worker);
            return;
          case 'failed':
            reject(deserializeError(message.error));
            return;
          case 'done':
          case 'answer':
          case 'error':
            pool.answered(slot, worker, message.id, message.type === 'done' ? { result: message.result }
              : message.type === 'answer' ? { result: message.json }
                : { error: deserializeError(message.error) });
            return;
        }
      });
      worker.on('error', (error) => {
        if (!ready) reject(error);
        else log({ time: new Date().toISOString(), event: 'engineWorkerError', error: `${error.name}: ${error.message}`, stack: error.stack });
      });
      worker.once('exit', (code) => {
        if (pool.worker(slot) !== worker) return;
        if (!ready) reject(new Error(`the engine worker exited (code ${code}) before its engine was loaded`));
        if (!closed) log({ time: new Date().toISOString(), event: 'engineWorkerExit', code, message: 'an engine worker stopped; starting another' });
        pool.exited(slot, worker, (job) => new Error(`the engine worker stopped (exit code ${code}) while running ${job.operation}`));
      });
    });
    loading.set(worker, loaded);
    loaded.then(() => loading.delete(worker), (error: Error) => {
      loading.delete(worker);
      // A replacement that cannot load is logged; at start the error is the caller's.
      if (started) log({ time: new Date().toISOString(), event: 'engineWorkerFailed', error: `${error.name}: ${error.message}` });
    });
    return worker;
  }

  const workers = pool.spawnAll() as Worker[];
  let first: Ready;
  try {
    [first] = (await Promise.all(workers.map((worker) => loading.get(worker)!))) as [Ready];
  } catch (error) {
    closed = true;
    pool.close(() => new Error('the engine pool is closing'));
    await Promise.all(workers.map((worker) => worker.terminate()));
    throw error;
  }
  started = true;

  const run = (operation: OperationName, data: unknown, stop: StopSource, envelope: boolean): Promise<unknown> =>
    closed ? Promise.reject(new Error('the engine pool is closed')) : pool.submit(operation, { data, envelope }, stop);

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
      return pool.queued;
    },
    get ready() {
      return pool.readyWorkers;
    },
    get threads() {
      return { ready: pool.readyWorkers, size };
    },
    async close() {
      closed = true;
      const running = Array.from({ length: size }, (_, slot) => pool.worker(slot)).filter((worker): worker is Worker => worker !== undefined);
      pool.close(() => new Error('the engine pool is closing'));
      await Promise.all(running.map((worker) => worker.terminate()));
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
