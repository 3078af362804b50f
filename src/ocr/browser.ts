/*
 * OCR in pages, extension pages and the extension's offscreen document, for Vite builds: the
 * worker script, the wasm core and the English traineddata are bundled as files (`?url`) and
 * loaded from the page's own origin. Nothing is fetched from a CDN. The traineddata must keep
 * its file name in the build (tesseract asks for `<langPath>/eng.traineddata.gz`), and MV3
 * pages need 'wasm-unsafe-eval' in their CSP (TOOLCHAIN.md).
 */
import { createWorker, OEM, PSM } from 'tesseract.js';
import workerUrl from 'tesseract.js/dist/worker.min.js?url';
import coreUrl from 'tesseract.js-core/tesseract-core-simd-lstm.wasm.js?url';
import englishUrl from '@tesseract.js-data/eng/4.0.0_best_int/eng.traineddata.gz?url';
import { TesseractOcr } from './tesseract-ocr.js';
import type { Ocr } from './types.js';

function absolute(url: string): string {
  return new URL(url, globalThis.location?.href).href;
}

export async function createOcr(options: { timeoutMs?: number } = {}): Promise<Ocr> {
  const english = absolute(englishUrl);
  return new TesseractOcr(async () => {
    const worker = await createWorker('eng', OEM.LSTM_ONLY, {
      workerPath: absolute(workerUrl),
      corePath: absolute(coreUrl),
      langPath: english.slice(0, english.lastIndexOf('/')),
      gzip: true,
      workerBlobURL: false,
      cacheMethod: 'none',
      errorHandler: () => undefined,
    });
    // debug_file: tesseract's own notices ("Detected 20 diacritics") would otherwise reach stdout.
    await worker.setParameters({ tessedit_pageseg_mode: PSM.SPARSE_TEXT, user_defined_dpi: '300', debug_file: '/dev/null' });
    return worker;
  }, options.timeoutMs);
}
