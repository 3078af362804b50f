import { describe, expect, it } from 'vitest';
import { createGray, type GrayImage } from '../../raster/raster.js';
import { findRuledTable } from './ruled-table.js';

/*
 * Drawn pages: letters as dark blocks between rules (a panel), and a barcode photographed
 * turned on a curved pack, its bars running across: straight bars, and between them thinner
 * bars the curve bends across the rows.
 */
const LETTER_W = 9;
const LETTER_H = 14;

function page(width: number, height: number): GrayImage {
  const image = createGray(width, height);
  image.data.fill(235);
  return image;
}

function rule(image: GrayImage, x0: number, x1: number, y: number, thickness = 2): void {
  for (let yy = y; yy < y + thickness; yy++) image.data.fill(30, yy * image.width + x0, yy * image.width + x1);
}

/** Rows of a panel: a rule, then a name at the left and a figure at the right, `rows` times, and a last rule. */
function ruledPanel(image: GrayImage, x0: number, x1: number, y0: number, rows: number): void {
  const pitch = LETTER_H + 16;
  for (let r = 0; r < rows; r++) {
    const y = y0 + r * pitch;
    rule(image, x0, x1, y);
    const letters = [[x0 + 6, 6 + (r % 3)], [x1 - 60, 3]] as const;
    for (const [start, count] of letters) {
      for (let l = 0; l < count; l++) {
        for (let yy = y + 8; yy < y + 8 + LETTER_H; yy++) image.data.fill(30, yy * image.width + start + l * 12, yy * image.width + start + l * 12 + LETTER_W);
      }
    }
  }
  rule(image, x0, x1, y0 + rows * pitch);
}

/**
 * A barcode's bars across the page, as a curved pack shows them: thick bars every `pitch` rows,
 * and between each two, thinner bars the curve bends in and out of each row, so a row crosses
 * them in long runs of ink broken every few dozen pixels.
 */
function turnedBarcode(image: GrayImage, x0: number, x1: number, y0: number, bars: number): void {
  const pitch = 18;
  for (let b = 0; b < bars; b++) {
    const y = y0 + b * pitch;
    rule(image, x0, x1, y, 3);
    if (b === bars - 1) break;
    for (const [offset, phase] of [[6, 0], [11, 24]] as const) {
      for (let x = x0 + phase; x < x1; x += 48) {
        for (let yy = y + offset; yy < y + offset + 3; yy++) image.data.fill(30, yy * image.width + x, yy * image.width + Math.min(x1, x + 40));
      }
    }
  }
}

describe('findRuledTable (imaging/ruled-table.ts)', () => {
  it('finds a panel ruled row by row', () => {
    const image = page(900, 900);
    ruledPanel(image, 200, 700, 150, 10);
    const table = findRuledTable(image);
    expect(table?.rules).toBe(11);
    expect(table!.box.x0).toBeLessThanOrEqual(200);
    expect(table!.box.x1).toBeGreaterThanOrEqual(700);
  });

  it('does not take a barcode turned across the pack for a table', () => {
    const image = page(900, 900);
    turnedBarcode(image, 250, 650, 300, 12);
    expect(findRuledTable(image)).toBeUndefined();
  });

  it('finds the panel, not the barcode below it', () => {
    const image = page(900, 1200);
    ruledPanel(image, 200, 700, 100, 10);
    turnedBarcode(image, 250, 650, 800, 16);
    const table = findRuledTable(image);
    expect(table?.rules).toBe(11);
    expect(table!.box.y1).toBeLessThan(800);
    expect(table!.runnerUp).toBe(0);
  });
});
