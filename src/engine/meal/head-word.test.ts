/**
 * describeMeal on words that name only part of a food, or where and how it was served (issue 23,
 * "a word outside the food decides the food"): without the food's head noun they are no food.
 * Examples written for these tests.
 */
import { describe, expect, it } from 'vitest';
import { names, total, useEverydayEngine } from './everyday.test-helper.js';

const { describeMeal, readsAs } = useEverydayEngine();

describe('", the big one", ", the <adjective> kind" qualify the food before them', () => {
  it.each([
    ['a bran muffin, the big one', 'a large bran muffin'],
    ['cinnamon roll, the small kind', 'a small cinnamon roll'],
    ['porterhouse steak, the 16 ounce one', '16 ounces of porterhouse steak'],
    ['granola, the crunchy kind', 'crunchy granola'],
  ])('"%s" is "%s"', readsAs);

  it('names no food for "kind" or "one" ("the big kind" is no KIND bar)', async () => {
    const r = await describeMeal('apple turnover, the big kind');
    expect(r.ingredients).toHaveLength(1);
    expect(names(r).join(' | ')).not.toMatch(/KIND|bar/i);
  });

  it('keeps an amount said with the food ("two scones, the big kind" are two large scones)', async () => {
    const [two, one] = await Promise.all([describeMeal('two scones, the big kind'), describeMeal('a large scone')]);
    expect(total(two)).toBeCloseTo(2 * total(one), 6);
  });
});
