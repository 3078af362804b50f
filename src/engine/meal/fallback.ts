import { stem, type Food } from '../foods/index.js';
import type { FoodIndex } from '../foods/food-index.js';
import { carries, mentionOf } from './kind.js';
import { contentWords, firstHit, foodWords, isFoodWord, namedStems } from './match.js';
import { DESCRIPTORS, type MealItem } from './parse.js';
import { isPartWord } from '../foods/text.js';
import { COUNTED_PIECES } from './vocabulary.js';
import { matchUnit } from './units.js';
import { derivedPerOwner } from '../cache/memo.js';
import { WINE_COLOURS } from './noise.js';

/*
 * The last reading of a mention before a text is refused (issue 23: "never refuse food"). Every
 * earlier step asks for a search score the search's own scale calls sure (0.4; 0.8 beside words it
 * does not know), and a long mention spreads its score over every word: a cut of meat named with
 * every word of the butcher's label, a head-first dish name ("tamales con …"), a product with its
 * diet words find their food at 0.2–0.3 and were refused. Here, only when nothing in the text was found at all, the mention's
 * own phrase (its words before a clause that says something about it) is searched once more and
 * the best food whose KIND the words say (kind.ts: the same test that keeps "my bike is broken"
 * and "orange county sunset" from being food) answers at a lower score. The words its name does not
 * carry are named in the result ("not understood"), so the reading is shown for what it is.
 */

/**
 * The lowest search score read as a guess. The kind test, not the score, tells food from no food;
 * this floor only keeps hits that share no more than a stray word out. Chosen on the tuning parts
 * (the lowest right guess there scored 0.18).
 */
const GUESS_FLOOR = 0.15;

/** How many of the search's best hits are looked at for a food the words carry. */
const GUESS_HITS = 10;

/**
 * Words that begin a clause about the food, not a part of its name: "waffles that need toasting",
 * "a wing … cooked in the air fryer for dinner", "a liqueur taken as a nightcap", "a bagel from
 * the deli". The phrase before them is the mention.
 */
const CLAUSE = /\s+(?:that|which|who|whose|for|from|to|at|when|while|until|because|between|before|after|during|out\s+of|corresponding|taken|bought|served|eaten|requires?|needs?|[a-z]+ed\s+(?:with|in|by|from|using))\b/;

