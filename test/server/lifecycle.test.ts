import { connect } from 'node:net';
import { request } from 'node:http';
import { PassThrough } from 'node:stream';
import { afterEach, describe, expect, it } from 'vitest';
import { keyStoreFile, openKeyStore, KeyStore } from '../../src/server/index.js';
import { usedSince } from '../support/used-since.js';
import { spawnService, type ChildService } from './child-service.js';
import { bearer, post, startTestService, tempDataDir } from './harness.js';

const children: ChildService[] = [];
const dirs: Array<{ remove: () => void }> = [];
afterEach(() => {
  for (const c of children.splice(0)) c.child.kill('SIGKILL');
  for (const d of dirs.splice(0)) d.remove();
});

function newKey(dataDir: string, dailyLimit: number): { id: string; key: string } {
  const store = openKeyStore(dataDir);
  try {
    return store.create({ dailyLimit });
  } finally {
    store.close();
  }
}

/** Resolves once nothing accepts connections at `url` any more. */
async function refusesConnections(url: string): Promise<boolean> {
  const { hostname, port } = new URL(url);
  for (;;) {
    const refused = await new Promise<boolean>((resolve) => {
      const socket = connect(Number(port), hostname);
      socket.once('connect', () => {
        socket.destroy();
        resolve(false);
      });
      socket.once('error', () => resolve(true));
    });
    if (refused) return true;
    await new Promise((r) => setTimeout(r, 20));
  }
}

describe('the service process', () => {
  it('on SIGTERM stops accepting, finishes the request in flight, closes the database and exits 0', async () => {
    const since = new Date();
    const data = tempDataDir();
    dirs.push(data);
    const { id, key } = newKey(data.dir, 10);
    const service = await spawnService(['serve', '--port', '0', '--data-dir', data.dir]);
    children.push(service);

    // A request whose body is still arriving when the signal comes.
    const body = JSON.stringify({ data: { text: '2 scrambled eggs and a slice of whole wheat toast' } });
    const half = Math.floor(body.length / 2);
    const { hostname, port } = new URL(service.url);
    const req = request({ host: hostname, port, path: '/v4/describeMeal', method: 'POST',
      headers: { ...bearer(key), 'content-type': 'application/json', 'content-length': Buffer.byteLength(body) } });
    const answered = new Promise<{ status: number; connection: string | undefined; json: { success: boolean } }>((resolve, reject) => {
      req.on('response', (res) => {
        let text = '';
        res.setEncoding('utf8').on('data', (d) => (text += d)).on('end', () =>
          resolve({ status: res.statusCode!, connection: res.headers.connection, json: JSON.parse(text) }));
      });
      req.on('error', reject);
    });
    req.write(body.slice(0, half));
    req.flushHeaders();
    // Another request answered after ours was sent means the service has seen ours.
    expect((await fetch(`${service.url}/healthz`)).status).toBe(200);

    service.child.kill('SIGTERM');
    expect(await refusesConnections(service.url)).toBe(true);
    req.end(body.slice(half));

    const answer = await answered;
    expect(answer.status).toBe(200);
    expect(answer.json.success).toBe(true);
    expect(answer.connection).toBe('close');
    expect(await service.exited).toBe(0);
    expect(service.stderr()).toMatch(/SIGTERM: finishing requests in flight/);
    expect(service.stderr()).toMatch(/stopped/);

    // The database was closed cleanly: the WAL was checkpointed and the count is there.
    const store = KeyStore.open(keyStoreFile(data.dir));
    try {
      expect(usedSince(store, id, since)).toBe(1);
    } finally {
      store.close();
    }
  });

  it('keeps daily counts across a restart of the process, and sees revocations made by another process', async () => {
    const data = tempDataDir();
    dirs.push(data);
    const { key } = newKey(data.dir, 3);
    const text = { data: { text: 'a banana' } };
    const first = await spawnService(['serve', '--port', '0', '--data-dir', data.dir]);
    children.push(first);
    expect((await post(first.url, 'describeMeal', text, bearer(key))).status).toBe(200);
    expect((await post(first.url, 'describeMeal', text, bearer(key))).status).toBe(200);
    first.child.kill('SIGTERM');
    expect(await first.exited).toBe(0);

    const second = await spawnService(['serve', '--port', '0'], { NUTRI_DATA_DIR: data.dir });
    children.push(second);
    const third = await post(second.url, 'describeMeal', text, bearer(key));
    expect(third.status).toBe(200);
    expect(third.headers.get('x-ratelimit-remaining')).toBe('0');
    const fourth = await post(second.url, 'describeMeal', text, bearer(key));
    expect(fourth.status).toBe(429);

    // `nutri keys revoke` in another process takes effect in the running service at once.
    const { id: otherId, key: other } = newKey(data.dir, 10);
    expect((await post(second.url, 'describeMeal', text, bearer(other))).status).toBe(200);
    const revoke = await import('../../src/cli/main.js').then(({ main }) => {
      const sink = new PassThrough();
      return main(['keys', 'revoke', otherId, '--data-dir', data.dir], { stdin: sink, stdout: sink, stderr: sink, env: {} });
    });
    expect(revoke).toBe(0);
    const refused = await post(second.url, 'describeMeal', text, bearer(other));
    expect(refused.status).toBe(401);
    expect((await refused.json()).error).toBe('invalidApiKey');
    second.child.kill('SIGINT');
    expect(await second.exited).toBe(0);
  });
});

