import type { Recipe } from './recipe.js';
import { readNutrition } from './nutrition.js';
import { cleanText } from './text.js';
import { IngredientLineCollector, type IngredientLines } from './ingredient-lines.js';
import { MAX_JSON_LD_CHARS } from '../limits.js';

type Node = Record<string, unknown>;

const MAX_DEPTH = 12;

/**
 * Finds the schema.org Recipe in a page's JSON-LD blocks (the text of each
 * `<script type="application/ld+json">`). Handles a bare object, arrays, `@graph`, `@type`
 * as a string or an array, full IRIs ("http://schema.org/Recipe"), and recipes nested in
 * other nodes (a WebPage's mainEntity, an ItemList). Blocks that are not JSON are skipped:
 * pages are full of them, and so are blocks over MAX_JSON_LD_CHARS. The first recipe that lists
 * ingredients wins.
 */
export function recipeFromJsonLd(blocks: readonly string[]): Recipe | null {
  const recipes: Node[] = [];
  for (const block of blocks) {
    if (block.length > MAX_JSON_LD_CHARS) continue;
    let value: unknown;
    try {
      value = JSON.parse(block.trim());
    } catch {
      continue;
    }
    collectRecipes(value, recipes, 0);
  }
  const chosen = recipes.find((node) => ingredientsOf(node).lines.length > 0) ?? recipes[0];
  return chosen ? toRecipe(chosen) : null;
}

export function isRecipeType(type: unknown): boolean {
  const types = Array.isArray(type) ? type : [type];
  return types.some((item) => typeof item === 'string' && /^(?:(?:https?:\/\/)?schema\.org\/|schema:)?Recipe$/i.test(item.trim()));
}

function collectRecipes(value: unknown, into: Node[], depth: number): void {
  if (depth > MAX_DEPTH || value === null || typeof value !== 'object') return;
  if (Array.isArray(value)) {
    for (const item of value) collectRecipes(item, into, depth + 1);
    return;
  }
  const node = value as Node;
  if (isRecipeType(node['@type'])) {
    into.push(node);
    return;
  }
  for (const key of Object.keys(node)) {
    if (key === '@context') continue;
    collectRecipes(node[key], into, depth + 1);
  }
}

function ingredientsOf(node: Node): IngredientLines {
  const raw = node.recipeIngredient ?? node.ingredients;
  const items = Array.isArray(raw) ? raw : raw === undefined ? [] : [raw];
  const lines = new IngredientLineCollector();
  for (const item of items) {
    const text = typeof item === 'string' ? item
      : item && typeof item === 'object' ? String((item as Node).text ?? (item as Node).name ?? '')
      : typeof item === 'number' ? String(item) : '';
    // One string holding the whole list, one ingredient per line, is a common mistake.
    lines.add(text, { splitLines: true });
  }
  return lines.result();
}

function toRecipe(node: Node): Recipe {
  const name = firstString(node.name) ?? firstString(node.headline) ?? 'Recipe';
  const ingredients = ingredientsOf(node);
  return {
    name: cleanText(name.slice(0, 2_000)).slice(0, 500) || 'Recipe',
    ingredients: ingredients.lines,
    linesLeftOut: ingredients.leftOut,
    linesShortened: ingredients.shortened,
    recipeYield: yieldOf(node.recipeYield ?? node.yield),
    nutrition: readNutrition(Array.isArray(node.nutrition) ? node.nutrition[0] : node.nutrition),
    source: 'json-ld',
    images: imagesOf(node.image),
  };
}

/** `image` as a URL, an ImageObject ({url} or {contentUrl}), or a list of either; absolute URLs. */
function imagesOf(value: unknown, depth = 0): string[] {
  if (depth > 3) return [];
  if (typeof value === 'string') return absoluteUrl(value);
  if (Array.isArray(value)) return value.flatMap((item) => imagesOf(item, depth + 1)).slice(0, 20);
  if (value && typeof value === 'object') {
    const node = value as Node;
    return imagesOf(node.url ?? node.contentUrl, depth + 1);
  }
  return [];
}

function absoluteUrl(value: string): string[] {
  try {
    return [new URL(value.trim(), globalThis.document?.baseURI ?? undefined).href.slice(0, 4_000)];
  } catch {
    return [];
  }
}

function yieldOf(value: unknown): Recipe['recipeYield'] {
  if (typeof value === 'number' && Number.isFinite(value)) return value;
  if (typeof value === 'string') return value.slice(0, 500);
  if (Array.isArray(value)) {
    const items = value.filter((item): item is string | number => typeof item === 'string' || (typeof item === 'number' && Number.isFinite(item)));
    return items.length ? items.slice(0, 20).map((item) => (typeof item === 'string' ? item.slice(0, 500) : item)) : null;
  }
  if (value && typeof value === 'object') {
    // QuantitativeValue: {"@type": "QuantitativeValue", "value": 4}
    const quantity = (value as Node).value;
    if (typeof quantity === 'number' || typeof quantity === 'string') return yieldOf(quantity);
  }
  return null;
}

function firstString(value: unknown): string | undefined {
  if (typeof value === 'string') return value;
  if (Array.isArray(value)) return value.find((item): item is string => typeof item === 'string');
  return undefined;
}
