import { derivedPerOwner } from '../cache/memo.js';
import { commonFoodAmongUnknown, commonFoodNamed, defaultPortion, stem, SYNONYMS, withoutPlace, type CommonFoodRow, type Food } from '../foods/index.js';
import { carries, mentionOf } from './kind.js';
import type { FoodIndex } from '../foods/food-index.js';
import { contentWords, dishHeads, firstHit, foodWords, isFoodWord, matchFood, namedStems, negatedIn, type MatchOptions } from './match.js';
import { matchSize, matchUnit, unitByName } from './units.js';
import { ABOUT_A_FOOD, COUNTED_PIECES, DISH_PARTS, FOOD_PARTS, FRACTION_WORDS, KIND_OF_FOOD } from './vocabulary.js';
import { DESCRIPTORS } from './parse.js';
import { cardinalWords } from '../text/number-words.js';
import { accompanimentGrams, basePortion, chainNamedPortion, formatCount, hundredCaloriePack, isDrink, itemGrams, partNoHeavierThanHost, type Host } from './portion.js';
import { itemsInPacks, packBasis } from './pack-count.js';
import type { MealItem } from './parse.js';
import { commonFoodOf, commonGrams, commonSides, reviewedBeforeChatter, sizedFood } from './common.js';
import { saidInchesSibling } from './said-inches.js';
import { restaurantDish } from './restaurant-dish.js';
import { eggSandwichOf } from './egg-sandwich.js';
import { omeletOf } from './omelet.js';
import { pizzaOf } from './pizza.js';
import { drinkSizeSaidLast } from './size-said-last.js';
import { sandwichOnBread } from './dish-parts.js';
import { cookedInFat } from './cooked-in.js';
import { drinkMadeWith, milkOfTheDrink } from './drink-milk.js';
import { bracketedFillings, dishHoldingPart } from './own-filling.js';
import { guessFood } from './fallback.js';
import { scoopedFlavours } from './scooped-flavour.js';
import { headAndWhere, onlyServesFood, qualifiersOfTheFoodBefore } from './head-word.js';
import { plausibleGrams, saidCanForm, saidRawForm, saidSugarVariant, toppingBeside, wrongHeadFor } from './guards.js';

const SALAD = /\bsalads?\b/i;
/** A name ending in "loaf": the shape a bread or a meat is baked in. */
const LOAF_LAST = /\s+loa(?:f|ves)$/i;
const LOAF = unitByName('loaf')!;
/** The item counted in loaves ("a rye loaf", "two banana loaves"): its count, the unit a loaf. */
function asLoaves(item: MealItem): MealItem {
  const count = item.amount?.count ?? 1;
  return { ...item, unit: LOAF.name, amount: { ...(item.amount ?? { explicit: false }), count, unit: LOAF } };
}
/** "carrot sticks", "celery sticks": vegetables cut into sticks are eaten raw, like salad vegetables. */
const RAW_CUT = /\bsticks\b/i;
/** SR groups and WWEIA categories whose "raw" foods are dry: grains, pasta, pulses. */
const DRY_WHEN_RAW = /\b(cereal|grains?|pasta|rice|legumes?)\b/i;
/** A drink USDA names by its kind first ("Tea, ginger", "Beverages, …"). */
const DRINK_FIRST = /^(tea|coffee|beverages?|soft drink|juice|fruit juice|water),/i;
/** Units that are a piece cut from a solid food. */
const PIECE_CUT = /^(slice|wedge|stick|strip|cube|chunk|piece)$/;
/** Words that say how a food was prepared: then the text, not the salad, decides. */
const METHOD = /\b(raw|cooked|boiled|steamed|fried|roasted|grilled|baked|sauteed|sautéed|canned|frozen|pickled|stewed|braised|mashed|dried)\b/i;

/** One food of the meal, matched and weighed. */
export interface ResolvedItem {
  item: MealItem;
  food: Food;
  /** Grams of the food for everything the item describes (all servings). */
  grams: number;
  /** How the grams were found ("1 cup = 135 g (FNDDS portion)"). */
  basis: string;
  estimated: boolean;
  /** Set for what an "extra X" modifier added. */
  extraOf?: MealItem;
  /** Set for a side a common food's name brings ("avocado toast": the avocado); not named again in the meal's name. */
  sideOf?: MealItem;
  /** "without X" that the chosen food does not show: said in the ingredient name. */
  notes: string[];
  /** Words of the item that no food is named with, set aside to find the food: named in the result. */
  ignored?: string[];
}

/** The shops that fry British chips, said before the food or as where it came from. */
const CHIP_SHOP = /\b(?:chip\s*shop|chippy|chipper|kebab\s*shop|fish\s*bar)\b/;
const CHIP_SHOP_PLACE = /^(?:(?:chip\s*shop|chippy|chipper|kebab\s*shop)\s+)?chips(?:\s+(?:at|from)\s+(?:the\s+)?(?:local\s+)?(?:chip\s*shop|chippy|chipper|kebab\s*shop))?$/;
/**
 * "chips" said bare after a fish ("cod and chips": FNDDS's fish is the "Fish" group) or where a
 * chip shop is named: the item as French fries. Any other "chips" (crisps, tortilla chips, "a
 * sandwich and chips") is read as before.
 */
function asChipShopChips(item: MealItem, before: ResolvedItem | undefined, meal: string | undefined): MealItem {
  if (!CHIP_SHOP_PLACE.test(item.foodText)) return item;
  const afterFish = before !== undefined && before.food.category === 'Fish' && item.link !== 'first' && item.link !== 'hard';
  if (!afterFish && !CHIP_SHOP.test(item.foodText) && !CHIP_SHOP.test(meal ?? '')) return item;
  return { ...item, foodText: 'french fries', shown: item.shown ?? item.foodText.replace(CHIP_SHOP_PLACE, 'chips') };
}

/** A frosting said alone or with its flavour ("frosting", "cream cheese icing", "chocolate glaze"). */
const FROSTING = /^(?:[a-z]+\s+){0,2}(?:frosting|icing|glaze|buttercream)$/;
/** USDA's groups of baked sweets, whose rows are iced unless they say not. */
const BAKED_SWEETS = /^(?:Cakes and pies|Doughnuts, sweet rolls, pastries|Cookies and brownies|Baked Products)$/;
/** A row that says it has no icing, or leaves it open ("…, no icing", "…, NS as to icing", "Roll, sweet, no frosting"). */
const UNICED = /\b(?:no|without|ns as to)\s+(?:icing|frosting)\b|\bunfrosted\b/i;
const ICED = /\b(?:icing|frosting|frosted|iced|glazed?)\b/i;

