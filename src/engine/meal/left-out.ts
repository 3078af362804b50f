/*
 * What a person says they left out of a dish, beyond the first thing named after "without".
 *
 * "a burger without pickles and onions", "an avocado without skin and seeds", "a pork chop,
 * bone removed": the words after the first left-out part, or before a word of removal, name
 * parts of the dish, never foods of their own (an avocado's "seeds" had been a cup of flaxseed,
 * a chop's "bone removed" USDA's pork bones). Only words that name what comes on or with a dish
 * are read so: a garnish, a condiment, or a part nobody eats. A side ("… without onions and
 * fries") is a food of its own, and stays one.
 */

/**
 * Verbs that leave a part out ("skipped the dressing", "omitting the pickles"): parse.ts reads them
 * as "without", and subject.ts never drops them as a verb of eating.
 */
export const LEFT_OUT_VERBS: ReadonlySet<string> = new Set(['skipped', 'skipping', 'omitting']);

/** Parts of a food nobody eats, which a dish is served with or without. */
const INEDIBLE_PARTS = ['skin', 'skins', 'seed', 'seeds', 'pit', 'pits', 'pip', 'pips', 'bone', 'bones', 'peel', 'peels',
  'rind', 'rinds', 'shell', 'shells', 'stem', 'stems', 'core', 'cores', 'husk', 'husks', 'gristle', 'crust', 'crusts'];

/** What a dish is garnished, dressed or topped with: what a person asks to leave off. */
const GARNISHES = ['mayo', 'mayonnaise', 'mustard', 'ketchup', 'relish', 'pickle', 'pickles', 'onion', 'onions', 'tomato',
  'tomatoes', 'lettuce', 'cheese', 'sauce', 'dressing', 'croutons', 'cream', 'guac', 'guacamole', 'salsa', 'butter',
  'sugar', 'salt', 'ice', 'whip', 'olives', 'jalapenos', 'jalapeños', 'peppers', 'sprinkles', 'icing', 'frosting',
  'foam', 'syrup', 'gravy', 'cilantro', 'sprouts', 'coleslaw', 'slaw'];

/** A part nobody eats ("bone", "skins"): USDA weighs a food's edible part, so saying it is off picks no other row. */
export const isInediblePart = (word: string): boolean => INEDIBLE.has(word);
const INEDIBLE: ReadonlySet<string> = new Set(INEDIBLE_PARTS);

const LEFT_OUT_HEADS: ReadonlySet<string> = new Set([...INEDIBLE_PARTS, ...GARNISHES]);

/** Words that may stand before such a part ("the special sauce", "sour cream", "red onions"). */
const MAX_PART_WORDS = 3;

/** Joiners after which one more left-out part may follow ("no pickles and onions", "no mayo, mustard"). */
const LIST_JOINERS = new Set(['and', '&', ',', 'or']);

/** Words that say a part was taken off after the fact: "skin removed", "bone taken out", "crusts cut off". */
const REMOVAL_WORDS = new Set(['removed', 'taken', 'out', 'off', 'cut', 'peeled', 'trimmed', 'discarded', 'pulled', 'scraped', 'picked']);
/** The removal's last word: "taken" alone is not one ("the bone taken" is unfinished). */
const REMOVAL_ENDS = new Set(['removed', 'out', 'off', 'peeled', 'trimmed', 'discarded']);

const withoutArticles = (words: readonly string[]) => words.filter((w) => w !== 'the' && w !== 'its' && w !== 'their');

/** The words name a part a dish comes with, and so can be left out ("onions", "the special sauce", "seeds"). */
export function namesLeftOutPart(words: readonly string[]): boolean {
  const part = withoutArticles(words);
  return part.length > 0 && part.length <= MAX_PART_WORDS && LEFT_OUT_HEADS.has(part.at(-1)!);
}

/**
 * A further part of a "without" list: the piece before ended on its left-out words, this one is
 * joined to it by "and", "or" or a comma, with no amount or modifier of its own, and names a part.
 */
export function continuesLeftOutList(previousTokens: readonly string[], lastWithout: string | undefined, joiner: string, words: readonly string[]): boolean {
  if (lastWithout === undefined || !LIST_JOINERS.has(joiner)) return false;
  const said = lastWithout.split(' ');
  // The "without" must close the piece before: "no pickles on the burger and onions" is not a list.
  if (previousTokens.at(-1) !== said.at(-1)) return false;
  return namesLeftOutPart(words);
}

/**
 * A part named and then said to be removed: "skin removed", "the bone taken out", "crusts cut
 * off". Returns the part, or undefined when the words are not such a removal.
 */
export function removedPart(words: readonly string[]): string | undefined {
  const said = withoutArticles(words);
  let end = said.length;
  while (end > 0 && REMOVAL_WORDS.has(said[end - 1]!)) end--;
  if (end === said.length || end === 0 || !REMOVAL_ENDS.has(said.at(-1)!)) return undefined;
  const part = said.slice(0, end);
  return namesLeftOutPart(part) ? part.join(' ') : undefined;
}
