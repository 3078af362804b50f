/**
 * The build step of `FAT_ADDED_PER_100G` in src/engine/meal/cooked-in.ts: for every FNDDS food
 * named "…, no added fat" (or "no fat added"), the same food "made with oil / made with butter /
 * fat added / NS as to fat" gives what cooking with fat adds, in g of fat per 100 g of the dish.
 * Prints the median per WWEIA category and how many pairs it rests on; the table in cooked-in.ts
 * is read off this output (categories grouped by kind of food). Usage:
 *   npx tsx scripts/fat-added-pairs.ts
 */
import { readFileSync } from 'node:fs';
import { gunzipSync } from 'node:zlib';
import { median } from '../src/engine/median.js';

interface FoodColumns {
  names: string[];
  categories: number[];
  values: string[];
}
const data = JSON.parse(gunzipSync(readFileSync(new URL('../public/data/foods.json.gz', import.meta.url))).toString()) as {
  nutrients: string[];
  categories: string[];
  foods: FoodColumns;
};
const { names, categories, values } = data.foods;
const FAT = data.nutrients.indexOf('fat');
// FNDDS sometimes doubles a space ("from fresh,  peel eaten"); pairs are matched on single spaces.
const single = (name: string) => name.replace(/\s+/g, ' ');
const byName = new Map(names.map((name, i) => [single(name), i]));
const fatOf = (i: number) => Number(values[i]!.split(',')[FAT]);
const WITH_FAT = ['made with oil', 'made with butter', 'cooked with oil', 'cooked with butter', 'fat added, NS as to fat type', 'fat added', 'NS as to fat', 'cooked, NS as to fat', 'cooked, fat added'];

const added = new Map<string, number[]>();
names.forEach((name, i) => {
  const m = single(name).match(/^(.*?),? ?(?:cooked, )?(?:no added fat|no fat added)(.*)$/);
  if (!m) return;
  for (const withFat of WITH_FAT) {
    const pair = byName.get(`${m[1]}, ${withFat}${m[2]}`);
    if (pair === undefined) continue;
    const category = data.categories[categories[i]!]!;
    added.set(category, [...(added.get(category) ?? []), fatOf(pair) - fatOf(i)]);
  }
});
for (const [category, diffs] of [...added].sort((a, b) => b[1].length - a[1].length)) {
  console.log(`${diffs.length}\t${median(diffs).toFixed(2)} g fat per 100 g\t${category}`);
}

/*
 * Meat and fish: FNDDS names no "no added fat" meat, but it names the same cut cooked two ways.
 * A chicken part "sauteed" against the same part "baked, broiled, or roasted" (or "baked or
 * broiled"), skin eaten or not alike, gives what cooking a piece of meat in fat adds; a fish or
 * shellfish "baked or broiled" (FNDDS's recipe cooks it with fat, as its "NFS" and "grilled") against
 * the same fish "steamed" (or "steamed or boiled") gives what cooking fish with fat adds.
 */
const METHOD_PAIRS: readonly (readonly [RegExp, readonly string[]])[] = [
  [/^(.*), sauteed(.*)$/, ['baked, broiled, or roasted', 'baked or broiled']],
  [/^(.*), baked or broiled$/, ['steamed', 'steamed or boiled']],
];
const methodAdded = new Map<string, number[]>();
names.forEach((name, i) => {
  for (const [withFat, leanMethods] of METHOD_PAIRS) {
    const m = single(name).match(withFat);
    if (!m) continue;
    for (const lean of leanMethods) {
      // "Chicken thigh, sauteed, skin eaten" against "Chicken thigh, baked, broiled, or roasted, skin eaten, from raw".
      const pair = byName.get(`${m[1]}, ${lean}${m[2] ?? ''}`) ?? byName.get(`${m[1]}, ${lean}${m[2] ?? ''}, from raw`);
      if (pair === undefined) continue;
      const category = data.categories[categories[i]!]!;
      methodAdded.set(category, [...(methodAdded.get(category) ?? []), fatOf(i) - fatOf(pair)]);
      break;
    }
  }
});
console.log('\nCooked in fat against cooked without (meat: sauteed − baked/roasted; fish: baked or broiled − steamed):');
for (const [category, diffs] of [...methodAdded].sort((a, b) => b[1].length - a[1].length)) {
  console.log(`${diffs.length}\t${median(diffs).toFixed(2)} g fat per 100 g\t${category}\t(${Math.min(...diffs).toFixed(2)}–${Math.max(...diffs).toFixed(2)})`);
}
