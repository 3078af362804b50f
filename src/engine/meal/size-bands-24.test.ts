/**
 * Size bands said where the amount reader did not look (issue 23, session 24, helper nbsmall):
 * a band word among the food's words or after a comma (meal/band-said-inside.ts, parse.ts
 * chooseAmount), a piece or a serving of a band (foods/portions.ts BANDED_ITEM_UNITS), a
 * miniature that is never a bag, and SR28's "10 miniatures". Phrases written for these tests.
 */
import { describe, expect, it } from 'vitest';
import { useEverydayEngine } from './everyday.test-helper.js';

const { describeMeal } = useEverydayEngine();
const grams = async (text: string, part = 0) => {
  const result = await describeMeal(text);
  return Number(/([\d.]+) g\)/.exec(result.ingredients[part]!.name)?.[1]);
};

describe('a band word said among the food\'s words sizes the item', () => {
  it('"a salted mini bagel" is the miniature bagel, not a regular one', async () => {
    expect(await grams('a salted mini bagel')).toBeLessThan(40);
  });
  it('"a warm bite-sized soft pretzel" is the bite-size pretzel', async () => {
    expect(await grams('a warm bite-sized soft pretzel')).toBeLessThan(30);
  });
  it('without the band word the item keeps its size', async () => {
    expect(await grams('a salted bagel')).toBeGreaterThan(80);
    expect(await grams('a small soft pretzel')).toBeGreaterThan(50);
  });
});

describe('a band said after a comma is the band, as before the food', () => {
  it('"a soft pretzel, bite-sized" is the bite-size pretzel', async () => {
    expect(await grams('a soft pretzel, bite-sized')).toBeLessThan(30);
  });
  it('"a snickers, fun size" is the fun-size bar, not three quarters of a full bar', async () => {
    expect(await grams('a snickers, fun size')).toBeLessThan(25);
  });
  it('a plain size after a comma still sizes the item', async () => {
    expect(await grams('a bagel, small')).toBeGreaterThan(50);
  });
});

describe('a piece or a serving of a band is the banded item', () => {
  it('"a king-size piece of hard candy" is the king size, not one 5 g candy', async () => {
    expect(await grams('a king-size piece of hard candy')).toBeGreaterThan(100);
  });
  it('"a fun size piece of chocolate candy" is the fun size', async () => {
    expect(await grams('one fun size piece of chocolate candy')).toBeGreaterThan(12);
  });
  it('a piece with no band stays one piece', async () => {
    expect(await grams('a piece of hard candy')).toBeLessThan(10);
  });
});

describe('a miniature is one bite, never a package', () => {
  it('"a bag of mini pretzels" is a bag, not one 1.5 g pretzel', async () => {
    expect(await grams('a bag of mini pretzels')).toBeGreaterThan(20);
    expect(await grams('a mini bag of pretzels')).toBeGreaterThan(20);
  });
});

describe('SR28 counts some foods by ten of the band ("10 miniatures")', () => {
  it('"20 mini marshmallows" are twenty miniatures, not twenty regular ones', async () => {
    // The name shows one of the count: a miniature is under a gram, a regular one 7 g.
    expect(await grams('20 mini marshmallows')).toBeLessThan(2);
  });
});

describe('a band said of a plural with no number is some of them, not one', () => {
  it('"mini pretzels" on their own are a serving, not one 1.5 g pretzel', async () => {
    expect(await grams('mini pretzels')).toBeGreaterThan(15);
  });
  it('a plain size before a name ending in "s" is still one item', async () => {
    const bar = await grams('medium size snickers after the gym');
    expect(bar).toBeGreaterThan(40);
    expect(bar).toBeLessThan(80);
  });
  it('"small fries" are still FNDDS\'s small order', async () => {
    const grams110 = await grams('small fries');
    expect(grams110).toBeGreaterThan(90);
    expect(grams110).toBeLessThan(130);
  });
});
