import { cleanText } from './text.js';

export interface ParsedYield {
  /** The number of servings to divide the whole recipe by (1 when the page does not say). */
  servings: number;
  /** false when no usable number was found: the figures are then for the whole recipe. */
  stated: boolean;
  /** The yield as the page wrote it, for showing. */
  text: string | null;
}

// English, and the words recipe pages in Spanish, French, German, Italian and Portuguese use ("4 personnes", "für 4 Personen", "4 porzioni").
const SERVING_WORDS = String.raw`(?:servings?|serves?|portions?|people|persons?|plates?|bowls?|personas|raciones|porciones|comensales|personnes|parts|couverts|personen|portionen|stück|stücke|persone|porzioni|coperti|pessoas|porções|porcoes|doses|unidades)`;
const NUMBER = String.raw`(\d+(?:[.,]\d+)?)`;
// "4 servings", "4-6 servings", "4 to 6 people"
const NUMBER_THEN_WORD = new RegExp(String.raw`${NUMBER}\s*(?:(?:-|–|to)\s*\d+(?:[.,]\d+)?\s*)?${SERVING_WORDS}\b`, 'i');
// "Serves 4", "Servings: 4", "Portions 6-8"
const WORD_THEN_NUMBER = new RegExp(String.raw`${SERVING_WORDS}\s*:?\s*${NUMBER}`, 'i');
const ANY_NUMBER = new RegExp(NUMBER);

const MAX_SERVINGS = 500;

/**
 * Reads schema.org `recipeYield` (a number, a text, or a list of both such as ["4", "4 servings"])
 * as a number of servings. A number tied to a serving word wins ("1 cake (8 servings)" is 8);
 * otherwise the first number counts ("Makes 24 cookies" is 24, "4-6" is 4: the smaller
 * figure, so per-serving numbers err on the generous side).
 */
export function parseYield(value: unknown): ParsedYield {
  const candidates = (Array.isArray(value) ? value : [value])
    .filter((item): item is string | number => typeof item === 'string' || typeof item === 'number');
  const text = candidates.length ? candidates.map((item) => (typeof item === 'string' ? cleanText(item) : String(item))).join(' / ') : null;

  let fallback: number | undefined;
  for (const candidate of candidates) {
    if (typeof candidate === 'number') {
      if (usable(candidate)) return { servings: candidate, stated: true, text };
      continue;
    }
    const clean = cleanText(candidate);
    const tied = NUMBER_THEN_WORD.exec(clean) ?? WORD_THEN_NUMBER.exec(clean);
    const tiedValue = tied ? toNumber(tied[1]) : undefined;
    if (tiedValue !== undefined && usable(tiedValue)) return { servings: tiedValue, stated: true, text };
    const any = ANY_NUMBER.exec(clean);
    const anyValue = any ? toNumber(any[1]) : undefined;
    if (fallback === undefined && anyValue !== undefined && usable(anyValue)) fallback = anyValue;
  }
  if (fallback !== undefined) return { servings: fallback, stated: true, text };
  return { servings: 1, stated: false, text };
}

function toNumber(digits: string | undefined): number | undefined {
  if (digits === undefined) return undefined;
  const value = Number(digits.replace(',', '.'));
  return Number.isFinite(value) ? value : undefined;
}

function usable(servings: number): boolean {
  return Number.isFinite(servings) && servings > 0 && servings <= MAX_SERVINGS;
}
