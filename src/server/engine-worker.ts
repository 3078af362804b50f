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

const running = new Map<number, AbortController>();
port.on('message', async (message: ToWorker) => {
  if (message.type === 'abort') {
    running.get(message.id)?.abort(new Error('the caller stopped waiting'));
    return;
  }
  const controller = new AbortController();
  running.set(message.id, controller);
  try {
    const handler = engine.handlers[message.operation] as OperationHandler<OperationName> | undefined;
    if (!handler) throw unimplementedOperation(message.operation, engine.operations);
    const result = await handler(message.data as never, { signal: controller.signal });
    if (message.envelope) post({ type: 'answer', id: message.id, json: checkedSuccessJson(message.operation, result) });
    else post({ type: 'done', id: message.id, result });
  } catch (error) {
    post({ type: 'error', id: message.id, error: serializeError(error) });
  } finally {
    running.delete(message.id);
  }
});
