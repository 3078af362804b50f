import { createGray, type GrayImage } from '../../raster/raster.js';
import { median } from '../median.js';
import { inkMask } from './ink.js';

/*
 * Where a ruled table is in a photo, from its pixels alone (issue 22: big photos fast). A
 * nutrition panel is the one block of a pack printed as a stack of thin horizontal rules with
 * a line of print between each two; a brand, a picture, a claim or an ingredients paragraph
 * is not. Found on a small copy in milliseconds, before any OCR, so the reader can read the
 * panel alone instead of every word round it (tesseract's time follows the text it finds).
 */

/** Long side of the copy the rules are looked for on, about: a phone photo's rules stay a pixel or two thick. */
const LOCATE_SIDE = 1000;
/** Gaps in a rule, in copy pixels: a faint or JPEG-broken rule is still one rule. */
const RULE_GAP = 2;
/** Shortest rule, as a share of the copy's long side: a row rule spans the table, a letter's bar does not. */
const MIN_RULE_SHARE = 0.05;
/** Thickest rule (copy pixels): thicker runs are bars of colour, a dark tub's edge or a picture. */
const MAX_RULE_THICKNESS = 10;
/** Share of a rule's length its ink must cover on its row (else it is a line of bold print run together). */
const RULE_COVER = 0.85;
/** How much lighter than the rule the paper must be just above and below it (gray levels). */
const PAPER_CONTRAST = 25;
/** Two rules belong to one table when they overlap by this share of the shorter. */
const STACK_OVERLAP = 0.6;
/** Furthest apart two rules of one table stand, as a share of the copy's long side (a serving block between rules). */
const STACK_REACH = 0.12;
/** Fewest paper rows between two rules of one table (copy pixels): a line of print fits; a barcode's bars sit closer. */
const MIN_ROW_GAP = 5;
/** Strokes a row of print starts per pixel of its width, at least (a sparse row: a name at one end, a figure at the other). */
const LETTER_STROKES = 0.02;
/** Widest gap between two columns of one table, as a share of the copy's long side. */
const SIDE_GAP = 0.04;
/**
 * Longest median ink run (copy pixels) between the rules of a table (inkRun): a letter's stroke
 * is a few pixels wide along a row, a bar runs on. Measured on the 33 real photos, the older
 * 8 and the committed panels: the median over each photo's joined rules 9.6 px or less (most 3–5); the one
 * barcode taken for a table (bars across a yogurt tub) 75 px, no pair of its bars under 21.
 */
const BAR_RUN = 20;
/** Rules a table must have to be told from a box or an underline. */
export const MIN_TABLE_RULES = 4;

export interface Box { x0: number; y0: number; x1: number; y1: number }

export interface RuledTable {
  /** The table's rules and the print just above and below them, in the input's pixels. */
  box: Box;
  /** Rules found in it. */
  rules: number;
  /** Rules of the next best table (0 when none): a table as ruled as the best makes the find ambiguous. */
  runnerUp: number;
  /** The next best table's box, as `box` (when there is one): where the panel is when the two rival. */
  runnerUpBox?: Box;
  /** Median distance between two neighbouring rules (input pixels): about a row of print. */
  rowPitch: number;
}

interface Rule { y0: number; y1: number; x0: number; x1: number }

