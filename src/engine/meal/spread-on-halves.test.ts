/**
 * A bagel or an English muffin is cut in two and both halves are spread: FNDDS's guideline "per
 * slice of bread/roll" counts once per half. And FNDDS's guideline for the very host is never
 * second-guessed by the topping cap on a small piece (issue 23, session 27, helper nbtop; portion.ts
 * accompanimentGrams, partNoHeavierThanHost). Sentences written for these tests.
 */
import { describe, expect, it } from 'vitest';
import { useEverydayEngine } from './everyday.test-helper.js';

const { describeMeal } = useEverydayEngine();

/** The grams each ingredient's name carries ("Butter, NFS (14 g)"). */
async function grams(text: string): Promise<number[]> {
  const result = await describeMeal(text);
  return result.ingredients.map((i) => Number(/([\d.]+) g\)$/.exec(i.name)?.[1] ?? NaN));
}

describe('a split bread is spread on both halves', () => {
  it('an english muffin with almond butter: a tablespoon on each half', async () => {
    const [, spread] = await grams('an english muffin with almond butter');
    expect(spread).toBe(32);
  });

  it('a bread weighed by the English muffin\'s row but named otherwise (a crumpet) is not split', async () => {
    const [, jam] = await grams('two crumpets with jam');
    expect(jam).toBe(20);
  });

  it('half a bagel is one half: one guideline amount', async () => {
    const [, butter] = await grams('half a bagel with butter');
    expect(butter).toBe(7);
  });

  it('a slice of toast is one face: its guideline amount, not the smaller butter container', async () => {
    const [, butter] = await grams('one slice of white toast with butter');
    expect(butter).toBe(7);
  });
});
