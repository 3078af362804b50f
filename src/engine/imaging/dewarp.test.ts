import { describe, expect, it } from 'vitest';
import { applyRowWarp, dewarpRows, estimateRowWarp, fitPolynomial } from './dewarp.js';
import { createGray, type GrayImage } from '../../raster/raster.js';

const PAPER = 235;
const INK = 20;

/**
 * White page with rows of dark "letters" (7 × 12 blocks, 3 px apart, rows 24 px apart), each
 * column moved down by `bow` · ((x − axis) / half width)²: rows printed round a cylinder whose
 * axis is at `axis`, seen from a little above.
 */
function bowedPage(bow: number, axis = 300, width = 600, height = 500, fan = 0): GrayImage {
  const gray = createGray(width, height);
  gray.data.fill(PAPER);
  for (let x = 0; x < width; x++) {
    const u = (x - axis) / (width / 2);
    const letter = x >= 20 && x < width - 20 && (x - 20) % 10 < 7;
    if (!letter) continue;
    // Every row a different length, as in a table, so rows are not all alike.
    for (let row = 0, top = 40; top + 12 < height - 60; row++, top += 24) {
      if (x > width - 20 - ((row * 37) % 150)) continue;
      // A pack turned from the camera: rows above the middle slope one way, rows below the other.
      const shift = Math.round(bow * u * u + fan * u * (top - height / 2) / (height / 2));
      for (let y = top; y < top + 12; y++) gray.data[(y + shift) * width + x] = INK;
    }
  }
  return gray;
}

/** Where the last row of print ends (its bottom edge) in the columns [x0, x1). */
function lastRowBottom(gray: GrayImage, x0: number, x1: number): number {
  for (let y = gray.height - 1; y >= 0; y--) {
    for (let x = x0; x < x1; x++) if (gray.data[y * gray.width + x]! < 128) return y;
  }
  return -1;
}

/** Where the first row of print starts (its top edge) in the columns [x0, x1). */
function firstRowTop(gray: GrayImage, x0: number, x1: number): number {
  for (let y = 0; y < gray.height; y++) {
    for (let x = x0; x < x1; x++) if (gray.data[y * gray.width + x]! < 128) return y;
  }
  return -1;
}

describe('dewarping bowed rows of print', () => {
  it('fits a polynomial through weighted points', () => {
    const xs = [-2, -1, 0, 1, 2, 3];
    const ys = xs.map((x) => 1 + 2 * x - 0.5 * x * x);
    const [c0, c1, c2] = fitPolynomial(xs, ys, xs.map(() => 1), 2);
    expect(c0).toBeCloseTo(1, 6);
    expect(c1).toBeCloseTo(2, 6);
    expect(c2).toBeCloseTo(-0.5, 6);
  });

  it('measures how far rows bow and straightens them', () => {
    const bowed = bowedPage(20);
    const edges = (g: GrayImage) => [firstRowTop(g, 20, 60), firstRowTop(g, 280, 320), firstRowTop(g, 520, 560)];
    const [left, middle, right] = edges(bowed);
    expect(left! - middle!).toBeGreaterThan(8);
    expect(right! - middle!).toBeGreaterThan(8);

    const warp = estimateRowWarp(bowed, 12);
    expect(warp).toBeDefined();
    const straight = applyRowWarp(bowed, warp!, PAPER);
    const [l, m, r] = edges(straight);
    expect(Math.abs(l! - m!)).toBeLessThanOrEqual(2);
    expect(Math.abs(r! - m!)).toBeLessThanOrEqual(2);
  });

  it('follows rows bowing by more than a line, round an axis off the middle', () => {
    const bowed = bowedPage(30, 220);
    const straight = dewarpRows(bowed, 12, PAPER);
    expect(straight).not.toBe(bowed);
    const tops = [[20, 60], [200, 240], [520, 560]].map(([a, b]) => firstRowTop(straight, a!, b!));
    expect(Math.max(...tops) - Math.min(...tops)).toBeLessThanOrEqual(2);
  });

  it('straightens rows that also fan out from top to bottom (a pack turned from the camera)', () => {
    const bowed = bowedPage(20, 300, 600, 700, 12);
    const straight = dewarpRows(bowed, 12, PAPER);
    const bands = [[20, 60], [280, 320], [400, 440]];
    for (const edge of [firstRowTop, lastRowBottom]) {
      const before = bands.map(([a, b]) => edge(bowed, a!, b!));
      expect(Math.max(...before) - Math.min(...before)).toBeGreaterThan(6);
      const after = bands.map(([a, b]) => edge(straight, a!, b!));
      expect(Math.max(...after) - Math.min(...after)).toBeLessThanOrEqual(2);
    }
  });

  it('straightens rows arching up (a pack seen from below) out to the short rows at the side', () => {
    const arched = bowedPage(-20);
    const straight = dewarpRows(arched, 12, PAPER);
    const tops = [[20, 60], [280, 320], [520, 560]].map(([a, b]) => firstRowTop(straight, a!, b!));
    expect(Math.max(...tops) - Math.min(...tops)).toBeLessThanOrEqual(2);
  });

  it('keeps all the print in the frame: the image grows by the curve', () => {
    const bowed = bowedPage(20);
    const straight = dewarpRows(bowed, 12, PAPER);
    expect(straight.height).toBeGreaterThan(bowed.height);
    const ink = (g: GrayImage) => g.data.reduce((n, v) => n + (v < 128 ? 1 : 0), 0);
    expect(Math.abs(ink(straight) - ink(bowed))).toBeLessThan(0.02 * ink(bowed));
  });

  it('leaves straight rows alone: the same image comes back', () => {
    const flat = bowedPage(0);
    expect(estimateRowWarp(flat, 12)).toBeUndefined();
    expect(dewarpRows(flat, 12, PAPER)).toBe(flat);
    // Rows bowing by a fraction of a character are left for OCR, which follows that much.
    expect(dewarpRows(bowedPage(2), 12, PAPER)).toBeDefined();
    expect(estimateRowWarp(bowedPage(2), 12)).toBeUndefined();
  });

  it('leaves a page with too little print alone', () => {
    const empty = createGray(400, 300);
    empty.data.fill(PAPER);
    expect(dewarpRows(empty, 12)).toBe(empty);
  });
});
