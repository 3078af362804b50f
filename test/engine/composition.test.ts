import { describe, expect, it } from 'vitest';
import { NutritionApiError, operations, RatedFoodResult, FoodResult } from '../../src/api/index.js';
import { configFromEnv, createEngine, engineOperations, resolveConfig } from '../../src/engine/index.js';
import { buildRatedResult, buildUnratedResult } from '../../src/engine/result/build.js';
import { nutrients } from '../../src/engine/nutrients.js';
import { truncate as truncateText } from '../../src/api/truncate.js';

describe('the engine, composed from one list of operations', () => {
  it('implements exactly the operations of its list, in the contract order, with all five typed methods', async () => {
    const engine = await createEngine({ lazy: true });
    const listed = Object.keys(operations).filter((name) => name in engineOperations);
    expect(engine.operations).toEqual(listed);
    expect(Object.keys(engine.handlers)).toEqual(listed);
    expect(Object.keys(engine.api).sort()).toEqual(Object.keys(operations).sort());
  });

  it('answers an operation missing from its list with one 501 that names what it offers', async () => {
    const engine = await createEngine({ lazy: true, operations: { describeMeal: engineOperations.describeMeal! } });
    const failure = await engine.api.scanBarcode('4006381333931').catch((e: unknown) => e);
    expect(failure).toBeInstanceOf(NutritionApiError);
    expect((failure as NutritionApiError).code).toBe('internalServerError');
    expect((failure as NutritionApiError).status).toBe(501);
    expect((failure as NutritionApiError).message).toBe('scanBarcode is not implemented yet here; this engine offers describeMeal.');
    // Bad input is still refused first, by the contract, with its own message.
    const bad = await engine.api.scanBarcode('12345').catch((e: unknown) => e);
    expect((bad as NutritionApiError).code).toBe('invalidRequest');
  });

  it('loads a provider only when an operation first needs it, once, and retries one that failed', async () => {
    let foodsLoads = 0;
    let ocrTries = 0;
    const engine = await createEngine({
      lazy: true,
      providers: {
        foods: async () => {
          foodsLoads++;
          const { loadFoodDatabase } = await import('../../src/engine/foods/database.js');
          const { createFoodIndex } = await import('../../src/engine/foods/food-index.js');
          return createFoodIndex(await loadFoodDatabase());
        },
        ocr: async () => {
          ocrTries++;
          throw new NutritionApiError('internalServerError', 'the OCR worker could not start');
        },
      },
    });
    expect(foodsLoads).toBe(0);
    await Promise.all([engine.api.describeMeal('an apple'), engine.api.describeMeal('a pear')]);
    expect(foodsLoads).toBe(1);
    await expect(engine.context.ocr()).rejects.toThrow('could not start');
    await expect(engine.context.ocr()).rejects.toThrow('could not start');
    expect(ocrTries).toBe(2);
  });

  it('reads the same configuration names from the environment as the CLI flags', () => {
    expect(resolveConfig(configFromEnv({
      NUTRI_OFFLINE: '1', NUTRI_OFF_URL: 'http://127.0.0.1:9/', NUTRI_VISION_URL: 'http://127.0.0.1:11434/v1',
      NUTRI_VISION_MODEL: 'qwen2.5vl', NUTRI_VISION_KEY: 'k',
    }))).toMatchObject({
      offline: true, offUrl: 'http://127.0.0.1:9', vision: { url: 'http://127.0.0.1:11434/v1', model: 'qwen2.5vl', key: 'k' },
    });
    expect(resolveConfig(configFromEnv({ NUTRI_OFFLINE: '0' })).offline).toBe(false);
    // A vision provider needs both a URL and a model; half a configuration is none.
    expect(resolveConfig(configFromEnv({ NUTRI_VISION_URL: 'http://127.0.0.1:1/v1' })).vision).toBeUndefined();
    expect(resolveConfig().userAgent).toMatch(/^nutri-kit\/\d+\.\d+\.\d+ \(https?:\/\/\S+\)$/);
  });
});

