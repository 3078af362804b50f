import type { Reading } from './quantity.js';
import type { Segment, ValueCell } from './segments.js';
import { median } from './words.js';

/*
 * A decimal point or comma OCR dropped still took its room on the label: "2,7 g" read as "27g"
 * is wider than "27 g" printed without one, by the comma's advance (half a digit). Measured
 * against the figures on the same panel whose point was read, a figure's width tells whether
 * its point was lost, which no cross-check can tell for a figure nothing else constrains
 * (sugars or fibre in a one-column table).
 */

/** Advance widths in ems of a sans-serif label face (digits are tabular). */
const ADVANCE: Record<string, number> = { '.': 0.278, ',': 0.278, m: 0.833, k: 0.5, J: 0.5, j: 0.222, c: 0.5, l: 0.222, i: 0.222, '%': 0.889 };
const advance = (text: string) => [...text].reduce((sum, ch) => sum + (ADVANCE[ch] ?? 0.556), 0);

/** Wider than its characters by this share: a point was printed there. */
const LOST = 1.11;
/** No wider than this: none was. */
const NONE = 1.06;

/** The figure's width per em of its characters, in heights of its box. */
function width(cell: ValueCell): number | undefined {
  const raw = cell.quantity.raw.trim();
  if (/\s/.test(raw) || raw.length === 0 || cell.y1 <= cell.y0) return undefined;
  return (cell.numberX1 - cell.x0) / advance(raw) / (cell.y1 - cell.y0);
}

/**
 * Without figures whose point was read to compare with, the box height stands for the type
 * size: figures in a regular sans face measure about 1.22 (1.15–1.31); with a lost point
 * about 1.40 (1.28–1.54). Only clear cases count.
 */
const ABSOLUTE = { reference: 1.22, lost: 1.34 / 1.22, none: 1.2 / 1.22 };

function adjust(cell: ValueCell, lost: boolean): ValueCell {
  const readings = cell.quantity.readings.map((r): Reading => {
    if (lost) return r.pointAdded ? { ...r, cost: Math.max(0, r.cost - 0.9) } : { ...r, cost: r.cost + 0.6 };
    return r.pointAdded ? { ...r, cost: r.cost + 0.6 } : r;
  });
  return { ...cell, quantity: { ...cell.quantity, readings } };
}

/** The panel's figures with the readings that put back a point weighed by each figure's width. */
export function weighLostPoints(segments: readonly Segment[]): Segment[] {
  const cells = segments.flatMap((s) => s.values);
  const ems = cells.filter((c) => /^\d+[.,]\d+[a-zA-Z]{0,2}$/.test(c.quantity.raw.trim())).map(width).filter((w): w is number => w !== undefined && w > 0);
  const relative = ems.length >= 2;
  const reference = relative ? median(ems) : ABSOLUTE.reference;
  const [lost, none] = relative ? [LOST, NONE] : [ABSOLUTE.lost, ABSOLUTE.none];
  const weigh = (cell: ValueCell): ValueCell => {
    const raw = cell.quantity.raw.trim();
    if (!/^\d{2,4}[a-zA-Z]{0,2}$/.test(raw) || !cell.quantity.readings.some((r) => r.pointAdded)) return cell;
    const measured = width(cell);
    if (measured === undefined) return cell;
    const share = measured / reference;
    return share >= lost ? adjust(cell, true) : share <= none ? adjust(cell, false) : cell;
  };
  return segments.map((s) => ({ ...s, values: s.values.map(weigh) }));
}
