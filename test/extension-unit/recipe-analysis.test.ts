import { describe, expect, it } from 'vitest';
import { NutritionApiError, RatedFoodResult } from '../../src/api/index.js';
import { analyzeRecipe, combine } from '../../src/extension/recipe/analyze.js';
import { analyzeText } from '../../src/extension/recipe/analyze-text.js';
import { packLines } from '../../src/extension/recipe/chunks.js';
import type { Recipe } from '../../src/extension/recipe/recipe.js';

/*
 * The arithmetic of recipes: a real describeMeal is exercised by the extension's end-to-end
 * tests; here a table of known per-line figures stands in so every expected number can be
 * computed by hand from the table.
 */
const TABLE: Record<string, { calories: number; protein: number; carbs: number; fats: number }> = {
  '200 g pasta': { calories: 742, protein: 26, carbs: 150, fats: 3 },
  '1 tbsp olive oil': { calories: 119, protein: 0, carbs: 0, fats: 13.5 },
  '2 eggs': { calories: 143, protein: 12.6, carbs: 0.7, fats: 9.5 },
};

function rated(name: string, parts: Array<keyof typeof TABLE>, servings = 1, rating = 6): RatedFoodResult {
  const ingredients = parts.map((line) => ({ name: line, ...TABLE[line]!, isAdded: false }));
  const sum = (key: 'calories' | 'protein' | 'carbs' | 'fats') => ingredients.reduce((total, item) => total + item[key], 0);
  return RatedFoodResult.parse({
    name: name.slice(0, 100), calories: sum('calories'), protein: sum('protein'), carbs: sum('carbs'), fats: sum('fats'), servings,
    ethanolCarbRatio: 0, ingredients, shouldUseLabelScanner: false,
    healthRating: { rating, tip1: `tip about ${name}`, tip2: 'b', tip3: 'c' },
  });
}

/** describeMeal over the table: each known line counts once; a text of unknown lines finds no food. */
async function tableMeal(text: string): Promise<RatedFoodResult> {
  const lines = text.split('\n').filter((line) => line in TABLE) as Array<keyof typeof TABLE>;
  if (!lines.length) throw new NutritionApiError('noFoodDetectedText', `No food in "${text}"`);
  return rated(text, lines);
}

const recipe = (over: Partial<Recipe>): Recipe => ({
  name: 'Pasta', ingredients: ['200 g pasta', '1 tbsp olive oil', '2 eggs'], recipeYield: '4 servings', nutrition: null, source: 'json-ld', images: [], linesLeftOut: 0, linesShortened: 0, ...over,
});