/** How deep the iced sibling is looked for: a kind's few icings ("with chocolate icing", "with white icing", "bakery", "from mix"). */
const SIBLING_DEPTH = 20;
const wordsOf = (name: string) => name.toLowerCase().split(/[^a-z]+/).filter((w) => w.length > 1 && w !== 'or' && w !== 'with');
/** USDA's row for a food not further specified: the iced one where iced and plain differ ("Cake or cupcake, NFS"). */
const NOT_SPECIFIED = /\bNFS\b/;

/**
 * Is `topping` a frosting on the baked sweet just found? Then it is no food of its own; when the
 * row found says it has no icing, or names none and is a particular kind (not USDA's NFS row),
 * the found item becomes its iced sibling (the same group, a name that says icing), weighed as
 * before: the frosting's flavour first ("a donut with chocolate glaze": the chocolate-iced one).
 */
function frostsBakedItem(ctx: FoodIndex, host: ResolvedItem, topping: string): boolean {
  if (!FROSTING.test(topping) || !BAKED_SWEETS.test(host.food.category)) return false;
  if (UNICED.test(host.food.name) || (!ICED.test(host.food.name) && !NOT_SPECIFIED.test(host.food.name))) {
    // The same kind: every word of the row found but what it says of icing ("Doughnut, yeast type"
    // is iced as "Doughnut, yeast type, with chocolate icing", never as a chocolate doughnut).
    const kind = wordsOf(host.food.name.replace(UNICED, ''));
    const isIced = (food: Food) => food.category === host.food.category && ICED.test(food.name) && !UNICED.test(food.name) && kind.every((w) => wordsOf(food.name).includes(w));
    const said = host.item.foodText;
    const flavoured = `${said} with ${topping.replace(/\b(?:frosting|glaze|buttercream)$/, 'icing')}`;
    for (const text of [flavoured, `frosted ${said}`, `${said} with icing`]) {
      const iced = firstHit(ctx, text, SIBLING_DEPTH, (hit) => isIced(hit.food))?.food;
      if (iced) {
        host.food = iced;
        break;
      }
    }
  }
  return true;
}

/**
 * Does the food's name carry one of the words (a food word, not only a description)? With
 * `bySynonym`, a word said for the food by its everyday synonym counts when the name holds every
 * word the synonym stands for: "tropicana oj" is orange juice, "half-litre coke bottle" a cola,
 * though no USDA name says "oj" or "coke" (issue 23: a brand beside the synonym had made the whole
 * text a refusal). Asked only when nothing else in the text was found: beside a food, such a part
 * is often that food said again ("steamed squash, the zucchini kind").
 */
function namesAWord(food: Food, words: readonly string[], bySynonym = false): boolean {
  const named = namedStems(food);
  const says = (w: string) => w.split('-').some((part) => named.has(stem(part)));
  const saysBySynonym = (w: string) => bySynonym && Object.hasOwn(SYNONYMS, w) && SYNONYMS[w]!.some((meant) => meant.split(/\s+/).every(says));
  return words.some((w) => !DESCRIPTORS.has(w) && !COLOURS.has(w) && (says(w) || saysBySynonym(w)));
}

/**
 * Are the words only a description of `food`: each of them is in its name (stemmed), a part or
 * state every such food has ("skin", "peel", "coating", "ice"), or the kind of food it is
 * ("meat" of a chicken leg, "fruit" of canned pears)?
 */
/** A later part of the text names the food's head ("Caesar dressing" → a later "dressing"). */
function saidAfter(items: readonly MealItem[], at: number, food: Food): boolean {
  const head = food.name.split(',')[0]!.toLowerCase().split(/[^a-z]+/).filter(Boolean).at(-1);
  if (head === undefined) return false;
  return items.slice(at + 1).some((later) => later.foodText.split(/\s+/).some((w) => stem(w) === stem(head)));
}

/**
 * The stems of a food's USDA name without its maker's: "TACO BELL, Bean Burrito" says nothing of
 * a taco, "Cheeseburger (McDonalds)" nothing of a McDonald's ("a bean burrito and a crunchy taco"
 * had read the taco as the burrito's own word). A maker is a part of the name written in capitals
 * (SR's "TACO BELL", "McDONALD'S", "MARS SNACKFOOD US") or in brackets after it.
 */
const stemsBesideTheMaker = derivedPerOwner((food: Food): ReadonlySet<string> => {
  const parts = food.name.replace(/\([^)]*\)/g, ' ').split(',').filter((part) => {
    const letters = part.replace(/[^a-z]/gi, '');
    return letters.length === 0 || letters.replace(/[^A-Z]/g, '').length / letters.length < MAKER_CAPITALS;
  });
  return new Set(parts.join(' ').toLowerCase().split(/[^a-z]+/).filter(Boolean).map(stem));
});

/** A part of a name this much in capitals is a maker's name ("McDONALD'S" is 8 of 9; "SNICKERS Bar", 9 of 11, is the food's). */
const MAKER_CAPITALS = 0.85;

export function describesFood(food: Food, text: string): boolean {
  // "a slice of pie, one-eighth of a pie": the fraction sizes the slice, it is no second food.
  const all = contentWords(text).filter((w) => !DESCRIPTORS.has(w) && !/^[a-z-]{4,}ed$/.test(w) && !FRACTION_WORDS.test(w));
  // "skin intact", "both lean and fatty portions", "heated in the microwave": words about the
  // food before; nothing else left means the piece only describes it.
  const words = all.filter((w) => !ABOUT_A_FOOD.has(w));
  if (words.length === 0) return all.length > 0;
  // "Lettuce, salad …, no dressing" names the dressing to say it has none: "a salad with ranch
  // dressing" still has its dressing.
  const lower = food.name.toLowerCase();
  const stems = stemsBesideTheMaker(food);
  const named = { has: (s: string) => stems.has(s) && !words.some((w) => stem(w) === s && new RegExp(`\\b(?:no|without) ${w.replace(/[^a-z-]/g, '')}\\b`).test(lower)) };
  // "a ham sandwich on wheat bread": the bread is the sandwich's, whatever it is made of.
  const head = words.at(-1)!;
  if (DISH_PARTS[head]?.test(`${food.category} ${food.name}`) === true) return true;
  // "baby food, turkey, rice and vegetables" matched to a dish whose name lists them: a head
  // noun the dish's name already has, after the comma that lists its parts, is one of them.
  if (words.length > 1 && named.has(stem(head)) && /,.*\b(and|with)\b/.test(food.name.toLowerCase())) return true;
  return words.every((w) => named.has(stem(w)) || FOOD_PARTS.has(w) || KIND_OF_FOOD[w]?.test(food.category) === true);
}
/**
 * Does the dish's USDA name list the part as one of its own, after the dish's head ("Candies,
 * crispy bar with peanut butter filling" for "peanut butter"; "Quesadilla, beef or pork, with
 * vegetables")? The part's head noun must be one of the name's words other than the ones that
 * head the name; a plain food ("Rice, white, cooked") lists nothing.
 */
