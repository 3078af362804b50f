import type { Recipe } from './recipe.js';
import { readNutrition } from './nutrition.js';
import { cleanText } from './text.js';
import { IngredientLineCollector } from './ingredient-lines.js';

const RECIPE_TYPE = /(?:^|\s)https?:\/\/schema\.org\/Recipe(?:\s|$)/i;
const NUTRITION_TYPE = /schema\.org\/NutritionInformation/i;

/**
 * Reads a schema.org Recipe written as HTML microdata (`itemscope itemtype=".../Recipe"`).
 * Properties belong to the nearest enclosing itemscope, so values of nested items (a review's
 * name, an author's name) are not mistaken for the recipe's own.
 */
export function recipeFromMicrodata(root: ParentNode): Recipe | null {
  const scopes = [...root.querySelectorAll('[itemscope][itemtype]')].filter((element) => RECIPE_TYPE.test(element.getAttribute('itemtype') ?? ''));
  const scope = scopes.find((element) => propertiesOf(element, 'recipeIngredient').length || propertiesOf(element, 'ingredients').length) ?? scopes[0];
  if (!scope) return null;

  const collector = new IngredientLineCollector();
  for (const element of [...propertiesOf(scope, 'recipeIngredient'), ...propertiesOf(scope, 'ingredients')]) collector.add(valueOf(element));
  const ingredients = collector.result();
  const yields = propertiesOf(scope, 'recipeYield').map((element) => cleanText(valueOf(element).slice(0, 2_000)).slice(0, 500)).filter(Boolean).slice(0, 20);
  const nutritionScope = propertiesOf(scope, 'nutrition').find((element) => element.hasAttribute('itemscope') && NUTRITION_TYPE.test(element.getAttribute('itemtype') ?? ''))
    ?? propertiesOf(scope, 'nutrition').find((element) => element.hasAttribute('itemscope'));
  let nutrition: Recipe['nutrition'] = null;
  if (nutritionScope) {
    const info: Record<string, string> = {};
    for (const key of ['calories', 'proteinContent', 'carbohydrateContent', 'fatContent', 'servingSize']) {
      const element = propertiesOf(nutritionScope, key)[0];
      if (element) info[key] = valueOf(element);
    }
    nutrition = readNutrition(info);
  }
  const name = propertiesOf(scope, 'name')[0];
  return {
    name: (name ? cleanText(valueOf(name).slice(0, 2_000)) : '').slice(0, 500) || 'Recipe',
    ingredients: ingredients.lines,
    linesLeftOut: ingredients.leftOut,
    linesShortened: ingredients.shortened,
    recipeYield: yields.length === 0 ? null : yields.length === 1 ? yields[0]! : yields,
    nutrition,
    source: 'microdata',
    images: propertiesOf(scope, 'image')
      .map((element) => (element instanceof HTMLImageElement ? element.currentSrc || element.src : absolute(valueOf(element))))
      .filter(Boolean)
      .slice(0, 20),
  };
}

/** Elements carrying `itemprop="<name>"` whose nearest item is `scope` itself. */
function propertiesOf(scope: Element, name: string): Element[] {
  return [...scope.querySelectorAll('[itemprop]')].filter((element) => {
    const names = (element.getAttribute('itemprop') ?? '').split(/\s+/);
    if (!names.includes(name)) return false;
    const owner = element.parentElement?.closest('[itemscope]');
    return owner === scope;
  });
}

function valueOf(element: Element): string {
  const tag = element.tagName.toLowerCase();
  if (tag === 'meta') return element.getAttribute('content') ?? '';
  if (tag === 'data' || tag === 'meter') return element.getAttribute('value') ?? '';
  if (tag === 'time') return element.getAttribute('datetime') ?? element.textContent ?? '';
  if (element.hasAttribute('content')) return element.getAttribute('content') ?? '';
  return element.textContent ?? '';
}

function absolute(value: string): string {
  try {
    return new URL(value.trim(), document.baseURI).href;
  } catch {
    return '';
  }
}
