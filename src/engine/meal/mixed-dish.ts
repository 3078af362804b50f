import { stem, type Food } from '../foods/index.js';
import type { FoodIndex } from '../foods/food-index.js';
import { derivedPerOwner } from '../cache/memo.js';
import type { MealItem } from './parse.js';
import { itemGrams } from './portion.js';
import { restaurantDish } from './restaurant-dish.js';
import { DESCRIPTORS } from './parse.js';
import type { ResolvedItem } from './resolve.js';

/**
 * FNDDS weighs a family of mixed dishes by the cup of the whole: a meat, often a starch, and
 * vegetables "including" or "excluding carrots, broccoli, and dark-green leafy", in a sauce
 * ("Pork, potatoes, and vegetables including carrots, broccoli, and/or dark-green leafy;
 * tomato-based sauce"; 155 of them). People list those parts one by one ("a cup of pork with
 * potatoes and mixed vegetables in a tomato sauce"), and each part read as a food of its own
 * weighs the cup again. A text that names the family's parts is its one dish.
 */
interface MixedDish {
  food: Food;
  meats: string[];
  starch: string | undefined;
  excluding: boolean;
  sauce: string;
}

const NAME = /^(.+?),?\s+and vegetables,?\s+(including|excluding)\b[^;]*;\s*(.*)$/i;
/** The family's sauces, each with the words a person says for it. */
const SAUCES: ReadonlyArray<readonly [RegExp, RegExp]> = [
  [/tomato/, /\btomato\b/],
  [/soy/, /\bsoy\b/],
  [/cheese sauce/, /\bcheese sauce\b/],
  [/cream sauce|mushroom sauce/, /\b(cream|white|mushroom) sauce\b/],
  [/gravy/, /\bgravy\b/],
];
const STARCHES = ['potatoes', 'noodles', 'rice', 'stuffing', 'tofu', 'dumplings'];
/** What a person says for each starch. */
const STARCH_WORDS: Readonly<Record<string, RegExp>> = {
  potatoes: /\bpotato(es)?\b/,
  noodles: /\bnoodles?\b/,
  rice: /\brice\b/,
  stuffing: /\bstuffing\b/,
  tofu: /\btofu\b/,
  dumplings: /\bdumplings?\b/,
};
/** What a person says for each meat ("seafood" is FNDDS's shellfish mixture). */
const MEAT_WORDS: Readonly<Record<string, RegExp>> = {
  chicken: /\bchicken\b/, turkey: /\bturkey\b/, beef: /\bbeef\b/, pork: /\bpork\b/, ham: /\bham\b/, lamb: /\blamb\b/, mutton: /\bmutton\b/,
  venison: /\bvenison\b/, deer: /\bdeer\b/, fish: /\bfish\b/, shrimp: /\bshrimp\b/, sausage: /\bsausage\b/, tofu: /\btofu\b/,
  shellfish: /\b(shellfish|seafood)\b/, corned: /\bcorned beef\b/,
};
/** The words a description of the family's dishes is made of (besides meats and descriptions). */
const FAMILY_WORDS = new Set(
  ('vegetables vegetable veggies mixed assorted various variety varieties kinds types assortment medley blend mix of and or with in a an the no not any ' +
    'including excluding except without minus other than free carrots carrot broccoli dark green dark-green leafy greens potatoes potato noodles noodle rice ' +
    'stuffing tofu dumplings dumpling sauce tomato tomato-based soy soy-based cheese cream white mushroom gravy turkey mutton deer seafood shellfish corned plain all some such as cup bowl serving ' +
    // what is left of the verbs that join the parts ("accompanied by", "a side of", "combined with")
    'by side together along combination').split(' '),
);

/** Said of the vegetables: they leave carrots, broccoli and greens out. */
const EXCLUDING = /\b(excluding|except|not including|without|minus|other than|no|free of|avoiding|leaving out|omitting)\b[^.;]*\b(carrots?|broccoli|dark[- ]green|leafy)\b/;
const NO_POTATOES = /\b(excluding|except|not including|without|minus|no|free of|avoiding|omitting)\b[^.;]*\bpotato(es)?\b/;
const NO_SAUCE = /\b(no|without|free of|any) (any )?sauce\b|\bwithout (any )?sauce\b|\bno sauce\b/;

const families = derivedPerOwner((ctx: FoodIndex): MixedDish[] => {
  const out: MixedDish[] = [];
  for (const food of ctx.foods.foods()) {
    if (food.source !== 'fndds') continue;
    const m = NAME.exec(food.name);
    if (!m) continue;
    const heads = m[1]!.toLowerCase().split(/,\s*/).map((s) => s.trim());
    const starch = heads.length > 1 && STARCHES.includes(heads.at(-1)!) ? heads.pop() : undefined;
    const meats = heads.join(' ').split(/\s+or\s+|\s+/).filter((w) => w in MEAT_WORDS || w === 'corned');
    if (meats.length === 0) continue;
    const rest = m[3]!.toLowerCase();
    const sauce = /no sauce/.test(rest) ? 'none' : SAUCES.find(([named]) => named.test(rest))?.[0].source ?? 'other';
    out.push({ food, meats: meats.includes('corned') ? ['corned'] : meats, starch, excluding: m[2]!.toLowerCase() === 'excluding', sauce });
  }
  return out;
});

