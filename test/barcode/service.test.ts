/** POST /v4/scanBarcode on the real service, with the real engine and the Open Food Facts stand-in. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createEngine } from '../../src/engine/index.js';
import { bearer, post, startTestService, type TestService } from '../server/harness.js';
import { OFF_PRODUCTS, STAND_IN_CODES as CODES, startOffServer, type OffServer } from '../support/off-server.js';

let off: OffServer;
let service: TestService;
let key: string;

beforeAll(async () => {
  off = await startOffServer({ products: OFF_PRODUCTS });
  const engine = await createEngine({ config: { offUrl: off.url }, lazy: true });
  service = await startTestService({ engine });
  key = service.store!.create({ scopes: ['scanBarcode'] }).key;
});
afterAll(async () => {
  await service.stop();
  await off.close();
});

describe('POST /v4/scanBarcode', () => {
  it('a product in the offline index: 200 with one serving as printed', async () => {
    const response = await post(service.url, 'scanBarcode', { data: { barcode: '3302742456020' } }, bearer(key));
    expect(response.status).toBe(200);
    const body = await response.json();
    expect(body.success).toBe(true);
    expect(body.data.name).toMatch(/\(Fleury Michon\), per 300 g serving$/);
    expect(body.data.calories).toBe(Math.round(147.9 * 3));
  });

  it('a code only Open Food Facts knows: 200 from the online lookup', async () => {
    const response = await post(service.url, 'scanBarcode', { data: { barcode: CODES.nutella } }, bearer(key));
    expect(response.status).toBe(200);
    expect((await response.json()).data.name).toBe('Nutella (Ferrero), per 15 g serving');
  });

  it('a known product without nutrition: 200, zeros, shouldUseLabelScanner', async () => {
    const body = await (await post(service.url, 'scanBarcode', { data: { barcode: CODES.noNutrition } }, bearer(key))).json();
    expect(body.data.shouldUseLabelScanner).toBe(true);
    expect(body.data.calories).toBe(0);
  });

  it('an unknown code: 404 barcodeNotFound with a message', async () => {
    const response = await post(service.url, 'scanBarcode', { data: { barcode: CODES.unknown } }, bearer(key));
    expect(response.status).toBe(404);
    const body = await response.json();
    expect(body).toMatchObject({ success: false, error: 'barcodeNotFound' });
    expect(body.message).toMatch(/Scan the nutrition label instead/);
  });

  it('a wrong check digit: 400 invalidRequest naming the right digit', async () => {
    const response = await post(service.url, 'scanBarcode', { data: { barcode: '3302742456021' } }, bearer(key));
    expect(response.status).toBe(400);
    expect((await response.json()).message).toMatch(/the last digit should be 0/);
  });
});
