import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createOcr } from '../../ocr/node.js';
import type { Ocr } from '../../ocr/types.js';
import { decodeImage } from '../imaging/index.js';
import { createGray, grayToRaster } from '../../raster/raster.js';
import { toGray } from '../imaging/tone.js';
import { analysePanel } from './panel.js';
import { prepareForOcr } from './prepare.js';
import { levelStrip, readGaps } from './read-gaps.js';
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
    expect(analysis?.gaps.map((g) => g.kind)).toEqual(['row']);

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

describe('levelStrip: a sloping row cut out level', () => {
  it('follows the row centre line, so its print is level and the rows round it stay out', () => {
    // Paper with three sloping lines of "print" 40 px apart, falling 1 px every 10 px.
    const image = createGray(400, 200);
    image.data.fill(255);
    for (let x = 0; x < 400; x++) {
      for (const base of [60, 100, 140]) {
        const y = Math.round(base + 0.1 * x);
        for (let dy = -4; dy <= 4; dy++) image.data[(y + dy) * 400 + x] = 0;
      }
    }
    const cut = levelStrip(image, {
      kind: 'row', box: { x0: 0, y0: 0, x1: 400, y1: 200 }, centre: { y0: 100, slope: 0.1 }, height: 20,
    })!;
    expect(cut.strip.height).toBe(30);
    const inkRows = (u: number) => Array.from({ length: cut.strip.height }, (_, v) => v).filter((v) => cut.strip.data[v * cut.strip.width + u]! < 128);
    // The middle line's ink sits at the same height at both ends: 9 px round the strip's centre.
    expect(inkRows(10)).toEqual(inkRows(390));
    expect(inkRows(10)).toHaveLength(9);
    expect(Math.abs(inkRows(200)[4]! - 15)).toBeLessThanOrEqual(1);
    // And a point of the strip maps back onto the image: the centre line at x = 300 is y 130.
    expect(cut.top(300) + 15).toBe(130);
  });
});
