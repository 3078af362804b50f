import type { OcrBox, OcrLine, OcrPage } from '../../ocr/types.js';
import type { GrayImage } from '../../raster/raster.js';
import { resize } from '../imaging/transform.js';
import { isHeading, matchNutrient } from './vocabulary.js';
import { median } from '../median.js';

/*
 * Where on a page the nutrition panel is, from what a first OCR pass read: the lines that
 * name a heading or a nutrient, grouped by nearness, the group naming most of a panel. A
 * product shot names nutrients elsewhere too ("WHEY PROTEIN", "NOT A SOLE SOURCE OF
 * NUTRITION"), so the panel is the dense group, not the box round every hit.
 */

export interface PanelRegion {
  box: OcrBox;
  /** The lines that named the panel, before the region grew round them. */
  core: OcrBox;
  /** Distinct nutrients named in the region (a heading counts as one more). */
  score: number;
  /** Median height of the region's evidence lines, in page pixels. */
  lineHeight: number;
}

interface Evidence {
  line: OcrLine;
  key: string;
}

function evidenceOf(line: OcrLine): Evidence | undefined {
  if (isHeading(line.text)) return { line, key: 'heading' };
  for (const word of line.words) {
    const key = matchNutrient(word.text);
    if (key !== undefined && key !== 'other') return { line, key };
  }
  // Names OCR split in two words ("Total Fat", "Saturated Fat").
  const key = matchNutrient(line.words.slice(0, 3).map((w) => w.text).join(' '));
  return key !== undefined && key !== 'other' ? { line, key } : undefined;
}

/**
 * The nutrition panel's region on an OCR page, or undefined when nothing of a panel reads.
 * Evidence lines join a group when they are within a few line heights of it (rows of a
 * table are a line or two apart; text elsewhere on a pack is further off).
 */
export function locatePanel(page: OcrPage): PanelRegion | undefined {
  const evidence = page.lines.map(evidenceOf).filter((e): e is Evidence => e !== undefined);
  if (evidence.length === 0) return undefined;
  const lineHeight = median(evidence.map((e) => e.line.bbox.y1 - e.line.bbox.y0)) || 1;
  const reachY = 3 * lineHeight;
  const reachX = 4 * lineHeight;
  const parent = evidence.map((_, i) => i);
  const find = (i: number): number => (parent[i] === i ? i : (parent[i] = find(parent[i]!)));
  for (let i = 0; i < evidence.length; i++) {
    const a = evidence[i]!.line.bbox;
    for (let j = i + 1; j < evidence.length; j++) {
      const b = evidence[j]!.line.bbox;
      const gapY = Math.max(0, Math.max(a.y0, b.y0) - Math.min(a.y1, b.y1));
      const gapX = Math.max(0, Math.max(a.x0, b.x0) - Math.min(a.x1, b.x1));
      if (gapY <= reachY && gapX <= reachX) parent[find(i)] = find(j);
    }
  }
  const groups = new Map<number, Evidence[]>();
  for (let i = 0; i < evidence.length; i++) {
    const root = find(i);
    groups.set(root, [...(groups.get(root) ?? []), evidence[i]!]);
  }
  let best: PanelRegion | undefined;
  for (const members of groups.values()) {
    const score = new Set(members.map((m) => m.key)).size;
    if (best && score <= best.score) continue;
    const boxes = members.map((m) => m.line.bbox);
    const box = {
      x0: Math.min(...boxes.map((b) => b.x0)), y0: Math.min(...boxes.map((b) => b.y0)),
      x1: Math.max(...boxes.map((b) => b.x1)), y1: Math.max(...boxes.map((b) => b.y1)),
    };
    best = {
      box,
      core: box,
      score,
      lineHeight: median(boxes.map((b) => b.y1 - b.y0)),
    };
  }
  if (!best) return undefined;
  return { ...best, box: grow(page, best.box, best.lineHeight) };
}

/**
 * The whole panel round the lines that named it: a first read of a small panel catches only
 * some of its names, so the region takes in the text rows above and below that stand in the
 * same columns (the heading, servings, the rows whose names were lost) and the figures to the
 * right of the names, often further than the names are wide.
 */
