import type { PanelColumn } from './types.js';

/*
 * A row the panel's kind may leave out (row-names.ts MAY_BE_LEFT_OUT: fibre on EU and
 * Australian tables) and did: the print order then leaves one nutrient more than the rows
 * whose names OCR lost, and the order alone cannot name them (a row of protein after the
 * sugars could be fibre's, with protein's row lost). Named as if the row were not printed,
 * each macronutrient that naming gives is marked unconfirmed, so the answer takes it only
 * where the column's energy holds it from both sides (label-result.ts: no more energy than
 * its grams can carry, unconfirmedUnwitnessed; no less than a table's law allows,
 * energyContradictsMacros) and never works an energy out from it (macrosAgree). A wrong
 * row's figure taken for a macronutrient moves the energy it implies by 4 or 9 kcal a gram.
 */

const MACROS = ['fat', 'carbs', 'protein'] as const;

/** Whether a column lacks a macronutrient (one the print order could name). */
export const lacksMacro = (column: PanelColumn) => MACROS.some((m) => column.nutrients[m] === undefined);

/**
 * The columns read with the left-out row's naming (`after`), their gained macronutrients
 * marked unconfirmed; undefined unless they keep every figure read without it (`before`) and
 * gain a macronutrient somewhere.
 */
export function withLeftOutRowConfirmable(before: readonly PanelColumn[], after: readonly PanelColumn[]): PanelColumn[] | undefined {
  if (before.length !== after.length) return undefined;
  const keeps = after.every((column, i) => (Object.entries(before[i]!.nutrients) as [keyof PanelColumn['nutrients'], number][])
    .every(([name, value]) => column.nutrients[name] === value));
  if (!keeps) return undefined;
  let gained = false;
  const columns = after.map((column, i) => {
    const added = MACROS.filter((m) => before[i]!.nutrients[m] === undefined && column.nutrients[m] !== undefined);
    if (added.length === 0) return column;
    gained = true;
    return { ...column, unconfirmed: [...new Set([...(column.unconfirmed ?? []), ...added])] };
  });
  return gained ? columns : undefined;
}
