import type { QuantityUnit, Reading } from './quantity.js';
import { fitsDailyIntake } from './daily-intake.js';
import { mostIn } from './impossible-figures.js';
import type { ValueCell } from './segments.js';
import type { ColumnBasis, PanelLayout, PanelNutrientName, PanelNutrients } from './types.js';
import { DAILY_VALUE_CONTRADICTED_COST, DAILY_VALUE_SLACK, G_READ_AS_DIGIT_COST, SLASH_READ_AS_ONE_COST, TABLE_ENERGY_ROUNDING_SHARE, US_ENERGY_ROUNDING_SHARE } from './answer-thresholds.js';

/*
 * Chooses one reading per printed number. Each number may have several readings (a lost
 * decimal point, "g" read as 9, "O" for 0); the choice is the one that makes the panel agree
 * with itself: each column scaled from the others (per 100 g × serving grams / 100, per
 * serving × servings per container), energy ≈ 4·protein + 4·carbs + 9·fat (+2·fibre where
 * carbohydrate excludes it, +7·alcohol), saturates ≤ fat, sugars ≤ carbohydrate.
 */

export type Slot = PanelNutrientName;

export interface ColumnSpec {
  basis: ColumnBasis;
  /** The column's size relative to 100 g (1 for per 100 g, 0.3 for a 30 g portion), when known. */
  scale?: number;
  /** The column's size relative to the other columns (scale, or a ratio read off the energy row). */
  weight?: number;
}

export interface SlotCells {
  cells: (ValueCell | undefined)[];
  labelUnit?: QuantityUnit;
  /**
   * The percent printed after each cell, as read: of the US daily value on US panels ("Fiber
   * 11g 39%"), of the daily intake on a table ("Fat 12 g 17%", % RI, % DI, % RDA).
   */
  percents?: (number | undefined)[];
}

export interface ResolveInput {
  layout: PanelLayout;
  columns: ColumnSpec[];
  slots: Map<Slot, SlotCells>;
  /** Units are printed after the numbers ("8g"), so a bare number is suspect. */
  unitsAttached: boolean;
  /**
   * No energy figure on the panel was read with a decimal point: the panel prints energy
   * whole (EU, Australian and US panels do; Indian ones print "135.0"), so a reading that
   * puts a point back into it ("334" as 33.4) is a misreading that scales the panel down.
   */
  energyWhole?: boolean;
  /**
   * energyWhole on a table outside India: EU, UK and Australian tables print kJ and kcal whole
   * by law (EU 1169/2011 Annex XV, FSANZ 1.2.8), so no reading that puts a point into the
   * energy is the printed figure ("322 kcal" as 32.2 fitted a carbohydrate of 77 read as 7,
   * answered wrong: generated eu-pl panels). Indian tables print a decimal ("135.0"), and a
   * point OCR lost there is still to be put back, at energyWhole's cost.
   */
  energyNeverPointed?: boolean;
}

interface Candidate { value: number; cost: number }
interface Combo { values: (number | undefined)[]; score: number }

const MG_SLOTS: ReadonlySet<Slot> = new Set(['sodiumMg', 'cholesterolMg']);
const MAX_CANDIDATES = 8;
/** Readings of a row kept for the joint choice: energy and macronutrients are chosen together (few), their parts one by one (more). */
const MAX_COMBOS = 6;
const MAX_PART_COMBOS = 12;
/** Readings of a row tried one row at a time after the joint choice. */
const MAX_REFINE_COMBOS = 24;

function convert(slot: Slot, reading: Reading, labelUnit: QuantityUnit | undefined, unitsAttached: boolean): Candidate | undefined {
  const unit = reading.unit ?? labelUnit;
  const bare = reading.unit === undefined && labelUnit === undefined;
  const bareCost = bare && unitsAttached ? 0.3 : 0;
  const { value, cost } = reading;
  if (unit === '%') return undefined;
  if (slot === 'kcal' || slot === 'kj') {
    // Energy is printed whole (one decimal on Indian panels): "1206" is never 12.06 kcal.
    if (Math.abs(value * 10 - Math.round(value * 10)) > 1e-6) return undefined;
    return unit === undefined || unit === slot ? { value, cost } : undefined;
  }
  if (MG_SLOTS.has(slot)) {
    if (unit === undefined || unit === 'mg') return { value, cost: cost + bareCost };
    if (unit === 'g') return { value: value * 1000, cost: cost + 0.3 };
    if (unit === 'mcg') return { value: value / 1000, cost: cost + 1 };
    return undefined;
  }
  if (unit === undefined || unit === 'g') return { value, cost: cost + bareCost };
  if (unit === 'mg') return { value: value / 1000, cost: cost + 0.5 };
  return undefined;
}

