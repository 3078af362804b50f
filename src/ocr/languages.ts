/*
 * The OCR models shipped with the package: tesseract's LSTM "best_int" traineddata of the
 * Latin-script languages whose nutrition tables the English model reads worst (accents, ß),
 * from @tesseract.js-data/<code>. Codes are ISO 639-2/T, as tesseract names its models.
 * English is the model every read starts with; the others are loaded only when a panel in
 * that language is read again. Dutch is not shipped: its names have no accents and the
 * English model reads them (its own model, 3.0 MB, added 2 figures in 216 on generated panels).
 */
export const OCR_LANGUAGES = ['eng', 'deu', 'fra', 'spa', 'ita', 'por'] as const;

export type OcrLanguage = (typeof OCR_LANGUAGES)[number];

export const DEFAULT_OCR_LANGUAGE: OcrLanguage = 'eng';

export function isOcrLanguage(code: string): code is OcrLanguage {
  return (OCR_LANGUAGES as readonly string[]).includes(code);
}
