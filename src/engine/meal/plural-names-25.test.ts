/**
 * A name the synonym table knows, said in the plural, is that name (issue 23, session 25,
 * near-spelling.ts synonymsInSingular): the table's keys are singular, so "cokes" had been read by
 * the search's near spellings as cake and "pepsis" found nothing. Examples written for these tests.
 */
import { describe, expect, it } from 'vitest';
import { names, total, useEverydayEngine } from './everyday.test-helper.js';

const { describeMeal } = useEverydayEngine();

describe('a synonym said in the plural is the synonym', () => {
  it.each([
    ['four cokes', 'a coke', 4],
    ['2 pepsis and fries', 'a pepsi and fries', undefined],
    ['three coors lights', 'a coors light', 3],
    ['5 coronas', 'a corona', 5],
  ])('"%s" is counted as "%s"', async (plural, one, times) => {
    const [a, b] = await Promise.all([describeMeal(plural), describeMeal(one)]);
    expect(names(a)[0]).toBe(names(b)[0]);
    if (times !== undefined) expect(Math.abs(total(a) - times * total(b))).toBeLessThanOrEqual(times);
  });

  it('leaves a plural the foods name themselves as written', async () => {
    // "fries" is USDA's own word: no synonym's singular is put in its place.
    expect((await describeMeal('large fries')).ingredients[0]!.name).toMatch(/french fries/i);
  });
});

describe('a brand USDA writes in capitals is one product, whatever its last letter', () => {
  it('weighs "king size" of a bar whose name ends in s as one king-size bar', async () => {
    const [bare, one] = await Promise.all([describeMeal('king size snickers'), describeMeal('one king size snickers')]);
    expect(total(bare)).toBe(total(one));
  });
});
