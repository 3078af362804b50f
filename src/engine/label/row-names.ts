import { fitsDailyValue, type Slot } from './resolve.js';
import type { Segment, ValueCell } from './segments.js';
import type { PanelLayout } from './types.js';
import { damagedNameCandidates, matchDamagedName, nameMatchQuality, namedByConfusion, type LabelLanguage, type NutrientKey } from './vocabulary.js';
import { MAX_NAME_WORDS } from './answer-thresholds.js';
import { median } from '../median.js';

/*
 * Rows whose names OCR lost or garbled ("ydrate (", "Sanwated Fat (gQ)", "« sligwVms", or no
 * name at all), named by the order the panel's kind prints its nutrients in and, where enough
 * of the name is left, by the name itself. A name is given only where it is certain: one
 * nutrient the print order leaves for the row, the damaged name (if any) not against it, and
 * the row's figures fitting the panel's other rows (a part within its whole, the columns
 * scaled alike, a macronutrient within the energy, a US figure within its printed % daily
 * value). A figure left out is better than a figure under the wrong name.
 */

export const NUTRIENT_KEYS: ReadonlySet<NutrientKey> = new Set([
  'energy', 'fat', 'satFat', 'transFat', 'cholesterolMg', 'sodiumMg', 'salt', 'carbs', 'fiber', 'sugars', 'addedSugars', 'protein', 'alcohol',
]);

/** The kinds of panel, each with its print order. */
export type PanelFamily = 'us' | 'eu' | 'au' | 'in';

/** The order nutrients are printed in, per kind of panel: a row whose name OCR lost sits in its place. */
export const PRINT_ORDERS: Record<PanelFamily, readonly NutrientKey[]> = {
  us: ['energy', 'fat', 'satFat', 'transFat', 'cholesterolMg', 'sodiumMg', 'carbs', 'fiber', 'sugars', 'addedSugars', 'protein'],
  eu: ['energy', 'fat', 'satFat', 'carbs', 'sugars', 'fiber', 'protein', 'salt'],
  au: ['energy', 'protein', 'fat', 'satFat', 'carbs', 'sugars', 'fiber', 'sodiumMg'],
  in: ['energy', 'protein', 'carbs', 'sugars', 'addedSugars', 'fiber', 'fat', 'satFat', 'transFat', 'sodiumMg'],
};

const MILLIGRAM_KEYS: ReadonlySet<NutrientKey> = new Set(['sodiumMg', 'cholesterolMg']);

/** Parts printed under their whole: a part's figure cannot exceed the whole's. */
const WHOLE_OF: Partial<Record<NutrientKey, NutrientKey>> = {
  satFat: 'fat', transFat: 'fat', sugars: 'carbs', addedSugars: 'sugars',
};

const nonPercent = (values: readonly ValueCell[]) => values.filter((v) => !v.percent);
const isEnergyCell = (v: ValueCell) => /kcal|kj/.test(v.quantity.readings[0]?.unit ?? '');
const centre = (c: { x0: number; x1: number }) => (c.x0 + c.x1) / 2;

/**
 * Rows of figures whose name OCR dropped or garbled: kJ/kcal figures are energy; a run of such
 * rows takes the nutrients missing between its named neighbours in the panel's print order,
 * when there are as many of them as rows (mg figures only a milligram nutrient, gram figures
 * only a gram one); a single row takes the only one its unit (or what is left of its name)
 * allows. A garbled name must be short and its figures must stand in the panel's columns, so
 * a footnote's "2,000 calories" is no row.
 */
