import { stem, type Food } from '../foods/index.js';
import type { FoodIndex } from '../foods/food-index.js';
import { matchFood, namedStems } from './match.js';
import type { MealItem } from './parse.js';
import { DESCRIPTORS } from './parse.js';
import { headNoun, itemGrams } from './portion.js';
import { unitByName } from './units.js';

/**
 * "a roasted potato cooked in olive oil", "salmon pan-fried in butter", "eggs cooked with coconut
 * oil": what a food was cooked in is a fat the dish takes, not a portion of its own. Where USDA
 * has the dish made that way ("Broccoli, cooked with butter", "Egg, whole, fried with butter") the
 * whole phrase finds it and stays one item; where the phrase finds no food of the dish's head noun
 * (it finds the oil, and would weigh the potato's 216 g as oil), the dish and the fat are read as
 * "the dish with the fat" is ("sauteed spinach with olive oil"): the dish's own portion, and the
 * fat sized as an accompaniment of it (a tablespoon), the engine's one convention for a fat named
 * beside a food. The parser may have joined "asparagus grilled with olive oil" into one name
 * without its "with"; the verb still marks where the dish ends.
 */
const COOKED_IN = /^(.+?)\s+(cooked|fried|pan-fried|deep-fried|stir-fried|sauteed|sautéed|roasted|baked|seared|browned|braised|grilled|tossed|poached|confited)\s+(?:(?:in|with)\s+)?(?:(?:a\s+(?:little|bit|touch|drizzle|splash|dab|knob)(?:\s+of)?|some|a\s+little\s+bit\s+of)\s+)?((?:[a-z-]+\s+){0,2}(?:oil|butter|ghee|lard|margarine|shortening|grease|drippings|tallow|schmaltz))$/;
/**
 * Grams of fat that cooking with fat adds per 100 g of the cooked dish, by kind of food, from
 * FNDDS itself: the median, over every FNDDS food named both "…, no added fat" (or "no fat added")
 * and "…, made with oil / made with butter / fat added / NS as to fat", of the difference in fat per
 * 100 g between the pair (printed by `npx tsx scripts/fat-added-pairs.ts`; per WWEIA category:
 * vegetables 2.5–4.1 g over 75 pairs, 2.9 typical; white potatoes 4.15 g over 18; eggs
 * and omelets 4.14 g over 56; beans and legumes 6.3 g over 15; rice and cooked grains 1.6–3.5 g,
 * 2.0 typical, over 32). Meat and fish have no "no added fat" foods, but FNDDS names the same
 * cut cooked two ways (the script's second table): a chicken part "sauteed" against the same part
 * "baked, broiled, or roasted" adds 1.81 g of fat per 100 g (11 pairs, 1.65–1.93); a fish
 * "baked or broiled" against the same fish "steamed" 4.49 g (13 pairs, 4.28–5.29), shellfish
 * 4.51 g (4). Other meats (beef, pork, lamb, turkey) have no pair of their own; they take the
 * chicken figure, the one FNDDS measure of a piece of meat cooked in fat.
 */
const FAT_ADDED_PER_100G: readonly (readonly [RegExp, number])[] = [
  // Potatoes, not chips: "White potatoes, baked or boiled", "Mashed potatoes and white potato mixtures".
  [/white potato/i, 4.15],
  [/^Eggs and omelets$/, 4.14],
  [/^Beans, peas, legumes$/, 6.33],
  // Plain vegetables, not their juices, oils, pickles or dishes already made with fat.
  [/^(Other .*vegetables.*|Vegetables and Vegetable Products|Broccoli|Cabbage|Carrots|Corn|Onions|Spinach|String beans|Lettuce|Tomatoes)$/, 2.9],
  [/^(Rice|Pasta, noodles, cooked grains|Grits and other cooked cereals|Oatmeal)$/, 2.0],
  // SR28's "Finfish and Shellfish Products" are cooked without fat ("cooked, dry heat").
  [/^(Fish|Shellfish|Finfish and Shellfish Products)$/, 4.49],
  [/^(Chicken, whole pieces|Turkey, duck, other poultry|Poultry Products|Beef, excludes ground|Beef Products|Pork|Pork Products|Lamb, goat, game|Lamb, Veal, and Game Products)$/, 1.81],
];

