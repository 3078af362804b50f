/**
 * The TRAIN split's misses with several parts (written by `npm run bench:nutribench -- --misses
 * FILE`), counted by cause (issue 23): a later part that should not be there (the first part
 * alone, or the meal without one later part, is within 7.5 g), the first part's own amount or
 * food too much, or parts summing short. Printed to the terminal only.
 * Usage: npx tsx bench/nutribench-part-causes.ts FILE
 */
import { readFileSync } from 'node:fs';

interface Miss { reference: number; predicted: number; parts: string }
const misses: Miss[] = readFileSync(process.argv[2] ?? '/tmp/meal-misses.jsonl', 'utf8').trim().split('\n').map((l) => JSON.parse(l));
const counts = new Map<string, number>();
for (const m of misses) {
  const parts = m.parts.replace(/ × [\d.]+$/, '').split('; ');
  if (parts.length < 2) continue;
  const times = Number(/ × ([\d.]+)$/.exec(m.parts)?.[1] ?? 1);
  const carbs = parts.map((p) => Number(/→ ([\d.]+) g/.exec(p)?.[1] ?? 0) * times);
  const within = (x: number) => Math.abs(x - m.reference) <= 7.5;
  let cause: string;
  if (m.predicted > m.reference) {
    if (within(carbs[0]!)) cause = 'over: the parts after the first should not be there';
    else if (carbs.some((c) => within(m.predicted - c))) cause = 'over: one later part should not be there';
    else if (carbs[0]! > m.reference + 7.5) cause = "over: the first part's own amount or food";
    else cause = 'over: other';
  } else cause = carbs[0]! < m.reference ? 'under: the parts sum short' : 'under: other';
  counts.set(cause, (counts.get(cause) ?? 0) + 1);
}
console.log('| cause | train misses with several parts |\n|---|---|');
for (const [cause, n] of [...counts].sort((a, b) => b[1] - a[1])) console.log(`| ${cause} | ${n} |`);
