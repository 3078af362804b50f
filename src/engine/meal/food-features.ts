import type { Food } from '../foods/index.js';
import type { FoodIndex } from '../foods/food-index.js';
import type { FoodFeatures } from '../foods/food-features.js';
import { findKinds } from './kind.js';
import { findHeads } from './match.js';
import { nameFeatures } from './rank.js';

/*
 * The matcher's per-food features, worked out from a food's name by the matcher's own rules (its
 * kinds, head nouns, content and form words). The data build runs this for every food and ships
 * the result in foods.json.gz (foods/food-features.ts), so a food's first look-up costs what its
 * second does; food-features.test.ts checks the shipped lists against this for every food, so a
 * word list changed here without `npm run build:data` fails the tests.
 */
export function computeFoodFeatures(ctx: FoodIndex, food: Food): FoodFeatures {
  return { kinds: findKinds(ctx, food), heads: findHeads(food), ...nameFeatures(food) };
}
