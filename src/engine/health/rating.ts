import type { Algorithm, NutriScore } from './nutri-score.js';

/*
 * From a Nutri-Score to 0–10. The letter fixes the band (A 8–10, B 7–8, C 5–6, D 3–4, E 0–2) and
 * the points place the food inside it, so a 0–10 rating never disagrees with the letter.
 */
export interface RatingBand {
  /** Highest Nutri-Score that still earns `rating`. */
  maxScore: number;
  rating: number;
}

export const ratingBands: Record<Algorithm, readonly RatingBand[]> = {
  food: [
    { maxScore: -6, rating: 10 }, { maxScore: -3, rating: 9 }, { maxScore: 0, rating: 8 },
    { maxScore: 2, rating: 7 },
    { maxScore: 6, rating: 6 }, { maxScore: 10, rating: 5 },
    { maxScore: 14, rating: 4 }, { maxScore: 18, rating: 3 },
    { maxScore: 22, rating: 2 }, { maxScore: 27, rating: 1 }, { maxScore: Infinity, rating: 0 },
  ],
  fat: [
    { maxScore: -10, rating: 10 }, { maxScore: -6, rating: 9 },
    { maxScore: -2, rating: 8 }, { maxScore: 2, rating: 7 },
    { maxScore: 6, rating: 6 }, { maxScore: 10, rating: 5 },
    { maxScore: 14, rating: 4 }, { maxScore: 18, rating: 3 },
    { maxScore: 22, rating: 2 }, { maxScore: 27, rating: 1 }, { maxScore: Infinity, rating: 0 },
  ],
  // Only water is A among beverages: it gets 10 by an adjustment, never from its points.
  beverage: [
    { maxScore: 0, rating: 8 }, { maxScore: 2, rating: 7 },
    { maxScore: 4, rating: 6 }, { maxScore: 6, rating: 5 },
    { maxScore: 8, rating: 4 }, { maxScore: 9, rating: 3 },
    { maxScore: 10, rating: 2 }, { maxScore: 13, rating: 1 }, { maxScore: Infinity, rating: 0 },
  ],
};

export function ratingFor(algorithm: Algorithm, score: number): number {
  return ratingBands[algorithm].find((band) => score <= band.maxScore)!.rating;
}

/** Documented adjustments where Nutri-Score is silent; see docs/health-rating.md. */
export const WATER_RATING = 10;
export const PLAIN_TEA_COFFEE_RATING = 9;
/** Grams of ethanol in one US standard drink (NIAAA). */
export const STANDARD_DRINK_G = 14;
/** Alcohol per 100 g from which a part counts as an alcoholic drink: 1.2 % vol, Nutri-Score's own scope limit. */
export const ALCOHOLIC_G_PER_100G = 0.95;
/** Share of the serving's energy from ultra-processed categories that costs one point. */
export const ULTRA_PROCESSED_SHARE = 0.5;

/** The highest rating an alcoholic serving may get, by its US standard drinks. */
export function alcoholCap(ethanolGrams: number): number {
  const drinks = ethanolGrams / STANDARD_DRINK_G;
  if (drinks <= 1) return 2;
  if (drinks <= 2) return 1;
  return 0;
}

export type AdjustmentRule = 'water' | 'teaCoffee' | 'combine' | 'processing' | 'alcohol';

export interface Adjustment {
  rule: AdjustmentRule;
  before: number;
  after: number;
  reason: string;
}

/** Records an adjustment only when it changes the rating. */
export function adjust(adjustments: Adjustment[], rule: AdjustmentRule, before: number, after: number, reason: string): number {
  if (after !== before) adjustments.push({ rule, before, after, reason });
  return after;
}

/** Water and plain tea/coffee, for a group of drinks. */
export function drinkAdjustment(base: number, isWater: boolean, isPlainTeaOrCoffee: boolean, adjustments: Adjustment[]): number {
  if (isWater) return adjust(adjustments, 'water', base, WATER_RATING, 'plain water: Nutri-Score A, the reference drink');
  if (isPlainTeaOrCoffee) {
    return adjust(adjustments, 'teaCoffee', base, Math.max(base, PLAIN_TEA_COFFEE_RATING),
      'unsweetened tea or coffee: no energy or sugar points, rated next to water');
  }
  return base;
}

export interface ServingFacts {
  ultraProcessedShare: number;
  ultraProcessedParts: string[];
  alcoholicEthanol: number;
  alcoholicParts: string[];
}

/** Processing and alcohol, for the whole serving. */
export function servingAdjustment(rating: number, facts: ServingFacts, adjustments: Adjustment[]): number {
  let result = rating;
  if (facts.ultraProcessedShare >= ULTRA_PROCESSED_SHARE) {
    result = adjust(adjustments, 'processing', result, Math.max(0, result - 1),
      `${Math.round(facts.ultraProcessedShare * 100)}% of the energy is from ultra-processed categories (${facts.ultraProcessedParts.join(', ')}): −1`);
  }
  if (facts.alcoholicParts.length > 0) {
    const cap = alcoholCap(facts.alcoholicEthanol);
    result = adjust(adjustments, 'alcohol', result, Math.min(result, cap),
      `alcoholic drink (${facts.alcoholicEthanol.toFixed(1)} g of alcohol, ${(facts.alcoholicEthanol / STANDARD_DRINK_G).toFixed(1)} standard drinks): at most ${cap}`);
  }
  return result;
}
