/**
 * describeMeal on NutriBench v1 (issue 23), read from ../shared (CC BY-NC-SA: never copied into the
 * repository). The 7,949 labelled rows (`split: "train"`) are cut once and for all: every tenth
 * labelled row by row index (the 10th, 20th, … in file order: k % 10 === 9) is VALIDATION and is
 * never looked at while tuning; the other 7,155 are TRAIN. Both are reported every run.
 *
 * Metrics (NutriBench's): carbohydrates without ethanol (v4 `carbs` count ethanol: the share
 * `ethanolCarbRatio` is taken out, as USDA's carbohydrate figure NutriBench uses has none), Acc@7.5 g (carbs of the whole described meal within ±7.5 g), MAE in g,
 * answered (not refused with noFoodDetectedText; a refusal counts as 0 g predicted).
 *
 * Usage: npm run bench:nutribench [-- --split train|validation|both] [--misses /tmp/misses.jsonl]
 *   --misses writes the TRAIN split's misses (text, reference, predicted, matched parts) for
 *   bench/nutribench-miss-classes.ts; only the train split is ever written.
 *   --outcomes writes every TRAIN meal's outcome the same way (hits too), for per-unit ratios
 *   (bench/nutribench-unit-ratios.ts).
 *   --validation-digest FILE writes the validation split's predicted grams only (no text);
 *   --compare-validation FILE prints how many validation answers differ from such a file (a count).
 *   NB_PRECISE=1 prints MAE to 4 decimals (two engines whose 2-decimal MAE ties).
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { nutribenchSplit, type BenchMeal } from './nutribench-split.js';
import { createEngine } from '../src/engine/index.js';
import { NutritionApiError } from '../src/api/index.js';

const args = process.argv.slice(2);
const option = (name: string) => (args.includes(`--${name}`) ? args[args.indexOf(`--${name}`) + 1] : undefined);
const which = option('split') ?? 'both';
const missesFile = option('misses');
const outcomesFile = option('outcomes');
// Validation answers are compared between two engines by COUNT only: the file holds each validation
// meal's predicted grams (no text), and a second run prints how many changed, never which.
const validationDigest = option('validation-digest');
const compareValidation = option('compare-validation');

interface Outcome { meal: BenchMeal; predicted: number; answered: boolean; parts: string; unrecognised: string }

const engine = await createEngine();
const meals = nutribenchSplit().filter((m) => which === 'both' || m.split === which);
const outcomes: Outcome[] = [];
const times: number[] = [];
for (const meal of meals) {
  const t0 = performance.now();
  try {
    const result = await engine.api.describeMeal(meal.text);
    times.push(performance.now() - t0);
    const at = result.name.indexOf('(not recognised');
    outcomes.push({
      meal,
      // NutriBench's carbohydrate is USDA's, without ethanol; v4 `carbs` include ethanol (DESIGN.md "Alcohol").
      predicted: result.carbs * (1 - result.ethanolCarbRatio) * result.servings,
      answered: true,
      parts: result.ingredients.map((i) => `${i.name} → ${i.carbs} g`).join('; ') + (result.servings !== 1 ? ` × ${result.servings}` : ''),
      unrecognised: at >= 0 ? result.name.slice(at) : '',
    });
  } catch (error) {
    times.push(performance.now() - t0);
    if (!(error instanceof NutritionApiError)) throw error;
    outcomes.push({ meal, predicted: 0, answered: false, parts: `${error.code}: ${error.message}`, unrecognised: '' });
  }
}

function row(name: string, list: Outcome[]): string {
  const n = list.length;
  const within = list.filter((o) => Math.abs(o.predicted - o.meal.carbs) <= 7.5).length;
  const mae = list.reduce((s, o) => s + Math.abs(o.predicted - o.meal.carbs), 0) / n;
  const answered = list.filter((o) => o.answered).length;
  const partial = list.filter((o) => o.unrecognised).length;
  return `| ${name} | ${n} | ${((within / n) * 100).toFixed(1)} % | ${mae.toFixed(process.env.NB_PRECISE ? 4 : 2)} g | ${((answered / n) * 100).toFixed(2)} % (${n - answered} refused) | ${partial} |`;
}
times.sort((a, b) => a - b);
console.log(`\nNutriBench v1 (carbohydrates of the whole described meal; validation = every tenth labelled row, never tuned on)`);
console.log('| split | meals | Acc@7.5 g | MAE | answered | with a part not recognised |\n|---|---|---|---|---|---|');
for (const split of ['train', 'validation'] as const) {
  const list = outcomes.filter((o) => o.meal.split === split);
  if (list.length > 0) console.log(row(split, list));
}
console.log(`\nlatency: median ${times[Math.floor(times.length / 2)]!.toFixed(3)} ms, p95 ${times[Math.floor(times.length * 0.95)]!.toFixed(3)} ms (one warm engine, first look-ups included)`);

const validationPredictions = outcomes.filter((o) => o.meal.split === 'validation').map((o) => Math.round(o.predicted * 10) / 10);
if (validationDigest) writeFileSync(validationDigest, JSON.stringify(validationPredictions));
if (compareValidation) {
  const before: number[] = JSON.parse(readFileSync(compareValidation, 'utf8'));
  const changed = validationPredictions.filter((p, i) => p !== before[i]).length;
  console.log(`\nvalidation answers changed against ${compareValidation}: ${changed} of ${validationPredictions.length}`);
}

const asLine = (o: Outcome) => JSON.stringify({ id: o.meal.id, text: o.meal.text, reference: o.meal.carbs, predicted: o.predicted, answered: o.answered, parts: o.parts, unrecognised: o.unrecognised });
if (outcomesFile) {
  writeFileSync(outcomesFile, outcomes.filter((o) => o.meal.split === 'train').map(asLine).join('\n') + '\n');
  console.log(`\ntrain-split outcomes written to ${outcomesFile}`);
}
if (missesFile) {
  const misses = outcomes.filter((o) => o.meal.split === 'train' && Math.abs(o.predicted - o.meal.carbs) > 7.5);
  writeFileSync(missesFile, misses.map(asLine).join('\n') + '\n');
  console.log(`\n${misses.length} train-split misses written to ${missesFile}`);
}
