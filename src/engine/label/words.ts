import type { LabelWord } from './types.js';

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

function median(values: number[]): number {
  if (values.length === 0) return 0;
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)]!;
}

/**
 * Splits words OCR glued with a table rule ("55%|34g") into separate words, sharing the box
 * by character count.
 */
export function splitRuledWords(words: readonly LabelWord[]): LabelWord[] {
  const out: LabelWord[] = [];
  for (const word of words) {
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

/** Groups words into rows by their deskewed vertical centre. */
export function groupRows(words: readonly LabelWord[], slope = 0): WordRow[] {
  const items = words.map((w) => ({ w, y: centerY(w) - slope * centerX(w), h: height(w) }));
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
