import { describe, expect, it } from 'vitest';
import { createGray, type GrayImage } from '../../raster/raster.js';
import { resize, rotateGray } from '../imaging/transform.js';
import { finderCopy, FINDER_PIXELS, toSourceBox } from './photo-scale.js';

/** A white page with one black block. */
function page(width: number, height: number, block: { x0: number; y0: number; x1: number; y1: number }): GrayImage {
  const gray = createGray(width, height);
  gray.data.fill(255);
  for (let y = block.y0; y < block.y1; y++) for (let x = block.x0; x < block.x1; x++) gray.data[y * width + x] = 0;
  return gray;
}

/** The box round the dark pixels. */
function inkBox(gray: GrayImage) {
  let x0 = Infinity; let y0 = Infinity; let x1 = -1; let y1 = -1;
  for (let y = 0; y < gray.height; y++) {
    for (let x = 0; x < gray.width; x++) {
      if (gray.data[y * gray.width + x]! < 128) { x0 = Math.min(x0, x); y0 = Math.min(y0, y); x1 = Math.max(x1, x); y1 = Math.max(y1, y); }
    }
  }
  return { x0, y0, x1: x1 + 1, y1: y1 + 1 };
}

describe('the panel found on a smaller copy, cut from the full photo', () => {
  it('reads a photo of up to FINDER_PIXELS as it is, a larger one from a copy of about that size', () => {
    const small = createGray(1000, 1000);
    expect(finderCopy(small)).toEqual({ gray: small, factor: 1 });
    const big = createGray(4000, 3000);
    const { gray, factor } = finderCopy(big);
    expect(gray.width * gray.height).toBeLessThanOrEqual(FINDER_PIXELS * 1.01);
    expect(factor).toBeCloseTo(4000 / gray.width, 6);
  });

  it('maps a box on the levelled copy back onto the full photo, so the cut holds all of the panel', () => {
    const block = { x0: 2400, y0: 1200, x1: 3200, y1: 2000 };
    const photo = page(4000, 3000, block);
    const { gray, factor } = finderCopy(photo);
    for (const skew of [0, 6, -9]) {
      // As prepare.ts: the copy turned by −skew to level its text.
      const levelled = skew ? rotateGray(gray, -skew) : gray;
      const found = inkBox(levelled);
      const back = toSourceBox(found, skew, levelled, factor);
      const slack = 2 * factor;
      expect(back.x0).toBeLessThanOrEqual(block.x0 + slack);
      expect(back.y0).toBeLessThanOrEqual(block.y0 + slack);
      expect(back.x1).toBeGreaterThanOrEqual(block.x1 - slack);
      expect(back.y1).toBeGreaterThanOrEqual(block.y1 - slack);
      // And not much more than the panel: a box round turned corners, turned back, is at most (cos + sin)² of it.
      expect((back.x1 - back.x0) * (back.y1 - back.y0)).toBeLessThan(1.8 * 800 * 800);
    }
  });

  it('keeps a small photo\'s box where it is', () => {
    const gray = resize(page(800, 600, { x0: 100, y0: 100, x1: 300, y1: 200 }), 800, 600);
    expect(toSourceBox(inkBox(gray), 0, gray, 1)).toEqual({ x0: 100, y0: 100, x1: 300, y1: 200 });
  });
});
