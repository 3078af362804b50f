import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { encodeBase64, NutritionApiError, RatedFoodResult } from '../../src/api/index.js';
import { resolveConfig, type EngineConfig } from '../../src/engine/config.js';
import { createEngineContext, type EngineContext } from '../../src/engine/context.js';
import { createFoodIndex } from '../../src/engine/foods/food-index.js';
import { loadFoodDatabase } from '../../src/engine/foods/index.js';
import { createImageClassifier, type ClassScore, type ImageClassifier } from '../../src/engine/image/classifier.js';
import { estimateFromClass } from '../../src/engine/image/estimate.js';
import { NAMED_FOOD_CLASSES } from '../../src/engine/image/imagenet-foods.js';
import { NOT_FOOD_MESSAGE, scanImage, unsureMessage, type ImageStage } from '../../src/engine/image/scan-image.js';
import { imageAnswerSource } from '../../src/api/image-source.js';
import { createVisionProvider } from '../../src/engine/image/vision.js';
import { createRaster, decodeImage, encodeJpeg, encodePng, type RasterImage } from '../../src/engine/imaging/index.js';
import { describeMeal } from '../../src/engine/meal/describe.js';
import { scaleNutrients } from '../../src/engine/nutrients.js';
import { missingProvider, type ProviderFactories } from '../../src/engine/providers.js';
import { startVisionServer, type VisionServer } from '../support/vision-server.js';

let server: VisionServer;
let keyed: VisionServer;
const foods = loadFoodDatabase().then(createFoodIndex);
const classifier = createImageClassifier();

function context(config: Partial<EngineConfig> = {}): EngineContext {
  const factories: ProviderFactories = {
    foods: () => foods,
    imageModel: () => classifier,
    vision: async (c) => (c.vision ? createVisionProvider(c.vision, c.userAgent) : undefined),
    products: async () => missingProvider('products'),
    ocr: async () => missingProvider('ocr'),
    barcodes: async () => missingProvider('barcodes'),
  };
  return createEngineContext(resolveConfig({ offline: true, ...config }), factories);
}

function paint(width: number, height: number, color: (x: number, y: number) => [number, number, number]): RasterImage {
  const raster = createRaster(width, height);
  for (let y = 0; y < height; y++) for (let x = 0; x < width; x++) raster.data.set([...color(x, y), 255], (y * width + x) * 4);
  return raster;
}

/** A generated non-food picture: a colour gradient, as a data URL. */
async function gradientPhoto(width = 640, height = 480): Promise<string> {
  const jpeg = await encodeJpeg(paint(width, height, (x) => [255 * (x / width), 40, 255 * (1 - x / width)]));
  return `data:image/jpeg;base64,${encodeBase64(jpeg)}`;
}

async function failure(promise: Promise<unknown>): Promise<NutritionApiError> {
  const error = await promise.then(() => undefined, (e: unknown) => e);
  expect(error).toBeInstanceOf(NutritionApiError);
  return error as NutritionApiError;
}

beforeAll(async () => {
  [server, keyed] = await Promise.all([startVisionServer(), startVisionServer({ key: 'sk-right' })]);
  await Promise.all([foods, classifier]);
}, 60_000);
afterAll(async () => {
  await Promise.all([server.close(), keyed.close()]);
});

