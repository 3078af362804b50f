import type { GrayImage } from '../../raster/raster.js';
import { inkBlobs, type InkBlob } from './ink-blobs.js';
import { inkMask } from './ink.js';
import { binned, type Box } from './ruled-table.js';
import { median } from '../median.js';

/*
 * Where a table of figures is in a photo without rules, from its pixels alone (issue 22: big
 * photos fast). A nutrition panel sets its figures in columns: short words, each the last of
 * its row or followed by another, their right edges stacked one over another, row after row,
 * with blank paper to their left (the gap, or the dot leader, between a nutrient's name and
 * its amount). Paragraphs (ingredients, claims, care text) end their lines ragged, and a
 * justified paragraph's line ends have no gap to their left; a brand, a picture or a barcode
 * has no stack of short words. Found on a small copy in tens of milliseconds, both polarities
 * (a panel is printed dark on light or light on a coloured pack).
 */

/** Long side of the copy the columns are looked for on, about (as ruled-table.ts). */
const LOCATE_SIDE = 1000;
/** Letter heights on the copy (pixels): smaller is a dot, speck or leader dot; larger a heading, a picture or a rule. */
const MIN_LETTER = 4;
const MAX_LETTER = 40;
/** Two letters are one word when the paper between them is at most this share of the taller's height. */
const LETTER_GAP = 0.6;
/** A figure is a word at most this many of its own heights wide ("386.0", "12 g" is two words, "<0.04"). */
const FIGURE_WIDTH = 4;
/** Paper to a figure's left, in its heights: a name's gap or its leader, wider than a word gap (dots are not letters). */
const CLEAR_LEFT = 1.2;
/** Right edges within this share of the word height are one column. */
const ALIGN = 0.35;
/** A column goes on while its next figure is at most this many word heights below (a row and a sub-row). */
const ROW_REACH = 3.2;
/** Fewest figures a column stacks: a panel lists energy, fat, carbohydrate, protein and more. */
const MIN_COLUMN = 5;
/** Columns of one table share this share of the shorter one's height. */
const SHARE_ROWS = 0.7;
/** Columns of one table stand at most this share of the copy's long side apart. */
const TABLE_REACH = 0.2;
/** A table's row reaches left to its name: words in the row at most this share of the long side apart. */
const NAME_REACH = 0.25;
/** Widest gap between two words of a name, in word heights. */
const NAME_GAP = 2;

export interface FigureTable {
  /** The columns, the names to their left and the rows just above, in the input's pixels. */
  box: Box;
  /** Figures in its columns (its score). */
  figures: number;
  /** Columns found in it. */
  columns: number;
  /** Figures of the next best table (0 when none): a table as full as the best makes the find ambiguous. */
  runnerUp: number;
}

interface Word extends InkBlob { h: number }

/** Letter-sized blobs joined along their line into words. */
function wordsOf(ink: Uint8Array, w: number, h: number): Word[] {
  const letters = inkBlobs((i) => ink[i] === 1, w, h).filter((b) => {
    const bh = b.y1 - b.y0 + 1;
    return bh >= MIN_LETTER && bh <= MAX_LETTER && b.x1 - b.x0 + 1 <= 3 * bh;
  });
  letters.sort((a, b) => a.x0 - b.x0);
  const parent = letters.map((_, i) => i);
  const find = (i: number): number => (parent[i] === i ? i : (parent[i] = find(parent[i]!)));
  // Buckets of rows, so each letter is compared only with letters on lines near its own.
  const bucket = MAX_LETTER;
  const rows = new Map<number, number[]>();
  letters.forEach((b, i) => {
    for (let r = Math.floor(b.y0 / bucket); r <= Math.floor(b.y1 / bucket); r++) {
      const row = rows.get(r);
      if (row) row.push(i);
      else rows.set(r, [i]);
    }
  });
  for (const members of rows.values()) {
    // Sorted by x0 already (letters were sorted before bucketing).
    for (let m = 0; m < members.length; m++) {
      const a = letters[members[m]!]!;
      const ah = a.y1 - a.y0 + 1;
      for (let n = m + 1; n < members.length; n++) {
        const b = letters[members[n]!]!;
        const bh = b.y1 - b.y0 + 1;
        const tall = Math.max(ah, bh);
        if (b.x0 - a.x1 - 1 > LETTER_GAP * tall) break;
        const shared = Math.min(a.y1, b.y1) - Math.max(a.y0, b.y0) + 1;
        if (shared >= 0.5 * Math.min(ah, bh) && tall <= 2.5 * Math.min(ah, bh)) parent[find(members[n]!)] = find(members[m]!);
      }
    }
  }
  const words = new Map<number, Word>();
  letters.forEach((b, i) => {
    const root = find(i);
    const word = words.get(root);
    if (!word) words.set(root, { ...b, h: 0 });
    else Object.assign(word, { x0: Math.min(word.x0, b.x0), y0: Math.min(word.y0, b.y0), x1: Math.max(word.x1, b.x1), y1: Math.max(word.y1, b.y1) });
  });
  return [...words.values()].map((word) => ({ ...word, h: word.y1 - word.y0 + 1 }));
}

