/**
 * describeMeal on a bread named alone after "on" (issue 23, "a word outside the food decides the
 * food"): after a sandwich it is the sandwich's own bread, never a second food ("wheat" alone was
 * 192 g of durum wheat grain, 651 kcal); after a filling that is no sandwich it is that bread.
 * Examples written for these tests.
 */
import { describe, expect, it } from 'vitest';
import { names, useEverydayEngine } from './everyday.test-helper.js';

const { describeMeal, readsAs } = useEverydayEngine();

describe('a bread named alone after a sandwich is the sandwich\'s own', () => {
  it.each([
    ['a chicken sub on wheat', 'a chicken sub'],
    ['an italian sub on white from the deli counter', 'an italian sub'],
    ['a veggie wrap on wheat', 'a veggie wrap'],
    ['a cheeseburger on toasted sourdough', 'a cheeseburger'],
  ])('"%s" is "%s"', readsAs);

  it('names no grain ("Wheat, durum") for the bread a sub is on', async () => {
    const r = await describeMeal('meatball sub on wheat at the station');
    expect(names(r).join(' | ')).not.toMatch(/^Wheat|durum/i);
    expect(r.ingredients).toHaveLength(1);
  });
});

describe('a bread named alone after a filling that is no sandwich is that bread', () => {
  it('"roast beef on rye" is roast beef and rye bread', async () => {
    const r = await describeMeal('roast beef on rye');
    expect(names(r)).toHaveLength(2);
    expect(names(r)[1]).toMatch(/^Bread, rye/);
  });

  it('"egg salad on whole wheat" is egg salad and whole wheat bread', async () => {
    const r = await describeMeal('egg salad on whole wheat');
    expect(names(r).at(-1)).toMatch(/^Bread, whole wheat/);
  });

  it('keeps a bread with more words its own ("tuna on wheat with avocado" names the avocado)', async () => {
    const r = await describeMeal('tuna on wheat with avocado');
    expect(names(r).some((n) => /avocado/i.test(n))).toBe(true);
  });
});
