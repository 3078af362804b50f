// Platform-neutral surface; the worker factories are in ./node.js and ./browser.js.
export type { Ocr, OcrBox, OcrDoubt, OcrLine, OcrOptions, OcrPage, OcrWord } from './types.js';
export { TesseractOcr, toPgm, DEFAULT_OCR_TIMEOUT_MS, type SpawnWorker } from './tesseract-ocr.js';
export { OCR_LANGUAGES, DEFAULT_OCR_LANGUAGE, isOcrLanguage, type OcrLanguage } from './languages.js';
export { OcrLanes } from './ocr-lanes.js';
