import type { Reading } from './quantity.js';
import type { Segment, ValueCell } from './segments.js';
import type { LabelPanel, PanelNutrients } from './types.js';
import {
  THAI_ENERGY_FIT_SHARE, THAI_ENERGY_KCAL, THAI_ENERGY_SHARE, THAI_LOST_SODIUM_PERCENTS, THAI_PERCENT_SLACK, THAI_UNPAIRED_ENERGY_PERCENTS, THAI_PERCENT_MISMATCH_COST, THAI_READINGS_PER_FIGURE, THAI_SIGN_FIGURES,
  THAI_SIGN_PERCENTS, THAI_TIE_MARGIN, THAI_ZERO_READ_AS_ON_COST, THAI_LOOK_OUTVOTED_COST, THAI_LOOK_SAME_ROW, THAI_LOST_ROW_COST, THAI_LOST_ROW_GAP, THAI_LOST_ROW_PERCENTS,
  THAI_OTHER_FIGURE_COST, THAI_UNIT_AS_DIGIT_COST, THAI_SIGN_UNIT_FIGURES, THAI_SIGN_UNIT_PERCENTS,
} from './answer-thresholds.js';
import { median } from '../median.js';
import { parseQuantity } from './quantity.js';

/*
 * A Thai panel (Thai FDA Notification 182, the full format) whose names and units are Thai
 * script, which the shipped OCR models read as Latin noise ("0 n 0%" for "0 ก. 0%"): only the
 * digits and the "%" read. What is left is enough, because the format is fixed: per serving,
 * the energy first ("total energy 60 kcal (energy from fat 10 kcal)"), then one row per
 * nutrient, each with its figure inline and most with a percent of the Thai RDI after it, in
 * one order. The rows are named by that order only when their figures fit it (parts within
 * their whole, the energy from the macronutrients, each printed percent against its figure,
 * the rounding steps the format prints in); a panel that fits no way, or two ways that give
 * different figures, stays unread.
 */

/** The Thai full format's nutrients after energy, in print order, with the unit each is printed in. */
const THAI_ORDER = [
  ['fat', 'g'], ['satFat', 'g'], ['cholesterolMg', 'mg'], ['protein', 'g'], ['carbs', 'g'], ['fiber', 'g'], ['sugars', 'g'], ['sodiumMg', 'mg'],
] as const;
type ThaiKey = (typeof THAI_ORDER)[number][0];

/** Where the carbohydrate stands in the Thai order. */
const CARBS_ROW = THAI_ORDER.findIndex(([key]) => key === 'carbs');

/** The Thai RDI (Notification 182, Schedule) the percents are of; protein and sugars print none. */
const THAI_RDI: Partial<Record<ThaiKey, number>> = { fat: 65, satFat: 20, cholesterolMg: 300, carbs: 300, fiber: 25, sodiumMg: 2400 };

/**
 * A row of the page with figures: its first figure (the nutrient's, as a rule), the row's other
 * figures (a stray mark read as a figure may stand before the nutrient's own), and its percents.
 */
interface FigureRow {
  figure: ValueCell; others: readonly ValueCell[]; percents: number[];
  /** A row every read lost, seen by the gap it left (readThaiReads). */ lost?: boolean;
  /** The serving size's line (servingSizeLine): its figures are no row's, neither the energy nor beside it. */ serving?: boolean;
}

/**
 * The serving size's line, "1 ซอง (15 ก.)", between the title and the energy: an amount in
 * brackets, its gram sign read as Latin ("(15 n.)", "(20 0.)", "(25 1.)", "(55n)") or lost
 * ("(30", not told). The energy from fat is bracketed too, but its bracket opens on its Thai words and
 * its kcal reads as a long word before the bracket closes ("(wasnu… 10 Mawnds)"): an amount
 * right after "(", or a short unit right before ")", is the serving's. On a sachet of small
 * figures its grams fit the energy as well as the energy does (th-script seed 61: 15 g as 15 kcal).
 */
export function servingSizeLine(text: string): boolean {
  return /\(\d/.test(text) || /\d\s?(?:n\.?|[01]\.)\)/.test(text);
}

/** The rows a lost row may be: none the energy is worked out from, none the answer gives (sodium is fitsOnPage's seven rows). */
const MAY_BE_LOST: ReadonlySet<ThaiKey> = new Set(['satFat', 'cholesterolMg', 'sugars']);

