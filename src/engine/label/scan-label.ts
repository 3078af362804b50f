/**
 * scanLabel (DESIGN.md "scanLabel"): a photo of a nutrition panel → the numbers printed on
 * it, read offline by OCR and cross-checked, as one serving as printed.
 */
import { NutritionApiError, type CallOptions, type OperationData, type RatedFoodResult } from '../../api/index.js';
import type { EngineContext } from '../context.js';
import { imageInputFromData } from '../imaging/input.js';
import { chooseAnswer, labelResult, missingCore, withoutUnprintedGrams } from './label-result.js';
import { labelPhoto, readLabel } from './read-label.js';
import type { LabelPanel } from './types.js';

export type ScanLabelData = OperationData<'scanLabel'>;

const NO_LABEL =
  'No nutrition panel could be read in the image. Photograph the whole panel (the table with Calories or Energy, Fat, ' +
  'Carbohydrate and Protein) straight on, flat, well lit and in focus.';

/**
 * A panel was found but no column is answered: say which figures did not read, or, when every
 * one did, that they contradict each other (chooseAnswer refuses a column whose figures show
 * one of them misread).
 */
export function partlyRead(panel: LabelPanel): string {
  const gaps = withoutUnprintedGrams(panel).columns.map(missingCore).sort((a, b) => a.length - b.length)[0] ?? ['energy', 'fat', 'carbohydrate', 'protein'];
  if (gaps.length === 0) {
    return (
      'A nutrition panel was found, but its figures contradict each other (energy against fat, carbohydrate and protein, ' +
      'kJ against kcal, or one column against another), so one of them was misread, and a guess would be a wrong number. ' +
      'Photograph the panel again straight on, flat, in focus and without glare.'
    );
  }
  return (
    `A nutrition panel was found, but its ${gaps.join(', ')} could not be read, and a guess would be a wrong number. ` +
    'Photograph the panel again straight on, flat, in focus and without glare.'
  );
}

export async function scanLabel(ctx: EngineContext, data: ScanLabelData, call: CallOptions = {}): Promise<RatedFoodResult> {
  const input = await imageInputFromData(data.imageData);
  const panel = await readLabel(ctx, labelPhoto(input.gray()), call.signal);
  if (!panel) throw new NutritionApiError('noLabelDetected', NO_LABEL, { status: 422, operation: 'scanLabel' });
  const answer = chooseAnswer(panel);
  if (!answer) throw new NutritionApiError('noLabelDetected', partlyRead(panel), { status: 422, operation: 'scanLabel' });
  return labelResult(panel, answer.column, { energyFromMacros: answer.energyFromMacros });
}
