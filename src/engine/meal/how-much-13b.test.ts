/**
 * Session 13, second round (issue 23): a restaurant's own dish when the sentence names the
 * restaurant once for the whole meal, and a product name after "whole" or "half a". Phrases
 * written for these tests; expected weights are read from the matched food's own USDA portions.
 */
import { describe, expect, it } from 'vitest';
import { gramsOf, portionNamed, useEngineWithFoods } from './food-portions.test-helper.js';
import type { RatedFoodResult } from '../../api/index.js';

const ctx = useEngineWithFoods();
const describeMeal = (text: string) => ctx.engine.api.describeMeal(text);
const names = (result: RatedFoodResult) => result.ingredients.map((i) => i.name);

describe('a restaurant named once is every dish\'s', () => {
  it.each([
    ['an order of sesame chicken from a chinese restaurant', /^Restaurant, Chinese, sesame chicken/],
    ['sesame chicken from the Chinese restaurant', /^Restaurant, Chinese, sesame chicken/],
    ['lemon chicken, chinese takeout', /^Restaurant, Chinese, lemon chicken/],
  ])('"%s" is SR\'s restaurant dish', async (text, food) => {
    expect(names(await describeMeal(text))[0]).toMatch(food);
  });

  it('each dish of a meal from one restaurant is that restaurant\'s', async () => {
    const found = names(await describeMeal('orange chicken and an egg roll from our chinese place'));
    expect(found[0]).toMatch(/^Restaurant, Chinese, orange chicken/);
    expect(found[1]).toMatch(/^Restaurant, Chinese, egg rolls/);
  });

  it('with no restaurant said, the dish is FNDDS\'s home one', async () => {
    expect(names(await describeMeal('sesame chicken'))[0]).not.toMatch(/^Restaurant/);
  });
});

describe('a product name after "whole" or "half a"', () => {
  it('"a whole big mac" and "half a big mac" are the Big Mac, never refused', async () => {
    const whole = await describeMeal('a whole big mac');
    expect(names(whole)[0]).toMatch(/BIG MAC/);
    const half = await describeMeal('half a big mac');
    expect(names(half)[0]).toMatch(/BIG MAC/);
    expect(gramsOf(names(half)[0]!)).toBeLessThan(gramsOf(names(whole)[0]!));
  });
});

const usda = (food: string, description: string) => portionNamed(ctx, food, description);
const first = async (text: string) => (await describeMeal(text)).ingredients[0]!.name;

describe('half of an everyday item is half the whole item', () => {
  it('"half a baguette" is half FNDDS\'s 22" baguette, not half a slice', async () => {
    expect(gramsOf(await first('half a baguette'))).toBe(usda('Bread, French or Vienna', '1 baguette (about 22" long)') / 2);
  });
});

describe('sourdough is weighed by FNDDS\'s French bread', () => {
  it('a slice is the regular slice, a loaf the 14" loaf (never SR\'s one 139 g "slice")', async () => {
    const food = 'Bread, French or Vienna';
    expect(gramsOf(await first('one slice of sourdough bread'))).toBe(usda(food, '1 medium or regular slice'));
    expect(gramsOf(await first('a loaf of sourdough'))).toBe(usda(food, '1 loaf (14" long)'));
  });
});

describe('cookies FNDDS weighs by the brand\'s own portion', () => {
  it.each([
    ['three nutter butters', 'Cookie, peanut butter, with chocolate', '1 Nutter Butter'],
    ['a nutty bar', 'Cookie, with peanut butter filling, chocolate-coated', '1 Little Debbie Nutty Bar'],
    ['4 chips deluxe cookies', 'Cookie, chocolate chip', '1 Keebler Rainbow Chips Deluxe'],
  ])('"%s" is %s at its "%s" each (never butter)', async (text, food, portion) => {
    const name = await first(text);
    expect(name.startsWith(food)).toBe(true);
    expect(gramsOf(name)).toBe(usda(food, portion));
  });
});
