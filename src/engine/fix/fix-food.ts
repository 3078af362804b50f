import { truncate } from '../../api/truncate.js';
import { NutritionApiError, type CallOptions, type FoodResult, type OperationData } from '../../api/index.js';
import type { EngineContext } from '../context.js';
import type { FoodIndex } from '../foods/food-index.js';
import type { Food } from '../foods/types.js';
import { resolveMeal } from '../meal/describe.js';
import { resolveNamedFoods } from '../meal/read-name.js';
import { buildUnratedResult } from '../result/build.js';
import { describedParts } from './described.js';
import { applyCorrections, type FixFailure, type FixState, type FixTools } from './apply.js';
import { parseIssue } from './parse-issue.js';
import { checkFixedResult, checkFoodData } from './bounds.js';
import { partName, partsOf, type FixPart } from './parts.js';
import type { OverrideNutrient } from './corrections.js';

export type FixFoodData = OperationData<'fixFood'>;

/**
 * fixFood: an earlier analysis corrected in plain words (DESIGN.md "fixFood", docs/fix.md).
 * Every correction in the issue is applied or none is: words it cannot use give 422
 * `noFoodDetected` naming them, and the food data is not changed. The answer has no
 * healthRating. `imageData` is not looked at: the words say what was wrong.
 */
export async function fixFood(ctx: EngineContext, data: FixFoodData, call: CallOptions = {}): Promise<FoodResult> {
  call.signal?.throwIfAborted?.();
  const issue = data.issue.trim();
  if (issue === '') {
    throw new NutritionApiError('invalidRequest', 'issue is empty; say what is wrong, e.g. "the rice was brown rice, about 200 g"', { operation: 'fixFood', status: 400 });
  }
  const { corrections, unused } = parseIssue(issue);
  if (unused.length > 0 || corrections.length === 0) {
    const words = (unused.length > 0 ? unused : [issue]).map((u) => `"${quote(u)}"`).join(', ');
    throw new NutritionApiError(
      'noFoodDetected',
      `We could not use ${words} to correct "${quote(data.foodData.name)}". Say what was different, e.g. "no fries", "add a side salad", "the rice was brown rice", "the chicken was 200 g", "I only ate half" or "it was 450 calories".`,
      { operation: 'fixFood', status: 422 },
    );
  }
  checkFoodData(data.foodData);
  const index = await ctx.foods();
  call.signal?.throwIfAborted?.();
  const tools = fixTools(index);
  const state: FixState = {
    name: data.foodData.name,
    servings: data.foodData.servings,
    parts: partsOf(data.foodData, tools),
  };
  const { state: fixed, failures } = await applyCorrections(state, corrections, tools);
  call.signal?.throwIfAborted?.();
  if (failures.length > 0) throw cannotApply(failures, data.foodData.name);
  const build = (parts: readonly FixPart[]) =>
    buildUnratedResult({
      name: correctedName(fixed, data.foodData.name, corrections.map((c) => c.text)),
      servings: fixed.servings,
      parts: parts.map((p) => ({ name: partName(p), grams: p.grams ?? 0, nutrients: p.nutrients, isAdded: p.isAdded })),
    });
  const result = build(fixed.parts);
  // "it was 450 calories": the total shows 450, not 449 after each part was rounded.
  const said = [...corrections].reverse().find((c) => c.kind === 'override' && c.target === undefined);
  return checkFixedResult(said?.kind === 'override' ? exactly(said.values, result, fixed.parts, build) : result);
}

const FIELDS = { kcal: 'calories', protein: 'protein', carbs: 'carbs', fat: 'fats' } as const;

/** Moves the rounding remainder of figures the person gave onto the largest part, so the totals read as given. */
function exactly(values: Partial<Record<OverrideNutrient, number>>, result: FoodResult, parts: readonly FixPart[], build: (parts: readonly FixPart[]) => FoodResult): FoodResult {
  if (parts.length === 0) return result;
  const largest = parts.reduce((a, b) => (b.nutrients.kcal > a.nutrients.kcal ? b : a), parts[0]!);
  const nudged = { ...largest.nutrients };
  let changed = false;
  for (const [nutrient, field] of Object.entries(FIELDS) as [OverrideNutrient, (typeof FIELDS)[OverrideNutrient]][]) {
    const wanted = values[nutrient];
    if (wanted === undefined) continue;
    const off = wanted - result[field];
    // Only a rounding remainder (≤ 0.5 per part); anything larger is not rounding.
    if (off === 0 || Math.abs(off) > parts.length * (nutrient === 'kcal' ? 0.5 : 0.05) + 1e-9) continue;
    nudged[nutrient] = Math.max(0, nudged[nutrient] + off);
    changed = true;
  }
  return changed ? build(parts.map((p) => (p === largest ? { ...p, nutrients: nudged } : p))) : result;
}

function cannotApply(failures: readonly FixFailure[], foodName: string): NutritionApiError {
  const said = failures.map((f) => `"${quote(f.text)}" (${f.reason})`).join('; ');
  return new NutritionApiError('noFoodDetected', `We could not apply ${said} to "${quote(foodName)}"; nothing was changed.`, {
    operation: 'fixFood',
    status: 422,
  });
}

/** "1 cheeseburger, fries, 1 coke — no fries; add a side salad": what it was, and what the person changed. */
function correctedName(state: FixState, original: string, said: readonly string[]): string {
  const texts = [...new Set(said)];
  if (state.replacedName !== undefined) return state.replacedName;
  const base = original;
  return base.includes(' — ') ? `${base}; ${texts.join('; ')}` : `${base} — ${texts.join('; ')}`;
}

function quote(text: string): string {
  const line = text.replace(/\s+/g, ' ').trim();
  return truncate(line, 80);
}

/**
 * The engine's database as the corrections use it: describeMeal's resolver for words, exact
 * names for the parts of the food data the caller sent (names are all a FoodData says of them).
 */
export function fixTools(index: FoodIndex): FixTools {
  const named = new Map<string, Food | null>();
  const byName = (base: string): Food | undefined => {
    const key = base.toLowerCase();
    let food = named.get(key);
    if (food === undefined) {
      food = index.foods.search(base, { limit: 8 }).find((hit) => hit.food.name.toLowerCase() === key)?.food ?? null;
      named.set(key, food);
    }
    return food ?? undefined;
  };
  return {
    describe: async (text) => describedParts(await resolveMeal(index, text)),
    describeNamed: async (food) => describedParts(resolveNamedFoods(index, [food])),
    alcoholShare: (base) => {
      // A name the database does not have exactly ("Beer, lager") is judged by its closest food.
      const food = byName(base) ?? index.foods.search(base, { limit: 1 }).find((hit) => hit.score >= 0.8)?.food;
      if (!food) return undefined;
      const carbs = food.per100g.carbs + food.per100g.alcohol;
      return carbs > 0 ? food.per100g.alcohol / carbs : 0;
    },
    categoryOf: (base) => byName(base)?.category,
    energyDensity: (base) => {
      const food = byName(base);
      return food ? food.per100g.kcal / 100 : undefined;
    },
  };
}
