/**
 * Session 16 (countport, issue 23 "Unit sizes"): a count of small items weighs that many items —
 * USDA's own "1 nut", "1 rod", "1 ring", "1 chip" of the food or of its kind — never that many
 * ounces, bags or orders. Phrases written for these tests; expected weights are read from USDA's
 * own portions.
 */
import { describe, expect, it } from 'vitest';
import { gramsOf, portionNamed, useEngineWithFoods } from './food-portions.test-helper.js';

const ctx = useEngineWithFoods();
const usda = (food: string, description: string) => portionNamed(ctx, food, description);
/** The whole meal's grams: a single counted food is answered per item, so its grams × the count. */
const mealGrams = async (text: string) => {
  const result = await ctx.engine.api.describeMeal(text);
  const servings = Number(/\(1 of (\d+)/.exec(result.ingredients[0]!.name)?.[1] ?? 1);
  return result.ingredients.reduce((sum, i) => sum + gramsOf(i.name), 0) * servings;
};
const kcalEach = async (text: string) => (await ctx.engine.api.describeMeal(text)).ingredients.reduce((sum, i) => sum + i.calories, 0);

describe('a count of nuts is that many nuts, not that many ounces', () => {
  it('pistachios counted one by one weigh USDA\'s "1 nut" each', async () => {
    const nut = usda('Pistachio nuts, NFS', '1 nut');
    expect(await mealGrams('roughly 40 pistachios')).toBeCloseTo(40 * nut, 0);
    expect(await mealGrams('pistachios, 25')).toBeCloseTo(25 * nut, 0);
  });

  it('the bound: 40 counted nuts never weigh more than 40 of the largest nut USDA lists for the kind', async () => {
    const ounce = usda('Pistachio nuts, NFS', '1 oz, NFS');
    expect(await mealGrams('roughly 40 pistachios')).toBeLessThan(ounce);
  });

  it('a nut USDA already weighs by the item keeps its own nut', async () => {
    expect(await mealGrams('ate 12 almonds')).toBeCloseTo(12 * usda('Almonds, NFS', '1 nut'), 0);
  });
});

describe('a counted piece of a snack is that piece, from the food or its kind', () => {
  it('pretzel rods weigh a rod each, from USDA\'s hard pretzels when the matched pretzel weighs no rod', async () => {
    const rod = usda('Pretzels, hard, NFS', '1 rod');
    expect(await mealGrams('4 pretzel rods')).toBeCloseTo(4 * rod, 0);
  });

  it('onion rings counted are rings, not fast-food orders', async () => {
    const ring = usda('Fried onion rings', '1 ring');
    expect(await mealGrams('three onion rings')).toBeCloseTo(3 * ring, 0);
    // Far below one order of them, let alone three.
    expect(await kcalEach('three onion rings')).toBeLessThan(200);
  });

  it('potato chips counted are chips, not bags', async () => {
    expect(await mealGrams('7 potato chips')).toBeCloseTo(7 * usda('Potato chips, plain', '1 chip'), 0);
  });
});

describe('what a count already weighs right is kept', () => {
  it('an order said is still the order', async () => {
    expect(await mealGrams('a medium order of onion rings')).toBeCloseTo(usda('Fried onion rings', '1 fast food order'), 0);
  });

  it('a counted soft pretzel is the soft pretzel, not a hard one', async () => {
    expect(await mealGrams('2 soft pretzels')).toBeCloseTo(2 * usda('Pretzels, soft, NFS', '1 pretzel, NS as to size'), 0);
  });
});
