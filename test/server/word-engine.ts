import { NutritionApiError, type OperationResult } from '../../src/api/index.js';
import type { ServedEngine } from '../../src/server/engine-shape.js';

/*
 * A small engine for the server's own tests, where what is analysed does not matter but the
 * answer must be a real, contract-valid result: it sums a per-word table, so numbers depend on
 * the input. The end-to-end tests use createEngine() instead.
 */
export const WORD_FOODS: Record<string, { calories: number; protein: number; carbs: number; fats: number }> = {
  egg: { calories: 72, protein: 6.3, carbs: 0.4, fats: 4.8 },
  toast: { calories: 82, protein: 3.8, carbs: 14.6, fats: 1.2 },
  apple: { calories: 95, protein: 0.5, carbs: 25.1, fats: 0.3 },
};

export function wordMeal(text: string): OperationResult<'describeMeal'> {
  const words = text.toLowerCase().match(/[a-z]+/g) ?? [];
  const found = words.map((w) => w.replace(/s$/, '')).filter((w) => w in WORD_FOODS);
  if (found.length === 0) throw new NutritionApiError('noFoodDetectedText', `No food in "${text}"`);
  const ingredients = found.map((w) => ({ name: w, ...WORD_FOODS[w]!, isAdded: false }));
  const sum = (k: 'calories' | 'protein' | 'carbs' | 'fats') => Math.round(ingredients.reduce((s, i) => s + i[k], 0) * 10) / 10;
  return {
    name: text,
    calories: Math.round(sum('calories')),
    protein: sum('protein'),
    carbs: sum('carbs'),
    fats: sum('fats'),
    servings: 1,
    ethanolCarbRatio: 0,
    ingredients,
    healthRating: { rating: 6, tip1: 'Add a vegetable.', tip2: 'Drink water.', tip3: 'Mind the salt.' },
    shouldUseLabelScanner: false,
  };
}

export interface WordEngineHooks {
  /** Called before describeMeal answers; a test may make it wait or throw. */
  beforeDescribe?: (text: string, signal: AbortSignal | undefined) => Promise<void> | void;
}

export function wordEngine(hooks: WordEngineHooks = {}): ServedEngine {
  return {
    operations: ['describeMeal', 'scanBarcode', 'scanImage'],
    handlers: {
      describeMeal: async (data, options) => {
        await hooks.beforeDescribe?.(data.text, options.signal);
        return wordMeal(data.text);
      },
      scanImage: async (data) => {
        throw new NutritionApiError('noFoodDetected', `No food found in the ${data.imageData.length}-character image`);
      },
      scanBarcode: async (data) => {
        throw new NutritionApiError('barcodeNotFound', `No product with barcode ${data.barcode} is known`);
      },
    },
    info: { foods: Object.keys(WORD_FOODS).length, loadMs: 0 },
  };
}

