import type { RatedFoodResult } from '../../api/index.js';
import { nutrients, type Nutrients } from '../nutrients.js';
import { buildRatedResult } from '../result/build.js';
import {
  ENERGY_CONTRADICTION_KCAL, ENERGY_CONTRADICTION_SHARE, ENERGY_OVER_MACROS_SHARE, ENERGY_UNDER_MACROS_KCAL, KJ_PER_KCAL_HIGH, KJ_PER_KCAL_LOW, MACROS_OVER_WEIGHT, MOST_KCAL_PER_GRAM, US_CALORIES_HALF_STEP, PROTEIN_FAT_UNDER_SHARE, TABLE_ENERGY_ROUNDING_KCAL, TABLE_PROTEIN_FAT_UNDER_SHARE,
  TABLE_GRAMS_TWO_DECIMALS_FROM, TABLE_TWO_DECIMALS_AT_LEAST, US_FAT_HALF_GRAMS_FROM, US_FAT_WHOLE_GRAMS_FROM, US_GRAMS_WHOLE_FROM,
} from './answer-thresholds.js';
import { fitsDailyIntake } from './daily-intake.js';
import { contradictedByPrintedWeights, contradictedFigures, macrosOffEveryScale, partsOverWhole, unexplainedFigures } from './impossible-figures.js';
import { fitsDailyValue } from './resolve.js';
import type { LabelPanel, PanelColumn } from './types.js';

/**
 * What every panel format prints (US, EU/UK, Australian, Indian law all require them): a column
 * without one of these was read only in part, and its gap would become a confident 0.
 */
const CORE: readonly (keyof PanelColumn['nutrients'])[] = ['fat', 'carbs', 'protein'];

/** The figures an answer's energy and macronutrients are: each must be read as printed. */
const ANSWER_FIGURES: readonly (keyof PanelColumn['nutrients'])[] = ['kcal', 'kj', 'fat', 'carbs', 'protein'];

/** The core figures a column lacks (energy counts as read in kcal or in kJ). */
export function missingCore(column: PanelColumn): string[] {
  const n = column.nutrients;
  const missing: string[] = n.kcal === undefined && n.kj === undefined ? ['energy'] : [];
  for (const name of CORE) if (n[name] === undefined) missing.push(name === 'carbs' ? 'carbohydrate' : name);
  return missing;
}

/**
 * Whether a column's energy and macronutrients cannot both be as printed: the energy off
 * 4·protein + 4·carbohydrate + 9·fat (+2·fibre on a table, +7·alcohol) by more than
 * answer-thresholds.ts allows (far less over it than under it; under it, far less on protein
 * and fat than on the carbohydrate), counting a US panel's fibre (inside its total carbohydrate)
 * at anything from 0 to 4 kcal a gram.
 */
export function energyContradictsMacros(column: PanelColumn, layout: LabelPanel['layout']): boolean {
  const n = column.nutrients;
  const kcal = n.kcal ?? (n.kj !== undefined ? n.kj / 4.184 : undefined);
  if (kcal === undefined || n.fat === undefined || n.carbs === undefined || n.protein === undefined) return false;
  const fibre = n.fiber ?? 0;
  const table = layout === 'table';
  const base = 4 * n.protein + 9 * n.fat + 7 * (n.alcohol ?? 0);
  const high = base + 4 * n.carbs + (table ? 2 * fibre : 0);
  const carbsLow = 4 * (table ? n.carbs : Math.max(0, n.carbs - fibre));
  // Under: the carbohydrate's part may be discounted by the general share, protein and fat by
  // far less; on a table, whose factors the law fixes, only by kJ's own and its rounding.
  const low = table
    ? (1 - TABLE_PROTEIN_FAT_UNDER_SHARE) * base + (1 - ENERGY_CONTRADICTION_SHARE) * carbsLow - roundingSlack(n)
    : (1 - PROTEIN_FAT_UNDER_SHARE) * base + (1 - ENERGY_CONTRADICTION_SHARE) * carbsLow - ENERGY_UNDER_MACROS_KCAL;
  return kcal > (1 + ENERGY_OVER_MACROS_SHARE) * high + ENERGY_CONTRADICTION_KCAL || kcal < low;
}

