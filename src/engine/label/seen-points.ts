import type { GrayImage } from '../../raster/raster.js';
import { boxKey } from '../../ocr/hocr-choices.js';
import type { OcrBox, OcrPage, OcrWord } from '../../ocr/types.js';
import { median } from '../median.js';

/*
 * Decimal points OCR dropped, and units it read as digits, seen in the pixels. Tesseract reads a small figure's point as
 * nothing more often than as anything ("1.6 g" read as "16g", "0.2 g" as "02g"), though the
 * point is printed plainly. Cut out of the prepared image, a figure's characters are blobs of
 * ink: its digits tall ones side by side, its point a small round blob sitting on their
 * baseline between two of them (a comma reaches a little below). Such a blob in a figure read
 * without a point puts the point back into the word's text before the panel is parsed; where
 * the blobs are unclear (digits run together, a speck of noise, more than one small blob) the
 * word is left as read.
 */

interface Blob { x0: number; y0: number; x1: number; y1: number; pixels: number }

/** The word's figure read without a point: digits first, then its unit or nothing ("16g", "249", "59¢g"). */
const POINTLESS_FIGURE = /^(\d{2,4})(?![\d.,])/;

/** Ink blobs (4-connected) of a crop, the ink being darker than halfway between the crop's paper and print. */
function blobsIn(gray: GrayImage, box: OcrBox): Blob[] {
  const x0 = Math.max(0, Math.floor(box.x0) - 1);
  const y0 = Math.max(0, Math.floor(box.y0) - 1);
  const x1 = Math.min(gray.width, Math.ceil(box.x1) + 1);
  const y1 = Math.min(gray.height, Math.ceil(box.y1) + 1);
  const w = x1 - x0;
  const h = y1 - y0;
  if (w < 4 || h < 6) return [];
  const values: number[] = [];
  for (let y = y0; y < y1; y++) for (let x = x0; x < x1; x++) values.push(gray.data[y * gray.width + x]!);
  const sorted = [...values].sort((a, b) => a - b);
  const print = sorted[Math.floor(0.05 * sorted.length)]!;
  const paper = sorted[Math.floor(0.9 * sorted.length)]!;
  // Too little contrast to tell ink from paper.
  if (paper - print < 40) return [];
  const threshold = (print + paper) / 2;
  const ink = Uint8Array.from(values, (v) => (v < threshold ? 1 : 0));
  const seen = new Uint8Array(w * h);
  const stack: number[] = [];
  const blobs: Blob[] = [];
  for (let start = 0; start < ink.length; start++) {
    if (!ink[start] || seen[start]) continue;
    const blob: Blob = { x0: w, y0: h, x1: -1, y1: -1, pixels: 0 };
    seen[start] = 1;
    stack.push(start);
    while (stack.length) {
      const i = stack.pop()!;
      const x = i % w;
      const y = (i - x) / w;
      blob.pixels++;
      blob.x0 = Math.min(blob.x0, x); blob.x1 = Math.max(blob.x1, x);
      blob.y0 = Math.min(blob.y0, y); blob.y1 = Math.max(blob.y1, y);
      for (const j of [x > 0 ? i - 1 : -1, x < w - 1 ? i + 1 : -1, y > 0 ? i - w : -1, y < h - 1 ? i + w : -1]) {
        if (j >= 0 && ink[j] && !seen[j]) { seen[j] = 1; stack.push(j); }
      }
    }
    blobs.push(blob);
  }
  return blobs;
}

/** A word's ink: its blobs left to right, and those shaped like characters (as wide as high or narrower; a wider blob is a rule's remains). */
interface Ink { blobs: Blob[]; glyphs: Blob[] }

function inkOf(gray: GrayImage, box: OcrBox): Ink {
  const blobs = blobsIn(gray, box).sort((a, b) => a.x0 - b.x0);
  return { blobs, glyphs: blobs.filter((b) => b.x1 - b.x0 <= 1.2 * (b.y1 - b.y0 + 1)) };
}

/** The glyphs at least `share` of the tallest one's height: digits, and a "g" beside them. */
function tallAmong(glyphs: readonly Blob[], share: number): Blob[] {
  const tallest = Math.max(0, ...glyphs.map((b) => b.y1 - b.y0 + 1));
  return glyphs.filter((b) => b.y1 - b.y0 + 1 >= share * tallest);
}

/**
 * Where a point is printed in a figure OCR read without one: the index in `word.text` the
 * point belongs at ("16g" → 1), or undefined when none is seen or the blobs are unclear.
 */
export function seenPointAt(gray: GrayImage, word: Pick<OcrWord, 'text' | 'bbox'>): number | undefined {
  return pointAt(word.text, () => inkOf(gray, word.bbox));
}

