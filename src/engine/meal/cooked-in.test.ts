/**
 * Session 14 (fatscale): the fat a food was cooked in is a share of the dish's weight, the share
 * FNDDS's own "no added fat" / "made with oil" pairs give for the dish's kind of food. Phrases
 * written for these tests.
 */
import { describe, expect, it } from 'vitest';
import { gramsOf, useEngineWithFoods } from './food-portions.test-helper.js';

const ctx = useEngineWithFoods();
const names = async (text: string) => (await ctx.engine.api.describeMeal(text)).ingredients.map((i) => i.name);

describe('the fat a food was cooked in, scaled to the food', () => {
  it('three eggs take three times the oil of one', async () => {
    const one = await names('an egg cooked in coconut oil');
    const three = await names('3 eggs cooked in coconut oil');
    expect(one).toHaveLength(2);
    expect(three).toHaveLength(2);
    expect(gramsOf(three[1]!) / gramsOf(one[1]!)).toBeCloseTo(3, 0);
  });

  it('eggs take FNDDS\'s share: about 4 g of fat per 100 g of egg, not a tablespoon', async () => {
    const [egg, oil] = await names('2 eggs cooked in coconut oil');
    // Coconut oil is all fat: grams of oil ≈ 4.14 % of the eggs' weight.
    expect(gramsOf(oil!)).toBeCloseTo(gramsOf(egg!) * 0.0414, 0);
    expect(gramsOf(oil!)).toBeLessThan(14);
  });

  it('a chicken breast cooked with oil is FNDDS\'s sauteed breast (its fat in it), not a tablespoon beside it (Session 15)', async () => {
    expect(await names('chicken breast cooked with olive oil')).toEqual([expect.stringMatching(/^Chicken breast, sauteed/)]);
  });

  it('"kale sauteed in butter" finds FNDDS\'s kale, fresh, cooked with fat (the "fresh" left unsaid)', async () => {
    const parts = await names('kale sauteed in butter');
    expect(parts).toHaveLength(1);
    expect(parts[0]).toMatch(/^Kale, fresh, cooked, (fat added|with butter)/);
  });
});

describe('a dish USDA already weighs with its fat', () => {
  // FNDDS's "NS as to fat" quinoa already holds the fat of its cooking: a second one would count it twice.
  it('"quinoa cooked with coconut oil" found as "Quinoa, NS as to fat" adds no second fat', async () => {
    expect(await names('a cup of quinoa cooked with coconut oil')).toEqual([expect.stringMatching(/^Quinoa, NS as to fat/)]);
  });
});
