/**
 * fixFood asks the food database in two ways only: the person's own words, read once, or a
 * food's name with its amount as data. It never writes a phrase ("100 g …", "a large …",
 * "1 slice of bread") for describeMeal's reader to parse again.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { FoodData, toFoodData } from '../../api/index.js';
import { createFoodIndex, type FoodIndex } from '../foods/food-index.js';
import { loadFoodDatabase } from '../foods/index.js';
import { describeMeal } from '../meal/describe.js';
import type { NamedFood } from '../meal/read-name.js';
import { applyCorrections, type FixTools } from './apply.js';
import { fixTools } from './fix-food.js';
import { parseIssue } from './parse-issue.js';
import { partsOf } from './parts.js';

let index: FoodIndex;
beforeAll(async () => {
  index = createFoodIndex(await loadFoodDatabase());
});

/** Corrections applied with the engine's tools, noting every question put to the database. */
async function asked(meal: string | FoodData, issue: string) {
  const texts: string[] = [];
  const named: NamedFood[] = [];
  const real = fixTools(index);
  const tools: FixTools = {
    ...real,
    describe: (text) => (texts.push(text), real.describe(text)),
    describeNamed: (food) => (named.push(food), real.describeNamed(food)),
  };
  const food = typeof meal === 'string' ? FoodData.parse(toFoodData(await describeMeal(index, meal))) : meal;
  const { corrections } = parseIssue(issue);
  const { state, failures } = await applyCorrections({ name: food.name, servings: food.servings, parts: partsOf(food, tools) }, corrections, tools);
  return { texts, named, state, failures };
}

/** A FoodData whose ingredient names give no grams: a part is weighed from its energy. */
const unweighed = (name: string, calories: number): FoodData => FoodData.parse({
  name, servings: 1, calories, protein: 5, carbs: 20, fats: 5,
  ingredients: [{ name, calories, protein: 5, carbs: 20, fats: 5, isAdded: false }],
});

describe('what fixFood asks the food database', () => {
  it.each([
    ['a cheeseburger and fries', 'no cheese'],
    ['a latte', 'made with 60 ml of milk'],
    ['a bagel with cream cheese', 'no cream cheese'],
    ['a latte', 'it was large'],
    ['fries', 'the fries were large'],
    ['a glass of beer', 'the beer was 500 ml'],
    ['a banana', 'it was actually 2 oranges'],
    ['a bowl of rice', 'it was brown rice, about 200 g'],
    ['a coffee', 'add a splash of milk'],
  ])('%s — "%s": only the person\'s own words are read as text', async (meal, issue) => {
    const { texts } = await asked(meal, issue);
    for (const text of texts) expect(issue).toContain(text);
  });

  it('a typical portion taken off is a name with its amount, not "1 slice of cheese"', async () => {
    const { named, texts, failures } = await asked('a cheeseburger', 'no cheese');
    expect(failures).toEqual([]);
    expect(texts).toEqual([]);
    expect(named).toHaveLength(1);
    expect(named[0]).toMatchObject({ name: 'cheese', amount: { count: 1, unit: { name: 'slice' }, explicit: true } });
  });

  it('a size is asked as that size of the food, and as the medium one beside it', async () => {
    const { named, texts } = await asked('a latte', 'it was large');
    expect(texts).toEqual([]);
    expect(named.map((food) => food.amount?.size)).toEqual(['large', 'medium']);
    expect(new Set(named.map((food) => food.name)).size).toBe(1);
  });

  it('a part without grams is weighed from 100 g of its name, given as grams', async () => {
    const { named, texts, failures } = await asked(unweighed('Mystery stew', 400), 'it was 200 g');
    expect(failures).toEqual([]);
    expect(texts).toEqual([]);
    expect(named.length).toBeGreaterThan(0);
    for (const food of named) expect(food).toMatchObject({ name: 'Mystery stew', grams: 100 });
  });

  it('the amount the person said of another food travels with its name', async () => {
    const { named, texts, state } = await asked('a banana', 'it was actually 2 oranges');
    expect(texts).toEqual([]);
    expect(named).toEqual([expect.objectContaining({ name: 'oranges', amount: expect.objectContaining({ count: 2, explicit: true }) })]);
    expect(state.parts.map((p) => p.base).join(' ')).toMatch(/Orange/);
  });
});
