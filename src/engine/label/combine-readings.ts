import { partsOverWhole } from './impossible-figures.js';
import type { LabelPanel, PanelColumn, PanelNutrients } from './types.js';
import { OVERRULE_ERROR, WORKED_OUT_NEAR } from './answer-thresholds.js';
import { energyContradictsMacros } from './label-result.js';
import { dailyValueAmounts, fitsDailyValue } from './resolve.js';

/*
 * Reads of one panel put together: the same prepared photo read by two OCR models, or the
 * photo prepared several ways. Each loses different things: the English model the names of a
 * German table ("Eiweiß"), the German one a figure the English one read; a sparse read a lone
 * figure, a block read a name. A figure only one read holds is taken; where reads disagree,
 * the choice is the one that makes the panel agree with itself (energy against protein,
 * carbohydrate and fat; the columns scaled alike; saturates within fat, sugars within
 * carbohydrate), else the figure most reads give, else the first read's.
 */

type Figure = keyof PanelNutrients;

/**
 * The column of `other` that is the same as `column` of `own`: the same basis and, when both
 * print them, the same grams; or the one column of that basis in each, whatever grams were read
 * (a serving size misread in one look, "(120g)" as "(1209)", must not keep its figures from
 * the vote).
 */
export function sameColumn(column: PanelColumn, own: LabelPanel, other: LabelPanel): PanelColumn | undefined {
  const alike = other.columns.filter((c) => c.basis === column.basis);
  const candidates = alike.filter((c) => c.grams === undefined || column.grams === undefined || c.grams === column.grams);
  if (candidates.length === 1) return candidates[0];
  const ownAlike = own.columns.filter((c) => c.basis === column.basis);
  return candidates.length === 0 && alike.length === 1 && ownAlike.length === 1 ? alike[0] : undefined;
}

/** What a read's figure (by its column's index and its name) OCR nearly read as (doubtful-figures.ts, figureDoubts): fat 26 → [28]. */
export type FigureDoubts = (column: number, figure: Figure) => readonly number[];

/** No figure nearly read otherwise. */
export const NO_FIGURE_DOUBTS: FigureDoubts = () => [];

/** The figures of each read OCR nearly read as others. */
export type DoubtedFigures = (panel: LabelPanel) => FigureDoubts;

/** A figure the two reads do not agree on, and the other read's reading of it. */
interface Doubt {
  column: number;
  figure: Figure;
  alternative: number;
  /** More reads gave the figure as it stands than gave this alternative. */
  outvoted: boolean;
}


/** Up to this many doubts every combination is tried (2^n); beyond, one figure at a time. */
const MAX_JOINT = 10;

/** Figures no panel prints: a part larger than its whole, more than 100 g of nutrients in 100 g. */
function violations(panel: LabelPanel): number {
  let count = 0;
  for (const { basis, nutrients: n } of panel.columns) {
    count += partsOverWhole(n);
    if (basis === '100g' || basis === '100ml') {
      const total = (n.fat ?? 0) + (n.carbs ?? 0) + (n.protein ?? 0) + (n.fiber ?? 0) + (n.salt ?? 0);
      if (total > 102) count++;
    }
  }
  return count;
}

/** How far each column's energy is from its protein, carbohydrate and fat (relative, summed). */
function energyError(panel: LabelPanel): number {
  let error = 0;
  for (const { nutrients: n } of panel.columns) {
    if (n.kcal === undefined || n.protein === undefined || n.carbs === undefined || n.fat === undefined || n.kcal <= 0) continue;
    error += Math.abs(4 * n.protein + 4 * n.carbs + 9 * n.fat - n.kcal) / n.kcal;
  }
  return error;
}

/**
 * Each figure as most reads give it (ties to the earlier read, the base first), with the other
 * values read for it as doubts. A figure a single read found is taken: dropping it instead
 * when it breaks a bound loses more right figures than wrong ones (its whole may be the misread).
 */
