import Database from 'better-sqlite3';
import { afterEach, describe, expect, it } from 'vitest';
import { keyStoreFile, openKeyStore, type KeyStore } from '../../src/server/index.js';
import { tempDataDir } from './harness.js';

/*
 * The store keeps keys that authenticated, so a busy service does not re-read and re-hash the
 * same key on every request. What another process writes to the file must still count at once.
 */
const open: Array<{ close(): void }> = [];
const dirs: Array<{ remove(): void }> = [];
afterEach(() => {
  for (const handle of open.splice(0)) handle.close();
  for (const dir of dirs.splice(0)) dir.remove();
});

function twoConnections(): { service: KeyStore; cli: KeyStore; dir: string } {
  const data = tempDataDir();
  dirs.push(data);
  const service = openKeyStore(data.dir);
  const cli = openKeyStore(data.dir);
  open.push(service, cli);
  return { service, cli, dir: data.dir };
}

describe('authenticated keys kept in memory', () => {
  it('a key revoked by another process is refused on the next check', () => {
    const { service, cli } = twoConnections();
    const { id, key } = service.create({ name: 'kept' });
    expect(service.authenticate(key)).toMatchObject({ ok: true, key: { id } });
    expect(service.authenticate(key)).toMatchObject({ ok: true, key: { id } });
    expect(cli.revoke(id)).toBe(true);
    expect(service.authenticate(key)).toEqual({ ok: false, reason: 'revoked' });
  });

  it('a key revoked through the same store is refused on the next check', () => {
    const { service } = twoConnections();
    const { id, key } = service.create();
    expect(service.authenticate(key).ok).toBe(true);
    expect(service.revoke(id)).toBe(true);
    expect(service.authenticate(key)).toEqual({ ok: false, reason: 'revoked' });
  });

  it("another process's change to a key's row (its daily limit) is seen on the next check", () => {
    const { service, dir } = twoConnections();
    const { id, key } = service.create({ dailyLimit: 10 });
    expect(service.authenticate(key)).toMatchObject({ ok: true, key: { dailyLimit: 10 } });
    const other = new Database(keyStoreFile(dir));
    open.push(other);
    other.prepare('UPDATE api_keys SET daily_limit = 3 WHERE id = ?').run(id);
    expect(service.authenticate(key)).toMatchObject({ ok: true, key: { dailyLimit: 3 } });
  });

  it('only the exact key is accepted: a wrong secret for a kept id is unknown', () => {
    const { service } = twoConnections();
    const { key } = service.create();
    expect(service.authenticate(key).ok).toBe(true);
    const forged = key.slice(0, -1) + (key.endsWith('A') ? 'B' : 'A');
    expect(service.authenticate(forged)).toEqual({ ok: false, reason: 'unknown' });
  });
});
