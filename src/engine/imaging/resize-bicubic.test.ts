import { describe, expect, it } from 'vitest';
import { createGray, type GrayImage } from '../../raster/raster.js';
import { resize } from './transform.js';

/** A black bar `width` px wide, centred on a white row `size` px long, `rows` tall. */
function bar(size: number, width: number, rows = 4): GrayImage {
  const gray = createGray(size, rows);
  for (let y = 0; y < rows; y++) for (let x = 0; x < size; x++) gray.data[y * size + x] = Math.abs(x - size / 2 + 0.5) < width / 2 ? 0 : 255;
  return gray;
}

/** The steepest step between neighbouring pixels of a row (how sharp its edges are). */
function steepest(gray: GrayImage, y = 1): number {
  let step = 0;
  for (let x = 1; x < gray.width; x++) step = Math.max(step, Math.abs(gray.data[y * gray.width + x]! - gray.data[y * gray.width + x - 1]!));
  return step;
}

describe('bicubic enlargement', () => {
  it('keeps the edges of enlarged print steeper than bilinear does', () => {
    const stroke = bar(20, 4);
    const bilinear = resize(stroke, 57, 11);
    const bicubic = resize(stroke, 57, 11, { enlarge: 'bicubic' });
    expect(steepest(bicubic, 5)).toBeGreaterThan(steepest(bilinear, 5) + 10);
  });

  it('keeps a one-pixel dot darker than bilinear does', () => {
    const dot = createGray(9, 9);
    dot.data.fill(255);
    dot.data[4 * 9 + 4] = 0;
    const darkest = (g: GrayImage) => Math.min(...g.data);
    expect(darkest(resize(dot, 22, 22, { enlarge: 'bicubic' }))).toBeLessThan(darkest(resize(dot, 22, 22)) - 10);
  });

  it('reproduces flat areas exactly and keeps levels in range', () => {
    const flat = createGray(10, 10);
    flat.data.fill(137);
    expect(new Set(resize(flat, 33, 31, { enlarge: 'bicubic' }).data)).toEqual(new Set([137]));
    const big = resize(bar(20, 4), 70, 14, { enlarge: 'bicubic' });
    expect(big.width).toBe(70);
    expect(big.height).toBe(14);
  });

  it('leaves shrinking to the area average', () => {
    const stroke = bar(40, 8);
    expect(resize(stroke, 20, 2, { enlarge: 'bicubic' }).data).toEqual(resize(stroke, 20, 2).data);
  });

  it('enlarges colour images channel by channel', () => {
    const rgba = { width: 2, height: 1, data: new Uint8ClampedArray([255, 0, 0, 255, 0, 0, 255, 255]) };
    const big = resize(rgba, 8, 4, { enlarge: 'bicubic' });
    expect(big.data.length).toBe(8 * 4 * 4);
    expect([...big.data.subarray(0, 4)]).toEqual([255, 0, 0, 255]);
    expect([...big.data.subarray(7 * 4, 8 * 4)]).toEqual([0, 0, 255, 255]);
  });
});
