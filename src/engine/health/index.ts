import type { HealthRating } from '../../api/index.js';
import { analyzeHealth, type HealthAnalysis } from './analyze.js';
import { chooseTips, tipCandidates, type TipCandidate } from './tips.js';
import type { HealthInput } from './types.js';

export type { HealthInput, HealthPart } from './types.js';
export type { HealthAnalysis, AnalyzedPart, Totals } from './analyze.js';
export type { NutriScore, NutriScorePoints, Per100, Algorithm, NutriClass } from './nutri-score.js';
export type { Adjustment, AdjustmentRule } from './rating.js';
export type { TipCandidate, TipKind, TipTone } from './tips.js';
export { dailyValues } from './tips.js';

/** The points behind a rating: for the docs, the tests and any UI that wants to show its work. */
export interface HealthExplanation extends HealthAnalysis {
  /** Every tip that applied, heaviest first within its tone. */
  candidates: TipCandidate[];
  /** The three that were chosen, in order. */
  chosen: TipCandidate[];
  healthRating: HealthRating;
}

/**
 * The 0–10 health rating of ONE serving with three tips, from the Nutri-Score (2023 update)
 * points and documented adjustments (docs/health-rating.md). Deterministic.
 * Throws NutritionApiError('invalidRequest') for parts without usable figures.
 */
export function rateHealth(input: HealthInput): HealthRating {
  // Every rated result asks this: the explanation's copy of the analysis is not made for it.
  return rated(input).healthRating;
}

export function explainHealth(input: HealthInput): HealthExplanation {
  const { analysis, candidates, chosen, healthRating } = rated(input);
  return { ...analysis, candidates, chosen, healthRating };
}

function rated(input: HealthInput) {
  const analysis = analyzeHealth(input);
  const candidates = tipCandidates(analysis);
  const chosen = chooseTips(candidates);
  const [tip1, tip2, tip3] = chosen.map((tip) => tip.text) as [string, string, string];
  return { analysis, candidates, chosen, healthRating: { rating: analysis.rating, tip1, tip2, tip3 } };
}