function candidatesOf(slot: Slot, cell: ValueCell | undefined, labelUnit: QuantityUnit | undefined, input: ResolveInput): (Candidate | undefined)[] {
  if (!cell) return [undefined];
  const energy = slot === 'kcal' || slot === 'kj';
  const list = [...cell.quantity.readings
    .map((r) => convert(slot, r, labelUnit, input.unitsAttached))
    .filter((c): c is Candidate => c !== undefined)
    .filter((c) => !(energy && input.energyNeverPointed && !Number.isInteger(c.value))), ...(input.layout === 'table' ? slashReadAsOne(slot, cell) : []),
    ...gReadAsLastDigit(slot, cell, labelUnit, input)]
    .sort((a, b) => a.cost - b.cost)
    .slice(0, MAX_CANDIDATES);
  return list.length ? list : [undefined];
}

/**
 * A US protein or fat figure read with no unit whose last digit is its "g" ("Protein 20" for "2g",
 * "170" for "17g" in a small face), as a reading of its own beside the figure as read, so the
 * energy against the macronutrients and the % Daily Value choose (a panel read with 220 kcal,
 * fat 14 g and protein "20" was refused before: 4·20 is over what the calories leave).
 * Only where it is checked: protein and fat are bound tightly under the calories
 * (PROTEIN_FAT_UNDER_SHARE); carbohydrate's bound leaves 30 % for polyols and fibre, and the
 * parts of fat and carbohydrate are bounded only from above by their whole, so the smaller
 * figure would always win there. Not on tables, which print "20 g" apart as often as not:
 * a bare figure there has lost nothing.
 */
function gReadAsLastDigit(slot: Slot, cell: ValueCell, labelUnit: QuantityUnit | undefined, input: ResolveInput): Candidate[] {
  if (input.layout === 'table' || !input.unitsAttached || labelUnit !== undefined || (slot !== 'protein' && slot !== 'fat')) return [];
  if (cell.quantity.readings[0]?.unit !== undefined) return [];
  // (Or as another digit, its bowl and tail read so: "Protein 205" for "20g", "Total Fat 422"
  // for "42g", generated us-var, seeds 13 and 19.)
  const raw = cell.quantity.raw.trim();
  const digits = /^([1-9]\d*)\d$/.exec(raw);
  // (A fat's "25" under 5 g is 2.5 with its point lost, a figure US panels print in halves:
  // that reading is there already, and the calories cannot tell 2 g from 2.5.)
  if (!digits || (slot === 'fat' && /^[0-4]5$/.test(raw))) return [];
  return [{ value: Number(digits[1]), cost: G_READ_AS_DIGIT_COST }];
}

/**
 * A table's energy figure (US panels print no slash by their calories) whose leading 1 is the slash or bracket before it ("2264 kJ / 534
 * kcal" read "2264 kJ 1534 kcal"), as a reading of its own, so the kJ against the kcal and the
 * macronutrients choose it jointly; chosen alone, the 1534 had its point "lost" (153.4) and the
 * kcal was then worked out from the kJ (541 for 534 printed, generated product shots, seed 7).
 */
function slashReadAsOne(slot: Slot, cell: ValueCell): Candidate[] {
  if (slot !== 'kcal' && slot !== 'kj') return [];
  const digits = /^1(\d{2,4})$/.exec(cell.quantity.raw.replace(/\s*(kcal|kj|cal)\.?$/i, ''));
  return digits ? [{ value: Number(digits[1]), cost: SLASH_READ_AS_ONE_COST }] : [];
}

