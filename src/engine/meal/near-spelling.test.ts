/**
 * A food word mistyped the way people type one they know by ear (issue 23's typos): a vowel for
 * another, a letter doubled or not, a sound spelt another way, a silent h, a vowel dropped or two
 * letters swapped. Words of our own; the no-food side checks ordinary English one slip from a
 * food word is not read as that food.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { createEngine, type Engine } from '../index.js';
import type { FoodIndex } from '../foods/food-index.js';
import { englishWords, useEnglishWords } from '../foods/english-words.js';
import { nearSpelling, respelt, skeletonOf, soundOf } from './near-spelling.js';

let engine: Engine;
let ctx: FoodIndex;
beforeAll(async () => {
  engine = await createEngine();
  ctx = await engine.context.foods();
});

describe('skeletons', () => {
  it('keep the consonants, each once, and one mark for a run of vowels', () => {
    expect(skeletonOf('brocolli')).toBe(skeletonOf('broccoli'));
    expect(skeletonOf('cantelope')).toBe(skeletonOf('cantaloupe'));
    expect(skeletonOf('spagetti')).toBe(skeletonOf('spaghetti'));
    expect(skeletonOf('carrot')).not.toBe(skeletonOf('parrot'));
  });

  it('spell a sound one way: z as s, ck as k, x as ks, "ex" before a consonant as "es", a silent h dropped', () => {
    expect(soundOf('raizin')).toBe(soundOf('raisin'));
    expect(soundOf('pumpkin')).toBe('pumpkin');
    expect(skeletonOf('snak')).toBe(skeletonOf('snack'));
    expect(soundOf('exspresso')).toBe(soundOf('espresso'));
    expect(skeletonOf('rubarb')).toBe(skeletonOf('rhubarb'));
    expect(skeletonOf('shallot')).not.toBe(skeletonOf('sallot'));
  });
});

describe('near spellings', () => {
  it.each([
    ['brocolli', 'broccoli'],
    ['zuchini', 'zucchini'],
    ['avacado', 'avocado'],
    ['cantelope', 'cantaloupe'],
    ['bannana', 'banana'],
    // A sound spelt another common way.
    ['raizin', 'raisin'],
    ['chikken', 'chicken'],
    ['exspresso', 'espresso'],
    // A silent h added or dropped.
    ['rubarb', 'rhubarb'],
    // A vowel dropped, two letters swapped.
    ['choclate', 'chocolate'],
    ['protien', 'protein'],
    ['pretzle', 'pretzel'],
  ])('"%s" is "%s"', (typed, meant) => {
    expect(nearSpelling(ctx, typed)).toBe(meant);
  });

  it.each(['better', 'reunion', 'current', 'though', 'picked', 'leaving', 'either', 'broccoli', 'apple', 'stream', 'search', 'sample', 'county', 'brunch', 'finish', 'sliver', 'suitable'])(
    '"%s" is left as it is (a word of its own, or no slip of one food word)',
    (word) => {
      expect(nearSpelling(ctx, word)).toBeUndefined();
    },
  );

  it('respells words in a sentence and keeps the rest', () => {
    expect(respelt(ctx, 'Steamed brocolli and 2 eggs')).toBe('Steamed broccoli and 2 eggs');
  });
});

describe('short misspellings, guarded by the English word list (session 20)', () => {
  it.each([
    // A letter missing inside, or a final silent "e".
    ['chese', 'cheese'],
    ['piza', 'pizza'],
    ['muffn', 'muffin'],
    // A letter too many: a third of a run, a final "e" after a vowel.
    ['pizzza', 'pizza'],
    ['potatoe', 'potato'],
    // The "-le"/"-el" and "-re"/"-er" ending turned.
    ['bagle', 'bagel'],
    ['cidre', 'cider'],
    // Through a plural ending, put back as the food word takes it.
    ['bagles', 'bagels'],
    ['waffels', 'waffles'],
    // One vowel for another inside a longer word, a letter missing inside.
    ['cerial', 'cereal'],
    ['chickn', 'chicken'],
  ])('"%s" is "%s"', (typed, meant) => {
    expect(nearSpelling(ctx, typed)).toBe(meant);
  });

  it.each([
    // English words a slip from a food word ("wheat", "ounce", "paste", "steam", "dinner", "cola"): the list knows them.
    'what', 'once', 'past', 'stem', 'diner', 'coal',
    // Contractions typed without the apostrophe are English too.
    'dont', 'cant', 'wont',
    // A consonant for another, or another end: another word or another language's.
    'roni', 'guac', 'grande', 'americano', 'brot', 'choc',
  ])('"%s" is left as it is', (word) => {
    expect(nearSpelling(ctx, word)).toBeUndefined();
  });

  it('is the word list that keeps those English words: without it they would be read as food', () => {
    const list = [...englishWords()];
    try {
      useEnglishWords([]);
      expect(['what', 'once', 'dont'].map((word) => nearSpelling(ctx, word))).toEqual(['wheat', 'ounce', 'donut']);
    } finally {
      useEnglishWords(list);
    }
    expect(nearSpelling(ctx, 'what')).toBeUndefined();
  });

  it('leaves a word beside an apostrophe or an accented letter alone', () => {
    expect(respelt(ctx, "i dont know, we can't stay")).toBe("i dont know, we can't stay");
    expect(respelt(ctx, 'onions sautéed')).toBe('onions sautéed');
    expect(respelt(ctx, 'two bagles with chese')).toBe('two bagels with cheese');
  });

  it('leaves a name capitalised inside lower-case text alone, and reads a capital at the start or in a title-case run', () => {
    expect(respelt(ctx, 'the Leafs beat Canadiens again')).toBe('the Leafs beat Canadiens again');
    expect(respelt(ctx, 'we met Chese at noon')).toBe('we met Chese at noon');
    expect(respelt(ctx, 'Chese on toast')).toBe('cheese on toast');
    expect(respelt(ctx, 'Grilled Chiken Wrap')).toBe('Grilled chicken Wrap');
    expect(respelt(ctx, 'lunch: Bagles')).toBe('lunch: bagels');
  });

  it('a sentence of ordinary words one slip from food words names no food', async () => {
    await expect(engine.api.describeMeal('what a past week, once more i dont know')).rejects.toMatchObject({ code: 'noFoodDetectedText' });
  });
});

describe('describeMeal reads the word meant', () => {
  it.each([
    ['a side of steamed brocolli', /^Broccoli/],
    ['grilled zuchini', /zucchini|Summer squash/i],
    ['a slice of cantelope', /^Cantaloupe/],
    ['a double exspresso', /^Coffee, espresso/],
    ['grilled chikken breast', /^Chicken/],
    ['a choclate chip cookie', /chocolate chip/i],
    ['a toasted bagle with butter', /^Bagel/],
    ['a slice of piza', /^Pizza/],
  ])('"%s" is the food', async (text, food) => {
    const result = await engine.api.describeMeal(text);
    expect(result.ingredients[0]!.name).toMatch(food);
  });

  it('"avacado toast" is avocado on toast, as the right spelling is', async () => {
    const typed = await engine.api.describeMeal('avacado toast');
    const right = await engine.api.describeMeal('avocado toast');
    expect(typed.ingredients.map((i) => i.name)).toEqual(right.ingredients.map((i) => i.name));
  });

  it('ordinary words a vowel from a food stay no food', async () => {
    await expect(engine.api.describeMeal('feeling better after the family reunion')).rejects.toMatchObject({ code: 'noFoodDetectedText' });
  });
});
