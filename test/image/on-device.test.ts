import { beforeAll, describe, expect, it } from 'vitest';
import { encodeBase64, NutritionApiError } from '../../src/api/index.js';
import { imageAnswerSource } from '../../src/api/image-source.js';
import { createEngine, type Engine } from '../../src/engine/index.js';
import { createRaster, encodeJpeg, type RasterImage } from '../../src/engine/imaging/index.js';
import { ON_DEVICE_NOTES } from '../../src/engine/image/on-device-stage.js';
import { createOnDeviceVision, downloadOnDeviceModel, languageModelOf, type LanguageModelApi } from '../../src/engine/image/on-device-vision.js';
import { FOODS_SCHEMA, VISION_SYSTEM_PROMPT } from '../../src/engine/image/vision.js';
import { describeMeal } from '../../src/engine/meal/describe.js';
import { installLanguageModelStandIn, type StandInScenario, type StandInState } from '../support/language-model-stand-in.js';
import { startVisionServer } from '../support/vision-server.js';

/*
 * The browser's on-device model as a vision provider, with a stand-in LanguageModel (the real
 * model cannot run here) speaking the Prompt API: what the model is asked, how each kind of
 * answer is read, the time bound and cancel, and where it stands among scanImage's stages.
 */

const FOODS = [{ name: 'spaghetti with meat sauce', grams: 350 }];
const PLAIN = JSON.stringify({ foods: FOODS });

function standIn(scenario: Partial<StandInScenario> = {}): { api: LanguageModelApi; state: StandInState } {
  const scope: Record<string, unknown> = {};
  const state = installLanguageModelStandIn(scope, { availability: 'available', answer: PLAIN, ...scenario });
  return { api: languageModelOf(scope)!, state };
}

function paint(width: number, height: number, color: (x: number, y: number) => [number, number, number]): RasterImage {
  const raster = createRaster(width, height);
  for (let y = 0; y < height; y++) for (let x = 0; x < width; x++) raster.data.set([...color(x, y), 255], (y * width + x) * 4);
  return raster;
}

let jpeg: Uint8Array;
let photo: string;
beforeAll(async () => {
  jpeg = await encodeJpeg(paint(320, 240, (x, y) => [120 + (x % 60), 60 + (y % 40), 40]));
  photo = `data:image/jpeg;base64,${encodeBase64(jpeg)}`;
});

async function failure(promise: Promise<unknown>): Promise<NutritionApiError> {
  const error = await promise.then(() => undefined, (e: unknown) => e);
  expect(error).toBeInstanceOf(NutritionApiError);
  return error as NutritionApiError;
}

describe('the on-device provider', () => {
  it('sends the photo and the foods schema, with the vision instructions, and destroys the session', async () => {
    const { api, state } = standIn();
    const foods = await createOnDeviceVision(api).identify(jpeg);
    expect(foods).toEqual(FOODS);
    expect(state.log.created).toHaveLength(1);
    expect(state.log.created[0]!.expectedInputs).toEqual([{ type: 'image' }, { type: 'text', languages: ['en'] }]);
    expect(state.log.created[0]!.initialPrompts).toEqual([{ role: 'system', content: VISION_SYSTEM_PROMPT }]);
    const [prompt] = state.log.prompts;
    expect(prompt!.responseConstraint).toEqual(FOODS_SCHEMA);
    expect(prompt!.hadSignal).toBe(true);
    const content = (prompt!.input as { role: string; content: { type: string; value: unknown }[] }[])[0]!;
    expect(content.role).toBe('user');
    const image = content.content.find((part) => part.type === 'image')!.value as { type: string; size: number; head: number[] };
    expect(image).toEqual({ image: true, type: 'image/jpeg', size: jpeg.length, head: [0xff, 0xd8, 0xff] });
    expect(content.content.some((part) => part.type === 'text' && typeof part.value === 'string')).toBe(true);
    expect(state.log.destroyed).toBe(1);
  });

  it('reads a fenced answer and one in prose, and ignores numbers the model adds', async () => {
    const fenced = standIn({ answer: '```json\n' + PLAIN + '\n```' });
    expect(await createOnDeviceVision(fenced.api).identify(jpeg)).toEqual(FOODS);
    const prose = standIn({ answer: `Here is what I see: {"foods":[{"name":"spaghetti with meat sauce","grams":350,"calories":900}]} Enjoy!` });
    expect(await createOnDeviceVision(prose.api).identify(jpeg)).toEqual(FOODS);
  });

  it('answers an empty list for an empty answer list, and an error naming the model for nonsense', async () => {
    expect(await createOnDeviceVision(standIn({ answer: '{"foods":[]}' }).api).identify(jpeg)).toEqual([]);
    const nonsense = standIn({ answer: 'I am a helpful assistant and I love food.' });
    const error = await failure(createOnDeviceVision(nonsense.api).identify(jpeg));
    expect(error.status).toBe(500);
    expect(error.message).toMatch(/built-in model answered without a list of foods/);
    expect(error.message).toContain('I am a helpful assistant');
    expect(nonsense.state.log.destroyed).toBe(1);
    const blank = await failure(createOnDeviceVision(standIn({ answer: '' }).api).identify(jpeg));
    expect(blank.message).toMatch(/without a list of foods/);
  });

  it('stops a slow model at its time bound, even one that ignores the signal, and destroys the session', async () => {
    const slow = standIn({ hang: true, ignoreSignal: true });
    const error = await failure(createOnDeviceVision(slow.api, { timeoutMs: 50 }).identify(jpeg));
    expect(error.message).toMatch(/built-in model timed out: no answer within 50 ms/);
    expect(slow.state.log.destroyed).toBe(1);
    const polite = standIn({ hang: true });
    await failure(createOnDeviceVision(polite.api, { timeoutMs: 50 }).identify(jpeg));
    expect(polite.state.log.aborted).toBe(1);
  });

  it('a cancel aborts the prompt and rejects with the caller’s reason', async () => {
    const slow = standIn({ hang: true });
    const controller = new AbortController();
    const asked = createOnDeviceVision(slow.api).identify(jpeg, { signal: controller.signal });
    await new Promise((resolve) => setTimeout(resolve, 20));
    const reason = new NutritionApiError('aborted', 'The analysis was cancelled.');
    controller.abort(reason);
    await expect(asked).rejects.toBe(reason);
    expect(slow.state.log.aborted).toBe(1);
    expect(slow.state.log.destroyed).toBe(1);
  });

  it('reports each availability state, and a browser that refuses the image options as unavailable', async () => {
    for (const availability of ['unavailable', 'downloadable', 'downloading', 'available'] as const) {
      expect(await createOnDeviceVision(standIn({ availability }).api).availability()).toBe(availability);
    }
    const refusing: LanguageModelApi = { availability: async () => { throw new TypeError('image input is not supported'); }, create: async () => { throw new Error('no'); } };
    expect(await createOnDeviceVision(refusing).availability()).toBe('unavailable');
  });

  it('downloads with progress from 0 to 1, and is available afterwards', async () => {
    const { api, state } = standIn({ availability: 'downloadable', progress: [0, 0.25, 0.5, 1] });
    const seen: number[] = [];
    await downloadOnDeviceModel(api, { onProgress: (loaded) => seen.push(loaded) });
    expect(seen).toEqual([0, 0.25, 0.5, 1]);
    expect(state.scenario.availability).toBe('available');
    expect(state.log.destroyed).toBe(1);
  });
});

