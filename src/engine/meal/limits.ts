import { NutritionApiError } from '../../api/index.js';

/*
 * Bounds that keep describeMeal's work and answers in proportion to a meal (issue 9): a list
 * longer than any meal, or an amount no person eats, is refused up front with a message a
 * person can act on, instead of costing seconds of CPU or answering 8.8e15 kcal.
 */

/** The most foods one description may name: the result lists at most 200 ingredients. */
export const MAX_ITEMS = 200;

/**
 * The most comma/"and"-joined pieces tried as one food name. The longest USDA names people
 * write joined are three pieces ("peanut butter and jelly sandwich", "salt, pepper and
 * garlic"): four leaves room and keeps the join search linear in the number of pieces.
 */
export const MAX_JOINED_PIECES = 4;

/** The most one food of a meal may weigh: a 20 lb turkey is 9 kg, a gallon of milk 3.9 kg. */
export const MAX_FOOD_GRAMS = 20_000;

const operation = { operation: 'describeMeal', status: 400 } as const;

export function tooManyFoods(count: number): NutritionApiError {
  return new NutritionApiError(
    'invalidRequest',
    `This text lists ${count} foods; a description may name at most ${MAX_ITEMS}. Describe one meal at a time.`,
    operation,
  );
}

export function tooMuchFood(words: string, grams: number): NutritionApiError {
  const weight = !Number.isFinite(grams) || grams >= 1e9 ? 'over a thousand tonnes' : grams >= 1e6 ? `${Math.round(grams / 1e6)} tonnes` : `${Math.round(grams / 1000)} kg`;
  return new NutritionApiError(
    'invalidRequest',
    `"${words}" comes to ${weight === 'over a thousand tonnes' ? weight : `about ${weight}`}, more than anyone eats; describe at most ${MAX_FOOD_GRAMS / 1000} kg of one food.`,
    operation,
  );
}

export function nothingToCount(words: string): NutritionApiError {
  return new NutritionApiError(
    'invalidRequest',
    `"${words}" is an amount of zero: there is nothing to count. Give an amount above zero, for example "2 eggs".`,
    operation,
  );
}
