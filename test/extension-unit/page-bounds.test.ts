import { describe, expect, it } from 'vitest';
import { NutritionApiError, RatedFoodResult } from '../../src/api/index.js';
import { analyzeText } from '../../src/extension/recipe/analyze-text.js';
import { analyzeRecipe } from '../../src/extension/recipe/analyze.js';
import { recipeFromJsonLd } from '../../src/extension/recipe/json-ld.js';
import { Recipe } from '../../src/extension/recipe/recipe.js';
import { recipeNoteLines } from '../../src/extension/panel/recipe-note.js';
import { checkSelectionLength, cleanSelection, selectionFacts } from '../../src/extension/selection.js';
import { packLines } from '../../src/extension/recipe/chunks.js';
import { Job, Message } from '../../src/extension/messages.js';
import { MAX_JSON_LD_CHARS, MAX_RECIPE_LINE_CHARS, MAX_RECIPE_LINES, MAX_SELECTION_CHARS } from '../../src/extension/limits.js';

/*
 * What a page can make the extension do is bounded (issue 28): a 4.7 MB selection once cost
 * 2,353 describeMeal calls against the person's key. describeMeal here counts its calls and
 * answers one known figure per text.
 */

function countingMeal() {
  const calls: string[] = [];
  const describeMeal = async (text: string): Promise<RatedFoodResult> => {
    calls.push(text);
    return RatedFoodResult.parse({
      name: text.slice(0, 50), calories: 100, protein: 1, carbs: 20, fats: 1, servings: 1, ethanolCarbRatio: 0,
      ingredients: [{ name: 'oats', calories: 100, protein: 1, carbs: 20, fats: 1, isAdded: false }], shouldUseLabelScanner: false,
      healthRating: { rating: 6, tip1: 'a', tip2: 'b', tip3: 'c' },
    });
  };
  return { calls, describeMeal };
}

const pageOfLines = (chars: number) => {
  const line = '1 cup of rolled oats with milk and honey';
  return Array.from({ length: Math.ceil(chars / (line.length + 1)) }, () => line).join('\n').slice(0, chars);
};

describe('a selection’s size', () => {
  it('a 4.7 MB selection is refused with a message saying how long it is, before any describeMeal call', async () => {
    const { calls, describeMeal } = countingMeal();
    const huge = pageOfLines(4_700_000);
    const refusal = analyzeText(huge, describeMeal, 2_000);
    await expect(refusal).rejects.toBeInstanceOf(NutritionApiError);
    const length = cleanSelection(huge).length.toLocaleString('en-US');
    expect(length).toMatch(/^4,(699|700),\d{3}$/);
    await expect(refusal).rejects.toMatchObject({ code: 'invalidRequest', message: expect.stringContaining(`${length} characters long; the extension analyses at most 20,000`) });
    expect(calls).toEqual([]);
  });

  it('one character over the bound is refused; at the bound it is analysed in a bounded number of calls', async () => {
    const over = countingMeal();
    await expect(analyzeText(pageOfLines(MAX_SELECTION_CHARS + 1), over.describeMeal, 2_000)).rejects.toMatchObject({ code: 'invalidRequest' });
    expect(over.calls).toEqual([]);
    const at = countingMeal();
    const text = pageOfLines(MAX_SELECTION_CHARS);
    const result = await analyzeText(text, at.describeMeal, 2_000);
    // Whole lines per call: 11 texts of up to 2,000 characters.
    expect(at.calls.length).toBe(packLines(cleanSelection(text).split('\n'), 2_000).length);
    expect(at.calls.length).toBe(11);
    expect(result.calories).toBe(100 * at.calls.length);
  });

  it('the bound counts the cleaned text: indentation and blank lines do not count', async () => {
    const padded = '   2 eggs   \n\n\n' + ' '.repeat(MAX_SELECTION_CHARS) + '\n  toast';
    expect(selectionFacts(padded)).toEqual({ text: '2 eggs\ntoast', length: 12 });
    const { calls, describeMeal } = countingMeal();
    await analyzeText(padded, describeMeal, 2_000);
    expect(calls).toEqual(['2 eggs\ntoast']);
  });

  it('the content script sends only the length of a selection over the bound, and the job refuses it in the panel', () => {
    const facts = selectionFacts(pageOfLines(100_000));
    expect(facts).toEqual({ text: '', length: 100_000 });
    expect(Job.safeParse({ kind: 'text', text: '', selectedChars: facts.length }).success).toBe(true);
    expect(() => checkSelectionLength(facts.length)).toThrowError(/100,000 characters long/);
    expect(() => checkSelectionLength(MAX_SELECTION_CHARS)).not.toThrow();
    // A job can never hold more than the bound.
    expect(Job.safeParse({ kind: 'text', text: 'x'.repeat(MAX_SELECTION_CHARS + 1), selectedChars: 1 }).success).toBe(false);
  });
});