/** Half a step of the precision a gram figure is printed to: a whole figure 0.5, "6.3" 0.05; up to 0.5 g, anything from 0 ("<0.5 g"). */
function halfStep(value: number): number {
  if (value <= 0.5) return value === 0 ? 0.5 : value;
  const decimals = Number.isInteger(value) ? 0 : Number.isInteger(value * 10) ? 1 : 2;
  return 0.5 * 10 ** -decimals;
}

/**
 * The kcal a table's rounding can put its printed energy under 4·protein + 9·fat + 4·carbohydrate
 * (+2·fibre) of its printed grams: half a kcal, and each figure's half step times its factor
 * (TABLE_ENERGY_ROUNDING_KCAL).
 */
function roundingSlack(n: PanelColumn['nutrients']): number {
  const grams = (value: number | undefined, factor: number) => (value === undefined ? 0 : factor * halfStep(value));
  return TABLE_ENERGY_ROUNDING_KCAL + grams(n.protein, 4) + grams(n.fat, 9) + grams(n.carbs, 4) + grams(n.fiber, 2) + grams(n.alcohol, 7);
}

/** The gram figures of a table that a second decimal from 1 g up marks as misread (answer-thresholds.ts). */
const TABLE_GRAMS: readonly (keyof PanelColumn['nutrients'])[] = ['fat', 'satFat', 'carbs', 'sugars', 'fiber', 'protein'];

const hasDecimalsBeyond = (value: number, step: number) => Math.abs(value / step - Math.round(value / step)) > 1e-6;

/**
 * Whether a table prints this gram figure: from 1 g, one decimal at most; under 1 g, two
 * decimals only on a panel that prints another gram figure so (answer-thresholds.ts).
 */
function tablePrints(value: number, panelPrintsTwoDecimals: boolean): boolean {
  if (!hasDecimalsBeyond(value, 0.1)) return true;
  return value < TABLE_GRAMS_TWO_DECIMALS_FROM && panelPrintsTwoDecimals;
}

/**
 * The gram figures of a table with two decimals, over every column (salt left out: EU law
 * prints it to 0.01 g under 1 g). A panel that prints its small figures to 0.01 g ("0.64 g",
 * "0.05 g") does so in more than one place; a lone one among figures printed to a tenth
 * ("0.6g" read "0640", taken as 0.64) is a misread (TABLE_TWO_DECIMALS_AT_LEAST).
 */
function twoDecimalFigures(panel: LabelPanel): number {
  let count = 0;
  for (const column of panel.columns) {
    for (const name of TABLE_GRAMS) {
      const value = column.nutrients[name];
      if (value !== undefined && hasDecimalsBeyond(value, 0.1)) count++;
    }
  }
  return count;
}

/** Whether a US or Canadian panel declares this figure of the answer in its steps (answer-thresholds.ts). */
function usPrints(name: keyof PanelColumn['nutrients'], value: number): boolean {
  if (hasDecimalsBeyond(value, 0.1)) return false;
  if (name === 'fat') {
    if (value >= US_FAT_WHOLE_GRAMS_FROM) return !hasDecimalsBeyond(value, 1);
    return value < US_FAT_HALF_GRAMS_FROM || !hasDecimalsBeyond(value, 0.5);
  }
  return value < US_GRAMS_WHOLE_FROM || !hasDecimalsBeyond(value, 1);
}

/** The answer's gram figures a US panel's steps are checked on (its parts, sugars and fibre, round alike but are not answered alone). */
const US_STEPPED: readonly (keyof PanelColumn['nutrients'])[] = ['fat', 'carbs', 'protein'];

/**
 * The panel without the figures its regulation does not print: on a table a gram figure of
 * 1 g or more with two decimals ("1.21" of carbohydrate, "1.06" of fat), or under 1 g the
 * only one with two decimals ("0.64" of protein among figures printed to a tenth), on a US or Canadian
 * panel a fat, carbohydrate or protein off the steps it is declared in ("5.2" of
 * carbohydrate, "7.5" of fat) — a misread (a "g" read as a digit, a speck read as one) that
 * the reader had no other reading for. Taken out, it is a figure not read: its column is
 * answered only if it is not core, and another column may be.
 */
