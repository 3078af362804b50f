/**
 * fixFood accuracy: the corrections of bench/fix-cases.ts applied to describeMeal answers,
 * each checked against the effects a person would expect (computed from describeMeal answers
 * at run time). Prints the share applied right per kind, latency (median, p95), throughput and
 * peak memory, then every miss with its reason. Usage: npm run bench:fix [-- --verbose]
 */
import { FoodData, NutritionApiError, toFoodData, type FoodResult, type Ingredient, type RatedFoodResult } from '../src/api/index.js';
import { createEngine } from '../src/engine/index.js';
import { fixFood } from '../src/engine/fix/fix-food.js';
import { readIngredientName } from '../src/engine/fix/ingredient-name.js';
import { CASES, HELD_OUT, type Effect, type FixCase, type Kind } from './fix-cases.js';

const verbose = process.argv.includes('--verbose');
const engine = await createEngine();
const described = new Map<string, Promise<RatedFoodResult>>();
const describe = (text: string) => {
  let answer = described.get(text);
  if (!answer) described.set(text, (answer = engine.run('describeMeal', { text })));
  return answer;
};

const gramsIn = (name: string) => readIngredientName(name).grams;
const find = (food: Pick<FoodResult, 'ingredients'>, pattern: string) => food.ingredients.filter((i) => new RegExp(pattern, 'i').test(i.name));
const near = (a: number, b: number, tolerance: number) => Math.abs(a - b) <= tolerance;
const base = (name: string) => name.replace(/\s*\([^()]*\)$/, '');
const sameFigures = (a: Ingredient, b: Ingredient) => a.calories === b.calories && a.protein === b.protein && a.carbs === b.carbs && a.fats === b.fats;

/** Why an effect does not hold, or undefined when it does. */
async function check(effect: Effect, before: RatedFoodResult, after: FoodResult, all: readonly Effect[]): Promise<string | undefined> {
  if ('servings' in effect) {
    if (after.servings !== effect.servings) return `servings ${after.servings}, expected ${effect.servings}`;
    if (after.calories !== before.calories) return `per-serving kcal changed ${before.calories} → ${after.calories}`;
    return undefined;
  }
  if ('scale' in effect) {
    const parts = effect.only ? find(before, effect.only) : before.ingredients;
    if (parts.length === 0) return `no part matches /${effect.only}/ before`;
    for (const part of parts) {
      const index = before.ingredients.indexOf(part);
      const now = effect.only ? find(after, effect.only)[0] : after.ingredients[index];
      if (!now) return `part ${part.name} is gone`;
      if (!near(now.calories, part.calories * effect.scale, 1)) return `${part.name}: ${now.calories} kcal, expected ${Math.round(part.calories * effect.scale)}`;
    }
    return undefined;
  }
  if ('removed' in effect) {
    const gone = find(before, effect.removed);
    if (gone.length === 0) return `no part matches /${effect.removed}/ before`;
    if (find(after, effect.removed).length > 0) return `/${effect.removed}/ still there`;
    // With removals only, the other parts stay exactly as they were.
    if (!all.every((e) => 'removed' in e)) return undefined;
    const removed = all.flatMap((e) => ('removed' in e ? [new RegExp(e.removed, 'i')] : []));
    const left = before.ingredients.filter((i) => !removed.some((re) => re.test(i.name)));
    const kept = left.every((i) => after.ingredients.some((a) => a.name === i.name && sameFigures(a, i)));
    return kept ? undefined : 'other parts changed';
  }
  if ('lessened' in effect) {
    const was = find(before, effect.lessened)[0];
    const now = find(after, effect.lessened)[0];
    if (!was || !now) return `no part /${effect.lessened}/`;
    if (!(now.calories < was.calories)) return `${now.name} not lessened`;
    return now.name.includes(effect.note) ? undefined : `name "${now.name}" does not say "${effect.note}"`;
  }
  if ('added' in effect) {
    // What describeMeal finds for the words, all its servings, marked isAdded.
    const added = await describe(effect.added);
    for (const part of added.ingredients) {
      const name = base(part.name);
      if (!after.ingredients.some((a) => a.isAdded && base(a.name) === name && near(a.calories, part.calories * added.servings, 1))) {
        return `${part.name} ×${added.servings} not added as described`;
      }
    }
    return undefined;
  }
  if ('replaced' in effect) {
    const old = before.ingredients.find((i) => new RegExp(effect.replaced, 'i').test(i.name));
    if (!old) return `no part /${effect.replaced}/ before`;
    if (after.ingredients.some((i) => i.name === old.name)) return `${old.name} is still there`;
    const now = after.ingredients.find((i) => new RegExp(effect.by, 'i').test(i.name) && !before.ingredients.some((b) => b.name === i.name));
    return now ? undefined : `no new part /${effect.by}/ (parts: ${after.ingredients.map((i) => i.name).join('; ')})`;
  }
  if ('becomes' in effect) {
    const whole = await describe(effect.becomes);
    return after.calories === whole.calories && after.ingredients.length === whole.ingredients.length && after.servings === whole.servings
      ? undefined : `became ${after.name} (${after.calories} kcal), expected ${whole.name} (${whole.calories} kcal)`;
  }
  if ('grams' in effect) {
    const part = find(after, effect.grams)[0];
    if (!part) return `no part /${effect.grams}/`;
    const grams = gramsIn(part.name);
    const as = 'as' in effect ? await describe(effect.as) : undefined;
    const perServing = as ? gramsIn(as.ingredients[0]!.name) : undefined;
    const wanted = 'is' in effect ? effect.is : perServing === undefined ? undefined : perServing * as!.servings;
    if (grams === undefined || wanted === undefined) return `grams unknown in "${part.name}"`;
    return near(grams, wanted, wanted * 0.01 + 0.05) ? undefined : `${part.name}: ${grams} g, expected ${wanted}`;
  }
  if ('kcalOf' in effect) {
    const part = find(after, effect.kcalOf)[0];
    return part && near(part.calories, effect.is, 1) ? undefined : `${part?.name}: ${part?.calories} kcal, expected ${effect.is}`;
  }
  if ('kcal' in effect) return near(after.calories, effect.kcal, 1) ? undefined : `${after.calories} kcal, expected ${effect.kcal}`;
  if ('protein' in effect) return near(after.protein, effect.protein, 0.15) ? undefined : `protein ${after.protein}, expected ${effect.protein}`;
  if ('fat' in effect) return near(after.fats, effect.fat, 0.15) ? undefined : `fat ${after.fats}, expected ${effect.fat}`;
  if ('carbs' in effect) return near(after.carbs, effect.carbs, 0.15) ? undefined : `carbs ${after.carbs}, expected ${effect.carbs}`;
  return 'expected a refusal';
}

