import type { Quantity } from './quantity.js';

/**
 * One thing a correction asks for. `text` is the person's own words for it, quoted when it
 * cannot be applied. A missing `target` means the whole food.
 */
export type Correction =
  /** "it was 2 servings", "2 beers" on a beer: how many servings the figures are eaten. */
  | { kind: 'servings'; servings: number; text: string }
  /** "I only ate half", "a third of it", "half the fries", "double it": a share of the food or a part. */
  | { kind: 'share'; factor: number; target?: string; text: string }
  /** "no fries", "without the bun", "hold the mayo". */
  | { kind: 'remove'; target: string; text: string }
  /** "just the burger", "I only had the salad": everything else goes. */
  | { kind: 'only'; target: string; text: string }
  /** "add a side salad", "plus a coke", "with 2 teaspoons of sugar": described like a meal. */
  | { kind: 'add'; phrase: string; text: string }
  /**
   * "the rice was brown rice", "it was diet coke", "it was actually an apple". `orAdd` ("made
   * with oat milk", "with sugar"): replace the part of that kind, or add it when there is none.
   */
  | { kind: 'replace'; target?: string; phrase: string; orAdd?: boolean; madeWith?: boolean; instead?: boolean; text: string }
  /**
   * "the chicken was 200 g", "a large glass, 250 ml", "3 slices not 2". `orAdd`: "2 beers" with no
   * beer in the food is an addition; `orReplace`: "it was 2 oranges" about a banana is another food.
   */
  | { kind: 'amount'; target?: string; quantity: Quantity; was?: number; orAdd?: boolean; orReplace?: boolean; text: string }
  /** "it was 450 calories", "30 g of protein", "the fries were 300 calories". */
  | { kind: 'override'; target?: string; values: Partial<Record<OverrideNutrient, number>>; text: string };

export type OverrideNutrient = 'kcal' | 'protein' | 'carbs' | 'fat';

export type CorrectionKind = Correction['kind'];

export interface ParsedIssue {
  corrections: Correction[];
  /** Clauses of the issue that say nothing this can apply, in the person's words. */
  unused: string[];
}
