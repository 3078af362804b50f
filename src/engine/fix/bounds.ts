import { NutritionApiError, type FoodResult } from '../../api/index.js';
import { MAX_FOOD_GRAMS, MAX_ITEMS } from '../meal/limits.js';
import type { FixFoodData } from './fix-food.js';

/*
 * The figures fixFood accepts and answers, bounded like describeMeal's amounts (issue 28): the
 * food data is an earlier analysis, and no analysis holds more than MAX_ITEMS foods of at most
 * MAX_FOOD_GRAMS each. Figures past that (1e308 kcal) are not an earlier answer; corrected, they
 * overflowed to Infinity and the result broke the contract (a 500).
 */

/** The most energy one food of an analysis can have: 20 kg of pure fat at 9 kcal/g. */
export const MAX_PART_KCAL = MAX_FOOD_GRAMS * 9;
/** The most grams of protein, fat or carbohydrate one food can have: its whole weight. */
export const MAX_PART_GRAMS = MAX_FOOD_GRAMS;
/** A recipe that yields more servings than this is not a meal. */
export const MAX_SERVINGS = 1_000;
/** A meal's totals: every food at its largest. */
export const MAX_MEAL_KCAL = MAX_ITEMS * MAX_PART_KCAL;
export const MAX_MEAL_GRAMS = MAX_ITEMS * MAX_PART_GRAMS;

const operation = { operation: 'fixFood', status: 400 } as const;

function tooLarge(member: string, value: number, limit: number, unit: string): NutritionApiError {
  return new NutritionApiError('invalidRequest',
    `${member} is ${value} ${unit}, more than any analysis gives (at most ${limit.toLocaleString('en-US')} ${unit}); send the result of an earlier analysis`,
    operation);
}

/** Refuses food data whose figures no analysis could have given. */
export function checkFoodData(food: FixFoodData['foodData']): void {
  const check = (member: string, value: number, limit: number, unit: string) => {
    if (!(value <= limit)) throw tooLarge(member, value, limit, unit);
  };
  check('foodData.calories', food.calories, MAX_MEAL_KCAL, 'kcal');
  for (const key of ['protein', 'fats', 'carbs', 'ethanol'] as const) check(`foodData.${key}`, food[key], MAX_MEAL_GRAMS, 'g');
  check('foodData.servings', food.servings, MAX_SERVINGS, 'servings');
  food.ingredients.forEach((ingredient, i) => {
    check(`foodData.ingredients[${i}].calories`, ingredient.calories, MAX_PART_KCAL, 'kcal');
    for (const key of ['protein', 'fats', 'carbs'] as const) check(`foodData.ingredients[${i}].${key}`, ingredient[key], MAX_PART_GRAMS, 'g');
  });
}

/**
 * The corrected result within the same bounds ("it was 1000 servings" of a feast, "add" on a
 * meal at its largest): an honest refusal rather than a figure no one ate.
 */
export function checkFixedResult(result: FoodResult): FoodResult {
  const over = result.calories > MAX_MEAL_KCAL || !Number.isFinite(result.calories)
    || [result.protein, result.fats, result.carbs].some((g) => !(g <= MAX_MEAL_GRAMS));
  if (over) {
    throw new NutritionApiError('invalidRequest',
      `The correction gives more than any meal holds (over ${MAX_MEAL_KCAL.toLocaleString('en-US')} kcal); check the amounts in the food data and the correction`,
      operation);
  }
  return result;
}
