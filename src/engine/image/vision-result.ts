/**
 * From the foods a vision model named to figures from the food database: the names and grams
 * are handed to describeMeal as the words "150 g grilled chicken breast, 200 g white rice",
 * so the meal resolver matches, weighs and assembles them exactly as it does typed meals.
 */
import { NutritionApiError, type RatedFoodResult } from '../../api/index.js';
import type { FoodIndex } from '../foods/food-index.js';
import { describeMeal } from '../meal/describe.js';
import type { VisionFood } from './vision.js';

const formatGrams = (grams: number) => String(Math.round(grams * 10) / 10);

/** The meal text describeMeal reads: "150 g grilled chicken breast, 200 g white rice". */
export function visionMealText(foods: readonly VisionFood[]): string {
  return foods.map((f) => (f.grams === undefined ? f.name : `${formatGrams(f.grams)} g ${f.name}`)).join(', ');
}

export async function resolveVisionFoods(index: FoodIndex, foods: readonly VisionFood[], model: string): Promise<RatedFoodResult> {
  const text = visionMealText(foods);
  try {
    return await describeMeal(index, text);
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
