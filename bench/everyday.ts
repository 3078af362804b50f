/**
 * describeMeal on everyday phrases (issue 14): chain items, coffee-shop drinks with sizes,
 * snack and candy packs, restaurant plates, home dishes and conversational framing, each with
 * a reference kcal from FNDDS portions (read here from the raw USDA tables) or a chain's or
 * package's published figure (bench/everyday-phrases.ts names the source of each).
 * Usage: npm run bench:everyday [-- --list] [-- --class coffee] [-- --set unseen|unseen2|unseen3|unseen4|unseen5|unseen6|unseen7|unseen8|unseen9|unseen10|unseen11|unseen12|unseen13|unseen14|unseen15|unseen16]
 * `--set unseen` scores bench/everyday-unseen-phrases.ts (session 12, written before its fixes),
 * `--set unseen2` bench/everyday-unseen-phrases2.ts (session 13, likewise), `--set unseen3`
 * bench/everyday-unseen-phrases3.ts (session 14, likewise), `--set unseen4`
 * bench/everyday-unseen-phrases4.ts (session 15, likewise), `--set unseen5`
 * bench/everyday-unseen-phrases5.ts (session 16, likewise), `--set unseen6`
 * bench/everyday-unseen-phrases6.ts (session 17, likewise), `--set unseen7`
 * bench/everyday-unseen-phrases7.ts (session 18, written by a helper who changed no code), `--set unseen8`
 * bench/everyday-unseen-phrases8.ts (session 19, likewise), `--set unseen9`
 * bench/everyday-unseen-phrases9.ts (session 20, likewise), `--set unseen10`
 * bench/everyday-unseen-phrases10.ts (session 21, likewise), `--set unseen11`
 * bench/everyday-unseen-phrases11.ts (session 22, likewise), `--set unseen12`
 * bench/everyday-unseen-phrases12.ts (session 23, likewise, in plainer food-log wording), `--set unseen13`
 * bench/everyday-unseen-phrases13.ts (session 24, likewise, a third of it in issue 23's classes), `--set unseen14`
 * bench/everyday-unseen-phrases14.ts (session 25, likewise), `--set unseen15`
 * bench/everyday-unseen-phrases15.ts (session 26, likewise, in more voices), `--set unseen16`
 * bench/everyday-unseen-phrases16.ts (session 27, likewise): the tuning part in full, the
 * validation part as counts only (never its text or its misses).
 */
import { fileURLToPath } from 'node:url';
import { createEngine } from '../src/engine/index.js';
import { readCsvGz } from '../scripts/build-food-data.js';
import { EVERYDAY, type EverydayClass, type Ref } from './everyday-phrases.js';
import { UNSEEN, unseenSplit } from './everyday-unseen-phrases.js';
import { UNSEEN2 } from './everyday-unseen-phrases2.js';
import { UNSEEN3 } from './everyday-unseen-phrases3.js';
import { UNSEEN4 } from './everyday-unseen-phrases4.js';
import { UNSEEN5 } from './everyday-unseen-phrases5.js';
import { UNSEEN6 } from './everyday-unseen-phrases6.js';
import { UNSEEN7, type Unseen7Class } from './everyday-unseen-phrases7.js';
import { UNSEEN8 } from './everyday-unseen-phrases8.js';
import { UNSEEN9 } from './everyday-unseen-phrases9.js';
import { UNSEEN10 } from './everyday-unseen-phrases10.js';
import { UNSEEN11 } from './everyday-unseen-phrases11.js';
import { UNSEEN12 } from './everyday-unseen-phrases12.js';
import { UNSEEN13 } from './everyday-unseen-phrases13.js';
import { UNSEEN14 } from './everyday-unseen-phrases14.js';
import { UNSEEN15 } from './everyday-unseen-phrases15.js';
import { UNSEEN16 } from './everyday-unseen-phrases16.js';

