/**
 * Dishes named by their parts (Session 16, issue 23): a family FNDDS weighs as one food is read
 * as that one food whatever verb joins its parts. Phrases written for these tests.
 */
import { describe, expect, it } from 'vitest';
import { useEngineWithFoods } from './food-portions.test-helper.js';

const ctx = useEngineWithFoods();
const describeMeal = (text: string) => ctx.engine.api.describeMeal(text);
const names = async (text: string) => (await describeMeal(text)).ingredients.map((i) => i.name);
const OMELET = 'Egg omelet or scrambled egg';

describe('an omelet of two fillings the search cannot find whole stays one omelet', () => {
  it.each([
    ['a mushroom and spinach omelet', `${OMELET}, with dark-green vegetables`],
    ['a spinach and mushroom omelette', `${OMELET}, with dark-green vegetables`],
    ['a cheese and mushroom omelet', `${OMELET}, with cheese and vegetables other than dark green`],
  ])('"%s" is one omelet', async (text, food) => {
    const found = await names(text);
    expect(found).toHaveLength(1);
    expect(found[0]!.startsWith(food)).toBe(true);
  });
});

describe("FNDDS's meat, starch and vegetable dishes, whatever joins their parts", () => {
  it.each([
    ['pork accompanied by potatoes and mixed veggies in tomato sauce', /^Pork, potatoes, and vegetables including .*; tomato-based sauce/],
    ['a serving of turkey with potatoes and a side of veggies in gravy', /^Chicken or turkey, potatoes, and vegetables including .*; gravy/],
    ['a bowl of beef accompanied by noodles and vegetables in soy sauce', /^Beef, noodles, and vegetables including .*; soy-based sauce/],
    // The vegetables said as two of the three the family names.
    ['1 cup turkey with stuffing and carrots and broccoli', /^Chicken or turkey, stuffing, and vegetables including .*; no sauce/],
    ['a cup of beef with carrots and broccoli in gravy', /^Beef and vegetables including .*; no potatoes, gravy/],
  ])('"%s" is one dish', async (text, food) => {
    const found = await names(text);
    expect(found).toHaveLength(1);
    expect(found[0]).toMatch(food);
  });

  it('a part with an amount of its own, or one vegetable alone, stays a food of its own', async () => {
    expect(await names('a cup of chicken with rice and 2 cups of mixed vegetables')).toHaveLength(2);
    expect(await names('chicken with broccoli')).toHaveLength(2);
  });
});

describe("a pizza's toppings said as extra, fruit or no cheese are FNDDS's pizza of those toppings (pizza.ts)", () => {
  it.each([
    ['a slice of thin crust pizza with cheese and extra veggies', 'Pizza with cheese and extra vegetables, thin crust'],
    ['a slice of pizza with extra meat and extra veggies', 'Pizza with extra meat and extra vegetables, medium crust'],
    ['a slice of pizza with ham and pineapple', 'Pizza with meat and fruit, medium crust'],
    ['2 slices of pan pizza with extra cheese', 'Pizza, extra cheese, thick crust'],
    ['a slice of thin crust pizza with no cheese', 'Pizza, no cheese, thin crust'],
  ])('"%s" is one food: %s', async (text, food) => {
    const found = await names(text);
    expect(found).toHaveLength(1);
    expect(found[0]!.startsWith(`${food} (`)).toBe(true);
  });

  it('plain cheese, pepperoni and meat pizzas are left to the matcher (where they came from decides)', async () => {
    expect((await names('a slice of pepperoni pizza'))[0]).toMatch(/^Pizza with pepperoni, from restaurant or fast food/);
    expect((await names('a slice of cheese pizza'))[0]).toMatch(/^Pizza, cheese, from restaurant or fast food/);
  });
});

describe('fillings listed with "and" before a dish are that dish (dish-parts.ts namesFilledDish)', () => {
  it.each([
    ['a turkey and swiss sandwich', /^Turkey sandwich/],
    ['a steak and cheese sub', /^Cheese steak sandwich or sub/],
    ['a spinach and mushroom quiche', /^Spinach quiche/],
    ['a tuna and cucumber roll', /^Sushi roll tuna/],
  ])('"%s" is one food', async (text, food) => {
    const found = await names(text);
    expect(found).toHaveLength(1);
    expect(found[0]).toMatch(food);
  });

  it('foods listed beside a dish, with amounts or commas of their own, stay apart', async () => {
    expect(await names('half a chocolate chip cookie and tuna sandwich')).toHaveLength(2);
    expect(await names('a bowl of black beans, a large caesar salad')).not.toHaveLength(1);
    expect(await names('graham crackers and a chicken salad sandwich')).toHaveLength(2);
    // No filling said before the head: a drink and a pastry.
    expect(await names('coffee and croissant')).toHaveLength(2);
    // The dish found does not name the filling said first: left as it was.
    expect((await names('a chicken and broccoli casserole')).length).toBeGreaterThan(1);
  });
});

describe("a sandwich said on white or wheat bread is FNDDS's sandwich on white or wheat (dish-parts.ts sandwichOnBread)", () => {
  it.each([
    ['a steak sandwich on white bread', /^Steak sandwich or sub on white/],
    ['a turkey sandwich on wheat bread', /^Turkey sandwich on wheat/],
    ['a club sandwich made with wheat bread', /^Club sandwich on wheat/],
    ['an italian sandwich made with white bread', /^Italian sandwich on white/],
  ])('"%s" is one sandwich', async (text, food) => {
    const found = await names(text);
    expect(found).toHaveLength(1);
    expect(found[0]).toMatch(food);
  });

  it("an egg sandwich keeps FNDDS's egg sandwich on white bread", async () => {
    expect((await names('an egg sandwich on white bread'))[0]).toMatch(/^Egg sandwich on white bread/);
  });
});

describe("a restaurant's dish named by its parts is that dish (mixed-dish.ts restaurantParts)", () => {
  it.each([
    ['an order of beef and vegetables from a chinese takeout place', /^Restaurant, Chinese, beef and vegetables/],
    ['shrimp with veggies from the chinese restaurant', /^Restaurant, Chinese, shrimp and vegetables/],
  ])('"%s" is one dish', async (text, food) => {
    const found = await names(text);
    expect(found).toHaveLength(1);
    expect(found[0]).toMatch(food);
  });

  it('a part the dish does not name keeps the other readings', async () => {
    expect((await names('kung pao chicken and an egg roll from a chinese restaurant')).length).toBe(2);
  });
});
