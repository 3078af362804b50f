/** The food database: USDA FNDDS 2021–2023 and SR28, searchable, with household portions. */
export type { Food, FoodDatabase, FoodSource, NutrientName, Nutrients, Portion, PortionAnswer, PortionRequest, SearchHit, SearchOptions } from './types.js';
export { loadFoodDatabase, createFoodDatabase, indexInput } from './database.js';
export { buildIndexData, packIndex, unpackIndex, type IndexData, type IndexInput, type PackedIndex } from './index-data.js';
export { DATA_FORMAT, decodeDataFile, FOODS_FILE, readCompiledFoods, type CompiledFoods, type LoadOptions } from './load.js';
export { containerSize, countedItem, countedItemUnindexed, defaultPortion, hasWholePortion, parsePortion, portionGrams, type CountedItem } from './portions.js';
export { CONTAINER_ML, MASS_GRAMS, normalizeUnit, VOLUME_ML } from './units.js';
export { SYNONYMS } from './synonyms.js';
export { amountLikeNames, COMMON_FOODS_FILE, commonFoodAmongUnknown, commonFoodNamed, commonFoodRows, loadCommonFoods, commonFoodWithout, commonPortions, withoutPlace, normalizeName, type CommonFoodRow, type Portion as CommonPortion } from './common-foods.js';
export { isPartWord, normalizeText, stem, terms, words } from './text.js';
export { USDA_GROUP_WORDS } from './name-groups.js';
