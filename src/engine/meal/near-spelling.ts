import { derivedPerOwner } from '../cache/memo.js';
import { editDistance } from '../foods/text.js';
import type { FoodIndex } from '../foods/food-index.js';

/*
 * The food word a misspelling means, when the slip is the kind people make typing a food they
 * know by ear: a vowel for another ("avacado", "cantelope") or a letter doubled or not
 * ("brocolli", "zuchini", "spagetti"). Two words are that near when their skeletons are equal: the
 * letters with each run of one letter kept once, every run of vowels one mark, and the silent "h"
 * of "gh" dropped. The search's own near spellings (one or two edits of any kind) score such a
 * word too low to call it food on its own, and an edit of any kind is too loose for that
 * ("park" is no "pork"); a skeleton keeps the consonants, so it is not.
 */

/** Shorter words are too often another English word one vowel away ("later", "diner"). */
const MIN_LENGTH = 6;

/** "brocolli" → "br*c*l*"; "cantaloupe" → "c*nt*l*p*". */
export function skeletonOf(word: string): string {
  return word
    .replace(/gh/g, 'g')
    .replace(/(.)\1+/g, '$1')
    .replace(/[aeiouy]+/g, '*');
}

/** Per vocabulary: each skeleton's word, only when a single word has it (else no guess is made). */
const wordBySkeleton = derivedPerOwner((ctx: FoodIndex): Map<string, string | null> => {
  const out = new Map<string, string | null>();
  for (const word of ctx.vocabulary) {
    if (word.length < MIN_LENGTH - 1 || !/^[a-z]+$/.test(word)) continue;
    const key = skeletonOf(word);
    const known = out.get(key);
    out.set(key, known === undefined || known === word ? word : null);
  }
  return out;
});

/**
 * Ordinary English a vowel or a double letter from a food word, which no food log misspells:
 * verb forms ("picked" is no "packed", "leaving" no "living", "stripped" no "striped") and the
 * everyday words that share a food word's skeleton ("current" is no "currant", "though" no
 * "thigh", "maintain" no "Mountain Dew", "consume" no "consomme").
 */
const ORDINARY = /(?:ed|ing|ly)$/;
const ORDINARY_WORDS = new Set(['though', 'although', 'current', 'currently', 'consume', 'maintain', 'either', 'other']);

/**
 * The vocabulary word `word` misspells, or undefined: `word` is no vocabulary word itself, is at
 * least six letters, and exactly one vocabulary word shares its skeleton ("better" shares "butter"'s
 * with "bitter" and "batter": no guess).
 */
export function nearSpelling(ctx: FoodIndex, word: string): string | undefined {
  if (word.length < MIN_LENGTH || !/^[a-z]+$/.test(word) || ctx.vocabulary.has(word)) return undefined;
  if (ORDINARY.test(word) || ORDINARY_WORDS.has(word)) return undefined;
  const meant = wordBySkeleton(ctx).get(skeletonOf(word));
  // The first letter is typed right ("either" is no "other"), and a slip is one edit, two from
  // eight letters on as the search allows ("brocolli", "cantelope"; "reunion" is no "rennin").
  const edits = word.length >= 8 ? 2 : 1;
  return meant && meant[0] === word[0] && editDistance(word, meant, edits) <= edits ? meant : undefined;
}

/** The text with each word near-spelt respelt as the food word it means ("avacado toast" → "avocado toast"). */
export function respelt(ctx: FoodIndex, text: string): string {
  return text.replace(/[A-Za-z]{6,}/g, (word) => nearSpelling(ctx, word.toLowerCase()) ?? word);
}
