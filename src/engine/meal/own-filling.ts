import { commonFoodNamed, isPartWord, stem, type Food } from '../foods/index.js';
import type { FoodIndex } from '../foods/food-index.js';
import { derivedPerOwner } from '../cache/memo.js';
import { dishHeads, foodWords, isFoodWord, matchFood, NAME_FILLER, namedStems, negatedIn } from './match.js';
import type { MealItem } from './parse.js';
import { DESCRIPTORS } from './parse.js';
import { ABOUT_A_FOOD, FOOD_PARTS } from './vocabulary.js';

/*
 * A dish and its own filling, counted once. "enchiladas, filled with chicken", "pho with beef",
 * "jambalaya with sausage", "ramen - pork": FNDDS weighs the filling in the dish's row, by name
 * ("Enchilada, chicken", "Ramen bowl with beef") or by the word for its kind ("Soup, pho, with
 * meat", "Jambalaya with meat and rice"). The part said after the dish picks which of the dish's
 * rows it is; it is never a second portion of chicken beside an enchilada of unknown filling.
 */

/** WWEIA categories (FNDDS) and SR food groups that a dish's word for a kind of filling stands for. */
const KIND_OF_FILLING: ReadonlyArray<readonly [word: string, categories: RegExp]> = [
  // FNDDS says "meat" for beef, pork, lamb and what is made of them; poultry it names apart
  // ("Nachos, beef or pork" beside "Nachos, chicken"; "Pad Thai with meat" beside "with chicken").
  ['meat', /^(?:beef|ground beef|pork|lamb|sausages|cold cuts|bacon|frankfurters|liver and organ meats|lamb, veal)/i],
  ['poultry', /^(?:chicken, whole pieces|turkey, duck|chicken patties|poultry products)/i],
  ['seafood', /^(?:fish|shellfish|finfish)/i],
  ['fish', /^(?:fish$|finfish)/i],
  ['vegetables', /^(?:broccoli|cabbage|carrots|onions|spinach|string beans|tomatoes|other dark green vegetables|other red and orange vegetables|other vegetables|vegetables and vegetable products)/i],
];

/**
 * The FNDDS categories of dishes made of their fillings: mixed dishes, soups, sandwiches, the
 * Mexican and Asian dishes. A plain food ("Chicken, breast", "Bread, white") has no filling, and
 * its variants ("Bread, garlic, with butter") are not what a part said beside it means.
 */
const DISH_OF_FILLINGS = /mixed dishes|legume dishes|vegetable dishes|burritos|nachos|pizza|soups|fried rice|stir-fry|dumplings|burgers|sandwiches/i;

/**
 * A starch said with a dish ("curry with rice", "stew with noodles", "chili with cornbread") is a
 * side served beside it, whose own portion adds to the dish's: FNDDS's "Chicken curry with rice"
 * weighs a plate of both in the curry's portion. It is dropped only when the dish's own row holds
 * it ("Jambalaya with meat and rice"), never used to pick another row.
 */
const SIDE_STARCH = /^(?:rice$|pasta, noodles|white potatoes|mashed potatoes|french fries|yeast breads|rolls and buns|tortillas|bagels|biscuits|cereal grains|baked products)/i;

/** Words of FNDDS names that pick no filling ("Nachos, cheese only", "…, and added vegetables"). */
const NO_FILLING_WORD = new Set([...NAME_FILLER, 'only', 'added', 'ns', 'as', 'to']);

/** What a dish is, by its name: the first segment before its own "with"/"in"/"on" ("Pad Thai with chicken" → "pad thai"). */
const dishWhat = (name: string) => name.toLowerCase().split(',')[0]!.split(/\s+(?:with|in|on)\s+/)[0]!.trim();

/** FNDDS rows by what the dish is: a dish's other rows ("Enchilada, NFS", "Enchilada, chicken", …). */
const rowsByDish = derivedPerOwner((ctx: FoodIndex): ReadonlyMap<string, readonly string[]> => {
  const rows = new Map<string, string[]>();
  const all = ctx.foods.idsAndNames?.() ?? ctx.foods.foods().map((f) => [f.id, f.name] as const);
  for (const [id, name] of all) {
    if (!id.startsWith('fndds:')) continue;
    const what = dishWhat(name);
    const list = rows.get(what);
    if (list) list.push(id);
    else rows.set(what, [id]);
  }
  return rows;
});

const nameStems = (food: Food) => food.name.toLowerCase().split(/[^a-z]+/).filter((w) => w.length > 1).map(stem);

/** The words a dish's name may say the part with: its own head noun, its food's head, its kind's word. */
function wordsForPart(ctx: FoodIndex, partText: string): { words: ReadonlySet<string>; side: boolean } | undefined {
  const words = foodWords(partText).filter((w) => !DESCRIPTORS.has(w) && !/(?:ed|ly)$/.test(w));
  const head = words.length >= 2 && isPartWord(words.at(-1)!) ? words.at(-2) : words.at(-1);
  if (head === undefined || FOOD_PARTS.has(head) || ABOUT_A_FOOD.has(head)) return undefined;
  // A kind the tables lack ("andouille sausage") is still of its head noun's kind.
  const part = (matchFood(ctx, partText) ?? matchFood(ctx, head))?.food;
  if (!part) return undefined;
  // A dish said after a dish ("a burger with a salad") is a second food, whatever the first's name lists.
  if (DISH_OF_FILLINGS.test(part.category)) return undefined;
  const said = new Set([stem(head), ...dishHeads(part)]);
  for (const [word, categories] of KIND_OF_FILLING) if (categories.test(part.category)) said.add(stem(word));
  return { words: said, side: SIDE_STARCH.test(part.category) };
}

