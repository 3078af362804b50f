/**
 * World dishes and deli names (issue 23, session 20, helper dishes), with sentences written for
 * these tests: a dish FNDDS has no row for but whose generic food it is (the common-foods table's
 * "Dishes of other cuisines" rows, data/raw/common-foods/curated.tsv), read as that dish rather
 * than refused or weighed as its bare meat; and the deli's names of a bagel's toppings and the
 * Tex-Mex cheese dip (foods/synonyms.ts), which English reads while Spanish keeps "queso" as cheese.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { createEngine, type Engine } from '../index.js';
import type { RatedFoodResult } from '../../api/index.js';

let engine: Engine;
beforeAll(async () => {
  engine = await createEngine();
});
const describeMeal = (text: string) => engine.api.describeMeal(text);
/** Each part's food, without the amount the name ends with ("Potato pancake (3, 210 g)"). */
const names = (result: RatedFoodResult) => result.ingredients.map((i) => i.name.replace(/ \([^()]*\bg\)$/, ''));
/** The grams of the first part, over every serving ("(1 of 4, 25 g)" with 4 servings is 100 g). */
const grams = (result: RatedFoodResult) => Number(/([\d.]+) g\)$/.exec(result.ingredients[0]!.name)?.[1]) * (result.servings ?? 1);
const total = (result: RatedFoodResult) => result.calories * (result.servings ?? 1);

describe('stir-fried noodle dishes of other cuisines are lo mein', () => {
  it('mee goreng alone, by its other spellings, and by the plate', async () => {
    for (const text of ['mee goreng', 'mi goreng for dinner', 'mie goreng']) expect(names(await describeMeal(text))).toEqual(['Lo mein, NFS']);
    const plate = await describeMeal('a plate of mee goreng from the food court');
    expect(names(plate)).toEqual(['Lo mein, NFS']);
    // A plate is two cups, as FNDDS plates its other noodle dishes.
    expect(grams(plate)).toBe(400);
  });

  it('yakisoba and pancit canton, alone and beside other foods', async () => {
    expect(names(await describeMeal('yakisoba'))).toEqual(['Lo mein, NFS']);
    const meal = names(await describeMeal('a bowl of yakisoba and a green tea'));
    expect(meal[0]).toBe('Lo mein, NFS');
    expect(meal).toHaveLength(2);
    expect(names(await describeMeal('pancit canton at my aunt\'s'))).toEqual(['Lo mein, NFS']);
  });

  it('stir-fried rice noodles (chow fun, ho fun, char kway teow) are FNDDS chow fun, which "fun" alone never is', async () => {
    for (const text of ['beef chow fun', 'a plate of char kway teow', 'ho fun with a spring roll']) {
      expect(names(await describeMeal(text))[0]).toBe('Chow fun noodles with meat and vegetables');
    }
    await expect(describeMeal('we had so much fun at the beach')).rejects.toMatchObject({ code: 'noFoodDetectedText' });
  });
});

describe('a stew or curry named by its meat is the dish, not the meat', () => {
  it('oxtail stew is a beef stew, weighed as a stew (not 85 g of the bare cut)', async () => {
    const stew = await describeMeal('oxtail stew');
    expect(names(stew)).toEqual(['Stew, beef']);
    expect(grams(stew)).toBeGreaterThan(200);
    expect(names(await describeMeal('a bowl of braised oxtail with rice'))[0]).toBe('Stew, beef');
  });

  it('curry goat, in either word order, is stewed goat; the roti beside it stays', async () => {
    expect(names(await describeMeal('curry goat'))).toEqual(['Stewed goat, Puerto Rican style']);
    expect(names(await describeMeal('goat curry'))).toEqual(['Stewed goat, Puerto Rican style']);
    const meal = names(await describeMeal('curried goat with a roti'));
    expect(meal[0]).toBe('Stewed goat, Puerto Rican style');
    expect(meal[1]).toMatch(/roti/i);
  });
});

describe('fried and filled foods of other cuisines', () => {
  it('latkes are potato pancakes, counted one by one', async () => {
    const three = await describeMeal('3 latkes with sour cream');
    expect(names(three)[0]).toBe('Potato pancake');
    expect(grams(three)).toBe(210);
    expect(names(await describeMeal('a potato latke'))).toEqual(['Potato pancake']);
  });

  it('lumpia are small pork egg rolls', async () => {
    const eight = await describeMeal('8 lumpia');
    expect(names(eight)).toEqual(['Egg roll, with beef and/or pork']);
    // FNDDS's miniature roll (13 g): eight are about 280 kcal, not eight 64 g egg rolls.
    expect(total(eight)).toBeGreaterThan(200);
    expect(total(eight)).toBeLessThan(400);
  });

  it('pelmeni are steamed dumplings', async () => {
    expect(names(await describeMeal('a bowl of pelmeni with sour cream'))[0]).toBe('Wonton, dumpling or pot sticker, steamed');
  });

  it('maduros and fried plantains are plantain fried in oil, by the slice', async () => {
    const slices = await describeMeal('4 slices of maduros');
    expect(names(slices)).toEqual(['Plantain, cooked with oil']);
    expect(grams(slices)).toBe(100);
    expect(names(await describeMeal('a side of fried plantains'))).toEqual(['Plantain, cooked with oil']);
  });

  it('baba ghanoush is the eggplant dip and misir wot the lentil curry', async () => {
    expect(names(await describeMeal('baba ganoush'))).toEqual(['Eggplant dip']);
    expect(names(await describeMeal('a cup of misir wot'))).toEqual(['Lentil curry']);
  });
});

describe("the deli's and the Tex-Mex names of toppings and dips", () => {
  it('a bagel with lox and a schmear is the bagel, smoked salmon and cream cheese', async () => {
    const parts = names(await describeMeal('sesame bagel with lox and a schmear'));
    expect(parts).toHaveLength(3);
    expect(parts[1]).toMatch(/salmon.*smoked.*lox/i);
    expect(parts[2]).toMatch(/^Cream cheese/);
  });

  it('chips and queso are the chips and a cheese dip', async () => {
    const parts = names(await describeMeal('tortilla chips and queso'));
    expect(parts).toHaveLength(2);
    expect(parts[1]).toBe('Cheese dip');
    expect(names(await describeMeal('a little cup of queso dip'))).toEqual(['Cheese dip']);
  });

  it('a Spanish text keeps its queso as cheese', async () => {
    const parts = names(await describeMeal('pan con queso'));
    expect(parts).toHaveLength(2);
    expect(parts[1]).not.toBe('Cheese dip');
  });
});
