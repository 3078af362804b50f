import type { FoodDataInput, FoodResult, RatedFoodResult } from './schemas.js';

/*
 * Kept apart from the schemas (types only from there) so that a component can turn a result into
 * fixFood's input without loading zod on page load.
 */

/** The foodData of a fixFood request for an earlier result: the ratio becomes grams of ethanol. */
export function toFoodData(result: FoodResult | RatedFoodResult): FoodDataInput {
  return {
    name: result.name,
    calories: result.calories,
    protein: result.protein,
    fats: result.fats,
    carbs: result.carbs,
    ethanol: Math.round(result.ethanolCarbRatio * result.carbs * 10) / 10,
    servings: result.servings,
    ingredients: result.ingredients,
  };
}
