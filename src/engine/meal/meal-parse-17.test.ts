/**
 * Session 17 (mealparse): how a meal text splits into items and how much each item is. Phrases
 * written for these tests.
 */
import { describe, expect, it } from 'vitest';
import { parseMeal } from './parse.js';
import { useEngineWithFoods } from './food-portions.test-helper.js';

const ctx = useEngineWithFoods();
const first = async (text: string) => (await ctx.engine.api.describeMeal(text)).ingredients[0]!.name;

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

describe('a quesadilla counted whole, or by the cut its shape word names', () => {
  it('a count is FNDDS\'s "1 full circle", never the triangular piece cut from it', async () => {
    expect(await first('an egg quesadilla')).toMatch(/^Quesadilla, egg \(1, 140 g\)/);
    expect(await first('a chicken quesadilla with vegetables')).toMatch(/\(1, 160 g\)/);
    expect(await first('a whole circle egg quesadilla')).toMatch(/\(1, 140 g\)/);
  });

  it('half of one is half the circle', async () => {
    expect(await first('half a chicken quesadilla with vegetables')).toMatch(/\(½, 80 g\)/);
  });

  it('"triangular" said before it is the triangular piece', async () => {
    expect(await first('a triangular quesadilla')).toMatch(/\(1, 30 g\)/);
  });
});

describe('a dash after a food parts it as a comma does', () => {
  it('an amount after a long dash, or a spaced hyphen, is the food\'s', () => {
    expect(read('sirloin — 10 oz')).toEqual([{ food: 'sirloin', count: 10, unit: 'oz' }]);
    expect(read('tilapia – 150 g')).toEqual([{ food: 'tilapia', count: 150, unit: 'g' }]);
    expect(read('a pork chop - about 5 ounces')[0]).toMatchObject({ food: 'pork chop', count: 5, unit: 'oz' });
  });

  it('a range between numbers and a hyphen inside a word are left alone', () => {
    expect(read('2 – 4 pancakes')[0]).toMatchObject({ food: 'pancakes', count: 3 });
    expect(read('a sugar-free soda')[0]?.food).toBe('sugar-free soda');
  });
});

describe('a size said after the food', () => {
  it('after a comma or a dash it sizes the one item "a" counted', () => {
    expect(read('a burrito, large')[0]).toMatchObject({ food: 'burrito', count: 1 });
    expect(parseMeal('a burrito, large')[0]?.size).toBe('large');
    expect(parseMeal('a mocha – small')[0]?.size).toBe('small');
  });

  it('a size inside a part joined by "with" stays that part\'s', () => {
    expect(parseMeal('an english muffin filled with a large egg')[0]?.size).toBeUndefined();
  });
});