export function nameRowsByPrintOrder(segments: Segment[], layout: PanelLayout, family: PanelFamily,
  options: { languages?: readonly LabelLanguage[]; columnRatio?: number; columnCount?: number } = {}): Segment[] {
  const { languages } = options;
  if (layout === 'us-linear') return nameLinearSegments(segments, languages);
  segments = unnameOutOfOrder(unnameDuplicates(segments));
  const isNutrient = (s: Segment) => s.key !== undefined && NUTRIENT_KEYS.has(s.key);
  const sequence = segments.filter(isNutrient).map((s) => s.key!);
  const named = new Set(sequence);
  // The print order this panel follows best: the most named rows in its sequence.
  const fit = (order: readonly NutrientKey[]) => {
    let last = -1;
    let count = 0;
    for (const key of sequence) {
      const at = order.indexOf(key);
      if (at > last) { count++; last = at; }
    }
    return count;
  };
  const all = Object.values(PRINT_ORDERS);
  const best = Math.max(...all.map(fit));
  const tied = all.filter((order) => fit(order) === best);
  const preferred = tied.includes(PRINT_ORDERS[family]) ? [PRINT_ORDERS[family]] : tied;
  const unitOfRow = (s: Segment) => {
    const units = nonPercent(s.values).map((v) => v.quantity.readings[0]?.unit);
    return units.some((u) => u === 'mg') ? 'mg' : units.some((u) => u === 'g') ? 'g' : undefined;
  };
  const fits = (key: NutrientKey, unit: 'mg' | 'g' | undefined) =>
    unit === undefined || (unit === 'mg') === MILLIGRAM_KEYS.has(key);
  const out = segments.map((segment) => {
    if (segment.label || nonPercent(segment.values).length === 0) return segment;
    if (nonPercent(segment.values).some(isEnergyCell)) return named.has('energy') ? segment : { ...segment, key: 'energy' as NutrientKey };
    return segment;
  });
  const columns = figureColumns(out.filter(isNutrient), options.columnCount);
  const ratio = options.columnRatio ?? energyRatio(out);
  const rowYs = [...new Map(out.filter(isNutrient).map((s) => [s.row, s.y])).values()].sort((a, b) => a - b);
  const pitch = median(rowYs.slice(1).map((y, k) => y - rowYs[k]!));
  // (A nameless kcal line under the energy row is the energy row's own second line.)
  const nameless = (s: Segment) => {
    const values = nonPercent(s.values);
    if (s.key || values.length === 0 || values.some(isEnergyCell)) return false;
    if (!s.label) return true;
    return garbledName(s, out, layout === 'table' ? columns : undefined);
  };
  for (let i = 0; i < out.length; i++) {
    if (!nameless(out[i]!)) continue;
    let j = i;
    while (j + 1 < out.length && nameless(out[j + 1]!)) j++;
    const run = out.slice(i, j + 1);
    const prev = out.slice(0, i).reverse().find(isNutrient)?.key;
    const next = out.slice(j + 1).find(isNutrient)?.key;
    i = j;
    // Nameless figures above every name are headings or serving sizes, not a nutrient.
    if (!prev) continue;
    // A garbled name is a row of the table: no wider space than a row's between the lines
    // from the row above to the row below (a footnote under the table is further down).
    const from = out.slice(0, i - run.length + 1).reverse().find(isNutrient)!.row;
    const to = out.slice(j + 1).find(isNutrient)?.row ?? run[run.length - 1]!.row;
    const ys = [...new Set(out.filter((s) => s.row >= from && s.row <= to).map((s) => s.y))].sort((a, b) => a - b);
    if (run.some((s) => s.label) && pitch > 0 && ys.some((y, k) => k > 0 && y - ys[k - 1]! > 1.6 * pitch)) continue;
    const answers = new Set<string>();
    let assignment: NutrientKey[] | undefined;
    // What the print order leaves between the neighbours, in every order the panel may follow.
    const open = new Set<NutrientKey>();
    for (const order of preferred) {
      const a = order.indexOf(prev);
      const b = next ? order.indexOf(next) : order.length;
      if (a < 0 || b < 0 || b <= a) continue;
      const missing = order.slice(a + 1, b).filter((key) => !named.has(key));
      for (const key of missing) open.add(key);
      let keys: NutrientKey[] | undefined;
      if (missing.length === run.length && run.every((s, k) => fits(missing[k]!, unitOfRow(s)))) keys = missing;
      else if (run.length === 1) {
        const allowed = missing.filter((key) => fits(key, unitOfRow(run[0]!)) && (unitOfRow(run[0]!) !== undefined || !MILLIGRAM_KEYS.has(key) || missing.length === 1));
        if (allowed.length === 1) keys = allowed;
      }
      if (!keys) { answers.add('none'); continue; }
      answers.add(keys.join());
      assignment = keys;
    }
    if (answers.size !== 1 || !assignment) {
      // The print order leaves a choice: what is left of a row's name may make it.
      assignment = run.map((segment) => (segment.label && matchDamagedName(segment.label, languages, open)) ||
        (layout !== 'table' && byDailyValue(segment, open)) || ('' as NutrientKey));
      if (new Set(assignment.filter(Boolean)).size < assignment.filter(Boolean).length) continue;
    }
    run.forEach((segment, k) => {
      const key = assignment![k]!;
      if (!key || !fits(key, unitOfRow(segment)) || named.has(key)) return;
      if (!namedLike(segment, key, named, languages) || !fitsPanel(segment, key, out, layout, ratio, columns)) return;
      out[out.indexOf(segment)] = { ...segment, key };
      named.add(key);
    });
  }
  return out;
}

