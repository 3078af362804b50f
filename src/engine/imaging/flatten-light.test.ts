import { describe, expect, it } from 'vitest';
import { flattenLight } from './flatten-light.js';
import { createGray, type GrayImage } from '../../raster/raster.js';
import { otsuThreshold } from '../label/prepare.js';

const WIDTH = 480;
const HEIGHT = 320;
const LETTER = 12;

/** Is (x, y) on a "letter": rows of 7 × 12 blocks, 3 px apart, rows 24 px apart. */
function onLetter(x: number, y: number): boolean {
  const row = Math.floor((y - 20) / (2 * LETTER));
  if (y < 20 || row < 0 || (y - 20) % (2 * LETTER) >= LETTER || y > HEIGHT - 20) return false;
  return x >= 20 && x < WIDTH - 20 && (x - 20) % 10 < 7;
}

/** Print (`ink`) on paper (`paper`) under light that adds `add(x, y)` and then scales by `gain(x, y)`. */
function photo(add: (x: number, y: number) => number, gain: (x: number, y: number) => number, ink = 25, paper = 235): GrayImage {
  const gray = createGray(WIDTH, HEIGHT);
  for (let y = 0; y < HEIGHT; y++) {
    for (let x = 0; x < WIDTH; x++) gray.data[y * WIDTH + x] = ((onLetter(x, y) ? ink : paper) + add(x, y)) * gain(x, y);
  }
  return gray;
}

/** Share of pixels a single global threshold (Otsu's, as OCR uses) puts on the wrong side. */
function misclassified(gray: GrayImage): number {
  const t = otsuThreshold(gray);
  let wrong = 0;
  for (let y = 0; y < HEIGHT; y++) {
    for (let x = 0; x < WIDTH; x++) if ((gray.data[y * WIDTH + x]! <= t) !== onLetter(x, y)) wrong++;
  }
  return wrong / (WIDTH * HEIGHT);
}

const none = () => 0;
const even = () => 1;
/** A lamp's glare: light added round (160, 120), washing the print there to light grey. */
const glare = (x: number, y: number) => 130 * Math.exp(-((x - 160) ** 2 + (y - 120) ** 2) / (2 * 90 ** 2));
/** A shadow deepening towards the right edge, to a third of the light. */
const shadow = (x: number) => 1 - 0.65 * (x / WIDTH);

describe('flattening the light on printed paper', () => {
  it('gives back print that a lamp washed out on a pack in shadow, where one global threshold loses it', () => {
    const glared = photo(glare, (x) => shadow(x));
    expect(misclassified(glared)).toBeGreaterThan(0.02);
    const flat = flattenLight(glared, { block: 2 * LETTER });
    expect(misclassified(flat)).toBeLessThan(0.01);
    // The print under the glare comes out dark, the paper round it white.
    expect(flat.data[(20 + 2 * 2 * LETTER + 5) * WIDTH + 160]).toBeLessThan(128);
    expect(flat.data[(20 + 2 * 2 * LETTER + LETTER + 5) * WIDTH + 160]).toBeGreaterThan(200);
  });

  it('makes paper in shadow white again', () => {
    const shaded = photo(none, (x) => shadow(x));
    expect(misclassified(shaded)).toBeGreaterThan(0.05);
    const flat = flattenLight(shaded, { block: 2 * LETTER });
    expect(misclassified(flat)).toBeLessThan(0.01);
    const blank = (HEIGHT - 5) * WIDTH + WIDTH - 5;
    expect(flat.data[blank]).toBeGreaterThan(200);
  });

  it('leaves an evenly lit page as it was: black print on white paper', () => {
    const page = photo(none, even);
    const flat = flattenLight(page, { block: 2 * LETTER });
    expect(misclassified(flat)).toBe(0);
    let dark = 0;
    let light = 0;
    for (let i = 0; i < flat.data.length; i++) {
      if (flat.data[i]! < 30) dark++;
      else if (flat.data[i]! > 225) light++;
    }
    expect(dark + light).toBe(flat.data.length);
  });

  it('does not stretch the grain of blank paper into specks', () => {
    const blank = createGray(200, 200);
    for (let i = 0; i < blank.data.length; i++) blank.data[i] = 228 + ((i * 7919) % 13);
    const flat = flattenLight(blank, { block: 24 });
    expect(Math.min(...flat.data)).toBeGreaterThan(150);
  });

  it('keeps a black band black, with its white print readable', () => {
    const page = photo(none, even);
    // A band 60 px tall (five characters) across the page, white print in it.
    for (let y = 100; y < 160; y++) {
      for (let x = 0; x < WIDTH; x++) page.data[y * WIDTH + x] = y >= 120 && y < 132 && x % 10 < 7 ? 240 : 15;
    }
    const flat = flattenLight(page, { block: 2 * LETTER });
    expect(flat.data[140 * WIDTH + 241]).toBeLessThan(60);
    expect(flat.data[125 * WIDTH + 242]).toBeGreaterThan(200);
  });
});
