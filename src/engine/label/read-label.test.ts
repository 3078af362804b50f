import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createOcr } from '../../ocr/node.js';
import type { Ocr } from '../../ocr/types.js';
import { createRaster, decodeImage, resize, type RasterImage } from '../imaging/index.js';
import { toGray } from '../../raster/raster.js';
import { agreesWithItself, isSettled, isWholeAndConsistent, labelPhoto, readLabel, readingScore } from './read-label.js';
import type { LabelPanel } from './types.js';

const fixtures = new URL('../../../test/fixtures/labels/', import.meta.url);
const truth = JSON.parse(readFileSync(new URL('truth.json', fixtures), 'utf8')) as Record<string, { perServing: Record<string, number>; per100g: Record<string, number> }>;

let ocr: Ocr;
beforeAll(async () => { ocr = await createOcr(); });
afterAll(async () => { await ocr?.terminate(); });

/** The panel shrunk to small print and set on a dark striped tub in a large product shot. */
async function productShot(name: string, shrink: number): Promise<RasterImage> {
  const panel = await decodeImage(new Uint8Array(readFileSync(new URL(name, fixtures))));
  const small = resize(panel, panel.width * shrink, panel.height * shrink);
  const shot = createRaster(1400, 1400);
  for (let y = 0; y < shot.height; y++) {
    for (let x = 0; x < shot.width; x++) {
      const tone = ((x + y) >> 5) & 1 ? 40 : 20;
      shot.data.set([tone, tone, tone + 5, 255], (y * shot.width + x) * 4);
    }
  }
  for (let y = 0; y < small.height; y++) {
    const from = y * small.width * 4;
    shot.data.set(small.data.subarray(from, from + small.width * 4), ((500 + y) * shot.width + 350) * 4);
  }
  return shot;
}

describe('one first read per photo (decode once, issue 29)', () => {
  it('reads a photo once for the label and for whoever asks for its page after, and again for a caller after one that gave up', async () => {
    let runs = 0;
    const counting: Ocr = { recognize: (image, options) => (runs++, ocr.recognize(image, options)), terminate: () => ocr.terminate() };
    const photo = labelPhoto(toGray(await decodeImage(new Uint8Array(readFileSync(new URL('us-linear.png', fixtures))))));
    const panel = await readLabel({ ocr: async () => counting }, photo);
    expect(panel?.columns[0]?.nutrients.kcal).toBeDefined();
    const afterLabel = runs;
    // scanImage's packaging stage: the label's first page, no OCR run of its own.
    const page = await photo.firstPage(counting, undefined);
    expect(runs).toBe(afterLabel);
    expect(page.words.some((w) => /calories/i.test(w.text))).toBe(true);
    // A read started for a caller that has since given up is not handed on: it is made again.
    const other = labelPhoto(photo.photo);
    const gaveUp = new AbortController();
    const abandoned = other.firstPage(counting, gaveUp.signal);
    gaveUp.abort();
    await expect(abandoned).rejects.toMatchObject({ code: 'aborted' });
    const before = runs;
    const again = await other.firstPage(counting, undefined);
    expect(runs).toBe(before + 1);
    expect(again.words.length).toBe(page.words.length);
  });
});

describe('reading a label in a photo', () => {
  it('finds a small panel in a product shot and reads it close up', async () => {
    const panel = await readLabel({ ocr: async () => ocr }, await productShot('in.png', 0.7));
    const printed = truth['in.png']!;
    let exact = 0;
    let total = 0;
    for (const [basis, values] of [['100g', printed.per100g], ['serving', printed.perServing]] as const) {
      const column = panel?.columns.find((c) => c.basis === basis);
      for (const [field, value] of Object.entries(values)) {
        total++;
        if ((column?.nutrients as Record<string, number> | undefined)?.[field] === value) exact++;
      }
    }
    // At about 8 px a character a decimal point may be lost; the panel itself must read.
    expect(exact / total).toBeGreaterThanOrEqual(0.8);
  }, 60_000);
});

