/**
 * An amount typed after the food with no comma, closing its part (issue 23, session 25): "hot
 * dog 2", "wings 10", "garlic bread 2 small slices", "falafel 4 balls", "red bull 8.4 oz can".
 * A food log writes the food first and how much after it. noise.ts (trailingAmount) already reads
 * a number with its unit right after a food word ("turkey breast 4 oz"); these are the shapes it
 * leaves: a bare count, a count with its kind word, and a measure with a size word or a vessel
 * inside it. Left in the food's words, the number was searched as a name and the amount lost.
 */
import type { Token } from './tokens.js';
import { readAmount, type Amount } from './quantity.js';
import { matchUnit } from './units.js';
import { headNamesKind, type KindTest } from './restated-count.js';

/**
 * A bare count after a food counts pieces a person eats; above two dozen the number after a word
 * is more often part of a name or no amount at all ("chicken 65", "route 66", a year).
 */
const MAX_COUNT_SAID_LAST = 24;

/**
 * Words a number after them names rather than counts: "combo 2", "meal 3", "size 4", "day 5",
 * "stage 2" baby food, "omega 3", "table 12", an address's "flat 2", "suite 12"; and the
 * connectors a number after them belongs to ("at 7", "for 2").
 */
const NUMBERED_NOUNS = new Set(['number', 'no', 'num', 'combo', 'meal', 'size', 'day', 'days', 'week', 'weeks', 'table', 'room', 'gate',
  'flat', 'apt', 'apartment', 'suite', 'unit', 'floor', 'building', 'house', 'block', 'lot', 'box', 'street', 'st', 'road', 'rd', 'avenue', 'ave', 'lane', 'drive', 'way',
  'level', 'round', 'step', 'stage', 'phase', 'type', 'part', 'vol', 'volume', 'version', 'route', 'highway', 'grade', 'class', 'game',
  'mile', 'miles', 'hour', 'hours', 'minute', 'minutes', 'min', 'mins', 'omega', 'vitamin', 'lunch', 'dinner', 'breakfast', 'snack', 'at',
  'by', 'for', 'to', 'from', 'about', 'of', 'and', 'or', 'x', 'per', 'than', 'under', 'over', 'after', 'before', 'until', 'til',
  // A time or a place after a preposition, never a count of the food ("chips around 8", "till 11").
  'around', 'till', 'since', 'past', 'near', 'in', 'on', 'roughly', 'approximately', 'approx', 'nearly', 'almost']);

/**
 * A piece's own shape that names no food and no unit: "falafel 4 balls", "melon 6 balls". Other
 * kind words must be the food's own head ("nuggets 6 nuggets") or a word of its database name.
 */
const PIECE_SHAPES = new Set(['ball', 'balls']);

/** One capitalised word may be a sentence's first; two or more, and no other, are a name or a title. */
const MIN_TITLE_WORDS = 2;
/** Words a title leaves in lower case ("Bread and Roses", "Pig in the City"). */
const TITLE_SMALL_WORDS = new Set(['a', 'an', 'the', 'of', 'in', 'on', 'at', 'to', 'for', 'with', 'and', 'or', 'by', 'from', 'my']);

/**
 * "American Pie 2", "Bread and Roses 2": text whose words are all written with capitals (the
 * small words aside) is a title or a name, and a number closing it a sequel's, not a count. A
 * food log capitalises its first word at most.
 */
export function isTitleCased(tokens: readonly Token[]): boolean {
  const words = tokens.filter((t) => t.kind === 'word' && !TITLE_SMALL_WORDS.has(t.text));
  return words.length >= MIN_TITLE_WORDS && words.every((t) => t.capital);
}

/** "reeses 2 pack", "yogurt 4 pk": a pack of that many, not that many packs (read neither way here). */
const PACK_OF = new Set(['pack', 'pk']);

/** What the body says: its food words end at `end`, the amount after them is `amount`. */
export interface AmountSaidLast {
  amount: Amount;
  end: number;
}

const isCount = (token: Token) => /^\d+$/.test(token.text) && token.value! >= 1 && token.value! <= MAX_COUNT_SAID_LAST;

/**
 * The amount closing `body` (a piece's tokens with no amount read before its words), or
 * undefined. The words before the number must all be plain words, the last a food's word (two
 * letters or more, no unit, no noun a number names): "v8", "b12" and "1 cup 2" are left alone.
 */
export function amountSaidLast(body: readonly Token[], isKindOf?: KindTest): AmountSaidLast | undefined {
  const at = body.findIndex((t) => t.kind !== 'word');
  if (at < 1 || body[at]!.kind !== 'number') return undefined;
  const food = body.slice(0, at).map((t) => t.text);
  const last = food.at(-1)!;
  if (!/^[a-z][a-z'-]+$/.test(last) || NUMBERED_NOUNS.has(last) || matchUnit([last], 0, true) !== undefined) return undefined;
  const number = body[at]!;
  const after = body.slice(at + 1);
  if (after.length === 0) return isCount(number) ? { amount: { count: number.value!, explicit: true }, end: at } : undefined;
  if (after.some((t) => t.kind !== 'word') || PACK_OF.has(after[0]!.text)) return undefined;
  // "garlic bread 2 small slices", "red bull 8.4 oz can": the whole rest is one measure.
  const read = readAmount(body, at);
  if (read && read.next === body.length && read.skipped.length === 0 && read.amount.unit !== undefined) return { amount: read.amount, end: at };
  // "falafel 4 balls", "oreos 3 cookies": a count with a word for the food's kind.
  if (after.length !== 1 || !isCount(number)) return undefined;
  const kind = after[0]!.text;
  const ofKind = PIECE_SHAPES.has(kind) || headNamesKind(food, kind) || isKindOf?.(food.join(' '), kind) === true;
  return ofKind ? { amount: { count: number.value!, explicit: true }, end: at } : undefined;
}