function majority(base: LabelPanel, others: readonly LabelPanel[], doubted: DoubtedFigures): { start: PanelColumn[]; doubts: Doubt[]; unconfirmed: Unconfirmed[] } {
  const start = base.columns.map((c) => ({ ...c, nutrients: { ...c.nutrients } }));
  const doubts: Doubt[] = [];
  const unconfirmed: Unconfirmed[] = [];
  start.forEach((column, index) => {
    const fromDigits = new Map<Figure, Set<number>>();
    const fromLetters = new Map<Figure, Set<number>>();
    // Unconfirmed: read from letters by every look that gave it, or read by one look alone while another read it otherwise.
    const readAs = new Map<Figure, number[]>();
    unconfirmed.push((figure, value) => (!!fromLetters.get(figure)?.has(value) && !fromDigits.get(figure)?.has(value)) ||
      ((readAs.get(figure) ?? []).filter((v) => v === value).length < 2 && (readAs.get(figure) ?? []).some((v) => v !== value)));
    const reads = new Map<Figure, { value: number; weight: number }[]>();
    // The percents of daily value each look read on the row, and which looks read each value.
    const percents = new Map<Figure, number[]>();
    const readBesidePercent = new Map<Figure, Set<number>>();
    const add = ({ nutrients, percents: printed = {}, unconfirmed: fromLettersOf = [], workedOut = [] }: PanelColumn, panel: LabelPanel, at: number) => {
      for (const [figure, percent] of Object.entries(printed) as [Figure, number][]) percents.set(figure, [...(percents.get(figure) ?? []), percent]);
      for (const [figure, value] of Object.entries(nutrients) as [Figure, number][]) {
        // A kcal worked out from a kJ (or sodium from salt) stands aside for the same figure
        // another look read as printed: its ratio may miss the printed kcal by a unit or two
        // (344 kJ gives 82, the panel prints 83). Not for a read far from it: that is a misread
        // (a kJ whose unit and point were lost, read as a kcal of 57.3).
        if (workedOut.includes(figure) && readNear(figure, value)) continue;
        const seen = (fromLettersOf.includes(figure) ? fromLetters : fromDigits);
        seen.set(figure, new Set([...(seen.get(figure) ?? []), value]));
        readAs.set(figure, [...(readAs.get(figure) ?? []), value]);
        if (printed[figure] !== undefined) readBesidePercent.set(figure, new Set([...(readBesidePercent.get(figure) ?? []), value]));
        // A figure OCR nearly read otherwise gives half its vote to what it nearly was.
        const nearly = doubted(panel)(at, figure);
        const votes = nearly.length ? [{ value, weight: 0.5 }, ...nearly.map((v) => ({ value: v, weight: 0.5 / nearly.length }))] : [{ value, weight: 1 }];
        reads.set(figure, [...(reads.get(figure) ?? []), ...votes]);
      }
    };
    const twins = [{ column, panel: base, at: index }, ...others.flatMap((other) => {
      const twin = sameColumn(column, base, other);
      return twin ? [{ column: twin, panel: other, at: other.columns.indexOf(twin) }] : [];
    })];
    // Whether some look read the figure itself (not worked out) as another value within rounding of this one.
    const readNear = (figure: Figure, value: number) => twins.some(({ column: c }) => {
      const read = c.nutrients[figure];
      return read !== undefined && read !== value && !c.workedOut?.includes(figure) && Math.abs(read - value) <= Math.max(1, WORKED_OUT_NEAR * read);
    });
    for (const twin of twins) add(twin.column, twin.panel, twin.at);
    if (percents.size) column.percents = Object.fromEntries([...percents].map(([figure, read]) => [figure, read[0]!]));
    // Figures dropped only for a percent read beside no figure (below), with that percent.
    const setAside = new Map<Figure, { value: number; percent: number }>();
    for (const [figure, weighted] of reads) {
      const read = percents.get(figure) ?? [];
      // A value every percent read on its row contradicts (resolve.ts, fitsDailyValue).
      const contradicted = (value: number) => read.length > 0 && read.every((p) => fitsDailyValue(figure, value, p) === false);
      const all = [...new Set(weighted.map((w) => w.value))];
      // As within one read (resolve.ts), the percent decides when a reading fits it: the others
      // are no candidates. When none does, a value only looks that did not read the
      // percent read, against a percent another look read beside no figure ("fg 2%" in one, "3g" in
      // another, 6 printed), is dropped; a value read beside the percent it contradicts keeps
      // it (the percent is as likely the misread).
      const distinct = all.some((v) => !contradicted(v)) ? all.filter((v) => !contradicted(v))
        : all.filter((v) => readBesidePercent.get(figure)?.has(v));
      if (distinct.length === 0) {
        const votesOf = (value: number) => weighted.reduce((sum, w) => sum + (w.value === value ? w.weight : 0), 0);
        setAside.set(figure, { value: all.reduce((best, value) => (votesOf(value) > votesOf(best) ? value : best)), percent: read[0]! });
        delete column.nutrients[figure];
        continue;
      }
      const votes = (value: number) => weighted.reduce((sum, w) => sum + (w.value === value ? w.weight : 0), 0);
      const chosen = distinct.reduce((best, value) => (votes(value) > votes(best) ? value : best));
      column.nutrients[figure] = chosen;
      for (const alternative of distinct) {
        if (alternative !== chosen) doubts.push({ column: index, figure, alternative, outvoted: votes(alternative) < votes(chosen) });
      }
    }
    const back = percentsAgainstEnergy(column, setAside, base.layout);
    if (back) column.nutrients = back;
  });
  return { start, doubts, unconfirmed };
}

const ENERGY_MACROS: readonly Figure[] = ['fat', 'carbs', 'protein'];

/**
 * The figures set aside for a percent another look read beside no figure, put back when the
 * energy says the percents are the misreads: the column's energy, read, agrees with its fat,
 * carbohydrate and protein as the looks read them, and at every amount the percents stand for
 * (dailyValueAmounts, at either end) it would not (energyContradictsMacros). A look that lost a
 * row's figure read its percent no surer ("45%" read "3%" beside "Total Fat 359" read 35 g by
 * another look, 780 kcal: generated us-var panels, seed 19), and two witnesses, the energy and
 * the figure, outweigh it. Undefined when nothing is put back.
 */