/**
 * A linear panel runs its names and figures on as text ("Sat Far 0g (0% DV), Trans Fat 0g"):
 * a garbled name with a figure after it is named by what is left of it, among the nutrients
 * not named elsewhere, where the US print order puts that nutrient between its neighbours.
 */
function nameLinearSegments(segments: Segment[], languages?: readonly LabelLanguage[]): Segment[] {
  const order = PRINT_ORDERS.us;
  const named = new Set(segments.filter((s) => s.key && NUTRIENT_KEYS.has(s.key)).map((s) => s.key!));
  const out = [...segments];
  out.forEach((segment, i) => {
    if (segment.key || !segment.label || nonPercent(segment.values).length === 0) return;
    const open = new Set(order.filter((key) => !named.has(key)));
    const key = matchDamagedName(segment.label, languages, open);
    if (!key) return;
    const at = order.indexOf(key);
    const prev = out.slice(0, i).reverse().find((s) => s.key && order.includes(s.key))?.key;
    const next = out.slice(i + 1).find((s) => s.key && order.includes(s.key))?.key;
    if ((prev && order.indexOf(prev) > at) || (next && order.indexOf(next) < at)) return;
    out[i] = { ...segment, key };
    named.add(key);
  });
  return out;
}

/**
 * A name OCR garbled, not prose: a few words with two letters or more, the only name on its
 * line, its figures where the panel's figures stand (on tables: US panels print a figure
 * right after its name).
 */
function garbledName(segment: Segment, segments: readonly Segment[], columns: readonly FigureColumn[] | undefined): boolean {
  const letters = segment.label.replace(/[^\p{L}]/gu, '').length;
  if (letters < 2 || segment.label.split(/\s+/).length > MAX_NAME_WORDS) return false;
  if (segments.some((s) => s !== segment && s.row === segment.row && /\p{L}{2}/u.test(s.label))) return false;
  if (!columns) return true;
  return columns.length > 0 && inColumns(nonPercent(segment.values), columns).length > 0;
}

/**
 * A row's figures less any between its name and the first column when the row holds more
 * figures than the panel has columns (a "(g)" misread "0)").
 */
function columnCells(cells: readonly ValueCell[], columns: readonly FigureColumn[]): ValueCell[] {
  if (cells.length <= columns.length) return [...cells];
  const first = Math.min(...columns.map((c) => c.x - c.reach));
  return cells.filter((v) => !(centre(v) < first));
}

/** The figures that stand in the panel's columns (not a "(g)" misread "0)" after a name). */
function inColumns(cells: readonly ValueCell[], columns: readonly FigureColumn[]): ValueCell[] {
  return cells.filter((v) => columns.some((c) => Math.abs(centre(v) - c.x) <= c.reach));
}

