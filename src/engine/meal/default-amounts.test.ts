/**
 * How much when the text gives no number (issue 23, issue 25): a plural count noun is a few of
 * the item FNDDS counts, never less than FNDDS's typical portion, in English and in the other
 * languages that share the default; a banded package ("family-size", "king-size") is the band's
 * own portion before a plain "1 package". Phrases written for these tests; expected weights are
 * read from the matched food's own FNDDS portions, so the test checks WHICH portion answers.
 */
import { describe, expect, it } from 'vitest';
import { firstFoodOf, gramsOf, portionOf as portionIn, useEngineWithFoods } from './food-portions.test-helper.js';
import type { RatedFoodResult } from '../../api/index.js';
import { defaultPortion } from '../foods/index.js';
import { PLURAL_COUNT } from './portion.js';

const ctx = useEngineWithFoods();
const describeMeal = (text: string) => ctx.engine.api.describeMeal(text);

/** FNDDS's typical portion of the first ingredient's food. */
const typicalOf = (result: RatedFoodResult): number => defaultPortion(ctx.db, firstFoodOf(ctx, result)).grams;
const portionOf = (result: RatedFoodResult, pattern: RegExp): number => portionIn(ctx, result, pattern);

describe('a plural with no number is a few, not one', () => {
  it.each([
    ['roast potatoes', 'a roast potato'],
    ['some toasted bagels', 'a toasted bagel'],
    ['hard-boiled eggs for breakfast', 'a hard-boiled egg for breakfast'],
    ['fish tacos', 'a fish taco'],
  ])('"%s" is a few of "%s"', async (plural, single) => {
    const few = await describeMeal(plural);
    const one = await describeMeal(single);
    expect(few.ingredients[0]!.name.replace(/ \(.*$/, '')).toBe(one.ingredients[0]!.name.replace(/ \(.*$/, ''));
    expect(gramsOf(few.ingredients[0]!.name)).toBeCloseTo(PLURAL_COUNT * gramsOf(one.ingredients[0]!.name), 1);
    expect(few.servings).toBe(1);
  });

  it.each([
    ['patatas asadas', 'una patata asada'],
    ['des pommes de terre au four', 'une pomme de terre au four'],
  ])('in another language too: "%s" is a few of "%s"', async (plural, single) => {
    const few = await describeMeal(plural);
    const one = await describeMeal(single);
    expect(gramsOf(few.ingredients[0]!.name)).toBeCloseTo(PLURAL_COUNT * gramsOf(one.ingredients[0]!.name), 1);
  });

  it('a plural FNDDS does not count by the piece keeps its typical portion ("grapes" by the cup, not two grapes)', async () => {
    const result = await describeMeal('red grapes');
    expect(gramsOf(result.ingredients[0]!.name)).toBe(typicalOf(result));
  });

  it('a typical portion that is already several stays (pancakes: FNDDS\'s typical amount is two)', async () => {
    const result = await describeMeal('pancakes');
    expect(gramsOf(result.ingredients[0]!.name)).toBe(portionOf(result, /^Quantity not specified$/));
    expect(portionOf(result, /^Quantity not specified$/)).toBeGreaterThanOrEqual(PLURAL_COUNT * portionOf(result, /^1 medium pancake$/));
  });

  it('a plural that names a mash is not counted: "mashed potatoes" is FNDDS\'s typical portion, below one potato\'s worth', async () => {
    const result = await describeMeal('mashed potatoes');
    expect(gramsOf(result.ingredients[0]!.name)).toBe(typicalOf(result));
  });

  it('a plural that names one product or one order is not doubled ("nachos", a brand named in the plural)', async () => {
    const nachos = await describeMeal('loaded nachos');
    expect(gramsOf(nachos.ingredients[0]!.name)).toBeLessThanOrEqual(250);
  });

  it('what a dish holds is not counted: "chicken with mashed potatoes" has one typical portion of potato', async () => {
    const result = await describeMeal('grilled chicken with boiled potatoes');
    const potato = result.ingredients.find((i) => /^Potato/.test(i.name));
    expect(potato).toBeDefined();
    const food = ctx.db.foods().find((f) => f.name === potato!.name.replace(/ \([^()]*\)$/, ''))!;
    const typical = ctx.db.portions(food.id).find((p) => p.description === 'Quantity not specified')!.grams;
    expect(gramsOf(potato!.name)).toBe(typical);
  });

  it('a number still decides: "3 roast potatoes" is three', async () => {
    const three = await describeMeal('3 roast potatoes');
    const one = await describeMeal('a roast potato');
    expect(three.servings * gramsOf(three.ingredients[0]!.name)).toBeCloseTo(3 * gramsOf(one.ingredients[0]!.name), 1);
  });
});

describe('a banded package is the band FNDDS weighs, before a plain package', () => {
  it.each([
    ['a family-size pack of red licorice', /^Candy, licorice/],
    ['a sharing-sized bag of nougat chocolate candy', /^Chocolate candy, nougat/],
  ])('"%s" is "1 sharing/movie theater size"', async (text, food) => {
    const result = await describeMeal(text);
    expect(result.ingredients[0]!.name).toMatch(food);
    expect(gramsOf(result.ingredients[0]!.name)).toBe(portionOf(result, /^1 sharing\/movie theater size$/));
  });

  it('a plain pack stays the regular pouch, four times less', async () => {
    const plain = await describeMeal('a pack of red licorice');
    const family = await describeMeal('a family-size pack of red licorice');
    expect(family.calories).toBeGreaterThan(3 * plain.calories);
  });
});

describe('Session 12: two foods side by side, a salad and its dressing', () => {
  const names = (result: RatedFoodResult) => result.ingredients.map((i) => i.name);

  it('"eggs with toast" is eggs and toast, as "eggs and toast" is (not an egg bread)', async () => {
    const result = await describeMeal('eggs with toast');
    expect(names(result)).toHaveLength(2);
    expect(names(result)[0]).toMatch(/^Egg/);
    expect(names(result)[1]).toMatch(/toast/i);
  });

  it.each([['a salad with ranch dressing', /ranch/i], ['a salad with dressing', /^Salad dressing/]])('"%s" is the salad and its dressing', async (text, dressing) => {
    const result = await describeMeal(text);
    expect(names(result)).toHaveLength(2);
    expect(names(result)[0]).toMatch(/salad/i);
    expect(names(result)[0]).not.toMatch(/^Salad dressing/);
    expect(names(result)[1]).toMatch(dressing);
  });

  it.each([['a cup of coffee with cream'], ['coffee with cream and sugar']])('"%s" is coffee with a splash of cream, not a cup of cream', async (text) => {
    const result = await describeMeal(text);
    expect(names(result)[0]).toMatch(/^Coffee/);
    expect(names(result)[1]).toMatch(/^Cream/);
    expect(gramsOf(names(result)[1]!)).toBeLessThan(45);
  });

  it('a dish FNDDS names "X with Y" still joins ("fries with chili")', async () => {
    const result = await describeMeal('fries with chili');
    expect(names(result)).toHaveLength(1);
    expect(names(result)[0]).toMatch(/french fries, with chili/i);
  });
});

describe('Session 12: a measure closing a list of toppings, a size word and a food', () => {
  it('"… topped with chocolate and peanut butter, weighing 1 ounce" is the bar\'s ounce, not the peanut butter\'s', async () => {
    const result = await describeMeal('my granola bar, topped with peanut butter and milk chocolate, weighing 1 ounce');
    expect(result.ingredients).toHaveLength(1);
    expect(gramsOf(result.ingredients[0]!.name)).toBeCloseTo(28.3, 1);
  });

  it('ounces of a milk-chocolate candy are ounces of weight, not fluid ounces', async () => {
    const result = await describeMeal('a milk chocolate bar with rice cereal, 1.5 ounces');
    expect(gramsOf(result.ingredients[0]!.name)).toBeCloseTo(42.5, 1);
  });

  it('"a large fortune cookie" stays a fortune cookie (the plain cookie FNDDS weighs large is another food)', async () => {
    const result = await describeMeal('a large fortune cookie');
    expect(result.ingredients[0]!.name).toMatch(/^Cookie, fortune/);
  });

  it('"4 by 2 inches" is a size, not four of the food', async () => {
    const result = await describeMeal('a ladyfinger cookie measuring about 4 by 2 inches');
    expect(result.servings).toBe(1);
    expect(result.ingredients).toHaveLength(1);
  });
});

describe('Session 12: an order from a restaurant of that cuisine is the restaurant\'s order', () => {
  it('"an order of kung pao chicken from a Chinese restaurant" is SR\'s restaurant dish and its order', async () => {
    const result = await describeMeal('an order of kung pao chicken from a Chinese restaurant');
    expect(result.ingredients[0]!.name).toMatch(/^Restaurant, Chinese, kung pao chicken/);
    expect(gramsOf(result.ingredients[0]!.name)).toBe(portionOf(result, /^1 order$/));
  });

  it('without the restaurant, or with a measure, the dish is weighed as said ("a cup of kung pao chicken")', async () => {
    const home = await describeMeal('kung pao chicken');
    expect(home.ingredients[0]!.name).not.toMatch(/^Restaurant/);
    const cup = await describeMeal('a cup of kung pao chicken from a Chinese restaurant');
    expect(cup.ingredients[0]!.name).not.toMatch(/^Restaurant/);
  });
});