export function namesAsPart(food: Food, text: string): boolean {
  const words = foodWords(text).filter((w) => !DESCRIPTORS.has(w) && !COLOURS.has(w) && !/(ed|ly)$/.test(w));
  const head = words.at(-1);
  if (head === undefined || FOOD_PARTS.has(head) || ABOUT_A_FOOD.has(head)) return false;
  const name = food.name.toLowerCase();
  if (!/\b(with|and|in|includes?|filling|filled|pack)\b/.test(name)) return false;
  const heads = new Set(dishHeads(food));
  const h = stem(head);
  // "Ravioli, NS as to filling, no sauce" names the sauce to say it has none.
  return !heads.has(h) && namedStems(food).has(h) && !negatedIn(name, head);
}

const MADE_VERB = /\b(?:prepared|made|mixed|cooked)\s+(?:with|from|using)\b/;
function saidHeadWithoutVerb(ctx: FoodIndex, text: string, match: { food: Food }, options: MatchOptions): { food: Food } | undefined {
  const verb = MADE_VERB.exec(text);
  if (!verb) return undefined;
  // The food is what is named before the verb; what follows is what it was made with.
  const before = text.slice(0, verb.index);
  // Only a food no word names the head of ("Puddings, …, prepared with whole milk" for hot chocolate),
  // or one only what it was made with names ("potato salad prepared using mayonnaise" is no mayonnaise).
  const said = new Set(before.split(/[^a-z]+/).filter(Boolean).map(stem));
  if (dishHeads(match.food).some((h) => said.has(h))) return undefined;
  // It must name the food the words are about, every word of it ("a roast beef sandwich made with white bread" is no egg sandwich).
  const about = foodWords(before).filter((w) => !DESCRIPTORS.has(w) && !COLOURS.has(w));
  const fits = (other: { food: Food } | undefined) => other !== undefined && dishHeads(other.food).some((h) => said.has(h)) && about.every((w) => namedStems(other.food).has(stem(w)));
  // With what it was made with, as USDA names it ("Hot chocolate / cocoa, dry mix, made with …").
  // (The food alone, without what it was made with, lost as many train meals as it won: "rice
  // cakes made from brown rice" are no plain rice cakes.)
  const joined = matchFood(ctx, before + text.slice(verb.index + verb[0].length), options);
  return fits(joined) ? joined : undefined;
}

/** Only piece words ("whole kernels", "pieces"): a count of the food before, not a food. */
function restatesCount(text: string): boolean {
  const words = contentWords(text).filter((w) => !DESCRIPTORS.has(w) && !/^(approximately|roughly|about|around|equivalent|equal|equals|some)$/.test(w));
  return words.length > 0 && words.every((w) => COUNTED_PIECES.has(w));
}

/** Colours name foods only beside a food word ("blue cheese", "red wine"); "my car is blue" names none. */
export const COLOURS = new Set(['blue', 'red', 'green', 'white', 'black', 'yellow', 'brown', 'purple', 'pink', 'golden', 'gray', 'grey', 'dark', 'light']);

const AMOUNT_WORD = new RegExp(`^(${[...cardinalWords(1, 12), 'half', 'quarter'].join('|')})-|^(serving|servings|portion|portions|size|sized|amount)$`);
/** Words that put the head first in the languages people borrow dish names from ("tacos al pastor", "pollo con arroz"). */
const HEAD_FIRST_LINKS = new Set(['al', 'alla', 'con', 'de', 'del', 'di', 'la', 'le', 'au', 'aux', 'en', 'y', 'e', 'a']);

/**
 * English puts the head noun last: when the last words are no food words and a food word comes
 * before them, that word only describes something else ("orange county sunset", "kitchen window",
 * "golden retriever puppy" is a dog): the words name no food, and no fallback may find one in them.
 */
export function modifiesUnknownHead(ctx: FoodIndex, text: string): boolean {
  // Amounts and units after the food ("in a one-ounce serving") are no head of their own.
  const words = contentWords(text).filter((w) => !/^\d/.test(w) && !AMOUNT_WORD.test(w) && matchUnit([w], 0, true) === undefined);
  // "rice-a-roni": a product's name made of a food word is food.
  const food = (w: string) => isFoodWord(ctx, w) || w.split('-').some((part) => part.length > 2 && isFoodWord(ctx, part));
  let last = words.length - 1;
  while (last >= 0 && !food(words[last]!)) last--;
  // One unknown word after a food is often its shape or a name ("a pretzel rod", "candies, my
  // sweet indulgence"); two or more are a head of their own.
  if (last < 0 || last >= words.length - 2) return false;
  return !HEAD_FIRST_LINKS.has(words[last + 1]!);
}

/**
 * The item's food words without those no food is named with, when some are left and at least
 * one of them can head a food by itself (not only "fresh", "large"); undefined otherwise.
 */
function knownFoodWords(ctx: FoodIndex, text: string): { words: string[]; ignored: string[] } | undefined {
  // "pigeon peas seasoned with salt": how it was made is no part of what to look up.
  const made = text.split(/\s+[a-z]+ed\s+(?:with|in|from)\s+/);
  const all = foodWords(made[0]!);
  if (made.length > 1) return { words: [...all.filter((w) => isFoodWord(ctx, w)), ...cookedIn(text)], ignored: [] };
  const words = all.filter((w) => isFoodWord(ctx, w));
  if (words.length === 0 || words.length === all.length || words.every((w) => DESCRIPTORS.has(w) || COLOURS.has(w) || /ed$/.test(w))) return undefined;
  return { words, ignored: all.filter((w) => !words.includes(w)) };
}

// Water only: "grits made with milk" finds milk itself (the search weighs "milk" over "grits"),
// worse than the food alone.
const COOKED_IN = /\s(cooked|made|prepared|boiled|simmered)\s+(?:with|in|using)\s+(water)\b/;
/**
 * "yellow grits made with water, a little salt", "farina boiled in water": the water a cereal,
 * a grain or a pasta was cooked in says it is cooked (USDA names both: "…, dry" and "…, cooked
 * with water"); the words before the verb alone find the dry one, four times the carbs a cup.
 */
function cookedIn(text: string): string[] {
  const cooked = COOKED_IN.exec(text);
  return cooked ? [cooked[1]!, 'with', cooked[2]!] : [];
}

/**
 * The last try before naming an item not recognised: its food words without sizes and
 * descriptions, then fewer of them from the front, the head noun last ("king-sized caramel
 * candy, large" → "caramel candy"). Only a food whose name has one of the words used answers;
 * the words left out are named in the result.
 */
