/**
 * Session 14 (issue 23): how much, by convention — a bare can or bottle is the one FNDDS calls
 * typical, and a loaf said after the bread's name is a loaf. Phrases written for these tests;
 * expected weights are read from the matched food's own USDA portions.
 */
import { describe, expect, it } from 'vitest';
import { gramsOf, portionNamed, useEngineWithFoods } from './food-portions.test-helper.js';
import { parseMeal } from './parse.js';

const ctx = useEngineWithFoods();
const describeMeal = (text: string) => ctx.engine.api.describeMeal(text);
const usda = (food: string, description: string) => portionNamed(ctx, food, description);
const first = async (text: string) => (await describeMeal(text)).ingredients[0]!.name;

describe('a bare can or bottle is the one FNDDS calls typical', () => {
  it('"a can of monster" is the 16 fl oz can (its Quantity not specified), not the first-listed 8.3 fl oz one', async () => {
    const name = await first('grabbed a can of monster after the gym');
    expect(name).toMatch(/^Energy drink \(Monster\)/);
    expect(gramsOf(name)).toBe(usda('Energy drink (Monster)', '1 can or bottle (16 fl oz)'));
  });

  it('a size said still weighs that can', async () => {
    expect(gramsOf(await first('a 12 oz can of monster'))).toBe(usda('Energy drink (Monster)', '1 can (12 fl oz)'));
  });

  it('a drink whose typical amount is none of its cans keeps the first listed (Red Bull\'s 8.4 fl oz)', async () => {
    const name = await first('one can of red bull');
    expect(name).toMatch(/^Energy drink \(Red Bull\)/);
    expect(gramsOf(name)).toBe(usda('Energy drink (Red Bull)', '1 can (8.4 fl oz)'));
  });
});

describe('a loaf said after the bread\'s name is a loaf', () => {
  it('"a rye loaf" is the sliced sandwich loaf, as "a loaf of rye bread" is', async () => {
    const loaf = gramsOf(await first('a rye loaf'));
    expect(loaf).toBe(gramsOf(await first('a loaf of rye bread')));
    expect(loaf).toBeGreaterThan(10 * usda('Bread, rye', '1 medium or regular slice'));
  });

  it('"half a sourdough loaf" is half the French bread\'s loaf (sourdough is filed as French bread)', async () => {
    const name = await first('half a sourdough loaf');
    expect(name).toMatch(/^Bread, French or Vienna/);
    expect(gramsOf(name)).toBe(usda('Bread, French or Vienna', '1 loaf (14" long)') / 2);
  });

  it('a slice said of the loaf is a slice; a meat loaf is still meat', async () => {
    expect(gramsOf(await first('a slice of sourdough loaf'))).toBe(usda('Bread, French or Vienna', '1 medium or regular slice'));
    expect(await first('a turkey meat loaf')).toMatch(/loaf/i);
  });
});

describe('"whole" never weighs less than the item itself', () => {
  it('"a whole cinnabon" is the everyday row\'s whole roll, as "a cinnabon" is (not FNDDS\'s smaller medium roll)', async () => {
    expect(gramsOf(await first('a whole cinnabon'))).toBe(gramsOf(await first('a cinnabon')));
  });

  it('"a whole baguette" is still FNDDS\'s whole baguette, not the row\'s slice', async () => {
    expect(gramsOf(await first('a whole baguette'))).toBe(usda('Bread, French or Vienna', '1 baguette (about 22" long)'));
  });
});

describe('a package of a food USDA weighs no package of is its labelled serving', () => {
  it('"a snack bag of baby carrots" is the NLEA serving, never one 10 g carrot', async () => {
    const name = await first('a snack bag of baby carrots with lunch');
    expect(name).toMatch(/^Carrots, baby, raw/);
    expect(gramsOf(name)).toBe(usda('Carrots, baby, raw', '1 NLEA serving'));
  });
});

