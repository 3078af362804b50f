/*
 * Open Food Facts answering as an attacker (or a broken mirror) would (issue 28): answers of
 * gigabytes, answers that drip in, redirects to another host, and product figures out of any
 * range. Against the real OFF client and scanBarcode over HTTP on loopback.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { NutritionApiError } from '../../src/api/index.js';
import { resolveConfig, type EngineConfig } from '../../src/engine/config.js';
import { OFF_PROBLEMS } from '../../src/engine/barcode/off-client.js';
import { createProductLookup, type ProductLookup } from '../../src/engine/barcode/products.js';
import { scanBarcode } from '../../src/engine/barcode/scan-barcode.js';
import { OFF_PRODUCTS, STAND_IN_CODES, startOffServer, type OffServer } from '../support/off-server.js';

/** A GS1 "99" test code with its check digit. */
function code(body: string): string {
  const digits = `99${body.padStart(10, '0')}`;
  const sum = [...digits].reverse().reduce((s, d, i) => s + Number(d) * (i % 2 === 0 ? 3 : 1), 0);
  return digits + String((10 - (sum % 10)) % 10);
}

const CODES = {
  huge: code('101'),
  drip: code('102'),
  elsewhere: code('103'),
  sameHost: code('104'),
  hugeServing: code('105'),
  bigServing: code('106'),
  hugeFigures: code('107'),
  manyTags: code('108'),
};

const nutriments = { 'energy-kcal_100g': 539, proteins_100g: 6.3, carbohydrates_100g: 57.5, sugars_100g: 56.3, fat_100g: 30.9, salt_100g: 0.1 };
const PRODUCTS: Record<string, Record<string, unknown>> = {
  ...OFF_PRODUCTS,
  [CODES.drip]: { product_name: 'Dripping spread', nutriments },
  [CODES.hugeServing]: { product_name: 'Spread', serving_quantity: 1e300, serving_size: '15 g', nutriments },
  [CODES.bigServing]: { product_name: 'Spread', serving_quantity: '25000', nutriments },
  [CODES.hugeFigures]: {
    product_name: 'Broken record',
    nutriments: { 'energy-kcal_100g': 1e300, proteins_100g: 1e300, carbohydrates_100g: 1e300, fat_100g: 1e300 },
  },
  [CODES.manyTags]: { product_name: 'Tagged', nutriments, categories_tags: Array.from({ length: 10_000 }, (_, i) => `en:tag-${i}`) },
};

let server: OffServer;
let elsewhere: OffServer;
let config: EngineConfig;
let lookup: ProductLookup;
const ctx = () => ({ config, products: async () => lookup });

async function failure(promise: Promise<unknown>): Promise<NutritionApiError> {
  const error = await promise.then(() => undefined, (e: unknown) => e);
  expect(error).toBeInstanceOf(NutritionApiError);
  return error as NutritionApiError;
}

beforeAll(async () => {
  elsewhere = await startOffServer({ products: PRODUCTS });
  server = await startOffServer({
    products: PRODUCTS,
    huge: [CODES.huge],
    drip: [CODES.drip],
    redirect: {
      // "localhost" is another host name than the 127.0.0.1 configured.
      [CODES.elsewhere]: `${elsewhere.url.replace('127.0.0.1', 'localhost')}/api/v2/product/${STAND_IN_CODES.nutella}`,
      [CODES.sameHost]: `/api/v2/product/${STAND_IN_CODES.nutella}?fields=product_name,brands,nutriments,serving_quantity`,
    },
  });
  config = resolveConfig({ offUrl: server.url });
  lookup = createProductLookup(config, { online: { minIntervalMs: 0, timeoutMs: 600 } });
});
afterAll(async () => {
  await Promise.all([server.close(), elsewhere.close()]);
});

describe('Open Food Facts answers are read within bounds', () => {
  it('a 1.5 GB answer is stopped at 1 MiB: OFF writes only a few MB and memory stays flat', async () => {
    const before = process.memoryUsage().rss;
    const error = await failure(scanBarcode(ctx(), { barcode: CODES.huge }));
    expect(error.code).toBe('internalServerError');
    expect(error.message).toMatch(/sent an answer over 1 MiB for barcode .*; it was not read/);
    expect(error.publicMessage).toBe(`${OFF_PROBLEMS.tooLarge}. Try again later, or scan the nutrition label.`);
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(server.sentBytes()).toBeLessThan(64 * 1024 * 1024);
    expect(process.memoryUsage().rss - before).toBeLessThan(200 * 1024 * 1024);
  });

  it('an answer that drips in is a timeout, not "without JSON"', async () => {
    const error = await failure(scanBarcode(ctx(), { barcode: CODES.drip }));
    expect(error.message).toMatch(/Open Food Facts did not answer within 0\.6 s/);
    expect(error.message).not.toMatch(/without JSON/);
    expect(error.publicMessage).toMatch(/^Open Food Facts did not answer in time\./);
  });

  it('a redirect to another host is not followed', async () => {
    const error = await failure(scanBarcode(ctx(), { barcode: CODES.elsewhere }));
    expect(error.message).toMatch(/redirecting to http:\/\/localhost:\d+; only same-host redirects/);
    expect(error.publicMessage).toMatch(/^Open Food Facts redirected the request elsewhere\./);
    expect(elsewhere.requests).toHaveLength(0);
  });

  it('a redirect on the same host is followed', async () => {
    const result = await scanBarcode(ctx(), { barcode: CODES.sameHost });
    expect(result.name).toMatch(/^Nutella/);
  });
});

describe('out-of-range product data is unknown, with an honest tip, never a huge figure', () => {
  it('a serving of 1e300 g is ignored: the answer is per 100 g and says why', async () => {
    const result = await scanBarcode(ctx(), { barcode: CODES.hugeServing });
    expect(result.name).toBe('Spread, per 100 g');
    expect(result.calories).toBe(539);
    const tips = [result.healthRating.tip1, result.healthRating.tip2, result.healthRating.tip3].join(' ');
    expect(tips).toMatch(/Open Food Facts gives its serving as an impossible number of g, which no serving weighs/);
  });

  it('a serving of 25 kg is not a serving either', async () => {
    const result = await scanBarcode(ctx(), { barcode: CODES.bigServing });
    expect(result.calories).toBe(539);
    expect(result.healthRating.tip1 + result.healthRating.tip2).toMatch(/serving as 25000 g, which no serving weighs/);
  });

  it('figures of 1e300 per 100 g are "nutrition unknown", not 1e300 kcal', async () => {
    const result = await scanBarcode(ctx(), { barcode: CODES.hugeFigures });
    expect(result.calories).toBe(0);
    expect(result.shouldUseLabelScanner).toBe(true);
    expect(result.healthRating.tip1).toMatch(/^Nutrition unknown: .*impossible/);
  });

  it('10,000 category tags are cut to a sensible number', async () => {
    const product = await lookup.lookup(`0${CODES.manyTags}`);
    expect(product!.categories.length).toBeLessThanOrEqual(64);
  });
});