/** Modifier and function words: never the one word that names a food ("no thanks" is no "No Fear"). */
const NEVER_A_FOOD = /^(no|not|without|extra|more|double|minus|hold|sans|except|excluding|additional|any|some|all)$/;
function lastResort(ctx: FoodIndex, text: string, options: MatchOptions): { match: { food: Food }; ignored: string[] } | undefined {
  const all = foodWords(text);
  const words = all.filter((w) => !NEVER_A_FOOD.test(w) && isFoodWord(ctx, w) && !DESCRIPTORS.has(w) && !COLOURS.has(w) && !/(ed|ly)$/.test(w) && !/-siz(e|ed)$/.test(w) && matchSize(w) === undefined);
  for (let start = 0; start < words.length; start++) {
    const used = words.slice(start);
    const found = matchFood(ctx, used.join(' '), options);
    if (found && namesAWord(found.food, used.filter((w) => !onlyServesFood(w)))) return { match: found, ignored: all.filter((w) => !used.includes(w)) };
  }
  // A food word USDA names only in the plural ("Litchis, raw" for "a raw litchi"), as a name
  // part by itself (not a word of a description: "Grits, regular or quick" is no "quick").
  // (A food word alone in the singular was tried too: it answered text that names no food.)
  for (const word of [...words].reverse()) {
    for (const form of [`${word}s`, `${word}es`]) {
      const found = matchFood(ctx, form, options);
      if (found && found.food.name.toLowerCase().split(',').some((part) => part.trim() === form)) return { match: found, ignored: all.filter((w) => w !== word && !DESCRIPTORS.has(w) && !namesAWord(found.food, [w])) };
    }
  }
  return undefined;
}

/** "and" or "&" between two foods of one kept phrase. */
const AND_JOIN = /\s+(?:and|&)\s+/;

/**
 * The parts of a phrase the parser joined at "and" ("broccoli and rice") when each part is a
 * food by itself: the first keeps the amount said, the later ones are foods beside it (as the
 * parser's own split makes them). Undefined when any part is not a food of its own.
 */
function joinedParts(ctx: FoodIndex, item: MealItem, options: MatchOptions): MealItem[] | undefined {
  const texts = item.foodText.split(AND_JOIN);
  if (texts.length < 2 || texts.some((t) => foodWords(t).length === 0)) return undefined;
  if (!texts.every((t) => matchFood(ctx, t, options) !== undefined)) return undefined;
  return texts.map((t, i) => (i === 0 ? { ...item, foodText: t, text: t } : { ...item, foodText: t, text: t, amount: undefined, quantity: 1, unit: undefined, size: undefined, modifiers: [], link: 'soft' }));
}

export interface Resolution {
  found: ResolvedItem[];
  /** Items no food in the database fairly matches: named in the result, never dropped silently. */
  unmatched: MealItem[];
}

/**
 * Matches every item to a food and weighs it. "with X" items are sized against the food they
 * ride on; "extra X" adds an accompaniment-sized portion of X; "no X"/"without X" prefer a
 * variant that says so (see match.ts) and are otherwise noted, never guessed away.
 */
/**
 * `meal`: the whole text the items were read from, for what is said once for all of them (the
 * restaurant they came from, which the parser cuts from the items).
 */
