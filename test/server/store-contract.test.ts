import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { KeyStore, keyStoreFile, openKeyStore, PostgresStore, type ServiceStore } from '../../src/server/index.js';
import { tempDataDir } from './harness.js';
import { startPostgres, type PostgresCluster } from './postgres-cluster.js';

/*
 * The same contract for both stores: what the service relies on, whichever keeps its keys.
 * Each case gets a fresh store (a new SQLite directory, a new PostgreSQL database) and can
 * reopen it, as a restarted service would.
 */

let cluster: PostgresCluster;
beforeAll(async () => {
  cluster = await startPostgres();
});
afterAll(() => cluster?.remove());

interface Fixture {
  open(): Promise<ServiceStore>;
  remove(): void;
}

const kinds: Record<'sqlite' | 'postgres', () => Promise<Fixture>> = {
  sqlite: async () => {
    const data = tempDataDir();
    return { open: async () => openKeyStore(data.dir), remove: data.remove };
  },
  postgres: async () => {
    const url = await cluster.createDatabase();
    return { open: () => PostgresStore.open({ url, keyCacheMs: 200 }), remove: () => undefined };
  },
};

const opened: ServiceStore[] = [];
const fixtures: Fixture[] = [];
afterEach(async () => {
  for (const store of opened.splice(0)) await store.close();
  for (const fixture of fixtures.splice(0)) fixture.remove();
});

