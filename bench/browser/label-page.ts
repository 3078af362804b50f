// The page bench/label-speed.ts drives in Chromium: the label reader with the browser build of
// src/ocr (tesseract in a Web Worker, its files served from this page's origin). OCR starts on
// the first photo, so that photo's time includes the start-up.
import { decodeImage } from '../../src/engine/imaging/index.js';
import { readLabel } from '../../src/engine/label/read-label.js';
import type { LabelPanel } from '../../src/engine/label/types.js';
import { createOcr } from '../../src/ocr/browser.js';
import type { Ocr } from '../../src/ocr/types.js';

let ocr: Promise<Ocr> | undefined;
const ctx = { ocr: () => (ocr ??= createOcr()) };

async function run(base64: string): Promise<{ ms: number; panel?: LabelPanel; error?: string }> {
  const bytes = Uint8Array.from(atob(base64), (c) => c.charCodeAt(0));
  const start = performance.now();
  try {
    const panel = await readLabel(ctx, await decodeImage(bytes));
    return { ms: performance.now() - start, ...(panel ? { panel } : {}) };
  } catch (error) {
    return { ms: performance.now() - start, error: (error as Error).message };
  }
}

async function close(): Promise<void> {
  await (await ocr)?.terminate();
}

(window as unknown as { nutriBench: unknown }).nutriBench = { run, close };
