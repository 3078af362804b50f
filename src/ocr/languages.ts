/*
 * The OCR models shipped with the package: tesseract's LSTM "best_int" traineddata of each
 * Latin-script language the EU nutrition tables are printed in, from @tesseract.js-data/<code>.
 * Codes are ISO 639-2/T, as tesseract names its models. English is the model every read starts
 * with; the others are loaded only when a panel in that language is read again.
 */
export const OCR_LANGUAGES = ['eng', 'deu', 'fra', 'spa', 'ita', 'nld', 'por'] as const;

export type OcrLanguage = (typeof OCR_LANGUAGES)[number];

export const DEFAULT_OCR_LANGUAGE: OcrLanguage = 'eng';

export function isOcrLanguage(code: string): code is OcrLanguage {
  return (OCR_LANGUAGES as readonly string[]).includes(code);
}
