import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import {
  createClient,
  errorStatus,
  ERROR_CODES,
  NutritionApiError,
  operations,
  type NutritionClient,
  type FixFoodArgument,
} from '../../src/api/index.js';
import { sendJson, startV4TestServer } from './v4-test-server.js';

let server: Awaited<ReturnType<typeof startV4TestServer>>;
let client: NutritionClient;
const KEY = 'nk_test_0123456789abcdef';

const success = (name: keyof typeof operations) => ({ success: true, data: operations[name].example.result });

beforeAll(async () => {
  server = await startV4TestServer((req, res) => sendJson(res, 200, success('describeMeal')));
  client = createClient({ baseUrl: server.baseUrl + '/', apiKey: KEY, timeoutMs: 2_000 });
});
afterAll(() => server.close());
afterEach(() => {
  server.requests.length = 0;
  server.respondWith((req, res) => sendJson(res, 200, success('describeMeal')));
});

async function failure(promise: Promise<unknown>): Promise<NutritionApiError> {
  try {
    await promise;
  } catch (error) {
    expect(error).toBeInstanceOf(NutritionApiError);
    return error as NutritionApiError;
  }
  throw new Error('expected the call to fail');
}

describe('the request the client sends', () => {
  it('describeMeal posts {"data":{"text"}} as JSON with a bearer key to /v4/describeMeal', async () => {
    const result = await client.describeMeal('2 eggs and toast');
    expect(result).toEqual(operations.describeMeal.example.result);
    const [request] = server.requests;
    expect(request!.method).toBe('POST');
    expect(request!.url).toBe('/v4/describeMeal');
    expect(request!.headers['content-type']).toBe('application/json');
    expect(request!.headers.accept).toBe('application/json');
    expect(request!.headers.authorization).toBe(`Bearer ${KEY}`);
    expect(JSON.parse(request!.body)).toEqual({ data: { text: '2 eggs and toast' } });
  });

  it('sends extra headers, and no Authorization without a key', async () => {
    const anonymous = createClient({ baseUrl: server.baseUrl, headers: { 'x-trace': 'abc' } });
    await anonymous.describeMeal('an apple');
    expect(server.requests[0]!.headers['x-trace']).toBe('abc');
    expect(server.requests[0]!.headers.authorization).toBeUndefined();
  });

  it('scanBarcode sends the barcode without spaces and dashes', async () => {
    server.respondWith((req, res) => sendJson(res, 200, success('scanBarcode')));
    await client.scanBarcode('3017620-422003');
    expect(server.requests[0]!.url).toBe('/v4/scanBarcode');
    expect(JSON.parse(server.requests[0]!.body)).toEqual({ data: { barcode: '3017620422003' } });
  });

  it('scanImage and scanLabel encode a Blob, an ArrayBuffer and a byte array to base64', async () => {
    server.respondWith((req, res) => sendJson(res, 200, success('scanImage')));
    const dataUrl = operations.scanImage.example.request.imageData;
    const bytes = Buffer.from(dataUrl.slice(dataUrl.indexOf(',') + 1), 'base64');
    await client.scanImage(new Blob([bytes], { type: 'image/png' }));
    await client.scanLabel(bytes.buffer.slice(bytes.byteOffset, bytes.byteOffset + bytes.byteLength));
    await client.scanImage(new Uint8Array(bytes));
    const sent = server.requests.map((r) => JSON.parse(r.body).data.imageData as string);
    expect(sent[0]).toBe(`data:image/png;base64,${bytes.toString('base64')}`);
    expect(sent[1]).toBe(bytes.toString('base64'));
    expect(sent[2]).toBe(bytes.toString('base64'));
    expect(server.requests.map((r) => r.url)).toEqual(['/v4/scanImage', '/v4/scanLabel', '/v4/scanImage']);
  });

  it('fixFood sends issue, imageData and foodData with ethanol', async () => {
    server.respondWith((req, res) => sendJson(res, 200, success('fixFood')));
    const { request } = operations.fixFood.example;
    const result = await client.fixFood(request as FixFoodArgument);
    expect(result.healthRating).toBeUndefined();
    expect(JSON.parse(server.requests[0]!.body).data).toEqual(request);
  });
});

describe('bad input never leaves the process', () => {
  it.each([
    ['describeMeal', 'empty text', '', /text is empty/],
    ['describeMeal', 'text over the limit', 'x'.repeat(2001), /limit is 2000/],
    ['scanBarcode', 'a wrong check digit', '4006381333932', /wrong check digit/],
    ['scanImage', 'a BMP data URL', 'data:image/bmp;base64,Qk0=', /image\/bmp/],
  ] as const)('%s with %s is refused before sending', async (name, _what, argument, message) => {
    const error = await failure((client[name] as (a: string) => Promise<unknown>)(argument));
    expect(error.code).toBe('invalidRequest');
    expect(error.message).toMatch(message);
    expect(error.operation).toBe(name);
    expect(server.requests).toHaveLength(0);
  });
});

