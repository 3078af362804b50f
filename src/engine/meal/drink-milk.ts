import type { Food } from '../foods/index.js';
import type { FoodIndex } from '../foods/food-index.js';
import { derivedPerOwner } from '../cache/memo.js';

/*
 * "a flat white with whole milk", "iced caramel latte, venti, oat milk", "mocha, medium, whole
 * milk": the milk said after a coffee drink made of milk is which milk the drink was made with,
 * already weighed in it; read as a food of its own it added a cup of milk beside the drink (a
 * mocha and 244 g of whole milk). A milk FNDDS makes the drink with in a variant of its own
 * ("Coffee, Latte, nonfat", "Coffee, Cappuccino, with non-dairy milk") names that variant.
 */

/** FNDDS's coffee drinks made of milk: most of what they weigh is the milk. */
const MILK_COFFEE = /^Coffee, (?:Latte|Iced Latte|Cappuccino|Cafe Mocha|macchiato)\b/i;
/** A milk named by its kind alone ("whole milk", "oat milk", "2%", "skim"). */
const MILK_ALONE =
  /^(?:(?:whole|skim|skimmed|nonfat|non-fat|fat-free|low-fat|lowfat|reduced-fat|semi-skimmed|full-fat|2%|1%|oat|almond|soy|coconut|cashew|rice|dairy|cow's|cows|lactose-free|plant|plant-based|non-dairy)\s+)?milk$|^(?:2%|1%|skim|whole)$/i;
const NONFAT = /\b(skim|skimmed|nonfat|non-fat|fat-free)\b/i;
const NON_DAIRY = /\b(oat|almond|soy|coconut|cashew|rice|plant|plant-based|non-dairy)\b/i;

/** Is `text` the milk a coffee drink made of milk (`drink`) was made with? */
export function milkOfTheDrink(text: string, drink: Food | undefined): boolean {
  return drink !== undefined && MILK_COFFEE.test(drink.name) && MILK_ALONE.test(text.trim());
}

/** FNDDS's coffee drinks by their names, to find a drink's variant. */
const coffeeByName = derivedPerOwner((ctx: FoodIndex): ReadonlyMap<string, Food> => {
  const map = new Map<string, Food>();
  for (const food of ctx.foods.foods()) if (food.source === 'fndds' && MILK_COFFEE.test(food.name)) map.set(food.name.toLowerCase(), food);
  return map;
});

/**
 * The drink's variant made with the milk said ("Coffee, Latte" with "skim milk" → "Coffee, Latte,
 * nonfat"; with "oat milk" → "…, with non-dairy milk"), where FNDDS has one; undefined otherwise
 * (whole or 2% milk is what the plain drink is made with).
 */
export function drinkMadeWith(ctx: FoodIndex, drink: Food, milk: string): Food | undefined {
  const variant = NONFAT.test(milk) ? 'nonfat' : NON_DAIRY.test(milk) ? 'with non-dairy milk' : undefined;
  if (!variant || /\b(nonfat|non-dairy)\b/i.test(drink.name)) return undefined;
  const segments = drink.name.split(', ');
  // FNDDS puts the milk before "flavored": "Coffee, Latte, with non-dairy milk, flavored".
  const at = segments.at(-1)?.toLowerCase() === 'flavored' ? segments.length - 1 : segments.length;
  const name = [...segments.slice(0, at), variant, ...segments.slice(at)].join(', ').toLowerCase();
  return coffeeByName(ctx).get(name);
}
