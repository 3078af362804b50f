/**
 * unseen11's tuning misses, by class (issue 23, session 23, helper misses11; docs/engine.md):
 * a fruit named by its cultivar or regional name alone. Phrases written for these tests.
 */
import { describe, expect, it } from 'vitest';
import { useEverydayEngine } from './everyday.test-helper.js';

const { describeMeal } = useEverydayEngine();
const foods = async (text: string) => (await describeMeal(text)).ingredients.map((i) => i.name);

describe('an apple named by its cultivar alone is an apple', () => {
  it('"a small honeycrisp" and "a mcintosh" are apples', async () => {
    expect((await foods('a small honeycrisp with lunch'))[0]).toMatch(/^Apple/);
    expect((await foods('a mcintosh'))[0]).toMatch(/^Apple/);
  });
  it('"cosmic crisp" is the apple, not the baked crisp', async () => {
    expect((await foods('one cosmic crisp apple'))[0]).toMatch(/^Apple, raw/);
  });
  it('an apple crisp is still the dessert', async () => {
    expect((await foods('a bowl of apple crisp'))[0]).toMatch(/^Crisp, apple/);
  });
});

describe('"muskmelon" is a cantaloupe', () => {
  it('is found with its amount', async () => {
    const result = await describeMeal('a quarter of a muskmelon');
    expect(result.ingredients[0]!.name).toMatch(/^Cantaloupe/);
  });
});
