import { commonFoodNamed, isPartWord, stem, SYNONYMS, type Food } from '../foods/index.js';
import type { FoodIndex } from '../foods/food-index.js';
import { contentWords, firstPartCarries, foodWords, headedByRider, isFoodWord, joinTest, matchFood, NAME_FILLER, namesOtherThanParts } from './match.js';
import { DESCRIPTORS } from './parse.js';
import { ABOUT_A_FOOD, FOOD_PARTS, KIND_OF_FOOD } from './vocabulary.js';
import { eggSandwichOf } from './egg-sandwich.js';
import { omeletOf } from './omelet.js';
import { pizzaOf } from './pizza.js';

const nameWords = (name: string) => name.toLowerCase().split(/[^a-z]+/).filter(Boolean);
const isNaming = (w: string) => !DESCRIPTORS.has(w) && !/(ed|ly)$/.test(w);

function headWord(words: readonly string[]): string | undefined {
  const head = words.length >= 2 && isPartWord(words.at(-1)!) ? words.at(-2) : words.at(-1);
  return head === undefined || DESCRIPTORS.has(head) ? undefined : head;
}

/**
 * Does the dish USDA found for "X with Y" (or "X topped with Y") name X as its own food and Y
 * after it? FNDDS files many topped dishes under a category first ("Potato, french fries, with
 * chili", "Fast foods, biscuit, with ham", "Muffin, English, whole wheat, with raisins"), so the
 * head of X is looked for in any of the dish's own words (not what it is served on: "Egg
 * sandwich on white bread" is no bread), and each later part must follow it as a word of its
 * own ("eggs with toast" is no "Bread, egg, toasted"). Every food word said must be in the name,
 * and the name may add at most two words never said.
 */
export function namesToppedDish(food: Food, parts: readonly string[]): boolean {
  const heads = parts.map((part) => headWord(foodWords(part)));
  if (heads.length < 2 || heads.some((h) => h === undefined)) return false;
  if (heads.slice(1).some((h) => FOOD_PARTS.has(h!) || ABOUT_A_FOOD.has(h!) || h! in KIND_OF_FOOD)) return false;
  const head = stem(heads[0]!);
  const name = food.name.toLowerCase();
  const own = name.split(',').map((segment) => segment.split(/\s+(?:with|in|on)\s+/)[0]!).join(',');
  if (!nameWords(own).some((w) => stem(w) === head)) return false;
  const words = nameWords(name);
  const after = new Set(words.slice(words.findIndex((w) => stem(w) === head) + 1).filter((w) => !/ed$/.test(w)).map(stem));
  if (!heads.slice(1).every((h) => after.has(stem(h!)))) return false;
  const named = new Set(words.map(stem));
  const said = parts.flatMap((part) => foodWords(part));
  if (!said.filter(isNaming).every((w) => w.split('-').every((x) => named.has(stem(x))))) return false;
  const saidStems = new Set(said.map(stem));
  if (words.filter((w) => w.length > 2 && !NAME_FILLER.has(w) && isNaming(w) && !saidStems.has(stem(w))).length > 2) return false;
  // What the dish says it is "with" must be what the words said ("coffee with milk" is no latte with non-dairy milk).
  const saidAll = new Set(parts.flatMap((part) => part.split(/[^a-z]+/)).filter(Boolean).map(stem));
  return name.split(',').every((segment) => {
    const at = segment.search(/\bwith\b/);
    return at < 0 || contentWords(segment.slice(at + 4).replace(/[^a-z\s]+/g, ' ')).every((w) => saidAll.has(stem(w)));
  });
}

/** "the skin", "skin", "the skin on", "crispy skin": what a piece of poultry or fish is eaten with. */
const SKIN_SAID = /^(?:(?:the|its|crispy|crisp)\s+)*skins?(?:\s+on)?$/i;
/** USDA's skin as a food of its own ("Chicken, skin (drumsticks and thighs), cooked, roasted"). */
const SKIN_ALONE = /^[^,]+, skin\b/i;

/**
 * Head nouns of dishes people name by their fillings ("a turkey and swiss sandwich", "a chicken and
 * cheese quesadilla"), and soups and stews named by what is in them ("a chicken and rice soup",
 * "beef and barley soup"): USDA names those "Soup, chicken with rice", never a chicken beside a soup.
 */
const FILLED_DISH = /^(sandwich(es)?|subs?|hoagies?|wraps?|burritos?|burros?|quesadillas?|tacos?|quiches?|casseroles?|pizzas?|salads?|bowls?|croissants?|bagels?|paninis?|melts?|rolls?|pies?|crepes?|enchiladas?|calzones?|pitas?|omelett?e?s?|soups?|stews?|chowders?|chili|bisques?)$/;

