import type { OperationName } from '../api/operations.js';
import type { StopSource } from './stop-source.js';

export { stopSourceOf, type StopSource } from './stop-source.js';

/*
 * The job handling of every engine worker pool: the service's worker threads
 * (server/engine-pool.ts) and the page's Web Worker (components/base/engine-worker/). Calls wait
 * in one queue, in order; each runs on a worker within a time bound; a caller that stops gets
 * its answer at once; a worker that is stuck past the bound or that crashes is replaced, and the
 * calls that waited in it run elsewhere. Synchronous work cannot be stopped any other way than by
 * ending its worker. What a worker is (a thread, a Web Worker) and how it is spoken to is the
 * pool's own (`PoolWorkers`); nothing here knows a platform.
 */

/** One call on its way through a pool. */
export interface PoolJob<P> {
  readonly id: number;
  readonly operation: OperationName;
  /** What the pool's workers need to run it (data, the caller's argument). */
  readonly payload: P;
  /** Answered (or refused): later answers are ignored. */
  settled: boolean;
  /** Its worker runs it, so its time bound counts. */
  running: boolean;
}

/** A caller's stop, as a plain object (the service's Stop) or from an AbortSignal (`stopSourceOf`). */
export type JobStop = StopSource;

/** How a pool speaks to its kind of worker. */
export interface PoolWorkers<P, W> {
  /** Starts the worker of `slot`; undefined when none can start here (the pool stops dispatching). */
  spawn(slot: number): W | undefined;
  /** Sends a job; a throw fails the job (see `postFailed`). */
  post(worker: W, job: PoolJob<P>): void;
  /** Tells the worker its caller stopped (the worker stops what it can). */
  abort(worker: W, job: PoolJob<P>): void;
  terminate(worker: W): void;
}

export interface JobPoolOptions<P, W> {
  workers: PoolWorkers<P, W>;
  /** How many workers (slots). */
  size: number;
  /** A job running longer than this is answered `timedOut(job)` and its worker replaced. */
  timeoutMs: number;
  timedOut(job: PoolJob<P>): unknown;
  /**
   * Where the time bound starts: 'dispatch' when the job is first in its worker; 'reported' when
   * the worker says it began (`running`), e.g. once a page's worker has loaded its engine.
   */
  clock: 'dispatch' | 'reported';
  /** Jobs one worker may hold (the first runs, the others wait there to start at once). Default 1. */
  perWorker?: number;
  /** Whether a job may wait in a worker behind one of `operation` (default: always). */
  mayWaitBehind?(operation: OperationName): boolean;
  /**
   * After its caller stops, how long a running job's worker has to let go of it before it is
   * replaced; undefined: the worker keeps it until it answers, within the time bound.
   */
  abortGraceMs?: number;
  /** A replaced worker starts at once ('eager': warm workers) or with the next job ('lazy'). */
  respawn: 'eager' | 'lazy';
  /** A worker is ready for jobs as soon as it is spawned (else once `ready(slot)` is called). */
  readyOnSpawn: boolean;
  /** The error of a job its worker could not be sent (default: the thrown error). */
  postFailed?(job: PoolJob<P>, error: unknown): unknown;
}

interface Job<P> extends PoolJob<P> {
  resolve(result: unknown): void;
  reject(error: unknown): void;
  detach(): void;
  timer?: ReturnType<typeof setTimeout>;
  grace?: ReturnType<typeof setTimeout>;
}

interface Slot<P, W> {
  worker: W | undefined;
  ready: boolean;
  /** Jobs sent to the worker and not answered, in order; the first runs. */
  jobs: Job<P>[];
}

export type JobOutcome = { result: unknown } | { error: unknown };

