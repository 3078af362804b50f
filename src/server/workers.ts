import cluster, { type Worker } from 'node:cluster';

/*
 * Several service processes on one port (node:cluster), so an engine that costs milliseconds
 * per request can use every core. The processes share nothing but the SQLite file, whose
 * one-statement counting keeps daily limits exact across them.
 */

export interface WorkerListening {
  type: 'nutri-listening';
  url: string;
  host: string;
  port: number;
}

export const isServiceWorker = (): boolean => cluster.isWorker;

/** In a worker: tell the supervisor where the service listens. */
export function reportListening(info: Omit<WorkerListening, 'type'>): void {
  process.send?.({ type: 'nutri-listening', ...info } satisfies WorkerListening);
}

export interface Supervisor {
  /** Where the workers listen, once all of them do. */
  listening: Promise<Omit<WorkerListening, 'type'>>;
  /** Passes the signal on to every worker and resolves when all have exited. */
  stop(signal: NodeJS.Signals): Promise<void>;
}

/**
 * Starts `count` workers running this same command, and replaces a worker that dies on its own
 * (a crash must not halve the service until someone notices).
 */
export function superviseWorkers(count: number, log: (line: Record<string, unknown>) => void): Supervisor {
  let stopping = false;
  const workers = new Set<Worker>();
  let listeningCount = 0;
  let resolveListening!: (info: Omit<WorkerListening, 'type'>) => void;
  let rejectListening!: (error: Error) => void;
  const listening = new Promise<Omit<WorkerListening, 'type'>>((resolve, reject) => {
    resolveListening = resolve;
    rejectListening = reject;
  });
  let started = false;

  const fork = () => {
    const worker = cluster.fork();
    workers.add(worker);
    worker.on('message', (message: WorkerListening) => {
      if (message?.type !== 'nutri-listening') return;
      listeningCount++;
      if (listeningCount === count) {
        started = true;
        resolveListening({ url: message.url, host: message.host, port: message.port });
      }
    });
    worker.once('exit', (code, signal) => {
      workers.delete(worker);
      if (stopping) return;
      if (!started) {
        rejectListening(new Error(`a service worker exited (${signal ?? code}) before listening`));
        return;
      }
      log({ time: new Date().toISOString(), event: 'worker-exit', pid: worker.process.pid, code, signal, message: 'a service worker died; starting another' });
      fork();
    });
  };
  for (let i = 0; i < count; i++) fork();

  return {
    listening,
    async stop(signal) {
      stopping = true;
      const exits = [...workers].map((worker) => new Promise<void>((resolve) => {
        if (worker.isDead()) return resolve();
        worker.once('exit', () => resolve());
        worker.process.kill(signal);
      }));
      await Promise.all(exits);
    },
  };
}
