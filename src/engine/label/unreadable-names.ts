import type { Segment, ValueCell } from './segments.js';
import type { Reading } from './quantity.js';
import type { NutrientKey } from './vocabulary.js';
import { median } from './words.js';
import { UNNAMED_ENERGY_KCAL, UNNAMED_READINGS_PER_FIGURE, UNNAMED_UNIT_LOST_COST, UNNAMED_ENERGY_SHARE, UNNAMED_MAX_GRAMS_PER_100, UNNAMED_MAX_SALT_PER_100 } from './answer-thresholds.js';

/*
 * Tables whose nutrient names are in a script the OCR models cannot read (Greek, Cyrillic,
 * Arabic…): the names come out as noise, but the figures, their units and the table's order
 * still read. Such a table is named by the order its kind of regulation prints it in, and
 * only when exactly one order makes the figures agree with themselves (parts within their
 * whole, the energy from the macronutrients, the column's weight): a table that fits no order,
 * or two orders that give different figures, stays unread rather than guessed.
 */

/**
 * The orders a table that starts with energy (kJ and/or kcal) may follow, as regulations
 * print them: EU 1169/2011 Annex XV (fibre, when declared, after sugars), FSANZ 1.2.8
 * (protein first, sodium in mg). Each row's unit must fit its nutrient (mg only sodium).
 */
export const UNNAMED_ORDERS: readonly (readonly NutrientKey[])[] = [
  ['fat', 'satFat', 'carbs', 'sugars', 'protein', 'salt'],
  ['fat', 'satFat', 'carbs', 'sugars', 'fiber', 'protein', 'salt'],
  ['protein', 'fat', 'satFat', 'carbs', 'sugars', 'sodiumMg'],
  ['protein', 'fat', 'satFat', 'carbs', 'sugars', 'fiber', 'sodiumMg'],
];


/** The orders with their last rows cut, down to the last of fat, carbohydrate and protein: `length` rows long, each once. */
function shortenedOrders(length: number): (readonly NutrientKey[])[] {
  const core = (order: readonly NutrientKey[]) => Math.max(order.indexOf('fat'), order.indexOf('carbs'), order.indexOf('protein')) + 1;
  const cut = UNNAMED_ORDERS.filter((order) => order.length > length && length >= core(order)).map((order) => order.slice(0, length));
  return cut.filter((order, i) => cut.findIndex((o) => o.join() === order.join()) === i);
}

const nonPercent = (values: readonly ValueCell[]) => values.filter((v) => !v.percent);
const isEnergy = (v: ValueCell) => /kcal|kj/.test(v.quantity.readings[0]?.unit ?? '');
const unitOf = (v: ValueCell) => v.quantity.readings[0]?.unit;

/**
 * The gram (or mg) readings of a figure, cheapest first. A table that prints every figure with
 * its unit, as these do, and whose "g" OCR read as a digit ("179" for "17g", "6,79" for "6,7g")
 * has them among its readings: which one is printed is the consistency check's to say, not a
 * digit rule's.
 */
function unitReadings(cell: ValueCell, unit: 'g' | 'mg', bareAllowed = false): Reading[] {
  return cell.quantity.readings
    .flatMap((r) => r.unit === unit ? [r] : bareAllowed && r.unit === undefined ? [{ ...r, unit, cost: r.cost + UNNAMED_UNIT_LOST_COST }] : [])
    .sort((a, b) => a.cost - b.cost).slice(0, UNNAMED_READINGS_PER_FIGURE);
}
const hasUnitReading = (cell: ValueCell) => unitReadings(cell, 'g').length > 0 || unitReadings(cell, 'mg').length > 0;
const isBare = (cell: ValueCell) => cell.quantity.readings.every((r) => r.unit === undefined);

/**
 * A row of the table: its figures by column (a figure OCR lost leaves its column empty), and
 * whether a figure's unit may have been lost (the row prints a unit on another figure).
 */
interface TableRow { segment: Segment; cells: (ValueCell | undefined)[]; unitLost: boolean }

/** Each figure of a row in the column whose centre is nearest, in order; undefined when two share one. */
function placeCells(values: readonly ValueCell[], centres: readonly number[]): (ValueCell | undefined)[] | undefined {
  if (values.length === centres.length) return [...values];
  const cells: (ValueCell | undefined)[] = centres.map(() => undefined);
  for (const value of values) {
    const middle = (value.x0 + value.x1) / 2;
    const col = centres.reduce((best, c, i) => Math.abs(c - middle) < Math.abs(centres[best]! - middle) ? i : best, 0);
    if (cells[col]) return undefined;
    cells[col] = value;
  }
  return cells;
}

