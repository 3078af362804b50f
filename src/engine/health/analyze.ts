import { NutritionApiError } from '../../api/index.js';
import { classifyPart, type PartKind } from './categories.js';
import {
  KJ_PER_KCAL, nutriScore, type Algorithm, type NutriScore, type NutriScorePoints, type Per100,
} from './nutri-score.js';
import {
  ALCOHOLIC_G_PER_100G, adjust, drinkAdjustment, ratingFor, servingAdjustment, type Adjustment,
} from './rating.js';
import type { HealthInput, HealthPart } from './types.js';

export const NUTRIENT_FIELDS = [
  'grams', 'kcal', 'protein', 'carbs', 'fat', 'sugars', 'fiber', 'satFat', 'sodiumMg', 'alcohol',
] as const;
export type NutrientField = (typeof NUTRIENT_FIELDS)[number];
export type Totals = Record<NutrientField, number>;

export interface AnalyzedPart {
  part: HealthPart;
  kind: Readonly<PartKind>;
  /** Alcohol per 100 g of this part is at least 1.2 % vol. */
  alcoholic: boolean;
}

/**
 * The food of a serving and its drinks are scored apart: averaging a pizza with a litre of cola
 * per 100 g would dilute the pizza and make the meal look better than the pizza alone.
 */
export interface GroupScore {
  group: 'food' | 'drinks';
  parts: AnalyzedPart[];
  totals: Totals;
  per100: Per100;
  algorithm: Algorithm;
  isCheese: boolean;
  isRedMeat: boolean;
  hasSweeteners: boolean;
  isWater: boolean;
  isPlainTeaOrCoffee: boolean;
  nutriScore: NutriScore;
  /** From the Nutri-Score alone. */
  baseRating: number;
  /** The water and tea/coffee adjustments. */
  adjustments: Adjustment[];
  /** After those adjustments. */
  rating: number;
}

/** Everything the rating and the tips are computed from, for one serving. */
export interface HealthAnalysis {
  name: string;
  parts: AnalyzedPart[];
  totals: Totals;
  /** The whole serving per 100 g (informative; the scores use each group's own). */
  per100: Per100;
  groups: GroupScore[];
  /** The group that gives most of the energy: its algorithm and letter lead the explanation. */
  main: GroupScore;
  isBeverage: boolean;
  isWater: boolean;
  isPlainTeaOrCoffee: boolean;
  hasSweeteners: boolean;
  ultraProcessedShare: number;
  alcoholicEthanol: number;
  /** Largest share of its maximum that each component reaches in any group (0–1). */
  pointsShare: NutriScorePoints;
  /** Largest points of each component in any group. */
  points: NutriScorePoints;
  /** Fruit/vegetable/legume share of the food (of the drinks when there is no food), 0–100. */
  fvlPercent: number;
  adjustments: Adjustment[];
  rating: number;
}

/** Mass share at or above which a group is treated as a fat/oil/nut product. */
export const FAT_OIL_NUT_SHARE = 0.8;
/** Mass share at or above which the cheese and red-meat rules of Nutri-Score apply. */
export const DOMINANT_SHARE = 0.5;

