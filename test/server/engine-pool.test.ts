import { existsSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { createEnginePool, type EnginePool } from '../../src/server/index.js';
import { Stop } from '../../src/server/stop.js';
import { post, startTestService, tempDataDir, wordMeal, type TestService } from './harness.js';

const BUSY_ENGINE = new URL('./busy-engine.ts', import.meta.url);

let pool: EnginePool | undefined;
let service: TestService | undefined;
const dirs: Array<{ remove: () => void }> = [];
afterEach(async () => {
  await service?.stop();
  await pool?.close();
  service = undefined;
  pool = undefined;
  for (const dir of dirs.splice(0)) dir.remove();
});

async function until(condition: () => boolean): Promise<void> {
  while (!condition()) await new Promise((resolve) => setTimeout(resolve, 10));
}

describe('the engine runs in worker threads', () => {
  it('while an analysis holds the CPU, /healthz is answered; the analysis finishes afterwards', async () => {
    const scratch = tempDataDir();
    dirs.push(scratch);
    const release = join(scratch.dir, 'release');
    pool = await createEnginePool({ size: 1, engineModule: BUSY_ENGINE, timeoutMs: 120_000 });
    service = await startTestService({ engine: pool, auth: false, handlerTimeoutMs: 120_000 });

    let slowFinished = false;
    const slow = post(service.url, 'describeMeal', { data: { text: `spin until ${release}` } }).then((response) => {
      slowFinished = true;
      return response;
    });
    // The busy engine is now spinning.
    await until(() => existsSync(`${release}.started`));

    const health = await fetch(`${service.url}/healthz`);
    expect(health.status).toBe(200);
    expect(await health.json()).toMatchObject({ ok: true, operations: ['describeMeal', 'scanLabel'], threads: { ready: 1, size: 1 } });
    // Answered while the analysis was still running: it cannot finish before the file exists.
    expect(slowFinished).toBe(false);

    writeFileSync(release, '');
    const answer = await slow;
    expect(answer.status).toBe(200);
    expect((await answer.json()).data).toEqual(wordMeal('toast'));
  });

  it('a call stuck past the timeout is answered 500 "took too long", its worker replaced, and the next call succeeds', async () => {
    pool = await createEnginePool({ size: 1, engineModule: BUSY_ENGINE, timeoutMs: 300 });
    // The pool's bound cuts the call; the route's own is far away, so the next call may wait
    // for the replacement worker to load.
    service = await startTestService({ engine: pool, auth: false, handlerTimeoutMs: 120_000 });

    const stuck = await post(service.url, 'describeMeal', { data: { text: 'stuck' } });
    expect(stuck.status).toBe(500);
    const body = await stuck.json();
    expect(body).toMatchObject({ success: false, error: 'internalServerError', message: expect.stringMatching(/took too long/) });
    const id = stuck.headers.get('x-request-id');
    expect(service.lines.find((line) => line.id === id)).toMatchObject({ status: 500, error: expect.stringMatching(/OperationTimeout/) });

    // One worker only: had the stuck one been left running, this call would wait behind it.
    const next = await post(service.url, 'describeMeal', { data: { text: '2 eggs' } });
    expect(next.status).toBe(200);
    expect((await next.json()).data).toEqual(wordMeal('2 eggs'));
  });

  it('with the service\'s timeout equal to the pool\'s (as nutri serve runs), the stuck worker is still replaced', async () => {
    pool = await createEnginePool({ size: 1, engineModule: BUSY_ENGINE, timeoutMs: 300 });
    service = await startTestService({ engine: pool, auth: false, handlerTimeoutMs: 300 });
    const stuck = await post(service.url, 'describeMeal', { data: { text: 'stuck' } });
    expect(stuck.status).toBe(500);
    expect((await stuck.json()).message).toMatch(/took too long/);
    // The route gave up first or the pool did; either way the worker goes and a new one loads,
    // and /healthz says so meanwhile.
    await until(() => pool!.ready === 0);
    const replacing = await fetch(`${service.url}/healthz`);
    expect(replacing.status).toBe(503);
    expect(await replacing.json()).toMatchObject({ ok: false, threads: { ready: 0, size: 1 } });
    await until(() => pool!.ready === 1);
    expect(await (await fetch(`${service.url}/healthz`)).json()).toMatchObject({ ok: true, threads: { ready: 1, size: 1 } });
    const next = await post(service.url, 'describeMeal', { data: { text: 'toast' } });
    expect(next.status).toBe(200);
  });

  it('errors the engine means cross the thread boundary with their identifier and message', async () => {
    pool = await createEnginePool({ size: 2, engineModule: BUSY_ENGINE, engineOptions: { foods: 42 } });
    expect(pool.size).toBe(2);
    service = await startTestService({ engine: pool, auth: false });
    const noFood = await post(service.url, 'describeMeal', { data: { text: 'my car is blue' } });
    expect(noFood.status).toBe(422);
    expect(await noFood.json()).toEqual({ success: false, error: 'noFoodDetectedText', message: 'No food in "my car is blue"' });
    // The engine options reached the workers' createEngine.
    expect(await (await fetch(`${service.url}/healthz`)).json()).toMatchObject({ foods: 42 });
    // Two workers answer two calls at once.
    const both = await Promise.all(['an egg', 'an apple'].map((text) => post(service!.url, 'describeMeal', { data: { text } })));
    expect(both.map((r) => r.status)).toEqual([200, 200]);
  });

  it('a result that breaks the contract is caught in the worker: 500 for the caller, the reason in the log, the worker still serves', async () => {
    pool = await createEnginePool({ size: 1, engineModule: BUSY_ENGINE });
    service = await startTestService({ engine: pool, auth: false });
    const broken = await post(service.url, 'describeMeal', { data: { text: 'broken' } });
    expect(broken.status).toBe(500);
    expect(await broken.json()).toMatchObject({ success: false, error: 'internalServerError' });
    const line = service.lines.find((entry) => entry.id === broken.headers.get('x-request-id'))!;
    expect(String(line.error)).toMatch(/^ContractBreach: .*data\.calories/);
    // The same worker answers the next call with a checked result.
    const next = await post(service.url, 'describeMeal', { data: { text: 'an egg' } });
    expect(next.status).toBe(200);
    expect(next.headers.get('content-type')).toMatch(/^application\/json/);
    expect(await next.json()).toEqual({ success: true, data: wordMeal('an egg') });
    // The pool's handlers (for other callers than the service) still answer the result itself.
    expect(await pool.handlers.describeMeal!({ text: 'an egg' }, {})).toEqual(wordMeal('an egg'));
  });

  it('calls whose callers stop while they wait (in the queue, or already sent to the busy worker) end at once, and the worker goes on', async () => {
    const scratch = tempDataDir();
    dirs.push(scratch);
    const release = join(scratch.dir, 'release');
    pool = await createEnginePool({ size: 1, engineModule: BUSY_ENGINE, timeoutMs: 120_000 });
    const running = pool.answer!('describeMeal', { text: `spin until ${release}` }, new Stop());
    await until(() => existsSync(`${release}.started`));
    // The next call waits in the worker, the one after in the pool's queue.
    const inWorker = new Stop();
    const inQueue = new Stop();
    const second = pool.answer!('describeMeal', { text: 'an egg' }, inWorker);
    const third = pool.answer!('describeMeal', { text: 'an apple' }, inQueue);
    expect(pool.queued).toBe(1);
    inQueue.stop(new Error('the client closed the connection'));
    await expect(third).rejects.toThrow('the client closed the connection');
    expect(pool.queued).toBe(0);
    inWorker.stop(new Error('gone too'));
    await expect(second).rejects.toThrow('gone too');
    writeFileSync(release, '');
    expect(JSON.parse(await running)).toEqual({ success: true, data: wordMeal('toast') });
    expect(JSON.parse(await pool.answer!('describeMeal', { text: 'an egg' }, new Stop()))).toEqual({ success: true, data: wordMeal('an egg') });
  });

  it('no call waits inside a worker behind a slow kind of operation (OCR, photos): it stays in the queue for whichever worker frees first', async () => {
    const scratch = tempDataDir();
    dirs.push(scratch);
    const release = join(scratch.dir, 'release');
    pool = await createEnginePool({ size: 1, engineModule: BUSY_ENGINE, timeoutMs: 120_000 });
    const label = pool.answer!('scanLabel', { imageData: release }, new Stop());
    await until(() => existsSync(`${release}.started`));
    const meal = pool.answer!('describeMeal', { text: 'an egg' }, new Stop());
    expect(pool.queued).toBe(1);
    writeFileSync(release, '');
    await expect(label).rejects.toThrow('no label here');
    expect(JSON.parse(await meal)).toEqual({ success: true, data: wordMeal('an egg') });
  });

  it('a call waiting in a worker whose running call times out is run by the replacement worker', async () => {
    pool = await createEnginePool({ size: 1, engineModule: BUSY_ENGINE, timeoutMs: 500 });
    const stuck = pool.answer!('describeMeal', { text: 'stuck' }, new Stop());
    const behind = pool.answer!('describeMeal', { text: 'an egg' }, new Stop());
    expect(pool.queued).toBe(0);
    await expect(stuck).rejects.toThrow(/did not finish within 500 ms/);
    expect(JSON.parse(await behind)).toEqual({ success: true, data: wordMeal('an egg') });
  });

  it('a worker that crashes mid-call: that call fails naming it, the call waiting in the worker runs on its replacement, and the pool is whole again', async () => {
    const events: unknown[] = [];
    pool = await createEnginePool({ size: 1, engineModule: BUSY_ENGINE, timeoutMs: 120_000, log: (event) => events.push(event) });
    const crash = pool.answer!('describeMeal', { text: 'crash' }, new Stop());
    const behind = pool.answer!('describeMeal', { text: 'an egg' }, new Stop());
    await expect(crash).rejects.toThrow(/engine worker stopped \(exit code 3\) while running describeMeal/);
    expect(JSON.parse(await behind)).toEqual({ success: true, data: wordMeal('an egg') });
    expect(events).toContainEqual(expect.objectContaining({ event: 'engineWorkerExit', code: 3 }));
    expect(pool.ready).toBe(1);
  });

  it('an engine module that fails to load is refused at start, with its reason', async () => {
    await expect(createEnginePool({ size: 1, engineModule: new URL('./no-such-engine.ts', import.meta.url) })).rejects.toThrow(/no-such-engine/);
  });
});