/** Whether a figure is printed on the format's steps (Thai rounding follows 21 CFR 101.9). */
function onSteps(key: ThaiKey | 'energy', value: number): boolean {
  const whole = Number.isInteger(value);
  switch (key) {
    case 'energy': return value < 5 ? value === 0 : value <= 50 ? value % 5 === 0 : value % 10 === 0;
    case 'fat': case 'satFat': return value < 5 ? Number.isInteger(value * 2) : whole;
    case 'sodiumMg': return value < 5 ? value === 0 : value <= 140 ? value % 5 === 0 : value % 10 === 0;
    case 'cholesterolMg': return value < 2 ? value === 0 : value % 5 === 0 || value < 5;
    default: return whole || value < 1;
  }
}

/** The readings of a figure in a unit (its own unit, when one read, must be that one), cheapest first. */
function readingsIn(key: ThaiKey, cell: ValueCell, unit: 'g' | 'mg'): Reading[] {
  // Off the steps is no figure the format prints: with the small figures of a sachet, a
  // misread or a row out of place fits the energy too easily to be let through at a cost.
  return cell.quantity.readings.filter((r) => (r.unit === undefined || r.unit === unit) && onSteps(key, r.value))
    .sort((a, b) => a.cost - b.cost).slice(0, THAI_READINGS_PER_FIGURE);
}

/**
 * What a printed figure may have been before the format rounded it (21 CFR 101.9's steps, as
 * onSteps): fat in halves under 5 g and whole above, carbohydrate and fibre whole, sodium and
 * cholesterol in steps of 5 mg (10 above 140 mg of sodium); a 0 is anything under the first step.
 */
function beforeRounding(key: ThaiKey, value: number): [number, number] {
  const half = (step: number) => [Math.max(0, value - step / 2), value + step / 2] as [number, number];
  switch (key) {
    case 'fat': case 'satFat': return value === 0 ? [0, 0.5] : half(value < 5 ? 0.5 : 1);
    case 'cholesterolMg': return value === 0 ? [0, 2] : half(5);
    case 'sodiumMg': return value === 0 ? [0, 5] : half(value <= 140 ? 5 : 10);
    default: return value === 0 ? [0, 1] : half(value < 1 ? 0.5 : 1);
  }
}

/**
 * Whether a row's printed percent fits its figure (rows whose nutrient prints none never do):
 * the percent is worked out from the amount before rounding and rounded whole, so it lies
 * within the figure's own rounding range's percents, half a point either side
 * (THAI_PERCENT_SLACK). 1 g of fat is 0.75 to 1.25 g, 1.2 to 1.9 % of 65 g: "0%" beside it says
 * the row is another, or the figure misread.
 */
function percentFits(key: ThaiKey, value: number, percents: readonly number[]): boolean {
  const rdi = THAI_RDI[key];
  if (rdi === undefined) return false;
  const [low, high] = beforeRounding(key, value);
  return percents.some((p) => p >= (100 * low) / rdi - THAI_PERCENT_SLACK && p <= (100 * high) / rdi + THAI_PERCENT_SLACK);
}

/**
 * The readings a row offers its nutrient: its first figure's, and any other figure's that the
 * row's printed percent fits (THAI_OTHER_FIGURE_COST more): on a Thai-like row a stray mark read
 * as a figure ("1", a bracket read "1") often stands before the nutrient's own. Only a percent
 * vouches for another figure, and only one it rules the first figure out by: on the rows that
 * print none (protein, sugars) the first stays the only one, and a percent no figure fits leaves
 * the row as it was (the order's checks decide).
 */
function rowReadings(key: ThaiKey, row: FigureRow, unit: 'g' | 'mg'): Reading[] {
  const first = [...readingsIn(key, row.figure, unit), ...unitReadAsDigit(key, row.figure, unit)];
  // A percent the first figure fits vouches for no other: the Thai unit after a figure read as
  // one more figure ("10 7." for "10 ก.") fits a percent's slack often enough by chance, and when
  // the first figure's reading cost more than it, it won (layout classes seed 29: 7 g of
  // carbohydrate answered for 10).
  if (row.percents.length === 0 || first.some((r) => percentFits(key, r.value, row.percents))) return first;
  const vouched = row.others.flatMap((cell) => readingsIn(key, cell, unit))
    .filter((r) => percentFits(key, r.value, row.percents) && !first.some((f) => f.value === r.value))
    .map((r) => ({ ...r, cost: r.cost + THAI_OTHER_FIGURE_COST }));
  const byValue = new Map<number, Reading>();
  for (const r of vouched) if (!byValue.has(r.value) || byValue.get(r.value)!.cost > r.cost) byValue.set(r.value, r);
  return [...first, ...byValue.values()];
}

