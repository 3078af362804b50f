/**
 * Builds the common-foods layer (docs/engine.md "Common foods"): everyday foods, dishes, drinks
 * and chain items as people name them, each mapped to one USDA food with realistic portions per
 * portion word, every portion with its source. Two inputs, both under data/raw:
 *   - data/raw/common-foods/curated.tsv: reviewed rows (chain items with the chains' published
 *     energy, candy and snack packs from US labels, dishes USDA words another way, aliases and
 *     misspellings);
 *   - the raw USDA tables (data/raw/usda): every FNDDS food gets its everyday name ("Soup,
 *     chicken noodle" → "chicken noodle soup") and the portion words its own FNDDS portions
 *     give (small/medium/large orders and drinks, kids' sizes, a bowl and a plate of a dish).
 * Output: public/data/common-foods.json (generated, format 'nutri-kit-common-foods/1', one row
 * a line so a change reads as a diff); the engine loads it with the food database.
 * Usage: npm run build:common-foods [-- --check]  (--check fails when the file is out of date)
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { readCsvGz } from './build-food-data.js';
import { COMMON_FOODS_FILE, COMMON_FOODS_FORMAT, normalizeName, type CommonFoodRow, type Portion, type Side } from '../src/engine/foods/common-foods.js';

const ROOT = fileURLToPath(new URL('../', import.meta.url));
const USDA = `${ROOT}data/raw/usda/`;
const CURATED = `${ROOT}data/raw/common-foods/curated.tsv`;
const OUT = `${ROOT}public/data/${COMMON_FOODS_FILE}`;

interface UsdaFood { id: string; name: string; category: string; kcal: number; portions: Map<string, number> }

function loadUsda(): { byId: Map<string, UsdaFood>; byName: Map<string, UsdaFood> } {
  const byId = new Map<string, UsdaFood>();
  const byName = new Map<string, UsdaFood>();
  const add = (food: UsdaFood) => {
    byId.set(food.id, food);
    byName.set(`${food.id.split(':')[0]}:${food.name}`, food);
  };
  for (const r of readCsvGz(`${USDA}fndds_2021_2023_foods.csv.gz`)) {
    add({ id: `fndds:${r.food_code}`, name: r.description!.trim(), category: r.wweia_category!.trim(), kcal: Number(r.energy_kcal), portions: new Map() });
  }
  for (const r of readCsvGz(`${USDA}sr28_foods.csv.gz`)) {
    add({ id: `sr:${r.ndb_no}`, name: r.description!.trim(), category: r.food_group!.trim(), kcal: Number(r.energy_kcal), portions: new Map() });
  }
  for (const r of readCsvGz(`${USDA}fndds_2021_2023_portions.csv.gz`)) {
    byId.get(`fndds:${r.food_code}`)?.portions.set(r.portion_description!.replace(/\s+/g, ' ').trim(), Number(r.gram_weight));
  }
  for (const r of readCsvGz(`${USDA}sr28_portions.csv.gz`)) {
    byId.get(`sr:${r.ndb_no}`)?.portions.set(r.portion_description!.replace(/\s+/g, ' ').trim(), Number(r.gram_weight));
  }
  return { byId, byName };
}


const round = (g: number) => Math.round(g * 10) / 10;

/** "@1 cup*1.5", "590 kcal", "219 g", "4 piece" → grams of `food`. */
function portionOf(food: UsdaFood, spec: string, table: Record<string, Portion>, where: string): Portion {
  const kcal = spec.match(/^([\d.]+) kcal$/);
  if (kcal) {
    const grams = (Number(kcal[1]) * 100) / food.kcal;
    return [round(grams), `${kcal[1]} kcal published ÷ ${food.kcal} kcal/100 g (USDA ${food.name})`];
  }
  const mass = spec.match(/^([\d.]+) g$/);
  if (mass) return [Number(mass[1]), `${mass[1]} g published`];
  const times = spec.match(/^([\d.]+) (\w+)$/);
  if (times && table[times[2]!]) {
    const [g, basis] = table[times[2]!]!;
    return [round(g * Number(times[1])), `${times[1]} × ${basis}`];
  }
  const usda = spec.match(/^@(.+?)(?:\*([\d.]+))?$/);
  if (usda) {
    const grams = food.portions.get(usda[1]!);
    if (grams === undefined) throw new Error(`${where}: "${food.name}" has no portion "${usda[1]}": ${[...food.portions.keys()].join(' | ')}`);
    const factor = usda[2] ? Number(usda[2]) : 1;
    const source = food.id.startsWith('fndds:') ? 'FNDDS' : 'SR28';
    return [round(grams * factor), `${factor === 1 ? '' : `${factor} × `}${source} "${usda[1]}" = ${grams} g`];
  }
  throw new Error(`${where}: cannot read portion "${spec}"`);
}

