import pg from 'pg';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createServer, PostgresStore, utcDay, type RunningService } from '../../src/server/index.js';
import { bearer, memoryLog, post, wordEngine } from './harness.js';
import { startPostgres, type PostgresCluster } from './postgres-cluster.js';

/*
 * Several service instances on loopback sharing one real PostgreSQL, as behind a load balancer:
 * the daily limit holds exactly across them, a revocation reaches all of them, counts survive
 * restarts, and a database that goes away turns requests into 503s until it comes back.
 */

const meal = { data: { text: 'an apple' } };
let cluster: PostgresCluster;
beforeAll(async () => {
  cluster = await startPostgres();
});
afterAll(() => cluster?.remove());

interface Instance {
  service: RunningService<PostgresStore>;
  store: PostgresStore;
  lines: Record<string, unknown>[];
}

const running: Instance[] = [];
afterEach(async () => {
  for (const instance of running.splice(0)) await stopInstance(instance);
});

async function startInstance(url: string, options: { keyCacheMs?: number; statementTimeoutMs?: number } = {}): Promise<Instance> {
  const store = await PostgresStore.open({ url, poolSize: 4, connectTimeoutMs: 2_000, ...options });
  const { log, lines } = memoryLog();
  const service = await createServer({ engine: wordEngine(), store, port: 0, log, maxConcurrentPerClient: 1_000 });
  const instance = { service, store, lines };
  running.push(instance);
  return instance;
}

async function stopInstance(instance: Instance): Promise<void> {
  await instance.service.close();
  await instance.store.close();
  running.splice(running.indexOf(instance), 1);
}

async function countIn(url: string, keyId: string): Promise<number> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    // Every day's rows: a run that crosses midnight UTC counts under the day each call was made,
    // and the key is new to this test, so its total is the test's calls.
    const { rows } = await client.query<{ count: string | null }>('SELECT sum(count) AS count FROM nutri_daily_usage WHERE key_id = $1', [keyId]);
    return Number(rows[0]?.count ?? 0);
  } finally {
    await client.end();
  }
}

