/*
 * The service's budget of image bytes in flight (issue 28): image bodies past it get 503 with
 * Retry-After and the error envelope, before or while they stream in, while /healthz and
 * describeMeal answer as usual; the bytes come back when an answer is ready.
 */
import { request, type ClientRequest, type IncomingMessage } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, post, startTestService, type TestService } from './harness.js';

const MiB = 1024 * 1024;
let service: TestService;
let key: string;

beforeAll(async () => {
  service = await startTestService({ imageBudgetBytes: 8 * MiB, maxConcurrentPerClient: 100 });
  key = service.store!.create({ dailyLimit: 1_000 }).key;
});
afterAll(() => service.stop());

/** A scanImage body of exactly `size` bytes (base64 of an all-zero "image"). */
function imageBody(size: number): Buffer {
  const head = '{"data":{"imageData":"';
  const tail = '"}}';
  return Buffer.from(head + 'A'.repeat(size - head.length - tail.length) + tail);
}

interface Upload {
  req: ClientRequest;
  response: Promise<{ status: number; headers: IncomingMessage['headers']; body: string }>;
}

/** Starts a scanImage upload; `declared` false sends it chunked (no Content-Length). */
function startUpload(body: Buffer, declared = true): Upload {
  const url = new URL(`${service.url}/v4/scanImage`);
  const req = request({
    host: url.hostname, port: url.port, path: url.pathname, method: 'POST',
    headers: {
      ...bearer(key), 'content-type': 'application/json',
      ...(declared ? { 'content-length': String(body.length) } : { 'transfer-encoding': 'chunked' }),
    },
  });
  const response = new Promise<{ status: number; headers: IncomingMessage['headers']; body: string }>((resolve, reject) => {
    req.on('response', (res) => {
      let text = '';
      res.setEncoding('utf8');
      res.on('data', (d) => (text += d));
      res.on('end', () => resolve({ status: res.statusCode!, headers: res.headers, body: text }));
    });
    req.on('error', (error) => reject(error));
  });
  response.catch(() => {});
  return { req, response };
}

async function until(condition: () => boolean): Promise<void> {
  while (!condition()) await new Promise((resolve) => setTimeout(resolve, 10));
}

describe('the budget of image bytes in flight', () => {
  it('past the budget an image gets 503 + Retry-After, /healthz and describeMeal do not wait, and the bytes come back', async () => {
    const body = imageBody(3 * MiB);
    // Two uploads that have declared 3 MiB each and are still sending: 6 of the 8 MiB are held.
    const held = [startUpload(body), startUpload(body)];
    for (const upload of held) upload.req.write(body.subarray(0, 64 * 1024));
    await until(() => service.app.imageBytesInFlight === 6 * MiB);

    // A third declared 3 MiB does not fit: refused before its body is read. The body (of a
    // length the service allows) is dropped as it comes, so the client can read its 503.
    const third = startUpload(body);
    third.req.end(body);
    const refused = await third.response;
    expect(refused.status).toBe(503);
    expect(refused.headers['retry-after']).toBe('2');
    expect(JSON.parse(refused.body)).toEqual({
      success: false,
      error: 'internalServerError',
      message: 'The service is receiving too many images at once (at most 8 MiB of image data in flight); retry in a few seconds',
    });

    // A chunked upload is counted as it arrives and refused where it stops fitting.
    const chunked = startUpload(body, false);
    let written = 0;
    const pump = () => {
      while (written < body.length) {
        const piece = body.subarray(written, written + 64 * 1024);
        written += piece.length;
        if (!chunked.req.write(piece)) return void chunked.req.once('drain', pump);
      }
      chunked.req.end();
    };
    pump();
    const cut = await chunked.response;
    expect(cut.status).toBe(503);
    // Cut mid-stream, of unknown length: the connection goes rather than reading on.
    expect(cut.headers.connection).toBe('close');

    // Meanwhile the service answers everything else.
    const health = await fetch(`${service.url}/healthz`);
    expect(health.status).toBe(200);
    const meal = await post(service.url, 'describeMeal', { data: { text: 'an apple' } }, bearer(key));
    expect(meal.status).toBe(200);

    // The held uploads finish and are answered; their bytes come back to the budget.
    for (const upload of held) upload.req.end(body.subarray(64 * 1024));
    for (const upload of held) expect((await upload.response).status).not.toBe(503);
    await until(() => service.app.imageBytesInFlight === 0);
    const after = startUpload(body);
    after.req.end(body);
    expect((await after.response).status).not.toBe(503);
    expect(service.app.imageBytesInFlight).toBe(0);
  });

  it('a describeMeal body is held to the text limit, not the image one', async () => {
    const response = await post(service.url, 'describeMeal', JSON.stringify({ data: { text: 'egg' }, padding: 'x'.repeat(100 * 1024) }), bearer(key));
    expect(response.status).toBe(413);
    expect(await response.json()).toMatchObject({ error: 'invalidRequest', message: expect.stringMatching(/over the limit of 64 KiB/) });
  });
});

describe('--image-budget', () => {
  it('is read in MiB from the flag, else NUTRI_IMAGE_BUDGET_MB, else 64', async () => {
    const { readServiceFlags } = await import('../../src/cli/commands/serve.js');
    expect(readServiceFlags({ 'image-budget': '16' }, { NUTRI_IMAGE_BUDGET_MB: '8' }).imageBudgetBytes).toBe(16 * MiB);
    expect(readServiceFlags({}, { NUTRI_IMAGE_BUDGET_MB: '8' }).imageBudgetBytes).toBe(8 * MiB);
    expect(readServiceFlags({}, {}).imageBudgetBytes).toBe(64 * MiB);
    expect(() => readServiceFlags({ 'image-budget': '0' }, {})).toThrow(/--image-budget must be a whole number ≥ 1/);
  });
});
