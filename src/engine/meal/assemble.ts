import type { RatedFoodResult } from '../../api/index.js';
import { scaleNutrients, type Nutrients } from '../nutrients.js';
import { buildRatedResult, INGREDIENT_NAME_MAX, NAME_MAX } from '../result/build.js';
import { amountText, formatCount, isDrink } from './portion.js';
import type { MealItem } from './parse.js';

const round1 = (x: number) => Math.round(x * 10) / 10;
import type { ResolvedItem } from './resolve.js';

/*
 * From weighed foods to a v4 result (DESIGN.md "Units" and "Alcohol"): figures for ONE
 * serving, ingredients that add up to the totals, ethanol folded into carbs.
 */

interface Part {
  resolved: ResolvedItem;
  /** Grams in one serving. */
  grams: number;
  /** Totals of this part in one serving. */
  nutrients: Nutrients;
}

/**
 * How many servings the text describes. One food counted in whole units ("2 slices of pizza",
 * "3 eggs") is that many servings of one unit; anything else (a meal of several foods, "200 g
 * yogurt", "half a pizza") is one serving of what was described.
 */
export function servingsOf(found: readonly ResolvedItem[]): number {
  if (found.length !== 1) return 1;
  const amount = found[0]!.item.amount;
  if (!amount || !amount.explicit) return 1;
  if (amount.unit && amount.unit.kind !== 'household') return 1;
  if (!Number.isInteger(amount.count) || amount.count < 2 || amount.count > 100) return 1;
  return amount.count;
}

function partOf(resolved: ResolvedItem, servings: number): Part {
  const grams = resolved.grams / servings;
  // USDA energy already counts alcohol at about 7 kcal/g (Atwater), so nothing is added here.
  return { resolved, grams, nutrients: scaleNutrients(resolved.food.per100g, grams) };
}

function ingredientName(part: Part, servings: number, shared: boolean): string {
  const { resolved } = part;
  const massOnly = resolved.item.amount?.unit?.kind === 'mass';
  // A dish shared out (a recipe's yield): each part is the whole amount divided by the servings.
  const amount = massOnly ? undefined : amountText(resolved.item);
  const said = resolved.extraOf ? `extra` : shared ? `${amount ?? 'all'} ÷ ${formatCount(servings)}` : servings > 1 ? `1 of ${formatCount(servings)}` : amount;
  const detail = [said, `${round1(part.grams)} g`, ...resolved.notes].filter(Boolean).join(', ');
  const suffix = ` (${detail})`;
  const room = INGREDIENT_NAME_MAX - suffix.length;
  const name = resolved.food.name.length > room ? resolved.food.name.slice(0, Math.max(room - 1, 1)) + '…' : resolved.food.name;
  return name + suffix;
}

const capitalize = (s: string) => s.charAt(0).toUpperCase() + s.slice(1);

/** Abbreviations people type in lower case that are written in capitals ("ipa" → "IPA"). */
const ACRONYMS = new Set(['ipa', 'apa', 'neipa', 'oj', 'bbq', 'blt', 'pbj', 'pb&j', 'kfc', 'mcdonalds', 'xl', 'msg']);
function writtenAs(foodText: string): string {
  return foodText.replace(/[a-z&]+/gi, (w) => (ACRONYMS.has(w.toLowerCase()) ? w.toUpperCase() : w));
}

/** "1 pint of IPA", "2 slices of toast", "200 g greek yogurt", "2 scrambled eggs": amount, then the person's words. */
function amountAndFood(item: MealItem, amount: string | undefined): string {
  const food = writtenAs(item.shown ?? item.foodText);
  if (!amount) return food;
  const unit = item.amount?.unit;
  return unit && unit.kind !== 'mass' && !/^(small|medium|large)$/.test(unit.name) ? `${amount} of ${food}` : `${amount} ${food}`;
}

/** "2 scrambled eggs, 1 slice whole wheat toast, butter": what was understood, in the person's words. */
export function mealName(found: readonly ResolvedItem[], unmatched: readonly MealItem[], servings: number): string {
  const said = found.filter((r) => !r.sideOf).map((r) => {
    if (r.extraOf) return `extra ${writtenAs(r.item.shown ?? r.item.foodText)}`;
    if (servings > 1) return `${writtenAs(r.item.shown ?? r.item.foodText)} (1 ${r.item.amount?.unit?.name ?? 'of ' + formatCount(servings)})`;
    const notes = [...r.notes, ...(r.ignored ? [`not understood: ${r.ignored.map((w) => `'${w}'`).join(', ')}`] : [])];
    const note = notes.length > 0 ? ` (${notes.join(', ')})` : '';
    return amountAndFood(r.item, amountText(r.item)) + note;
  });
  let name = capitalize(said.join(', '));
  if (unmatched.length > 0) {
    name += ` (not recognised: ${unmatched.map((u) => `'${u.text.trim()}'`).join(', ')})`;
  }
  return name.length > NAME_MAX ? name.slice(0, NAME_MAX - 1) + '…' : name;
}

/**
 * `sharedBy`: the whole text is a dish that makes this many servings (a recipe's yield): every
 * part is divided by it, so the figures, the rating and its tips are those of one serving.
 * `name`: the meal's name as the caller words it (another language's reader), instead of the English one.
 */
export function assembleResult(found: readonly ResolvedItem[], unmatched: readonly MealItem[], sharedBy?: number, name?: string): RatedFoodResult {
  const shared = sharedBy !== undefined && sharedBy > 1;
  const servings = shared ? sharedBy : servingsOf(found);
  const parts = found.map((r) => partOf(r, servings));
  return buildRatedResult({
    // A name in the person's own language is given by its reader (language/resolve.ts).
    name: name ?? mealName(found, unmatched, shared ? 1 : servings),
    servings,
    parts: parts.map((part) => ({
      name: ingredientName(part, servings, shared),
      // Classified by the food alone: the amount in the shown name never changes what it is.
      foodName: part.resolved.food.name,
      grams: part.grams,
      nutrients: part.nutrients,
      category: part.resolved.food.category,
    })),
    isBeverage: found.every((r) => isDrink(r.food)),
    // Text has no package to photograph: the label scanner cannot do better than the words.
    shouldUseLabelScanner: false,
  });
}