export function resolveItems(ctx: FoodIndex, written: readonly MealItem[], settings = 0, lastTry = false, meal?: string): Resolution {
  const items = cookedInFat(ctx, frozenMealKinds(oneJarOfBabyFood(bracketedFillings(ctx, scoopedFlavours(ctx, qualifiersOfTheFoodBefore(written)))), meal));
  const found: ResolvedItem[] = [];
  const unmatched: MealItem[] = [];
  let host: Host | undefined;
  // "a salad with carrots and tomatoes", "a garden salad featuring tomatoes, alongside carrots":
  // vegetables listed after a salad are its own, and raw, whatever USDA's usual form is. A food
  // named before it ("rice and a salad") is eaten as it usually is.
  let saladNamed = false;
  let main: ResolvedItem | undefined;
  // The food a sentence opens with: its later parts may be parts of it.
  let dish: ResolvedItem | undefined;
  for (let at = 0; at < items.length; at++) {
    let item = ofTheSameWhole(ctx, madeWith(drinkSizeSaidLast(ctx, items[at]!, settings)), items[at + 1]);
    const afterSalad = saladNamed;
    saladNamed ||= SALAD.test(item.foodText);
    // "cod and chips", "fish and chips at the chippy", "chip shop chips": British chips, beside a
    // fish or from the shop that fries them, are French fries, never a bag of potato chips.
    item = asChipShopChips(item, main, meal);
    // "a cupcake w frosting", "brownie with icing": the frosting said with "with" is the baked
    // item's own topping, which USDA weighs in the item's row; the iced row when the one found
    // says it has none. Never a second food of a cup of frosting (327 g of glaze had been added).
    if (item.link === 'with' && !item.amount?.explicit && main && frostsBakedItem(ctx, main, item.foodText)) continue;
    // "drumsticks, meat and skin both", "peaches in heavy syrup, fruit and syrup":
    // words the food before already names are that food's description, not a second food.
    const earlier = [main?.food, host?.food].filter((f): f is Food => f !== undefined);
    if (item.link !== 'hard' && item.link !== 'first' && !item.amount?.explicit && earlier.some((f) => describesFood(f, item.foodText))) continue;
    // "a burrito with beans and cheese", "prunes with their syrup": a part the dish's USDA name
    // already lists ("Burrito, with beans, cheese", "…, heavy syrup pack") is weighed in the dish.
    // ("a chicken salad sandwich and a salad": a part with an amount of its own is another food.)
    const partOfDish = (item.link === 'with' && !item.amount?.explicit) || (item.link === 'soft' && !item.amount);
    if (partOfDish && [dish, main].some((r) => r !== undefined && namesAsPart(r.food, item.foodText))) continue;
    // "enchiladas, filled with chicken", "pho with beef", "ramen - pork": a filling said after the
    // dish picks the dish's row that holds it ("Enchilada, chicken"; "Soup, pho, with meat"),
    // never a second portion beside it (own-filling.ts).
    const holding = partOfDish && main && main.item.link !== 'with' ? dishHoldingPart(ctx, main.food, main.item.foodText, item.foodText) : undefined;
    if (holding && main) {
      // A unit said ("2 cups", "a square inch") weighs the row picked by its own portions.
      if (holding !== main.food && main.item.amount?.unit) Object.assign(main, plausibleGrams(ctx, main.item, holding, itemGrams(ctx, main.item, holding)));
      main.food = holding;
      continue;
    }
    // "a flat white with whole milk", "iced caramel latte, venti, oat milk": the milk said after a
    // coffee drink made of milk is which milk the drink was made with, already weighed in it.
    if (partOfDish && main && milkOfTheDrink(item.foodText, main.food)) {
      main.food = drinkMadeWith(ctx, main.food, item.foodText) ?? main.food;
      continue;
    }
    // "a turkey sub on wheat", "grilled cheese on white": a bread named alone after a sandwich is
    // the sandwich's own bread, which FNDDS weighs in, never a second food ("wheat" alone was 192 g
    // of durum wheat grain). After a filling that is no sandwich ("turkey on rye") it is that bread.
    const kind = withoutPlace(item.foodText).trim();
    const bread = item.link === 'with' && !item.amount && host ? BARE_BREAD.exec(kind) : null;
    if (bread && SANDWICH_FOOD.test(host!.food.name)) continue;
    if (bread) item = { ...item, foodText: `${bread[1]} bread` };
    // "2 slices of wheat", "a slice of rye": a bread's kind counted in slices is that bread (a slice
    // of grain is nothing anyone eats; "wheat" alone had been 192 g of durum wheat a slice).
    // Only the kind said bare: "toasted white bread", "whole wheat toast" keep every word they have.
    // "ham & swiss", "turkey and pepper jack", "roast beef w havarti": a cheese said by its kind
    // alone after another food is that cheese ("swiss" alone is a word of origin, "havarti" no
    // word the tables have), never a refusal of the kind or of the whole list.
    if (!bread && at > 0 && (item.link === 'soft' || item.link === 'with') && CHEESE_KIND_ALONE.test(kind)) item = { ...item, foodText: `${kind} cheese` };
    const sliced = !bread && item.amount?.unit?.name === 'slice' && !/\b(?:bread|toast|from|at)\b/i.test(kind) && BARE_BREAD.test(kind);
    if (sliced) item = { ...item, foodText: `${kind} bread` };
    // "1 ounce of almonds, about 23 whole kernels": a count of pieces after a weighed food says its amount again.
    if (item.link !== 'hard' && item.link !== 'first' && main?.item.amount?.unit !== undefined && main.item.amount.unit.kind !== 'household' && item.amount?.unit === undefined && restatesCount(item.foodText)) continue;
    const measured = item.amount?.unit !== undefined && item.amount.unit.kind !== 'household';
    const fraction = item.amount !== undefined && item.amount.unit === undefined && item.amount.count < 1;
    const options = { modifiers: item.modifiers, needsPortion: !measured, wantsWhole: fraction, settings };
    // "general tso's chicken from a Chinese restaurant": the restaurant's own dish, weighed by its
    // order, before an everyday name for the home dish.
    // "an egg and cheese english muffin": FNDDS's breakfast egg sandwich of that bread and filling;
    // "a spinach omelette": FNDDS's omelet of those fillings.
    // "a thin crust pizza with extra vegetables": FNDDS's pizza of those toppings, the extras its own.
    const pizza = pizzaOf(ctx, item);
    const restaurant = restaurantDish(ctx, item, meal) ?? eggSandwichOf(ctx, item.foodText) ?? omeletOf(ctx, item.foodText) ?? pizza;
    // A reviewed everyday name ("Big Mac", "grande latte", "poke bowl") decides the food.
    // Said before chatter ("a Big Mac so good"), the reviewed name still decides (common.ts).
    const own = !restaurant && item.modifiers.length === 0 ? commonFoodOf(ctx, item) : undefined;
    const chat = !restaurant && item.modifiers.length === 0 && !own ? reviewedBeforeChatter(ctx, item) : undefined;
    const common = own ?? chat?.common;
    // "a sweet tea from Chick-fil-A": the place's words must not pull in that brand's other items.
    // "a salad with dressing": after a salad, a dressing is the salad's (not turkey's stuffing).
    const foodText = afterSalad && /^dressings?$/.test(item.foodText) ? 'salad dressing' : item.foodText;
    // A family's dish the search cannot reach by its words ("a spinach and mushroom omelette") is
    // still that one dish, never split into its parts below.
    let match: { food: Food } | undefined = common ?? matchFood(ctx, withoutPlace(sandwichOnBread(foodText)), options) ?? (restaurant ? { food: restaurant } : undefined);
    // "holiday in valencia", "a smoothie from the juice bar": a food carried only by the words
    // after "in"/"from"/"at" is the place's namesake; the words before it decide (head-word.ts).
    const where = !common && !restaurant && match ? headAndWhere(withoutPlace(foodText)) : undefined;
    if (where && !namesAWord(match!.food, where.head) && namesAWord(match!.food, where.where)) match = matchFood(ctx, where.head.join(' '), options);
    if (!common && match && (afterSalad || RAW_CUT.test(item.foodText)) && !SALAD.test(item.foodText) && !METHOD.test(item.foodText) && /\bcooked\b/i.test(match.food.name)) {
      const raw = matchFood(ctx, `raw ${item.foodText}`, options);
      // A grain or a pulse "raw" is the dry one (wild rice, dry chickpeas), never a salad's.
      if (raw && /\braw\b/i.test(raw.food.name) && !DRY_WHEN_RAW.test(raw.food.category)) match = raw;
    }
    // "three slices of fresh ginger": a slice, wedge or stick is cut from a solid food, never
    // from a drink ("Tea, ginger"); the raw food the words name is the one cut.
    if (!common && match && PIECE_CUT.test(item.amount?.unit?.name ?? '') && DRINK_FIRST.test(match.food.name)) {
      // The best solid food the words name, whose first name part is the head noun ("Ginger root, raw").
      const head = foodWords(item.foodText).filter((w) => !DESCRIPTORS.has(w)).at(-1);
      const headFirst = head && new RegExp(`^${head.replace(/[^a-z]/g, '')}\\b`, 'i');
      const solid = headFirst && firstHit(ctx, `raw ${item.foodText}`, 20, (hit) => !isDrink(hit.food) && hit.score >= 0.5 && headFirst.test(hit.food.name));
      if (solid) match = { food: solid.food };
    }
    // "a sourdough loaf", "banana loaf": a loaf no food's name carries ("meat loaf", "lamb loaf")
    // is a bread of that kind, not the banana or a refusal.
    if (!common && LOAF_LAST.test(item.foodText) && !(match && /\bloaf\b/i.test(match.food.name))) {
      const kindText = item.foodText.replace(LOAF_LAST, '');
      // The everyday name of the bread first ("sourdough" is FNDDS's French bread, which weighs a loaf).
      const everyday = commonFoodOf(ctx, { ...item, foodText: kindText });
      const named = everyday && /\bbread\b/i.test(everyday.food.name) ? everyday : undefined;
      const bread = named ?? matchFood(ctx, `${kindText} bread`, options);
      if (bread && /\bbread\b/i.test(bread.food.name) && (named || namesAWord(bread.food, foodWords(kindText)))) {
        match = { food: bread.food };
        // "a sourdough loaf" is a loaf of it, as "a loaf of sourdough" is: the loaf FNDDS weighs
        // (or the sliced loaf), never one slice. A unit said ("a slice of rye loaf") stands.
        if (!item.amount?.unit) item = asLoaves(item);
      }
    }
    // "cocoa made from a dry mix and milk": how it was made named a food USDA makes the
    // same way ("Puddings, chocolate, dry mix, prepared with whole milk") whose head no word said;
    // without the verb, the words find the food they are about.
    if (!common && match) match = saidHeadWithoutVerb(ctx, item.foodText, match, options) ?? match;
    // Guard: the head noun names another food than the match ("avocado toast" is toast, not avocado oil).
    const head = !common && match ? wrongHeadFor(ctx, item, match.food, options) : undefined;
    if (head) match = head;
    // The food words only describe an unknown head ("orange county sunset"): no fallback below.
    // (Where it came from is no part of it: "a burrito from Chuy's".)
    // Nor is who made it ("granola made by my aunt Perpetua").
    const describesOther = !match && modifiesUnknownHead(ctx, item.foodText.split(/\s+(?:from|at|(?:made|[a-z]+ed)\s+by)\s+/)[0]!);
    // Never refuse a food the everyday names know, even when the search's words do not reach it.
    // An everyday name found with words set aside must be carried by the words kept, as a
    // search's food is ("ticket for the late show" is no latte).
    if (!describesOther && !match) {
      const everyday = commonFoodOf(ctx, item, true);
      if (everyday && (commonFoodNamed(item.foodText) !== undefined || carries(ctx, mentionOf(ctx, foodWords(item.foodText)), everyday.food))) match = everyday;
    }
    // "a smoothie from Jamba Juice": a place the tables do not know is still not part of the food.
    const before = item.foodText.split(/\s+(?:from|at)\s+/)[0]!;
    if (!match && !describesOther && before !== item.foodText) match = matchFood(ctx, before, options) ?? commonFoodOf(ctx, { ...item, foodText: before }, true);
    // "broccoli and rice": the parser kept the phrase whole (its words score as a dish) but no
    // dish answers it; each part that is a food on its own is its own item, never one word kept.
    if (!match && !describesOther) {
      const parts = joinedParts(ctx, item, options);
      if (parts) {
        items.splice(at + 1, 0, ...parts);
        continue;
      }
    }
    // Never refuse a food: words the tables do not know ("a Wasa brand crispbread", "a pouch of
    // taffy in regular size") are set aside and named; the words that are food decide.
    let ignored: string[] = chat?.left ?? [];
    // The everyday row of a name found among chatter: its own portions weigh the food.
    let namedRow: CommonFoodRow | undefined;
    if (!match && !describesOther) {
      // A name said among chatter ("2 bags of takis lol", "my fave takis") is the food when an
      // amount was said for it or it ends the mention, the head's place: a name that is also a
      // word ("kind", "late") in a sentence that says no amount ("kind regards") is no food.
      const named = commonFoodAmongUnknown(item.foodText, (w) => isFoodWord(ctx, w));
      const food = named && (named.last || item.amount !== undefined) && ctx.foods.get(named.row.id);
      if (named && food) {
        match = { food };
        namedRow = named.row;
        ignored = named.left;
      }
    }
    if (!match && !describesOther) {
      const known = knownFoodWords(ctx, item.foodText);
      if (known) {
        const head = known.words.filter((w) => !DESCRIPTORS.has(w) && !COLOURS.has(w)).at(-1);
        const found =
          matchFood(ctx, known.words.join(' '), options) ??
          commonFoodOf(ctx, { ...item, foodText: known.words.join(' ') }, true) ??
          (head !== undefined ? matchFood(ctx, head, options) : undefined);
        // Only a food its name shows one of the words for: "my bike is broken" names none. A
        // vessel or a meal left alone ("keto breakfast", "cookout plate") names no food (head-word.ts).
        if (found && namesAWord(found.food, known.words.filter((w) => !onlyServesFood(w)), lastTry)) {
          match = found;
          ignored = known.ignored;
        }
      }
    }
    // Only when nothing else in the text is food: beside foods it knows, a part it cannot place
    // is better named as not recognised than guessed from one of its words.
    if (!match && lastTry && !describesOther) {
      const last = lastResort(ctx, item.foodText, options);
      if (last) {
        match = last.match;
        ignored = last.ignored;
      }
    }
    // Still nothing in the whole text: the mention's own phrase at a lower score, a food whose
    // kind its words say, the rest named as not understood (fallback.ts).
    if (!match && lastTry) {
      const guess = guessFood(ctx, item, modifiesUnknownHead);
      if (guess) {
        match = guess.match;
        ignored = guess.ignored;
      }
    }
    // "a bratwurst on a bun": a bun said alone, after the food put on it, is FNDDS's plain roll
    // of that shape (the search finds only cinnamon, honey or bao buns, or the sandwiches).
    if (!match && BARE_BUN.test(item.foodText.trim()) && host) match = matchFood(ctx, SAUSAGE_FOR_BUN.test(host.food.name) ? 'roll white hot dog bun' : 'roll white hamburger bun', options);
    if (!match) {
      // "pho ga large bowl extra noodles": what was added is still food when the dish is not known.
      const extras = item.modifiers.filter((m) => m.kind === 'extra');
      unmatched.push(extras.length > 0 ? { ...item, modifiers: item.modifiers.filter((m) => m.kind !== 'extra') } : item);
      items.splice(at + 1, 0, ...extras.map((m): MealItem => ({ ...item, foodText: m.text, text: `extra ${m.text}`, amount: undefined, quantity: 1, unit: undefined, size: undefined, modifiers: [], link: 'with' })));
      continue;
    }
    const inched = restaurant ?? ((!common && saidInchesSibling(ctx, item.amount?.inches, match.food)) || match.food);
    const sized = (!common && sizedFood(ctx, item, inched)) || inched;
    const food = (!common && (saidSugarVariant(ctx, item, sized) ?? saidCanForm(ctx, item, sized) ?? saidRawForm(ctx, item, sized))) || sized;
    const rider = item.link === 'with' ? host : undefined;
    // "two 8 count nuggets": weighed as the items the packs hold (pack-count.ts).
    const weighed = itemsInPacks(item);
    const pack = hundredCaloriePack(ctx.foods, weighed, food);
    // A reviewed everyday name's own word for the unit said is published ("a serving of PB2" is
    // its label's 12 g), never second-guessed as one piece.
    const unitWord = item.amount?.unit?.name;
    const row = common?.row ?? namedRow;
    const published = !pack && row && unitWord !== undefined && row.p[unitWord] !== undefined ? commonGrams(item, food, row, ctx.foods) : undefined;
    const portion = partNoHeavierThanHost(ctx.foods, item, food, rider, published ?? plausibleGrams(ctx, weighed, food, pack ?? chainNamedPortion(ctx.foods, weighed, food) ?? commonGrams(weighed, food, row, ctx.foods) ?? itemGrams(ctx, weighed, food, rider)));
    const notes = item.modifiers
      .filter((m) => m.kind === 'without' && !negatedIn(match.food.name, m.text))
      .map((m) => `without ${m.text}`);
    const resolved: ResolvedItem = { item, food, grams: portion.grams, basis: packBasis(item, weighed, portion.basis), estimated: portion.estimated, notes, ...(ignored.length > 0 ? { ignored } : {}) };
    found.push(resolved);
    main = resolved;
    if (item.link === 'first' || item.link === 'hard') dish = resolved;
    if (item.link !== 'with' || !host) host = { food, grams: portion.grams, item };
    const topping = head ? matchFood(ctx, head.rest)?.food : !common ? toppingBeside(ctx, item, food) : undefined;
    if (topping) {
      const side = accompanimentGrams(ctx, topping, { food, grams: portion.grams, item }) ?? defaultPortion(ctx.foods, topping);
      found.push({ item: { ...item, modifiers: [], link: 'with' }, food: topping, grams: side.grams, basis: side.basis, estimated: side.estimated, sideOf: item, notes: [] });
    }
    if (common) {
      for (const side of commonSides(ctx, common, item)) {
        // "caesar salad with 2 tbsp dressing": a side the name brings, said again later with its
        // own amount, is counted there once.
        if (saidAfter(items, at, side.food)) continue;
        found.push({ item: { ...item, modifiers: [], link: 'with' }, food: side.food, grams: side.answer.grams, basis: side.answer.basis, estimated: false, sideOf: item, notes: [] });
      }
    }

    for (const modifier of item.modifiers) {
      if (modifier.kind !== 'extra' || (pizza && food === pizza)) continue;
      const extra = matchFood(ctx, modifier.text);
      if (!extra) {
        unmatched.push({ ...item, foodText: `extra ${modifier.text}`, text: `extra ${modifier.text}`, modifiers: [], link: 'with' });
        continue;
      }
      const side = accompanimentGrams(ctx, extra.food, { food, grams: portion.grams, item }) ?? defaultPortion(ctx.foods, extra.food);
      found.push({
        item: { ...item, foodText: modifier.text, modifiers: [], link: 'with' },
        food: extra.food,
        grams: side.grams,
        basis: side.basis,
        estimated: side.estimated,
        extraOf: item,
        notes: [],
      });
    }
  }
  // Never refuse text that names a food: when no item matched, each is tried once more with the
  // last resort (its food nouns alone).
  if (found.length === 0 && unmatched.length > 0 && !lastTry) return resolveItems(ctx, items, settings, true, meal);
  return { found: onTheirBase(ctx, found), unmatched };
}

