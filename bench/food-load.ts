/**
 * Food database speed: cold load + index build in fresh processes, warm re-loads, search
 * latency over 1,000 varied queries, data size and heap.
 *
 *   npx tsx bench/food-load.ts [--runs 10] [--queries 1000]
 *
 * `--describe` (Session 18) also times, in `--runs` fresh processes, `createEngine()` and the
 * engine's first descriptions after it: a plain meal, then one with counted items of foods whose
 * kind is read from USDA's other foods (`countedItem`, the per-kind lists built on first use).
 */
import { execFileSync } from 'node:child_process';
import { readFileSync, statSync } from 'node:fs';
// Loaded up front so the child's timings measure the engine, not tsx resolving built-ins.
import 'node:fs/promises';
import { loadavg } from 'node:os';
import { fileURLToPath } from 'node:url';
import { gunzipSync } from 'node:zlib';
import { createFoodDatabase, loadFoodDatabase, readCompiledFoods } from '../src/engine/foods/index.js';

const self = fileURLToPath(import.meta.url);
const dataFile = fileURLToPath(new URL('../public/data/foods.json.gz', import.meta.url));
const arg = (flag: string, fallback: number) => {
  const i = process.argv.indexOf(flag);
  return i >= 0 ? Number(process.argv[i + 1]) : fallback;
};

interface ChildResult {
  cpuMs: number;
  readMs: number;
  buildMs: number;
  heapBeforeMb: number;
  heapAfterMb: number;
}

async function child() {
  const gc = (globalThis as { gc?: () => void }).gc;
  gc?.();
  const heapBefore = process.memoryUsage().heapUsed;
  const cpu0 = process.cpuUsage();
  const t0 = performance.now();
  const data = await readCompiledFoods();
  const t1 = performance.now();
  const db = createFoodDatabase(data);
  const t2 = performance.now();
  const cpu = process.cpuUsage(cpu0);
  gc?.();
  const heapAfter = process.memoryUsage().heapUsed;
  if (db.size < 14000) throw new Error('database incomplete');
  const result: ChildResult = {
    cpuMs: (cpu.user + cpu.system) / 1000,
    readMs: t1 - t0,
    buildMs: t2 - t1,
    heapBeforeMb: heapBefore / 2 ** 20,
    heapAfterMb: heapAfter / 2 ** 20,
  };
  process.stdout.write(JSON.stringify(result));
}

function quantile(sorted: number[], q: number) {
  const i = Math.min(sorted.length - 1, Math.max(0, Math.ceil(q * sorted.length) - 1));
  return sorted[i]!;
}
const stats = (xs: number[]) => {
  const s = [...xs].sort((a, b) => a - b);
  return { median: quantile(s, 0.5), p95: quantile(s, 0.95), min: s[0]!, max: s[s.length - 1]! };
};
const ms = (x: number) => `${x.toFixed(x < 10 ? 2 : 1)} ms`;

/** How people type food names: base names, plus reordered, pluralised and misspelt forms. */
const BASE = [
  'scrambled eggs', 'milk', 'rice', 'white rice', 'brown rice', 'soda', 'fries', 'oj', 'coke', 'diet coke', 'ipa',
  'hamburger', 'cheeseburger', 'chicken breast', 'banana', 'apple', 'orange juice', 'whole wheat toast', 'butter',
  'coffee with milk', 'pepperoni pizza', 'peanuts', 'greek yogurt', 'honey', 'green beans', 'raw carrots',
  'boiled potatoes', 'grilled chicken', 'baked salmon', 'ice cream', 'beer', 'red wine', 'white bread', 'fried egg',
  'caesar salad', 'black beans', 'pasta', 'spaghetti and meatballs', 'peanut butter', 'strawberries', 'blueberries',
  'avocado', 'broccoli', 'spinach', 'oatmeal', 'pancakes', 'bacon', 'sausage', 'ham sandwich', 'tuna salad',
  'chocolate chip cookie', 'potato chips', 'tortilla chips', 'salsa', 'guacamole', 'burrito', 'tacos', 'sushi',
  'fried rice', 'lo mein', 'chicken nuggets', 'hot dog', 'mac and cheese', 'cheddar cheese', 'cottage cheese',
  'almonds', 'walnuts', 'orange', 'grapes', 'watermelon', 'latte', 'green tea', 'lemonade', 'vodka', 'margarita',
  'bagel with cream cheese', 'croissant', 'muffin', 'donut', 'granola bar', 'protein shake', 'steak', 'pork chop',
  'shrimp', 'tofu', 'lentil soup', 'chicken noodle soup', 'hummus', 'pita bread', 'olive oil', 'mayonnaise', 'ketchup',
];

function typo(word: string, i: number): string {
  if (word.length < 5) return word;
  const p = 1 + (i % (word.length - 2));
  return i % 2 ? word.slice(0, p) + word.slice(p + 1) : word.slice(0, p) + word[p + 1] + word[p] + word.slice(p + 2);
}

function queries(n: number): string[] {
  const out: string[] = [];
  for (let i = 0; out.length < n; i++) {
    const base = BASE[i % BASE.length]!;
    const words = base.split(' ');
    switch (Math.floor(i / BASE.length) % 5) {
      case 0: out.push(base); break;
      case 1: out.push([...words].reverse().join(' ')); break;
      case 2: out.push(words.map((w, j) => (j === words.length - 1 ? typo(w, i) : w)).join(' ')); break;
      case 3: out.push(`a large ${base}`); break;
      default: out.push(words.map((w) => (w.endsWith('s') ? w.slice(0, -1) : `${w}s`)).join(' '));
    }
  }
  return out;
}

