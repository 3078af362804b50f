import { afterEach, describe, expect, it } from 'vitest';
import { KeyStore, keyStoreFile, nextUtcMidnight, utcDay } from '../../src/server/index.js';
import { bearer, post, startTestService, tempDataDir, type TestService } from './harness.js';

const meal = { data: { text: 'an apple' } };
let service: TestService | undefined;
afterEach(async () => {
  await service?.stop();
  service = undefined;
});

// A fixed clock: the counts below are read under one UTC day, whenever the run happens.
const noon = new Date('2026-03-10T12:00:00Z');

describe('daily limits', () => {
  it('with a limit of 100 and 150 concurrent requests, exactly 100 succeed and the count is 100', async () => {
    service = await startTestService({ maxConcurrentPerClient: 1_000, now: () => noon });
    const { id, key } = service.store!.create({ dailyLimit: 100 });
    const responses = await Promise.all(Array.from({ length: 150 }, () => post(service!.url, 'describeMeal', meal, bearer(key))));
    const statuses = responses.map((r) => r.status);
    expect(statuses.filter((s) => s === 200)).toHaveLength(100);
    expect(statuses.filter((s) => s === 429)).toHaveLength(50);
    for (const r of responses.filter((r) => r.status === 429)) {
      expect(await r.json()).toMatchObject({ success: false, error: 'exceededDailyLimit' });
      expect(Number(r.headers.get('retry-after'))).toBeGreaterThan(0);
      expect(r.headers.get('x-ratelimit-remaining')).toBe('0');
    }
    expect(service.store!.used(id, utcDay(noon))).toBe(100);
    // Every remaining count from 99 down to 0 was handed out once.
    const remaining = responses.filter((r) => r.status === 200).map((r) => Number(r.headers.get('x-ratelimit-remaining')));
    expect(remaining.sort((a, b) => a - b)).toEqual(Array.from({ length: 100 }, (_, i) => i));
  });

  it('rate-limit headers count down and Retry-After points at the next 00:00 UTC', async () => {
    const clock = { now: new Date('2026-03-10T23:59:30Z') };
    service = await startTestService({ now: () => clock.now });
    const { key } = service.store!.create({ dailyLimit: 2 });
    const reset = String(nextUtcMidnight(clock.now).getTime() / 1000);
    const first = await post(service.url, 'describeMeal', meal, bearer(key));
    expect([first.headers.get('x-ratelimit-limit'), first.headers.get('x-ratelimit-remaining'), first.headers.get('x-ratelimit-reset')])
      .toEqual(['2', '1', reset]);
    expect((await post(service.url, 'describeMeal', meal, bearer(key))).headers.get('x-ratelimit-remaining')).toBe('0');
    const refused = await post(service.url, 'describeMeal', meal, bearer(key));
    expect(refused.status).toBe(429);
    expect(refused.headers.get('retry-after')).toBe('30');
    // A new UTC day starts a new count.
    clock.now = new Date('2026-03-11T00:00:01Z');
    const nextDay = await post(service.url, 'describeMeal', meal, bearer(key));
    expect(nextDay.status).toBe(200);
    expect(nextDay.headers.get('x-ratelimit-remaining')).toBe('1');
  });

  it('invalid requests do not count; requests the engine answers with an analysis error do', async () => {
    service = await startTestService({ now: () => noon });
    const { id, key } = service.store!.create({ dailyLimit: 10 });
    const day = utcDay(noon);
    expect((await post(service.url, 'describeMeal', { data: { text: '' } }, bearer(key))).status).toBe(400);
    expect((await post(service.url, 'describeMeal', '{not json', bearer(key))).status).toBe(400);
    expect(service.store!.used(id, day)).toBe(0);
    const noFood = await post(service.url, 'describeMeal', { data: { text: 'my car is blue' } }, bearer(key));
    expect(noFood.status).toBe(422);
    expect((await noFood.json()).error).toBe('noFoodDetectedText');
    expect(noFood.headers.get('x-ratelimit-remaining')).toBe('9');
    expect(service.store!.used(id, day)).toBe(1);
  });

  it('the count survives a restart of the service on the same data directory', async () => {
    const data = tempDataDir();
    try {
      service = await startTestService({ now: () => noon }, data.dir);
      const { id, key } = service.store!.create({ dailyLimit: 5 });
      for (let i = 0; i < 3; i++) expect((await post(service.url, 'describeMeal', meal, bearer(key))).status).toBe(200);
      await service.stop();
      service = undefined;

      // Read the file directly, as a separate process would.
      const reopened = KeyStore.open(keyStoreFile(data.dir));
      expect(reopened.used(id, utcDay(noon))).toBe(3);
      reopened.close();

      service = await startTestService({ now: () => noon }, data.dir);
      const fourth = await post(service.url, 'describeMeal', meal, bearer(key));
      expect(fourth.headers.get('x-ratelimit-remaining')).toBe('1');
      expect((await post(service.url, 'describeMeal', meal, bearer(key))).status).toBe(200);
      expect((await post(service.url, 'describeMeal', meal, bearer(key))).status).toBe(429);
    } finally {
      await service?.stop();
      service = undefined;
      data.remove();
    }
  });

  it('counts asked for in one turn are committed together, exactly, before any of them is answered', async () => {
    const data = tempDataDir();
    const service = KeyStore.open(keyStoreFile(data.dir));
    const other = KeyStore.open(keyStoreFile(data.dir));
    try {
      const { id } = service.create({ dailyLimit: 7 });
      const day = '2026-05-02';
      const seenByOther: number[] = [];
      const counted = Array.from({ length: 10 }, () => service.consumeInTurn(id, day, 7).then((result) => {
        // Another connection (another process) already sees the whole turn committed.
        seenByOther.push(other.used(id, day));
        return result;
      }));
      const results = await Promise.all(counted);
      expect(results.filter((r) => r.allowed).map((r) => r.used)).toEqual([1, 2, 3, 4, 5, 6, 7]);
      expect(results.filter((r) => !r.allowed)).toHaveLength(3);
      expect(seenByOther).toEqual(Array.from({ length: 10 }, () => 7));
      // A later turn is its own transaction; the limit still holds.
      expect(await service.consumeInTurn(id, day, 7)).toEqual({ allowed: false, used: 7 });
      expect(await service.consumeInTurn(id, '2026-05-03', 7)).toEqual({ allowed: true, used: 1 });
    } finally {
      service.close();
      other.close();
      data.remove();
    }
  });

  it('two stores on one file share the limit exactly (two service processes, one database)', () => {
    const data = tempDataDir();
    const a = KeyStore.open(keyStoreFile(data.dir));
    const b = KeyStore.open(keyStoreFile(data.dir));
    try {
      const { id } = a.create({ dailyLimit: 7 });
      const day = '2026-05-01';
      const results = Array.from({ length: 10 }, (_, i) => (i % 2 ? a : b).consume(id, day, 7).allowed);
      expect(results.filter(Boolean)).toHaveLength(7);
      expect(b.used(id, day)).toBe(7);
    } finally {
      a.close();
      b.close();
      data.remove();
    }
  });
});
