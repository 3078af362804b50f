import { describe, expect, it } from 'vitest';
import { analysePanel } from './panel.js';
import { wordsFrom } from './panel-words.test-helper.js';

/** An Indian table whose figures OCR dropped in places: rows 30 px apart from y = 20, 18 px high. */
const table = (sodium: readonly (readonly [number, string])[], protein: readonly (readonly [number, string])[] = [[200, '3.1'], [330, '1.1']]) =>
  wordsFrom([
    [[10, 'NUTRITIONAL INFORMATION']],
    [[200, 'per 100 g'], [330, 'per 35 g serving']],
    [[10, 'Energy (kcal)'], [200, '234.7'], [330, '82.2']],
    [[10, 'Protein (g)'], ...protein],
    [[10, 'Carbohydrate (g)'], [200, '41.8'], [330, '14.6']],
    [[10, 'Total Fat (g)'], [200, '6.1'], [330, '2.1']],
    [[10, 'Sodium (mg)'], ...sodium],
  ]);

describe('analysePanel: rows to read again', () => {
  it('finds none when every named row holds a figure per column', () => {
    const analysis = analysePanel(table([[200, '119'], [330, '41']]));
    expect(analysis?.gaps).toEqual([]);
  });

  it('gives the strip of a row that lost a figure, across the panel, centred on the row', () => {
    const analysis = analysePanel(table([[200, '119']]));
    expect(analysis?.panel.columns[1]!.nutrients.sodiumMg).toBeUndefined();
    expect(analysis?.gaps).toHaveLength(1);
    const gap = analysis!.gaps[0]!;
    expect(gap.key).toBe('sodiumMg');
    // The sodium row's words span y 200–218; the strip takes in the row and no neighbour's centre.
    expect(gap.box.y0).toBeLessThanOrEqual(200);
    expect(gap.box.y1).toBeGreaterThanOrEqual(218);
    expect(gap.box.y0).toBeGreaterThan(179);
    expect(gap.box.y1).toBeLessThan(239);
    // From the names' left edge to beyond the rightmost figure (the lost one may be the last).
    expect(gap.box.x0).toBeLessThanOrEqual(10);
    expect(gap.box.x1).toBeGreaterThanOrEqual(330 + 4 * 9);
    expect(gap.centre.y0 + gap.centre.slope * 300).toBeCloseTo(209, 0);
  });

  it('reports rows with a name and no figure at all, one strip per row', () => {
    const analysis = analysePanel(table([], []));
    expect(analysis?.gaps.map((g) => g.key).sort()).toEqual(['protein', 'sodiumMg']);
  });
});
