/**
 * unseen10's wrong-food classes (issue 23, session 22, helper misses10b; docs/engine.md): a
 * bread's kind said alone after a filling, a cheese said by its kind alone beside a meat, a dish
 * word the tables spell otherwise, and a filled dish listed with "and" before where it came from.
 * Phrases written for these tests.
 */
import { describe, expect, it } from 'vitest';
import { useEverydayEngine } from './everyday.test-helper.js';

const { describeMeal } = useEverydayEngine();
const foods = async (text: string) => (await describeMeal(text)).ingredients.map((i) => i.name);

describe('a bread said by its kind alone after a filling is that bread', () => {
  it('"tuna on white" is tuna and white bread, never a dish in white sauce', async () => {
    const names = await foods('tuna on white');
    expect(names.some((n) => /^Bread, white/.test(n))).toBe(true);
    expect(names.some((n) => /white sauce/i.test(n))).toBe(false);
  });
  it('"turkey on white" keeps the turkey and adds the bread', async () => {
    const names = await foods('turkey on white');
    expect(names.some((n) => /^Turkey/.test(n))).toBe(true);
    expect(names.some((n) => /^Bread, white/.test(n))).toBe(true);
  });
  it('a sandwich keeps its own bread', async () => {
    expect(await foods('a roast beef sandwich on wheat')).toHaveLength(1);
  });
});

describe('a cheese said by its kind alone beside another food is that cheese', () => {
  it('"swiss" after "&" is Swiss cheese, and the meat is kept', async () => {
    const names = await foods('turkey & swiss');
    expect(names).toEqual([expect.stringMatching(/^Turkey/), expect.stringMatching(/^Cheese, Swiss/)]);
  });
  it('"havarti" and "pepper jack" are cheeses, never a refusal of the list', async () => {
    expect((await foods('roast beef and havarti'))[1]).toMatch(/^Cheese/);
    expect((await foods('salami w pepper jack'))[1]).toMatch(/^Cheese/);
  });
});

describe('a dish word the tables spell otherwise', () => {
  it('"burro" is a burrito, its fillings named as a burrito\'s', async () => {
    expect(await foods('a chicken and bean burro')).toEqual([expect.stringMatching(/^Burrito/)]);
  });
  it('"chicken makhani" is butter chicken, FNDDS\'s curry', async () => {
    expect((await foods('chicken makhani, one bowl'))[0]).toMatch(/^Chicken curry\b/);
  });
});

describe('a filled dish listed with "and" before where it came from', () => {
  it('is one dish: the place decides no join', async () => {
    expect(await foods('a bean and rice burrito from the cantina')).toEqual([expect.stringMatching(/^Burrito/)]);
    expect(await foods('a chicken and cheese burrito from the taqueria')).toEqual([expect.stringMatching(/^Burrito/)]);
  });
});