/** A bread said by its kind alone, as after "on" ("on wheat", "on toasted rye", "on whole wheat bread"), where it was bought left after it. */
const BARE_BREAD = /^(?:(?:whole|toasted|sliced|fresh)\s+)?(wheat|white|rye|sourdough|multigrain|multi-grain|pumpernickel|wholemeal|granary)(?:\s+(?:bread|toast))?(?:\s+(?:from|at)\s.*)?$/i;
/** A cheese named by its kind with no "cheese": the kinds a sandwich or a platter lists after its meat. */
const CHEESE_KIND_ALONE = /^(?:swiss|american|havarti|muenster|provolone|gouda|gruyere|colby|(?:pepper|monterey|colby)\s+jack|jack)$/i;
/** FNDDS foods that carry their own bread: a sandwich, a sub, a burger, a wrap. */
const SANDWICH_FOOD = /\b(?:sandwich|sandwiches|sub|subs|burger|hamburger|cheeseburger|wrap|hoagie|panini|melt|club)\b/i;
/** A bun named by nothing but itself. */
const BARE_BUN = /^(?:(?:white|soft|plain|toasted)\s+)?buns?$/i;
/** Foods put in a long bun (FNDDS's "hot dog bun"), the others on a round one. */
const SAUSAGE_FOR_BUN = /\b(hot dog|frankfurter|sausage|bratwurst|kielbasa|wiener)\b/i;