describe('a food shared is the person\'s share of it (share.ts)', () => {
  const amountOf = (text: string) => parseMeal(text).map((i) => [i.foodText, i.amount?.count]);

  it.each([
    ['we split a large fries with my brother', 0.5],
    ['my husband and I shared a meat lovers pizza', 0.5],
    ['shared a basket of onion rings between the three of us', 1 / 3],
    ['split a pitcher of margaritas with two coworkers', 1 / 3],
    ['the whole family shared a bucket of popcorn, I had maybe a quarter', 0.25],
  ])('"%s" is %f of it', (text, part) => {
    expect(amountOf(text)[0]![1]).toBeCloseTo(part, 6);
  });

  // A group of no number is at least two others (share.ts UNSAID_MANY): the person's share is a third at most.
  it('sharing with a group of no number is a third at most, and the sharing words are no food', () => {
    expect(parseMeal('shared a tray of brownies with the neighbors').map((i) => [i.foodText, i.amount?.count])).toEqual([['brownies', 1 / 3]]);
  });

  it('"split pea soup", "a banana split", "a sharing size bag" and "half a bagel" are not shares', () => {
    expect(amountOf('split pea soup')).toEqual([['split pea soup', undefined]]);
    expect(amountOf('a banana split')[0]![0]).toBe('banana split');
    expect(amountOf('a sharing size bag of gummy bears')[0]![1]).toBe(1);
    expect(amountOf('I had half a bagel')[0]).toEqual(['bagel', 0.5]);
  });

  it('half a shared whole pizza weighs half the whole pizza', async () => {
    const whole = gramsOf(await first('a whole pepperoni pizza'));
    expect(gramsOf(await first('split a whole pepperoni pizza with my girlfriend'))).toBeCloseTo(whole / 2, 1);
  });
});

describe('an everyday row\'s one is its own container, not another', () => {
  it('"a bottle of wine" is FNDDS\'s bottle (twice its "1/2 bottle"), not the row\'s glass; a glass is still the glass', async () => {
    expect(gramsOf(await first('drank a bottle of red wine'))).toBe(2 * usda('Wine, red', '1/2 bottle'));
    expect(gramsOf(await first('a glass of red wine'))).toBe(usda('Wine, red', '1 glass'));
  });
});

describe('a shot of coffee is an espresso shot', () => {
  it('"a double shot of espresso" is two 1 fl oz shots (FNDDS\'s 2 fl oz espresso cup), not two 1.5 fl oz jiggers', async () => {
    const result = await describeMeal('a double shot of espresso');
    expect(result.ingredients[0]!.name).toMatch(/^Coffee, espresso/);
    expect(gramsOf(result.ingredients[0]!.name) * result.servings).toBe(usda('Coffee, espresso', '1 espresso cup (2 fl oz)'));
  });

  it('a shot of a spirit is still the bar\'s jigger', async () => {
    expect(gramsOf(await first('a shot of vodka'))).toBeGreaterThan(40);
  });
});

describe('the kind of a frozen dinner said after it is which frozen meal', () => {
  it('"a tv dinner, meatloaf" is FNDDS\'s meat loaf dinner frozen meal, one food, not an NFS dinner beside a meat loaf', async () => {
    const result = await describeMeal('a tv dinner, meatloaf');
    expect(result.ingredients).toHaveLength(1);
    expect(result.ingredients[0]!.name).toMatch(/^Meat loaf dinner, NFS, frozen meal/);
  });

  it('a food with an amount of its own after it is another food', async () => {
    expect((await describeMeal('a frozen dinner and a diet coke')).ingredients).toHaveLength(2);
  });
});

describe('a serving or an order of a food counted by the piece is its typical amount', () => {
  it('"an order of chicken wings" is FNDDS\'s typical amount (two wings), never one wing', async () => {
    const name = await first('an order of chicken wings');
    expect(name).toMatch(/^Chicken wing/);
    expect(gramsOf(name)).toBe(2 * usda('Chicken wing, fried, coated, from restaurant', '1 wing, any size'));
  });
});

describe('a square is a square cut, by the wording FNDDS weighs it in; the noun stands before how it was made', () => {
  it('"2 squares of graham crackers" are one "… or 2 squares" portion, not two of it', async () => {
    const result = await describeMeal('2 squares of graham crackers');
    expect(gramsOf(result.ingredients[0]!.name) * result.servings).toBe(usda('Graham crackers', '1 large rectangular piece or 2 squares or 4 small rectangular pieces'));
  });

  it('"a square of cornbread" is a piece, never FNDDS\'s whole square pan', async () => {
    expect(gramsOf(await first('a square of cornbread'))).toBeLessThan(usda('Cornbread, made from home recipe', '1 square cornbread (8" pan)') / 4);
  });
});

describe('the noun stands before how the food was made', () => {
  it('"a boiled new potato prepared with butter" counts FNDDS\'s new potato, not a potato of any size', async () => {
    const name = await first('a boiled new potato prepared with butter');
    expect(name).toMatch(/^Potato, boiled/);
    expect(gramsOf(name)).toBeLessThan(100);
  });
});
