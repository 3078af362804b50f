/**
 * Session 13 (issue 23): two foods joined by "and" that no dish answers, whole packages and whole
 * items, topping amounts. Phrases written for these tests; expected weights are read from the
 * matched food's own FNDDS portions, so the tests check WHICH portion answers.
 */
import { describe, expect, it } from 'vitest';
import { gramsOf, portionNamed, useEngineWithFoods } from './food-portions.test-helper.js';
import type { RatedFoodResult } from '../../api/index.js';

const ctx = useEngineWithFoods();
const describeMeal = (text: string) => ctx.engine.api.describeMeal(text);
const names = (result: RatedFoodResult) => result.ingredients.map((i) => i.name);

describe('two foods joined by "and" that no dish answers keep both', () => {
  it.each([
    ['broccoli and rice', /^Broccoli/, /^Rice/],
    ['tofu and rice', /^Tofu/, /^Rice/],
  ])('"%s" is both foods, none of its words set aside', async (text, first, second) => {
    const result = await describeMeal(text);
    expect(result.name).not.toMatch(/not understood/);
    expect(names(result)).toHaveLength(2);
    expect(names(result)[0]).toMatch(first);
    expect(names(result)[1]).toMatch(second);
  });

  it('a dish FNDDS has is still one food ("peas and carrots", "rice and beans")', async () => {
    expect(names(await describeMeal('peas and carrots'))).toHaveLength(1);
    expect(names(await describeMeal('rice and beans'))).toHaveLength(1);
  });
});

const fndds = (food: string, description: string) => portionNamed(ctx, food, description);
const first = async (text: string) => (await describeMeal(text)).ingredients[0]!.name;

describe('whole items and whole packages', () => {
  it('"a whole baguette" is FNDDS\'s 22" baguette; "a baguette" is still its typical portion', async () => {
    const food = 'Bread, French or Vienna';
    expect(gramsOf(await first('a whole baguette'))).toBe(fndds(food, '1 baguette (about 22" long)'));
    expect(gramsOf(await first('a baguette'))).toBe(fndds(food, 'Quantity not specified'));
  });

  it('a whole rotisserie chicken is twice FNDDS\'s half chicken, half of one that half, never a piece', async () => {
    const half = fndds('Chicken, NS as to part, rotisserie, NS as to skin eaten', '1/2 chicken (yield after cooking, bone removed)');
    expect(gramsOf(await first('a whole rotisserie chicken'))).toBe(2 * half);
    expect(gramsOf(await first('half a rotisserie chicken'))).toBe(half);
  });

  it('a box of mac and cheese is the box\'s dry mix made up: three FNDDS cups', async () => {
    const name = await first('a box of kraft mac and cheese');
    expect(name).toMatch(/^Macaroni or noodles with cheese, made from packaged mix/);
    expect(gramsOf(name)).toBe(3 * fndds('Macaroni or noodles with cheese, made from packaged mix', '1 cup'));
    expect(gramsOf(await first('a box of mac and cheese'))).toBe(3 * fndds('Macaroni or noodles with cheese', '1 cup'));
  });

  it('a family-size bag of chips is the 9.25 oz bag, not FNDDS\'s largest single-serving bag', async () => {
    expect(gramsOf(await first('a family-size bag of doritos'))).toBe(262);
    expect(gramsOf(await first('a party size bag of tortilla chips'))).toBe(262);
    expect(gramsOf(await first('a bag of chips'))).toBe(fndds('Potato chips, plain', 'Quantity not specified'));
  });

  it('a loaf of a sliced bread FNDDS weighs only by the slice is the 20 oz loaf, never one slice', async () => {
    expect(gramsOf(await first('a loaf of bread'))).toBe(567);
    expect(gramsOf(await first('a loaf of french bread'))).toBe(fndds('Bread, French or Vienna', '1 loaf (14" long)'));
  });

  it('a sports drink\'s bottle is the 20 fl oz store bottle; a 12 oz bottle stays 12 fl oz', async () => {
    expect(gramsOf(await first('a bottle of powerade'))).toBe(fndds('Sports drink (Powerade)', '1 bottle (20 fl oz)'));
    expect(gramsOf(await first('a bottle of gatorade'))).toBe(fndds('Sports drink (Gatorade G)', '1 bottle (20 fl oz)'));
    expect(gramsOf(await first('a 12 oz bottle of gatorade'))).toBe(fndds('Sports drink (Gatorade G)', '1 bottle (12 fl oz)'));
  });
});
