import type { NutriResultDetail } from '../base/events.js';

/** What the `result` attribute holds when its JSON does not parse. */
export class UnreadableResult {
  constructor(readonly message: string) {}
}

export function parseResultAttribute(value: string | null): unknown {
  if (value === null || value.trim() === '') return undefined;
  try {
    return JSON.parse(value) as unknown;
  } catch (error) {
    return new UnreadableResult(`The result attribute is not JSON (${(error as Error).message}).`);
  }
}

const FIGURES = ['calories', 'protein', 'carbs', 'fats'] as const;

const isFigure = (value: unknown) => typeof value === 'number' && Number.isFinite(value) && value >= 0;

/**
 * Checks that a value has the FoodResult shape the element draws from. A light check on
 * purpose: the full zod schema would put zod into every page that shows a result, and results
 * normally come from the client or engine that already validated them.
 */
export function checkResult(value: unknown): { result: NutriResultDetail } | { problem: string } {
  if (value instanceof UnreadableResult) return { problem: value.message };
  if (!value || typeof value !== 'object') return { problem: 'The result is not a FoodResult object.' };
  const result = value as Record<string, unknown>;
  if (typeof result.name !== 'string' || !result.name) return { problem: 'The result has no name.' };
  for (const key of FIGURES) {
    if (!isFigure(result[key])) return { problem: `The result's ${key} is not a number of ${key === 'calories' ? 'kcal' : 'grams'}.` };
  }
  if (!Array.isArray(result.ingredients)) return { problem: "The result's ingredients are not a list." };
  for (const [i, item] of (result.ingredients as unknown[]).entries()) {
    const ingredient = item as Record<string, unknown> | null;
    if (!ingredient || typeof ingredient.name !== 'string' || !FIGURES.every((key) => isFigure(ingredient[key]))) {
      return { problem: `Ingredient ${i + 1} of the result is not an Ingredient (name, calories, protein, carbs, fats).` };
    }
  }
  const servings = result.servings ?? 1;
  const ratio = result.ethanolCarbRatio ?? 0;
  if (typeof servings !== 'number' || !(servings > 0)) return { problem: "The result's servings must be a number above 0." };
  if (typeof ratio !== 'number' || ratio < 0 || ratio > 1) return { problem: "The result's ethanolCarbRatio must be between 0 and 1." };
  return {
    result: {
      ...(result as unknown as NutriResultDetail),
      servings,
      ethanolCarbRatio: ratio,
      shouldUseLabelScanner: result.shouldUseLabelScanner === true,
    },
  };
}
