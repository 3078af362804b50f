import { beforeAll, describe, expect, it } from 'vitest';
import { NutritionApiError } from '../../api/index.js';
import { createFoodIndex, type FoodIndex } from '../foods/food-index.js';
import { loadFoodDatabase } from '../foods/index.js';
import { assembleResult } from './assemble.js';
import { describeMeal } from './describe.js';
import { readFoodName, resolveNamedFoods, type NamedFood } from './read-name.js';

let index: FoodIndex;
beforeAll(async () => {
  index = createFoodIndex(await loadFoodDatabase());
});

/** The answer, or the error's identifier, for comparing two ways to the same figures. */
async function outcome(run: () => unknown): Promise<unknown> {
  try {
    return await run();
  } catch (error) {
    if (error instanceof NutritionApiError) return { error: error.code };
    throw error;
  }
}

/** What describeMeal answered for the same foods written as text ("150 g a, b"): the reading to keep. */
const asText = (foods: readonly NamedFood[]) => foods.map((f) => (f.grams === undefined ? f.name : `${Math.round(f.grams * 10) / 10} g ${f.name}`)).join(', ');

const viaNames = (foods: readonly NamedFood[]) => {
  const { found, unmatched } = resolveNamedFoods(index, foods);
  return assembleResult(found, unmatched);
};

describe('reading a food name as the words after an amount', () => {
  it('keeps a leading cooking word that a bare name at a sentence start would lose', () => {
    const [item] = readFoodName(index, { name: 'grilled chicken breast', grams: 150 });
    expect(item!.foodText).toBe('grilled chicken breast');
    expect(item!.amount).toMatchObject({ count: 150, unit: { name: 'g', kind: 'mass' }, explicit: true });
    // The grams are data: the words the item shows are the name's, after the amount.
    expect(item!.text).toBe('150 g grilled chicken breast');
  });

  it('still finds two foods in a name that names two', () => {
    const items = readFoodName(index, { name: 'steak with mashed potatoes', grams: 300 });
    expect(items.map((i) => i.foodText)).toEqual(['steak', 'mashed potatoes']);
    expect(items[0]!.amount?.count).toBe(300);
    expect(items[1]!.amount).toBeUndefined();
  });

  it('never joins a name to its neighbour, as the text "a, b" could', async () => {
    const twice = viaNames([{ name: 'egg omelet or scrambled egg', grams: 350 }, { name: 'egg omelet or scrambled egg' }]);
    expect(twice.ingredients).toHaveLength(2);
    expect(twice.name).toBe('350 g egg omelet or scrambled egg, egg omelet or scrambled egg');
    // "horseradish prepared" is a food of its own, not a description of the next name.
    const two = viaNames([{ name: 'horseradish prepared' }, { name: 'white rice', grams: 200 }]);
    expect(two.ingredients).toHaveLength(2);
    expect(two.ingredients[0]!.name).toMatch(/^Horseradish/);
  });

  it('gives the answer describeMeal gives for the same foods written as text, across a class of database names', async () => {
    // Names as a vision model gives them (lower case, no commas or numbers), a cooking word in
    // front of some, grams on most: every 61st food of the database.
    const all = [...index.foods.foods()];
    const verbs = ['grilled', 'fried', 'baked', 'roasted', 'cooked', 'made'];
    const named: NamedFood[] = all
      .filter((_, i) => i % 61 === 0)
      .map((food, i) => {
        const words = food.name.toLowerCase().replace(/[\d,;:()]+/g, ' ').replace(/\s+/g, ' ').trim().split(' ').slice(0, 5).join(' ');
        const name = i % 4 === 0 ? `${verbs[i % verbs.length]} ${words}` : words;
        return i % 7 === 3 ? { name } : { name, grams: 40 + ((i * 37) % 400) + (i % 3) / 4 };
      });
    expect(named.length).toBeGreaterThan(50);
    // A name without grams beside another is where the text read differently: "a, b" could
    // join into one food's name, "horseradish prepared, 300 g …" too (the test above); a name
    // without grams is compared on its own.
    const meals = named.map((_, i) => named.slice(i, i + 1 + (i % 3))).filter((meal) => meal.length === 1 || meal.every((f) => f.grams !== undefined));
    expect(meals.length).toBeGreaterThan(100);
    let same = 0;
    for (const meal of meals) {
      const text = await outcome(() => describeMeal(index, asText(meal)));
      const names = await outcome(() => viaNames(meal));
      if (JSON.stringify(names) === JSON.stringify(text)) same++;
      else expect({ meal, names }).toEqual({ meal, names: text });
    }
    expect(same).toBe(meals.length);
  });
});
