/**
 * describeMeal on the words people type into a food log (issue 14), one block per failure
 * class, with examples written for these tests. Numbers are checked against the common-foods
 * table's sources (USDA portions read here from data/raw, published figures from curated.tsv).
 */
import { fileURLToPath } from 'node:url';
import { beforeAll, describe, expect, it } from 'vitest';
import { createEngine, type Engine } from '../index.js';
import { NutritionApiError, type RatedFoodResult } from '../../api/index.js';
import { readCsvGz } from '../../../scripts/build-food-data.js';
import { MAX_ITEMS } from './limits.js';
import { gramsOf } from './food-portions.test-helper.js';

const USDA = fileURLToPath(new URL('../../../data/raw/usda/', import.meta.url));
let engine: Engine;
/** FNDDS grams of one portion, by the food's and the portion's exact USDA wording. */
let fndds: (food: string, portion: string) => { grams: number; kcal100: number };

beforeAll(async () => {
  const foods = new Map<string, { code: string; kcal: number }>();
  for (const r of readCsvGz(USDA + 'fndds_2021_2023_foods.csv.gz')) foods.set(r.description!, { code: r.food_code!, kcal: Number(r.energy_kcal) });
  const portions = new Map<string, number>();
  for (const r of readCsvGz(USDA + 'fndds_2021_2023_portions.csv.gz')) portions.set(`${r.food_code}|${r.portion_description}`, Number(r.gram_weight));
  fndds = (food, portion) => {
    const f = foods.get(food)!;
    const grams = portions.get(`${f.code}|${portion}`);
    if (grams === undefined) throw new Error(`no "${portion}" for ${food}`);
    return { grams, kcal100: f.kcal };
  };
  engine = await createEngine();
});

const describeMeal = (text: string) => engine.api.describeMeal(text);
const total = (r: RatedFoodResult) => r.calories * r.servings;

describe('a product name is never taken apart into an amount', () => {
  it.each([
    ['2 big macs', 2, 590],
    ['a double quarter pounder with cheese', 1, 740],
    ['one Double-Double', 1, 610],
    ['a whopper junior', 1, 330],
  ])('"%s" is %i × the published %i kcal', async (text, count, kcal) => {
    const result = await describeMeal(text);
    expect(Math.abs(total(result) - count * kcal)).toBeLessThanOrEqual(count * 2);
  });

  it('a Whopper Jr is not a Whopper though USDA has one food for both', async () => {
    expect(total(await describeMeal('whopper jr'))).toBeLessThan(total(await describeMeal('a whopper')) / 1.5);
  });
});

describe('a portion word of the right kind', () => {
  it('orders of fries come in FNDDS fast-food order sizes, kids included', async () => {
    for (const [text, portion] of [
      ['a large order of fries', '1 large fast food order'],
      ['small french fries', '1 small fast food order'],
      ["a kids' fries", '1 kids meal order'],
    ] as const) {
      const result = await describeMeal(text);
      expect(gramsOf(result.ingredients[0]!.name), text).toBe(fndds('Potato, french fries, fast food', portion).grams);
    }
  });

  it('tall, grande and venti are FNDDS small, medium and large cups', async () => {
    const [tall, grande, venti] = await Promise.all(['a tall brewed coffee', 'grande brewed coffee', 'a venti brewed coffee'].map(describeMeal));
    expect([tall, grande, venti].map((r) => gramsOf(r!.ingredients[0]!.name))).toEqual(
      ['1 small', '1 medium', '1 large'].map((p) => fndds('Coffee, brewed', p).grams),
    );
  });

  it('movie theater popcorn by its order size, a bowl of popcorn at home is not', async () => {
    const small = await describeMeal('a medium popcorn at the cinema');
    expect(small.ingredients[0]!.name).toMatch(/movie theater/i);
    expect(gramsOf(small.ingredients[0]!.name)).toBe(fndds('Popcorn, movie theater, with added butter', '1 medium order').grams);
  });

  it('"a side of" is one side order, not one piece', async () => {
    const result = await describeMeal('a side of curly fries');
    expect(gramsOf(result.ingredients[0]!.name)).toBeGreaterThan(50);
  });

  it('a bowl and a plate of a dish are 1½ and 2 FNDDS cups', async () => {
    const cup = fndds('Macaroni or noodles with cheese', '1 cup').grams;
    expect(gramsOf((await describeMeal('a plate of mac n cheese')).ingredients[0]!.name)).toBe(2 * cup);
    expect(gramsOf((await describeMeal('a bowl of macaroni and cheese')).ingredients[0]!.name)).toBe(1.5 * cup);
  });
});

