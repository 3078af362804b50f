import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, post, startTestService, wordMeal, type TestService } from './harness.js';

const meal = { data: { text: '2 eggs and toast' } };

describe('API keys: who may call what', () => {
  let service: TestService;
  beforeAll(async () => {
    service = await startTestService();
  });
  afterAll(() => service.stop());

  const expectFailure = async (response: Response, status: number, error: string) => {
    const body = await response.json();
    expect(response.status).toBe(status);
    expect(body).toMatchObject({ success: false, error });
    expect(typeof body.message).toBe('string');
    expect(body.message.length).toBeGreaterThan(10);
    return body as { message: string };
  };

  it('a request without a key is 401 unauthorized and says how to send one', async () => {
    const body = await expectFailure(await post(service.url, 'describeMeal', meal), 401, 'unauthorized');
    expect(body.message).toMatch(/Authorization: Bearer/);
  });

  it('a malformed key is 401 invalidApiKey', async () => {
    await expectFailure(await post(service.url, 'describeMeal', meal, bearer('hunter2')), 401, 'invalidApiKey');
  });

  it('a well-formed key the service never issued is 401 invalidApiKey', async () => {
    const real = service.store!.create();
    // Same id, different secret: the stored hash must not match.
    const forged = real.key.slice(0, -4) + (real.key.endsWith('AAAA') ? 'BBBB' : 'AAAA');
    await expectFailure(await post(service.url, 'describeMeal', meal, bearer(forged)), 401, 'invalidApiKey');
    const unknownId = 'nk_live_zzzzzzzzzz_' + real.key.split('_').slice(3).join('_');
    await expectFailure(await post(service.url, 'describeMeal', meal, bearer(unknownId)), 401, 'invalidApiKey');
  });

  it('both header forms carry a key, and the answer is the engine result', async () => {
    const { key } = service.store!.create({ name: 'headers' });
    for (const headers of [bearer(key), { 'x-api-key': key }, { authorization: `bearer ${key}` }]) {
      const response = await post(service.url, 'describeMeal', meal, headers);
      expect(response.status).toBe(200);
      expect(await response.json()).toEqual({ success: true, data: wordMeal(meal.data.text) });
    }
  });

  it('two different keys in the two headers are refused', async () => {
    const a = service.store!.create();
    const b = service.store!.create();
    await expectFailure(await post(service.url, 'describeMeal', meal, { ...bearer(a.key), 'x-api-key': b.key }), 401, 'invalidApiKey');
  });

  it('a revoked key stops working on the next request', async () => {
    const { id, key } = service.store!.create({ name: 'to revoke' });
    expect((await post(service.url, 'describeMeal', meal, bearer(key))).status).toBe(200);
    expect(service.store!.revoke(id)).toBe(true);
    const body = await expectFailure(await post(service.url, 'describeMeal', meal, bearer(key)), 401, 'invalidApiKey');
    expect(body.message).toMatch(/revoked/);
  });

  it('a key without the operation in its scopes is 403 unauthorized', async () => {
    const { key } = service.store!.create({ scopes: ['scanBarcode'], dailyLimit: 7 });
    const refusal = await post(service.url, 'describeMeal', meal, bearer(key));
    // A known key's answers show its count, refusals too; a refusal does not count.
    expect(refusal.headers.get('x-ratelimit-limit')).toBe('7');
    expect(refusal.headers.get('x-ratelimit-remaining')).toBe('7');
    const body = await expectFailure(refusal, 403, 'unauthorized');
    expect(body.message).toMatch(/scanBarcode/);
    // The scope it has works: the engine answers (barcodeNotFound is the engine's own answer).
    const barcode = await post(service.url, 'scanBarcode', { data: { barcode: '4006381333931' } }, bearer(key));
    expect(barcode.status).toBe(404);
    expect((await barcode.json()).error).toBe('barcodeNotFound');
  });

  it('a browser origin outside the key allow-list is 403; a listed origin and non-browser callers pass', async () => {
    const { key } = service.store!.create({ origins: ['https://shop.example'] });
    const wrong = await post(service.url, 'describeMeal', meal, { ...bearer(key), origin: 'https://evil.example' });
    await expectFailure(wrong, 403, 'unauthorized');
    // The page may read why: the refusal carries CORS headers for its origin.
    expect(wrong.headers.get('access-control-allow-origin')).toBe('https://evil.example');
    const right = await post(service.url, 'describeMeal', meal, { ...bearer(key), origin: 'https://shop.example' });
    expect(right.status).toBe(200);
    expect(right.headers.get('access-control-allow-origin')).toBe('https://shop.example');
    expect((await post(service.url, 'describeMeal', meal, bearer(key))).status).toBe(200);
  });

  it('a key with no origin list may be used from any origin', async () => {
    const { key } = service.store!.create();
    const response = await post(service.url, 'describeMeal', meal, { ...bearer(key), origin: 'https://anywhere.example' });
    expect(response.status).toBe(200);
  });

  it('refusals before authentication do not carry rate-limit headers; the log never holds the key', async () => {
    const { key, id } = service.store!.create();
    const anonymous = await post(service.url, 'describeMeal', meal);
    expect(anonymous.headers.get('x-ratelimit-limit')).toBeNull();
    await post(service.url, 'describeMeal', meal, bearer(key));
    const logged = JSON.stringify(service.lines);
    expect(logged).not.toContain(key);
    expect(service.lines.some((line) => line.keyId === id && line.status === 200)).toBe(true);
  });
});

describe('--no-auth', () => {
  it('answers without a key and counts nothing', async () => {
    const service = await startTestService({ auth: false });
    try {
      const response = await post(service.url, 'describeMeal', meal);
      expect(response.status).toBe(200);
      expect(response.headers.get('x-ratelimit-limit')).toBeNull();
      expect((await response.json()).data).toEqual(wordMeal(meal.data.text));
    } finally {
      await service.stop();
    }
  });
});
