/**
 * Framing never changes the food (issue 23, session 25): the classes bench/describe-invariance.ts's
 * third round of frames found, each with examples written for these tests (not the bench's phrases).
 */
import { describe, expect, it } from 'vitest';
import { total, useEverydayEngine } from './everyday.test-helper.js';

const { describeMeal } = useEverydayEngine();

/** The framed text gets the bare text's kcal, within rounding. */
async function sameAs(framed: string, bare: string): Promise<void> {
  const [a, b] = await Promise.all([describeMeal(framed), describeMeal(bare)]);
  expect(Math.abs(total(a) - total(b)), `${framed} (${total(a)}) vs ${bare} (${total(b)})`).toBeLessThanOrEqual(2);
}

describe('chat before the amount is no part of the food (chat-lead.ts)', () => {
  it.each([
    ['starving tbh 3 fish tacos', '3 fish tacos'],
    ['ugh mondays 2 slices of pepperoni pizza', '2 slices of pepperoni pizza'],
    ['cannot believe it a medium mocha', 'a medium mocha'],
    ['long day so a large coke', 'a large coke'],
  ])('"%s" is "%s"', sameAs);

  it('keeps words that name a food before a count of it', async () => {
    // "salmon 2 fillets": the food said first, its count after, read as the one food.
    const fillets = await describeMeal('salmon 2 fillets');
    expect(fillets.ingredients[0]!.name).toMatch(/salmon/i);
  });

  it('leaves an amount some reader already understood', async () => {
    await sameAs('half a turkey sandwich', '½ turkey sandwich');
  });
});

describe('a degree word and one word closing the sentence say how it was, not what (noise.ts withoutClosingVerdict)', () => {
  it.each([
    ['a cinnamon roll so full', 'a cinnamon roll'],
    ['a Whopper really filling', 'a Whopper'],
    ['a plain bagel (too dry)', 'a plain bagel'],
    ['a cheeseburger pretty greasy', 'a cheeseburger'],
  ])('"%s" is "%s"', sameAs);

  it('keeps a size said after a degree word', async () => {
    const [big, plain] = await Promise.all([describeMeal('a smoothie so large'), describeMeal('a smoothie')]);
    expect(total(big)).toBeGreaterThan(total(plain));
  });
});

describe('chat-lead leaves texts whose first words are the food or a heading', () => {
  it('reads a text that opens with an amount as it was', async () => {
    const names = (await describeMeal('a kraft single on toast')).ingredients.map((i) => i.name);
    expect(names.some((n) => /cheese/i.test(n))).toBe(true);
  });

  it('gives no amount read past a dash to the food after it', async () => {
    await sameAs('picnic bowl - potato salad, deviled eggs', 'potato salad, deviled eggs');
  });
});

describe('which occasion it was is no amount (noise.ts ordinalOccasionEnd)', () => {
  it.each([
    ['a bowl of ramen for the fourth day in a row', 'a bowl of ramen'],
    ['a blueberry muffin for the 2nd morning straight', 'a blueberry muffin'],
    ['tacos for the third time this week', 'tacos'],
  ])('"%s" is "%s"', sameAs);

  it('still reads a third said of the food', async () => {
    const [third, whole] = await Promise.all([describeMeal('a third of a meatloaf'), describeMeal('a meatloaf')]);
    expect(total(third)).toBeLessThan(total(whole));
  });
});

describe('a bar people drink at is a place (place-words.ts SHOPS)', () => {
  it.each([['lamb kebab with rice at the bar', 'lamb kebab with rice']])('"%s" is "%s"', sameAs);
});
