/*
 * One engine in a worker thread (see engine-pool.ts). It loads the engine module named by the
 * pool, answers "ready" with the operations it implements, then runs one call at a time.
 */
import { parentPort, workerData } from 'node:worker_threads';
import { unimplementedOperation, type OperationHandler, type OperationName } from '../api/index.js';
import type { ServedEngine } from './engine-shape.js';
import { checkedSuccessJson } from './checked-answer.js';
import { serializeError, type FromWorker, type ToWorker, type WorkerSetup } from './engine-protocol.js';

const port = parentPort!;
const setup = workerData as WorkerSetup;
const post = (message: FromWorker) => port.postMessage(message);

let engine: ServedEngine;
try {
  const module = (await import(setup.engineModule)) as { createEngine(options?: unknown): Promise<ServedEngine> };
  engine = await module.createEngine(setup.engineOptions);
} catch (error) {
  post({ type: 'failed', error: serializeError(error) });
  process.exit(1);
}
post({ type: 'ready', operations: [...engine.operations], info: engine.info ? { ...engine.info } : undefined });

/*
 * Calls run one at a time, in the order they came. The pool may send the next call while one
 * runs, so that it starts at once; a call stopped while it waits here is skipped.
 */
type RunMessage = Extract<ToWorker, { type: 'run' }>;
const waiting: RunMessage[] = [];
/** Calls told to stop before they started. */
const stoppedEarly = new Set<number>();
let current: { id: number; controller: AbortController } | undefined;

port.on('message', (message: ToWorker) => {
  if (message.type === 'abort') {
    if (current?.id === message.id) {
      current.controller.abort(new Error('the caller stopped waiting'));
    } else {
      stoppedEarly.add(message.id);
      // A stop can come for a call that had just ended (its answer crossing the stop): such ids
      // are never taken out, so the oldest go once there are many.
      if (stoppedEarly.size > 1_000) stoppedEarly.delete(stoppedEarly.values().next().value!);
    }
    return;
  }
  waiting.push(message);
  if (waiting.length === 1 && !current) void runWaiting();
});

async function runWaiting(): Promise<void> {
  while (waiting.length > 0) {
    const message = waiting.shift()!;
    if (stoppedEarly.delete(message.id)) {
      post({ type: 'error', id: message.id, error: serializeError(new Error('the caller stopped waiting')) });
      continue;
    }
    current = { id: message.id, controller: new AbortController() };
    try {
      const handler = engine.handlers[message.operation] as OperationHandler<OperationName> | undefined;
      if (!handler) throw unimplementedOperation(message.operation, engine.operations);
      const result = await handler(message.data as never, { signal: current.controller.signal });
      if (message.envelope) post({ type: 'answer', id: message.id, json: checkedSuccessJson(message.operation, result) });
      else post({ type: 'done', id: message.id, result });
    } catch (error) {
      post({ type: 'error', id: message.id, error: serializeError(error) });
    } finally {
      current = undefined;
    }
  }
}
