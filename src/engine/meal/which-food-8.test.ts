/**
 * Which food (issue 23, session 16, mealrank5), with sentences written for these tests
 * (NutriBench's own text never enters the repository): a name that carries every naming word said
 * (rank.ts namesAll, a fitted weight), and what it never credits — a maker's product whose long
 * name carries the words of the dish, a word a synonym rewrites, the side of "X with Y".
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

describe('a name that carries every naming word said (rank.ts namesAll)', () => {
  it('"a porterhouse steak" is a porterhouse, not USDA\'s steak of any cut', async () => {
    expect(names(await describeMeal('a porterhouse steak'))[0]).toMatch(/porterhouse/i);
  });
});

describe('what namesAll never credits', () => {
  it("a maker's product: a home-made chicken tortilla soup is the soup, not a can of one maker's", async () => {
    for (const text of ['a bowl of homemade chicken tortilla soup', 'a bowl of chicken tortilla soup']) {
      const [soup] = names(await describeMeal(text));
      expect(soup).toMatch(/tortilla/i);
      expect(soup).not.toMatch(/[A-Z]{3,}/);
    }
  });

  it('a word a synonym rewrites: "mac & chz" is macaroni and cheese, not a product that says "mac"', async () => {
    expect(names(await describeMeal('mac & chz'))[0]).not.toMatch(/easy mac/i);
  });

  it('the side of "X with Y": "a waffle with strawberries" stays a waffle and the strawberries', async () => {
    const parts = names(await describeMeal('a waffle with strawberries'));
    expect(parts).toHaveLength(2);
    expect(parts[0]).toMatch(/^waffle/i);
  });
});
