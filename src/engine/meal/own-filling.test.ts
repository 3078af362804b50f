/**
 * A dish and its own filling counted once (issue 23, session 24, dishfill; own-filling.ts).
 * Sentences written for these tests (none is a bench phrase).
 */
import { describe, expect, it } from 'vitest';
import { names, useEverydayEngine } from './everyday.test-helper.js';

const { describeMeal } = useEverydayEngine();

describe('a filling said after its dish picks the dish\'s row, never a second food', () => {
  it.each([
    ['green enchiladas, three, with chicken', /^Enchilada, chicken/],
    ['lo mein, a big plate, shrimp', /^Lo mein, with shrimp/],
    ['pad thai, 1 takeout box, with shrimp', /^Pad Thai with seafood/],
    ['a bowl of ramen, with beef', /^Ramen bowl with beef/],
    ['nachos from the stadium with cheese', /^Nachos, cheese only/],
    ['a quesadilla with peppers and onions', /^Quesadilla, with vegetables/],
  ])('"%s" is one food: %s', async (text, name) => {
    const found = names(await describeMeal(text));
    expect(found).toHaveLength(1);
    expect(found[0]).toMatch(name);
  });

  it.each([
    ['a big bowl of pho with brisket', /^Soup, pho, with meat/],
    ['gumbo-style jambalaya with andouille sausage', /^Jambalaya with meat/],
  ])('"%s": the dish\'s word for the kind ("meat") already holds the part', async (text, name) => {
    const found = names(await describeMeal(text));
    expect(found).toHaveLength(1);
    expect(found[0]).toMatch(name);
  });

  it('keeps a starch said with a dish as a side of its own ("curry with rice" is curry and rice)', async () => {
    const found = names(await describeMeal('a lamb curry with basmati rice'));
    expect(found).toHaveLength(2);
    expect(found[1]).toMatch(/^Rice/);
  });

  it('keeps a part with its own amount as another food', async () => {
    const found = names(await describeMeal('two enchiladas with 4 oz of shredded chicken'));
    expect(found.some((n) => /^Chicken/.test(n))).toBe(true);
  });

  it('leaves a plain food and what was put on it as two foods', async () => {
    expect(names(await describeMeal('a chicken breast with peppers and onions'))).toHaveLength(2);
  });
});

describe('a filling said in brackets after its dish', () => {
  it.each([
    ['pad thai (shrimp)', /^Pad Thai with seafood/],
    ['reheated pad thai, about 2 cups (shrimp)', /^Pad Thai with seafood/],
    ['a bowl of ramen (chicken)', /^Ramen bowl with chicken/],
  ])('"%s" is the dish\'s row that holds it: %s', async (text, name) => {
    const found = names(await describeMeal(text));
    expect(found).toHaveLength(1);
    expect(found[0]).toMatch(name);
  });

  it('keeps the dish when FNDDS has no row of it with that filling ("ramen (pork)" is no pork alone, nor pork beside it)', async () => {
    expect(names(await describeMeal('ramen (pork)'))).toEqual([expect.stringMatching(/^Ramen bowl/)]);
  });

  it('leaves words in brackets that describe a plain food as they were', async () => {
    expect(names(await describeMeal('yogurt (greek, plain)'))).toEqual([expect.stringMatching(/^Yogurt, Greek/)]);
  });
});
