import { NutritionApiError } from '../../api/index.js';
import { truncate } from '../../api/truncate.js';
import type { FoodIndex } from '../foods/food-index.js';
import { oneFoodTest } from './dish-parts.js';
import { parseName, type MealItem } from './parse.js';
import type { Amount } from './quantity.js';
import { unitByName } from './units.js';
import { amountText } from './portion.js';
import { resolveItems, type Resolution } from './resolve.js';
import { settingsOf } from './rank.js';
import { MAX_FOOD_GRAMS, MAX_ITEMS, nothingToCount, tooManyFoods, tooMuchFood } from './limits.js';

/*
 * Foods named by a program rather than typed by a person (a vision model's "grilled chicken
 * breast", 150 g): the name's words are read exactly as describeMeal reads the words after an
 * amount ("150 g grilled chicken breast" keeps "grilled"; the bare name at a sentence start
 * would lose it as a verb), and the grams are given as data, never written out and read back.
 */

/** A food by name, with its weight (or another amount) when the namer gave one. */
export interface NamedFood {
  name: string;
  grams?: number | undefined;
  /** An amount other than a weight ("2 slices", "a large cup"), as describeMeal's reader holds one; `grams` wins. */
  amount?: Amount | undefined;
}

/** Grams are read to a tenth, as describeMeal reads "150.25 g" written to one decimal. */
const tenths = (grams: number) => Math.round(grams * 10) / 10;

const GRAM = unitByName('g')!;

/** The amount a namer's grams are: a weight the person could have written. */
export function gramsAmount(grams: number): Amount {
  return { count: tenths(grams), unit: GRAM, explicit: true };
}

/**
 * The items one named food is (a name may still name two foods: "chicken with rice"). Without
 * grams, a name is read as in the list "a, b": the first at a sentence start, the others after
 * a comma (`inList`), as describeMeal read the vision model's list before.
 */
export function readFoodName(ctx: FoodIndex, food: NamedFood, inList = false): MealItem[] {
  const amount = food.grams !== undefined ? gramsAmount(food.grams) : food.amount;
  const items = parseName(food.name, { amount, inList }, { isOneFood: oneFoodTest(ctx) });
  if (amount === undefined || items.length === 0) return items;
  // The first item carries the amount; the words it shows (a result names what it did not
  // recognise by them) are the amount and the name, as describeMeal shows "20 g unobtainium".
  const [first, ...rest] = items;
  return [{ ...first!, text: `${amountText(first!)} ${first!.text}` }, ...rest];
}

/**
 * Named foods matched and weighed, as resolveMeal does for text: each name read on its own (one
 * name never joins the next), the meal's settings ("restaurant", "baby") from every name.
 * Throws noFoodDetectedText when no name is a food, and the limits' errors as describeMeal does.
 */
export function resolveNamedFoods(ctx: FoodIndex, foods: readonly NamedFood[]): Resolution {
  // Refused before matching, as parseMeal refuses a text that lists too many foods.
  if (foods.length > MAX_ITEMS) throw tooManyFoods(foods.length);
  const items = foods.flatMap((food, i) => readFoodName(ctx, food, i > 0));
  if (items.length > MAX_ITEMS) throw tooManyFoods(items.length);
  const settings = foods.reduce((mask, food) => mask | settingsOf(food.name), 0);
  const { found, unmatched } = resolveItems(ctx, items, settings);
  if (found.length === 0) {
    throw new NutritionApiError(
      'noFoodDetectedText',
      `We could not find a food in ${foods.map((f) => `"${f.name}"`).join(', ')}.`,
      { operation: 'describeMeal', status: 422 },
    );
  }
  for (const part of found) {
    if (!(part.grams <= MAX_FOOD_GRAMS)) throw tooMuchFood(truncate(part.item.text, 60), part.grams);
  }
  if (found.every((part) => part.grams === 0)) throw nothingToCount(truncate(foods.map((f) => f.name).join(', '), 60));
  return { found, unmatched };
}
