/**
 * Builds the multilingual food lexicon (docs/languages.md) from data/raw/lexicon/curated.tsv and
 * data/raw/lexicon/off-names.tsv (Open Food Facts taxonomy names mapped to USDA foods by
 * scripts/build-lexicon-off.ts) into public/data/lexicon.json: every name and its regular
 * plural/singular forms, folded (src/engine/language/fold.ts), per language, mapped to the USDA
 * food id the row names. Each row's id must exist in the raw USDA tables with exactly the
 * description the row shows (a reviewer reads the description; the build checks it is the food
 * the id is). Where two sources name a key, the curated table wins, a written name wins over a
 * generated form, and the first row wins among equals.
 * Usage: npm run build:lexicon [-- --check]  (--check fails when the file is out of date)
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { readCsvGz } from './build-food-data.js';
import { formsOf } from './build-lexicon-plurals.js';
import { flavouredNames } from './build-lexicon-flavours.js';
import { foldWords } from '../src/engine/language/fold.js';
import { PACK_LANGUAGES, type PackLanguage } from '../src/engine/language/codes.js';
import { LEXICON_FORMAT, type CompiledDish, type CompiledLexicon } from '../src/engine/language/lexicon.js';

const ROOT = fileURLToPath(new URL('../', import.meta.url));
const USDA = `${ROOT}data/raw/usda/`;
const CURATED = `${ROOT}data/raw/lexicon/curated.tsv`;
const OFF = `${ROOT}data/raw/lexicon/off-names.tsv`;
const FLAVOURS = `${ROOT}data/raw/lexicon/flavours.tsv`;
const DISHES = `${ROOT}data/raw/lexicon/dishes.tsv`;
const OUT = `${ROOT}public/data/lexicon.json`;

function usdaNames(): Map<string, string> {
  const names = new Map<string, string>();
  for (const r of readCsvGz(`${USDA}fndds_2021_2023_foods.csv.gz`)) names.set(`fndds:${r.food_code}`, r.description!.trim());
  for (const r of readCsvGz(`${USDA}sr28_foods.csv.gz`)) names.set(`sr:${r.ndb_no}`, r.description!.trim());
  return names;
}

/** FNDDS portions: "fndds:<code>" → portion description → grams. */
function fnddsPortions(): Map<string, Map<string, number>> {
  const portions = new Map<string, Map<string, number>>();
  for (const r of readCsvGz(`${USDA}fndds_2021_2023_portions.csv.gz`)) {
    const id = `fndds:${r.food_code}`;
    const list = portions.get(id) ?? new Map<string, number>();
    list.set(r.portion_description!, Number(r.gram_weight));
    portions.set(id, list);
  }
  return portions;
}

/**
 * Dishes that are several foods, or one food of a given portion (data/raw/lexicon/dishes.tsv): each part is
 * "fndds:<code> (<exact USDA description>) = [<count> × ]<FNDDS portion description>" or "= <grams> g";
 * the build checks the description and the portion and writes the grams.
 */
function readDishes(file: string, usda: ReadonlyMap<string, string>, foodIndexOf: (id: string) => number): Array<{ dish: CompiledDish; names: string[][] }> {
  const portions = fnddsPortions();
  const out: Array<{ dish: CompiledDish; names: string[][] }> = [];
  readFileSync(file, 'utf8').split('\n').forEach((line, n) => {
    if (!line.trim() || line.startsWith('#')) return;
    const cells = line.split('\t');
    const gloss = cells[0]!;
    const where = `dishes.tsv:${n + 1} (${gloss})`;
    if (cells.length < 2 + PACK_LANGUAGES.length) throw new Error(`${where}: expected the gloss, ${PACK_LANGUAGES.length} language columns and the parts`);
    const names = PACK_LANGUAGES.map((_, c) => cells[1 + c]!.split('|').map((x) => x.trim()).filter(Boolean));
    const parts = cells[1 + PACK_LANGUAGES.length]!.split(';').map((part) => {
      const m = /^\s*(fndds:\d+) \((.+)\) = (?:([\d.\/]+) × )?(.+?)\s*$/.exec(part);
      if (!m) throw new Error(`${where}: cannot read the part "${part.trim()}"`);
      const [, id, description, times, portion] = m as unknown as [string, string, string, string | undefined, string];
      if (usda.get(id) !== description) throw new Error(`${where}: ${id} is "${usda.get(id)}", not "${description}"`);
      const count = times === undefined ? 1 : times.includes('/') ? Number(times.split('/')[0]) / Number(times.split('/')[1]) : Number(times);
      const grams = /^[\d.]+ g$/.test(portion) ? Number.parseFloat(portion) : portions.get(id)?.get(portion);
      if (grams === undefined || !(count > 0)) throw new Error(`${where}: no FNDDS portion "${portion}" for ${description}: ${[...(portions.get(id)?.keys() ?? [])].join(' | ')}`);
      return { food: foodIndexOf(id), grams: Math.round(grams * count * 10) / 10, portion: times === undefined ? portion : `${times} × ${portion}` };
    });
    // One part is a food whose "one" is a given FNDDS portion, not the food's typical amount (a
    // madeleine is a miniature muffin, a magret one duck breast); a plain food is a row of curated.tsv.
    if (parts.length < 2 && /Quantity not specified/.test(parts[0]!.portion)) throw new Error(`${where}: a dish has two parts or more, or one part with its own portion (one food is a row of curated.tsv)`);
    out.push({ dish: { gloss, parts }, names });
  });
  return out;
}

