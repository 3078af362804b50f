/*
 * OCR in pages, extension pages and the extension's offscreen document, for Vite builds: the
 * worker script, the wasm core and each language's traineddata are bundled as files (`?url`)
 * and loaded from the page's own origin. Nothing is fetched from a CDN, and a language's data
 * is fetched from the build only when a panel is read in it. The traineddata must keep its
 * file name in the build (tesseract asks for `<langPath>/<code>.traineddata.gz`), and MV3
 * pages need 'wasm-unsafe-eval' in their CSP (TOOLCHAIN.md).
 */
import { createWorker, OEM, PSM } from 'tesseract.js';
import workerUrl from 'tesseract.js/dist/worker.min.js?url';
import coreUrl from 'tesseract.js-core/tesseract-core-simd-lstm.wasm.js?url';
import englishUrl from '@tesseract.js-data/eng/4.0.0_best_int/eng.traineddata.gz?url';
import germanUrl from '@tesseract.js-data/deu/4.0.0_best_int/deu.traineddata.gz?url';
import frenchUrl from '@tesseract.js-data/fra/4.0.0_best_int/fra.traineddata.gz?url';
import spanishUrl from '@tesseract.js-data/spa/4.0.0_best_int/spa.traineddata.gz?url';
import italianUrl from '@tesseract.js-data/ita/4.0.0_best_int/ita.traineddata.gz?url';
import portugueseUrl from '@tesseract.js-data/por/4.0.0_best_int/por.traineddata.gz?url';
import type { OcrLanguage } from './languages.js';
import { OcrLanes } from './ocr-lanes.js';
import { TesseractOcr } from './tesseract-ocr.js';

const DATA_URLS: Record<OcrLanguage, string> = {
  eng: englishUrl, deu: germanUrl, fra: frenchUrl, spa: spanishUrl, ita: italianUrl, por: portugueseUrl,
};

function absolute(url: string): string {
  return new URL(url, globalThis.location?.href).href;
}

/** Tesseract workers reading side by side (`lanes`, default 1; see node.ts). */
export async function createOcr(options: { timeoutMs?: number; lanes?: number } = {}): Promise<OcrLanes> {
  const lanes = Math.max(1, options.lanes ?? 1);
  return new OcrLanes(Array.from({ length: lanes }, () => tesseract(options.timeoutMs)));
}

function tesseract(timeoutMs: number | undefined): TesseractOcr {
  return new TesseractOcr(async (language) => {
    const data = absolute(DATA_URLS[language]);
    const worker = await createWorker(language, OEM.LSTM_ONLY, {
      workerPath: absolute(workerUrl),
      corePath: absolute(coreUrl),
      langPath: data.slice(0, data.lastIndexOf('/')),
      gzip: true,
      workerBlobURL: false,
      cacheMethod: 'none',
      errorHandler: () => undefined,
    }, 'debug_file /dev/null');
    // debug_file, at start and after: tesseract's own notices ("Detected 20 diacritics", the
    // Italian model's "failed to load ./ita.special-words") would otherwise reach the console.
    await worker.setParameters({ tessedit_pageseg_mode: PSM.SPARSE_TEXT, user_defined_dpi: '300', debug_file: '/dev/null' });
    return worker;
  }, timeoutMs);
}
