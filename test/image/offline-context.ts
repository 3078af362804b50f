/**
 * An offline engine context for the scanImage tests: the real food database, ImageNet model,
 * OCR (tesseract.js), barcode decoder (zxing-wasm) and product index; a vision provider only
 * when one is given.
 */
import { readFileSync } from 'node:fs';
import { afterAll, beforeAll } from 'vitest';
import { encodeBase64 } from '../../src/api/index.js';
import type { VisionConfig } from '../../src/engine/config.js';
import { createEngine, type EngineContext } from '../../src/engine/index.js';

/** A committed test picture (test/fixtures/…) as imageData. */
export const fixture = (path: string) => encodeBase64(new Uint8Array(readFileSync(new URL(`../fixtures/${path}`, import.meta.url))));

/** With `vision`, the OpenAI-compatible provider at that address (a test stand-in). */
export async function offlineContext(vision?: VisionConfig): Promise<{ ctx: EngineContext; close(): Promise<void> }> {
  const engine = await createEngine({
    config: { offline: true, ...(vision ? { vision } : {}) },
    providers: vision ? {} : { vision: async () => undefined },
  });
  // The model loads before the first test, so no test's time bound pays for it.
  await engine.context.imageModel();
  return { ctx: engine.context, close: engine.close };
}

/** One offline context for a test file: made before its tests, its workers freed after them. */
export function useOfflineContext(): () => EngineContext {
  let opened: Awaited<ReturnType<typeof offlineContext>> | undefined;
  beforeAll(async () => {
    opened = await offlineContext();
  }, 60_000);
  afterAll(() => opened?.close());
  return () => opened!.ctx;
}
