/**
 * The common-foods layer (docs/engine.md "Common foods"): everyday names, chain items and
 * drinks as people write them, each with the USDA food it is and realistic portions per
 * portion word, every portion with its source. Built from data by scripts/build-common-foods.ts
 * (data/raw/common-foods/curated.tsv and the raw USDA tables) into public/data/common-foods.json,
 * which the food database's loader reads beside foods.json.gz (`loadCommonFoods`).
 */
import { NutritionApiError } from '../../api/errors.js';
import { isNode, readAsset } from '../assets.js';
import { Memo } from '../cache/memo.js';
import { decodeDataFile, type LoadOptions } from './load.js';
import { matchUnit } from './units.js';

/** The compiled table's name in the data folder, and the format this engine reads. */
export const COMMON_FOODS_FILE = 'common-foods.json';
export const COMMON_FOODS_FORMAT = 'nutri-kit-common-foods/1';
// The static `new URL('<path>', import.meta.url)` form, so bundlers find the file (as load.ts does).
const COMMON_FOODS_URL = new URL('../../../public/data/common-foods.json', import.meta.url);

/** One portion word's grams and where they come from. */
export type Portion = [grams: number, basis: string];
/** A second food a name always brings ("avocado toast": the avocado on the toast). */
export type Side = [id: string, grams: number, basis: string];

export interface CommonFoodRow {
  /** Names as people write them, lower case, aliases and misspellings included. */
  n: string[];
  /** The USDA food ("fndds:…", "sr:…"). */
  id: string;
  /** Portion words: "one" (one item as counted), "none" (no amount written), sizes, units. */
  p: Record<string, Portion>;
  /** Sides the name brings. */
  w?: Side[];
  /** 1 for reviewed rows: they decide the food; generated rows name it only when the search cannot. */
  c?: 1;
}