export interface JobPool<P, W> {
  /** Queues a call; settles with its answer, its stop's reason, or a pool error. */
  submit(operation: OperationName, payload: P, stop: JobStop): Promise<unknown>;
  /** Starts the worker of every slot now (a pool that keeps warm workers); answers them. */
  spawnAll(): (W | undefined)[];
  /** The worker of `slot` loaded and takes jobs. */
  ready(slot: number, worker: W): void;
  /** The worker began job `id` (clock 'reported'). */
  running(slot: number, worker: W, id: number): void;
  /** The worker answered job `id`. */
  answered(slot: number, worker: W, id: number, outcome: JobOutcome): void;
  /** The worker's running job cannot be answered (an answer that could not be read). */
  failRunning(slot: number, worker: W, error: (job: PoolJob<P>) => unknown): void;
  /** The worker is gone: its running job fails with `error`, the ones waiting in it run elsewhere. */
  exited(slot: number, worker: W, error: (job: PoolJob<P>) => unknown): void;
  /** The job `slot`'s worker runs now, if any. */
  current(slot: number): PoolJob<P> | undefined;
  worker(slot: number): W | undefined;
  /** Stops the time bound of a running job while it waits on something that is not its worker's. */
  pauseClock(job: PoolJob<P>): void;
  resumeClock(job: PoolJob<P>): void;
  /** Every job not answered, taken out of the pool (its workers ended): for a pool that gives up its workers. */
  drain(): PoolJob<P>[];
  /** Settles a job taken out with `drain`. */
  settle(job: PoolJob<P>, outcome: JobOutcome): void;
  readonly queued: number;
  readonly readyWorkers: number;
  /** Refuses the queued jobs (and with `running`, the ones on workers too) and ends the workers. */
  close(error: (job: PoolJob<P>) => unknown, options?: { running?: boolean }): void;
}

