import { statSync } from 'node:fs';
import { afterEach, describe, expect, it } from 'vitest';
import { keyStoreFile, KeyStore } from '../../src/server/index.js';
import { runCli } from '../support/run-cli.js';
import { tempDataDir } from './harness.js';

const nutri = (args: string[], env: NodeJS.ProcessEnv = {}) => runCli(args, { env });

let data = tempDataDir();
afterEach(() => {
  data.remove();
  data = tempDataDir();
});

describe('nutri keys', () => {
  it('create --json prints the key once, with its settings, and stores only a hash', async () => {
    const { code, out } = await nutri(['keys', 'create', '--data-dir', data.dir, '--name', 'shop widget', '--daily-limit', '250',
      '--scopes', 'describeMeal,scanLabel', '--origins', 'https://a.example,https://b.example', '--json']);
    expect(code).toBe(0);
    const created = JSON.parse(out);
    expect(Object.keys(created).sort()).toEqual(['dailyLimit', 'id', 'key', 'name', 'origins', 'scopes']);
    expect(created).toMatchObject({ name: 'shop widget', dailyLimit: 250, scopes: ['describeMeal', 'scanLabel'], origins: ['https://a.example', 'https://b.example'] });
    expect(created.key).toMatch(new RegExp(`^nk_live_${created.id}_[A-Za-z0-9_-]{43}$`));

    const store = KeyStore.open(keyStoreFile(data.dir));
    try {
      expect(store.authenticate(created.key)).toMatchObject({ ok: true, key: { id: created.id } });
    } finally {
      store.close();
    }
    // The secret is nowhere in the database file.
    const { readFileSync } = await import('node:fs');
    expect(readFileSync(keyStoreFile(data.dir)).includes(created.key.split('_').slice(3).join('_'))).toBe(false);
    expect(statSync(data.dir).mode & 0o077).toBe(0);
  });

  it('list shows keys without secrets; revoke takes effect and is reported', async () => {
    const a = JSON.parse((await nutri(['keys', 'create', '--data-dir', data.dir, '--json'])).out);
    const b = JSON.parse((await nutri(['keys', 'create', '--data-dir', data.dir, '--name', 'second', '--json'])).out);
    const listed = await nutri(['keys', 'list', '--data-dir', data.dir, '--json']);
    const keys = JSON.parse(listed.out);
    expect(keys.map((k: { id: string }) => k.id).sort()).toEqual([a.id, b.id].sort());
    expect(listed.out).not.toContain(a.key);
    expect(listed.out).not.toContain(b.key);

    expect((await nutri(['keys', 'revoke', a.id, '--data-dir', data.dir])).code).toBe(0);
    const again = await nutri(['keys', 'revoke', a.id, '--data-dir', data.dir]);
    expect(again.code).toBe(1);
    expect(again.err).toMatch(/revoked already/);
    const text = await nutri(['keys', 'list'], { NUTRI_DATA_DIR: data.dir });
    expect(text.out).toMatch(new RegExp(`${a.id}  revoked`));
    expect(text.out).toMatch(new RegExp(`${b.id}  active .*"second"`));
  });

  it('the default daily limit for new keys comes from NUTRI_DEFAULT_DAILY_LIMIT', async () => {
    const created = JSON.parse((await nutri(['keys', 'create', '--data-dir', data.dir, '--json'], { NUTRI_DEFAULT_DAILY_LIMIT: '42' })).out);
    expect(created.dailyLimit).toBe(42);
  });

  it('bad settings are usage errors with a reason (exit 2)', async () => {
    const scope = await nutri(['keys', 'create', '--data-dir', data.dir, '--scopes', 'describeMeal,eatCake']);
    expect(scope.code).toBe(2);
    expect(scope.err).toMatch(/"eatCake" is not an operation/);
    const origin = await nutri(['keys', 'create', '--data-dir', data.dir, '--origins', 'https://a.example/path']);
    expect(origin.code).toBe(2);
    expect(origin.err).toMatch(/not an origin/);
    const limit = await nutri(['keys', 'create', '--data-dir', data.dir, '--daily-limit', '0']);
    expect(limit.code).toBe(2);
    expect((await nutri(['keys', 'revoke', 'nope', '--data-dir', data.dir])).code).toBe(2);
    expect((await nutri(['keys', 'frobnicate', '--data-dir', data.dir])).code).toBe(2);
  });
});
