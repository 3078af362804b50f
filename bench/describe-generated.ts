/**
 * describeMeal on phrases written from USDA itself, not from any benchmark's wording: an
 * out-of-sample check for matching and portion rules. Each phrase is "<amount> <food>" built
 * from one FNDDS food (its name turned into everyday order, "Pizza, cheese, …" → "cheese
 * pizza") and one of its own household portions ("1 cup", "1 medium", "1 slice") or grams.
 * The reference kcal is that food's USDA value for that portion, read from the raw CSVs.
 * Usage: npm run bench:describe-generated [-- --count 200 --seed 11 --list]
 */
import { SHARED } from './shared-path.js';
import { createEngine } from '../src/engine/index.js';
import { readCsvGz } from '../scripts/build-food-data.js';
import { seededRandom } from './seeded-random.js';

const USDA = `${SHARED}data/usda/`;
const args = process.argv.slice(2);
const option = (name: string, fallback: number) => {
  const i = args.indexOf(`--${name}`);
  return i >= 0 ? Number(args[i + 1]) : fallback;
};
const COUNT = option('count', 200);
const random = seededRandom(option('seed', 11));

const readCsv = (file: string) => readCsvGz(USDA + file);

const foods = readCsv('fndds_2021_2023_foods.csv.gz');
const portions = new Map<string, Array<{ description: string; grams: number }>>();
for (const r of readCsv('fndds_2021_2023_portions.csv.gz')) {
  const list = portions.get(r.food_code!) ?? [];
  list.push({ description: r.portion_description!, grams: Number(r.gram_weight) });
  portions.set(r.food_code!, list);
}

/** "Pizza, cheese, from restaurant …" → "cheese pizza"; undefined when the name does not read as a phrase. */
function phraseOf(description: string): string | undefined {
  const segments = description.split(',').map((s) => s.trim()).filter(Boolean);
  const head = segments[0];
  if (!head || /\b(NFS|NS)\b|\(|\//.test(head) || head.split(' ').length > 3) return undefined;
  const second = segments[1];
  const usable = second && !/\b(NFS|NS|no|from|with|made|without|as|or|and|for|in)\b|\(|\d|%/.test(second) && second.split(' ').length <= 2;
  return (usable ? `${second} ${head}` : head).toLowerCase();
}

/** A household portion people would write: "1 cup" → "1 cup of", "1 medium" → "a medium". */
const UNIT = /^1 (cup|tablespoon|teaspoon|slice|piece|small|medium|large|fl oz|oz)$/;

interface Case { text: string; kcal: number; code: string; name: string }
const pool = foods.filter((f) => phraseOf(f.description!) && Number(f.energy_kcal) > 0);
const cases: Case[] = [];
const used = new Set<string>();
while (cases.length < COUNT && used.size < pool.length) {
  const food = pool[Math.floor(random() * pool.length)]!;
  if (used.has(food.food_code!)) continue;
  used.add(food.food_code!);
  const phrase = phraseOf(food.description!)!;
  const kcal100 = Number(food.energy_kcal);
  const own = (portions.get(food.food_code!) ?? []).filter((p) => UNIT.test(p.description) && p.grams > 0);
  const base = { code: food.food_code!, name: food.description! };
  if (own.length > 0 && random() < 0.6) {
    const p = own[Math.floor(random() * own.length)]!;
    const unit = UNIT.exec(p.description)![1]!;
    const count = [1, 2, 0.5][Math.floor(random() * 3)]!;
    const said = count === 0.5 ? 'half a' : count === 1 ? (/^(small|medium|large)$/.test(unit) ? 'a' : '1') : '2';
    const unitWord = /^(small|medium|large)$/.test(unit) ? unit : count === 2 ? `${unit}s of` : `${unit} of`;
    cases.push({ ...base, text: `${said} ${unitWord.replace('fl ozs', 'fl oz').replace('ozs', 'oz')} ${phrase}`, kcal: (kcal100 * p.grams * count) / 100 });
  } else {
    const grams = 50 + Math.round(random() * 30) * 10;
    cases.push({ ...base, text: `${grams} g ${phrase}`, kcal: (kcal100 * grams) / 100 });
  }
}

const engine = await createEngine();
const apes: number[] = [];
let sameFood = 0;
let refused = 0;
const rows: Array<{ c: Case; kcal: number; ape: number; matched: string }> = [];
for (const c of cases) {
  let kcal = 0;
  let matched = '';
  try {
    const result = await engine.api.describeMeal(c.text);
    kcal = result.calories * result.servings;
    matched = result.ingredients.map((i) => i.name).join('; ');
    if (result.ingredients.length === 1 && matched.startsWith(c.name + ' (')) sameFood++;
  } catch (error) {
    refused++;
    matched = String((error as Error).message);
  }
  const ape = c.kcal > 0 ? Math.min(1, Math.abs(kcal - c.kcal) / c.kcal) : 0;
  apes.push(ape);
  rows.push({ c, kcal, ape, matched });
}
apes.sort((a, b) => a - b);
const pct = (x: number) => (x * 100).toFixed(1) + ' %';
console.log(`\nGenerated USDA phrases (${cases.length}, seed ${option('seed', 11)}): "<amount> <food>" from FNDDS names and portions`);
console.log('| metric | value |\n|---|---|');
console.log(`| kcal mean absolute % error (capped at 100 %) | ${pct(apes.reduce((s, x) => s + x, 0) / apes.length)} |`);
console.log(`| kcal median absolute % error | ${pct(apes[Math.floor(apes.length / 2)]!)} |`);
console.log(`| within 10 % | ${pct(apes.filter((x) => x <= 0.1).length / apes.length)} |`);
console.log(`| matched the very USDA food | ${pct(sameFood / cases.length)} |`);
console.log(`| refused | ${refused} |`);
const worst = [...rows].sort((a, b) => b.ape - a.ape).slice(0, args.includes('--list') ? rows.length : 10);
console.log('\nWorst:');
console.log('| error | reference kcal | kcal | text | source food | matched |\n|---|---|---|---|---|---|');
for (const r of worst) console.log(`| ${pct(r.ape)} | ${r.c.kcal.toFixed(0)} | ${r.kcal} | ${r.c.text} | ${r.c.name} | ${r.matched} |`);
