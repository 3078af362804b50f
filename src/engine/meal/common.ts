import { commonFoodNamed, commonFoodRows, commonFoodWithout, commonPortions, containerSize, hasWholePortion, stem, type CommonFoodRow, type Food, type FoodDatabase, type PortionAnswer } from '../foods/index.js';
import type { FoodIndex } from '../foods/food-index.js';
import { derivedPerOwner } from '../cache/memo.js';
import type { MealItem } from './parse.js';
import type { Size } from './units.js';
import { firstHit, foodWords, isFoodWord, matchFood, namedStems } from './match.js';
import { matchSize, matchUnit } from './units.js';
import { INTERJECTIONS, PLAIN_WORDS } from './vocabulary.js';
import { carries, mentionOf } from './kind.js';
import { countsOneItem, fewOf, pluralNoun } from './portion.js';

/*
 * The common-foods layer in a meal (docs/engine.md "Common foods"): a reviewed name ("Big Mac",
 * "grande latte", "poke bowl") decides the food; any food the search matched lends the portion
 * words its FNDDS portions give ("a medium order", "kids", "a bowl of"), so a portion word of
 * the right kind is used instead of one piece or one cup.
 */

export interface CommonMatch {
  food: Food;
  row: CommonFoodRow;
}

/**
 * The reviewed common food the item names, or (`fallback`, when the search refused) a generated
 * one, also with the words nothing knows set aside ("an everything bagel" is a bagel).
 */
export function commonFoodOf(ctx: FoodIndex, item: MealItem, fallback = false): CommonMatch | undefined {
  const row =
    commonFoodNamed(item.foodText, { reviewedOnly: !fallback }) ??
    (fallback ? commonFoodWithout(item.foodText, (w) => isFoodWord(ctx, w)) : undefined);
  const food = row && ctx.foods.get(row.id);
  return row && food ? { food, row } : undefined;
}

/** At most this many words of chatter after an everyday name ("so good", "not proud lol"). */
const MAX_CHATTER_WORDS = 3;
/** Words after which the rest is a part of the food ("spaghetti with meatsauce"), never chatter. */
const JOINS_A_PART: ReadonlySet<string> = new Set(['with', 'w', 'and', 'n', 'or', 'of']);
/** Words that lead to where a food was eaten or bought. */
const PLACE_LEADS: ReadonlySet<string> = new Set(['from', 'at', 'in', 'on', 'by', 'near']);

/**
 * A reviewed everyday name followed by chatter ("a Big Mac so good", "a Whopper Jr at home",
 * "mcchicken maybe"): the name decides, and the chatter is set aside (named in the result). Before,
 * the words after the name kept it from the reviewed row, and the search found another food or
 * none. Chatter is function words, interjections and hedges, and words that alone find no food ("so
 * good", "proud"); never a word that does, a figure, a unit or a size ("yogurt chips" keeps its
 * chips, "a latte large" its size).
 */
export function reviewedBeforeChatter(ctx: FoodIndex, item: MealItem): { common: CommonMatch; left: string[] } | undefined {
  const words = item.foodText.split(/\s+/);
  // A word the search's own food for the whole phrase carries is the food's ("greek yogurt vanilla"):
  // searched once, and only when a word is neither plain nor a food of its own.
  let searched: Food | null | undefined;
  const carriedBySearch = (word: string) => {
    if (searched === undefined) searched = matchFood(ctx, item.foodText)?.food ?? null;
    return searched !== null && namedStems(searched).has(stem(word));
  };
  for (let cut = 1; cut <= Math.min(MAX_CHATTER_WORDS, words.length - 1); cut++) {
    const word = words.at(-cut)!;
    // A longer cut takes this word too: once one is a figure, a unit, a size or food, no cut is chatter.
    if (/\d/.test(word) || matchUnit([word], 0, true) || matchSize(word) !== undefined) return undefined;
    const chatter = PLAIN_WORDS.has(word) || INTERJECTIONS.has(word) || (matchFood(ctx, word) === undefined && !carriedBySearch(word));
    if (!chatter) return undefined;
    // What follows "with", "from", "at" … is a part or a place, read as such elsewhere, never chatter.
    if (JOINS_A_PART.has(words.at(-cut - 1)!)) return undefined;
    // With no amount said, chatter says so by a word of chat ("mcchicken maybe"): an unknown word
    // after a bare name is as often a describer ("spaghetti carbonara").
    const cutWords = words.slice(-cut);
    if (item.amount === undefined && !cutWords.some((w) => PLAIN_WORDS.has(w) || INTERJECTIONS.has(w))) continue;
    const common = commonFoodOf(ctx, { ...item, foodText: words.slice(0, -cut).join(' ') });
    // Where it came from ("from the festival stall") is no food and no word left unread: as a shop is, it goes unsaid.
    if (common) return { common, left: PLACE_LEADS.has(cutWords[0]!) ? [] : cutWords.filter((w) => !PLAIN_WORDS.has(w)) };
  }
  return undefined;
}

