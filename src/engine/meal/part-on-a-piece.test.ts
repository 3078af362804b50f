/**
 * A part said with "with" and no amount, on a single piece whose amount was said, is what a person
 * puts on that piece: its smallest household measure, at least a teaspoon; without such a measure no
 * heavier than the piece (issue 23, session 26, helper nbparts; session 27, helper nbtop; portion.ts
 * partNoHeavierThanHost).
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

describe('a topping on one small piece is what a person puts on it', () => {
  // Hummus, guacamole and cheese sauce have a tablespoon (15–16 g) in FNDDS: a teaspoon is a third of it.
  it.each(['one cracker with hummus', 'a single tortilla chip with guacamole', 'a mini pretzel with cheese sauce'])('"%s": a teaspoon, not the plate\'s portion', async (text) => {
    const [piece, part] = await grams(text);
    expect(piece).toBeLessThan(5);
    expect(part).toBeGreaterThanOrEqual(5);
    expect(part).toBeLessThanOrEqual(6);
  });

  it('a piece heavier than the topping\'s smallest household measure gets that measure, not the piece\'s weight', async () => {
    // A slice of apple is 25 g; peanut butter's smallest FNDDS measure is its 16 g tablespoon.
    const [slice, butter] = await grams('one apple slice with almond butter');
    expect(slice).toBeGreaterThan(20);
    expect(butter).toBe(16);
  });

  it('a topping with no spoon, pat or packet measure stays no heavier than the piece', async () => {
    const [fry, chili] = await grams('one curly fry smothered in chili');
    expect(chili).toBeLessThanOrEqual(fry!);
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
