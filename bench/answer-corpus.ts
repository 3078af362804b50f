/**
 * Every answer of a fixed corpus, as JSON lines, so a refactor can prove it changed no answer:
 * run it before and after and diff the two files. Prints no timings (they differ run to run).
 *   - describeMeal over bench/everyday-phrases.ts, the speed bench's generated and unseen
 *     descriptions (bench/describe-speed-phrases.ts, seed 3) and, when ../shared is there, the
 *     NutriBench train and dev descriptions (benches may read them; the output is not committed),
 *     the validation split's answers only as one digest line (never their text);
 *   - describeMeal over the extension's recipe fixtures (typed, and
 *     as one dish of N servings through the recipe path: embedded engine and summed v4 answers);
 *   - fixFood over bench/fix-cases.ts (tuning and held-out cases);
 *   - scanImage with the vision stand-in (test/support/vision-server.ts) on a generated photo.
 * Usage: npx tsx bench/answer-corpus.ts > before.jsonl
 */
import { encodeBase64, FoodData, NutritionApiError, toFoodData } from '../src/api/index.js';
import { createEngine } from '../src/engine/index.js';
import { createRaster, encodeJpeg } from '../src/engine/imaging/index.js';
import { analyzeRecipe } from '../src/extension/recipe/analyze.js';
import { analyzeText } from '../src/extension/recipe/analyze-text.js';
import type { Recipe } from '../src/extension/recipe/recipe.js';
import { startVisionServer } from '../test/support/vision-server.js';
import { EVERYDAY } from './everyday-phrases.js';
import { generatedPhrases, unseenPhrases } from './describe-speed-phrases.js';
import { seededRandom } from './seeded-random.js';
import { SHARED } from './shared-path.js';
import { existsSync, readFileSync } from 'node:fs';
import { createHash } from 'node:crypto';
import { nutribenchSplit } from './nutribench-split.js';
import { CASES, HELD_OUT } from './fix-cases.js';

const engine = await createEngine();
const print = (kind: string, input: unknown, answer: unknown) => process.stdout.write(JSON.stringify({ kind, input, answer }) + '\n');
const settle = async (run: () => Promise<unknown>) => {
  try {
    return await run();
  } catch (error) {
    return error instanceof NutritionApiError ? { error: error.code, message: error.message } : { thrown: String(error) };
  }
};

for (const { text } of EVERYDAY) print('describeMeal', text, await settle(() => engine.run('describeMeal', { text })));

const random = seededRandom(3);
for (const text of generatedPhrases(random, 1500)) print('describeMeal-generated', text, await settle(() => engine.run('describeMeal', { text })));
const fndds = (await engine.context.foods()).foods.foods().filter((f) => f.source === 'fndds').map((f) => f.name);
for (const text of unseenPhrases(random, fndds)) print('describeMeal-unseen', text, await settle(() => engine.run('describeMeal', { text })));
// NutriBench's validation rows (bench/nutribench-split.ts) are never printed: a diff would show
// their text and answers. Their answers go into one digest line instead, so a refactor that
// changes any of them still shows, as a count of one.
const validationIds = existsSync(`${SHARED}data/meals/nutribench-v1-train.jsonl`)
  ? new Set(nutribenchSplit().filter((meal) => meal.split === 'validation').map((meal) => meal.id))
  : new Set<string>();
const validationDigest = createHash('sha256');
for (const file of ['data/meals/nutribench-v1-train.jsonl', 'data/meals/dev.jsonl']) {
  if (!existsSync(SHARED + file)) continue;
  for (const line of readFileSync(SHARED + file, 'utf8').split('\n')) {
    if (!line.trim()) continue;
    const row = JSON.parse(line) as { id?: string; meal_description: string };
    const answer = await settle(() => engine.run('describeMeal', { text: row.meal_description }));
    if (row.id !== undefined && validationIds.has(row.id)) validationDigest.update(JSON.stringify(answer) + '\n');
    else print('describeMeal-nutribench', row.meal_description, answer);
  }
}
if (validationIds.size > 0) print('describeMeal-nutribench-validation', `${validationIds.size} rows, answers digested`, validationDigest.digest('hex'));

