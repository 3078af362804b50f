/**
 * Sizes, containers and servings said in words (issue 23, session 21, helper sizes): a size or a
 * container the person named had been lost and a default portion weighed instead ("a to-go box"
 * not understood, a snack-size pouch of crackers a quarter of its bag, "short stack of 3" no food,
 * a shake's "small" after it one fluid ounce, "a crock" no amount, "half-litre" no food at all, a
 * belgian waffle at some place the plain waffle, "cut up an entire mango" its typical share).
 * Sentences written for these tests.
 */
import { describe, expect, it } from 'vitest';
import { names, total, useEverydayEngine } from './everyday.test-helper.js';
import { parseMeal } from './parse.js';

const { describeMeal, readsAs } = useEverydayEngine();

describe('a restaurant\'s carry-out container holds a pint (2 cups) of the food', () => {
  it.each([
    ['a to-go box of pad thai', '2 cups of pad thai'],
    ['pad thai, takeout container', '2 cups of pad thai'],
    ['shrimp fried rice, takeaway box', '2 cups of shrimp fried rice'],
    ['2 take-out containers of pad thai', '4 cups of pad thai'],
  ])('"%s" reads as "%s"', readsAs);

  it('the container is the amount, not a word of the food', () => {
    const [item] = parseMeal('general tso chicken, to-go container');
    expect(item).toMatchObject({ foodText: 'general tso chicken', unit: 'takeout container' });
  });
});

describe('a crock of soup is a bowl of it', () => {
  it.each([
    ['french onion soup, a crock', 'a bowl of french onion soup'],
    ['a crock of chili', 'a bowl of chili'],
  ])('"%s" reads as "%s"', readsAs);

  it('a crock pot is the slow cooker, no bowl', () => {
    const [item] = parseMeal('crock pot chili');
    expect(item!.amount).toBeUndefined();
  });
});

describe('a snack\'s pouch is the single-serving bag FNDDS weighs', () => {
  it.each([
    ['a pouch of goldfish crackers', 'a bag of goldfish crackers'],
    ['a snack-size pouch of cheez-its', 'a snack-size bag of cheez-its'],
  ])('"%s" reads as "%s"', readsAs);

  it('a food FNDDS weighs by its own pouch keeps it (applesauce, 90 g)', async () => {
    const r = await describeMeal('a pouch of applesauce');
    expect(r.ingredients[0]!.name).toMatch(/\(1 pouch, 90 g\)$/);
  });
});

describe('a short stack is a serving of pancakes', () => {
  it.each([
    ['short stack of 4 with butter', '4 pancakes with butter'],
    ['a short stack of buttermilk pancakes', '3 buttermilk pancakes'],
    ['short stack of pancakes and coffee', '3 pancakes and coffee'],
    ['short stack of 5 blueberry pancakes', '5 blueberry pancakes'],
  ])('"%s" reads as "%s"', readsAs);

  it('a stack of something else is left as written', () => {
    const [item] = parseMeal('short stack of waffles');
    expect(item!.foodText).toBe('short stack of waffles');
    expect(item!.amount).toBeUndefined();
  });
});

describe('a cup size typed after a drink is the cup\'s size', () => {
  it.each([
    ['iced tea large', 'a large iced tea'],
    ['strawberry milkshake medium', 'a medium strawberry milkshake'],
    ['a hot chocolate small', 'a small hot chocolate'],
  ])('"%s" reads as "%s"', readsAs);

  it('after a food that is no drink the words are left as they were ("shrimp large")', async () => {
    const r = await describeMeal('shrimp large');
    expect(names(r)).toEqual(names(await describeMeal('shrimp')));
    expect(total(r)).toBe(total(await describeMeal('shrimp')));
  });

  it('"regular" after a soda says not diet, no size', async () => {
    const r = await describeMeal('pepsi regular');
    expect(r.ingredients[0]!.name).not.toMatch(/\b(small|medium|large)\b/);
  });
});

describe('a fraction joined to a volume is that much of it', () => {
  it.each([
    ['a half-litre of orange juice', 'half a litre of orange juice'],
    ['a half-pint of vanilla ice cream', 'half a pint of vanilla ice cream'],
  ])('"%s" reads as "%s"', readsAs);

  it('"a quarter-pound burger" names the patty, not the burger\'s weight', () => {
    const [item] = parseMeal('a quarter-pound burger');
    expect(item!.unit).toBeUndefined();
  });
});

describe('a kind word before the noun that FNDDS weighs the item by', () => {
  it.each([
    ['belgian waffle at the inn', 'a belgian waffle'],
    ['3 silver dollar pancakes', '3 small pancakes'],
  ])('"%s" reads as "%s"', readsAs);
});

describe('"entire" among the food\'s words asks for one whole item', () => {
  it.each([
    ['cut up an entire papaya', 'an entire papaya'],
    ['entire mango', 'a whole mango'],
  ])('"%s" reads as "%s"', readsAs);

  it('"whole" inside the words stays the food\'s ("whole milk")', () => {
    const [item] = parseMeal('poured whole milk');
    expect(item!.amount).toBeUndefined();
  });
});