/**
 * A figure whose Thai unit OCR read as one more digit ("81" for "8 ก.", "17" or "10" for "1 ก."):
 * the figure without its last digit, at THAI_UNIT_AS_DIGIT_COST. Only a whole figure of two or
 * three digits with no unit read, and only on the rows that print no percent (protein, sugars):
 * on the others a percent is there to catch the misread, and offered there too it let a row out
 * of place fit (the real tuning Thai sachet: its sodium's "35" taken as 3 g of carbohydrate, the
 * rows under it shifted). The order's checks (parts within their whole, the energy) decide.
 */
function unitReadAsDigit(key: ThaiKey, cell: ValueCell, unit: 'g' | 'mg'): Reading[] {
  if (THAI_RDI[key] !== undefined) return [];
  const digits = /^(\d{1,2})\d$/.exec(cell.quantity.raw.trim());
  if (!digits || cell.quantity.readings.some((r) => r.unit !== undefined)) return [];
  const value = Number(digits[1]);
  return onSteps(key, value) && !cell.quantity.readings.some((r) => r.value === value) ? [{ value, unit, cost: THAI_UNIT_AS_DIGIT_COST }] : [];
}

/** The cost of one row's figure: its reading's, more when off the steps or against its printed percent. */
function rowCost(key: ThaiKey, reading: Reading, percents: readonly number[], mismatchCost: number): number {
  // (A percent on protein's or sugars' row, which print none, says the rows are not these.)
  return reading.cost + (percents.length > 0 && !percentFits(key, reading.value, percents) ? mismatchCost : 0);
}

/** A column named by the Thai order; its last row, sodium, may be one OCR lost. */
type ThaiValues = Omit<Record<ThaiKey, number>, 'sodiumMg'> & { sodiumMg?: number };

/**
 * The kcal the format's rounding (21 CFR 101.9, which Notification 182 follows) can put between
 * a printed energy and 4/4/9 of the printed grams: half the energy's step, half of each gram
 * figure's (fat in halves under 5 g, whole above; the rest whole; a 0 is anything under 0.5 g)
 * times its factor, and the fibre inside the carbohydrate at anything from 0 to 4 kcal a gram.
 */
function thaiRoundingSlack(v: Readonly<ThaiValues>, kcal: number): number {
  const energyHalfStep = kcal <= 5 ? 5 : kcal <= 50 ? 2.5 : 5;
  const fatHalfStep = v.fat > 0 && v.fat < 5 ? 0.25 : 0.5;
  return energyHalfStep + 9 * fatHalfStep + 4 * 0.5 + 4 * 0.5 + 2 * v.fiber;
}

/** The kcal of a column's grams by the format's factors (total carbohydrate includes the fibre, which yields about 2 kcal a gram). */
const atwaterOf = (v: Readonly<ThaiValues>) => 4 * v.protein + 4 * (v.carbs - v.fiber) + 2 * v.fiber + 9 * v.fat;

/** Whether a column named by the Thai order agrees with itself and its energy. */
function fits(v: Readonly<ThaiValues>, kcal: number): boolean {
  if (v.satFat > v.fat || v.sugars > v.carbs || v.fiber > v.carbs) return false;
  const atwater = atwaterOf(v);
  return Math.abs(atwater - kcal) <= THAI_ENERGY_FIT_SHARE * Math.max(kcal, atwater) + thaiRoundingSlack(v, kcal);
}

interface Fit { values: ThaiValues; kcal: number; cost: number }

/**
 * How strictly rows are fitted. One read: a percent against its figure costs as a lost point,
 * and only the cheapest fit of each place of the rows is weighed. Reads put together
 * (readThaiReads): a row offers each read's figure, so a percent against a figure rules it
 * out, and the cheapest rival fit of the same place with other figures is weighed too (two
 * reads that disagree on a figure nothing checks fit alike: a tie, unread).
 */
