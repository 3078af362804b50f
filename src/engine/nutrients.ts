/**
 * The one nutrient record of the engine, used per 100 g (a food as described) and as totals
 * (one part of one serving). Internal names are singular and unit-suffixed where the unit is
 * not grams; the v4 wire names (`fats`, `calories`) exist only at the result builder.
 */
export interface Nutrients {
  kcal: number;
  protein: number;
  /** Available carbohydrate WITHOUT ethanol; the v4 `carbs` adds ethanol (DESIGN.md "Alcohol"). */
  carbs: number;
  fat: number;
  /** Grams of ethanol. */
  alcohol: number;
  fiber: number;
  sugars: number;
  satFat: number;
  sodiumMg: number;
  water: number;
}

export type NutrientName = keyof Nutrients;

export const NUTRIENT_NAMES = [
  'kcal', 'protein', 'carbs', 'fat', 'alcohol', 'fiber', 'sugars', 'satFat', 'sodiumMg', 'water',
] as const satisfies readonly NutrientName[];

export const ZERO_NUTRIENTS: Readonly<Nutrients> = Object.freeze({
  kcal: 0, protein: 0, carbs: 0, fat: 0, alcohol: 0, fiber: 0, sugars: 0, satFat: 0, sodiumMg: 0, water: 0,
});

/** The totals of `grams` of a food given per 100 g. */
export function scaleNutrients(per100g: Readonly<Nutrients>, grams: number): Nutrients {
  return multiplyNutrients(per100g, grams / 100);
}

export function multiplyNutrients(n: Readonly<Nutrients>, factor: number): Nutrients {
  const out = { ...ZERO_NUTRIENTS };
  for (const key of NUTRIENT_NAMES) out[key] = n[key] * factor;
  return out;
}

/**
 * The sum of a list, in a loop over it: a spread of a long list into a rest parameter
 * (`addNutrients(...parts)`) overflowed the stack at ~100,000 parts (issue 28).
 */
export function addNutrients(all: Iterable<Readonly<Nutrients>>): Nutrients {
  const out = { ...ZERO_NUTRIENTS };
  for (const n of all) for (const key of NUTRIENT_NAMES) out[key] += n[key];
  return out;
}

/** Nutrients from a partial record (a label or a product gives only some): the rest are 0. */
export function nutrients(partial: Partial<Nutrients>): Nutrients {
  return { ...ZERO_NUTRIENTS, ...partial };
}

/** kcal per kJ: the food-label convention (EU Regulation 1169/2011 Annex XIV). */
export const KCAL_PER_KJ = 1 / 4.184;

/**
 * Energy from the macronutrients with Atwater's general factors (4/4/9, ethanol 7), for foods
 * that give macros but no energy. Callers say the figure is estimated.
 */
export function atwaterKcal(n: Pick<Nutrients, 'protein' | 'carbs' | 'fat' | 'alcohol'>): number {
  return 4 * n.protein + 4 * n.carbs + 9 * n.fat + 7 * n.alcohol;
}
