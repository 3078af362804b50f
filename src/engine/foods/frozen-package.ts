/**
 * "a package of frozen peas", "a box of frozen spinach": the package a frozen vegetable is sold in,
 * for a food USDA weighs no package of (FNDDS's "Green peas, frozen, cooked, fat added" has only
 * its typical amount, 83 g). SR weighs its frozen vegetables by the package they are sold in
 * ("1 package (10 oz)" as bought; "1 package (10 oz) yields" cooked and drained; butternut squash
 * comes in 12 oz): the same vegetable's SR package is the one a person means, never one typical
 * portion (a package of peas is not a third of one).
 */
import { derivedPerOwner } from '../cache/memo.js';
import { median } from '../median.js';
import { stem, words } from './text.js';
import type { Food, FoodDatabase } from './types.js';
import { formatGrams } from './units.js';

/** The units a frozen vegetable is sold in: the box or package SR weighs ("a box of frozen spinach"). A bag has no USDA weight. */
const FROZEN_PACKAGE_UNITS: ReadonlySet<string> = new Set(['package', 'box']);
/** SR's food group of vegetables: the frozen vegetables it weighs by the package. */
const VEGETABLE_GROUP = 'Vegetables and Vegetable Products';
const FROZEN = /\bfrozen\b/i;
/** A food's name says it was cooked (so its package is SR's cooked yield, not the package as bought). */
const COOKED = /\b(cooked|boiled|steamed|baked|fried|heated|microwaved|prepared|drained)\b/i;
const UNPREPARED = /\b(unprepared|as purchased|uncooked)\b/i;
/** SR's package row: "1 package (10 oz)", "1 package (10 oz) yields", "1 package, mashed (10 oz)". */
const ONE_PACKAGE = /^1 package\b/i;
/** Words of a name that say nothing of which vegetable it is. */
const NOT_THE_VEGETABLE = new Set(['ns', 'nfs', 'as', 'to', 'or', 'and', 'with', 'of', 'type', 'form', 'fat', 'added'].map(stem));

interface FrozenPackage {
  food: Food;
  grams: number;
  /** The package's grams as cooked ("yields"), else as bought. */
  cooked: boolean;
  words: ReadonlySet<string>;
  description: string;
}

const isCooked = (name: string) => COOKED.test(name) && !UNPREPARED.test(name);

/** The vegetable a food's name names: its words before the part that says "frozen", parentheses dropped, stemmed. */
function vegetableWords(name: string): string[] {
  const parts = name.replace(/\([^)]*\)/g, ' ').split(',');
  const at = parts.findIndex((part) => FROZEN.test(part));
  const before = at > 0 ? parts.slice(0, at) : parts.slice(0, 1);
  return before.flatMap((part) => words(part)).map(stem).filter((w) => w.length > 1 && !NOT_THE_VEGETABLE.has(w));
}

/** SR's frozen vegetables with their household package: read once per database, from the names first (few of 14,000 foods say "frozen"). */
const frozenPackages = derivedPerOwner((db: FoodDatabase): readonly FrozenPackage[] => {
  const ids = db.idsAndNames?.().filter(([, name]) => FROZEN.test(name)).map(([id]) => id) ?? db.foods().filter((f) => FROZEN.test(f.name)).map((f) => f.id);
  const found: FrozenPackage[] = [];
  for (const id of ids) {
    const food = db.get(id);
    if (!food || food.category !== VEGETABLE_GROUP) continue;
    // The household package, the smallest SR lists: "1 package (3 lb)" of okra is the caterer's.
    const smallest = db.portions(id).filter((p) => ONE_PACKAGE.test(p.description) && p.grams > 0).sort((a, b) => a.grams - b.grams)[0];
    if (!smallest) continue;
    const own = new Set(words(food.name.replace(/\([^)]*\)/g, ' ')).map(stem));
    found.push({ food, grams: smallest.grams, cooked: /\byields?\b/i.test(smallest.description), words: own, description: smallest.description });
  }
  return found;
});

/**
 * One package (or box) of a frozen vegetable USDA weighs no package of: the median package of SR's
 * frozen foods of the same vegetable (every word naming it in theirs), cooked yields for a cooked
 * food and the package as bought otherwise, the other when SR gives only one. Undefined for a food
 * not frozen, not a vegetable SR sells frozen by the package, or any other unit.
 */
export function frozenVegetablePackage(db: FoodDatabase, food: Food, unit: string): { grams: number; basis: string } | undefined {
  if (!FROZEN_PACKAGE_UNITS.has(unit) || !FROZEN.test(food.name)) return undefined;
  const vegetable = vegetableWords(food.name);
  if (vegetable.length === 0) return undefined;
  const same = frozenPackages(db).filter((x) => vegetable.every((w) => x.words.has(w)));
  if (same.length === 0) return undefined;
  const cooked = isCooked(food.name);
  const state = same.filter((x) => x.cooked === cooked);
  const chosen = state.length > 0 ? state : same;
  const grams = median(chosen.map((x) => x.grams));
  const example = `"${chosen[0]!.description}" of ${chosen[0]!.food.name}`;
  const from = chosen.length === 1 ? `SR28 ${example}` : `the median of ${chosen.length} SR28 frozen packages of it, e.g. ${example}`;
  return { grams, basis: `no USDA "${unit}" weight for this food: 1 ${unit} ≈ ${formatGrams(grams)}, the package USDA weighs the same frozen vegetable in (${from})` };
}
