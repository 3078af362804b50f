import { loadCommonFoods } from './common-foods.js';
import { loadEnglishWords } from './english-words.js';
import { readCompiledFoods, sourceOf, toNutrients, toPortions, type CompiledFoods, type LoadOptions } from './load.js';
import { unpackIndex, type IndexInput } from './index-data.js';
import { unpackFeatures } from './food-features.js';
import { SearchIndex } from './search-index.js';
import { FoodRows } from './food-rows.js';
import type { Food, FoodDatabase, Portion, SearchHit, SearchOptions } from './types.js';

/**
 * Builds the database (foods, portions, search index) from the compiled data. Food and
 * Portion objects are made on first use: a search touches a handful of the 14,220 foods.
 */
export function createFoodDatabase(data: CompiledFoods): FoodDatabase {
  const rows = new FoodRows(data.foods);
  const byId = new Map<string, number>();
  for (let i = 0; i < rows.count; i++) byId.set(rows.id(i), i);
  const foods: (Food | undefined)[] = new Array(rows.count);
  const portions: (readonly Portion[] | undefined)[] = new Array(rows.count);

  const foodAt = (i: number): Food => {
    let food = foods[i];
    if (!food) {
      const id = rows.id(i);
      const { per100g, unreported } = toNutrients(data.nutrients, rows.values(i));
      food = { id, source: sourceOf(id), name: rows.name(i), category: data.categories[rows.category(i)] ?? '', per100g };
      if (unreported) food.unreported = unreported;
      const commonNames = rows.commonNames(i);
      if (commonNames) food.commonNames = commonNames;
      foods[i] = food;
    }
    return food;
  };
  const portionsAt = (i: number): readonly Portion[] => (portions[i] ??= toPortions(rows.portions(i)));

  const input = indexInput(data, rows);
  const index = data.index ? new SearchIndex(input, unpackIndex(data.index, rows.count)) : new SearchIndex(input);
  const none: readonly Portion[] = [];
  let all: readonly Food[] | undefined;
  const featuresAt = data.features ? unpackFeatures(data.features, rows.count) : undefined;
  return {
    size: rows.count,
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
    foods: () => (all ??= Array.from({ length: rows.count }, (_, i) => foodAt(i))),
    idsAndNames: () => Array.from({ length: rows.count }, (_, i) => [rows.id(i), rows.name(i)] as const),
    ...(data.vocabulary !== undefined && { vocabulary: () => (data.vocabulary ? data.vocabulary.split(' ') : []) }),
    texts: () => {
      const texts: string[] = [];
      const used = new Uint8Array(data.categories.length);
      for (let i = 0; i < rows.count; i++) {
        texts.push(rows.name(i));
        const common = rows.commonNames(i);
        if (common) texts.push(common);
        used[rows.category(i)] = 1;
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
export function indexInput(data: CompiledFoods, rows = new FoodRows(data.foods)): IndexInput {
  const alcoholColumn = data.nutrients.indexOf('alcohol');
  return {
    count: rows.count,
    name: (i) => rows.name(i),
    category: (i) => data.categories[rows.category(i)] ?? '',
    commonNames: (i) => rows.commonNames(i),
    source: (i) => sourceOf(rows.id(i)),
    // Only an index built here (no packed index in the data) reads it, once per food.
    alcohol: (i) => rows.values(i)[alcoholColumn] ?? 0,
  };
}

/**
 * Loads the compiled USDA data and builds the index: do it once and share the result. The
 * common-foods table (everyday names → these foods) and the English words near food words
 * (which the misspelling corrector leaves alone) load alongside, from the same place.
 */
export async function loadFoodDatabase(options?: LoadOptions): Promise<FoodDatabase> {
  const [data] = await Promise.all([readCompiledFoods(options), loadCommonFoods(options), loadEnglishWords(options)]);
  return createFoodDatabase(data);
}
