/**
 * Framing never changes the food (issue 23, session 24): the same meal said bare and inside a food
 * log's frame gets the same answer. The classes bench/describe-invariance.ts found, each with
 * examples written for these tests (not the bench's phrases).
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { createEngine, type Engine } from '../index.js';
import type { RatedFoodResult } from '../../api/index.js';
import { withoutHashtags } from './hashtags.js';

let engine: Engine;
beforeAll(async () => {
  engine = await createEngine();
});
const describeMeal = (text: string) => engine.api.describeMeal(text);
const total = (r: RatedFoodResult) => r.calories * r.servings;

/** The framed text gets the bare text's kcal, within rounding. */
async function sameAs(framed: string, bare: string): Promise<void> {
  const [a, b] = await Promise.all([describeMeal(framed), describeMeal(bare)]);
  expect(Math.abs(total(a) - total(b)), `${framed} (${total(a)}) vs ${bare} (${total(b)})`).toBeLessThanOrEqual(2);
}

describe('a reviewed everyday name followed by chatter is still that name', () => {
  it.each([
    ['a Whopper Jr honestly not proud', 'a Whopper Jr'],
    ['a grande latte so good', 'a grande latte'],
    ['a Big Mac, regret nothing', 'a Big Mac'],
    ['large fries so good', 'large fries'],
  ])('"%s" is "%s"', sameAs);

  it('names the chatter it set aside', async () => {
    // (Session 27: "not proud" closing the log is a remark, set aside as framing is; "honestly" is still named.)
    expect((await describeMeal('a Whopper Jr honestly not proud')).name).toMatch(/not understood: .*honestly/);
  });

  it('never sets aside a word that finds a food, a unit or a size', async () => {
    // "chips" finds a food: yogurt chips stay the coating candy, not plain yogurt.
    const chips = await describeMeal('two tablespoons of yogurt chips');
    expect(chips.ingredients[0]!.name).toMatch(/confectioner's coating/i);
  });
});

describe("a heading whose head is no food's word is dropped", () => {
  it.each([
    ['pre-run: a banana', 'a banana'],
    ['quick bite: 2 slices of pizza', '2 slices of pizza'],
    ['after-school: a granola bar', 'a granola bar'],
  ])('"%s" is "%s"', sameAs);

  it('a heading that names a food keeps it, past the meal it was for', async () => {
    expect((await describeMeal('a tuna sandwich for lunch: just that')).ingredients[0]!.name).toMatch(/tuna/i);
    expect((await describeMeal('pizza: 2 slices')).ingredients[0]!.name).toMatch(/pizza/i);
  });
});

describe('times, company and places around a meal', () => {
  it.each([
    ['a peanut butter cup early this morning', 'a peanut butter cup'],
    ['2 hot dogs late last night', '2 hot dogs'],
    ['burritos with the kids', 'burritos'],
    ['a cheese quesadilla at home', 'a cheese quesadilla'],
    ['a latte at my sister\'s', 'a latte'],
  ])('"%s" is "%s"', sameAs);
});

describe("chat's openers and closers", () => {
  it.each([
    ['ended up eating a slice of cheesecake', 'a slice of cheesecake'],
    ['an apple, nothing else', 'an apple'],
    ['a cup of chili maybe', 'a cup of chili'],
  ])('"%s" is "%s"', sameAs);
});

describe('hashtags', () => {
  it('a trailing tag and a numbered label are dropped', () => {
    expect(withoutHashtags('a burrito bowl #lunch #mealprep')).toBe('a burrito bowl');
    expect(withoutHashtags('meal #2 - oatmeal')).toBe('meal - oatmeal');
    // Only tags: the text stays, so a tag that names a food is still read.
    expect(withoutHashtags('#pizza')).toBe('#pizza');
  });

  it.each([
    ['a turkey wrap #lunchbreak', 'a turkey wrap'],
    ['snack #4: a banana', 'a banana'],
  ])('"%s" is "%s"', sameAs);
});
