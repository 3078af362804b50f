/*
 * What the label benches share: the real photos in ../shared/data/labels (with their truth)
 * and the comparison of a read panel with printed figures.
 */
import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { ColumnBasis, LabelPanel, PanelColumn, PanelNutrients } from '../src/engine/label/types.js';

/** ../shared/data/labels beside the checkout (a worktree one level deeper looks one folder further up). */
export const SHARED_LABELS = ['../../shared/data/labels', '../../../shared/data/labels']
  .map((up) => path.resolve(path.dirname(fileURLToPath(import.meta.url)), up))
  .find((dir) => existsSync(dir)) ?? path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../shared/data/labels');

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

/*
 * The 25 real photos in ../shared/data/labels/real (issue 22): phone and shop photos the reader
 * was not grown on, each with its layout (us-2016, us-classic, au, eu, uk, in, other).
 *
 * THE SPLIT, decided once (issue 22), before any tuning: within each layout the photos are
 * ordered by the SHA-1 of their file name, and the first round(n × 9 / 25) of them are the
 * VALIDATION photos (us-2016 2 of 5, us-classic 1 of 3, au 2 of 5, eu 1 of 3, uk 0 of 1, in 1 of
 * 2, other 2 of 6: 9 of 25), the rest TUNING (16). Stratified by layout, so both halves hold
 * each kind; by a hash of the name, so no one chose which photos are easy. Validation photos
 * are scored in aggregate only: the benches never print their misses, OCR text or per-photo
 * figures, so tuning cannot look into them.
 */
export const REAL_SET = path.join(SHARED_LABELS, 'real');
export type Split = 'tuning' | 'validation';
const VALIDATION_SHARE = 9 / 25;

/** The four figures every panel prints: the ones a scanLabel answer stands or falls by. */
export const CORE_FIELDS = ['energy', 'fat', 'carbs', 'protein'] as const;
export type CoreField = (typeof CORE_FIELDS)[number];

export interface RealPhotoCase extends LabelCase {
  layout: string;
  language: string;
  split: Split;
  /** Printed kJ per column, where printed (Australian panels print kJ only: no kcal then). */
  kj: Partial<Record<ColumnBasis, number>>;
}

const sha1 = (text: string) => createHash('sha1').update(text).digest('hex');

/** Each file's split: per layout, by the SHA-1 of the file name (see above). */
export function splitOf(labels: { file: string; layout: string }[]): Map<string, Split> {
  const out = new Map<string, Split>();
  const layouts = new Map<string, string[]>();
  for (const l of labels) layouts.set(l.layout, [...(layouts.get(l.layout) ?? []), l.file]);
  for (const files of layouts.values()) {
    const ordered = [...files].sort((a, b) => sha1(a).localeCompare(sha1(b)));
    const validation = Math.round(files.length * VALIDATION_SHARE);
    ordered.forEach((file, i) => out.set(file, i < validation ? 'validation' : 'tuning'));
  }
  return out;
}

/** The 25 real photos of issue 22 with their split; [] when ../shared is not beside the repository. */
export function realPhotoCases(): RealPhotoCase[] {
  let truth: { labels: Record<string, unknown>[] };
  try {
    truth = JSON.parse(readFileSync(path.join(REAL_SET, 'truth.json'), 'utf8'));
  } catch {
    return [];
  }
  const split = splitOf(truth.labels.map((l) => ({ file: String(l.file), layout: String(l.layout) })));
  return truth.labels.map((label) => {
    const columns: LabelCase['columns'] = {};
    const kj: RealPhotoCase['kj'] = {};
    const bases: [ColumnBasis, string][] = [['serving', 'per_serving'], ['100g', 'per_100g'], ['100ml', 'per_100ml'], ['container', 'per_container']];
    for (const [basis, key] of bases) {
      const values = label[key] as Record<string, unknown> | undefined;
      const column = realColumn(values);
      if (column) columns[basis] = column;
      if (typeof values?.energy_kj === 'number') kj[basis] = values.energy_kj;
    }
    return {
      file: String(label.file),
      path: path.join(REAL_SET, String(label.file)),
      format: String(label.layout),
      layout: String(label.layout),
      language: String(label.language),
      split: split.get(String(label.file))!,
      columns,
      kj,
    };
  });
}

/** The column a scanLabel answer would be made from, and whether its energy was worked out from the macronutrients. */
export interface Answer { column: PanelColumn; energyFromMacros?: boolean }

/** How one photo's answer scores on the four core figures. */
export interface CoreOutcome {
  /** Printed core figures expected (of the column an answer should come from). */
  total: number;
  /** Core figures answered exactly as printed. */
  exact: number;
  /** Core figures answered (0 when refused). */
  given: number;
  refused: boolean;
  /** Energy answered from the macronutrients (not counted exact: printed energy differs). */
  estimatedEnergy: boolean;
  /** Per core field: exact or not, undefined when not printed. */
  fields: Partial<Record<CoreField, boolean>>;
  /** The misses, "fat[serving] 4 → 40" (for tuning photos only). */
  missed: string[];
}

