import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createOcr } from '../../ocr/node.js';
import type { Ocr, OcrPage, OcrWord } from '../../ocr/types.js';
import { createGray } from '../../raster/raster.js';
import { decodeImage } from '../imaging/index.js';
import { toGray } from '../imaging/tone.js';
import { analysePanel } from './panel.js';
import { prepareForOcr } from './prepare.js';
import { rereadRows, rowsInDoubt, withoutCrossingRules } from './reread-rows.js';
import type { LabelPanel, PanelNutrients } from './types.js';

const fixtures = new URL('../../../test/fixtures/labels/', import.meta.url);

const table = (...columns: PanelNutrients[]): LabelPanel => ({
  layout: 'table',
  columns: columns.map((nutrients, i) => ({ basis: i === 0 ? '100g' : 'serving', ...(i === 0 ? {} : { grams: 50 }), nutrients })),
});
const page = (): OcrPage => ({ width: 100, height: 100, text: '', confidence: 90, words: [], lines: [] });

describe('rowsInDoubt: the rows that the checks of the panel put in doubt', () => {
  it('names none in a panel that agrees with itself', () => {
    const panel = table({ kcal: 380, fat: 12, satFat: 5, carbs: 60, sugars: 20, protein: 8, salt: 1.2 });
    expect([...rowsInDoubt(panel, [{ page: page(), panel }])]).toEqual([]);
  });

  it('names the energy and the three macronutrients when the energy contradicts them', () => {
    // 4·8 + 4·60 + 9·12 = 380; read 880.
    const panel = table({ kcal: 880, fat: 12, carbs: 60, protein: 8 });
    expect(new Set(rowsInDoubt(panel, [{ page: page(), panel }]))).toEqual(new Set(['kcal', 'protein', 'carbs', 'fat']));
  });

  it('names a part over its whole, and a figure the scale of the other column does not explain', () => {
    const panel = table(
      { kcal: 380, fat: 12, satFat: 50, carbs: 60, protein: 8 },
      { kcal: 190, fat: 6, satFat: 2.5, carbs: 30, protein: 9 },
    );
    const rows = rowsInDoubt(panel, [{ page: page(), panel }]);
    expect(rows.has('satFat') && rows.has('fat')).toBe(true);
    expect(rows.has('protein')).toBe(true);
    expect(rows.has('carbs') && rows.has('kcal')).toBe(false);
  });

  it('names a figure read from a digit OCR nearly read otherwise, until a second look reads it alike', () => {
    const panel = table({ kcal: 380, fat: 12, carbs: 60, protein: 8 });
    const doubted: OcrWord = { text: '60g', confidence: 80, bbox: { x0: 0, y0: 0, x1: 10, y1: 10 }, doubts: [{ index: 0, alternative: '8', margin: 1 }] };
    const first = { page: { ...page(), words: [doubted] }, panel };
    expect([...rowsInDoubt(panel, [first])]).toEqual(['carbs']);
    expect([...rowsInDoubt(panel, [first, { page: page(), panel }])]).toEqual([]);
  });
});

describe('withoutCrossingRules: the vertical rules of a table out of the strip of a row', () => {
  it('whitens a thin line from top to bottom and keeps a letter beside it', () => {
    const strip = createGray(60, 30);
    strip.data.fill(255);
    for (let y = 0; y < 30; y++) strip.data[y * 60 + 40] = 0; // the rule
    for (let y = 8; y < 22; y++) for (let x = 10; x < 13; x++) strip.data[y * 60 + x] = 0; // a letter's stem
    const out = withoutCrossingRules(strip, 20);
    expect([...Array(30).keys()].every((y) => out.data[y * 60 + 40] === 255)).toBe(true);
    expect(out.data[15 * 60 + 11]).toBe(0);
  });
});

describe('rereadRows: the rows in doubt read again alone', () => {
  let ocr: Ocr;
  beforeAll(async () => { ocr = await createOcr(); });
  afterAll(async () => { await ocr?.terminate(); });

  it('reads a misread figure again from its row and leaves the rows not in doubt as read', async () => {
    // A real read of a rendered EU table (protein 6.8 g per 100 g), its protein then misread as 16.8.
    const prepared = prepareForOcr(toGray(await decodeImage(new Uint8Array(readFileSync(new URL('eu-en.png', fixtures))))));
    const read = await ocr.recognize(prepared.gray);
    const protein = read.words.find((w) => /^6\.8/.test(w.text));
    expect(protein).toBeDefined();
    const misread = (w: OcrWord) => (w === protein ? { ...w, text: `1${w.text}` } : w);
    const wrong: OcrPage = { ...read, words: read.words.map(misread), lines: read.lines.map((l) => ({ ...l, words: l.words.map(misread) })) };
    const toLabel = (w: OcrWord) => ({ text: w.text, confidence: w.confidence, ...w.bbox });
    const analyse = (p: OcrPage) => analysePanel(p.words.map(toLabel), p.lines.map((l) => l.words.map(toLabel)))?.panel;
    const before = analyse(wrong)!;
    expect(before.columns[0]!.nutrients.protein).toBe(16.8);

    const names = rowsInDoubt(before, [{ page: wrong, panel: before }]);
    expect(names.has('protein')).toBe(true);
    const again = await rereadRows(ocr, { page: wrong, prepared }, names);
    expect(again).toBeDefined();
    const after = analyse(again!)!;
    expect(after.columns[0]!.nutrients.protein).toBe(6.8);
    // Rows not in doubt keep the first read's words.
    const sugarsName = read.words.find((w) => w.text === 'sugars')!;
    const centre = (w: OcrWord) => (w.bbox.y0 + w.bbox.y1) / 2;
    const sugars = (p: OcrPage) => p.words.filter((w) => Math.abs(centre(w) - centre(sugarsName)) < 10).map((w) => w.text);
    expect(sugars(wrong).length).toBeGreaterThan(3);
    expect(sugars(again!)).toEqual(sugars(wrong));
  });

  it('gives nothing back when a row in doubt is not on the page', async () => {
    const prepared = prepareForOcr(toGray(await decodeImage(new Uint8Array(readFileSync(new URL('eu-en.png', fixtures))))));
    const read = await ocr.recognize(prepared.gray);
    // Alcohol is not printed on this panel: its row cannot be read again.
    expect(await rereadRows(ocr, { page: read, prepared }, new Set(['alcohol']))).toBeUndefined();
  });
});