function readCurated(usda: ReturnType<typeof loadUsda>): CommonFoodRow[] {
  const rows: CommonFoodRow[] = [];
  const errors: string[] = [];
  readFileSync(CURATED, 'utf8').split('\n').forEach((line, i) => {
    if (!line.trim() || line.startsWith('#')) return;
    try {
      rows.push(readRow(usda, line, `curated.tsv:${i + 1}`));
    } catch (error) {
      errors.push((error as Error).message);
    }
  });
  if (errors.length > 0) throw new Error(`${errors.length} curated rows are wrong:\n${errors.join('\n')}`);
  return rows;
}

function readRow(usda: ReturnType<typeof loadUsda>, line: string, where: string): CommonFoodRow {
  {
    const [names, foodName, portions, source] = line.split('\t');
    if (!names || !foodName || !portions || !source) throw new Error(`${where}: four tab-separated columns expected`);
    const food = usda.byName.get(foodName.trim());
    if (!food) throw new Error(`${where}: no USDA food "${foodName}"`);
    const table: Record<string, Portion> = {};
    const sides: Side[] = [];
    for (const part of portions.split(';').map((s) => s.trim()).filter(Boolean)) {
      const [word, spec] = part.split(/=(.*)/s).map((s) => s.trim());
      if (!word || !spec) throw new Error(`${where}: "${part}" is not word=portion`);
      if (word === 'with') {
        const [sideName, sideSpec] = spec.split('@');
        const side = usda.byName.get(`fndds:${sideName!.trim()}`) ?? usda.byName.get(sideName!.trim());
        if (!side) throw new Error(`${where}: no USDA food "${sideName}"`);
        const [grams, basis] = sideSpec ? portionOf(side, `@${sideSpec}`, {}, where) : portionOf(side, '@Quantity not specified', {}, where);
        sides.push([side.id, grams, basis]);
        continue;
      }
      const [grams, basis] = portionOf(food, spec, table, where);
      table[word === 'default' ? 'one' : word] = [grams, `${basis}; ${source.trim()}`];
    }
    if (!table.one) throw new Error(`${where}: a default portion is required`);
    const n = [...new Set(names.split('|').map((s) => normalizeName(s)).filter(Boolean))];
    return { n, id: food.id, p: table, ...(sides.length ? { w: sides } : {}), c: 1 };
  }
}


/** Class words USDA puts first that people leave out ("Coffee, Latte" is a latte). */
const CLASS_HEADS = new Set(['coffee', 'soft drink', 'tea']);
const NOT_A_NAME = /\b(NFS|NS|as ingredient|Baby|Infant formula|babyfood|from frozen|from canned|from fresh|from dry|reconstituted|made from|home recipe|school)\b|[()%\d]/i;

/** "Soup, chicken noodle" → ["chicken noodle soup"]; "Coffee, Latte" → ["latte", "latte coffee"]. */
function everydayNames(name: string, solid: ReadonlySet<string> = new Set()): string[] {
  const segments = name.split(',').map((s) => s.trim()).filter(Boolean);
  const head = segments[0]!;
  if (NOT_A_NAME.test(head) || head.split(' ').length > 4) return [];
  const names: string[] = [];
  if (segments.length === 1) names.push(head);
  const second = segments[1];
  if (second && !NOT_A_NAME.test(second) && second.split(' ').length <= 3 && !/\b(with|and|or|without|no|from|made|in|on|for|type|added)\b/i.test(second)) {
    if (segments.length <= 3) names.push(`${second} ${head}`);
    // "Tea, chamomile" is chamomile; "Tea, ginger" is no "ginger", which names the root ("Spices, ginger, ground").
    if (CLASS_HEADS.has(head.toLowerCase()) && !solid.has(second.toLowerCase())) names.push(second);
  }
  if (segments.length === 2 && /^NFS$/.test(second ?? '')) names.push(head);
  return names.map(normalizeName);
}

