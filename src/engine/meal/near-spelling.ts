import { derivedPerOwner } from '../cache/memo.js';
import { editDistance } from '../foods/text.js';
import { vocabularyKey, type FoodIndex } from '../foods/food-index.js';
import { isEnglishWord } from '../foods/english-words.js';
import { cardinalWords } from '../text/number-words.js';
import { matchUnit } from '../foods/units.js';
import { SYNONYMS, synonymKeyVocabulary } from '../foods/synonyms.js';
import { KNOWN_BY_SEARCH } from './match.js';

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
 * The vocabulary word `word` misspells, or undefined. Only a token that is no English word (the
 * shipped list, foods/english-words.ts) and no food word is read as a slip: "came" is no "cake",
 * "year" no "pear", "rice" is rice. Then, from six letters, the one word of its sound or skeleton
 * or one slip from it (session 19); else, from four letters, the one food word one edit away
 * ("bagle", "chese", "tomatoe", "cerial").
 */
export function nearSpelling(ctx: FoodIndex, word: string): string | undefined {
  if (word.length < MIN_EDIT_LENGTH || !/^[a-z]+$/.test(word) || ctx.vocabulary.has(word) || ctx.vocabulary.has(vocabularyKey(word))) return undefined;
  if (isEnglishWord(word) || matchUnit([word], 0, true)) return undefined;
  // A word the synonym table reads is a food word already ("nigiri" is no misspelt "nigari").
  if (synonymKeyVocabulary().has(word)) return undefined;
  return bySkeleton(ctx, word) ?? byOneEdit(ctx, word);
}

/**
 * The words the corrector reaches from `word` when it is taken for no English word: the
 * skeleton's one answer, and every food word one edit away whether one or several (the word
 * list's build keeps the English words with any, so a new food word in the data finds its
 * neighbours already listed).
 */
export function reachedFrom(ctx: FoodIndex, word: string): string[] {
  if (word.length < MIN_EDIT_LENGTH || !/^[a-z]+$/.test(word) || ctx.vocabulary.has(word) || ctx.vocabulary.has(vocabularyKey(word))) return [];
  const skeleton = bySkeleton(ctx, word);
  return [...new Set([...(skeleton ? [skeleton] : []), ...oneEditFits(ctx, word, false, anyEditOf)])];
}

