import type { FoodResult, HealthRating, Ingredient, RatedFoodResult } from '../../api/index.js';
import { rateHealth, type HealthPart } from '../health/index.js';
import { addNutrients, ZERO_NUTRIENTS as ZERO, type Nutrients } from '../nutrients.js';
import { truncate as truncateText } from '../../api/truncate.js';

/*
 * The one way a FoodResult is made (DESIGN.md "Units", "Alcohol", "healthRating"): every
 * operation resolves parts of ONE serving and hands them here. Rounding, the sum invariant,
 * ethanol and the health rating are decided in this file and nowhere else.
 */

/** One part of ONE serving, as an operation resolved it. */
export interface ResultPart {
  /** Shown as the ingredient's name, e.g. "Egg, scrambled (2 large, 100 g)". */
  name: string;
  /** The food's own name, when `name` adds a portion to it: what the rating classifies by (HealthPart). */
  foodName?: string;
  /** Grams of this part in one serving; 0 when unknown (a label that prints no weight). */
  grams: number;
  /** This part's totals in one serving. */
  nutrients: Nutrients;
  /** true when a correction or the person added it (DESIGN.md "isAdded"). */
  isAdded?: boolean;
  /** USDA WWEIA category, SR28 food group or Open Food Facts category, for the health rating. */
  category?: string;
}

export type NutriScoreGrade = 'a' | 'b' | 'c' | 'd' | 'e';

export interface ResultSpec {
  name: string;
  /** How many servings the input shows (figures are for one). */
  servings: number;
  parts: readonly ResultPart[];
  shouldUseLabelScanner?: boolean;
  /** Overrides the guess from the parts' categories. */
  isBeverage?: boolean;
  rating?: {
    /** A grade printed on or published for the product: the rating stays inside its band. */
    nutriScoreGrade?: NutriScoreGrade;
    /** Tips that must come first (e.g. "nutrition unknown: scan the label"). */
    tips?: readonly string[];
    /**
     * Ratings already made by whoever saw the nutrients (v4 service answers being combined,
     * whose parts here carry only the four wire figures, too little to rate again): see
     * `combinedRating`.
     */
    ofAnswers?: readonly RatedAnswer[];
  };
}

export const NAME_MAX = 500;
export const INGREDIENT_NAME_MAX = 200;
export const INGREDIENTS_MAX = 200;

const round0 = (x: number) => Math.round(x);
const round1 = (x: number) => Math.round(x * 10) / 10;

/** The v4 carbs of a part: available carbohydrate plus ethanol (DESIGN.md "Alcohol"). */
const v4Carbs = (n: Nutrients) => n.carbs + n.alcohol;

function ingredientOf(part: ResultPart): Ingredient {
  return {
    name: truncateText(part.name, INGREDIENT_NAME_MAX) || 'Food',
    protein: round1(part.nutrients.protein),
    carbs: round1(v4Carbs(part.nutrients)),
    fats: round1(part.nutrients.fat),
    calories: round0(part.nutrients.kcal),
    isAdded: part.isAdded ?? false,
  };
}

/**
 * The schema allows 200 ingredients; a longer list keeps its 199 largest and folds the rest
 * into one part, so the figures still add up.
 */
function capParts(parts: readonly ResultPart[]): readonly ResultPart[] {
  if (parts.length <= INGREDIENTS_MAX) return parts;
  const sorted = [...parts].sort((a, b) => b.nutrients.kcal - a.nutrients.kcal);
  const kept = sorted.slice(0, INGREDIENTS_MAX - 1);
  const rest = sorted.slice(INGREDIENTS_MAX - 1);
  kept.push({
    name: `${rest.length} other ingredients`,
    grams: rest.reduce((sum, p) => sum + p.grams, 0),
    nutrients: addNutrients(rest.map((p) => p.nutrients)),
    isAdded: rest.every((p) => p.isAdded),
    category: '',
  });
  return kept;
}

/** The unrated result (fixFood's answer): figures, sums and ethanol. */
export function buildUnratedResult(spec: ResultSpec): FoodResult {
  const parts = capParts(spec.parts);
  const ingredients = parts.map(ingredientOf);
  // Totals are the sums of the rounded ingredients, so they always add up exactly.
  const sum = (key: 'protein' | 'carbs' | 'fats' | 'calories') => ingredients.reduce((total, i) => total + i[key], 0);
  const alcohol = parts.reduce((total, p) => total + p.nutrients.alcohol, 0);
  const carbsExact = parts.reduce((total, p) => total + v4Carbs(p.nutrients), 0);
  return {
    name: truncateText(spec.name, NAME_MAX) || 'Food',
    calories: round0(sum('calories')),
    protein: round1(sum('protein')),
    carbs: round1(sum('carbs')),
    fats: round1(sum('fats')),
    servings: spec.servings,
    ethanolCarbRatio: carbsExact > 0 ? Math.min(1, Math.round((alcohol / carbsExact) * 1000) / 1000) : 0,
    ingredients,
    shouldUseLabelScanner: spec.shouldUseLabelScanner ?? false,
  };
}

