/**
 * /v4/fixFood over real HTTP on loopback, the service on the real engine: the typed client and
 * raw envelopes, with and without a photo, and its errors.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createClient, NutritionApiError, toFoodData, type RatedFoodResult } from '../../src/api/index.js';
import { createEngine, type Engine } from '../../src/engine/index.js';
import { createServer, type RunningService } from '../../src/server/index.js';
import { memoryLog, tempDataDir } from '../server/harness.js';

// The smallest valid PNG (1×1): a photo the earlier analysis may have come from.
const PNG = 'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==';

describe('POST /v4/fixFood', () => {
  let engine: Engine;
  let service: RunningService;
  let key: string;
  let meal: RatedFoodResult;
  const data = tempDataDir();
  const { log } = memoryLog();
  beforeAll(async () => {
    engine = await createEngine();
    service = await createServer({ engine, dataDir: data.dir, port: 0, log });
    key = service.store!.create({ dailyLimit: 1_000 }).key;
    meal = await engine.api.describeMeal('a cheeseburger, fries and a coke');
  });
  afterAll(async () => {
    await service?.close();
    data.remove();
  });

  const post = (body: unknown) =>
    fetch(`${service.url}/v4/fixFood`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${key}` },
      body: JSON.stringify(body),
    });

  it('answers the typed client exactly as the engine in process does, photo or none', async () => {
    const client = createClient({ baseUrl: service.url, apiKey: key });
    const issue = 'no fries, and it was diet coke';
    const local = await engine.api.fixFood({ issue, foodData: toFoodData(meal) });
    expect(await client.fixFood({ issue, foodData: toFoodData(meal) })).toEqual(local);
    expect(await client.fixFood({ issue, imageData: PNG, foodData: toFoodData(meal) })).toEqual(local);
    expect(local).not.toHaveProperty('healthRating');
    expect(local.ingredients.some((i) => /fries/i.test(i.name))).toBe(false);
  });

  it('sends the envelopes of the contract: 200 with imageData "", 400 for an empty issue, 422 naming the words it cannot use', async () => {
    const ok = await post({ data: { issue: 'I only ate half', imageData: '', foodData: toFoodData(meal) } });
    expect(ok.status).toBe(200);
    const body = await ok.json();
    expect(body.success).toBe(true);
    expect(Math.abs(body.data.calories - meal.calories / 2)).toBeLessThanOrEqual(2);

    const empty = await post({ data: { issue: '   ', imageData: '', foodData: toFoodData(meal) } });
    expect(empty.status).toBe(400);
    expect(await empty.json()).toMatchObject({ success: false, error: 'invalidRequest', message: expect.stringMatching(/issue/) });

    const vague = await post({ data: { issue: 'no beer', imageData: '', foodData: toFoodData(meal) } });
    expect(vague.status).toBe(422);
    expect(await vague.json()).toEqual({ success: false, error: 'noFoodDetected', message: expect.stringContaining('"no beer"') });
  });

  it('refuses a FoodResult sent as foodData (its ethanolCarbRatio would be lost) with invalidRequest', async () => {
    const client = createClient({ baseUrl: service.url, apiKey: key });
    const beer = await engine.api.describeMeal('a beer');
    const failure = await client.fixFood({ issue: 'it was 2 servings', foodData: beer as never }).catch((e: unknown) => e);
    expect(failure).toBeInstanceOf(NutritionApiError);
    expect((failure as NutritionApiError).code).toBe('invalidRequest');
    expect((failure as NutritionApiError).message).toMatch(/ethanol/);
    // Converted with toFoodData, the same food goes through with its alcohol.
    const fixed = await client.fixFood({ issue: 'it was 2 servings', foodData: toFoodData(beer) });
    expect(fixed.servings).toBe(2);
    expect(fixed.ethanolCarbRatio).toBeCloseTo(beer.ethanolCarbRatio, 2);
  });
});
