import type { Size } from './units.js';
import type { FoodFeatures } from './food-features.js';
import type { Nutrients, NutrientName } from '../nutrients.js';

/** Nutrients per 100 g of a food as described (raw vs cooked matters): the engine's one type. */
export type { Nutrients, NutrientName };
export type FoodSource = 'fndds' | 'sr28';

export interface Food {
  /** 'fndds:<food_code>' or 'sr:<ndb_no>' (the USDA ids). */
  id: string;
  source: FoodSource;
  /** USDA description, e.g. "Egg, whole, cooked, scrambled". */
  name: string;
  /** WWEIA category (FNDDS) or SR food group. */
  category: string;
  per100g: Nutrients;
  /**
   * Nutrients USDA did not report for this food (SR28 only; FNDDS is complete). They read 0 in
   * `per100g`; callers that judge a food (health rating) can tell "0" from "unknown".
   */
  unreported?: readonly NutrientName[];
  /** SR28 "common names" (e.g. "pop, soda" for cola), when USDA gives any. */
  commonNames?: string;
}

export interface Portion {
  /** As USDA wrote it: "1 cup", "1 medium", "0.5 cup, chopped", "Quantity not specified". */
  description: string;
  grams: number;
}

export interface SearchHit {
  food: Food;
  /**
   * Higher is better. Roughly 0–1.3: 1 means every query word was found in the food's main
   * description segment; below ~0.5 the match is doubtful.
   */
  score: number;
}

export interface SearchOptions {
  limit?: number;
  source?: FoodSource;
}

export interface FoodDatabase {
  readonly size: number;
  get(id: string): Food | undefined;
  portions(id: string): readonly Portion[];
  /** Best first. */
  search(query: string, options?: SearchOptions): SearchHit[];
  /** Every food, in id order. */
  foods(): readonly Food[];
  /**
   * The texts food words come from: every name, every category in use (once), every SR common
   * name. Lets the vocabulary be read without making all the foods; optional for other databases.
   */
  texts?(): readonly string[];
  /**
   * Every food's id and name, in id order (the order of `foods()`), without making the foods: lets
   * a grouping by name (the kinds `countedItem` reads) skip the 14,220 Food objects. Optional.
   */
  idsAndNames?(): ReadonlyArray<readonly [id: string, name: string]>;
  /** The vocabulary of food words as the data build worked it out (food-index.ts), when the data ships it. */
  vocabulary?(): readonly string[];
  /** What the build worked out of the food's name for the matcher (food-features.ts); undefined when the data does not ship it. */
  features?(id: string): FoodFeatures | undefined;
}

export interface PortionRequest {
  count: number;
  /** 'g','oz','cup','tbsp','slice','piece','medium',… (normalized with `normalizeUnit`, so 'cups' works too). */
  unit?: string;
  size?: Size;
  /** The noun the person used ("cake"), when the food's name has several ("Cake or cupcake"). */
  noun?: string;
}

export interface PortionAnswer {
  /** Grams for the whole request (count included). */
  grams: number;
  /** How the grams were found, for a person: '1 cup = 135 g (FNDDS portion)'. */
  basis: string;
  /** true when the grams do not come from this food's own USDA portions or an exact mass unit. */
  estimated: boolean;
}