export function analyzeHealth(input: HealthInput): HealthAnalysis {
  checkInput(input);
  const parts: AnalyzedPart[] = input.parts.map((part) => ({
    part,
    // By the food's own name: the portion text in the shown one never changes a kind (checked
    // on every part of the answer corpus), and keying on it lets a food met again in another
    // amount reuse its kind.
    kind: classifyPart(part.category ?? '', part.foodName ?? part.name),
    alcoholic: part.grams > 0 && (part.alcohol / part.grams) * 100 >= ALCOHOLIC_G_PER_100G,
  }));
  const isDrink = (p: AnalyzedPart) => (input.isBeverage === undefined ? p.kind.beverage : input.isBeverage);
  const groups = [
    scoreGroup('food', parts.filter((p) => !isDrink(p))),
    scoreGroup('drinks', parts.filter(isDrink)),
  ].filter((g): g is GroupScore => g !== undefined);
  const totals = sumTotals(parts);
  const weightOf = (g: GroupScore) => (totals.kcal > 0 ? g.totals.kcal : g.totals.grams);
  const main = groups.reduce((best, g) => (weightOf(g) > weightOf(best) ? g : best), groups[0]!);

  const adjustments: Adjustment[] = [];
  let rating = main.rating;
  if (groups.length > 1) {
    const weight = groups.reduce((sum, g) => sum + weightOf(g), 0);
    const mean = weight > 0 ? groups.reduce((sum, g) => sum + g.rating * weightOf(g), 0) / weight : main.rating;
    const unit = totals.kcal > 0 ? 'kcal' : 'g';
    rating = adjust(adjustments, 'combine', main.rating, Math.round(mean),
      `${groups.map((g) => `${g.group} ${g.rating}/10 (${Math.round(weightOf(g))} ${unit})`).join(' and ')}, weighted by ${unit === 'kcal' ? 'energy' : 'weight'}`);
  }
  const ultraProcessed = parts.filter((p) => p.kind.ultraProcessed);
  const ultraProcessedShare = totals.kcal > 0
    ? ultraProcessed.reduce((sum, p) => sum + p.part.kcal, 0) / totals.kcal
    : ultraProcessed.reduce((sum, p) => sum + p.part.grams, 0) / totals.grams;
  const alcoholic = parts.filter((p) => p.alcoholic);
  const alcoholicEthanol = alcoholic.reduce((sum, p) => sum + p.part.alcohol, 0);
  rating = servingAdjustment(rating, {
    ultraProcessedShare,
    ultraProcessedParts: ultraProcessed.map((p) => p.part.name),
    alcoholicEthanol,
    alcoholicParts: alcoholic.map((p) => p.part.name),
  }, adjustments);

  const keys = Object.keys(main.nutriScore.points) as Array<keyof NutriScorePoints>;
  // A loop, not Object.fromEntries over mapped arrays: every rated result asks this twice.
  const best = (value: (g: GroupScore, key: keyof NutriScorePoints) => number) => {
    const out = {} as NutriScorePoints;
    for (const key of keys) {
      let max = -Infinity;
      for (const g of groups) max = Math.max(max, value(g, key));
      out[key] = max;
    }
    return out;
  };
  const food = groups.find((g) => g.group === 'food');
  const single = groups.length === 1 ? groups[0] : undefined;
  return {
    name: input.name,
    parts,
    totals,
    per100: per100Of(totals, fvlGrams(parts)),
    groups,
    main,
    isBeverage: !food,
    isWater: single?.isWater ?? false,
    isPlainTeaOrCoffee: single?.isPlainTeaOrCoffee ?? false,
    hasSweeteners: groups.some((g) => g.hasSweeteners),
    ultraProcessedShare,
    alcoholicEthanol,
    pointsShare: best((g, key) => (g.nutriScore.max[key] > 0 ? g.nutriScore.points[key] / g.nutriScore.max[key] : 0)),
    points: best((g, key) => g.nutriScore.points[key]),
    fvlPercent: (food ?? main).per100.fvlPercent,
    adjustments: [...groups.flatMap((g) => g.adjustments), ...adjustments],
    rating,
  };
}