describe('a recipe page’s size', () => {
  const recipeWith = (recipeIngredient: unknown) => recipeFromJsonLd([JSON.stringify({ '@type': 'Recipe', name: 'Big pot', recipeYield: '4', recipeIngredient })])!;

  it('reads at most MAX_RECIPE_LINES ingredient lines and counts the rest as left out', () => {
    const lines = Array.from({ length: 540 }, (_, i) => `${i + 1} g oats`);
    const recipe = recipeWith(lines);
    expect(recipe.ingredients).toEqual(lines.slice(0, MAX_RECIPE_LINES));
    expect(recipe.linesLeftOut).toBe(540 - MAX_RECIPE_LINES);
    expect(Recipe.safeParse(recipe).success).toBe(true);
  });

  it('counts lines inside one string holding the whole list, and skips empty ones', () => {
    const recipe = recipeWith(Array.from({ length: 150 }, (_, i) => `${i} g rice`).join('\n') + '\n\n<br>');
    expect(recipe.ingredients).toHaveLength(MAX_RECIPE_LINES);
    expect(recipe.linesLeftOut).toBe(50);
  });

  it('cuts a line at MAX_RECIPE_LINE_CHARS, after entities are decoded, and counts it', () => {
    const long = '200 g flour ' + 'and more words &amp; '.repeat(2_000);
    const recipe = recipeWith(['2 eggs', long, '1 &frac12; cups milk']);
    expect(recipe.ingredients[1]).toHaveLength(MAX_RECIPE_LINE_CHARS);
    expect(recipe.ingredients[1]).toMatch(/^200 g flour and more words & and/);
    expect(recipe.ingredients[2]).toBe('1 ½ cups milk');
    expect(recipe.linesShortened).toBe(1);
    expect(recipe.linesLeftOut).toBe(0);
  });

  it('the longest recipe the bounds allow still fits the offscreen engine’s describe-recipe message', async () => {
    const recipe = recipeWith(Array.from({ length: 300 }, () => '2 cups of rolled oats ' + 'y'.repeat(400)));
    const sent: unknown[] = [];
    const { describeMeal } = countingMeal();
    await analyzeRecipe(recipe, describeMeal, async (text, servings) => {
      sent.push({ type: 'describe-recipe', text, servings });
      return describeMeal(text);
    });
    expect(sent).toHaveLength(1);
    expect((sent[0] as { text: string }).text.length).toBe(MAX_RECIPE_LINES * (MAX_RECIPE_LINE_CHARS + 1) - 1);
    expect(Message.safeParse(sent[0]).success).toBe(true);
  });

  it('skips a JSON-LD block over MAX_JSON_LD_CHARS', () => {
    const padding = 'x'.repeat(MAX_JSON_LD_CHARS);
    expect(recipeFromJsonLd([JSON.stringify({ '@type': 'Recipe', name: 'Padded', recipeIngredient: ['2 eggs'], description: padding })])).toBeNull();
  });

  it('a v4 service is asked about as many calls as a selection at the bound costs, and the panel says lines were left out', async () => {
    const recipe = recipeWith(Array.from({ length: 400 }, () => '1 cup of rolled oats with milk and honey and a pinch of cinnamon, ' + 'x'.repeat(300)));
    const { calls, describeMeal } = countingMeal();
    const { result, recipe: summary } = await analyzeRecipe(recipe, describeMeal);
    // Nine whole lines of 200 characters fit in one 2,000-character text: 12 calls, never more.
    expect(calls.length).toBe(Math.ceil(MAX_RECIPE_LINES / Math.floor(2_001 / (MAX_RECIPE_LINE_CHARS + 1))));
    expect(calls.length).toBe(12);
    expect(summary).toMatchObject({ ingredientLines: MAX_RECIPE_LINES, linesLeftOut: 300, linesShortened: MAX_RECIPE_LINES });
    const note = recipeNoteLines(summary, result);
    expect(note).toContain('Only the first 100 of the page’s 400 ingredient lines were read; 300 were left out, so these figures are too low if they are food.');
    expect(note).toContain(`100 ingredient lines were cut at ${MAX_RECIPE_LINE_CHARS} characters.`);
  });
});
