import { describe, expect, it } from 'vitest';
import { removeLeaderDots } from './leader-dots.js';
import { createGray, type GrayImage } from '../../raster/raster.js';

function fill(gray: GrayImage, x0: number, y0: number, x1: number, y1: number, value: number): void {
  for (let y = y0; y < y1; y++) for (let x = x0; x < x1; x++) gray.data[y * gray.width + x] = value;
}

/** "name ........ 7.5": letters 18 px high, a leader of 3 px dots, a figure with its decimal point. */
function row(): GrayImage {
  const gray = createGray(500, 60);
  gray.data.fill(230);
  for (let x = 10; x < 120; x += 14) fill(gray, x, 20, x + 9, 38, 25);
  for (let x = 140; x < 340; x += 9) fill(gray, x, 35, x + 3, 38, 25);
  fill(gray, 360, 20, 370, 38, 25);
  fill(gray, 373, 35, 376, 38, 25); // the decimal point
  fill(gray, 379, 20, 389, 38, 25);
  return gray;
}

const at = (g: GrayImage, x: number, y: number) => g.data[y * g.width + x]!;

describe('leader dots', () => {
  it('paints a dot leader out and keeps letters, digits and the decimal point', () => {
    const clean = removeLeaderDots(row(), 18);
    for (let x = 141; x < 330; x += 9) expect(at(clean, x, 36)).toBeGreaterThan(200);
    expect(at(clean, 374, 36)).toBeLessThan(60);
    expect(at(clean, 12, 30)).toBeLessThan(60);
    expect(at(clean, 365, 30)).toBeLessThan(60);
  });

  it('keeps three dots (an ellipsis) and dots off one line', () => {
    const gray = createGray(300, 80);
    gray.data.fill(230);
    for (let x = 20; x < 47; x += 9) fill(gray, x, 35, x + 3, 38, 25);
    for (let k = 0; k < 6; k++) fill(gray, 120 + 9 * k, 10 + 10 * k, 123 + 9 * k, 13 + 10 * k, 25);
    const clean = removeLeaderDots(gray, 18);
    expect(at(clean, 21, 36)).toBeLessThan(60);
    expect(at(clean, 121, 11)).toBeLessThan(60);
  });
});