function scoreGroup(group: GroupScore['group'], parts: AnalyzedPart[]): GroupScore | undefined {
  if (parts.length === 0) return undefined;
  const totals = sumTotals(parts);
  if (totals.grams <= 0) return undefined;
  const massShare = (test: (p: AnalyzedPart) => boolean) =>
    parts.filter(test).reduce((sum, p) => sum + p.part.grams, 0) / totals.grams;
  const per100 = per100Of(totals, fvlGrams(parts));
  const isBeverage = group === 'drinks';
  const algorithm: Algorithm = isBeverage ? 'beverage' : massShare((p) => p.kind.fatOilNut) >= FAT_OIL_NUT_SHARE ? 'fat' : 'food';
  const isCheese = !isBeverage && massShare((p) => p.kind.cheese) >= DOMINANT_SHARE;
  const isRedMeat = !isBeverage && massShare((p) => p.kind.redMeat) >= DOMINANT_SHARE;
  const hasSweeteners = isBeverage && parts.some((p) => p.kind.sweeteners);
  const score = nutriScore(per100, { algorithm, isCheese, isRedMeat, hasSweeteners });
  const isWater = isBeverage && parts.every((p) => p.kind.water) && per100.kcal <= 1 && per100.sugars <= 0.5 && !hasSweeteners;
  const isPlainTeaOrCoffee = isBeverage && !isWater && parts.every((p) => p.kind.water || p.kind.teaOrCoffee)
    && score.points.energy === 0 && score.points.sugars === 0 && score.points.sweeteners === 0;
  // Nutri-Score gives water A whatever its points (all 0, which alone would be B).
  const nutriScoreResult = isWater ? { ...score, nutriClass: 'A' as const } : score;
  const baseRating = ratingFor(algorithm, score.score);
  const adjustments: Adjustment[] = [];
  const rating = drinkAdjustment(baseRating, isWater, isPlainTeaOrCoffee, adjustments);
  return {
    group, parts, totals, per100, algorithm, isCheese, isRedMeat, hasSweeteners, isWater, isPlainTeaOrCoffee,
    nutriScore: nutriScoreResult, baseRating, adjustments, rating,
  };
}

function fvlGrams(parts: AnalyzedPart[]): number {
  return parts.reduce((sum, p) => sum + p.part.grams * p.kind.fvlShare, 0);
}

function checkInput(input: HealthInput): void {
  if (!input || !Array.isArray(input.parts) || input.parts.length === 0) {
    throw new NutritionApiError('invalidRequest', 'A health rating needs at least one part with its nutrients.');
  }
  for (const part of input.parts) {
    for (const field of NUTRIENT_FIELDS) {
      const value = part[field];
      if (typeof value !== 'number' || !Number.isFinite(value) || value < 0) {
        throw new NutritionApiError('invalidRequest',
          `Cannot rate "${part.name}": ${field} is ${String(value)}; nutrient figures must be numbers of 0 or more.`);
      }
    }
  }
  if (input.parts.reduce((sum, part) => sum + part.grams, 0) <= 0) {
    throw new NutritionApiError('invalidRequest', `Cannot rate "${input.name}": its parts weigh 0 g, so there is nothing per 100 g to score.`);
  }
}

function sumTotals(parts: Array<HealthPart | AnalyzedPart>): Totals {
  // Written out field by field (NUTRIENT_FIELDS' order): every rated result sums its parts two or three times.
  let grams = 0, kcal = 0, protein = 0, carbs = 0, fat = 0, sugars = 0, fiber = 0, satFat = 0, sodiumMg = 0, alcohol = 0;
  for (const item of parts) {
    const part = 'part' in item ? item.part : item;
    grams += part.grams;
    kcal += part.kcal;
    protein += part.protein;
    carbs += part.carbs;
    fat += part.fat;
    sugars += part.sugars;
    fiber += part.fiber;
    satFat += part.satFat;
    sodiumMg += part.sodiumMg;
    alcohol += part.alcohol;
  }
  return { grams, kcal, protein, carbs, fat, sugars, fiber, satFat, sodiumMg, alcohol };
}

/** Float noise (0.1 + 0.2) must not move a value across a threshold. */
const clean = (value: number) => Math.round(value * 1e6) / 1e6;

function per100Of(totals: Totals, fvl: number): Per100 {
  const per = (value: number) => clean((value * 100) / totals.grams);
  const kcal = per(totals.kcal);
  const sodiumMg = per(totals.sodiumMg);
  return {
    kcal,
    kJ: clean(kcal * KJ_PER_KCAL),
    sugars: per(totals.sugars),
    satFat: per(totals.satFat),
    fat: per(totals.fat),
    salt: clean((sodiumMg * 2.5) / 1000),
    sodiumMg,
    protein: per(totals.protein),
    fibre: per(totals.fiber),
    alcohol: per(totals.alcohol),
    fvlPercent: per(fvl),
  };
}
