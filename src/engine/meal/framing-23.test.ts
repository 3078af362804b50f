/**
 * Framing and joining words (issue 23, session 23, lead; docs/engine.md): a meal's name beside
 * its foods is no food; "into" and "dipped in" put one food with another; a shape a food was
 * cut into is no food. Phrases written for these tests.
 */
import { describe, expect, it } from 'vitest';
import { useEverydayEngine } from './everyday.test-helper.js';

const { describeMeal } = useEverydayEngine();
const foods = async (text: string) => (await describeMeal(text)).ingredients.map((i) => i.name);

describe("a meal's name beside its foods is the frame", () => {
  it('"dinner" before the dishes adds no frozen dinner', async () => {
    const names = await foods('ate dinner at my aunts, meatloaf and mashed potatoes');
    expect(names).toHaveLength(2);
    expect(names.some((n) => /dinner/i.test(n))).toBe(false);
  });
  it('a frozen dinner named as such is still a food', async () => {
    expect(await foods('a frozen dinner')).toEqual([expect.stringMatching(/^Frozen dinner/)]);
  });
});

describe('"into" and "dipped in" put a second food with the first', () => {
  it('cereal poured into milk is both, each with its own amount', async () => {
    const result = await describeMeal('poured a cup of corn flakes into half a cup of milk');
    expect(result.ingredients.map((i) => i.name)).toEqual([expect.stringMatching(/corn flakes/i), expect.stringMatching(/^Milk/)]);
  });
  it('a count of the first food is not the second one\'s', async () => {
    const names = await foods('dipped 6 pretzels into 2 tbsp of mustard');
    expect(names).toHaveLength(2);
    expect(names[0]).toMatch(/pretzel/i);
  });
  it('a shape the food was cut into is no food', async () => {
    expect(await foods('a potato cut into wedges')).toHaveLength(1);
  });
});

describe('"next to" puts a second food beside the first', () => {
  it('a slice of meatloaf next to mashed potatoes is both', async () => {
    const names = await foods('a thick slice of meatloaf next to a scoop of whipped potatoes');
    expect(names).toEqual([expect.stringMatching(/^Meat ?loaf/i), expect.stringMatching(/^Potato, mashed/)]);
  });
});