/** Does the row's name hold the part ("Enchilada, chicken"; "Soup, pho, with meat" for beef), not as one it is without? */
function holds(food: Food, part: ReadonlySet<string>): boolean {
  const named = namedStems(food);
  return [...part].some((w) => named.has(w) && !negatedIn(food.name, w));
}

/**
 * The dish's row that holds the part said after it, or undefined when the part is a food of its
 * own. The dish's row itself when its name already holds the part; else the row of the same dish
 * (the same name before its first comma or "with") that holds it and adds no other filling, and
 * keeps every word said of the dish ("Enchilada, NFS" with chicken → "Enchilada, chicken"; "Taco,
 * NFS" with chicken is no "Taco, …, chicken, cheese": the cheese was not said).
 */
export function dishHoldingPart(ctx: FoodIndex, dish: Food, dishText: string, partText: string): Food | undefined {
  if (dish.source !== 'fndds' || !DISH_OF_FILLINGS.test(dish.category)) return undefined;
  const part = wordsForPart(ctx, partText);
  if (!part) return undefined;
  if (holds(dish, part.words)) return dish;
  if (part.side) return undefined;
  const own = new Set(nameStems(dish));
  const said = new Set(foodWords(dishText).map(stem));
  let best: Food | undefined;
  let bestCost = Infinity;
  for (const id of rowsByDish(ctx).get(dishWhat(dish.name)) ?? []) {
    const row = ctx.foods.get(id);
    if (!row || row.id === dish.id || !holds(row, part.words)) continue;
    const words = nameStems(row);
    const added = words.filter((w) => !own.has(w) && !part.words.has(w) && !NO_FILLING_WORD.has(w));
    if (added.length > 0) continue;
    const kept = new Set(words);
    const dropped = [...own].filter((w) => !kept.has(w) && !NO_FILLING_WORD.has(w));
    if (dropped.some((w) => said.has(w))) continue;
    // The row closest to the dish found: the fewest of its words dropped, then the shortest name.
    const cost = dropped.length * 100 + words.length;
    if (cost < bestCost) {
      best = row;
      bestCost = cost;
    }
  }
  return best;
}

/** A part said last in brackets ("pad thai (shrimp)", "… about 2 cups (chicken)"); a mention's text ends before the closing one. */
const BRACKETED_LAST = /\(([^()]+)\)?\s*$/;

/**
 * "pad thai (shrimp)", "leftover lo mein, 2 cups (chicken)": a filling said in brackets after a
 * dish is said with the dish, as "with" says it. The parser reads bracketed words as the food's
 * own ("yogurt (greek)"), so the search ran on "pad thai shrimp" and found the dish's NFS row or,
 * the filling said last, the filling alone ("ramen (pork)" was pork). When the words before the
 * brackets name a dish of fillings and the whole phrase found no row of that dish holding the
 * part, the mention is read as the dish (its amount, its everyday name's portions) and the part
 * "with" it, which resolve.ts then weighs in the dish's row that holds it (dishHoldingPart).
 */
export function bracketedFillings(ctx: FoodIndex, items: readonly MealItem[]): readonly MealItem[] {
  if (!items.some((item) => BRACKETED_LAST.test(item.text))) return items;
  return items.flatMap((item) => {
    const bracket = BRACKETED_LAST.exec(item.text);
    if (!bracket || item.modifiers.length > 0) return [item];
    const partWords = foodWords(bracket[1]!);
    const words = item.foodText.trim().split(/\s+/);
    if (partWords.length === 0 || partWords.length >= words.length || words.slice(-partWords.length).join(' ') !== partWords.join(' ')) return [item];
    const dishText = words.slice(0, -partWords.length).join(' ');
    const part = partWords.join(' ');
    // The dish as the words before the brackets name it alone: a reviewed everyday name, as
    // resolve.ts reads one first ("ramen" is "Ramen bowl, NFS"), else the search; "day-old pad
    // thai": a word the tables lack before the dish is set aside, as the search's fallbacks do.
    const everyday = commonFoodNamed(dishText, { reviewedOnly: true });
    const known = dishText.split(' ').filter((w) => isFoodWord(ctx, w)).join(' ');
    const dish = (everyday && ctx.foods.get(everyday.id)) || (matchFood(ctx, dishText) ?? (known ? matchFood(ctx, known) : undefined))?.food;
    const partSaid = dish && dish.source === 'fndds' && DISH_OF_FILLINGS.test(dish.category) ? wordsForPart(ctx, part) : undefined;
    if (!dish || !partSaid) return [item];
    // The whole phrase already found a row of the dish that holds the part ("fried rice (pork)").
    const whole = matchFood(ctx, item.foodText)?.food;
    if (whole && dishHeads(dish).some((h) => namedStems(whole).has(h)) && holds(whole, partSaid.words)) return [item];
    const dishItem: MealItem = { ...item, foodText: dishText };
    const partItem: MealItem = { ...item, foodText: part, text: bracket[1]!, amount: undefined, quantity: 1, unit: undefined, size: undefined, modifiers: [], link: 'with' };
    // The dish's own row holds it ("misir wot (red lentils)" is a lentil curry): the dish alone.
    // Another row of it does: the part said "with" the dish, which resolve.ts weighs in that row.
    const holding = dishHoldingPart(ctx, dish, dishText, part);
    if (holding) return holding === dish ? [dishItem] : [dishItem, partItem];
    // No row of the dish holds it ("ramen (pork)", "misir wot (red lentils)"): the brackets still
    // describe the dish, never a second food beside it; the dish alone when the whole phrase had
    // lost it to the part (the search found pork, or lentils, on the last words said).
    return whole && dishHeads(dish).some((h) => namedStems(whole).has(h)) ? [item] : [dishItem];
  });
}
