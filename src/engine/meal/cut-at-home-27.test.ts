/**
 * A knife word said of a fresh food (issue 23, session 27, helper wrongrows; rank.ts cutProcessed):
 * USDA writes "sliced", "diced", "chopped", "pitted" mostly in processed rows' names, and a person
 * who cuts a fruit at home means the fresh one. The processing said keeps its row. Phrases written
 * for these tests.
 */
import { describe, expect, it } from 'vitest';
import { useEverydayEngine } from './everyday.test-helper.js';

const { describeMeal } = useEverydayEngine();
const first = async (text: string) => (await describeMeal(text)).ingredients[0]!.name;

describe('a cut said of a fresh food is the fresh food', () => {
  it.each([
    ['a bowl of sliced peaches for dessert', /^Peach(es)?, (yellow, )?raw/],
    ['sliced apple and some cheddar', /^Apples?, raw/],
    ['a handful of pitted cherries', /^Cherries, (sweet, )?raw/],
  ])('"%s"', async (text, food) => {
    expect(await first(text)).toMatch(food);
  });
});

describe('the processing said keeps its row', () => {
  it.each([
    ['a cup of sliced peaches in heavy syrup', /canned|syrup/i],
    ['frozen sweetened sliced strawberries, one cup', /frozen, sweetened/i],
    ['a cup of frozen chopped broccoli', /frozen/i],
  ])('"%s"', async (text, food) => {
    expect(await first(text)).toMatch(food);
  });
});
