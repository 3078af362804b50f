import { loadCommonFoods } from './common-foods.js';
import { readCompiledFoods, sourceOf, toNutrients, toPortions, type CompiledFoods, type LoadOptions } from './load.js';
import { unpackIndex, type IndexInput } from './index-data.js';
import { unpackFeatures } from './food-features.js';
import { SearchIndex } from './search-index.js';
import type { Food, FoodDatabase, Portion, SearchHit, SearchOptions } from './types.js';

/**
 * Builds the database (foods, portions, search index) from the compiled data. Food and
 * Portion objects are made on first use: a search touches a handful of the 14,220 foods.
 */
export function createFoodDatabase(data: CompiledFoods): FoodDatabase {
  const rows = data.foods;
  const byId = new Map<string, number>();
  for (let i = 0; i < rows.length; i++) byId.set(rows[i]![0], i);
  const foods: (Food | undefined)[] = new Array(rows.length);
  const portions: (readonly Portion[] | undefined)[] = new Array(rows.length);

  const foodAt = (i: number): Food => {
    let food = foods[i];
    if (!food) {
      const [id, name, categoryIndex, values, , commonNames] = rows[i]!;
      const { per100g, unreported } = toNutrients(data.nutrients, values);
      food = { id, source: sourceOf(id), name, category: data.categories[categoryIndex] ?? '', per100g };
      if (unreported) food.unreported = unreported;
      if (commonNames) food.commonNames = commonNames;
      foods[i] = food;
    }
    return food;
  };
  const portionsAt = (i: number): readonly Portion[] => (portions[i] ??= toPortions(rows[i]![4]));

  const input = indexInput(data);
  const index = data.index ? new SearchIndex(input, unpackIndex(data.index, rows.length)) : new SearchIndex(input);
  const none: readonly Portion[] = [];
  let all: readonly Food[] | undefined;
  const featuresAt = data.features ? unpackFeatures(data.features, rows.length) : undefined;
  return {
    size: rows.length,
    get: (id: string) => {
      const i = byId.get(id);
      return i === undefined ? undefined : foodAt(i);
    },
    portions: (id: string) => {
      const i = byId.get(id);
      return i === undefined ? none : portionsAt(i);
    },
    search: (query: string, options?: SearchOptions): SearchHit[] =>
      index.search(query, options).map(({ index: i, score }) => ({ food: foodAt(i), score })),
    foods: () => (all ??= rows.map((_, i) => foodAt(i))),
    ...(data.vocabulary !== undefined && { vocabulary: () => (data.vocabulary ? data.vocabulary.split(' ') : []) }),
    texts: () => {
      const texts: string[] = [];
      const used = new Uint8Array(data.categories.length);
      for (const row of rows) {
        texts.push(row[1]);
        if (row[5]) texts.push(row[5]);
        used[row[2]] = 1;
      }
      // A row's category outside the table reads as '' (foodAt): no words.
      data.categories.forEach((category, i) => used[i] && texts.push(category));
      return texts;
    },
    ...(featuresAt && {
      features: (id: string) => {
        const i = byId.get(id);
        return i === undefined ? undefined : featuresAt(i);
      },
    }),
  };
}

/** What the search index reads from the compiled rows. */
export function indexInput(data: CompiledFoods): IndexInput {
  const rows = data.foods;
  const alcoholColumn = data.nutrients.indexOf('alcohol');
  return {
    count: rows.length,
    name: (i) => rows[i]![1],
    category: (i) => data.categories[rows[i]![2]] ?? '',
    commonNames: (i) => rows[i]![5],
    source: (i) => sourceOf(rows[i]![0]),
    alcohol: (i) => rows[i]![3][alcoholColumn] ?? 0,
  };
}

/**
 * Loads the compiled USDA data and builds the index: do it once and share the result. The
 * common-foods table (everyday names → these foods) loads alongside, from the same place.
 */
export async function loadFoodDatabase(options?: LoadOptions): Promise<FoodDatabase> {
  const [data] = await Promise.all([readCompiledFoods(options), loadCommonFoods(options)]);
  return createFoodDatabase(data);
}
