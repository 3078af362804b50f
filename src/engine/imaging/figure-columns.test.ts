import { describe, expect, it } from 'vitest';
import { createGray, type GrayImage } from '../../raster/raster.js';
import { findFigureTable } from './figure-columns.js';

/*
 * Print drawn as blocks: each letter a dark bar of a letter's size, two pixels of paper apart,
 * so the geometry the locate reads (letters, words, right edges, paper to a word's left) is
 * exactly what each case says, with no font in between.
 */
const LETTER_W = 9;
const LETTER_H = 14;
const LETTER_GAP = 3;

function page(width: number, height: number, paper = 235): GrayImage {
  const image = createGray(width, height);
  image.data.fill(paper);
  return image;
}

/** A word of `letters` letters whose left edge is at x; returns its right edge. */
function word(image: GrayImage, x: number, y: number, letters: number, ink = 30): number {
  for (let l = 0; l < letters; l++) {
    const x0 = x + l * (LETTER_W + LETTER_GAP);
    for (let yy = y; yy < y + LETTER_H; yy++) image.data.fill(ink, yy * image.width + x0, yy * image.width + x0 + LETTER_W);
  }
  return x + letters * (LETTER_W + LETTER_GAP) - LETTER_GAP;
}

/** A word of `letters` letters whose right edge is at x. */
function wordEndingAt(image: GrayImage, right: number, y: number, letters: number, ink = 30): void {
  word(image, right - (letters * (LETTER_W + LETTER_GAP) - LETTER_GAP), y, letters, ink);
}

/** A panel without rules: a name at the left of each row, figures right-aligned in columns. */
function table(image: GrayImage, x: number, y: number, rows: number, columns: number, ink = 30): void {
  for (let r = 0; r < rows; r++) {
    const top = y + r * 2 * LETTER_H;
    // Names of two words, of differing lengths.
    const end = word(image, x, top, 4 + (r % 3) * 2, ink);
    word(image, end + 8, top, 3 + (r % 2), ink);
    // Figures of 2–4 letters, each column's right edges in line.
    for (let c = 0; c < columns; c++) wordEndingAt(image, x + 260 + c * 90, top, 2 + ((r + c) % 3), ink);
  }
}

/** A paragraph: words of many lengths run from a left margin, lines ending ragged. */
function paragraph(image: GrayImage, x: number, y: number, width: number, lines: number): void {
  let seed = 7;
  const next = () => (seed = (seed * 1103515245 + 12345) % 2147483648) / 2147483648;
  for (let line = 0; line < lines; line++) {
    let at = x;
    while (true) {
      const letters = 1 + Math.floor(next() * 8);
      if (at + letters * (LETTER_W + LETTER_GAP) > x + width) break;
      at = word(image, at, y + line * 2 * LETTER_H, letters) + 8;
    }
  }
}

describe('a table of figures found from pixels, no rules (figure-columns.ts)', () => {
  it('finds the columns of figures beside a paragraph, names and headings included, not the paragraph', () => {
    const image = page(1000, 700);
    paragraph(image, 30, 40, 380, 14);
    table(image, 470, 120, 10, 3);
    const found = findFigureTable(image);
    expect(found).toBeDefined();
    expect(found!.columns).toBe(3);
    expect(found!.figures).toBe(30);
    // The box holds the names (left edge 470), every figure column and the rows; not the paragraph (x < 410).
    expect(found!.box.x0).toBeGreaterThan(410);
    expect(found!.box.x0).toBeLessThanOrEqual(470);
    expect(found!.box.x1).toBeGreaterThanOrEqual(470 + 260 + 2 * 90);
    expect(found!.box.y0).toBeLessThan(120);
    expect(found!.box.y1).toBeGreaterThanOrEqual(120 + 9 * 2 * LETTER_H + LETTER_H);
    expect(found!.runnerUp).toBe(0);
  });

  it('finds light print on a dark pack as well', () => {
    const image = page(900, 700, 60);
    table(image, 300, 200, 8, 2, 230);
    const found = findFigureTable(image);
    expect(found?.columns).toBe(2);
    expect(found?.figures).toBe(16);
  });

  it('finds no table in paragraphs alone, nor on a blank pack', () => {
    const text = page(900, 700);
    paragraph(text, 30, 40, 380, 14);
    paragraph(text, 470, 40, 400, 14);
    expect(findFigureTable(text)).toBeUndefined();
    expect(findFigureTable(page(900, 700))).toBeUndefined();
  });

  it('tells two tables apart as rivals', () => {
    const image = page(1200, 700);
    table(image, 30, 60, 9, 2);
    table(image, 650, 60, 7, 2);
    const found = findFigureTable(image);
    expect(found?.figures).toBe(18);
    expect(found?.runnerUp).toBe(14);
  });
});