/** FNDDS portion wording → the portion word people use. */
const PORTION_WORDS: Array<[RegExp, string]> = [
  [/^1 (kids meal|kids size|kids) order$|^1 child\/senior drink$|^1 kids size$/i, 'kids'],
  [/^1 small( fast food)? order$|^1 small drink$|^1 small$/i, 'small'],
  [/^1 medium( fast food)? order$|^1 medium drink$|^1 medium$/i, 'medium'],
  [/^1 large( fast food)? order$|^1 large drink$|^1 large$/i, 'large'],
  [/^1 (fast food )?order(, NS as to size)?$/i, 'serving'],
  [/^1 regular or 6" submarine$/i, 'sub6'],
];
/** Dishes eaten from a bowl or a plate: FNDDS gives them by the cup. */
const BOWL_DISHES = /soup|chili|stew|cereal|oatmeal|grits|ramen|noodle|pasta|rice|macaroni|salad|curry|yogurt|pudding|ice cream|fruit salad/i;
const PLATE_DISHES = /pasta|spaghetti|lasagna|macaroni|noodle|rice|curry|stir|mixed dish|casserole|stew|meat loaf|pot pie|fajita|enchilada/i;

function generated(usda: ReturnType<typeof loadUsda>, curatedNames: Set<string>): CommonFoodRow[] {
  const byName = new Map<string, { food: UsdaFood; rank: number }>();
  const tables = new Map<string, Record<string, Portion>>();
  // What other foods are named by (any part of their name between commas): a drink's flavour
  // that is such a food is not the drink's name by itself.
  const solid = new Set<string>();
  for (const food of usda.byId.values()) {
    const segments = food.name.toLowerCase().split(',').map((s) => s.trim());
    if (CLASS_HEADS.has(segments[0]!) || /beverage|drink|tea\b|coffee/i.test(food.category)) continue;
    for (const segment of segments) solid.add(segment);
  }
  for (const food of usda.byId.values()) {
    if (!food.id.startsWith('fndds:')) continue;
    const table: Record<string, Portion> = {};
    for (const [description, grams] of food.portions) {
      for (const [re, word] of PORTION_WORDS) {
        if (re.test(description) && !table[word]) table[word] = [grams, `FNDDS "${description}" = ${grams} g`];
      }
    }
    const cup = food.portions.get('1 cup') ?? food.portions.get('1 cup, cooked');
    const text = `${food.name} ${food.category}`;
    if (cup && BOWL_DISHES.test(text)) table.bowl = [round(cup * 1.5), `1.5 × FNDDS "1 cup" = ${cup} g (a bowl: 1½ cups)`];
    if (cup && PLATE_DISHES.test(text)) table.plate = [round(cup * 2), `2 × FNDDS "1 cup" = ${cup} g (a plate: 2 cups)`];
    if (Object.keys(table).length > 0) tables.set(food.id, table);
    const segments = food.name.split(',').length;
    const rank = (/\bNFS\b/.test(food.name) ? 0 : 10) + segments + food.name.length / 1000;
    for (const name of everydayNames(food.name, solid)) {
      if (curatedNames.has(name)) continue;
      const seen = byName.get(name);
      if (!seen || rank < seen.rank) byName.set(name, { food, rank });
    }
  }
  const rows = new Map<string, CommonFoodRow>();
  for (const [name, { food }] of byName) {
    const row = rows.get(food.id) ?? { n: [], id: food.id, p: tables.get(food.id) ?? {} };
    row.n.push(name);
    rows.set(food.id, row);
  }
  // Foods with portion words but no everyday name still lend their words to whatever matched them.
  for (const [id, table] of tables) if (!rows.has(id)) rows.set(id, { n: [], id, p: table });
  return [...rows.values()].sort((a, b) => (a.id < b.id ? -1 : 1));
}

export function buildCommonFoods(): CommonFoodRow[] {
  const usda = loadUsda();
  const curated = readCurated(usda);
  const names = new Set(curated.flatMap((r) => r.n));
  return [...curated, ...generated(usda, names)];
}

/** The file's text: a header with its provenance, then one JSON row (a CommonFoodRow) per line. */
export function commonFoodsFileText(rows: CommonFoodRow[]): string {
  const named = rows.filter((r) => r.n.length > 0);
  const header = {
    format: COMMON_FOODS_FORMAT,
    provenance: 'Generated by scripts/build-common-foods.ts from data/raw/common-foods/curated.tsv and data/raw/usda: do not edit. Each portion names its source.',
    counts: `${named.length} named foods (${rows.filter((r) => r.c).length} reviewed), ${named.reduce((s, r) => s + r.n.length, 0)} names, ${rows.length} portion tables`,
  };
  const head = JSON.stringify(header).slice(0, -1);
  return `${head},"rows":[\n${rows.map((r) => JSON.stringify(r)).join(',\n')}\n]}\n`;
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  const rows = buildCommonFoods();
  const text = commonFoodsFileText(rows);
  if (process.argv.includes('--check')) {
    if (readFileSync(OUT, 'utf8') !== text) {
      console.error(`${OUT} is out of date: run npm run build:common-foods`);
      process.exit(1);
    }
  } else {
    writeFileSync(OUT, text);
  }
  const named = rows.filter((r) => r.n.length > 0);
  console.log(`${named.length} named foods (${rows.filter((r) => r.c).length} reviewed), ${named.reduce((s, r) => s + r.n.length, 0)} names, ${rows.length} portion tables → ${OUT}`);
}
