/**
 * describeMeal speed in process, over three sets of descriptions (fixed seeds):
 *  - generated: quantities × units × foods × connectives, 1–4 foods each, the same 40 foods
 *    again and again, as a long-running service sees its users' usual foods;
 *  - everyday: the phrases of bench/everyday-phrases.ts (chains, coffee sizes, snacks,
 *    conversational framing), each described once;
 *  - unseen: 1–2 FNDDS foods never described before, the cost of a first look-up.
 * Each round runs in a fresh process: engine load time, then the sets on one engine (median,
 * p95 and p99 latency, throughput on one core, peak RSS and heap). The table shows the median
 * of the rounds. Each `--compare DIR` runs another checkout's engine (a git worktree of an older
 * commit, with node_modules linked) in the same rounds, interleaved, on the same inputs, so a
 * busy machine slows both alike.
 * Usage: npm run bench:describe-speed [-- --rounds 5 --count 1500 --seed 3 --compare ../old --compare ../older]
 */
import { spawnSync } from 'node:child_process';
import { resolve } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { seededRandom } from './seeded-random.js';
import { EVERYDAY } from './everyday-phrases.js';
import { generatedPhrases, unseenPhrases } from './describe-speed-phrases.js';

const args = process.argv.slice(2);
const option = (name: string) => {
  const i = args.indexOf(`--${name}`);
  return i >= 0 ? args[i + 1] : undefined;
};
const number = (name: string, fallback: number) => Number(option(name) ?? fallback);
const COUNT = Math.max(1000, number('count', 1500));
const SEED = number('seed', 3);
const HERE = fileURLToPath(new URL('..', import.meta.url));

interface SetStats {
  count: number;
  median: number;
  p95: number;
  p99: number;
  max: number;
  /** CPU time of the process per call (user + system): what a busy, shared machine disturbs least. */
  cpuMedian: number;
  cpuP95: number;
  perSecond: number;
  failures: number;
}
interface RoundStats {
  importMs: number;
  loadMs: number;
  sets: Record<string, SetStats>;
  peakRssMb: number;
  peakHeapMb: number;
  /** Heap still in use after a full collection, once the engine is loaded and once the sets have run (caches included). */
  loadedHeapMb: number;
  retainedHeapMb: number;
}

/** One round in this process, on the engine of checkout `dir`. */
async function round(dir: string): Promise<RoundStats> {
  const random = seededRandom(SEED);
  const generated = generatedPhrases(random, COUNT);

  let peakRss = 0;
  let peakHeap = 0;
  const sample = () => {
    const m = process.memoryUsage();
    peakRss = Math.max(peakRss, m.rss);
    peakHeap = Math.max(peakHeap, m.heapUsed);
  };
  const importStart = performance.now();
  const { createEngine } = (await import(pathToFileURL(resolve(dir, 'src/engine/index.ts')).href)) as typeof import('../src/engine/index.js');
  const importMs = performance.now() - importStart;
  const loadStart = performance.now();
  const engine = await createEngine();
  const loadMs = performance.now() - loadStart;
  sample();
  const collect = (globalThis as { gc?: () => void }).gc;
  collect?.();
  const loadedHeapMb = process.memoryUsage().heapUsed / 2 ** 20;
  const describe = (text: string) => engine.api.describeMeal(text);

  const measure = async (texts: readonly string[]): Promise<SetStats> => {
    const latencies: number[] = [];
    const cpu: number[] = [];
    let failures = 0;
    const started = performance.now();
    for (let i = 0; i < texts.length; i++) {
      const c0 = process.cpuUsage();
      const t0 = performance.now();
      try {
        await describe(texts[i]!);
      } catch {
        failures++;
      }
      latencies.push(performance.now() - t0);
      const c = process.cpuUsage(c0);
      cpu.push((c.user + c.system) / 1000);
      if (i % 100 === 0) sample();
    }
    const totalMs = performance.now() - started;
    sample();
    latencies.sort((a, b) => a - b);
    cpu.sort((a, b) => a - b);
    const q = (list: number[], p: number) => list[Math.min(list.length - 1, Math.floor(p * list.length))]!;
    return {
      count: texts.length,
      median: q(latencies, 0.5),
      p95: q(latencies, 0.95),
      p99: q(latencies, 0.99),
      max: latencies.at(-1)!,
      cpuMedian: q(cpu, 0.5),
      cpuP95: q(cpu, 0.95),
      perSecond: (texts.length / totalMs) * 1000,
      failures,
    };
  };

  // Warm-up (JIT), not measured: the first 50 generated descriptions, as a service's first minute.
  for (const text of generated.slice(0, 50)) await describe(text).catch(() => undefined);
  const sets: Record<string, SetStats> = {};
  sets.generated = await measure(generated);
  sets.everyday = await measure(EVERYDAY.map((c) => c.text));

  // Names every checkout's engine shares (the compiled FNDDS foods), in the database's order.
  // (Before the engine was composed, `context.foods` was the database itself.)
  type Database = { foods(): Array<{ source: string; name: string }> };
  const context = engine.context as unknown as { foods: Database | (() => Promise<{ foods: Database }>) };
  const database = typeof context.foods === 'function' ? (await context.foods()).foods : context.foods;
  const fresh = unseenPhrases(random, database.foods().filter((f) => f.source === 'fndds').map((f) => f.name));
  sets.unseen = await measure(fresh);
  collect?.();
  const retainedHeapMb = process.memoryUsage().heapUsed / 2 ** 20;
  // `engine` stays reachable until here, so its caches are counted.
  if (!engine.operations.length) throw new Error('no operations');
  return { importMs, loadMs, sets, peakRssMb: peakRss / 2 ** 20, peakHeapMb: peakHeap / 2 ** 20, loadedHeapMb, retainedHeapMb };
}

