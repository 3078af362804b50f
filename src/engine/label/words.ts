import type { LabelWord } from './types.js';
import { median } from '../median.js';

/** A row of words that share a baseline, left to right. */
export interface WordRow {
  words: LabelWord[];
  /** Centre line after deskewing, for ordering rows. */
  y: number;
  height: number;
}

const centerX = (w: LabelWord) => (w.x0 + w.x1) / 2;
const centerY = (w: LabelWord) => (w.y0 + w.y1) / 2;
const height = (w: LabelWord) => Math.max(1, w.y1 - w.y0);

/**
 * Splits words OCR glued with a table rule ("55%|34g") into separate words, sharing the box
 * by character count.
 */
export function splitRuledWords(words: readonly LabelWord[]): LabelWord[] {
  const out: LabelWord[] = [];
  for (const [i, word] of words.entries()) {
    // A lone bar just before a unit is a "1" ("| g" for "1 g"), not a rule: kept as the digit.
    const after = words[i + 1];
    if (/^[|¦]$/.test(word.text.trim()) && after && /^(g|mg)$/i.test(after.text) &&
      after.x0 - word.x1 < 0.9 * (word.y1 - word.y0) && Math.abs(after.y0 - word.y0) < 0.5 * (word.y1 - word.y0)) {
      out.push({ ...word, text: '1' });
      continue;
    }
    const parts = word.text.split(/[|¦]+/).filter((p) => p.trim() !== '');
    if (parts.length <= 1) {
      const text = word.text.replace(/[|¦]/g, '').trim();
      if (text) out.push({ ...word, text });
      continue;
    }
    const total = word.text.length;
    let offset = 0;
    for (const part of word.text.split(/([|¦]+)/)) {
      const start = offset;
      offset += part.length;
      if (/^[|¦]*$/.test(part) || part.trim() === '') continue;
      const x0 = word.x0 + ((word.x1 - word.x0) * start) / total;
      const x1 = word.x0 + ((word.x1 - word.x0) * offset) / total;
      out.push({ ...word, text: part.trim(), x0, x1 });
    }
  }
  return out;
}

/**
 * The page's text slope (dy per dx), from words that OCR put on one line: a photo taken at a
 * slight angle still gives level rows.
 */
export function estimateSlope(lines: readonly (readonly LabelWord[])[]): number {
  const slopes: number[] = [];
  for (const line of lines) {
    if (line.length < 2) continue;
    const first = line[0]!;
    const last = line[line.length - 1]!;
    const dx = centerX(last) - centerX(first);
    if (dx < 4 * height(first)) continue;
    slopes.push((centerY(last) - centerY(first)) / dx);
  }
  const slope = median(slopes);
  return Math.abs(slope) < 0.3 ? slope : 0;
}

/**
 * How the rows of a photographed panel run: their slope at the middle of the panel, and how
 * that slope changes down the page (a pack turned away from the camera makes its rows fan
 * out, so the top and bottom rows slope differently).
 */
export interface Tilt {
  slope: number;
  /** Change of slope per pixel down the page. */
  bend: number;
  /** The height at which the slope is `slope`. */
  yMid: number;
}

/** A word's height once its row is levelled. */
export function levelledY(w: LabelWord, tilt: Tilt): number {
  const y = centerY(w);
  return y - (tilt.slope + tilt.bend * (y - tilt.yMid)) * centerX(w);
}

/**
 * The tilt at which the words line up best: rows of a table whose names and figures OCR
 * returned as separate lines (each cell its own line) give no slope from lines, and a panel
 * photographed at an angle then has its figures drift into the row above or below. Each word
 * scores how well it lines up with its best partner far across the page (so a long line of
 * small print does not outvote the table); the slope from OCR's lines wins near-ties.
 */
export function alignmentTilt(words: readonly LabelWord[], prior = 0): Tilt {
  const yMid = median(words.map(centerY));
  const flat: Tilt = { slope: prior, bend: 0, yMid };
  if (words.length < 6) return flat;
  const typical = median(words.map(height)) || 10;
  const reach = 0.45 * typical;
  const score = (tilt: Tilt) => {
    const items = words.map((w) => ({ y: levelledY(w, tilt), x: centerX(w) })).sort((a, b) => a.y - b.y);
    const best = new Array<number>(items.length).fill(0);
    for (let i = 0; i < items.length; i++) {
      for (let j = i + 1; j < items.length && items[j]!.y - items[i]!.y < reach; j++) {
        // Only words far apart across the page tell the slope; neighbours agree at any slope.
        if (Math.abs(items[j]!.x - items[i]!.x) < 4 * typical) continue;
        const d = (items[j]!.y - items[i]!.y) / reach;
        const fit = 1 - d * d;
        best[i] = Math.max(best[i]!, fit);
        best[j] = Math.max(best[j]!, fit);
      }
    }
    return best.reduce((a, b) => a + b, 0);
  };
  let best = { tilt: flat, score: -1 };
  const search = (slopes: number[], bends: number[]) => {
    for (const slope of slopes) {
      for (const bend of bends) {
        const tilt = { slope, bend, yMid };
        const value = score(tilt);
        if (value > best.score) best = { tilt, score: value };
      }
    }
  };
  const around = (centre: number, step: number, count: number) =>
    Array.from({ length: 2 * count + 1 }, (_, i) => centre + (i - count) * step);
  // Near the slope of OCR's lines only (the photo was levelled before OCR): a table is
  // periodic, so a slope that shifts the figures by a whole row lines up as well as the true
  // one. Coarse, then fine round the best: ±0.04 (±2.3°), bends to ±0.00015 per pixel.
  search(around(prior, 0.008, 5), around(0, 5e-5, 3));
  const coarse = best.tilt;
  search(around(coarse.slope, 0.002, 3), around(coarse.bend, 2.5e-5, 2));
  return score(flat) >= 0.95 * best.score ? flat : best.tilt;
}

/** Groups words into rows by their deskewed vertical centre. */
export function groupRows(words: readonly LabelWord[], slope: number | Tilt = 0): WordRow[] {
  const tilt = typeof slope === 'number' ? { slope, bend: 0, yMid: 0 } : slope;
  const items = words.map((w) => ({ w, y: levelledY(w, tilt), h: height(w) }));
  items.sort((a, b) => a.y - b.y);
  const typical = median(items.map((i) => i.h)) || 10;
  const rows: { words: LabelWord[]; ys: number[]; hs: number[] }[] = [];
  for (const item of items) {
    const row = rows[rows.length - 1];
    const rowY = row ? row.ys.reduce((a, b) => a + b, 0) / row.ys.length : 0;
    const rowH = row ? median(row.hs) : 0;
    // Same row when the centres are closer than half the smaller text height (large
    // "Calories 230" print and small print on one baseline still match).
    if (row && Math.abs(item.y - rowY) < 0.5 * Math.min(Math.max(rowH, item.h), 1.6 * typical)) {
      row.words.push(item.w);
      row.ys.push(item.y);
      row.hs.push(item.h);
    } else {
      rows.push({ words: [item.w], ys: [item.y], hs: [item.h] });
    }
  }
  return rows.map((r) => ({
    words: r.words.sort((a, b) => a.x0 - b.x0),
    y: r.ys.reduce((a, b) => a + b, 0) / r.ys.length,
    height: median(r.hs),
  }));
}

export { centerX, centerY, median };
