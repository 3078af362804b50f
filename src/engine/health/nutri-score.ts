/*
 * The Nutri-Score points system, updated algorithm (Santé publique France scientific committee:
 * foods 2022, beverages 2023; applied from 2024). Values are per 100 g (beverages: per 100 ml,
 * taken as 100 g). Each table lists the thresholds a value must EXCEED to earn one more point;
 * only the saturated-fat ratio uses "greater or equal", as the published table does.
 */

export type Algorithm = 'food' | 'fat' | 'beverage';
export type NutriClass = 'A' | 'B' | 'C' | 'D' | 'E';

export interface PointTable {
  /** What the value is, with its unit: used by the docs and the explanation. */
  label: string;
  thresholds: readonly number[];
  /** Points for exceeding each threshold (default: 1, 2, 3 …). */
  points?: readonly number[];
  inclusive?: boolean;
}

export const pointTables = {
  energy: { label: 'energy, kJ/100 g', thresholds: [335, 670, 1005, 1340, 1675, 2010, 2345, 2680, 3015, 3350] },
  energyBeverage: { label: 'energy, kJ/100 ml', thresholds: [30, 90, 150, 210, 240, 270, 300, 330, 360, 390] },
  energyFromSatFat: {
    label: 'energy from saturated fat, kJ/100 g',
    thresholds: [120, 240, 360, 480, 600, 720, 840, 960, 1080, 1200],
  },
  sugars: {
    label: 'sugars, g/100 g',
    thresholds: [3.4, 6.8, 10, 14, 17, 20, 24, 27, 31, 34, 37, 41, 44, 48, 51],
  },
  sugarsBeverage: { label: 'sugars, g/100 ml', thresholds: [0.5, 2, 3.5, 5, 6, 7, 8, 9, 10, 11] },
  satFat: { label: 'saturated fat, g/100 g', thresholds: [1, 2, 3, 4, 5, 6, 7, 8, 9, 10] },
  satFatRatio: {
    label: 'saturated fat / total fat, %',
    thresholds: [10, 16, 22, 28, 34, 40, 46, 52, 58, 64],
    inclusive: true,
  },
  salt: {
    label: 'salt (sodium × 2.5), g/100 g',
    thresholds: [0.2, 0.4, 0.6, 0.8, 1, 1.2, 1.4, 1.6, 1.8, 2, 2.2, 2.4, 2.6, 2.8, 3, 3.2, 3.4, 3.6, 3.8, 4],
  },
  protein: { label: 'protein, g/100 g', thresholds: [2.4, 4.8, 7.2, 9.6, 12, 14, 17] },
  proteinBeverage: { label: 'protein, g/100 ml', thresholds: [1.2, 1.5, 1.8, 2.1, 2.4, 2.7, 3.0] },
  fibre: { label: 'fibre, g/100 g', thresholds: [3.0, 4.1, 5.2, 6.3, 7.4] },
  fvl: { label: 'fruit, vegetables, legumes, %', thresholds: [40, 60, 80], points: [1, 2, 5] },
  fvlBeverage: { label: 'fruit, vegetables, legumes, %', thresholds: [40, 60, 80], points: [2, 4, 6] },
} as const satisfies Record<string, PointTable>;

/** Beverages with non-nutritive sweeteners get these extra negative points. */
export const SWEETENER_POINTS = 4;
/** Outside beverages and cheese, protein counts only below these negative totals. */
export const PROTEIN_NEGATIVE_LIMIT: Record<Exclude<Algorithm, 'beverage'>, number> = { food: 11, fat: 7 };
/** Red meat products keep at most this many protein points. */
export const RED_MEAT_PROTEIN_CAP = 2;
/** kJ per gram of saturated fat, for the fats/oils/nuts "energy from saturates". */
export const KJ_PER_G_SAT_FAT = 37;
export const KJ_PER_KCAL = 4.184;

export function pointsFor(table: PointTable, value: number): number {
  let earned = 0;
  table.thresholds.forEach((threshold, index) => {
    const passes = table.inclusive ? value >= threshold : value > threshold;
    if (passes) earned = table.points?.[index] ?? index + 1;
  });
  return earned;
}

export function maxPoints(table: PointTable): number {
  return table.points?.at(-1) ?? table.thresholds.length;
}

/** The inputs of the score, per 100 g (or 100 ml) of the whole serving. */
export interface Per100 {
  kcal: number;
  kJ: number;
  sugars: number;
  satFat: number;
  fat: number;
  /** Salt = sodium × 2.5, in grams. */
  salt: number;
  sodiumMg: number;
  protein: number;
  fibre: number;
  alcohol: number;
  /** Estimated share of fruit, vegetables and legumes, 0–100. */
  fvlPercent: number;
}

export interface ScoreFlags {
  algorithm: Algorithm;
  isCheese: boolean;
  isRedMeat: boolean;
  hasSweeteners: boolean;
}

