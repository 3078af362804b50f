import { describe, expect, it } from 'vitest';
import { createGray, type GrayImage } from '../../raster/raster.js';
import { findFigureTable } from '../imaging/figure-columns.js';
import { findRuledTable } from '../imaging/ruled-table.js';
import { panelCropOf } from './panel-crop.js';
import { finderCopy } from './photo-scale.js';

/*
 * A back of pack drawn as blocks (letters as dark bars, as figure-columns.test.ts draws them):
 * a panel without rules beside and between rows of text ruled by long lines (dot leaders, boxes
 * of care text), so the most ruled "table" spans most of the pack and is too large to crop.
 */
const LETTER_W = 9;
const LETTER_H = 14;
const LETTER_GAP = 3;

function page(width: number, height: number): GrayImage {
  const image = createGray(width, height);
  image.data.fill(235);
  return image;
}

function word(image: GrayImage, x: number, y: number, letters: number): number {
  for (let l = 0; l < letters; l++) {
    const x0 = x + l * (LETTER_W + LETTER_GAP);
    for (let yy = y; yy < y + LETTER_H; yy++) image.data.fill(30, yy * image.width + x0, yy * image.width + x0 + LETTER_W);
  }
  return x + letters * (LETTER_W + LETTER_GAP) - LETTER_GAP;
}

/** A rule from x0 to x1, two pixels thick. */
function rule(image: GrayImage, x0: number, x1: number, y: number): void {
  for (let yy = y; yy < y + 2; yy++) image.data.fill(30, yy * image.width + x0, yy * image.width + x1);
}

/** Rows of ragged text from x0 to x1 each under a rule, from y0 down to y1. */
function ruledText(image: GrayImage, x0: number, x1: number, y0: number, y1: number): void {
  let seed = 11;
  const next = () => (seed = (seed * 1103515245 + 12345) % 2147483648) / 2147483648;
  for (let y = y0; y + 2 * LETTER_H < y1; y += 2 * LETTER_H + 6) {
    rule(image, x0, x1, y);
    let at = x0 + 4;
    while (true) {
      const letters = 1 + Math.floor(next() * 8);
      if (at + letters * (LETTER_W + LETTER_GAP) > x1 - 40 - next() * 200) break;
      at = word(image, at, y + 8, letters) + 8;
    }
  }
}

/** A panel without rules: names at the left of each row, figures right-aligned in `columns` columns. */
function table(image: GrayImage, x: number, y: number, rows: number, columns: number): void {
  for (let r = 0; r < rows; r++) {
    const top = y + r * 2 * LETTER_H;
    const end = word(image, x, top, 4 + (r % 3) * 2);
    word(image, end + 8, top, 3 + (r % 2));
    for (let c = 0; c < columns; c++) {
      const letters = 2 + ((r + c) % 3);
      word(image, x + 260 + c * 90 - (letters * (LETTER_W + LETTER_GAP) - LETTER_GAP), top, letters);
    }
  }
}

describe('a panel found by its figures inside rules that run far past it (panel-crop.ts)', () => {
  it('crops the table of figures, not the ruled box round most of the pack', () => {
    const image = page(1400, 1200);
    // Ruled text over the whole width above and below, and beside the panel on its right.
    ruledText(image, 60, 1340, 40, 330);
    ruledText(image, 700, 1340, 330, 740);
    ruledText(image, 60, 1340, 740, 1160);
    table(image, 80, 360, 12, 3);
    const gray = finderCopy(image).gray;
    const ruled = findRuledTable(gray);
    const figures = findFigureTable(gray);
    // The setting: the rules' box is most of the pack; the figures' box is the panel.
    expect(ruled).toBeDefined();
    expect((ruled!.box.x1 - ruled!.box.x0) * (ruled!.box.y1 - ruled!.box.y0)).toBeGreaterThan(0.6 * 1400 * 1200);
    expect(figures?.columns).toBe(3);
    const crop = panelCropOf(image, finderCopy(image));
    expect(crop).toBeDefined();
    // The crop is the panel (x 80–530, y 360–700), not the ruled text round it.
    expect(crop!.box.x0).toBeLessThanOrEqual(80);
    expect(crop!.box.x1).toBeGreaterThanOrEqual(80 + 260 + 2 * 90);
    expect(crop!.box.x1).toBeLessThan(700);
    expect(crop!.box.y0).toBeLessThanOrEqual(360);
    expect(crop!.box.y1).toBeGreaterThanOrEqual(360 + 11 * 2 * LETTER_H + LETTER_H);
    expect(crop!.image.width * crop!.image.height).toBeLessThan(0.3 * 1400 * 1200);
    // Read as the whole photo's read would read it: close up.
    expect(crop!.closeUp).toBe(true);
  });

  it('reads the whole photo, as before, when the panel fills its own rules', () => {
    const image = page(600, 900);
    // A ruled panel filling the frame: its rows ruled, its names and figures between the rules.
    for (let r = 0; r < 20; r++) rule(image, 40, 560, 40 + r * 40);
    for (let r = 0; r < 19; r++) table(image, 60, 52 + r * 40, 1, 3);
    const ruled = findRuledTable(finderCopy(image).gray);
    expect((ruled!.box.x1 - ruled!.box.x0) * (ruled!.box.y1 - ruled!.box.y0)).toBeGreaterThan(0.6 * 600 * 900);
    expect(panelCropOf(image, finderCopy(image))).toBeUndefined();
  });
});

describe('two ruled tables that rival each other (panel-crop.ts)', () => {
  /** A ruled panel: a rule over each row, its name and figures in two columns between the rules. */
  function ruledPanel(image: GrayImage, x: number, y: number, rows: number): void {
    for (let r = 0; r <= rows; r++) rule(image, x, x + 460, y + r * 34);
    for (let r = 0; r < rows; r++) table(image, x + 10, y + r * 34 + 10, 1, 2);
  }

  it('reads alone the one that holds the table of figures, close up', () => {
    const image = page(1400, 1000);
    ruledPanel(image, 80, 150, 14);
    // Notices ruled line by line beside it, more rules than the panel's.
    ruledText(image, 760, 1340, 100, 900);
    const gray = finderCopy(image).gray;
    const ruled = findRuledTable(gray);
    // The setting: the notices are the most ruled, the panel a close runner-up.
    expect(ruled!.box.x0).toBeGreaterThan(700);
    expect(ruled!.runnerUp).toBeGreaterThan(0.5 * ruled!.rules);
    const crop = panelCropOf(image, finderCopy(image));
    expect(crop).toBeDefined();
    expect(crop!.box.x0).toBeLessThanOrEqual(90);
    expect(crop!.box.x1).toBeLessThan(700);
    expect(crop!.box.y0).toBeLessThanOrEqual(160);
    expect(crop!.box.y1).toBeGreaterThanOrEqual(150 + 13 * 34 + 10 + LETTER_H);
    expect(crop!.closeUp).toBe(true);
  });

  it('reads the whole photo, as before, when neither holds a table of figures', () => {
    const image = page(1400, 1000);
    ruledText(image, 80, 600, 150, 650);
    ruledText(image, 760, 1340, 100, 900);
    const ruled = findRuledTable(finderCopy(image).gray);
    expect(ruled!.runnerUp).toBeGreaterThan(0.5 * ruled!.rules);
    expect(panelCropOf(image, finderCopy(image))).toBeUndefined();
  });
});