/** Lower case, accents and punctuation other than & and ' folded, single spaces. */
export function normalizeName(text: string): string {
  const lower = text.toLowerCase();
  // NFD is slow in ICU and changes nothing in ASCII, which nearly every description is.
  return (/^[\x00-\x7f]*$/.test(lower) ? lower : lower.normalize('NFD').replace(/[\u0300-\u036f]/g, ''))
    .replace(/[’`]/g, "'")
    .replace(/[^a-z0-9&' -]+/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
}

/** The lookup key: articles and hyphens do not tell names apart ("chick-fil-a" = "chick fil"). */
const keyOf = (name: string) => (KEYED.test(name) ? name.replace(/-/g, ' ').split(' ').filter((w) => w && w !== 'a' && w !== 'an' && w !== 'the').join(' ') : name);
/** What keyOf changes (a hyphen, a space too many, an article): a name without any is its own key, as most are (7,070 names at the first look-up). */
const KEYED = /-|^ | $| {2}|(?:^| )(?:a|an|the)(?: |$)/;

/** The compiled file: its provenance, then the rows. */
export interface CompiledCommonFoods {
  format: string;
  provenance: string;
  counts: string;
  rows: CommonFoodRow[];
}

let rows: readonly CommonFoodRow[] | undefined;

/**
 * Reads the table from the data folder (the same options as the food database, which calls
 * this as it loads) and makes it the one the lookups below answer from.
 */
export async function loadCommonFoods(options: LoadOptions = {}): Promise<readonly CommonFoodRow[]> {
  const bytes = options.read
    ? await options.read(COMMON_FOODS_FILE)
    : await readAsset(options.dataUrl ? new URL(COMMON_FOODS_FILE, options.dataUrl) : COMMON_FOODS_URL, 'common-foods table', options.fetch);
  const table = parseCommonFoods(await decodeDataFile(bytes));
  useCommonFoods(table.rows);
  return table.rows;
}

export function parseCommonFoods(text: string): CompiledCommonFoods {
  const table = JSON.parse(text) as CompiledCommonFoods;
  if (table.format !== COMMON_FOODS_FORMAT || !Array.isArray(table.rows)) {
    throw new NutritionApiError('internalServerError', `The common-foods table has format "${String(table.format)}" but this engine reads "${COMMON_FOODS_FORMAT}": rebuild whichever is older (npm run build:common-foods for public/data, npm run build for lib/).`);
  }
  return table;
}

/** Answers from `table` from now on (the loader's last step; tests may pass their own). */
export function useCommonFoods(table: readonly CommonFoodRow[]): void {
  rows = table;
  byName = byId = protectedNames = protectedByFirst = byHeadless = undefined;
  rowByText = new Memo(MEMO_SIZE);
  reviewedRowByText = new Memo(MEMO_SIZE);
}

/**
 * The table. The food database loads it, and every operation that reads it waits for the
 * database first; a Node caller that never loaded one (a script, a parser test) gets the
 * package's file read on first use, where a synchronous read exists.
 */
export function commonFoodRows(): readonly CommonFoodRow[] {
  if (!rows) {
    if (!isNode()) {
      throw new NutritionApiError('internalServerError', 'The common-foods table is not loaded: load the food database first (createEngine and loadFoodDatabase load it).');
    }
    const fs = process.getBuiltinModule('node:fs');
    // Nothing was derived from a table yet, so there is nothing to reset.
    rows = parseCommonFoods(fs.readFileSync(COMMON_FOODS_URL, 'utf8')).rows;
  }
  return rows!;
}

let byName: Map<string, CommonFoodRow> | undefined;
let byId: Map<string, CommonFoodRow> | undefined;
let protectedNames: string[][] | undefined;

/*
 * Answers by text: the join test and the resolver ask about the same phrases again and again
 * (each piece, each joined run, each item), and the answers are pure functions of the text.
 * A bound keeps a service's memory flat.
 */
const MEMO_SIZE = 10_000;
let rowByText = new Memo<string, CommonFoodRow | null>(MEMO_SIZE);
let reviewedRowByText = new Memo<string, CommonFoodRow | null>(MEMO_SIZE);
const placeless = new Memo<string, string>(MEMO_SIZE);
let protectedByFirst: Map<string, string[][]> | undefined;

function maps() {
  if (!byName || !byId) {
    const table = commonFoodRows();
    byName = new Map();
    byId = new Map();
    for (const row of table) {
      for (const name of row.n) {
        const key = keyOf(name);
        if (!byName.has(key)) byName.set(key, row);
      }
      const seen = byId.get(row.id);
      // A reviewed row's portion words win; generated words fill in the rest.
      byId.set(row.id, seen ? { ...row, p: { ...row.p, ...seen.p } } : row);
    }
  }
  return { byName, byId };
}

/** Where people say where the food came from: not part of its name. */
const PLACE_TAIL = /\s+(?:from|at|in)\s+(?:the\s+|a\s+|an\s+)?(?:[a-z&' -]+?\s+)?(?:mcdonald'?s|burger king|bk|wendy'?s|taco bell|chick[ -]?fil(?:[ -]?a)?|in[ -]?n[ -]?out|starbucks|dunkin'?(?:\s+donuts)?|kfc|popeyes|subway|chipotle|panda express|shake shack|krispy kreme|movies?|cinema|theater|theatre|fast food(?: place| joint| restaurant)?|drive[ -]?thru|restaurant|diner|deli|cafe|coffee shop|bakery|food truck|gas station|vending machine|work|the office|school)$/;
const BRAND_HEAD = /^(?:mcdonald'?s|mcdonalds|burger king|bk|wendy'?s|taco bell|chick[ -]?fil(?:[ -]?a)?|in[ -]?n[ -]?out|starbucks|sbux|dunkin'?(?:\s+donuts)?|kfc|popeyes|subway|chipotle|panda express|shake shack)\s+/;

/** `text` without where it came from ("sweet tea from Chick-fil-A" → "sweet tea"): the place is no part of the food's name. */
export function withoutPlace(text: string): string {
  return placeless.remember(text, placeFree);
}
function placeFree(text: string): string {
  const name = normalizeName(text);
  const stripped = name.replace(PLACE_TAIL, '');
  return stripped === name || !stripped ? text : stripped;
}

/** The reviewed or generated row named by `text` ("a Big Mac from McDonald's" → Big Mac), or undefined. */
export function commonFoodNamed(text: string, options: { reviewedOnly?: boolean } = {}): CommonFoodRow | undefined {
  const found = (options.reviewedOnly ? reviewedRowByText : rowByText).remember(text, options.reviewedOnly ? namedReviewedRow : namedRow);
  return found ?? undefined;
}
const namedRow = (text: string) => findCommonFoodNamed(text, {}) ?? null;
const namedReviewedRow = (text: string) => findCommonFoodNamed(text, { reviewedOnly: true }) ?? null;

function findCommonFoodNamed(text: string, options: { reviewedOnly?: boolean }): CommonFoodRow | undefined {
  const { byName } = maps();
  const name = normalizeName(text);
  const tries = new Set<string>([name]);
  const untailed = name.replace(PLACE_TAIL, '');
  // "2 apple pies from mcdonalds": the plural stands before the place, so the chain's own row
  // ("apple pie from mcdonalds") is tried with the food made singular, before the place is dropped.
  if (untailed !== name && untailed) for (const one of singularsOf(untailed)) tries.add(one + name.slice(untailed.length));
  // Where it was bought can name the kind: popcorn at the movies is movie theater popcorn.
  if (untailed !== name && /(movies?|cinema|theater|theatre)$/.test(name)) tries.add(`movie ${untailed}`);
  tries.add(untailed);
  // "a long baguette", "a long pretzel rod": a length word before an everyday name is how it looked,
  // tried after the whole text, so a name that begins with it ("long island iced tea") wins.
  for (const t of [...tries]) if (SHAPE_LEAD.test(t)) tries.add(t.replace(SHAPE_LEAD, ''));
  for (const t of [...tries]) {
    tries.add(t.replace(BRAND_HEAD, ''));
    // Plurals: "donuts", "tacos", "oreos".
    for (const one of singularsOf(t)) tries.add(one);
  }
  let named = false;
  for (const t of tries) {
    const row = byName.get(keyOf(t));
    if (row && (row.c || !options.reviewedOnly)) return row;
    named ||= row !== undefined;
  }
  // USDA names it as said ("iced latte" is FNDDS's Iced Latte): no state is set aside then.
  if (named) return undefined;
  // "an iced caramel macchiato", "a decaf latte", "leftover lasagna": serving temperature,
  // caffeine and when it was made do not change the food's energy.
  const plain = name.replace(STATE, '');
  if (plain !== name && plain) return findCommonFoodNamed(plain, options);
  return undefined;
}
/** The names a plural may be the plural of, "-es" dropped before "-s" (tried in that order). */
function singularsOf(name: string): string[] {
  return [...(name.endsWith('es') ? [name.slice(0, -2)] : []), ...(name.endsWith('s') ? [name.slice(0, -1)] : [])];
}
const STATE = /^(?:iced|hot|cold|warm|warmed up|decaf|decaffeinated|half-caf|blended|frozen|leftover|leftovers|homemade|home-made|reheated|fresh|freshly made|store-bought|some|my)\s+/;

/**
 * The everyday name left when words nothing knows are set aside ("an everything bagel", "tacos
 * al pastor"): `known` says which words are food words. Undefined unless the rest is a name.
 */
/** "long" before an everyday name says how it looked, never its kind ("long grain" names stay whole: tried first). */
const SHAPE_LEAD = /^long (?=\S)/;

export function commonFoodWithout(text: string, known: (word: string) => boolean): CommonFoodRow | undefined {
  const words = normalizeName(text).split(' ');
  const kept = words.filter(known);
  if (kept.length === 0 || kept.length === words.length) return undefined;
  // The known words, else the head noun alone ("a sesame everything bagel" is a bagel).
  return commonFoodNamed(kept.join(' ')) ?? commonFoodNamed(kept.at(-1)!);
}

/**
 * An everyday name the tables know only as a name (a brand: "takis", "haagen dazs") said among
 * words no food is named with ("takis lol", "my fave takis"): the longest run of the words that is
 * a name, the words left out, and whether the name ends the words (English puts the head last),
 * when every word left out is unknown to the tables (a left-out food word could be the food
 * meant: then nothing answers here).
 */
export function commonFoodAmongUnknown(text: string, known: (word: string) => boolean): { row: CommonFoodRow; left: string[]; last: boolean } | undefined {
  const words = normalizeName(text).split(' ').filter((w) => w.length > 0);
  for (let length = words.length - 1; length >= 1; length--) {
    for (let at = 0; at + length <= words.length; at++) {
      const left = [...words.slice(0, at), ...words.slice(at + length)];
      if (left.some(known)) continue;
      const row = commonFoodNamed(words.slice(at, at + length).join(' '));
      if (row) return { row, left, last: at + length === words.length };
    }
  }
  return undefined;
}

/** Reviewed names of this many words or more may be said without their head ("krispy kreme glazed" of "… glazed doughnut"). */
const MIN_HEADED_WORDS = 3;
let byHeadless: Map<string, { row: CommonFoodRow; name: string } | null> | undefined;

/**
 * The reviewed row (and its full name) a name is said of without its last word, the head noun ("krispy kreme glazed",
 * "2 krispy kremes"): one of its names of three words or more, less the last, when no other row
 * has a name that begins so. (A name said whole is commonFoodNamed's; this only reads one cut short.)
 */
export function commonFoodHeadless(text: string): { row: CommonFoodRow; name: string } | undefined {
  if (!byHeadless) {
    byHeadless = new Map();
    for (const row of commonFoodRows()) {
      if (!row.c) continue;
      for (const name of row.n) {
        const words = keyOf(normalizeName(name)).split(' ');
        if (words.length < MIN_HEADED_WORDS) continue;
        const key = words.slice(0, -1).join(' ');
        const seen = byHeadless.get(key);
        byHeadless.set(key, seen === undefined ? { row, name } : seen?.row.id === row.id ? seen : null);
      }
    }
  }
  const name = keyOf(normalizeName(text));
  for (const said of [name, ...singularsOf(name)]) {
    const found = byHeadless.get(said);
    if (found) return found;
  }
  return undefined;
}

/** The portion words a USDA food has (reviewed first, then generated from its FNDDS portions). */
export function commonPortions(id: string): Readonly<Record<string, Portion>> | undefined {
  return maps().byId.get(id)?.p;
}

const AMOUNT_LIKE = /^(a|an|one|two|three|half|quarter|double|triple|single|big|small|medium|large|little|jumbo|mini|personal|individual|extra-large|tall|grande|venti|short|regular|\d+)$/;

/**
 * Reviewed names that begin with a word the amount reader would take ("big mac", "quarter
 * pounder", "double-double", "3 musketeers", "short stack"): a product name is never taken
 * apart into an amount.
 */
export function amountLikeNames(): readonly string[][] {
  if (!protectedNames) {
    protectedNames = commonFoodRows().filter((r) => r.c)
      .flatMap((r) => r.n)
      .map((n) => n.split(/[\s-]+/))
      // "filet mignon", "club soda": a first word that is also a unit (not "bowl of cereal": a unit of a food).
      .filter((words) => words.length > 1 && (AMOUNT_LIKE.test(words[0]!) || (matchUnit(words, 0, true) !== undefined && words[1] !== 'of')))
      .sort((a, b) => b.length - a.length);
  }
  return protectedNames;
}

/** The names of `amountLikeNames` whose first word is `word`, in the same order (longest first). */
export function amountLikeNamesStartingWith(word: string | undefined): readonly string[][] {
  if (!protectedByFirst) {
    const names = amountLikeNames();
    protectedByFirst = new Map();
    for (const name of names) {
      const list = protectedByFirst.get(name[0]!);
      if (list) list.push(name);
      else protectedByFirst.set(name[0]!, [name]);
    }
  }
  return (word !== undefined && protectedByFirst.get(word)) || NO_NAMES;
}
const NO_NAMES: readonly string[][] = [];
