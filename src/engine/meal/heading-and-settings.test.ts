/**
 * describeMeal on three reading classes of session 19 (issue 23), in words written for these tests:
 * a heading before a colon that names no food; a sport said bare as the setting ("after soccer");
 * a bread's kind counted in slices.
 */
import { describe, expect, it } from 'vitest';
import { names, total, useEverydayEngine } from './everyday.test-helper.js';
import { withoutHeadings } from './heading.js';

const { describeMeal, readsAs } = useEverydayEngine();

describe('a heading before a colon that names no food is dropped', () => {
  it.each([
    ["packing my son's lunch: 2 fish fingers and an apple", '2 fish fingers and an apple'],
    ['half marathon prep: a large bowl of spaghetti', 'a large bowl of spaghetti'],
    ['reminder for later: a cup of yogurt and a banana', 'a cup of yogurt and a banana'],
    ['at the ballpark: a hot dog and a soda', 'a hot dog and a soda'],
  ])('"%s" is "%s"', readsAs);

  it('keeps a heading that names a food: "pancakes: 3" is three pancakes', async () => {
    const r = await describeMeal('pancakes: 3');
    expect(names(r)[0]).toMatch(/^Pancake/);
  });

  it('reads a heading per line ("Breakfast: …" then "Dinner: …")', async () => {
    const r = await describeMeal('Breakfast: 2 boiled eggs\nDinner: a bowl of chili');
    expect(names(r)).toHaveLength(2);
  });

  it('leaves a clock time and a long sentence alone', () => {
    const never = () => false;
    expect(withoutHeadings('10:30 a bagel', never)).toBe('10:30 a bagel');
    expect(withoutHeadings('this is what we had after the long drive home yesterday: soup', never)).toBe(
      'this is what we had after the long drive home yesterday: soup',
    );
    expect(withoutHeadings('gym day: oats', never)).toBe('oats');
  });
});

describe('a sport said bare after before/after/during is the setting, not part of the food', () => {
  it.each([
    ['a banana after tennis', 'a banana'],
    ['a sports drink during basketball', 'a sports drink'],
    ['granola bar before cycling', 'granola bar'],
  ])('"%s" is "%s"', readsAs);
});

describe("a bread's kind counted in slices is that bread, never grain", () => {
  it.each([
    ['3 slices of wheat', /^Bread, whole wheat/],
    ['a slice of rye', /^Bread, rye/],
    ['two slices of white', /^Bread, white/],
  ])('"%s" is %s', async (text, bread) => {
    const r = await describeMeal(text);
    expect(names(r)).toHaveLength(1);
    expect(names(r)[0]).toMatch(bread);
    expect(total(r)).toBeLessThan(300);
  });
});
