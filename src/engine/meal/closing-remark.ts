import { cardinalWords } from '../text/number-words.js';
import { CLAUSE_OPENERS, MAX_CLOSING_WORDS } from './food-evidence.js';

/*
 * A remark closing the log after its food (session 27): "mac and cheese again today", "a poke
 * bowl i think", "2 tacos not proud", "fries ugh". food-evidence.ts already keeps such a food from
 * looking said in passing; but the parser read the remark's words into the last food's name, so
 * "again" split mac and cheese into macaroni and a cheese, and "i think" lost a reviewed name
 * ("mcchicken i think" was refused). The shape is read, not the words of any one remark: at the
 * text's end, a few words opened by a word that starts a clause of its own (a subject pronoun, a
 * negation, a hedge, a time adverb, an interjection), after words of the log. The remark is dropped
 * only when its own words name no food, so "eggs and toast, maybe a banana" keeps its banana.
 */

/** Interjections that close a log ("ugh", "lol so good"): said of the meal, never part of it. */
const CLOSING_INTERJECTIONS: ReadonlySet<string> = new Set(['ugh', 'lol', 'lmao', 'haha', 'hahaha', 'omg', 'yikes', 'oops', 'meh']);

const WORD = /[a-z][a-z']*/g;

/** Words that say how much: a remark holding one is an amount of its own. */
const AMOUNT_WORDS: ReadonlySet<string> = new Set([...cardinalWords(1, 12), 'half', 'halves', 'third', 'thirds', 'quarter', 'quarters', 'fourth', 'fourths', 'all', 'most', 'some', 'dozen', 'couple', 'few', 'bite', 'bites']);

/** `text` without a short remark closing it after its food (see above); `namesFood` says whether words name a food of their own. */
export function withoutClosingRemark(text: string, namesFood: (words: string) => boolean): string {
  const words = [...text.toLowerCase().matchAll(WORD)];
  // The remark runs to the end of the text: nothing but closing punctuation after its last word.
  const last = words.at(-1);
  if (!last || /[^\s.!?)]/.test(text.slice(last.index! + last[0].length))) return text;
  for (let k = Math.max(1, words.length - MAX_CLOSING_WORDS); k < words.length; k++) {
    const opener = words[k]![0];
    if (!CLAUSE_OPENERS.has(opener) && !CLOSING_INTERJECTIONS.has(opener)) continue;
    const cut = words[k]!.index!;
    // A figure, an amount in words or a list's stop inside the remark makes it another part ("…
    // today 2 eggs", "a sleeve of crackers, ate maybe two thirds").
    const remark = text.slice(cut);
    if (/[0-9,;:]/.test(remark) || [...remark.toLowerCase().matchAll(WORD)].some(([w]) => AMOUNT_WORDS.has(w))) return text;
    const before = text.slice(0, cut).replace(/[\s,;:.!-]+$/, '');
    if (!/[a-z]/i.test(before) || namesFood(text.slice(cut))) return text;
    return before;
  }
  return text;
}
