/**
 * The last reading before a text is refused (fallback.ts, issue 23: "never refuse food"): a long
 * mention whose food the search scores low, a clause after the food, a plural the stemming does
 * not undo; and what must still be refused. Phrases written for these tests.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { NutritionApiError } from '../../api/index.js';
import { createEngine, type Engine } from '../index.js';
import { mentionPhrase, unabbreviated } from './fallback.js';
import type { FoodIndex } from '../foods/food-index.js';

let engine: Engine;
let ctx: FoodIndex;
beforeAll(async () => {
  engine = await createEngine();
  ctx = await engine.context.foods();
});
const describeMeal = (text: string) => engine.api.describeMeal(text);
const firstFood = async (text: string) => (await describeMeal(text)).ingredients[0]!.name;
const refused = async (text: string) => {
  try {
    await describeMeal(text);
    return undefined;
  } catch (error) {
    return error instanceof NutritionApiError ? error.code : String(error);
  }
};

describe("the mention's own phrase", () => {
  it('ends before a clause that says something about the food', () => {
    expect(mentionPhrase({ foodText: 'frozen waffles need toasting', text: 'two frozen waffles that need toasting' })).toBe('frozen waffles');
    expect(mentionPhrase({ foodText: 'fried chicken neck prepared with cornmeal', text: '' })).toBe('fried chicken neck');
    expect(mentionPhrase({ foodText: "pig's foot from butcher", text: '' })).toBe("pig's foot");
    expect(mentionPhrase({ foodText: 'bagel', text: 'a bagel' })).toBe('bagel');
  });
  it('ends before a clause of when or where it was eaten', () => {
    expect(mentionPhrase({ foodText: 'cashews between meetings', text: 'some cashews between meetings' })).toBe('cashews');
    expect(mentionPhrase({ foodText: 'pho before shift', text: 'pho before my shift' })).toBe('pho');
    expect(mentionPhrase({ foodText: 'noodles out of pot', text: 'noodles out of the pot' })).toBe('noodles');
  });
  it('a colour poured from a bottle is wine; a colour alone is not', () => {
    expect(mentionPhrase({ foodText: 'white', text: 'a glass of white', unit: 'glass' })).toBe('white wine');
    expect(mentionPhrase({ foodText: 'red', text: 'red' })).toBe('red');
  });
});

describe('a food the words name, found below the sure score', () => {
  it('a long cut of meat is that cut, its shape word named as not understood', async () => {
    const result = await describeMeal('a petite top sirloin roast fillet, raw');
    expect(result.ingredients[0]!.name).toMatch(/sirloin|loin/i);
  });
  it('a plural the stemming does not undo: a foot is USDA\'s "feet"', async () => {
    expect(await firstFood("a pig's foot from the butcher")).toMatch(/^Pork, pig's feet/);
  });
  it('a head-first borrowing keeps its head', async () => {
    expect(await firstFood('my two pupusas con frijoles')).toMatch(/^Pupusa/);
  });
});

describe('a glass of red', () => {
  it('is a glass of red wine; a colour said of anything else is no food', async () => {
    expect(await firstFood('a glass of red with dinner')).toMatch(/^Wine, red \(/);
    expect(await firstFood('two glasses of white')).toMatch(/^Wine, white \(/);
    expect(await refused('a tin of red paint')).toBe('noFoodDetectedText');
    expect(await refused('the red one')).toBe('noFoodDetectedText');
  });
});

describe('words typed without their vowels', () => {
  it('are the food-name word whose consonants they spell', () => {
    expect(unabbreviated(ctx, 'chkn')).toBe('chicken');
    expect(unabbreviated(ctx, 'sndwch')).toBe('sandwich');
    expect(unabbreviated(ctx, 'brkfst')).toBe('breakfast');
  });
  it('too short to read, or with vowels, they are left as said', () => {
    expect(unabbreviated(ctx, 'hmm')).toBeUndefined();
    expect(unabbreviated(ctx, 'thx')).toBeUndefined();
    expect(unabbreviated(ctx, 'chicken')).toBeUndefined();
  });
  it('a log line of them is read', async () => {
    expect(await firstFood('chkn breast')).toMatch(/^Chicken breast/);
    expect(await refused('brb grabbing my keys')).toBe('noFoodDetectedText');
  });
});

describe('still no food', () => {
  it('a word no food name uses is what the phrase is about', async () => {
    expect(await refused('my car is blue')).toBe('noFoodDetectedText');
    expect(await refused('our kitchen window at sunset')).toBe('noFoodDetectedText');
    expect(await refused('orange county sunset')).toBe('noFoodDetectedText');
  });
  it('a flavour is not the food: the head decides, and an unknown head is refused', async () => {
    expect(await refused('a hazelnut-flavored cordial')).toBe('noFoodDetectedText');
  });
  it('the guess must name the head noun: a croquette is no plain fish (better refused than wrong)', async () => {
    const answer = await describeMeal('a tuna croquette').catch(() => undefined);
    expect(answer?.ingredients[0]!.name ?? 'refused').not.toMatch(/^Fish, tuna/);
  });
});
