import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { NutritionApiError } from '../../src/api/index.js';
import { createFoodIndex, type FoodIndex } from '../../src/engine/foods/food-index.js';
import { loadFoodDatabase } from '../../src/engine/foods/index.js';
import { createVisionProvider, parseVisionAnswer } from '../../src/engine/image/vision.js';
import { resolveVisionFoods } from '../../src/engine/image/vision-result.js';
import { createRaster, decodeImage, encodeJpeg } from '../../src/engine/imaging/index.js';
import { describeMeal } from '../../src/engine/meal/describe.js';
import { DEFAULT_FOODS, startVisionServer, type VisionServer } from '../support/vision-server.js';

let server: VisionServer;
let keyed: VisionServer;
let slow: VisionServer;
let jpeg: Uint8Array;
let index: FoodIndex;

beforeAll(async () => {
  [server, keyed, slow] = await Promise.all([
    startVisionServer(),
    startVisionServer({ key: 'sk-test-123' }),
    startVisionServer({ slowMs: 10_000 }),
  ]);
  const raster = createRaster(64, 48);
  raster.data.fill(200);
  jpeg = await encodeJpeg(raster);
  index = createFoodIndex(await loadFoodDatabase());
});
afterAll(async () => {
  await Promise.all([server.close(), keyed.close(), slow.close()]);
});

async function failure(promise: Promise<unknown>): Promise<NutritionApiError> {
  const error = await promise.then(() => undefined, (e: unknown) => e);
  expect(error).toBeInstanceOf(NutritionApiError);
  return error as NutritionApiError;
}

