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
