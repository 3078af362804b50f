/**
 * Which NutriBench TRAIN-split misses are the wrong food matched, and why (issue 23). For every
 * train miss, each part of the resolved meal is tried with every candidate the search gives it
 * (the ranking's own candidates, weighed the way describeMeal weighs them, the rest of the meal as
 * resolved): a part where one of them puts the meal within 7.5 g is a RANKING miss; else the part
 * is tried with a deeper search (60 hits, no kind filter): one there is a SEARCH miss; else the
 * food is not the problem (portion, parse, or no such food). Ranking misses are then grouped by how
 * the best such candidate differs from the chosen one (head noun, the phrase's words the name
 * covers, category, source, form words...). Prints to the terminal only: NutriBench text is
 * CC BY-NC-SA and never enters the repository.
 * Usage: npx tsx bench/nutribench-rank-causes.ts [--examples 8] [--class name] [--all] [--pairs] [--amount]
 *   --amount prints the "not the food" misses (amount, parse) with their parts' amounts; their
 *   wording classes are counted on both splits (validation: counts per class only).
 *   --pairs tallies the category misses by (chosen category → the better candidate's).
 *   --all reads every train meal (hits too) and counts the parts where a candidate ranked below
 *   would have been as good, for the fit's headroom.
 *   --validation reads the VALIDATION split instead and prints the counts per kind of miss only:
 *   no causes, pairs, examples or search rows (validation is counted, never read).
 */
import { createEngine } from '../src/engine/index.js';
import { stem, withoutPlace, type Food } from '../src/engine/foods/index.js';
import { joinTest, candidatesFor, foodWords, searchHits, type Candidate } from '../src/engine/meal/match.js';
import { parseMeal, DESCRIPTORS } from '../src/engine/meal/parse.js';
import { resolveItems } from '../src/engine/meal/resolve.js';
import { itemGrams } from '../src/engine/meal/portion.js';
import { commonGrams } from '../src/engine/meal/common.js';
import { plausibleGrams } from '../src/engine/meal/guards.js';
import { RANK_FEATURES, rankOf, settingsOf } from '../src/engine/meal/rank.js';
import { nutribenchSplit } from './nutribench-split.js';

const args = process.argv.slice(2);
const option = (name: string) => (args.includes(`--${name}`) ? args[args.indexOf(`--${name}`) + 1] : undefined);
const examples = Number(option('examples') ?? 8);
const only = option('class');
const validation = args.includes('--validation');

const engine = await createEngine();
const ctx = await engine.context.foods();
const isOneFood = joinTest(ctx);
const TOL = 7.5;

const carbsOf = (food: Food, grams: number) => (food.per100g.carbs * grams) / 100;
const nameStems = (food: Food) => new Set(food.name.toLowerCase().split(/[^a-z]+/).filter(Boolean).map(stem));
const firstWord = (food: Food) => stem(food.name.toLowerCase().split(/[^a-z]+/).filter(Boolean)[0] ?? '');

interface Row { text: string; reference: number; predicted: number; phrase: string; chosen: Food; better: Food; chosenF: number[]; betterF: number[]; causes: string[] }
const rows: Row[] = [];
const searchRows: string[] = [];
/** The "not the food" misses with their parts' amounts (train only; --amount prints them). */
const amountRows: string[] = [];

/**
 * The wording class of an amount or parse miss (issue 23, Session 19), first that fits: what the
 * words say about how much, so validation's counts per class can be set beside train's without
 * reading a validation meal.
 */
