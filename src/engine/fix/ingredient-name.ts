import { formatCount } from '../meal/portion.js';

/*
 * The amount written in an ingredient's display name, read and written in one place.
 *
 * fixFood gets the earlier analysis back from the caller as a v4 FoodData, whose ingredients
 * carry only name, kcal, protein, carbs, fats and isAdded (the v4 Ingredient schema, src/api/schemas.ts): the wire
 * has no field for an ingredient's grams or count. The engine writes them into the name
 * (meal/assemble.ts: "Beer (1, 360 g)", "Rice, brown, cooked (1 of 2, 79 g)"), so reading them
 * back here is the contract, not a detour. Everything else in fix/ works on the parsed form.
 *
 * The parenthesis holds comma-separated items: the amount said ("1", "2 tsp", "1 of 2",
 * "extra", "1 cup ÷ 4"), the grams ("360 g"), then notes ("without cheese").
 */

export interface IngredientName {
  /** The name without its parenthesis: "Potato, french fries, NFS". */
  base: string;
  /** The parenthesis' items other than the grams: ["1"], ["2 tsp"], ["1 of 2"], ["without cheese"]. */
  detail: string[];
  /** The grams the parenthesis gives, when it gives them. */
  grams?: number;
}

const GRAMS = /^(\d+(?:\.\d+)?)\s*g$/;

/** "Beer (1, 360 g)" → base "Beer", detail ["1"], grams 360. A name with no parenthesis is all base. */
export function readIngredientName(name: string): IngredientName {
  const m = /^(.*\S)\s*\(([^()]*)\)\s*$/.exec(name);
  if (!m) return { base: name.trim(), detail: [] };
  const detail: string[] = [];
  let grams: number | undefined;
  for (const item of m[2]!.split(/,\s*/)) {
    const g = GRAMS.exec(item.trim());
    if (g && grams === undefined) grams = Number(g[1]);
    else if (item.trim() !== '') detail.push(item.trim());
  }
  return grams === undefined ? { base: m[1]!, detail } : { base: m[1]!, detail, grams };
}

/** The grams an ingredient's display name gives (NaN when it gives none): what tests compare. */
export const gramsInName = (name: string): number => readIngredientName(name).grams ?? Number.NaN;

export function formatGrams(grams: number): string {
  const rounded = Math.round(grams * 10) / 10;
  return `${rounded} g`;
}

/** The display name for a base and its parenthesis' items: "Rice, brown, cooked (158 g)". */
export function writeIngredientName(base: string, inside: readonly string[]): string {
  return inside.length > 0 ? `${base} (${inside.join(', ')})` : base;
}

/** An item that states an amount ("1", "2 tsp", "1 of 2"), as opposed to a note ("without cheese", "extra"). */
export const isAmountItem = (item: string): boolean => /^\d/.test(item);

/** The items that state an amount, the notes left out. */
export const amountItems = (detail: readonly string[]): string[] => detail.filter(isAmountItem);

/** "1 of 2": this part is one serving of a food described as several. */
export const isShareItem = (item: string): boolean => /^1 of \d/.test(item);

export const shareItem = (servings: number | string): string => `1 of ${servings}`;

/** The note a removal leaves on the part it was taken from. */
export const withoutItem = (target: string): string => `without ${target}`;

/** The count the first item gives ("1", "2 tsp" → 2; "1 of 2" → 1), when it gives one. */
export function leadingCount(detail: readonly string[]): number | undefined {
  const first = detail[0];
  const m = first === undefined ? null : /^(\d+(?:\.\d+)?)(?:\s|$)/.exec(first);
  return m ? Number(m[1]) : undefined;
}

/** Whether the first item counts in this unit: "2 bowls" and "1 bowl" count in "bowl". */
export function countsInUnit(detail: readonly string[], unit: string): boolean {
  return (detail[0] ?? '').split(' ').some((w) => w.replace(/e?s$/, '') === unit);
}

const UNICODE_COUNTS: Record<string, number> = { '½': 0.5, '¼': 0.25, '¾': 0.75, '⅓': 1 / 3, '⅔': 2 / 3, '⅛': 0.125 };

/** "2 tsp" × 1.5 → "3 tsp": the count an item shows follows the amount; an item with no count is kept. */
export function scaleCountItem(item: string, factor: number): string {
  const m = /^(\d+(?:\.\d+)?)?([½¼¾⅓⅔⅛])?(\s.*)?$/.exec(item);
  if (!m || (m[1] === undefined && m[2] === undefined)) return item;
  const count = Number(m[1] ?? 0) + (m[2] ? UNICODE_COUNTS[m[2]]! : 0);
  return formatCount(count * factor) + (m[3] ?? '');
}
