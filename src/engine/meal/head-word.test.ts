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

describe('a vessel or a meal left alone names no food', () => {
  it('"tailgate plate" is no beef plate', async () => {
    const r = await describeMeal('tailgate plate - pulled pork, potato salad');
    expect(names(r).join(' | ')).not.toMatch(/^Beef, plate/i);
    expect(names(r)).toHaveLength(2);
  });

  it('"a xyzzy bowl" names no burrito bowl', async () => {
    await expect(describeMeal('a xyzzy bowl')).rejects.toMatchObject({ code: 'noFoodDetectedText' });
  });

  it('what was added to a dish it does not know is still food ("… extra rice")', async () => {
    const r = await describeMeal('xyzzy bowl extra rice');
    expect(names(r)).toHaveLength(1);
    expect(names(r)[0]).toMatch(/^Rice/);
  });
});

describe('a food carried only by the words after "in", "from" or "at" is the place\'s namesake', () => {
  it('"a week in valencia" names no valencia peanuts', async () => {
    const r = await describeMeal('seafood paella on a week in valencia');
    expect(names(r).join(' | ')).not.toMatch(/peanut/i);
  });

  it('"a milkshake from the juice bar" is the milkshake', async () => {
    const r = await describeMeal('a milkshake from the juice bar');
    expect(names(r)).toHaveLength(1);
    expect(names(r)[0]).toMatch(/shake/i);
  });

  it('keeps what a food is packed in ("sardines in oil")', async () => {
    const r = await describeMeal('sardines in oil');
    expect(names(r)[0]).toMatch(/sardine/i);
  });
});

describe('a "w" alone between words is "with" (the food log\'s "w/" typed without its slash)', () => {
  it.each([
    ['a pretzel w mustard', 'a pretzel with mustard'],
    ['2 tamales w green salsa', '2 tamales with green salsa'],
    ['an english muffin w butter', 'an english muffin with butter'],
  ])('"%s" is "%s"', readsAs);

  it('the food before "w" is the food, never only the one after it', async () => {
    const r = await describeMeal('pork dumplings x6 w chili oil');
    expect(names(r)[0]).toMatch(/dumpling/i);
  });
});
