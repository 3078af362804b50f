import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { RatedFoodResult } from '../../src/api/index.js';
import { scanImage, type ImageStage } from '../../src/engine/image/scan-image.js';
import { imageAnswerSource } from '../../src/api/image-source.js';
import { startVisionServer } from '../support/vision-server.js';
import { fixture, offlineContext, useOfflineContext } from './offline-context.js';

// Nutrition panels rendered in Chromium (test/fixtures/labels), their printed numbers in truth.json.
const truth = JSON.parse(readFileSync(new URL('../fixtures/labels/truth.json', import.meta.url), 'utf8')) as Record<string, { perServing: { kcal: number; protein: number } }>;

const context = useOfflineContext();

describe('scanImage’s label stage (real OCR on rendered panels)', () => {
  it('a photo of a nutrition panel answers with its printed numbers and offers the label scanner', async () => {
    const stages: ImageStage[] = [];
    const result = await scanImage(context(), { imageData: fixture('labels/us-2016.png') }, { onStage: (s) => stages.push(s) });
    expect(RatedFoodResult.safeParse(result).success).toBe(true);
    expect(imageAnswerSource(result.name)).toBe('label');
    expect(result.calories).toBe(truth['us-2016.png']!.perServing.kcal);
    expect(result.protein).toBe(truth['us-2016.png']!.perServing.protein);
    expect(result.shouldUseLabelScanner).toBe(true);
    expect(stages).toEqual(['barcode', 'label']);
  }, 60_000);

  it('an EU table answers too', async () => {
    const result = await scanImage(context(), { imageData: fixture('labels/eu-en.png') }, {});
    expect(imageAnswerSource(result.name)).toBe('label');
    expect(result.shouldUseLabelScanner).toBe(true);
  }, 60_000);
});

describe('stage order: the first confident answer wins', () => {
  it('a panel answers from the label even with a vision provider configured, which is never asked', async () => {
    const vision = await startVisionServer();
    const withVision = await offlineContext({ url: vision.url, model: 'plain' });
    try {
      const result = await scanImage(withVision.ctx, { imageData: fixture('labels/us-2016.png') }, {});
      expect(imageAnswerSource(result.name)).toBe('label');
      expect(vision.requests).toHaveLength(0);
      // A picture with no pack in it goes on to the provider.
      const plain = await scanImage(withVision.ctx, { imageData: fixture('image/packaging-no-food-words.png') }, {});
      expect(imageAnswerSource(plain.name)).toBe('vision');
      expect(vision.requests).toHaveLength(1);
    } finally {
      await withVision.close();
      await vision.close();
    }
  }, 90_000);
});
