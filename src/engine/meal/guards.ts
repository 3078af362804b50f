import { countedItem, defaultPortion, stem, words, type Food, type PortionAnswer } from '../foods/index.js';
import type { FoodIndex } from '../foods/food-index.js';
import { derivedPerOwner } from '../cache/memo.js';
import { contentWords, matchFood, type MatchOptions } from './match.js';
import type { MealItem } from './parse.js';
import { countsOneItem, formatCount, headNoun, wordingOf } from './portion.js';

/*
 * Plausibility guards (docs/engine.md "Plausibility guards"): an answer whose food or grams
 * cannot be what the words meant is re-resolved, never returned. Each guard is about a kind of
 * mistake, with examples of its own in meal/guards.test.ts.
 */

/** Foods people put on or in another food: they are never the head of a dish's name. */
const TOPPING = /^(oil|oils|fats and oils|butter|margarine|shortening|lard|salad dressing|dressing|sugar|sugars|syrup|honey|jam|jelly|sweeteners?|mayonnaise|ketchup|mustard|condiments?|sauce|gravy|spread|seasoning|spices?|salt)\b/i;
/** Words a topping's name ends with ("peanut butter", "maple syrup", "ranch dressing"). */
const TOPPING_WORDS = new Set(['oil', 'butter', 'margarine', 'honey', 'syrup', 'jam', 'jelly', 'sugar', 'mayo', 'mayonnaise', 'ketchup', 'mustard', 'dressing', 'sauce', 'gravy', 'spread', 'nutella', 'ranch', 'salsa', 'hummus', 'cream']);
const isTopping = (food: Food) => TOPPING.test(food.name) || TOPPING.test(food.category);

/** Heads that say how a food comes (a mix, a powder) or that it is mixed, never which food. */
const FORM_HEAD = /^(?:mix|mixes|mixture|mixtures|blend|blends|powder|concentrate)$/;

export interface HeadFix {
  food: Food;
  /** The words before the head ("peanut butter" of "peanut butter toast"): a topping kept beside it. */
  rest: string;
}

/**
 * Guard "wrong head": the words' head noun (English puts it last) names a food, and the match
 * is a topping that only a modifier named ("toast" is bread, not peanut oil by the cupful;
 * "honey toast", "butter noodles"). Re-resolved as the head food, the modifier kept as a topping.
 */
export function wrongHeadFor(ctx: FoodIndex, item: MealItem, food: Food, options: MatchOptions): HeadFix | undefined {
  if (!isTopping(food)) return undefined;
  const words = contentWords(item.foodText);
  if (words.length < 2) return undefined;
  const head = words.at(-1)!;
  // "gravy mix", "a butter-oil mixture", "cocoa powder": a head that says only the form the food
  // is in, or that it is mixed, is no food of its own ("Trail mix", "Flavored rice mixture").
  if (FORM_HEAD.test(head)) return undefined;
  const named = food.name.toLowerCase().split(/[^a-z]+/).map(stem);
  if (named.includes(stem(head))) return undefined;
  const alone = matchFood(ctx, head, options);
  if (!alone || isTopping(alone.food)) return undefined;
  return { food: alone.food, rest: words.slice(0, -1).join(' ') };
}

/** Below this a "large"/"medium order" is one piece of the food, not a portion of it. */
const MIN_SIZED_GRAMS = 20;
const SIZE_FACTOR = { kids: 0.5, small: 0.75, medium: 1, large: 1.25 } as const;
/** USDA portions that weigh one piece or slice of anything ("1 piece/slice, any size", "1 piece"). */
const GENERIC_PIECE = /"1 (piece|slice|piece\/slice)(, any size)?"|"1 (piece|slice)"|^1 (piece|slice)/;
/** A whole dish is at least this many of its generic pieces' typical portion. */
const PIECE_SHARE = 1 / 3;

/**
 * "a small cookie", "a large shrimp", "a small cracker": a size before ONE counted thing (a
 * singular noun, no unit) answered by a USDA portion that weighs that very item ("1 cracker",
 * "1 small cake", "1 large/jumbo shrimp": the portion's wording names a word said or the size said)
 * is that item, not a portion of the food. Still a portion: a plural or mass word after the size
 * ("large fries", "a small tots"), and an answer that is some other piece ("a large bacon" as
 * "1 medium slice", "a small jerky" as "1 strip"). A noun ending in "s" is taken as a plural.
 */
