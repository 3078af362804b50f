import { EATING_VERBS } from './eating-words.js';
import { SUBJECT_PRONOUNS } from './persons.js';

/*
 * Chat opening the log before the words that say what was eaten (session 27): "ok so i had mac
 * and cheese", "um i had a poke bowl", "i think i had chicken and rice", "hungry so mac and
 * cheese". chat-lead.ts reads such a lead only when an amount follows it; with none, the lead's
 * words joined the food's name ("ok so" moved mac and cheese to a cheese, 80 kcal). The shape is
 * read, not the words: a few words at the text's start, with no figure and naming no food, before
 * either a person and a verb of eating ("i had", "we ate") or "so" closing them ("hungry so", "ok
 * so"). The words from the person or after "so" are read as before; the lead is dropped.
 */

/** Longer than this, the words before are a sentence of their own, read as they were. */
const MAX_LEAD_WORDS = 4;
const PRONOUNS: ReadonlySet<string> = new Set([...SUBJECT_PRONOUNS, "i'm", 'im', "we're"]);
const WORD = /[a-z][a-z']*/g;

/** `text` without a lead of chat before the words that say what was eaten (see above). */
export function withoutOpeningChat(text: string, namesFood: (words: string) => boolean): string {
  const words = [...text.toLowerCase().matchAll(WORD)];
  for (let k = 1; k <= MAX_LEAD_WORDS && k + 1 < words.length; k++) {
    const word = words[k]![0];
    const eatingSaid = PRONOUNS.has(word) && EATING_VERBS.has(words[k + 1]![0]);
    const soSaid = word === 'so';
    if (!eatingSaid && !soSaid) continue;
    const lead = text.slice(0, words[k]!.index!);
    // The lead is words only, one run of them: a figure, a stop or a colon makes another shape
    // (a heading, an amount, a list: "2 eggs, so good", "tea so i had a biscuit").
    if (/[^a-z'\s]/i.test(lead) || namesFood(lead)) return text;
    const from = soSaid ? words[k]!.index! + word.length : words[k]!.index!;
    return text.slice(from).trimStart();
  }
  return text;
}
