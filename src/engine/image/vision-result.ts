/**
 * From the foods a vision model named to figures from the food database: each name is read as
 * describeMeal reads the words after an amount, its grams attached as data (meal/read-name.ts),
 * and the meal resolver matches, weighs and assembles them exactly as it does typed meals.
 */
import { NutritionApiError, type RatedFoodResult } from '../../api/index.js';
import type { FoodIndex } from '../foods/food-index.js';
import { assembleResult } from '../meal/assemble.js';
import { resolveNamedFoods } from '../meal/read-name.js';
import type { VisionFood } from './vision.js';

export async function resolveVisionFoods(index: FoodIndex, foods: readonly VisionFood[], model: string): Promise<RatedFoodResult> {
  try {
    const { found, unmatched } = resolveNamedFoods(index, foods);
    return assembleResult(found, unmatched);
  } catch (error) {
    if (error instanceof NutritionApiError && error.code === 'noFoodDetectedText') {
      throw new NutritionApiError(
        'noFoodDetected',
        `The vision model (${model}) saw ${foods.map((f) => `"${f.name}"`).join(', ')}, but none of it is in the food database. Describe the meal in words instead.`,
        { status: 422, operation: 'scanImage', cause: error },
      );
    }
    throw error;
  }
}
