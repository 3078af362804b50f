/**
 * Shared set-up of the portion tests (portion-sizes, default-amounts, everyday): one engine and its food
 * database per file, and the grams an ingredient's display name carries ("… (1, 150 g)"), read by
 * the one reader of that contract, fix/ingredient-name.ts.
 */
import { beforeAll } from 'vitest';
import { createEngine, type Engine } from '../index.js';
import type { FoodDatabase } from '../foods/index.js';

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

/** The grams in an ingredient's display name, read as fixFood reads them (NaN when it gives none). */
export { gramsInName as gramsOf } from '../fix/ingredient-name.js';
