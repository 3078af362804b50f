import { sameColumn } from './combine-readings.js';
import { fitsDailyIntake } from './daily-intake.js';
import { dailyValueContradictions } from './daily-value-contradictions.js';
import { lookDoubts, unconfirmedDoubts, type Look, type PanelOf } from './doubtful-figures.js';
import { energyUnitsAgree, figuresConfirmedByColumns, partsOverWhole, unexplainedFigures } from './impossible-figures.js';
import { chooseAnswer, energyContradictsMacros } from './label-result.js';
import { fitsDailyValue } from './resolve.js';
import type { LabelPanel, PanelColumn, PanelNutrientName } from './types.js';

const CORE = ['kcal', 'fat', 'carbs', 'protein'] as const;

/**
 * Whether the answer a read gives has a witness for each of its core figures, so that another
 * look at the photo has nothing left to change in it (issue 22: the two more looks cost a third
 * of a photo's CPU, and on 5 of the 9 tuning photos that reach them they change no figure of the
 * answer). The answer must be a column read whole whose energy agrees with its macronutrients
 * (chooseAnswer; not worked out from them), none of its core figures unconfirmed (read from
 * letters alone). Then each of energy, fat, carbohydrate and protein needs a witness printed or
 * read apart from it:
 * - another look read the same figure in the same column (two preparations, two reads);
 * - the same figure in another column at the columns' scale (printed weights, else the scale
 *   their figures share: figuresConfirmedByColumns);
 * - its % Daily Value (US panels; fitsDailyValue), or a table's % of the daily intake (fitsDailyIntake);
 * - for energy, the kJ beside the kcal agreeing.
 * A figure read from a word with a digit OCR nearly read otherwise (doubtful-figures.ts: that
 * word, the figure's own, found by the reader's analysis `panelOf`) counts only when another
 * look read it alike. Agreement by Atwater alone is no witness: a read that
 * took several figures a tenth too small still agrees with itself (fifth round).
 */
export function answerWitnessed(panel: LabelPanel | undefined, looks: readonly Look[], panelOf: PanelOf): boolean {
  if (!panel) return false;
  const answer = chooseAnswer(panel);
  if (!answer || answer.energyFromMacros) return false;
  const column = panel.columns.find((c) => c.basis === answer.column.basis && CORE.every((k) => c.nutrients[k] === answer.column.nutrients[k]));
  if (!column || energyContradictsMacros(column, panel.layout)) return false;
  const n = column.nutrients;
  if (n.kcal === undefined && n.kj === undefined) return false;
  if (n.kj !== undefined && n.kcal !== undefined && !energyUnitsAgree(n.kj, n.kcal)) return false;
  const energy: PanelNutrientName = n.kcal !== undefined ? 'kcal' : 'kj';
  const names: PanelNutrientName[] = [energy, 'fat', 'carbs', 'protein'];
  if (names.some((name) => n[name] === undefined || column.unconfirmed?.includes(name))) return false;
  // The looks mend the panel's other figures too (on generated panels, a sodium misread): a
  // panel with any figure in doubt, off its columns' scale, a part over its whole, or a figure
  // its own % Daily Value rules out is looked at again.
  if (unconfirmedDoubts(panel, looks, panelOf) > 0 || unexplainedFigures(panel) > 0 || partsOverWhole(n) > 0 || dailyValueContradictions(panel) > 0) return false;
  const byColumns = figuresConfirmedByColumns(panel, column);
  return names.every((name) => {
    const value = n[name]!;
    const alike = looks.flatMap((look) => {
      const other = look.panel && twin(column, panel, look.panel);
      return other?.nutrients[name] === value ? [{ look, other }] : [];
    });
    if (alike.length >= 2) return true;
    if (alike.some(({ look, other }) => lookDoubts(look, other, name, panelOf))) return false;
    if (byColumns.has(name)) return true;
    // Its % Daily Value on a US panel, its % RI / % Daily Intake / % RDA on a table (daily-intake.ts).
    const percent = column.percents?.[name];
    if (percent !== undefined && fitsDailyValue(name, value, percent) === true) return true;
    const intake = column.intakePercents?.[name];
    if (intake !== undefined && fitsDailyIntake(name, value, intake) === true) return true;
    return name === 'kcal' && n.kj !== undefined;
  });
}

/** The column of another look's panel that stands for `column` (the same one when it is that panel). */
function twin(column: PanelColumn, panel: LabelPanel, other: LabelPanel): PanelColumn | undefined {
  return other === panel ? column : sameColumn(column, panel, other);
}
