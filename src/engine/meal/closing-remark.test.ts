/**
 * A remark closing the log after its food is no part of the food's name (issue 23, session 27,
 * lead; closing-remark.ts), and "ended up eating …" is a verb frame with or without an amount
 * (subject.ts). Sentences written for these tests.
 */
import { describe, expect, it } from 'vitest';
import { names, useEverydayEngine } from './everyday.test-helper.js';

const { describeMeal, readsAs } = useEverydayEngine();

describe('a short remark closing the log', () => {
  it.each([
    ['beef stew again today', 'beef stew'],
    ['a filet-o-fish i think', 'a filet-o-fish'],
    ['a large cheese pizza i think', 'a large cheese pizza'],
    ['chicken noodle soup not proud', 'chicken noodle soup'],
    ['a tuna melt ugh', 'a tuna melt'],
    ['pancakes with syrup lol so good', 'pancakes with syrup'],
  ])('"%s" reads as "%s"', readsAs);

  it('a food said in the remark stays a food', async () => {
    expect(names(await describeMeal('oatmeal and coffee, maybe a pear'))).toHaveLength(3);
  });

  it('text with no food stays refused', async () => {
    await expect(describeMeal('see you there i think')).rejects.toMatchObject({ code: 'noFoodDetectedText' });
  });
});

describe('"ended up eating …" says what was eaten', () => {
  it.each([
    ['ended up eating beef stew', 'beef stew'],
    ['wound up having a tuna melt', 'a tuna melt'],
  ])('"%s" reads as "%s"', readsAs);
});
