/**
 * Real food that was refused, by class (issue 23, session 21, helper refusals; docs/engine.md):
 * a food said by its synonym beside words the tables do not know, a place or a time after the
 * food led by "by", "before" or "after", a food said at a place where people eat, ice cream said
 * by its flavour and its measure, and a complaint about how warm one's own food was. Beside them,
 * text that names no food: a street address, a film's listing, a site's affiliate notice, a game's
 * result. Phrases
 * written for these tests.
 */
import { describe, expect, it } from 'vitest';
import { useEverydayEngine } from './everyday.test-helper.js';

const { describeMeal, refusedWith: refused } = useEverydayEngine();
const foods = async (text: string) => (await describeMeal(text)).ingredients.map((i) => i.name);

describe('a food said by its synonym beside unknown words', () => {
  it('"oj" and "coke" beside a brand or an unread amount are orange juice and cola', async () => {
    expect((await foods('pulpy zumo oj 12 oz'))[0]).toMatch(/^Orange juice/);
    expect((await foods('a glass of fancy coke'))[0]).toMatch(/^Soft drink, cola/);
  });
});

describe('a place or a time after the food', () => {
  it('"by the fireplace", "before bed", "after sleeping" are where and when, not the food', async () => {
    expect((await describeMeal('a mug of cocoa by the fireplace')).name).not.toMatch(/fireplace/);
    expect((await foods('warm milk before bed'))[0]).toMatch(/^Milk/);
    expect((await describeMeal('chamomile tea after sleeping')).name).not.toMatch(/sleeping/);
  });
  it('a bed a food is served on stays the food\'s', async () => {
    expect((await foods('salmon on a bed of rice')).join(' ')).toMatch(/rice/i);
  });
});

describe('a food said where people eat', () => {
  it('is the food on offer there', async () => {
    expect((await foods('the bagels in the staff room'))[0]).toMatch(/^Bagel/);
    expect((await foods('tempted by the cake in the staff room'))[0]).toMatch(/^Cake/);
    expect((await foods('someone left brownies in the break room'))[0]).toMatch(/brownie/i);
  });
  it('a place of another kind leaves a food word in passing', async () => {
    expect(await refused('a dip in the pool')).toBe('noFoodDetectedText');
  });
});

describe('ice cream said by its flavour and its measure', () => {
  it('a scoop or a pint of a flavour is that ice cream', async () => {
    expect((await foods('3 scoops of pistachio in a cone'))[0]).toMatch(/^Ice cream/);
    expect((await foods('2 scoops of chocolate'))[0]).toMatch(/^Ice cream, chocolate/);
  });
  it('a flavour beside another food keeps that food', async () => {
    expect((await foods('2 scoops of vanilla whey'))[0]).toMatch(/^Whey/);
    expect((await foods('a pint of strawberries'))[0]).toMatch(/^Strawberries/);
  });
});

describe('how warm one\'s own food was', () => {
  it('"my coffee was cold" is a cup of coffee', async () => {
    expect((await foods('my coffee was cold'))[0]).toMatch(/^Coffee/);
    expect((await foods('my soup was lukewarm'))[0]).toMatch(/^Soup/);
  });
  it('said of anything else, or after "the", it is no food', async () => {
    expect(await refused('my hands were cold')).toBe('noFoodDetectedText');
    expect(await refused('our room was cold')).toBe('noFoodDetectedText');
    expect(await refused('the club was hot')).toBe('noFoodDetectedText');
  });
});

describe('a street address', () => {
  it('names streets and towns, not food', async () => {
    expect(await refused('Suite 12, 250 Plum Tree Drive, Denver CO 80203')).toBe('noFoodDetectedText');
    expect(await refused('Flat 2, 7 Orange Grove, Leeds LS6 2AB')).toBe('noFoodDetectedText');
  });
  it('food said beside an address is still food', async () => {
    expect((await foods('2 cherry pies delivered to 14 Elm Street'))[0]).toMatch(/^Pie, cherry/);
  });
});

describe('a film\'s or a show\'s listing', () => {
  it('a dish\'s name in capitals beside "now playing", "in theaters", "on Hulu" is a title', async () => {
    expect(await refused('Sweet Potato Pie now on Hulu')).toBe('noFoodDetectedText');
    expect(await refused('Banana Bread, in theaters this Friday')).toBe('noFoodDetectedText');
  });
  it('the dish written as food, or a heading without a listing, is food', async () => {
    expect((await foods('chicken pot pie while streaming a show'))[0]).toMatch(/pot pie/i);
    expect((await foods('Sweet Potato Pie'))[0]).toMatch(/^Pie, sweet potato/);
  });
});

describe('a site\'s affiliate notice', () => {
  it('"affiliate links" are a web page\'s words, not sausages', async () => {
    expect(await refused('this page has affiliate links')).toBe('noFoodDetectedText');
  });
});

describe('a game\'s result', () => {
  it('a food\'s word in capitals beside a score and a verb of winning is a team', async () => {
    expect(await refused('Red Wings top Flames 4-2')).toBe('noFoodDetectedText');
    expect(await refused('Bulls down Bucks 101-99')).toBe('noFoodDetectedText');
  });
  it('a range of a counted food is still food', async () => {
    expect((await foods('ate 2-3 Oreos'))[0]).toMatch(/^Cookie, chocolate sandwich/);
    expect((await foods('won 2-1, celebrated with 3 beers')).join(' ')).toMatch(/beer/i);
  });
});
