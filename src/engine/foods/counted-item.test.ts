import { beforeAll, describe, expect, it } from 'vitest';
import { countedItem, countedItemUnindexed, loadFoodDatabase, type Food, type FoodDatabase } from './index.js';

let db: FoodDatabase;
let foods: Food[];
beforeAll(async () => {
  db = await loadFoodDatabase();
  foods = [...db.foods()];
});

describe('countedItem, read through the per-kind index (Session 17)', () => {
  it('gives exactly the answer of reading every food of the kind afresh', () => {
    // Nouns a count of small items is said with, plus words of the foods' own names.
    const nouns = ['chips', 'nuts', 'rings', 'rods', 'pretzels', 'cookies', 'crackers', 'pieces', 'slices', 'wings', 'shrimp', 'olives', 'almonds', 'strips', 'nuggets', 'sticks', 'eggs', 'kernels', 'balls', 'bites'];
    let answered = 0;
    for (let i = 0; i < 600; i++) {
      const food = foods[(i * 7919) % foods.length]!;
      const own = food.name.toLowerCase().split(/[^a-z]+/).filter((w) => w.length > 2);
      for (const noun of [nouns[i % nouns.length]!, own[0] ?? 'piece', own[1] ?? 'item']) {
        const expected = countedItemUnindexed(db, food, noun);
        if (expected) answered++;
        expect(countedItem(db, food, noun), `${food.name} / ${noun}`).toEqual(expected);
      }
    }
    // The comparison means something only if many of the pairs find an item.
    expect(answered).toBeGreaterThan(100);
  });
});

describe('the kinds grouped from ids and names alone (Session 18)', () => {
  it('lists every food of foods(), in the same order, without making them', () => {
    expect(db.idsAndNames?.().map(([id, name]) => `${id} ${name}`)).toEqual(foods.map((f) => `${f.id} ${f.name}`));
  });

  it('gives the answers a database without the list gives (kinds grouped from its foods)', () => {
    // The same foods behind a database that lists no ids and names: the kinds come from foods().
    const { idsAndNames: _, ...rest } = db;
    const plain: FoodDatabase = rest;
    let answered = 0;
    for (let i = 0; i < 300; i++) {
      const food = foods[(i * 6271) % foods.length]!;
      const own = food.name.toLowerCase().split(/[^a-z]+/).filter((w) => w.length > 2);
      for (const noun of ['pieces', own[0] ?? 'piece', own[1] ?? 'item']) {
        const expected = countedItem(plain, food, noun);
        if (expected) answered++;
        expect(countedItem(db, food, noun), `${food.name} / ${noun}`).toEqual(expected);
      }
    }
    expect(answered).toBeGreaterThan(50);
  });
});
