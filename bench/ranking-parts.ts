/**
 * The parts of a meal that describeMeal's ranking decides, each candidate weighed the way
 * describeMeal weighs it: what bench/fit-meal-ranking.ts fits the weights on and
 * bench/category-prior-crossfit.ts tries learned tables on. One copy, so an experiment and the
 * fit always see the same parts.
 */
import type { Food } from '../src/engine/foods/index.js';
import { withoutPlace } from '../src/engine/foods/index.js';
import type { FoodIndex } from '../src/engine/foods/food-index.js';
import { candidatesFor, type Candidate } from '../src/engine/meal/match.js';
import { parseMeal, type JoinTest } from '../src/engine/meal/parse.js';
import { resolveItems } from '../src/engine/meal/resolve.js';
import { itemGrams } from '../src/engine/meal/portion.js';
import { commonGrams } from '../src/engine/meal/common.js';
import { plausibleGrams } from '../src/engine/meal/guards.js';
import { rankOf, settingsOf } from '../src/engine/meal/rank.js';

/** One candidate of a decided part: the meal's carbs and kcal with it chosen, relative to the resolved meal. */
export interface WeighedChoice { candidate: Candidate; food: Food; carbs: number; kcal: number }
export interface DecidedPart { phrase: string; choices: WeighedChoice[] }
/** The resolved meal's totals and the parts the ranking decides. */
export interface DecidedMeal { base: { carbs: number; kcal: number }; parts: DecidedPart[] }

/** NutriBench's carbohydrate has no ethanol in it (bench/nutribench.ts): per100g.carbs, as there. */
const amountOf = (food: Food, grams: number) => ({ carbs: (food.per100g.carbs * grams) / 100, kcal: (food.per100g.kcal * grams) / 100 });

/**
 * Each part whose food is the ranking's choice among two or more of the search's candidates (a
 * common name, a guard or a size may have chosen otherwise: those parts are left out); undefined
 * when the meal has none.
 */
export function decidedParts(ctx: FoodIndex, isOneFood: JoinTest, text: string): DecidedMeal | undefined {
  const items = parseMeal(text, { isOneFood });
  const settings = settingsOf(text);
  const { found } = resolveItems(ctx, items, settings);
  const base = { carbs: 0, kcal: 0 };
  for (const r of found) {
    const v = amountOf(r.food, r.grams);
    base.carbs += v.carbs;
    base.kcal += v.kcal;
  }
  const parts: DecidedPart[] = [];
  for (const resolved of found) {
    if (resolved.sideOf || resolved.extraOf || resolved.item.link === 'with') continue;
    const item = resolved.item;
    const measured = item.amount?.unit !== undefined && item.amount.unit.kind !== 'household';
    const fraction = item.amount !== undefined && item.amount.unit === undefined && item.amount.count < 1;
    const options = { modifiers: item.modifiers, needsPortion: !measured, wantsWhole: fraction, settings };
    const phrase = withoutPlace(item.foodText);
    const found = candidatesFor(ctx, phrase, item.modifiers, options);
    if (!found || found.candidates.length < 2) continue;
    // Chosen by the weights in use; a part whose choice they changed is still a part they decide.
    const chosen = found.candidates.reduce((a, b) => (rankOf(b.features) > rankOf(a.features) ? b : a));
    if (chosen.hit.food.id !== resolved.food.id) continue;
    const now = amountOf(resolved.food, resolved.grams);
    const choices = found.candidates.map((candidate) => {
      const food = candidate.hit.food;
      const v = amountOf(food, plausibleGrams(ctx, item, food, commonGrams(item, food) ?? itemGrams(ctx, item, food)).grams);
      return { candidate, food, carbs: v.carbs - now.carbs, kcal: v.kcal - now.kcal };
    });
    parts.push({ phrase, choices });
  }
  return parts.length > 0 ? { base, parts } : undefined;
}