const BAND_WORDING = /\b(bite|miniature|mini|fun|snack|king|sharing)\b/;
const SIZE_WORDS = new Set(['small', 'medium', 'large', 'regular', 'jumbo', 'extra', 'any', 'size']);
function oneSizedItem(item: MealItem, answer: PortionAnswer): boolean {
  const size = item.amount?.size;
  if (!size || item.amount?.unit || (item.amount?.count ?? 1) !== 1) return false;
  const noun = headNoun(item.foodText);
  if (noun === undefined || noun.length <= 2 || noun.endsWith('s')) return false;
  const wording = wordingOf(answer.basis);
  // One item, of no band ("1 bar bite size", "10 Butterfinger BB's" are not a small bar).
  if (!/^1 /.test(wording) || BAND_WORDING.test(wording)) return false;
  // The portion counts a word the person said ("1 sandwich" of "a small sandwich cookie").
  const text = new Set(words(item.foodText).map(stem));
  return words(wording).some((w) => w.length > 2 && !SIZE_WORDS.has(w) && text.has(stem(w))) || (size === 'medium' ? /\b(medium|regular)\b/ : new RegExp(`\\b${size}\\b`)).test(wording);
}

/** The FNDDS package band a size said means ("1 fun/snack size" for a small one). */
const BAND_OF_SIZE: Partial<Record<string, RegExp>> = {
  small: /^1 fun\/snack size$/,
  medium: /^1 pouch\/regular size$/,
  large: /^1 large\/king size$/,
};
function bandOfSize(ctx: FoodIndex, food: Food, size: string): { description: string; grams: number } | undefined {
  const band = BAND_OF_SIZE[size];
  return band ? ctx.foods.portions(food.id).find((p) => band.test(p.description.trim()) && p.grams > 0) : undefined;
}

/** FNDDS's candy categories ("Candy containing chocolate", "Candy not containing chocolate"). */
const CANDY = /^candy\b/i;
/**
 * One of what USDA names in the plural ("one potato tot" of "Potato tots", "a chicken nugget" of
 * "Chicken nuggets"), or said to be single ("a single ravioli"): the piece itself, not a whole dish.
 */
function saidOnePiece(item: MealItem, food: Food): boolean {
  if (/\bsingle\b/i.test(item.text)) return true;
  const noun = headNoun(item.foodText);
  if (noun === undefined) return false;
  // "6 tater tots" of "Potato tots", "8 ravioli" of "Ravioli", "5 mushrooms" of "Mushrooms": a
  // number said of the very word USDA names the food by counts its pieces, each USDA's "1 piece"
  // (six tots had been six plates of them, 390 g). A noun the name does not hold ("2 tuna rolls"
  // of "Sushi roll", "steaks" of "Beef, steak") is still a whole item each.
  // A count of candy is candies: FNDDS weighs candy by its package bands, and its "1 piece" is one candy ("6 gummy bears").
  if (item.amount?.explicit && (item.amount.count ?? 1) >= 2 && (words(food.name).includes(noun) || CANDY.test(food.category))) return true;
  if (/s$/.test(noun)) return false;
  return words(food.name).some((w) => w !== noun && /s$/.test(w) && stem(w) === stem(noun));
}

/**
 * Guards on grams:
 * - "size of one piece": a size or an order ("large fries", "a medium order of onion rings")
 *   answered by one piece (a fry, a ring) is the food's typical portion at that size;
 * - "piece for the whole": a counted dish ("a ribeye steak", "a california roll") answered by a
 *   generic USDA piece or slice under a third of its typical portion is the typical portion.
 */
