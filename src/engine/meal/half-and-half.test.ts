/**
 * describeMeal on the cream called half and half (issue 23: a wrong calorie count is a bug). Read
 * as words, "coffee with half and half" was half a coffee and no cream (2 kcal), and "half and
 * half" alone was no food. Examples written for these tests.
 */
import { describe, expect, it } from 'vitest';
import { names, total, useEverydayEngine } from './everyday.test-helper.js';

const { describeMeal, readsAs } = useEverydayEngine();

describe('"half and half" is the cream, however it is written', () => {
  it.each([
    ['tea with half and half', 'tea with half-and-half'],
    ['tea with half & half', 'tea with half-and-half'],
    ['tea with Half n Half', 'tea with half-and-half'],
  ])('"%s" is "%s"', readsAs);

  it('counts the whole coffee and the cream', async () => {
    const r = await describeMeal('a coffee with half and half');
    expect(names(r)).toHaveLength(2);
    expect(names(r)[1]).toMatch(/^Cream, half and half/);
    expect(r.ingredients[0]!.name).not.toMatch(/½/);
  });

  it('is a food said alone, weighed by its own unit', async () => {
    const r = await describeMeal('2 tablespoons of half and half');
    expect(names(r)).toEqual(['Cream, half and half']);
    expect(total(r)).toBeGreaterThan(30);
    expect(total(r)).toBeLessThan(50);
  });

  it('before another food it still describes that food ("a half and half pizza" is no cream)', async () => {
    const r = await describeMeal('a half and half pizza');
    expect(names(r).join(' ')).not.toMatch(/Cream/);
  });
});
