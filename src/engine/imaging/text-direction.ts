import type { GrayImage } from '../../raster/raster.js';
import { inkMask } from './ink.js';
import { inkBlobs } from './ink-blobs.js';
import { resize } from './transform.js';
import { median } from '../median.js';

/*
 * Whether a photo's print runs across the page or down it, from its pixels (issue 22: big
 * photos fast). A photo whose first read finds nothing of a panel is read again turned a
 * quarter either way and upside down: three more whole reads, seconds each, and on a photo
 * whose print is upright but unreadable to the model (Thai, a blur) all three find nothing.
 * Letters of a line stand closer to each other than to the letters of the lines above and
 * below (a letter's neighbour is a fifth of its height away, the next line about half of it),
 * so each letter's nearest neighbour lies along the line: across the page for upright print,
 * down it for print turned a quarter. No such cue tells upright from upside down.
 */

/** Pixels of the copy the letters are found on, at most: print stays several pixels high. */
const COPY_PIXELS = 1_500_000;
/**
 * Letters whose nearest neighbour must lie along one axis for the print to count as running
 * that way. Measured on the 33 real photos and the 10 committed panels (43): upright, the
 * share across was 0.66–1.00 but for one bag at 0.49 (left unplaced); turned a quarter, at most
 * 0.50 across, so 0.65 keeps every photo at least 0.15 from being placed the wrong way.
 */
const CLEAR_SHARE = 0.65;
/** Letters with a neighbour needed before the share says anything. */
const MIN_LETTERS = 60;
/** Farthest a letter's neighbour is looked for, in letter sizes (a gap between words and lines). */
const NEIGHBOUR_REACH = 2;

export type PrintDirection = 'across' | 'down';

/**
 * 'across' when the print plainly runs across the page (upright or upside down), 'down' when
 * it plainly runs down it (turned a quarter), undefined when the letters do not say (too few,
 * or no clear majority: a photo of a picture, a panel mixed with turned print).
 */
export function printDirection(source: GrayImage): PrintDirection | undefined {
  const factor = Math.min(1, Math.sqrt(COPY_PIXELS / (source.width * source.height)));
  const gray = factor < 1 ? resize(source, source.width * factor, source.height * factor) : source;
  const { width, height } = gray;
  const limit = Math.min(width, height) / 8;
  const mask = inkMask(gray);
  // Letter-like blobs: a few pixels to an eighth of the page, neither a rule nor a speck.
  const letters = inkBlobs((i) => mask[i] !== 0, width, height).filter((b) => {
    const w = b.x1 - b.x0 + 1;
    const h = b.y1 - b.y0 + 1;
    return Math.max(w, h) >= 5 && Math.max(w, h) <= limit && Math.max(w, h) <= 4 * Math.min(w, h);
  });
  if (letters.length < MIN_LETTERS) return undefined;
  const size = median(letters.map((b) => Math.max(b.x1 - b.x0, b.y1 - b.y0) + 1));
  const alike = letters.filter((b) => {
    const s = Math.max(b.x1 - b.x0, b.y1 - b.y0) + 1;
    return s >= 0.5 * size && s <= 2 * size;
  });
  // Letters on a grid of cells a reach wide, so each looks at its own cell and the eight round it.
  const reach = NEIGHBOUR_REACH * size;
  const cells = new Map<number, { x: number; y: number }[]>();
  const key = (cx: number, cy: number) => cy * 100_000 + cx;
  const centres = alike.map((b) => ({ x: (b.x0 + b.x1) / 2, y: (b.y0 + b.y1) / 2 }));
  for (const c of centres) {
    const k = key(Math.floor(c.x / reach), Math.floor(c.y / reach));
    const cell = cells.get(k);
    if (cell) cell.push(c);
    else cells.set(k, [c]);
  }
  let across = 0;
  let down = 0;
  for (const c of centres) {
    const cx = Math.floor(c.x / reach);
    const cy = Math.floor(c.y / reach);
    let best = reach * reach;
    let dx = 0;
    let dy = 0;
    for (let j = cy - 1; j <= cy + 1; j++) {
      for (let i = cx - 1; i <= cx + 1; i++) {
        for (const o of cells.get(key(i, j)) ?? []) {
          if (o === c) continue;
          const d = (o.x - c.x) ** 2 + (o.y - c.y) ** 2;
          if (d < best) { best = d; dx = o.x - c.x; dy = o.y - c.y; }
        }
      }
    }
    if (best >= reach * reach) continue;
    if (Math.abs(dx) > Math.abs(dy)) across++;
    else down++;
  }
  const counted = across + down;
  if (counted < MIN_LETTERS) return undefined;
  if (across >= CLEAR_SHARE * counted) return 'across';
  if (down >= CLEAR_SHARE * counted) return 'down';
  return undefined;
}