/**
 * A soup sold condensed, a dry mix: a form the person eats only made up. Such a dish found for a
 * list the person never said it of ("a cup of chicken and rice soup") would weigh the cup as the
 * can's contents (twice the carbohydrate); the parts are left as they were said.
 */
const DENSE_FORM = /\b(?:condensed|dry mix|powder|concentrate)\b/i;
const soldDenseUnsaid = (name: string, phrase: string) => DENSE_FORM.test(name) && !DENSE_FORM.test(phrase);

/**
 * "a turkey and swiss sandwich", "a steak and cheese sub": fillings listed with "and" before the
 * dish's head noun are the dish's, never a turkey beside a swiss sandwich. One food when the food
 * the whole phrase finds is of that dish (its name has the head noun) and names the filling said
 * first; "coffee and croissant" (no filling before the head) and "chicken and broccoli casserole"
 * found as a broccoli casserole stay as they were.
 */
function namesFilledDish(ctx: FoodIndex, phrase: string, parts: readonly string[]): boolean {
  const last = foodWords(parts.at(-1) ?? '');
  const head = last.at(-1);
  if (head === undefined || last.length < 2 || !FILLED_DISH.test(head)) return false;
  const fillings = parts.slice(0, -1).map((part) => headWord(foodWords(part)));
  if (fillings.some((h) => h === undefined || FILLED_DISH.test(h))) return false;
  const dish = matchFood(ctx, phrase)?.food;
  if (!dish || soldDenseUnsaid(dish.name, phrase)) return false;
  const named = new Set(nameWords(dish.name).map(stem));
  // The head as the tables spell it counts ("burro" is a burrito: synonyms.ts).
  const heads = [head, ...(SYNONYMS[head] ?? [])];
  if (NAMED_BY_CONTENTS.test(head) && addsUnsaidFood(ctx, dish.name, phrase, heads)) return false;
  return heads.some((h) => named.has(stem(h))) && fillings.every((h) => named.has(stem(h!)));
}

/** Soups, stews and salads: named by all that is in them. */
const NAMED_BY_CONTENTS = /^(soups?|stews?|chowders?|chili|bisques?|salads?)$/;
/**
 * Does a soup's or salad's name hold a food the words never said ("corn and crab chowder" is no
 * "Chicken Corn Chowder", "a plate of rice and chicken salad" no rice salad with fruit)? A
 * sandwich's name may leave a filling out ("Turkey sandwich on white" for turkey and swiss); a
 * soup or salad named for what is in it must not put another food in. A food is a word that heads
 * a food's own name ("chicken" heads "Chicken, …"); a brand's capitals are no food.
 */
