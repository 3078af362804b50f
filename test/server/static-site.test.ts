import { mkdirSync, symlinkSync, writeFileSync } from 'node:fs';
import { connect } from 'node:net';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { safeRelativePath, staticSite } from '../../src/server/index.js';
import { startTestService, tempDataDir, type TestService } from './harness.js';

/** Sends a raw request line, so paths reach the server exactly as written (fetch would normalise them). */
function rawGet(url: string, path: string): Promise<{ status: number; body: string }> {
  const { hostname, port } = new URL(url);
  return new Promise((resolve, reject) => {
    const socket = connect(Number(port), hostname, () => socket.write(`GET ${path} HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n`));
    let text = '';
    socket.setEncoding('utf8').on('data', (d) => (text += d)).on('error', reject).on('close', () => {
      resolve({ status: Number(text.slice(9, 12)), body: text.slice(text.indexOf('\r\n\r\n') + 4) });
    });
  });
}

describe('the static site beside the API', () => {
  const site = tempDataDir();
  const outside = tempDataDir();
  let service: TestService;
  const wasm = new Uint8Array([0x00, 0x61, 0x73, 0x6d, 0x01, 0x00, 0x00, 0x00]);
  const gz = gzipSync(Buffer.from('eng traineddata stand-in'));
  beforeAll(async () => {
    writeFileSync(join(site.dir, 'index.html'), '<!doctype html><title>demo</title>');
    mkdirSync(join(site.dir, 'assets'));
    writeFileSync(join(site.dir, 'assets', 'app.js'), 'export const x = 1;');
    writeFileSync(join(site.dir, 'assets', 'core.wasm'), wasm);
    writeFileSync(join(site.dir, 'assets', 'eng.traineddata.gz'), gz);
    writeFileSync(join(outside.dir, 'secret.txt'), 'do not serve');
    symlinkSync(join(outside.dir, 'secret.txt'), join(site.dir, 'assets', 'link.txt'));
    service = await startTestService({ site: staticSite(site.dir) });
  });
  afterAll(async () => {
    await service.stop();
    site.remove();
    outside.remove();
  });

  it('serves index.html at / and files with their content types', async () => {
    const index = await fetch(`${service.url}/`);
    expect(index.status).toBe(200);
    expect(index.headers.get('content-type')).toBe('text/html; charset=utf-8');
    expect(await index.text()).toContain('<title>demo</title>');
    const js = await fetch(`${service.url}/assets/app.js`);
    expect(js.headers.get('content-type')).toBe('text/javascript; charset=utf-8');
    expect(js.headers.get('x-content-type-options')).toBe('nosniff');
  });

  it('serves .wasm as application/wasm and .gz as the bytes it holds, without Content-Encoding', async () => {
    const w = await fetch(`${service.url}/assets/core.wasm`);
    expect(w.headers.get('content-type')).toBe('application/wasm');
    expect(new Uint8Array(await w.arrayBuffer())).toEqual(wasm);
    const g = await fetch(`${service.url}/assets/eng.traineddata.gz`);
    expect(g.headers.get('content-type')).toBe('application/gzip');
    expect(g.headers.get('content-encoding')).toBeNull();
    expect(Buffer.from(await g.arrayBuffer()).equals(gz)).toBe(true);
  });

  it('HEAD answers the size without a body', async () => {
    const head = await fetch(`${service.url}/assets/core.wasm`, { method: 'HEAD' });
    expect(head.status).toBe(200);
    expect(head.headers.get('content-length')).toBe(String(wasm.length));
  });

  it('never leaves the site directory: .., encoded .., backslashes, NUL and symlinks out are 404', async () => {
    for (const path of ['/../secret.txt', '/assets/../../secret.txt', '/%2e%2e/%2e%2e/etc/passwd', '/assets/%2E%2E%2F%2E%2E%2Fetc/passwd',
      '/..%5c..%5cetc%5cpasswd', '/assets/app.js%00.html', '/assets/link.txt', '/%E0%A4%A']) {
      const answer = await rawGet(service.url, path);
      expect(answer.status, path).toBe(404);
      expect(answer.body, path).not.toContain('do not serve');
      expect(answer.body, path).not.toContain('root:');
    }
    expect(safeRelativePath('/a/./b/')).toBe('a/b/index.html');
    expect(safeRelativePath('/a/%2e%2e/b')).toBeUndefined();
  });

  it('does not shadow the API: /v4 paths and /healthz stay the service\'s', async () => {
    expect((await fetch(`${service.url}/healthz`)).headers.get('content-type')).toMatch(/application\/json/);
    const nothing = await fetch(`${service.url}/v4/nothing`);
    expect(nothing.status).toBe(404);
    expect(await nothing.json()).toMatchObject({ success: false, error: 'invalidRequest', message: expect.stringMatching(/no operation "nothing"/) });
    expect((await fetch(`${service.url}/v4/describeMeal`)).status).toBe(405);
  });
});
