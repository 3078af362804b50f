import { US_SERVINGS_SCALE_SHARE } from './answer-thresholds.js';
import { sharedScale } from './impossible-figures.js';
import type { LabelPanel, PanelColumn } from './types.js';

/**
 * A US or Canadian dual panel's two columns named by their figures: the container column is
 * the serving column times the servings per container (21 CFR 101.9(b)(12)), so when the two
 * columns' figures share that scale, the smaller is per serving and the larger per container,
 * whatever the headings read as. OCR loses or garbles these headings often ("Serving size Il",
 * "1/4 cup (309)" taken for a gram heading): the per-serving column named "container" was
 * answered as the container's, its protein 1 g for 11 g (generated product shots, seed 7).
 * Left as read when the servings did not read, the scale is not theirs, or there are not two
 * columns.
 */
export function withUsBasesByServings(panel: LabelPanel): LabelPanel {
  const servings = panel.servingsPerContainer;
  if (panel.layout === 'table' || panel.columns.length !== 2 || !servings || servings <= 1) return panel;
  const [first, second] = panel.columns as [PanelColumn, PanelColumn];
  const scale = sharedScale(second.nutrients, first.nutrients);
  if (scale === undefined) return panel;
  const near = (ratio: number) => Math.abs(ratio / servings - 1) <= US_SERVINGS_SCALE_SHARE;
  const servingFirst = near(scale);
  if (!servingFirst && !near(1 / scale)) return panel;
  const [serving, container] = servingFirst ? [first, second] : [second, first];
  if (serving.basis === 'serving' && container.basis === 'container') return panel;
  const named = (column: PanelColumn, basis: PanelColumn['basis']): PanelColumn => {
    const { grams: _grams, ...rest } = column;
    return { ...rest, basis, ...(basis === 'serving' && panel.servingGrams ? { grams: panel.servingGrams } : {}) };
  };
  const columns = servingFirst
    ? [named(first, 'serving'), named(second, 'container')]
    : [named(first, 'container'), named(second, 'serving')];
  return { ...panel, columns };
}