/**
 * Scores an answer against the printed figures on the four core figures. The column expected is
 * the basis the answer chose when it is printed (a per-100 g answer on a panel that prints both
 * is as right as a per-serving one, the name says which), else the serving column, else per
 * 100 g / 100 ml. An answer on a basis the panel does not print is wrong in every figure.
 * Energy is exact when its kcal is as printed, or on a kJ-only panel when its kJ is.
 */
export function scoreCore(answer: Answer | undefined, c: LabelCase & { kj?: Partial<Record<ColumnBasis, number>> }): CoreOutcome {
  const printed = (b: ColumnBasis) => c.columns[b] !== undefined || c.kj?.[b] !== undefined;
  const preferred = (['serving', '100g', '100ml', 'container'] as ColumnBasis[]).find(printed)!;
  const basis = answer && printed(answer.column.basis) ? answer.column.basis : preferred;
  const want = c.columns[basis] ?? {};
  const wantKj = c.kj?.[basis];
  const out: CoreOutcome = { total: 0, exact: 0, given: 0, refused: !answer, estimatedEnergy: !!answer?.energyFromMacros, fields: {}, missed: [] };
  const wrongBasis = answer !== undefined && !printed(answer.column.basis);
  const n = answer?.column.nutrients;
  for (const field of CORE_FIELDS) {
    let expected: number | undefined;
    let ok = false;
    let got: number | undefined;
    if (field === 'energy') {
      expected = want.kcal ?? wantKj;
      if (want.kcal !== undefined) { got = n?.kcal; ok = got !== undefined && Math.abs(got - want.kcal) < 1e-6; }
      else if (wantKj !== undefined) {
        got = n?.kj ?? n?.kcal;
        ok = n?.kj !== undefined ? Math.abs(n.kj - wantKj) < 1e-6 : n?.kcal !== undefined && Math.abs(n.kcal - wantKj / 4.184) <= 0.5;
      }
      if (answer?.energyFromMacros) ok = false;
    } else {
      expected = want[field];
      got = n?.[field];
      ok = got !== undefined && expected !== undefined && Math.abs(got - expected) < 1e-6;
    }
    if (expected === undefined) continue;
    if (wrongBasis) ok = false;
    out.total++;
    // An energy worked out from the macronutrients is said to be an estimate: not a figure claimed as printed.
    if (answer && !(field === 'energy' && answer.energyFromMacros)) out.given++;
    if (ok) out.exact++;
    else out.missed.push(`${field}[${wrongBasis ? `${answer!.column.basis}, not printed` : basis}] ${expected} → ${got ?? '–'}`);
    out.fields[field] = ok;
  }
  return out;
}

/** Core scores summed over photos. */
export interface CoreTotals { photos: number; total: number; exact: number; given: number; refused: number; whole: number; estimated: number; perField: Record<CoreField, { exact: number; total: number }> }

export function emptyCoreTotals(): CoreTotals {
  return { photos: 0, total: 0, exact: 0, given: 0, refused: 0, whole: 0, estimated: 0, perField: Object.fromEntries(CORE_FIELDS.map((f) => [f, { exact: 0, total: 0 }])) as CoreTotals['perField'] };
}

export function addCore(into: CoreTotals, o: CoreOutcome): void {
  into.photos++;
  into.total += o.total;
  into.exact += o.exact;
  into.given += o.given;
  if (o.refused) into.refused++;
  if (o.exact === o.total) into.whole++;
  if (o.estimatedEnergy) into.estimated++;
  for (const [field, ok] of Object.entries(o.fields) as [CoreField, boolean][]) {
    into.perField[field].total++;
    if (ok) into.perField[field].exact++;
  }
}

const pct = (a: number, b: number) => (b ? `${((100 * a) / b).toFixed(1)}%` : '–');

/** The core table: per row, energy/fat/carbs/protein exact, all four, answers given exactly right, refusals, photos whole. */
export function coreTable(title: string, rows: [string, CoreTotals][]): string {
  const header = ['set', 'photos', 'energy', 'fat', 'carbs', 'protein', 'core exact', 'given right', 'refused', 'energy from macros', 'photos whole'];
  const lines = [title, header.join(' | '), header.map(() => '---').join(' | ')];
  for (const [name, t] of rows) {
    lines.push([
      name, String(t.photos),
      ...CORE_FIELDS.map((f) => pct(t.perField[f].exact, t.perField[f].total)),
      `${pct(t.exact, t.total)} (${t.exact}/${t.total})`,
      `${pct(t.exact, t.given)} (${t.exact}/${t.given})`,
      String(t.refused), String(t.estimated), String(t.whole),
    ].join(' | '));
  }
  return lines.join('\n');
}