/** Folded words joined by single spaces, elisions split ("jus d'orange" → "jus d' orange"), as the parser reads them. */
const key = (name: string) => foldWords(name).join(' ');

export function buildLexicon(): { data: CompiledLexicon; report: string[] } {
  const usda = usdaNames();
  const report: string[] = [];
  const foods: string[] = [];
  const foodIndex = new Map<string, number>();
  const names = Object.fromEntries(PACK_LANGUAGES.map((code) => [code, {} as Record<string, number>])) as Record<PackLanguage, Record<string, number>>;
  /** How strongly a key is held: curated written 3, curated form 2, OFF written 1, OFF form 0. */
  const held = Object.fromEntries(PACK_LANGUAGES.map((code) => [code, new Map<string, number>()])) as Record<PackLanguage, Map<string, number>>;
  const counts = { curated: 0, off: 0 };
  const read = (file: string, label: string, skip: number, curated: boolean) => {
    readFileSync(file, 'utf8').split('\n').forEach((line, n) => {
      if (!line.trim() || line.startsWith('#')) return;
      const cells = line.split('\t');
      const [gloss, id, description] = cells;
      const columns = cells.slice(3 + skip);
      const where = `${label}:${n + 1} (${gloss})`;
      if (!id || usda.get(id) === undefined) throw new Error(`${where}: no USDA food ${id}`);
      if (usda.get(id) !== description) throw new Error(`${where}: ${id} is "${usda.get(id)}", not "${description}"`);
      if (columns.length !== PACK_LANGUAGES.length) throw new Error(`${where}: ${columns.length} language columns, expected ${PACK_LANGUAGES.length}`);
      let index = foodIndex.get(id);
      if (index === undefined) {
        index = foods.push(id) - 1;
        foodIndex.set(id, index);
      }
      PACK_LANGUAGES.forEach((code, c) => {
        for (const name of columns[c]!.split('|').map((s) => s.trim()).filter(Boolean)) {
          for (const form of formsOf(name.toLowerCase(), code, curated)) {
            const k = key(form);
            const own = form === name.toLowerCase();
            const rank = (curated ? 2 : 0) + (own ? 1 : 0);
            const before = held[code].get(k);
            if (before === undefined || rank > before) {
              if (before === undefined) counts[curated ? 'curated' : 'off']++;
              names[code][k] = index;
              held[code].set(k, rank);
            } else if (curated && rank === 3 && before === 3 && names[code][k] !== index) {
              report.push(`${code}: "${k}" is written for two foods; ${foods[names[code][k]!]} kept, ${where} ignored`);
            }
          }
        }
      });
    });
  };
  read(CURATED, 'curated.tsv', 0, true);
  // Flavoured foods (a base × a flavour in each language's construction): held as a curated form,
  // so a name written in the curated table wins and an Open Food Facts name does not.
  let flavoured = 0;
  for (const { code, name, id, where } of flavouredNames(FLAVOURS)) {
    if (usda.get(id) === undefined) throw new Error(`${where}: no USDA food ${id}`);
    let index = foodIndex.get(id);
    if (index === undefined) {
      index = foods.push(id) - 1;
      foodIndex.set(id, index);
    }
    const k = key(name);
    const before = held[code].get(k);
    if (before === undefined || before < 2) {
      if (before === undefined) flavoured++;
      names[code][k] = index;
      held[code].set(k, 2);
    }
  }
  report.push(`flavoured names: ${flavoured} (data/raw/lexicon/flavours.tsv)`);
  read(OFF, 'off-names.tsv', 1, false);
  report.push(`names: ${counts.curated} from the curated table, ${counts.off} more from Open Food Facts`);
  // Dishes of several foods: a dish name wins over a food's name for the same key (it says more).
  const dishes: CompiledDish[] = [];
  const dishNames = Object.fromEntries(PACK_LANGUAGES.map((code) => [code, {} as Record<string, number>])) as Record<PackLanguage, Record<string, number>>;
  const foodIndexOf = (id: string) => foodIndex.get(id) ?? (foodIndex.set(id, foods.push(id) - 1), foods.length - 1);
  for (const { dish, names: written } of readDishes(DISHES, usda, foodIndexOf)) {
    const index = dishes.push(dish) - 1;
    PACK_LANGUAGES.forEach((code, c) => {
      for (const name of written[c]!) {
        for (const form of formsOf(name.toLowerCase(), code, true)) {
          const k = key(form);
          if (dishNames[code][k] !== undefined && dishNames[code][k] !== index && form === name.toLowerCase()) report.push(`${code}: dish "${k}" is written twice; ${dishes[dishNames[code][k]!]!.gloss} kept`);
          if (dishNames[code][k] !== undefined) continue;
          // A generated plural of a dish does not take a name a curated food writes itself: "una clara" is
          // the bar's shandy, "claras" (written on the egg-white row) stay egg whites.
          if (form !== name.toLowerCase() && held[code].get(k) === 3 && !dish.parts.some((part) => part.food === names[code][k])) continue;
          dishNames[code][k] = index;
          delete names[code][k];
        }
      }
    });
  }
  report.push(`dishes: ${dishes.length} (data/raw/lexicon/dishes.tsv), names ${PACK_LANGUAGES.map((code) => `${code} ${Object.keys(dishNames[code]).length}`).join(', ')}`);
  const data: CompiledLexicon = {
    format: LEXICON_FORMAT,
    provenance: {
      sources: [
        {
          name: 'nutri-kit curated multilingual food names',
          licence: 'same licence as nutri-kit (written for the project)',
          path: 'data/raw/lexicon/curated.tsv',
          note: 'names, synonyms, irregular plurals and dishes per language, each reviewed against its USDA food; regular plurals generated by scripts/build-lexicon-plurals.ts; flavoured foods (data/raw/lexicon/flavours.tsv) by scripts/build-lexicon-flavours.ts; dishes of several foods (data/raw/lexicon/dishes.tsv) with the grams of each part from its FNDDS portion',
        },
        {
          name: 'Open Food Facts ingredient and category taxonomies',
          licence: 'ODbL 1.0: Contains information from Open Food Facts (https://world.openfoodfacts.org), which is made available here under the Open Database License (ODbL) 1.0',
          path: 'data/raw/lexicon/off-names.tsv',
          note: 'names in es/fr/de/it/pt of the taxonomy entries whose English name the English matcher maps confidently to one USDA food (scripts/build-lexicon-off.ts); the curated table wins where both name a key',
        },
        {
          name: 'USDA FNDDS 2021-2023 and SR28 food ids',
          licence: 'public domain (CC0 1.0 on FoodData Central)',
          path: 'data/raw/usda',
        },
      ],
    },
    foods,
    names,
    dishes,
    dishNames,
  };
  return { data, report };
}

const serialize = (data: CompiledLexicon) => JSON.stringify(data) + '\n';

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  const { data, report } = buildLexicon();
  for (const line of report) console.warn(line);
  const text = serialize(data);
  if (process.argv.includes('--check')) {
    if (readFileSync(OUT, 'utf8') !== text) {
      console.error('public/data/lexicon.json is out of date: run npm run build:lexicon');
      process.exit(1);
    }
  } else writeFileSync(OUT, text);
  const counts = PACK_LANGUAGES.map((code) => `${code} ${Object.keys(data.names[code]).length}`).join(', ');
  console.log(`${data.foods.length} foods; names per language: ${counts}; ${(text.length / 1024).toFixed(0)} KB`);
}
