import { beforeAll, describe, expect, it } from 'vitest';
import { readFileSync } from 'node:fs';
import { buildCommonFoods, commonFoodsFileText } from '../../../scripts/build-common-foods.js';
import { amountLikeNames, commonFoodNamed, commonFoodRows, commonPortions, loadCommonFoods, useCommonFoods } from './common-foods.js';
import { loadFoodDatabase, type FoodDatabase } from './index.js';

let db: FoodDatabase;
beforeAll(async () => {
  db = await loadFoodDatabase();
});

describe('the common-foods table', () => {
  it('is what the build makes of data/raw today (run npm run build:common-foods after an edit)', () => {
    const built = buildCommonFoods();
    expect(commonFoodRows()).toEqual(built);
    const committed = readFileSync(new URL('../../../public/data/common-foods.json', import.meta.url), 'utf8');
    expect(committed === commonFoodsFileText(built), 'public/data/common-foods.json is stale: run npm run build:common-foods').toBe(true);
  });

  it('answers from the table the loader read, and says so when a file has another format', async () => {
    const bytes = readFileSync(new URL('../../../public/data/common-foods.json', import.meta.url));
    try {
      useCommonFoods([{ n: ['zorblax'], id: 'sr:01001', p: { one: [5, 'a test row'] }, c: 1 }]);
      expect(commonFoodNamed('zorblax')?.id).toBe('sr:01001');
      expect(commonFoodNamed('big mac')).toBeUndefined();
      const stale = new TextEncoder().encode(JSON.stringify({ format: 'nutri-kit-common-foods/0', rows: [] }));
      await expect(loadCommonFoods({ read: async () => stale })).rejects.toMatchObject({ code: 'internalServerError', message: expect.stringContaining('npm run build:common-foods') });
    } finally {
      await loadCommonFoods({ read: async () => new Uint8Array(bytes) });
    }
    expect(commonFoodNamed('big mac')?.id).toBe('sr:21237');
    expect(commonFoodNamed('zorblax')).toBeUndefined();
  });

  it('a name is looked up without its hyphens, articles and spaces too many, in the row and in the text alike (session 14, mealspeed3)', async () => {
    const bytes = readFileSync(new URL('../../../public/data/common-foods.json', import.meta.url));
    try {
      useCommonFoods([
        { n: ['the zorblax-bar', 'an  orbix  crunch '], id: 'sr:01001', p: { one: [5, 'a test row'] }, c: 1 },
        { n: ['plain quux', 'quux  prime '], id: 'sr:01002', p: { one: [5, 'a test row'] }, c: 1 },
      ]);
      for (const text of ['zorblax bar', 'a zorblax-bar', 'The Zorblax Bar', 'orbix crunch', 'an orbix-crunch']) expect(commonFoodNamed(text)?.id, text).toBe('sr:01001');
      for (const text of ['plain quux', 'the plain quux', 'plain-quux', 'quux prime']) expect(commonFoodNamed(text)?.id, text).toBe('sr:01002');
      // Articles are whole words only: "theplain quux" and "plain quuxa" are other names.
      for (const text of ['theplain quux', 'plain quuxa', 'anorbix crunch']) expect(commonFoodNamed(text), text).toBeUndefined();
    } finally {
      await loadCommonFoods({ read: async () => new Uint8Array(bytes) });
    }
  });

  it('names at least 1,500 everyday foods, every one a USDA food of the database', () => {
    const named = commonFoodRows().filter((r) => r.n.length > 0);
    expect(named.length).toBeGreaterThanOrEqual(1500);
    for (const row of commonFoodRows()) expect(db.get(row.id), row.id).toBeDefined();
  });

  it('every portion has grams above zero and says where they come from', () => {
    for (const row of commonFoodRows()) {
      for (const [word, [grams, basis]] of Object.entries(row.p)) {
        expect(grams, `${row.id} ${word}`).toBeGreaterThan(0);
        expect(basis, `${row.id} ${word}`).toMatch(/FNDDS|SR28|published/);
      }
    }
  });

  it('a published energy becomes grams of the mapped food with that energy', () => {
    const row = commonFoodNamed('a big mac'.replace(/^a /, ''))!;
    const food = db.get(row.id)!;
    expect(Math.round((food.per100g.kcal * row.p.one![0]) / 100)).toBe(590);
    expect(row.p.one![1]).toMatch(/McDonald's/);
  });

  it('finds names with aliases, misspellings, plurals, brands and places around them', () => {
    const id = commonFoodNamed('cappuccino')!.id;
    for (const text of ['capuccino', 'cappucino', 'Cappuccinos']) expect(commonFoodNamed(text)?.id, text).toBe(id);
    const fries = commonFoodNamed('fries')!.id;
    expect(commonFoodNamed('fries from mcdonalds')?.id).toBe(fries);
    expect(commonFoodNamed('chick-fil-a nuggets')?.id).toBe(commonFoodNamed('chick fil a nuggets')?.id);
    expect(commonFoodNamed('popcorn at the movies')!.id).toBe(commonFoodNamed('movie theater popcorn')!.id);
    expect(commonFoodNamed('zorblax')).toBeUndefined();
  });

  it('generated rows give FNDDS sizes and a bowl and a plate of a dish; reviewed-only lookups skip them', () => {
    const latte = db.search('Coffee, Latte')[0]!.food;
    expect(commonPortions(latte.id)?.medium).toBeDefined();
    const generated = commonFoodRows().find((r) => !r.c && r.n.includes('chicken noodle soup'))!;
    expect(generated.p.bowl![1]).toMatch(/1\.5 × FNDDS "1 cup"/);
    expect(commonFoodNamed('chicken noodle soup', { reviewedOnly: true })).toBeUndefined();
  });

  it('product names that begin like an amount are known to the parser', () => {
    const names = amountLikeNames().map((n) => n.join(' '));
    expect(names).toEqual(expect.arrayContaining(['big mac', 'quarter pounder', 'double double', '3 musketeers']));
  });
});