/** kcal per column from the energy cells: a kcal cell, else kJ / 4.184; cells taken in order, kJ before kcal per column. */
function energyPerColumn(cells: readonly ValueCell[], columns: number): (number | undefined)[] {
  const kcal = cells.filter((c) => unitOf(c) !== 'kj').map((c) => c.quantity.readings[0]!.value);
  const kj = cells.filter((c) => unitOf(c) === 'kj').map((c) => c.quantity.readings[0]!.value / 4.184);
  return Array.from({ length: columns }, (_, i) => kcal.length === columns ? kcal[i] : kj.length === columns ? kj[i] : undefined);
}

/**
 * Whether one column's figures, named by an order, agree with themselves and with its energy.
 * `light`: the column of least energy, which weighs 100 g or less (a table prints per 100 g,
 * and a portion beside it may weigh more), so the weight caps hold for it alone.
 */
function columnFits(values: ReadonlyMap<NutrientKey, number>, kcal: number | undefined, light: boolean): boolean {
  const v = (k: NutrientKey) => values.get(k) ?? 0;
  if (v('satFat') > v('fat') || v('sugars') > v('carbs')) return false;
  if (light && values.has('salt') && v('salt') > UNNAMED_MAX_SALT_PER_100) return false;
  if (light && v('fat') + v('carbs') + v('protein') + v('fiber') + v('salt') > UNNAMED_MAX_GRAMS_PER_100) return false;
  if (kcal === undefined) return false;
  const atwater = 4 * v('protein') + 4 * v('carbs') + 9 * v('fat') + 2 * v('fiber');
  return Math.abs(atwater - kcal) <= UNNAMED_ENERGY_SHARE * Math.max(kcal, atwater) + UNNAMED_ENERGY_KCAL;
}

/**
 * The cheapest readings of one column's figures (one per row, in the order's units) that fit,
 * with their total cost, or undefined when no choice fits.
 */
function cheapestFit(order: readonly NutrientKey[], cells: readonly (ValueCell | undefined)[], unitLost: readonly boolean[],
  kcal: number | undefined, light: boolean): { readings: Reading[]; cost: number } | undefined {
  if (cells.some((c) => c === undefined)) return undefined;
  const options = order.map((key, k) => unitReadings(cells[k]!, key === 'sodiumMg' ? 'mg' : 'g', unitLost[k]));
  if (options.some((o) => o.length === 0)) return undefined;
  let best: { readings: Reading[]; cost: number } | undefined;
  const chosen: Reading[] = [];
  const walk = (k: number, cost: number) => {
    if (best && cost >= best.cost) return;
    if (k === order.length) {
      if (columnFits(new Map(order.map((key, i) => [key, chosen[i]!.value] as const)), kcal, light)) best = { readings: [...chosen], cost };
      return;
    }
    for (const reading of options[k]!) {
      chosen[k] = reading;
      walk(k + 1, cost + reading.cost);
    }
  };
  walk(0, 0);
  return best;
}

/** The cell with the reading the order check chose put first (the rest kept, for the joint choice after). */
function withReadingFirst(cell: ValueCell, reading: Reading): ValueCell {
  return { ...cell, quantity: { ...cell.quantity, readings: [reading, ...cell.quantity.readings.filter((r) => r !== reading)] } };
}

/**
 * The segments with the rows of a table whose names did not read named by the one print
 * order their figures fit, or undefined when there is no such table or no single order: the
 * first row with kJ or kcal figures is the energy, the rows of figures under it (each with a
 * gram or mg reading, as many figures as the energy row has columns) the nutrients in order.
 * Rows of text alone between them are names that wrapped ("εκ των οποίων" / "κορεσμένα") and
 * are passed over.
 */
