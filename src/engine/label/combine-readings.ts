import type { LabelPanel, PanelColumn, PanelNutrients } from './types.js';

/*
 * Two reads of one panel (the same prepared photo read by two OCR models) put together. Each
 * model loses different things: the English one the names of a German table ("Eiweiß"), the
 * German one a figure the English one read. A figure only one read holds is taken; where both
 * hold a figure and disagree, the choice is the one that makes the panel agree with itself
 * (energy against protein, carbohydrate and fat; the columns scaled alike), else the better
 * read's.
 */

type Figure = keyof PanelNutrients;

/** The columns of `other` that are the same as `base`'s: the same basis and, when both print them, the same grams. */
function sameColumn(column: PanelColumn, other: LabelPanel): PanelColumn | undefined {
  const candidates = other.columns.filter((c) => c.basis === column.basis &&
    (c.grams === undefined || column.grams === undefined || c.grams === column.grams));
  return candidates.length === 1 ? candidates[0] : undefined;
}

/** At most this many disagreeing figures are weighed together (2^n combinations). */
const MAX_DISAGREEMENTS = 10;

export function combineReadings(
  base: LabelPanel,
  other: LabelPanel,
  score: (panel: LabelPanel) => number,
): LabelPanel {
  const columns = base.columns.map((c) => ({ ...c, nutrients: { ...c.nutrients } }));
  const disagreements: { column: number; figure: Figure; value: number }[] = [];
  columns.forEach((column, index) => {
    const twin = sameColumn(column, other);
    if (!twin) return;
    for (const [figure, value] of Object.entries(twin.nutrients) as [Figure, number][]) {
      const own = column.nutrients[figure];
      if (own === undefined) column.nutrients[figure] = value;
      else if (own !== value) disagreements.push({ column: index, figure, value });
    }
  });
  const combined: LabelPanel = { ...base, columns };
  if (disagreements.length === 0 || disagreements.length > MAX_DISAGREEMENTS) return combined;
  let best = { panel: combined, score: score(combined), error: energyError(combined) };
  for (let mask = 1; mask < 1 << disagreements.length; mask++) {
    const trial = { ...base, columns: columns.map((c) => ({ ...c, nutrients: { ...c.nutrients } })) };
    disagreements.forEach((d, bit) => {
      if (mask & (1 << bit)) trial.columns[d.column]!.nutrients[d.figure] = d.value;
    });
    const trialScore = score(trial);
    const error = energyError(trial);
    if (trialScore > best.score || (trialScore === best.score && error < best.error - 1e-9)) best = { panel: trial, score: trialScore, error };
  }
  return best.panel;
}

/** How far each column's energy is from its protein, carbohydrate and fat (relative, summed). */
function energyError(panel: LabelPanel): number {
  let error = 0;
  for (const { nutrients: n } of panel.columns) {
    if (n.kcal === undefined || n.protein === undefined || n.carbs === undefined || n.fat === undefined || n.kcal <= 0) continue;
    error += Math.abs(4 * n.protein + 4 * n.carbs + 9 * n.fat - n.kcal) / n.kcal;
  }
  return error;
}