/** Runs of ink along each row long enough to be a rule, merged down the rows they are thick. */
function findRules(gray: GrayImage, ink: Uint8Array): Rule[] {
  const { width: w, height: h, data } = gray;
  const minLength = Math.max(24, MIN_RULE_SHARE * Math.max(w, h));
  const runs: Rule[] = [];
  for (let y = 0; y < h; y++) {
    let x = 0;
    while (x < w) {
      if (!ink[y * w + x]) { x++; continue; }
      let end = x;
      let covered = 0;
      let gap = 0;
      while (end < w && gap <= RULE_GAP) {
        if (ink[y * w + end]) { covered++; gap = 0; } else gap++;
        end++;
      }
      end -= gap;
      if (end - x >= minLength && covered >= RULE_COVER * (end - x)) runs.push({ y0: y, y1: y, x0: x, x1: end });
      x = end + 1;
    }
  }
  // Runs on neighbouring rows over the same span are one rule, as thick as the rows it covers.
  const rules: Rule[] = [];
  let open: Rule[] = [];
  for (const run of runs) {
    const joined = open.find((r) => r.y1 >= run.y0 - 1 && overlap(r, run) >= 0.8 * Math.min(r.x1 - r.x0, run.x1 - run.x0));
    if (joined) {
      joined.y1 = run.y0;
      joined.x0 = Math.min(joined.x0, run.x0);
      joined.x1 = Math.max(joined.x1, run.x1);
    } else {
      const made = { ...run };
      rules.push(made);
      open.push(made);
    }
    open = open.filter((r) => r.y1 >= run.y0 - 1);
  }
  const meanOf = (y: number, r: Rule) => {
    if (y < 0 || y >= h) return 255;
    let sum = 0;
    for (let x = r.x0; x < r.x1; x++) sum += data[y * w + x]!;
    return sum / Math.max(1, r.x1 - r.x0);
  };
  // A rule is thin and printed on paper: lighter just above and below it. The edge of a dark
  // band (a tub, a shadow) is dark on one side only.
  return rules.filter((r) => {
    if (r.y1 - r.y0 + 1 > MAX_RULE_THICKNESS) return false;
    const line = meanOf(Math.round((r.y0 + r.y1) / 2), r);
    return meanOf(r.y0 - 3, r) >= line + PAPER_CONTRAST && meanOf(r.y1 + 3, r) >= line + PAPER_CONTRAST;
  });
}

function overlap(a: Rule | Box, b: Rule | Box): number {
  return Math.max(0, Math.min(a.x1, b.x1) - Math.max(a.x0, b.x0));
}

/** Ink pixels, and starts of ink runs, of each row summed from its left end: a span's in O(1). */
interface InkRows { width: number; sums: Int32Array; starts: Int32Array }

function inkRows(ink: Uint8Array, width: number, height: number): InkRows {
  const sums = new Int32Array((width + 1) * height);
  const starts = new Int32Array((width + 1) * height);
  for (let y = 0; y < height; y++) {
    let run = 0;
    let started = 0;
    for (let x = 0; x < width; x++) {
      const on = ink[y * width + x]!;
      run += on;
      if (on && (x === 0 || !ink[y * width + x - 1])) started++;
      sums[y * (width + 1) + x + 1] = run;
      starts[y * (width + 1) + x + 1] = started;
    }
  }
  return { width, sums, starts };
}

/**
 * Whether rows [y0, y1) of the span hold print: a few ink pixels in a third of them or more,
 * broken into letters (on some row a stroke starts every fiftieth pixel of the span or more
 * often; a bar of a barcode or the curve of a picture is long unbroken runs).
 */
function printIn({ width, sums, starts }: InkRows, span: Box): boolean {
  const x0 = Math.max(0, Math.round(span.x0));
  const x1 = Math.min(width, Math.round(span.x1));
  let rows = 0;
  let inked = 0;
  let strokes = 0;
  for (let y = Math.max(0, Math.round(span.y0)); y < Math.round(span.y1) && y * (width + 1) < sums.length; y++) {
    rows++;
    const at = y * (width + 1);
    if (sums[at + x1]! - sums[at + x0]! >= 3) inked++;
    strokes = Math.max(strokes, starts[at + x1]! - starts[at + x0]!);
  }
  return rows > 0 && inked >= 0.3 * rows && strokes >= Math.max(3, LETTER_STROKES * (x1 - x0));
}

/**
 * Mean ink run along the rows of a span (ink pixels per stroke started): between a table's rules
 * it is the width of a letter's strokes, a few pixels; between a barcode's bars turned across,
 * other bars and their curves, tens.
 */
function inkRun({ width, sums, starts }: InkRows, span: Box): number {
  const x0 = Math.max(0, Math.round(span.x0));
  const x1 = Math.min(width, Math.round(span.x1));
  let ink = 0;
  let strokes = 0;
  for (let y = Math.max(0, Math.round(span.y0)); y < Math.round(span.y1) && y * (width + 1) < sums.length; y++) {
    const at = y * (width + 1);
    ink += sums[at + x1]! - sums[at + x0]!;
    strokes += starts[at + x1]! - starts[at + x0]!;
  }
  return ink / Math.max(1, strokes);
}

/**
 * The most ruled table in a photo, or undefined when no stack of MIN_TABLE_RULES rules with
 * print between them is there (a panel without rules, a linear label, a photo of no panel).
 */