describe('the result builder', () => {
  const beer = { name: 'Beer (1 pint, 473 g)', grams: 473, category: 'Beer', nutrients: nutrients({ kcal: 203.4, protein: 2.2, carbs: 16.8, fat: 0, alcohol: 18.9 }) };
  const fries = { name: 'French fries (medium, 117 g)', grams: 117, category: 'French fries and other fried white potatoes', nutrients: nutrients({ kcal: 365.04, protein: 4.04, carbs: 48.05, fat: 17.1, fiber: 4.4, sugars: 0.3, satFat: 2.6, sodiumMg: 246 }) };

  it('rounds kcal to whole numbers and grams to one decimal, and the ingredients add up to the totals exactly', () => {
    const result = RatedFoodResult.parse(buildRatedResult({ name: 'Beer and fries', servings: 1, parts: [beer, fries] }));
    expect(result.ingredients.map((i) => i.calories)).toEqual([203, 365]);
    expect(result.calories).toBe(568);
    expect(result.protein).toBe(6.2);
    // v4 carbs include ethanol (DESIGN.md "Alcohol").
    expect(result.ingredients[0]!.carbs).toBe(35.7);
    expect(result.carbs).toBe(Math.round((35.7 + 48.1) * 10) / 10);
    expect(result.ethanolCarbRatio).toBe(Math.round((18.9 / (16.8 + 18.9 + 48.05)) * 1000) / 1000);
    expect(result.healthRating.rating).toBeLessThanOrEqual(2); // a pint of beer caps the meal
  });

  it('keeps a product\'s rating inside its published Nutri-Score band and puts required tips first', () => {
    const rated = buildRatedResult({ name: 'Fries', servings: 1, parts: [fries], rating: { nutriScoreGrade: 'a', tips: ['Printed grade: A.'] } });
    expect(rated.healthRating.rating).toBeGreaterThanOrEqual(8);
    expect(rated.healthRating.tip1).toBe('Printed grade: A.');
    expect(new Set([rated.healthRating.tip1, rated.healthRating.tip2, rated.healthRating.tip3]).size).toBe(3);
  });

  it('rates a food of unknown nutrition neutrally and says to scan the label, instead of failing', () => {
    const rated = RatedFoodResult.parse(buildRatedResult({ name: 'Oat drink (nutrition unknown)', servings: 1, parts: [{ name: 'Oat drink', grams: 0, nutrients: nutrients({}) }], shouldUseLabelScanner: true }));
    expect(rated.calories).toBe(0);
    expect(rated.healthRating.rating).toBe(5);
    expect(rated.healthRating.tip1).toMatch(/scan the nutrition label/);
  });

  it('builds fixFood\'s unrated result with the same figures and no rating', () => {
    const unrated = FoodResult.parse(buildUnratedResult({ name: 'Beer and fries', servings: 2, parts: [beer, { ...fries, isAdded: true }] }));
    expect('healthRating' in unrated).toBe(false);
    expect(unrated.servings).toBe(2);
    expect(unrated.ingredients[1]!.isAdded).toBe(true);
  });

  it('folds more than 200 parts into 199 and one "other ingredients" part, keeping the totals', () => {
    const parts = Array.from({ length: 250 }, (_, i) => ({ name: `Part ${i}`, grams: 10, nutrients: nutrients({ kcal: 10 + i, protein: 1 }) }));
    const result = buildUnratedResult({ name: 'A long recipe', servings: 1, parts });
    expect(result.ingredients).toHaveLength(200);
    expect(result.ingredients[199]!.name).toBe('51 other ingredients');
    expect(result.calories).toBe(parts.reduce((sum, p) => sum + p.nutrients.kcal, 0));
    expect(result.protein).toBe(250);
  });

  it('never cuts an emoji in half when a name is too long', () => {
    const name = 'a'.repeat(498) + '🍕🍕';
    const cut = truncateText(name, 500);
    expect(cut.length).toBeLessThanOrEqual(500);
    expect(cut).toBe('a'.repeat(498) + '…');
  });
});