/** "thigh off a rotisserie chicken", "wing of the roast turkey": a part cut from a whole named after it. */
const CUT_OF_WHOLE = /^([a-z-]+)\s+(off of|off|of|from)\s+(.+)$/;

/**
 * "a drumstick and thigh off a rotisserie chicken", "a leg and a wing of a roast turkey": two
 * parts joined under one whole are each a part of it. A bare one-word part before a later part
 * "off/of/from" a whole takes that whole, when the words so joined find a food whose name has
 * the part (a drumstick alone is no food; "Chicken drumstick, rotisserie" is).
 */
function ofTheSameWhole(ctx: FoodIndex, item: MealItem, next: MealItem | undefined): MealItem {
  if (next?.link !== 'soft' || (item.link !== 'first' && item.link !== 'soft') || /\s/.test(item.foodText.trim())) return item;
  const cut = CUT_OF_WHOLE.exec(next.foodText.trim());
  if (!cut) return item;
  const part = stem(item.foodText.trim());
  const joined = `${item.foodText.trim()} ${cut[2]} ${cut[3]}`;
  const found = matchFood(ctx, joined);
  if (!found || !namedStems(found.food).has(part)) return item;
  return { ...item, foodText: joined };
}

/** "a tv dinner", "a frozen meal", "a microwave entree": a packaged meal whose kind may follow. */
const FROZEN_MEAL = /\b(?:tv|frozen|microwave(?:able)?)\s+(?:dinner|meal|entree)s?$/i;

/**
 * "a tv dinner, salisbury steak", "a frozen meal: chicken alfredo": the words after the comma say
 * which frozen meal it was (FNDDS weighs them as meals: "Salisbury steak dinner, NFS, frozen
 * meal"), never a second plate of the dish beside an NFS dinner. The kind, with no amount of its
 * own and set off by a comma, colon, dash or bracket, is read as that kind's frozen meal.
 */
