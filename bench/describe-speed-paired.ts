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
 * Usage: npx tsx bench/describe-speed-paired.ts --compare ../other-checkout [--count 1500 --seed 3]
 */
import { resolve } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { median } from '../src/engine/median.js';
import { EVERYDAY } from './everyday-phrases.js';
import { generatedPhrases, unseenPhrases } from './describe-speed-phrases.js';
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

const mine = await load(HERE);
const theirs = await load(resolve(other));
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
];
const p95 = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(0.95 * xs.length)]!;
const sum = (xs: number[]) => xs.reduce((s, x) => s + x, 0);
const ms = (x: number) => `${x.toFixed(3)} ms`;

console.log(`\ndescribeMeal CPU time per call, paired in one process (seed ${SEED}): this checkout vs ${other}`);
console.log(`createEngine() CPU: ${mine.loadMs.toFixed(0)} ms vs ${theirs.loadMs.toFixed(0)} ms (the second loads warm)\n`);
console.log('| set | median (this) | median (other) | p95 (this) | p95 (other) | total (this) | total (other) | median ratio this/other |');
console.log('|---|---|---|---|---|---|---|---|');
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
  // A call too short for the clock's resolution counts as 1 µs, so no ratio divides by 0.
  const ratio = median(a.map((x, i) => Math.max(x, 1e-3) / Math.max(b[i]!, 1e-3)));
  console.log(`| ${name} (${list.length}) | ${ms(median(a))} | ${ms(median(b))} | ${ms(p95(a))} | ${ms(p95(b))} | ${sum(a).toFixed(0)} ms | ${sum(b).toFixed(0)} ms | ${ratio.toFixed(3)} |`);
}
