/**
 * describeMeal on issue 23's "who ate, what verb, where" classes (session 19, wholeitems), with
 * examples written for these tests (none is a bench phrase).
 */
import { describe, expect, it } from 'vitest';
import { names, useEverydayEngine } from './everyday.test-helper.js';
import { dropSubjects } from './subject.js';
import { dropWhereEaten } from './where-eaten.js';
import { tokenize } from './tokens.js';

const { describeMeal, readsAs } = useEverydayEngine();
const words = (tokens: readonly { text: string }[]) => tokens.map((t) => t.text).join(' ');

describe('a person and the verb at a clause start are no food, with or without "my" (subject.ts)', () => {
  it.each([
    ['little brother wolfed down 3 hot dogs', '3 hot dogs'],
    ['the kids had 4 chicken nuggets', '4 chicken nuggets'],
    ['my teenage daughter annihilated a large cheese pizza', 'a large cheese pizza'],
    ['grandpa finished 2 slices of apple pie', '2 slices of apple pie'],
    ['wifey ordered a bowl of clam chowder', 'a bowl of clam chowder'],
    ['we obliterated a family size bag of pretzels', 'a family size bag of pretzels'],
    ['lunch, roommate destroyed half a rotisserie chicken', 'lunch, half a rotisserie chicken'],
  ])('"%s" is "%s"', readsAs);

  it('"the kids" before a verb is who ate, never a kids\' portion', async () => {
    const [a, b] = await Promise.all([describeMeal('the kids had a grilled cheese'), describeMeal('a grilled cheese')]);
    expect(a.calories * a.servings).toBe(b.calories * b.servings);
  });

  it.each([
    // no verb of eating: what someone is, not what they ate
    ['my son is a ham'],
    ['my brother is such a couch potato'],
    ['the kids seemed a bit tired'],
  ])('"%s" keeps its words (no frame of eating)', (text) => {
    const tokens = tokenize(text);
    expect(dropSubjects(tokens)).toBe(tokens);
  });

  it('a cooking verb stays for the noise reader ("fried 2 eggs" says how)', () => {
    expect(words(dropSubjects(tokenize('dad fried 2 eggs')))).toBe('dad fried 2 eggs');
  });

  it('who shared stays for the share reader', () => {
    expect(words(dropSubjects(tokenize('my wife and i shared a pizza')))).toBe('my wife and i shared a pizza');
  });
});

describe('where the food was eaten, said after it, is no food (where-eaten.ts)', () => {
  it.each([
    ['ate an apple in the car', 'an apple'],
    ['2 brisket slices off the smoker', '2 brisket slices'],
    ['a slice of pizza in the break room, a big one', 'a slice of pizza, a big one'],
    ['a muffin at my desk today', 'a muffin'],
    ['had a hot dog at the game', 'a hot dog'],
    ['a bagel on the train and a 12 oz latte', 'a bagel and a 12 oz latte'],
    ['nicked 3 nuggets off my sons plate', '3 nuggets'],
    ['on the bus: 2 blueberry muffins', '2 blueberry muffins'],
  ])('"%s" is "%s"', readsAs);

  it.each([['a dip in the pool'], ['jellyfish at the beach'], ['a banana in the car']])(
    'with no amount, unit, meal or verb of eating the place stays for the no-food reader: "%s"',
    (text) => {
      const tokens = tokenize(text);
      expect(dropWhereEaten(tokens)).toBe(tokens);
    },
  );

  it.each([['pigs in a blanket'], ['toad in the hole'], ['corn on the cob'], ['ants on a log'], ['chicken in a basket']])(
    'a dish named by a place phrase keeps its words: "%s"',
    (text) => {
      const tokens = tokenize(text);
      expect(dropWhereEaten(tokens)).toBe(tokens);
    },
  );
});

describe('FNDDS dishes a food log spells its own way', () => {
  it.each([
    ['egg foo young', /^Egg foo yung/],
    ['2 hushpuppies', /^Hush puppy/],
    ['hush puppies', /^Hush puppy/],
    ['a plate of cottage pie', /^Shepherd's pie/],
  ])('"%s" is FNDDS\'s own row', async (text, name) => {
    expect(names(await describeMeal(text))[0]).toMatch(name);
  });
});

describe('"the whole" / "the entire" item is the whole item, as "a whole" is (parse.ts theWholeAsA)', () => {
  it.each([
    ['the whole pizza', 'a whole pizza'],
    ['finished the entire pizza', 'an entire pizza'],
    ['the whole box of mac and cheese', 'a whole box of mac and cheese'],
  ])('"%s" is "%s"', readsAs);

  it.each([
    ['the whole milk', 'whole milk'],
    ['a slice of the whole wheat bread', 'a slice of whole wheat bread'],
  ])('a food "whole" names keeps it: "%s" is "%s"', readsAs);

  it('"the whole family shared" stays who shared', async () => {
    const [a, b] = await Promise.all([describeMeal('the whole family shared a large pizza'), describeMeal('a large pizza')]);
    expect(a.calories * a.servings).toBeLessThan((b.calories * b.servings) / 2);
  });
});

describe('a past tense before an amount at a clause start is the verb, with no one said (subject.ts)', () => {
  it.each([
    ['obliterated a family size bag of pretzels', 'a family size bag of pretzels'],
    ['skipped breakfast, annihilated 2 donuts', 'skipped breakfast, 2 donuts'],
  ])('"%s" is "%s"', readsAs);

  it.each([['smoked a brisket'], ['pulled pork'], ['corned beef hash']])('a cooking word or a name stays: "%s"', (text) => {
    const tokens = tokenize(text);
    expect(dropSubjects(tokens)).toBe(tokens);
  });
});
