import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createOcr } from '../../ocr/node.js';
import type { Ocr } from '../../ocr/types.js';
import { decodeImage } from '../imaging/index.js';
import { readLabel } from './read-label.js';

const fixtures = new URL('../../../test/fixtures/labels/', import.meta.url);

/** An OCR that counts its reads and the most it had in flight at once, passing its lanes on. */
function watched(ocr: Ocr) {
  const seen = { runs: 0, inFlight: 0, most: 0 };
  const watching: Ocr = {
    recognize: (image, options) => {
      seen.runs++;
      seen.most = Math.max(seen.most, ++seen.inFlight);
      return ocr.recognize(image, options).finally(() => seen.inFlight--);
    },
    ...(ocr.parallel !== undefined ? { parallel: ocr.parallel } : {}),
    terminate: () => ocr.terminate(),
  };
  return { watching, seen };
}

describe('the later looks on two OCR lanes', () => {
  let one: Ocr;
  let two: Ocr;
  beforeAll(async () => { [one, two] = await Promise.all([createOcr({ lanes: 1 }), createOcr({ lanes: 2 })]); }, 120_000);
  afterAll(async () => { await Promise.all([one?.terminate(), two?.terminate()]); });

  it('reads both looks at once and answers exactly as one lane does', async () => {
    let overlapped = false;
    // Photos whose first read does not settle: soft, low-resolution print looked at again.
    for (const name of ['eu-fr-lowres.jpg', 'eu-fr-photo.jpg']) {
      const image = await decodeImage(new Uint8Array(readFileSync(new URL(name, fixtures))));
      const alone = watched(one);
      const side = watched(two);
      const sequential = await readLabel({ ocr: async () => alone.watching }, image);
      const parallel = await readLabel({ ocr: async () => side.watching }, image);
      expect(alone.seen.most, name).toBe(1);
      expect(parallel, name).toEqual(sequential);
      if (side.seen.most >= 2) overlapped = true;
    }
    expect(overlapped).toBe(true);
    // Four full reads of two photos on a shared 2-core machine: the default 30 s bound is about what it takes at load.
  }, 180_000);
});
