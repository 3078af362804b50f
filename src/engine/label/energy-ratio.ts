import type { PanelNutrients } from './types.js';

/**
 * An EU table works its kJ and its kcal out from one composition (1169/2011 Annex XIV: 37 kJ
 * and 9 kcal a gram of fat, 17 and 4 of carbohydrate and protein, 8 and 2 of fibre), so its kJ
 * is to its kcal as the composition's are, 4.11 for fat to 4.25 for sugar, not 4.184: a kcal
 * lost and worked out at 4.184 came out a unit off the printed one (127 read as 126).
 */
export function kjPerKcalOf(n: PanelNutrients): number {
  const { fat, carbs } = n;
  if (fat === undefined || carbs === undefined) return 4.184;
  // A protein not read shares carbohydrate's factors (17 and 4): without it the ratio still
  // leans the way the fat and carbohydrate make it, nearer than 4.184.
  const protein = n.protein ?? 0;
  const fiber = n.fiber ?? 0;
  const kcal = 9 * fat + 4 * (carbs + protein) + 2 * fiber;
  const ratio = kcal > 0 ? (37 * fat + 17 * (carbs + protein) + 8 * fiber) / kcal : 4.184;
  // Figures misread could give any ratio; the composition only moves it within 4.0-4.25.
  return ratio >= 4.0 && ratio <= 4.25 ? ratio : 4.184;
}