/** The largest amount a column can plausibly hold. */
function ceiling(slot: Slot, column: ColumnSpec): number {
  const scale = column.scale ?? (column.basis === 'container' ? 30 : 10);
  return mostIn(slot, 100 * scale);
}

function absTolerance(slot: Slot, layout: PanelLayout): number {
  const us = layout !== 'table';
  if (slot === 'kcal') return us ? 10 : 3;
  if (slot === 'kj') return 12;
  if (MG_SLOTS.has(slot)) return us ? 10 : 3;
  return us ? 0.6 : 0.15;
}

function mismatch(actual: number, expected: number, tolerance: number, share = 0.12): number {
  const error = Math.abs(actual - expected);
  const allowed = share * Math.max(Math.abs(actual), Math.abs(expected)) + tolerance;
  return error <= allowed ? 0 : Math.min(3, (error - allowed) / allowed);
}

function rowCombos(slot: Slot, slotCells: SlotCells, input: ResolveInput): Combo[] {
  const perColumn = slotCells.cells.map((cell) => candidatesOf(slot, cell, slotCells.labelUnit, input));
  // Columns whose printed percent one of their readings fits: there the percent decides (dailyValueCost).
  const percentDecides = perColumn.map((candidates, i) => {
    const percent = slotCells.percents?.[i];
    return percent !== undefined && candidates.some((c) => c !== undefined && fitsPercent(slot, c.value, percent, input.layout) === true);
  });
  const combos: Combo[] = [];
  const walk = (i: number, picked: (Candidate | undefined)[]) => {
    if (i === perColumn.length) {
      combos.push(scoreRow(slot, picked, input, slotCells.percents, percentDecides));
      return;
    }
    for (const candidate of perColumn[i]!) walk(i + 1, [...picked, candidate]);
  };
  walk(0, []);
  return combos.sort((a, b) => a.score - b.score).slice(0, MAX_REFINE_COMBOS);
}

/**
 * US panels round by rule (21 CFR 101.9): grams whole (fat and its parts to 0.5 g below 5 g),
 * milligrams whole, calories to 5 or 10. A reading the rule could not print is suspect.
 */
function usRoundingCost(slot: Slot, value: number): number {
  if (slot === 'kcal') return value > 50 ? (value % 10 === 0 ? 0 : 0.6) : value % 5 === 0 ? 0 : 0.6;
  if (slot === 'kj' || slot === 'salt') return 0;
  if (MG_SLOTS.has(slot)) return Number.isInteger(value) ? 0 : 0.8;
  const halves = value * 2;
  if (value < 1) return Number.isInteger(halves) || value === 0 ? 0 : 0.4;
  return Number.isInteger(halves) ? 0 : 0.8;
}

/**
 * Tables outside the US print one decimal at most (EU guidance: whole grams from 10 g, one
 * decimal below; two only for salt under 1 g, 0.25 g): "2.24" or "0.49" for a fat is a misread
 * ("2,2 g", "0,4 g" with its g read as 4 or 9), not a figure. A table is taken for an EU one
 * when it prints salt (Australian and Indian tables print sodium).
 */
function tableRoundingCost(slot: Slot, value: number, eu: boolean): number {
  // Milligrams are printed whole on every table read here (EU sodium, Australian, Indian):
  // "42 mg" is not 4.2 mg, however wide its digits came out (point-width.ts).
  if (MG_SLOTS.has(slot)) return Number.isInteger(value) ? 0 : 1.5;
  const tenths = Math.abs(value * 10 - Math.round(value * 10)) < 1e-6;
  // EU tables print grams whole from 10 g ("41.9" of carbohydrate is "41 g" with its g read
  // as 9); Australian ones print three figures ("12.5 g"), Indian ones a decimal always.
  if (eu && value >= 10 && !Number.isInteger(value) && slot !== 'kcal' && slot !== 'kj' && slot !== 'salt') return 0.8;
  if (tenths) return 0;
  const hundredths = Math.abs(value * 100 - Math.round(value * 100)) < 1e-6;
  return hundredths && value < 1 && slot === 'salt' ? 0 : hundredths && slot === 'salt' ? 0.6 : 1.2;
}