describe('scanImage with the on-device model', () => {
  let engine: Engine;
  let current: StandInState;
  beforeAll(async () => {
    const scope: Record<string, unknown> = {};
    current = installLanguageModelStandIn(scope, { availability: 'available', answer: PLAIN });
    engine = await createEngine({ config: { offline: true }, providers: { onDeviceVision: async () => createOnDeviceVision(() => languageModelOf(scope)) } });
  }, 60_000);

  const use = (scenario: Partial<StandInScenario>) => {
    Object.assign(current.scenario, { availability: 'available', answer: PLAIN, hang: false, ignoreSignal: false, delayMs: 0 }, scenario);
    current.log.prompts.length = 0;
  };

  it('names the dish and takes every figure from the food database', async () => {
    use({});
    const result = await engine.run('scanImage', { imageData: photo });
    expect(imageAnswerSource(result.name)).toBe('on-device');
    const expected = await describeMeal(await engine.context.foods(), '350 g spaghetti with meat sauce');
    expect(result.calories).toBe(expected.calories);
    expect(result.protein).toBe(expected.protein);
    expect(current.log.prompts).toHaveLength(1);
  });

  it('an empty list is "no food", naming the built-in model', async () => {
    use({ answer: '{"foods":[]}' });
    const error = await failure(engine.run('scanImage', { imageData: photo }));
    expect(error.code).toBe('noFoodDetected');
    expect(error.message).toMatch(/^The browser’s built-in model found no food/);
  });

  it('a model still to download is passed over, and the final message says it could help', async () => {
    for (const availability of ['downloadable', 'downloading', 'unavailable'] as const) {
      use({ availability });
      const outcome = await engine.run('scanImage', { imageData: photo }).then((result) => result.name, (error: NutritionApiError) => error.message);
      expect(current.log.prompts).toHaveLength(0);
      // The gate may name a food or not; when nothing names the dish, the note is in the message.
      if (!imageAnswerSource(outcome)) expect(outcome).toContain(ON_DEVICE_NOTES[availability]);
    }
  });

  it('a configured vision provider comes first: the on-device model is not asked', async () => {
    use({});
    const server = await startVisionServer();
    try {
      const configured = await createEngine({
        config: { offline: true, vision: { url: server.url, model: 'plain' } },
        providers: { foods: engine.context.foods, onDeviceVision: engine.context.onDeviceVision },
      });
      const result = await configured.run('scanImage', { imageData: photo });
      expect(imageAnswerSource(result.name)).toBe('vision');
      expect(current.log.prompts).toHaveLength(0);
    } finally {
      await server.close();
    }
  });

  it('where the page has LanguageModel the engine makes the provider itself; switched off, never', async () => {
    installLanguageModelStandIn(globalThis, { availability: 'available', answer: PLAIN });
    try {
      const on = await createEngine({ config: { offline: true }, lazy: true });
      expect(await (await on.context.onDeviceVision())?.availability()).toBe('available');
      const off = await createEngine({ config: { offline: true, onDeviceModel: false }, lazy: true });
      expect(await off.context.onDeviceVision()).toBeUndefined();
    } finally {
      delete (globalThis as { LanguageModel?: unknown }).LanguageModel;
      delete (globalThis as { __languageModelStandIn?: unknown }).__languageModelStandIn;
    }
  });
});
