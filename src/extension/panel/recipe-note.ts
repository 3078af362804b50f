import type { AnyFoodResult } from '../../api/index.js';
import type { RecipeSummary } from '../recipe/recipe.js';
import { MAX_RECIPE_LINE_CHARS } from '../limits.js';

const whole = new Intl.NumberFormat('en-US', { maximumFractionDigits: 0 });
const oneDecimal = new Intl.NumberFormat('en-US', { maximumFractionDigits: 1 });

/** The words above a recipe's card: how it was divided, and what the page itself claims. */
export function recipeNoteLines(recipe: RecipeSummary, result: AnyFoodResult): string[] {
  const lines: string[] = [];
  lines.push(recipe.servingsStated
    ? `Per serving: the recipe makes ${oneDecimal.format(recipe.servings)}${recipe.yieldText ? ` (“${recipe.yieldText}”)` : ''}.`
    : 'The page does not say how many servings the recipe makes: these figures are for the whole recipe.');
  const page = recipe.pageNutrition;
  if (page && (page.calories !== undefined || page.caloriesText)) {
    const says = page.calories !== undefined ? `${whole.format(page.calories)} kcal` : page.caloriesText!;
    const size = page.servingSize ? ` (${page.servingSize})` : ' per serving';
    lines.push(`The page says ${says}${size}; our estimate is ${whole.format(result.calories)} kcal.`);
  }
  if (recipe.servings > 1 && !recipe.tipsPerServing) {
    // The engine words its tips from the amounts it was given: the whole pot, not one plate.
    lines.push(`The health tips below speak of the whole recipe (all ${oneDecimal.format(recipe.servings)} servings).`);
  }
  if (recipe.linesLeftOut > 0) {
    const listed = recipe.ingredientLines + recipe.linesLeftOut;
    lines.push(`Only the first ${whole.format(recipe.ingredientLines)} of the page’s ${whole.format(listed)} ingredient lines were read; ${whole.format(recipe.linesLeftOut)} were left out, so these figures are too low if they are food.`);
  }
  if (recipe.linesShortened > 0) {
    lines.push(`${recipe.linesShortened === 1 ? 'One ingredient line was' : `${whole.format(recipe.linesShortened)} ingredient lines were`} cut at ${whole.format(MAX_RECIPE_LINE_CHARS)} characters.`);
  }
  if (recipe.skippedLines.length) {
    lines.push(`Not counted (no food found): ${recipe.skippedLines.join('; ')}.`);
  }
  return lines;
}

export function recipeNote(recipe: RecipeSummary, result: AnyFoodResult): HTMLElement {
  const note = document.createElement('section');
  note.className = 'recipe-note';
  note.setAttribute('aria-label', 'About this recipe');
  for (const line of recipeNoteLines(recipe, result)) {
    const paragraph = document.createElement('p');
    paragraph.textContent = line;
    note.append(paragraph);
  }
  return note;
}