export function plausibleGrams(ctx: FoodIndex, item: MealItem, food: Food, answer: PortionAnswer): PortionAnswer {
  const amount = item.amount;
  const count = amount?.count ?? 1;
  if (!(count > 0)) return answer;
  const perItem = answer.grams / count;
  // "20 small clams" counts small items; "large fries", "a medium order" ask for a portion.
  // A band ("fun size", "miniature") is a small package FNDDS weighs as such, not one piece.
  const sized = (amount?.size !== undefined && !amount.explicit && !amount.band && !oneSizedItem(item, answer)) || amount?.unit?.name === 'serving';
  if (sized && perItem < MIN_SIZED_GRAMS && !isTopping(food) && (!amount?.unit || amount.unit.kind === 'household')) {
    // "a small caramel candy bar": FNDDS weighs candy by its package bands, and a size said of one is
    // that band ("small" its fun/snack size), not a share of the whole pouch.
    const band = amount?.size !== undefined ? bandOfSize(ctx, food, amount.size) : undefined;
    if (band) return { grams: band.grams * count, basis: `a ${amount!.size} one is FNDDS's band: ${count === 1 ? '' : `${count} × `}"${band.description}" = ${band.grams} g`, estimated: false };
    const typical = defaultPortion(ctx.foods, food);
    const factor = SIZE_FACTOR[amount?.size ?? 'medium'];
    return {
      grams: typical.grams * factor * count,
      basis: `a ${amount?.size ?? 'serving'} is a portion, not one piece: ${factor === 1 ? '' : `${factor} × `}${typical.basis}`,
      estimated: true,
    };
  }
  const counted = countedSmallItems(ctx, item, food, answer);
  if (counted) return counted;
  if (amount && !amount.unit && count >= 1 && GENERIC_PIECE.test(answer.basis) && !saidOnePiece(item, food)) {
    const typical = defaultPortion(ctx.foods, food);
    if (perItem < typical.grams * PIECE_SHARE) {
      return { grams: typical.grams * count, basis: `one whole item, not one piece: ${count === 1 ? '' : `${count} × `}${typical.basis}`, estimated: typical.estimated };
    }
  }
  return answer;
}

/**
 * Guard "counted small items" (Session 16, countport): "about 30 pistachios", "pretzel rods, 3",
 * "2 onion rings" — a count of items the person names, answered per item by a serving, an ounce,
 * a bag or an order (30 × 28 g of pistachios, 4,800 kcal), or by another item than the one
 * named (a 3 g pretzel for a rod). Where USDA weighs one of the noun said for the food or its
 * kind (`countedItem`: "1 rod", "1 ring", "1 chip", "1 nut"), each counted item is that one.
 * The bound: N of them never weigh more than N of the largest such item USDA lists for the
 * kind. An answer that already counts the noun said ("1 medium strawberry") stands.
 */
const NOT_COUNTED_ITEMS = /\b(packs?|packets?|packages?|bags?|box(?:es)?|orders?|servings?|portions?|bowls?|cups?|plates?|handfuls?|sides?|containers?|tubs?|cans?)\b/i;
/** The heaviest one item counted as a small item: an ounce, the size of one serving of nuts or chips. */
const MAX_SMALL_ITEM_G = 28.35;
function countedSmallItems(ctx: FoodIndex, item: MealItem, food: Food, answer: PortionAnswer): PortionAnswer | undefined {
  const amount = item.amount;
  if (!amount || amount.unit || !(amount.count >= 1) || amount.size || amount.band) return undefined;
  // "a 100-calorie pack of chips", "an order of rings": a container or serving said is no count of items.
  // (The cheapest test first: each of these only declines, so their order changes no answer.)
  if (NOT_COUNTED_ITEMS.test(item.text)) return undefined;
  const noun = headNoun(item.foodText);
  if (!noun || countsOneItem(answer.basis, noun)) return undefined;
  // An answer whose USDA wording names the noun said weighs that item already ("1 Belgian
  // waffle", "1 personal pan pizza", a reviewed row's "1 bar"): its size is not second-guessed.
  const wording = wordingOf(answer.basis);
  if (words(wording).map(stem).includes(stem(noun))) return undefined;
  const one = countedItem(ctx.foods, food, noun);
  // Small items only (a serving holds several of them): a roast, a steak or a rack is weighed
  // by its own rules, and USDA's list of one-item weights for it is no bound.
  if (!one || one.largest > MAX_SMALL_ITEM_G) return undefined;
  // Nor one that counts the food by a word of its own name ("1 matzo" of "Crackers, matzo", "1 bar"
  // of a granola bar): the food's own item, unless the noun said is a piece of it USDA weighs (a rod).
  const counts = /^1 (?:(?:small|medium|large|regular|extra|or|any size)[\s,/]+)*([a-z]+)/.exec(wording)?.[1];
  if (!one.named && counts && words(food.name).map(stem).includes(stem(counts))) return undefined;
  const perItem = answer.grams / amount.count;
  const tooHeavy = perItem > one.largest * 1.01;
  if (!tooHeavy && !(one.named && Math.abs(perItem - one.grams) > 0.01 * one.grams)) return undefined;
  const count = amount.count;
  return { grams: one.grams * count, basis: `${count === 1 ? '' : `${formatCount(count)} × `}${one.basis} (a count of small items is that many items)`, estimated: true };
}

