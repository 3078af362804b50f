import { defaultPortion, MASS_GRAMS, portionGrams, stem, words, type Food, type PortionAnswer } from '../foods/index.js';
import { matchSize } from './units.js';
import type { FoodIndex } from '../foods/food-index.js';
import { saidForm } from '../foods/portion-forms.js';
import type { MealItem } from './parse.js';

/*
 * Grams for an item: exact for mass units, through the food's own USDA portions for
 * everything else, and a documented default when the text gives no amount. Never a silent
 * 100 g: every answer says how it was found (`basis`).
 */

const FL_OZ_ML = 29.5735295625;
const DRINK = /beverage|juice|milk|coffee|tea\b|soft drink|soda|beer|wine|liquor|cocktail|water|smoothie|shake|drink|nectar|lemonade|kombucha|soymilk/i;
// "milk chocolate" coats a bar or a candy: no drink.
const NOT_DRINK = /dry|powder|evaporated|condensed|cheese|chocolate milk candy|milk chocolate/i;
/** Foods that come as a spoonful or a pat on something else, never as a plateful. */
// Whole words (a plural allowed): inside a word they name something else ("boiled" is no oil,
// a cheeseburger no cheese on the side).
const CONDIMENT = /\b(?:butter|margarine|fat|oil|cream|sauce|dressing|syrup|honey|jam|jelly|preserves|sugar|sweetener|ketchup|mustard|mayonnaise|condiment|dip|spread|gravy|salsa|relish|topping|milk|creamer|cheese|salt|spice|herb|pepper|seasoning)(?:e?s)?\b/i;

/** About three tablespoons: more than that on the side is a dish of its own, not a topping. */
const MAX_SIDE_SPOONS_G = 45;

const SEASONING = /\b(spices?|herbs?|seasonings?|salt, table|pepper, black|salt)\b(?!ed)/i;

/**
 * What follows the food's own name: where it came from ("… from Pizza Hut", "… at the diner")
 * or what it was served with ("pizza with meat and vegetables on thick crust").
 */
// "topped", "filled", "stuffed", "served" end the name only before what they were done with: in
// "a cream filled donut", "a stuffed crust pizza" they describe the noun that follows.
// "squares made with fruit and nuts": how it was made follows the name as "with" does.
const AFTER_NAME = /\s(from|at|with|featuring|(?:topped|filled|stuffed|served|made|prepared|cooked|baked)(?=\s(?:with|in|on|over|at|from|using)\s)|containing|including|on)\s.*$/;

/** The person's noun for the food: English puts it last ("chocolate cake" → "cake"), before a place or a "with". */
export function headNoun(foodText: string): string | undefined {
  const lower = foodText.toLowerCase();
  return (lower.replace(AFTER_NAME, '').match(/[a-z]+/g) ?? lower.match(/[a-z]+/g))?.at(-1);
}

/** "4 balls of gefilte fish": the plural before "of" is what was counted, not the food's last word. */
function countedNoun(foodText: string): string | undefined {
  return /^([a-z]+s) of\s/i.exec(foodText.trim())?.[1]?.toLowerCase();
}

/**
 * "three egg scramble", "a 2 egg omelet": a count said right before a word of the food's own name
 * that FNDDS counts the food by ("Egg omelet or scrambled egg": "1 egg" = 55 g) counts that, what
 * the dish is made from, not the dish: three servings of a scramble (330 g) were three scrambles.
 * Only a singular word before the head ("egg" of "egg scramble"), never the head itself, and
 * only when a portion counts exactly that word: "egg rolls", "egg whites" are counted as themselves.
 */
function madeFromCounted(db: FoodIndex['foods'], item: MealItem, food: Food): string | undefined {
  if (!item.amount?.explicit) return undefined;
  const words = item.foodText.toLowerCase().match(/[a-z]+/g) ?? [];
  const first = words[0];
  if (first === undefined || words.length < 2 || isPlural(first)) return undefined;
  if (!food.name.toLowerCase().split(/[^a-z]+/).includes(first)) return undefined;
  const one = new RegExp(`^1 ${first}$`, 'i');
  return db.portions(food.id).some((p) => p.grams > 0 && one.test(p.description)) ? first : undefined;
}

/** How it was cooked, said after the noun ("2 eggs scrambled", "a couple eggs, fried"). */
const DONENESS_AFTER = /(\s+(scrambled|fried|poached|boiled|hard-boiled|soft-boiled|baked|grilled|steamed|roasted|toasted))+$/i;
/** The words with how it was cooked left off their end: the counted noun is before them. */
function withoutTrailingDoneness(foodText: string): string {
  return foodText.replace(DONENESS_AFTER, '') || foodText;
}