export function withoutUnprintedGrams(panel: LabelPanel): LabelPanel {
  const table = panel.layout === 'table';
  const printsTwoDecimals = table && twoDecimalFigures(panel) >= TABLE_TWO_DECIMALS_AT_LEAST;
  const unprinted = (name: keyof PanelColumn['nutrients'], value: number | undefined) =>
    value !== undefined && (table ? !tablePrints(value, printsTwoDecimals) : !usPrints(name, value));
  let changed = false;
  const columns = panel.columns.map((column) => {
    const drop = (table ? TABLE_GRAMS : US_STEPPED).filter((name) => unprinted(name, column.nutrients[name]));
    if (drop.length === 0) return column;
    changed = true;
    const nutrients = { ...column.nutrients };
    for (const name of drop) delete nutrients[name];
    return { ...column, nutrients };
  });
  return changed ? { ...panel, columns } : panel;
}

/**
 * Whether a column's kJ and kcal, both read, cannot be one energy: the kcal outside what the
 * kJ allows at 4.0 to 4.25 kJ a kcal (answer-thresholds.ts), each figure rounded to a unit.
 */
export function energyUnitsContradict(column: PanelColumn): boolean {
  const { kj, kcal } = column.nutrients;
  if (kj === undefined || kcal === undefined) return false;
  return kcal < (kj - 0.5) / KJ_PER_KCAL_HIGH - 0.5 || kcal > (kj + 0.5) / KJ_PER_KCAL_LOW + 0.5;
}

/** Whether a column's energy is read and one: kcal or kJ read, and not two energies. */
function energyRead(column: PanelColumn): boolean {
  return (column.nutrients.kcal !== undefined || column.nutrients.kj !== undefined) && !energyUnitsContradict(column);
}

/**
 * Whether a column as read (before unprinted figures were taken out: "6.2g" read as 6.28 is
 * still about 6 g of sugars) holds a part over its whole. Sugars are part of the carbohydrate
 * and saturates of the fat on every panel, so one of the two figures is misread. The energy
 * check does not always tell: a carbohydrate read as 0 and a protein read without its point
 * ("2.3 g" as 23.5) can sum to the printed energy (generated Australian panels, seed 17: 539 kJ
 * beside fat 3.7, carbohydrate 0, protein 23.5, sugars 6.2), and a column whose parts exceed
 * their whole is then answered wrong unless refused here. Only a whole the answer gives (fat,
 * carbohydrate): added sugars read over the total sugars (a US linear panel's "Incl. 10g Added
 * Sugars" beside sugars misread) say nothing of the answer's figures, and refusing for them
 * lost a right answer (generated panels, seed 7).
 */
function partsOverWholeAsRead(column: PanelColumn | undefined): boolean {
  return column !== undefined && partsOverWhole(column.nutrients, ANSWER_FIGURES) > 0;
}

/**
 * Whether a figure of the answer the looks read apart (PanelColumn.unconfirmed: one look alone
 * read it, another otherwise) goes without a witness. The checks every column passes are too
 * coarse for it: a US panel's energy may be 12 % and 15 kcal over 4·4·9 ("Protein 18g" read as
 * 10 beside 140 kcal, fat 7 and carbohydrate 3 passes), another column's figure 5 % off (4.6 g
 * of carbohydrate per 100 g read as 4.5 beside 2.8 g in a 60 g serving passes). So such a figure
 * must meet them as the rounding alone allows: the energy no more than the printed grams can
 * carry at their highest specific factors and half steps (MOST_KCAL_PER_GRAM), and another
 * column's figure at the printed weights' ratio within the two figures' rounding.
 */
function unconfirmedUnwitnessed(panel: LabelPanel, column: PanelColumn): boolean {
  const apart = ANSWER_FIGURES.filter((name) => column.unconfirmed?.includes(name));
  if (apart.length === 0) return false;
  if (contradictedByPrintedWeights(panel, column, apart).length > 0) return true;
  const n = column.nutrients;
  const kcal = n.kcal ?? (n.kj !== undefined ? n.kj / 4.184 : undefined);
  if (kcal === undefined) return false;
  const most = (value: number | undefined, factor: number) => (value === undefined ? 0 : factor * (value + halfStep(value)));
  const table = panel.layout === 'table';
  const carry = most(n.protein, MOST_KCAL_PER_GRAM.protein) + most(n.fat, MOST_KCAL_PER_GRAM.fat) + most(n.carbs, MOST_KCAL_PER_GRAM.carbs) +
    (table ? most(n.fiber, MOST_KCAL_PER_GRAM.fiber) : 0) + most(n.alcohol, MOST_KCAL_PER_GRAM.alcohol);
  return kcal > carry + (table ? TABLE_ENERGY_ROUNDING_KCAL : US_CALORIES_HALF_STEP);
}