function percentsAgainstEnergy(column: PanelColumn, setAside: ReadonlyMap<Figure, { value: number; percent: number }>, layout: LabelPanel['layout']): PanelNutrients | undefined {
  const figures = [...setAside.keys()].filter((f) => ENERGY_MACROS.includes(f));
  if (figures.length === 0 || column.nutrients.kcal === undefined) return undefined;
  const withFigures = (amount: (figure: Figure) => number | undefined): PanelColumn | undefined => {
    const nutrients: PanelNutrients = { ...column.nutrients };
    for (const figure of figures) {
      const value = amount(figure);
      if (value === undefined) return undefined;
      nutrients[figure] = value;
    }
    return ENERGY_MACROS.every((f) => nutrients[f] !== undefined) ? { ...column, nutrients } : undefined;
  };
  const read = withFigures((f) => setAside.get(f)!.value);
  if (!read || energyContradictsMacros(read, layout)) return undefined;
  // Both ends contradicted on one side (the energy over the most the percents allow, or under
  // the least): an energy between them would fit some amount the percents stand for.
  const ends = ([0, 1] as const).map((end) => withFigures((f) => dailyValueAmounts(f, setAside.get(f)!.percent)?.[end]));
  if (ends.some((end) => !end || !energyContradictsMacros(end, layout))) return undefined;
  const atwater = (c: PanelColumn) => 4 * (c.nutrients.protein ?? 0) + 4 * (c.nutrients.carbs ?? 0) + 9 * (c.nutrients.fat ?? 0);
  const kcal = column.nutrients.kcal;
  return ends.every((end) => atwater(end!) < kcal) || ends.every((end) => atwater(end!) > kcal) ? read.nutrients : undefined;
}

/** Whether a column's figure is unconfirmed (PanelColumn.unconfirmed). */
type Unconfirmed = (figure: Figure, value: number) => boolean;

/** A column with the figures nothing confirms marked (PanelColumn.unconfirmed). */
function withUnconfirmed(column: PanelColumn, unconfirmed: Unconfirmed): PanelColumn {
  const { unconfirmed: _, workedOut: _workedOut, ...rest } = column;
  const figures = (Object.entries(column.nutrients) as [Figure, number][]).filter(([f, v]) => unconfirmed(f, v)).map(([f]) => f);
  return figures.length ? { ...rest, unconfirmed: figures } : rest;
}

/**
 * Reads of one panel put together: `base` and one or more other reads of it (another model,
 * another preparation of the photo). Each figure starts as most reads give it; a doubt is
 * then settled the other way only when that makes the panel agree with itself better.
 */
export function combineReadings(base: LabelPanel, others: LabelPanel | readonly LabelPanel[], score: (panel: LabelPanel) => number,
  doubted: DoubtedFigures = () => NO_FIGURE_DOUBTS): LabelPanel {
  const { start, doubts, unconfirmed } = majority(base, Array.isArray(others) ? others : [others as LabelPanel], doubted);
  const build = (flipped: ReadonlySet<Doubt>): LabelPanel => {
    const columns = start.map((c) => ({ ...c, nutrients: { ...c.nutrients } }));
    for (const doubt of flipped) columns[doubt.column]!.nutrients[doubt.figure] = doubt.alternative;
    return { ...base, columns: columns.map((column, index) => withUnconfirmed(column, unconfirmed[index]!)) };
  };
  const weigh = (panel: LabelPanel, flipped: ReadonlySet<Doubt> = new Set()) => ({
    panel, score: score(panel) - 4 * violations(panel),
    error: energyError(panel) + OVERRULE_ERROR * [...flipped].filter((d) => d.outvoted).length,
  });
  const better = (a: ReturnType<typeof weigh>, b: ReturnType<typeof weigh>) => a.score > b.score || (a.score === b.score && a.error < b.error - 1e-9);
  let best = weigh(build(new Set()));
  if (doubts.length <= MAX_JOINT) {
    for (let mask = 1; mask < 1 << doubts.length; mask++) {
      const flips = new Set(doubts.filter((_, bit) => mask & (1 << bit)));
      const trial = weigh(build(flips), flips);
      if (better(trial, best)) best = trial;
    }
    return best.panel;
  }
  const flipped = new Set<Doubt>();
  for (let round = 0; round < 3; round++) {
    let improved = false;
    for (const doubt of doubts) {
      const trialSet = new Set(flipped);
      if (trialSet.has(doubt)) trialSet.delete(doubt);
      else trialSet.add(doubt);
      const trial = weigh(build(trialSet), trialSet);
      if (better(trial, best)) {
        best = trial;
        if (flipped.has(doubt)) flipped.delete(doubt);
        else flipped.add(doubt);
        improved = true;
      }
    }
    if (!improved) break;
  }
  return best.panel;
}
