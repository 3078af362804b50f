import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Validator } from '@seriousme/openapi-schema-validator';
import { operations } from '../../src/api/index.js';
import { bearer, post, startTestService, type TestService } from './harness.js';

describe('CORS and the service description', () => {
  let service: TestService;
  beforeAll(async () => {
    service = await startTestService();
  });
  afterAll(() => service.stop());

  it('a preflight from a page is answered with the methods and headers a v4 call needs', async () => {
    const response = await fetch(`${service.url}/v4/describeMeal`, {
      method: 'OPTIONS',
      headers: { origin: 'https://app.example', 'access-control-request-method': 'POST', 'access-control-request-headers': 'authorization, content-type' },
    });
    expect(response.status).toBe(204);
    expect(response.headers.get('access-control-allow-origin')).toBe('https://app.example');
    expect(response.headers.get('access-control-allow-methods')!.split(/,\s*/)).toEqual(['POST', 'OPTIONS']);
    const allowed = response.headers.get('access-control-allow-headers')!.toLowerCase().split(/,\s*/);
    expect(allowed).toEqual(expect.arrayContaining(['authorization', 'x-api-key', 'content-type']));
    expect(response.headers.get('vary')).toMatch(/Origin/);
  });

  it('answers expose the rate-limit, Retry-After and request-id headers to the page', async () => {
    const { key } = service.store!.create();
    const response = await post(service.url, 'describeMeal', { data: { text: 'toast' } }, { ...bearer(key), origin: 'https://app.example' });
    expect(response.status).toBe(200);
    const exposed = response.headers.get('access-control-expose-headers')!.split(/,\s*/);
    expect(exposed).toEqual(expect.arrayContaining(['X-RateLimit-Limit', 'X-RateLimit-Remaining', 'X-RateLimit-Reset', 'Retry-After', 'X-Request-Id']));
    expect(response.headers.get('x-request-id')).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('a preflight for a path that does not exist is 404', async () => {
    const response = await fetch(`${service.url}/v5/nothing`, { method: 'OPTIONS', headers: { origin: 'https://app.example', 'access-control-request-method': 'POST' } });
    expect(response.status).toBe(404);
  });

  it('GET /v4/openapi.json is a valid OpenAPI 3.1 document of the operations this service implements', async () => {
    const response = await fetch(`${service.url}/v4/openapi.json`);
    expect(response.status).toBe(200);
    const document = await response.json();
    const result = await new Validator().validate(document);
    expect(result.errors ?? []).toEqual([]);
    expect(result.valid).toBe(true);
    expect(Object.keys(document.paths).sort()).toEqual(
      (['describeMeal', 'scanBarcode', 'scanImage'] as const).map((n) => operations[n].path).sort(),
    );
    // Relative to where the document was fetched: never the caller's Host header.
    expect(document.servers).toEqual([{ url: '/' }]);
  });

  it('GET /healthz says it is alive, what it offers and how much data is loaded', async () => {
    const response = await fetch(`${service.url}/healthz`);
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ ok: true, operations: ['describeMeal', 'scanImage', 'scanBarcode'], foods: 3, loadMs: 0 });
  });
});
