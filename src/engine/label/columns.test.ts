import { describe, expect, it } from 'vitest';
import { findHeaderCells } from './columns.js';
import type { LabelWord } from './types.js';
import { groupRows } from './words.js';

const word = (text: string, x0: number, y0: number, x1: number, y1: number): LabelWord => ({ text, x0, y0, x1, y1 });

/**
 * A US dual panel's heading row as one look read it (boxes from a generated product shot):
 * "Per serving" run into one word, its neighbour "Per container" cut to "Per contai,", then
 * the Calories row with the two columns' figures under them.
 */
function headingRow(first: LabelWord[]): LabelWord[] {
  return [
    ...first,
    word('Per', 1621, 174, 1669, 201), word('contai,', 1680, 178, 1775, 207),
    word('Calories', 860, 217, 1133, 298), word('70', 1287, 218, 1377, 288), word('440', 1571, 230, 1702, 302),
  ];
}

describe('"per" run into the serving word of a column heading (GLUED_PER)', () => {
  it('is taken off "serve" only: "Perserve" heads a serving column as "Per serve" does', () => {
    const glued = findHeaderCells(groupRows(headingRow([word('Perserve', 1370, 164, 1545, 206)])));
    const apart = findHeaderCells(groupRows(headingRow([word('Per', 1370, 164, 1415, 206), word('serve', 1430, 164, 1545, 206)])));
    expect(glued.map((c) => c.basis)).toEqual(['serving']);
    expect(glued[0]!.x0).toBe(1370);
    expect(apart.map((c) => c.basis)).toEqual(['serving']);
  });

  it('names no column from "Perserving" or "Percontainer" beside a cut "Per contai,": no heading rather than two swapped', () => {
    // A glued "Percontainer" read as a serving heading beside its own "Per serving" swapped a
    // dual panel's columns; the cut "contai," names no container either, so the columns are
    // left to the panel's other signs (the figures' ratio, the serving size).
    for (const glued of ['Perserving', 'Percontainer']) {
      const cells = findHeaderCells(groupRows(headingRow([word(glued, 1370, 164, 1545, 206)])));
      expect(cells.filter((c) => c.basis === 'serving' || c.basis === 'container')).toEqual([]);
    }
  });
});
