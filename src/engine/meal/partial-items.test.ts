/**
 * Session 16 (partread): items only partly read — every food the words name is counted, none
 * lost to a join, to the food before it or to a part taken for the whole. Phrases written for
 * these tests.
 */
import { describe, expect, it } from 'vitest';
import { useEngineWithFoods } from './food-portions.test-helper.js';

const ctx = useEngineWithFoods();
const names = async (text: string) => (await ctx.engine.api.describeMeal(text)).ingredients.map((i) => i.name.toLowerCase());

describe('two parts joined under one whole', () => {
  it('each part cut from the whole named after the second is counted', async () => {
    const found = await names('a drumstick and a thigh from a rotisserie chicken');
    expect(found).toHaveLength(2);
    expect(found[0]).toMatch(/drumstick/);
    expect(found[1]).toMatch(/thigh/);
  });
});

describe('a food put on a bread', () => {
  it('a sausage on a bun is the sausage and the bun', async () => {
    const found = await names('one polish sausage on a bun');
    expect(found).toHaveLength(2);
    expect(found[0]).toMatch(/sausage/);
    expect(found[1]).toMatch(/\bbun\b/);
  });

  it('a frankfurter put on a roll keeps the roll', async () => {
    const found = await names('a frankfurter on a roll');
    expect(found).toHaveLength(2);
    expect(found[1]).toMatch(/^roll\b/);
  });

  it('a bun after a sausage is the long roll, a bun said after another food the round one', async () => {
    expect((await names('a bratwurst and a bun'))[1]).toMatch(/hot dog bun/);
    expect((await names('a veal cutlet and a bun'))[1]).toMatch(/hamburger bun/);
  });
});

describe('a join that would lose a food', () => {
  it('eggs and a bread are two foods, the eggs kept', async () => {
    for (const text of ['two eggs and white bread', 'eggs and wheat bread']) {
      const found = await names(text);
      expect(found, text).toHaveLength(2);
      expect(found[0], text).toMatch(/^egg\b/);
      expect(found[1], text).toMatch(/^bread\b/);
    }
  });
});