/*
 * Daily values of 21 CFR 101.9 (2016 rule; before 2016): a US panel's "% Daily Value" is the
 * amount over these, so it tells "11g" (39 % of 28 g fibre) from "1.1g" and "68g" from "6.8g".
 * Calories, sugars, trans fat print no percentage.
 */
const DAILY_VALUES: Partial<Record<Slot, readonly number[]>> = {
  // Fat 75 g: Canada's daily value (Food and Drug Regulations, 2016 table), on bilingual panels read as US ones.
  fat: [78, 75, 65], satFat: [20], cholesterolMg: [300], sodiumMg: [2300, 2400], carbs: [275, 300], fiber: [28, 25],
  addedSugars: [50], protein: [50],
};

/**
 * The amounts a printed % Daily Value stands for, under either rule's daily value: from the
 * percent less half a point of the smallest to the percent and half a point of the largest.
 * Undefined for nutrients that print no percentage.
 */
export function dailyValueAmounts(slot: Slot, percent: number): [number, number] | undefined {
  const values = DAILY_VALUES[slot];
  if (!values) return undefined;
  return [(Math.max(0, percent - 0.5) * Math.min(...values)) / 100, ((percent + 0.5) * Math.max(...values)) / 100];
}

/**
 * Cost of a reading its printed percentage contradicts: none when the percent fits the amount
 * under either rule's daily value (the percent is worked out before the amount is rounded,
 * so within a point and a tenth). When another reading of the same figure fits it, the percent
 * decides (DAILY_VALUE_CONTRADICTED_COST: no agreement of the other rows outweighs it; "Total
 * Fat 2 5g 3%" is 2.5, however well 5 g fits the calories, since 5 g would print 6 %). A
 * percentage OCR misread contradicts every reading alike, so it changes no choice.
 */
function dailyValueCost(slot: Slot, value: number, percent: number | undefined, decides: boolean, layout: PanelLayout): number {
  if (percent === undefined || fitsPercent(slot, value, percent, layout) !== false) return 0;
  return decides ? DAILY_VALUE_CONTRADICTED_COST : 2.5;
}

/**
 * Whether an amount fits the percent printed after it: of the US daily value on US panels
 * (fitsDailyValue), of the daily intake on a table (EU % RI, Australian % DI, Indian % RDA:
 * daily-intake.ts). Undefined where no reference covers the nutrient.
 */
function fitsPercent(slot: Slot, value: number, percent: number, layout: PanelLayout): boolean | undefined {
  return layout === 'table' ? fitsDailyIntake(slot, value, percent) : fitsDailyValue(slot, value, percent);
}

/**
 * The step a US panel rounds an amount to (21 CFR 101.9(c)): fat and its parts to 0.5 g below
 * 5 g, other grams to 1 g, cholesterol to 5 mg, sodium to 5 mg up to 140 mg and 10 mg above.
 */
function usRoundingStep(slot: Slot, value: number): number {
  if (slot === 'cholesterolMg') return 5;
  if (slot === 'sodiumMg') return value <= 140 ? 5 : 10;
  if (slot === 'fat' || slot === 'satFat' || slot === 'transFat') return value < 5 ? 0.5 : 1;
  return 1;
}

/**
 * Whether an amount is the printed percent of the nutrient's daily value (under either rule);
 * undefined for nutrients that print no percentage. The percent is the unrounded amount over
 * the daily value, rounded to a whole percent (21 CFR 101.9(d)(7)(ii)), so a printed amount A
 * fits a percent p when |100·A/DV − p| is within what rounding A moved (half its step, as a
 * percent of DV) and p (half a point), and DAILY_VALUE_SLACK for a
 * percent exactly on a boundary. A looser band (1.5 points and a tenth of the percent) let a
 * lost first digit of a percent ("2%" for 12 %) fit the reading with a lost point (3.3 for 33 g).
 */
