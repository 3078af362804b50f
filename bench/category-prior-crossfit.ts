/**
 * Would a learned table of the food's category against the words help the ranking (issue 23)?
 * For each NutriBench TRAIN part the ranking decides (bench/ranking-parts.ts, as bench/fit-meal-ranking.ts collects them;
 * validation is never read), each candidate gets a learned bias: the smoothed log-odds that a
 * candidate with its key lands the meal within 7.5 g. The table is learned on one half of train
 * (alternate rows) and scored on the other ("cross-fitted"), and also on the same half
 * ("in-sample", what a table fitted and scored on all of train would report); a weight w times
 * the bias is added to the rank. Prints train meals within 7.5 g for a few w. Nothing is written.
 * Keys: cat (the category alone), headcat (the phrase's last word × category), headsrc (last word
 * × FNDDS or SR). Session 15 (mealrank4): none wins 5 meals cross-fitted (docs/engine.md).
 * Usage: npx tsx bench/category-prior-crossfit.ts [cat|headcat|headsrc]
 */
import { createEngine } from '../src/engine/index.js';
import { joinTest } from '../src/engine/meal/match.js';
import { rankOf } from '../src/engine/meal/rank.js';
import { decidedParts } from './ranking-parts.js';
import { nutribenchSplit } from './nutribench-split.js';

const engine = await createEngine();
const ctx = await engine.context.foods();
const isOneFood = joinTest(ctx);
interface Choice { rank: number; carbs: number; cat: string; head: string; src: string }
interface Meal { fold: number; base: number; ref: number; parts: Choice[][] }
const meals: Meal[] = [];
const train = nutribenchSplit().filter((m) => m.split === 'train');
const key = process.argv[2] ?? 'cat';
train.forEach((meal, n) => {
  const decided = decidedParts(ctx, isOneFood, meal.text);
  if (!decided) return;
  const parts = decided.parts.map((part) => {
    const head = part.phrase.split(/\s+/).at(-1) ?? '';
    return part.choices.map((c) => ({ rank: rankOf(c.candidate.features), carbs: c.carbs, cat: c.food.category, head, src: c.food.source }));
  });
  meals.push({ fold: n % 2, base: decided.base.carbs, ref: meal.carbs, parts });
});
const keyOf = (c: Choice) => (key === 'cat' ? c.cat : key === 'headsrc' ? `${c.head}|${c.src}` : `${c.head}|${c.cat}`);
function table(fold: number): Map<string, number> {
  const good = new Map<string, number>();
  const all = new Map<string, number>();
  for (const m of meals) {
    if (m.fold !== fold) continue;
    for (const part of m.parts) for (const c of part) {
      const k = keyOf(c);
      all.set(k, (all.get(k) ?? 0) + 1);
      if (Math.abs(m.base + c.carbs - m.ref) <= 7.5) good.set(k, (good.get(k) ?? 0) + 1);
    }
  }
  let g = 0, a = 0;
  for (const v of good.values()) g += v;
  for (const v of all.values()) a += v;
  const prior = g / a;
  const out = new Map<string, number>();
  const alpha = 5;
  for (const [k, n] of all) {
    const p = ((good.get(k) ?? 0) + alpha * prior) / (n + alpha);
    out.set(k, Math.log(p / (1 - p)) - Math.log(prior / (1 - prior)));
  }
  return out;
}
const tables = [table(1), table(0)]; // fold 0 is scored with fold 1's table and vice versa
const inSample = [table(0), table(1)];
for (const w of [0, 0.005, 0.01, 0.02, 0.03, 0.05, 0.08, 0.12]) {
  let within = 0, inWithin = 0;
  for (const m of meals) {
    for (const [t, counter] of [[tables[m.fold]!, 'cross'], [inSample[m.fold]!, 'in']] as const) {
      let carbs = m.base;
      for (const part of m.parts) {
        let best = part[0]!, bestRank = -Infinity;
        for (const c of part) { const r = c.rank + w * (t.get(keyOf(c)) ?? 0); if (r > bestRank) { bestRank = r; best = c; } }
        carbs += best.carbs;
      }
      if (Math.abs(carbs - m.ref) <= 7.5) counter === 'cross' ? within++ : inWithin++;
    }
  }
  console.log(`w ${w}: cross-fitted ${within} of ${meals.length} decided train meals; in-sample ${inWithin}`);
}
