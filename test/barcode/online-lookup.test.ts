import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { NutritionApiError } from '../../src/api/index.js';
import { resolveConfig, type EngineConfig } from '../../src/engine/config.js';
import { OffClient } from '../../src/engine/barcode/off-client.js';
import { createProductLookup, type ProductLookup } from '../../src/engine/barcode/products.js';
import { scanBarcode } from '../../src/engine/barcode/scan-barcode.js';
import { OFF_PRODUCTS, STAND_IN_CODES as CODES, startOffServer, type OffServer } from '../support/off-server.js';

let server: OffServer;
let config: EngineConfig;
let lookup: ProductLookup;
const ctx = () => ({ config, products: async () => lookup });

async function failure(promise: Promise<unknown>): Promise<NutritionApiError> {
  try {
    await promise;
  } catch (error) {
    expect(error).toBeInstanceOf(NutritionApiError);
    return error as NutritionApiError;
  }
  throw new Error('expected a failure');
}

beforeAll(async () => {
  server = await startOffServer({ products: OFF_PRODUCTS, slow: [CODES.slow], slowMs: 5000, failing: [CODES.failing] });
  config = resolveConfig({ offUrl: server.url });
  lookup = createProductLookup(config, { online: { minIntervalMs: 0, timeoutMs: 400 } });
});
afterAll(() => server.close());

describe('codes the offline index lacks are looked up on Open Food Facts', () => {
  it('a product with a serving size is one serving as printed, with its brand and Nutri-Score band', async () => {
    const n = (OFF_PRODUCTS[CODES.nutella]!.nutriments as Record<string, number>);
    const result = await scanBarcode(ctx(), { barcode: CODES.nutella }, {});
    expect(result.name).toBe('Nutella (Ferrero), per 15 g serving');
    expect(result.calories).toBe(Math.round(n['energy-kcal_100g']! * 0.15));
    expect(result.protein).toBe(Math.round(n.proteins_100g! * 0.15 * 10) / 10);
    expect(result.carbs).toBe(Math.round(n.carbohydrates_100g! * 0.15 * 10) / 10);
    expect(result.fats).toBe(Math.round(n.fat_100g! * 0.15 * 10) / 10);
    expect(result.servings).toBe(1);
    expect(result.shouldUseLabelScanner).toBe(false);
    // Grade e keeps the rating in its band (0–2).
    expect(result.healthRating.rating).toBeLessThanOrEqual(2);
    const request = server.requests.find((r) => r.code === CODES.nutella)!;
    expect(request.headers['user-agent']).toBe(config.userAgent);
    expect(request.headers['user-agent']).toMatch(/^nutri-kit\/\d+\.\d+\.\d+ \(https?:\/\/.+\)$/);
    expect(request.fields).toContain('nutriments');
  });

  it('a kJ-only product gets kcal = kJ / 4.184, per 100 g, and says so', async () => {
    const result = await scanBarcode(ctx(), { barcode: CODES.kjOnly }, {});
    expect(result.name).toBe('Mars, per 100 g');
    expect(result.calories).toBe(Math.round(1889 / 4.184));
    expect(result.healthRating.tip1).toMatch(/for 100 g/);
  });

  it('a drink is per serving in ml, with numbers OFF sent as strings', async () => {
    const result = await scanBarcode(ctx(), { barcode: CODES.drink }, {});
    expect(result.name).toBe('Coca-Cola, per 330 ml serving');
    expect(result.calories).toBe(Math.round(42 * 3.3));
    expect(result.carbs).toBe(Math.round(10.6 * 3.3 * 10) / 10);
  });

  it('a known product without nutrition is a success with zeros that asks for the label', async () => {
    const result = await scanBarcode(ctx(), { barcode: CODES.noNutrition }, {});
    expect(result.name).toBe(`Product ${CODES.noNutrition} (Vemondo)`);
    expect([result.calories, result.protein, result.carbs, result.fats]).toEqual([0, 0, 0, 0]);
    expect(result.shouldUseLabelScanner).toBe(true);
    expect(result.healthRating.tip1).toMatch(/Nutrition unknown.*Scan the nutrition label/);
  });

  it('an unknown code is 404 barcodeNotFound', async () => {
    const error = await failure(scanBarcode(ctx(), { barcode: CODES.unknown }, {}));
    expect(error.code).toBe('barcodeNotFound');
    expect(error.status).toBe(404);
    expect(error.message).toMatch(/No product with barcode 9900000000073 was found in the offline product index or on Open Food Facts/);
    expect(server.requests.some((r) => r.code === CODES.unknown)).toBe(true);
  });

  it('a slow answer times out with a message that names Open Food Facts', async () => {
    const error = await failure(scanBarcode(ctx(), { barcode: CODES.slow }, {}));
    expect(error.code).toBe('internalServerError');
    expect(error.message).toMatch(/Open Food Facts did not answer within 0\.4 s for barcode 9900000000059/);
  });

  it('a 500 from Open Food Facts is internalServerError, not "not found"', async () => {
    const error = await failure(scanBarcode(ctx(), { barcode: CODES.failing }, {}));
    expect(error.code).toBe('internalServerError');
    expect(error.message).toMatch(/Open Food Facts answered HTTP 500 without JSON for barcode 9900000000066/);
  });

  it('answers are cached: the same code twice is one request', async () => {
    const before = server.requests.filter((r) => r.code === CODES.drink).length;
    await scanBarcode(ctx(), { barcode: CODES.drink }, {});
    await scanBarcode(ctx(), { barcode: `0${CODES.drink}` }, {});
    expect(server.requests.filter((r) => r.code === CODES.drink).length).toBe(before);
  });

  it('an unreachable server is internalServerError naming the URL', async () => {
    const dead = resolveConfig({ offUrl: 'http://127.0.0.1:9' });
    const deadLookup = createProductLookup(dead, { online: { minIntervalMs: 0, timeoutMs: 2000 } });
    const error = await failure(scanBarcode({ config: dead, products: async () => deadLookup }, { barcode: CODES.nutella }, {}));
    expect(error.code).toBe('internalServerError');
    expect(error.message).toMatch(/could not be reached at http:\/\/127\.0\.0\.1:9/);
  });

  it('offline, the network is never asked', async () => {
    const offline = resolveConfig({ offUrl: server.url, offline: true });
    const offlineLookup = createProductLookup(offline);
    const before = server.requests.length;
    const error = await failure(scanBarcode({ config: offline, products: async () => offlineLookup }, { barcode: CODES.nutella }, {}));
    expect(error.code).toBe('barcodeNotFound');
    expect(error.message).toMatch(/online lookups are off/);
    expect(server.requests.length).toBe(before);
  });
});

