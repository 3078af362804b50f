import { fileURLToPath } from 'node:url';
import { readCsvGz } from '../scripts/build-food-data.js';
import type { Ref } from './everyday-phrases.js';

/*
 * The reference kcal of an everyday phrase (bench/everyday-phrases.ts): an FNDDS food by its exact
 * name and one of its own portions, read from the raw USDA tables, or a published figure. The
 * same reading as bench/everyday.ts, for the ranking fit (bench/fit-meal-ranking.ts).
 */
const USDA = fileURLToPath(new URL('../data/raw/usda/', import.meta.url));

export function everydayReference(): (refs: readonly Ref[]) => number {
  const byName = new Map<string, { code: string; kcal: number }>();
  for (const r of readCsvGz(USDA + 'fndds_2021_2023_foods.csv.gz')) byName.set(r.description!, { code: r.food_code!, kcal: Number(r.energy_kcal) });
  const portions = new Map<string, Map<string, number>>();
  for (const r of readCsvGz(USDA + 'fndds_2021_2023_portions.csv.gz')) {
    const list = portions.get(r.food_code!) ?? new Map<string, number>();
    list.set(r.portion_description!, Number(r.gram_weight));
    portions.set(r.food_code!, list);
  }
  const one = (ref: Ref): number => {
    if (!Array.isArray(ref)) return (ref as { kcal: number }).kcal;
    const [name, portion, count = 1] = ref;
    const food = byName.get(name);
    if (!food) throw new Error(`no FNDDS food named "${name}"`);
    const grams = /^[\d.]+ g$/.test(portion) ? Number.parseFloat(portion) : portions.get(food.code)?.get(portion);
    if (grams === undefined) throw new Error(`no portion "${portion}" for "${name}"`);
    return (food.kcal * grams * count) / 100;
  };
  return (refs) => refs.reduce((sum, ref) => sum + one(ref), 0);
}