/** "a 100-calorie pack", "a package … that has 100 calories": the pack FNDDS weighs for 100 snacks ("1 100 calorie package"). */
const HUNDRED_CALORIES = /\b100[- ]?(?:calorie|cal|kcal)s?\b/i;
export function hundredCaloriePack(db: FoodIndex['foods'], item: MealItem, food: Food): PortionAnswer | undefined {
  if (!HUNDRED_CALORIES.test(item.text) || (item.amount?.unit && item.amount.unit.kind !== 'household')) return undefined;
  const pack = db.portions(food.id).find((p) => p.grams > 0 && /^1 100 calorie (package|pack|bag)\b/i.test(p.description));
  if (!pack) return undefined;
  const count = item.amount?.count ?? 1;
  return { grams: pack.grams * count, basis: `${formatCount(count)} × ${pack.description} = ${pack.grams} g (FNDDS portion)`, estimated: false };
}

/** The word before the person's noun ("new" of "roasted new potato"), which may name the item FNDDS counts. */
function wordBeforeNoun(foodText: string): string | undefined {
  const lower = foodText.toLowerCase();
  return (lower.replace(AFTER_NAME, '').match(/[a-z]+/g) ?? [])?.at(-2);
}

export function isDrink(food: Food): boolean {
  return DRINK.test(`${food.category} ${food.name}`) && !NOT_DRINK.test(food.name);
}

/** What the item rides on ("coffee" for "with milk"), to size an accompaniment. */
export interface Host {
  food: Food;
  grams: number;
  item: MealItem;
}

/** Grams of `food` that `item` asks for. */
export function itemGrams(ctx: FoodIndex, item: MealItem, food: Food, host?: Host): PortionAnswer {
  const amount = item.amount;
  const db = ctx.foods;
  if (amount?.unit) {
    let unit = amount.unit.name;
    const dry = DRY_SAID.test(item.text) && !DRY_FOOD.test(food.name) ? dryYield(db, food, amount.count, unit) : undefined;
    if (dry) return dry;
    // People write "12 oz" of a drink and mean fluid ounces.
    if (unit === 'oz' && isDrink(food)) unit = 'fl oz';
    const thick = thicknessSaid(db, item, food, unit, amount.count);
    if (thick) return thick;
    // "a cup of shredded cheddar", "a quarter cup of pistachios, shelled": the form said picks
    // USDA's portion of that form (portion-forms.ts).
    const form = saidForm(item.text);
    const answer = portionGrams(db, food, { count: amount.count, unit, ...(amount.size ? { size: amount.size } : {}), ...(amount.band ? { band: amount.band } : {}), ...(form ? { form } : {}) });
    if (answer) return answer;
  } else if (amount) {
    const noun = countedNoun(item.foodText) ?? madeFromCounted(db, item, food) ?? headNoun(withoutTrailingDoneness(item.foodText));
    const lead = wordBeforeNoun(item.foodText);
    const answer = portionGrams(db, food, { count: amount.count, ...(amount.size ? { size: amount.size } : {}), ...(amount.band ? { band: amount.band } : {}), ...(noun ? { noun } : {}), ...(lead ? { lead } : {}), ...(amount.inches ? { inches: amount.inches } : {}), ...(amount.whole ? { whole: true } : {}) });
    if (answer) return bandedPluralAmount(db, item, food, answer) ?? answer;
  }
  if (!amount?.explicit && item.link === 'with' && host) {
    const side = accompanimentGrams(ctx, food, host);
    if (side) return side;
  }
  if (!amount && SEASONING.test(`${food.category}, ${food.name}`)) {
    // "salt and pepper": a seasoning without an amount is a pinch, not USDA's cup.
    const smallest = db.portions(food.id).filter((p) => p.grams > 0).sort((a, b) => a.grams - b.grams)[0];
    if (smallest) return { grams: smallest.grams, basis: `${smallest.description} = ${smallest.grams} g (smallest measure: a seasoning)`, estimated: true };
  }
  if (!amount) {
    const kind = kindNamedPortion(db, item, food) ?? alternativeNamed(db, item, food);
    if (kind) return kind;
  }
  const typical = defaultPortion(db, food);
  if (!amount) {
    const plural = pluralDefault(db, item, food, typical);
    if (plural) return plural;
  }
  const count = amount?.count ?? 1;
  if (count === 1) return typical;
  return { grams: typical.grams * count, basis: `${formatCount(count)} × ${typical.basis}`, estimated: typical.estimated };
}

