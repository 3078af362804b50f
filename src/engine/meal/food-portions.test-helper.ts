/**
 * Shared set-up of the portion tests (portion-sizes, default-amounts, everyday): one engine and its food
 * database per file, and the grams an ingredient's display name carries ("… (1, 150 g)"), read by
 * the one reader of that contract, fix/ingredient-name.ts.
 */
import { beforeAll, expect } from 'vitest';
import { createEngine, type Engine } from '../index.js';
import type { Food, FoodDatabase } from '../foods/index.js';
import type { RatedFoodResult } from '../../api/index.js';
import { readIngredientName } from '../fix/ingredient-name.js';

export interface PortionTestContext {
  engine: Engine;
  db: FoodDatabase;
}

/** Starts one engine for the file (in its beforeAll); the fields are set before any test runs. */
export function useEngineWithFoods(): PortionTestContext {
  const ctx = {} as PortionTestContext;
  beforeAll(async () => {
    ctx.engine = await createEngine();
    ctx.db = (await ctx.engine.context.foods()).foods;
  });
  return ctx;
}

/** The food the first ingredient of `result` names (a name cut short with "…" matches its start). */
export function firstFoodOf(ctx: PortionTestContext, result: RatedFoodResult): Food {
  const name = readIngredientName(result.ingredients[0]!.name).base;
  const food = ctx.db.foods().find((f) => f.name === name || (name.endsWith('…') && f.name.startsWith(name.slice(0, -1))));
  expect(food, name).toBeDefined();
  return food!;
}

/** The grams of the first ingredient's food's own portion whose wording matches `pattern`. */
export function portionOf(ctx: PortionTestContext, result: RatedFoodResult, pattern: RegExp): number {
  const food = firstFoodOf(ctx, result);
  const portion = ctx.db.portions(food.id).find((p) => pattern.test(p.description));
  expect(portion, `${food.name}: a portion like ${pattern}`).toBeDefined();
  return portion!.grams;
}

/** The grams of the food named exactly `food`'s own portion described exactly `description`. */
export function portionNamed(ctx: PortionTestContext, food: string, description: string): number {
  const found = ctx.db.foods().find((f) => f.name === food);
  expect(found, food).toBeDefined();
  const portion = ctx.db.portions(found!.id).find((p) => p.description === description);
  expect(portion, `${food}: ${description}`).toBeDefined();
  return portion!.grams;
}

/** The grams in an ingredient's display name, read as fixFood reads them (NaN when it gives none). */
export { gramsInName as gramsOf } from '../fix/ingredient-name.js';