describe('several instances sharing one PostgreSQL', () => {
  it('hold a limit of 100 exactly when 150 concurrent requests are spread over three instances', async () => {
    const url = await cluster.createDatabase();
    const instances = [await startInstance(url), await startInstance(url), await startInstance(url)];
    const { id, key } = await instances[0]!.store.create({ dailyLimit: 100 });
    const responses = await Promise.all(Array.from({ length: 150 }, (_, i) =>
      post(instances[i % 3]!.service.url, 'describeMeal', meal, bearer(key))));
    const statuses = responses.map((r) => r.status);
    expect(statuses.filter((s) => s === 200)).toHaveLength(100);
    expect(statuses.filter((s) => s === 429)).toHaveLength(50);
    // Every instance served some and refused some: the limit is one, not one per instance.
    for (let i = 0; i < 3; i++) {
      const mine = statuses.filter((_, j) => j % 3 === i);
      expect(mine).toContain(200);
    }
    const remaining = responses.filter((r) => r.status === 200).map((r) => Number(r.headers.get('x-ratelimit-remaining')));
    expect(remaining.sort((a, b) => a - b)).toEqual(Array.from({ length: 100 }, (_, i) => i));
    for (const r of responses.filter((r) => r.status === 429)) {
      expect(await r.json()).toMatchObject({ success: false, error: 'exceededDailyLimit' });
    }
    expect(await countIn(url, id)).toBe(100);
  });

  it('hold several keys\' limits exactly at once across three instances', async () => {
    const url = await cluster.createDatabase();
    const instances = [await startInstance(url), await startInstance(url), await startInstance(url)];
    const keys = await Promise.all(Array.from({ length: 5 }, () => instances[0]!.store.create({ dailyLimit: 25 })));
    // Each instance's bursts mix every key, in a different order per instance.
    const calls = instances.flatMap((instance, n) => Array.from({ length: 60 }, (_, i) => {
      const key = keys[(i * (n + 1) + n) % keys.length]!;
      return post(instance.service.url, 'describeMeal', meal, bearer(key.key)).then((r) => ({ key: key.id, status: r.status }));
    }));
    const answers = await Promise.all(calls);
    expect(answers.filter((a) => a.status !== 200 && a.status !== 429)).toEqual([]);
    for (const key of keys) {
      const mine = answers.filter((a) => a.key === key.id);
      expect(mine.filter((a) => a.status === 200)).toHaveLength(Math.min(25, mine.length));
      expect(await countIn(url, key.id)).toBe(Math.min(25, mine.length));
    }
  });

  it('refuse a key revoked through one instance on every other within a second', async () => {
    const url = await cluster.createDatabase();
    const [a, b, c] = [await startInstance(url), await startInstance(url), await startInstance(url)];
    const { id, key } = await a!.store.create();
    // b and c have authenticated the key and keep it.
    expect((await post(b!.service.url, 'describeMeal', meal, bearer(key))).status).toBe(200);
    expect((await post(c!.service.url, 'describeMeal', meal, bearer(key))).status).toBe(200);
    expect(await a!.store.revoke(id)).toBe(true);
    await new Promise((r) => setTimeout(r, 1_000));
    for (const instance of [a!, b!, c!]) {
      const refused = await post(instance.service.url, 'describeMeal', meal, bearer(key));
      expect(refused.status).toBe(401);
      expect(await refused.json()).toMatchObject({ error: 'invalidApiKey', message: expect.stringMatching(/revoked/) });
    }
  });

  it('keep counts across a restart of the database and of every instance', async () => {
    const url = await cluster.createDatabase();
    let instances = [await startInstance(url), await startInstance(url)];
    const { id, key } = await instances[0]!.store.create({ dailyLimit: 5 });
    for (let i = 0; i < 3; i++) expect((await post(instances[i % 2]!.service.url, 'describeMeal', meal, bearer(key))).status).toBe(200);
    for (const instance of [...instances]) await stopInstance(instance);
    await cluster.stop();
    await cluster.start();
    instances = [await startInstance(url), await startInstance(url)];
    const fourth = await post(instances[1]!.service.url, 'describeMeal', meal, bearer(key));
    expect(fourth.status).toBe(200);
    expect(fourth.headers.get('x-ratelimit-remaining')).toBe('1');
    expect((await post(instances[0]!.service.url, 'describeMeal', meal, bearer(key))).status).toBe(200);
    expect((await post(instances[1]!.service.url, 'describeMeal', meal, bearer(key))).status).toBe(429);
    expect(await countIn(url, id)).toBe(5);
  });

  it('migrate once when eight instances start at the same moment on an empty database', async () => {
    const url = await cluster.createDatabase();
    const stores = await Promise.all(Array.from({ length: 8 }, () => PostgresStore.open({ url, poolSize: 1 })));
    try {
      const client = new pg.Client({ connectionString: url });
      await client.connect();
      const { rows } = await client.query<{ version: number }>('SELECT version FROM nutri_schema_migrations ORDER BY version');
      await client.end();
      expect(rows.map((r) => r.version)).toEqual([1]);
      // Every one of them works on the one schema.
      const { key } = await stores[3]!.create();
      for (const store of stores) expect(await store.authenticate(key)).toMatchObject({ ok: true });
    } finally {
      for (const store of stores) await store.close();
    }
  });
});

