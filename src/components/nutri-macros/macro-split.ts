/** Energy per gram (Atwater factors), the same the engine uses to count calories. */
export const KCAL_PER_GRAM = { protein: 4, carbs: 4, fat: 9, alcohol: 7 } as const;

export type MacroKey = keyof typeof KCAL_PER_GRAM;

export interface MacroShare {
  key: MacroKey;
  label: string;
  grams: number;
  /** Share of the energy from the macronutrients, 0 to 1. */
  share: number;
}

/**
 * Splits energy between protein, carbohydrate, fat and alcohol. `carbs` includes ethanol in
 * the v4 contract, so the ethanol grams are taken out of carbohydrate before weighing.
 */
export function macroSplit(protein: number, carbs: number, fats: number, ethanol = 0): MacroShare[] {
  const alcohol = Math.min(Math.max(ethanol, 0), carbs);
  const parts: Array<Omit<MacroShare, 'share'>> = [
    { key: 'protein', label: 'Protein', grams: protein },
    { key: 'carbs', label: 'Carbs', grams: carbs - alcohol },
    { key: 'fat', label: 'Fat', grams: fats },
  ];
  if (alcohol > 0) parts.push({ key: 'alcohol', label: 'Alcohol', grams: alcohol });
  const energy = parts.map((part) => Math.max(part.grams, 0) * KCAL_PER_GRAM[part.key]);
  const total = energy.reduce((sum, value) => sum + value, 0);
  return parts.map((part, i) => ({ ...part, share: total > 0 ? energy[i]! / total : 0 }));
}

/** Whole percentages that add up to 100 (largest remainder), so the legend never says 101 %. */
export function wholePercents(shares: readonly number[]): number[] {
  const total = shares.reduce((sum, value) => sum + value, 0);
  if (total <= 0) return shares.map(() => 0);
  const raw = shares.map((share) => (share / total) * 100);
  const floors = raw.map(Math.floor);
  let missing = 100 - floors.reduce((sum, value) => sum + value, 0);
  const order = raw.map((value, i) => ({ i, rest: value - Math.floor(value) })).sort((a, b) => b.rest - a.rest);
  for (const { i } of order) {
    if (missing <= 0) break;
    floors[i]!++;
    missing--;
  }
  return floors;
}
