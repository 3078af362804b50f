/**
 * Compiles the raw USDA tables (FNDDS 2021–2023 and SR28, see data/raw/usda/README.md)
 * into `public/data/foods.json.gz`, the one file the engine's food database loads.
 *
 *   npx tsx scripts/build-food-data.ts [--from data/raw] [--out public/data]
 *
 * `--from` takes a folder holding the four tables or a folder with a `usda/` subfolder.
 *
 * The output is deterministic: the same input gives byte-identical files (rows sorted by id,
 * fixed key order, gzip header without a timestamp).
 */
import { readFileSync, writeFileSync, mkdirSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gunzipSync, gzipSync, constants } from 'node:zlib';
import { indexInput } from '../src/engine/foods/database.js';
import { buildIndexData, packIndex, type PackedIndex } from '../src/engine/foods/index-data.js';
import { DATA_FORMAT, type CompiledFoods } from '../src/engine/foods/load.js';
import { createFoodDatabase } from '../src/engine/foods/database.js';
import { createFoodIndex, vocabularyFromNames } from '../src/engine/foods/food-index.js';
import { packFeatures, type PackedFeatures } from '../src/engine/foods/food-features.js';
import { packFoods, type FoodRow } from '../src/engine/foods/food-rows.js';
import { computeFoodFeatures } from '../src/engine/meal/food-features.js';

const repo = resolve(dirname(fileURLToPath(import.meta.url)), '..');

/** Order of the nutrient columns in the compiled file; the engine reads them by position. */
export const NUTRIENT_COLUMNS = [
  ['kcal', 'energy_kcal'],
  ['protein', 'protein_g'],
  ['carbs', 'carbohydrate_g'],
  ['fat', 'fat_g'],
  ['alcohol', 'alcohol_g'],
  ['fiber', 'fiber_g'],
  ['sugars', 'sugars_g'],
  ['satFat', 'saturated_fat_g'],
  ['sodiumMg', 'sodium_mg'],
  ['water', 'water_g'],
] as const;

const FORMAT = DATA_FORMAT;

type Row = Record<string, string>;

/** RFC 4180 CSV (quoted fields, doubled quotes, commas and newlines inside quotes). */
export function parseCsv(text: string): Row[] {
  const records: string[][] = [];
  let field = '';
  let record: string[] = [];
  let quoted = false;
  for (let i = 0; i < text.length; i++) {
    const c = text[i]!;
    if (quoted) {
      if (c === '"') {
        if (text[i + 1] === '"') {
          field += '"';
          i++;
        } else quoted = false;
      } else field += c;
    } else if (c === '"') quoted = true;
    else if (c === ',') {
      record.push(field);
      field = '';
    } else if (c === '\n' || c === '\r') {
      if (c === '\r' && text[i + 1] === '\n') i++;
      record.push(field);
      records.push(record);
      record = [];
      field = '';
    } else field += c;
  }
  if (field !== '' || record.length > 0) {
    record.push(field);
    records.push(record);
  }
  const [header, ...rows] = records;
  if (!header) return [];
  return rows
    .filter((r) => r.length > 1 || r[0] !== '')
    .map((r) => Object.fromEntries(header.map((h, i) => [h, r[i] ?? ''])));
}

export function readCsvGz(path: string): Row[] {
  return parseCsv(gunzipSync(readFileSync(path)).toString('utf8'));
}

function num(value: string, what: string): number {
  const n = Number(value);
  if (value.trim() === '' || !Number.isFinite(n)) throw new Error(`not a number: ${what} = "${value}"`);
  return n;
}

/** SR leaves some nutrients unreported (empty cell): kept as null so the engine can say so. */
function optionalNum(value: string, what: string): number | null {
  return value.trim() === '' ? null : num(value, what);
}

/**
 * SR28 reports alcohol for every "Alcoholic beverage" row; an empty cell elsewhere means USDA
 * did not analyse it, which is right only for foods without alcohol. Guard that assumption so a
 * future data update cannot silently drop ethanol from a drink (only drinks are checked:
 * "Tequila Lime Salsa" and "Beerwurst" are not).
 */
