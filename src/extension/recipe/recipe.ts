import { z } from 'zod';
import { MAX_RECIPE_LINE_CHARS, MAX_RECIPE_LINES } from '../limits.js';

/*
 * A schema.org Recipe as the content script reads it from a page, and the summary the panel
 * shows beside our numbers. The content script is untrusted territory (any page), so the
 * service worker parses what it sends with these schemas.
 */

/** A page's own NutritionInformation, normalised to kcal and grams where it can be read. */
export const PageNutrition = z.object({
  /** What the page wrote, e.g. "450 calories", for showing as is. */
  caloriesText: z.string().max(200).optional(),
  calories: z.number().finite().nonnegative().optional(),
  protein: z.number().finite().nonnegative().optional(),
  carbs: z.number().finite().nonnegative().optional(),
  fats: z.number().finite().nonnegative().optional(),
  servingSize: z.string().max(200).optional(),
});
export type PageNutrition = z.infer<typeof PageNutrition>;

export const Recipe = z.object({
  name: z.string().max(500),
  /** At most MAX_RECIPE_LINES lines of at most MAX_RECIPE_LINE_CHARS (limits.ts). */
  ingredients: z.array(z.string().max(MAX_RECIPE_LINE_CHARS)).max(MAX_RECIPE_LINES),
  /** Ingredient lines the page lists past MAX_RECIPE_LINES, not read. */
  linesLeftOut: z.number().int().nonnegative().default(0),
  /** Ingredient lines cut at MAX_RECIPE_LINE_CHARS. */
  linesShortened: z.number().int().nonnegative().default(0),
  /** `recipeYield` as the page gives it: a number, a text, or a list of either. */
  recipeYield: z.union([z.string().max(500), z.number(), z.array(z.union([z.string().max(500), z.number()])).max(20)]).nullable(),
  nutrition: PageNutrition.nullable(),
  source: z.enum(['json-ld', 'microdata']),
  /** The recipe's own pictures (absolute URLs): right-clicking one means "this recipe". */
  images: z.array(z.string().max(4_000)).max(20).default([]),
});
export type Recipe = z.infer<typeof Recipe>;

export const RecipeSummary = z.object({
  name: z.string(),
  /** How many servings the figures are divided into. */
  servings: z.number().positive(),
  /** false when the page gives no usable recipeYield and the figures are for the whole recipe. */
  servingsStated: z.boolean(),
  yieldText: z.string().nullable(),
  pageNutrition: PageNutrition.nullable(),
  ingredientLines: z.number().int().nonnegative(),
  /** Lines past the extension's bound that were not read, and lines cut at its length bound. */
  linesLeftOut: z.number().int().nonnegative().default(0),
  linesShortened: z.number().int().nonnegative().default(0),
  /** How many describeMeal calls the ingredient list needed (text is limited to 2,000 characters). */
  chunks: z.number().int().positive(),
  /** Lines the analysis found no food in ("salt to taste", "for the garnish:"). */
  skippedLines: z.array(z.string()),
  source: z.enum(['json-ld', 'microdata']),
  /** The rating and tips speak of one serving (embedded engine), not of the whole pot (a v4 service). */
  tipsPerServing: z.boolean().default(false),
});
export type RecipeSummary = z.infer<typeof RecipeSummary>;