function pointAt(text: string, ink: () => Ink): number | undefined {
  const digits = POINTLESS_FIGURE.exec(text)?.[1];
  if (!digits) return undefined;
  const { blobs, glyphs } = ink();
  const tall = tallAmong(glyphs, 0.7);
  // Each digit a blob of its own, else the gaps between them are not where they seem.
  if (tall.length < digits.length) return undefined;
  const figures = tall.slice(0, digits.length);
  const digitHeight = median(figures.map((b) => b.y1 - b.y0 + 1));
  // Digits stand on the baseline; a blob reaching below it is a "g" read as 9, and the gap
  // before it a space, not a point's room.
  const baseline = Math.min(...figures.map((b) => b.y1));
  if (figures.some((b) => b.y1 > baseline + 0.15 * digitHeight)) return undefined;
  const points: number[] = [];
  for (let i = 0; i + 1 < figures.length; i++) {
    const left = figures[i]!;
    const right = figures[i + 1]!;
    for (const b of blobs.filter((b) => b.x0 > left.x1 && b.x1 < right.x0)) {
      const bw = b.x1 - b.x0 + 1;
      const bh = b.y1 - b.y0 + 1;
      // A point is round, a comma a little taller than wide; a sliver of a rule is neither.
      const size = bw <= 0.4 * digitHeight && bh <= 0.45 * digitHeight && Math.min(bw, bh) >= Math.max(2, 0.1 * digitHeight) && bh <= 2.5 * bw && bw <= 1.6 * bh;
      // A point fills most of its box; a speck of noise is ragged.
      const solid = b.pixels >= 0.45 * bw * bh;
      const onBaseline = b.y1 >= baseline - 0.15 * digitHeight && b.y1 <= baseline + 0.35 * digitHeight && b.y0 >= baseline - 0.45 * digitHeight;
      if (size && solid && onBaseline) points.push(i + 1);
    }
  }
  return points.length === 1 ? points[0] : undefined;
}

/** A figure whose last character may be its unit's "g" read as a digit ("29" for "2 g", "0.59" for "0.5 g"). */
const UNIT_AS_DIGIT = /^\d+(?:[.,]\d+)?[94]$/;

/**
 * Whether a figure's last "digit" is the "g" after it, seen in the pixels: digits stand on
 * the baseline between one top and bottom, a "g" starts at the x-height and hangs below the
 * baseline. Tesseract reads "2 g" as "29" often; the parser then has "29", "2.9" and "2" to
 * choose from, and the cross-checks cannot always tell.
 */
export function seenUnitAtEnd(gray: GrayImage, word: Pick<OcrWord, 'text' | 'bbox'>): boolean {
  return unitAtEnd(word.text, () => inkOf(gray, word.bbox));
}

function unitAtEnd(text: string, ink: () => Ink): boolean {
  if (!UNIT_AS_DIGIT.test(text)) return false;
  const tall = tallAmong(ink().glyphs, 0.6);
  if (tall.length !== text.replace(/[.,]/g, '').length) return false;
  const digits = tall.slice(0, -1);
  const last = tall[tall.length - 1]!;
  const height = median(digits.map((b) => b.y1 - b.y0 + 1));
  const top = median(digits.map((b) => b.y0));
  const baseline = median(digits.map((b) => b.y1));
  // The digits before it must agree on where the line of print is, else nothing is measured.
  if (digits.some((b) => Math.abs(b.y1 - baseline) > 0.1 * height || Math.abs(b.y0 - top) > 0.1 * height)) return false;
  return last.y1 - baseline >= 0.15 * height && last.y0 - top >= 0.08 * height;
}

/**
 * A word's doubted characters (hocr-choices.ts) placed in its mended text: after a point put
 * in, one place on; a last character the pixels showed to be a "g" is no longer in doubt.
 */
function doubtsAfter(read: string, mended: string, doubts: NonNullable<OcrWord['doubts']>): NonNullable<OcrWord['doubts']> {
  const was = [...read];
  const now = [...mended];
  const gAtEnd = now.at(-1) === 'g' && was.at(-1) !== 'g';
  const pointAt = now.length > was.length ? now.findIndex((c, i) => c !== was[i]) : -1;
  return doubts
    .filter((d) => !(gAtEnd && d.index === was.length - 1))
    .map((d) => (pointAt >= 0 && d.index >= pointAt ? { ...d, index: d.index + 1 } : d));
}

/**
 * The page with what is seen in its figures put into their words' text (and its lines'): a
 * "g" read as the last digit turned back into a "g" ("29" → "2g"), then a point put back
 * ("119" → "11g" → "1.1g"). Measured on 120 generated panels (seeds 7 and 11): points alone
 * 96.0 → 96.2 % and 95.5 → 95.6 % of figures exact (with the other changes of that round);
 * the "g" too, 96.5 → 96.9 % and 96.2 → 96.5 %.
 */
export function withSeenPoints(page: OcrPage, gray: GrayImage): OcrPage {
  const mended = new Map<string, string>();
  const mend = (w: OcrWord): OcrWord => {
    const k = boxKey(w.bbox);
    if (!mended.has(k)) {
      // The word's ink is cut out once, and only for a word that may be such a figure.
      let ink: Ink | undefined;
      const inkOnce = () => (ink ??= inkOf(gray, w.bbox));
      const text = unitAtEnd(w.text, inkOnce) ? `${w.text.slice(0, -1)}g` : w.text;
      const at = pointAt(text, inkOnce);
      mended.set(k, at === undefined ? text : `${text.slice(0, at)}.${text.slice(at)}`);
    }
    const text = mended.get(k)!;
    return text === w.text ? w : { ...w, text, ...(w.doubts ? { doubts: doubtsAfter(w.text, text, w.doubts) } : {}) };
  };
  const words = page.words.map(mend);
  if (words.every((w, i) => w === page.words[i])) return page;
  const lines = page.lines.map((line) => {
    const lineWords = line.words.map(mend);
    return lineWords.every((w, i) => w === line.words[i]) ? line : { ...line, words: lineWords, text: lineWords.map((w) => w.text).join(' ') };
  });
  return { ...page, words, lines };
}