const ALCOHOLIC = /\b(alcoholic beverage|beer|wine|liqueur|vodka|rum|whiskey|whisky|gin|tequila|brandy|sake|cocktail)\b/i;
const NOT_ALCOHOLIC = /\b(vinegar|non-?alcoholic|cocktail, \(peach|juice cocktail|beerwurst|beer salami)\b/i;

/** The file's contents: foods as rows (see public/data/README.md) plus the packed search index. */
type Compiled = CompiledFoods & { index: PackedIndex; features: PackedFeatures; vocabulary: string };

export function compile(usdaDir: string): Compiled {
  const categories: string[] = [];
  const categoryIndex = new Map<string, number>();
  const category = (name: string) => {
    let i = categoryIndex.get(name);
    if (i === undefined) {
      i = categories.length;
      categories.push(name);
      categoryIndex.set(name, i);
    }
    return i;
  };

  const portionsById = new Map<string, { seq: number; description: string; grams: number }[]>();
  const addPortion = (id: string, seq: number, description: string, grams: number) => {
    // FNDDS gives human milk's "Quantity not specified" as 0 g: a weightless portion is no portion.
    if (!(grams > 0)) return;
    const list = portionsById.get(id) ?? [];
    list.push({ seq, description: description.replace(/\s+/g, ' ').trim(), grams });
    portionsById.set(id, list);
  };
  for (const r of readCsvGz(join(usdaDir, 'fndds_2021_2023_portions.csv.gz'))) {
    addPortion(`fndds:${r.food_code}`, num(r.seq!, 'seq'), r.portion_description!, num(r.gram_weight!, 'gram_weight'));
  }
  for (const r of readCsvGz(join(usdaDir, 'sr28_portions.csv.gz'))) {
    addPortion(`sr:${r.ndb_no}`, num(r.seq!, 'seq'), r.portion_description!, num(r.gram_weight!, 'gram_weight'));
  }

  const foods: FoodRow[] = [];
  const portionsOf = (id: string): [string, number][] =>
    (portionsById.get(id) ?? []).sort((a, b) => a.seq - b.seq).map((p) => [p.description, p.grams]);

  const fndds = readCsvGz(join(usdaDir, 'fndds_2021_2023_foods.csv.gz'));
  for (const r of fndds) {
    const id = `fndds:${r.food_code}`;
    const nutrients = NUTRIENT_COLUMNS.map(([, col]) => num(r[col]!, `${id} ${col}`));
    foods.push([id, r.description!.trim(), category(r.wweia_category!.trim()), nutrients, portionsOf(id)]);
  }
  const sr = readCsvGz(join(usdaDir, 'sr28_foods.csv.gz'));
  const alcoholAssumedZero: string[] = [];
  for (const r of sr) {
    const id = `sr:${r.ndb_no}`;
    const name = r.description!.trim();
    const nutrients = NUTRIENT_COLUMNS.map(([key, col]) => {
      const v = optionalNum(r[col]!, `${id} ${col}`);
      if (key === 'alcohol' && v === null) {
        if (r.food_group === 'Beverages' && ALCOHOLIC.test(name) && !NOT_ALCOHOLIC.test(name)) {
          throw new Error(`${id} "${name}" looks alcoholic but has no alcohol value; decide what it contains`);
        }
        alcoholAssumedZero.push(id);
        return 0;
      }
      return v;
    });
    const common = r.common_names!.trim();
    const row: FoodRow = [id, name, category(r.food_group!.trim()), nutrients, portionsOf(id)];
    if (common) row.push(common);
    foods.push(row);
  }
  foods.sort((a, b) => (a[0] < b[0] ? -1 : a[0] > b[0] ? 1 : 0));
  const withoutIndex: CompiledFoods = { format: FORMAT, nutrients: NUTRIENT_COLUMNS.map(([k]) => k), categories, foods: packFoods(foods) };
  // The engine's own tokeniser builds the index, so search at run time and here agree by construction.
  const withIndex = { ...withoutIndex, index: packIndex(buildIndexData(indexInput(withoutIndex))) };
  // Sorted, so the file is the same for the same names.
  const keys = [...vocabularyFromNames(createFoodDatabase(withoutIndex))].sort();
  const odd = keys.find((key) => key === '' || key.includes(' '));
  if (odd !== undefined) throw new Error(`vocabulary key ${JSON.stringify(odd)} cannot be joined by spaces`);
  const vocabulary = keys.join(' ');
  return { ...withIndex, features: matcherFeatures(withIndex), vocabulary };
}

/**
 * The matcher's per-food features (kinds, head nouns, content and form words), by the matcher's
 * own rules and word lists (src/engine/meal/food-features.ts) on this very data and the
 * common-foods table in public/data: a change to either rules or table needs `npm run build:data`.
 */
export function matcherFeatures(data: CompiledFoods): PackedFeatures {
  const ctx = createFoodIndex(createFoodDatabase(data));
  return packFeatures(ctx.foods.foods().map((food) => computeFoodFeatures(ctx, food)));
}

/**
 * The file's text: one entry a line (a food's entry in each of the foods' columns, one member of
 * the index or features a line) keeps the decompressed file diffable and still one JSON document.
 */
export function serialize(compiled: Compiled): string {
  const column = (values: readonly unknown[]) => '[\n' + values.map((v) => JSON.stringify(v)).join(',\n') + '\n]';
  return asciiOnly(
    '{"format":' + JSON.stringify(compiled.format) +
    ',\n"nutrients":' + JSON.stringify(compiled.nutrients) +
    ',\n"categories":' + JSON.stringify(compiled.categories) +
    ',\n"foods":{\n' + Object.entries(compiled.foods).map(([k, v]) => `${JSON.stringify(k)}:${column(v as unknown[])}`).join(',\n') + '\n}' +
    ',\n"index":{\n' + Object.entries(compiled.index).map(([k, v]) => `${JSON.stringify(k)}:${JSON.stringify(v)}`).join(',\n') + '\n}' +
    ',\n"features":{\n' + Object.entries(compiled.features).map(([k, v]) => `${JSON.stringify(k)}:${JSON.stringify(v)}`).join(',\n') + '\n}' +
    ',\n"vocabulary":' + JSON.stringify(compiled.vocabulary) + '}\n',
  );
}

/**
 * Every character outside ASCII written as a JSON escape (they only occur inside strings: the
 * packed index's and features' term ids, one character each, and a few names). A text with one
 * such character decodes to a two-byte string of the whole 3.7 MB; an ASCII text decodes about
 * 9 ms faster at load (gunzip and decode 24 → 16 ms), for 9 KB more gzipped.
 */
function asciiOnly(json: string): string {
  return json.replace(/[^\x00-\x7f]/g, (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`);
}

/** Node's gzip writes no timestamp or file name, so equal text gives equal bytes (with the same zlib). */
export function gzipFile(text: string): Buffer {
  return gzipSync(Buffer.from(text, 'utf8'), { level: constants.Z_BEST_COMPRESSION });
}

function main(argv: string[]) {
  const arg = (flag: string) => {
    const i = argv.indexOf(flag);
    return i >= 0 ? argv[i + 1] : undefined;
  };
  const from = resolve(arg('--from') ?? join(repo, 'data', 'raw'));
  const usdaDir = from.endsWith('usda') ? from : join(from, 'usda');
  const out = resolve(arg('--out') ?? join(repo, 'public', 'data'));
  const compiled = compile(usdaDir);
  const json = serialize(compiled);
  const gz = gzipFile(json);
  mkdirSync(out, { recursive: true });
  writeFileSync(join(out, 'foods.json.gz'), gz);
  const portions = compiled.foods.portions.reduce((n, p) => n + (p === '' ? 0 : p.split('\t').length / 2), 0);
  const count = (prefix: string) => compiled.foods.ids.filter((id) => id.startsWith(prefix)).length;
  console.log(
    `foods.json.gz: ${count('fndds:')} FNDDS + ${count('sr:')} SR28 foods, ${portions} portions, ` +
      `${compiled.categories.length} categories, ${compiled.index.terms.length} index terms; ${(json.length / 1e6).toFixed(2)} MB JSON, ${(gz.length / 1e6).toFixed(2)} MB gzipped`,
  );
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) main(process.argv.slice(2));
