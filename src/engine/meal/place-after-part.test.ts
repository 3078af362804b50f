/**
 * A dish "X with Y" said with the fast-food place it came from after its part (issue 23, session
 * 26, helper nbparts; dish-parts.ts PLACE_AFTER, isPlaceSaid). Sentences written for these tests.
 */
import { describe, expect, it } from 'vitest';
import { names, useEverydayEngine } from './everyday.test-helper.js';

const { describeMeal } = useEverydayEngine();

describe('"at the fast food window" after a dish\'s part is where the dish came from', () => {
  it.each([
    ['curly fries with chili at the fast food window', /^Potato, french fries, with chili, fast food/],
    ['black beans with rice at the fast food joint', /^Black beans and rice, from fast food/],
  ])('"%s" is the dish\'s fast-food row', async (text, name) => {
    const found = names(await describeMeal(text));
    expect(found).toHaveLength(1);
    expect(found[0]).toMatch(name);
  });

  it('two foods from one fast food window stay two', async () => {
    expect(names(await describeMeal('a chicken sandwich with fries at the fast food window'))).toHaveLength(2);
  });
});
