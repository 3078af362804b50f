/*
 * OCR in Node: tesseract.js runs in a worker thread (off the event loop) with the traineddata
 * of @tesseract.js-data/<language>, read from node_modules; nothing is fetched.
 */
import { createRequire } from 'node:module';
import path from 'node:path';
import { createWorker, OEM, PSM } from 'tesseract.js';
import type { OcrLanguage } from './languages.js';
import { OcrLanes } from './ocr-lanes.js';
import { TesseractOcr } from './tesseract-ocr.js';

const require = createRequire(import.meta.url);

/**
 * Folders of other traineddata to read with, by language (tesseract appends
 * "/<code>.traineddata.gz"): benches measure another model with it (bench/ocr-model-compare.ts);
 * the product reads the shipped models.
 */
export type OcrDataPaths = Partial<Record<OcrLanguage, string>>;

/** The folder of a language's shipped traineddata (tesseract appends "/<code>.traineddata.gz"). */
export function languageDataPath(language: OcrLanguage): string {
  return path.dirname(require.resolve(`@tesseract.js-data/${language}/4.0.0_best_int/${language}.traineddata.gz`));
}

/**
 * Tesseract workers reading side by side (`lanes`, default 1): the label reader's two later
 * looks at a photo are independent and run at once on two lanes, each lane holding its own
 * model (peak RSS +75 MB measured). One by default: on the shared 2-core machine at load 12–14
 * two lanes gave no wall time back (docs/label.md, sixth round); worth it with a free core.
 */
export async function createOcr(options: { timeoutMs?: number; lanes?: number; dataPaths?: OcrDataPaths } = {}): Promise<OcrLanes> {
  const lanes = Math.max(1, options.lanes ?? 1);
  return new OcrLanes(Array.from({ length: lanes }, () => tesseract(options.timeoutMs, options.dataPaths ?? {})));
}

function tesseract(timeoutMs: number | undefined, dataPaths: OcrDataPaths): TesseractOcr {
  return new TesseractOcr(async (language) => {
    // Each language is a package of its own, so each worker reads one model from its folder.
    const worker = await createWorker(language, OEM.LSTM_ONLY, {
      langPath: dataPaths[language] ?? languageDataPath(language),
      gzip: true,
      // The data is read from node_modules each start; a cache would be a 5 MB unpacked copy
      // written to disk (the working directory, or a temp folder left behind by every process).
      cacheMethod: 'none',
      // Errors inside the worker otherwise become uncaught exceptions of the process.
      errorHandler: () => undefined,
    }, 'debug_file /dev/null');
    // debug_file, at start and after: tesseract's own notices ("Detected 20 diacritics", the
    // Italian model's "failed to load ./ita.special-words") would otherwise reach the console.
    await worker.setParameters({ tessedit_pageseg_mode: PSM.SPARSE_TEXT, user_defined_dpi: '300', debug_file: '/dev/null' });
    return worker;
  }, timeoutMs);
}
