import { expect } from '@open-wc/testing';
import { NutritionApiError, type NutritionApi } from '../../../api/index.js';
import { createEngine } from '../../../engine/index.js';
import { configureEmbeddedEngine, embeddedApi } from '../embedded-engine.js';
import { createWorkerEngine, type WorkerEngine, type WorkerEngineOptions } from './worker-engine.js';
import { forTransfer } from './transfer.js';
import type { FromEngineWorker, ToEngineWorker } from './protocol.js';

/*
 * The embedded engine in a real module Worker in Chromium, on the real data the test server
 * serves from /public/data. The worker module is the one pages load (engine.worker.ts, asked for
 * by its lib/ name engine.worker.js).
 */

const FOODS = ['egg', 'apple', 'banana', 'toast', 'rice', 'milk', 'orange', 'carrot', 'yogurt', 'pear'];
/** 200 items, the most a meal may have: a long stretch of synchronous parsing and matching. */
const LONG_MEAL = Array.from({ length: 200 }, (_, i) => `1 ${FOODS[i % FOODS.length]}`).join(', ');

let inPage: NutritionApi;
before(async function () {
  this.timeout(60_000);
  inPage = (await createEngine()).api;
});

/** Workers started for one engine, and the ones it terminated. */
function workers() {
  const started: Worker[] = [];
  const terminated: Worker[] = [];
  const createWorker = () => {
    const worker = new Worker(new URL('./engine.worker.js', import.meta.url), { type: 'module' });
    const terminate = worker.terminate.bind(worker);
    worker.terminate = () => {
      terminated.push(worker);
      terminate();
    };
    started.push(worker);
    return worker;
  };
  return { started, terminated, createWorker };
}

const engines: WorkerEngine[] = [];
afterEach(() => {
  for (const engine of engines.splice(0)) engine.close();
});

function engineWith(options: Partial<WorkerEngineOptions> & Pick<WorkerEngineOptions, 'createWorker'>): WorkerEngine {
  const engine = createWorkerEngine({ inProcess: async () => inPage, warn: () => undefined, ...options });
  engines.push(engine);
  return engine;
}

async function rejection(promise: Promise<unknown>): Promise<unknown> {
  try {
    await promise;
  } catch (error) {
    return error;
  }
  throw new Error('expected the call to fail');
}

const tick = () => new Promise<'tick'>((resolve) => setTimeout(() => resolve('tick'), 0));