/** Household units that are the common food's own portion words. */
const UNIT_WORDS: Record<string, string[]> = {
  bowl: ['bowl'],
  plate: ['plate'],
  slice: ['slice', 'piece'],
  piece: ['piece', 'slice'],
  strip: ['strip', 'slice'],
  patty: ['patty'],
  // "an order of wings", "a serving of nuggets": a row that counts pieces (its one is one wing,
  // one nugget) serves its typical amount ("none": FNDDS's 2 wings, a 10-piece), never one piece.
  serving: ['serving', 'none', 'one'],
  // A row that counts pieces ("20 cheez-its") weighs its bag apart; other rows' one is the package.
  bag: ['bag'],
  // "a box of Kraft mac and cheese": the box's dry mix made up, where the row weighs it.
  box: ['box'],
};
/** Containers a packaged food comes in: one of them is one of the food ("a bag of Doritos", "a Snickers bar"). */
const PACKAGE_UNITS = new Set(['packet', 'package', 'bag', 'bar', 'box', 'container', 'can', 'bottle', 'cup', 'glass', 'mug']);

/** USDA's container words: a row's one weighed as one of them is that container, not another. */
const CONTAINER = /^1 (glass|cup|mug|can|bottle|bag|box|packet|package|pouch|carton|jar|container)\b/i;

/**
 * "a bottle of wine": the row's one is USDA's "1 glass", a container other than the one said, so
 * the food's own USDA portions weigh the bottle ("1/2 bottle" = 375 g: the bottle 750 g), never a glass.
 */
function otherContainer(one: readonly [number, string] | undefined, unit: string): boolean {
  const wording = one && /^(?:FNDDS|SR28) "([^"]+)"/.exec(one[1])?.[1];
  const container = wording ? CONTAINER.exec(wording)?.[1]?.toLowerCase() : undefined;
  return container !== undefined && container !== unit;
}

/**
 * Grams for the item from the food's portion words, or undefined when they do not answer it
 * (a mass or volume, or a word the food has no portion for: the USDA portions decide then).
 * `reviewed`: the item named a reviewed row, whose one-item portion answers counts and packages.
 */
