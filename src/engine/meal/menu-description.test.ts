/**
 * A menu line's list of what its dish is made of is no second helping of each part (issue 23,
 * session 27, lead; menu-description.ts). Sentences written for these tests.
 */
import { describe, expect, it } from 'vitest';
import { total, useEverydayEngine } from './everyday.test-helper.js';

const { describeMeal } = useEverydayEngine();
const kcal = async (text: string) => total(await describeMeal(text));

describe('a menu line: the dish, a typeset dash, what it is made of', () => {
  it('"Bacon Cheeseburger — beef patty, bacon, american cheese, pickles, bun" is the burger alone', async () => {
    expect(await kcal('Bacon Cheeseburger — beef patty, bacon, american cheese, pickles, bun')).toBe(await kcal('Bacon Cheeseburger'));
  });

  it('foods served with a dish after a dash stay foods', async () => {
    expect((await describeMeal('a burger – fries, a coke')).ingredients.length).toBeGreaterThan(1);
  });

  it('a list after the dash that names no food leaves the text as it was', async () => {
    const result = await describeMeal('Cherry — Oak, Maple, Walnut, Pine').catch(() => undefined);
    expect(result?.name).not.toBe('Cherry');
  });
});
