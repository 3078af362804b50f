import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createOcr } from '../../ocr/node.js';
import type { Ocr } from '../../ocr/types.js';
import { createRaster, decodeImage, resize, rotate, type RasterImage } from '../imaging/index.js';
import { toGray } from '../../raster/raster.js';
import { findRuledTable } from '../imaging/ruled-table.js';
import { panelCropOf } from './panel-crop.js';
import { finderCopy } from './photo-scale.js';
import { labelPhoto, readLabel } from './read-label.js';

const fixtures = new URL('../../../test/fixtures/labels/', import.meta.url);
const load = async (name: string) => decodeImage(new Uint8Array(readFileSync(new URL(name, fixtures))));

let ocr: Ocr;
beforeAll(async () => { ocr = await createOcr(); });
afterAll(async () => { await ocr?.terminate(); });

/** Pixels set into a raster at (x, y). */
function paste(into: RasterImage, image: RasterImage, x: number, y: number): void {
  for (let row = 0; row < image.height; row++) {
    const from = row * image.width * 4;
    into.data.set(image.data.subarray(from, from + image.width * 4), ((y + row) * into.width + x) * 4);
  }
}

/**
 * A pack's side in a large photo: a coloured pack, a brand block, a barcode, thick stripes of
 * a printed pattern, and the given images pasted where asked.
 */
function packSide(width: number, height: number, parts: { image: RasterImage; x: number; y: number }[]): RasterImage {
  const shot = createRaster(width, height);
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      let tone = 170 + ((x * 7 + y * 3) % 11);
      // A dark brand block and a band of thick horizontal stripes (a printed pattern, not rules).
      if (x > 120 && x < 900 && y > 120 && y < 420) tone = 40;
      if (y > 600 && y < 1000 && x > 100 && x < 1000 && ((y >> 5) & 1)) tone = 60;
      // A barcode: thin vertical bars.
      if (y > 1300 && y < 1500 && x > 200 && x < 600 && ((x * 13) % 7) < 3) tone = 10;
      shot.data.set([tone, tone, tone, 255], (y * width + x) * 4);
    }
  }
  for (const p of parts) paste(shot, p.image, p.x, p.y);
  return shot;
}

describe('the panel found from pixels (ruled-table.ts, panel-crop.ts)', () => {
  it('finds a ruled panel in one corner of a big pack side and reads the same figures as the panel alone', async () => {
    const panel = await load('us-2016.png');
    const shot = packSide(2400, 1800, [{ image: panel, x: 1900, y: 1150 }]);
    const gray = toGray(shot);
    const crop = panelCropOf(gray, finderCopy(gray));
    expect(crop).toBeDefined();
    // The crop holds every row of the panel (the fixture's rules and print), and little else.
    const { box } = crop!;
    const pad = 0.06 * Math.max(box.x1 - box.x0, box.y1 - box.y0);
    expect(box.x0 - pad).toBeLessThanOrEqual(1900 + 19);
    expect(box.y0 - pad).toBeLessThanOrEqual(1150 + 24);
    expect(box.x1 + pad).toBeGreaterThanOrEqual(1900 + 305);
    expect(box.y1 + pad).toBeGreaterThanOrEqual(1150 + 489);
    expect(crop!.image.width * crop!.image.height).toBeLessThan(0.1 * shot.width * shot.height);

    const reads: { width: number; height: number }[] = [];
    const counting: Ocr = { recognize: (image, options) => (reads.push({ width: image.width, height: image.height }), ocr.recognize(image, options)), terminate: () => ocr.terminate() };
    const fromShot = await readLabel({ ocr: async () => counting }, shot);
    const alone = await readLabel({ ocr: async () => ocr }, panel);
    expect(fromShot?.columns.map((c) => c.nutrients)).toEqual(alone?.columns.map((c) => c.nutrients));
    // Only the panel was read: every page read (row strips apart) is the tall panel, none the wide shot.
    const pages = reads.filter((r) => r.width * r.height > 300_000);
    expect(pages.length).toBeGreaterThan(0);
    for (const r of pages) expect(r.height).toBeGreaterThan(r.width);
  }, 120_000);

  it('finds a panel without rules by its columns of figures, and reads the same figures as the panel alone', async () => {
    // The Australian fixture has no rules: only its figures' columns place it.
    const au = await load('au.png');
    const panel = resize(au, au.width * 3, au.height * 3);
    const shot = packSide(2400, 1800, [{ image: panel, x: 1100, y: 850 }]);
    const gray = toGray(shot);
    expect(findRuledTable(gray)).toBeUndefined();
    const crop = panelCropOf(gray, finderCopy(gray));
    expect(crop).toBeDefined();
    expect(crop!.image.width * crop!.image.height).toBeLessThan(0.4 * shot.width * shot.height);
    const reads: { width: number; height: number }[] = [];
    const counting: Ocr = { recognize: (image, options) => (reads.push({ width: image.width, height: image.height }), ocr.recognize(image, options)), terminate: () => ocr.terminate() };
    const fromShot = await readLabel({ ocr: async () => counting }, shot);
    const alone = await readLabel({ ocr: async () => ocr }, panel);
    expect(fromShot?.columns.map((c) => c.nutrients)).toEqual(alone?.columns.map((c) => c.nutrients));
    expect(fromShot?.columns[0]?.nutrients.protein).toBeDefined();
    // The whole shot was never read: every page read is at most the crop's size.
    for (const r of reads) expect(r.width * r.height).toBeLessThanOrEqual(crop!.image.width * crop!.image.height * 1.5);
  }, 120_000);

  it('finds nothing to crop in a photo without rules, nor in stripes and a barcode', async () => {
    const linear = toGray(await load('us-linear.png'));
    expect(findRuledTable(linear)).toBeUndefined();
    const pack = toGray(packSide(2400, 1800, []));
    expect(findRuledTable(pack)).toBeUndefined();
  });

  it('reads the whole photo when the ruled table it cropped shows no panel', async () => {
    // The most ruled table is a panel upside down (noise to OCR); the real panel is linear (no rules).
    const decoy = rotate(await load('us-classic.jpg'), 180);
    const linear = await load('us-linear.png');
    const shot = packSide(2000, 1600, [{ image: decoy, x: 1500, y: 1100 }, { image: linear, x: 200, y: 1100 }]);
    const gray = toGray(shot);
    expect(panelCropOf(gray, finderCopy(gray))).toBeDefined();
    const runs: number[] = [];
    const counting: Ocr = { recognize: (image, options) => (runs.push(image.width * image.height), ocr.recognize(image, options)), terminate: () => ocr.terminate() };
    const fromShot = await readLabel({ ocr: async () => counting }, labelPhoto(gray));
    const alone = await readLabel({ ocr: async () => ocr }, linear);
    expect(fromShot?.columns[0]?.nutrients.kcal).toBe(alone?.columns[0]?.nutrients.kcal);
    expect(fromShot?.columns[0]?.nutrients.protein).toBe(alone?.columns[0]?.nutrients.protein);
    // The crop was read first (a small read), then the whole photo.
    expect(runs.length).toBeGreaterThanOrEqual(2);
    expect(runs[0]!).toBeLessThan(runs[1]!);
  }, 120_000);
});
