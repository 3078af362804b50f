import { request } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { encodeBase64, limits } from '../../src/api/index.js';
import { jsonDepth } from '../../src/server/request-body.js';
import { bearer, post, startTestService, type TestService } from './harness.js';

describe('bad input gets the invalidRequest envelope with a useful message', () => {
  let service: TestService;
  let key: string;
  beforeAll(async () => {
    service = await startTestService({ maxBodyBytes: 64 * 1024 });
    key = service.store!.create({ dailyLimit: 10_000 }).key;
  });
  afterAll(() => service.stop());

  const refused = async (response: Response, status: number, pattern: RegExp) => {
    const body = await response.json();
    expect(response.status).toBe(status);
    expect(body).toEqual({ success: false, error: 'invalidRequest', message: expect.stringMatching(pattern) });
  };

  it('bad JSON', async () => {
    await refused(await post(service.url, 'describeMeal', '{"data": {"text": "egg"', bearer(key)), 400, /not valid JSON/);
  });

  it('an empty body, and a body that is not {"data": …}', async () => {
    await refused(await post(service.url, 'describeMeal', '', bearer(key)), 400, /empty/);
    await refused(await post(service.url, 'describeMeal', [1, 2], bearer(key)), 400, /\{"data": \{\.\.\.\}\}/);
    await refused(await post(service.url, 'describeMeal', { text: 'egg' }, bearer(key)), 400, /\{"data"/);
  });

  it('wrong types and missing members name the member, under data.', async () => {
    await refused(await post(service.url, 'describeMeal', { data: { text: 42 } }, bearer(key)), 400, /^data\.text: text must be a string/);
    await refused(await post(service.url, 'describeMeal', { data: {} }, bearer(key)), 400, /^data\.text/);
    await refused(await post(service.url, 'describeMeal', { data: { text: '   ' } }, bearer(key)), 400, /data\.text: text is empty/);
    const long = 'egg '.repeat(limits.textMaxChars);
    await refused(await post(service.url, 'describeMeal', { data: { text: long } }, bearer(key)), 400, new RegExp(`limit is ${limits.textMaxChars}`));
  });

  it('bad base64 and images that are not images', async () => {
    await refused(await post(service.url, 'scanImage', { data: { imageData: 'not base64!!' } }, bearer(key)), 400, /data\.imageData: imageData is not base64/);
    const pdf = encodeBase64(new TextEncoder().encode('%PDF-1.7 not an image at all'));
    await refused(await post(service.url, 'scanImage', { data: { imageData: pdf } }, bearer(key)), 400, /a PDF/);
  });

  it('bad barcodes: letters, length, check digit', async () => {
    await refused(await post(service.url, 'scanBarcode', { data: { barcode: '40063813339X1' } }, bearer(key)), 400, /not a digit/);
    await refused(await post(service.url, 'scanBarcode', { data: { barcode: '12345' } }, bearer(key)), 400, /has 5 digits/);
    await refused(await post(service.url, 'scanBarcode', { data: { barcode: '4006381333932' } }, bearer(key)), 400, /check digit \(the last digit should be 1\)/);
  });

  it('a wrong or missing Content-Type is 415', async () => {
    const body = JSON.stringify({ data: { text: 'egg' } });
    for (const type of ['text/plain', 'application/x-www-form-urlencoded', 'application/json; charset=latin1']) {
      const response = await fetch(`${service.url}/v4/describeMeal`, { method: 'POST', headers: { ...bearer(key), 'content-type': type }, body });
      await refused(response, 415, /JSON|UTF-8/);
    }
    const ok = await fetch(`${service.url}/v4/describeMeal`, {
      method: 'POST', headers: { ...bearer(key), 'content-type': 'application/json; charset=UTF-8' }, body,
    });
    expect(ok.status).toBe(200);
  });

  it('JSON nested deeper than 64 levels is refused before parsing', async () => {
    const deep = '{"data": {"text": ' + '['.repeat(10_000) + ']'.repeat(10_000) + '}}';
    await refused(await post(service.url, 'describeMeal', deep, bearer(key)), 400, /more than 64 levels/);
    // Brackets inside strings are text, not nesting.
    expect(jsonDepth('{"a": "[[[[[[[[{{{{"}')).toBe(1);
    expect(jsonDepth('[[1], {"b": [2]}]')).toBe(3);
  });

  it('a body that is not UTF-8 is refused', async () => {
    const response = await fetch(`${service.url}/v4/describeMeal`, {
      method: 'POST', headers: { ...bearer(key), 'content-type': 'application/json' },
      body: new Uint8Array([0x7b, 0x22, 0xff, 0xfe, 0x22, 0x7d]),
    });
    await refused(response, 400, /UTF-8/);
  });

  it('a body over the limit with an honest Content-Length is refused without reading it', async () => {
    const big = JSON.stringify({ data: { text: 'x'.repeat(100 * 1024) } });
    await refused(await post(service.url, 'describeMeal', big, bearer(key)), 413, /over the limit of 64 KiB/);
  });

  it('a chunked upload that never ends is cut off at the limit, not buffered', async () => {
    // 1 GiB is announced by streaming; the server must answer 413 after about 64 KiB.
    const result = await new Promise<{ status: number; body: string; sent: number; connection?: string }>((resolve, reject) => {
      const url = new URL(`${service.url}/v4/describeMeal`);
      const req = request({ host: url.hostname, port: url.port, path: url.pathname, method: 'POST',
        headers: { ...bearer(key), 'content-type': 'application/json', 'transfer-encoding': 'chunked' } });
      let sent = 0;
      let stop = false;
      const chunk = Buffer.alloc(16 * 1024, 0x20);
      const pump = () => {
        while (!stop && sent < 1024 * 1024 * 1024) {
          sent += chunk.length;
          if (!req.write(chunk)) {
            req.once('drain', pump);
            return;
          }
        }
      };
      req.on('response', (res) => {
        stop = true;
        let body = '';
        res.setEncoding('utf8');
        res.on('data', (d) => (body += d));
        res.on('end', () => resolve({ status: res.statusCode!, body, sent, connection: res.headers.connection }));
        res.on('error', reject);
      });
      req.on('error', (error) => (stop ? undefined : reject(error)));
      req.write('{"data": {"text": "');
      pump();
    });
    expect(result.status).toBe(413);
    // The rest of the upload is not drained for a next request: the connection goes.
    expect(result.connection).toBe('close');
    expect(JSON.parse(result.body)).toMatchObject({ success: false, error: 'invalidRequest' });
    // The client got its answer long before 1 GiB went out.
    expect(result.sent).toBeLessThan(64 * 1024 * 1024);
  });

  it('an operation this service does not implement is 501 with a message that says so', async () => {
    const unimplemented = await post(service.url, 'fixFood', { data: {} }, bearer(key));
    expect(unimplemented.status).toBe(501);
    expect(await unimplemented.json()).toEqual({
      success: false, error: 'internalServerError', message: expect.stringMatching(/fixFood is not implemented.*describeMeal, scanImage, scanBarcode/),
    });
    await refused(await post(service.url, 'eatCake', { data: {} }, bearer(key)), 404, /no operation "eatCake"/);
  });

  it('unknown paths are 404 and wrong methods 405 with Allow, both as envelopes', async () => {
    await refused(await fetch(`${service.url}/v3/describeMeal`), 404, /Nothing at \/v3\/describeMeal/);
    const get = await fetch(`${service.url}/v4/describeMeal`);
    expect(get.headers.get('allow')).toBe('POST, OPTIONS');
    await refused(get, 405, /answers POST/);
    const postOpenApi = await fetch(`${service.url}/v4/openapi.json`, { method: 'POST' });
    expect(postOpenApi.headers.get('allow')).toBe('GET, HEAD, OPTIONS');
    await refused(postOpenApi, 405, /answers GET/);
  });

  it('headers over 16 KiB are refused with a 431 envelope', async () => {
    const response = await post(service.url, 'describeMeal', { data: { text: 'egg' } }, { ...bearer(key), 'x-padding': 'a'.repeat(20 * 1024) });
    await refused(response, 431, /headers are over 16 KiB/);
  });

  it('no answer carries a stack trace or a file path', async () => {
    const responses = await Promise.all([
      post(service.url, 'describeMeal', '{', bearer(key)),
      post(service.url, 'scanImage', { data: { imageData: 5 } }, bearer(key)),
      post(service.url, 'describeMeal', { data: null }, bearer(key)),
    ]);
    for (const response of responses) {
      const text = await response.text();
      expect(text).not.toMatch(/\bat .*\(|\/work\/|node_modules|\.ts:\d+/);
    }
  });
});
