/**
 * A pack's own count said before the food's noun (issue 23, session 26, helper counts): "two 6
 * count nuggets" are twelve nuggets, "a 10 piece" pack ten (meal/pack-count.ts). Phrases written
 * for these tests.
 */
import { describe, expect, it } from 'vitest';
import { useEverydayEngine } from './everyday.test-helper.js';

const { describeMeal } = useEverydayEngine();
/** Energy is rounded per serving: the same grams said two ways agree to a few kcal. */
const sameEnergy = (a: number, b: number) => expect(Math.abs(a - b)).toBeLessThanOrEqual(0.02 * b);
const kcal = async (text: string) => {
  const result = await describeMeal(text);
  return result.calories * result.servings;
};

describe('a pack\'s count said before the noun counts the items the packs hold', () => {
  it('"three 4-piece fish sticks" are twelve fish sticks, not three', async () => {
    sameEnergy(await kcal('three 4-piece fish sticks'), await kcal('12 fish sticks'));
  });
  it('"a 5 count chicken tenders" is five tenders', async () => {
    sameEnergy(await kcal('a 5 count chicken tenders'), await kcal('5 chicken tenders'));
  });
  it('a number too large for a pack is left as it was read', async () => {
    expect(await kcal('a 500 count fish sticks')).toBeLessThan(await kcal('12 fish sticks'));
  });
});
