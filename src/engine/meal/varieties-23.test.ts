/**
 * Produce said by its variety (issue 23, session 23, lead; foods/synonyms.ts): a variety USDA does
 * not name is its species, raw, never a refusal. Phrases written for these tests.
 */
import { describe, expect, it } from 'vitest';
import { useEverydayEngine } from './everyday.test-helper.js';

const { describeMeal } = useEverydayEngine();
const first = async (text: string) => (await describeMeal(text)).ingredients[0]!.name;

describe('a variety said alone is its species', () => {
  it.each([
    ['one large honeycrisp', /^Apple, raw/],
    ['a braeburn from the fruit bowl', /^Apples?, raw/],
    ['a quarter of a muskmelon', /^Cantaloupe, raw/],
    ['two satsumas', /^Tangerine, raw/],
    ['a sliced roma tomato', /^Tomato/],
    ['half a hass avocado on toast', /^Avocado, raw/],
  ])('"%s"', async (text, food) => {
    expect(await first(text)).toMatch(food);
  });
  it('a variety USDA names keeps its own row', async () => {
    expect(await first('a granny smith apple')).toMatch(/granny smith/i);
  });
});

describe('milk said by its fat grade alone', () => {
  it.each([
    ['a tall glass of 2 percent', /^Milk, reduced fat \(2%\)/],
    ['a mug of 1%', /^Milk, low fat \(1%\)/],
    ['a cup of skim', /^Milk, fat free/],
  ])('"%s"', async (text, food) => {
    expect(await first(text)).toMatch(food);
  });
  it('beside cereal it is the milk poured on it', async () => {
    const names = (await describeMeal('bran flakes with half a cup of 2%')).ingredients.map((i) => i.name);
    expect(names[1]).toMatch(/^Milk, reduced fat/);
  });
  it('a percent of anything else is no milk', async () => {
    await expect(describeMeal('2% of my paycheck')).rejects.toMatchObject({ code: 'noFoodDetectedText' });
  });
});

describe('a takeout dish named without its meat is FNDDS\'s chicken row', () => {
  it('"kung pao" and "general tso\'s" alone are the chicken dishes', async () => {
    expect(await first('kung pao from the takeout place')).toMatch(/^Kung pao chicken/i);
    expect(await first("general tso's")).toMatch(/^General Tso chicken/);
  });
  it('a meat said keeps its own row', async () => {
    expect(await first('kung pao shrimp')).toMatch(/^Kung Pao shrimp/i);
  });
});
