import { readFileSync } from 'node:fs';
import { afterAll, describe, expect, it } from 'vitest';
import { NutritionApiError } from '../api/errors.js';
import { decodeImage } from '../engine/imaging/index.js';
import { grayToRaster, toGray, type RasterImage } from '../raster/raster.js';
import { resize } from '../engine/imaging/transform.js';
import { prepareForOcr } from '../engine/label/prepare.js';
import { createOcr } from './node.js';
import type { OcrPage } from './types.js';

const bytes = () => new Uint8Array(readFileSync(new URL('../../test/fixtures/labels/eu-de.png', import.meta.url)));
let pixels: RasterImage | undefined;
/** The fixture decoded once: OCR takes pixels, decoding is the caller's. */
const decoded = async () => (pixels ??= await decodeImage(bytes()));

describe('OCR in Node (tesseract.js, shipped traineddata)', async () => {
  const ocr = await createOcr();
  afterAll(() => ocr.terminate());

  it('reads words with their boxes and lines from colour or gray pixels', async () => {
    const page = await ocr.recognize(await decoded());
    expect(page.width).toBeGreaterThan(100);
    const words = page.words.map((w) => w.text);
    expect(words).toContain('Salz');
    const salz = page.words.find((w) => w.text === 'Salz')!;
    expect(salz.bbox.x1).toBeGreaterThan(salz.bbox.x0);
    expect(salz.confidence).toBeGreaterThan(50);
    expect(page.lines.some((l) => l.words.includes(salz))).toBe(true);
    const again = await ocr.recognize(toGray(await decoded()));
    expect(again.words.map((w) => w.text)).toContain('Salz');
  });

  it('reads an image as one line when asked, and the next image as a page again', async () => {
    const asLine = await ocr.recognize(await decoded(), { layout: 'line' });
    expect(asLine.lines).toHaveLength(1);
    const page = await ocr.recognize(await decoded());
    expect(page.lines.length).toBeGreaterThan(5);
    expect(page.words.map((w) => w.text)).toContain('Salz');
  });

  it('reads an image as one block of lines when asked: each table row across, its name with its figures', async () => {
    // The table's rules taken out, as the label reader does before a block read (boxed cells
    // read as a block come out as noise).
    const table = grayToRaster(prepareForOcr(toGray(await decoded()), { table: true }).gray);
    const rowOf = (page: OcrPage, name: string) => page.lines.find((l) => l.words.some((w) => w.text === name));
    const block = await ocr.recognize(table, { layout: 'block' });
    expect(rowOf(block, 'Salz')!.text).toMatch(/^Salz 0,06 ?g$/);
    expect(rowOf(block, 'Brennwert')!.text).toMatch(/^Brennwert 108 kJ/);
    // Read sparse, the same rows are names on lines of their own.
    const sparse = await ocr.recognize(table);
    expect(rowOf(sparse, 'Salz')!.words).toHaveLength(1);
  });

  it('marks the characters it nearly read as another, in the words of small soft print', async () => {
    // The panel shrunk to a third and blown up again: its digits come out soft, as in a thumbnail.
    const gray = toGray(await decoded());
    const soft = resize(resize(gray, gray.width / 3, gray.height / 3), gray.width, gray.height);
    const page = await ocr.recognize(grayToRaster(soft));
    const doubted = page.words.filter((w) => w.doubts);
    expect(doubted.length).toBeGreaterThan(0);
    for (const word of doubted) {
      for (const doubt of word.doubts!) {
        expect(doubt.index).toBeLessThan([...word.text].length);
        expect([...doubt.alternative]).toHaveLength(1);
        expect(doubt.alternative).not.toBe([...word.text][doubt.index]);
        expect(doubt.margin).toBeGreaterThanOrEqual(0);
        expect(doubt.margin).toBeLessThanOrEqual(20);
      }
    }
    // Sharp print is read surely: the words of the panel as it is carry few doubts, if any.
    const sharp = await ocr.recognize(await decoded());
    expect(sharp.words.filter((w) => w.doubts).length).toBeLessThan(doubted.length);
  });

  it('reads with another language\'s model when asked, starting its worker only then and keeping one besides English', async () => {
    const fresh = await createOcr();
    try {
      const english = await fresh.recognize(await decoded());
      expect(fresh.languages).toEqual(['eng']);
      // The German model keeps ß and umlauts, which the English one loses ("EiweiR", "Néhrwerte").
      expect(english.words.map((w) => w.text)).not.toContain('Eiweiß');
      const german = await fresh.recognize(await decoded(), { language: 'deu' });
      expect(german.words.map((w) => w.text)).toEqual(expect.arrayContaining(['Eiweiß', 'Nährwerte']));
      expect(fresh.languages).toEqual(['eng', 'deu']);
      await fresh.recognize(await decoded(), { language: 'fra' });
      expect(fresh.languages).toEqual(['eng', 'fra']);
    } finally {
      await fresh.terminate();
    }
    expect(fresh.languages).toEqual([]);
  });

  it('bounds each image: past its time the job fails and the next one gets a fresh worker', async () => {
    const error = await ocr.recognize(await decoded(), { timeoutMs: 1 }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(NutritionApiError);
    expect((error as NutritionApiError).code).toBe('internalServerError');
    expect((error as NutritionApiError).message).toMatch(/took longer than/);
    const page = await ocr.recognize(await decoded());
    expect(page.words.map((w) => w.text)).toContain('Salz');
  });

  it('stops when the caller aborts', async () => {
    const controller = new AbortController();
    const pending = ocr.recognize(await decoded(), { signal: controller.signal });
    controller.abort();
    const error = await pending.catch((e: unknown) => e);
    expect((error as NutritionApiError).code).toBe('aborted');
  });
});
