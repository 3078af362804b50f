import { derivedPerOwner } from '../cache/memo.js';
import { vocabularyKey, type FoodIndex } from '../foods/food-index.js';

/*
 * USDA writes many food words closed ("Pancakes", "Cheesecake", "Popcorn", "Blackeyed peas")
 * that people type open ("pan cakes", "cheese cake", "pop corn", "black eyed peas"). Read open,
 * each half finds another food: a cake of 175 g for a pancake, cooked corn for popcorn, green
 * peas for black-eyed ones. Two words side by side are read as the one word USDA writes when
 * that word is a food word and USDA's names never write the two apart ("coffee cake", "hot
 * dog", "milk shake" are USDA's own two words, and "Fish, cod" its cod fish, so they stay).
 */

/** Shorter halves join into words of another sense too often ("pre", "non" are prefixes USDA also writes open). */
const MIN_HALF = 3;

/** Each pair of adjacent words in the food names, as vocabulary keys: made on the first pair a text asks about. */
const namePairs = derivedPerOwner((ctx: FoodIndex): ReadonlySet<string> => {
  const pairs = new Set<string>();
  const texts = ctx.foods.texts?.() ?? ctx.foods.foods().map((food) => `${food.name} ${food.commonNames ?? ''}`);
  for (const text of texts) {
    const words = text.toLowerCase().split(/[^a-z]+/).filter((w) => w.length > 0);
    for (let i = 1; i < words.length; i++) pairs.add(`${vocabularyKey(words[i - 1]!)} ${vocabularyKey(words[i]!)}`);
    // USDA's inverted form says the two apart as well: "Fish, cod" is a cod fish, "Fish, white,
    // mixed species" a white fish (its "Codfish", "Whitefish" are other foods).
    // Only a one-word head is that form: "Coffee cake, …, cheese-filled" is no cheese cake.
    const [first, ...rest] = text.toLowerCase().split(',');
    const headWords = first!.split(/[^a-z]+/).filter((w) => w.length > 0);
    const head = headWords.length === 1 ? headWords[0] : undefined;
    if (head) for (const w of rest.join(' ').split(/[^a-z]+/)) if (w) pairs.add(`${vocabularyKey(w)} ${vocabularyKey(head)}`);
  }
  return pairs;
});

/** The text with each open-written closed food word ("pan cakes") written as USDA writes it ("pancakes"). */
export function closedCompounds(ctx: FoodIndex, text: string): string {
  const words = [...text.matchAll(/(?<![\p{L}\p{N}'’-])[a-z]+(?![\p{L}\p{N}'’-])/giu)];
  let out = '';
  let at = 0;
  for (let k = 0; k + 1 < words.length; k++) {
    const first = words[k]!;
    const second = words[k + 1]!;
    if (second.index !== first.index! + first[0].length + 1 || text[first.index! + first[0].length] !== ' ') continue;
    // "Black Eyed Peas concert": a capital on the second word says a name (a band, a shop), as
    // near-spelling.ts reads capitals; people typing the food write it in lower case.
    if (/^[A-Z]/.test(second[0]) || !joins(ctx, first[0].toLowerCase(), second[0].toLowerCase())) continue;
    out += text.slice(at, first.index) + first[0].toLowerCase() + second[0].toLowerCase();
    at = second.index! + second[0].length;
    k++;
  }
  return at === 0 ? text : out + text.slice(at);
}

function joins(ctx: FoodIndex, a: string, b: string): boolean {
  if (a.length < MIN_HALF || b.length < MIN_HALF) return false;
  const [keyA, keyB] = [vocabularyKey(a), vocabularyKey(b)];
  // "black eyed": a participle half is no food word, and USDA still writes the two as one.
  if (!ctx.vocabulary.has(vocabularyKey(a + b)) || !ctx.vocabulary.has(keyA) || !(ctx.vocabulary.has(keyB) || /^[a-z]{2,}ed$/.test(b))) return false;
  return !namePairs(ctx).has(`${keyA} ${keyB}`);
}

/*
 * The other way round: two food words USDA writes apart ("Pork chop", "Egg roll", "Hash brown"),
 * typed closed ("porkchop", "eggroll", "hashbrowns"). The closed word is in no USDA name, so it
 * found nothing and the text was refused. A word the vocabulary does not hold is split where both
 * halves are food words and USDA's names write the two as a name part of their own.
 */

/** A closed word shorter than this is rarely two food words ("oats", "cake" split into nothing useful). */
const MIN_CLOSED = 6;

/** The text with each closed-written open food word ("porkchop") written as USDA writes it ("pork chop"). */
export function openedCompounds(ctx: FoodIndex, text: string): string {
  return text.replace(/(?<![\p{L}\p{N}'’-])[a-z]+(?![\p{L}\p{N}'’-])/gu, (word) => {
    if (word.length < MIN_CLOSED || ctx.vocabulary.has(vocabularyKey(word))) return word;
    const at = splitAt(ctx, word);
    return at === undefined ? word : `${word.slice(0, at)} ${word.slice(at)}`;
  });
}

/**
 * The first two words of each part of the food names, between commas ("Pork chop, …", "Potato,
 * hash brown, …", "Cheese steak sandwich …"), as vocabulary keys: a name the pair begins. Two
 * words side by side inside a part ("Pie, peanut butter cream") are not, or "buttercream" would
 * be read as a peanut butter pie.
 */
const twoWordSegments = derivedPerOwner((ctx: FoodIndex): ReadonlySet<string> => {
  const pairs = new Set<string>();
  const texts = ctx.foods.texts?.() ?? ctx.foods.foods().map((food) => food.name);
  for (const text of texts) {
    const segments = text.toLowerCase().split(/[,()]/).map((segment) => segment.split(/[^a-z]+/).filter((w) => w.length > 0));
    // A segment's first two words: "Cheese steak sandwich or sub" is a cheese steak.
    for (const words of segments) if (words.length >= 2) pairs.add(`${vocabularyKey(words[0]!)} ${vocabularyKey(words[1]!)}`);
    // "Pork, chop, …": a one-word head and a one-word kind are the pair too.
    const [head, kind] = segments;
    if (head?.length === 1 && kind?.length === 1) pairs.add(`${vocabularyKey(head[0]!)} ${vocabularyKey(kind[0]!)}`);
  }
  return pairs;
});

/** Where `word` splits into two food words USDA writes as a name of their own, when exactly one place does. */
function splitAt(ctx: FoodIndex, word: string): number | undefined {
  let found: number | undefined;
  for (let at = MIN_HALF; at <= word.length - MIN_HALF; at++) {
    const [keyA, keyB] = [vocabularyKey(word.slice(0, at)), vocabularyKey(word.slice(at))];
    if (!ctx.vocabulary.has(keyA) || !ctx.vocabulary.has(keyB) || !twoWordSegments(ctx).has(`${keyA} ${keyB}`)) continue;
    // Two readings ("potatoe s…"): the words do not say which, so the word is left as typed.
    if (found !== undefined) return undefined;
    found = at;
  }
  return found;
}