describe('an index the host does not serve', () => {
  const unreadable = { read: async (name: string): Promise<Uint8Array> => { throw new NutritionApiError('internalServerError', `The product index could not be read (${name}: HTTP 404).`); } };
  it('online, a code Open Food Facts knows is still found', async () => {
    const broken = createProductLookup(config, { index: unreadable, online: { minIntervalMs: 0, timeoutMs: 2000 } });
    const result = await scanBarcode({ config, products: async () => broken }, { barcode: CODES.nutella }, {});
    expect(result.name).toBe('Nutella (Ferrero), per 15 g serving');
  });
  it('a code nobody answers for is the index error, not a false "not found"', async () => {
    const broken = createProductLookup(config, { index: unreadable, online: { minIntervalMs: 0, timeoutMs: 2000 } });
    const error = await failure(scanBarcode({ config, products: async () => broken }, { barcode: CODES.unknown }, {}));
    expect(error.code).toBe('internalServerError');
    expect(error.message).toMatch(/product index could not be read/);
  });
});

describe('the rate limit', () => {
  it('spaces the starts of requests by minIntervalMs, in call order', async () => {
    const sleeps: number[] = [];
    const client = new OffClient(config, {
      minIntervalMs: 1000,
      now: () => 0,
      sleep: async (ms) => {
        sleeps.push(ms);
      },
    });
    await Promise.all([CODES.nutella, CODES.kjOnly, CODES.drink].map((c) => client.product(c.padStart(14, '0'))));
    expect(sleeps).toEqual([1000, 2000]);
    expect(client.requests).toBe(3);
  });
});
