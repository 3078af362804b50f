/**
 * Session 14 (issue 23): how much, by convention — a bare can or bottle is the one FNDDS calls
 * typical, and a loaf said after the bread's name is a loaf. Phrases written for these tests;
 * expected weights are read from the matched food's own USDA portions.
 */
import { describe, expect, it } from 'vitest';
import { gramsOf, portionNamed, useEngineWithFoods } from './food-portions.test-helper.js';

const ctx = useEngineWithFoods();
const describeMeal = (text: string) => ctx.engine.api.describeMeal(text);
const usda = (food: string, description: string) => portionNamed(ctx, food, description);
const first = async (text: string) => (await describeMeal(text)).ingredients[0]!.name;

describe('a bare can or bottle is the one FNDDS calls typical', () => {
  it('"a can of monster" is the 16 fl oz can (its Quantity not specified), not the first-listed 8.3 fl oz one', async () => {
    const name = await first('grabbed a can of monster after the gym');
    expect(name).toMatch(/^Energy drink \(Monster\)/);
    expect(gramsOf(name)).toBe(usda('Energy drink (Monster)', '1 can or bottle (16 fl oz)'));
  });

  it('a size said still weighs that can', async () => {
    expect(gramsOf(await first('a 12 oz can of monster'))).toBe(usda('Energy drink (Monster)', '1 can (12 fl oz)'));
  });

  it('a drink whose typical amount is none of its cans keeps the first listed (Red Bull\'s 8.4 fl oz)', async () => {
    const name = await first('one can of red bull');
    expect(name).toMatch(/^Energy drink \(Red Bull\)/);
    expect(gramsOf(name)).toBe(usda('Energy drink (Red Bull)', '1 can (8.4 fl oz)'));
  });
});

describe('a loaf said after the bread\'s name is a loaf', () => {
  it('"a rye loaf" is the sliced sandwich loaf, as "a loaf of rye bread" is', async () => {
    const loaf = gramsOf(await first('a rye loaf'));
    expect(loaf).toBe(gramsOf(await first('a loaf of rye bread')));
    expect(loaf).toBeGreaterThan(10 * usda('Bread, rye', '1 medium or regular slice'));
  });

  it('"half a sourdough loaf" is half the French bread\'s loaf (sourdough is filed as French bread)', async () => {
    const name = await first('half a sourdough loaf');
    expect(name).toMatch(/^Bread, French or Vienna/);
    expect(gramsOf(name)).toBe(usda('Bread, French or Vienna', '1 loaf (14" long)') / 2);
  });

  it('a slice said of the loaf is a slice; a meat loaf is still meat', async () => {
    expect(gramsOf(await first('a slice of sourdough loaf'))).toBe(usda('Bread, French or Vienna', '1 medium or regular slice'));
    expect(await first('a turkey meat loaf')).toMatch(/loaf/i);
  });
});

describe('"whole" never weighs less than the item itself', () => {
  it('"a whole cinnabon" is the everyday row\'s whole roll, as "a cinnabon" is (not FNDDS\'s smaller medium roll)', async () => {
    expect(gramsOf(await first('a whole cinnabon'))).toBe(gramsOf(await first('a cinnabon')));
  });

  it('"a whole baguette" is still FNDDS\'s whole baguette, not the row\'s slice', async () => {
    expect(gramsOf(await first('a whole baguette'))).toBe(usda('Bread, French or Vienna', '1 baguette (about 22" long)'));
  });
});

describe('a package of a food USDA weighs no package of is its labelled serving', () => {
  it('"a snack bag of baby carrots" is the NLEA serving, never one 10 g carrot', async () => {
    const name = await first('a snack bag of baby carrots with lunch');
    expect(name).toMatch(/^Carrots, baby, raw/);
    expect(gramsOf(name)).toBe(usda('Carrots, baby, raw', '1 NLEA serving'));
  });
});
