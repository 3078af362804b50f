import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { encodeBase64, RatedFoodResult } from '../../src/api/index.js';
import { resolveConfig } from '../../src/engine/config.js';
import { createEngineContext } from '../../src/engine/context.js';
import { createFoodIndex, type FoodIndex } from '../../src/engine/foods/food-index.js';
import { defaultPortion, loadFoodDatabase } from '../../src/engine/foods/index.js';
import { createImageClassifier } from '../../src/engine/image/classifier.js';
import { readPackaging } from '../../src/engine/image/packaging.js';
import { scanImage, type ImageStage } from '../../src/engine/image/scan-image.js';
import { imageAnswerSource } from '../../src/api/image-source.js';
import { decodeImage } from '../../src/engine/imaging/index.js';
import { missingProvider } from '../../src/engine/providers.js';
import { createOcr } from '../../src/ocr/node.js';
import type { Ocr, OcrPage } from '../../src/ocr/types.js';

// Packages rendered in Chromium by test/image/render-fixtures.ts.
const fixture = (name: string) => new Uint8Array(readFileSync(new URL(`../fixtures/image/${name}`, import.meta.url)));

let ocr: Ocr;
let index: FoodIndex;
const pages = new Map<string, OcrPage>();
async function read(name: string): Promise<OcrPage> {
  if (!pages.has(name)) pages.set(name, await ocr.recognize(await decodeImage(fixture(name))));
  return pages.get(name)!;
}

beforeAll(async () => {
  [ocr, index] = await Promise.all([createOcr(), loadFoodDatabase().then(createFoodIndex)]);
}, 60_000);
afterAll(async () => {
  await ocr?.terminate();
});

describe('packaging text → the food database (real OCR on rendered packages)', () => {
  it('reads the product name set over two lines, descriptors included, as that food', async () => {
    const match = readPackaging(index, await read('packaging-greek-yogurt.png'));
    expect(match?.phrase).toBe('greek yogurt plain nonfat');
    const food = index.foods.search('greek yogurt plain nonfat', { limit: 1 })[0]!.food;
    expect(match!.result.ingredients[0]!.name).toMatch(/^Yogurt, Greek/);
    const portion = defaultPortion(index.foods, food);
    expect(match!.result.calories).toBe(Math.round((food.per100g.kcal * portion.grams) / 100));
    expect(match!.result.shouldUseLabelScanner).toBe(true);
    expect(match!.result.healthRating.tip1).toMatch(/^Read from the package's words "greek yogurt plain nonfat"/);
  });

  it('leaves the brand out ("Old Mill" is not a food) and keeps the name ("Peanut Butter")', async () => {
    const match = readPackaging(index, await read('packaging-peanut-butter.png'));
    expect(match?.phrase).toBe('peanut butter');
    expect(match!.result.ingredients[0]!.name).toMatch(/^Peanut butter/);
  });

  it('gives no answer for a package whose large words are no food', async () => {
    expect(readPackaging(index, await read('packaging-no-food-words.png'))).toBeUndefined();
  });
});

describe('scanImage’s packaging stage', () => {
  const classifier = createImageClassifier();
  const ctx = createEngineContext(resolveConfig({ offline: true }), {
    foods: async () => index,
    imageModel: () => classifier,
    ocr: async () => ocr,
    vision: async () => undefined,
    products: async () => missingProvider('products'),
    barcodes: async () => missingProvider('barcodes'),
  });

  it('answers a package photo from its printed name, says so, and offers the label scanner', async () => {
    const stages: ImageStage[] = [];
    const result = await scanImage(ctx, { imageData: encodeBase64(fixture('packaging-greek-yogurt.png')) }, { onStage: (s) => stages.push(s) });
    expect(RatedFoodResult.safeParse(result).success).toBe(true);
    expect(imageAnswerSource(result.name)).toBe('packaging');
    expect(result.name).toBe('Greek yogurt plain nonfat, 150 g (from the packaging text in the photo)');
    expect(result.shouldUseLabelScanner).toBe(true);
    expect(stages.at(-1)).toBe('packaging');
  }, 30_000);

  it('a package with no food words falls through to the gate: noFoodDetected', async () => {
    await expect(scanImage(ctx, { imageData: encodeBase64(fixture('packaging-no-food-words.png')) }, {})).rejects.toMatchObject({ code: 'noFoodDetected' });
  }, 30_000);
});
