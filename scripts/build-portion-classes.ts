/**
 * The build step of `PORTION_CLASSES` (src/engine/foods/portion-classes.data.ts, issue 23
 * "Portions from FNDDS, the right unit"): for each WWEIA category and each household unit that
 * counts a package or a piece (a slice, a piece, a can, a container, a packet, a jar, a bar, a
 * serving…), how FNDDS weighs one of that unit for the foods of the category that have it, as a
 * share of each food's own typical amount ("Quantity not specified"): the median over those foods,
 * with their number. A food with no portion of the unit said is then weighed as its category's
 * foods are (portions.ts `classPortion`), not as one typical portion whatever the unit.
 *
 * Per food, the unit's portion is the one FNDDS calls typical (its grams are the food's "Quantity
 * not specified": the usual size among several, as typicalSize/typicalContainer read a food's own
 * sizes), else the medium or plain one, else the median of its sizes; bands (snack size, fun size,
 * miniature, king size…) and odd wordings (yields, dry, not eaten) are left out. A category and
 * unit enters the table when at least MIN_FOODS foods give it.
 *
 * Beside it, `CUP_CLASSES`: per category, the median grams of a plain "1 cup" (portions.ts
 * volumeAnswer: a cup, tablespoon or teaspoon of a food USDA gives no volume weight for).
 *
 * Reads public/data/foods.json.gz (built by `npm run build:data` from the USDA tables), so the
 * categories are the engine's own. Deterministic: the same data gives the same file.
 * Usage: npm run build:portion-classes [-- --check]  (--check fails when the file is out of date)
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { gunzipSync } from 'node:zlib';
import { median } from '../src/engine/median.js';

const OUT = fileURLToPath(new URL('../src/engine/foods/portion-classes.data.ts', import.meta.url));
const DATA = fileURLToPath(new URL('../public/data/foods.json.gz', import.meta.url));

/**
 * Units a food may lack that count a package or a piece of it. Not the scoop: FNDDS weighs a
 * scoop shop's single, and a scoop of a food FNDDS weighs no scoop of is the ½-cup scoop at the
 * food's density (portions.ts shopScoop); volumes go by the food's density.
 */
export const CLASS_UNITS = ['slice', 'piece', 'can', 'bottle', 'container', 'package', 'packet', 'pouch', 'jar', 'bar', 'box', 'carton', 'tub', 'serving', 'stick', 'patty', 'fillet'] as const;
/** A category and unit rests on at least this many foods. */
const MIN_FOODS = 3;
/** Sizes that may stand before the unit ("1 small container"); bands are not sizes here. */
const SIZE = '(?:(small|medium|regular|large|individual|single|standard)(?:\\s+or\\s+\\w+)?\\s+)?';
/** Wordings that make a portion unusual for its unit (portions.ts ODD, and the bands). */
const ODD = /\b(not eaten|snack[- ]size|miniature|mini|bite size|fun size|fun\/snack|king|sharing|movie|yields?|in shell|with shell|dry|uncooked|guideline|thin\/very thin|kids?|child|school|toddler|100 calorie)\b/i;

interface Compiled {
  categories: string[];
  foods: { ids: string[]; categories: number[]; portions: string[] };
}

function unitPortions(portions: Array<[string, number]>, unit: string): Array<{ grams: number; size?: string; plain: boolean }> {
  const re = new RegExp(`^1 ${SIZE}${unit}s?\\b(.*)$`, 'i');
  const found: Array<{ grams: number; size?: string; plain: boolean }> = [];
  for (const [description, grams] of portions) {
    const m = re.exec(description);
    if (!m || !(grams > 0) || ODD.test(description)) continue;
    found.push({ grams, size: m[1]?.toLowerCase(), plain: m[2]!.trim() === '' || m[2]!.trim().startsWith('(') });
  }
  return found;
}

/** The food's one weight of the unit: FNDDS's typical one, else the medium or plain one, else the median of its sizes. */
function oneOf(found: ReturnType<typeof unitPortions>, typical: number): number | undefined {
  if (found.length === 0) return undefined;
  const same = found.find((p) => p.grams === typical);
  if (same) return same.grams;
  const medium = found.find((p) => p.size === 'medium' || p.size === 'regular' || p.size === 'standard') ?? found.find((p) => p.size === undefined && p.plain) ?? found.find((p) => p.size === undefined);
  return medium?.grams ?? median(found.map((p) => p.grams));
}

