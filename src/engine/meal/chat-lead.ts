import type { FoodIndex } from '../foods/food-index.js';
import { namesAFood } from './food-evidence.js';
import { PART_LINKS } from './noise.js';
import type { MealItem } from './parse.js';
import { readAmount } from './quantity.js';
import { tokenize } from './tokens.js';

/*
 * Chat before the amount (session 25): "hungry so 4 chicken nuggets", "i think i had a big mac",
 * "couldn't resist 2 donuts". A food log opens with whatever the person was thinking, and no list
 * of openers can hold them all: words no reader took (not a verb of eating, a person, a share, a
 * negation, a place) were read into the first food's name, so the amount after them was never read
 * as one ("hungry 4 chicken nuggets" was one portion of nuggets, "think big mac" refused or moved).
 *
 * The shape is read, not the words: at the text's start, a few words with no figure, then an amount
 * (a number, a size, a unit, an article). When the first food found has no amount of its own and
 * its name begins with one of those words, and none of them names a food on its own ("chicken 4
 * pieces", "pasta 2 cups", "mcchicken as a treat" keep theirs), they were chat: the text is read again from the amount.
 */

/** Longer than this, the words before an amount are a sentence of their own, read as they were. */
const MAX_LEAD_WORDS = 4;

/**
 * The items read again from the amount on, when the words before it were chat read into the first
 * food's name (see above), their spans still in `text`; undefined when there is no such lead.
 */
export function withoutChatLead(
  ctx: FoodIndex,
  text: string,
  items: readonly MealItem[],
  parse: (text: string) => MealItem[],
  findsFood: (words: string) => boolean,
): MealItem[] | undefined {
  const first = items[0];
  // An amount read already: the words before it were understood by some reader.
  if (!first || first.amount?.explicit || first.amount?.size || first.amount?.unit) return undefined;
  const tokens = tokenize(text);
  // A text that opens with an amount ("a kraft single on a cracker", "a stack of pancakes") has no
  // lead before it: the words are the food's.
  if (readAmount(tokens, 0) !== undefined) return undefined;
  // Every word of the food's name as the person wrote it: a reader that rewrote the words (a share
  // read as "0.5", "the whole family shared …") understood them, and they are no chat.
  const written = new Set(tokens.map((t) => t.text));
  const named = first.foodText.split(/\s+/);
  if (!named.every((word) => written.has(word))) return undefined;
  for (let p = 1; p <= MAX_LEAD_WORDS && p < tokens.length; p++) {
    // Words only: a figure or a stop before the amount makes another shape (a heading, a list).
    if (tokens[p - 1]!.kind !== 'word') return undefined;
    // The amount must be the first food's: "decaf and a bagel" is two foods, the second counted.
    if (tokens[p]!.start >= first.span.end) return undefined;
    const read = readAmount(tokens, p);
    const said = read?.amount;
    if (!said || !(said.explicit || said.size || said.unit || /^(a|an)$/.test(tokens[p]!.text))) continue;
    // What the amount weighs follows it: "cookout plate - brisket, …" is a heading's words, no amount.
    if (tokens[read!.next]?.kind !== 'word' || tokens.slice(p, read!.next).some((t) => t.kind === 'punct')) return undefined;
    const lead = tokens.slice(0, p).map((t) => t.text);
    // "dave's single and a small frosty": a joiner makes the lead a list's first part, never chat.
    if (lead.some((word) => PART_LINKS.has(word))) return undefined;
    // The lead's words were not read into the food's name: a reader took them (a person, a verb).
    if (!lead.includes(named[0]!)) continue;
    // A word that names a food alone, or any food found in the lead read as a food log's words
    // ("mcchicken as a treat": a reviewed name no word alone finds), keeps the lead the food's.
    if (lead.some((word) => namesAFood(ctx, word)) || findsFood(lead.join(' '))) return undefined;
    const from = tokens[p]!.start;
    const reread = parse(text.slice(from));
    return reread.length > 0 ? reread.map((item) => ({ ...item, span: { start: item.span.start + from, end: item.span.end + from } })) : undefined;
  }
  return undefined;
}
