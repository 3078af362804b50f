/**
 * Figures on a food found right (issue 23, session 22, helper figures): the food is the right
 * one but its weight was not. Sentences written for these tests.
 */
import { describe, expect, it } from 'vitest';
import { names, total, useEverydayEngine } from './everyday.test-helper.js';

const { describeMeal, readsAs } = useEverydayEngine();

describe('a bare noun that is the later name of a two-noun food is one of that item', () => {
  // FNDDS's "Cake or cupcake" has its typical amount for the cake (a slice); "cupcake" with no
  // number is one cupcake, as "a cupcake" is.
  it.each([
    ['cupcake after lunch', 'a cupcake after lunch'],
    ['cupcake with pink frosting', 'a cupcake with pink frosting'],
    ['strawberry cupcake', 'a strawberry cupcake'],
  ])('"%s" reads as "%s"', readsAs);

  it('the first noun keeps the typical amount: "cake" is a slice, not a cupcake', async () => {
    const [cake, cupcake] = await Promise.all([describeMeal('cake'), describeMeal('cupcake')]);
    expect(names(cake)).toEqual(names(cupcake));
    expect(total(cake)).toBeGreaterThan(total(cupcake) * 1.5);
  });

  it('a plural with no number is still a few of them, not one', async () => {
    const [few, one] = await Promise.all([describeMeal('cupcakes'), describeMeal('a cupcake')]);
    expect(total(few)).toBeGreaterThan(total(one) * 1.5);
  });
});