export function portionClasses(data: Compiled): Record<string, Record<string, [number, number]>> {
  const ratios = new Map<string, Map<string, number[]>>();
  data.foods.ids.forEach((id, i) => {
    if (!id.startsWith('fndds:')) return;
    const cells = data.foods.portions[i]!.split('\t');
    const portions: Array<[string, number]> = [];
    for (let k = 0; k + 1 < cells.length; k += 2) portions.push([cells[k]!, Number(cells[k + 1])]);
    const typical = portions.find(([d, g]) => d === 'Quantity not specified' && g > 0)?.[1];
    if (typical === undefined) return;
    const category = data.categories[data.foods.categories[i]!]!;
    for (const unit of CLASS_UNITS) {
      const grams = oneOf(unitPortions(portions, unit), typical);
      if (grams === undefined) continue;
      const byUnit = ratios.get(category) ?? ratios.set(category, new Map()).get(category)!;
      (byUnit.get(unit) ?? byUnit.set(unit, []).get(unit)!).push(grams / typical);
    }
  });
  const table: Record<string, Record<string, [number, number]>> = {};
  for (const category of [...ratios.keys()].sort()) {
    for (const unit of CLASS_UNITS) {
      const list = ratios.get(category)!.get(unit);
      if (!list || list.length < MIN_FOODS) continue;
      (table[category] ??= {})[unit] = [Math.round(median(list) * 1000) / 1000, list.length];
    }
  }
  return table;
}

/** A cup as USDA weighs it plainly: not what a cup yields, dry, crumbled, packed, heaped, mashed or whipped. */
const PLAIN_CUP = /^1 cup\b/;
const ODD_CUP = /\b(yields?|dry|crumbs?|packed|heaping|mashed|whipped)\b/i;
/** A category's cup rests on at least this many foods. */
const MIN_CUP_FOODS = 5;

/**
 * Per category (FNDDS's WWEIA categories and SR's food groups alike), the median grams of a plain
 * "1 cup" over its foods: what a cup of a food USDA gives no volume weight for is taken to weigh,
 * rather than a cup of water.
 */
export function cupClasses(data: Compiled): Record<string, [number, number]> {
  const cups = new Map<string, number[]>();
  data.foods.ids.forEach((_, i) => {
    const cells = data.foods.portions[i]!.split('\t');
    for (let k = 0; k + 1 < cells.length; k += 2) {
      const grams = Number(cells[k + 1]);
      if (!PLAIN_CUP.test(cells[k]!) || ODD_CUP.test(cells[k]!) || !(grams > 0)) continue;
      const category = data.categories[data.foods.categories[i]!]!;
      (cups.get(category) ?? cups.set(category, []).get(category)!).push(grams);
      break;
    }
  });
  const table: Record<string, [number, number]> = {};
  for (const category of [...cups.keys()].sort()) {
    const list = cups.get(category)!;
    if (list.length >= MIN_CUP_FOODS) table[category] = [Math.round(median(list) * 10) / 10, list.length];
  }
  return table;
}

function render(table: Record<string, Record<string, [number, number]>>, cups: Record<string, [number, number]>): string {
  const lines = [
    '/* Generated by scripts/build-portion-classes.ts from public/data/foods.json.gz (USDA FNDDS 2021–2023 portions); do not edit. */',
    '/* Per WWEIA category and unit: [median grams of "1 <unit>" ÷ the food\'s "Quantity not specified", foods it rests on]. */',
    'export const PORTION_CLASSES: Readonly<Record<string, Readonly<Record<string, readonly [ratio: number, foods: number]>>>> = {',
  ];
  for (const [category, units] of Object.entries(table)) {
    const cells = Object.entries(units).map(([unit, [ratio, foods]]) => `${unit}: [${ratio}, ${foods}]`);
    lines.push(`  ${JSON.stringify(category)}: { ${cells.join(', ')} },`);
  }
  lines.push(
    '};',
    '',
    '/* Per category (WWEIA or SR food group): [median grams of a plain "1 cup", foods it rests on]. */',
    'export const CUP_CLASSES: Readonly<Record<string, readonly [grams: number, foods: number]>> = {',
  );
  for (const [category, [grams, foods]] of Object.entries(cups)) lines.push(`  ${JSON.stringify(category)}: [${grams}, ${foods}],`);
  lines.push('};', '');
  return lines.join('\n');
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  const data = JSON.parse(gunzipSync(readFileSync(DATA)).toString('utf8')) as Compiled;
  const text = render(portionClasses(data), cupClasses(data));
  if (process.argv.includes('--check')) {
    const current = readFileSync(OUT, 'utf8');
    if (current !== text) {
      console.error(`${OUT} is out of date: run npm run build:portion-classes`);
      process.exit(1);
    }
    console.log(`${OUT} is up to date`);
  } else {
    writeFileSync(OUT, text);
    console.log(`wrote ${OUT}`);
  }
}
