/**
 * describeMeal on the miss classes of the session-13 unseen everyday sets left after everyday3
 * (issue 23), with examples written for these tests, not taken from the sets.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { createEngine, type Engine } from '../index.js';
import type { RatedFoodResult } from '../../api/index.js';
import { gramsOf } from './food-portions.test-helper.js';

let engine: Engine;
beforeAll(async () => {
  engine = await createEngine();
});
const describeMeal = (text: string) => engine.api.describeMeal(text);
const names = (r: RatedFoodResult) => r.ingredients.map((i) => i.name);
const foodOf = (name: string) => name.replace(/ \([^()]*\)$/, '');

describe('a cafe drink is named by its milk, as FNDDS names it', () => {
  it.each([
    ['a grande skim cappuccino', 'Coffee, Cappuccino, nonfat', 480],
    ['a nonfat latte with a pump of nothing', 'Coffee, Latte, nonfat', 360],
    ['an almond milk mocha', 'Coffee, Cafe Mocha, with non-dairy milk', 372],
    ['a hazelnut latte with soy milk', 'Coffee, Latte, with non-dairy milk, flavored', 372],
    ['a short oat milk caramel latte', 'Coffee, Latte, with non-dairy milk, flavored', 372],
    ['a large iced skim latte', 'Coffee, Iced Latte, nonfat', 600],
    ['a small iced vanilla latte', 'Coffee, Iced Latte, flavored', 372],
    ['a decaf skinny latte', 'Coffee, Latte, decaffeinated, nonfat', 360],
    ['a whole milk cappuccino', 'Coffee, Cappuccino', 360],
  ])('"%s" is %s (%s g, an FNDDS portion)', async (text, food, grams) => {
    const r = await describeMeal(text);
    expect(names(r)).toHaveLength(1);
    expect(foodOf(names(r)[0]!)).toBe(food);
    expect(gramsOf(names(r)[0]!)).toBeCloseTo(grams, 0);
  });

  it('milk said of the drink is no second food', async () => {
    const r = await describeMeal('a mocha with oat milk');
    expect(names(r).some((n) => /^(Oat milk|Milk)/.test(n))).toBe(false);
  });

  it('a latte that names no milk keeps the published cafe sizes', async () => {
    const r = await describeMeal('a grande latte');
    expect(foodOf(names(r)[0]!)).toBe('Coffee, Latte');
    expect(r.calories * r.servings).toBeCloseTo(190, -1);
  });
});

describe('a dollop or a spoonful is a tablespoon', () => {
  it.each([
    ['a dollop of greek yogurt', 'a tbsp of greek yogurt'],
    ['two spoonfuls of jam', '2 tbsp of jam'],
    ['a spoonful of almond butter', 'a tablespoon of almond butter'],
  ])('"%s" weighs as "%s"', async (said, measured) => {
    const [a, b] = await Promise.all([describeMeal(said), describeMeal(measured)]);
    expect(a.ingredients.map((i) => foodOf(i.name))).toEqual(b.ingredients.map((i) => foodOf(i.name)));
    expect(gramsOf(names(a)[0]!)).toBeCloseTo(gramsOf(names(b)[0]!), 6);
  });
});

describe('an ice cream brand is ice cream', () => {
  it.each([
    ['a pint of ben & jerrys', 'Ice cream, vanilla, with additional ingredients'],
    ['two scoops of haagen-dazs', 'Ice cream, vanilla'],
  ])('"%s" is %s', async (text, food) => {
    const r = await describeMeal(text);
    expect(r.ingredients.map((i) => foodOf(i.name))).toEqual([food]);
  });
});
