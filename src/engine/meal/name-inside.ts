import type { FoodIndex } from '../foods/food-index.js';
import { commonFoodHeadless, commonFoodNamed, normalizeName, withoutPlace, type CommonFoodRow } from '../foods/common-foods.js';
import { DESCRIPTORS, parseMeal, type MealItem, type ParseOptions } from './parse.js';
import { resolveItems, type Resolution } from './resolve.js';
import { matchUnit } from './units.js';
import { isFoodWord } from './match.js';
import { PLAIN_WORDS, INTERJECTIONS, FRACTION_WORDS } from './vocabulary.js';
import { SIZE_PATTERN } from '../foods/units.js';
import { cardinalWords } from '../text/number-words.js';
import { FILLER_WORDS } from './noise.js';
import { verdictOf } from './verdict.js';

/*
 * Issue 23, "never refuse food": the last reading of a text every other reading refused. A
 * reviewed everyday name said among words nothing reads ("nigerian jollof rice … at the owambe",
 * "triple-decker club from the deli", "maruchan instant lunch cup", "a cinnabon classic") was
 * refused: the words around it kept the search from the name, or made it look said in passing.
 * Here the longest run of the text's words that is a reviewed name answers, with its amount, and
 * the other words that could name something are shown as not understood. Only text that would
 * otherwise be refused comes here, so no answered text can change; what keeps a sentence with no
 * food refused is the guard below (a reviewed name is a food's name people log, but a few are
 * words too: "club", "kind").
 */

/** The longest reviewed name is six words ("krispy kreme original glazed doughnut …"); longer runs are never tried. */
const MAX_NAME_WORDS = 6;

/**
 * A food log names its food in more words than it sets aside; a sentence that only mentions a
 * name ("the club was loud last night", "kind regards, the support team") has words of its own
 * around it. More words that could name something than this, left out, and the text stays refused.
 */
const MAX_LEFT_OUT = 2;

/** Where a text's parts end: a new part ("oreo, android 8.0") says nothing of the name before it. */
const PART_END = /[,;:!?|()\u2013\u2014]|\.(?!\d)/;

/** A word that says one item or a count of them, said just before a name. */
const COUNTS_ONE = new RegExp(`^(?:a|an|\\d+|${[...cardinalWords(1, 20)].join('|')})$`);

/** Words that join a name's parts ("ben & jerrys", "m and ms"): the parser splits on them, so a run holding one is read as one word. */
const JOINERS = new Set(['&', 'and', 'n', "'n'", 'with', 'or']);

/** Words that say nothing about the food: left out, they are not named as not understood. */
const saysNothing = (w: string) => PLAIN_WORDS.has(w) || FILLER_WORDS.has(w) || INTERJECTIONS.has(w);

/** Words of an amount or a size ("2", "x3", "half", "cups", "regular"): read, never left out. */
const AMOUNT_WORD = new RegExp(`^(?:\\d.*|x\\d+|${SIZE_PATTERN})$`);
const saysAmount = (w: string) => AMOUNT_WORD.test(w) || cardinalWords(1, 20).has(w) || FRACTION_WORDS.test(w) || matchUnit([w], 0, true) !== undefined;

/**
 * Measures said after a food that are their own size ("ben & jerrys pint"): read as the amount.
 * A cup said after the name is the container it comes in ("a noodle cup", "a pudding cup"), as a
 * packet or a pouch is: one item, weighed by the name's own portion of it when it has one.
 */
const SIZED_KINDS = new Set(['volume', 'mass']);
const CONTAINER_CUP = 'cup';

/**
 * "late" for a latte: a row keeps a name typed with a doubled letter once, for logs typed fast;
 * said among words nothing reads, it is more often the word it spells ("a late start at work").
 */
function misspeltName(row: CommonFoodRow, said: string): boolean {
  return row.n.some((full) => full.length === said.length + 1 && [...full].some((c, at) => at > 0 && full[at - 1] === c && full.slice(0, at) + full.slice(at + 1) === said));
}

export interface NameInside {
  row: CommonFoodRow;
  /** The name as said, and the words before and after it. */
  name: readonly string[];
  /** The row's whole name, when the name was said without its head. */
  full?: string;
  before: readonly string[];
  after: readonly string[];
  /** The words around the name that could name something: shown as not understood. */
  leftOut: readonly string[];
}

/**
 * The longest run of the text's words that is a reviewed everyday name (the first of equals),
 * when the words left out around it are few and in its own part of the text.
 */