/** The one FNDDS dish of the family the text names, when it names one (undefined otherwise). */
export function mixedDishOf(ctx: FoodIndex, text: string): Food | undefined {
  const lower = text.toLowerCase();
  // The vegetables are said as such, or as two of the three the family names ("carrots and broccoli").
  const named = [/\bcarrots?\b/, /\bbroccoli\b/, /\b(dark[- ]green|leafy|greens)\b/].filter((v) => v.test(lower)).length;
  if (!/\b(vegetables?|veggies)\b/.test(lower) && named < 2) return undefined;
  const saidMeats = Object.keys(MEAT_WORDS).filter((meat) => MEAT_WORDS[meat]!.test(lower));
  if (saidMeats.length === 0) return undefined;
  const excluding = EXCLUDING.test(lower);
  const noPotatoes = NO_POTATOES.test(lower);
  const saidStarches = STARCHES.filter((s) => STARCH_WORDS[s]!.test(lower) && !(s === 'potatoes' && noPotatoes) && !(s === 'tofu' && saidMeats.length === 1 && saidMeats[0] === 'tofu'));
  const saidSauce = NO_SAUCE.test(lower) ? 'none' : SAUCES.find(([, said]) => said.test(lower))?.[0].source;
  const fits = families(ctx).filter((dish) => {
    if (dish.excluding !== excluding) return false;
    // Every meat said is the dish's ("chicken or turkey" answers either), and the dish's meat is said.
    if (!dish.meats.some((m) => saidMeats.includes(m))) return false;
    if (saidMeats.some((m) => !dish.meats.includes(m) && !(dish.starch === 'tofu' && m === 'tofu') && !(m === 'beef' && dish.meats.includes('corned')))) return false;
    if (dish.meats.includes('corned') && !saidMeats.includes('corned')) return false;
    const starches = saidStarches.filter((s) => !dish.meats.includes(s));
    if (starches.length > 1 || (starches[0] ?? undefined) !== dish.starch) return false;
    return saidSauce === undefined ? dish.sauce === 'none' : dish.sauce === saidSauce;
  });
  return fits.length === 1 ? fits[0]!.food : undefined;
}

/**
 * The items of one sentence read as the family's one dish, weighed by the first item's amount
 * (a later part with an amount of its own is a food of its own: then nothing is read here).
 */
export function asMixedDish(ctx: FoodIndex, text: string, items: readonly MealItem[]): ResolvedItem[] | undefined {
  // "… and a side of mixed vegetables": one serving said of a part is how it was served, not a second amount.
  const ownAmount = (item: MealItem) => item.amount?.explicit && !(item.amount.count === 1 && item.amount.unit?.name === 'serving');
  if (items.length === 0 || items.some((item, k) => k > 0 && (item.link === 'hard' || ownAmount(item)))) return undefined;
  const restaurant = restaurantParts(ctx, text, items);
  if (restaurant) return restaurant;
  // Only words of the family: "beef stew with vegetables" is a stew, "a chicken salad with vegetables" a salad.
  const words = items.flatMap((i) => i.foodText.toLowerCase().split(/[^a-z-]+/)).filter(Boolean);
  if (!words.every((w) => FAMILY_WORDS.has(w) || w in MEAT_WORDS || DESCRIPTORS.has(w) || /(ed|ly)$/.test(w))) return undefined;
  const food = mixedDishOf(ctx, text);
  if (!food) return undefined;
  const first = items[0]!;
  const last = items.at(-1)!;
  const item: MealItem = { ...first, foodText: items.map((i) => i.foodText).join(' '), modifiers: [], span: { start: first.span.start, end: last.span.end }, text: text.slice(first.span.start, last.span.end) };
  const portion = itemGrams(ctx, item, food);
  return [{ item, food, grams: portion.grams, basis: portion.basis, estimated: portion.estimated, notes: [] }];
}

/** The words of a restaurant dish's own name ("Restaurant, Chinese, beef and vegetables" → beef, vegetable). */
const dishWords = (food: Food) => new Set(food.name.replace(/^Restaurant, [^,]+, /, '').toLowerCase().split(/[^a-z]+/).filter((w) => w.length > 2).map(stem));

/**
 * "an order of beef and veggies from the Chinese place": SR's restaurant dish of those parts
 * ("Restaurant, Chinese, beef and vegetables", weighed by its order), before FNDDS's home dish of
 * the family above, and where the parser cut it into beef and vegetables before `restaurantDish`
 * could see the dish's words together. Only when every part names a word of the dish ("beef and
 * vegetables and an egg roll" are two dishes).
 */
function restaurantParts(ctx: FoodIndex, text: string, items: readonly MealItem[]): ResolvedItem[] | undefined {
  if (items.length === 0) return undefined;
  const first = items[0]!;
  const last = items.at(-1)!;
  const item: MealItem = { ...first, foodText: items.map((i) => i.foodText).join(' and '), modifiers: [], span: { start: first.span.start, end: last.span.end }, text: text.slice(first.span.start, last.span.end) };
  const food = restaurantDish(ctx, item, text);
  if (!food) return undefined;
  const named = dishWords(food);
  const partNames = (part: MealItem) => part.foodText.toLowerCase().split(/\s+(?:from|at)\s+/)[0]!.split(/[^a-z]+/).some((w) => w.length > 2 && named.has(stem(/^veg(gies?)?$/.test(w) ? 'vegetables' : w)));
  if (!items.every(partNames)) return undefined;
  const portion = itemGrams(ctx, item, food);
  return [{ item, food, grams: portion.grams, basis: portion.basis, estimated: portion.estimated, notes: [] }];
}