/** Why the answer (or error) is wrong for the case, or undefined when it is right. */
async function judge(c: FixCase, before: RatedFoodResult, outcome: FoodResult | NutritionApiError): Promise<string | undefined> {
  const refusal = c.expect.some((e) => 'refused' in e);
  if (outcome instanceof NutritionApiError) {
    if (refusal) return outcome.code === 'noFoodDetected' && outcome.status === 422 ? undefined : `refused as ${outcome.code}`;
    return `refused: ${outcome.message}`;
  }
  if (refusal) return `applied instead of refused: ${outcome.name}`;
  // Every answer must add up (DESIGN.md "Units").
  const sum = outcome.ingredients.reduce((t, i) => t + i.calories, 0);
  if (sum !== outcome.calories) return `ingredients add up to ${sum}, not ${outcome.calories}`;
  for (const effect of c.expect) {
    const why = await check(effect, before, outcome, c.expect);
    if (why) return why;
  }
  return undefined;
}

const kinds: Kind[] = ['servings', 'share', 'remove', 'add', 'replace', 'amount', 'override', 'several', 'refusal'];
const times: number[] = [];
let peakRss = 0;

async function run(cases: readonly FixCase[]) {
  const tally = new Map<Kind, { right: number; total: number }>(kinds.map((k) => [k, { right: 0, total: 0 }]));
  const misses: string[] = [];
  for (const c of cases) {
    const before = await describe(c.meal);
    const started = performance.now();
    let outcome: FoodResult | NutritionApiError;
    try {
      outcome = await fixFood(engine.context, { issue: c.issue, imageData: '', foodData: FoodData.parse(toFoodData(before)) }, {});
    } catch (error) {
      if (!(error instanceof NutritionApiError)) throw error;
      outcome = error;
    }
    times.push(performance.now() - started);
    peakRss = Math.max(peakRss, process.memoryUsage().rss);
    const why = await judge(c, before, outcome);
    const t = tally.get(c.kind)!;
    t.total++;
    if (!why) t.right++;
    else misses.push(`  [${c.kind}] "${c.issue}" on "${c.meal}": ${why}`);
    if (verbose && !(outcome instanceof NutritionApiError)) console.log(`${c.issue} → ${outcome.name} | ${outcome.calories} kcal`);
  }
  return { tally, misses };
}

const pct = (a: number, b: number) => (b === 0 ? '—' : `${((100 * a) / b).toFixed(1)} %`);
const developed = await run(CASES);
const heldOut = await run(HELD_OUT);
console.log(`fixFood accuracy: ${CASES.length} corrections used while developing + ${HELD_OUT.length} held out, over describeMeal answers\n`);
console.log('| kind | developed: right / all | share | held out: right / all | share |');
console.log('|---|---:|---:|---:|---:|');
const totals = { d: 0, dn: 0, h: 0, hn: 0 };
for (const kind of kinds) {
  const d = developed.tally.get(kind)!;
  const h = heldOut.tally.get(kind)!;
  totals.d += d.right; totals.dn += d.total; totals.h += h.right; totals.hn += h.total;
  console.log(`| ${kind} | ${d.right} / ${d.total} | ${pct(d.right, d.total)} | ${h.right} / ${h.total} | ${pct(h.right, h.total)} |`);
}
console.log(`| **all** | ${totals.d} / ${totals.dn} | ${pct(totals.d, totals.dn)} | ${totals.h} / ${totals.hn} | ${pct(totals.h, totals.hn)} |`);
const sorted = [...times].sort((a, b) => a - b);
const at = (q: number) => sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))]!;
const total = times.reduce((a, b) => a + b, 0);
console.log(`\nlatency per correction (database loaded): median ${at(0.5).toFixed(1)} ms, p95 ${at(0.95).toFixed(1)} ms, max ${sorted.at(-1)!.toFixed(1)} ms; ${(times.length / (total / 1000)).toFixed(0)} corrections/s; peak RSS ${(peakRss / 2 ** 20).toFixed(0)} MiB`);
for (const [label, r] of [['developed', developed], ['held out', heldOut]] as const) {
  if (r.misses.length > 0) console.log(`\nmisses (${label}):\n${r.misses.join('\n')}`);
}
