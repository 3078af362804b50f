/**
 * One piece, and a size said of candy (issue 23, session 23, lead; meal/guards.ts): one of what
 * USDA names in the plural is that piece, not the dish's typical portion; "a small" candy is
 * FNDDS's fun/snack-size band, not three quarters of a pouch. Phrases written for these tests.
 */
import { describe, expect, it } from 'vitest';
import { useEverydayEngine } from './everyday.test-helper.js';

const { describeMeal } = useEverydayEngine();
const grams = async (text: string) => {
  const result = await describeMeal(text);
  return Number(/([\d.]+) g\)/.exec(result.ingredients[0]!.name)?.[1]);
};

describe('one of what USDA names in the plural is one piece', () => {
  it('"one tater tot" is one tot, not a serving of tots', async () => {
    expect(await grams('just one potato tot')).toBeLessThan(20);
  });
  it('"a single ravioli" is one ravioli', async () => {
    expect(await grams('a single cheese ravioli')).toBeLessThan(50);
  });
  it('a dish said in the singular keeps its whole portion', async () => {
    expect(await grams('a ribeye steak')).toBeGreaterThan(150);
  });
});

describe('a size said of candy is its FNDDS band', () => {
  it('"a small" chocolate candy is the fun/snack size', async () => {
    const result = await describeMeal('a small caramel chocolate candy');
    expect(result.ingredients[0]!.name).toMatch(/\(1 small, 1\d g\)/);
  });
  it('a size said of fries is still an order of fries', async () => {
    expect(await grams('a small fries')).toBeGreaterThan(60);
  });
});

describe('pieces cut from a food, said in the plural with no number', () => {
  it('"apple slices" are one apple\'s worth, not two whole apples', async () => {
    expect(await grams('some pear slices')).toBeLessThan(250);
    expect(await grams('apple slices for a snack')).toBeLessThan(250);
  });
  it('a plural of the whole food is still a few of them', async () => {
    expect(await grams('bagels')).toBeGreaterThan(150);
  });
});