interface FitRules { mismatchCost: number; rivals: boolean; /** Rows whose printed percents must fit their figures (a lost row's fit has one constraint fewer). */ vouching: number }
const ONE_READ: FitRules = { mismatchCost: THAI_PERCENT_MISMATCH_COST, rivals: false, vouching: 0 };
const READS_TOGETHER: FitRules = { mismatchCost: Infinity, rivals: true, vouching: 0 };

// (Object.is: a lost row's value, NaN, is the same as itself.)
const sameFit = (a: Fit, b: Fit) => a.kcal === b.kcal && THAI_ORDER.every(([key]) => Object.is(a.values[key], b.values[key]));

/** The cheapest readings of the rows in the Thai order (all eight, or the first seven) that fit the energy (and its rival, by the rules), or none. */
function cheapestFits(energy: ValueCell, rows: readonly FigureRow[], order: readonly (typeof THAI_ORDER)[number][], { mismatchCost, rivals }: FitRules): Fit[] {
  // (Not 0 kcal: a run of zeros fits it in any order, so it would name nothing for sure.)
  const energies = energy.quantity.readings.filter((r) => (r.unit === undefined || r.unit === 'kcal') && onSteps('energy', r.value) && r.value > 0 && r.value <= 900)
    .sort((a, b) => a.cost - b.cost).slice(0, THAI_READINGS_PER_FIGURE);
  // A lost row's figure is not known (NaN: no check it is in holds, and it is not answered).
  const options = order.map(([key, unit], k) => (rows[k]!.lost ? (MAY_BE_LOST.has(key) ? [{ r: { value: NaN, cost: 0 }, cost: THAI_LOST_ROW_COST }] : [])
    : rowReadings(key, rows[k]!, unit).map((r) => ({ r, cost: rowCost(key, r, rows[k]!.percents, mismatchCost) })).filter((o) => Number.isFinite(o.cost))));
  if (energies.length === 0 || options.some((o) => o.length === 0)) return [];
  let best: Fit | undefined;
  let rival: Fit | undefined;
  const chosen: number[] = [];
  for (const e of energies) {
    const base = e.cost;
    const walk = (k: number, cost: number) => {
      if (best && cost >= (rivals ? Math.min(best.cost + THAI_TIE_MARGIN, rival?.cost ?? Infinity) : best.cost)) return;
      if (k === order.length) {
        const values = Object.fromEntries(order.map(([key], i) => [key, chosen[i]!])) as ThaiValues;
        if (!fits(values, e.value)) return;
        const fit = { values, kcal: e.value, cost };
        if (!best || cost < best.cost) {
          if (best && !sameFit(best, fit)) rival = best;
          best = fit;
        } else if (!sameFit(best, fit)) rival = fit;
        return;
      }
      for (const { r, cost: c } of options[k]!) {
        chosen[k] = r.value;
        walk(k + 1, cost + c);
      }
    };
    walk(0, base);
  }
  return best ? [best, ...(rivals && rival ? [rival] : [])] : [];
}

/**
 * A row that read no figure but whose name ends in its figure run into its Thai unit, which OCR
 * read as Latin letters: the gram sign "ก." as "n", the milligram "มก." as "un" or "an" ("0.5n",
 * "15n", "120nn", "35un."), so the word is neither a figure nor a unit to the page's reader and
 * the row, with no figure, shifted the order below it (th-script seed 61: a fat row "0.5n"
 * skipped). The figure is read as if it stood alone (its readings as a bare figure's, its unit
 * unread: the order's unit is the row's). "on" ("0n.", "On"): its "0 ก." merged, the zero read
 * as the letter o too, given back as 0 g at THAI_ZERO_READ_AS_ON_COST. A bracketed word
 * ("(55n)") is the serving size's amount, no row's figure (servingSizeLine).
 */
function figureRunIntoUnit(segment: Segment): ValueCell[] {
  const last = segment.label.split(/\s+/).pop() ?? '';
  const x0 = segment.x0 + 9 * segment.label.length;
  const cell = (quantity: ValueCell['quantity']): ValueCell[] => [{ quantity, x0, x1: x0, numberX1: x0, y0: segment.y, y1: segment.y, percent: false }];
  if (/^[o0]n[.,]?$/i.test(last)) return cell({ raw: last, readings: [{ value: 0, unit: 'g', cost: THAI_ZERO_READ_AS_ON_COST }], decimals: 0 });
  const runIn = THAI_UNIT_RUN_IN.exec(last);
  const quantity = runIn ? parseQuantity(runIn[1]!) : undefined;
  return quantity ? cell({ ...quantity, raw: last, readings: quantity.readings.filter((r) => r.unit === undefined) }) : [];
}