function grow(page: OcrPage, core: OcrBox, lineHeight: number): OcrBox {
  const box = { ...core };
  const widen = () => {
    // A panel is seldom more than twice as wide as its names, or wider than it is tall.
    const reach = box.x1 + Math.max(2 * (box.x1 - box.x0), box.y1 - box.y0);
    for (const line of page.lines) {
      const middle = (line.bbox.y0 + line.bbox.y1) / 2;
      if (middle >= box.y0 && middle <= box.y1 && line.bbox.x0 >= box.x0 && line.bbox.x0 < reach) box.x1 = Math.max(box.x1, line.bbox.x1);
    }
    return reach;
  };
  // Rows of the same table: within two line heights of the region, starting inside its width,
  // no taller than a heading; a table is at most a few dozen rows.
  const limit = box.y1 - box.y0 + 30 * lineHeight;
  const growRows = (reach: number) => {
    let grew = false;
    for (let again = true; again;) {
      again = false;
      for (const line of page.lines) {
        const b = line.bbox;
        if (b.y1 - b.y0 > 3 * lineHeight || b.x0 < box.x0 - 2 * lineHeight || b.x0 > box.x1) continue;
        if (b.y0 >= box.y0 && b.y1 <= box.y1) continue;
        const gap = Math.max(0, Math.max(b.y0, box.y0) - Math.min(b.y1, box.y1));
        if (gap > 2 * lineHeight || Math.max(box.y1, b.y1) - Math.min(box.y0, b.y0) > limit) continue;
        box.y0 = Math.min(box.y0, b.y0);
        box.y1 = Math.max(box.y1, b.y1);
        box.x1 = Math.min(Math.max(box.x1, b.x1), reach);
        again = grew = true;
      }
    }
    return grew;
  };
  // The figures of the region's rows, however far right their columns stand: a line that is
  // a figure alone ("958mg", "0.7g", "42%") is a cell of the table, where words beside a panel
  // on a pack are not.
  const widenToFigures = () => {
    const before = box.x1;
    for (const line of page.lines) {
      const middle = (line.bbox.y0 + line.bbox.y1) / 2;
      if (middle >= box.y0 && middle <= box.y1 && line.bbox.x0 > box.x0 && FIGURE_CELL.test(line.text.trim())) box.x1 = Math.max(box.x1, line.bbox.x1);
    }
    return box.x1 > before;
  };
  growRows(widen());
  // Widened to its figures, a region grows again through them: when OCR lost the names of a
  // run of rows (a panel turned a few degrees reads its names in pieces), the figure columns
  // still join the rows above and below, where the names column has a gap too wide to cross.
  for (let round = 0; round < 3 && (widenToFigures() || round === 0) && growRows(box.x1); round++);
  widen();
  return box;
}

/** A line that is one figure of a table: digits (as OCR reads them, a unit's "g" as 9 too), a unit or a percent. */
const FIGURE_CELL = /^[<~]?\d[\d.,]*\s?(m?g|k[jJ\]\)]|kcal|%)?$/i;

/**
 * The region clipped to the panel's own background: a panel is printed on a field of one
 * tone (a white box on a dark tub, light print on a brown band) and the text beside it on
 * another. Cells about a line high are averaged; the cells of the tone of the lines that
 * named the panel (`core`), connected to them, make up the field; `box` is clipped to the
 * field's extent (a cell more round it). When the tone runs on past the box (the whole pack
 * is one colour) the box stays as it is. Boxes and `cell` are in `gray`'s pixels.
 */
export function clipToBackground(gray: GrayImage, box: OcrBox, core: OcrBox, cell: number): OcrBox {
  const size = Math.max(4, Math.round(cell));
  const cols = Math.max(1, Math.round(gray.width / size));
  const rows = Math.max(1, Math.round(gray.height / size));
  const cells = resize(gray, cols, rows);
  const sx = cols / gray.width;
  const sy = rows / gray.height;
  const inner = {
    x0: Math.max(0, Math.floor(core.x0 * sx)), y0: Math.max(0, Math.floor(core.y0 * sy)),
    x1: Math.min(cols - 1, Math.floor(core.x1 * sx)), y1: Math.min(rows - 1, Math.floor(core.y1 * sy)),
  };
  const tones: number[] = [];
  for (let y = inner.y0; y <= inner.y1; y++) for (let x = inner.x0; x <= inner.x1; x++) tones.push(cells.data[y * cols + x]!);
  const tone = median(tones);
  // Print lightens or darkens a cell by up to a third of the way; another field differs more.
  const near = (v: number) => Math.abs(v - tone) <= 60;
  const seen = new Uint8Array(cols * rows);
  const stack: number[] = [];
  for (let y = inner.y0; y <= inner.y1; y++) {
    for (let x = inner.x0; x <= inner.x1; x++) {
      const i = y * cols + x;
      if (near(cells.data[i]!)) { seen[i] = 1; stack.push(i); }
    }
  }
  let x0 = cols;
  let y0 = rows;
  let x1 = -1;
  let y1 = -1;
  while (stack.length) {
    const i = stack.pop()!;
    const x = i % cols;
    const y = (i - x) / cols;
    x0 = Math.min(x0, x); x1 = Math.max(x1, x); y0 = Math.min(y0, y); y1 = Math.max(y1, y);
    for (const [nx, ny] of [[x - 1, y], [x + 1, y], [x, y - 1], [x, y + 1]] as const) {
      if (nx < 0 || ny < 0 || nx >= cols || ny >= rows) continue;
      const j = ny * cols + nx;
      if (!seen[j] && near(cells.data[j]!)) { seen[j] = 1; stack.push(j); }
    }
  }
  if (x1 < 0) return box;
  return {
    x0: Math.max(box.x0, (x0 - 1) / sx), y0: Math.max(box.y0, (y0 - 1) / sy),
    x1: Math.min(box.x1, (x1 + 2) / sx), y1: Math.min(box.y1, (y1 + 2) / sy),
  };
}
