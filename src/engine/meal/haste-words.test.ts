/**
 * "quick" says how fast a meal was eaten, except in the two names USDA writes it in: quick oats
 * and quick breads (issue 23, session 26, lead). "a quick bowl of cereal" had been a bowl of dry
 * quick oats (460 kcal), "grabbed a quick large fries" one 5 g fry. Sentences written for these tests.
 */
import { describe, expect, it } from 'vitest';
import { names, useEverydayEngine } from './everyday.test-helper.js';

const { describeMeal, readsAs } = useEverydayEngine();

describe('"quick" before a food is haste', () => {
  it.each([
    ['a quick bowl of cereal', 'a bowl of cereal'],
    ['grabbed a quick large fries', 'a large fries'],
    ['grabbed a quick mcchicken', 'a mcchicken'],
    ['had a quick turkey sandwich', 'a turkey sandwich'],
  ])('"%s" reads as "%s"', readsAs);
});

describe('"quick" in a name USDA writes it in stays', () => {
  it('quick oats are oats', async () => {
    expect(names(await describeMeal('a bowl of quick oats'))[0]).toMatch(/quick/i);
  });
  it('a quick bread is a quick bread', async () => {
    expect(names(await describeMeal('a slice of quick bread'))[0]).toMatch(/^Bread/);
  });
});

describe('a clause closing the log after the food says how it went, never what it was (food-evidence.ts beforeClosingClause)', () => {
  it.each([
    ['a banana i think', 'a banana'],
    ['a mcdouble not proud', 'a mcdouble'],
    ['a bowl of chili again today', 'a bowl of chili'],
    ['a latte maybe', 'a latte'],
  ])('"%s" reads as "%s"', readsAs);

  it('a food word said of something else stays refused', async () => {
    await expect(describeMeal('the apple i think is rotten')).rejects.toMatchObject({ code: 'noFoodDetectedText' });
  });

  it('a sentence of its own after the food is no closing clause', async () => {
    await expect(describeMeal('never mind the spilled juice, we can fix the report')).rejects.toMatchObject({ code: 'noFoodDetectedText' });
  });
});