describe('slow clients', () => {
  it('a client sending its headers a byte at a time is cut off and does not hold up others', async () => {
    const service = await startTestService({ headersTimeoutMs: 1_000, auth: false });
    try {
      const { hostname, port } = new URL(service.url);
      const slow = connect(Number(port), hostname);
      let received = '';
      slow.setEncoding('utf8').on('data', (d) => (received += d));
      const closed = new Promise<void>((resolve) => slow.once('close', () => resolve()));
      const head = 'POST /v4/describeMeal HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nX-Padding: ' + 'a'.repeat(1000);
      let i = 0;
      const drip = setInterval(() => {
        if (i < head.length && !slow.destroyed) slow.write(head[i++]!);
      }, 50);
      try {
        // While it drips, others are served.
        for (let n = 0; n < 5; n++) {
          const response = await post(service.url, 'describeMeal', { data: { text: 'toast' } });
          expect(response.status).toBe(200);
        }
        await closed;
      } finally {
        clearInterval(drip);
      }
      expect(i).toBeLessThan(head.length);
      expect(received).toMatch(/^HTTP\/1\.1 408/);
      expect(JSON.parse(received.slice(received.indexOf('\r\n\r\n') + 4))).toMatchObject({ success: false, error: 'invalidRequest' });
      expect(service.lines).toContainEqual(expect.objectContaining({ event: 'clientError', status: 408 }));
    } finally {
      await service.stop();
    }
  });
});

describe('--workers', () => {
  it('several service processes share the port and one exact daily limit, and stop together', async () => {
    const since = new Date();
    const data = tempDataDir();
    dirs.push(data);
    const { id, key } = newKey(data.dir, 50);
    const service = await spawnService(['serve', '--port', '0', '--workers', '2', '--threads', '1', '--max-per-client', '1000', '--data-dir', data.dir]);
    children.push(service);
    expect(service.stdout()).toMatch(/\(2 processes\)/);
    const responses = await Promise.all(Array.from({ length: 80 }, () =>
      post(service.url, 'describeMeal', { data: { text: 'an apple and toast' } }, bearer(key))));
    const statuses = responses.map((r) => r.status);
    expect(statuses.filter((s) => s === 200)).toHaveLength(50);
    expect(statuses.filter((s) => s === 429)).toHaveLength(30);

    service.child.kill('SIGTERM');
    expect(await service.exited).toBe(0);
    // Each worker finished on its own signal, and both answered requests.
    expect(service.stderr().match(/\(pid \d+\): stopped/g)).toHaveLength(2);
    const pids = new Set(service.stderr().split('\n').filter((l) => l.startsWith('{"time"') && l.includes('"status":200'))
      .map((l) => JSON.parse(l).pid));
    expect(pids.size).toBe(2);
    const store = KeyStore.open(keyStoreFile(data.dir));
    try {
      expect(usedSince(store, id, since)).toBe(50);
    } finally {
      store.close();
    }
  });
});
