/**
 * Stage 3 of scanImage: the words printed large on a package ("Greek Yogurt", "Peanut Butter")
 * → that food in the database, one typical USDA portion, with the hint to scan the label. Only
 * when the words are read clearly, every word is a food word, and the database names the same
 * food: brand names, slogans and half-read words give no answer.
 */
import type { RatedFoodResult } from '../../api/index.js';
import type { OcrLine, OcrPage } from '../../ocr/types.js';
import { defaultPortion, stem } from '../foods/index.js';
import type { FoodIndex } from '../foods/food-index.js';
import { contentWords, isFoodWord, matchFood } from '../meal/match.js';
import { DESCRIPTORS } from '../meal/parse.js';
import { scaleNutrients } from '../nutrients.js';
import { buildRatedResult } from '../result/build.js';

/** Least tesseract confidence (0–100) for a word to count. */
const MIN_WORD_CONFIDENCE = 70;
/** How many of the largest lines are product names worth trying. */
const LARGEST_LINES = 4;
/** Least search score: every word of the phrase found in the food's main name. */
const MIN_SCORE = 1;

export interface PackagingMatch {
  /** The words as read ("greek yogurt"). */
  phrase: string;
  result: RatedFoodResult;
}

function cleanWords(line: OcrLine): string[] {
  return line.words
    .filter((w) => w.confidence >= MIN_WORD_CONFIDENCE)
    .map((w) => w.text.toLowerCase().replace(/[^a-z'-]/g, '').replace(/^['-]+|['-]+$/g, ''))
    .filter((w) => w.length >= 2);
}

/** Longest run of consecutive large lines read as one name ("GREEK" over "YOGURT"). */
const MAX_RUN = 4;

/**
 * Phrases to try: runs of the largest lines in reading order, the run with the most large
 * print first, so "greek yogurt plain nonfat" is tried before "yogurt" alone.
 */
export function candidatePhrases(page: OcrPage): string[] {
  const lines = page.lines
    .map((line) => ({ words: cleanWords(line), height: line.bbox.y1 - line.bbox.y0, top: line.bbox.y0, bottom: line.bbox.y1, left: line.bbox.x0 }))
    .filter((l) => l.words.length > 0 && l.words.length <= 6);
  const largest = [...lines].sort((a, b) => b.height - a.height).slice(0, LARGEST_LINES);
  // Reading order: rows top to bottom (lines whose middles share a row), left to right within a row.
  const middle = (l: (typeof largest)[number]) => (l.top + l.bottom) / 2;
  const sameRow = (a: (typeof largest)[number], b: (typeof largest)[number]) => Math.abs(middle(a) - middle(b)) < Math.min(a.height, b.height) / 2;
  const ordered = [...largest].sort((a, b) => (sameRow(a, b) ? a.left - b.left : a.top - b.top));
  const runs: { phrase: string; print: number }[] = [];
  for (let start = 0; start < ordered.length; start++) {
    for (let end = start + 1; end <= Math.min(ordered.length, start + MAX_RUN); end++) {
      const run = ordered.slice(start, end);
      runs.push({ phrase: run.flatMap((l) => l.words).join(' '), print: run.reduce((sum, l) => sum + l.height * l.words.length, 0) });
    }
  }
  runs.sort((a, b) => b.print - a.print);
  return [...new Set(runs.map((r) => r.phrase))];
}

/** The food a phrase names, when every word is a food word and the database agrees on its head. */
function confidentFood(index: FoodIndex, phrase: string) {
  const words = contentWords(phrase);
  if (words.length === 0 || words.some((w) => !isFoodWord(index, w))) return undefined;
  const head = words.filter((w) => !DESCRIPTORS.has(w)).at(-1);
  if (!head || head.length < 3) return undefined;
  const match = matchFood(index, phrase, { needsPortion: true });
  if (!match || match.score < MIN_SCORE) return undefined;
  const named = match.food.name.toLowerCase().split(/[^a-z]+/).map(stem);
  return named.includes(stem(head)) ? match.food : undefined;
}

const capitalize = (s: string) => s.charAt(0).toUpperCase() + s.slice(1);
const round1 = (x: number) => Math.round(x * 10) / 10;

export function readPackaging(index: FoodIndex, page: OcrPage): PackagingMatch | undefined {
  for (const phrase of candidatePhrases(page)) {
    const food = confidentFood(index, phrase);
    if (!food) continue;
    const portion = defaultPortion(index.foods, food);
    const result = buildRatedResult({
      name: `${capitalize(phrase)}, ${round1(portion.grams)} g`,
      servings: 1,
      parts: [{ name: `${food.name} (${round1(portion.grams)} g)`, grams: portion.grams, nutrients: scaleNutrients(food.per100g, portion.grams), category: food.category }],
      // A package was photographed: its own panel has the real numbers.
      shouldUseLabelScanner: true,
      rating: {
        tips: [`Read from the package's words "${phrase}": one typical USDA portion (${portion.basis}). Scan the nutrition label for this product's own numbers.`],
      },
    });
    return { phrase, result };
  }
  return undefined;
}
