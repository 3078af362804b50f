import { fitsDailyValue } from './resolve.js';
import type { LabelPanel, PanelNutrientName } from './types.js';

/**
 * Figures of a US panel that the % Daily Value printed beside them rules out (fitsDailyValue
 * false under every rule's daily value and every rounding): the figure or its percent is
 * misread, and a read holding one is not settled, so the photo is looked at again (issue 22:
 * a sodium read 0 mg beside its own 3 % settled, and no look read it again). The percent is
 * printed apart from the figure and worked out from it, so the contradiction names no value,
 * format or photo. Tables' percents of the daily intake are left out: their references differ
 * by country, and the looks were measured on US panels only.
 */
export function dailyValueContradictions(panel: LabelPanel): number {
  if (panel.layout === 'table') return 0;
  let count = 0;
  for (const column of panel.columns) {
    for (const [name, percent] of Object.entries(column.percents ?? {}) as [PanelNutrientName, number | undefined][]) {
      const value = column.nutrients[name];
      if (value !== undefined && percent !== undefined && fitsDailyValue(name, value, percent) === false) count++;
    }
  }
  return count;
}