/**
 * A name read only through OCR's confusions ("Protem" for protein) where no panel's print order
 * puts that nutrient between its named neighbours (between fat and carbohydrate on an EU table):
 * the confusion is not sure enough against the order, so the row loses its name and is named,
 * or not, as a garbled one (namedLike weighs what is left of it).
 */
function unnameOutOfOrder(segments: Segment[]): Segment[] {
  const orders = Object.values(PRINT_ORDERS);
  const sure = (s: Segment) => s.key !== undefined && NUTRIENT_KEYS.has(s.key) && !namedByConfusion(s.label);
  return segments.map((segment, i) => {
    if (!segment.key || !NUTRIENT_KEYS.has(segment.key) || !namedByConfusion(segment.label)) return segment;
    const prev = segments.slice(0, i).reverse().find(sure)?.key;
    const next = segments.slice(i + 1).find(sure)?.key;
    const placed = orders.some((order) => {
      const at = order.indexOf(segment.key!);
      return at >= 0 && (!prev || order.indexOf(prev) < at) && (!next || order.indexOf(next) < 0 || order.indexOf(next) > at);
    });
    return placed ? segment : { ...segment, key: undefined };
  });
}

/**
 * A nutrient named by two rows of figures: OCR garbled one name into the other's ("Sahsated
 * Fat" is fat by its "Fat" alone, "Total Ars" total carbs two letters off). The weaker match
 * (more of the phrase's letters differ, or less of the label matched) loses its name, for the
 * print order to name; two matches alike both keep theirs (the first row's figures are read).
 */
function unnameDuplicates(segments: Segment[]): Segment[] {
  const byKey = new Map<NutrientKey, Segment[]>();
  for (const s of segments) {
    if (!s.key || !NUTRIENT_KEYS.has(s.key) || s.key === 'energy' || nonPercent(s.values).length === 0) continue;
    byKey.set(s.key, [...(byKey.get(s.key) ?? []), s]);
  }
  const unnamed = new Set<Segment>();
  for (const group of byKey.values()) {
    if (group.length < 2) continue;
    const rated = group.map((segment) => ({ segment, quality: nameMatchQuality(segment.label) ?? { score: 1, coverage: 0 } }))
      .sort((a, b) => a.quality.score - b.quality.score || b.quality.coverage - a.quality.coverage);
    const best = rated[0]!.quality;
    for (const { segment, quality } of rated.slice(1)) {
      if (quality.score > best.score + 0.01 || quality.coverage < best.coverage - 0.2) unnamed.add(segment);
    }
    // A name that reads better as another nutrient (or "Calories from Fat") is not this one.
    for (const { segment } of rated) {
      const [first] = damagedNameCandidates(segment.label);
      const own = damagedNameCandidates(segment.label).find((c) => c.key === segment.key);
      if (first && first.key !== segment.key && (!own || first.score < own.score - 0.05)) unnamed.add(segment);
    }
    // Keep one: when every row lost its name, none is certain.
    if (group.every((s) => unnamed.has(s))) for (const s of group) unnamed.delete(s);
  }
  return unnamed.size ? segments.map((s) => (unnamed.has(s) ? { ...s, key: undefined } : s)) : segments;
}

/**
 * Whether what is left of a garbled name allows the nutrient the print order gives it: a name
 * that still reads, loosely, as another nutrient not named elsewhere on the panel is not
 * this one ("Tctal Fat" where fat is missing too is not sugars).
 */
function namedLike(segment: Segment, key: NutrientKey, named: ReadonlySet<NutrientKey>, languages?: readonly LabelLanguage[]): boolean {
  if (!segment.label) return true;
  const candidates = damagedNameCandidates(segment.label, languages).filter((c) => c.key === key || !named.has(c.key));
  const [first] = candidates;
  if (!first || first.key === key) return true;
  // Near alike to this nutrient as to the other: the name does not say.
  const own = candidates.find((c) => c.key === key);
  return own !== undefined && own.score - first.score < 0.1;
}

