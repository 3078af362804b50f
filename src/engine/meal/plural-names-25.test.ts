/**
 * A name the synonym table knows, said in the plural, is that name (issue 23, session 25,
 * near-spelling.ts synonymsInSingular): the table's keys are singular, so "cokes" had been read by
 * the search's near spellings as cake and "pepsis" found nothing. Examples written for these tests.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { createEngine, type Engine } from '../index.js';
import type { RatedFoodResult } from '../../api/index.js';

let engine: Engine;
beforeAll(async () => {
  engine = await createEngine();
});
const describeMeal = (text: string) => engine.api.describeMeal(text);
const total = (r: RatedFoodResult) => r.calories * r.servings;
/** The food's name without the amount the result puts after it. */
const food = (r: RatedFoodResult) => r.ingredients[0]!.name.replace(/ \(.*\)$/, '');

describe('a synonym said in the plural is the synonym', () => {
  it.each([
    ['four cokes', 'a coke', 4],
    ['2 pepsis and fries', 'a pepsi and fries', undefined],
    ['three coors lights', 'a coors light', 3],
    ['5 coronas', 'a corona', 5],
  ])('"%s" is counted as "%s"', async (plural, one, times) => {
    const [a, b] = await Promise.all([describeMeal(plural), describeMeal(one)]);
    expect(food(a)).toBe(food(b));
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