export interface NutriScorePoints {
  /** energy (food, beverage) or energy from saturated fat (fat). */
  energy: number;
  sugars: number;
  /** saturated fat (food, beverage) or saturated fat / fat ratio (fat). */
  satFat: number;
  salt: number;
  sweeteners: number;
  protein: number;
  fibre: number;
  fvl: number;
}

export interface NutriScore {
  algorithm: Algorithm;
  points: NutriScorePoints;
  /** The most each component could earn under this algorithm (for ranking what matters). */
  max: NutriScorePoints;
  negative: number;
  positive: number;
  proteinCounted: boolean;
  /** Why protein was or was not counted, in words. */
  proteinRule: string;
  score: number;
  nutriClass: NutriClass;
}

export function tablesFor(algorithm: Algorithm) {
  const beverage = algorithm === 'beverage';
  return {
    energy: algorithm === 'fat' ? pointTables.energyFromSatFat : beverage ? pointTables.energyBeverage : pointTables.energy,
    sugars: beverage ? pointTables.sugarsBeverage : pointTables.sugars,
    satFat: algorithm === 'fat' ? pointTables.satFatRatio : pointTables.satFat,
    salt: pointTables.salt,
    protein: beverage ? pointTables.proteinBeverage : pointTables.protein,
    fibre: pointTables.fibre,
    fvl: beverage ? pointTables.fvlBeverage : pointTables.fvl,
  };
}

export function nutriScore(per100: Per100, flags: ScoreFlags): NutriScore {
  const { algorithm } = flags;
  const tables = tablesFor(algorithm);
  const energyValue = algorithm === 'fat' ? per100.satFat * KJ_PER_G_SAT_FAT : per100.kJ;
  const satFatValue = algorithm === 'fat' ? (per100.fat > 0 ? (per100.satFat / per100.fat) * 100 : 0) : per100.satFat;
  const rawProtein = pointsFor(tables.protein, per100.protein);
  const points: NutriScorePoints = {
    energy: pointsFor(tables.energy, energyValue),
    sugars: pointsFor(tables.sugars, per100.sugars),
    satFat: pointsFor(tables.satFat, satFatValue),
    salt: pointsFor(tables.salt, per100.salt),
    sweeteners: algorithm === 'beverage' && flags.hasSweeteners ? SWEETENER_POINTS : 0,
    protein: flags.isRedMeat ? Math.min(rawProtein, RED_MEAT_PROTEIN_CAP) : rawProtein,
    fibre: pointsFor(tables.fibre, per100.fibre),
    fvl: pointsFor(tables.fvl, per100.fvlPercent),
  };
  const max: NutriScorePoints = {
    energy: maxPoints(tables.energy),
    sugars: maxPoints(tables.sugars),
    satFat: maxPoints(tables.satFat),
    salt: maxPoints(tables.salt),
    sweeteners: algorithm === 'beverage' ? SWEETENER_POINTS : 0,
    protein: flags.isRedMeat ? RED_MEAT_PROTEIN_CAP : maxPoints(tables.protein),
    fibre: maxPoints(tables.fibre),
    fvl: maxPoints(tables.fvl),
  };
  const negative = points.energy + points.sugars + points.satFat + points.salt + points.sweeteners;
  const { counted: proteinCounted, rule: proteinRule } = proteinRuleFor(algorithm, flags.isCheese, negative);
  const positive = points.fibre + points.fvl + (proteinCounted ? points.protein : 0);
  const score = negative - positive;
  return {
    algorithm, points, max, negative, positive, proteinCounted, proteinRule, score,
    nutriClass: nutriClassFor(algorithm, score),
  };
}

function proteinRuleFor(algorithm: Algorithm, isCheese: boolean, negative: number): { counted: boolean; rule: string } {
  if (algorithm === 'beverage') return { counted: true, rule: 'beverages always count protein' };
  if (isCheese) return { counted: true, rule: 'cheese always counts protein' };
  const limit = PROTEIN_NEGATIVE_LIMIT[algorithm];
  return negative < limit
    ? { counted: true, rule: `negative points ${negative} < ${limit}: protein counts` }
    : { counted: false, rule: `negative points ${negative} ≥ ${limit}: protein does not count` };
}

/** Upper score bound of each class (A, B, C, D; E is anything above D). Water is always A. */
export const classBounds: Record<Algorithm, readonly [number, number, number, number]> = {
  food: [0, 2, 10, 18],
  fat: [-6, 2, 10, 18],
  beverage: [-Infinity, 2, 6, 9],
};

export function nutriClassFor(algorithm: Algorithm, score: number): NutriClass {
  const bounds = classBounds[algorithm];
  const letters: NutriClass[] = ['A', 'B', 'C', 'D'];
  const index = bounds.findIndex((bound) => score <= bound);
  return index === -1 ? 'E' : letters[index]!;
}
