import { describe, expect, it } from 'vitest';
import type { Ocr, OcrPage, OcrWord } from '../../ocr/types.js';
import { createRaster } from '../imaging/index.js';
import { readLabel } from './read-label.js';

/** A page of words in rows, each word 60 px wide and 20 px high, read with confidence 90. */
function page(rows: string[][]): OcrPage {
  const lines = rows.map((row, y) => {
    const words: OcrWord[] = row.map((text, x) => ({ text, confidence: 90, bbox: { x0: 20 + 70 * x, y0: 20 + 30 * y, x1: 80 + 70 * x, y1: 40 + 30 * y } }));
    return { text: row.join(' '), confidence: 90, bbox: { x0: 20, y0: 20 + 30 * y, x1: 80 + 70 * (row.length - 1), y1: 40 + 30 * y }, words };
  });
  const words = lines.flatMap((l) => l.words);
  return { width: 800, height: 40 + 30 * rows.length, text: lines.map((l) => l.text).join('\n'), confidence: 90, words, lines };
}

/** An OCR that reads the same page from every image it is given, noting each read's layout (the last look reads the page as one block). */
function always(read: OcrPage) {
  const seen = { layouts: [] as string[] };
  const ocr: Ocr = { recognize: async (_image, options) => (seen.layouts.push(options?.layout ?? 'sparse'), read), terminate: async () => undefined };
  return { ocr, seen };
}

// Words of a pack's back with no nutrition panel on it (our own, no label's).
const prose = [
  ['Store', 'in', 'a', 'cool', 'dry', 'place'],
  ['Best', 'before', 'the', 'date', 'on', 'the', 'lid'],
  ['Made', 'for', 'a', 'small', 'shop', 'in', 'town'],
];

describe('the later looks at a read that made no panel', () => {
  it('are not taken when the read shows at most one sign of a panel: the same pixels read again give no more', async () => {
    const { ocr, seen } = always(page([...prose, ['Protein']]));
    expect(await readLabel({ ocr: async () => ocr }, createRaster(800, 200))).toBeUndefined();
    expect(seen.layouts).not.toContain('block');
  });

  it('are taken when the read names two rows of a panel whose figures did not read', async () => {
    const { ocr, seen } = always(page([...prose, ['Nutrition', 'Facts'], ['Protein'], ['Total', 'Fat']]));
    await readLabel({ ocr: async () => ocr }, createRaster(800, 200));
    expect(seen.layouts).toContain('block');
  });
});

/** A US panel of our own (a cereal's, made up), its sodium as given: each figure fits its % Daily Value but the sodium may not. */
const usPanel = (sodium: string) => page([
  ['Nutrition', 'Facts'],
  ['Serving', 'size', '1', 'cup', '(40g)'],
  ['Calories', '150'],
  ['Total', 'Fat', '2g', '3%'],
  ['Saturated', 'Fat', '0.5g', '3%'],
  ['Trans', 'Fat', '0g'],
  ['Cholesterol', '0mg', '0%'],
  ['Sodium', sodium, '3%'],
  ['Total', 'Carbohydrate', '30g', '11%'],
  ['Dietary', 'Fiber', '3g', '11%'],
  ['Total', 'Sugars', '6g'],
  ['Protein', '4g'],
]);

describe('the later looks at a US panel whose figure its own % Daily Value rules out', () => {
  it('are taken when a figure contradicts the percent printed beside it (sodium read 0 mg beside 3 %)', async () => {
    const { ocr, seen } = always(usPanel('0mg'));
    await readLabel({ ocr: async () => ocr }, createRaster(800, 400));
    expect(seen.layouts).toContain('block');
  });

  it('are not taken when every percent fits its figure (sodium 70 mg beside 3 %)', async () => {
    const { ocr, seen } = always(usPanel('70mg'));
    const panel = await readLabel({ ocr: async () => ocr }, createRaster(800, 400));
    expect(panel?.columns[0]?.nutrients.sodiumMg).toBe(70);
    expect(seen.layouts).not.toContain('block');
  });
});