/**
 * A USDA dish weighed with its cooking fat already in it ("Quinoa, NS as to fat", "Peas, fat
 * added", "Chicken thigh, sauteed", "Fish, salmon, fried", "Potato, french fries"), never "no fat added" (nor "NS as to
 * fat eaten": the fat of the cut, trimmed or not).
 */
const FAT_INCLUDED = /\bns as to fat\b(?! eaten)|(?<!no )\bfat added\b|\b(?:made|cooked) with (?:oil|butter|margarine|fat)\b|\b(?:sauteed|fried|fries|chips|stir-fried|pan-fried|cooked in fat)\b/i;
/**
 * FNDDS cooks fish and shellfish with fat in every way but steamed (the pairs above): its "NFS",
 * "baked or broiled" and "grilled" fish already carry the fat a person cooked it in.
 */
const FISH_COOKED_WITH_FAT = (food: Food) => food.source === 'fndds' && /^(Fish|Shellfish)$/.test(food.category) && !/\b(raw|steamed|boiled|canned|smoked|dried|pickled)\b/i.test(food.name);
const includesFat = (food: Food) => FAT_INCLUDED.test(food.name) || FISH_COOKED_WITH_FAT(food);
/** Verbs of cooking a piece in a pan with fat: USDA's "sauteed" ("Chicken breast, sauteed") is that dish. */
const PAN_VERBS = new Set(['cooked', 'pan-fried', 'stir-fried', 'sauteed', 'sautéed', 'seared', 'browned']);
/**
 * Pan verbs USDA does not mean by its own word: its "fried" fish or tofu is coated or deep-fried
 * ("salmon pan-fried in butter" is no "Fish, salmon, fried" with 16 g of breading), and it never
 * says "seared". The dish is the food as said, and the fat is read for it.
 */
const PAN_NOT_USDA = new Set(['pan-fried', 'stir-fried', 'seared']);

/** Fats named by a food that is no fat ("peanut butter", "apple butter"). */
const NOT_A_FAT = /\b(peanut|almond|cashew|apple|nut|cookie|seed|sunflower seed|cocoa|shea)\s+butter$/;

