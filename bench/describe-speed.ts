/**
 * describeMeal speed in process: median and p95 latency per description, descriptions per
 * second, and peak memory, over generated descriptions (quantities × units × foods ×
 * connectives, fixed seed). Usage: npm run bench:describe-speed [-- --count 2000 --seed 3]
 */
import { createEngine } from '../src/engine/index.js';
import { seededRandom } from './seeded-random.js';

const args = process.argv.slice(2);
const option = (name: string, fallback: number) => {
  const i = args.indexOf(`--${name}`);
  return i >= 0 ? Number(args[i + 1]) : fallback;
};
const COUNT = Math.max(1000, option('count', 1500));
const random = seededRandom(option('seed', 3));
const pick = <T>(list: readonly T[]): T => list[Math.floor(random() * list.length)]!;

const QUANTITIES = ['', 'a', 'an', '1', '2', '3', '1/2', '1 1/2', '½', 'two', 'half a', 'a couple of', 'a few', '2-3', '200 g', '150g', '8 oz', '1 cup of', '2 cups', '1 tbsp', '2 tsp', 'a slice of', '2 slices of', 'a bowl of', 'a large', 'a small', 'a glass of', 'a can of', 'a handful of', '1 serving of'];
const FOODS = ['scrambled eggs', 'whole wheat toast', 'butter', 'coffee', 'milk', 'greek yogurt', 'honey', 'banana', 'apple', 'white rice', 'brown rice', 'chicken breast', 'grilled salmon', 'broccoli', 'pepperoni pizza', 'cheeseburger', 'french fries', 'orange juice', 'oatmeal', 'peanut butter', 'strawberries', 'spaghetti with meat sauce', 'caesar salad', 'black beans', 'tortilla chips', 'cola', 'beer', 'red wine', 'almonds', 'bagel with cream cheese', 'pancakes', 'maple syrup', 'bacon', 'mashed potatoes', 'green beans', 'chocolate chip cookie', 'vanilla ice cream', 'tuna sandwich', 'chicken noodle soup', 'mac and cheese'];
const CONNECTIVES = [', ', ' and ', ' with ', ' + ', '\n', ' plus ', ', and '];
const OPENERS = ['', '', '', 'I had ', 'For breakfast, ', 'For dinner I am enjoying ', 'Lunch: ', 'This morning I ate '];

const descriptions: string[] = [];
for (let i = 0; i < COUNT; i++) {
  const n = 1 + Math.floor(random() * 4);
  let text = pick(OPENERS);
  for (let k = 0; k < n; k++) {
    if (k > 0) text += pick(CONNECTIVES);
    const q = pick(QUANTITIES);
    text += (q ? q + ' ' : '') + pick(FOODS);
  }
  if (random() < 0.1) text += ' (no sugar)';
  descriptions.push(text);
}

let peakRss = 0;
let peakHeap = 0;
const sample = () => {
  const m = process.memoryUsage();
  peakRss = Math.max(peakRss, m.rss);
  peakHeap = Math.max(peakHeap, m.heapUsed);
};

const loadStart = performance.now();
const engine = await createEngine();
const loadMs = performance.now() - loadStart;
sample();

// Warm-up (JIT), not measured.
for (const text of descriptions.slice(0, 50)) await engine.api.describeMeal(text).catch(() => undefined);

const latencies: number[] = [];
let failures = 0;
const started = performance.now();
for (let i = 0; i < descriptions.length; i++) {
  const t0 = performance.now();
  try {
    await engine.api.describeMeal(descriptions[i]!);
  } catch {
    failures++;
  }
  latencies.push(performance.now() - t0);
  if (i % 100 === 0) sample();
}
const totalMs = performance.now() - started;
sample();
latencies.sort((a, b) => a - b);
const q = (p: number) => latencies[Math.min(latencies.length - 1, Math.floor(p * latencies.length))]!;
const mb = (bytes: number) => (bytes / 1024 / 1024).toFixed(0) + ' MB';

console.log(`\ndescribeMeal in process, ${descriptions.length} generated descriptions (1–4 foods each, seed ${option('seed', 3)})`);
console.log('| metric | value |\n|---|---|');
console.log(`| engine load (database + index + vocabulary) | ${loadMs.toFixed(0)} ms (${engine.info.foods} foods) |`);
console.log(`| median latency | ${q(0.5).toFixed(2)} ms |`);
console.log(`| p95 latency | ${q(0.95).toFixed(2)} ms |`);
console.log(`| p99 latency | ${q(0.99).toFixed(2)} ms |`);
console.log(`| max latency | ${latencies.at(-1)!.toFixed(2)} ms |`);
console.log(`| throughput | ${((descriptions.length / totalMs) * 1000).toFixed(0)} descriptions/s (one core) |`);
console.log(`| failures (noFoodDetectedText) | ${failures} |`);
console.log(`| peak RSS | ${mb(peakRss)} |`);
console.log(`| peak heap used | ${mb(peakHeap)} |`);

// Unseen phrases: every food name is new to the engine's phrase cache, so this is the cost of
// a first look-up (the rows above include the cache's help, as a long-running service gets it).
const names = [...new Set((await engine.context.foods()).foods.foods().filter((f) => f.source === 'fndds').map((f) => f.name.split(',')[0]!.toLowerCase()))];
const fresh: string[] = [];
while (fresh.length < 1000 && names.length > 1) {
  const a = names.splice(Math.floor(random() * names.length), 1)[0]!;
  const b = names.splice(Math.floor(random() * names.length), 1)[0]!;
  fresh.push(random() < 0.5 ? `${pick(QUANTITIES)} ${a}` : `${pick(QUANTITIES)} ${a} and ${pick(QUANTITIES)} ${b}`);
}
const cold: number[] = [];
const coldStart = performance.now();
for (const text of fresh) {
  const t0 = performance.now();
  await engine.api.describeMeal(text).catch(() => undefined);
  cold.push(performance.now() - t0);
}
const coldMs = performance.now() - coldStart;
cold.sort((a, b) => a - b);
const cq = (p: number) => cold[Math.min(cold.length - 1, Math.floor(p * cold.length))]!;
console.log(`\nUnseen phrases: ${fresh.length} descriptions of 1–2 FNDDS foods never described before`);
console.log('| metric | value |\n|---|---|');
console.log(`| median latency | ${cq(0.5).toFixed(2)} ms |`);
console.log(`| p95 latency | ${cq(0.95).toFixed(2)} ms |`);
console.log(`| p99 latency | ${cq(0.99).toFixed(2)} ms |`);
console.log(`| throughput | ${((fresh.length / coldMs) * 1000).toFixed(0)} descriptions/s (one core) |`);
