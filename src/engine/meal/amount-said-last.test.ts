/**
 * An amount typed after the food with no comma (issue 23, session 25): the food log's "food, then
 * how much" with the comma left out. Example phrases written for these tests.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { parseMeal } from './parse.js';
import { createEngine, type Engine } from '../index.js';
import type { RatedFoodResult } from '../../api/index.js';

const one = (text: string) => {
  const items = parseMeal(text);
  expect(items, `${text} → ${JSON.stringify(items.map((i) => i.foodText))}`).toHaveLength(1);
  return items[0]!;
};

describe('the parser reads an amount closing the food\'s words as its amount', () => {
  it.each([
    ['corn dog 3', 'corn dog', 3, undefined],
    ['meatballs 6', 'meatballs', 6, undefined],
    ['pita bread 2 large pieces', 'pita bread', 2, 'piece'],
    ['iced tea 20 oz bottle', 'iced tea', 20, 'oz'],
    ['arancini 3 balls', 'arancini', 3, undefined],
  ])('"%s" is %s × %d', (text, food, count, unit) => {
    const item = one(text);
    expect(item.foodText).toBe(food);
    expect(item.quantity).toBe(count);
    expect(item.unit).toBe(unit);
  });

  it('a count before "with" is the dish\'s, and the part after it has none', () => {
    const items = parseMeal('bratwurst 2 with sauerkraut');
    expect(items.map((i) => [i.foodText, i.quantity])).toEqual([['bratwurst', 2], ['sauerkraut', 1]]);
  });

  it.each([
    ['chicken 65'], // a dish named by its number
    ['route 66 diner burger'],
    ['combo 2'],
    ['stage 2 pear puree'],
    ['fish oil omega 3'],
    ['turkey dinner 2019'], // a year
    ['tuna 2 crackers'], // a second food, not a kind of tuna
    ['granola bars 6 pack'], // a pack of six
    ['Flat 3, Mill Lane'], // an address
    ['Lemon Grove Farm 5'], // a name written with capitals
    ['Salt and Pepper 2'], // a title's sequel
    ['sweet 16'], // describing words name no food
    ['pretzels around 9'], // a time after a preposition
    ['soup till 10'],
  ])('"%s" keeps its number as it was', (text) => {
    for (const item of parseMeal(text)) expect(item.amount?.explicit ?? false, item.foodText).toBe(false);
  });

  it('an amount said before the food is the amount, and a later number is left to the words', () => {
    const item = one('a 3 cheese pizza');
    expect(item.quantity).toBe(1);
    expect(item.foodText).toContain('3');
  });

  it('a count after a part joined by "with" is not read as that part\'s', () => {
    const items = parseMeal('crackers with cheese 4');
    expect(items[1]!.amount?.explicit ?? false).toBe(false);
  });
});

describe('a measure typed after the food and before "with" is the food\'s, not the part\'s', () => {
  it.each([
    ['polenta 1 cup with butter', 'polenta', 'butter'],
    ['porridge, 1 bowl with honey', 'porridge', 'honey'],
  ])('"%s"', (text, food, part) => {
    const items = parseMeal(text);
    expect(items.map((i) => i.foodText)).toEqual([food, part]);
    expect(items[0]!.amount?.unit).toBeDefined();
    expect(items[1]!.amount?.unit).toBeUndefined();
  });

  it('"… and a glass filled with …" is still a glass of what fills it', () => {
    const items = parseMeal('a scone, and a glass filled with apple juice');
    expect(items.at(-1)!.foodText).toBe('apple juice');
    expect(items.at(-1)!.unit).toBe('glass');
  });
});

describe('describeMeal gives the amount typed last the same answer as the amount said first', () => {
  let engine: Engine;
  beforeAll(async () => {
    engine = await createEngine();
  });
  const total = (r: RatedFoodResult) => r.calories * r.servings;
  const names = (r: RatedFoodResult) => r.ingredients.map((i) => i.name.replace(/ \(.*\)$/, ''));

  it.each([
    ['corn dog 3', '3 corn dogs'],
    ['chicken nuggets 8', '8 chicken nuggets'],
    ['pita bread 2 large pieces', '2 large pieces of pita bread'],
    ['polenta 1 cup with butter', '1 cup of polenta with butter'],
    ['falafel 5 balls', '5 falafel'],
  ])('"%s" is "%s"', async (last, first) => {
    const [a, b] = await Promise.all([engine.api.describeMeal(last), engine.api.describeMeal(first)]);
    expect(names(a)).toEqual(names(b));
    expect(total(a)).toBeCloseTo(total(b), 6);
  });
});
