/**
 * describeMeal accuracy. Reads the reference data from ../shared/data (never copied: NutriBench
 * is CC BY-NC-SA) and prints:
 *  1. NutriBench dev meals: Acc@7.5 g and MAE of carbohydrates for the whole described meal
 *     (carbs × servings), and the ten worst misses with what the engine matched;
 *  2. Nutrition5k plates: each plate's ingredient grams as text ("80 g white rice, …"), kcal
 *     against the weighed reference: mean and median absolute percentage error.
 * Usage: npm run bench:describe-accuracy [-- --dishes 600 --seed 7]
 */
import { readFileSync } from 'node:fs';
import { gunzipSync } from 'node:zlib';
import { SHARED } from './shared-path.js';
import { createEngine } from '../src/engine/index.js';
import { NutritionApiError } from '../src/api/index.js';
import { seededRandom } from './seeded-random.js';

const DATA = `${SHARED}data/`;
const args = process.argv.slice(2);
const option = (name: string, fallback: number) => {
  const i = args.indexOf(`--${name}`);
  return i >= 0 ? Number(args[i + 1]) : fallback;
};

const engine = await createEngine();
const describe = (text: string) => engine.api.describeMeal(text);

// 1. NutriBench
interface Meal { id: string; meal_description: string; carb_g: number }
const meals: Meal[] = readFileSync(DATA + 'meals/dev.jsonl', 'utf8').trim().split('\n').map((line) => JSON.parse(line));
const rows: Array<{ meal: Meal; predicted: number; error: number; matched: string }> = [];
for (const meal of meals) {
  let predicted = 0;
  let matched = '';
  try {
    const result = await describe(meal.meal_description);
    predicted = result.carbs * result.servings;
    matched = result.ingredients.map((i) => `${i.name} → ${i.carbs} g`).join('; ') + (result.servings !== 1 ? ` × ${result.servings} servings` : '');
    if (/not recognised/.test(result.name)) matched += `  [${result.name.slice(result.name.indexOf('(not recognised'))}]`;
  } catch (error) {
    matched = error instanceof NutritionApiError ? `${error.code}: ${error.message}` : String(error);
  }
  rows.push({ meal, predicted, error: Math.abs(predicted - meal.carb_g), matched });
}
const within = rows.filter((r) => r.error <= 7.5).length;
const mae = rows.reduce((s, r) => s + r.error, 0) / rows.length;
console.log(`\nNutriBench dev (${rows.length} meals, carbohydrates of the whole described meal)`);
console.log('| metric | nutri-kit | GPT-4o CoT (paper) |\n|---|---|---|');
console.log(`| Acc@7.5 g | ${((within / rows.length) * 100).toFixed(1)} % (${within}/${rows.length}) | 66.8 % |`);
console.log(`| MAE | ${mae.toFixed(2)} g | ≈ 8.6 g |`);
console.log('\nTen worst misses:');
console.log('| error g | reference g | predicted g | description | matched |\n|---|---|---|---|---|');
for (const r of [...rows].sort((a, b) => b.error - a.error).slice(0, 10)) {
  console.log(`| ${r.error.toFixed(1)} | ${r.meal.carb_g.toFixed(1)} | ${r.predicted.toFixed(1)} | ${r.meal.meal_description} | ${r.matched} |`);
}

// 2. Nutrition5k
interface Dish { dish_id: string; total_kcal: number; ingredients: Array<{ name: string; grams: number }> }
const dishes: Dish[] = gunzipSync(readFileSync(DATA + 'food-images/nutrition5k_dishes.jsonl.gz')).toString('utf8').trim().split('\n').map((l) => JSON.parse(l));
// A fixed-seed sample (mulberry32), so runs compare.
const random = seededRandom(option('seed', 7));
const usable = dishes.filter((d) => d.total_kcal >= 20 && d.ingredients.length > 0);
const want = Math.min(option('dishes', 600), usable.length);
const sample: Dish[] = [];
const pool = [...usable];
while (sample.length < want) sample.push(pool.splice(Math.floor(random() * pool.length), 1)[0]!);

const apes: number[] = [];
let failed = 0;
let unrecognised = 0;
for (const dish of sample) {
  const text = dish.ingredients.map((i) => `${Math.round(i.grams * 10) / 10} g ${i.name}`).join(', ');
  try {
    const result = await describe(text);
    if (/not recognised/.test(result.name)) unrecognised++;
    const kcal = result.calories * result.servings;
    apes.push(Math.abs(kcal - dish.total_kcal) / dish.total_kcal);
  } catch {
    failed++;
    apes.push(1);
  }
}
apes.sort((a, b) => a - b);
const mape = apes.reduce((s, x) => s + x, 0) / apes.length;
const median = apes[Math.floor(apes.length / 2)]!;
console.log(`\nNutrition5k (${sample.length} plates, seed ${option('seed', 7)}, ingredient grams as text, total kcal)`);
console.log('| metric | value |\n|---|---|');
console.log(`| mean absolute % error | ${(mape * 100).toFixed(1)} % |`);
console.log(`| median absolute % error | ${(median * 100).toFixed(1)} % |`);
console.log(`| within 10 % | ${((apes.filter((x) => x <= 0.1).length / apes.length) * 100).toFixed(1)} % |`);
console.log(`| plates with an unrecognised part | ${unrecognised} |`);
console.log(`| plates refused (noFoodDetectedText) | ${failed} (counted as 100 % error) |`);
