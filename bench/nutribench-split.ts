import { readFileSync } from 'node:fs';
import { SHARED } from './shared-path.js';

/*
 * NutriBench v1's fixed split (issue 23), shared by bench:nutribench and the offline fit
 * (bench/fit-meal-ranking.ts). The labelled rows (`split: "train"`) in file order: every tenth
 * (k % 10 === 9) is VALIDATION, never tuned on; the rest is TRAIN.
 */
const FILE = `${SHARED}data/meals/nutribench-v1-train.jsonl`;

export interface BenchMeal { id: string; text: string; carbs: number; split: 'train' | 'validation' }

/** The fixed split: labelled rows in file order, every tenth one validation. */
export function nutribenchSplit(file = FILE): BenchMeal[] {
  const labelled = readFileSync(file, 'utf8')
    .trim()
    .split('\n')
    .map((line) => JSON.parse(line) as { id: string; meal_description: string; carb_g: number; split: string })
    .filter((row) => row.split === 'train' && typeof row.carb_g === 'number');
  return labelled.map((row, k) => ({ id: row.id, text: row.meal_description, carbs: row.carb_g, split: k % 10 === 9 ? 'validation' : 'train' }));
}