/** A figure and the Thai unit run into it as OCR reads it ("0.5n", "15n", "120nn", "35un."): the figure. */
const THAI_UNIT_RUN_IN = /^[a-z]*(\d{1,4}(?:[.,]\d{1,2})?)(?:n|nn|un|an)[.,]?$/i;

/**
 * The figures of one row that stand inside brackets: a closing bracket follows the figure (in its
 * own word or a later one) before any other figure and before any opening bracket. The format
 * brackets two figures at the panel's top, the serving's weight ("1 ซอง (40 ก.)") and the energy
 * from fat ("(energy from fat 30 kcal)"), and never the energy: either may fit the grams' kcal as
 * well as the energy does (a sachet's weight, a fatty food's fat energy), and with the energy's
 * own figure lost or taken as its pair, one was answered as the energy (th-script tuning seeds:
 * a serving's grams read without its opening bracket, a fat energy whose bracket opened a line
 * above). The opening bracket is the one OCR loses (stuck to the figure, or on the line above),
 * so the closing one decides; a stray ")" after a true energy can only leave the page unread.
 */
function bracketedFigures(segments: readonly Segment[]): ValueCell[] {
  const tokens = [...segments].sort((a, b) => a.x0 - b.x0)
    .flatMap((s): (string | ValueCell)[] => [...s.label.split(/\s+/).filter(Boolean), ...[...s.values].sort((a, b) => a.x0 - b.x0)]);
  const firstBracket = (text: string) => /[()]/.exec(text)?.[0];
  return tokens.flatMap((token, i) => {
    if (typeof token === 'string' || token.percent) return [];
    if (firstBracket(token.quantity.raw.replace(/^\(/, '')) === ')') return [token];
    for (const next of tokens.slice(i + 1)) {
      if (typeof next !== 'string') return [];
      const bracket = firstBracket(next);
      if (bracket) return bracket === ')' ? [token] : [];
    }
    return [];
  });
}

/** The page's rows that hold a figure, in order down the page: each row's first figure and its percents, and its figures in brackets (no energy). */
function figureRows(segments: readonly Segment[]): { row: number; cells: FigureRow; figures: ValueCell[]; bracketed: ValueCell[] }[] {
  const byRow = new Map<number, ValueCell[]>();
  // (A merged "on" may have its percent read beside it, "on. 0%": still no figure of its own.)
  for (const s of segments) byRow.set(s.row, [...(byRow.get(s.row) ?? []), ...(s.values.some((v) => !v.percent) ? s.values : [...figureRunIntoUnit(s), ...s.values])]);

  // Each row's words as read, left to right: the label keeps a bracket its figure's reading drops.
  const text = new Map<number, string>();
  for (const s of [...segments].sort((a, b) => a.x0 - b.x0)) text.set(s.row, `${text.get(s.row) ?? ''} ${s.label} ${s.values.map((v) => v.quantity.raw).join(' ')}`);
  const bracketed = new Set([...byRow.keys()].flatMap((row) => bracketedFigures(segments.filter((s) => s.row === row))));
  return [...byRow.entries()].sort(([a], [b]) => a - b).flatMap(([row, values]) => {
    const sorted = [...values].sort((a, b) => a.x0 - b.x0);
    const figures = sorted.filter((v) => !v.percent);
    const percents = sorted.filter((v) => v.percent).flatMap((v) => v.quantity.readings.filter((r) => r.unit === '%').map((r) => r.value));
    return figures[0] ? [{ row, cells: { figure: figures[0], others: figures.slice(1), percents, serving: servingSizeLine(text.get(row) ?? '') }, figures, bracketed: figures.filter((f) => bracketed.has(f)) }] : [];
  });
}

/** Every way the page's rows fit the order given after an energy row (see readThaiPanel). */
function fitsOnPage(rows: ReturnType<typeof figureRows>, order: readonly (typeof THAI_ORDER)[number][], percentsVouching: number, rules: FitRules): Fit[] {
  const fitsFound: Fit[] = [];
  // The nutrient rows start right after the energy row, or a line or two later; the energy is
  // any figure of its row: the wrapped "(energy from fat … kcal)" or a mark read as a figure may
  // stand left of it on the row as grouped (layout classes, seed 7). Not a row with a printed
  // percent: the format prints none for the energy, and a nutrient's Thai name read as digits
  // before its figure ("9000 1.5 n. 2%" for fat) offered its digits as an energy ("90.00"),
  // answered with the rows under it shifted by one.
  const tries = rows.flatMap((row, e) => (row.cells.serving || row.cells.percents.length > 0 ? [] : [0, 1, 2]).filter((skip) => e + 1 + skip + order.length <= rows.length)
    .flatMap((skip) => row.figures.filter((f) => !row.bracketed.includes(f)).map((energy) => ({ e, start: e + 1 + skip, energy }))));
  for (const { e, start, energy } of tries) for (const fit of cheapestFits(energy, rows.slice(start, start + order.length).map((r) => r.cells), order, rules)) {
    const vouched = order.filter(([key], k) => percentFits(key, fit.values[key]!, rows[start + k]!.cells.percents)).length;
    if (vouched < percentsVouching) continue;
    // The carbohydrate's figure is checked by its printed percent or by nothing: at 4 kcal a
    // gram, a misread of a few grams ("26" for 28) stays inside the energy's rounding slack
    // (thaiRoundingSlack, 13 kcal and more). Every Thai panel prints its percent; when that was
    // not read, the figure is unchecked and the page is not answered (th-script seed 41: a
    // carbohydrate every read misread, its percent lost, answered once a row above it read).
    // (Protein prints none: the energy is all that checks it, as it was.)
    if (!percentFits('carbs', fit.values.carbs, rows[start + CARBS_ROW]!.cells.percents)) continue;
    // The energy from fat is printed beside the energy, at or after it: a figure that is
    // 9·fat under a larger one is that, not the energy; the energy has one beside it.
    const fatEnergy = (x: number) => Math.abs(x - 9 * fit.values.fat) <= Math.max(THAI_ENERGY_KCAL, THAI_ENERGY_SHARE * 9 * fit.values.fat);
    const above = rows[e - 1]?.cells.figure.quantity.readings[0]?.value;
    if (above !== undefined && rows[e]!.row - rows[e - 1]!.row <= 2 && above >= fit.kcal && fatEnergy(fit.kcal)) continue;
    const beside = [...rows[e]!.figures.filter((c) => c !== energy), ...rows.slice(e + 1, start).filter((r) => !r.cells.serving).map((r) => r.cells.figure)]
      .flatMap((c) => c.quantity.readings[0]?.value ?? []);
    // Required, unless the rows vouch for the fit themselves: the small figures of a sachet
    // fit many a figure near them as their energy (a serving count, the fat's energy itself),
    // and the pair is what the format prints.
    // (A figure beside it larger than the energy may be the energy itself: then not vouched by the rows alone.)
    if (beside.some((x) => x <= fit.kcal && fatEnergy(x))
      || (beside.every((x) => x < fit.kcal) && vouchedWithoutFatEnergy(fit, rows.slice(start, start + order.length).map((r) => r.cells), order))) fitsFound.push(fit);
  }
  return fitsFound;
}

/**
 * A fit whose energy has no energy from fat read beside it, as the format prints it: that small
 * bracketed figure is the likeliest on the panel to be lost or cut ("20" read "2"), while the
 * eight rows under the energy read whole. The rows then vouch for the fit instead: all eight in
 * the order (no row lost), every printed percent read fits its row's figure (a percent on
 * protein's or sugars' row, which print none, says the rows are out of place), at least
 * THAI_UNPAIRED_ENERGY_PERCENTS of them are there, and the energy is within what the format's
 * rounding explains of the grams' kcal, with no share on top (nothing else checks it).
 */
function vouchedWithoutFatEnergy(fit: Fit, rows: readonly FigureRow[], order: readonly (typeof THAI_ORDER)[number][]): boolean {
  if (order.length !== THAI_ORDER.length) return false;
  let vouched = 0;
  for (const [k, [key]] of order.entries()) {
    const { percents } = rows[k]!;
    if (percents.length === 0) continue;
    if (!percentFits(key, fit.values[key]!, percents)) return false;
    vouched += 1;
  }
  return vouched >= THAI_UNPAIRED_ENERGY_PERCENTS && Math.abs(atwaterOf(fit.values) - fit.kcal) <= thaiRoundingSlack(fit.values, fit.kcal);
}

/**
 * The Thai panel on a page whose names did not read, or undefined: the energy row, then eight
 * rows of figures in the Thai order (a line or two may stand between, such as the energy from
 * fat wrapped under the energy), the one way their figures fit. Answered per serving, as the
 * format prints it.
 */
export function readThaiPanel(segments: readonly Segment[]): LabelPanel | undefined {
  const rows = figureRows(segments);
  return panelOfRows(rows);
}

/** The Thai panel the rows of figures fit the one way (readThaiPanel), or undefined. */
function panelOfRows(rows: ReturnType<typeof figureRows>, rules: FitRules = ONE_READ): LabelPanel | undefined {
  const fitsFound = fitsOnPage(rows, THAI_ORDER, rules.vouching, rules);
  // The closing sodium row lost (the last row of a panel is the likeliest to go unread): the
  // seven rows before it still name the core, by the same checks; only when all eight fit no way.
  if (fitsFound.length === 0) fitsFound.push(...fitsOnPage(rows, THAI_ORDER.slice(0, -1), THAI_LOST_SODIUM_PERCENTS, rules));
  if (fitsFound.length === 0) return undefined;
  fitsFound.sort((a, b) => a.cost - b.cost);
  const [best, next] = fitsFound;
  // Two ways to read the page that give other figures at nearly the same cost: not told apart.
  if (next && !sameFit(best!, next) && next.cost - best!.cost < THAI_TIE_MARGIN) return undefined;
  const nutrients: PanelNutrients = { kcal: best!.kcal, ...Object.fromEntries(Object.entries(best!.values).filter(([, v]) => !Number.isNaN(v))) };
  return { layout: 'us', columns: [{ basis: 'serving', nutrients }] };
}

/** One read of a photo for readThaiReads: its segments, and its prepared pixels per pixel of the levelled photo. */
export interface ThaiRead { segments: readonly Segment[]; scale: number }

/** A figure as several reads read it: each value once, at its cheapest, dearer the fewer reads gave it plainly. */
function figureOfReads(cells: readonly ValueCell[]): ValueCell {
  const plain = cells.map((c) => c.quantity.readings[0]?.value);
  const byValue = new Map<string, Reading>();
  for (const r of cells.flatMap((c) => c.quantity.readings)) {
    // A value fewer reads gave as their plain reading is likelier one read's misreading.
    const outvoted = 1 - plain.filter((v) => v === r.value).length / cells.length;
    const key = `${r.value}|${r.unit ?? ''}`;
    const cost = r.cost + THAI_LOOK_OUTVOTED_COST * outvoted;
    if (!byValue.has(key) || byValue.get(key)!.cost > cost) byValue.set(key, { ...r, cost });
  }
  const first = cells[0]!;
  return { ...first, quantity: { ...first.quantity, readings: [...byValue.values()].sort((a, b) => a.cost - b.cost) } };
}

/**
 * The Thai panel from several reads of one photo (the looks, each prepared otherwise), when no
 * read fits the order alone: each read loses or garbles a different row, and a row lost shifts
 * every row under it. The reads' rows of figures are put together by where they stand on the
 * levelled photo (a row of one read and a row of another within half a line of print of each
 * other are one row), so each read's lost row is filled by another's; a figure the reads read
 * differently keeps every reading, the ones fewer reads gave dearer; then the one fit, as for one
 * read, with the same checks (order, percents, energy, a tie refused).
 */
export function readThaiReads(reads: readonly ThaiRead[]): LabelPanel | undefined {
  // Placed by the row's own figure: a row as grouped may hold a figure of the next line too.
  const placed = reads.flatMap((read, i) => figureRows(read.segments).map((r) => {
    const { y0, y1 } = r.cells.figure;
    return { read: i, y: (y0 + y1) / 2 / read.scale, height: (y1 - y0) / read.scale, row: r };
  })).sort((a, b) => a.y - b.y);
  if (placed.length === 0) return undefined;
  const lineHeight = median(placed.map((p) => p.height).filter((h) => h > 0));
  const groups: (typeof placed)[] = [];
  for (const p of placed) {
    const last = groups.at(-1);
    if (last && p.y - median(last.map((q) => q.y)) <= THAI_LOOK_SAME_ROW * lineHeight && !last.some((q) => q.read === p.read)) last.push(p);
    else groups.push([p]);
  }
  const top = placed[0]!.y;
  const at = groups.map((group) => (median(group.map((p) => p.y)) - top) / lineHeight);
  const rows: ReturnType<typeof figureRows> = groups.map((group, k) => ({
    row: Math.round(at[k]!),
    cells: {
      figure: figureOfReads(group.map((p) => p.row.cells.figure)), others: group.flatMap((p) => p.row.cells.others),
      percents: [...new Set(group.flatMap((p) => p.row.cells.percents))], serving: group.some((p) => p.row.cells.serving),
    },
    figures: group.flatMap((p) => p.row.figures), bracketed: group.flatMap((p) => p.row.bracketed),
  }));
  // Put together, a row has more readings to offer the order than any one read: a printed
  // percent its figure does not fit rules the figure out (one read alone pays a cost for it).
  return panelOfRows(rows, READS_TOGETHER) ?? panelOfRows(withLostRow(rows, at), { ...READS_TOGETHER, vouching: THAI_LOST_ROW_PERCENTS });
}

/**
 * The rows with a row every read lost put back where it left a gap: the rows stand a pitch
 * apart (the median gap between the rows put together), and a gap of two pitches between two
 * rows is one row unread. Its figure stays unknown: only a row the energy is not worked out from
 * and the answer does not give may be it (MAY_BE_LOST), and percents must vouch for the rest.
 */
function withLostRow(rows: ReturnType<typeof figureRows>, at: readonly number[]): ReturnType<typeof figureRows> {
  const gaps = at.slice(1).map((y, k) => y - at[k]!);
  if (gaps.length < 2) return rows;
  const pitch = median(gaps);
  return rows.flatMap((row, k) => {
    const gap = k > 0 ? at[k]! - at[k - 1]! : 0;
    if (gap < THAI_LOST_ROW_GAP[0] * pitch || gap > THAI_LOST_ROW_GAP[1] * pitch) return [row];
    const lost = { row: Math.round(at[k - 1]! + gap / 2), cells: { figure: { ...row.cells.figure, quantity: { raw: '', readings: [], decimals: 0 } }, others: [], percents: [], lost: true }, figures: [], bracketed: [] };
    return [lost, row];
  });
}

/**
 * Signs of a Thai-like panel on a page whose names did not read (0 or 2, as panelEvidence counts
 * a heading and a row): its column of percents of the Thai RDI ("0%", or "4" then "%" as two
 * words) and its rows' bare figures; or, when a blurred first read keeps only a few percents, its
 * figures followed by their Thai unit read as Latin (thaiUnitFigures). The Thai reader above
 * decides whether they are a panel: a page whose figures do not fit the order stays unread, so
 * the sign only buys it a closer look.
 */
export function thaiPanelSigns(words: readonly { text: string }[]): number {
  const percents = words.filter((w, i) => /^\d{1,3}\s?%$/.test(w.text) || (w.text === '%' && /^\d{1,3}$/.test(words[i - 1]?.text ?? ''))).length;
  const figures = words.filter((w) => /^\d{1,4}(\.\d)?$/.test(w.text)).length;
  if (percents >= THAI_SIGN_PERCENTS && figures >= THAI_SIGN_FIGURES) return 2;
  return percents >= THAI_SIGN_UNIT_PERCENTS && thaiUnitFigures(words) >= THAI_SIGN_UNIT_FIGURES ? 2 : 0;
}

/**
 * Figures followed by a Thai unit as the shipped models read it: the gram sign "ก." read "n"
 * and the milligram "มก." read "un" or "an", a word of their own after the figure ("0 n",
 * "35 un.") or run into it ("15n"). No Latin label prints a figure so; the units are the same on
 * every Thai panel, so the sign does not depend on any figure a panel prints.
 */
function thaiUnitFigures(words: readonly { text: string }[]): number {
  return words.filter((w, i) => /^\d{1,4}(\.\d)?(n|un|an)\.?$/.test(w.text)
    || (/^(n|un|an)\.?$/.test(w.text) && /^\d{1,4}(\.\d)?$/.test(words[i - 1]?.text ?? ''))).length;
}
