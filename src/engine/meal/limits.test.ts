import { describe, expect, it } from 'vitest';
import { NutritionApiError } from '../../api/index.js';
import { parseMeal } from './parse.js';
import { MAX_ITEMS, MAX_JOINED_PIECES } from './limits.js';
import { readAmount } from './quantity.js';
import { tokenize } from './tokens.js';

const FOODS = ['apple', 'banana', 'rice', 'beans', 'toast', 'milk', 'cheese', 'ham', 'peas', 'corn', 'soup', 'tea', 'yogurt', 'grapes', 'oats'];
const list = (n: number, joiner = ', ') => Array.from({ length: n }, (_, i) => FOODS[i % FOODS.length]).join(joiner);

describe('the join search is bounded (issue 9: CPU denial of service)', () => {
  it.each([30, 45, 80, 200])('%i comma-separated foods cost at most %s join tests per piece', (n) => {
    const runs: number[] = [];
    const items = parseMeal(list(n), { isOneFood: (_phrase, parts) => (runs.push(parts.length), false) });
    expect(items).toHaveLength(n);
    expect(runs.length).toBeLessThanOrEqual(n * (MAX_JOINED_PIECES - 1));
    // No candidate spans more than MAX_JOINED_PIECES pieces.
    expect(Math.max(...runs)).toBe(MAX_JOINED_PIECES);
  });

  it('"and"-joined lists are bounded the same way', () => {
    let calls = 0;
    parseMeal(list(60, ' and '), { isOneFood: () => (calls++, false) });
    expect(calls).toBeLessThanOrEqual(60 * (MAX_JOINED_PIECES - 1));
  });

  it('joins of three pieces still stay one food', () => {
    const known = new Set(['salt and pepper and garlic']);
    const items = parseMeal('salt and pepper and garlic, and an apple', { isOneFood: (phrase) => known.has(phrase) });
    expect(items.map((i) => i.foodText)).toEqual(['salt and pepper and garlic', 'apple']);
  });

  it(`more than ${MAX_ITEMS} foods is refused up front with invalidRequest`, () => {
    let calls = 0;
    const attempt = () => parseMeal(list(MAX_ITEMS + 1), { isOneFood: () => (calls++, false) });
    expect(attempt).toThrow(NutritionApiError);
    try {
      attempt();
    } catch (error) {
      expect(error).toMatchObject({ code: 'invalidRequest' });
      expect((error as Error).message).toMatch(/201 foods.*at most 200/);
    }
    expect(calls).toBe(0);
    expect(parseMeal(list(MAX_ITEMS))).toHaveLength(MAX_ITEMS);
  });
});

describe('zero is an amount', () => {
  it('"zero eggs" reads like "0 eggs"', () => {
    expect(parseMeal('zero eggs')[0]).toMatchObject({ quantity: 0, foodText: 'eggs' });
    expect(parseMeal('0 eggs')[0]).toMatchObject({ quantity: 0, foodText: 'eggs' });
  });

  it('"zero sugar" names a product, not an amount', () => {
    expect(readAmount(tokenize('zero sugar cola'), 0)).toBeUndefined();
    expect(parseMeal('a zero sugar cola')[0]).toMatchObject({ quantity: 1, foodText: 'zero sugar cola' });
  });
});
