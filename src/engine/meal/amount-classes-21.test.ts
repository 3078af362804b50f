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
    ['a mocha, whole milk', 'a mocha'],
  ])('"%s" reads as "%s"', readsAs);

  it('a milk FNDDS makes the drink with in a variant of its own names that variant', async () => {
    expect(names(await describeMeal('large latte, oat milk'))).toEqual(['Coffee, Latte, with non-dairy milk']);
    expect(names(await describeMeal('a small iced latte, skim milk'))).toEqual(['Coffee, Iced Latte, nonfat']);
  });

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

describe('"w" before an amount is "with"', () => {
  it.each([['corned beef hash w 3 fried eggs', 'corned beef hash with 3 fried eggs']])('"%s" reads as "%s"', readsAs);
});

describe('a splash is a small pour, and a multiplier after the drink it went in counts the splash', () => {
  it('"a splash of milk" is a tablespoon\'s pour, not a cup of milk', async () => {
    expect(total(await describeMeal('a splash of milk'))).toBeCloseTo(total(await describeMeal('a tablespoon of milk')), 6);
  });

  it.each([
    ['a splash of oat milk in my coffee x2 mugs', '2 splashes of oat milk'],
    ['a splash of whole milk x4 cups', '4 splashes of whole milk'],
  ])('"%s" reads as "%s"', readsAs);
});

describe('a count of a variety FNDDS weighs under the food\'s own name', () => {
  it('"6 cherry tomatoes" are six cherry tomatoes, not six whole tomatoes', async () => {
    const six = await describeMeal('6 cherry tomatoes');
    const whole = await describeMeal('6 tomatoes');
    expect(total(six)).toBeLessThan(total(whole) / 4);
    expect(total(six)).toBeCloseTo(6 * total(await describeMeal('a cherry tomato')), 6);
  });
});

describe('a smear of a spread is a tablespoon, as a dollop is; a schmear is the cream cheese', () => {
  it.each([
    ['crackers with a smear of almond butter', 'crackers with a tablespoon of almond butter'],
    ['rice cakes with a smear of peanut butter', 'rice cakes with 1 tbsp of peanut butter'],
  ])('"%s" reads as "%s"', readsAs);

  it('"schmear" alone is still the cream cheese it names ("a bagel with lox and schmear")', async () => {
    expect(names(await describeMeal('a bagel with lox and schmear'))).toHaveLength(3);
  });
});

describe('a measure after "with" that names no food is no amount of the food before it', () => {
  it.each([
    ['rye toast with a dollop', 'rye toast'],
    ['black coffee with a splash', 'black coffee'],
  ])('"%s" reads as "%s"', readsAs);
});
