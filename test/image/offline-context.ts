/**
 * An offline engine context for the scanImage tests: the real food database, ImageNet model,
 * OCR (tesseract.js), barcode decoder (zxing-wasm) and product index; a vision provider only
 * when one is given.
 */
import { readFileSync } from 'node:fs';
import { encodeBase64 } from '../../src/api/index.js';
import { resolveConfig, type VisionConfig } from '../../src/engine/config.js';
import { createEngineContext, type EngineContext } from '../../src/engine/context.js';
import { createFoodIndex } from '../../src/engine/foods/food-index.js';
import { loadFoodDatabase } from '../../src/engine/foods/index.js';
import { createImageClassifier } from '../../src/engine/image/classifier.js';
import { defaultProviders } from '../../src/engine/providers.js';
import { createOcr } from '../../src/ocr/node.js';
import type { Ocr } from '../../src/ocr/types.js';

/** A committed test picture (test/fixtures/…) as imageData. */
export const fixture = (path: string) => encodeBase64(new Uint8Array(readFileSync(new URL(`../fixtures/${path}`, import.meta.url))));

/** With `vision`, the OpenAI-compatible provider at that address (a test stand-in). */
export async function offlineContext(vision?: VisionConfig): Promise<{ ctx: EngineContext; close(): Promise<void> }> {
  let ocr: Promise<Ocr> | undefined;
  const foods = loadFoodDatabase().then(createFoodIndex);
  const classifier = createImageClassifier();
  const defaults = defaultProviders();
  const ctx = createEngineContext(resolveConfig({ offline: true, ...(vision ? { vision } : {}) }), {
    ...defaults,
    foods: () => foods,
    imageModel: () => classifier,
    ocr: () => (ocr ??= createOcr()),
    ...(vision ? {} : { vision: async () => undefined }),
  });
  await Promise.all([foods, classifier]);
  return { ctx, close: async () => void (await (await ocr)?.terminate()) };
}
