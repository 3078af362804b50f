/**
 * Session 13, second round (issue 23): a restaurant's own dish when the sentence names the
 * restaurant once for the whole meal, and a product name after "whole" or "half a". Phrases
 * written for these tests; expected weights are read from the matched food's own USDA portions.
 */
import { describe, expect, it } from 'vitest';
import { gramsOf, useEngineWithFoods } from './food-portions.test-helper.js';
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