/** Words bucketed by the band of rows their middle falls in, so a word meets only the words on lines near its own. */
function lineBuckets(words: Word[]): Map<number, Word[]> {
  const lines = new Map<number, Word[]>();
  for (const word of words) {
    const band = Math.floor((word.y0 + word.y1) / 2 / MAX_LETTER);
    const line = lines.get(band);
    if (line) line.push(word);
    else lines.set(band, [word]);
  }
  return lines;
}

function near(lines: Map<number, Word[]>, word: Word): Word[] {
  const band = Math.floor((word.y0 + word.y1) / 2 / MAX_LETTER);
  return [...(lines.get(band - 1) ?? []), ...(lines.get(band) ?? []), ...(lines.get(band + 1) ?? [])];
}

/** Whether two words sit on one line (their heights overlap by half the shorter). */
function sameLine(a: Word, b: Word): boolean {
  return Math.min(a.y1, b.y1) - Math.max(a.y0, b.y0) + 1 >= 0.5 * Math.min(a.h, b.h);
}

/** Short words with paper to their left, stacked with their right edges aligned. */
function figureColumns(words: Word[]): Word[][] {
  const lines = lineBuckets(words);
  const figures = words.filter((word) => {
    if (word.x1 - word.x0 + 1 > FIGURE_WIDTH * word.h) return false;
    // No word on its line may end within CLEAR_LEFT heights before it.
    return !near(lines, word).some((o) => o !== word && o.x1 < word.x0 && o.x1 > word.x0 - CLEAR_LEFT * word.h && sameLine(o, word));
  });
  figures.sort((a, b) => a.x1 - b.x1);
  const columns: Word[][] = [];
  const used = new Set<Word>();
  for (const start of figures) {
    if (used.has(start)) continue;
    const aligned = figures.filter((f) => !used.has(f) && Math.abs(f.x1 - start.x1) <= ALIGN * Math.max(start.h, f.h) && f.h <= 2 * start.h && start.h <= 2 * f.h)
      .sort((a, b) => a.y0 - b.y0);
    // Split the stack where a gap of more than ROW_REACH heights parts it.
    let run: Word[] = [];
    const flush = () => {
      if (run.length >= MIN_COLUMN) { columns.push(run); run.forEach((f) => used.add(f)); }
      run = [];
    };
    for (const f of aligned) {
      const last = run[run.length - 1];
      if (last && f.y0 - last.y1 > ROW_REACH * Math.max(f.h, last.h)) flush();
      if (!last || f.y0 > last.y1 - 0.5 * f.h) run.push(f);
    }
    flush();
  }
  return columns;
}

function boxOfWords(words: Word[]): Box {
  return {
    x0: Math.min(...words.map((w) => w.x0)), y0: Math.min(...words.map((w) => w.y0)),
    x1: Math.max(...words.map((w) => w.x1)) + 1, y1: Math.max(...words.map((w) => w.y1)) + 1,
  };
}

interface Candidate { box: Box; figures: number; columns: number }