/**
 * "a subway chocolate chip cookie", "2 cookies from mcdonalds": FNDDS weighs some foods as a chain
 * or a maker sells them ("1 Subway cookie" 45 g beside a medium cookie's 30 g). When every word
 * of such a portion is among the words said (the name USDA writes in capitals and the item's
 * noun), one item is that portion. Only portions with a capitalised name after the count: a size
 * or a shape ("1 large cookie") is the size reader's, and only one such portion may fit.
 */
export function chainNamedPortion(db: FoodIndex['foods'], item: MealItem, food: Food): PortionAnswer | undefined {
  if (item.amount?.unit) return undefined;
  // Runs for every item weighed: most foods have no "1 <Capitalised> …" portion, and the words
  // said are read only for the foods that do.
  const capitalised = db.portions(food.id).filter((p) => p.grams > 0 && /^1 [^(]*\b[A-Z]/.test(p.description));
  if (capitalised.length === 0) return undefined;
  const said = new Set(words(item.text).map(stem));
  const ownName = new Set(words(food.name).map(stem));
  const named = capitalised.filter((p) => {
    const wording = /^1 ([^(]+)/.exec(p.description)![1]!;
    // The capitalised word must name someone other than the food ("1 Fig bar" is the fig bar's own name).
    const capitals = wording.split(/\s+/).filter((w) => /^[A-Z]/.test(w)).flatMap((w) => words(w));
    if (!capitals.some((w) => !ownName.has(stem(w)))) return false;
    const own = words(wording);
    return own.length >= 2 && own.every((w) => said.has(stem(w)));
  });
  if (named.length !== 1) return undefined;
  const [portion] = named;
  const count = item.amount?.count ?? 1;
  const one = `${portion!.description} = ${portion!.grams} g (FNDDS portion named by the chain or maker said)`;
  return { grams: portion!.grams * count, basis: count === 1 ? one : `${formatCount(count)} × ${one}`, estimated: false };
}

/**
 * "belgian waffle at the hotel", "texas toast": with no amount said, a kind word right before the
 * noun that FNDDS weighs one item by ("1 thick / Belgian waffle" 135 g beside a medium waffle's
 * 75 g) is one of that item, as "a belgian waffle" is; the typical amount is the plain item's.
 * Only a singular noun (plurals are a few items: pluralDefault) and only one such portion.
 */
function kindNamedPortion(db: FoodIndex['foods'], item: MealItem, food: Food): PortionAnswer | undefined {
  const noun = headNoun(item.foodText);
  const lead = wordBeforeNoun(item.foodText);
  if (!noun || !lead || lead.length < 4 || isPlural(noun) || matchSize(lead) !== undefined) return undefined;
  const said = stem(noun);
  const named = db.portions(food.id).filter((p) => {
    if (!(p.grams > 0) || !/^1 /.test(p.description) || /\b(surface|cubic|linear)\b/i.test(p.description)) return false;
    const own = words(p.description.toLowerCase());
    return own.some((w, i) => i > 0 && own[i - 1] === lead && stem(w) === said);
  });
  if (named.length !== 1) return undefined;
  const [portion] = named;
  return { grams: portion!.grams, basis: `${portion!.description} = ${portion!.grams} g (FNDDS portion named by the kind said)`, estimated: false };
}

/**
 * "cupcake w frosting", "hot pocket for lunch": FNDDS names some foods by two nouns ("Cake or
 * cupcake", "Turnover or hot pocket") and its typical amount is the first noun's (a slice of cake,
 * 175 g). A bare singular noun with no number that is a later alternative of that name, where the
 * food's own portion list counts one of it ("1 cupcake, any size" = 90 g), is that one item, as
 * "a cupcake" already is; the first noun ("cake") keeps the typical amount.
 */
function alternativeNamed(db: FoodIndex['foods'], item: MealItem, food: Food): PortionAnswer | undefined {
  const noun = headNoun(item.foodText);
  if (!noun || isPlural(noun)) return undefined;
  const alternatives = (food.name.split(',')[0] ?? '').toLowerCase().split(/\s+or\s+/);
  if (alternatives.length < 2) return undefined;
  const said = stem(noun);
  const inLater = alternatives.slice(1).some((a) => words(a).map(stem).includes(said));
  if (!inLater || words(alternatives[0]!).map(stem).includes(said)) return undefined;
  const one = portionGrams(db, food, { count: 1, noun });
  return one && !one.estimated && countsOneItem(one.basis, noun) ? one : undefined;
}

// The parser keeps the thickness in the item's words wherever the slice was said ("2 thick slices
// of ham", "ham, 2 thick slices"); a crust's thickness ("thin crust pizza") is the pizza's, not the slice's.
const THICKNESS_ON_SLICE = /\b(thick|thin)(?:ly)?\b(?![\s-]*crust)/i;
/**
 * "2 thick slices of pot roast", "a thin slice of turkey": FNDDS weighs many sliced foods by the
 * slice's thickness ("1 regular/thin slice" 60 g, "1 thick slice" 90 g; "1 small or thin slice",
 * "1 large or thick slice"), and the thickness said before the slice names that row; the size
 * words the parser reads (small, large) never included it, so a thick slice was a regular one.
 * Only where the food has a row that names the thickness said; else the plain slice stands.
 */
function thicknessSaid(db: FoodIndex['foods'], item: MealItem, food: Food, unit: string, count: number): PortionAnswer | undefined {
  if (unit !== 'slice') return undefined;
  const thickness = THICKNESS_ON_SLICE.exec(item.text)?.[1]?.toLowerCase();
  if (!thickness) return undefined;
  const named = new RegExp(`^1 (?:[a-z]+ or |[a-z]+/)?${thickness} slice\\b`, 'i');
  const row = db.portions(food.id).find((p) => p.grams > 0 && named.test(p.description));
  if (!row) return undefined;
  return { grams: row.grams * count, basis: `${formatCount(count)} × ${row.description} = ${row.grams} g (FNDDS portion named by the thickness said)`, estimated: false };
}

/**
 * The person weighed the food dry: "2 oz of dry farina", "an ounce of dried kidney beans". Said of
 * a food that is itself dry ("Pasta, dry", "Apricot, dried") it is that food; FNDDS's beans "from
 * dried" are the cooked beans, weighed by what their dry ounce yields.
 */
const DRY_SAID = /\b(dry|dried)\b/i;
const DRY_FOOD = /\bdry\b|(?<!\bfrom )\bdried\b/i;
/** A dry measure in FNDDS's dry-yield units: ounces, cups, packets. */
const OZ = MASS_GRAMS.oz!;
const DRY_UNITS: Record<string, [string, number]> = { oz: ['oz', 1], g: ['oz', 1 / OZ], lb: ['oz', MASS_GRAMS.lb! / OZ], cup: ['cup', 1], tbsp: ['cup', 1 / 16], packet: ['packet', 1], package: ['packet', 1] };

/**
 * "2 oz of dry farina cooked in water", "a cup of dry grits, cooked": the amount is of
 * the dry cereal, and the cooked food FNDDS weighs what it yields ("1 oz, dry, yields" = 205 g).
 */
function dryYield(db: FoodIndex['foods'], food: Food, count: number, unit: string): PortionAnswer | undefined {
  const dry = DRY_UNITS[unit];
  if (!dry) return undefined;
  const [own, factor] = dry;
  // FNDDS words it two ways: "1 oz, dry, yields" (cereals, pasta, rice) and "1 oz dry, yield after cooking" (beans from dried).
  const wordings = [`1 ${own}, dry, yields`, `1 ${own} dry, yield after cooking`];
  const portion = db.portions(food.id).find((p) => p.grams > 0 && wordings.includes(p.description.toLowerCase()));
  if (!portion) return undefined;
  const times = count * factor;
  return { grams: portion.grams * times, basis: `${formatCount(Math.round(times * 100) / 100)} × ${portion.description} = ${portion.grams} g (FNDDS: the dry amount, cooked)`, estimated: false };
}

/**
 * How many a plural noun with no number means ("potatoes", "some bagels", "des crêpes"): two, as
 * FNDDS's own typical amount is where it gives one for a plural ("Pancakes": 100 g = two medium).
 * NutriBench's train split barely has such meals (no train meal changed with it; three instead of
 * two was worse on the plurals a description lists, before those were left out), so the figure is
 * FNDDS's, not fitted.
 */
export const PLURAL_COUNT = 2;

/**
 * A plural count noun with no number, the meal's first food: a few of the item FNDDS counts, never less than its typical
 * portion (FNDDS's "Quantity not specified" for pancakes is already two). Foods FNDDS does not
 * count by the noun ("grapes" by the cup, "fries" by the order) keep their typical portion, as
 * the one-item weight of them is never more than it.
 */
function pluralDefault(db: FoodIndex['foods'], item: MealItem, food: Food, typical: PortionAnswer): PortionAnswer | undefined {
  const noun = pluralNoun(item);
  if (!noun) return undefined;
  const one = portionGrams(db, food, { count: 1, noun });
  if (!one || one.estimated || !countsOneItem(one.basis, noun)) return undefined;
  // "apple slices", "orange wedges": pieces cut from the food, never a few whole ones (a bare
  // size, "1 medium", is the whole apple: two of them had been 400 g).
  if (CUT_PIECES.has(noun) && WHOLE_SIZE.test(wordingOf(one.basis))) return undefined;
  // A food whose typical amount is less than one of its items is not eaten by the item: "mashed
  // potatoes" (125 g typical, "1 potato, any size" 147 g) name the mash, not several potatoes.
  if (typical.grams < one.grams) return undefined;
  return fewOf(one.grams, one.basis, typical.grams);
}

/** Words before a size that say one was eaten ("a large shrimp", "one mini muffin"). */
const ONE_SAID = /^(a|an|one|single|each|1)\b/i;
/** USDA wordings that weigh an order, a serving or a package, never one item ("1 small fast food order"). */
const NOT_AN_ITEM = /\b(order|serving|portion|package|pack|packet|bag|box|container|cup|bowl|can|bottle|pouch|tray)\b/;
/**
 * "cocoa w mini marshmallows", "mini pretzels": a band said of a plural with no
 * number is some of them, as the plural alone is (pluralDefault), never one: the size word alone
 * had been read as "one" (one 0.7 g marshmallow, one 1.5 g pretzel). The meal's first food is a
 * few of the item at that size, never less than its typical portion; a later one its typical
 * portion. Only where the answer weighs items: "small fries" is FNDDS's small order.
 */
function bandedPluralAmount(db: FoodIndex['foods'], item: MealItem, food: Food, answer: PortionAnswer): PortionAnswer | undefined {
  const amount = item.amount;
  // A band only ("mini", "bite-size"): a plain size before a brand that ends in "s" ("regular size
  // snickers") is one bar, and the words cannot tell that from a plural.
  if (!amount || amount.explicit || amount.unit || amount.count !== 1 || !amount.band || amount.inches || amount.whole) return undefined;
  if (ONE_SAID.test(item.text.trim())) return undefined;
  const noun = headNoun(item.foodText);
  if (!noun || !isPlural(noun) || brandAsWritten(food, noun) || NOT_AN_ITEM.test(wordingOf(answer.basis))) return undefined;
  const typical = defaultPortion(db, food);
  const some = { ...typical, basis: `${typical.basis} (a band said of a plural with no number)` };
  return item.link === 'first' ? (fewOf(answer.grams, answer.basis, typical.grams) ?? some) : some;
}

/**
 * "king size snickers", "mini skittles": a word that looks plural but is the brand USDA writes in
 * capitals in the food's own name ("SNICKERS Bar") names one of that product, never a few.
 */
function brandAsWritten(food: Food, noun: string): boolean {
  return food.name.split(/[^A-Za-z'&-]+/).includes(noun.toUpperCase());
}

/** A few of one item, when that is more than the typical portion (else undefined: the typical portion stands). */
export function fewOf(oneGrams: number, oneBasis: string, typicalGrams: number): PortionAnswer | undefined {
  if (oneGrams * PLURAL_COUNT <= typicalGrams) return undefined;
  return { grams: oneGrams * PLURAL_COUNT, basis: `${PLURAL_COUNT} × ${oneBasis} (a plural with no number)`, estimated: true };
}

/**
 * Does a portion's USDA wording count the item itself ("1 potato, any size", "1 medium pancake",
 * a bare size: "1 regular" bagel, "1 small/regular" taco), not an order, a serving or a pack of it?
 * `basis` is a portion answer's basis: the quoted USDA wording, else the words before " = ".
 */
export function countsOneItem(basis: string, noun: string): boolean {
  const wording = wordingOf(basis);
  if (WHOLE_SIZE.test(wording)) return true;
  const m = /^1 (?:(?:small|medium|large|regular|extra|or|any size)[\s,/]+)*([a-z]+)/.exec(wording);
  return m !== null && stem(m[1]!) === stem(noun);
}

/**
 * The singular noun of a plural the person wrote: English puts it last ("baked potatoes" →
 * "potato"); a text read in another language hands the English count noun as foodText, and its
 * own words say plural with an -s or -x ("patatas", "des crêpes", "gâteaux").
 */
export function pluralNoun(item: MealItem): string | undefined {
  // The meal's own food: a plural later in a description lists what a dish holds ("chicken with
  // potatoes", "a salad with tomatoes and carrots"), not how many were eaten.
  if (item.link !== 'first') return undefined;
  const head = headNoun(item.foodText);
  if (!head) return undefined;
  if (isPlural(head)) return stem(head);
  const own: string[] = item.text.toLowerCase().match(/\p{L}+/gu) ?? [];
  const translated = !own.includes(head);
  return translated && own.some((w) => w.length >= 4 && /[^s]s$|[^aeiou]x$|aux$/.test(w)) ? head : undefined;
}

/** Pieces cut from a food: a plural of them with no number is no count of the whole food. */
const CUT_PIECES = new Set(['slice', 'wedge', 'piece', 'chunk', 'cube', 'segment', 'spear', 'stick', 'strip', 'sliver', 'ring', 'round']);

/** The USDA wording a portion answer quotes, lower-cased. */
export const wordingOf = (basis: string) => (/"([^"]+)"/.exec(basis)?.[1] ?? basis.split(' = ')[0]!).toLowerCase();

/** A bare size is the whole item ("1 regular" bagel, "1 medium" boiled potato, "1 small/regular" taco). */
const WHOLE_SIZE = /^1 (extra )?(small|medium|large|regular|small\/regular)( \(.*\))?$/;

const isPlural = (word: string) => word.length >= 4 && /[^su]s$/.test(word) && stem(word) !== word;

/** How an accompaniment weighed by FNDDS's guideline for its very host says so: that amount is never second-guessed. */
const GUIDELINE_NOTE = '(FNDDS guideline amount)';

/**
 * "coffee with milk", "toast with butter": FNDDS gives guideline amounts for exactly this
 * ("Guideline amount per fl oz of beverage", "… per slice of bread/roll"), scaled by the host.
 * Without one, a spread or sauce gets its smallest spoon-sized portion.
 */
export function accompanimentGrams(ctx: FoodIndex, food: Food, host: Host): PortionAnswer | undefined {
  const portions = ctx.foods.portions(food.id);
  for (const portion of portions) {
    const guide = portion.description.match(/^Guideline amount per (.+)$/i);
    if (!guide) continue;
    const per = guide[1]!.toLowerCase();
    let times: number | undefined;
    if (per.includes('fl oz of beverage') && isDrink(host.food)) times = host.grams / FL_OZ_ML;
    else if (per.includes('slice of bread') && /bread|toast|roll|bagel|muffin|biscuit/i.test(host.food.name)) {
      times = host.item.amount?.unit?.name === 'slice' || !host.item.amount?.unit ? host.item.quantity : 1;
      // "an english muffin with peanut butter": it is split and both halves are spread.
      if (!host.item.amount?.unit && SPREAD_ON_BOTH_HALVES(host.food) && saidByItsName(host)) times *= HALVES_SPREAD;
    } else if (per.includes('cup of hot cereal') && /cereal|oat|grits|porridge|cream of wheat/i.test(host.food.name)) {
      times = host.grams / hostCupGrams(ctx, host.food);
    }
    if (times !== undefined && times > 0) {
      const grams = portion.grams * times;
      return { grams, basis: `${portion.description} = ${portion.grams} g × ${formatCount(round1(times))} ${GUIDELINE_NOTE}`, estimated: false };
    }
  }
  if (SEASONING.test(`${food.category}, ${food.name}`)) {
    const smallest = portions.filter((p) => p.grams > 0).sort((a, b) => a.grams - b.grams)[0];
    if (smallest) return { grams: smallest.grams, basis: `${smallest.description} = ${smallest.grams} g (smallest measure: a seasoning)`, estimated: true };
  }
  // The food's own head ("Rice, white, cooked, NS as to fat" is rice, not a fat): a side dish
  // named with "with" (rice, naan, fries) is not a spoonful; undefined leaves it its own portion.
  if (CONDIMENT.test(`${food.category} ${food.name.split(',')[0]}`)) {
    // FNDDS's typical amount of a spread or dressing when it is a spoonful or two ("Quantity not
    // specified": ranch 30 g, peanut butter 32 g, syrup 40 g); a larger one is a dish of it.
    const typical = portions.find((p) => p.description === 'Quantity not specified' && p.grams > 0 && p.grams <= MAX_SIDE_SPOONS_G);
    if (typical) return { grams: typical.grams, basis: `Quantity not specified = ${typical.grams} g (FNDDS typical amount on the side)`, estimated: true };
    const small = portions
      .filter((p) => /^1 (tbsp|tablespoon|pat|tsp|teaspoon|slice|individual container)\b/i.test(p.description) && p.grams > 0)
      .sort((a, b) => b.grams - a.grams)[0];
    if (small) return { grams: small.grams, basis: `${small.description} = ${small.grams} g (a spoonful on the side)`, estimated: true };
    const tbsp = portionGrams(ctx.foods, food, { count: 1, unit: 'tbsp' });
    if (tbsp) return { ...tbsp, estimated: true };
  }
  return undefined;
}

const round1 = (x: number) => Math.round(x * 10) / 10;

/**
 * A bagel or an English muffin is cut in two and each cut face is spread, as a slice of bread is:
 * FNDDS's guideline "per slice of bread/roll" is once per half. FNDDS files them under their own
 * category; SR's rows ("Bagels, plain, …", "English muffins, …") are named so. Not bagel chips.
 */
const HALVES_SPREAD = 2;
/** The person named the bread by a word of the row's own name: a crumpet, weighed by the English muffin's row, is not split. */
const saidByItsName = (host: Host) => {
  const noun = headNoun(host.item.foodText);
  return noun !== undefined && words(host.food.name).map(stem).includes(stem(noun));
};
const SPREAD_ON_BOTH_HALVES = (food: Food) =>
  !/\bchips?\b/i.test(food.name) && (food.category === 'Bagels and English muffins' || /^(bagels?|english muffins?)\b/i.test(food.name));

/**
 * How many grams of a cereal are one cup of it, to count the cups the milk goes on: its own
 * "1 cup" portion, else its cup at its own density ("0.75 cup (1 NLEA serving)" = 31 g of a
 * flaked cereal is 41 g a cup), never a cup of cooked cereal's 240 g: that made the milk on a
 * bowl of a cold cereal USDA weighs by ¾ cup a sixth of the milk on one it weighs by the cup.
 */
function hostCupGrams(ctx: FoodIndex, food: Food): number {
  const cup = ctx.foods.portions(food.id).find((p) => /^1 cup\b/.test(p.description) && p.grams > 0);
  if (cup) return cup.grams;
  const own = portionGrams(ctx.foods, food, { count: 1, unit: 'cup' });
  return own && own.grams > 0 ? own.grams : 240;
}

const FRACTIONS: Array<[number, string]> = [[0.25, '¼'], [0.5, '½'], [0.75, '¾'], [1 / 3, '⅓'], [2 / 3, '⅔'], [0.125, '⅛']];
export function formatCount(count: number): string {
  const whole = Math.floor(count + 1e-9);
  const rest = count - whole;
  if (rest < 1e-6) return String(whole);
  const fraction = FRACTIONS.find(([v]) => Math.abs(v - rest) < 0.01)?.[1];
  if (fraction) return whole === 0 ? fraction : `${whole}${fraction}`;
  return String(Math.round(count * 100) / 100);
}

/** "2 large", "1 slice", "200 g", "8 fl oz", "½": the amount as the ingredient name shows it. */
export function amountText(item: MealItem): string | undefined {
  const amount = item.amount;
  if (!amount) return undefined;
  // Measures read as decimals ("29.3 g"); counts as fractions ("½ cup", "1½").
  const count = amount.unit && amount.unit.kind === 'mass' ? String(Math.round(amount.count * 10) / 10) : formatCount(amount.count);
  const parts = [count];
  // The band is the finer word: "1 individual apple pie", "1 extra large pizza".
  if (amount.band ?? amount.size) parts.push(amount.band ?? amount.size!);
  if (amount.unit) {
    const name = amount.unit.name;
    const plural = amount.count > 1 && (amount.unit.kind === 'household' || /^(cup|pint|quart|gallon|splash)$/.test(name)) ? pluralize(name) : name;
    parts.push(plural);
  }
  return parts.join(' ');
}

function pluralize(unit: string): string {
  if (/(ch|sh|x|s)$/.test(unit)) return unit + 'es';
  if (/[^aeiou]y$/.test(unit)) return unit.slice(0, -1) + 'ies';
  if (unit === 'leaf') return 'leaves';
  if (unit === 'loaf') return 'loaves';
  return unit + 's';
}

/** FNDDS portions that weigh a food by what it is made on: "1/2 English muffin", "1/2 bagel", "1 French bread" (pizzas). */
const ON_A_BASE = /^(1\/2|1) (english muffin|bagel|french bread|bagel thin)$/i;

/** The food's portion named by `words` ("english muffin", "bagel"), if USDA weighs it so. */
export function basePortion(db: FoodIndex['foods'], food: Food, words: readonly string[]): { grams: number; count: number; description: string } | undefined {
  if (words.length === 0) return undefined;
  const wanted = words.map(stem).join(' ');
  for (const portion of db.portions(food.id)) {
    const m = ON_A_BASE.exec(portion.description);
    if (!m || !(portion.grams > 0)) continue;
    if (m[2]!.toLowerCase().split(' ').map(stem).join(' ') === wanted) return { grams: portion.grams, count: m[1] === '1/2' ? 0.5 : 1, description: portion.description };
  }
  return undefined;
}

/**
 * The most a single piece weighs (a chip, a fry, a shrimp, a cracker, a slice of bread, a coin-sized
 * pancake, a piece of candy are all under it in FNDDS); a dish's base (a small salad, a bowl of
 * rice, a tortilla wrap) weighs more, and what goes with it may be a meal's share.
 */
const PIECE_MAX_G = 30;
/** FNDDS categories of the base a food is put on ("marmalade on toast"): never a topping of it. */
const BASE_CATEGORY = /^(Yeast breads|Rolls and buns|Bagels and English muffins|Tortillas|Rice|Pasta, noodles, cooked grains)$/;

/**
 * FNDDS's household measures of a topping a person puts on one piece: a spoonful, a pat, a packet,
 * a single-serving container, a cracker-size slice of cheese. The smallest of them is what one
 * piece gets; a cup, a strip or a whole item is no measure of a topping.
 */
const HOUSEHOLD_MEASURE = /^1 (?:tablespoon|tbsp|teaspoon|tsp|pat|packet|individual packet|individual container|cracker-size slice)\b/i;
/** A teaspoon is a third of a tablespoon: the least a person spreads or dips on a piece. */
const TEASPOONS_PER_TABLESPOON = 3;

/** The topping's smallest household measure, and its teaspoon (FNDDS's own, else a third of its tablespoon). */
function householdMeasure(db: FoodIndex['foods'], food: Food): { smallest: { grams: number; description: string }; teaspoon?: number } | undefined {
  const measures = db.portions(food.id).filter((p) => p.grams > 0 && HOUSEHOLD_MEASURE.test(p.description));
  if (measures.length === 0) return undefined;
  const smallest = measures.reduce((a, b) => (b.grams < a.grams ? b : a));
  const tsp = measures.find((p) => /^1 (?:teaspoon|tsp)\b/i.test(p.description))?.grams;
  const tbsp = measures.find((p) => /^1 (?:tablespoon|tbsp)\b/i.test(p.description))?.grams;
  const teaspoon = tsp ?? (tbsp !== undefined ? tbsp / TEASPOONS_PER_TABLESPOON : undefined);
  return { smallest: { grams: smallest.grams, description: smallest.description }, ...(teaspoon !== undefined ? { teaspoon } : {}) };
}

/**
 * "cocktail sauce on one prawn", "a celery stick with peanut butter", "a curly fry under chili":
 * a part said with "with" and no amount of its own, on a small piece whose count was said, is
 * what a person puts on that piece, not a plate's portion (34 g of sauce, a 255 g bowl of chili,
 * 75 g of fruit). A topping FNDDS measures by the spoon, pat or packet gets its smallest household
 * measure per piece (a teaspoon at least, on a piece lighter than that), never more than its usual
 * portion; one with no such measure is no heavier than the one piece. Not the base the piece is put
 * on (bread, rice, a tortilla).
 */
export function partNoHeavierThanHost(db: FoodIndex['foods'], item: MealItem, food: Food, host: Host | undefined, portion: PortionAnswer): PortionAnswer {
  if (!host || item.amount !== undefined || host.item.amount === undefined || !(host.grams > 0) || BASE_CATEGORY.test(food.category)) return portion;
  const count = host.item.amount.count ?? 1;
  if (count !== 1) return portion;
  if (host.grams > PIECE_MAX_G) return portion;
  // One piece said as one: "a … celery sticks" (an article before a plural) is several.
  if (isPlural(headNoun(host.item.foodText) ?? '')) return portion;
  // FNDDS's own amount for this host ("per slice of bread/roll": butter on a slice of toast) stands.
  if (portion.basis.endsWith(GUIDELINE_NOTE)) return portion;
  const measure = householdMeasure(db, food);
  if (measure) {
    const perPiece = Math.min(measure.smallest.grams, Math.max(host.grams, measure.teaspoon ?? 0));
    if (perPiece >= portion.grams) return portion;
    return { grams: perPiece, basis: `${portion.basis}; on one ${Math.round(host.grams)} g piece: ${measure.smallest.description} = ${measure.smallest.grams} g at most, no less than a teaspoon or the piece`, estimated: true };
  }
  if (portion.grams <= host.grams) return portion;
  return { grams: host.grams, basis: `${portion.basis}; no more than the ${Math.round(host.grams)} g piece it is with`, estimated: true };
}
