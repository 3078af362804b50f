import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createClient, NutritionApiError } from '../../src/api/index.js';
import { createEngine, type Engine } from '../../src/engine/index.js';
import { createServer, type RunningService } from '../../src/server/index.js';
import { memoryLog, tempDataDir } from './harness.js';

// Meals as people type them (written for this test: single foods, plates, drinks, amounts in
// words, grams, cups and ounces), plus text with no food in it.
const meals = [
  'a bowl of oatmeal with a sliced banana and a drizzle of honey',
  'two fried eggs on a slice of rye toast',
  'Half a cup of cottage cheese with canned peaches',
  '150 g grilled salmon, a baked potato and a side of steamed broccoli',
  'a tall glass of orange juice',
  'Lunch was a turkey and swiss sandwich on whole wheat bread',
  'three tablespoons of hummus with carrot sticks',
  'a slice of cheesecake',
  '12 oz can of cola',
  'a cup of black bean soup and a small dinner roll',
  'A handful of almonds',
  'two chocolate chip cookies and a glass of skim milk',
  'a beef burrito with rice and beans',
  'Grilled chicken thigh, about 4 ounces, with a cup of white rice',
  'one medium apple',
  'a small vanilla milkshake',
  'Three pancakes with maple syrup and two strips of bacon',
  'a bowl of chicken noodle soup',
  'a glass of red wine with dinner',
  '2 cups of plain popcorn',
  'tuna salad on crackers',
  'a blueberry muffin and a cappuccino',
  'Spinach salad with feta and a tablespoon of vinaigrette',
  'a slice of cheese pizza and a side salad',
  'half an avocado on a piece of sourdough toast',
];
const texts = [...meals, '2 scrambled eggs and a slice of whole wheat toast', 'my car is blue'];

/** What an API call gives: the result, or the error's identifier and message. */
async function outcome<T>(call: () => Promise<T>): Promise<unknown> {
  try {
    return { ok: await call() };
  } catch (error) {
    if (error instanceof NutritionApiError) return { error: error.code, message: error.message };
    throw error;
  }
}

describe('the service on the real engine', () => {
  let engine: Engine;
  let service: RunningService;
  let key: string;
  const data = tempDataDir();
  const { log, lines } = memoryLog();
  beforeAll(async () => {
    engine = await createEngine();
    service = await createServer({ engine, dataDir: data.dir, port: 0, log });
    key = service.store!.create({ dailyLimit: 1_000 }).key;
  });
  afterAll(async () => {
    await service?.close();
    data.remove();
  });

  it('answers describeMeal through the typed client exactly as the embedded engine does', async () => {
    const client = createClient({ baseUrl: service.url, apiKey: key });
    let analysed = 0;
    for (const text of texts) {
      const remote = await outcome(() => client.describeMeal(text));
      const local = await outcome(() => engine.api.describeMeal(text));
      // A failure inside the service shows its logged cause here.
      const failed = lines.filter((line) => line.status === 500).map((line) => line.error);
      expect(failed, text).toEqual([]);
      expect(remote, text).toEqual(local);
      if ((local as { ok?: unknown }).ok) analysed++;
    }
    // Most of these meals are found; "my car is blue" is not.
    expect(analysed).toBeGreaterThan(texts.length / 2);
    expect(await outcome(() => client.describeMeal('my car is blue'))).toMatchObject({ error: 'noFoodDetectedText' });
  });

  it('healthz reports the loaded food database and the operations the engine has', async () => {
    const health = await (await fetch(`${service.url}/healthz`)).json();
    expect(health).toEqual({ ok: true, operations: [...engine.operations], foods: engine.info.foods, loadMs: engine.info.loadMs });
    expect(health.foods).toBeGreaterThan(1_000);
  });

  it('routes exist exactly for the operations the engine implements', async () => {
    const document = await (await fetch(`${service.url}/v4/openapi.json`)).json();
    expect(Object.keys(document.paths).sort()).toEqual(engine.operations.map((name) => `/v4/${name}`).sort());
  });
});