export function fitsDailyValue(slot: Slot, value: number, percent: number): boolean | undefined {
  const values = DAILY_VALUES[slot];
  if (!values) return undefined;
  const step = usRoundingStep(slot, value);
  return values.some((dv) => Math.abs((100 * value) / dv - percent) <= (50 * step) / dv + 0.5 + DAILY_VALUE_SLACK);
}

function scoreRow(slot: Slot, picked: (Candidate | undefined)[], input: ResolveInput, percents?: readonly (number | undefined)[], percentDecides?: readonly boolean[]): Combo {
  let score = 0;
  picked.forEach((c, i) => {
    if (!c) return;
    score += c.cost;
    score += dailyValueCost(slot, c.value, percents?.[i], percentDecides?.[i] ?? false, input.layout);
    score += input.layout !== 'table' ? usRoundingCost(slot, c.value) : tableRoundingCost(slot, c.value, input.slots.has('salt'));
    if (input.energyWhole && (slot === 'kcal' || slot === 'kj') && !Number.isInteger(c.value)) score += 1.5;
    if (c.value > ceiling(slot, input.columns[i]!)) score += 5;
    // More than 10 g of salt in 100 g is a stock cube or soy sauce: rare, so a lost decimal
    // point ("22" for "2,2 g") is the likelier reading.
    const scale = input.columns[i]!.scale;
    if (slot === 'salt' && scale && c.value > 10 * scale) score += 2;
  });
  // Every pair of columns with known sizes must scale into each other.
  for (let i = 0; i < picked.length; i++) {
    for (let j = i + 1; j < picked.length; j++) {
      const a = picked[i];
      const b = picked[j];
      const si = input.columns[i]!.weight;
      const sj = input.columns[j]!.weight;
      if (!a || !b || !si || !sj) continue;
      // Two columns of one weight on a table (a 100 g serving beside per 100 g) print one
      // figure twice, rounded alike: they differ by no share ("9g" beside "98" read 9.8).
      const share = input.layout === 'table' && si === sj ? 0 : undefined;
      score += mismatch(b.value, (a.value * sj) / si, absTolerance(slot, input.layout), share);
    }
  }
  return { values: picked.map((c) => c?.value), score };
}

function energyPenalty(chosen: Map<Slot, Combo>, input: ResolveInput): number {
  let penalty = 0;
  const us = input.layout !== 'table';
  for (let c = 0; c < input.columns.length; c++) {
    const get = (slot: Slot) => chosen.get(slot)?.values[c];
    const protein = get('protein');
    const carbs = get('carbs');
    const fat = get('fat');
    if (protein === undefined && carbs === undefined && fat === undefined) continue;
    const fibre = us ? 0 : get('fiber') ?? 0;
    const alcohol = get('alcohol') ?? 0;
    const grams = { p: protein ?? 0, c: carbs ?? 0, f: fat ?? 0 };
    // A macronutrient not read only adds energy: then the energy may exceed the estimate.
    const partial = protein === undefined || carbs === undefined || fat === undefined;
    // Tables print grams to 0.1 g and energy to 1 kcal, so their energy adds up closely;
    // US panels round grams whole and calories to 10.
    const against = (energy: number, estimate: number, tolerance: number) =>
      partial && energy >= estimate ? 0 : mismatch(energy, estimate, tolerance, us ? US_ENERGY_ROUNDING_SHARE : TABLE_ENERGY_ROUNDING_SHARE);
    const kcal = get('kcal');
    const kj = get('kj');
    if (kcal !== undefined) {
      const estimate = 4 * grams.p + 4 * grams.c + 9 * grams.f + 2 * fibre + 7 * alcohol;
      penalty += 2 * against(kcal, estimate, us ? 12 : 5);
    }
    if (kj !== undefined) {
      const estimate = 17 * grams.p + 17 * grams.c + 37 * grams.f + 8 * fibre + 29 * alcohol;
      penalty += 2 * against(kj, estimate, 20);
    }
    if (kcal !== undefined && kj !== undefined) penalty += 2 * mismatch(kj, kcal * 4.184, 6);
  }
  return penalty;
}

