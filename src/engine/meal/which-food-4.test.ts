/**
 * Which food (issue 23, session 13, mealrank): a name that adds a sweet or a coating the words
 * never say, and a food "made from" a flour or a starch, with sentences written for these tests
 * (NutriBench's own text never enters the repository).
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { createEngine, type Engine } from '../index.js';
import type { RatedFoodResult } from '../../api/index.js';

let engine: Engine;
beforeAll(async () => {
  engine = await createEngine();
});
const describeMeal = (text: string) => engine.api.describeMeal(text);
const names = (result: RatedFoodResult) => result.ingredients.map((i) => i.name);

describe('a sweet or a coating the words never say is not the food (rank.ts addedUnsaid)', () => {
  it.each([
    ['a handful of walnuts', /, (honey|glazed|candied)/i],
    ['some pecans for a snack', /, (honey|glazed|candied)|^Pie/i],
  ])('"%s" is the plain nuts', async (text, added) => {
    const result = await describeMeal(text);
    expect(names(result)).toHaveLength(1);
    expect(names(result)[0]).not.toMatch(added);
  });

  it('said, the sweet is the food: "honey roasted walnuts"', async () => {
    expect(names(await describeMeal('an ounce of honey roasted walnuts'))[0]).toMatch(/honey roasted/i);
  });
});

describe('"X made from a flour or a starch" is X (match.ts madeOf)', () => {
  it.each([
    ['crackers made from rice flour', /^Crackers/],
    ['a bag of pretzels made from cornstarch', /Pretzels/],
  ])('"%s" is never the flour or the starch', async (text, food) => {
    const result = await describeMeal(text);
    expect(names(result)[0]).toMatch(food);
    expect(names(result).some((n) => /^(Rice flour|Cornstarch)/.test(n))).toBe(false);
  });

  it('a food made from another food keeps it: "a steak made from tuna" is tuna', async () => {
    expect(names(await describeMeal('a steak made from tuna'))[0]).toMatch(/tuna/i);
  });
});