export function commonGrams(item: MealItem, food: Food, row?: CommonFoodRow, db?: FoodDatabase): PortionAnswer | undefined {
  // A reviewed name's own portions ("Whopper Jr" and "Whopper" are one USDA food with two sizes).
  const portions = row ? { ...commonPortions(food.id), ...row.p } : commonPortions(food.id);
  const reviewed = row !== undefined;
  if (!portions) return undefined;
  const amount = item.amount;
  const unit = amount?.unit;
  if (unit && unit.kind !== 'household') return undefined;
  // "a 5-inch baguette": a portion FNDDS weighs with its length ("about 22\" long") weighs any
  // length of the same food in proportion; only when the item names no unit ("a 5-inch slice" is a slice).
  const long = amount?.inches && !unit ? lengthPortion(portions) : undefined;
  if (long) {
    const times = amount!.inches! / long.inches;
    return { grams: long.grams * times * (amount?.count ?? 1), basis: `${Math.round(times * 100) / 100} × ${long.basis}`, estimated: true };
  }
  // "a fun size Snickers", "a king-size bag": the food's own USDA portions weigh the band.
  // "a whole baguette": the whole item is USDA's, not the row's everyday one (a slice); so is the
  // item "half a baguette" is half of, when USDA weighs the noun said both whole and as a piece
  // (a row whose one is already the item, "half a clif bar", keeps it).
  // "a whole cinnabon": a row whose one is already the whole item keeps it; "whole" never asks
  // USDA for less than the item the row weighs (FNDDS's medium cinnamon roll is 90 g, the row 240 g).
  const noun = item.foodText.split(/\s+/).at(-1) ?? '';
  const ofWhole = (amount?.whole || (amount?.count ?? 1) < 1) && db !== undefined && hasWholePortion(db, food, noun);
  const count = amount?.count ?? 1;
  // "a 6 inch sub", "a footlong": FNDDS weighs the 6" submarine; a footlong is two of it. Before
  // any band: the inches of "a 6 inch turkey and cheese sub" were read before its last word, as a
  // small pizza's would be.
  if (amount?.inches && portions.sub6) {
    const [grams, basis] = portions.sub6;
    const times = amount.inches / 6;
    return { grams: grams * times * count, basis: times === 1 ? basis : `${times} × ${basis}`, estimated: false };
  }
  if (amount?.band || (ofWhole && !unit && !amount?.size)) return undefined;
  const words: string[] = [];
  // "a large bowl of rice": the size scales the row's bowl or plate, never asks for the food's large item.
  const sized = unit && db ? containerSize(db, unit.name, amount?.size) : undefined;
  if (amount?.size && !sized) words.push(amount.size);
  if (unit) {
    words.push(...(UNIT_WORDS[unit.name] ?? []));
    if (reviewed && PACKAGE_UNITS.has(unit.name) && !otherContainer(portions.one, unit.name)) words.push('one');
  } else if (reviewed) {
    // "tacos": a plural with no number is a few of the one item FNDDS counts, when the row gives
    // no typical amount of its own ("wings", "nuggets") and its one is an item, not an order or a pack.
    const noun = amount ? undefined : pluralNoun(item);
    const one = portions.one;
    if (noun && one && !portions.none && countsOneItem(one[1], noun)) {
      const few = fewOf(one[0], one[1], one[0]);
      if (few) return few;
    }
    words.push(amount ? 'one' : 'none', 'one');
  }
  for (const word of words) {
    const portion = portions[word];
    if (!portion) continue;
    const [plain, own] = portion;
    const grams = plain * (sized && word !== 'one' ? sized.factor : 1);
    const basis = sized && word !== 'one' ? `${own}, ${sized.basis}` : own;
    return { grams: grams * count, basis: count === 1 ? basis : `${count} × ${basis}`, estimated: sized !== undefined && word !== 'one' };
  }
  return undefined;
}

const LENGTH = /about (\d+(?:\.\d+)?)" long/;

/** The food's portion whose wording gives its length in inches, if one does. */
function lengthPortion(portions: Record<string, readonly [number, string]>): { grams: number; basis: string; inches: number } | undefined {
  for (const [grams, basis] of Object.values(portions)) {
    // The portion's own wording (before " = N g"), not the source note listing the others.
    const inches = Number(LENGTH.exec(basis.split(' = ')[0]!)?.[1]);
    if (inches > 0) return { grams, basis, inches };
  }
  return undefined;
}

/** The sides a reviewed name brings ("avocado toast": the avocado), as many times as the item is counted. */
export function commonSides(ctx: FoodIndex, match: CommonMatch, item: MealItem): Array<{ food: Food; answer: PortionAnswer }> {
  const times = item.amount && !item.amount.unit ? item.amount.count : 1;
  return (match.row.w ?? []).flatMap(([id, grams, basis]) => {
    const food = ctx.foods.get(id);
    return food ? [{ food, answer: { grams: grams * times, basis, estimated: false } }] : [];
  });
}

