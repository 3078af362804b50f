/**
 * Per unit, how far describeMeal's amount is from NutriBench's on the TRAIN split (issue 23): over
 * meals answered with ONE food, the unit it was weighed by ("1 bowl", "1 serving", a bare count,
 * no amount), how many are within 7.5 g, the median of reference ÷ predicted carbohydrate, and
 * how many would be within 7.5 g if every meal of that unit were scaled by that median. A unit
 * whose median is far from 1 and whose scaled count rises is a unit size to fix as a class.
 * Reads the file `npm run bench:nutribench -- --outcomes FILE` writes (train only; printed to the
 * terminal, nothing is copied into the repository).
 * Usage: npx tsx bench/nutribench-unit-ratios.ts FILE [--min 10]
 */
import { readFileSync } from 'node:fs';

interface Outcome { text: string; reference: number; predicted: number; parts: string }
const args = process.argv.slice(2);
const min = Number(args.includes('--min') ? args[args.indexOf('--min') + 1] : 10);
const outcomes: Outcome[] = readFileSync(args[0] ?? '/tmp/nutribench-outcomes.jsonl', 'utf8').trim().split('\n').map((l) => JSON.parse(l));

/** "Food, raw (1 large bowl, 336 g) → 12 g" → "large bowl"; "(2, 90 g)" → "count"; "(90 g)" → "none". */
function unitOf(part: string): string {
  const m = /\(([^()]*?), [\d.]+ g[,)]/.exec(part) ?? /\(([\d.]+) g[,)]/.exec(part);
  if (!m) return '?';
  if (/^[\d.]+$/.test(m[1]!)) return 'none';
  const unit = m[1]!.replace(/^[\d.½¼¾⅓⅔/ ]+(of \d+)?/, '').trim();
  return unit === '' ? 'count' : unit;
}

const groups = new Map<string, Outcome[]>();
for (const o of outcomes) {
  if (o.parts.includes('; ') || o.predicted <= 0) continue;
  const unit = unitOf(o.parts);
  (groups.get(unit) ?? groups.set(unit, []).get(unit)!).push(o);
}
const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;
const within = (list: Outcome[], f: number) => list.filter((o) => Math.abs(o.predicted * f - o.reference) <= 7.5).length;
console.log('| unit | meals | within 7.5 g | median ref ÷ predicted | within if scaled by it |\n|---|---|---|---|---|');
for (const [unit, list] of [...groups].sort((a, b) => b[1].length - a[1].length)) {
  if (list.length < min) continue;
  const r = median(list.map((o) => o.reference / o.predicted));
  console.log(`| ${unit} | ${list.length} | ${within(list, 1)} | ${r.toFixed(2)} | ${within(list, r)} |`);
}