function constraintPenalty(chosen: Map<Slot, Combo>, input: ResolveInput): number {
  let penalty = 0;
  for (let c = 0; c < input.columns.length; c++) {
    const get = (slot: Slot) => chosen.get(slot)?.values[c];
    const over = (part: Slot, whole: Slot) => {
      const p = get(part);
      const w = get(whole);
      return p !== undefined && w !== undefined && p > w + 0.05 ? 4 : 0;
    };
    penalty += over('satFat', 'fat') + over('transFat', 'fat') + over('sugars', 'carbs') + over('addedSugars', 'sugars');
    if (input.layout !== 'table') penalty += over('fiber', 'carbs');
    const column = input.columns[c]!;
    if (column.scale !== undefined) {
      const total = (['fat', 'carbs', 'protein', 'fiber', 'salt'] as const).reduce((sum, s) => sum + (get(s) ?? 0), 0);
      if (total > 102 * column.scale + 1) penalty += 4;
    }
  }
  return penalty;
}

/** Picks one reading per cell; returns the figures of each column. */
export function resolvePanel(input: ResolveInput): PanelNutrients[] {
  const options = new Map<Slot, Combo[]>();
  for (const [slot, cells] of input.slots) {
    const combos = rowCombos(slot, cells, input);
    if (combos.length) options.set(slot, combos);
  }
  const chosen = new Map<Slot, Combo>();
  // Energy and the macronutrients that make it are chosen together.
  const joint = (['kcal', 'kj', 'fat', 'carbs', 'protein', 'fiber', 'alcohol'] as const).filter((s) => options.has(s));
  let best: { score: number; picks: Combo[] } | undefined;
  const walk = (i: number, picks: Combo[], base: number) => {
    if (best && base >= best.score) return;
    if (i === joint.length) {
      const trial = new Map(chosen);
      joint.forEach((slot, k) => trial.set(slot, picks[k]!));
      const score = base + energyPenalty(trial, input) + constraintPenalty(trial, input);
      if (!best || score < best.score) best = { score, picks };
      return;
    }
    for (const combo of options.get(joint[i]!)!.slice(0, MAX_COMBOS)) walk(i + 1, [...picks, combo], base + combo.score);
  };
  walk(0, [], 0);
  if (best) joint.forEach((slot, k) => chosen.set(slot, best!.picks[k]!));
  // Then each row alone over more of its readings, the others held: a row whose columns agree
  // at every power of ten ("779" / "9649") has more readings than the joint choice can try.
  const jointScore = (trial: Map<Slot, Combo>) =>
    joint.reduce((sum, slot) => sum + trial.get(slot)!.score, 0) + energyPenalty(trial, input) + constraintPenalty(trial, input);
  let current = best ? jointScore(chosen) : 0;
  for (let round = 0; best && round < 3; round++) {
    let improved = false;
    for (const slot of joint) {
      for (const combo of options.get(slot)!) {
        const trial = new Map(chosen).set(slot, combo);
        const score = jointScore(trial);
        if (score < current - 1e-9) { chosen.set(slot, combo); current = score; improved = true; }
      }
    }
    if (!improved) break;
  }
  // The parts of fat and carbohydrate next, each against what was chosen.
  for (const slot of ['satFat', 'transFat', 'sugars', 'addedSugars', 'salt'] as const) {
    const combos = options.get(slot);
    if (!combos) continue;
    let pick = combos[0]!;
    let pickScore = Infinity;
    for (const combo of combos.slice(0, MAX_PART_COMBOS)) {
      const trial = new Map(chosen).set(slot, combo);
      const score = combo.score + constraintPenalty(trial, input);
      if (score < pickScore) { pick = combo; pickScore = score; }
    }
    chosen.set(slot, pick);
  }
  for (const [slot, combos] of options) if (!chosen.has(slot)) chosen.set(slot, combos[0]!);

  return input.columns.map((column, c) => {
    const out: PanelNutrients = {};
    for (const [slot, combo] of chosen) {
      const value = combo.values[c];
      // A figure no food can hold ("12731 kcal" in 100 g: a kJ run into its neighbour) has no
      // reading that makes sense: it is dropped, not reported.
      if (value !== undefined && value <= ceiling(slot, column)) out[slot] = value;
    }
    return out;
  });
}
