/*
 * fixFood and the result builder against figures and lists no analysis gives (issue 28):
 * 1e308 in the food data gave Infinity and a 500; a list of 300,000 parts overflowed the stack
 * in the builder's sum.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FoodResult, type FoodDataInput } from '../../src/api/index.js';
import { createEngine, type Engine } from '../../src/engine/index.js';
import { MAX_PART_KCAL } from '../../src/engine/fix/bounds.js';
import { ZERO_NUTRIENTS } from '../../src/engine/nutrients.js';
import { buildUnratedResult, type ResultPart } from '../../src/engine/result/build.js';
import { createServer, type RunningService } from '../../src/server/index.js';
import { memoryLog, tempDataDir } from '../server/harness.js';

const big = 1e308;
const hugeFood: FoodDataInput = {
  name: 'rice and beans', calories: big, protein: big, fats: big, carbs: big, servings: 1,
  ingredients: [
    { name: 'rice', calories: big, protein: big, fats: big, carbs: big, isAdded: false },
    { name: 'beans', calories: big, protein: big, fats: big, carbs: big, isAdded: false },
  ],
};

let engine: Engine;
let service: RunningService;
let key: string;
const data = tempDataDir();

beforeAll(async () => {
  engine = await createEngine({ config: { offline: true } });
  service = await createServer({ engine, dataDir: data.dir, port: 0, log: memoryLog().log });
  key = service.store!.create({ dailyLimit: 100 }).key;
});
afterAll(async () => {
  await service?.close();
  data.remove();
});

describe('fixFood with figures no analysis gives', () => {
  it.each(['I ate 2 servings', 'no beans', 'add a side salad', 'the rice was 200 g', 'it was 450 calories'])(
    '"%s" on 1e308 kcal is invalidRequest naming the member, not Infinity', async (issue) => {
      const error = await engine.api.fixFood({ issue, foodData: hugeFood }).then(() => undefined, (e: unknown) => e);
      expect(error).toMatchObject({ code: 'invalidRequest', status: 400 });
      expect((error as Error).message).toMatch(/^foodData\.calories is 1e\+308 kcal, more than any analysis gives/);
    });

  it('one ingredient over 20 kg of pure fat is named', async () => {
    const food: FoodDataInput = {
      name: 'rice', calories: 400, protein: 8, fats: 1, carbs: 88, servings: 1,
      ingredients: [{ name: 'rice', calories: MAX_PART_KCAL + 1, protein: 8, fats: 1, carbs: 88, isAdded: false }],
    };
    await expect(engine.api.fixFood({ issue: 'I ate 2 servings', foodData: food })).rejects.toThrow(/foodData\.ingredients\[0\]\.calories is 180001 kcal/);
  });

  it('over HTTP it is a 400 envelope (it was a 500), and it does not count', async () => {
    const response = await fetch(`${service.url}/v4/fixFood`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${key}` },
      body: JSON.stringify({ data: { issue: 'I ate 2 servings', imageData: '', foodData: hugeFood } }),
    });
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({ success: false, error: 'invalidRequest', message: expect.stringMatching(/foodData\.calories/) });
    expect(response.headers.get('x-ratelimit-remaining')).toBe('100');
  });

  it('a real meal still corrects as before', async () => {
    const meal = await engine.api.describeMeal('a cheeseburger and a coke');
    const fixed = await engine.api.fixFood({ issue: 'I ate 2 servings', foodData: { ...meal, ethanol: 0 } });
    expect(FoodResult.parse(fixed).servings).toBe(2);
  });
});

describe('the result builder', () => {
  it('sums 300,000 parts without overflowing the stack, into at most 200 ingredients that add up', () => {
    const part: ResultPart = { name: 'crumb', grams: 1, nutrients: { ...ZERO_NUTRIENTS, kcal: 2, protein: 0.1 } };
    const result = buildUnratedResult({ name: 'crumbs', servings: 1, parts: Array.from({ length: 300_000 }, () => part) });
    expect(result.ingredients).toHaveLength(200);
    expect(result.calories).toBe(600_000);
    expect(result.ingredients.at(-1)!.name).toBe('299801 other ingredients');
  });
});
