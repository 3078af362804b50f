import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createOcr } from '../../ocr/node.js';
import type { Ocr } from '../../ocr/types.js';
import { decodeImage, flipHorizontal, rotate } from '../imaging/index.js';
import { readLabel } from './read-label.js';

const fixtures = new URL('../../../test/fixtures/labels/', import.meta.url);
const load = async (name: string) => decodeImage(new Uint8Array(readFileSync(new URL(name, fixtures))));

let ocr: Ocr;
beforeAll(async () => { ocr = await createOcr(); });
afterAll(async () => { await ocr?.terminate(); });

/** Whether a noted page is taller than wide: a quarter turn changes it (prepared pages are scaled, so sizes differ). */
const upright = (size: string) => { const [w, h] = size.split('x').map(Number); return h! > w!; };

/** The real OCR, noting the size of every page it is asked to read. */
function noting(sizes: string[]): Ocr {
  return {
    recognize: (image, options) => {
      sizes.push(`${image.width}x${image.height}`);
      return ocr.recognize(image, options);
    },
    parallel: ocr.parallel,
    terminate: async () => undefined,
  };
}

describe('turned reads of a photo where nothing reads', () => {
  it('reads print that runs across the page only upside down, never turned a quarter', async () => {
    // A panel mirrored: its print still runs across the page, but no word of it reads.
    const mirrored = flipHorizontal(await load('us-2016.png'));
    const sizes: string[] = [];
    expect(await readLabel({ ocr: async () => noting(sizes) }, mirrored)).toBeUndefined();
    const [first, ...turned] = sizes;
    expect(turned.length).toBeGreaterThan(0);
    expect(turned.map(upright)).toEqual(turned.map(() => upright(first!)));
  });

  it('reads print that runs down the page turned a quarter, and finds the panel', async () => {
    const sizes: string[] = [];
    const panel = await readLabel({ ocr: async () => noting(sizes) }, rotate(await load('us-2016.png'), 270));
    expect(panel?.columns.length).toBeGreaterThan(0);
    const [first, ...turned] = sizes;
    expect(turned.map(upright)).toContain(!upright(first!));
  });
});
