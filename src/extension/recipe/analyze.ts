import { limits, NutritionApiError, RatedFoodResult } from '../../api/index.js';
import { buildRatedResult, partsOfResult } from '../../engine/result/build.js';
import type { Recipe, RecipeSummary } from './recipe.js';
import { packLines } from './chunks.js';
import { parseYield } from './yield.js';

export type DescribeMeal = (text: string) => Promise<RatedFoodResult>;
/** The whole recipe as one dish of `servings`: one serving's figures, rating and tips. */
export type DescribeRecipe = (text: string, servings: number) => Promise<RatedFoodResult>;

export interface RecipeAnalysis {
  result: RatedFoodResult;
  recipe: RecipeSummary;
}

/**
 * A recipe's nutrition per serving: its ingredient lines analysed as one meal (in as few
 * describeMeal calls as the 2,000-character limit allows; the parts are summed), then divided
 * by `recipeYield`. The result has `servings` = the yield, so figure × servings is the whole pot.
 */
export async function analyzeRecipe(recipe: Recipe | null, describeMeal: DescribeMeal, describeRecipe?: DescribeRecipe): Promise<RecipeAnalysis> {
  if (!recipe) {
    throw new NutritionApiError('noRecipeFound',
      'This page carries no schema.org Recipe (JSON-LD or microdata), so there is no ingredient list to analyse. Select the ingredient lines and choose “Nutrition of …” instead.');
  }
  if (recipe.ingredients.length === 0) {
    throw new NutritionApiError('noFoodDetectedText',
      `The recipe “${recipe.name}” on this page lists no ingredients (recipeIngredient is empty). Select the ingredient lines and choose “Nutrition of …” instead.`);
  }
  const portions = parseYield(recipe.recipeYield);
  if (describeRecipe) {
    return perServing(recipe, portions, describeRecipe);
  }
  const chunks = packLines(recipe.ingredients, limits.textMaxChars);
  const parts: RatedFoodResult[] = [];
  const skipped: string[] = [];
  let lastError: unknown;
  for (const chunk of chunks) {
    try {
      parts.push(await describeMeal(chunk));
    } catch (error) {
      // A chunk of only "salt to taste" lines finds no food; the rest of the recipe still counts.
      if (error instanceof NutritionApiError && error.code === 'noFoodDetectedText') {
        skipped.push(...chunk.split('\n'));
        lastError = error;
        continue;
      }
      throw error;
    }
  }
  if (parts.length === 0) {
    throw lastError instanceof NutritionApiError
      ? new NutritionApiError('noFoodDetectedText', `No food was found in the ingredients of “${recipe.name}”. ${lastError.message}`)
      : new NutritionApiError('noFoodDetectedText', `No food was found in the ingredients of “${recipe.name}”.`);
  }

  const result = combine(recipe.name, parts, portions.servings);
  return {
    result,
    recipe: summaryOf(recipe, portions, { chunks: chunks.length, skippedLines: skipped, tipsPerServing: portions.servings <= 1 }),
  };
}

/** What the panel says beside the card: the yield, the page's own figures, what was not counted. */
function summaryOf(recipe: Recipe, portions: ReturnType<typeof parseYield>, how: Pick<RecipeSummary, 'chunks' | 'skippedLines' | 'tipsPerServing'>): RecipeSummary {
  return {
    name: recipe.name,
    servings: portions.servings,
    servingsStated: portions.stated,
    yieldText: portions.text,
    pageNutrition: recipe.nutrition,
    ingredientLines: recipe.ingredients.length,
    linesLeftOut: recipe.linesLeftOut,
    linesShortened: recipe.linesShortened,
    source: recipe.source,
    ...how,
  };
}

/**
 * The embedded engine divides the recipe itself, so one serving is what gets rated and what the
 * tips speak of ("sodium is 0.6 g", not the pot's 2.4 g).
 */
async function perServing(recipe: Recipe, portions: ReturnType<typeof parseYield>, describeRecipe: DescribeRecipe): Promise<RecipeAnalysis> {
  let engineResult: RatedFoodResult;
  try {
    engineResult = await describeRecipe(recipe.ingredients.join('\n'), portions.servings);
  } catch (error) {
    if (error instanceof NutritionApiError && error.code === 'noFoodDetectedText') {
      throw new NutritionApiError('noFoodDetectedText', `No food was found in the ingredients of “${recipe.name}”. ${error.message}`);
    }
    throw error;
  }
  // The engine names what it could not use at the end of its name: the note lists those lines.
  const unrecognised = /\(not recognised: (.*)\)$/.exec(engineResult.name)?.[1];
  const skipped = unrecognised ? unrecognised.split(/',\s*'/).map((line) => line.replace(/^'|'$/g, '')) : [];
  return {
    result: RatedFoodResult.parse({ ...engineResult, name: recipe.name.slice(0, 500) || 'Recipe' }),
    recipe: summaryOf(recipe, portions, { chunks: 1, skippedLines: skipped, tipsPerServing: true }),
  };
}

/**
 * Sums the parts' whole amounts (figure × servings: a part may come back as "2 servings of one
 * slice") and divides by the yield, through the engine's one result builder, which also rates
 * the sum from the parts' own ratings (a v4 service rated what it saw; the figures here cannot
 * be re-rated without its nutrients).
 */
export function combine(name: string, parts: readonly RatedFoodResult[], servings: number): RatedFoodResult {
  return RatedFoodResult.parse(buildRatedResult({
    name: name || 'Recipe',
    servings,
    parts: parts.flatMap((part) => partsOfResult(part, part.servings / servings)),
    shouldUseLabelScanner: parts.some((part) => part.shouldUseLabelScanner),
    rating: { ofAnswers: parts.map((part) => ({ healthRating: part.healthRating, kcal: part.calories * part.servings })) },
  }));
}
