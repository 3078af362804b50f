/**
 * How much, by class (issue 23, Session 20): a package or box of a frozen vegetable is the package
 * SR weighs that vegetable in, frozen (not one typical portion); a fraction said with a number word
 * before "of a <unit>" ("one third of a package") keeps the unit. Sentences written for these
 * tests; the expected weights are read from USDA's own portion rows, so the tests check WHICH
 * weight answers.
 */
import { describe, expect, it } from 'vitest';
import { gramsOf, portionNamed, useEngineWithFoods } from './food-portions.test-helper.js';

const ctx = useEngineWithFoods();
const describeMeal = (text: string) => ctx.engine.api.describeMeal(text);
const firstGrams = async (text: string) => {
  const result = await describeMeal(text);
  return { name: result.ingredients[0]!.name, grams: gramsOf(result.ingredients[0]!.name) };
};

describe('a package of a frozen vegetable is the package SR weighs it in', () => {
  it('a package of frozen green peas, cooked: SR\'s cooked yield of its 10 oz package', async () => {
    const { name, grams } = await firstGrams('a package of frozen green peas with dinner');
    expect(name).toMatch(/peas.*frozen.*cooked/i);
    expect(grams).toBe(portionNamed(ctx, 'Peas, green, frozen, cooked, boiled, drained, without salt', '1 package (10 oz) yields'));
  });

  it('a box is the same package ("a box of frozen broccoli")', async () => {
    const { name, grams } = await firstGrams('a box of frozen broccoli for the two of us');
    expect(name).toMatch(/^Broccoli.*frozen/i);
    expect(grams).toBe(portionNamed(ctx, 'Broccoli, frozen, spears, cooked, boiled, drained, without salt', '1 package (10 oz) yields'));
  });

  it('the household package, not the caterer\'s: a third of a package of frozen butternut squash is a third of 12 oz', async () => {
    const { grams } = await firstGrams('a third of a package of frozen butternut squash, cooked');
    expect(grams).toBeCloseTo(portionNamed(ctx, 'Squash, winter, butternut, frozen, unprepared', '1 package (12 oz)') / 3, 0);
  });

  it('a frozen food that is no vegetable SR sells by the package keeps one typical portion per package', async () => {
    const waffles = await firstGrams('a package of frozen waffles');
    const one = await firstGrams('frozen waffles');
    expect(waffles.grams).toBe(one.grams);
  });
});

describe('a number word and a fraction word before "of a <unit>" keep the unit', () => {
  it.each([
    ['one third of a package of frozen spinach', 'a third of a package of frozen spinach'],
    ['one half of a can of sweet corn', 'half a can of sweet corn'],
    ['two thirds of a can of black beans', 'a can of black beans'],
  ])('"%s"', async (said, plain) => {
    const [a, b] = await Promise.all([firstGrams(said), firstGrams(plain)]);
    const share = /two thirds/.test(said) ? 2 / 3 : 1;
    expect(a.grams).toBeCloseTo(b.grams * share, 0);
  });

  it('"three quarters of a cup of black beans" is three quarters of the cup', async () => {
    const [a, b] = await Promise.all([firstGrams('three quarters of a cup of black beans'), firstGrams('a cup of black beans')]);
    expect(a.grams).toBeCloseTo((b.grams * 3) / 4, 0);
  });
});