/**
 * Whether a printed percent (a US % Daily Value, a table's % RI / % DI / % RDA) says that, of
 * two columns' figures for `name` that their scale contradicts, `column`'s is the printed one:
 * a percent fits its figure (its own column's percent, or the other column's percent at the
 * columns' scale) and no percent fits the other column's. The percent is printed apart from
 * both figures and worked out from the amount, so it is a third reading that picks one of the
 * two (an Australian serve's fat read 12 g beside 17 %, 70 g reference: 11.9 g, so the
 * per-100 g figure at the serve's scale is the one to believe). `toOther`: the scale from
 * `column`'s figures to `other`'s.
 */
function percentsChoose(panel: LabelPanel, column: PanelColumn, other: PanelColumn, name: keyof PanelColumn['nutrients'], toOther: number): boolean {
  const own = column.nutrients[name];
  const theirs = other.nutrients[name];
  if (own === undefined || theirs === undefined || toOther <= 0) return false;
  const fits = (where: PanelColumn, value: number, carried = false) => {
    // (A figure carried across at the scale is rounded as a table prints it, to a tenth.)
    const amount = carried ? Math.round(value * 10) / 10 : value;
    const us = where.percents?.[name];
    const table = where.intakePercents?.[name];
    if (panel.layout === 'table') return table !== undefined && fitsDailyIntake(name, amount, table) === true;
    return us !== undefined && fitsDailyValue(name, amount, us) === true;
  };
  const ownFits = fits(column, own) || fits(other, own * toOther, true);
  const theirsFit = fits(other, theirs) || fits(column, theirs / toOther, true);
  return ownFits && !theirsFit;
}

/**
 * The column a result is made from: per serving as printed, else per 100 g / 100 ml; only a
 * column whose energy, fat, carbohydrate and protein were all read, and do not contradict
 * each other (energyContradictsMacros: one of them is misread, and which is not known).
 */
export function chooseColumn(read: LabelPanel): PanelColumn | undefined {
  const panel = withoutUnprintedGrams(read);
  const pairs = contradictedFigures(panel);
  const selfContradicting = (nutrients: PanelColumn['nutrients']) => {
    const column = { basis: 'serving' as const, nutrients };
    return energyContradictsMacros(column, panel.layout) || energyUnitsContradict(column);
  };
  // A core figure another column's scale contradicts ("22.4 g" of fat per 100 g beside 0.7 g
  // in a 30 g portion whose other figures are three tenths of the 100 g ones) is misread in
  // one of the two columns, and which is not known: neither column is answered. Only a
  // column whose energy its own macronutrients contradict, beside one whose agree, tells which
  // one it is: a misread energy or macronutrient breaks its own column's sum (a carbohydrate
  // "12" for 72 in a portion whose energy says 623 kcal), the other column's holds. And only
  // when that figure is what breaks it: the other column with this one's figure at the scale
  // in its place must agree with itself (a per-100 g column whose kJ is misread says nothing
  // of which fat, its or the serving's, is: generated Australian panels, seed 7).
  const trusted = (c: PanelColumn) => !pairs.some(({ a, b, name, scale }) => {
    if (!ANSWER_FIGURES.includes(name) || (a !== c.nutrients && b !== c.nutrients)) return false;
    const other = a === c.nutrients ? b : a;
    const own = c.nutrients[name]!;
    const mended: PanelColumn['nutrients'] = { ...other, [name]: a === c.nutrients ? own / scale : own * scale };
    // (An energy put in place stands for both of its units.)
    if (name === 'kcal') delete mended.kj;
    if (name === 'kj') delete mended.kcal;
    const otherColumn = panel.columns.find((col) => col.nutrients === other);
    if (otherColumn && percentsChoose(panel, c, otherColumn, name, a === c.nutrients ? 1 / scale : scale)) return false;
    return !(selfContradicting(other) && !selfContradicting(c.nutrients) && !selfContradicting(mended));
  });
  // A part read over its whole (sugars over the carbohydrate, saturates over the fat) in the
  // figures as read, before unprinted ones were taken out: one of the two is misread, and the
  // energy does not tell which when the misreads balance (partsOverWholeAsRead).
  const whole = (c: PanelColumn) => !partsOverWholeAsRead(read.columns[panel.columns.indexOf(c)]);
  const usable = panel.columns.filter((c) => missingCore(c).length === 0 && energyRead(c) && trusted(c) && !energyContradictsMacros(c, panel.layout) && whole(c) && !unconfirmedUnwitnessed(panel, c));
  const size = (c: PanelColumn) => Object.keys(c.nutrients).length;
  const best = (basis: PanelColumn['basis'][]) =>
    usable.filter((c) => basis.includes(c.basis)).sort((a, b) => size(b) - size(a))[0];
  const serving = best(['serving']);
  const hundred = best(['100g', '100ml']);
  // A serving column OCR read only in part does not beat a complete per-100 g one.
  if (serving && (!hundred || size(serving) >= size(hundred) - 1)) return serving;
  return hundred ?? serving ?? best(['container']);
}

