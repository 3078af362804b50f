import { describe, expect, it } from 'vitest';
import { createEngine } from '../../src/engine/index.js';
import { recipeNoteLines } from '../../src/extension/panel/recipe-note.js';
import type { RecipeSummary } from '../../src/extension/recipe/recipe.js';

const summary = (patch: Partial<RecipeSummary>): RecipeSummary => ({
  name: 'Soup', servings: 4, servingsStated: true, yieldText: '4 servings', pageNutrition: null,
  ingredientLines: 3, linesLeftOut: 0, linesShortened: 0, chunks: 1, skippedLines: [], source: 'json-ld', tipsPerServing: false, ...patch,
});

describe('the words above a recipe card', () => {
  it('says how the recipe was divided, what the page claims beside ours, and, from a v4 service, that the tips are for the whole pot', async () => {
    const engine = await createEngine();
    const result = await engine.api.describeMeal('1 onion\n2 carrots\n1 cup of lentils');
    const lines = recipeNoteLines(summary({ pageNutrition: { calories: 450, caloriesText: '450 calories' }, skippedLines: ['salt to taste'] }), result);
    expect(lines).toEqual([
      'Per serving: the recipe makes 4 (“4 servings”).',
      `The page says 450 kcal per serving; our estimate is ${result.calories.toLocaleString('en-US')} kcal.`,
      'The health tips below speak of the whole recipe (all 4 servings).',
      'Not counted (no food found): salt to taste.',
    ]);
  });

  it('says nothing about whole-pot tips when the engine rated one serving', async () => {
    const engine = await createEngine();
    const result = await engine.api.describeMeal('1 onion');
    expect(recipeNoteLines(summary({ tipsPerServing: true }), result)).toEqual(['Per serving: the recipe makes 4 (“4 servings”).']);
  });

  it('without a usable yield the figures are the whole recipe, and nothing is said about the tips', async () => {
    const engine = await createEngine();
    const result = await engine.api.describeMeal('1 onion');
    expect(recipeNoteLines(summary({ servings: 1, servingsStated: false, yieldText: null }), result)).toEqual([
      'The page does not say how many servings the recipe makes: these figures are for the whole recipe.',
    ]);
  });
});
