/**
 * The gate's answer when the ImageNet model is sure of a food class: that food, one typical
 * USDA portion of it, and a name and first tip that say it is an estimate.
 */
import { NutritionApiError, type RatedFoodResult } from '../../api/index.js';
import type { FoodDatabase } from '../foods/index.js';
import { scaleNutrients } from '../nutrients.js';
import { buildRatedResult } from '../result/build.js';
import type { NamedFoodClass } from './imagenet-foods.js';
import { SOURCE_SUFFIX } from '../../api/image-source.js';

const round1 = (x: number) => Math.round(x * 10) / 10;

export function estimateFromClass(db: FoodDatabase, named: NamedFoodClass, p: number): RatedFoodResult {
  const food = db.get(named.foodId);
  const portion = db.portions(named.foodId).find((x) => x.description === named.portion);
  if (!food || !portion) {
    // imagenet-foods.test.ts keeps the map and the database in step; a mismatch is a build error.
    throw new NutritionApiError('internalServerError', `The image model's food "${named.name}" (${named.foodId}, "${named.portion}") is not in this food database.`);
  }
  const grams = portion.grams;
  return buildRatedResult({
    name: `${named.name}, ${portion.description} (${round1(grams)} g)${SOURCE_SUFFIX.estimate}`,
    servings: 1,
    parts: [{ name: `${food.name} (${portion.description}, ${round1(grams)} g)`, grams, nutrients: scaleNutrients(food.per100g, grams), category: food.category }],
    shouldUseLabelScanner: false,
    rating: {
      tips: [
        `An estimate: the photo looks like ${named.name.toLowerCase()} (${Math.round(p * 100)}% sure), counted as one USDA portion (${portion.description}); describe the meal for your real amounts.`,
      ],
    },
  });
}