export function createJobPool<P, W>(options: JobPoolOptions<P, W>): JobPool<P, W> {
  const { workers, timeoutMs } = options;
  const perWorker = options.perWorker ?? 1;
  const slots: Slot<P, W>[] = Array.from({ length: options.size }, () => ({ worker: undefined, ready: false, jobs: [] }));
  const queue: Job<P>[] = [];
  let nextId = 1;
  let closed = false;

  const settle = (job: Job<P>, outcome: JobOutcome) => {
    if (job.settled) return;
    job.settled = true;
    job.detach();
    if ('error' in outcome) job.reject(outcome.error);
    else job.resolve(outcome.result);
  };

  const clearClocks = (job: Job<P>) => {
    clearTimeout(job.timer);
    clearTimeout(job.grace);
  };

  const startClock = (slot: Slot<P, W>, job: Job<P>) => {
    job.running = true;
    clearTimeout(job.timer);
    job.timer = setTimeout(() => {
      settle(job, { error: options.timedOut(job) });
      if (slot.jobs[0] === job) restart(slot);
    }, timeoutMs);
  };

  const spawn = (slot: Slot<P, W>): W | undefined => {
    const worker = workers.spawn(slots.indexOf(slot));
    if (worker === undefined) return undefined;
    slot.worker = worker;
    slot.ready = options.readyOnSpawn;
    slot.jobs = [];
    return worker;
  };

  /** Jobs that waited in a worker that is gone go back to the front of the queue, in order. */
  const requeue = (jobs: readonly Job<P>[]) => {
    for (const job of [...jobs].reverse()) if (!job.settled) queue.unshift(job);
  };

  /** Ends the worker of `slot` (stuck, or its job abandoned); the jobs waiting in it run elsewhere. */
  const restart = (slot: Slot<P, W>) => {
    const old = slot.worker;
    const [first, ...waiting] = slot.jobs;
    if (first) clearClocks(first);
    slot.worker = undefined;
    slot.ready = false;
    slot.jobs = [];
    requeue(waiting);
    // The old worker's exit must not touch the slot, which now belongs to its successor.
    if (options.respawn === 'eager' && !closed) spawn(slot);
    if (old !== undefined) workers.terminate(old);
    dispatch();
  };

  const dispatch = () => {
    if (closed) return;
    // Idle workers first; then one more job to each busy worker.
    for (let depth = 0; depth < perWorker; depth++) {
      for (const slot of slots) {
        if (queue.length === 0) return;
        if (slot.worker === undefined && depth === 0 && options.respawn === 'lazy') {
          if (spawn(slot) === undefined) return;
        }
        if (slot.worker === undefined || !slot.ready || slot.jobs.length !== depth) continue;
        if (depth > 0 && options.mayWaitBehind && !options.mayWaitBehind(slot.jobs[depth - 1]!.operation)) continue;
        const job = queue.shift()!;
        slot.jobs.push(job);
        try {
          workers.post(slot.worker, job);
        } catch (error) {
          // Something the worker cannot be sent (structured clone): that call fails, the next goes.
          slot.jobs.pop();
          settle(job, { error: options.postFailed ? options.postFailed(job, error) : error });
          dispatch();
          return;
        }
        if (depth === 0 && options.clock === 'dispatch') startClock(slot, job);
      }
    }
  };

  const slotOf = (index: number, worker: W): Slot<P, W> | undefined => {
    const slot = slots[index];
    return slot && slot.worker === worker ? slot : undefined;
  };

  const finish = (slot: Slot<P, W>, job: Job<P>, outcome: JobOutcome) => {
    clearClocks(job);
    slot.jobs.shift();
    settle(job, outcome);
    // The next job already in the worker starts now.
    if (slot.jobs[0] && options.clock === 'dispatch') startClock(slot, slot.jobs[0]);
    dispatch();
  };

  const all = () => [...slots.flatMap((slot) => slot.jobs), ...queue];

  return {
    submit(operation, payload, stop) {
      return new Promise((resolve, reject) => {
        if (closed) return reject(new Error('the engine pool is closed'));
        if (stop.stopped) return reject(stop.reason);
        const job: Job<P> = {
          id: nextId++, operation, payload, settled: false, running: false, resolve, reject,
          detach: () => unwatch(),
        };
        const unwatch = stop.onStop((reason) => {
          settle(job, { error: reason });
          const waiting = queue.indexOf(job);
          if (waiting >= 0) {
            queue.splice(waiting, 1);
            return;
          }
          const slot = slots.find((s) => s.jobs.includes(job));
          if (!slot || slot.worker === undefined) return;
          // A job in a worker is told to stop (one still waiting there is skipped).
          workers.abort(slot.worker, job);
          if (options.abortGraceMs === undefined || slot.jobs[0] !== job) return;
          clearTimeout(job.timer);
          // While it has not begun (a page's worker still loading its engine) the worker keeps
          // it: ending it would throw away a load the next call needs.
          if (job.running) job.grace = setTimeout(() => restart(slot), options.abortGraceMs);
        });
        queue.push(job);
        dispatch();
      });
    },
    spawnAll: () => slots.map((slot) => spawn(slot)),
    ready(index, worker) {
      const slot = slotOf(index, worker);
      if (!slot) return;
      slot.ready = true;
      dispatch();
    },
    running(index, worker, id) {
      const slot = slotOf(index, worker);
      const job = slot?.jobs[0];
      if (!slot || !job || job.id !== id) return;
      job.running = true;
      // Stopped while it waited to begin: the work has begun all the same, so the grace applies.
      if (job.settled) {
        if (options.abortGraceMs !== undefined) job.grace = setTimeout(() => restart(slot), options.abortGraceMs);
      } else {
        startClock(slot, job);
      }
    },
    answered(index, worker, id, outcome) {
      const slot = slotOf(index, worker);
      const job = slot?.jobs[0];
      if (!slot || !job || job.id !== id) return;
      finish(slot, job, outcome);
    },
    failRunning(index, worker, error) {
      const slot = slotOf(index, worker);
      const job = slot?.jobs[0];
      if (!slot || !job) return;
      finish(slot, job, { error: error(job) });
    },
    exited(index, worker, error) {
      const slot = slotOf(index, worker);
      if (!slot) return;
      const [job, ...waiting] = slot.jobs;
      slot.worker = undefined;
      slot.ready = false;
      slot.jobs = [];
      if (job) {
        clearClocks(job);
        settle(job, { error: error(job) });
      }
      if (closed) {
        for (const left of waiting) settle(left, { error: new Error('the engine pool is closing') });
        return;
      }
      requeue(waiting);
      if (options.respawn === 'eager') spawn(slot);
      dispatch();
    },
    current: (index) => slots[index]?.jobs[0],
    worker: (index) => slots[index]?.worker,
    pauseClock(job) {
      clearTimeout((job as Job<P>).timer);
    },
    resumeClock(job) {
      const slot = slots.find((s) => s.jobs[0] === job);
      if (slot && job.running && !job.settled) startClock(slot, job as Job<P>);
    },
    drain() {
      const left = all();
      queue.length = 0;
      for (const slot of slots) {
        const worker = slot.worker;
        slot.worker = undefined;
        slot.ready = false;
        slot.jobs = [];
        if (worker !== undefined) workers.terminate(worker);
      }
      for (const job of left) clearClocks(job);
      return left.filter((job) => !job.settled);
    },
    settle: (job, outcome) => settle(job as Job<P>, outcome),
    get queued() {
      return queue.length;
    },
    get readyWorkers() {
      return slots.filter((slot) => slot.worker !== undefined && slot.ready).length;
    },
    close(error, { running = false } = {}) {
      closed = true;
      const refused = running ? all() : queue;
      for (const job of [...refused]) {
        clearClocks(job);
        settle(job, { error: error(job) });
      }
      queue.length = 0;
      for (const slot of slots) {
        if (running) slot.jobs = [];
        if (slot.worker !== undefined) workers.terminate(slot.worker);
        if (running) slot.worker = undefined;
      }
    },
  };
}