describe('recipe analysis', () => {
  it('a recipe that yields 4 shows a quarter of the whole per serving, with servings 4', async () => {
    const { result, recipe: summary } = await analyzeRecipe(recipe({}), tableMeal);
    const whole = 742 + 119 + 143;
    expect(result.servings).toBe(4);
    // Ingredients are rounded one by one and the total is their sum (DESIGN.md: they add up),
    // so it is within half a kcal per ingredient of the exact quarter.
    expect(result.calories).toBe([742, 119, 143].reduce((sum, kcal) => sum + Math.round(kcal / 4), 0));
    expect(Math.abs(result.calories - whole / 4)).toBeLessThanOrEqual(1.5);
    const sumOfQuarters = (values: number[]) => Math.round(values.reduce((sum, g) => sum + Math.round((g / 4) * 10) / 10, 0) * 10) / 10;
    expect(result.protein).toBe(sumOfQuarters([26, 0, 12.6]));
    expect(result.fats).toBe(sumOfQuarters([3, 13.5, 9.5]));
    expect(result.ingredients.map((item) => item.calories)).toEqual([742, 119, 143].map((kcal) => Math.round(kcal / 4)));
    expect(summary).toMatchObject({ servings: 4, servingsStated: true, chunks: 1, ingredientLines: 3 });
  });

  it('a recipe without a yield is one serving of the whole, and says so', async () => {
    const { result, recipe: summary } = await analyzeRecipe(recipe({ recipeYield: null }), tableMeal);
    expect(result.calories).toBe(742 + 119 + 143);
    expect(summary.servingsStated).toBe(false);
  });

  it('an ingredient list over 2,000 characters is analysed in parts and summed', async () => {
    const filler = Array.from({ length: 60 }, (_, index) => `a pinch of spice number ${index} for the sauce`);
    const lines = ['200 g pasta', ...filler, '2 eggs', ...filler, '1 tbsp olive oil'];
    expect(lines.join('\n').length).toBeGreaterThan(2000);
    const calls: string[] = [];
    const { result, recipe: summary } = await analyzeRecipe(recipe({ ingredients: lines, recipeYield: 2 }), async (text) => {
      calls.push(text);
      return tableMeal(text);
    });
    expect(calls.length).toBe(summary.chunks);
    expect(calls.length).toBeGreaterThan(1);
    for (const text of calls) expect(text.length).toBeLessThanOrEqual(2000);
    expect(result.calories).toBe([742, 119, 143].reduce((sum, kcal) => sum + Math.round(kcal / 2), 0));
  });

  it('a part that comes back as several servings counts all of them', () => {
    const twoPortions = rated('2 eggs', ['2 eggs'], 2);
    const combined = combine('Eggs', [twoPortions], 1);
    expect(combined.calories).toBe(143 * 2);
    expect(combined.ingredients[0]?.calories).toBe(143 * 2);
  });

  it('the health rating of several parts is their calorie-weighted mean', () => {
    const a = rated('pasta', ['200 g pasta'], 1, 4);
    const b = rated('eggs', ['2 eggs'], 1, 9);
    const combined = combine('Both', [a, b], 1);
    expect(combined.healthRating.rating).toBe(Math.round((4 * 742 + 9 * 143) / (742 + 143)));
    expect(combined.healthRating.tip1).toBe('tip about pasta');
  });

  it('a page without a Recipe, or a recipe without ingredients, is a clear error', async () => {
    await expect(analyzeRecipe(null, tableMeal)).rejects.toMatchObject({ code: 'noRecipeFound' });
    await expect(analyzeRecipe(recipe({ ingredients: [] }), tableMeal)).rejects.toMatchObject({ code: 'noFoodDetectedText' });
  });

  it('a selection over the limit is split at line ends and summed as one serving', async () => {
    const text = ['200 g pasta', ...Array.from({ length: 80 }, () => 'some words that are not food at all'), '2 eggs'].join('\n');
    const result = await analyzeText(text, tableMeal, 2000);
    expect(result.calories).toBe(742 + 143);
    expect(result.servings).toBe(1);
  });

  it('packs lines greedily without splitting one', () => {
    expect(packLines(['aaaa', 'bbbb', 'cc'], 9)).toEqual(['aaaa\nbbbb', 'cc']);
    expect(packLines(['x'.repeat(12)], 10)).toEqual(['x'.repeat(10)]);
  });
});

describe('a recipe on the embedded engine is rated per serving', () => {
  const soup = {
    name: 'Lentil soup', ingredients: ['2 cups of dried lentils', '1 onion', '2 carrots', '8 cups of chicken broth', '1 tbsp of salt', 'a zorblax'],
    recipeYield: '4 servings', nutrition: null, source: 'json-ld' as const,
  };

  it('gives one serving whose figures are the pot divided by the yield, with tips about that serving', async () => {
    const { createEngine, describeMeal } = await import('../../src/engine/index.js');
    const engine = await createEngine();
    const foods = await engine.context.foods();
    const pot = await describeMeal(foods, soup.ingredients.join('\n'));
    const { result, recipe } = await analyzeRecipe(soup as never, () => Promise.reject(new Error('not used')), (text, servings) => describeMeal(foods, text, { sharedBy: servings }));
    expect(result.name).toBe('Lentil soup');
    expect(result.servings).toBe(4);
    expect(recipe.tipsPerServing).toBe(true);
    expect(Math.abs(result.calories - pot.calories / 4)).toBeLessThanOrEqual(2);
    expect(Math.abs(result.protein - pot.protein / 4)).toBeLessThanOrEqual(0.3);
    expect(result.ingredients.map((i) => i.name).join(' | ')).toContain('÷ 4');
    expect(recipe.skippedLines).toEqual(['a zorblax']);
    // A whole tablespoon of salt in the pot is about 1.7 g of sodium per serving, and the tips say
    // so per serving: never the pot's ~7 g.
    const tips = [result.healthRating.tip1, result.healthRating.tip2, result.healthRating.tip3].join(' ');
    const grams = [...tips.matchAll(/sodium[^.]*?(\d+(?:\.\d+)?) g/gi)].map((m) => Number(m[1]));
    for (const value of grams) expect(value).toBeLessThan(3.5);
  });
});
