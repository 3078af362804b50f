import { derivedPerOwner } from '../cache/memo.js';
import { editDistance } from '../foods/text.js';
import type { FoodIndex } from '../foods/food-index.js';

/*
 * The food word a misspelling means, when the slip is the kind people make typing a food they
 * know by ear: a vowel for another ("avacado", "cantelope"), a letter doubled or not ("brocolli",
 * "zuchini"), a sound spelt another common way ("cheeze", "chiken", "expresso" said "ekspresso"),
 * a silent "h" added or dropped ("spagetti", "sphagetti", "sandwhich"), and, one step further,
 * one letter added or dropped or two side by side swapped ("scrambeled", "frech fries" is no
 * such word, "noodel"). Two words are that near when their skeletons are equal, or one skeleton
 * is the other with one letter added, dropped or swapped: the skeleton keeps the consonants as
 * they sound (z as s, ck as k, x as ks, a silent h dropped), each run of one letter
 * once, every run of vowels one mark. The search's own near spellings (one or two edits of any
 * kind) score such a word too low to call it food on its own, and an edit of any kind is too loose
 * for that ("park" is no "pork"); a skeleton keeps the consonants, so it is not.
 */

/** Shorter words are too often another English word one vowel away ("later", "diner"). */
const MIN_LENGTH = 6;

/**
 * The word as it sounds, letter by letter: each run of one letter once, a silent "h" after a
 * consonant that is not part of ch, sh, th dropped ("spaghetti", "sphagetti", "sandwhich"), and
 * the same sound spelt another common way spelt one way: ck and q as k, z as s, x as ks, "ex"
 * before a consonant as "es" ("expresso" is said as "espresso" is).
 */
export function soundOf(word: string): string {
  return word
    .replace(/(.)\1+/g, '$1')
    .replace(/(?<=[bdfgjklmnpqrvwxz])h/g, '')
    .replace(/^ex(?=[^aeiouy])/, 'es')
    .replace(/ck/g, 'k')
    .replace(/q/g, 'k')
    .replace(/x/g, 'ks')
    .replace(/z/g, 's')
    .replace(/(.)\1+/g, '$1');
}

/** "brocolli" → "br*c*l*"; "cantaloupe" → "c*nt*l*p*"; "cheeze" → "ch*s*": the sound with each run of vowels one mark. */
export function skeletonOf(word: string): string {
  return soundOf(word).replace(/[aeiouy]+/g, '*');
}

/** Per vocabulary: the words of each sound ("cheese" and "cheesy" share a skeleton, not a sound). */
const wordsBySound = derivedPerOwner((ctx: FoodIndex): Map<string, string[]> => {
  const out = new Map<string, string[]>();
  for (const word of ctx.vocabulary) {
    if (word.length < MIN_LENGTH - 1 || !/^[a-z]+$/.test(word)) continue;
    const key = soundOf(word);
    out.set(key, [...(out.get(key) ?? []), word]);
  }
  return out;
});

/** Per vocabulary: the words of each skeleton ("butter", "bitter", "batter" share one). */
const wordsBySkeleton = derivedPerOwner((ctx: FoodIndex): Map<string, string[]> => {
  const out = new Map<string, string[]>();
  for (const word of ctx.vocabulary) {
    if (word.length < MIN_LENGTH - 1 || !/^[a-z]+$/.test(word)) continue;
    const key = skeletonOf(word);
    const list = out.get(key);
    if (list) list.push(word);
    else out.set(key, [word]);
  }
  return out;
});

/**
 * Per vocabulary: each skeleton with one inner vowel dropped, and the words it comes from: a word
 * typed with a vowel missing ("choclate") has that skeleton.
 */
const wordsByShorterSkeleton = derivedPerOwner((ctx: FoodIndex): Map<string, string[]> => {
  const out = new Map<string, string[]>();
  for (const [key, words] of wordsBySkeleton(ctx)) {
    for (const shorter of new Set(innerVowelDropsOf(key))) out.set(shorter, [...(out.get(shorter) ?? []), ...words]);
  }
  return out;
});

/**
 * The skeleton with one vowel dropped, never the first or the last mark: people slip inside a
 * word, and a consonant added or dropped makes another word too often ("stream" is no "steam",
 * "brunch" no "bunch", "finish" no "finfish").
 */