/**
 * Where the panel's figures stand across: each column's centre, from the named rows' figures,
 * and how far a figure may stand from it; at most `count` columns, the rightmost.
 */
interface FigureColumn { x: number; reach: number }

function figureColumns(named: readonly Segment[], count = Infinity): FigureColumn[] {
  const cells = named.flatMap((s) => nonPercent(s.values));
  if (cells.length === 0) return [];
  const width = median(cells.map((c) => c.x1 - c.x0));
  const centres = cells.map(centre).sort((a, b) => a - b);
  // Centres closer than a figure's width are one column.
  const groups: number[][] = [];
  for (const x of centres) {
    const last = groups[groups.length - 1];
    if (last && x - last[last.length - 1]! <= width) last.push(x);
    else groups.push([x]);
  }
  // The rightmost as many as the panel has columns: stray figures (a "(g)" read "9)") stand
  // between the names and the columns.
  return groups.filter((g) => g.length >= 2).slice(-count).map((g) => ({ x: median(g), reach: width + (g[g.length - 1]! - g[0]!) / 2 }));
}

/** Grams (or milligrams) a cell may hold, over all its readings. */
function amounts(cell: ValueCell | undefined): number[] {
  if (!cell) return [];
  return cell.quantity.readings.filter((r) => r.unit !== '%' && r.unit !== 'kcal' && r.unit !== 'kj')
    .map((r) => (r.unit === 'mg' ? r.value / 1000 : r.unit === 'mcg' ? r.value / 1e6 : r.value));
}

/**
 * Whether a row's figures can be the nutrient's on this panel: within its whole (or holding
 * its parts), column for column, by some reading of each; and, with two columns or more,
 * scaled across the columns as the panel's named rows are.
 */
function fitsPanel(segment: Segment, key: NutrientKey, segments: readonly Segment[], layout: PanelLayout, ratio: number | undefined,
  columns: readonly FigureColumn[]): boolean {
  const cells = columnCells(nonPercent(segment.values), columns);
  const rowOf = (k: NutrientKey) => segments.find((s) => s.key === k && nonPercent(s.values).length > 0);
  const within = (part: ValueCell[], whole: ValueCell[]) =>
    part.length !== whole.length || part.every((cell, i) => {
      const p = amounts(cell);
      const w = amounts(whole[i]);
      return p.length === 0 || w.length === 0 || Math.min(...p) <= Math.max(...w) + 0.05;
    });
  const whole = WHOLE_OF[key] && rowOf(WHOLE_OF[key]!);
  if (whole && !within(cells, nonPercent(whole.values))) return false;
  for (const [part, of] of Object.entries(WHOLE_OF) as [NutrientKey, NutrientKey][]) {
    const partRow = of === key ? rowOf(part) : undefined;
    if (partRow && !within(nonPercent(partRow.values), cells)) return false;
  }
  return scaledAlike(cells, ratio, layout) && withinEnergy(key, cells, segments) && (layout === 'table' || ofDailyValue(segment, key) !== false);
}

/** The one nutrient among `keys` whose daily value the row's printed percent fits, on US panels. */
function byDailyValue(segment: Segment, keys: ReadonlySet<NutrientKey>): NutrientKey | undefined {
  // As read: a reading with a point put back fits another daily value too often ("160mg" as 16).
  const fitting = [...keys].filter((key) => ofDailyValue(segment, key, true) === true);
  return fitting.length === 1 ? fitting[0] : undefined;
}

/**
 * On US panels, whether a row's figures are the percent of the nutrient's daily value printed
 * after them ("10mg 3%" is cholesterol's 300 mg, not sodium's 2,300): false when a percent
 * contradicts every reading, undefined when none was read or the nutrient prints none.
 */
