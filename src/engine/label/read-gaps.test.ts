import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createOcr } from '../../ocr/node.js';
import type { Ocr } from '../../ocr/types.js';
import { decodeImage } from '../imaging/index.js';
import { grayToRaster } from '../imaging/raster.js';
import { toGray } from '../imaging/tone.js';
import { analysePanel } from './panel.js';
import { prepareForOcr } from './prepare.js';
import { readGaps } from './read-gaps.js';
import type { LabelWord } from './types.js';

const fixtures = new URL('../../../test/fixtures/labels/', import.meta.url);

let ocr: Ocr;
beforeAll(async () => { ocr = await createOcr(); });
afterAll(async () => { await ocr?.terminate(); });

describe('readGaps: figures the first read lacked, read row by row', () => {
  it('finds a figure OCR dropped from a table row, and adds nothing already read', async () => {
    // A real read of a rendered Indian table (its sodium row prints 132 per 100 g, 26 per serving).
    const prepared = prepareForOcr(toGray(await decodeImage(new Uint8Array(readFileSync(new URL('in.png', fixtures))))));
    const page = await ocr.recognize(grayToRaster(prepared.gray));
    const words: LabelWord[] = page.words.map((w) => ({ text: w.text, confidence: w.confidence, ...w.bbox }));
    const lines = page.lines.map((l) => l.words.map((w) => ({ text: w.text, confidence: w.confidence, ...w.bbox })));
    // What page layout analysis does to a lone figure at a row's end: it is not returned.
    const dropped = words.find((w) => w.text === '26');
    expect(dropped).toBeDefined();
    const without = words.filter((w) => w !== dropped);
    const analysis = analysePanel(without, lines.map((l) => l.filter((w) => w.text !== '26')));
    expect(analysis?.panel.columns[1]!.nutrients.sodiumMg).toBeUndefined();
    expect(analysis?.gaps.map((g) => g.key)).toEqual(['sodiumMg']);

    const added = await readGaps(ocr, prepared.gray, analysis!.gaps, without);
    expect(added.map((w) => w.text)).toEqual(['26']);
    // Where it is printed, in the prepared image's pixels.
    expect(Math.abs(added[0]!.x0 - dropped!.x0)).toBeLessThan(10);
    expect(Math.abs(added[0]!.y0 - dropped!.y0)).toBeLessThan(10);

    const filled = analysePanel([...without, ...added], lines);
    expect(filled?.panel.columns[1]!.nutrients.sodiumMg).toBe(26);
    expect(filled?.gaps).toEqual([]);
  });
});
