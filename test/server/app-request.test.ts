import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { operations } from '../../src/api/index.js';
import { truncate } from '../../src/api/truncate.js';
import { createApp, openKeyStore, type KeyStore, type ServiceApp } from '../../src/server/index.js';
import { memoryLog, tempDataDir, wordEngine, wordMeal } from './harness.js';

/*
 * The app on its own, through Hono's app.request(): no Node server, no socket. What these tests
 * see is what any Hono adapter would send, headers included.
 */
describe('the service app answers through Hono alone', () => {
  const data = tempDataDir();
  let store: KeyStore;
  let app: ServiceApp;
  const { log, lines } = memoryLog();
  beforeAll(() => {
    store = openKeyStore(data.dir);
    app = createApp({ engine: wordEngine(), store, log, now: () => new Date('2026-03-10T23:59:30Z') });
  });
  afterAll(() => {
    store.close();
    data.remove();
  });

  const describeMeal = (headers: Record<string, string>, text = '2 eggs and toast') =>
    app.request(operations.describeMeal.path, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...headers },
      body: JSON.stringify({ data: { text } }),
    });

  it('a counted request carries the key\'s X-RateLimit-* headers and a request id; the limit reached adds Retry-After', async () => {
    const { key } = store.create({ dailyLimit: 2 });
    const reset = String(Date.UTC(2026, 2, 11) / 1000);
    const first = await describeMeal({ authorization: `Bearer ${key}` });
    expect(first.status).toBe(200);
    expect(await first.json()).toEqual({ success: true, data: wordMeal('2 eggs and toast') });
    expect([first.headers.get('x-ratelimit-limit'), first.headers.get('x-ratelimit-remaining'), first.headers.get('x-ratelimit-reset')])
      .toEqual(['2', '1', reset]);
    expect(first.headers.get('x-request-id')).toMatch(/^[0-9a-f-]{36}$/);
    expect(first.headers.get('content-type')).toMatch(/^application\/json/);
    await describeMeal({ authorization: `Bearer ${key}` });
    const spent = await describeMeal({ authorization: `Bearer ${key}` });
    expect(spent.status).toBe(429);
    expect(spent.headers.get('retry-after')).toBe('30');
    expect(spent.headers.get('x-ratelimit-remaining')).toBe('0');
    expect(await spent.json()).toMatchObject({ success: false, error: 'exceededDailyLimit' });
  });

  it('a browser origin is echoed with the exposed headers; "null" and a doubled Origin are not', async () => {
    const { key } = store.create();
    const fromPage = await describeMeal({ authorization: `Bearer ${key}`, origin: 'https://app.example' });
    expect(fromPage.headers.get('access-control-allow-origin')).toBe('https://app.example');
    expect(fromPage.headers.get('access-control-expose-headers')!.split(/,\s*/))
      .toEqual(expect.arrayContaining(['X-RateLimit-Limit', 'X-RateLimit-Remaining', 'X-RateLimit-Reset', 'Retry-After', 'X-Request-Id']));
    expect(fromPage.headers.get('vary')).toMatch(/Origin/);

    const opaque = await describeMeal({ authorization: `Bearer ${key}`, origin: 'null' });
    expect(opaque.status).toBe(200);
    expect(opaque.headers.get('access-control-allow-origin')).toBeNull();

    const headers = new Headers({ authorization: `Bearer ${key}`, 'content-type': 'application/json' });
    headers.append('origin', 'https://app.example');
    headers.append('origin', 'https://evil.example');
    const doubled = await app.request(operations.describeMeal.path, { method: 'POST', headers, body: JSON.stringify({ data: { text: 'egg' } }) });
    expect(doubled.status).toBe(200);
    expect(doubled.headers.get('access-control-allow-origin')).toBeNull();
  });

  it('a key limited to some origins refuses "null" and a doubled Origin', async () => {
    const { key } = store.create({ origins: ['https://shop.example'] });
    const opaque = await describeMeal({ authorization: `Bearer ${key}`, origin: 'null' });
    expect(opaque.status).toBe(403);
    expect(await opaque.json()).toMatchObject({ error: 'unauthorized' });
    const doubled = await describeMeal({ authorization: `Bearer ${key}`, origin: 'https://shop.example, https://evil.example' });
    expect(doubled.status).toBe(403);
    expect((await describeMeal({ authorization: `Bearer ${key}`, origin: 'https://shop.example' })).status).toBe(200);
  });

  it('a preflight names the methods of the path asked about', async () => {
    const preflight = await app.request(operations.describeMeal.path, {
      method: 'OPTIONS',
      headers: { origin: 'https://app.example', 'access-control-request-method': 'POST' },
    });
    expect(preflight.status).toBe(204);
    expect(preflight.headers.get('access-control-allow-origin')).toBe('https://app.example');
    expect(preflight.headers.get('access-control-allow-methods')!.split(/,\s*/)).toEqual(['POST', 'OPTIONS']);
    expect(preflight.headers.get('access-control-max-age')).toBe('600');
    const health = await app.request('/healthz', { method: 'OPTIONS', headers: { origin: 'https://app.example' } });
    expect(health.headers.get('access-control-allow-methods')!.split(/,\s*/)).toEqual(['GET', 'HEAD', 'OPTIONS']);
  });

  it('every operation of the table has a route; one the engine lacks answers 501 before any key is asked for', async () => {
    for (const name of ['scanLabel', 'fixFood'] as const) {
      const response = await app.request(operations[name].path, { method: 'POST' });
      expect(response.status).toBe(501);
      expect(await response.json()).toEqual({
        success: false, error: 'internalServerError', message: expect.stringMatching(new RegExp(`^${name} is not implemented`)),
      });
    }
    expect(lines.at(-1)).toMatchObject({ status: 501, operation: 'fixFood', path: '/v4/fixFood' });
  });

  it('the OpenAPI document names the server relative to itself, never the Host the caller sent', async () => {
    const document = await (await app.request('http://evil.example/v4/openapi.json', { headers: { host: 'evil.example' } })).json();
    expect(document.servers).toEqual([{ url: '/' }]);
    const configured = createApp({ engine: wordEngine(), store, log, publicUrl: 'https://nutrition.example.org' });
    const published = await (await configured.request('/v4/openapi.json')).json();
    expect(published.servers).toEqual([{ url: 'https://nutrition.example.org' }]);
  });

  it('a message that quotes the caller\'s input is cut between characters, never inside an emoji', async () => {
    // Odd one out first: slicing 60 UTF-16 code units would keep half of the 30th pizza.
    const name = 'a' + '🍕'.repeat(70);
    const response = await app.request(`/v4/${encodeURIComponent(name)}`, { method: 'POST' });
    expect(response.status).toBe(404);
    const { message } = await response.json();
    // At most 60 UTF-16 units, ellipsis included: 'a' and 29 whole pizzas (2 units each).
    expect(message).toContain(`"a${'🍕'.repeat(29)}…"`);
    // No lone surrogate: every code unit pairs up.
    expect(message).not.toMatch(/[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/);
    // A family emoji is five code points joined into one character: kept whole or not at all.
    expect(truncate('👨‍👩‍👧 and 🇫🇷 toast', 9)).toBe('👨‍👩‍👧…');
    expect(truncate('👨‍👩‍👧 and 🇫🇷 toast', 8)).toBe('…');
    expect(truncate('an 🇫🇷 toast', 8)).toBe('an 🇫🇷…');
    expect(truncate('an 🇫🇷 toast', 7)).toBe('an …');
  });
});