describe('choosing between two reads of a panel', () => {
  const column = (nutrients: LabelPanel['columns'][number]['nutrients'], basis: '100g' | 'serving' = 'serving') => ({ basis, nutrients });
  it('takes a second look only at a read that does not agree with itself', () => {
    const right: LabelPanel = { layout: 'table', columns: [column({ kcal: 117, protein: 24, carbs: 3, fat: 1 })] };
    expect(agreesWithItself(right)).toBe(true);
    // Australian panels print kJ only.
    expect(agreesWithItself({ layout: 'table', columns: [column({ kj: 490, protein: 24, carbs: 3, fat: 1 })] })).toBe(true);
    // "24 g" read as 249; a column without its fat; no panel at all.
    expect(agreesWithItself({ layout: 'table', columns: [column({ kcal: 117, protein: 249, carbs: 3, fat: 1 })] })).toBe(false);
    expect(agreesWithItself({ layout: 'table', columns: [column({ kcal: 117, protein: 24, carbs: 3 })] })).toBe(false);
    expect(agreesWithItself(undefined)).toBe(false);
  });

  it('prefers the read that agrees with itself over one with more figures', () => {
    const misread: LabelPanel = { layout: 'table', columns: [column({ kcal: 117, protein: 249, carbs: 34, fat: 19, sugars: 1 })] };
    const right: LabelPanel = { layout: 'table', columns: [column({ kcal: 117, protein: 24, carbs: 3, fat: 1 })] };
    expect(readingScore(right)).toBeGreaterThan(readingScore(misread));
  });

  it('counts columns that are each other scaled', () => {
    const per100 = { kcal: 385, protein: 79, carbs: 10, fat: 3 };
    const scaled: LabelPanel = { layout: 'table', columns: [column(per100, '100g'), column({ kcal: 117, protein: 24, carbs: 3, fat: 1 })] };
    const off: LabelPanel = { layout: 'table', columns: [column(per100, '100g'), column({ kcal: 117, protein: 2.4, carbs: 30, fat: 1 })] };
    expect(readingScore(scaled)).toBeGreaterThan(readingScore(off));
  });
});

describe('when a read is looked at again', () => {
  const per100 = { kcal: 250, fat: 12.5, satFat: 3.1, carbs: 28, sugars: 3.1, protein: 7, salt: 0.8 };
  const perServing = { kcal: 75, fat: 3.8, satFat: 0.9, carbs: 8.4, sugars: 0.9, protein: 2.1, salt: 0.24 };
  const panel = (a: LabelPanel['columns'][number]['nutrients'], b?: LabelPanel['columns'][number]['nutrients']): LabelPanel => ({
    layout: 'table', columns: [{ basis: '100g', nutrients: a }, ...(b ? [{ basis: 'serving' as const, grams: 30, nutrients: b }] : [])],
  });
  it('not when every column is whole and agrees with itself', () => {
    expect(isSettled(panel(per100, perServing))).toBe(true);
    expect(isSettled(panel(per100))).toBe(true);
  });
  it('when one column lacks a kind of figure the other holds, though the other is whole', () => {
    const { fat: _fat, satFat: _satFat, ...halfLost } = per100;
    expect(isSettled(panel(halfLost, perServing))).toBe(false);
    const { salt: _salt, ...noSalt } = perServing;
    expect(isSettled(panel(per100, noSalt))).toBe(false);
  });
  it('when a figure is off the columns\' shared scale by more than rounding ("3,1 g" of sugars read as 5.1)', () => {
    expect(isSettled(panel({ ...per100, sugars: 5.1 }, perServing))).toBe(false);
  });
  it('when a part is read larger than its whole ("2,6 g" of saturates read as 26)', () => {
    expect(isSettled(panel(per100, { ...perServing, satFat: 9 }))).toBe(false);
    expect(readingScore(panel(per100, { ...perServing, satFat: 9 }))).toBeLessThan(readingScore(panel(per100, perServing)));
  });
});

describe('when a panel in another language is read again with its own model', () => {
  const whole = { kcal: 250, fat: 12.5, satFat: 3.1, carbs: 28, sugars: 3.1, protein: 7, salt: 0.8 };
  const table = (nutrients: LabelPanel['columns'][number]['nutrients']): LabelPanel => ({ layout: 'table', columns: [{ basis: '100g', nutrients }] });
  it('not when the read holds every figure a table prints and its energy matches', () => {
    expect(isWholeAndConsistent(table(whole))).toBe(true);
  });
  it('when a figure is missing or the energy contradicts the macronutrients', () => {
    const { sugars: _sugars, ...gap } = whole;
    expect(isWholeAndConsistent(table(gap))).toBe(false);
    expect(isWholeAndConsistent(table({ ...whole, protein: 70 }))).toBe(false);
    expect(isWholeAndConsistent(undefined)).toBe(false);
  });
});
