import { describe, expect, it } from 'vitest';
import { createGray, type GrayImage } from '../../raster/raster.js';
import type { OcrPage, OcrWord } from '../../ocr/types.js';
import { seenPointAt, seenUnitAtEnd, withSeenPoints } from './seen-points.js';

/*
 * Figures drawn as blocks of ink: what the point finder sees of print is blobs, so a digit is
 * a tall bar (an open one, like a stroke), a point a small square on the digits' baseline.
 */

const HEIGHT = 40;
const BASELINE = 30;
const DIGIT = 20;

function canvas(): GrayImage {
  const image = createGray(200, HEIGHT);
  image.data.fill(235);
  return image;
}

function ink(image: GrayImage, x0: number, y0: number, x1: number, y1: number, tone = 30): void {
  for (let y = y0; y < y1; y++) for (let x = x0; x < x1; x++) image.data[y * image.width + x] = tone;
}

/** A digit: an outline 12 px wide, DIGIT high, standing on the baseline. */
function digit(image: GrayImage, x: number): void {
  ink(image, x, BASELINE - DIGIT, x + 12, BASELINE - DIGIT + 3);
  ink(image, x, BASELINE - 3, x + 12, BASELINE);
  ink(image, x, BASELINE - DIGIT, x + 3, BASELINE);
  ink(image, x + 9, BASELINE - DIGIT, x + 12, BASELINE);
}

/** Two digits with a mark of ink between them, from `top` to `bottom`, relative to the baseline. */
function marked(x0: number, x1: number, top: number, bottom: number): GrayImage {
  const image = canvas();
  digit(image, 10);
  ink(image, x0, BASELINE + top, x1, BASELINE + bottom);
  digit(image, 34);
  return image;
}

/** Two digits with a point (or, reaching `below` under the baseline, a comma) between them. */
const pointed = (below = 0): GrayImage => marked(26, 30, -4, below);

const word = (text: string, x1: number): OcrWord => ({ text, confidence: 80, bbox: { x0: 8, y0: BASELINE - DIGIT - 1, x1, y1: BASELINE + 1 } });

describe('decimal points seen in a figure read without one', () => {
  it('finds a point on the baseline between two digits ("1.6" read as 16)', () => {
    const image = pointed();
    expect(seenPointAt(image, word('16', 48))).toBe(1);
    expect(seenPointAt(image, word('16g', 48))).toBe(1);
  });

  it('finds a comma, which reaches below the baseline', () => {
    const image = pointed(4);
    expect(seenPointAt(image, word('26', 48))).toBe(1);
  });

  it('sees none between digits set close, nor in a speck, a dash at mid-height or two small blobs', () => {
    const close = canvas();
    digit(close, 10);
    digit(close, 26);
    expect(seenPointAt(close, word('24', 40))).toBeUndefined();

    expect(seenPointAt(marked(27, 28, -1, 0), word('24', 48))).toBeUndefined();
    expect(seenPointAt(marked(25, 31, -12, -8), word('24', 48))).toBeUndefined();

    const two = canvas();
    digit(two, 10);
    ink(two, 25, BASELINE - 4, 28, BASELINE);
    digit(two, 32);
    ink(two, 47, BASELINE - 4, 50, BASELINE);
    digit(two, 54);
    expect(seenPointAt(two, word('123', 68))).toBeUndefined();
  });

  it('leaves words alone that hold a point already, are not figures, or whose digits run together', () => {
    const image = pointed();
    expect(seenPointAt(image, word('1.6', 48))).toBeUndefined();
    expect(seenPointAt(image, word('Fat', 48))).toBeUndefined();
    expect(seenPointAt(image, word('1', 48))).toBeUndefined();
    const joined = canvas();
    ink(joined, 10, BASELINE - DIGIT, 40, BASELINE);
    expect(seenPointAt(joined, word('16', 42))).toBeUndefined();
  });

  it('puts the point into the page\'s words and lines, and returns the page itself when none is seen', () => {
    const image = pointed();
    const figure = word('16g', 48);
    const page: OcrPage = {
      width: 200, height: HEIGHT, text: '16g', confidence: 80, words: [figure],
      lines: [{ text: '16g', confidence: 80, bbox: figure.bbox, words: [{ ...figure }] }],
    };
    const mended = withSeenPoints(page, image);
    expect(mended.words[0]!.text).toBe('1.6g');
    expect(mended.lines[0]!.words[0]!.text).toBe('1.6g');
    expect(mended.lines[0]!.text).toBe('1.6g');
    expect(withSeenPoints(page, canvas())).toBe(page);
  });
});

/** A "g": starts at the x-height (a quarter below the digits' top) and hangs below the baseline. */
function gee(image: GrayImage, x: number): void {
  ink(image, x, BASELINE - 15, x + 12, BASELINE - 12);
  ink(image, x, BASELINE - 15, x + 3, BASELINE - 3);
  ink(image, x, BASELINE - 5, x + 12, BASELINE - 3);
  ink(image, x + 9, BASELINE - 15, x + 12, BASELINE + 6);
  ink(image, x, BASELINE + 4, x + 12, BASELINE + 6);
}

describe('a "g" read as the figure\'s last digit', () => {
  const tall = (text: string, x1: number): OcrWord => ({ text, confidence: 80, bbox: { x0: 8, y0: BASELINE - DIGIT - 1, x1, y1: BASELINE + 7 } });

  it('is seen by its shape: lower at the top than the digits, and below their baseline', () => {
    const image = canvas();
    digit(image, 10);
    gee(image, 30);
    expect(seenUnitAtEnd(image, tall('29', 44))).toBe(true);
    expect(seenUnitAtEnd(image, tall('24', 44))).toBe(true);
  });

  it('is not seen where the last digit stands like the others, or where the word is no such figure', () => {
    const image = canvas();
    digit(image, 10);
    digit(image, 30);
    expect(seenUnitAtEnd(image, tall('29', 44))).toBe(false);
    expect(seenUnitAtEnd(image, tall('2g', 44))).toBe(false);
    expect(seenUnitAtEnd(image, tall('23', 44))).toBe(false);
  });

  it('turns "119" with its comma into "1.1g" on the page', () => {
    const image = pointed(2);
    gee(image, 54);
    const figure = tall('119', 68);
    const page: OcrPage = { width: 200, height: HEIGHT, text: '119', confidence: 80, words: [figure], lines: [{ text: '119', confidence: 80, bbox: figure.bbox, words: [figure] }] };
    expect(withSeenPoints(page, image).words[0]!.text).toBe('1.1g');
  });

  it('keeps the doubts OCR had of the figure\'s digits in place, and drops one of the "g" it put right', () => {
    const image = pointed(2);
    gee(image, 54);
    const figure: OcrWord = { ...tall('119', 68), doubts: [{ index: 1, alternative: '7', margin: 9 }, { index: 2, alternative: '8', margin: 12 }] };
    const page: OcrPage = { width: 200, height: HEIGHT, text: '119', confidence: 80, words: [figure], lines: [{ text: '119', confidence: 80, bbox: figure.bbox, words: [figure] }] };
    const mended = withSeenPoints(page, image).words[0]!;
    expect(mended.text).toBe('1.1g');
    expect(mended.doubts).toEqual([{ index: 2, alternative: '7', margin: 9 }]);
  });
});
