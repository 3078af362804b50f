/**
 * One part of ONE serving; every figure is the total for that part (not per 100 g).
 * `category` is the USDA WWEIA category (FNDDS), the SR28 food group, or any other taxonomy's
 * category (e.g. Open Food Facts 'en:yogurts'); unknown categories are tolerated.
 */
export interface HealthPart {
  name: string;
  grams: number;
  kcal: number;
  protein: number;
  carbs: number;
  fat: number;
  sugars: number;
  fiber: number;
  satFat: number;
  sodiumMg: number;
  alcohol: number;
  category: string;
}

/** One serving of a food or meal. `isBeverage` overrides the guess from the parts' categories. */
export interface HealthInput {
  name: string;
  parts: HealthPart[];
  isBeverage?: boolean;
}