function addsUnsaidFood(ctx: FoodIndex, name: string, phrase: string, heads: readonly string[]): boolean {
  const said = new Set([...foodWords(phrase), ...heads].map(stem));
  const own = name.split(/[^A-Za-z']+/).filter((w) => w.length > 2 && w !== w.toUpperCase()).map((w) => w.toLowerCase());
  return own.some((w) => {
    if (said.has(stem(w)) || NAME_FILLER.has(w) || !isNaming(w)) return false;
    const first = nameWords(matchFood(ctx, w)?.food.name ?? '')[0];
    return first !== undefined && stem(first) === stem(w);
  });
}

/** A sandwich's head noun ("a steak sandwich", "a turkey sub", "a BLT"). */
const SANDWICH = /\b(sandwich(es)?|subs?|hoagies?|heroe?s?|blts?|club)\b/;
/** The breads FNDDS names its sandwiches on: "on white", "on wheat" (its egg sandwiches alone say "white bread"). */
const SANDWICH_BREAD = /\b(?:(?:served|made|prepared)\s+)?(?:on|with)\s+(?:(?:a|an|some|toasted|sliced)\s+)*((?:whole[- ])?wheat|white)\s+bread\b/;

/**
 * "a steak sandwich on white bread", "an italian sandwich made with white bread": the bread is the
 * sandwich's own, as FNDDS names it ("Steak sandwich or sub on white"). Said with "bread" the words
 * found FNDDS's egg sandwiches (the only ones named "on white bread") or the bread alone; the egg
 * sandwiches keep their words (egg-sandwich.ts reads them).
 */
export function sandwichOnBread(text: string): string {
  if (!SANDWICH.test(text) || /\beggs?\b/.test(text)) return text;
  return text.replace(SANDWICH_BREAD, 'on $1');
}

/** The stem of a part's head noun, when it names a food (no part, state or kind of one). */
function partHead(part: string): string | undefined {
  const head = headWord(foodWords(part));
  return head === undefined || !isNaming(head) || FOOD_PARTS.has(head) || ABOUT_A_FOOD.has(head) || head in KIND_OF_FOOD ? undefined : stem(head);
}

/**
 * "eggs and white bread", "chicken breast, rice, broccoli": two foods of a few words each, joined by
 * "and" alone or by a comma (the joined phrase is the parts' words with nothing between), with no
 * description between.
 */
const isShortPair = (phrase: string, parts: readonly string[]) =>
  parts.length === 2 && (/\s(?:and|&)\s/.test(phrase) || phrase === parts.map((part) => part.trim()).join(' ')) && parts.every(isShortFood);
/** A food of three words at most, two of them naming, with no word of a description. */
function isShortFood(part: string): boolean {
  const words = part.trim().split(/\s+/);
  return words.length <= 3 && words.every((w) => !EDGE_OR_LINK.test(w)) && foodWords(part).filter(isNaming).length <= 2;
}
/** Words that say a part is a description, not a food ("designed for cakes", "a blend of lard"). */
const EDGE_OR_LINK = /^(for|of|from|in|on|with|made|which|may|or|that|is)$/;

/**
 * Does the food found for a list ("X and Y") lose one of its parts? A part that is a food on its
 * own (its words find a food whose name has its head) but none of whose words is in the joined
 * food's name was dropped by the join ("eggs and white bread" found "Bread, white"). Parts said by
 * another name ("pb and j") find no food carrying their word and are left to the join's score.
 */
function dropsAFood(ctx: FoodIndex, food: Food, parts: readonly string[]): boolean {
  const words = nameWords(food.name).map(stem);
  const inName = (w: string) => words.some((n) => n.includes(w));
  return parts.some((part) => {
    const head = partHead(part);
    // Any word of the part in the name keeps it ("onion, poppy and sesame seeds": "…, sesame").
    if (head === undefined || head.length < 3 || foodWords(part).filter(isNaming).some((w) => stem(w).length >= 3 && inName(stem(w)))) return false;
    const alone = matchFood(ctx, part)?.food;
    return alone !== undefined && nameWords(alone.name).map(stem).some((w) => w.includes(head));
  });
}

/**
 * The parser's one-food test: the matcher's join (match.ts), and a dish topped "with" its
 * parts that USDA weighs as one food ("fries topped with chili", "a biscuit with ham"): the
 * parts are the dish's, never a second portion on top of it.
 */
export function oneFoodTest(ctx: FoodIndex) {
  const isOneFood = oneFoodTestAsSaid(ctx);
  return (phrase: string, parts: readonly string[], viaWith = false, bareList = false): boolean => {
    // "a burrito w chicken from the taqueria": where the dish came from, said after its last part,
    // is no word of the dish; the join is decided on "burrito w chicken" (session 21).
    // A filled dish listed with "and" ("a bean and cheese burrito from the taqueria") likewise.
    // Only a dish headed by its filled-dish noun: "fish and chips at the chippy" is no filled dish.
    const filledBeforePlace = (part: string) => FILLED_DISH.test(foodWords(part.replace(PLACE_AFTER, '')).at(-1) ?? '');
    const place = (viaWith || (bareList && filledBeforePlace(parts.at(-1) ?? ''))) && parts.length >= 2 ? PLACE_AFTER.exec(parts.at(-1)!) : null;
    if (place && isPlaceSaid(place[1]!, (w) => isFoodWord(ctx, w)) && phrase.endsWith(place[0])) {
      const last = parts.at(-1)!.slice(0, -place[0].length);
      return isOneFood(phrase.slice(0, -place[0].length), [...parts.slice(0, -1), last], viaWith, bareList);
    }
    return isOneFood(phrase, parts, viaWith, bareList);
  };
}

/** A bread's kind said with no noun ("white", "whole wheat", "toasted rye"): resolve.ts reads it as that bread. */
const BREAD_KIND_ALONE = /^(?:(?:whole|toasted)\s+)?(?:wheat|white|rye|multigrain|multi-grain|pumpernickel|wholemeal)$/i;
/**
 * A place said after the last part: "from"/"at" and at most two words, none of them a food word
 * ("from taqueria", "at the creperie"; never "at the noodle bar", whose noodle would be lost to
 * nothing here, nor "from the garden" tomatoes, "garden" being a food word of FNDDS's salads).
 */
const PLACE_AFTER = /\s+(?:from|at)\s+(?:(?:the|a|an|my|our)\s+)?([a-z'-]+(?:\s+[a-z'-]+){0,3})$/;
/**
 * "fast food" names a kind of place, never the food ("at the fast food window", "from our
 * fast-food spot"): FNDDS names the dish's own row by it ("…, fast food / restaurant"), which
 * the search still reads on the whole phrase.
 */
const FAST_FOOD = /\bfast[- ]food\b/g;
/** Is it a place's words: at most two words besides "fast food", none a food word? */
function isPlaceSaid(words: string, isFood: (word: string) => boolean): boolean {
  const rest = words.replace(FAST_FOOD, ' ').split(/\s+/).filter(Boolean);
  return rest.length >= 1 && rest.length <= 2 && !rest.some(isFood);
}

function oneFoodTestAsSaid(ctx: FoodIndex) {
  const joins = joinTest(ctx);
  return (phrase: string, parts: readonly string[], viaWith = false, bareList = false): boolean => {
    // "an egg and cheese bagel", "a ham and cheese omelet": FNDDS weighs the breakfast sandwich
    // and the filled omelet as one food (egg-sandwich.ts, omelet.ts).
    // "a pizza with ham and pineapple": FNDDS's pizza of those toppings (pizza.ts).
    if (eggSandwichOf(ctx, phrase) || omeletOf(ctx, phrase) || pizzaOf(ctx, { foodText: phrase, modifiers: [] })) return true;
    // "a roasted chicken thigh with the skin": the skin is eaten on the thigh (USDA's "…, skin
    // eaten"), never SR's skin alone ("Chicken, skin (drumsticks and thighs), …") for the whole.
    if (viaWith && SKIN_SAID.test(parts.at(-1) ?? '') && parts.length === 2) {
      const dish = matchFood(ctx, phrase)?.food;
      if (dish && SKIN_ALONE.test(dish.name)) return false;
    }
    // "muesli with yogurt": a part the search cannot find but a reviewed everyday name knows is
    // a food of its own, never lost in a join whose food does not name it.
    const everydayOnly = parts.filter((part) => commonFoodNamed(part, { reviewedOnly: true }) !== undefined && matchFood(ctx, part) === undefined);
    if (everydayOnly.length > 0 && !commonFoodNamed(phrase, { reviewedOnly: true })) {
      const named = new Set(nameWords(matchFood(ctx, phrase)?.food.name ?? '').map(stem));
      if (!everydayOnly.every((part) => nameWords(part).some((w) => w.length > 2 && named.has(stem(w))))) return false;
    }
    // "a steak sandwich on white bread": the bread the sandwich is made on is no second food.
    if (parts.length === 2 && SANDWICH.test(parts[0]!) && sandwichOnBread(phrase) !== phrase && /^(?:toasted\s+)?(?:(?:whole[- ])?wheat|white)\s+bread$/.test(parts[1]!)) return true;
    // "eggs and white bread" is no "Bread, white": a short list of two foods the join loses one of.
    if (!viaWith && isShortPair(phrase, parts) && !commonFoodNamed(phrase, { reviewedOnly: true })) {
      const joined = matchFood(ctx, phrase)?.food;
      if (joined && dropsAFood(ctx, joined, parts)) return false;
    }
    // "tuna on white", "egg salad on wheat": a bread's kind said alone after a filling is the
    // bread it was eaten on, never a word of the filling's dish ("Tuna with cream or white sauce").
    // A sandwich keeps the join: FNDDS names it by its bread ("Turkey sandwich on wheat").
    if (viaWith && parts.length >= 2 && BREAD_KIND_ALONE.test(parts.at(-1)!.trim()) && !parts.slice(0, -1).some((p) => SANDWICH.test(p))) return false;
    if (joins(phrase, parts, viaWith)) return true;
    if (bareList && !viaWith && parts.length >= 2 && namesFilledDish(ctx, phrase, parts)) return true;
    if (!viaWith) return false;
    const dish = matchFood(ctx, phrase)?.food;
    if (dish === undefined) return false;
    const named = withoutStyle(dish, parts);
    return !namesOtherThanParts(dish, phrase, named) && !headedByRider(dish, named) && firstPartCarries(ctx, dish, named) && namesToppedDish(dish, named);
  };
}

/** A name's closing style ("Stewed, seasoned, ground beef with potatoes, Mexican style"): its words. */
const STYLE_SEGMENT = /,\s*([a-z' ]+?)\s+style\s*(?:,|$)/i;
/**
 * "2 cups of ground beef Mexican style with potatoes": the style said after the dish's own name is
 * the one USDA closes the name with ("…, Mexican style"), never the dish's head noun ("mexican"
 * would have to be followed by the potatoes). The first part is read without its closing style
 * words when the dish's name has them as its style; the phrase searched keeps them.
 */
function withoutStyle(dish: Food, parts: readonly string[]): readonly string[] {
  const style = STYLE_SEGMENT.exec(dish.name)?.[1];
  if (!style || parts.length < 2) return parts;
  const styleWords = new Set(style.toLowerCase().split(/\s+/));
  const words = parts[0]!.trim().split(/\s+/);
  let end = words.length;
  while (end > 1 && styleWords.has(words[end - 1]!.toLowerCase())) end--;
  return end === words.length ? parts : [words.slice(0, end).join(' '), ...parts.slice(1)];
}