const USDA = fileURLToPath(new URL('../data/raw/usda/', import.meta.url));
const args = process.argv.slice(2);
const onlyClass = args.includes('--class') ? (args[args.indexOf('--class') + 1] as EverydayClass | Unseen7Class) : undefined;
const set = args.includes('--set') ? args[args.indexOf('--set') + 1] : undefined;
const SETS = { unseen: UNSEEN, unseen2: UNSEEN2, unseen3: UNSEEN3, unseen4: UNSEEN4, unseen5: UNSEEN5, unseen6: UNSEEN6, unseen7: UNSEEN7, unseen8: UNSEEN8, unseen9: UNSEEN9, unseen10: UNSEEN10, unseen11: UNSEEN11, unseen12: UNSEEN12, unseen13: UNSEEN13, unseen14: UNSEEN14, unseen15: UNSEEN15, unseen16: UNSEEN16 } as const;
if (set !== undefined && !(set in SETS)) throw new Error(`unknown --set ${set} (${Object.keys(SETS).join(', ')})`);
const unseen = set !== undefined;
const TOLERANCE = 0.25;

const byName = new Map<string, { code: string; kcal: number; carbs: number }>();
for (const r of readCsvGz(USDA + 'fndds_2021_2023_foods.csv.gz')) {
  byName.set(r.description!, { code: r.food_code!, kcal: Number(r.energy_kcal), carbs: Number(r.carbohydrate_g) + Number(r.alcohol_g || 0) });
}
const portions = new Map<string, Map<string, number>>();
for (const r of readCsvGz(USDA + 'fndds_2021_2023_portions.csv.gz')) {
  const list = portions.get(r.food_code!) ?? new Map<string, number>();
  list.set(r.portion_description!, Number(r.gram_weight));
  portions.set(r.food_code!, list);
}

/** Reference kcal and carbs of one reference; throws on a food or portion USDA does not have. */
function reference(ref: Ref): { kcal: number; carbs?: number } {
  if (!Array.isArray(ref)) return ref;
  const [name, portion, count = 1] = ref;
  const food = byName.get(name);
  if (!food) throw new Error(`no FNDDS food named "${name}"`);
  const grams = /^[\d.]+ g$/.test(portion) ? Number.parseFloat(portion) : portions.get(food.code)?.get(portion);
  if (grams === undefined) {
    throw new Error(`no portion "${portion}" for "${name}": ${[...(portions.get(food.code)?.keys() ?? [])].join(' | ')}`);
  }
  return { kcal: (food.kcal * grams * count) / 100, carbs: (food.carbs * grams * count) / 100 };
}

interface Row { text: string; cls: EverydayClass | Unseen7Class; split: 'tuning' | 'validation'; published: boolean; ref: number; refCarbs?: number; kcal: number; carbs: number; answered: boolean; matched: string; ratio: number }

const phrases: { text: string; cls: EverydayClass | Unseen7Class; refs: Ref[] }[] = set !== undefined ? SETS[set as keyof typeof SETS] : EVERYDAY;
const cases = phrases.filter((c) => !onlyClass || c.cls === onlyClass).map((c) => {
  const refs = c.refs.map(reference);
  const kcal = refs.reduce((s, r) => s + r.kcal, 0);
  const carbs = refs.every((r) => r.carbs !== undefined) ? refs.reduce((s, r) => s + r.carbs!, 0) : undefined;
  return { ...c, ref: kcal, refCarbs: carbs, published: c.refs.some((r) => !Array.isArray(r)), split: unseen ? unseenSplit(c.text) : ('tuning' as const) };
});

const engine = await createEngine();
const rows: Row[] = [];
for (const c of cases) {
  let kcal = 0;
  let carbs = 0;
  let matched: string;
  let answered = true;
  try {
    const result = await engine.api.describeMeal(c.text);
    kcal = result.calories * result.servings;
    carbs = result.carbs * result.servings;
    matched = result.ingredients.map((i) => `${i.name} ${i.calories * result.servings} kcal`).join('; ');
    if (/not recognised/.test(result.name)) matched += ` [${result.name}]`;
  } catch (error) {
    answered = false;
    matched = `${(error as { code?: string }).code}: ${(error as Error).message}`;
  }
  rows.push({ text: c.text, cls: c.cls, split: c.split, published: c.published, ref: c.ref, ...(c.refCarbs !== undefined ? { refCarbs: c.refCarbs } : {}), kcal, carbs, answered, matched, ratio: c.ref > 0 ? kcal / c.ref : 1 });
}

