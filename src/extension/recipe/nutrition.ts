import type { PageNutrition } from './recipe.js';
import { cleanText } from './text.js';

const KJ_PER_KCAL = 4.184;

/** "450 calories", "450 kcal", "1880 kJ", 450 → kcal. */
export function parseEnergy(value: unknown): number | undefined {
  const text = valueText(value);
  if (text === undefined) return undefined;
  const match = /(\d+(?:[.,]\d+)?)\s*(kj|kilojoules?|kcal|cal(?:ories)?)?/i.exec(text);
  if (!match?.[1]) return undefined;
  const amount = Number(match[1].replace(',', '.'));
  if (!Number.isFinite(amount)) return undefined;
  return /^k(?:j|ilojoule)/i.test(match[2] ?? '') ? amount / KJ_PER_KCAL : amount;
}

/** "30 g", "30g", "30 grams", "300 mg", 30 → grams. */
export function parseGrams(value: unknown): number | undefined {
  const text = valueText(value);
  if (text === undefined) return undefined;
  const match = /(\d+(?:[.,]\d+)?)\s*(mg|milligrams?|g|grams?)?\b/i.exec(text);
  if (!match?.[1]) return undefined;
  const amount = Number(match[1].replace(',', '.'));
  if (!Number.isFinite(amount)) return undefined;
  return /^m/i.test(match[2] ?? '') ? amount / 1000 : amount;
}

/** Reads a schema.org NutritionInformation object (from JSON-LD or microdata) into kcal and grams. */
export function readNutrition(node: unknown): PageNutrition | null {
  if (!node || typeof node !== 'object' || Array.isArray(node)) return null;
  const info = node as Record<string, unknown>;
  const nutrition: PageNutrition = {};
  const caloriesText = valueText(info.calories);
  if (caloriesText !== undefined) nutrition.caloriesText = caloriesText.slice(0, 200);
  const calories = parseEnergy(info.calories);
  if (calories !== undefined) nutrition.calories = calories;
  const protein = parseGrams(info.proteinContent);
  if (protein !== undefined) nutrition.protein = protein;
  const carbs = parseGrams(info.carbohydrateContent);
  if (carbs !== undefined) nutrition.carbs = carbs;
  const fats = parseGrams(info.fatContent);
  if (fats !== undefined) nutrition.fats = fats;
  const servingSize = valueText(info.servingSize);
  if (servingSize !== undefined) nutrition.servingSize = servingSize.slice(0, 200);
  return Object.keys(nutrition).length ? nutrition : null;
}

function valueText(value: unknown): string | undefined {
  if (Array.isArray(value)) return valueText(value[0]);
  if (typeof value === 'number' && Number.isFinite(value)) return String(value);
  if (typeof value === 'string') {
    const text = cleanText(value);
    return text || undefined;
  }
  if (value && typeof value === 'object' && '@value' in value) return valueText((value as { '@value': unknown })['@value']);
  return undefined;
}