/**
 * "a small popcorn", "a large fries": a size asks for a food that comes in that size. When the
 * match has no portion of that size and another hit with the same head noun has one (movie
 * theater popcorn, fast-food fries), that food is what was meant.
 */
export function sizedFood(ctx: FoodIndex, item: MealItem, food: Food): Food | undefined {
  const size = item.amount?.size;
  // "a large bag of bagel chips" sizes the bag: only a bare size ("a large popcorn") asks for a sized food.
  if (!size || item.amount?.unit !== undefined) return undefined;
  if (commonPortions(food.id)?.[size]) return undefined;
  // The head noun in English order: "a medium cucumber, peeled" is headed by the cucumber, not
  // by "peeled" (which found "Potato, baked, peel eaten").
  const words = foodWords(item.foodText);
  const head = words.at(-1);
  if (!head) return undefined;
  const h = stem(head);
  // The match weighs that size of itself ("1 large egg", "1 small (6\" long)"): it answers.
  const own = OWN_SIZE[size] ?? new RegExp(`^1 ${size}\\b`, 'i');
  // A food FNDDS counts by the item in any size ("1 regular" pepper) is sized by its own items:
  // "a medium red pepper" is that pepper, not a medium fountain drink with "pepper" in its name.
  if (ctx.foods.portions(food.id).some((p) => (own.test(p.description) || ANY_SIZE.test(p.description)) && (!/\b(bag|package|box|container|can|bottle|cup|bowl)\b/i.test(p.description)))) return undefined;
  // Only foods that come in sizes and carry the head noun are candidates: no search for most items.
  const candidates = sizedFoodsByHead(ctx).get(h);
  if (!candidates) return undefined;
  // Only a food whose kind the words say (kind.ts), as for any candidate: "a large egg white" is no
  // "Egg salad sandwich on white", "a large yellow pepper" no "Soft drink, pepper type".
  const mention = mentionOf(ctx, words);
  // "a large fortune cookie": a sized food must name as many of the words said as the match
  // does; the plain sized cookie (no "fortune") would weigh a different food.
  const said = new Set(item.foodText.toLowerCase().split(/[^a-z]+/).filter(Boolean).map(stem));
  const namesSaid = (f: Food) => [...namedStems(f)].filter((w) => said.has(w)).length;
  // Of the sized foods the search ranks, the one naming the most words said (the first of equals).
  let best: { food: Food; named: number } | undefined;
  firstHit(ctx, item.foodText, 40, (hit) => {
    if (!candidates.has(hit.food.id) || !commonPortions(hit.food.id)?.[size] || !carries(ctx, mention, hit.food)) return false;
    const named = namesSaid(hit.food);
    if (named >= namesSaid(food) && (!best || named > best.named)) best = { food: hit.food, named };
    return false;
  });
  return best?.food;
}

const ANY_SIZE = /^1 (small|medium|large|regular|extra large)\b/i;
/** "1 large …" and the like: the match weighs that size of itself. */
const OWN_SIZE: Readonly<Record<Size, RegExp>> = { kids: /^1 kids\b/i, small: /^1 small\b/i, medium: /^1 medium\b/i, large: /^1 large\b/i };

/** Stemmed name word → ids of foods with size portion words (movie popcorn, fast-food fries, fountain drinks). */
const sizedFoodsByHead = derivedPerOwner((ctx: FoodIndex): Map<string, Set<string>> => {
  const map = new Map<string, Set<string>>();
  for (const row of commonFoodRows()) {
    if (!(row.p.small || row.p.medium || row.p.large || row.p.kids)) continue;
    const food = ctx.foods.get(row.id);
    if (!food) continue;
    for (const word of namedStems(food)) {
      let ids = map.get(word);
      if (!ids) map.set(word, (ids = new Set()));
      ids.add(row.id);
    }
  }
  return map;
});
