import { readCompiledFoods, sourceOf, toNutrients, toPortions, type CompiledFoods, type LoadOptions } from './load.js';
import { SearchIndex } from './search-index.js';
import type { Food, FoodDatabase, Portion, SearchHit, SearchOptions } from './types.js';

/** Builds the database (foods, portions, search index) from the compiled data. */
export function createFoodDatabase(data: CompiledFoods): FoodDatabase {
  const foods: Food[] = [];
  const byId = new Map<string, number>();
  const portions: Portion[][] = [];
  for (const [id, name, categoryIndex, values, portionRows, commonNames] of data.foods) {
    const { per100g, unreported } = toNutrients(data.nutrients, values);
    const food: Food = { id, source: sourceOf(id), name, category: data.categories[categoryIndex] ?? '', per100g };
    if (unreported) food.unreported = unreported;
    if (commonNames) food.commonNames = commonNames;
    byId.set(id, foods.length);
    foods.push(food);
    portions.push(toPortions(portionRows));
  }
  const index = new SearchIndex(foods);
  const none: readonly Portion[] = [];
  return {
    size: foods.length,
    get: (id: string) => {
      const i = byId.get(id);
      return i === undefined ? undefined : foods[i];
    },
    portions: (id: string) => {
      const i = byId.get(id);
      return i === undefined ? none : portions[i]!;
    },
    search: (query: string, options?: SearchOptions): SearchHit[] => index.search(query, options),
    foods: () => foods,
  };
}

/** Loads the compiled USDA data and builds the index: do it once and share the result. */
export async function loadFoodDatabase(options?: LoadOptions): Promise<FoodDatabase> {
  return createFoodDatabase(await readCompiledFoods(options));
}