function frozenMealKinds(items: readonly MealItem[], meal: string | undefined): MealItem[] {
  const out: MealItem[] = [];
  for (let at = 0; at < items.length; at++) {
    const item = items[at]!;
    const next = items[at + 1];
    const between = meal && next ? meal.slice(item.span.end, next.span.start) : undefined;
    if (next && between !== undefined && FROZEN_MEAL.test(item.foodText) && !next.amount && (next.link === 'soft' || next.link === 'paren') && /^\s*[,:(\u2013\u2014-]\s*$/.test(between)) {
      // "dinner" said is FNDDS's "… dinner, NFS, frozen meal" of that kind, the NFS meal of it.
      const dinner = /\bdinners?$/i.test(item.foodText) ? ' dinner' : '';
      out.push({ ...item, foodText: `${next.foodText}${dinner} frozen meal`, span: { start: item.span.start, end: next.span.end }, text: meal!.slice(item.span.start, next.span.end) });
      at++;
      continue;
    }
    out.push(item);
  }
  return out;
}

const BABY_FOOD = /\b(?:baby[- ]?food|babyfood|baby toddler|toddler food|infant food)s?\b/i;
/** Brands that make only baby food: a jar of theirs is baby food ("a jar of Gerber pears"). */
const BABY_BRAND = /\b(?:gerber|beech[- ]?nut|earth'?s best)\b/gi;
const BABY_BRAND_TEST = new RegExp(BABY_BRAND.source, 'i');
/** Words that say what a jar holds, not a food: "a blend of pears", "apple and sweet potato flavor". */
const JAR_WORDS = /\b(?:blend|mix|mixture|combination|flavou?r|flavou?red|variety|medley|of|that|combines?|contains?|specifically|both|with)\b/g;

/**
 * "a 4 oz jar of baby food, pears and pineapple", "strained baby food of apples with
 * ham": what a jar of baby food holds is the jar's food (USDA names each: "Babyfood, fruit, pears
 * and pineapple, strained"), never a raw pear and a pineapple beside it. The sentence's parts
 * are read as one food, its words without the "and"s, and the jar's amount.
 */
function oneJarOfBabyFood(items: readonly MealItem[]): readonly MealItem[] {
  const baby = (i: MealItem) => BABY_FOOD.test(i.foodText) || BABY_FOOD.test(i.text) || BABY_BRAND_TEST.test(i.text);
  const at = items.findIndex(baby);
  if (at < 0) return items;
  // One jar has one amount: a part with its own ("66.5 g infant formula, 103 g baby food") is another food.
  // ("a serving of …, weighing 1 ounce": the serving is no amount of its own beside the weight.)
  const own = (i: MealItem) => i.amount?.explicit === true && i.amount.unit?.name !== 'serving';
  let amounts = own(items[at]!) ? 1 : 0;
  let start = at;
  while (start > 0 && items[start]!.link !== 'first' && items[start]!.link !== 'hard' && amounts + (own(items[start - 1]!) ? 1 : 0) <= 1) {
    start--;
    if (own(items[start]!)) amounts++;
  }
  let end = at + 1;
  while (end < items.length && items[end]!.link !== 'hard' && !(own(items[end]!) && amounts > 0)) {
    if (own(items[end]!)) amounts++;
    end++;
  }
  const jar = items.slice(start, end);
  const amount = (jar.find(own) ?? jar.find((i) => i.amount?.explicit) ?? jar.find((i) => i.amount))?.amount;
  let foodText = jar.map((i) => i.foodText).join(' ').replace(JAR_WORDS, ' ').replace(/\band\b/g, ' ').replace(/\s+/g, ' ').trim();
  // Named only by its brand: the brand is no word of USDA's name, "baby food" is.
  if (!jar.some((i) => BABY_FOOD.test(i.foodText) || BABY_FOOD.test(i.text))) foodText = `baby food ${foodText.replace(BABY_BRAND, ' ').replace(/\s+/g, ' ').trim()}`;
  if (jar.length === 1 && foodText === jar[0]!.foodText) return items;
  const first = jar[0]!;
  const one: MealItem = {
    ...first,
    ...(amount ? { amount, quantity: amount.count } : {}),
    foodText,
    modifiers: jar.flatMap((i) => i.modifiers),
    span: { start: first.span.start, end: jar.at(-1)!.span.end },
    text: jar.map((i) => i.text).join(', '),
  };
  return [...items.slice(0, start), one, ...items.slice(end)];
}

/** "…, prepared with butter", "…, cooked in olive oil": how the food before was made names what it was made with. */
const MADE_WITH = /^(?:prepared|made|cooked|fried|sauteed|sautéed|baked|roasted|finished|drizzled|dressed|seasoned)\s+(?:with|in|using)\s+(.+)$/;
function madeWith(item: MealItem): MealItem {
  const m = item.link === 'soft' || item.link === 'with' ? MADE_WITH.exec(item.foodText) : null;
  return m ? { ...item, foodText: m[1]!, link: 'with' } : item;
}

/** The words that name a base: the item's food words without its descriptions ("half of an English muffin" → english muffin). */
const baseWords = (text: string) => contentWords(text.toLowerCase()).filter((w) => !DESCRIPTORS.has(w) && !FRACTION_WORDS.test(w) && !/^(half|halves|whole|toasted|split)$/.test(w));

/**
 * "half an English muffin topped with cheese pizza", "a pizza slice on half a bagel", "a French
 * bread pizza": FNDDS weighs a pizza made on a base by that base ("1/2 English muffin" = 54 g,
 * "1 French bread" = 147 g), so the base named beside it (or in its name) is that portion of
 * the pizza, not a whole pizza plus a muffin.
 */
function onTheirBase(ctx: FoodIndex, found: ResolvedItem[]): ResolvedItem[] {
  const measured = (r: ResolvedItem) => r.item.amount?.unit !== undefined && r.item.amount.unit.kind !== 'household' && !/inch$/.test(r.item.amount.unit.name);
  let out = found;
  for (const dish of found) {
    if (dish.sideOf || dish.extraOf || measured(dish) || /inch/.test(dish.item.amount?.unit?.name ?? '')) continue;
    // The base in the dish's own name, before its head ("french bread pizza").
    const own = baseWords(dish.item.foodText);
    let base: { grams: number; count: number; description: string } | undefined;
    let times = 1;
    let beside: ResolvedItem | undefined;
    for (let n = 2; n >= 1 && !base; n--) {
      for (let at = 0; at + n < own.length && !base; at++) base = basePortion(ctx.foods, dish.food, own.slice(at, at + n));
    }
    if (base) times = (dish.item.amount?.unit ? 1 : dish.item.amount?.count ?? 1) / base.count;
    else {
      for (const other of out) {
        // Only a base the words put it on ("with", "on", "topped with"): "a pizza and a bagel" are two foods.
        const later = found.indexOf(other) > found.indexOf(dish) ? other : dish;
        if (other === dish || other.sideOf || other.extraOf || measured(other) || later.item.link !== 'with') continue;
        base = basePortion(ctx.foods, dish.food, baseWords(other.item.foodText));
        if (base) {
          beside = other;
          times = (other.item.amount?.count ?? 1) / base.count;
          break;
        }
      }
    }
    if (!base) continue;
    const grams = base.grams * times;
    const moved: ResolvedItem = { ...dish, grams, basis: `${formatCount(times)} × ${base.description} = ${base.grams} g (FNDDS: the dish made on it)`, estimated: false };
    out = out.filter((r) => r !== beside).map((r) => (r === dish ? moved : r));
  }
  return out;
}