/** What a label answer is made from: a column, and whether its energy was worked out rather than read. */
export interface LabelAnswer {
  column: PanelColumn;
  /** The energy did not read and is 4·protein + 4·carbohydrate + 9·fat (+2·fibre): said in the first tip. */
  energyFromMacros: boolean;
}

/** The weight a column's figures are for, when it is known: its printed grams, 100, or the serving size. */
function columnWeight(panel: LabelPanel, column: PanelColumn): number | undefined {
  if (column.grams) return column.grams;
  if (column.basis === '100g' || column.basis === '100ml') return 100;
  return column.basis === 'serving' ? panel.servingGrams : undefined;
}

/**
 * Whether a column's fat, carbohydrate and protein can be trusted to stand for its energy:
 * all three read, no part over its whole (saturates over fat, sugars over carbohydrate), the
 * macronutrients within the weight the column is for, no figure another column's scale
 * contradicts, and the three fitting one scale with another column's three (macrosOffEveryScale).
 * Without energy, these are the checks left that a misread would break.
 */
const MACROS = ['fat', 'carbs', 'protein'] as const;

function macrosAgree(panel: LabelPanel, column: PanelColumn): boolean {
  const n = column.nutrients;
  if (n.fat === undefined || n.carbs === undefined || n.protein === undefined) return false;
  // A macronutrient nothing confirms (read from letters alone, "ig" as 1 g, or by one look
  // alone while another read it otherwise) has no energy here to check it.
  if (MACROS.some((m) => column.unconfirmed?.includes(m))) return false;
  if (partsOverWhole(n) > 0 || unexplainedFigures(panel) > 0 || macrosOffEveryScale(panel, column)) return false;
  const weight = columnWeight(panel, column);
  const fibre = panel.layout === 'table' ? n.fiber ?? 0 : 0;
  return weight === undefined || n.fat + n.carbs + n.protein + fibre <= MACROS_OVER_WEIGHT * weight;
}

/**
 * Energy from the macronutrients (Atwater: 4 kcal a gram of protein and carbohydrate, 9 of
 * fat, 2 of fibre, 7 of alcohol). US panels' "Total Carbohydrate" includes the fibre, tables'
 * "Carbohydrate" does not (EU, Australian, Indian law), so fibre is taken out of a US figure
 * and added to a table's.
 */
export function energyFromMacros(column: PanelColumn, layout: LabelPanel['layout']): number {
  const n = column.nutrients;
  const fibre = n.fiber ?? 0;
  const carbs = layout === 'table' ? n.carbs ?? 0 : Math.max(0, (n.carbs ?? 0) - fibre);
  return Math.round(4 * (n.protein ?? 0) + 4 * carbs + 2 * fibre + 9 * (n.fat ?? 0) + 7 * (n.alcohol ?? 0));
}