const AMOUNT_CLASSES: Array<[string, RegExp]> = [
  ['a weight or volume with a piece count', /\b(\d+|one|two|three|four|five|six)\b[^,.]*\b(pieces?|slices?|items?)\b[^.]*\b(\d+(\.\d+)?\s*(g|grams?|oz|ounces?))\b|\b\d+(\.\d+)?\s*(g|grams?|oz|ounces?)\b[^.]*\b(pieces?|slices?)\b/i],
  ['two amounts in one text', /\b(\d+(\.\d+)?|one|two|three|a half|half)\s*(cups?|oz|ounces?|g|grams?|tablespoons?|tbsp|teaspoons?|slices?|pieces?)\b.*\b(\d+(\.\d+)?|one|two|three)\s*(cups?|oz|ounces?|g|grams?|tablespoons?|tbsp|teaspoons?|slices?|pieces?)\b/i],
  ['a fraction', /\b(half|quarter|third|\d+\/\d+|one-half|two-thirds|three-quarters|0\.\d+)\b|[½¼¾⅓⅔]/i],
  ['a container (package, can, bag, box…)', /\b(package|packet|pack|pouch|bag|box|can|jar|bottle|container|carton|tub|tin|sleeve)s?\b/i],
  ['a size word', /\b(small|medium|large|big|jumbo|mini|miniature|regular|extra[- ]large|king[- ]size|snack[- ]size|fun[- ]size|individual)\b/i],
  ['a unit of a kind (cup, oz, slice, piece, bowl…)', /\b(cups?|oz|ounces?|slices?|pieces?|bowls?|servings?|scoops?|tablespoons?|tbsp|teaspoons?|tsp|sticks?|bars?|patt(y|ies)|strips?|links?)\b/i],
  ['a count of items', /\b(\d+|two|three|four|five|six|seven|eight|nine|ten|twelve|dozen|couple|few|several)\b/i],
  ['no amount said', /./],
];
function amountClass(text: string, tooMuch: boolean): string {
  return `${AMOUNT_CLASSES.find(([, test]) => test.test(text))![0]}, too ${tooMuch ? 'much' : 'little'}`;
}
const tally = new Map<string, number>();
const bump = (k: string) => tally.set(k, (tally.get(k) ?? 0) + 1);
/** The category misses by (chosen category → the better candidate's): which kinds of food the ranking confuses. */
const pairs = new Map<string, number>();
const bumpPair = (k: string) => pairs.set(k, (pairs.get(k) ?? 0) + 1);

