import type { Nutrients } from '../nutrients.js';

/**
 * One part of ONE serving: the engine's Nutrients as totals for that part (not per 100 g), its
 * weight, and `category`: the USDA WWEIA category (FNDDS), the SR28 food group, or any other
 * taxonomy's category (e.g. Open Food Facts 'en:yogurts'); unknown categories are tolerated.
 * Water plays no part in the score, so it may be left out.
 */
export interface HealthPart extends Omit<Nutrients, 'water'> {
  name: string;
  /**
   * The food's own name, without the portion the shown `name` adds ("Egg, scrambled" of
   * "Egg, scrambled (2 large, 100 g)"): the part is classified by it when given, so a food met
   * again in another amount is not classified afresh. The shown name when absent.
   */
  foodName?: string;
  grams: number;
  category: string;
}

/** One serving of a food or meal. `isBeverage` overrides the guess from the parts' categories. */
export interface HealthInput {
  name: string;
  parts: HealthPart[];
  isBeverage?: boolean;
}
