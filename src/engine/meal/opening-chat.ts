import { EATING_VERBS } from './eating-words.js';
import { INTERJECTIONS } from './vocabulary.js';
import { SUBJECT_PRONOUNS } from './persons.js';

/*
 * Chat opening the log before the words that say what was eaten (session 27): "ok so i had mac
 * and cheese", "um i had a poke bowl", "i think i had chicken and rice", "hungry so mac and
 * cheese". chat-lead.ts reads such a lead only when an amount follows it; with none, the lead's
 * words joined the food's name ("ok so" moved mac and cheese to a cheese, 80 kcal). The shape is
 * read: a few words of talk at the text's start (fillers, hedges, how hungry the person was), before
 * either a person and a verb of eating ("i had", "we ate") or "so" closing them ("hungry so", "ok
 * so"). The words from the person or after "so" are read as before; the lead is dropped.
 */

/** Longer than this, the words before are a sentence of their own, read as they were. */
const MAX_LEAD_WORDS = 4;
/** The writer: a log says what the writer ate; "so she had …" may be someone else's plate. */
const FIRST_PERSON: ReadonlySet<string> = new Set(['i', 'we', "i'm", 'im', "we're"]);
const WORD = /[a-z][a-z']*/g;
/** Talk before a log: fillers, hedges and how hungry or tired the person was. */
const CHAT_WORDS: ReadonlySet<string> = new Set(
  'i um umm uh uhh er erm so ok okay well like yeah yep anyway anyways basically honestly literally alright hey oh think guess hungry starving famished tired lazy bored feeling felt really super pretty kinda very'.split(' '),
);

/** `text` without a lead of chat before the words that say what was eaten (see above). */
export function withoutOpeningChat(text: string, namesFood: (words: string) => boolean): string {
  const words = [...text.toLowerCase().matchAll(WORD)];
  for (let k = 1; k <= MAX_LEAD_WORDS && k + 1 < words.length; k++) {
    const word = words[k]![0];
    const eatingSaid = FIRST_PERSON.has(word) && EATING_VERBS.has(words[k + 1]![0]);
    const soSaid = word === 'so';
    if (!eatingSaid && !soSaid) continue;
    // "… so she had …": someone else's plate is read as it was written.
    if (soSaid && SUBJECT_PRONOUNS.includes(words[k + 1]![0]) && !FIRST_PERSON.has(words[k + 1]![0])) return text;
    const lead = text.slice(0, words[k]!.index!);
    // The lead is words only, one run of them: a figure, a stop or a colon makes another shape
    // (a heading, an amount, a list: "2 eggs, so good", "tea so i had a biscuit").
    if (/[^a-z'\s]/i.test(lead) || namesFood(lead)) return text;
    const leadWords = [...lead.toLowerCase().matchAll(WORD)].map(([w]) => w);
    // Only talk: every word of the lead a filler, a hedge or how the person felt. Any other word
    // may be what the food is read with (a place, who shared, a meal, a clause with its own verb:
    // "went to the taco place so …", "my wife and i had …", "skipped lunch so …"), so the lead
    // stays for the readers that know it.
    if (!leadWords.every((w) => CHAT_WORDS.has(w) || INTERJECTIONS.has(w))) return text;
    const from = soSaid ? words[k]!.index! + word.length : words[k]!.index!;
    return text.slice(from).trimStart();
  }
  return text;
}