describe('lengths and diameters are sizes, not counts', () => {
  it('a 6 inch sub is FNDDS\'s 6" submarine and a footlong two of it, one serving each', async () => {
    const six = fndds('Meatball sandwich or sub', '1 regular or 6" submarine').grams;
    const a = await describeMeal('a 6 inch meatball sub');
    const b = await describeMeal('a footlong meatball sub');
    expect([a.servings, b.servings]).toEqual([1, 1]);
    expect(gramsOf(a.ingredients[0]!.name)).toBe(six);
    expect(gramsOf(b.ingredients[0]!.name)).toBe(2 * six);
  });

  it('a large baguette is FNDDS\'s 22" baguette, a small one its 9" mini, and any other length in proportion', async () => {
    const food = 'Bread, French or Vienna';
    const whole = fndds(food, '1 baguette (about 22" long)').grams;
    expect(gramsOf((await describeMeal('a large baguette')).ingredients[0]!.name)).toBe(whole);
    expect(gramsOf((await describeMeal('a baguette')).ingredients[0]!.name)).toBe(fndds(food, 'Quantity not specified').grams);
    expect(gramsOf((await describeMeal('a small baguette')).ingredients[0]!.name)).toBe(fndds(food, '1 mini baguette (about 9" long)').grams);
    expect(gramsOf((await describeMeal('a slice of baguette')).ingredients[0]!.name)).toBe(fndds(food, '1 medium or regular slice').grams);
    expect(gramsOf((await describeMeal('an 11-inch baguette')).ingredients[0]!.name)).toBeCloseTo(whole / 2, 0);
  });

  it('a 12-inch pizza is the medium whole pizza (11-12"), a 14 inch one the large', async () => {
    const food = 'Pizza, cheese, from restaurant or fast food, NS as to type of crust';
    expect(gramsOf((await describeMeal('a 12-inch cheese pizza')).ingredients[0]!.name)).toBe(fndds(food, '1 medium pizza (11-12" diameter)').grams);
    expect(gramsOf((await describeMeal('a 14 inch cheese pizza')).ingredients[0]!.name)).toBe(fndds(food, '1 large pizza (13-15" diameter)').grams);
  });
});