describe('bursts of counts', () => {
  it('lock rows in key order, so two instances\' bursts over the same keys cannot deadlock', async () => {
    const url = await cluster.createDatabase();
    const a = await PostgresStore.open({ url });
    const b = await PostgresStore.open({ url });
    const blocker = new pg.Client({ connectionString: url });
    await blocker.connect();
    try {
      const [first, second] = [await a.create(), await a.create()].sort((x, y) => (x.id < y.id ? -1 : 1));
      const day = utcDay(new Date());
      await a.count(first!.id, day, 100);
      await a.count(second!.id, day, 100);
      const waiting = async (n: number) => {
        for (;;) {
          const { rows } = await blocker.query<{ n: number }>(
            "SELECT count(*)::int AS n FROM pg_stat_activity WHERE application_name = 'nutri-kit' AND wait_event_type = 'Lock'");
          if (rows[0]!.n >= n) return;
          await new Promise((r) => setTimeout(r, 10));
        }
      };
      // Another session holds the second key's row.
      await blocker.query('BEGIN');
      await blocker.query('SELECT 1 FROM nutri_daily_usage WHERE key_id = $1 FOR UPDATE', [second!.id]);
      // b asks second then first in one turn; a asks first then second. In the order asked, b
      // would take second's row after the blocker, a would hold first's: each waiting for the other.
      const fromB = Promise.all([b.count(second!.id, day, 100), b.count(first!.id, day, 100)]);
      await waiting(1);
      const fromA = Promise.all([a.count(first!.id, day, 100), a.count(second!.id, day, 100)]);
      await waiting(2);
      await blocker.query('COMMIT');
      const results = await Promise.all([fromA, fromB]);
      expect(results.flat().every((r) => r.allowed)).toBe(true);
      expect([await countIn(url, first!.id), await countIn(url, second!.id)]).toEqual([3, 3]);
    } finally {
      await blocker.end();
      await a.close();
      await b.close();
    }
  });
});

describe('pool size and statement timeout', () => {
  it('a count stuck behind a lock is cut at the statement timeout: 503, and the next request passes', async () => {
    const url = await cluster.createDatabase();
    const instance = await startInstance(url, { statementTimeoutMs: 300 });
    const { id, key } = await instance.store.create({ dailyLimit: 10 });
    expect((await post(instance.service.url, 'describeMeal', meal, bearer(key))).status).toBe(200);
    // Another session holds the key's row of today.
    const blocker = new pg.Client({ connectionString: url });
    await blocker.connect();
    try {
      await blocker.query('BEGIN');
      await blocker.query('SELECT count FROM nutri_daily_usage WHERE key_id = $1 FOR UPDATE', [id]);
      const stuck = await post(instance.service.url, 'describeMeal', meal, bearer(key));
      expect(stuck.status).toBe(503);
      expect(stuck.headers.get('retry-after')).toBe('2');
      expect((await stuck.json()).message).toMatch(/\(a statement timed out\)/);
    } finally {
      await blocker.query('ROLLBACK');
      await blocker.end();
    }
    const next = await post(instance.service.url, 'describeMeal', meal, bearer(key));
    expect(next.status).toBe(200);
    expect(next.headers.get('x-ratelimit-remaining')).toBe('8');
  });

  it('an instance opens at most its pool size of connections, however many requests wait', async () => {
    const url = await cluster.createDatabase();
    const instance = await startInstance(url);
    const { key } = await instance.store.create({ dailyLimit: 1_000 });
    const monitor = new pg.Client({ connectionString: url });
    await monitor.connect();
    try {
      let most = 0;
      let done = false;
      const watching = (async () => {
        while (!done) {
          const { rows } = await monitor.query<{ n: number }>(
            "SELECT count(*)::int AS n FROM pg_stat_activity WHERE application_name = 'nutri-kit' AND datname = current_database()");
          most = Math.max(most, rows[0]!.n);
          await new Promise((r) => setTimeout(r, 5));
        }
      })();
      const statuses = await Promise.all(Array.from({ length: 200 }, () => post(instance.service.url, 'describeMeal', meal, bearer(key)).then((r) => r.status)));
      done = true;
      await watching;
      expect(statuses.every((s) => s === 200)).toBe(true);
      // startInstance opens a pool of 4.
      expect(most).toBeGreaterThan(0);
      expect(most).toBeLessThanOrEqual(4);
    } finally {
      await monitor.end();
    }
  });
});