/** The rated result (the four analysis operations). */
export function buildRatedResult(spec: ResultSpec): RatedFoodResult {
  const result = buildUnratedResult(spec);
  return { ...result, healthRating: rate(spec, result.name) };
}

/** A rated answer being combined with others, and its energy (kcal of everything it describes). */
export interface RatedAnswer {
  healthRating: HealthRating;
  kcal: number;
}

/**
 * The rating of answers combined into one (a recipe or a long selection summed from several v4
 * answers): one answer keeps its own; several take their energy-weighted mean (equal weights
 * when none has energy), rounded, with the tips of the answer with the most energy.
 */
function combinedRating(answers: readonly RatedAnswer[]): HealthRating {
  const largest = answers.reduce((best, answer) => (answer.kcal > best.kcal ? answer : best));
  if (answers.length === 1) return largest.healthRating;
  const kcal = answers.reduce((sum, answer) => sum + answer.kcal, 0);
  const mean = answers.reduce((sum, answer) => sum + answer.healthRating.rating * (kcal ? answer.kcal : 1), 0) / (kcal || answers.length);
  return { ...largest.healthRating, rating: Math.min(10, Math.max(0, Math.round(mean))) };
}

/** The band of each Nutri-Score letter on the 0–10 scale (docs/health-rating.md). */
export const GRADE_BANDS: Record<NutriScoreGrade, readonly [number, number]> = {
  a: [8, 10], b: [7, 8], c: [5, 6], d: [3, 4], e: [0, 2],
};

function rate(spec: ResultSpec, name: string): HealthRating {
  if (spec.rating?.ofAnswers?.length) return combinedRating(spec.rating.ofAnswers);
  const parts: HealthPart[] = spec.parts
    .filter((p) => p.grams > 0 || p.nutrients.kcal > 0)
    .map(healthPartOf);
  const lead = spec.rating?.tips ?? [];
  const grade = spec.rating?.nutriScoreGrade;
  if (parts.length === 0) return unknownRating(lead, grade);
  const computed = rateHealth({ name, parts, ...(spec.isBeverage === undefined ? {} : { isBeverage: spec.isBeverage }) });
  let rating = computed.rating;
  if (grade) {
    const [low, high] = GRADE_BANDS[grade];
    rating = Math.min(high, Math.max(low, rating));
  }
  const tips = [...lead, computed.tip1, computed.tip2, computed.tip3].filter((tip, i, all) => all.indexOf(tip) === i).slice(0, 3);
  return { rating, tip1: tips[0]!, tip2: tips[1]!, tip3: tips[2]! };
}

/**
 * The rating's view of a part, written field by field: a spread of the nutrients made a new
 * object shape for every part of every rated result (the largest line of the rating's cost).
 * Water is left out: the rating does not read it (HealthPart).
 */
function healthPartOf(p: ResultPart): HealthPart {
  const n = p.nutrients;
  return {
    name: p.name,
    foodName: p.foodName ?? p.name,
    grams: p.grams > 0 ? p.grams : gramsFromMacros(n),
    category: p.category ?? '',
    kcal: n.kcal, protein: n.protein, carbs: n.carbs, fat: n.fat, alcohol: n.alcohol,
    fiber: n.fiber, sugars: n.sugars, satFat: n.satFat, sodiumMg: n.sodiumMg,
  };
}

/**
 * A part known only by its figures (a label that prints no serving weight): the weight of its
 * macronutrients stands in, so per-100 g scoring has a base. Only used for the rating.
 */
function gramsFromMacros(n: Nutrients): number {
  return Math.max(1, n.protein + n.carbs + n.fat + n.alcohol + n.fiber + n.water + n.sodiumMg / 1000);
}

/** No figures at all (a product known without nutrition): a neutral rating that says why. */
function unknownRating(lead: readonly string[], grade: NutriScoreGrade | undefined): HealthRating {
  const tips = [
    ...lead,
    'The nutrition of this food is unknown here, so the rating is neutral: scan the nutrition label for real numbers.',
    'Check the label for sugars, saturated fat and salt per serving before making it a habit.',
    'Compare with a similar product whose panel you can read.',
  ].filter((tip, i, all) => all.indexOf(tip) === i);
  const rating = grade ? Math.round((GRADE_BANDS[grade][0] + GRADE_BANDS[grade][1]) / 2) : 5;
  return { rating, tip1: tips[0]!, tip2: tips[1]!, tip3: tips[2]! };
}

/**
 * The parts of a result that came over the wire (four figures per ingredient), scaled by
 * `factor`: for combining answers, e.g. a recipe's chunks divided by its yield. Ethanol is
 * taken back out of carbs with the result's ratio, so the builder can put it in again.
 */
export function partsOfResult(result: FoodResult | RatedFoodResult, factor: number): ResultPart[] {
  return result.ingredients.map((item) => {
    const carbs = item.carbs * factor;
    const ethanol = carbs * result.ethanolCarbRatio;
    return {
      name: item.name,
      grams: 0,
      nutrients: { ...ZERO, kcal: item.calories * factor, protein: item.protein * factor, fat: item.fats * factor, carbs: carbs - ethanol, alcohol: ethanol },
      isAdded: item.isAdded,
    };
  });
}
