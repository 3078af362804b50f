import type { Segment, ValueCell } from './segments.js';
import type { NutrientKey } from './vocabulary.js';
import { UNNAMED_ENERGY_KCAL, UNNAMED_ENERGY_SHARE, UNNAMED_MAX_GRAMS_PER_100, UNNAMED_MAX_SALT_PER_100 } from './answer-thresholds.js';

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


const nonPercent = (values: readonly ValueCell[]) => values.filter((v) => !v.percent);
const isEnergy = (v: ValueCell) => /kcal|kj/.test(v.quantity.readings[0]?.unit ?? '');
const unitOf = (v: ValueCell) => v.quantity.readings[0]?.unit;

/** kcal per column from the energy cells: a kcal cell, else kJ / 4.184; cells taken in order, kJ before kcal per column. */
function energyPerColumn(cells: readonly ValueCell[], columns: number): (number | undefined)[] {
  const kcal = cells.filter((c) => unitOf(c) !== 'kj').map((c) => c.quantity.readings[0]!.value);
  const kj = cells.filter((c) => unitOf(c) === 'kj').map((c) => c.quantity.readings[0]!.value / 4.184);
  return Array.from({ length: columns }, (_, i) => kcal.length === columns ? kcal[i] : kj.length === columns ? kj[i] : undefined);
}

/** Whether one column's figures, named by an order, agree with themselves and with its energy. */
function columnFits(values: ReadonlyMap<NutrientKey, number>, kcal: number | undefined): boolean {
  const v = (k: NutrientKey) => values.get(k) ?? 0;
  if (v('satFat') > v('fat') || v('sugars') > v('carbs')) return false;
  if (values.has('salt') && v('salt') > UNNAMED_MAX_SALT_PER_100) return false;
  if (v('fat') + v('carbs') + v('protein') + v('fiber') + v('salt') > UNNAMED_MAX_GRAMS_PER_100) return false;
  if (kcal === undefined) return false;
  const atwater = 4 * v('protein') + 4 * v('carbs') + 9 * v('fat') + 2 * v('fiber');
  return Math.abs(atwater - kcal) <= UNNAMED_ENERGY_SHARE * Math.max(kcal, atwater) + UNNAMED_ENERGY_KCAL;
}

/**
 * The segments with the rows of a table whose names did not read named by the one print
 * order their figures fit, or undefined when there is no such table or no single order: the
 * first row with kJ or kcal figures is the energy, the rows of figures under it (units g or
 * mg, as many figures as the energy row has columns) the nutrients in order. Rows of text
 * alone between them are names that wrapped ("εκ των οποίων" / "κορεσμένα") and are passed over.
 */
export function nameUnreadableRows(segments: readonly Segment[]): Segment[] | undefined {
  const energyAt = segments.findIndex((s) => nonPercent(s.values).some(isEnergy));
  if (energyAt < 0) return undefined;
  const energyRow = segments[energyAt]!.row;
  // The energy row and a kcal line wrapped under it ("1481 kJ / 352" over "kcal": a bare figure there is kcal).
  const energyCells = segments.filter((s, i) => i >= energyAt && s.row <= energyRow + 1 && (i === energyAt || nonPercent(s.values).every(isEnergy)))
    .flatMap((s) => nonPercent(s.values))
    .filter((c) => isEnergy(c) || unitOf(c) === undefined);
  const units = new Set(energyCells.map(unitOf));
  const columns = Math.max(energyCells.filter((c) => unitOf(c) === 'kj').length, energyCells.filter((c) => unitOf(c) !== 'kj').length);
  if (columns === 0 || columns > 3) return undefined;
  const rows: Segment[] = [];
  for (const s of segments.slice(energyAt + 1)) {
    const values = nonPercent(s.values);
    if (values.length === 0) continue;
    if (values.some(isEnergy)) {
      if (s.row <= energyRow + 1) continue;
      break;
    }
    if (values.length !== columns || !values.every((c) => unitOf(c) === 'g' || unitOf(c) === 'mg')) break;
    rows.push(s);
  }
  const perColumnKcal = energyPerColumn(energyCells, columns);
  const fitting = UNNAMED_ORDERS.filter((order) => {
    if (order.length !== rows.length) return false;
    if (!rows.every((row, k) => nonPercent(row.values).every((c) => (unitOf(c) === 'mg') === (order[k] === 'sodiumMg')))) return false;
    // (A panel printing kcal only is not an EU or Australian table: those print kJ.)
    if (!units.has('kj')) return false;
    return Array.from({ length: columns }, (_, col) => col).every((col) => {
      const values = new Map(order.map((key, k) => [key, nonPercent(rows[k]!.values)[col]!.quantity.readings[0]!.value] as const));
      return columnFits(values, perColumnKcal[col]);
    });
  });
  if (fitting.length !== 1) return undefined;
  const order = fitting[0]!;
  return segments.map((s, i) => {
    if (i === energyAt) return { ...s, key: 'energy' as NutrientKey };
    const k = rows.indexOf(s);
    return k >= 0 ? { ...s, key: order[k]! } : s;
  });
}
