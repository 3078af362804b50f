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
