import { describe, expect, it } from 'vitest';
import { createGray, type GrayImage } from '../imaging/raster.js';
import { rotateGray } from '../imaging/transform.js';
import { estimateCharHeight, estimateSkew, prepareForOcr } from './prepare.js';

/** White page with rows of dark "letters" (w × h blocks, 3 px apart), rows 2h apart. */
function page(letterWidth: number, letterHeight: number, width = 600, height = 400): GrayImage {
  const gray = createGray(width, height);
  gray.data.fill(235);
  for (let top = 20; top + letterHeight < height - 20; top += 2 * letterHeight) {
    for (let left = 20; left + letterWidth < width - 20; left += letterWidth + 3) {
      for (let y = top; y < top + letterHeight; y++) for (let x = left; x < left + letterWidth; x++) gray.data[y * width + x] = 20;
    }
  }
  return gray;
}

describe('label image preparation', () => {
  it('measures the height of the printed characters', () => {
    expect(estimateCharHeight(page(7, 12))).toBe(12);
    expect(estimateCharHeight(page(14, 24))).toBe(24);
  });

  it('finds the angle text runs at, and levels it', () => {
    const tilted = rotateGray(page(7, 12), 5, 235);
    const skew = estimateSkew(tilted);
    expect(Math.abs(skew - 5)).toBeLessThanOrEqual(0.5);
    expect(Math.abs(estimateSkew(page(7, 12)))).toBeLessThanOrEqual(0.25);
  });

  it('scales small print up to the size OCR reads best', () => {
    const prepared = prepareForOcr(page(5, 8));
    expect(prepared.scale).toBeGreaterThan(2);
    expect(prepared.scale).toBeLessThan(3.2);
  });

  it('turns white print on a dark panel into dark print on white', () => {
    const dark = page(7, 12);
    for (let i = 0; i < dark.data.length; i++) dark.data[i] = 255 - dark.data[i]!;
    const prepared = prepareForOcr(dark);
    const corner = prepared.gray.data[0]!;
    expect(corner).toBeGreaterThan(200);
  });
});
