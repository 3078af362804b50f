import { spawn } from 'node:child_process';
import { createServer } from 'node:net';
import { fileURLToPath } from 'node:url';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { openKeyStore, PostgresStore } from '../../src/server/index.js';
import { runCli } from '../support/run-cli.js';
import { spawnService, type ChildService } from './child-service.js';
import { bearer, post, tempDataDir } from './harness.js';
import { startPostgres, type PostgresCluster } from './postgres-cluster.js';

/*
 * `nutri serve`, `nutri keys` and `nutri store` on a real PostgreSQL: two real service
 * processes sharing it, an unreachable database at start, migrate and copy.
 */

const ROOT = fileURLToPath(new URL('../../', import.meta.url));
const CLI = fileURLToPath(new URL('./run-cli.ts', import.meta.url));
const nutri = (args: string[], env: NodeJS.ProcessEnv = {}) => runCli(args, { env });

let cluster: PostgresCluster;
beforeAll(async () => {
  cluster = await startPostgres();
});
afterAll(() => cluster?.remove());

const children: ChildService[] = [];
afterEach(() => {
  for (const c of children.splice(0)) c.child.kill('SIGKILL');
});

/** Runs `nutri …` from source in a child process to its end. */
function runToEnd(args: string[], env: NodeJS.ProcessEnv = {}): Promise<{ code: number | null; out: string; err: string }> {
  const child = spawn(process.execPath, ['--import', 'tsx', CLI, ...args], { cwd: ROOT, env: { ...process.env, ...env } });
  let out = '';
  let err = '';
  child.stdout.setEncoding('utf8').on('data', (d) => (out += d));
  child.stderr.setEncoding('utf8').on('data', (d) => (err += d));
  return new Promise((resolve) => child.once('exit', (code) => resolve({ code, out, err })));
}

/** A loopback port where nothing listens. */
async function closedPort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as { port: number };
  await new Promise((resolve) => server.close(resolve));
  return port;
}

describe('an unreachable PostgreSQL', () => {
  it('stops nutri serve at start with one clear line and exit 1, without the password', async () => {
    const url = `postgres://nutri:hunter2@127.0.0.1:${await closedPort()}/nutri`;
    const { code, out, err } = await runToEnd(['serve', '--port', '0', '--threads', '1', '--store', url]);
    expect(code).toBe(1);
    expect(out).toBe('');
    expect(err).toMatch(/^nutri: cannot reach PostgreSQL at postgres:\/\/nutri@127\.0\.0\.1:\d+\/nutri \(connection refused\); check --store \/ NUTRI_STORE_URL and that the database is running\n$/);
    expect(err).not.toContain('hunter2');
  });

  it('stops nutri keys with exit 1 too, also when the URL comes from NUTRI_STORE_URL', async () => {
    const url = `postgres://nutri@127.0.0.1:${await closedPort()}/nutri`;
    const listed = await nutri(['keys', 'list'], { NUTRI_STORE_URL: url });
    expect(listed.code).toBe(1);
    expect(listed.err).toMatch(/^nutri keys: cannot reach PostgreSQL at .*\(connection refused\)/);
    const migrated = await nutri(['store', 'migrate', '--store', url]);
    expect(migrated.code).toBe(1);
    expect(migrated.err).toMatch(/^nutri store: cannot reach PostgreSQL/);
  });

  it('a --store that is not a PostgreSQL URL, or a pool or timeout that is not a number, is a usage error', async () => {
    const { code, err } = await nutri(['keys', 'list', '--store', 'mysql://x@y/z']);
    expect(code).toBe(2);
    expect(err).toMatch(/--store takes a PostgreSQL URL/);
    const pool = await nutri(['serve', '--store', 'postgres://x@127.0.0.1/z', '--store-pool', '0']);
    expect(pool.code).toBe(2);
    expect(pool.err).toMatch(/--store-pool must be a whole number ≥ 1, not "0"/);
    const timeout = await nutri(['serve', '--port', '0'], { NUTRI_STORE_URL: 'postgres://x@127.0.0.1/z', NUTRI_STORE_TIMEOUT_MS: 'soon' });
    expect(timeout.code).toBe(2);
    expect(timeout.err).toMatch(/--store-timeout must be a whole number ≥ 1, not "soon"/);
  });
});