describe('the head of the phrase names the food', () => {
  it.each([
    ['honey toast', /^Bread/, /^Honey/],
    ['butter noodles', /noodle/i, /^Butter/],
  ])('"%s": the dish, with the topping beside it', async (text, dish, topping) => {
    const result = await describeMeal(text);
    expect(result.ingredients.map((i) => i.name).some((n) => dish.test(n))).toBe(true);
    const top = result.ingredients.find((i) => topping.test(i.name));
    expect(top).toBeDefined();
    // A topping's spoonful, never a cup of it.
    expect(gramsOf(top!.name)).toBeLessThan(40);
  });

  it("a chain's name after the food does not pull in that chain's other items", async () => {
    const tea = await describeMeal('an unsweetened iced tea from Chick-fil-A');
    expect(tea.ingredients[0]!.name).toMatch(/^Tea/);
    const coffee = await describeMeal('a black coffee from burger king');
    expect(coffee.ingredients[0]!.name).toMatch(/^Coffee/);
  });

  it('a product name that begins with a unit word is the product ("filet mignon"), "a bowl of X" is still a bowl', async () => {
    expect((await describeMeal('an 8 oz filet mignon')).ingredients[0]!.name).toMatch(/tenderloin.*226\.8 g/);
    expect((await describeMeal('a bowl of cereal')).ingredients[0]!.name).toMatch(/\(1 bowl, /);
  });

  it('a granola bar and a protein bar are bars, not granola or bread by the bar', async () => {
    expect((await describeMeal('a granola bar')).ingredients[0]!.name).toMatch(/bar/i);
    expect((await describeMeal('a protein bar')).ingredients[0]!.name).toMatch(/bar/i);
  });
});

describe('a dish named with its side keeps both, and food is never refused', () => {
  it('lamb korma with garlic naan: the curry and the bread', async () => {
    const names = (await describeMeal('lamb korma with garlic naan')).ingredients.map((i) => i.name);
    expect(names.some((n) => /curry/i.test(n))).toBe(true);
    expect(names.some((n) => /naan/i.test(n))).toBe(true);
  });

  it.each(['lamb biryani', '8 potstickers', 'a beef shawarma', 'a plate of arroz con pollo', 'a crunchwrap', 'skittles', 'a kind bar', 'a tuna poke bowl', 'shakshouka', 'a bahn mi', 'butter chicken', 'a bag of peanut m&ms'])(
    '"%s" gets an answer',
    async (text) => {
      const result = await describeMeal(text);
      expect(total(result)).toBeGreaterThan(50);
      expect(result.name).not.toMatch(/not recognised/);
    },
  );

  it('words nothing knows are set aside when the rest is an everyday name', async () => {
    expect((await describeMeal('a sesame everything bagel')).ingredients[0]!.name).toMatch(/^Bagel/);
    expect((await describeMeal('3 tacos de carnitas')).ingredients[0]!.name).toMatch(/^Taco/);
  });

  it('a food word before a closing "bowl" names the dish; a describing word names the container', async () => {
    expect((await describeMeal('a burrito bowl')).ingredients[0]!.name).toMatch(/^Burrito bowl/);
    expect((await describeMeal('a large plastic bowl of oatmeal')).ingredients[0]!.name).toMatch(/^Oatmeal/);
  });

  it('a glass of wine is wine, and a turkey club the sandwich, not crackers', async () => {
    expect((await describeMeal('a glass of wine')).ingredients[0]!.name).toMatch(/^Wine, (red|white)/);
    expect((await describeMeal('a chicken club')).ingredients[0]!.name).toMatch(/^Club sandwich/);
  });

  it('leftover and homemade do not change the dish', async () => {
    expect(total(await describeMeal('leftover pad thai'))).toBe(total(await describeMeal('pad thai')));
  });

  it('an iced or decaf drink is the drink the name knows', async () => {
    expect(total(await describeMeal('a grande decaf caramel macchiato'))).toBe(total(await describeMeal('a grande caramel macchiato')));
    // FNDDS weighs an iced flavoured latte apart (ice takes part of the cup): session 13 (everyday4).
    expect(total(await describeMeal('a grande iced vanilla latte'))).toBeLessThan(total(await describeMeal('a grande vanilla latte')));
  });

  it('"a kids meal with …" is the foods that follow', async () => {
    const result = await describeMeal("a kid's meal with a hamburger and milk");
    expect(result.ingredients.map((i) => i.name).join(' ')).toMatch(/Hamburger.*Milk/);
  });

  it('a place the tables do not know is left out rather than refusing the food', async () => {
    expect((await describeMeal('a bagel from the corner store on 5th')).ingredients[0]!.name).toMatch(/^Bagel/);
  });

  it('text with no food is still noFoodDetectedText', async () => {
    await expect(describeMeal('my bike is broken')).rejects.toMatchObject({ code: 'noFoodDetectedText' });
  });
});

describe('plausibility guards', () => {
  it('"a t-bone steak" is a steak, not a 30 g piece of one', async () => {
    const result = await describeMeal('a t-bone steak');
    expect(gramsOf(result.ingredients[0]!.name)).toBeGreaterThanOrEqual(200);
  });

  it('a size of a food USDA weighs by the piece is a portion, not one piece', async () => {
    const result = await describeMeal('large tater tots');
    expect(gramsOf(result.ingredients[0]!.name)).toBeGreaterThan(50);
  });

  it('a sushi roll is the roll, not one piece of it', async () => {
    const roll = gramsOf((await describeMeal('a spicy tuna roll')).ingredients[0]!.name);
    const piece = gramsOf((await describeMeal('a piece of spicy tuna roll')).ingredients[0]!.name);
    expect(roll).toBeGreaterThanOrEqual(4 * piece);
  });

  it('"20 small shrimp" counts small shrimp: the size guard leaves explicit counts alone', async () => {
    const result = await describeMeal('20 small shrimp');
    expect(gramsOf(result.ingredients[0]!.name) * result.servings).toBeLessThan(300);
  });
});

describe('conversational framing never changes the food', () => {
  it.each([
    ['for my morning meal I had a bowl of cheerios', 'a bowl of cheerios'],
    ['I just grabbed a tall latte on the way to work', 'a tall latte'],
    ['Breakfast consisted of two fried eggs', 'two fried eggs'],
    ["I'm snacking on a handful of cashews", 'a handful of cashews'],
    ['ate a banana before my run', 'a banana'],
    ['Post workout I had a chocolate milk', 'a chocolate milk'],
    ['my afternoon pick-me-up was an iced latte', 'an iced latte'],
    ['picked up a cheeseburger after the gym', 'a cheeseburger'],
    ['My go-to breakfast is a bagel with cream cheese', 'a bagel with cream cheese'],
    ["I'm starting my day with a bowl of grits", 'a bowl of grits'],
    ['to kick off my morning, a pear', 'a pear'],
    ["Tonight's dinner is a plate of lo mein", 'a plate of lo mein'],
  ])('"%s" = "%s"', async (framed, plain) => {
    const [a, b] = await Promise.all([describeMeal(framed), describeMeal(plain)]);
    expect(a.ingredients).toEqual(b.ingredients);
  });
});

describe('amounts and list lengths are bounded (issue 9)', () => {
  it('"0 eggs" and "zero eggs" say there is nothing to count', async () => {
    for (const text of ['0 eggs', 'zero eggs']) {
      const error = await describeMeal(text).catch((e: unknown) => e);
      expect(error).toBeInstanceOf(NutritionApiError);
      expect(error).toMatchObject({ code: 'invalidRequest' });
      expect((error as Error).message).toMatch(/zero/);
    }
  });

  it('zero of one food beside others counts nothing for it', async () => {
    const result = await describeMeal('2 eggs and zero toast');
    expect(result.calories).toBe((await describeMeal('2 eggs')).calories * (await describeMeal('2 eggs')).servings);
  });

  it('an amount no one eats is invalidRequest, with the weight in the message', async () => {
    const error = await describeMeal('99999999999999 eggs').catch((e: unknown) => e);
    expect(error).toMatchObject({ code: 'invalidRequest' });
    expect((error as Error).message).toMatch(/tonnes|kg/);
  });

  it(`a list of ${MAX_ITEMS} foods answers, one more is refused up front`, async () => {
    // Each with its own number, so no two pieces join into one food.
    const foods = ['apple', 'banana', 'egg', 'carrot', 'plum', 'peach', 'kiwi', 'pear'];
    const list = (n: number) => Array.from({ length: n }, (_, i) => `1 ${foods[i % foods.length]}`).join(', ');
    expect((await describeMeal(list(MAX_ITEMS))).ingredients).toHaveLength(MAX_ITEMS);
    await expect(describeMeal(list(MAX_ITEMS + 1))).rejects.toMatchObject({ code: 'invalidRequest' });
  });
});
