/**
 * Figures on a food found right (issue 23, session 22, helper figures): the food is the right
 * one but its weight was not. Sentences written for these tests.
 */
import { describe, expect, it } from 'vitest';
import { names, total, useEverydayEngine } from './everyday.test-helper.js';
import { parseMeal } from './parse.js';

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

describe('a thickness said on a slice is FNDDS\'s row for that thickness', () => {
  it.each([
    // FNDDS: "1 regular/thin slice" 60 g, "1 thick slice" 90 g.
    ['2 thick slices of ham', 90],
    ['ham, 2 thick slices', 90],
    ['a thick slice of ham', 90],
    ['a slice of ham', 60],
    // FNDDS: "1 small or thin slice" 30 g, "1 large or thick slice" 85 g.
    ['a thin slice of turkey', 30],
  ])('"%s" weighs %d g a slice', async (text, grams) => {
    const r = await describeMeal(text);
    expect(r.ingredients.at(-1)!.name).toMatch(new RegExp(`\\(.*${grams} g\\)$`));
  });

  it('a crust\'s thickness is the pizza\'s, not the slice\'s', async () => {
    await readsAs('2 slices of thin crust cheese pizza', '2 slices of thin-crust cheese pizza');
  });
});

describe('a fraction joined to a cup or a spoon, then "of", is that much of the food', () => {
  it.each([
    ['a quarter-cup of walnuts', 'a quarter cup of walnuts'],
    ['a half-cup of brown rice', 'half a cup of brown rice'],
    ['a third-cup of rolled oats', 'a third cup of rolled oats'],
    ['a half-teaspoon of olive oil', 'half a teaspoon of olive oil'],
  ])('"%s" reads as "%s"', readsAs);

  it('without "of" the joined words stay as they were: a labelled serving', () => {
    const [item] = parseMeal('a half-cup serving of cottage cheese');
    expect(item!.amount?.unit?.name).toBe('serving');
  });
});
