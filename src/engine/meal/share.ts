import { ENGLISH_CARDINALS, ENGLISH_FRACTION_WORDS } from '../text/number-words.js';

/*
 * A food shared with someone (issue 23, "split a large pizza with my sister", "my wife and I
 * shared nachos", "we had a bag of chips, I ate about half"): the person ate their share of what
 * they name, not all of it. The share is read from the words, never guessed: one person named
 * ("my sister", "a friend") is a half, a number of them ("with two friends", "between the three of
 * us") one part in as many, and a share said ("I had about half", "I ate a third") is that share.
 * Sharing with a group of no number ("with the kids") keeps the whole unless a share is said.
 * The words of the sharing are blanked out (same length, so every span into the text stands):
 * "split" is no food word, and "my bf" no food.
 */

export interface Share {
  /** The text with the sharing words blanked out. */
  text: string;
  /** The part of each food the person ate (0.5 for a half), or undefined when the words give none. */
  part?: number;
  /** Foods that start before this position in the text are the shared ones. */
  upTo: number;
}

/**
 * "split", "shared" as a verb: before what was shared ("split a pizza", "shared the nachos"),
 * never "split pea soup", "a banana split", "a sharing size bag" (FNDDS's size band).
 */
const SHARE_VERB = /\b(?:(?:i|we)\s+)?(?:split|splitting|shared|share|sharing)(?![\s-]+(?:size|sized|pack|platter)\b)(?=\s+(?:a|an|the|one|two|three|four|half|some|my|our|\d+|[a-z]+\s+(?:pizza|popcorn|nachos|fries|pitcher|bottle|order|plate|bag|box|pie|dessert|appetizer)s?)\b)/gi;

/** One person ("my sister", "a friend", "the bf"): a word for one, no plural. */
const ONE_PERSON =
  /^(?:wife|husband|hubby|spouse|partner|bf|gf|boyfriend|girlfriend|fiance|fiancee|friend|buddy|pal|roommate|roomie|sister|sis|brother|bro|mom|mum|mother|dad|father|son|daughter|kid|child|coworker|co-worker|colleague|cousin|date|aunt|uncle|grandma|grandpa|neighbor|neighbour|bestie|boss)$/;
/** Several people with a number ("two friends", "3 coworkers"). */
const PEOPLE = /^(?:friends|kids|children|coworkers|co-workers|colleagues|people|others|guys|girls|cousins|sisters|brothers|roommates|buddies|neighbors|neighbours|family|parents|team|teammates|classmates|everyone|everybody)$/;

/** Who the food was shared with, after "with"/"w/", or "between/among … of us". */
const WITH_WHOM = /\s(?:with|w\/)\s+(?:(my|a|the|our)\s+)?(?:([a-z0-9]+)\s+)?([a-z-]+)\b/gi;
const OF_US = /\s(?:between|among|amongst)\s+(?:the\s+)?([a-z0-9]+)\s+of\s+us\b/gi;
/** "my wife and I split …": the person named before the verb. */
const AND_I = /\b(?:(?:my|the)\s+)?([a-z-]+)\s+and\s+i\s+(?=(?:split|splitting|shared|share|sharing)\b)/gi;
/** "I had about half", "ate maybe a third of it": the share said, ending its clause ("I had half a sandwich" is an amount). */
const SHARE_SAID = /\b(?:i\s+)?(?:had|ate|eaten|got|took)\s+(?:(?:about|around|roughly|maybe|like|probably|only|just)\s+)?(?:a\s+|one\s+)?(half|third|quarter|fourth)(?:\s+of\s+(?:it|that|them))?(?=\s*(?:[,.;!)]|$|and\b|but\b|while\b|so\b))/gi;

/** Every sharing above has one of these words. */
const MAY_SHARE = /split|shar|half|third|quarter|fourth/i;

const blank = (text: string, start: number, end: number) => text.slice(0, start) + ' '.repeat(end - start) + text.slice(end);

/** How many people a count word says ("two", "2"), else undefined. */
function countOf(word: string | undefined): number | undefined {
  if (!word) return undefined;
  const n = /^\d+$/.test(word) ? Number(word) : ENGLISH_CARDINALS[word.toLowerCase()];
  return n !== undefined && n >= 1 && n <= 20 ? n : undefined;
}

/** The sharing the text says, or undefined when it says none. */
export function shareOf(text: string): Share | undefined {
  // Most meals name no share: one look for its words before the readers below.
  if (!MAY_SHARE.test(text)) return undefined;
  let out = text;
  let eaters: number | undefined;
  let upTo = text.length;
  let verb = false;
  for (const m of text.matchAll(AND_I)) {
    const who = m[1]!.toLowerCase();
    if (ONE_PERSON.test(who)) eaters = 2;
    out = blank(out, m.index, m.index + m[0].length);
    verb = true;
  }
  for (const m of text.matchAll(SHARE_VERB)) {
    out = blank(out, m.index, m.index + m[0].length);
    verb = true;
  }
  if (verb) {
    const whom = [...text.matchAll(WITH_WHOM)].find((m) => ONE_PERSON.test(m[3]!.toLowerCase()) || PEOPLE.test(m[3]!.toLowerCase()));
    if (whom) {
      const who = whom[3]!.toLowerCase();
      const n = countOf(whom[2]);
      if (ONE_PERSON.test(who) && !whom[2]) eaters = 2;
      else if (PEOPLE.test(who) && n) eaters = n + 1;
      out = blank(out, whom.index, whom.index + whom[0].length);
      upTo = Math.min(upTo, whom.index);
    }
    const us = [...text.matchAll(OF_US)][0];
    if (us) {
      const n = countOf(us[1]);
      if (n && n >= 2) eaters = n;
      out = blank(out, us.index, us.index + us[0].length);
      upTo = Math.min(upTo, us.index);
    }
  }
  const said = [...text.matchAll(SHARE_SAID)].at(-1);
  const part = said ? ENGLISH_FRACTION_WORDS[said[1]!.toLowerCase()] : eaters ? 1 / eaters : undefined;
  if (said) {
    out = blank(out, said.index, said.index + said[0].length);
    upTo = Math.min(upTo, said.index);
  }
  if (!verb && !said) return undefined;
  return { text: out, ...(part !== undefined ? { part } : {}), upTo };
}