export function cookedInFat(ctx: FoodIndex, items: readonly MealItem[]): MealItem[] {
  if (!items.some((i) => COOKED_IN.test(i.foodText))) return items as MealItem[];
  return items.flatMap((item) => {
    const m = COOKED_IN.exec(item.foodText);
    if (!m || NOT_A_FAT.test(m[3]!)) return [item];
    const [, dishText, verb, fat] = m as unknown as [string, string, string, string];
    const head = headNoun(dishText);
    if (!head || DESCRIPTORS.has(head)) return [item];
    const options = { modifiers: item.modifiers, needsPortion: true };
    const fatHead = stem(fat.split(/\s+/).at(-1)!);
    // The fat itself ("Oil, olive", "Coconut oil", "Butter, NFS"): its first name part names the fat.
    const isTheFat = (food: Food) => food.name.toLowerCase().split(',')[0]!.split(/[^a-z]+/).some((w) => stem(w) === fatHead);
    // USDA's dish made with the fat ("Collards, fresh, cooked with butter") stands; a food found
    // whole that carries no fat ("a steak cooked in butter" finds "Beef, steak, NFS") takes its share.
    const whole = matchFood(ctx, item.foodText, options);
    if (whole && !isTheFat(whole.food)) {
      if (includesFat(whole.food)) return [item];
      const fatItem = fatItemOf(item, fat);
      const scaled = scaledToDish(ctx, item, whole.food, fatItem);
      return scaled ? [{ ...item, shown: item.shown ?? dishText }, scaled] : [item];
    }
    // USDA says "cooked with butter" where people say "sauteed in butter": the same dish.
    // It says "Kale, fresh, cooked with butter" where people leave "fresh" unsaid, and
    // "Chicken breast, sauteed" where people say "cooked in olive oil". The name shown stays the
    // person's words (`shown`), not the wording the search was given.
    const pan = PAN_VERBS.has(verb) ? [`${dishText} sauteed`] : [];
    for (const madeWith of [`${dishText} ${verb} with ${fat}`, `${dishText} fresh cooked with ${fat}`, ...pan]) {
      const found = madeWith !== item.foodText ? matchFood(ctx, madeWith, options) : undefined;
      if (!found || isTheFat(found.food) || !namedStems(found.food).has(stem(head))) continue;
      if (madeWith.endsWith(' sauteed') && !/\bsauteed\b/i.test(found.food.name)) continue;
      return [{ ...item, foodText: madeWith, shown: item.shown ?? item.foodText }];
    }
    const described = dishText.split(/\s+/).some((w) => DESCRIPTORS.has(w));
    // A fish pan-cooked in fat is FNDDS's fish cooked with fat ("salmon seared in butter" is no
    // coated "Fish, salmon, fried"): the fish as said, whose USDA food carries the fat.
    const dish: MealItem = { ...item, foodText: verb === 'cooked' || described || PAN_NOT_USDA.has(verb) ? dishText : `${verb} ${dishText}` };
    const fatItem = fatItemOf(item, fat);
    // The dish USDA finds may already carry the fat ("Quinoa, NS as to fat"): adding the fat named
    // again would count it twice; the dish stands alone.
    const dishFood = matchFood(ctx, dish.foodText, { modifiers: dish.modifiers, needsPortion: true })?.food;
    // Neither the phrase nor the dish alone is found: nothing is known to weigh the fat against.
    if (!whole && !dishFood) return [item];
    if (dishFood && includesFat(dishFood)) return [{ ...dish, shown: item.shown ?? item.foodText }];
    return [dish, (dishFood && scaledToDish(ctx, dish, dishFood, fatItem)) ?? fatItem];
  });
}

/** The fat named after the cooking verb, as an accompaniment of the dish ("with butter"). */
function fatItemOf(item: MealItem, fat: string): MealItem {
  const at = item.text.toLowerCase().lastIndexOf(fat);
  const start = at >= 0 ? item.span.start + at : item.span.end;
  return { quantity: 1, foodText: fat, modifiers: [], span: { start, end: item.span.end }, text: fat, link: 'with' };
}

/**
 * The fat as a share of the dish's weight ("a small potato roasted in oil" takes less oil than a
 * pound of them), where FNDDS gives the share for the dish's kind of food; undefined keeps the
 * accompaniment's tablespoon (meats, fish, anything FNDDS pairs no "no added fat" food for).
 */
function scaledToDish(ctx: FoodIndex, dish: MealItem, dishFood: Food, fatItem: MealItem): MealItem | undefined {
  const fatFood = matchFood(ctx, fatItem.foodText, { needsPortion: true })?.food;
  if (!fatFood || fatFood.per100g.fat < 50) return undefined;
  const share = FAT_ADDED_PER_100G.find(([kind]) => kind.test(dishFood.category))?.[1];
  const unit = unitByName('g');
  if (share === undefined || !unit) return undefined;
  const dishGrams = itemGrams(ctx, dish, dishFood).grams;
  // Grams of the fat food that carry that much fat (butter is 81 % fat, oil all of it).
  const grams = Math.round(((dishGrams * share) / fatFood.per100g.fat) * 10) / 10;
  if (!(grams > 0)) return undefined;
  return { ...fatItem, quantity: grams, unit: unit.name, amount: { count: grams, unit, explicit: true } };
}
