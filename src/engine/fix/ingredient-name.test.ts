/**
 * The amount in an ingredient's display name is the only place the v4 wire carries it back to
 * fixFood, so the reader must agree with what the engine writes: read against real describeMeal
 * answers (the grams read × the food's kcal per gram give the ingredient's kcal), not only
 * against hand-written names.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { createFoodIndex, type FoodIndex } from '../foods/food-index.js';
import { loadFoodDatabase } from '../foods/index.js';
import { describeMeal } from '../meal/describe.js';
import { fixTools } from './fix-food.js';
import {
  amountItems, countsInUnit, gramsInName, isShareItem, leadingCount, readIngredientName, scaleCountItem, shareItem, withoutItem, writeIngredientName,
} from './ingredient-name.js';

describe('reading a display name', () => {
  it('splits the base, the amount said, the grams and the notes', () => {
    expect(readIngredientName('Beer (1, 360 g)')).toEqual({ base: 'Beer', detail: ['1'], grams: 360 });
    expect(readIngredientName('Pizza, cheese (2 slices, 214.5 g, without cheese)')).toEqual({ base: 'Pizza, cheese', detail: ['2 slices', 'without cheese'], grams: 214.5 });
    expect(readIngredientName('Rice, brown, cooked (1 of 2, 79 g)')).toEqual({ base: 'Rice, brown, cooked', detail: ['1 of 2'], grams: 79 });
  });

  it('keeps a name with no parenthesis, or an inner one, whole', () => {
    expect(readIngredientName('Apple, raw')).toEqual({ base: 'Apple, raw', detail: [] });
    expect(readIngredientName('Chicken (skin not eaten), roasted')).toEqual({ base: 'Chicken (skin not eaten), roasted', detail: [] });
    expect(gramsInName('Apple, raw')).toBeNaN();
    expect(gramsInName('Apple, raw (1, 182 g)')).toBe(182);
  });

  it('tells amounts from notes, and a share of several servings from a count', () => {
    const { detail } = readIngredientName('Soup (2 bowls, 734 g, without cream)');
    expect(amountItems(detail)).toEqual(['2 bowls']);
    expect(leadingCount(detail)).toBe(2);
    expect(countsInUnit(detail, 'bowl')).toBe(true);
    expect(countsInUnit(detail, 'cup')).toBe(false);
    expect(isShareItem(shareItem(3))).toBe(true);
    expect(isShareItem('1 cup')).toBe(false);
    expect(leadingCount(['extra'])).toBeUndefined();
  });

  it('scales the count an item shows, fractions included, and leaves words alone', () => {
    expect(scaleCountItem('2 tsp', 1.5)).toBe('3 tsp');
    expect(scaleCountItem('½ cup', 2)).toBe('1 cup');
    expect(scaleCountItem(withoutItem('cheese'), 2)).toBe('without cheese');
  });

  it('writes what it reads', () => {
    const name = writeIngredientName('Beer', ['1', '360 g']);
    expect(name).toBe('Beer (1, 360 g)');
    expect(readIngredientName(name)).toEqual({ base: 'Beer', detail: ['1'], grams: 360 });
    expect(writeIngredientName('Beer', [])).toBe('Beer');
  });
});

describe('the names describeMeal writes', () => {
  let index: FoodIndex;
  beforeAll(async () => {
    index = createFoodIndex(await loadFoodDatabase());
  });

  // Amounts of every kind the writer has: counts, household units, mass, volume, no amount,
  // several servings, and a dish shared out as a recipe's yield.
  const meals: Array<[string, { sharedBy?: number }?]> = [
    ['2 scrambled eggs and a slice of whole wheat toast'],
    ['a pint of beer and a bag of potato chips'],
    ['150 g grilled chicken breast with a cup of brown rice'],
    ['3 tacos'],
    ['oatmeal with milk and a banana'],
    ['2 cups of flour, 3 eggs, 1 cup of sugar and 200 g butter', { sharedBy: 8 }],
  ];

  it.each(meals)('reads back grams that give each ingredient its kcal: %s', async (text, options) => {
    const tools = fixTools(index);
    const result = await describeMeal(index, text, options ?? {});
    let checked = 0;
    for (const ingredient of result.ingredients) {
      const { base, grams } = readIngredientName(ingredient.name);
      expect(grams, ingredient.name).toBeGreaterThan(0);
      // A name shortened to fit ("…") no longer names its food exactly.
      const density = base.endsWith('…') ? undefined : tools.energyDensity(base);
      if (density === undefined) continue;
      // Grams are written to 0.1 g and kcal rounded: allow a kcal and a per cent.
      expect(Math.abs(density * grams! - ingredient.calories), ingredient.name).toBeLessThanOrEqual(1 + ingredient.calories * 0.01);
      checked++;
    }
    expect(checked).toBeGreaterThan(0);
  });
});
