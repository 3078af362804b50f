/**
 * A part said with "with" and no amount, on a single piece whose amount was said, is no heavier
 * than the piece (issue 23, session 26, helper nbparts; portion.ts partNoHeavierThanHost).
 * Sentences written for these tests.
 */
import { describe, expect, it } from 'vitest';
import { useEverydayEngine } from './everyday.test-helper.js';

const { describeMeal } = useEverydayEngine();

/** The grams each ingredient's name carries ("Hummus, plain (3 g)"). */
async function grams(text: string): Promise<number[]> {
  const result = await describeMeal(text);
  return result.ingredients.map((i) => Number(/([\d.]+) g\)$/.exec(i.name)?.[1] ?? NaN));
}

describe('a topping on one small piece weighs no more than the piece', () => {
  it.each(['one cracker with hummus', 'a single tortilla chip with guacamole', 'a mini pretzel with cheese sauce'])('"%s"', async (text) => {
    const [piece, part] = await grams(text);
    expect(part).toBeGreaterThan(0);
    expect(part).toBeLessThanOrEqual(piece!);
  });

  it('two or more pieces, or a plural said with an article, keep the topping\'s own portion', async () => {
    for (const text of ['two crackers with peanut butter', 'grabbed a quick carrot sticks with hummus']) {
      const [piece, part] = await grams(text);
      expect(part).toBeGreaterThan(piece!);
    }
  });

  it('the base a spread is put on keeps its own portion ("on toast")', async () => {
    const [spread, toast] = await grams('a tablespoon of jam on toast');
    expect(toast).toBeGreaterThan(spread!);
  });

  it('a part of a dish heavier than a piece keeps its portion', async () => {
    const [rice, salmon] = await grams('a cup of white rice with grilled salmon');
    expect(rice).toBeGreaterThan(100);
    expect(salmon).toBeGreaterThan(50);
  });
});
