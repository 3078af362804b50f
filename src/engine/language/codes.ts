import type { LabelLanguage } from '../label/vocabulary.js';

/**
 * The languages describeMeal reads. English is the meal parser's own (src/engine/meal); every
 * other language has a pack here (packs/) and names in the food lexicon (public/data/lexicon.json).
 */
export const LANGUAGES = ['en', 'es', 'fr', 'de', 'it', 'pt', 'nl'] as const;
export type LanguageCode = (typeof LANGUAGES)[number];
/** The languages with a pack (every one but English). */
export type PackLanguage = Exclude<LanguageCode, 'en'>;
export const PACK_LANGUAGES: readonly PackLanguage[] = ['es', 'fr', 'de', 'it', 'pt', 'nl'];

/**
 * The same languages as scanLabel's nutrient vocabulary names them (ISO 639-2, as the OCR
 * models are named: label/vocabulary.ts): one language, one code each side, so a panel read in
 * German and a meal typed in German are the same language.
 */
export const LABEL_LANGUAGE_OF: Readonly<Record<LanguageCode, LabelLanguage>> = { en: 'eng', es: 'spa', fr: 'fra', de: 'deu', it: 'ita', pt: 'por', nl: 'nld' };

/** The caller's choice: a language, or 'auto' to detect it from the text (the default). */
export type LanguageChoice = LanguageCode | 'auto';

export function isLanguageChoice(value: unknown): value is LanguageChoice {
  return value === 'auto' || (LANGUAGES as readonly unknown[]).includes(value);
}
