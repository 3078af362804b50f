/**
 * What an Open Food Facts product's per-100 g figures are worth. OFF numbers are crowd-sourced:
 * kJ typed in the kcal box, a serving's figures typed as per 100 g, "0" for "not entered". The
 * same rules judge products from the offline index and from the API, and an answer we cannot
 * trust becomes "nutrition unknown" (scan the label) rather than a confident wrong number.
 * docs/barcode.md lists the rules with their counts on the shipped data.
 */
import { atwaterKcal, KCAL_PER_KJ, ZERO_NUTRIENTS, type Nutrients } from '../nutrients.js';

/** Per 100 g (or 100 ml for drinks) as OFF stores them; undefined = not entered. */
export interface OffPer100 {
  kcal?: number;
  kj?: number;
  protein?: number;
  carbs?: number;
  fat?: number;
  sugars?: number;
  satFat?: number;
  fiber?: number;
  /** Grams of salt. */
  salt?: number;
  /** Grams (not mg) of sodium. */
  sodium?: number;
  /** OFF stores alcohol as % vol. */
  alcohol?: number;
}

export type EnergySource =
  /** The pack's kcal. */
  | 'kcal'
  /** The pack's kJ / 4.184 (only kJ given, or the kcal box held the kJ figure). */
  | 'kj'
  /** Atwater 4/4/9 (+7 for ethanol) from the macros: the product gives no energy. */
  | 'estimated';

export type NutritionReading =
  | { known: true; per100g: Nutrients; energy: EnergySource; /** What was corrected, for a tip. */ correction?: string }
  | { known: false; /** Why the figures are not used (or that there are none). */ reason: string };

/** Grams of ethanol in 100 ml at `percent` % vol. */
export const ethanolGrams = (percent: number) => percent * 0.789;

/** Per 100 g each of these is a weight that cannot exceed 100 g. */
const GRAMS: readonly (keyof OffPer100)[] = ['protein', 'carbs', 'fat', 'sugars', 'satFat', 'fiber', 'salt', 'sodium'];

/**
 * Energy that fits the macros: EU energy counts fibre at 2 kcal/g and polyols at 2.4, US carbs
 * include fibre, and labels round; so the band is wide, but kJ in a kcal box (×4.184) or a
 * zero beside 20 g of sugar fall outside it.
 */
function fitsMacros(kcal: number, atwater: number | undefined): boolean {
  if (kcal > 900) return false;
  if (atwater === undefined) return true;
  return kcal >= 0.55 * atwater - 25 && kcal <= 1.3 * atwater + 25;
}

const fmt = (x: number) => String(Math.round(x * 10) / 10);

export function readNutrition(v: OffPer100): NutritionReading {
  const entered = (Object.keys(v) as (keyof OffPer100)[]).filter((k) => v[k] !== undefined);
  if (entered.length === 0) return { known: false, reason: 'Open Food Facts has no nutrition figures for this product' };
  for (const key of entered) {
    const value = v[key]!;
    if (!Number.isFinite(value) || value < 0) return { known: false, reason: `its ${key} figure (${value}) is not a valid amount` };
  }
  for (const key of GRAMS) {
    if ((v[key] ?? 0) > 100) return { known: false, reason: `its ${key} figure (${v[key]} g per 100 g) is impossible` };
  }
  if ((v.alcohol ?? 0) > 100) return { known: false, reason: `its alcohol figure (${v.alcohol} % vol) is impossible` };
  const protein = v.protein ?? 0;
  const carbs = v.carbs ?? 0;
  const fat = v.fat ?? 0;
  if (protein + carbs + fat > 105) {
    return { known: false, reason: `its protein, carbohydrate and fat add up to ${fmt(protein + carbs + fat)} g per 100 g` };
  }
  if (v.sugars !== undefined && v.carbs !== undefined && v.sugars > v.carbs + 0.5) {
    return { known: false, reason: `its sugars (${v.sugars} g) exceed its carbohydrate (${v.carbs} g)` };
  }
  if (v.satFat !== undefined && v.fat !== undefined && v.satFat > v.fat + 0.5) {
    return { known: false, reason: `its saturated fat (${v.satFat} g) exceeds its fat (${v.fat} g)` };
  }

  const alcohol = ethanolGrams(v.alcohol ?? 0);
  const macrosComplete = v.protein !== undefined && v.carbs !== undefined && v.fat !== undefined;
  const atwater = macrosComplete ? atwaterKcal({ protein, carbs, fat, alcohol }) : undefined;
  let kcal: number;
  let energy: EnergySource;
  let correction: string | undefined;
  if (v.kcal !== undefined && fitsMacros(v.kcal, atwater)) {
    kcal = v.kcal;
    energy = 'kcal';
  } else if (v.kcal !== undefined && atwater !== undefined && fitsMacros(v.kcal * KCAL_PER_KJ, atwater) && (v.kj === undefined || v.kj === v.kcal || !fitsMacros(v.kj * KCAL_PER_KJ, atwater))) {
    kcal = v.kcal * KCAL_PER_KJ;
    energy = 'kj';
    correction = `the energy entered as ${v.kcal} kcal is the kJ figure (${fmt(kcal)} kcal)`;
  } else if (v.kj !== undefined && fitsMacros(v.kj * KCAL_PER_KJ, atwater)) {
    kcal = v.kj * KCAL_PER_KJ;
    energy = 'kj';
  } else if (v.kcal !== undefined || v.kj !== undefined) {
    const given = v.kcal !== undefined ? `${v.kcal} kcal` : `${v.kj} kJ`;
    return { known: false, reason: `its energy (${given} per 100 g) does not fit its protein, carbohydrate and fat (about ${fmt(atwater ?? 0)} kcal)` };
  } else if (atwater !== undefined) {
    kcal = atwater;
    energy = 'estimated';
  } else {
    return { known: false, reason: 'Open Food Facts gives neither its energy nor all of protein, carbohydrate and fat' };
  }

  const sodiumGrams = v.sodium ?? (v.salt !== undefined ? v.salt / 2.5 : 0);
  const per100g: Nutrients = {
    ...ZERO_NUTRIENTS,
    kcal,
    protein,
    carbs,
    fat,
    alcohol,
    fiber: v.fiber ?? 0,
    sugars: v.sugars ?? 0,
    satFat: v.satFat ?? 0,
    sodiumMg: sodiumGrams * 1000,
  };
  return correction ? { known: true, per100g, energy, correction } : { known: true, per100g, energy };
}
