/**
 * Session 13 (issue 23): two foods joined by "and" that no dish answers, whole packages and whole
 * items, topping amounts. Phrases written for these tests; expected weights are read from the
 * matched food's own FNDDS portions, so the tests check WHICH portion answers.
 */
import { describe, expect, it } from 'vitest';
import { useEngineWithFoods } from './food-portions.test-helper.js';
import type { RatedFoodResult } from '../../api/index.js';

const ctx = useEngineWithFoods();
const describeMeal = (text: string) => ctx.engine.api.describeMeal(text);
const names = (result: RatedFoodResult) => result.ingredients.map((i) => i.name);

describe('two foods joined by "and" that no dish answers keep both', () => {
  it.each([
    ['broccoli and rice', /^Broccoli/, /^Rice/],
    ['tofu and rice', /^Tofu/, /^Rice/],
  ])('"%s" is both foods, none of its words set aside', async (text, first, second) => {
    const result = await describeMeal(text);
    expect(result.name).not.toMatch(/not understood/);
    expect(names(result)).toHaveLength(2);
    expect(names(result)[0]).toMatch(first);
    expect(names(result)[1]).toMatch(second);
  });

  it('a dish FNDDS has is still one food ("peas and carrots", "rice and beans")', async () => {
    expect(names(await describeMeal('peas and carrots'))).toHaveLength(1);
    expect(names(await describeMeal('rice and beans'))).toHaveLength(1);
  });
});
