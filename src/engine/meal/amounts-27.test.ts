/**
 * A sub's inches weigh the sub when its name is a list ("a 6 inch ham and swiss sub": the inches
 * were read before the last word and sized it as a small pizza), issue 23, session 27, lead
 * (common.ts). Sentences written for these tests.
 */
import { describe, expect, it } from 'vitest';
import { total, useEverydayEngine } from './everyday.test-helper.js';

const { describeMeal } = useEverydayEngine();
const kcal = async (text: string) => total(await describeMeal(text));

describe("a sub's inches, whatever its name holds", () => {
  it('a 6 inch ham and cheese sub is the 6" submarine, half a 12 inch one', async () => {
    const sixInch = await kcal('a 6 inch ham and cheese sub');
    expect(await kcal('a 12 inch ham and cheese sub')).toBeCloseTo(2 * sixInch, 0);
    expect(sixInch).toBeCloseTo(await kcal('a 6 inch ham sub with cheese'), 0);
  });
});
