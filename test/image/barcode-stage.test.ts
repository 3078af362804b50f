import { describe, expect, it } from 'vitest';
import { RatedFoodResult } from '../../src/api/index.js';
import { scanBarcode } from '../../src/engine/barcode/scan-barcode.js';
import { scanImage, type ImageStage } from '../../src/engine/image/scan-image.js';
import { imageAnswerSource } from '../../src/api/image-source.js';
import { fixture, useOfflineContext } from './offline-context.js';

// Packs with an EAN-13 drawn bar by bar in Chromium (test/image/render-fixtures.ts), read by zxing.
const context = useOfflineContext();

describe('scanImage’s barcode stage (zxing on rendered packs, the committed product index)', () => {
  it('a photo of a pack’s barcode answers with the product, as scanBarcode does for its digits', async () => {
    const stages: ImageStage[] = [];
    const result = await scanImage(context(), { imageData: fixture('image/barcode-pack.png') }, { onStage: (s) => stages.push(s) });
    expect(RatedFoodResult.safeParse(result).success).toBe(true);
    expect(imageAnswerSource(result.name)).toBe('barcode');
    const direct = await scanBarcode(context(), { barcode: '3017620422003' });
    expect({ ...result, name: direct.name }).toEqual(direct);
    expect(result.name).toBe(`${direct.name} (from the barcode in the photo)`);
    expect(stages).toEqual(['barcode']);
  }, 60_000);

  it('a code that is no known product is said in the answer when nothing else in the photo is food', async () => {
    const error = await scanImage(context(), { imageData: fixture('image/barcode-unknown.png') }, {}).then(() => undefined, (e: unknown) => e);
    expect(error).toMatchObject({ code: 'noFoodDetected' });
    expect((error as Error).message).toMatch(/^The barcode 0049000028911 in the photo is not a product in the offline product index\. No food was found/);
  }, 60_000);
});
