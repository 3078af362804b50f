import { describe, expect, it } from 'vitest';
import { createGray, type GrayImage } from '../../raster/raster.js';
import { removeRuleLines } from './rule-lines.js';
import { sharpen } from './sharpen.js';

const PAPER = 230;
const INK = 30;

function fill(gray: GrayImage, x0: number, y0: number, x1: number, y1: number, value: number): void {
  for (let y = y0; y < y1; y++) for (let x = x0; x < x1; x++) gray.data[y * gray.width + x] = value;
}

/** A table row: "letters" 12 px high, a 2 px rule under them, one letter's tail touching it. */
function tableRow(): GrayImage {
  const gray = createGray(400, 80);
  gray.data.fill(PAPER);
  for (let x = 20; x < 380; x += 12) fill(gray, x, 20, x + 7, 32, INK);
  fill(gray, 104, 32, 107, 40, INK); // a descender reaching down to the rule
  fill(gray, 10, 40, 390, 42, INK); // the rule
  fill(gray, 10, 60, 390, 72, INK); // a bar as thick as a letter is tall
  fill(gray, 5, 2, 7, 78, INK); // the box's left side, six letters long
  return gray;
}

const at = (g: GrayImage, x: number, y: number) => g.data[y * g.width + x]!;

describe('rule lines', () => {
  it('paints thin rules and box sides out in the paper tone and keeps the letters', () => {
    const clean = removeRuleLines(tableRow(), 12);
    expect(at(clean, 200, 40)).toBeGreaterThan(200);
    expect(at(clean, 200, 41)).toBeGreaterThan(200);
    expect(at(clean, 6, 30)).toBeGreaterThan(200);
    // Letters, and the descender where it meets the rule, stay ink.
    expect(at(clean, 22, 25)).toBeLessThan(60);
    expect(at(clean, 105, 36)).toBeLessThan(60);
    expect(at(clean, 105, 40)).toBeLessThan(60);
  });

  it('leaves bars as thick as the print', () => {
    const clean = removeRuleLines(tableRow(), 12);
    expect(at(clean, 200, 66)).toBeLessThan(60);
  });
});

describe('sharpening', () => {
  it('darkens a faint dot and keeps flat paper flat', () => {
    const gray = createGray(40, 40);
    gray.data.fill(PAPER);
    fill(gray, 19, 19, 21, 21, 170);
    const sharp = sharpen(gray, 4);
    expect(at(sharp, 20, 20)).toBeLessThan(150);
    expect(at(sharp, 2, 2)).toBe(PAPER);
  });
});