/** A relative clause the parser has already dropped its pronoun from: the word after "that" in the person's words. */
const RELATIVE = /\b(?:that|which|who)\s+([a-z'-]+)/i;

/** "chicken-flavored", "coffee-flavoured": a flavour describes the head; it never is the food's kind. */
const FLAVOUR = /-flavou?red$/;

/** Modifier and function words: never the one word that names a food. */
const NEVER_A_FOOD = /^(?:no|not|without|extra|more|double|minus|hold|sans|except|excluding|additional|any|some|all)$/;

/** Head-first borrowings: the head is the word before ("pupusas con queso", "tacos al pastor"). */
const HEAD_FIRST = /^(?:al|alla|con|de|del|di|la|le|au|aux|en|y|e)$/;

/**
 * Plurals the search's stemming does not undo: "a pig's foot" is USDA's "Pork, pig's feet".
 * Said in USDA's form before the search, so the food's own name is found and its head carried.
 */
const IRREGULAR: Readonly<Record<string, string>> = { foot: 'feet', goose: 'geese', tooth: 'teeth', loaf: 'loaves', leaf: 'leaves' };

/** The head noun: the last word, or the word before a head-first link. */
function headOf(words: readonly string[]): string | undefined {
  const link = words.findIndex((w, i) => i > 0 && HEAD_FIRST.test(w));
  return link > 0 ? words[link - 1] : words.at(-1);
}

/**
 * "a glass of red", "half a bottle of white": poured from a bottle, a colour alone (noise.ts WINE_COLOURS) is how wine is
 * named (FNDDS's "Wine, red", "Wine, white", "Wine, rose"); said of anything else it is no food.
 */
const POURED = new Set(['glass', 'bottle']);

/**
 * Words typed without their vowels, as in a quick log ("chkn", "brkfst", "sndwch", "grlld"): a
 * word of four consonants or more (doubled letters counted once) that no food name uses is read
 * as the food-name word whose consonants it spells, the same letters in order from the same first
 * letter, at most one left out ("chkn": c-h-c-k-n); of several, the one most food names use.
 * Shorter ones ("hmm", "pls", "thx") are too close to too many words to read.
 */
const VOWELS = /[aeiou]/;
const MIN_SKELETON = 4;
const skeleton = (word: string) => word.replace(/[aeiou]/g, '').replace(/(.)\1+/g, '$1');
/** Each word of the food names → in how many names it appears. */
const nameWordCounts = derivedPerOwner((ctx: FoodIndex): ReadonlyMap<string, number> => {
  const counts = new Map<string, number>();
  for (const food of ctx.foods.foods()) {
    for (const w of new Set(food.name.toLowerCase().split(/[^a-z]+/))) if (w.length >= MIN_SKELETON) counts.set(w, (counts.get(w) ?? 0) + 1);
  }
  return counts;
});
const isSubsequence = (short: string, long: string) => {
  let at = 0;
  for (const c of long) if (c === short[at]) at++;
  return at === short.length;
};
export function unabbreviated(ctx: FoodIndex, word: string): string | undefined {
  if (!/^[a-z]+$/.test(word) || VOWELS.test(word)) return undefined;
  const said = skeleton(word);
  if (said.length < MIN_SKELETON) return undefined;
  let best: string | undefined;
  let bestCount = 0;
  for (const [name, count] of nameWordCounts(ctx)) {
    if (name[0] !== said[0] || count <= bestCount) continue;
    const full = skeleton(name);
    if (full.length - said.length <= 1 && full.at(-1) === said.at(-1) && isSubsequence(said, full)) {
      best = name;
      bestCount = count;
    }
  }
  return best;
}

/** The mention's own phrase: its food words before a clause that says something about it. */
export function mentionPhrase(item: Pick<MealItem, 'foodText' | 'text' | 'unit'>): string {
  if (item.unit !== undefined && POURED.has(item.unit) && WINE_COLOURS.has(item.foodText)) return `${item.foodText} wine`;
  let phrase = item.foodText;
  const relative = RELATIVE.exec(item.text);
  if (relative) {
    const at = phrase.indexOf(` ${relative[1]!.toLowerCase()}`);
    if (at > 0) phrase = phrase.slice(0, at);
  }
  const clause = CLAUSE.exec(phrase);
  return clause && clause.index > 0 ? phrase.slice(0, clause.index) : phrase;
}

/** The mention's words that the food's name does not carry (sizes and descriptions left out). */
function notCarried(food: Food, words: readonly string[]): string[] {
  const named = namedStems(food);
  return words.filter((w) => !DESCRIPTORS.has(w) && !w.replace(/['’]s$/, '').split('-').some((part) => named.has(stem(part))));
}

export interface Guess {
  match: { food: Food };
  /** The mention's words the food's name does not carry: named in the result as not understood. */
  ignored: string[];
}

/**
 * The best-supported reading of an item no earlier step found a food for, or undefined when its
 * words say no food's kind. `modifiesUnknownHead` is resolve.ts's test for food words that only
 * describe an unknown head ("orange county sunset"): such a phrase is no food here either.
 */
export function guessFood(ctx: FoodIndex, item: Pick<MealItem, 'foodText' | 'text' | 'unit'>, modifiesUnknownHead: (ctx: FoodIndex, text: string) => boolean): Guess | undefined {
  const phrase = mentionPhrase(item);
  if (modifiesUnknownHead(ctx, phrase)) return undefined;
  // A unit left in the phrase ("… fillet 8 oz") is no word of the food: searched, it finds a
  // restaurant's "10 oz" steak instead.
  const notUnit = (w: string) => matchUnit([w], 0, true) === undefined;
  const spelt = (w: string) => IRREGULAR[w] ?? (isFoodWord(ctx, w) ? w : (unabbreviated(ctx, w) ?? w));
  const words = foodWords(phrase).filter((w) => !NEVER_A_FOOD.test(w) && notUnit(w)).map(spelt);
  // Every word must be one the food names use ("rice-a-roni" by its parts): a word they never
  // use is what the phrase is about ("my car is blue" is no blue cheese), and only a sure match,
  // as the earlier steps ask, may read past it.
  const known = (w: string) => isFoodWord(ctx, w) || w.split('-').some((part) => part.length > 2 && isFoodWord(ctx, part));
  if (!words.every(known) || !words.some((w) => !DESCRIPTORS.has(w))) return undefined;
  // The kind must be said by the words that can be the food: a flavour is not ("a hazelnut-flavored
  // cordial" is no hazelnut).
  const mention = mentionOf(ctx, words.filter((w) => !FLAVOUR.test(w)));
  const hit = firstHit(ctx, words.join(' '), GUESS_HITS, (h) => h.score >= GUESS_FLOOR && carries(ctx, mention, h.food));
  if (!hit) return undefined;
  // The guess must be of the thing the mention is about: its head noun is in the food's name
  // ("a tuna croquette" is no plain tuna, "a pig's foot" no pig in a blanket), unless the head
  // only says the piece or shape ("a sirloin fillet", "ten pieces").
  const said = contentWords(phrase).filter(notUnit).map(spelt);
  const head = headOf(said);
  if (head !== undefined && !isPartWord(head) && !COUNTED_PIECES.has(head) && notCarried(hit.food, [head]).length > 0) return undefined;
  return { match: { food: hit.food }, ignored: notCarried(hit.food, said.filter((w) => !HEAD_FIRST.test(w))) };
}
