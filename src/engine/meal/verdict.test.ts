/**
 * A verdict said of a food (verdict.ts, issue 23 session 20): the subject of "the X was …" is read
 * alone when the whole text names no food, and answered only when the verdict is one said of food
 * (taste, texture, doneness, "tasted") or the subject names a food in two words of its own. Every
 * sentence here is written for this test.
 */
import { describe, expect, it } from 'vitest';
import { useEverydayEngine, names } from './everyday.test-helper.js';
import { verdictOf } from './verdict.js';

const { describeMeal } = useEverydayEngine();

describe('verdictOf', () => {
  it('reads the subject after its determiner and the verdict to the end of its clause', () => {
    expect(verdictOf('friendly staff, and the enchiladas were soggy')).toEqual({ subject: 'enchiladas', saysFood: true, ownWarmth: false, rest: '' });
    expect(verdictOf('the chicken wings were the highlight, but parking was hard')).toEqual({
      subject: 'chicken wings',
      saysFood: false,
      ownWarmth: false,
      rest: 'parking was hard',
    });
    expect(verdictOf('my omelette tasted off')?.saysFood).toBe(true);
  });
  it('reads how warm one\'s own thing was, and only after a possessive', () => {
    expect(verdictOf('my noodles were stone-cold')?.ownWarmth).toBe(true);
    expect(verdictOf('the noodles were stone-cold')?.ownWarmth).toBe(false);
  });
  it('reads a bare plural as the subject only when the verdict is said of food alone', () => {
    expect(verdictOf('Dumplings were juicy')?.subject).toBe('Dumplings');
    expect(verdictOf('Prices were crazy')).toBeUndefined();
  });
  it('finds no verdict without a determiner, or with a subject that is a clause', () => {
    expect(verdictOf('pizza was good')).toBeUndefined();
    expect(verdictOf('this is a smoothie')).toBeUndefined();
    expect(verdictOf('the thing I ordered at the counter yesterday was cold')).toBeUndefined();
  });
});

describe('describeMeal reads the dish a verdict is said of', () => {
  it.each([
    ['the ramen was bland', 'Ramen'],
    ['friendly staff, and the enchiladas were soggy', 'Enchilada'],
    ['my omelette tasted off', 'omelet'],
    ['the brisket sandwich was worth the wait', 'Sandwich'],
    ['Waffles were crispy, syrup too sweet', 'Waffle'],
  ])('%s', async (text, food) => {
    const result = await describeMeal(text);
    expect(names(result).join(' | ')).toContain(food);
  });

  it('leaves a food word said in another sense refused when the verdict is said of anything', async () => {
    for (const text of ['the roast was savage', 'the club was packed', 'the jam was sold out', 'the film club was fun']) {
      await expect(describeMeal(text), text).rejects.toMatchObject({ code: 'noFoodDetectedText' });
    }
  });

  it('gives no figure for half a meal: a food said after the verdict keeps the text refused', async () => {
    await expect(describeMeal('the soup was salty, but the bread made up for it')).rejects.toMatchObject({ code: 'noFoodDetectedText' });
  });
});