/** Session 19's rule: the one word of the same sound or skeleton, or one slip from it, from six letters. */
function bySkeleton(ctx: FoodIndex, word: string): string | undefined {
  if (word.length < MIN_LENGTH || ORDINARY.test(word) || ORDINARY_WORDS.has(word)) return undefined;
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

/**
 * Four letters is the shortest a slip is read from: a shorter token is a unit, an initialism or
 * shorthand ("tsp", "bbq", "pbj") more often than a food word mistyped, and one edit from a
 * three-letter word reaches half the alphabet.
 */
const MIN_EDIT_LENGTH = 4;

/** Per vocabulary: the food words a one-edit slip may land on (letters only, as typed). */
const editTargets = derivedPerOwner((ctx: FoodIndex): Set<string> => new Set([...ctx.vocabulary].filter((word) => /^[a-z]{3,}$/.test(word))));

const VOWEL = /^[aeiou]$/;

/**
 * Below six letters the slips read are fewer: a short word one vowel or one consonant from a
 * food word is another language's word or shorthand more often than a slip ("choc" is no "chic",
 * "chix" no "chex", "pera" no "pear", "brot" no "broth"); a letter doubled or not ("piza",
 * "pizzza"), a vowel left out ("chese") and the "-le"/"-el", "-re"/"-er" ending turned ("bagle",
 * "cidre") are slips still.
 */
const SHORT = 6;

/**
 * Every string one slip from `word`, the slips people make typing a word they know by ear: a
 * letter missing inside the word ("chickn", "carmel"), or a final silent "e" ("chees"); a vowel,
 * a doubled letter or a silent "h" too many inside ("burguer", "pizzza"), or a final "e" after a
 * vowel ("tomatoe"); one vowel for another inside ("cerial"); two letters side by side swapped
 * ("noodel"). Not a consonant for another, nor another end: those make another word or another
 * language's ("roni" is no "roti", "guac" no "guar", "banano" no "banana", "americano" no
 * "american", "grande" no "grand", "brot" no "broth"). The first letter is always kept. Short
 * words: see SHORT.
 */
function oneEditOf(word: string): string[] {
  const out: string[] = [];
  const last = word.length - 1;
  const short = word.length < SHORT;
  for (let i = 1; i <= word.length; i++) {
    // Inserted before position i: inside, any letter (short: a vowel or the letter beside it doubled); at the end a silent "e".
    const letters = i === word.length ? 'e' : short ? `aeiou${word[i - 1]}${word[i]}` : LETTERS;
    for (const c of letters) out.push(word.slice(0, i) + c + word.slice(i));
  }
  for (let i = 1; i <= last; i++) {
    const c = word[i]!;
    // A letter typed twice: short, only a third of a run ("pizzza"; "massa" is no "masa", "terre" no "tere").
    const doubled = short ? c === word[i - 1] && c === word[i - 2] : c === word[i - 1] || c === word[i + 1];
    const extra = i < last ? !short && (VOWEL.test(c) || c === 'h') : c === 'e' && VOWEL.test(word[i - 1]!);
    if (doubled || extra) out.push(word.slice(0, i) + word.slice(i + 1));
    if (short || i === last) continue;
    if (VOWEL.test(c)) for (const v of 'aeiou') if (v !== c) out.push(word.slice(0, i) + v + word.slice(i + 1));
    if (c !== word[i + 1]) out.push(word.slice(0, i) + word[i + 1] + c + word.slice(i + 2));
  }
  // The last two letters turned: any from six letters, "-le"/"-el" and "-re"/"-er" below ("bagle", "cidre").
  const [x, y] = [word[last - 1]!, word[last]!];
  if (x !== y && (!short || /^(?:[lr][aeiou]|[aeiou][lr])$/.test(x + y))) out.push(word.slice(0, last - 1) + y + x);
  return out;
}

const LETTERS = 'abcdefghijklmnopqrstuvwxyz';

/**
 * Every string one edit of any kind from `word` (a letter inserted, dropped or replaced, two side
 * by side swapped): wider than the slips read, so the word list built on it (reachedFrom) still
 * holds every English word the corrector could reach when a slip rule is widened.
 */
function anyEditOf(word: string): string[] {
  const out: string[] = [];
  for (let i = 0; i <= word.length; i++) {
    for (const c of LETTERS) out.push(word.slice(0, i) + c + word.slice(i));
    if (i === word.length) continue;
    out.push(word.slice(0, i) + word.slice(i + 1));
    for (const c of LETTERS) if (c !== word[i]) out.push(word.slice(0, i) + c + word.slice(i + 1));
    if (i + 1 < word.length && word[i] !== word[i + 1]) out.push(word.slice(0, i) + word[i + 1] + word[i] + word.slice(i + 2));
  }
  return out;
}

/**
 * The plural endings a slip is read through: the vocabulary holds food words in the singular
 * ("bagles" is "bagle" mistyped, plural). The stem must be no English word either ("cames").
 */
const PLURAL_ENDINGS = ['es', 's'] as const;

/**
 * The food words one edit from `word` (as written, or its stem before a plural ending, the
 * ending put back the way the food word takes it). `guarded`: a stem that is an English word is
 * read as no slip.
 */
function oneEditFits(ctx: FoodIndex, word: string, guarded: boolean, edits = oneEditOf): string[] {
  const targets = editTargets(ctx);
  const found = new Set<string>();
  for (const near of edits(word)) if (targets.has(near)) found.add(near);
  for (const ending of PLURAL_ENDINGS) {
    const stem = word.slice(0, -ending.length);
    if (!word.endsWith(ending) || stem.length < MIN_EDIT_LENGTH || stem.endsWith('s') || (guarded && isEnglishWord(stem))) continue;
    // Each food word takes its own ending: "bagls" and "bagles" are "bagels", "bagl" + "es" no "balles".
    for (const near of edits(stem)) if (targets.has(near) && pluralOf(near) === near + ending) found.add(near + ending);
  }
  return [...found];
}

/** "bagel" → "bagels", "peach" → "peaches", "tomato" → "tomatoes": the plural the search folds back to the food word. */
function pluralOf(word: string): string {
  return /(?:s|x|z|ch|sh|o)$/.test(word) ? `${word}es` : `${word}s`;
}

/**
 * The one food word one edit from `word` ("bagle", "chese"): two or more fit, no guess ("aple"
 * fits "apple", "maple" and "ale"). A three-letter food word counts as a fit but is never the
 * answer ("yumm" is no "yum"), and the first letter is typed right, as the skeleton rule asks.
 */
function byOneEdit(ctx: FoodIndex, word: string): string | undefined {
  const meant = only(oneEditFits(ctx, word, true));
  return meant && meant[0] === word[0] && meant.length >= MIN_EDIT_LENGTH ? meant : undefined;
}

/**
 * The text with each word near-spelt respelt as the food word it means ("avacado toast" →
 * "avocado toast"). A word beside an apostrophe is part of a contraction or a name's
 * possessive ("doesn't", "wasn't"), and one beside an accented letter a part of a word ("sauté",
 * "purée"): never a slip.
 */
export function respelt(ctx: FoodIndex, text: string): string {
  // Offsets are the singular text's: the name test looks back in the text the words stand in.
  const said = synonymsInSingular(ctx, text);
  return said.replace(/(?<![\p{L}'’])[A-Za-z]{4,}(?![\p{L}'’])/gu, (word, at: number) =>
    (saidAsName(said, word, at) ? undefined : nearSpelling(ctx, word.toLowerCase())) ?? word);
}

/**
 * "2 cokes", "3 bud lights", "two heinekens": a name of the synonym table said in the plural after
 * a count is that name. The table's keys are singular and matched as written, so the plural was
 * left to the search's near spellings ("cokes" found cake, "miller lites" millet) or found
 * nothing. Only after a count, which says how many whatever the noun's number: a plural said with
 * no number is a few of them (portion.ts pluralDefault), and "baked potatoes" stays that. A
 * one-word name only when the search does not find its word as said (USDA's "lattes", "burgers").
 */
function synonymsInSingular(ctx: FoodIndex, text: string): string {
  if (!/s\b/i.test(text)) return text;
  return text.replace(synonymPlurals(), (word: string, key: string, at: number) => {
    if (!countedBefore(text.slice(0, at)) || Object.hasOwn(SYNONYMS, word.toLowerCase())) return word;
    const name = key.toLowerCase();
    if (name.includes(' ')) return key;
    const best = ctx.foods.search(word.toLowerCase(), { limit: 1 })[0];
    return best && best.score >= KNOWN_BY_SEARCH && nameWordsHave(best.food.name, name) ? word : key;
  });
}
/** A count just before the name, with at most one word between ("2 cokes", "three large coronas"), never a measure ("420.5 g"). */
function countedBefore(text: string): boolean {
  const said = COUNT_BEFORE.exec(text);
  return said !== null && (said[1] === undefined || matchUnit([said[1].toLowerCase()], 0, true) === undefined);
}
const COUNT_BEFORE = new RegExp(`(?:^|[^\\p{L}\\d.,/])(?:\\d+|${[...cardinalWords(2, 99)].join('|')})\\s+(?:([a-z-]+)\\s+)?$`, 'iu');
function nameWordsHave(name: string, word: string): boolean {
  return name.toLowerCase().split(/[^a-z]+/).some((w) => w === word || vocabularyKey(w) === word);
}
/** The synonym keys, longest first, said with a plural ending: made once, on the first text that may hold one. */
let pluralsPattern: RegExp | undefined;
function synonymPlurals(): RegExp {
  pluralsPattern ??= new RegExp(
    `(?<![\\p{L}'’])(${Object.keys(SYNONYMS)
      .sort((a, b) => b.length - a.length)
      .map((key) => key.replace(/[.*+?^${}()|[\]\\]/g, '\\$&').replace(/ /g, '\\s+'))
      .join('|')})(?:s|es)(?![\\p{L}'’])`,
    'giu',
  );
  return pluralsPattern;
}

/**
 * A word capitalised inside running lower-case text is a name ("Maple Leafs beat Canadiens",
 * "tickets for Toronto"), not a slip: people misspell food words, but they capitalise names. A
 * capital at a sentence's start, or in a run of capitalised words (a menu's "Grilled Chiken
 * Wrap", a heading), says nothing, so those words are read as before.
 */
function saidAsName(text: string, word: string, at: number): boolean {
  if (!/^[A-Z][a-z]/.test(word)) return false;
  const before = /([\p{L}]+)[^\p{L}.!?:\n]*$/u.exec(text.slice(0, at));
  return before !== null && /^\p{Ll}/u.test(before[1]!);
}
