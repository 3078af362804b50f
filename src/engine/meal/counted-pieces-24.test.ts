/**
 * A count of pieces (issue 23, session 24, helper nbsmall): a number said of the very word USDA
 * names a food by, or of candy, counts its pieces (meal/guards.ts saidOnePiece); a count of a
 * noun that USDA weighs only under another name of the food ("Scallops, …" beside SR28's
 * "Mollusks, scallop, …") takes that piece (foods/portions.ts findCountedItem). Phrases written
 * for these tests.
 */
import { describe, expect, it } from 'vitest';
import { useEverydayEngine } from './everyday.test-helper.js';

const { describeMeal } = useEverydayEngine();
const total = async (text: string) => {
  const result = await describeMeal(text);
  const part = result.ingredients[0]!.name;
  const count = Number(/\(1 of (\d+)/.exec(part)?.[1] ?? 1);
  return count * Number(/([\d.]+) g\)/.exec(part)?.[1]);
};

describe('a number said of the word USDA names the food by counts its pieces', () => {
  it('"7 tater tots" are seven tots, not seven plates of them', async () => {
    expect(await total('7 tater tots')).toBeLessThan(100);
  });
  it('"9 ravioli" are nine ravioli', async () => {
    expect(await total('9 cheese ravioli')).toBeLessThan(250);
  });
  it('a count of candy is that many candies', async () => {
    expect(await total('8 gummy bears')).toBeLessThan(40);
  });
  it('a count of whole dishes the name does not count is still whole dishes', async () => {
    expect(await total('2 spicy tuna rolls')).toBeGreaterThan(250);
  });
});

describe('a count of a noun USDA weighs under another name of the food', () => {
  it('"5 sea scallops" are five scallops, not five 3 oz servings', async () => {
    const grams = await total('5 steamed sea scallops');
    expect(grams).toBeGreaterThan(30);
    expect(grams).toBeLessThan(200);
  });
});