const within = (r: Row) => r.answered && Math.abs(r.ratio - 1) <= TOLERANCE;
const pct = (n: number, d: number) => `${((100 * n) / Math.max(1, d)).toFixed(1)} %`;
const median = (xs: number[]) => {
  const s = [...xs].sort((a, b) => a - b);
  return s.length ? s[Math.floor(s.length / 2)]! : 0;
};

const allRows = rows.splice(0);
rows.push(...allRows.filter((r) => r.split === 'tuning'));
console.log(`\nEveryday phrases${unseen ? `, ${set} set, TUNING part` : ''} (${rows.length}): kcal within ±${TOLERANCE * 100} % of the reference`);
console.log('| class | phrases | within ±25 % | answered | median |kcal error| | far off (>2× or <½) |');
console.log('|---|---|---|---|---|---|');
const classes = [...new Set(rows.map((r) => r.cls))];
for (const cls of [...classes, 'all' as const]) {
  const set = cls === 'all' ? rows : rows.filter((r) => r.cls === cls);
  const far = set.filter((r) => r.answered && (r.ratio > 2 || r.ratio < 0.5)).length;
  console.log(`| ${cls} | ${set.length} | ${pct(set.filter(within).length, set.length)} | ${pct(set.filter((r) => r.answered).length, set.length)} | ${pct(median(set.map((r) => Math.abs(r.ratio - 1))) * 100, 100)} | ${far} |`);
}
// Published references share their source with the reviewed common-foods rows (the same chain
// figure); FNDDS-referenced phrases test the rules and the generated layer on their own.
for (const [label, set] of [['FNDDS-portion references only', rows.filter((r) => !r.published)], ['published (chain, label) references', rows.filter((r) => r.published)]] as const) {
  console.log(`${label}: ${set.length} phrases, ${pct(set.filter(within).length, set.length)} within ±25 %, ${pct(set.filter((r) => r.answered).length, set.length)} answered`);
}
const withCarbs = rows.filter((r) => r.refCarbs !== undefined && r.answered);
const carbErrors = withCarbs.map((r) => Math.abs(r.carbs - r.refCarbs!));
console.log(`\nCarbs where the reference gives them (${withCarbs.length}): MAE ${(carbErrors.reduce((s, x) => s + x, 0) / Math.max(1, carbErrors.length)).toFixed(1)} g, within 7.5 g ${pct(carbErrors.filter((x) => x <= 7.5).length, carbErrors.length)}`);

const misses = rows.filter((r) => !within(r)).sort((a, b) => Math.abs(Math.log(Math.max(b.ratio, 0.01))) - Math.abs(Math.log(Math.max(a.ratio, 0.01))));
console.log(`\n${args.includes('--list') ? 'All' : 'Worst 25'} misses (${misses.length}):`);
console.log('| class | text | reference kcal | kcal | matched |\n|---|---|---|---|---|');
for (const r of args.includes('--list') ? misses : misses.slice(0, 25)) {
  console.log(`| ${r.cls} | ${r.text} | ${r.ref.toFixed(0)} | ${r.kcal.toFixed(0)} | ${r.matched} |`);
}

if (unseen) {
  // Validation: counts only, never a phrase, its answer or which ones changed.
  const v = allRows.filter((r) => r.split === 'validation');
  const vc = [...new Set(v.map((r) => r.cls))];
  console.log(`\nValidation (${v.length} phrases, counts only): within ±25 % ${v.filter(within).length}/${v.length} (${pct(v.filter(within).length, v.length)}), answered ${v.filter((r) => r.answered).length}/${v.length}`);
  console.log(vc.map((cls) => { const set = v.filter((r) => r.cls === cls); return `${cls} ${set.filter(within).length}/${set.length}`; }).join(' · '));
}
