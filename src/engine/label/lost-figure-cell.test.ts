import { describe, expect, it } from 'vitest';
import { chooseAnswer } from './label-result.js';
import { analysePanel, parsePanel } from './panel.js';
import { wordsFrom } from './panel-words.test-helper.js';

/**
 * A two-column table (per 100 g, per 25 g serve) whose carbohydrate cell in one column OCR
 * read as letters: `carbs` is that row's cells after its name. The figures agree: per serve
 * 4·2 + 9·1.5 + 4·5 = 41.5 kcal, 174 kJ; per 100 g four times each.
 */
const table = (carbs: readonly (readonly [number, string])[]) =>
  wordsFrom([
    [[10, 'NUTRITION INFORMATION']],
    [[10, 'Serving size: 25 g']],
    [[300, 'Per 100 g'], [520, 'Per serve']],
    [[10, 'Energy'], [300, '696 kJ'], [520, '174 kJ']],
    [[10, 'Protein'], [300, '8.0 g'], [520, '2.0 g']],
    [[10, 'Fat, total'], [300, '6.0 g'], [520, '1.5 g']],
    [[10, '- saturated'], [300, '2.4 g'], [520, '0.6 g']],
    [[10, 'Carbohydrate'], ...carbs],
    [[10, '- sugars'], [300, '4.0 g'], [520, '1.0 g']],
    [[10, 'Sodium'], [300, '320 mg'], [520, '80 mg']],
  ]);

describe('a table row whose figure in one column was garbled to letters', () => {
  it('keeps the other column\'s figure under its name, and answers that column whole', () => {
    const panel = parsePanel(table([[300, 'WKR'], [520, '5.0 g']]));
    expect(panel?.columns.map((c) => [c.basis, c.nutrients.carbs])).toEqual([['100g', undefined], ['serving', 5]]);
    const answer = chooseAnswer(panel!);
    expect(answer?.column.basis).toBe('serving');
    expect(answer?.column.nutrients).toMatchObject({ kj: 174, protein: 2, fat: 1.5, carbs: 5 });
  });

  it('keeps the first column\'s figure when the garbled cell is the second\'s', () => {
    const panel = parsePanel(table([[300, '20.0 g'], [520, 'WKR']]));
    expect(panel?.columns.map((c) => c.nutrients.carbs)).toEqual([20, undefined]);
    expect(chooseAnswer(panel!)?.column.basis).toBe('100g');
  });

  it('still reads the row again for the column whose figure was lost', () => {
    const analysis = analysePanel(table([[300, 'WKR'], [520, '5.0 g']]));
    // The carbohydrate row is the eighth: centre 20 + 7 · 30 + 9.
    expect(analysis?.gaps.map((g) => [g.kind, Math.round(g.centre.y0)])).toEqual([['row', 239]]);
  });

  it('takes no words that stand under no column for a lost figure', () => {
    // Words beside the name, left of the first column: a note, not a cell.
    const panel = parsePanel(table([[190, 'WKR'], [520, '5.0 g']]));
    expect(panel?.columns.every((c) => c.nutrients.carbs === undefined)).toBe(true);
  });

  it('takes no long run of words for a lost figure', () => {
    const panel = parsePanel(table([[300, 'SEEBACKOFPACK'], [520, '5.0 g']]));
    expect(panel?.columns.every((c) => c.nutrients.carbs === undefined)).toBe(true);
  });

});
