/**
 * Counts applied to the wrong unit and foods counted twice (issue 23, session 21, helper
 * amounts2). Each had given a confident wrong figure: "three egg scramble" was three servings of
 * scrambled egg (612 kcal for three eggs), "tea sweetened with 1 tbsp honey" 7 g of honey and no
 * tea, "mocha, whole milk" the mocha and a cup of milk beside it, "snack two clementines" one
 * clementine. Sentences written for these tests.
 */
import { describe, expect, it } from 'vitest';
import { names, total, useEverydayEngine } from './everyday.test-helper.js';

const { describeMeal, readsAs } = useEverydayEngine();

describe('a count of eggs in an egg dish counts eggs', () => {
  it.each([
    ['a four egg omelet', '4 scrambled eggs'],
    ['2 egg scramble', '2 scrambled eggs'],
    ['two eggs, scrambled', '2 scrambled eggs'],
    ['3 eggs scrambled', '3 scrambled eggs'],
  ])('"%s" reads as "%s"', readsAs);

  it('a dish named with "egg" that is counted by itself is still counted whole ("2 egg rolls")', async () => {
    const one = await describeMeal('an egg roll');
    const two = await describeMeal('2 egg rolls');
    expect(names(two)).toEqual(names(one));
    expect(total(two)).toBeCloseTo(2 * total(one), 6);
  });
});

describe('a sweetener said with its own amount is a food of that amount', () => {
  it.each([
    ['coffee sweetened with 2 tsp sugar', 'coffee with 2 tsp sugar'],
    ['black tea sweetened with a tablespoon of honey', 'black tea with a tablespoon of honey'],
  ])('"%s" reads as "%s"', readsAs);

  it('with no amount it still names the sweetened drink, one food', async () => {
    const r = await describeMeal('iced tea sweetened with sugar');
    expect(r.ingredients).toHaveLength(1);
  });
});

describe('the milk said after a coffee drink made of milk is that drink\'s milk', () => {
  it.each([
    ['a cappuccino, whole milk', 'a cappuccino'],
    ['large latte, oat milk', 'large latte'],
    ['a mocha, whole milk', 'a mocha'],
  ])('"%s" reads as "%s"', readsAs);

  it('milk with its own amount, or after a drink with no milk in it, is still a food', async () => {
    expect(names(await describeMeal('a latte and a glass of milk'))).toHaveLength(2);
    expect(names(await describeMeal('black coffee with whole milk'))).toHaveLength(2);
  });
});

describe('a meal of the day before a number said as a word is a label', () => {
  it.each([
    ['snack three clementines', '3 clementines'],
    ['breakfast two boiled eggs and toast', '2 boiled eggs and toast'],
  ])('"%s" reads as "%s"', readsAs);
});
