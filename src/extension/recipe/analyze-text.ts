import { NutritionApiError, type RatedFoodResult } from '../../api/index.js';
import { packLines } from './chunks.js';
import { combine, type DescribeMeal } from './analyze.js';
import { checkSelectionLength, cleanSelection } from '../selection.js';

/**
 * A selection analysed as one meal. describeMeal takes at most `maxChars`; a longer selection
 * (a whole ingredient list) is cut at line ends, analysed in parts and summed as one serving.
 * A selection over MAX_SELECTION_CHARS is refused before any call.
 */
export async function analyzeText(text: string, describeMeal: DescribeMeal, maxChars: number): Promise<RatedFoodResult> {
  const clean = cleanSelection(text);
  checkSelectionLength(clean.length);
  if (!clean) throw new NutritionApiError('invalidRequest', 'The selection is empty: select the text of a meal or a recipe first.');
  if (clean.length <= maxChars) return describeMeal(clean);

  const lines = clean.split('\n').flatMap((line) => (line.length <= maxChars ? [line] : line.split(/(?<=[,;.])\s+/)));
  const parts: RatedFoodResult[] = [];
  for (const chunk of packLines(lines, maxChars)) {
    try {
      parts.push(await describeMeal(chunk));
    } catch (error) {
      if (error instanceof NutritionApiError && error.code === 'noFoodDetectedText') continue;
      throw error;
    }
  }
  if (!parts.length) throw new NutritionApiError('noFoodDetectedText', 'No food was found in the selected text. Select a meal or the ingredient lines of a recipe.');
  const name = clean.split('\n')[0]!.slice(0, 80);
  return combine(name, parts, 1);
}
