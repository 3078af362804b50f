import { afterEach, describe, expect, it } from 'vitest';
import { NutritionApiError } from '../../src/api/index.js';
import { bearer, post, startTestService, wordMeal, type TestService } from './harness.js';
import { wordEngine } from './harness.js';

let service: TestService | undefined;
afterEach(async () => {
  await service?.stop();
  service = undefined;
});

describe('failures inside an operation', () => {
  it('a crash becomes a 500 envelope with the request id, is logged with its stack, and the next request succeeds', async () => {
    const engine = wordEngine({
      beforeDescribe: (text) => {
        if (text.includes('crash')) throw new TypeError("Cannot read properties of undefined (reading 'kcal') at /srv/secret/path.ts");
      },
    });
    service = await startTestService({ engine });
    const { key } = service.store!.create();
    const crashed = await post(service.url, 'describeMeal', { data: { text: 'crash the egg' } }, bearer(key));
    expect(crashed.status).toBe(500);
    const id = crashed.headers.get('x-request-id')!;
    const body = await crashed.json();
    expect(body).toEqual({ success: false, error: 'internalServerError', message: expect.stringContaining(id) });
    expect(JSON.stringify(body)).not.toMatch(/kcal|secret|TypeError|\.ts/);
    const logged = service.lines.find((line) => line.id === id)!;
    expect(logged).toMatchObject({ status: 500, operation: 'describeMeal', error: expect.stringContaining('TypeError') });
    expect(String(logged.stack)).toContain('TypeError');

    const next = await post(service.url, 'describeMeal', { data: { text: 'an egg' } }, bearer(key));
    expect(next.status).toBe(200);
    expect((await next.json()).data).toEqual(wordMeal('an egg'));
  });

  it('an engine error outside the operation\'s error list is a 500, not passed through', async () => {
    const engine = wordEngine({
      beforeDescribe: () => {
        throw new NutritionApiError('barcodeNotFound', 'describeMeal has no barcodes');
      },
    });
    service = await startTestService({ engine });
    const { key } = service.store!.create();
    const response = await post(service.url, 'describeMeal', { data: { text: 'egg' } }, bearer(key));
    expect(response.status).toBe(500);
    expect((await response.json()).error).toBe('internalServerError');
  });

  it('a result that breaks the contract is caught before it reaches the caller', async () => {
    service = await startTestService({
      engine: {
        operations: ['describeMeal'],
        handlers: { describeMeal: async (data) => ({ ...wordMeal(data.text), calories: -5 }) },
      },
    });
    const { key } = service.store!.create();
    const response = await post(service.url, 'describeMeal', { data: { text: 'egg' } }, bearer(key));
    expect(response.status).toBe(500);
    const id = response.headers.get('x-request-id');
    expect(String(service.lines.find((line) => line.id === id)!.error)).toMatch(/data\.calories/);
  });

  it('an operation that runs past the handler timeout is answered and its work is told to stop', async () => {
    let aborted: unknown;
    const engine = wordEngine({
      beforeDescribe: (text, signal) =>
        new Promise<void>((resolve) => {
          if (!text.includes('slow')) return resolve();
          signal?.addEventListener('abort', () => {
            aborted = signal.reason;
            resolve();
          });
        }),
    });
    service = await startTestService({ engine, handlerTimeoutMs: 200 });
    const { key } = service.store!.create();
    const response = await post(service.url, 'describeMeal', { data: { text: 'slow egg' } }, bearer(key));
    expect(response.status).toBe(500);
    expect((await response.json()).message).toMatch(/took too long/);
    expect(aborted).toBeDefined();
    expect((await post(service.url, 'describeMeal', { data: { text: 'egg' } }, bearer(key))).status).toBe(200);
  });

  it('one client over its concurrency cap gets 503 with Retry-After while its earlier requests finish', async () => {
    let release!: () => void;
    const gate = new Promise<void>((resolve) => (release = resolve));
    const engine = wordEngine({ beforeDescribe: (text) => (text.includes('wait') ? gate : undefined) });
    service = await startTestService({ engine, maxConcurrentPerClient: 2 });
    const { key } = service.store!.create();
    const waiting = [1, 2].map(() => post(service!.url, 'describeMeal', { data: { text: 'wait for egg' } }, bearer(key)));
    // Wait until both are inside the engine.
    while (service.app.inFlight < 2) await new Promise((r) => setTimeout(r, 5));
    const third = await post(service.url, 'describeMeal', { data: { text: 'egg' } }, bearer(key));
    expect(third.status).toBe(503);
    expect(third.headers.get('retry-after')).toBe('1');
    expect((await third.json()).message).toMatch(/Too many requests at once/);
    release();
    expect((await Promise.all(waiting)).map((r) => r.status)).toEqual([200, 200]);
    expect((await post(service.url, 'describeMeal', { data: { text: 'egg' } }, bearer(key))).status).toBe(200);
  });
});