describe('failures from the service', () => {
  for (const code of ERROR_CODES) {
    it(`${code} with HTTP ${errorStatus[code]} becomes NutritionApiError("${code}") with the service's message`, async () => {
      server.respondWith((req, res) => sendJson(res, errorStatus[code], { success: false, error: code, message: `because ${code}` }));
      const error = await failure(client.describeMeal('2 eggs'));
      expect(error).toMatchObject({ code, status: errorStatus[code], message: `because ${code}`, operation: 'describeMeal' });
    });
  }

  it('403 unauthorized (scope or origin) keeps its status', async () => {
    server.respondWith((req, res) => sendJson(res, 403, { success: false, error: 'unauthorized', message: 'this key may not use scanLabel' }));
    expect(await failure(client.describeMeal('2 eggs'))).toMatchObject({ code: 'unauthorized', status: 403 });
  });

  it('429 carries Retry-After as retryAfterSeconds', async () => {
    server.respondWith((req, res) =>
      sendJson(res, 429, { success: false, error: 'exceededDailyLimit', message: 'limit 100 reached' }, { 'retry-after': '3600' }));
    expect(await failure(client.describeMeal('2 eggs'))).toMatchObject({ code: 'exceededDailyLimit', status: 429, retryAfterSeconds: 3600 });
  });

  it('a failure without a message (another v4 service) gets the identifier\'s meaning', async () => {
    server.respondWith((req, res) => sendJson(res, 422, { success: false, error: 'noFoodDetectedText' }));
    const error = await failure(client.describeMeal('my car is blue'));
    expect(error.code).toBe('noFoodDetectedText');
    expect(error.message).toMatch(/No food was found in the text/);
  });

  it('an identifier the client does not know is still a failure with its message', async () => {
    server.respondWith((req, res) => sendJson(res, 400, { success: false, error: 'quotaFrozen', message: 'account frozen' }));
    expect(await failure(client.describeMeal('2 eggs'))).toMatchObject({ code: 'quotaFrozen', message: 'account frozen' });
  });
});

describe('answers that are not v4 answers', () => {
  it('a body that is not JSON is badResponse and quotes its start', async () => {
    server.respondWith((req, res) => {
      res.writeHead(502, { 'content-type': 'text/html' });
      res.end('<html><body>Bad gateway</body></html>');
    });
    const error = await failure(client.describeMeal('2 eggs'));
    expect(error.code).toBe('badResponse');
    expect(error.status).toBe(502);
    expect(error.message).toMatch(/HTTP 502 with a body that is not JSON \("<html><body>Bad gateway/);
  });

  it('JSON that breaks the FoodResult schema is unexpectedResponse and names the field', async () => {
    const broken = { ...operations.describeMeal.example.result, calories: 'a lot' };
    server.respondWith((req, res) => sendJson(res, 200, { success: true, data: broken }));
    const error = await failure(client.describeMeal('2 eggs'));
    expect(error.code).toBe('unexpectedResponse');
    expect(error.message).toMatch(/data\.calories/);
  });

  it('a describeMeal answer without healthRating is unexpectedResponse', async () => {
    server.respondWith((req, res) => sendJson(res, 200, success('fixFood')));
    const error = await failure(client.describeMeal('2 eggs'));
    expect(error.code).toBe('unexpectedResponse');
    expect(error.message).toMatch(/healthRating/);
  });

  it('JSON that is not an envelope at all is unexpectedResponse', async () => {
    server.respondWith((req, res) => sendJson(res, 200, { calories: 100 }));
    expect((await failure(client.describeMeal('2 eggs'))).code).toBe('unexpectedResponse');
  });
});

describe('the network', () => {
  it('an answer that never comes is a timeout after timeoutMs', async () => {
    server.respondWith(() => undefined);
    const quick = createClient({ baseUrl: server.baseUrl, timeoutMs: 150 });
    const error = await failure(quick.describeMeal('2 eggs'));
    expect(error.code).toBe('timeout');
    expect(error.message).toMatch(/did not answer within 0\.15 s/);
  });

  it('a dropped connection is a networkError that says so', async () => {
    server.respondWith((req, res) => res.socket!.destroy());
    const error = await failure(client.describeMeal('2 eggs'));
    expect(error.code).toBe('networkError');
    expect(error.message).toMatch(/connection dropped|socket|closed/i);
  });

  it('a refused connection is a networkError that suggests the service is not running', async () => {
    const closed = await startV4TestServer(() => undefined);
    await closed.close();
    const error = await failure(createClient({ baseUrl: closed.baseUrl }).describeMeal('2 eggs'));
    expect(error.code).toBe('networkError');
    expect(error.message).toMatch(/refused \(is the service running/);
  });

  it('aborting through an AbortSignal is aborted, not a timeout', async () => {
    server.respondWith(() => undefined);
    const controller = new AbortController();
    const pending = client.describeMeal('2 eggs', { signal: controller.signal });
    setTimeout(() => controller.abort(), 50);
    const error = await failure(pending);
    expect(error.code).toBe('aborted');
  });

  it('a signal aborted before the call sends nothing', async () => {
    const controller = new AbortController();
    controller.abort();
    await expect(client.describeMeal('2 eggs', { signal: controller.signal })).rejects.toThrow();
    expect(server.requests).toHaveLength(0);
  });

  it('a custom fetch is used instead of the global one', async () => {
    const seen: string[] = [];
    const custom = createClient({
      baseUrl: 'https://nutri.invalid',
      fetch: async (input, init) => {
        seen.push(String(input));
        return new Response(JSON.stringify(success('describeMeal')), { status: 200, headers: { 'content-type': 'application/json' } });
      },
    });
    await custom.describeMeal('an apple');
    expect(seen).toEqual(['https://nutri.invalid/v4/describeMeal']);
  });

  it('refuses a base URL that is not http(s)', () => {
    expect(() => createClient({ baseUrl: 'ftp://example.org' })).toThrow(/http or https/);
    expect(() => createClient({ baseUrl: 'localhost:8787' })).toThrow(NutritionApiError);
  });
});