function ofDailyValue(segment: Segment, key: NutrientKey, asRead = false): boolean | undefined {
  if (!NUTRIENT_KEYS.has(key) || key === 'energy') return undefined;
  let verdict: boolean | undefined;
  segment.values.forEach((cell, i) => {
    const next = segment.values[i + 1];
    if (cell.percent || !next?.percent) return;
    const percent = next.quantity.readings[0]?.value;
    if (percent === undefined) return;
    const readings = asRead ? cell.quantity.readings.slice(0, 1) : cell.quantity.readings;
    const fits = readings.map((r) => fitsDailyValue(key as Slot, r.value, percent));
    if (fits.every((f) => f === undefined)) return;
    verdict = (verdict ?? true) && fits.some((f) => f === true);
  });
  return verdict;
}

/** kcal per gram of the macronutrients energy is reckoned from. */
const KCAL_PER_GRAM: Partial<Record<NutrientKey, number>> = { fat: 9, carbs: 4, protein: 4 };

/**
 * A macronutrient's figures within the energy printed beside them: its least reading and the
 * other macronutrients' least readings may not come to more energy than the energy row's
 * largest reading allows (taken as kcal unless it says kJ), with room for rounding.
 */
function withinEnergy(key: NutrientKey, cells: readonly ValueCell[], segments: readonly Segment[]): boolean {
  if (!KCAL_PER_GRAM[key]) return true;
  const energy = segments.find((s) => s.key === 'energy' && nonPercent(s.values).length === cells.length);
  if (!energy) return true;
  const energyCells = nonPercent(energy.values);
  const least = (cell: ValueCell | undefined) => {
    const values = amounts(cell);
    return values.length ? Math.min(...values) : 0;
  };
  return cells.every((cell, i) => {
    const kcal = energyCells[i]!.quantity.readings.map((r) => ((r.unit ?? energy.labelUnit) === 'kj' ? r.value / 4.184 : r.value));
    if (kcal.length === 0) return true;
    let estimate = KCAL_PER_GRAM[key]! * least(cell);
    for (const [other, factor] of Object.entries(KCAL_PER_GRAM) as [NutrientKey, number][]) {
      const row = other === key ? undefined : segments.find((s) => s.key === other && nonPercent(s.values).length === cells.length);
      if (row) estimate += factor * least(nonPercent(row.values)[i]);
    }
    return estimate <= 1.2 * Math.max(...kcal) + 20;
  });
}

/**
 * The second column's size over the first's by the energy row, when it holds one figure per
 * column in one unit (not "kJ / kcal" of one column: a pair 4.184 apart is that).
 */
function energyRatio(segments: readonly Segment[]): number | undefined {
  const energy = segments.find((s) => s.key === 'energy' && nonPercent(s.values).length === 2);
  if (!energy) return undefined;
  const cells = nonPercent(energy.values);
  // Figures without a unit may be a column's kJ and kcal, unless the name gives the unit ("Energy (kcal)").
  const units = new Set(cells.map((c) => c.quantity.readings[0]?.unit ?? energy.labelUnit));
  const [a, b] = cells.map((c) => c.quantity.readings[0]?.value ?? 0);
  if (!a || !b || units.size > 1 || units.has(undefined)) return undefined;
  const ratio = b / a;
  return Math.abs(Math.log(ratio / 4.184)) < 0.04 || Math.abs(Math.log(ratio * 4.184)) < 0.04 ? undefined : ratio;
}

/**
 * The columns of a row scaled as the panel's are: some reading of the row's first two
 * figures must match the ratio of the columns' sizes (per 100 g against a 30 g serving: 0.3),
 * within what rounding explains (a tenth of a gram; a whole figure, half a unit).
 */
function scaledAlike(cells: readonly ValueCell[], ratio: number | undefined, layout: PanelLayout): boolean {
  if (cells.length < 2 || !ratio) return true;
  const rounding = (v: number) => (layout !== 'table' || Number.isInteger(v) ? 0.5 : 0.05);
  const values = (cell: ValueCell) => cell.quantity.readings.filter((r) => r.unit !== '%').map((r) => r.value);
  return values(cells[0]!).some((a) => values(cells[1]!).some((b) =>
    Math.abs(b - a * ratio) <= 0.08 * Math.max(b, a * ratio) + rounding(a) * ratio + rounding(b)));
}