/** Rows above its first figure a table is read with, in figure heights: the column headings (per 100 g, per serving) and the title. */
const HEADING_ROWS = 4;
/** Rows below its last figure, in figure heights: a footnote's first line, a last row whose figure did not align. */
const FOOT_ROWS = 1.5;

/** Columns that share their rows and stand near each other, as tables, each reaching left to its rows' names. */
function tablesOf(columns: Word[][], words: Word[], side: number): Candidate[] {
  const lines = lineBuckets(words);
  const boxes = columns.map(boxOfWords);
  const parent = columns.map((_, i) => i);
  const find = (i: number): number => (parent[i] === i ? i : (parent[i] = find(parent[i]!)));
  for (let i = 0; i < boxes.length; i++) {
    for (let j = i + 1; j < boxes.length; j++) {
      const a = boxes[i]!;
      const b = boxes[j]!;
      const shared = Math.min(a.y1, b.y1) - Math.max(a.y0, b.y0);
      const apart = Math.max(a.x0, b.x0) - Math.min(a.x1, b.x1);
      if (shared >= SHARE_ROWS * Math.min(a.y1 - a.y0, b.y1 - b.y0) && apart <= TABLE_REACH * side) parent[find(j)] = find(i);
    }
  }
  const groups = new Map<number, number[]>();
  columns.forEach((_, i) => {
    const group = groups.get(find(i));
    if (group) group.push(i);
    else groups.set(find(i), [i]);
  });
  return [...groups.values()].map((members) => {
    const figures = members.flatMap((i) => columns[i]!);
    const box = boxOfWords(figures);
    // Each figure's row, leftward: across the table's other figures and the gap before the
    // name (at most NAME_REACH), then along the name while its words stay a word gap apart
    // (NAME_GAP), so the text of a column beside the table is not taken in with it.
    const own = new Set(figures);
    for (const figure of figures) {
      const row = near(lines, figure).filter((word) => sameLine(word, figure)).sort((a, b) => b.x1 - a.x1);
      let edge = figure.x0;
      let inName = false;
      for (const word of row) {
        if (word.x1 >= edge) continue;
        if (edge - word.x1 > (inName ? NAME_GAP * figure.h : NAME_REACH * side)) break;
        edge = word.x0;
        if (!own.has(word)) inName = true;
      }
      box.x0 = Math.min(box.x0, edge);
    }
    const h = median(figures.map((f) => f.h));
    box.y0 = Math.max(0, box.y0 - HEADING_ROWS * h);
    box.y1 += FOOT_ROWS * h;
    return { box, figures: figures.length, columns: members.length };
  }).sort((a, b) => b.figures - a.figures);
}

/** One polarity's best tables. */
function tablesIn(gray: GrayImage): Candidate[] {
  const { width: w, height: h } = gray;
  const words = wordsOf(inkMask(gray, 6, 16), w, h);
  return tablesOf(figureColumns(words), words, Math.max(w, h));
}

/**
 * The table of figures with the most figures in a photo, dark print or light, or undefined
 * when no stack of MIN_COLUMN aligned figures is there.
 */
export function findFigureTable(photo: GrayImage): FigureTable | undefined {
  const factor = Math.max(1, Math.round(Math.max(photo.width, photo.height) / LOCATE_SIDE));
  const small = binned(photo, factor);
  const inverted = { ...small, data: small.data.map((v) => 255 - v) };
  const tables = [...tablesIn(small), ...tablesIn(inverted)].sort((a, b) => b.figures - a.figures);
  const best = tables[0];
  if (!best) return undefined;
  // The same table found in both polarities (a gray panel) is not its own rival.
  const rival = tables.slice(1).find((t) => !overlaps(t.box, best.box));
  const { box } = best;
  return {
    box: { x0: box.x0 * factor, y0: box.y0 * factor, x1: box.x1 * factor, y1: box.y1 * factor },
    figures: best.figures, columns: best.columns, runnerUp: rival?.figures ?? 0,
  };
}

function overlaps(a: Box, b: Box): boolean {
  return Math.min(a.x1, b.x1) > Math.max(a.x0, b.x0) && Math.min(a.y1, b.y1) > Math.max(a.y0, b.y0);
}
