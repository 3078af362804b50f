/**
 * Session 17 (mealparse): how a meal text splits into items and how much each item is. Phrases
 * written for these tests.
 */
import { describe, expect, it } from 'vitest';
import { parseMeal } from './parse.js';

const read = (text: string) => parseMeal(text).map((i) => ({ food: i.foodText, count: i.quantity, unit: i.unit }));

describe('a measure closing a dish after a part joined by "with"', () => {
  it('a part said with "a" or a size word has no amount of its own: the weight is the dish\'s', () => {
    for (const text of ['a frozen veggie pizza with a thin crust, weighing 12 ounces', 'a frozen veggie pizza with thin crust, weighing 12 ounces']) {
      const [dish, part] = read(text);
      expect(dish).toEqual({ food: 'frozen veggie pizza', count: 12, unit: 'oz' });
      expect(part?.unit).toBeUndefined();
    }
    expect(read('a bagel with a regular schmear, weighing 4 ounces')[0]).toMatchObject({ count: 4, unit: 'oz' });
  });

  it('a part with a count of its own keeps the measure after it', () => {
    const [soup, crackers] = read('a bowl of soup with 2 crackers, weighing 30 grams');
    expect(soup).toMatchObject({ unit: 'bowl' });
    expect(crackers).toMatchObject({ food: 'crackers', unit: 'g' });
  });
});