/** The first descriptions a fresh engine is asked (Session 17's, mealspeed6): a plain meal, then counted items. */
const FIRST = ['2 eggs and a slice of toast with butter', 'about 30 pistachios and 3 pretzel rods'];

async function describeChild() {
  const { createEngine } = await import('../src/engine/index.js');
  // Wall and CPU time of each step: on a shared machine the CPU time is the steadier of the two.
  const cpu = () => {
    const c = process.cpuUsage();
    return (c.user + c.system) / 1000;
  };
  const times: number[][] = [];
  const step = async (run: () => Promise<unknown>) => {
    const t = performance.now();
    const c = cpu();
    await run();
    times.push([performance.now() - t, cpu() - c]);
  };
  let engine: Awaited<ReturnType<typeof createEngine>> | undefined;
  await step(async () => (engine = await createEngine()));
  for (const text of FIRST) await step(() => engine!.api.describeMeal(text));
  process.stdout.write(JSON.stringify(times));
}

function describeMain(runs: number) {
  const all: number[][][] = [];
  for (let i = 0; i < runs; i++) {
    const out = execFileSync(process.execPath, ['--import', 'tsx', self, '--describe-child'], { encoding: 'utf8' });
    all.push(JSON.parse(out) as number[][]);
  }
  const labels = ['createEngine()', ...FIRST.map((t, i) => `describe ${i + 1}: "${t}"`)];
  labels.forEach((label, c) => {
    const [wall, cpu] = [0, 1].map((k) => stats(all.map((r) => r[c]![k]!)));
    console.log(`| ${label} | ${ms(wall!.median)} | ${ms(wall!.min)}–${ms(wall!.max)} | ${ms(cpu!.median)} | ${ms(cpu!.min)}–${ms(cpu!.max)} |`);
  });
  console.log(`(${runs} fresh processes; load average ${loadavg()[0]!.toFixed(2)})`);
}

async function main() {
  const runs = arg('--runs', 10);
  if (process.argv.includes('--describe')) {
    console.log('| first use | wall median | wall range | CPU median | CPU range |\n|---|---|---|---|---|');
    describeMain(runs);
    return;
  }
  const nQueries = arg('--queries', 1000);
  const cold: ChildResult[] = [];
  for (let i = 0; i < runs; i++) {
    const out = execFileSync(process.execPath, ['--expose-gc', '--import', 'tsx', self, '--child'], { encoding: 'utf8' });
    cold.push(JSON.parse(out) as ChildResult);
  }
  const warm: number[] = [];
  let db = await loadFoodDatabase();
  for (let i = 0; i < Math.max(5, Math.floor(runs / 2)); i++) {
    const t = performance.now();
    db = await loadFoodDatabase();
    warm.push(performance.now() - t);
  }
  const qs = queries(nQueries);
  for (const q of qs.slice(0, 50)) db.search(q); // JIT warm-up
  const lat: number[] = [];
  const t0 = performance.now();
  for (const q of qs) {
    const t = performance.now();
    db.search(q, { limit: 10 });
    lat.push(performance.now() - t);
  }
  const total = performance.now() - t0;

  const gz = statSync(dataFile).size;
  const rawBytes = gunzipSync(readFileSync(dataFile)).length;
  const coldTotal = stats(cold.map((c) => c.readMs + c.buildMs));
  const read = stats(cold.map((c) => c.readMs));
  const build = stats(cold.map((c) => c.buildMs));
  const warmS = stats(warm);
  const search = stats(lat);
  const cpuS = stats(cold.map((c) => c.cpuMs));
  const heap = stats(cold.map((c) => c.heapAfterMb - c.heapBeforeMb));
  const rows: [string, string, string, string][] = [
    ['cold load + index (fresh process)', ms(coldTotal.median), ms(coldTotal.p95), `${runs} runs, target < 300 ms`],
    ['  read + gunzip + JSON.parse', ms(read.median), ms(read.p95), ''],
    ['  foods, portions, search index', ms(build.median), ms(build.p95), ''],
    ['  CPU time of that load', ms(cpuS.median), ms(cpuS.p95), 'all threads (GC included)'],
    ['warm re-load (same process)', ms(warmS.median), ms(warmS.p95), `${warm.length} runs`],
    ['search latency', ms(search.median), ms(search.p95), `${qs.length} queries, ${Math.round((qs.length / total) * 1000)} queries/s`],
    ['data on disk (gzip)', `${(gz / 1e6).toFixed(2)} MB`, '', 'public/data/foods.json.gz'],
    ['data decompressed', `${(rawBytes / 1e6).toFixed(2)} MB`, '', 'JSON'],
    ['heap used by the database', `${heap.median.toFixed(1)} MB`, `${heap.p95.toFixed(1)} MB`, 'after GC, per process'],
  ];
  const widths = [0, 1, 2, 3].map((c) => Math.max(...rows.map((r) => r[c]!.length), ['measure', 'median', 'p95', 'note'][c]!.length));
  const line = (r: string[]) => `| ${r.map((x, c) => x.padEnd(widths[c]!)).join(' | ')} |`;
  console.log(line(['measure', 'median', 'p95', 'note']));
  console.log(`|${widths.map((w) => '-'.repeat(w + 2)).join('|')}|`);
  for (const r of rows) console.log(line(r));
  console.log(`\nNode ${process.version}, ${(await import('node:os')).cpus().length} CPUs (shared), load average ${(await import('node:os')).loadavg()[0]!.toFixed(2)}`);
}

if (process.argv.includes('--child')) await child();
else if (process.argv.includes('--describe-child')) await describeChild();
else await main();