describe.each(['sqlite', 'postgres'] as const)('the %s store', (kind) => {
  async function fresh(): Promise<{ store: ServiceStore; reopen: () => Promise<ServiceStore> }> {
    const fixture = await kinds[kind]();
    fixtures.push(fixture);
    const open = async () => {
      const store = await fixture.open();
      opened.push(store);
      return store;
    };
    return { store: await open(), reopen: open };
  }

  it('creates keys it can authenticate, lists them without secrets and refuses malformed, unknown and revoked ones', async () => {
    const { store } = await fresh();
    expect(store.kind).toBe(kind);
    const created = await store.create({ name: ' shop ', dailyLimit: 7, scopes: ['describeMeal'], origins: ['https://shop.example/'] });
    expect(created).toMatchObject({ name: 'shop', dailyLimit: 7, scopes: ['describeMeal'], origins: ['https://shop.example'] });
    expect(created.key).toMatch(new RegExp(`^nk_live_${created.id}_`));
    const plain = await store.create();
    expect(plain).toMatchObject({ dailyLimit: store.defaultDailyLimit, scopes: null, origins: null });

    expect(await store.authenticate(created.key)).toMatchObject({ ok: true, key: { id: created.id, dailyLimit: 7, scopes: ['describeMeal'] } });
    expect(await store.authenticate('nk_live_nope')).toEqual({ ok: false, reason: 'malformed' });
    // The right id with another secret is not the key.
    const forged = created.key.slice(0, -4) + (created.key.endsWith('AAAA') ? 'BBBB' : 'AAAA');
    expect(await store.authenticate(forged)).toEqual({ ok: false, reason: 'unknown' });

    const listed = await store.list();
    expect(listed.map((k) => k.id).sort()).toEqual([created.id, plain.id].sort());
    // The secret is base64url, which has '_' of its own: cut it after the id, never split on '_'.
    expect(JSON.stringify(listed)).not.toContain(created.key.slice(`nk_live_${created.id}_`.length));
    expect(await store.get(created.id)).toMatchObject({ id: created.id, name: 'shop', revokedAt: null });

    expect(await store.revoke(created.id)).toBe(true);
    expect(await store.revoke(created.id)).toBe(false);
    expect(await store.revoke('zzzzzzzzzz')).toBe(false);
    expect(await store.authenticate(created.key)).toEqual({ ok: false, reason: 'revoked' });
    expect((await store.get(created.id))?.revokedAt).toMatch(/^\d{4}-\d\d-\d\dT/);
  });

  it('refuses what a key may not be', async () => {
    const { store } = await fresh();
    await expect(Promise.resolve().then(() => store.create({ dailyLimit: 0 }))).rejects.toThrow(/at least 1/);
    await expect(Promise.resolve().then(() => store.create({ scopes: ['eatCake'] }))).rejects.toThrow(/not an operation/);
    await expect(Promise.resolve().then(() => store.create({ origins: ['not an origin'] }))).rejects.toThrow(/not an origin/);
    expect(await store.list()).toEqual([]);
  });

  it('holds a daily limit exactly under 150 concurrent counts, per key and per day', async () => {
    const { store } = await fresh();
    const { id } = await store.create({ dailyLimit: 100 });
    const other = await store.create({ dailyLimit: 100 });
    const results = await Promise.all(Array.from({ length: 150 }, () => store.count(id, '2026-11-26', 100)));
    expect(results.filter((r) => r.allowed)).toHaveLength(100);
    expect(results.filter((r) => r.allowed).map((r) => r.used).sort((a, b) => a - b)).toEqual(Array.from({ length: 100 }, (_, i) => i + 1));
    expect(results.filter((r) => !r.allowed).every((r) => r.used === 100)).toBe(true);
    expect(await store.used(id, '2026-11-26')).toBe(100);
    // Another day and another key start from zero.
    expect(await store.used(id, '2026-11-27')).toBe(0);
    expect(await store.count(id, '2026-11-27', 100)).toEqual({ allowed: true, used: 1 });
    expect(await store.count(other.id, '2026-11-26', 100)).toEqual({ allowed: true, used: 1 });
  });

  it('gives a count back with refund, never below zero', async () => {
    const { store } = await fresh();
    const { id } = await store.create({ dailyLimit: 2 });
    const day = '2026-11-26';
    expect(await store.refund(id, day)).toBe(0);
    await store.count(id, day, 2);
    await store.count(id, day, 2);
    expect((await store.count(id, day, 2)).allowed).toBe(false);
    expect(await store.refund(id, day)).toBe(1);
    expect(await store.used(id, day)).toBe(1);
    expect(await store.count(id, day, 2)).toEqual({ allowed: true, used: 2 });
    await store.refund(id, day);
    await store.refund(id, day);
    expect(await store.refund(id, day)).toBe(0);
    expect(await store.used(id, day)).toBe(0);
  });

  it('keeps keys, revocations and counts when reopened', async () => {
    const { store, reopen } = await fresh();
    const kept = await store.create({ dailyLimit: 3 });
    const gone = await store.create();
    await store.revoke(gone.id);
    await store.count(kept.id, '2026-11-26', 3);
    await store.count(kept.id, '2026-11-26', 3);
    await store.close();
    const again = await reopen();
    expect(await again.authenticate(kept.key)).toMatchObject({ ok: true });
    expect(await again.authenticate(gone.key)).toEqual({ ok: false, reason: 'revoked' });
    expect(await again.used(kept.id, '2026-11-26')).toBe(2);
    expect(await again.count(kept.id, '2026-11-26', 3)).toEqual({ allowed: true, used: 3 });
    expect((await again.count(kept.id, '2026-11-26', 3)).allowed).toBe(false);
  });

  it('sees a revocation made through another connection', async () => {
    const { store, reopen } = await fresh();
    const other = await reopen();
    const { id, key } = await store.create();
    expect(await store.authenticate(key)).toMatchObject({ ok: true });
    expect(await other.revoke(id)).toBe(true);
    // SQLite: at once (data_version). PostgreSQL: once the 200 ms key cache of this fixture has passed.
    const deadline = Date.now() + 1_000;
    let answer = await store.authenticate(key);
    while (answer.ok && Date.now() < deadline) {
      await new Promise((r) => setTimeout(r, 20));
      answer = await store.authenticate(key);
    }
    expect(answer).toEqual({ ok: false, reason: 'revoked' });
  });

  it('dumps and loads: keys with their hashes and revocations, counts raised but never lowered', async () => {
    const { store } = await fresh();
    const a = await store.create({ name: 'a', dailyLimit: 5, scopes: ['scanLabel'], origins: ['https://a.example'] });
    const b = await store.create({ name: 'b' });
    await store.revoke(b.id);
    await store.count(a.id, '2026-11-25', 5);
    await store.count(a.id, '2026-11-26', 5);
    await store.count(a.id, '2026-11-26', 5);
    const dump = await store.dump();
    // Keys made in the same millisecond may come in either order.
    expect(dump.keys.map((k) => [k.id, k.name, k.dailyLimit, k.scopes, k.origins, k.revokedAt !== null]).sort((x, y) => String(x[1]).localeCompare(String(y[1])))).toEqual([
      [a.id, 'a', 5, ['scanLabel'], ['https://a.example'], false],
      [b.id, 'b', store.defaultDailyLimit, null, null, true],
    ]);
    expect(dump.counts).toEqual([
      { keyId: a.id, day: '2026-11-25', count: 1 },
      { keyId: a.id, day: '2026-11-26', count: 2 },
    ]);

    for (const target of ['sqlite', 'postgres'] as const) {
      const fixture = await kinds[target]();
      fixtures.push(fixture);
      const copy = await fixture.open();
      opened.push(copy);
      const c = await copy.create();
      await copy.count(c.id, '2026-11-26', 10);
      // A count already higher in the destination stays.
      await copy.load({ keys: [], counts: [{ keyId: a.id, day: '2026-11-25', count: 4 }] });
      expect(await copy.load(dump)).toEqual({ keys: 2, counts: 1 });
      expect(await copy.authenticate(a.key)).toMatchObject({ ok: true, key: { id: a.id, dailyLimit: 5, scopes: ['scanLabel'], origins: ['https://a.example'] } });
      expect(await copy.authenticate(b.key)).toEqual({ ok: false, reason: 'revoked' });
      expect(await copy.authenticate(c.key)).toMatchObject({ ok: true });
      expect(await copy.used(a.id, '2026-11-25')).toBe(4);
      expect(await copy.used(a.id, '2026-11-26')).toBe(2);
      expect((await copy.get(a.id))?.createdAt).toBe((await store.get(a.id))?.createdAt);
      // Loading again adds nothing.
      expect(await copy.load(dump)).toEqual({ keys: 0, counts: 0 });
    }
  });
});

describe('the SQLite store', () => {
  it('is the file under the data directory, as before', async () => {
    const data = tempDataDir();
    try {
      const store = openKeyStore(data.dir);
      expect(store.location).toBe(keyStoreFile(data.dir));
      expect(store).toBeInstanceOf(KeyStore);
      store.close();
    } finally {
      data.remove();
    }
  });
});