describe('a database that goes away', () => {
  it('answers 503 with Retry-After and the envelope while it is down, and recovers by itself', async () => {
    const url = await cluster.createDatabase();
    const instance = await startInstance(url);
    const { id, key } = await instance.store.create({ dailyLimit: 1_000 });
    expect((await post(instance.service.url, 'describeMeal', meal, bearer(key))).status).toBe(200);
    await cluster.stop();
    try {
      for (let i = 0; i < 3; i++) {
        const refused = await post(instance.service.url, 'describeMeal', meal, bearer(key));
        expect(refused.status).toBe(503);
        expect(refused.headers.get('retry-after')).toBe('2');
        const body = await refused.text();
        expect(JSON.parse(body)).toEqual({
          success: false,
          error: 'internalServerError',
          message: expect.stringMatching(/cannot reach its key and quota database right now \(.+\); retry in 2 seconds/),
        });
        expect(body).not.toMatch(/127\.0\.0\.1|ECONNREFUSED|\n\s+at /);
      }
      // The service itself stays up.
      expect((await fetch(`${instance.service.url}/healthz`)).status).toBe(200);
      // The cause is in the log, under the request's id.
      const failed = instance.lines.filter((l) => l.status === 503);
      expect(failed.length).toBeGreaterThanOrEqual(3);
      expect(String(failed[0]!.error)).toMatch(/ECONNREFUSED|terminat|connect/i);
    } finally {
      await cluster.start();
    }
    const back = await post(instance.service.url, 'describeMeal', meal, bearer(key));
    expect(back.status).toBe(200);
    expect(back.headers.get('x-ratelimit-remaining')).toBe('998');
    expect(await countIn(url, id)).toBe(2);
  });

  it('serves no request uncounted when it stops in the middle of a burst', async () => {
    const url = await cluster.createDatabase();
    const instances = [await startInstance(url), await startInstance(url)];
    const { id, key } = await instances[0]!.store.create({ dailyLimit: 100_000 });
    const statuses: number[] = [];
    const bodies: string[] = [];
    let phase: 'before' | 'outage' | 'after' = 'before';
    let servedAfter = 0;
    const lane = async (n: number) => {
      while (phase !== 'after' || servedAfter < 20) {
        const answer = await post(instances[n % 2]!.service.url, 'describeMeal', meal, bearer(key));
        statuses.push(answer.status);
        const text = await answer.text();
        if (answer.status !== 200) bodies.push(text);
        else if (phase === 'after') servedAfter++;
        await new Promise((r) => setTimeout(r, 2));
      }
    };
    const lanes = Array.from({ length: 6 }, (_, n) => lane(n));
    while (statuses.filter((s) => s === 200).length < 30) await new Promise((r) => setTimeout(r, 5));
    phase = 'outage';
    await cluster.stop();
    const refusedDuringOutage = statuses.length;
    await new Promise((r) => setTimeout(r, 300));
    await cluster.start();
    phase = 'after';
    await Promise.all(lanes);

    expect(statuses.length).toBeGreaterThan(refusedDuringOutage);
    expect(new Set(statuses)).toEqual(new Set([200, 503]));
    for (const body of bodies) expect(JSON.parse(body)).toMatchObject({ success: false, error: 'internalServerError' });
    const served = statuses.filter((s) => s === 200).length;
    const refused = statuses.filter((s) => s === 503).length;
    const counted = await countIn(url, id);
    // Every answer that was served was counted. A count committed just before its connection
    // was cut may belong to a request that got 503: the store errs on the side of counting.
    expect(counted).toBeGreaterThanOrEqual(served);
    expect(counted).toBeLessThanOrEqual(served + refused);
  });
});