const RECIPES: Array<[string, string[], string | number]> = [
  ['Stir-fry', ['2 cups cooked white rice', '1 lb chicken breast', '2 cups broccoli florets', '2 tbsp olive oil', '1 tbsp soy sauce'], '4 servings'],
  ['Pancakes', ['2 cups all-purpose flour', '2 eggs', '1 1/2 cups milk', '3 tbsp melted butter', '2 tbsp sugar'], 4],
  ['Chili', ['1 lb ground beef', '1 can kidney beans', '1 can diced tomatoes', '1 onion', '2 tbsp chili powder'], '6 servings'],
  ['Salted', ['salt to taste', 'pepper'], 2],
  ['One pot', ['200 g pasta', '1 tbsp olive oil', '2 eggs', 'a pinch of saffron'], 1],
];
const recipeOf = (name: string, ingredients: string[], recipeYield: string | number): Recipe => ({
  name, ingredients, recipeYield, nutrition: null, source: 'json-ld', images: [], linesLeftOut: 0, linesShortened: 0,
});
const describe = (text: string) => engine.api.describeMeal(text);
for (const [name, lines, yields] of RECIPES) {
  const recipe = recipeOf(name, lines, yields);
  // The embedded engine's path (one dish of N servings) and a v4 service's (answers summed).
  print('recipe-embedded', name, await settle(() => analyzeRecipe(recipe, describe, (text, servings) => engine.run('describeMeal', { text }, { sharedBy: servings }))));
  print('recipe-summed', name, await settle(() => analyzeRecipe(recipe, describe)));
  // Several chunks of a long list: 40 lines summed in parts.
  print('recipe-summed-long', name, await settle(() => analyzeRecipe(recipeOf(name, Array.from({ length: 40 }, (_, i) => `${lines[i % lines.length]} (${'x'.repeat(40)} ${i})`), yields), describe)));
  print('text-long', name, await settle(() => analyzeText(Array.from({ length: 40 }, (_, i) => `${lines[i % lines.length]} ${'-'.repeat(50)}`).join('\n'), describe, 2000)));
}

for (const c of [...CASES, ...HELD_OUT]) {
  const before = await settle(() => engine.run('describeMeal', { text: c.meal }));
  const answer = await settle(async () => engine.run('fixFood', { issue: c.issue, imageData: '', foodData: FoodData.parse(toFoodData(before as never)) }));
  print('fixFood', [c.meal, c.issue], answer);
}

const FOODS = [
  [{ name: 'grilled chicken breast', grams: 150 }, { name: 'white rice', grams: 200 }, { name: 'steamed broccoli', grams: 80 }],
  [{ name: 'spaghetti bolognese', grams: 350 }, { name: 'red wine', grams: 150 }],
  [{ name: 'banana', grams: 118 }],
  [{ name: 'cheeseburger', grams: 220.25 }, { name: 'french fries', grams: 117 }, { name: 'cola', grams: 355 }],
  [{ name: 'pad thai with shrimp', grams: 300 }, { name: 'spring rolls', grams: 90 }],
  [{ name: 'a mystery glowing cube', grams: 50 }],
  [{ name: 'green salad', grams: 100 }, { name: 'unobtainium', grams: 20 }],
];
const raster = createRaster(320, 240);
for (let y = 0; y < 240; y++) for (let x = 0; x < 320; x++) raster.data.set([(255 * x) / 320, 40, 255 * (1 - x / 320), 255], (y * 320 + x) * 4);
const imageData = `data:image/jpeg;base64,${encodeBase64(await encodeJpeg(raster))}`;
for (const foods of FOODS) {
  const server = await startVisionServer({ foods });
  const seen = await createEngine({ config: { offline: true, vision: { url: server.url, model: 'plain' } }, providers: { foods: engine.context.foods } });
  print('scanImage-vision', foods, await settle(() => seen.run('scanImage', { imageData })));
  await server.close();
}
await engine.close();
process.exit(0);