if (args.includes('--child')) {
  const stats = await round(option('engine') ?? HERE);
  process.stdout.write(`\n@@${JSON.stringify(stats)}\n`);
} else {
  const rounds = Math.max(1, number('rounds', 5));
  // Each --compare DIR adds a checkout (for example git worktrees of older commits).
  const compare = args.flatMap((a, i) => (a === '--compare' && args[i + 1] ? [args[i + 1]!] : []));
  const engines: Array<{ label: string; dir: string }> = [{ label: 'this checkout', dir: HERE }];
  for (const dir of compare) engines.push({ label: dir, dir: resolve(dir) });
  const results = new Map<string, RoundStats[]>(engines.map((e) => [e.label, []]));
  const script = fileURLToPath(import.meta.url);
  for (let r = 0; r < rounds; r++) {
    // Rotate which engine goes first, so none always meets the machine in the same state.
    const order = engines.map((_, k) => engines[(k + r) % engines.length]!);
    for (const { label, dir } of order) {
      const child = spawnSync(process.execPath, [...process.execArgv, '--expose-gc', script, '--child', '--engine', dir, '--count', String(COUNT), '--seed', String(SEED)], {
        encoding: 'utf8',
        maxBuffer: 64 * 2 ** 20,
      });
      const line = child.stdout.split('\n').find((l) => l.startsWith('@@'));
      if (!line) throw new Error(`round ${r + 1} on ${label} failed:\n${child.stderr}`);
      results.get(label)!.push(JSON.parse(line.slice(2)) as RoundStats);
      process.stderr.write(`round ${r + 1}/${rounds} ${label} done\n`);
    }
  }

  const median = (xs: number[]) => {
    const s = [...xs].sort((a, b) => a - b);
    return s.length % 2 ? s[(s.length - 1) / 2]! : (s[s.length / 2 - 1]! + s[s.length / 2]!) / 2;
  };
  const of = (label: string, f: (s: RoundStats) => number) => median(results.get(label)!.map(f));
  const labels = engines.map((e) => e.label);
  const first = results.get(labels[0]!)![0]!;
  console.log(`\ndescribeMeal in process: median of ${rounds} rounds, each in a fresh process${compare.length > 0 ? ', engines interleaved' : ''} (seed ${SEED})`);
  console.log(`generated ${first.sets.generated!.count} descriptions (1–4 foods each), everyday ${first.sets.everyday!.count} phrases, unseen ${first.sets.unseen!.count} descriptions of 1–2 FNDDS foods never described before\n`);
  console.log(`| metric | ${labels.join(' | ')} |\n|---|${labels.map(() => '---|').join('')}`);
  const row = (name: string, f: (s: RoundStats) => number, format: (x: number) => string) =>
    console.log(`| ${name} | ${labels.map((l) => format(of(l, f))).join(' | ')} |`);
  const ms = (x: number) => `${x.toFixed(2)} ms`;
  row('engine import (modules)', (s) => s.importMs, (x) => `${x.toFixed(0)} ms`);
  row('createEngine() (database + index + vocabulary)', (s) => s.loadMs, (x) => `${x.toFixed(0)} ms`);
  for (const set of ['generated', 'everyday', 'unseen']) {
    row(`${set}: median latency`, (s) => s.sets[set]!.median, ms);
    row(`${set}: p95 latency`, (s) => s.sets[set]!.p95, ms);
    row(`${set}: p99 latency`, (s) => s.sets[set]!.p99, ms);
    row(`${set}: median CPU time`, (s) => s.sets[set]!.cpuMedian, ms);
    row(`${set}: p95 CPU time`, (s) => s.sets[set]!.cpuP95, ms);
    row(`${set}: throughput (one core)`, (s) => s.sets[set]!.perSecond, (x) => `${x.toFixed(0)} /s`);
    row(`${set}: refused (noFoodDetectedText and others)`, (s) => s.sets[set]!.failures, (x) => x.toFixed(0));
  }
  row('peak RSS', (s) => s.peakRssMb, (x) => `${x.toFixed(0)} MB`);
  row('peak heap used', (s) => s.peakHeapMb, (x) => `${x.toFixed(0)} MB`);
  row('heap after a full GC, engine loaded', (s) => s.loadedHeapMb, (x) => `${x.toFixed(1)} MB`);
  row('heap after a full GC, after the three sets (caches included)', (s) => s.retainedHeapMb, (x) => `${x.toFixed(1)} MB`);
}
