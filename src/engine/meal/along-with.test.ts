/**
 * A food said "along with" / "alongside" another, when USDA weighs the two as one dish "X with Y"
 * (issue 23, session 26, helper nbparts; along-with.ts). Sentences written for these tests.
 */
import { describe, expect, it } from 'vitest';
import { names, useEverydayEngine } from './everyday.test-helper.js';

const { describeMeal } = useEverydayEngine();

describe('"along with" and "alongside" may name the part of one USDA dish', () => {
  it.each([
    ['curly fries along with chili', /^Potato, french fries, with chili/],
    ['an english muffin along with raisins', /^Muffin, English, with raisins/],
    ['white rice alongside black beans', /^Black beans and white rice/],
  ])('"%s" is one dish', async (text, name) => {
    const found = names(await describeMeal(text));
    expect(found).toHaveLength(1);
    expect(found[0]).toMatch(name);
  });

  it.each([
    // no USDA dish holds both: two foods, as before
    ['a waffle along with strawberries', 2],
    // said with an amount of its own: a food of its own
    ['a bagel along with a coffee', 2],
    // said as the person's own ("my"), never a part of the food before
    ['a wedge of brie alongside my beer', 2],
  ])('"%s" stays %i foods', async (text, count) => {
    expect(names(await describeMeal(text))).toHaveLength(count);
  });
});