/**
 * Guard "topping dropped": the words before the head name a topping the matched dish does not
 * mention ("honey toast" matched plain toast, "butter noodles" plain noodles): the topping is
 * kept beside the dish, sized as an accompaniment, so a dish named with its topping keeps both.
 */
export function toppingBeside(ctx: FoodIndex, item: MealItem, food: Food): Food | undefined {
  const words = contentWords(item.foodText);
  if (words.length < 2 || isTopping(food)) return undefined;
  const rest = words.slice(0, -1);
  // Only words that can name a topping are searched: most dishes' modifiers cost nothing here.
  if (!rest.some((w) => TOPPING_WORDS.has(w))) return undefined;
  const named = food.name.toLowerCase().split(/[^a-z]+/).map(stem);
  if (rest.some((w) => named.includes(stem(w)))) return undefined;
  const topping = matchFood(ctx, rest.join(' '));
  return topping && topping.score >= 0.9 && isTopping(topping.food) ? topping.food : undefined;
}

/** A variant USDA names for a drink or food made without sugar: ", sugar free", ", diet", ", low calorie". */
const LIGHT_SEGMENT = /,\s*(?:sugar[- ]free|diet|low calorie|reduced calorie|low calorie or diet)(?=,|\s\(|$)/i;
/** Words that ask for that variant ("diet", "zero sugar", "sweetened with aspartame"). */
const SAYS_LIGHT = /\b(?:diet|sugar[- ]?free|sugarless|no[- ]sugar|zero[- ]sugar|zero|low[- ]cal(?:orie)?s?|low in (?:calories|sugar)|no[- ]calorie|reduced[- ](?:calorie|sugar)|aspartame|sucralose|saccharin|stevia|splenda|artificially sweetened|light|lite|skinny)\b/i;
/** The stronger of them, enough to leave a food with sugar for its sugar-free sibling. */
const ASKS_LIGHT = /\b(?:diet|sugar[- ]?free|sugarless|zero[- ]sugar|low[- ]cal(?:orie)?s?|low in calories|no[- ]calorie|aspartame|sucralose|saccharin|artificially sweetened)\b/i;

/** Every food by its lower-case name (the first of two that share one). */
const foodsByName = derivedPerOwner((foods: FoodIndex['foods']) => {
  const map = new Map<string, Food>();
  for (const food of foods.foods()) if (!map.has(food.name.toLowerCase())) map.set(food.name.toLowerCase(), food);
  return map;
});
const foodNamed = (ctx: FoodIndex, name: string): Food | undefined => foodsByName(ctx.foods).get(name.toLowerCase());

/**
 * Guard "sugar said or not": USDA often lists a drink twice ("Energy drink (Rockstar)" and
 * "Energy drink, sugar free (Rockstar)"; "Soft drink, cola" and "Soft drink, cola, diet"), and
 * the words decide. A sugar-free variant the text never asks for is its sibling with sugar; a
 * food with sugar when the text asks for diet, sugar-free or a sweetener is its light sibling.
 * Only exact USDA siblings (the same name without or with the segment) are taken.
 */
export function saidSugarVariant(ctx: FoodIndex, item: MealItem, food: Food): Food | undefined {
  const light = LIGHT_SEGMENT.exec(food.name);
  if (light) {
    if (SAYS_LIGHT.test(item.text)) return undefined;
    return foodNamed(ctx, food.name.replace(LIGHT_SEGMENT, ''));
  }
  if (!ASKS_LIGHT.test(item.text)) return undefined;
  const paren = food.name.indexOf(' (');
  const [stemName, tail] = paren >= 0 ? [food.name.slice(0, paren), food.name.slice(paren)] : [food.name, ''];
  for (const segment of [', diet', ', sugar free', ', sugar-free', ', low calorie']) {
    const sibling = foodNamed(ctx, `${stemName}${segment}${tail}`);
    if (sibling) return sibling;
  }
  return undefined;
}

/** How USDA names a canned food drained or with its liquid: left out, the names of one food's two forms are the same. */
const CAN_FORM = /,\s*(?:drained(?: solids)?|solids and liquids)\b|\s+pack\b/gi;
const DRAINED = /,\s*drained\b/i;
const canKey = (name: string) => name.toLowerCase().replace(CAN_FORM, '').replace(/\s+/g, ' ').trim();
/** Canned foods by their name without the can's form: a food's drained and undrained forms share a key. */
const cansByKey = derivedPerOwner((foods: FoodIndex['foods']) => {
  const map = new Map<string, Food[]>();
  for (const f of foods.foods()) {
    if (!/solids and liquids|drained/i.test(f.name)) continue;
    const key = canKey(f.name);
    map.set(key, [...(map.get(key) ?? []), f]);
  }
  return map;
});

/**
 * Guard "drained or not": USDA weighs most canned fruit both drained and with its syrup or juice
 * ("Pears, canned, heavy syrup, drained" and "Pears, canned, heavy syrup pack, solids and
 * liquids"). A can is eaten with what it holds unless the words say it was drained.
 */
export function saidCanForm(ctx: FoodIndex, item: MealItem, food: Food): Food | undefined {
  if (!DRAINED.test(food.name) || /\bdrain/i.test(item.text)) return undefined;
  return cansByKey(ctx.foods).get(canKey(food.name))?.find((f) => /solids and liquids/i.test(f.name));
}

/** SR's categories of meat, poultry and fish: listed raw and cooked, eaten cooked. */
const MEAT_CATEGORIES = new Set(['Beef Products', 'Pork Products', 'Lamb, Veal, and Game Products', 'Poultry Products', 'Finfish and Shellfish Products']);
/** SR's raw form, a comma segment of its own ("…, choice, raw"; "…, raw (Alaska Native)"). */
const RAW_SEGMENT = /,\s*raw(?=,|\s\(|$)/i;
/** Words that say a meat or fish is eaten raw or was weighed before cooking. */
const SAYS_RAW = /\b(?:raw|uncooked|tartare|tartar|carpaccio|sashimi|sushi|poke|ceviche|crudo|kitfo|yukhoe|cured|smoked|dried|jerky|before cooking|uncooked weight|raw weight)\b/i;
/** How SR names the cooked forms, in the order a steak, a breast or a fillet is most often cooked. */
const COOKED_ORDER = ['grilled', 'broiled', 'roasted', 'dry heat', 'pan-fried', 'pan-broiled', 'baked', 'braised', 'simmered', 'stewed', 'moist heat', 'boiled', 'fried'];
/** Cooked SR meats by the name before their cooked segment. */
const cookedByStem = derivedPerOwner((foods: FoodIndex['foods']) => {
  const map = new Map<string, Food[]>();
  for (const f of foods.foods()) {
    if (!MEAT_CATEGORIES.has(f.category)) continue;
    const at = f.name.toLowerCase().search(/,\s*cooked\b/);
    if (at < 0) continue;
    const key = f.name.slice(0, at).toLowerCase().replace(/\s+/g, ' ');
    map.set(key, [...(map.get(key) ?? []), f]);
  }
  return map;
});
const cookingOf = (name: string) => name.toLowerCase().replace(/^.*?,\s*cooked,?\s*/, '');

/**
 * Guard "raw unsaid": SR lists a cut raw and cooked ("Beef, short loin, porterhouse steak, …,
 * raw" and "…, cooked, grilled"), and a name that carries every word said fits both. Meat, poultry
 * and fish are eaten cooked, and the raw figures are not the plate's (a cut loses water and fat
 * as it cooks, so a portion weighs differently and holds more per gram): unless the words say raw
 * (sashimi, tartare, an uncooked weight), the raw form is its cooked sibling — the cooking said
 * if SR has it, else the first of COOKED_ORDER SR lists.
 */
export function saidRawForm(ctx: FoodIndex, item: MealItem, food: Food): Food | undefined {
  if (!MEAT_CATEGORIES.has(food.category) || SAYS_RAW.test(item.text)) return undefined;
  const raw = RAW_SEGMENT.exec(food.name);
  if (!raw) return undefined;
  const siblings = cookedByStem(ctx.foods).get(food.name.slice(0, raw.index).toLowerCase().replace(/\s+/g, ' '));
  if (!siblings) return undefined;
  const text = item.text.toLowerCase();
  const said = siblings.find((f) => cookingOf(f.name).split(/,\s*/).some((way) => way.length > 2 && (text.includes(way) || text.includes(way.replace(/-/g, ' ')))));
  if (said) return said;
  for (const way of COOKED_ORDER) {
    const sibling = siblings.find((f) => cookingOf(f.name).startsWith(way));
    if (sibling) return sibling;
  }
  return siblings[0];
}
