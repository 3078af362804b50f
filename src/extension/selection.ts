import { NutritionApiError } from '../api/index.js';
import { MAX_SELECTION_CHARS } from './limits.js';

const count = new Intl.NumberFormat('en-US');

/** Selected text as it is analysed: one kind of line break, runs of spaces and blank lines collapsed. */
export function cleanSelection(text: string): string {
  return text.replace(/\r\n?/g, '\n').replace(/[ \t\u00a0]+/g, ' ').replace(/ ?\n[ \n]*/g, '\n').trim();
}

/** Refuses a selection over MAX_SELECTION_CHARS (cleaned length), before anything is analysed. */
export function checkSelectionLength(length: number): void {
  if (length <= MAX_SELECTION_CHARS) return;
  throw new NutritionApiError('invalidRequest',
    `The selection is ${count.format(length)} characters long; the extension analyses at most ${count.format(MAX_SELECTION_CHARS)} at a time. ` +
    'Select just the meal or the recipe’s ingredient lines, or use “Nutrition of this recipe” on a recipe page.');
}

/**
 * What the content script sends back for a selection: the cleaned text when it is within the
 * bound, else no text and only its length, so a huge selection never crosses into the service
 * worker or the job store.
 */
export function selectionFacts(raw: string): { text: string; length: number } {
  const text = cleanSelection(raw);
  return { text: text.length <= MAX_SELECTION_CHARS ? text : '', length: text.length };
}
