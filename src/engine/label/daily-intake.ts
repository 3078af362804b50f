import type { PanelNutrientName } from './types.js';

/*
 * A table's percent of the daily intake as a witness for the amount printed beside it (issue 22).
 * EU panels may print "% RI" (Regulation 1169/2011, Annex XIII Part B), Australian ones
 * "% Daily Intake" (FSANZ Standard 1.2.8), Indian ones "% RDA" per serve (FSSAI Labelling
 * and Display Regulations 2020). The percent is printed apart from the amount and worked out
 * from it, so a percent that fits an amount is a second reading of that amount: a misread
 * ("4.6 g" read 4.5, "9g" read 98) that still agrees with the energy has a percent it no longer
 * fits. US panels' % Daily Value is resolve.ts fitsDailyValue (21 CFR 101.9's rounding steps).
 */

/** Reference intakes of an adult by table family; amounts in the unit the panel prints them in (g, mg, kJ, kcal). */
const REFERENCE_INTAKES: Record<'eu' | 'au' | 'in', Partial<Record<PanelNutrientName, number>>> = {
  // Regulation (EU) 1169/2011, Annex XIII Part B.
  eu: { kj: 8400, kcal: 2000, fat: 70, satFat: 20, carbs: 260, sugars: 90, protein: 50, salt: 6 },
  // FSANZ Standard 1.2.8, daily intake reference values.
  au: { kj: 8700, fat: 70, satFat: 24, carbs: 310, sugars: 90, protein: 50, fiber: 30, sodiumMg: 2300 },
  // FSSAI (Labelling and Display) Regulations 2020, regulation 5(3): per serve % RDA "on the basis of
  // 2000 kcal energy, 67 g total fat, 22 g saturated fat, 2 g trans-fat, 50 g added sugar and
  // 2000 mg of sodium (5 g salt)" for an average adult per day, as FSSAI's clarification on RDA
  // for age groups (February 2022) quotes the Regulations; the values below are those.
  // Protein, carbohydrate and sugars have no % RDA there.
  in: { kcal: 2000, fat: 67, satFat: 22, transFat: 2, addedSugars: 50, sodiumMg: 2000 },
};

/** The table families whose reference intakes are known here. */
export type IntakeFamily = keyof typeof REFERENCE_INTAKES;

/**
 * Slack over the two roundings, in percentage points, for a percent worked out from an amount
 * rounded otherwise than the one printed (a maker's own rounding of the percent up, or from the
 * energy in the other unit): a quarter point; wider, a lost first digit of a small percent
 * ("2%" for 12 %) would fit an amount with a lost point.
 */
const INTAKE_SLACK = 0.25;

/** The step an amount is printed to, from its own digits: 12 → 1, 4.6 → 0.1, 0.25 → 0.01. */
function printedStep(amount: number): number {
  for (let places = 0; places <= 3; places++) {
    const scaled = amount * 10 ** places;
    if (Math.abs(scaled - Math.round(scaled)) < 1e-6) return 10 ** -places;
  }
  return 0.001;
}

/**
 * Whether a printed percent of the daily intake fits a printed amount under the family's
 * reference (or under any family's when the family is not known); undefined when no reference
 * covers the nutrient. The percent is the unrounded amount over the reference, rounded whole,
 * and the amount was rounded to the step its digits show, so the amount A fits the percent p
 * when |100·A/RI − p| ≤ 50·step/RI + 0.5 (+ INTAKE_SLACK). A percent printed "<1" is passed as
 * 0.5 by the caller or not at all.
 */
export function fitsDailyIntake(name: PanelNutrientName, amount: number, percent: number, family?: IntakeFamily): boolean | undefined {
  const families = family ? [family] : (Object.keys(REFERENCE_INTAKES) as IntakeFamily[]);
  const references = families.map((f) => REFERENCE_INTAKES[f][name]).filter((r): r is number => r !== undefined);
  if (references.length === 0 || amount < 0 || percent < 0) return undefined;
  const step = printedStep(amount);
  return references.some((ri) => Math.abs((100 * amount) / ri - percent) <= (50 * step) / ri + 0.5 + INTAKE_SLACK);
}