describe('nutri keys and nutri store on PostgreSQL', () => {
  it('migrate brings an empty database to the current schema, then has nothing to do', async () => {
    const url = await cluster.createDatabase();
    const first = await nutri(['store', 'migrate', '--store', url]);
    expect(first).toMatchObject({ code: 0, out: expect.stringMatching(/schema 0 → 1 \(1 api keys and daily counts\)/) });
    const second = await nutri(['store', 'migrate'], { NUTRI_STORE_URL: url });
    expect(second).toMatchObject({ code: 0, out: expect.stringMatching(/already at version 1; nothing to do/) });
  });

  it('copy moves keys and counts from a SQLite data directory; the keys work against PostgreSQL', async () => {
    const data = tempDataDir();
    try {
      const url = await cluster.createDatabase();
      const kept = JSON.parse((await nutri(['keys', 'create', '--data-dir', data.dir, '--name', 'kept', '--daily-limit', '9', '--json'])).out);
      const gone = JSON.parse((await nutri(['keys', 'create', '--data-dir', data.dir, '--name', 'gone', '--json'])).out);
      expect((await nutri(['keys', 'revoke', gone.id, '--data-dir', data.dir])).code).toBe(0);
      const sqlite = openKeyStore(data.dir);
      await sqlite.count(kept.id, '2026-11-25', 9);
      await sqlite.count(kept.id, '2026-11-26', 9);
      await sqlite.count(kept.id, '2026-11-26', 9);
      sqlite.close();
      const copied = await nutri(['store', 'copy', '--from', data.dir, '--to', url]);
      expect(copied.code).toBe(0);
      expect(copied.out).toMatch(/2 of 2 keys added \(0 were there already\), 2 of 2 daily counts added or raised/);
      expect((await nutri(['store', 'copy', '--from', data.dir, '--to', url])).out).toMatch(/0 of 2 keys added \(2 were there already\)/);

      const listed = JSON.parse((await nutri(['keys', 'list', '--store', url, '--json'])).out);
      expect(listed.map((k: { name: string; dailyLimit: number; revokedAt: string | null }) => [k.name, k.dailyLimit, k.revokedAt !== null]))
        .toEqual([['kept', 9, false], ['gone', 1_000, true]]);
      const store = await PostgresStore.open({ url });
      try {
        expect(await store.authenticate(kept.key)).toMatchObject({ ok: true, key: { id: kept.id } });
        expect(await store.authenticate(gone.key)).toEqual({ ok: false, reason: 'revoked' });
        expect([await store.used(kept.id, '2026-11-25'), await store.used(kept.id, '2026-11-26')]).toEqual([1, 2]);
      } finally {
        await store.close();
      }
      const missing = await nutri(['store', 'copy', '--from', `${data.dir}/nowhere`, '--to', url]);
      expect(missing.code).toBe(2);
      expect(missing.err).toMatch(/holds no key store/);
    } finally {
      data.remove();
    }
  });

  it('two nutri serve processes share one limit and both refuse a key revoked with nutri keys revoke within a second', async () => {
    const url = await cluster.createDatabase();
    const created = await nutri(['keys', 'create', '--store', url, '--daily-limit', '10', '--json']);
    expect(created.code).toBe(0);
    const { id, key } = JSON.parse(created.out);
    const other = JSON.parse((await nutri(['keys', 'create', '--json'], { NUTRI_STORE_URL: url })).out);
    const args = ['serve', '--port', '0', '--threads', '1', '--offline', '--store', url, '--store-pool', '3'];
    const [a, b] = await Promise.all([spawnService(args), spawnService(args)]);
    children.push(a!, b!);
    expect(a!.stdout()).toMatch(/keys and counts in postgres:\/\/nutri@127\.0\.0\.1/);

    const meal = { data: { text: '2 eggs and toast' } };
    const responses = await Promise.all(Array.from({ length: 16 }, (_, i) => post((i % 2 ? a : b)!.url, 'describeMeal', meal, bearer(key))));
    const statuses = responses.map((r) => r.status);
    expect(statuses.filter((s) => s === 200)).toHaveLength(10);
    expect(statuses.filter((s) => s === 429)).toHaveLength(6);

    // Both have the other key in hand when it is revoked from a third process.
    for (const service of [a!, b!]) expect((await post(service.url, 'describeMeal', meal, bearer(other.key))).status).toBe(200);
    const revoked = await nutri(['keys', 'revoke', other.id, '--store', url]);
    expect(revoked.code).toBe(0);
    await new Promise((r) => setTimeout(r, 1_000));
    for (const service of [a!, b!]) {
      const refused = await post(service.url, 'describeMeal', meal, bearer(other.key));
      expect(refused.status).toBe(401);
      expect((await refused.json()).message).toMatch(/revoked/);
    }
    const listed = await nutri(['keys', 'list', '--store', url]);
    expect(listed.out).toMatch(new RegExp(`${id}  active  10/day`));
    expect(listed.out).toMatch(new RegExp(`${other.id}  revoked`));
  });
});
