/**
 * Session 15 (mealacc4, issue 23): classes of everyday wording — a share said apart from the
 * verb, the fat a meat was cooked in, dishes named by family. Phrases written for these tests.
 */
import { describe, expect, it } from 'vitest';
import { useEngineWithFoods } from './food-portions.test-helper.js';

const ctx = useEngineWithFoods();
const describeMeal = (text: string) => ctx.engine.api.describeMeal(text);
const kcal = async (text: string) => (await describeMeal(text)).calories;
const names = async (text: string) => (await describeMeal(text)).ingredients.map((i) => i.name);

describe('a share said after the food is a part of the amount said', () => {
  it('"a bag of popcorn but I only ate half" is half the bag, as "half a bag of popcorn" is', async () => {
    const half = await kcal('half a bag of popcorn');
    expect(await kcal('a bag of popcorn but I only ate half')).toBe(half);
    expect(await kcal('a bag of popcorn, I had about half')).toBe(half);
    expect(await kcal('a bag of popcorn and i ate half of it')).toBe(half);
    expect(half).toBeLessThan(await kcal('a bag of popcorn'));
  });

  it('the size said with the whole stays: half of a large pizza, not half of a default one', async () => {
    expect(await kcal('a large pizza, ate about half')).toBe(await kcal('half a large pizza'));
  });

  it('a third or a quarter, said in words or figures', async () => {
    expect(await kcal('a pint of ice cream, I had a quarter of it')).toBe(await kcal('a quarter of a pint of ice cream'));
    expect(await kcal('a sleeve of crackers. ate maybe two thirds')).toBeCloseTo((2 / 3) * (await kcal('a sleeve of crackers')), -1);
  });

  it('a count said before is divided too ("4 cookies, ate half": two)', async () => {
    expect(await kcal('4 cookies, ate half')).toBe(await kcal('2 cookies'));
  });

  it('a clause that does not say which food is left as it was', async () => {
    // Two foods before the share: which one was halved is not said.
    expect(await kcal('a burger and a salad, ate half')).toBeGreaterThan(await kcal('a burger'));
    // A fraction of another food is a food of its own.
    expect((await names('a coffee, and half of the muffin')).join(' ')).toMatch(/muffin/i);
  });
});