export function findRuledTable(photo: GrayImage): RuledTable | undefined {
  const factor = Math.max(1, Math.round(Math.max(photo.width, photo.height) / LOCATE_SIDE));
  const small = binned(photo, factor);
  const { width: w, height: h } = small;
  const ink = inkMask(small, 6, 16);
  const rows = inkRows(ink, w, h);
  const rules = findRules(small, ink).sort((a, b) => a.y0 - b.y0);
  if (rules.length < MIN_TABLE_RULES) return undefined;
  const reach = STACK_REACH * Math.max(w, h);
  // Tables: rules stacked over one another (union–find over neighbouring pairs).
  const parent = rules.map((_, i) => i);
  // The ink runs between each two rules joined, kept by the upper rule (bars told from print below).
  const runsBelow = new Map<Rule, number[]>(rules.map((r) => [r, []]));
  const find = (i: number): number => (parent[i] === i ? i : (parent[i] = find(parent[i]!)));
  for (let i = 0; i < rules.length; i++) {
    for (let j = i + 1; j < rules.length && rules[j]!.y0 - rules[i]!.y1 <= reach; j++) {
      const a = rules[i]!;
      const b = rules[j]!;
      if (overlap(a, b) < STACK_OVERLAP * Math.min(a.x1 - a.x0, b.x1 - b.x0)) continue;
      // Rules of a table have a row of print between them (a barcode's bars have paper).
      const between = { x0: Math.max(a.x0, b.x0), x1: Math.min(a.x1, b.x1), y0: a.y1 + 1, y1: b.y0 };
      if (b.y0 - a.y1 < MIN_ROW_GAP || !printIn(rows, between)) continue;
      parent[find(j)] = find(i);
      runsBelow.get(a)!.push(inkRun(rows, between));
    }
  }
  const groups = new Map<number, Rule[]>();
  rules.forEach((r, i) => {
    const root = find(i);
    const group = groups.get(root);
    if (group) group.push(r);
    else groups.set(root, [r]);
  });
  // Columns of one table side by side (a dual panel's per-container column) rule their rows
  // apart, broken at the column rule: one table when they nearly touch and rule the same rows.
  // A block of parallel bars (a barcode photographed turned, its bars across) is not a table.
  const tables = besideEachOther([...groups.values()], SIDE_GAP * Math.max(w, h))
    .filter((members) => median(members.flatMap((r) => runsBelow.get(r)!)) <= BAR_RUN);
  // Rules a table counts: distinct rows, so a double rule counts once.
  const counted = tables.map((members) => ({ members, rows: distinctRows(members) })).sort((a, b) => b.rows - a.rows);
  const best = counted[0];
  if (!best || best.rows < MIN_TABLE_RULES) return undefined;
  const found = placed(best.members, rows, h, factor);
  const second = counted[1];
  return {
    box: found.box, rules: best.rows, runnerUp: second?.rows ?? 0, rowPitch: found.rowPitch,
    ...(second ? { runnerUpBox: placed(second.members, rows, h, factor).box } : {}),
  };
}

/** A table's box (its rules and the print just above and below) and its row pitch, in the input's pixels. */
function placed(members: Rule[], rows: InkRows, h: number, factor: number): { box: Box; rowPitch: number } {
  const box = boxOf(members);
  const down = [...members].sort((a, b) => a.y0 - b.y0);
  const pitches = down.slice(1).map((r, i) => r.y0 - down[i]!.y1).filter((d) => d > 4).sort((a, b) => a - b);
  const rowPitch = pitches[Math.floor(pitches.length / 2)] ?? (box.y1 - box.y0) / members.length;
  const grown = withPrintAround(rows, h, box, rowPitch);
  return { box: { x0: grown.x0 * factor, y0: grown.y0 * factor, x1: grown.x1 * factor, y1: grown.y1 * factor }, rowPitch: rowPitch * factor };
}

function boxOf(rules: Rule[]): Box {
  return {
    x0: Math.min(...rules.map((r) => r.x0)), x1: Math.max(...rules.map((r) => r.x1)),
    y0: Math.min(...rules.map((r) => r.y0)), y1: Math.max(...rules.map((r) => r.y1)),
  };
}

