/**
 * A style said after the dish's own name, before its part ("beef Mexican style with
 * its potatoes"): USDA closes the dish's name with it ("…, Mexican style"), so it is no head of the
 * dish (issue 23, session 27, helper nbwhole; dish-parts.ts withoutStyle). Sentences written for these tests.
 */
import { describe, expect, it } from 'vitest';
import { names, useEverydayEngine } from './everyday.test-helper.js';

const { describeMeal } = useEverydayEngine();

describe('a style said between a dish and its part', () => {
  it.each([
    ['2 cups of ground beef Mexican style with potatoes', /^Stewed, seasoned, ground beef with potatoes, Mexican style/],
  ])('"%s" is the one dish', async (text, name) => {
    const found = names(await describeMeal(text));
    expect(found).toHaveLength(1);
    expect(found[0]).toMatch(name);
  });

  it('a style and a side USDA has no dish of stay two foods', async () => {
    expect(names(await describeMeal('chicken Mexican style with rice'))).toHaveLength(2);
  });
});
