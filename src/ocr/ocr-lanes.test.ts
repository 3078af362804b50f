import { readFileSync } from 'node:fs';
import { afterAll, describe, expect, it } from 'vitest';
import { decodeImage } from '../engine/imaging/index.js';
import { createOcr } from './node.js';
import { OcrLanes } from './ocr-lanes.js';
import type { Ocr } from './types.js';

const fixture = new URL('../../test/fixtures/labels/us-linear.png', import.meta.url);

describe('OCR lanes (two tesseract workers side by side)', () => {
  const lanes = [0, 0];
  const workers: Ocr[] = [];
  const counted = (ocr: Ocr, lane: number): Ocr => ({
    recognize: (image, options) => (lanes[lane]!++, ocr.recognize(image, options)),
    terminate: () => ocr.terminate(),
  });
  afterAll(() => Promise.all(workers.map((w) => w.terminate())));

  it('keeps reads made one at a time to the first lane, sends overlapping reads to both, and reads alike in each', async () => {
    const [a, b] = await Promise.all([createOcr({ lanes: 1 }), createOcr({ lanes: 1 })]);
    workers.push(a, b);
    const ocr = new OcrLanes([counted(a, 0), counted(b, 1)]);
    expect(ocr.parallel).toBe(2);
    const image = await decodeImage(new Uint8Array(readFileSync(fixture)));
    const alone = await ocr.recognize(image);
    await ocr.recognize(image);
    expect(lanes).toEqual([2, 0]);
    const together = await Promise.all([ocr.recognize(image), ocr.recognize(image)]);
    expect(lanes).toEqual([3, 1]);
    for (const page of together) expect(page.words.map((w) => w.text)).toEqual(alone.words.map((w) => w.text));
  });

  it('starts as many lanes as asked, at least one', async () => {
    const one = await createOcr({ lanes: 0 });
    workers.push(one);
    expect(one.parallel).toBe(1);
    expect(() => new OcrLanes([])).toThrow(RangeError);
  });
});
