import { describe, expect, it } from 'vitest';
import { createGray, type GrayImage } from '../../raster/raster.js';
import { rotateGray } from '../imaging/transform.js';
import { normalizeContrast } from '../imaging/tone.js';
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

  it('straightens rows bowed round a tub before OCR, and leaves flat rows as they are', () => {
    const flat = page(7, 12);
    // Each column moved down by up to 20 px towards the sides: rows bowed into arcs.
    const bowed = createGray(600, 400);
    bowed.data.fill(235);
    for (let x = 0; x < 600; x++) {
      const shift = Math.round(20 * ((x - 300) / 300) ** 2);
      for (let y = 0; y + shift < 400; y++) bowed.data[(y + shift) * 600 + x] = flat.data[y * 600 + x]!;
    }
    const firstInk = (gray: GrayImage, x0: number) => {
      for (let y = 0; y < gray.height; y++) for (let x = x0; x < x0 + 30; x++) if (gray.data[y * gray.width + x]! < 128) return y;
      return -1;
    };
    const { levelled } = prepareForOcr(bowed);
    // The first row's top at the left, middle and right.
    const tops = [30, 285, 540].map((x) => firstInk(levelled, x));
    expect(Math.max(...tops) - Math.min(...tops)).toBeLessThanOrEqual(2);
    expect(prepareForOcr(flat).levelled.height).toBe(400);
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

  it('keeps the levelled photo at its own scale, for crops of it', () => {
    const prepared = prepareForOcr(page(5, 8));
    expect(prepared.levelled.width).toBe(600);
    expect(prepared.gray.width).toBe(Math.round(600 * prepared.scale));
  });

  it('takes the rules out of a close-up of a table, not out of a whole photo', () => {
    const ruled = page(7, 12);
    for (let top = 20 + 12 + 4; top < 380; top += 24) {
      for (let x = 10; x < 590; x++) { ruled.data[top * 600 + x] = 20; ruled.data[(top + 1) * 600 + x] = 20; }
    }
    const darkRows = (prepared: { gray: { width: number; height: number; data: Uint8ClampedArray } }) => {
      let rows = 0;
      for (let y = 0; y < prepared.gray.height; y++) {
        let dark = 0;
        for (let x = 0; x < prepared.gray.width; x++) if (prepared.gray.data[y * prepared.gray.width + x]! < 100) dark++;
        if (dark > 0.9 * prepared.gray.width) rows++;
      }
      return rows;
    };
    expect(darkRows(prepareForOcr(ruled))).toBeGreaterThan(0);
    expect(darkRows(prepareForOcr(ruled, { table: true }))).toBe(0);
  });

  it('takes dot leaders out of a whole photo', () => {
    const dotted = page(7, 12);
    // A leader of 2 px dots along the baseline of a gap between rows of letters.
    for (let x = 40; x < 560; x += 6) for (let y = 40; y < 42; y++) for (let dx = 0; dx < 2; dx++) dotted.data[y * 600 + x + dx] = 20;
    const prepared = prepareForOcr(dotted);
    const y = Math.round(41 * prepared.scale);
    let dark = 0;
    for (let x = Math.round(60 * prepared.scale); x < Math.round(540 * prepared.scale); x++) if (prepared.gray.data[y * prepared.gray.width + x]! < 128) dark++;
    expect(dark).toBe(0);
  });
});

describe('a second look at a photo in uneven light', () => {
  /** Share of the letters' pixels darker than mid-grey, in the prepared image. */
  function printKept(prepared: { gray: GrayImage; scale: number }, letters: GrayImage): number {
    let kept = 0;
    let total = 0;
    for (let y = 0; y < letters.height; y++) {
      for (let x = 0; x < letters.width; x++) {
        if (letters.data[y * letters.width + x]! > 100) continue;
        total++;
        const px = Math.round((x + 0.5) * prepared.scale - 0.5);
        const py = Math.round((y + 0.5) * prepared.scale - 0.5);
        if (prepared.gray.data[py * prepared.gray.width + px]! < 128) kept++;
      }
    }
    return kept / total;
  }

  it('gives back print a lamp washed grey on a page in shadow', () => {
    const letters = page(7, 12);
    const photo = createGray(letters.width, letters.height);
    for (let y = 0; y < photo.height; y++) {
      for (let x = 0; x < photo.width; x++) {
        const glare = 120 * Math.exp(-((x - 200) ** 2 + (y - 150) ** 2) / (2 * 90 ** 2));
        photo.data[y * photo.width + x] = (letters.data[y * photo.width + x]! + glare) * (1 - 0.6 * (x / photo.width));
      }
    }
    const prepared = prepareForOcr(photo, { secondLook: true });
    expect(printKept(prepared, letters)).toBeGreaterThan(0.9);
    // The shadowed paper at the right edge (0.4 of the light) is light paper again.
    expect(normalizeContrast(photo).data[10 * photo.width + photo.width - 3]).toBeLessThan(110);
    const right = prepared.gray.data[Math.round(10 * prepared.scale) * prepared.gray.width + prepared.gray.width - 3]!;
    expect(right).toBeGreaterThan(170);
  });
});

describe('a second look at small print', () => {
  it('enlarges small print with steeper strokes', () => {
    const small = page(4, 7);
    const edges = (gray: GrayImage) => {
      let steep = 0;
      for (let i = 1; i < gray.data.length; i++) steep = Math.max(steep, Math.abs(gray.data[i]! - gray.data[i - 1]!));
      return steep;
    };
    const plain = prepareForOcr(small);
    const second = prepareForOcr(small, { secondLook: true });
    expect(second.scale).toBe(plain.scale);
    expect(edges(second.gray)).toBeGreaterThan(edges(plain.gray));
  });
});
