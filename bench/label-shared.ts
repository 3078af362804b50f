/*
 * What the label benches share: the real photos in ../shared/data/labels (with their truth)
 * and the comparison of a read panel with printed figures.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { ColumnBasis, LabelPanel, PanelNutrients } from '../src/engine/label/types.js';

export const SHARED_LABELS = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../shared/data/labels');

/** The fields the accuracy bench scores (sodium stands for salt too: sodium = salt × 400). */
export const FIELDS = ['kcal', 'fat', 'satFat', 'carbs', 'sugars', 'fiber', 'protein', 'sodiumMg'] as const;
export type Field = (typeof FIELDS)[number];

export interface LabelCase {
  file: string;
  /** Absolute path of the image. */
  path: string;
  format: string;
  /** Printed figures per column basis. */
  columns: Partial<Record<ColumnBasis, Partial<Record<Field, number>>>>;
}

const REAL_FIELDS: Record<string, Field> = {
  energy_kcal: 'kcal', fat_g: 'fat', saturated_fat_g: 'satFat', carbohydrate_g: 'carbs', sugars_g: 'sugars', fiber_g: 'fiber',
  protein_g: 'protein', sodium_mg: 'sodiumMg',
};

function realColumn(values: Record<string, unknown> | undefined): Partial<Record<Field, number>> | undefined {
  if (!values) return undefined;
  const out: Partial<Record<Field, number>> = {};
  for (const [key, field] of Object.entries(REAL_FIELDS)) if (typeof values[key] === 'number') out[field] = values[key] as number;
  if (out.sodiumMg === undefined && typeof values.salt_g === 'number') out.sodiumMg = (values.salt_g as number) * 400;
  return out;
}

/** The real photos and their printed figures; [] when ../shared is not beside the repository. */
export function realLabelCases(): LabelCase[] {
  let truth: { labels: Record<string, unknown>[] };
  try {
    truth = JSON.parse(readFileSync(path.join(SHARED_LABELS, 'truth.json'), 'utf8'));
  } catch {
    return [];
  }
  return truth.labels.map((label) => {
    const style = String(label.label_style ?? '');
    const columns: LabelCase['columns'] = {};
    const serving = realColumn(label.per_serving as Record<string, unknown>);
    const hundred = realColumn(label.per_100g as Record<string, unknown>);
    const container = realColumn(label.per_container as Record<string, unknown>);
    if (serving) columns.serving = serving;
    if (hundred) columns['100g'] = hundred;
    if (container) columns.container = container;
    return {
      file: String(label.file),
      path: path.join(SHARED_LABELS, String(label.file)),
      format: /India|FSSAI/i.test(style) ? 'in (photo)' : /dual/i.test(style) ? 'us-2016-dual (photo)' : 'us-2016 (render)',
      columns,
    };
  });
}

export interface FieldScore { exact: number; total: number; absError: number }

/** Adds one panel's comparison to per-field scores; a figure not read counts as wrong (error = its size). */
export function score(panel: LabelPanel | undefined, expected: LabelCase['columns'], into: Map<Field, FieldScore>): void {
  for (const [basis, values] of Object.entries(expected) as [ColumnBasis, Partial<Record<Field, number>>][]) {
    const column = panel?.columns.find((c) => c.basis === basis || (basis === '100g' && c.basis === '100ml'));
    for (const field of FIELDS) {
      const want = values[field];
      if (want === undefined) continue;
      const got = (column?.nutrients as PanelNutrients | undefined)?.[field];
      const entry = into.get(field) ?? { exact: 0, total: 0, absError: 0 };
      entry.total++;
      if (got !== undefined && Math.abs(got - want) < 1e-6 + 0.005 * Math.abs(want) * (field === 'sodiumMg' ? 1 : 0)) entry.exact++;
      entry.absError += got === undefined ? Math.abs(want) : Math.abs(got - want);
      into.set(field, entry);
    }
  }
}

/** The figures a panel got wrong: "carbs[serving] 7 → 9" ("–" when not read). */
export function misses(panel: LabelPanel | undefined, expected: LabelCase['columns']): string[] {
  const out: string[] = [];
  for (const [basis, values] of Object.entries(expected) as [ColumnBasis, Partial<Record<Field, number>>][]) {
    const column = panel?.columns.find((c) => c.basis === basis || (basis === '100g' && c.basis === '100ml'));
    for (const field of FIELDS) {
      const want = values[field];
      if (want === undefined) continue;
      const got = (column?.nutrients as PanelNutrients | undefined)?.[field];
      const one = new Map<Field, FieldScore>();
      score(panel, { [basis]: { [field]: want } }, one);
      if (one.get(field)!.exact === 0) out.push(`${field}[${basis}] ${want} → ${got ?? '–'}`);
    }
  }
  return out;
}

export function table(title: string, rows: [string, Map<Field, FieldScore>][]): string {
  const header = ['format', 'panels', ...FIELDS, 'all fields', 'MAE'];
  const lines = [title, header.join(' | '), header.map(() => '---').join(' | ')];
  for (const [name, scores] of rows) {
    const cells: string[] = [];
    let exact = 0;
    let total = 0;
    let absError = 0;
    for (const field of FIELDS) {
      const s = scores.get(field);
      cells.push(s ? `${((100 * s.exact) / s.total).toFixed(0)}%` : '–');
      exact += s?.exact ?? 0;
      total += s?.total ?? 0;
      absError += s?.absError ?? 0;
    }
    const panels = (scores as Map<Field, FieldScore> & { panels?: number }).panels ?? 0;
    lines.push([name, String(panels), ...cells, total ? `${((100 * exact) / total).toFixed(1)}% (${exact}/${total})` : '–', total ? (absError / total).toFixed(2) : '–'].join(' | '));
  }
  return lines.join('\n');
}
