import { fitsDailyValue } from './resolve.js';
import type { LabelPanel, PanelNutrientName } from './types.js';

/**
 * Figures of a US panel that the % Daily Value printed beside them rules out (fitsDailyValue
 * false under every rule's daily value and every rounding): the figure or its percent is
 * misread, and a read holding one is not settled, so the photo is looked at again (issue 22:
 * a sodium read 0 mg beside its own 3 % settled, and no look read it again). The percent is
 * printed apart from the figure and worked out from it, so the contradiction names no value,
 * format or photo. Tables' percents of the daily intake are left out: their references differ
 * by country, and the looks were measured on US panels only. Nor is a percent counted whose
 * "%" was read as one more digit (percentSignReadAsDigit): the figure it was printed for fits it,
 * so another look has no figure to mend (ps7, traced: a fibre percent read 169 beside its right
 * 4 g, 16 % with its "%" read as a 9, sent its panel to the looks, which changed no figure).
 */
export function dailyValueContradictions(panel: LabelPanel): number {
  if (panel.layout === 'table') return 0;
  let count = 0;
  for (const column of panel.columns) {
    for (const [name, percent] of Object.entries(column.percents ?? {}) as [PanelNutrientName, number | undefined][]) {
      const value = column.nutrients[name];
      if (value === undefined || percent === undefined || fitsDailyValue(name, value, percent) !== false) continue;
      if (!percentSignReadAsDigit(name, value, percent)) count++;
    }
  }
  return count;
}

/**
 * A percent a panel rarely prints (a whole day's value and more in one column) whose last digit
 * is the "%" sign read as a digit ("16%" read 169): the percent without it fits the figure. Below
 * a hundred this is not told from a figure that lost its last digit (690 mg read 69 beside 30 %:
 * 3 % fits 69 mg too), which the looks must see; above it, that would take a figure a tenth of
 * a whole day's value read beside it, rarer still.
 */
const PERCENT_RARELY_PRINTED = 100;

function percentSignReadAsDigit(name: PanelNutrientName, value: number, percent: number): boolean {
  return Number.isInteger(percent) && percent >= PERCENT_RARELY_PRINTED && fitsDailyValue(name, value, Math.floor(percent / 10)) === true;
}