/** Groups of rules merged while two stand side by side over mostly the same rows, at most `gap` apart. */
function besideEachOther(groups: Rule[][], gap: number): Rule[][] {
  const out = groups.map((g) => [...g]);
  for (let merged = true; merged;) {
    merged = false;
    for (let i = 0; i < out.length && !merged; i++) {
      for (let j = i + 1; j < out.length && !merged; j++) {
        const a = boxOf(out[i]!);
        const b = boxOf(out[j]!);
        const shared = Math.min(a.y1, b.y1) - Math.max(a.y0, b.y0);
        const apart = Math.max(a.x0, b.x0) - Math.min(a.x1, b.x1);
        if (shared < 0.5 * Math.min(a.y1 - a.y0, b.y1 - b.y0) || apart > gap || !rowsAligned(out[i]!, out[j]!)) continue;
        out[i] = [...out[i]!, ...out[j]!];
        out.splice(j, 1);
        merged = true;
      }
    }
  }
  return out;
}

/** The image shrunk by a whole factor, each pixel the mean of its block (a tenth of an area resize's cost). */
export function binned(gray: GrayImage, factor: number): GrayImage {
  if (factor === 1) return gray;
  const w = Math.floor(gray.width / factor);
  const h = Math.floor(gray.height / factor);
  const out = createGray(w, h);
  const sums = new Uint32Array(w);
  const area = factor * factor;
  for (let y = 0; y < h; y++) {
    sums.fill(0);
    for (let dy = 0; dy < factor; dy++) {
      const row = (y * factor + dy) * gray.width;
      for (let x = 0, sx = row; x < w; x++) {
        let sum = 0;
        for (let dx = 0; dx < factor; dx++, sx++) sum += gray.data[sx]!;
        sums[x]! += sum;
      }
    }
    for (let x = 0; x < w; x++) out.data[y * w + x] = sums[x]! / area;
  }
  return out;
}

/** Whether most rules of the smaller group have one of the other's on the same row (one table's rows, ruled across a column rule). */
function rowsAligned(a: Rule[], b: Rule[]): boolean {
  const [few, many] = a.length <= b.length ? [a, b] : [b, a];
  const matched = few.filter((r) => many.some((o) => Math.abs(o.y0 - r.y0) <= 3)).length;
  return matched >= 0.5 * few.length;
}

function distinctRows(rules: Rule[]): number {
  let rows = 0;
  let last = -Infinity;
  for (const r of [...rules].sort((a, b) => a.y0 - b.y0)) {
    if (r.y0 - last > 4) rows++;
    last = r.y1;
  }
  return rows;
}

/**
 * The table's box grown to the print above and below its rules in its columns (a heading over
 * the first rule, a footnote under the last), until a gap of two rows with no print, at most
 * the table's height either way; and to the print either side on the rules' rows (a name
 * printed left of where the rules start, a figure past their end), at most a tenth of its width.
 */
function withPrintAround(ink: InkRows, h: number, box: Box, pitch: number): Box {
  const w = ink.width;
  const out = { ...box };
  const step = Math.max(2, Math.round(pitch / 2));
  const limit = Math.max(pitch * 3, box.y1 - box.y0);
  const row = (y0: number) => ({ x0: box.x0, x1: box.x1, y0, y1: y0 + step });
  for (let y = box.y0 - step, blank = 0; y >= Math.max(0, box.y0 - limit) && blank < 4; y -= step) {
    if (printIn(ink, row(y))) { out.y0 = y; blank = 0; } else blank++;
  }
  for (let y = box.y1, blank = 0; y + step <= Math.min(h, box.y1 + limit) && blank < 4; y += step) {
    if (printIn(ink, row(y))) { out.y1 = y + step; blank = 0; } else blank++;
  }
  const side = Math.max(2, Math.round(0.02 * (box.x1 - box.x0)));
  const column = (x0: number) => ({ x0, x1: x0 + side, y0: out.y0, y1: out.y1 });
  const widest = 0.1 * (box.x1 - box.x0);
  for (let x = box.x0 - side, blank = 0; x >= Math.max(0, box.x0 - widest) && blank < 2; x -= side) {
    if (printIn(ink, column(x))) { out.x0 = x; blank = 0; } else blank++;
  }
  for (let x = box.x1, blank = 0; x + side <= Math.min(w, box.x1 + widest) && blank < 2; x += side) {
    if (printIn(ink, column(x))) { out.x1 = x + side; blank = 0; } else blank++;
  }
  return { x0: Math.max(0, out.x0), y0: Math.max(0, out.y0), x1: Math.min(w, out.x1), y1: Math.min(h, out.y1) };
}
