/**
 * describeMeal on the miss classes pooled across the six unseen everyday sets (session 18,
 * issue 23), with examples written for these tests (none is a bench phrase).
 */
import { describe, expect, it } from 'vitest';
import { names, useEverydayEngine } from './everyday.test-helper.js';

const { describeMeal, readsAs } = useEverydayEngine();

describe('an amount said after a dish named "X and Y" is the whole dish\'s', () => {
  it.each([
    ['mac and cheese, a bowl', 'a bowl of mac and cheese'],
    ['rice and beans, 1 cup', '1 cup of rice and beans'],
    ['spaghetti and meatballs, 2 plates', '2 plates of spaghetti and meatballs'],
  ])('"%s" is "%s"', readsAs);

  it('two foods that are not one dish keep the amount on the last ("eggs and toast, 2 slices")', async () => {
    const r = await describeMeal('eggs and toast, 2 slices');
    expect(r.ingredients).toHaveLength(2);
    expect(names(r)[1]).toMatch(/^Bread/);
    expect(r.ingredients[1]!.name).toMatch(/2 slices/);
  });
});

describe('everyday clippings of a drink or a dish name the food', () => {
  it.each([
    ['3 margs', '3 margaritas'],
    ['a g&t', 'a gin and tonic'],
    ['two g&ts', 'two gin and tonics'],
    ['a bowl of spag', 'a bowl of spaghetti'],
    ['spag and meatballs', 'spaghetti and meatballs'],
    ['avo toast', 'avocado toast'],
  ])('"%s" is "%s"', readsAs);
});

describe('a grocery brand said alone is its generic food', () => {
  it.each([
    ['a can of canada dry', 'a can of ginger ale'],
    ['a bag of tostitos', 'a bag of tortilla chips'],
    ['heinz beans', 'baked beans'],
  ])('"%s" is "%s"', readsAs);

  it.each([
    ['a babybel', /^Cheese, Gouda or Edam/, 21],
    ['a kraft single', /^Cheese, American/, 21],
    ['2 weetabix', /WEETABIX/, 17.5],
    ['a sleeve of ritz', /Ritz/, 115],
  ])('"%s" is answered by its USDA food and portion (grams of one)', async (text, name, grams) => {
    const r = await describeMeal(text);
    expect(r.ingredients).toHaveLength(1);
    expect(r.ingredients[0]!.name).toMatch(name);
    expect(r.ingredients[0]!.name).toMatch(new RegExp(`\\b${grams} g\\)$`));
  });
});

describe('plural toasts and pho named by its meat', () => {
  it.each([
    ['eggs on 2 toasts', 'eggs on 2 slices of toast'],
    ['pho ga, a bowl', 'a bowl of pho'],
    ['a large pho tai', 'a large pho'],
  ])('"%s" is "%s"', readsAs);
});

describe('a bare count after a container of the food counts its pieces', () => {
  it.each([
    ['a plate of dumplings, 8', '8 dumplings'],
    ['half a bag of pretzels, like 12', '12 pretzels'],
  ])('"%s" is "%s"', readsAs);

  it('a count of one, or a volume measure, keeps the container', async () => {
    const [bag, cup] = await Promise.all([describeMeal('a bag of chips, 1'), describeMeal('a cup of grapes, 30')]);
    expect(bag.ingredients[0]!.name).toMatch(/1 bag/);
    expect(cup.ingredients[0]!.name).toMatch(/1 cup/);
  });
});
