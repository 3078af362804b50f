/**
 * What a person says they left out (issue 23, session 23, lead; docs/engine.md): the parts after
 * a "without" list's first, a part said to be removed, and "omitting". Phrases written for these
 * tests.
 */
import { describe, expect, it } from 'vitest';
import { useEverydayEngine } from './everyday.test-helper.js';
import { namesLeftOutPart, removedPart } from './left-out.js';

const { describeMeal } = useEverydayEngine();
const foods = async (text: string) => (await describeMeal(text)).ingredients.map((i) => i.name);

describe('a "without" list goes on past its first part', () => {
  it('an avocado without skin and seeds is one avocado, never a cup of seeds', async () => {
    const result = await describeMeal('a hass avocado without the skin and seeds');
    expect(result.ingredients).toHaveLength(1);
    expect(result.ingredients[0]!.name).toMatch(/^Avocado/);
  });
  it('a garnish after "and" is left out too', async () => {
    expect(await foods('a cheeseburger with no ketchup and mustard')).toEqual([expect.stringMatching(/^Cheeseburger/)]);
    expect(await foods('a chicken wrap without lettuce, tomato')).toHaveLength(1);
  });
  it('a side after "and" is still a food of its own', async () => {
    const names = await foods('a hamburger without onions and fries');
    expect(names).toHaveLength(2);
    expect(names[1]).toMatch(/french fries/i);
  });
  it('a part with an amount of its own is a food', async () => {
    expect(await foods('a bagel with no butter and a banana')).toHaveLength(2);
  });
});

describe('a part said to be removed is left out', () => {
  it('"skin removed" picks the row with the skin not eaten', async () => {
    expect(await foods('a roasted chicken breast, skin removed')).toEqual([expect.stringMatching(/skin not eaten/)]);
  });
  it('a chop with its bone taken out is the chop, not the bone', async () => {
    const names = await foods('one grilled pork chop with the bone taken out');
    expect(names).toEqual([expect.stringMatching(/^Pork, chop/)]);
  });
});

describe('"omitting" leaves a part out', () => {
  it('a burger omitting its pickles is the burger', async () => {
    expect(await foods('a double cheeseburger omitting the pickles')).toEqual([expect.stringMatching(/cheeseburger/i)]);
  });
});

describe('the words read as a part', () => {
  it('names garnishes and parts nobody eats, not sides or dishes', () => {
    expect(namesLeftOutPart(['the', 'special', 'sauce'])).toBe(true);
    expect(namesLeftOutPart(['seeds'])).toBe(true);
    expect(namesLeftOutPart(['fries'])).toBe(false);
    expect(namesLeftOutPart(['cheese', 'fries'])).toBe(false);
  });
  it('reads a removal only when a removal word closes the words', () => {
    expect(removedPart(['skin', 'removed'])).toBe('skin');
    expect(removedPart(['the', 'crusts', 'cut', 'off'])).toBe('crusts');
    expect(removedPart(['bone', 'taken'])).toBeUndefined();
    expect(removedPart(['fries', 'removed'])).toBeUndefined();
  });
});

describe('"skipped" leaves a part out', () => {
  it('a salad with its dressing skipped has no dressing', async () => {
    const names = await foods('got the chef salad, skipped the dressing');
    expect(names).toHaveLength(1);
    expect(names[0]).toMatch(/salad/i);
  });
});

describe('a food skipped first is left out of what follows', () => {
  it('"skipped the fries, just a burger" is the burger alone', async () => {
    expect(await foods('skipped the onion rings, just a cheeseburger')).toEqual([expect.stringMatching(/cheeseburger/i)]);
  });
});