export function nameUnreadableRows(segments: readonly Segment[]): Segment[] | undefined {
  const energyAt = segments.findIndex((s) => nonPercent(s.values).some(isEnergy));
  if (energyAt < 0) return undefined;
  const energyRow = segments[energyAt]!.row;
  // The energy row and a kcal line wrapped under it ("1481 kJ / 352" over "kcal": a bare figure there is kcal).
  // (Every cell of the energy row's line: a noise word between its columns starts a segment of its own.)
  const energyCells = segments.filter((s, i) => i >= energyAt && (s.row === energyRow || (s.row === energyRow + 1 && nonPercent(s.values).every(isEnergy))))
    .flatMap((s) => nonPercent(s.values))
    .filter((c) => isEnergy(c) || unitOf(c) === undefined);
  const units = new Set(energyCells.map(unitOf));
  const columns = Math.max(energyCells.filter((c) => unitOf(c) === 'kj').length, energyCells.filter((c) => unitOf(c) !== 'kj').length);
  if (columns === 0 || columns > 3) return undefined;
  // (A panel printing kcal only is not an EU or Australian table: those print kJ.)
  if (!units.has('kj')) return undefined;
  const candidates: Segment[] = [];
  for (const s of segments.slice(energyAt + 1)) {
    const values = nonPercent(s.values);
    if (values.length === 0) continue;
    if (values.some(isEnergy)) {
      if (s.row <= energyRow + 1) continue;
      break;
    }
    // Figures in g or mg (a figure whose unit OCR lost passes beside one that kept it).
    const rowHasUnit = values.some(hasUnitReading);
    if (values.length > columns || !values.every((v) => hasUnitReading(v) || (rowHasUnit && isBare(v)))) break;
    candidates.push(s);
  }
  // Where the columns stand: the figures of rows that read whole, else the energy's.
  const whole = candidates.filter((s) => nonPercent(s.values).length === columns);
  const source = whole.length > 0 ? whole.map((s) => nonPercent(s.values)) : columns === energyCells.length ? [energyCells] : [];
  const centres = Array.from({ length: columns }, (_, col) => median(source.map((cells) => (cells[col]!.x0 + cells[col]!.x1) / 2)));
  const rows: TableRow[] = [];
  for (const segment of candidates) {
    const values = nonPercent(segment.values);
    const cells = values.length === columns ? values : centres.every(Number.isFinite) ? placeCells(values, centres) : undefined;
    if (!cells) break;
    rows.push({ segment, cells, unitLost: values.some(isBare) && values.some((v) => !isBare(v)) });
  }
  const perColumnKcal = energyPerColumn(energyCells, columns);
  const light = perColumnKcal.indexOf(Math.min(...perColumnKcal.map((k) => k ?? Infinity)));
  /** The orders that fit at least one column of the first rows, most columns first. */
  const fitsOf = (orders: readonly (readonly NutrientKey[])[]) => orders.flatMap((order) => {
    if (order.length > rows.length) return [];
    const head = rows.slice(0, order.length);
    const perColumn = Array.from({ length: columns }, (_, col) =>
      cheapestFit(order, head.map((row) => row.cells[col]), head.map((row) => row.unitLost), perColumnKcal[col], col === light));
    const fitting = perColumn.filter((fit) => fit !== undefined).length;
    return fitting > 0 ? [{ order, perColumn, fitting }] : [];
  }).sort((a, b) => b.fitting - a.fitting);
  // An order is the table's when it fits at least one column: another column may hold a
  // misread figure (that column is then named but left to the answer's checks, which refuse
  // it). The whole orders first, on every row read; else the orders without their last rows
  // (salt or sodium, fibre), whose print OCR lost, as long as fat, carbohydrate and protein
  // are in them.
  let fits = fitsOf(UNNAMED_ORDERS.filter((order) => order.length === rows.length));
  if (fits.length === 0) fits = fitsOf(shortenedOrders(rows.length));
  // No order, or two that fit as many columns, and the table stays unread.
  if (fits.length === 0 || (fits.length > 1 && fits[1]!.fitting === fits[0]!.fitting)) return undefined;
  const { order, perColumn } = fits[0]!;
  return segments.map((s, i) => {
    if (i === energyAt || (s.row === energyRow && nonPercent(s.values).some(isEnergy))) return { ...s, key: 'energy' as NutrientKey };
    const k = rows.findIndex((row) => row.segment === s);
    if (k < 0 || k >= order.length) return s;
    const row = rows[k]!;
    const values = s.values.map((cell) => {
      const col = row.cells.indexOf(cell);
      const fit = col >= 0 ? perColumn[col] : undefined;
      return fit ? withReadingFirst(cell, fit.readings[k]!) : cell;
    });
    return { ...s, key: order[k]!, values };
  });
}