/**
 * The answer a panel gives: a column read whole (chooseColumn); else, when only the energy
 * did not read (or its kJ and kcal are not one energy, energyUnitsContradict), a column whose fat, carbohydrate and protein read and agree (macrosAgree) with
 * its energy worked out from them (issue 22: energy is one small figure, and a glare or a
 * fold over it alone should not refuse a panel whose every other core figure read). Per
 * serving first, as chooseColumn. Undefined when a macronutrient did not read: that stays a
 * refusal, since a guess would be a wrong number.
 */
export function chooseAnswer(read: LabelPanel): LabelAnswer | undefined {
  const column = chooseColumn(read);
  const panel = withoutUnprintedGrams(read);
  if (column) return { column, energyFromMacros: false };
  const order: PanelColumn['basis'][] = ['serving', '100g', '100ml', 'container'];
  const candidates = panel.columns
    .filter((c) => !energyRead(c) && macrosAgree(panel, c) && !partsOverWholeAsRead(read.columns[panel.columns.indexOf(c)]))
    .sort((a, b) => order.indexOf(a.basis) - order.indexOf(b.basis));
  const chosen = candidates[0];
  if (!chosen) return undefined;
  // A kJ that is not one energy with its kcal goes with it: the answer's energy is the estimate alone.
  const { kj: _kj, ...rest } = chosen.nutrients;
  return { column: { ...chosen, nutrients: { ...rest, kcal: energyFromMacros(chosen, panel.layout) } }, energyFromMacros: true };
}

/** The first tip of an answer whose energy was worked out (as scanBarcode says it). */
export const ENERGY_FROM_MACROS_TIP =
  'Calories are estimated from protein, carbohydrate and fat (4, 4 and 9 kcal a gram): the energy on the label did not read, and its own figure may differ a little.';

function describeColumn(panel: LabelPanel, column: PanelColumn): string {
  if (column.basis === '100g') return 'per 100 g';
  if (column.basis === '100ml') return 'per 100 ml';
  if (column.basis === 'container') return 'per container';
  const size = panel.servingSize ?? (column.grams ? `${column.grams} g` : undefined);
  return size ? `1 serving (${size})` : '1 serving';
}

/** The column's figures as the engine's nutrient record (absent figures are 0). */
export function columnNutrients(column: PanelColumn): Nutrients {
  const n = column.nutrients;
  return nutrients({
    kcal: n.kcal ?? (n.kj !== undefined ? n.kj / 4.184 : 4 * (n.protein ?? 0) + 4 * (n.carbs ?? 0) + 9 * (n.fat ?? 0)),
    protein: n.protein ?? 0,
    carbs: n.carbs ?? 0,
    fat: n.fat ?? 0,
    alcohol: n.alcohol ?? 0,
    fiber: n.fiber ?? 0,
    sugars: n.sugars ?? 0,
    satFat: n.satFat ?? 0,
    sodiumMg: n.sodiumMg ?? 0,
  });
}

export interface LabelResultOptions {
  /** scanImage answers from a label it found in a photo and offers the label scanner. */
  shouldUseLabelScanner?: boolean;
  /** The column's energy was worked out from its macronutrients (chooseAnswer): the first tip says so. */
  energyFromMacros?: boolean;
}

/**
 * The FoodResult of a panel: one serving as printed (else per 100 g / 100 ml, said in the
 * name), the panel as its one ingredient, the health rating from the printed nutrients.
 */
export function labelResult(panel: LabelPanel, column: PanelColumn, options: LabelResultOptions = {}): RatedFoodResult {
  const basis = describeColumn(panel, column);
  const grams = column.grams ?? (column.basis === '100g' || column.basis === '100ml' ? 100 : column.basis === 'serving' ? panel.servingGrams ?? 0 : 0);
  return buildRatedResult({
    name: `Nutrition label, ${basis}`,
    servings: 1,
    parts: [{ name: `Nutrition panel, ${basis}`, grams, nutrients: columnNutrients(column) }],
    shouldUseLabelScanner: options.shouldUseLabelScanner ?? false,
    ...(column.basis === '100ml' ? { isBeverage: true } : {}),
    ...(options.energyFromMacros ? { rating: { tips: [ENERGY_FROM_MACROS_TIP] } } : {}),
  });
}
