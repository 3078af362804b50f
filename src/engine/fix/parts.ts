import type { Ingredient } from '../../api/index.js';
import { formatGrams, leadingCount, readIngredientName, scaleCountItem, writeIngredientName } from './ingredient-name.js';
import { multiplyNutrients, nutrients, type Nutrients } from '../nutrients.js';

/*
 * The earlier analysis as parts a correction can work on. A FoodData says per ingredient only
 * kcal, protein, carbs (with ethanol) and fats, and the ethanol of the whole serving; the grams
 * of an ingredient are in its name when the engine made it ("Beer (1, 360 g)"), read by
 * ingredient-name.ts, the one place that knows how a name carries an amount.
 */

/** One part of ONE serving while corrections are applied. */
export interface FixPart {
  /** The name without its parenthesis: "Potato, french fries, NFS". */
  base: string;
  /** What the name's parenthesis said beside the grams: ["1"], ["2 tsp"], ["1 of 2"], ["without cheese"]. */
  detail: string[];
  /** Grams in one serving, when known. */
  grams?: number;
  /** What the corrections say about this part ("estimated: a typical 21 g of cheese taken off"). */
  notes: string[];
  /** Totals for one serving; carbs without ethanol, alcohol = grams of ethanol. */
  nutrients: Nutrients;
  isAdded: boolean;
  /** The USDA category of the food the name is, when the database has that exact food. */
  category?: string;
}

/** The ingredient name a part is shown with: "Rice, brown, cooked (158 g)". */
export function partName(part: FixPart): string {
  return writeIngredientName(part.base, [...part.detail, ...(part.grams !== undefined && part.grams > 0 ? [formatGrams(part.grams)] : []), ...part.notes]);
}

/** The count the name gives ("1", "2 tsp" → 2; "1 of 2" → 1), when it gives one. */
export const countOf = (part: FixPart): number | undefined => leadingCount(part.detail);

export function scalePart(part: FixPart, factor: number): FixPart {
  const [first, ...rest] = part.detail;
  const detail = first !== undefined && factor !== 1 ? [scaleCountItem(first, factor), ...rest] : part.detail;
  return {
    ...part,
    detail,
    nutrients: multiplyNutrients(part.nutrients, factor),
    ...(part.grams !== undefined ? { grams: part.grams * factor } : {}),
  };
}

/** What a FoodData or a FoodResult says about itself that parts are made from. */
export interface FoodFigures {
  name: string;
  calories: number;
  protein: number;
  /** Including ethanol. */
  carbs: number;
  fats: number;
  /** Grams of ethanol per serving. */
  ethanol: number;
  ingredients: readonly Ingredient[];
}

/** What the database says of a USDA food named exactly so; undefined when it has no such food. */
export interface PartLookup {
  /** The share of its carbs (with ethanol) that is ethanol. */
  alcoholShare(base: string): number | undefined;
  categoryOf(base: string): string | undefined;
}

/**
 * The parts of one serving. The serving's ethanol is spread over the parts that the database
 * says hold alcohol (in proportion to what they would hold), else over all parts by carbs.
 * Figures the ingredient list leaves out of the totals become one part of their own, so a
 * correction never loses them.
 */
export function partsOf(food: FoodFigures, lookup: PartLookup, isAdded = false): FixPart[] {
  const rows = food.ingredients.length > 0
    ? food.ingredients.map((i) => ({ name: i.name, kcal: i.calories, protein: i.protein, carbs: i.carbs, fat: i.fats, isAdded: i.isAdded || isAdded }))
    : [{ name: food.name, kcal: food.calories, protein: food.protein, carbs: food.carbs, fat: food.fats, isAdded }];
  const rest = {
    kcal: food.calories - sum(rows.map((r) => r.kcal)),
    protein: food.protein - sum(rows.map((r) => r.protein)),
    carbs: food.carbs - sum(rows.map((r) => r.carbs)),
    fat: food.fats - sum(rows.map((r) => r.fat)),
  };
  // Rounding leaves ±1 kcal per ingredient; more than that is food the list does not name.
  if (food.ingredients.length > 0 && rest.kcal > Math.max(2, rows.length, food.calories * 0.02)) {
    rows.push({
      name: `Rest of ${food.name} (not in the ingredient list)`,
      kcal: rest.kcal,
      protein: Math.max(0, rest.protein),
      carbs: Math.max(0, rest.carbs),
      fat: Math.max(0, rest.fat),
      isAdded,
    });
  }
  const ethanol = spreadEthanol(rows.map((r) => ({ carbs: r.carbs, share: lookup.alcoholShare(readIngredientName(r.name).base) })), food.ethanol);
  return rows.map((row, i) => {
    const { base, detail, grams } = readIngredientName(row.name);
    const alcohol = ethanol[i]!;
    const part: FixPart = {
      base,
      detail,
      notes: [],
      nutrients: nutrients({ kcal: row.kcal, protein: row.protein, carbs: Math.max(0, row.carbs - alcohol), fat: row.fat, alcohol }),
      isAdded: row.isAdded,
    };
    if (grams !== undefined) part.grams = grams;
    const category = lookup.categoryOf(base);
    if (category !== undefined) part.category = category;
    return part;
  });
}

/** Grams of ethanol per part, adding up to `total` (never more than a part's carbs). */
export function spreadEthanol(parts: readonly { carbs: number; share: number | undefined }[], total: number): number[] {
  const out = parts.map(() => 0);
  if (total <= 0) return out;
  const expected = parts.map((p) => (p.share ?? 0) * p.carbs);
  const weights = sum(expected) > 0 ? expected : parts.map((p) => p.carbs);
  let left = Math.min(total, sum(parts.map((p) => p.carbs)));
  // Two passes: a part that would get more than its carbs is capped, the rest goes to the others.
  for (let pass = 0; pass < 3 && left > 1e-9; pass++) {
    const open = weights.map((w, i) => (out[i]! < parts[i]!.carbs ? w : 0));
    const weight = sum(open);
    const room = parts.map((p, i) => p.carbs - out[i]!);
    const pool = weight > 0 ? open : room;
    const poolWeight = sum(pool);
    if (poolWeight <= 0) break;
    let given = 0;
    for (let i = 0; i < parts.length; i++) {
      const add = Math.min(room[i]!, (left * pool[i]!) / poolWeight);
      out[i] = out[i]! + add;
      given += add;
    }
    left -= given;
  }
  return out;
}

export function sum(values: readonly number[]): number {
  return values.reduce((a, b) => a + b, 0);
}
