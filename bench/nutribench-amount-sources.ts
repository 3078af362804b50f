/**
 * Where a wrong amount comes from (issue 23, Session 15): over NutriBench TRAIN meals answered
 * with ONE food, the source of that food's grams (the `basis` a portion answer states: the food's
 * own USDA portion, its typical amount, a container at the food's density, water density, a
 * count unit's fallback to one typical portion, a reviewed row…), how many meals each source
 * answers, how many miss, the median reference ÷ predicted carbohydrate, and how many would be
 * within 7.5 g if every meal of that source were scaled by its median. Train split only; printed
 * to the terminal, nothing copied into the repository.
 * Usage: npx tsx bench/nutribench-amount-sources.ts [--unit] [--examples N --source NAME]
 */
import { createEngine } from '../src/engine/index.js';
import { resolveMeal } from '../src/engine/meal/describe.js';
import { nutribenchSplit } from './nutribench-split.js';
import { median } from '../src/engine/median.js';

const args = process.argv.slice(2);
const option = (name: string) => (args.includes(`--${name}`) ? args[args.indexOf(`--${name}`) + 1] : undefined);
const byUnit = args.includes('--unit');
const examples = Number(option('examples') ?? 0);
const onlySource = option('source');

/** The source of an amount, read from its basis (the wording portions.ts and meal/*.ts write). */
export function amountSource(basis: string): string {
  const b = basis.replace(/^[\d.½¼¾⅓⅔/ ]+× /, '');
  if (/^grams as given|\(exact\)/.test(b)) return 'mass said';
  if (/water density/.test(b)) return 'container or volume at water density';
  if (/taken as \d+ ml|plate taken as/.test(b)) return 'container at own density';
  if (/^no USDA "[^"]+" weight for this food: one typical portion per/.test(b)) return 'count unit → one typical portion';
  if (/^no USDA "[^"]+" weight for this food: its labelled serving/.test(b)) return 'package → labelled serving';
  if (/^no USDA "[^"]+" weight for this food: one piece each/.test(b)) return 'piece → smallest piece';
  if (/^no USDA weight for one item/.test(b)) return 'item → typical portion (scaled by size)';
  if (/median "1 can"|family-size|sliced sandwich loaf|package labels?/.test(b)) return 'one-kind constant';
  if (/plural with no number/.test(b)) return 'plural, no number';
  if (/a portion, not one piece|one whole item, not one piece/.test(b)) return 'guard: portion not piece';
  if (/^Quantity not specified/.test(b)) return 'typical amount (QNS)';
  if (/from (FNDDS|SR28) portion/.test(b)) return 'volume at own density';
  if (/\((FNDDS|SR28) portion/.test(b)) return 'own named portion';
  if (/a typical household measure|first household measure/.test(b)) return 'default: first/household measure';
  if (/on the side|spoonful|seasoning|guideline/.test(b)) return 'side / topping / seasoning';
  if (/dry amount|dish made on it/.test(b)) return 'dry/base';
  return 'other (reviewed row…)';
}

const engine = await createEngine();
const ctx = await engine.context.foods();
interface Row { text: string; ref: number; pred: number; basis: string; food: string; grams: number }
const groups = new Map<string, Row[]>();
for (const meal of nutribenchSplit().filter((m) => m.split === 'train')) {
  let reading;
  try {
    reading = await resolveMeal(ctx, meal.text);
  } catch {
    continue;
  }
  if (reading.found.length !== 1) continue;
  const part = reading.found[0]!;
  const pred = ((part.food.per100g.carbs) * part.grams) / 100;
  const key = byUnit ? `${amountSource(part.basis)} | ${part.item.unit ?? (part.item.amount ? 'count' : 'none')}` : amountSource(part.basis);
  (groups.get(key) ?? groups.set(key, []).get(key)!).push({ text: meal.text, ref: meal.carbs, pred, basis: part.basis, food: part.food.name, grams: part.grams });
}
const within = (list: Row[], f: number) => list.filter((o) => Math.abs(o.pred * f - o.ref) <= 7.5).length;
console.log('| source | meals | misses | median ref ÷ predicted (misses) | within if scaled by the all-meal median |\n|---|---|---|---|---|');
for (const [source, list] of [...groups].sort((a, b) => b[1].length - within(b[1], 1) - (a[1].length - within(a[1], 1)))) {
  const misses = list.filter((o) => Math.abs(o.pred - o.ref) > 7.5);
  const ratios = list.filter((o) => o.pred > 0).map((o) => o.ref / o.pred);
  const r = ratios.length ? median(ratios) : 1;
  const rm = misses.filter((o) => o.pred > 0).map((o) => o.ref / o.pred);
  console.log(`| ${source} | ${list.length} | ${misses.length} | ${rm.length ? median(rm).toFixed(2) : '–'} | ${within(list, r)} (× ${r.toFixed(2)}) |`);
  if (examples && (!onlySource || source.startsWith(onlySource))) for (const o of misses.slice(0, examples)) console.log(`    ${o.ref.toFixed(1)} vs ${o.pred.toFixed(1)}  ${o.text}  →  ${o.food} ${o.grams.toFixed(0)} g: ${o.basis}`);
}
