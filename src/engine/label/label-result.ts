import type { RatedFoodResult } from '../../api/index.js';
import { nutrients, type Nutrients } from '../nutrients.js';
import { buildRatedResult } from '../result/build.js';
import type { LabelPanel, PanelColumn } from './types.js';

/**
 * What every panel format prints (US, EU/UK, Australian, Indian law all require them): a column
 * without one of these was read only in part, and its gap would become a confident 0.
 */
const CORE: readonly (keyof PanelColumn['nutrients'])[] = ['fat', 'carbs', 'protein'];

/** The core figures a column lacks (energy counts as read in kcal or in kJ). */
export function missingCore(column: PanelColumn): string[] {
  const n = column.nutrients;
  const missing: string[] = n.kcal === undefined && n.kj === undefined ? ['energy'] : [];
  for (const name of CORE) if (n[name] === undefined) missing.push(name === 'carbs' ? 'carbohydrate' : name);
  return missing;
}

/**
 * The column a result is made from: per serving as printed, else per 100 g / 100 ml; only a
 * column whose energy, fat, carbohydrate and protein were all read.
 */
export function chooseColumn(panel: LabelPanel): PanelColumn | undefined {
  const usable = panel.columns.filter((c) => missingCore(c).length === 0);
  const size = (c: PanelColumn) => Object.keys(c.nutrients).length;
  const best = (basis: PanelColumn['basis'][]) =>
    usable.filter((c) => basis.includes(c.basis)).sort((a, b) => size(b) - size(a))[0];
  const serving = best(['serving']);
  const hundred = best(['100g', '100ml']);
  // A serving column OCR read only in part does not beat a complete per-100 g one.
  if (serving && (!hundred || size(serving) >= size(hundred) - 1)) return serving;
  return hundred ?? serving ?? best(['container']);
}

function describeColumn(panel: LabelPanel, column: PanelColumn): string {
  if (column.basis === '100g') return 'per 100 g';
  if (column.basis === '100ml') return 'per 100 ml';
  if (column.basis === 'container') return 'per container';
  const size = panel.servingSize ?? (column.grams ? `${column.grams} g` : undefined);
  return size ? `1 serving (${size})` : '1 serving';
}

/** The column's figures as the engine's nutrient record (absent figures are 0). */
export function columnNutrients(column: PanelColumn): Nutrients {
  const n = column.nutrients;
  return nutrients({
    kcal: n.kcal ?? (n.kj !== undefined ? n.kj / 4.184 : 4 * (n.protein ?? 0) + 4 * (n.carbs ?? 0) + 9 * (n.fat ?? 0)),
    protein: n.protein ?? 0,
    carbs: n.carbs ?? 0,
    fat: n.fat ?? 0,
    alcohol: n.alcohol ?? 0,
    fiber: n.fiber ?? 0,
    sugars: n.sugars ?? 0,
    satFat: n.satFat ?? 0,
    sodiumMg: n.sodiumMg ?? 0,
  });
}

export interface LabelResultOptions {
  /** scanImage answers from a label it found in a photo and offers the label scanner. */
  shouldUseLabelScanner?: boolean;
}

/**
 * The FoodResult of a panel: one serving as printed (else per 100 g / 100 ml, said in the
 * name), the panel as its one ingredient, the health rating from the printed nutrients.
 */
export function labelResult(panel: LabelPanel, column: PanelColumn, options: LabelResultOptions = {}): RatedFoodResult {
  const basis = describeColumn(panel, column);
  const grams = column.grams ?? (column.basis === '100g' || column.basis === '100ml' ? 100 : column.basis === 'serving' ? panel.servingGrams ?? 0 : 0);
  return buildRatedResult({
    name: `Nutrition label, ${basis}`,
    servings: 1,
    parts: [{ name: `Nutrition panel, ${basis}`, grams, nutrients: columnNutrients(column) }],
    shouldUseLabelScanner: options.shouldUseLabelScanner ?? false,
    ...(column.basis === '100ml' ? { isBeverage: true } : {}),
  });
}
