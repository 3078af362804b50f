/**
 * describeMeal on the miss classes the session-13 second unseen everyday set showed (issue 23),
 * with examples written for these tests, not taken from the set.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { createEngine, type Engine } from '../index.js';
import type { RatedFoodResult } from '../../api/index.js';
import { tokenize } from './tokens.js';

let engine: Engine;
beforeAll(async () => {
  engine = await createEngine();
});
const describeMeal = (text: string) => engine.api.describeMeal(text);
const total = (r: RatedFoodResult) => r.calories * r.servings;
const names = (r: RatedFoodResult) => r.ingredients.map((i) => i.name);

describe('the food log shorthand "w/" and "w/o" is with / without', () => {
  it('"w/" and "w/o" are the words with / without; a slash elsewhere is not', () => {
    expect(tokenize('toast w/ jam').map((t) => t.text)).toEqual(['toast', 'with', 'jam']);
    expect(tokenize('tea W/O milk').map((t) => t.text)).toEqual(['tea', 'without', 'milk']);
    expect(tokenize('burger w/onions').map((t) => t.text)).toEqual(['burger', 'with', 'onions']);
    expect(tokenize('w/oatmeal').map((t) => t.text)).toEqual(['with', 'oatmeal']);
    expect(tokenize('saw/heard').map((t) => t.text)).toEqual(['saw', '/', 'heard']);
  });

  it.each([
    ['waffles w/ butter', 'waffles with butter'],
    ['a bowl of rice w/ beans', 'a bowl of rice with beans'],
    ['a hot dog w/ mustard', 'a hot dog with mustard'],
    ['a mug of coffee w/ sugar', 'a mug of coffee with sugar'],
    ['a bagel w/o butter', 'a bagel without butter'],
    ['a burger w/cheese', 'a burger with cheese'],
    ['a beer w/ lunch', 'a beer'],
    ['two glasses of red wine w/ dinner', 'two glasses of red wine'],
  ])('"%s" is "%s"', async (short, long) => {
    const [a, b] = await Promise.all([describeMeal(short), describeMeal(long)]);
    expect(names(a)).toEqual(names(b));
    expect(total(a)).toBeCloseTo(total(b), 6);
  });
});
