/**
 * Two foods a comma sets apart are two foods when joining them loses one (issue 23, session 25,
 * dish-parts.ts isShortPair): "… , rice, broccoli" had been broccoli alone, the rice lost to a join
 * whose food names only one of them. Examples written for these tests.
 */
import { describe, expect, it } from 'vitest';
import { names, useEverydayEngine } from './everyday.test-helper.js';

const { describeMeal } = useEverydayEngine();
const foods = async (text: string) => names(await describeMeal(text));

describe('a comma list keeps each food', () => {
  it('keeps both foods of a pair the join would lose one of', async () => {
    for (const text of ['tofu, rice, broccoli', 'baked cod, rice, broccoli']) {
      const names = await foods(text);
      expect(names.some((n) => /^rice/i.test(n)), text).toBe(true);
      expect(names.some((n) => /broccoli/i.test(n)), text).toBe(true);
    }
  });

  it('still reads a food said in USDA order as the one food', async () => {
    expect(await foods('yogurt, vanilla')).toHaveLength(1);
  });
});
