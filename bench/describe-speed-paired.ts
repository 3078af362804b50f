/**
 * describeMeal speed of two checkouts, paired: both engines in one process, each description
 * described on one and then on the other (which goes first alternates), CPU time per call. On a
 * machine shared with other work, bench/describe-speed.ts's rounds (a fresh process each) vary
 * by 10–20 % from one to the next as the load changes; here both engines meet the same load at
 * the same moment, so a change of a few per cent shows. The sets are describe-speed.ts's
 * (bench/describe-speed-phrases.ts, the same seed): generated, everyday, unseen.
 *
 * Prints per set the median and p95 CPU time per call of each engine, their totals, and the
 * median of the per-description ratios (this checkout / the other). Two copies of the same
 * commit give ratios within about 2 % of 1 (docs/engine.md, "Session 11 (mealspeed)"); run both
 * orders (`--compare` swapped) before trusting a smaller change. `createEngine()` is timed as
 * well, but the second engine loads with the modules and the data file already warm: use
 * describe-speed.ts for load times.
 * `--rounds N` (Session 15) repeats the whole run N times, each round on two fresh engines (so the
 * unseen descriptions are unseen again, their foods met for the first time), which engine loads
 * first alternating; the table pools every round's calls, and each round's unseen ratio is printed
 * too. At a load of 15 one round's ratio moves by 2 % either way; pooled rounds move less.
 * A fourth set, "food-log", is the tuning parts of the three unseen everyday sets
 * (bench/everyday-unseen-phrases*.ts; their validation parts are not timed).
 * Usage: npx tsx bench/describe-speed-paired.ts --compare ../other-checkout [--count 1500 --seed 3 --rounds 1]
 */
import { resolve } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { median } from '../src/engine/median.js';
import { EVERYDAY } from './everyday-phrases.js';
import { generatedPhrases, unseenPhrases } from './describe-speed-phrases.js';
import { UNSEEN, unseenSplit } from './everyday-unseen-phrases.js';
import { UNSEEN2 } from './everyday-unseen-phrases2.js';
import { UNSEEN3 } from './everyday-unseen-phrases3.js';
import { seededRandom } from './seeded-random.js';

const args = process.argv.slice(2);
const option = (name: string) => {
  const i = args.indexOf(`--${name}`);
  return i >= 0 ? args[i + 1] : undefined;
};
const other = option('compare');
if (!other) throw new Error('usage: npx tsx bench/describe-speed-paired.ts --compare DIR');
const COUNT = Math.max(1000, Number(option('count') ?? 1500));
const SEED = Number(option('seed') ?? 3);
const ROUNDS = Math.max(1, Number(option('rounds') ?? 1));
const HERE = fileURLToPath(new URL('..', import.meta.url));

type Engine = Awaited<ReturnType<typeof import('../src/engine/index.js').createEngine>>;
const cpuMs = () => {
  const c = process.cpuUsage();
  return (c.user + c.system) / 1000;
};
async function load(dir: string): Promise<{ engine: Engine; loadMs: number }> {
  const { createEngine } = (await import(pathToFileURL(resolve(dir, 'src/engine/index.ts')).href)) as typeof import('../src/engine/index.js');
  const start = cpuMs();
  const engine = await createEngine();
  return { engine, loadMs: cpuMs() - start };
}
/** CPU time of one call; a refusal is an answer too (both engines are timed alike). */
async function timed(engine: Engine, text: string): Promise<number> {
  const start = cpuMs();
  await engine.api.describeMeal(text).catch(() => undefined);
  return cpuMs() - start;
}

const p95 = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(0.95 * xs.length)]!;
const sum = (xs: number[]) => xs.reduce((s, x) => s + x, 0);
const ms = (x: number) => `${x.toFixed(3)} ms`;
// A call too short for the clock's resolution counts as 1 µs, so no ratio divides by 0.
const ratioOf = (a: number[], b: number[]) => median(a.map((x, i) => Math.max(x, 1e-3) / Math.max(b[i]!, 1e-3)));
const foodLog = [...UNSEEN, ...UNSEEN2, ...UNSEEN3].map((c) => c.text).filter((text) => unseenSplit(text) === 'tuning');

const names = ['generated', 'everyday', 'unseen', 'food-log'];
const pooled = new Map(names.map((name) => [name, { a: [] as number[], b: [] as number[], count: 0 }]));
const loads: string[] = [];
const roundRatios: string[] = [];
for (let round = 0; round < ROUNDS; round++) {
  // Fresh engines each round; which loads first (cold) alternates.
  const first = await load(round % 2 === 0 ? HERE : resolve(other));
  const second = await load(round % 2 === 0 ? resolve(other) : HERE);
  const [mine, theirs] = round % 2 === 0 ? [first, second] : [second, first];
  loads.push(`${mine.loadMs.toFixed(0)} vs ${theirs.loadMs.toFixed(0)} ms`);
  const random = seededRandom(SEED);
  const generated = generatedPhrases(random, COUNT);
  // Warm-up (JIT), as describe-speed.ts: the first 50 generated descriptions, not measured.
  for (const text of generated.slice(0, 50)) {
    await timed(mine.engine, text);
    await timed(theirs.engine, text);
  }
  const fndds = (await mine.engine.context.foods()).foods
    .foods()
    .filter((f) => f.source === 'fndds')
    .map((f) => f.name);
  const sets: Array<[string, () => string[]]> = [
    ['generated', () => generated],
    ['everyday', () => EVERYDAY.map((c) => c.text)],
    // Made after the generated set, from the same stream, as describe-speed.ts makes them.
    ['unseen', () => unseenPhrases(random, fndds)],
    ['food-log', () => foodLog],
  ];
  for (const [name, texts] of sets) {
    const a: number[] = [];
    const b: number[] = [];
    const list = texts();
    for (let i = 0; i < list.length; i++) {
      const text = list[i]!;
      if (i % 2 === 0) {
        a.push(await timed(mine.engine, text));
        b.push(await timed(theirs.engine, text));
      } else {
        b.push(await timed(theirs.engine, text));
        a.push(await timed(mine.engine, text));
      }
    }
    const all = pooled.get(name)!;
    all.a.push(...a);
    all.b.push(...b);
    all.count = list.length;
    if (name === 'unseen') roundRatios.push(ratioOf(a, b).toFixed(3));
  }
}

console.log(`\ndescribeMeal CPU time per call, paired in one process (seed ${SEED}, ${ROUNDS} round${ROUNDS > 1 ? 's' : ''}): this checkout vs ${other}`);
console.log(`createEngine() CPU: ${loads.join('; ')} (this vs other; the second of a round loads warm)`);
if (ROUNDS > 1) console.log(`unseen median ratio by round: ${roundRatios.join(', ')}`);
console.log('\n| set | median (this) | median (other) | p95 (this) | p95 (other) | total (this) | total (other) | median ratio this/other |');
console.log('|---|---|---|---|---|---|---|---|');
for (const [name, { a, b, count }] of pooled) {
  console.log(`| ${name} (${count}${ROUNDS > 1 ? ` × ${ROUNDS}` : ''}) | ${ms(median(a))} | ${ms(median(b))} | ${ms(p95(a))} | ${ms(p95(b))} | ${sum(a).toFixed(0)} ms | ${sum(b).toFixed(0)} ms | ${ratioOf(a, b).toFixed(3)} |`);
}