describe('the embedded engine in a Web Worker', () => {
  it('embeddedApi() answers describeMeal from a worker: the same numbers as the engine in the page, and the page fetched no food data', async function () {
    this.timeout(60_000);
    // The page's resource timing buffer holds 250 entries by default; the modules loaded by the
    // tests before this one can fill it, and then the worker's request is not recorded at all.
    performance.setResourceTimingBufferSize(100_000);
    performance.clearResourceTimings();
    const before = performance.getEntriesByType('resource').length;
    const api = await embeddedApi();
    const result = await api.describeMeal!('2 eggs and a slice of toast');
    const pageFetches = performance.getEntriesByType('resource').slice(before).map((entry) => entry.name);
    // The worker's own requests (its module, foods.json.gz) are not the page's resources.
    expect(pageFetches.filter((url) => /foods.*\.json|\/engine\//.test(url))).to.deep.equal([]);
    expect(pageFetches.some((url) => url.includes('engine.worker'))).to.equal(true);
    expect(result).to.deep.equal(await inPage.describeMeal('2 eggs and a slice of toast'));
    configureEmbeddedEngine({});
  });

  it('keeps the page responsive: a timer set after a 200-item describe starts fires before its answer', async function () {
    this.timeout(60_000);
    const { createWorker } = workers();
    const { api } = engineWith({ createWorker });
    await api.describeMeal('an apple'); // the engine and its data are loaded; what follows is pure CPU
    const order: string[] = [];
    const long = api.describeMeal(LONG_MEAL).then((result) => (order.push('answer'), result));
    await tick().then(() => order.push('tick'));
    const result = await long;
    expect(order).to.deep.equal(['tick', 'answer']);
    expect(result.ingredients).to.have.length((await inPage.describeMeal(LONG_MEAL)).ingredients.length);
    expect(result.calories).to.equal((await inPage.describeMeal(LONG_MEAL)).calories);
  });

  it('brings the engine’s errors across typed: identifier, message and status as the engine in the page gives them', async function () {
    this.timeout(60_000);
    const { api } = engineWith(workers());
    for (const [call, inPageCall] of [
      [() => api.describeMeal('my car is blue'), () => inPage.describeMeal('my car is blue')],
      [() => api.describeMeal(''), () => inPage.describeMeal('')],
      [() => api.scanBarcode('12345'), () => inPage.scanBarcode('12345')],
    ] as const) {
      const error = await rejection(call());
      const expected = (await rejection(inPageCall())) as NutritionApiError;
      expect(error).to.be.instanceOf(NutritionApiError);
      const { code, message, status } = error as NutritionApiError;
      expect({ code, message, status }).to.deep.equal({ code: expected.code, message: expected.message, status: expected.status });
    }
  });

  it('a cancel rejects at once with the signal’s reason, and CPU-bound work is stopped by terminating its worker', async function () {
    this.timeout(60_000);
    const pool = workers();
    const engine = engineWith({ createWorker: pool.createWorker, abortGraceMs: 0 });
    await engine.api.describeMeal('an apple');
    const controller = new AbortController();
    const long = engine.api.describeMeal(LONG_MEAL, { signal: controller.signal });
    const reason = new DOMException('The person pressed Cancel', 'AbortError');
    controller.abort(reason);
    expect(await rejection(long)).to.equal(reason);
    // An already aborted signal: a rejection with the same reason, as the in-page engine gives.
    const again = engine.api.describeMeal(LONG_MEAL, { signal: controller.signal });
    expect(await rejection(again)).to.equal(reason);
    expect(await rejection(inPage.describeMeal(LONG_MEAL, { signal: controller.signal }))).to.equal(reason);
    // The next call waits for the busy worker to be stopped, then a fresh worker answers it.
    const apple = await engine.api.describeMeal('an apple');
    expect(pool.terminated).to.deep.equal([pool.started[0]]);
    expect(apple.calories).to.equal((await inPage.describeMeal('an apple')).calories);
    expect(engine.workersStarted).to.equal(2);
  });

  it('keeps its worker when the cancelled call lets go within the grace period, and drops a cancelled call that was still waiting', async function () {
    this.timeout(60_000);
    const pool = workers();
    const engine = engineWith({ createWorker: pool.createWorker, abortGraceMs: 60_000 });
    await engine.api.describeMeal('an apple');
    const first = new AbortController();
    const waiting = new AbortController();
    const running = engine.api.describeMeal(LONG_MEAL, { signal: first.signal });
    const queued = engine.api.describeMeal('a pear', { signal: waiting.signal });
    const after = engine.api.describeMeal('a banana');
    waiting.abort();
    first.abort();
    expect(await rejection(running)).to.equal(first.signal.reason);
    expect(await rejection(queued)).to.equal(waiting.signal.reason);
    // The worker finished the long meal, let go of it, and answered the next call itself.
    expect((await after).calories).to.equal((await inPage.describeMeal('a banana')).calories);
    expect(pool.terminated).to.deep.equal([]);
    expect(engine.workersStarted).to.equal(1);
  });

  it('a cancel while the engine is still loading keeps the worker and its load for the next call', async function () {
    this.timeout(60_000);
    const pool = workers();
    const engine = engineWith({ createWorker: pool.createWorker, abortGraceMs: 0 });
    const controller = new AbortController();
    const first = engine.api.describeMeal('an apple', { signal: controller.signal });
    controller.abort();
    expect(await rejection(first)).to.equal(controller.signal.reason);
    expect((await engine.api.describeMeal('a pear')).calories).to.equal((await inPage.describeMeal('a pear')).calories);
    expect(pool.terminated).to.deep.equal([]);
    expect(engine.workersStarted).to.equal(1);
  });

  it('stops a call that outlives its time bound with a timeout error and answers the next call from a fresh worker', async function () {
    this.timeout(60_000);
    const pool = workers();
    // The bound starts once the engine is loaded (1 ms); 200 items take the worker far longer.
    const engine = engineWith({ createWorker: pool.createWorker, timeoutMs: 1 });
    const error = (await rejection(engine.api.describeMeal(LONG_MEAL))) as NutritionApiError;
    expect(error).to.be.instanceOf(NutritionApiError);
    expect(error.code).to.equal('timeout');
    expect(error.operation).to.equal('describeMeal');
    expect(error.message).to.match(/took longer than 1 ms and was stopped/);
    expect(pool.terminated).to.deep.equal([pool.started[0]]);
    await rejection(engine.api.describeMeal(LONG_MEAL));
    expect(engine.workersStarted).to.equal(2);
  });

  it('the worker says when a call begins, once its engine is loaded: the time bound counts from there', async function () {
    this.timeout(60_000);
    const worker = workers().createWorker();
    const messages: FromEngineWorker[] = [];
    const done = new Promise<void>((resolve) => {
      worker.addEventListener('message', (event: MessageEvent<FromEngineWorker>) => {
        messages.push(event.data);
        if (event.data.type === 'done' || event.data.type === 'error') resolve();
      });
    });
    worker.postMessage({ type: 'run', id: 7, operation: 'describeMeal', argument: 'an apple' } satisfies ToEngineWorker);
    await done;
    worker.terminate();
    expect(messages.map((message) => message.type)).to.deep.equal(['started', 'running', 'done']);
    expect(messages[1]).to.deep.equal({ type: 'running', id: 7 });
    expect(messages[2]).to.deep.equal({ type: 'done', id: 7, result: await inPage.describeMeal('an apple') });
  });

  it('sends bytes as a transferred copy: the caller’s buffer stays whole and the worker reads the same bytes', async function () {
    this.timeout(60_000);
    const { api } = engineWith(workers());
    const bytes = new TextEncoder().encode('this is not a photo');
    const error = (await rejection(api.scanImage(bytes))) as NutritionApiError;
    const expected = (await rejection(inPage.scanImage(bytes))) as NutritionApiError;
    expect(bytes.byteLength).to.equal(19);
    expect(new TextDecoder().decode(bytes)).to.equal('this is not a photo');
    expect({ code: error.code, message: error.message }).to.deep.equal({ code: expected.code, message: expected.message });
  });

  it('falls back to the engine in the page, with one warning, where the worker cannot start', async function () {
    this.timeout(60_000);
    for (const createWorker of [
      () => {
        throw new DOMException('Workers are not allowed here', 'SecurityError');
      },
      // The module is not there (a host that does not serve it): the worker fails before it starts.
      () => new Worker(new URL('./no-such.worker.js', import.meta.url), { type: 'module' }),
    ]) {
      const warnings: string[] = [];
      const engine = engineWith({ createWorker, warn: (message) => warnings.push(message) });
      const first = await engine.api.describeMeal('an apple');
      const second = await engine.api.describeMeal('a pear');
      expect(first).to.deep.equal(await inPage.describeMeal('an apple'));
      expect(second).to.deep.equal(await inPage.describeMeal('a pear'));
      expect(engine.runsIn).to.equal('page');
      expect(warnings).to.have.length(1);
      expect(warnings[0]).to.match(/runs on the page's main thread because its Web Worker could not start/);
    }
  });

  it('refuses what cannot cross to the worker with invalidRequest, and closes cleanly', async function () {
    const engine = engineWith(workers());
    const error = (await rejection(engine.api.describeMeal((() => 'soup') as unknown as string))) as NutritionApiError;
    expect(error.code).to.equal('invalidRequest');
    expect(error.status).to.equal(400);
    const pending = engine.api.describeMeal('an apple');
    engine.close();
    expect(((await rejection(pending)) as NutritionApiError).message).to.equal('The embedded engine was closed.');
  });
});

describe('forTransfer', () => {
  it('moves a copy of the bytes, never the caller’s buffer, and leaves Blobs and text as they are', async () => {
    const bytes = new Uint8Array([1, 2, 3, 4]).subarray(1, 3);
    const blob = new Blob(['x'], { type: 'image/png' });
    const channel = new MessageChannel();
    const received = new Promise<unknown[]>((resolve) => {
      const all: unknown[] = [];
      channel.port2.onmessage = (event) => {
        all.push(event.data);
        if (all.length === 3) resolve(all);
      };
    });
    for (const argument of [bytes, { issue: 'more rice', imageData: bytes.buffer, foodData: {} }, blob]) {
      const { argument: posted, transfer } = forTransfer(argument);
      channel.port1.postMessage(posted, transfer);
    }
    const [first, second, third] = await received;
    channel.port1.close();
    expect([...(first as Uint8Array)]).to.deep.equal([2, 3]);
    expect([...((second as { imageData: Uint8Array }).imageData)]).to.deep.equal([1, 2, 3, 4]);
    expect((second as { issue: string }).issue).to.equal('more rice');
    expect(third).to.be.instanceOf(Blob);
    expect(forTransfer('text').transfer).to.deep.equal([]);
    // The caller's bytes are not detached.
    expect(bytes.byteLength).to.equal(2);
    expect(bytes.buffer.byteLength).to.equal(4);
  });
});