describe('scanImage with a vision provider', () => {
  it('sends the photo downscaled to 1,024 px as JPEG and answers with the database’s figures for the named foods', async () => {
    const ctx = context({ vision: { url: server.url, model: 'fenced' } });
    const imageData = await gradientPhoto(2000, 1200);
    const result = await scanImage(ctx, { imageData }, {});
    expect(RatedFoodResult.safeParse(result).success).toBe(true);
    const typed = await describeMeal(await foods, '150 g grilled chicken breast, 200 g white rice, 80 g steamed broccoli');
    expect({ ...result, name: typed.name }).toEqual(typed);
    expect(result.name).toBe(`${typed.name} (foods named by the vision model)`);
    expect(imageAnswerSource(result.name)).toBe('vision');

    const body = server.requests.at(-1)!.body as { model: string; messages: { content: { type: string; image_url?: { url: string } }[] }[] };
    expect(body.model).toBe('fenced');
    const url = body.messages[1]!.content[1]!.image_url!.url;
    expect(url.startsWith('data:image/jpeg;base64,')).toBe(true);
    const sent = await decodeImage(new Uint8Array(Buffer.from(url.split(',')[1]!, 'base64')));
    expect([sent.width, sent.height]).toEqual([1024, 614]);
  });

  it('sends a cut-out PNG with its transparent background as white, not black', async () => {
    const cutout = paint(200, 150, (x, y) => (Math.hypot(x - 100, y - 75) < 40 ? [200, 30, 30] : [0, 0, 0]));
    for (let i = 0; i < 200 * 150; i++) if (Math.hypot((i % 200) - 100, Math.floor(i / 200) - 75) >= 40) cutout.data[i * 4 + 3] = 0;
    await scanImage(context({ vision: { url: server.url, model: 'plain' } }), { imageData: encodeBase64(await encodePng(cutout)) }, {});
    const body = server.requests.at(-1)!.body as { messages: { content: { image_url?: { url: string } }[] }[] };
    const sent = await decodeImage(new Uint8Array(Buffer.from(body.messages[1]!.content[1]!.image_url!.url.split(',')[1]!, 'base64')));
    // The corner was transparent: it arrives white (JPEG noise aside); the disc stays red.
    expect(Array.from(sent.data.subarray(0, 3)).every((v) => v > 245)).toBe(true);
    const centre = (75 * 200 + 100) * 4;
    expect(sent.data[centre]).toBeGreaterThan(180);
    expect(sent.data[centre + 1]).toBeLessThan(60);
  });

  it('a photo in which the model sees no food is noFoodDetected, saying the model found none', async () => {
    const error = await failure(scanImage(context({ vision: { url: server.url, model: 'empty' } }), { imageData: await gradientPhoto() }, {}));
    expect(error.code).toBe('noFoodDetected');
    expect(error.status).toBe(422);
    expect(error.message).toMatch(/vision model \(empty\) found no food/);
  });

  it('a provider that refuses the key is internalServerError naming the provider problem', async () => {
    const error = await failure(scanImage(context({ vision: { url: keyed.url, model: 'plain', key: 'sk-wrong' } }), { imageData: await gradientPhoto() }, {}));
    expect(error.code).toBe('internalServerError');
    expect(error.message).toMatch(/refused the API key \(HTTP 401/);
  });

  it('names the stages as it goes', async () => {
    const stages: ImageStage[] = [];
    await scanImage(context({ vision: { url: server.url, model: 'plain' } }), { imageData: await gradientPhoto() }, { onStage: (s) => stages.push(s) });
    expect(stages.at(-1)).toBe('vision');
    expect(stages).not.toContain('estimate');
  });
});

/**
 * An image model that answers set class scores, one list per call (the centre view first, then
 * the whole photo and the mirrored centre), so the gate's decisions run through scanImage exactly
 * as with the real model.
 */
function scriptedModel(views: ClassScore[][]): { model: ImageClassifier; calls: () => number } {
  let calls = 0;
  return {
    model: { classify: async () => views[Math.min(calls++, views.length - 1)]! },
    calls: () => calls,
  };
}

function contextWithModel(model: ImageClassifier): EngineContext {
  const factories: ProviderFactories = {
    foods: () => foods,
    imageModel: async () => model,
    vision: async () => undefined,
    products: async () => missingProvider('products'),
    ocr: async () => missingProvider('ocr'),
    barcodes: async () => missingProvider('barcodes'),
  };
  return createEngineContext(resolveConfig({ offline: true }), factories);
}

const score = (index: number, label: string, p: number): ClassScore => ({ index, label, p });

describe('scanImage offline: never one confident wrong dish', () => {
  it('names a dish the model is sure of in all three views, as a one-portion estimate', async () => {
    const burrito = [score(965, 'burrito', 0.96), score(964, 'potpie', 0.02)];
    const { model, calls } = scriptedModel([burrito, [score(965, 'burrito', 0.9)], [score(965, 'burrito', 0.93)]]);
    const result = await scanImage(contextWithModel(model), { imageData: await gradientPhoto() });
    expect(result.name).toMatch(/^Burrito, 1 small\/regular .*\(estimated from the photo\)$/);
    expect(result.healthRating.tip1).toContain('(90% sure)');
    expect(calls()).toBe(3);
  });

  it('a dish the views disagree on is a 422 that offers the candidates to pick from, never one of them as the answer', async () => {
    const { model } = scriptedModel([
      [score(965, 'burrito', 0.93), score(964, 'potpie', 0.05)],
      [score(964, 'potpie', 0.6), score(965, 'burrito', 0.35)],
      [score(965, 'burrito', 0.9), score(964, 'potpie', 0.08)],
    ]);
    const error = await failure(scanImage(contextWithModel(model), { imageData: await gradientPhoto() }));
    expect(error.code).toBe('noFoodDetected');
    expect(error.status).toBe(422);
    expect(error.message).toBe(unsureMessage([NAMED_FOOD_CLASSES.find((c) => c.label === 'burrito')!, NAMED_FOOD_CLASSES.find((c) => c.label === 'potpie')!]));
    expect(error.message).toContain('it might be burrito or pot pie, or a dish it does not know');
    expect(error.message).toContain('e.g. "1 burrito"');
  });

  it('a class the model gives to unseen dishes (apple pie as "potpie", 100 %) is offered, and the other views are not even computed', async () => {
    const { model, calls } = scriptedModel([[score(964, 'potpie', 0.999)]]);
    const error = await failure(scanImage(contextWithModel(model), { imageData: await gradientPhoto() }));
    expect(error.message).toContain('it might be pot pie, or a dish it does not know');
    expect(calls()).toBe(1);
  });
});

describe('scanImage offline (the ImageNet gate)', () => {
  it('a generated non-food picture is noFoodDetected with the message that says what works', async () => {
    const stages: ImageStage[] = [];
    const error = await failure(scanImage(context(), { imageData: await gradientPhoto() }, { onStage: (s) => stages.push(s) }));
    expect(error.code).toBe('noFoodDetected');
    expect(error.status).toBe(422);
    expect(error.message).toBe(NOT_FOOD_MESSAGE);
    expect(stages.at(-1)).toBe('estimate');
  });

  it('reads PNG too', async () => {
    const png = await encodePng(paint(300, 200, (x, y) => (Math.hypot(x - 150, y - 100) < 60 ? [250, 250, 250] : [20, 110, 40])));
    const error = await failure(scanImage(context(), { imageData: encodeBase64(png) }, {}));
    expect(error.code).toBe('noFoodDetected');
  });

  it('bytes that are no image are invalidRequest', async () => {
    const error = await failure(scanImage(context(), { imageData: encodeBase64(new TextEncoder().encode('definitely not an image file')) }, {}));
    expect(error.code).toBe('invalidRequest');
  });

  it('stops when the caller cancels', async () => {
    const controller = new AbortController();
    controller.abort(new Error('cancelled'));
    await expect(scanImage(context(), { imageData: await gradientPhoto() }, { signal: controller.signal })).rejects.toThrow('cancelled');
  });
});

describe('the estimate for a food class the model is sure of', () => {
  it('is one USDA portion of the mapped food, named as an estimate, with figures from the database', async () => {
    const { foods: db } = await foods;
    const burrito = NAMED_FOOD_CLASSES.find((c) => c.label === 'burrito')!;
    const result = estimateFromClass(db, burrito, 0.97);
    expect(RatedFoodResult.safeParse(result).success).toBe(true);
    const food = db.get('fndds:58102300')!;
    const grams = db.portions(food.id).find((p) => p.description === '1 small/regular')!.grams;
    const n = scaleNutrients(food.per100g, grams);
    expect(result.calories).toBe(Math.round(n.kcal));
    expect(result.protein).toBe(Math.round(n.protein * 10) / 10);
    expect(result.servings).toBe(1);
    expect(result.name).toBe(`Burrito, 1 small/regular (${grams} g) (estimated from the photo)`);
    expect(imageAnswerSource(result.name)).toBe('estimate');
    expect(result.healthRating.tip1).toMatch(/^An estimate: the photo looks like burrito \(97% sure\)/);
  });

  it('gives a valid result for every mapped class', async () => {
    const { foods: db } = await foods;
    for (const c of NAMED_FOOD_CLASSES) {
      const result = estimateFromClass(db, c, 0.9);
      expect(RatedFoodResult.safeParse(result).success, c.label).toBe(true);
      expect(result.calories, c.label).toBeGreaterThanOrEqual(0);
      expect(result.ingredients).toHaveLength(1);
    }
  });
});