export function reviewedNameInside(ctx: FoodIndex, text: string): NameInside | undefined {
  const parts = text.split(PART_END).map((part) => normalizeName(part).split(' ').filter((w) => w.length > 0));
  const words = parts.flat();
  const partOf = parts.flatMap((part, at) => part.map(() => at));
  for (let length = Math.min(words.length, MAX_NAME_WORDS); length >= 1; length--) {
    for (let start = 0; start + length <= words.length; start++) {
      const name = words.slice(start, start + length);
      if (saysNothing(name[0]!) || saysNothing(name.at(-1)!)) continue;
      // A name said whole, else one of three words or more said without its head ("krispy kreme glazed").
      const whole = commonFoodNamed(name.join(' '), { reviewedOnly: true });
      const headless = whole || length < 2 ? undefined : commonFoodHeadless(name.join(' '));
      const row = whole ?? headless?.row;
      if (!row || misspeltName(row, name.join(' '))) continue;
      const end = start + length;
      // A word that alone is the same name ("sweet plantains (maduros)") is no word left out.
      const around = words.map((w, at) => ({ w, at })).filter(({ w, at }) => (at < start || at >= end) && !saysNothing(w) && !saysAmount(w) && !DESCRIPTORS.has(w) && commonFoodNamed(w, { reviewedOnly: true }) !== row);
      if (around.length > MAX_LEFT_OUT || around.some(({ at }) => partOf[at] !== partOf[start])) return undefined;
      // A name of one word is often a word too ("kind", "club", "late" for a latte): it is read as
      // the food only when said as an item, with a count or an article just before it ("a cinnabon
      // …", "2 …"), or in a part that ends in what it came in ("maruchan instant lunch cup").
      const partEnd = partOf.lastIndexOf(partOf[start]!);
      const closedByContainer = partEnd >= end && matchUnit([words[partEnd]!], 0, true) !== undefined && !words.slice(end, partEnd).some(saysNothing);
      const saidAsItem = (start > 0 && COUNTS_ONE.test(words[start - 1]!)) || closedByContainer;
      if (withoutPlace(name.join(' ')).split(' ').length === 1 && !saidAsItem) return undefined;
      // English puts the head last: a word after the name that no food's name uses is what the name
      // describes ("a kind word", "book club night"); a food's word there is its variety ("a cinnabon
      // classic", "… instant lunch cup"). "Of" after it makes it a measure or a sort ("a kind of magic").
      if (words[end] === 'of') return undefined;
      for (let at = end; at <= partEnd && !saysNothing(words[at]!); at++) {
        const w = words[at]!;
        if (!saysAmount(w) && !DESCRIPTORS.has(w) && !isFoodWord(ctx, w)) return undefined;
      }
      return { row, name, ...(headless ? { full: headless.name } : {}), before: words.slice(0, start), after: words.slice(end), leftOut: around.map(({ w }) => w) };
    }
  }
  return undefined;
}

/** The one amount said among the parts, or undefined (none, or several the name cannot tell apart). */
function saidAmount(parts: readonly MealItem[]): MealItem | undefined {
  const said = parts.filter((p) => p.amount?.explicit || p.unit !== undefined);
  return said.length === 1 ? said[0] : undefined;
}

/**
 * The text read as the reviewed name inside it, when every other reading refused it; undefined
 * when no reviewed name is inside, too much else is said around it, or the name does not find its
 * own food.
 */
export function readNameInside(ctx: FoodIndex, english: string, items: readonly MealItem[], options: ParseOptions, settings: number): Resolution | undefined {
  // "the club was loud": a verdict said of a subject was judged by the verdict reader (describe.ts),
  // which reads the subject as food only when the verdict or its words say so.
  if (verdictOf(english)) return undefined;
  const inside = reviewedNameInside(ctx, english);
  if (!inside) return undefined;
  const { row, name, full, before, after, leftOut } = inside;
  // The amount: the one said in the text as parsed ("krispy kreme glazed x3"), else the one said
  // in the words before or after the name, read alone ("… jollof rice 2 cups at the owambe").
  const amountFrom =
    saidAmount(items) ?? saidAmount(after.length > 0 ? parseMeal(after.join(' '), options) : []) ?? saidAmount(before.length > 0 ? parseMeal(before.join(' '), options) : []);
  // The name looked up: whole, as the row writes it when said without its head, one word when it
  // holds a joiner; shown as said.
  const joined = name.some((w) => JOINERS.has(w));
  const looked = full ?? (joined ? name.join('-') : name.join(' '));
  const item: MealItem = {
    quantity: amountFrom?.quantity ?? 1,
    foodText: looked,
    ...(looked !== name.join(' ') ? { shown: name.join(' ') } : {}),
    modifiers: [],
    span: { start: 0, end: english.length },
    text: english,
    link: 'first',
    ...(amountFrom?.unit !== undefined ? { unit: amountFrom.unit } : {}),
    ...(amountFrom?.size !== undefined ? { size: amountFrom.size } : {}),
    ...(amountFrom?.amount !== undefined ? { amount: amountFrom.amount } : {}),
  };
  // A unit closing the name is what it came in or how much of it (see SIZED_KINDS).
  const closing = after[0] !== undefined ? matchUnit([after[0]], 0, true)?.unit : undefined;
  if (closing && item.amount?.unit === undefined && (row.p[closing.name] !== undefined || (SIZED_KINDS.has(closing.kind) && closing.name !== CONTAINER_CUP))) {
    item.unit = closing.name;
    item.amount = { ...item.amount, count: item.amount?.count ?? item.quantity, unit: closing, explicit: true };
  }
  const reading = resolveItems(ctx, [item], settings, true, english);
  const main = reading.found.find((r) => !r.sideOf && !r.extraOf);
  if (!main || main.food.id !== row.id) return undefined;
  return {
    found: reading.found.map((r) => (r === main && leftOut.length > 0 ? { ...r, ignored: [...(r.ignored ?? []), ...leftOut] } : r)),
    unmatched: reading.unmatched,
  };
}
