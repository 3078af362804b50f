import { NUTRIENT_KEYS } from './row-names.js';
import type { Segment } from './segments.js';

/**
 * The most characters a figure garbled to letters keeps: a table's cell prints at most "100.0 mg"
 * (six characters and its unit, eight); a longer run of letters is words, not a lost figure.
 */
const LOST_FIGURE_MOST_CHARACTERS = 8;

/**
 * A figure garbled to letters reads as two letters at least ("KAR", "S RQ"): dots and dashes
 * between a name and its figures are leaders (Indian panels' "protein (g) . . 75.9"), no cell.
 */
const LOST_FIGURE_LETTERS = /\p{L}.*\p{L}/u;

/**
 * A table's row whose figure in one column OCR garbled to letters ("3.1g" read "KAR") while
 * the other column's figure read: the letters stand far from the name (a column's width), so
 * the row was cut there and they became a nameless segment holding the row's figures, leaving
 * the name with none. Neither column then had that nutrient, and a core one refused the whole
 * panel although one column was read whole (generated Australian panels, seed 37: a
 * carbohydrate per 100 g garbled beside its per-serve figure read). Given back to the name,
 * the read figures go to their columns by place and the garbled one stays unread: that column
 * is refused field by field, the other answered if its own checks pass.
 *
 * Only when the letters can be nothing but that lost figure: a table of two columns of figures (a
 * third, a prepared serve's or a second serving's, leaves a lost cell's place in doubt: on an older real
 * Indian photo of three columns the rule took a row's cells apart and lost its answer), two
 * letters at least and no known name (a garbled name is print order's work), short as a figure
 * is, standing under a column that none of the read figures stands under, and one figure
 * fewer than the columns beside them. `columnXs`: the centres of the table's columns of figures.
 */
export function withLostFigureCells(segments: readonly Segment[], columnXs: readonly number[]): Segment[] {
  if (columnXs.length !== 2) return [...segments];
  const nearest = (x: number) => columnXs.reduce((best, c, i) => (Math.abs(x - c) < Math.abs(x - columnXs[best]!) ? i : best), 0);
  const pitch = Math.min(...columnXs.slice(1).map((x, i) => x - columnXs[i]!));
  const out: Segment[] = [];
  for (let i = 0; i < segments.length; i++) {
    const name = segments[i]!;
    const lost = segments[i + 1];
    const figures = lost?.values.filter((v) => !v.percent) ?? [];
    const joinable = lost && name.key && NUTRIENT_KEYS.has(name.key) && name.values.every((v) => v.percent) &&
      lost.row === name.row && lost.key === undefined && LOST_FIGURE_LETTERS.test(lost.label) && lost.label.replace(/\s/g, '').length <= LOST_FIGURE_MOST_CHARACTERS &&
      figures.length === columnXs.length - 1 && lost.x0 >= columnXs[0]! - pitch / 2;
    if (joinable) {
      const under = nearest(lost.x0);
      if (figures.every((f) => nearest((f.x0 + f.x1) / 2) !== under)) {
        out.push({ ...name, values: lost.values });
        i++;
        continue;
      }
    }
    out.push(name);
  }
  return out;
}
