/**
 * "a can of peas", "a can of black beans", "a can of carrots": the can a canned food is sold in,
 * for a food USDA weighs no can of (FNDDS's "Green peas, canned, cooked" has only cups). SR weighs
 * its canned vegetables, beans and fish by the can ("1 can (303 x 406)" 482 g of peas with their
 * liquid, 313 g drained): a can of them is that can, never 12 fl oz of the food at its cup density
 * (the drink can, which gave a can of peas with its liquid about half its weight).
 *
 * The same food's SR cans first (every word naming it in theirs), else the median can of its SR
 * food group. An FNDDS food has no SR group: its WWEIA category takes the group its own canned
 * foods' SR namesakes are in (FNDDS's canned peas are SR's vegetables, its beans "from canned" SR's
 * legumes), read from the data, not typed in. The can is drained or with its liquid as the text
 * says, else as the food's own name says (its nutrients are for that state), else the can as sold.
 */
import { derivedPerOwner } from '../cache/memo.js';
import { median } from '../median.js';
import { stem, words } from './text.js';
import type { Food, FoodDatabase } from './types.js';
import { formatGrams } from './units.js';

type CanState = 'drained' | 'with liquid';
/** A can row's state: drained, with its liquid, or "whole" when its name says neither (a sauce, refried beans: nothing to pour off). */
type RowState = CanState | 'whole';

/** A canned food of SR's: its name says so ("canned", "canned in oil"). */
const CANNED = /\bcanned\b/i;
/** SR's can row: "1 can (303 x 406)", "1 can drained solids", "1 can total can contents". */
const ONE_CAN = /^1 can\b/i;
/** A can's contents without their liquid, as SR's row or name words it. */
const DRAINED = /\b(drained|rinsed)\b/i;
/** FNDDS's beans "from canned" are canned beans drained and cooked on. */
const FROM_CANNED = /\bfrom canned\b/i;
/** A food that is drunk (a juice, a drink) is poured from its can: the drink can, not a food's can. */
const DRUNK = /\b(juice|drink|beverage|nectar|milk|soup|broth|chowder)\b/i;
/** A food group's median can needs this many cans of it: fewer are one brand's or one food's can. */
const MIN_GROUP_CANS = 5;
/** Words of a name that say nothing of which food it is. */
const NOT_THE_FOOD = new Set(['ns', 'nfs', 'as', 'to', 'or', 'and', 'with', 'of', 'type', 'form', 'fat', 'added', 'from'].map(stem));

interface CanRow {
  food: Food;
  grams: number;
  state: RowState;
  words: ReadonlySet<string>;
  /** The words of its name's first part, the kind of food it is ("Peas", "Tomato products", "Gravy"). */
  head: ReadonlySet<string>;
  description: string;
}

/** The food a name names: its words before the part that says "canned", parentheses dropped, stemmed. */
function foodWords(name: string): string[] {
  const parts = name.replace(/\([^)]*\)/g, ' ').split(',');
  const at = parts.findIndex((part) => CANNED.test(part));
  const before = at > 0 ? parts.slice(0, at) : parts.slice(0, 1);
  return before.flatMap((part) => words(part)).map(stem).filter((w) => w.length > 1 && !NOT_THE_FOOD.has(w));
}

/** The state a food's own name says its nutrients are for, or undefined when it says none. */
function namedState(name: string): CanState | undefined {
  if (DRAINED.test(name) || FROM_CANNED.test(name)) return 'drained';
  if (/\b(solids and liquids?|total can contents|and liquid)\b/i.test(name)) return 'with liquid';
  return undefined;
}

/** The ids of the foods whose names say "canned": read once per database, from the names first (few foods say it). */
const cannedIds = derivedPerOwner((db: FoodDatabase): readonly string[] => db.idsAndNames?.().filter(([, name]) => CANNED.test(name)).map(([id]) => id) ?? db.foods().filter((f) => CANNED.test(f.name)).map((f) => f.id));

/** SR's canned foods with their "1 can" rows, once per database. */
const canRows = derivedPerOwner((db: FoodDatabase): readonly CanRow[] => {
  const found: CanRow[] = [];
  for (const id of cannedIds(db)) {
    const food = db.get(id);
    if (!food || food.source !== 'sr28' || DRUNK.test(food.name)) continue;
    for (const p of db.portions(id)) {
      if (!ONE_CAN.test(p.description) || !(p.grams > 0)) continue;
      const state: RowState = DRAINED.test(p.description) ? 'drained' : namedState(food.name) ?? 'whole';
      const plain = food.name.replace(/\([^)]*\)/g, ' ');
      found.push({ food, grams: p.grams, state, words: new Set(words(plain).map(stem)), head: new Set(words(plain.split(',')[0]!).map(stem)), description: p.description });
    }
  }
  return found;
});

