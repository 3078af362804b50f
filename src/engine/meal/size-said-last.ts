import type { FoodIndex } from '../foods/food-index.js';
import { commonFoodOf } from './common.js';
import { matchFood } from './match.js';
import type { MealItem } from './parse.js';
import { isDrink } from './portion.js';
import { matchSize } from './units.js';

/**
 * A cup size typed after a drink with no comma ("vanilla milkshake small", "iced tea large",
 * "latte grande"): the size of the cup, as "a small vanilla milkshake" says it. Left in the
 * food's words it pulled the search away from the drink ("milkshake small" was SR28's thick
 * shake, weighed by its 1 fl oz). Only a drink's: after a food ("shrimp large", "pizza large")
 * the words do not say whether the size is the item's or its kind's, so those are left as they
 * are (session 20, helper amounts, measured that reading and dropped it). "regular" is left out:
 * after a soda it says "not diet".
 */
const CUP_SIZE_LAST = /^(.+?)\s+(small|medium|large|big|tall|grande|venti|trenta)$/;

export function drinkSizeSaidLast(ctx: FoodIndex, item: MealItem, settings = 0): MealItem {
  // "a vanilla milkshake small", "2 iced teas large": a count is the cups', a unit or size said before is the amount.
  if (item.amount?.unit || item.amount?.size || item.amount?.band || item.modifiers.length > 0) return item;
  const said = CUP_SIZE_LAST.exec(item.foodText);
  const size = said ? matchSize(said[2]) : undefined;
  if (!said || !size) return item;
  const drinkText = said[1]!;
  const found = commonFoodOf(ctx, { ...item, foodText: drinkText }) ?? matchFood(ctx, drinkText, { needsPortion: true, settings });
  if (!found || !isDrink(found.food)) return item;
  const count = item.amount?.count ?? 1;
  return { ...item, foodText: drinkText, quantity: count, size, amount: { ...(item.amount ?? { explicit: false }), count, size } };
}
