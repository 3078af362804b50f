/**
 * How much, by class (issue 23, Session 19): a whole item whose diameter is said is FNDDS's own
 * portion of that diameter ("1 quiche (10\" dia)"), for every food whose portions state one.
 * Sentences written for these tests; every expected weight is read from the matched food's own
 * FNDDS portions, so the test checks WHICH portion answers.
 */
import { describe, expect, it } from 'vitest';
import { gramsOf, portionOf as portionIn, useEngineWithFoods } from './food-portions.test-helper.js';
import type { RatedFoodResult } from '../../api/index.js';

const ctx = useEngineWithFoods();
const describeMeal = (text: string) => ctx.engine.api.describeMeal(text);
const portionOf = (result: RatedFoodResult, pattern: RegExp): number => portionIn(ctx, result, pattern);

describe('a diameter said picks the whole item FNDDS weighs at that diameter', () => {
  it.each([
    ['a 10-inch spinach quiche', /quiche/i, /^1 quiche \(10" dia\)/],
    ['a 9 inch cheese quiche', /quiche/i, /^1 quiche \(9" dia\)/],
    ['an 8-inch quiche', /quiche/i, /^1 quiche \(8" dia\)/],
    ['a 16 inch focaccia', /^Focaccia/, /^1 whole \(16" dia\)/],
    ['a 12-inch focaccia', /^Focaccia/, /^1 whole \(12" dia\)/],
  ])('"%s"', async (text, food, portion) => {
    const result = await describeMeal(text);
    expect(result.ingredients[0]!.name).toMatch(food);
    expect(gramsOf(result.ingredients[0]!.name)).toBe(portionOf(result, portion));
  });

  it("the range FNDDS gives holds the inches: a 13-inch frozen pizza is FNDDS's frozen medium (11-13\")", async () => {
    const result = await describeMeal('a 13 inch frozen cheese pizza');
    expect(result.ingredients[0]!.name).toMatch(/^Pizza.*frozen/i);
    expect(gramsOf(result.ingredients[0]!.name)).toBe(portionOf(result, /^1 frozen medium pizza \(11-13" diameter\)/));
  });

  it('wider than any diameter FNDDS weighs: the widest, scaled by area', async () => {
    const result = await describeMeal('a 20 inch focaccia');
    const widest = portionOf(result, /^1 whole \(16" dia\)/);
    expect(gramsOf(result.ingredients[0]!.name)).toBeCloseTo(widest * (20 / 16) ** 2, 0);
  });

  it('half of a sized item is half of the whole of that diameter', async () => {
    const result = await describeMeal('half of a 10 inch quiche');
    expect(gramsOf(result.ingredients[0]!.name)).toBe(portionOf(result, /^1 quiche \(10" dia\)/) / 2);
  });

  it('a share of a sized item is still the cut, not the whole', async () => {
    const result = await describeMeal('one-eighth of a 9-inch quiche');
    expect(gramsOf(result.ingredients[0]!.name)).toBe(portionOf(result, /^1 piece \(1\/8 of 9" dia\)/));
  });
});

describe('words describing the measure, joined by "and" or a comma, are not two foods', () => {
  it.each([
    ['a hot and steaming bowl of chili', 'a bowl of chili'],
    ['a hot, steaming bowl of chili', 'a bowl of chili'],
    ['a drained and rinsed can of black beans', 'a can of black beans'],
    ['a ripe and juicy slice of watermelon', 'a slice of watermelon'],
    ['two warm and toasty slices of rye bread', 'two slices of rye bread'],
  ])('"%s" weighs as "%s"', async (text, plain) => {
    const [result, expected] = await Promise.all([describeMeal(text), describeMeal(plain)]);
    expect(result.ingredients).toHaveLength(1);
    expect(gramsOf(result.ingredients[0]!.name)).toBe(gramsOf(expected.ingredients[0]!.name));
  });

  it('foods joined by "and" stay two foods', async () => {
    expect((await describeMeal('two eggs and a bowl of cereal')).ingredients).toHaveLength(2);
    expect((await describeMeal('a burger, fries and a shake')).ingredients).toHaveLength(3);
  });
});

describe('a measure in words inside a serving is the amount, as in digits', () => {
  it.each([
    ['a serving of one ounce of pretzels', '1 ounce of pretzels'],
    ['a portion of two cups of white rice', '2 cups of white rice'],
  ])('"%s" weighs as "%s"', async (text, plain) => {
    const [result, expected] = await Promise.all([describeMeal(text), describeMeal(plain)]);
    expect(result.calories).toBe(expected.calories);
  });
});

describe('a size word inside the describing words is the amount\'s, not skipped over', () => {
  it('"a microwavable snack-sized tray of ravioli with meat sauce" still names the ravioli', async () => {
    const result = await describeMeal('a microwavable snack-sized tray of ravioli with meat sauce');
    expect(result.ingredients[0]!.name).toMatch(/^Ravioli/);
  });
});

describe('a size before "individual" and a package names the single-serving package of that size', () => {
  it.each([
    ['a large individual bag of pretzels', 'a large single serving bag of pretzels'],
    ['a medium individual bag of potato chips', 'a medium single serving bag of potato chips'],
  ])('"%s" weighs as "%s"', async (text, plain) => {
    const [result, expected] = await Promise.all([describeMeal(text), describeMeal(plain)]);
    expect(gramsOf(result.ingredients[0]!.name)).toBe(gramsOf(expected.ingredients[0]!.name));
  });

  it('"a large individual pizza" stays the individual pizza (no package)', async () => {
    const result = await describeMeal('a large individual pizza');
    expect(result.ingredients[0]!.name).toMatch(/individual/);
  });
});