function innerVowelDropsOf(key: string): string[] {
  const out: string[] = [];
  for (let i = 1; i + 1 < key.length; i++) if (key[i] === '*') out.push(key.slice(0, i) + key.slice(i + 1));
  return out;
}

/** The skeleton with two letters side by side swapped ("bagle" for "bagel", "noodel" for "noodle"). */
function swapsOf(key: string): string[] {
  const out: string[] = [];
  for (let i = 0; i + 1 < key.length; i++) if (key[i] !== key[i + 1]) out.push(key.slice(0, i) + key[i + 1] + key[i] + key.slice(i + 2));
  return out;
}

/** The vocabulary words one slip from the skeleton: a vowel added or dropped, or two letters swapped. */
function oneSlipFrom(ctx: FoodIndex, key: string): string[] {
  const bySkeleton = wordsBySkeleton(ctx);
  const found = new Set<string>(wordsByShorterSkeleton(ctx).get(key) ?? []);
  for (const near of [...innerVowelDropsOf(key), ...swapsOf(key)]) for (const word of bySkeleton.get(near) ?? []) found.add(word);
  return [...found];
}

/** The candidate fewest letters from the word, when only one is ("choclate" is "chocolate", not "chocolatey"). */
function nearest(word: string, candidates: readonly string[]): string | undefined {
  let best: string | undefined;
  let bestDistance = Infinity;
  let tied = false;
  for (const candidate of candidates) {
    const distance = editDistance(word, candidate, 3);
    if (distance < bestDistance) [best, bestDistance, tied] = [candidate, distance, false];
    else if (distance === bestDistance) tied = true;
  }
  return tied ? undefined : best;
}

function only(words: readonly string[] | undefined): string | undefined {
  return words?.length === 1 ? words[0] : undefined;
}

/**
 * Ordinary English a vowel or a double letter from a food word, which no food log misspells:
 * verb forms ("picked" is no "packed", "leaving" no "living", "stripped" no "striped") and the
 * everyday words that share a food word's skeleton ("current" is no "currant", "though" no
 * "thigh", "maintain" no "Mountain Dew", "consume" no "consomme", "a sliver" no "silver").
 */
const ORDINARY = /(?:ed|ing|ly)$/;
const ORDINARY_WORDS = new Set(['though', 'although', 'current', 'currently', 'consume', 'maintain', 'either', 'other', 'sliver', 'theatre']);

/**
 * The vocabulary word `word` misspells, or undefined: `word` is no vocabulary word itself, is at
 * least six letters, and one vocabulary word only shares its sound, or its skeleton, or (when
 * none shares that) is one slip from it ("better" shares a skeleton with "butter", "bitter" and
 * "batter": no guess).
 */
export function nearSpelling(ctx: FoodIndex, word: string): string | undefined {
  if (word.length < MIN_LENGTH || !/^[a-z]+$/.test(word) || ctx.vocabulary.has(word)) return undefined;
  if (ORDINARY.test(word) || ORDINARY_WORDS.has(word)) return undefined;
  const key = skeletonOf(word);
  // The one word of the same sound ("cheeze" is "cheese", though "cheesy" shares its skeleton);
  // else the one word of the same skeleton; else the one a slip from it. Two or more: no guess.
  const same = wordsBySkeleton(ctx).get(key);
  const meant = only(wordsBySound(ctx).get(soundOf(word))) ?? (same ? only(same) : nearest(word, oneSlipFrom(ctx, key)));
  // The first letter is typed right ("either" is no "other"), and a slip is one edit, two from
  // eight letters on as the search allows ("brocolli", "cantelope"; "reunion" is no "rennin");
  // a letter added, dropped or swapped is that one edit ("suitable" is no "stable").
  const edits = same !== undefined && word.length >= 8 ? 2 : 1;
  return meant && meant[0] === word[0] && editDistance(word, meant, edits) <= edits ? meant : undefined;
}

/** The text with each word near-spelt respelt as the food word it means ("avacado toast" → "avocado toast"). */
export function respelt(ctx: FoodIndex, text: string): string {
  return text.replace(/[A-Za-z]{6,}/g, (word) => nearSpelling(ctx, word.toLowerCase()) ?? word);
}
