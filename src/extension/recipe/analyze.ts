import { limits, NutritionApiError, RatedFoodResult, type Ingredient } from '../../api/index.js';
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

const MAX_INGREDIENTS = 200;

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
  if (describeRecipe && recipe.ingredients.length <= MAX_INGREDIENTS) {
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
    recipe: {
      name: recipe.name,
      servings: portions.servings,
      servingsStated: portions.stated,
      yieldText: portions.text,
      pageNutrition: recipe.nutrition,
      ingredientLines: recipe.ingredients.length,
      chunks: chunks.length,
      skippedLines: skipped,
      source: recipe.source,
      tipsPerServing: portions.servings <= 1,
    },
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
    recipe: {
      name: recipe.name,
      servings: portions.servings,
      servingsStated: portions.stated,
      yieldText: portions.text,
      pageNutrition: recipe.nutrition,
      ingredientLines: recipe.ingredients.length,
      chunks: 1,
      skippedLines: skipped,
      source: recipe.source,
      tipsPerServing: true,
    },
  };
}

/**
 * Sums the parts' whole amounts (figure × servings: a part may come back as "2 servings of one
 * slice") and divides by the yield. The health rating of one part is the recipe's rating; with
 * several parts it is their calorie-weighted mean, with the tips of the largest part.
 */
export function combine(name: string, parts: readonly RatedFoodResult[], servings: number): RatedFoodResult {
  let calories = 0, protein = 0, carbs = 0, fats = 0, ethanol = 0;
  const ingredients: Ingredient[] = [];
  for (const part of parts) {
    const scale = part.servings / servings;
    calories += part.calories * part.servings;
    protein += part.protein * part.servings;
    carbs += part.carbs * part.servings;
    fats += part.fats * part.servings;
    ethanol += part.ethanolCarbRatio * part.carbs * part.servings;
    for (const item of part.ingredients) {
      ingredients.push({
        name: item.name,
        calories: Math.round(item.calories * scale),
        protein: round1(item.protein * scale),
        carbs: round1(item.carbs * scale),
        fats: round1(item.fats * scale),
        isAdded: item.isAdded,
      });
    }
  }
  const largest = parts.reduce((best, part) => (part.calories * part.servings > best.calories * best.servings ? part : best));
  const totalCalories = calories || 1;
  const rating = parts.length === 1 ? largest.healthRating.rating
    : Math.round(parts.reduce((sum, part) => sum + part.healthRating.rating * (calories ? part.calories * part.servings : 1), 0) / (calories ? totalCalories : parts.length));

  return RatedFoodResult.parse({
    name: name.slice(0, 500) || 'Recipe',
    calories: Math.round(calories / servings),
    protein: round1(protein / servings),
    carbs: round1(carbs / servings),
    fats: round1(fats / servings),
    servings,
    ethanolCarbRatio: carbs > 0 ? Math.min(1, Math.round((ethanol / carbs) * 1000) / 1000) : 0,
    ingredients: capIngredients(ingredients),
    healthRating: { ...largest.healthRating, rating: Math.min(10, Math.max(0, rating)) },
    shouldUseLabelScanner: parts.some((part) => part.shouldUseLabelScanner),
  });
}

/** The schema allows 200 ingredients; a longer list keeps its 199 largest and sums the rest. */
function capIngredients(items: Ingredient[]): Ingredient[] {
  if (items.length <= MAX_INGREDIENTS) return items;
  const sorted = [...items].sort((a, b) => b.calories - a.calories);
  const kept = sorted.slice(0, MAX_INGREDIENTS - 1);
  const rest = sorted.slice(MAX_INGREDIENTS - 1);
  kept.push({
    name: `${rest.length} other ingredients`,
    calories: rest.reduce((sum, item) => sum + item.calories, 0),
    protein: round1(rest.reduce((sum, item) => sum + item.protein, 0)),
    carbs: round1(rest.reduce((sum, item) => sum + item.carbs, 0)),
    fats: round1(rest.reduce((sum, item) => sum + item.fats, 0)),
    isAdded: false,
  });
  return kept;
}

function round1(value: number): number {
  return Math.round(value * 10) / 10;
}
