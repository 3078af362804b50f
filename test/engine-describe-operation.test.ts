/**
 * describeMeal as a real engine operation: it runs through the handler table with the call's
 * options, a recipe's yield (`sharedBy`) included, and it stops when the call is cancelled.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { createEngine, type Engine } from '../src/engine/index.js';
import { createFoodIndex, type FoodIndex } from '../src/engine/foods/food-index.js';
import { loadFoodDatabase } from '../src/engine/foods/index.js';
import { NutritionApiError } from '../src/api/index.js';

const RECIPE = ['2 cups cooked white rice', '1 lb chicken breast', '2 cups broccoli florets', '2 tbsp olive oil'].join('\n');
let foods: FoodIndex;
let engine: Engine;

beforeAll(async () => {
  foods = createFoodIndex(await loadFoodDatabase());
  engine = await createEngine({ providers: { foods: async () => foods } });
});

describe('describeMeal through the handler table', () => {
  it('a recipe that makes 4 (sharedBy: 4) answers one serving: a quarter of each part, servings 4, rated as that serving', async () => {
    const whole = await engine.run('describeMeal', { text: RECIPE });
    const one = await engine.run('describeMeal', { text: RECIPE }, { sharedBy: 4 });
    expect(one.servings).toBe(4);
    expect(one.ingredients).toHaveLength(whole.ingredients.length);
    one.ingredients.forEach((part, i) => expect(part.calories).toBeCloseTo(whole.ingredients[i]!.calories / 4, -0.5));
    expect(Math.abs(one.calories * 4 - whole.calories)).toBeLessThanOrEqual(4 * one.ingredients.length);
    // The tips speak of one serving's amounts, so they differ from the whole pot's rating or tips.
    expect(one.healthRating).not.toEqual(whole.healthRating);
  });

  it('the v4 api (no yield) answers the whole text as before', async () => {
    expect(await engine.api.describeMeal(RECIPE)).toEqual(await engine.run('describeMeal', { text: RECIPE }));
  });

  it('a call cancelled while the food database loads stops with the call’s reason, and no answer', async () => {
    let release!: () => void;
    const loaded = new Promise<void>((resolve) => (release = resolve));
    const lazy = await createEngine({ lazy: true, providers: { foods: async () => (await loaded, foods) } });
    const controller = new AbortController();
    const answer = lazy.run('describeMeal', { text: '2 eggs and toast' }, { signal: controller.signal });
    const reason = new NutritionApiError('aborted', 'The analysis was cancelled.');
    controller.abort(reason);
    release();
    await expect(answer).rejects.toBe(reason);
    // The engine still answers the next call.
    expect((await lazy.run('describeMeal', { text: '2 eggs and toast' })).calories).toBeGreaterThan(0);
  });
});
