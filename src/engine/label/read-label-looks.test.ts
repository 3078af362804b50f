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

describe('the later looks at a page whose panel is a part of it', () => {
  // A panel's rows at the top left (its energy at odds with its macronutrients, so it is looked
  // at again) and a pack's prose in the rest of the page (our own words, no label's).
  const panel = [['Nutrition', 'Facts'], ['Calories', '300'], ['Total', 'Fat', '2g'], ['Saturated', 'Fat', '1g'], ['Sodium', '100mg'],
    ['Carbohydrate', '10g'], ['Sugars', '2g'], ['Protein', '5g']];
  const rest = Array.from({ length: 20 }, (_, i) => prose[i % prose.length]!);

  /** A white photo with a dark block where the prose below the panel is. */
  function photo() {
    const raster = createRaster(800, 700);
    raster.data.fill(255);
    for (let y = 520; y < 600; y++) for (let x = 100; x < 400; x++) raster.data.set([0, 0, 0], 4 * (y * 800 + x));
    return raster;
  }
  type Pixels = { width: number; height: number; data: Uint8ClampedArray };
  /** Dark pixels in the bottom third of a read's image: the block, unless it was painted over. */
  const darkBelow = (image: Pixels) => {
    let dark = 0;
    for (let y = Math.floor(0.7 * image.height); y < image.height; y++) for (let x = 0; x < image.width; x++) if (image.data[y * image.width + x]! < 128) dark++;
    return dark;
  };
  /** The pixels of each read of a photo whose every read gives back `read`, by layout. */
  async function reads(read: OcrPage) {
    const seen: { layout: string; image: Pixels }[] = [];
    const ocr: Ocr = { recognize: async (image, options) => (seen.push({ layout: options?.layout ?? 'sparse', image: image as Pixels }), read), terminate: async () => undefined };
    await readLabel({ ocr: async () => ocr }, photo());
    return seen;
  }

  it('read the panel\'s rows alone in the block look: what lies below them is painted over', async () => {
    const seen = await reads(page([...panel, ...rest]));
    // The first read and the crisper look (sparse) read the whole page.
    expect(seen.slice(0, 2).map((r) => [r.layout, darkBelow(r.image) > 0])).toEqual([['sparse', true], ['sparse', true]]);
    const block = seen.find((r) => r.layout === 'block');
    expect(block).toBeDefined();
    expect(darkBelow(block!.image)).toBe(0);
  });

  it('read the whole page when the read names too little of a panel to say where it is', async () => {
    const seen = await reads(page([['Nutrition', 'Facts'], ['Protein'], ['Total', 'Fat'], ...rest]));
    const block = seen.find((r) => r.layout === 'block');
    expect(block).toBeDefined();
    expect(darkBelow(block!.image)).toBeGreaterThan(0);
  });
});