/** The SR food groups whose canned foods SR weighs by the can often enough for a median. */
const groupCans = derivedPerOwner((db: FoodDatabase): ReadonlyMap<string, readonly CanRow[]> => {
  const byGroup = new Map<string, CanRow[]>();
  for (const row of canRows(db)) (byGroup.get(row.food.category) ?? byGroup.set(row.food.category, []).get(row.food.category)!).push(row);
  return new Map([...byGroup].filter(([, rows]) => rows.length >= MIN_GROUP_CANS));
});

/**
 * The SR cans of the same food: every word naming the food is in theirs, and the food's noun (the
 * last word naming it: "Green peas" → peas) is the kind of food theirs is, all of it, so a can of
 * mushrooms is no can of mushroom gravy, nor a can of potatoes one of sweet potatoes.
 */
function sameFood(db: FoodDatabase, food: Food): readonly CanRow[] {
  const named = foodWords(food.name);
  const noun = named[named.length - 1];
  if (!noun) return [];
  const own = new Set(named);
  return canRows(db).filter((row) => row.head.has(noun) && [...row.head].every((w) => own.has(w)) && named.every((w) => row.words.has(w)));
}

/**
 * Each FNDDS category's SR group: the group most of its canned foods' SR namesakes are in
 * (FNDDS "Beans, peas, legumes" → SR's legumes). Categories none of whose canned foods SR cans have none.
 */
const categoryGroups = derivedPerOwner((db: FoodDatabase): ReadonlyMap<string, string> => {
  const votes = new Map<string, Map<string, number>>();
  for (const id of cannedIds(db)) {
    const food = db.get(id);
    if (!food || food.source !== 'fndds' || DRUNK.test(food.name)) continue;
    const groups = new Set(sameFood(db, food).map((row) => row.food.category));
    if (groups.size !== 1) continue;
    const group = [...groups][0]!;
    const tally = votes.get(food.category) ?? votes.set(food.category, new Map()).get(food.category)!;
    tally.set(group, (tally.get(group) ?? 0) + 1);
  }
  const chosen = new Map<string, string>();
  for (const [category, tally] of votes) chosen.set(category, [...tally].sort((a, b) => b[1] - a[1])[0]![0]);
  return chosen;
});

/** A can of the state wanted: that state's, or one with nothing to pour off ("whole"), as sold either way. */
const fits = (row: CanRow, state: CanState) => row.state === state || row.state === 'whole';

/**
 * One can of a canned food USDA weighs no can of: the median SR can of the same food, else of its
 * SR food group, drained or with its liquid as said (`form`), else as its name says, else as sold.
 * Undefined for a drink, a soup (soups have their own cans), or a food of no group SR weighs cans of.
 */
export function cannedFoodCan(db: FoodDatabase, food: Food, form?: string): { grams: number; basis: string } | undefined {
  if (DRUNK.test(food.name)) return undefined;
  const said: CanState | undefined = form === 'drained' || form === 'with liquid' ? form : undefined;
  // SR names the state of every canned food with a liquid to pour off, so an SR name that says none
  // is a food with none (a sauce, baked beans): the whole can. FNDDS's "canned, cooked" rows say no
  // state, yet their nutrients and cup weights are the drained solids', so the drink can at that
  // density is already about their drained can: only a state said moves them.
  const state = said ?? namedState(food.name) ?? (food.source === 'sr28' ? 'with liquid' : undefined);
  if (!state) return undefined;
  // SR's cans of the same food in the state wanted: a can of drained lima beans is no can of them with their liquid.
  const own = sameFood(db, food).filter((row) => fits(row, state));
  if (own.length > 0) {
    const grams = median(own.map((row) => row.grams));
    const example = `"${own[0]!.description}" of ${own[0]!.food.name}`;
    const from = own.length === 1 ? `SR28 ${example}` : `the median of ${own.length} SR28 cans of it, e.g. ${example}`;
    const as = own.every((row) => row.state === 'whole') ? 'as sold' : state;
    return { grams, basis: `no USDA "can" weight for this food: 1 can ≈ ${formatGrams(grams)}, ${as}, the can USDA weighs the same canned food in (${from})` };
  }
  // A food group's can only for a food whose own name says it is canned: "a can of whipped cream" is no canned food's can.
  if (!CANNED.test(food.name)) return undefined;
  const group = food.source === 'sr28' ? food.category : categoryGroups(db).get(food.category);
  const rows = group ? groupCans(db).get(group) : undefined;
  if (!group || !rows) return undefined;
  // The group's cans as sold, or its drained cans only: a sauce's can is no drained can.
  const chosen = rows.filter((row) => (state === 'drained' ? row.state === 'drained' : fits(row, state)));
  if (chosen.length === 0) return undefined;
  const grams = median(chosen.map((row) => row.grams));
  return { grams, basis: `no USDA "can" weight for this food: 1 can ≈ ${formatGrams(grams)}, ${state}, the median "1 can" of ${chosen.length} SR28 canned foods of "${group}"` };
}