describe('the OpenAI-compatible vision provider over real HTTP', () => {
  it('sends the protocol’s request: model, temperature 0, system + user text + JPEG data URL, strict json_schema "foods"', async () => {
    const provider = createVisionProvider({ url: server.url, model: 'plain' }, 'nutri-kit/test');
    await provider.identify(jpeg);
    const request = server.requests.at(-1)!;
    expect(request.method).toBe('POST');
    expect(request.path).toBe('/v1/chat/completions');
    expect(request.headers['content-type']).toBe('application/json');
    expect(request.headers['user-agent']).toBe('nutri-kit/test');
    expect(request.headers.authorization).toBeUndefined();
    const body = request.body as {
      model: string; temperature: number;
      messages: { role: string; content: string | { type: string; text?: string; image_url?: { url: string } }[] }[];
      response_format: { type: string; json_schema: { name: string; strict: boolean; schema: { required: string[] } } };
    };
    expect(body.model).toBe('plain');
    expect(body.temperature).toBe(0);
    expect(body.messages.map((m) => m.role)).toEqual(['system', 'user']);
    expect(typeof body.messages[0]!.content).toBe('string');
    const content = body.messages[1]!.content as { type: string; text?: string; image_url?: { url: string } }[];
    expect(content.map((c) => c.type)).toEqual(['text', 'image_url']);
    const url = content[1]!.image_url!.url;
    expect(url.startsWith('data:image/jpeg;base64,')).toBe(true);
    const sent = new Uint8Array(Buffer.from(url.slice('data:image/jpeg;base64,'.length), 'base64'));
    expect(Array.from(sent)).toEqual(Array.from(jpeg));
    const decoded = await decodeImage(sent);
    expect([decoded.width, decoded.height]).toEqual([64, 48]);
    expect(body.response_format.type).toBe('json_schema');
    expect(body.response_format.json_schema.name).toBe('foods');
    expect(body.response_format.json_schema.strict).toBe(true);
    expect(body.response_format.json_schema.schema.required).toEqual(['foods']);
  });

  it('sends the key as a Bearer token when one is set', async () => {
    const provider = createVisionProvider({ url: keyed.url, model: 'plain', key: 'sk-test-123' });
    expect(await provider.identify(jpeg)).toEqual(DEFAULT_FOODS);
    expect(keyed.requests.at(-1)!.headers.authorization).toBe('Bearer sk-test-123');
  });

  it.each(['plain', 'fenced', 'prose'])('reads the foods from a %s answer', async (model) => {
    const provider = createVisionProvider({ url: server.url, model });
    expect(await provider.identify(jpeg)).toEqual(DEFAULT_FOODS);
  });

  it('keeps only names and grams when the model adds calories and other numbers', async () => {
    const provider = createVisionProvider({ url: server.url, model: 'numbers' });
    expect(await provider.identify(jpeg)).toEqual(DEFAULT_FOODS);
  });

  it('gives an empty list for an empty answer', async () => {
    const provider = createVisionProvider({ url: server.url, model: 'empty' });
    expect(await provider.identify(jpeg)).toEqual([]);
  });

  it('a refused key is a 500 that says the key was refused', async () => {
    const provider = createVisionProvider({ url: keyed.url, model: 'plain', key: 'sk-wrong' });
    const error = await failure(provider.identify(jpeg));
    expect(error.code).toBe('internalServerError');
    expect(error.status).toBe(500);
    expect(error.message).toMatch(/vision provider \(plain at http:\/\/127\.0\.0\.1:\d+\/v1\) refused the API key \(HTTP 401: Incorrect API key provided\.\)/);
    expect(error.message).toMatch(/--vision-key/);
  });

  it('a provider failure is a 500 that quotes the provider', async () => {
    const error = await failure(createVisionProvider({ url: server.url, model: 'error-500' }).identify(jpeg));
    expect(error.code).toBe('internalServerError');
    expect(error.message).toMatch(/answered HTTP 500: The server had an error/);
  });

  it('an unknown model is a 500 that says to check the model name', async () => {
    const error = await failure(createVisionProvider({ url: server.url, model: 'llava-missing' }).identify(jpeg));
    expect(error.message).toMatch(/HTTP 404: The model 'llava-missing' does not exist.*check the vision URL and model name/);
  });

  it('a provider that does not answer in time is a 500 that says so', async () => {
    const error = await failure(createVisionProvider({ url: slow.url, model: 'slow', timeoutMs: 300 }).identify(jpeg));
    expect(error.code).toBe('internalServerError');
    expect(error.message).toMatch(/did not answer within 300 ms/);
  });

  it('an unreachable provider is a 500 that says it could not be reached', async () => {
    const closed = await startVisionServer();
    const url = closed.url;
    await closed.close();
    const error = await failure(createVisionProvider({ url, model: 'plain' }).identify(jpeg));
    expect(error.code).toBe('internalServerError');
    expect(error.message).toMatch(/could not be reached \(ECONNREFUSED\)/);
  });

  it.each([
    ['nonsense', /answered without a list of foods \("I am sorry/],
    ['not-json', /not an OpenAI-compatible JSON response/],
  ])('a %s answer is a 500 that says what came back', async (model, message) => {
    const error = await failure(createVisionProvider({ url: server.url, model }).identify(jpeg));
    expect(error.code).toBe('internalServerError');
    expect(error.message).toMatch(message);
  });

  it('stops when the caller cancels, with the caller’s reason', async () => {
    const controller = new AbortController();
    const pending = createVisionProvider({ url: slow.url, model: 'slow' }).identify(jpeg, { signal: controller.signal });
    setTimeout(() => controller.abort(new Error('the person cancelled')), 50);
    await expect(pending).rejects.toThrow('the person cancelled');
  });
});

describe('reading a model’s answer', () => {
  it('finds the list after prose that itself has braces', () => {
    expect(parseVisionAnswer('I see {some} food: {"foods":[{"name":"banana","grams":120}]}')).toEqual([{ name: 'banana', grams: 120 }]);
  });

  it('drops numbers from names and ignores impossible grams', () => {
    expect(parseVisionAnswer('{"foods":[{"name":"2 eggs","grams":100},{"name":"toast, buttered","grams":-5},{"name":"42","grams":10}]}')).toEqual([
      { name: 'eggs', grams: 100 },
      { name: 'toast buttered' },
    ]);
  });

  it('is undefined for text without a list of foods', () => {
    expect(parseVisionAnswer('{"dishes": "pasta"}')).toBeUndefined();
    expect(parseVisionAnswer('no idea')).toBeUndefined();
  });
});

describe('figures for the foods a model named', () => {
  it('come from the food database, exactly as describeMeal gives them for the same words', async () => {
    const provider = createVisionProvider({ url: server.url, model: 'numbers' });
    const result = await resolveVisionFoods(index, await provider.identify(jpeg), 'numbers');
    const typed = await describeMeal(index, '150 g grilled chicken breast, 200 g white rice, 80 g steamed broccoli');
    expect(result).toEqual(typed);
    expect(result.ingredients).toHaveLength(3);
    // The model's own calories (999 each, 4242 in all) are nowhere in the answer.
    expect(result.calories).not.toBe(4242);
    for (const i of result.ingredients) expect(i.calories).not.toBe(999);
  });

  it('a food the model named that the database does not know is noFoodDetected naming it', async () => {
    const error = await failure(resolveVisionFoods(index, [{ name: 'xqzzy', grams: 100 }], 'plain'));
    expect(error.code).toBe('noFoodDetected');
    expect(error.message).toMatch(/"xqzzy"/);
  });
});
