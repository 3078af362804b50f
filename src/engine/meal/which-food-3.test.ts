/**
 * Which food (issue 23, session 12 second round, mealrank3): a word outside the food deciding it,
 * with sentences written for these tests (NutriBench's own text never enters the repository).
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { createEngine, type Engine } from '../index.js';
import type { RatedFoodResult } from '../../api/index.js';

let engine: Engine;
beforeAll(async () => {
  engine = await createEngine();
});
const describeMeal = (text: string) => engine.api.describeMeal(text);
const names = (result: RatedFoodResult) => result.ingredients.map((i) => i.name);

describe('"X with Y" is no dish that X only flavours (match.ts firstPartCarries)', () => {
  it.each([
    ['my oatmeal with raisins this morning', /^Raisins/],
    ['hot oatmeal with chocolate chips', /^Chocolate chips/],
  ])('"%s" is oatmeal and its topping, never an oatmeal cookie', async (text, topping) => {
    const result = await describeMeal(text);
    expect(names(result).some((n) => /cookie/i.test(n))).toBe(false);
    expect(names(result)[0]).toMatch(/^Oatmeal/);
    expect(names(result)[1]).toMatch(topping);
  });

  it.each([
    // The dish's head is said: the cookie is what was meant.
    ['an oatmeal cookie with raisins', /^Cookie, oatmeal, with raisins/],
    // Its first part is the dish's own kind ("french fries" of a potato, a latte of a coffee).
    ['french fries with chili', /^Potato, french fries, with chili/],
    ['a latte with non-dairy milk', /^Coffee, Latte, with non-dairy milk/],
  ])('"%s" stays the one dish USDA weighs', async (text, dish) => {
    const result = await describeMeal(text);
    expect(names(result)).toHaveLength(1);
    expect(names(result)[0]).toMatch(dish);
  });
});

describe('a product the words never say is not the food (match.ts withoutUnsaidProducts)', () => {
  it.each([
    ['a handful of walnuts', /^Walnuts|^Nuts, walnuts/],
    ['cereal topped with walnuts', /^Walnuts|^Nuts, walnuts/],
  ])('"%s" are the nuts, never walnut oil', async (text, nuts) => {
    const result = await describeMeal(text);
    expect(names(result).some((n) => /oil/i.test(n))).toBe(false);
    expect(names(result).at(-1)).toMatch(nuts);
  });

  it('"yogurt topped with almonds" is yogurt and almonds, never almond-milk yogurt', async () => {
    const result = await describeMeal('yogurt topped with almonds');
    expect(names(result)).toHaveLength(2);
    expect(names(result)[0]).toMatch(/^Yogurt/);
    expect(names(result)[0]).not.toMatch(/almond/i);
    expect(names(result)[1]).toMatch(/^Almonds/);
  });

  it.each([
    ['walnut oil', /^Walnut oil|^Oil, walnut/],
    ['a glass of almond milk', /^Almond milk/],
    // A head that ends in the product is one ("buttermilk" is a milk), and a product said as a verb is said.
    ['a cup of dried buttermilk', /^Milk, buttermilk, dried/],
    ['an orange that was juiced', /^Orange juice/],
  ])('"%s" says the product, and is it', async (text, food) => {
    expect(names(await describeMeal(text))[0]).toMatch(food);
  });
});

describe('"A H" said is no "A X H" compound (match.ts withoutUnsaidCompounds)', () => {
  it('"a cup of light cream" is the cream, never light ice cream', async () => {
    const result = await describeMeal('a cup of light cream');
    expect(names(result)[0]).toMatch(/^Cream, light/);
  });

  it('"tomato sauce" is no tomato chili sauce', async () => {
    expect(names(await describeMeal('some tomato sauce'))[0]).not.toMatch(/chili/i);
  });

  it('the compound said whole is found: "light ice cream"', async () => {
    expect(names(await describeMeal('a scoop of light ice cream'))[0]).toMatch(/^Light ice cream/);
  });
});

describe('a closing form word is not the head (match.ts headStem)', () => {
  it('"a packet of brown gravy mix" is a gravy, never brown rice with gravy', async () => {
    const result = await describeMeal('a packet of brown gravy mix');
    expect(names(result)).toHaveLength(1);
    expect(names(result)[0]).toMatch(/^Gravy/);
  });

  it('"trail mix" is still trail mix', async () => {
    expect(names(await describeMeal('a handful of trail mix'))[0]).toMatch(/^Trail mix/);
  });
});
