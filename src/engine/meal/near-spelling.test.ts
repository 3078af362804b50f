/**
 * A food word mistyped the way people type one they know by ear (issue 23's typos): a vowel for
 * another, a letter doubled or not. Words of our own; the no-food side checks ordinary English
 * one vowel from a food word is not read as that food.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { createEngine, type Engine } from '../index.js';
import type { FoodIndex } from '../foods/food-index.js';
import { nearSpelling, respelt, skeletonOf } from './near-spelling.js';

let engine: Engine;
let ctx: FoodIndex;
beforeAll(async () => {
  engine = await createEngine();
  ctx = await engine.context.foods();
});

describe('skeletons', () => {
  it('keep the consonants, each once, and one mark for a run of vowels', () => {
    expect(skeletonOf('brocolli')).toBe(skeletonOf('broccoli'));
    expect(skeletonOf('cantelope')).toBe(skeletonOf('cantaloupe'));
    expect(skeletonOf('spagetti')).toBe(skeletonOf('spaghetti'));
    expect(skeletonOf('carrot')).not.toBe(skeletonOf('parrot'));
  });
});

describe('near spellings', () => {
  it.each([
    ['brocolli', 'broccoli'],
    ['zuchini', 'zucchini'],
    ['avacado', 'avocado'],
    ['cantelope', 'cantaloupe'],
    ['bannana', 'banana'],
  ])('"%s" is "%s"', (typed, meant) => {
    expect(nearSpelling(ctx, typed)).toBe(meant);
  });

  it.each(['better', 'reunion', 'current', 'though', 'picked', 'leaving', 'either', 'broccoli', 'apple'])(
    '"%s" is left as it is (a word of its own, or no slip of one food word)',
    (word) => {
      expect(nearSpelling(ctx, word)).toBeUndefined();
    },
  );

  it('respells words in a sentence and keeps the rest', () => {
    expect(respelt(ctx, 'Steamed brocolli and 2 eggs')).toBe('Steamed broccoli and 2 eggs');
  });
});

describe('describeMeal reads the word meant', () => {
  it.each([
    ['a side of steamed brocolli', /^Broccoli/],
    ['grilled zuchini', /zucchini|Summer squash/i],
    ['a slice of cantelope', /^Cantaloupe/],
  ])('"%s" is the food', async (text, food) => {
    const result = await engine.api.describeMeal(text);
    expect(result.ingredients[0]!.name).toMatch(food);
  });

  it('"avacado toast" is avocado on toast, as the right spelling is', async () => {
    const typed = await engine.api.describeMeal('avacado toast');
    const right = await engine.api.describeMeal('avocado toast');
    expect(typed.ingredients.map((i) => i.name)).toEqual(right.ingredients.map((i) => i.name));
  });

  it('ordinary words a vowel from a food stay no food', async () => {
    await expect(engine.api.describeMeal('feeling better after the family reunion')).rejects.toMatchObject({ code: 'noFoodDetectedText' });
  });
});