for (const meal of nutribenchSplit().filter((m) => m.split === (validation ? 'validation' : 'train'))) {
  const text = meal.text;
  const items = parseMeal(text, { isOneFood });
  const settings = settingsOf(text);
  const { found } = resolveItems(ctx, items, settings);
  const predicted = found.reduce((s, r) => s + carbsOf(r.food, r.grams), 0);
  const within = (c: number) => Math.abs(c - meal.carbs) <= TOL;
  if (within(predicted) && (validation || !args.includes('--all'))) continue;
  const miss = !within(predicted);
  if (miss) bump('misses');
  let kind = 'not the food (portion, parse, or no such food)';
  let row: Row | undefined;
  for (const resolved of found) {
    if (resolved.sideOf || resolved.extraOf) continue;
    const item = resolved.item;
    const measured = item.amount?.unit !== undefined && item.amount.unit.kind !== 'household';
    const fraction = item.amount !== undefined && item.amount.unit === undefined && item.amount.count < 1;
    const options = { modifiers: item.modifiers, needsPortion: !measured, wantsWhole: fraction, settings };
    const phrase = withoutPlace(item.foodText);
    const now = carbsOf(resolved.food, resolved.grams);
    const weigh = (food: Food) => carbsOf(food, plausibleGrams(ctx, item, food, commonGrams(item, food) ?? itemGrams(ctx, item, food)).grams);
    const found2 = candidatesFor(ctx, phrase, item.modifiers, options);
    const candidates: Candidate[] = found2?.candidates ?? [];
    const chosenC = candidates.find((c) => c.hit.food.id === resolved.food.id);
    const good = candidates.filter((c) => c.hit.food.id !== resolved.food.id && within(predicted - now + weigh(c.hit.food)));
    if (!miss) {
      // A hit: is a candidate that also hits ranked above? (nothing to learn) — counted for headroom only.
      continue;
    }
    if (good.length > 0 && chosenC) {
      const better = good.reduce((a, b) => (rankOf(b.features) > rankOf(a.features) ? b : a));
      const words = foodWords(phrase).filter((w) => !DESCRIPTORS.has(w));
      const head = words.length > 0 ? stem(words.at(-1)!) : '';
      const cs = nameStems(resolved.food);
      const bs = nameStems(better.hit.food);
      const covC = words.filter((w) => cs.has(stem(w))).length;
      const covB = words.filter((w) => bs.has(stem(w))).length;
      const causes: string[] = [];
      if (firstWord(better.hit.food) === head && firstWord(resolved.food) !== head) causes.push('first word of the name is the phrase head (better only)');
      if (bs.has(head) && !cs.has(head)) causes.push('phrase head in the name (better only)');
      if (covB > covC) causes.push('better covers more phrase words');
      if (covB < covC) causes.push('better covers fewer phrase words');
      if (better.hit.food.category !== resolved.food.category) {
        causes.push('category differs');
        bumpPair(`${resolved.food.category} → ${better.hit.food.category}`);
      }
      if (better.hit.food.source !== resolved.food.source) causes.push(`source: better is ${better.hit.food.source}`);
      RANK_FEATURES.forEach((name, i) => {
        const d = better.features[i]! - chosenC.features[i]!;
        if (Math.abs(d) > 1e-9) causes.push(`feature ${name} ${d > 0 ? 'higher' : 'lower'} for better`);
      });
      kind = 'ranking: a candidate within 7.5 g';
      row = { text, reference: meal.carbs, predicted, phrase, chosen: resolved.food, better: better.hit.food, chosenF: chosenC.features, betterF: better.features, causes };
      break;
    }
    if (good.length > 0 && !chosenC) {
      kind = 'chosen outside the ranking (common name, guard, size) and a candidate within 7.5 g';
      break;
    }
    const deep = searchHits(ctx, foodWords(phrase).join(' '), 60).filter((h) => h.food.id !== resolved.food.id && !candidates.some((c) => c.hit.food.id === h.food.id));
    const deepGood = deep.find((h) => within(predicted - now + weigh(h.food)));
    if (deepGood) {
      kind = 'search: a deeper hit within 7.5 g (not a candidate)';
      const rank = searchHits(ctx, foodWords(phrase).join(' '), 60).indexOf(deepGood);
      searchRows.push(`- ${meal.carbs.toFixed(1)} vs ${predicted.toFixed(1)} g: ${text}\n  phrase "${phrase}" chosen: ${resolved.food.name}\n  deeper (#${rank + 1}, score ${deepGood.score.toFixed(2)}, top ${found2?.top.toFixed(2)}): ${deepGood.food.name}`);
      break;
    }
  }
  if (!miss) continue;
  bump(kind);
  if (kind.startsWith('not the food')) {
    const cls = amountClass(text, predicted > meal.carbs);
    bump(`  amount class: ${cls}`);
    amountRows.push(`- ${meal.carbs.toFixed(1)} vs ${predicted.toFixed(1)} g [${cls}]: ${text}\n  ${found.map((r) => `${r.food.name} (${r.item.amount ? `${r.item.amount.count} ${r.item.amount.unit?.name ?? ''}`.trim() : 'no amount'}, ${Math.round(r.grams)} g)`).join('; ')}`);
  }
  if (row) {
    rows.push(row);
    for (const c of row.causes) bump(`  cause: ${c}`);
  }
}
if (validation) {
  console.log([...tally].filter(([k]) => !k.startsWith('  ') || k.startsWith('  amount class')).sort((a, b) => b[1] - a[1]).map(([k, v]) => `${v}\t${k}`).join('\n'));
  process.exit(0);
}
console.log([...tally].sort((a, b) => (a[0].startsWith('  ') === b[0].startsWith('  ') ? b[1] - a[1] : a[0].startsWith('  ') ? 1 : -1)).map(([k, v]) => `${v}\t${k}`).join('\n'));
if (args.includes('--pairs')) console.log(`\n## category misses by (chosen → better)\n${[...pairs].sort((a, b) => b[1] - a[1]).map(([k, v]) => `${v}\t${k}`).join('\n')}`);
const shown = only ? rows.filter((r) => r.causes.some((c) => c.startsWith(only))) : rows;
for (const r of shown.slice(0, examples)) {
  console.log(`\n- ${r.reference.toFixed(1)} vs ${r.predicted.toFixed(1)} g: ${r.text}\n  phrase "${r.phrase}"\n  chosen: ${r.chosen.name} [${r.chosen.category}] ${r.chosenF.map((x) => +x.toFixed(2)).join(' ')}\n  better: ${r.better.name} [${r.better.category}] ${r.betterF.map((x) => +x.toFixed(2)).join(' ')}\n  ${r.causes.join('; ')}`);
}
if (args.includes('--amount')) console.log(`\n## not the food: amount and parse misses\n${amountRows.slice(0, examples).join('\n')}`);
if (args.includes('--search')) console.log(`\n## search misses\n${searchRows.slice(0, examples).join('\n')}`);
