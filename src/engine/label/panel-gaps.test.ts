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
    expect(gap.kind).toBe('row');
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

  it('gives the strip of a row whose garbled name the print order put back, when it lost a figure', () => {
    const analysis = analysePanel(wordsFrom([
      [[10, 'NUTRITIONAL INFORMATION']],
      [[200, 'per 100 g'], [330, 'per 35 g serving']],
      [[10, 'Energy (kcal)'], [200, '234.7'], [330, '82.2']],
      [[10, 'Protein (g)'], [200, '3.1'], [330, '1.1']],
      [[40, 'ydrate ('], [200, '41.8']],
      [[10, 'Total Fat (g)'], [200, '6.1'], [330, '2.1']],
      [[10, 'Sodium (mg)'], [200, '119'], [330, '41']],
    ]));
    expect(analysis?.panel.columns[0]!.nutrients.carbs).toBe(41.8);
    // The carbohydrate row is the fifth: centre 20 + 4 · 30 + 9.
    expect(analysis?.gaps.map((g) => [g.kind, Math.round(g.centre.y0)])).toEqual([['row', 149]]);
  });

  it('reports rows with a name and no figure at all, one strip per row', () => {
    const analysis = analysePanel(table([], []));
    // Protein's row is the fourth (centre 20 + 3 · 30 + 9), sodium's the seventh.
    expect(analysis?.gaps.map((g) => [g.kind, Math.round(g.centre.y0)])).toEqual([['row', 119], ['row', 209]]);
  });

  it('gives a band where whole rows went unread, between rows and after the last the print order expects', () => {
    const rows = [
      [[10, 'NUTRITIONAL INFORMATION']],
      [[200, 'per 100 g'], [330, 'per 35 g serving']],
      [[10, 'Energy (kcal)'], [200, '234.7'], [330, '82.2']],
      [[10, 'Protein (g)'], [200, '3.1'], [330, '1.1']],
      [],
      [[10, 'Total Sugars (g)'], [200, '5.2'], [330, '1.8']],
      [[10, 'Added Sugars (g)'], [200, '4.0'], [330, '1.4']],
      [[10, 'Dietary Fibre (g)'], [200, '0.4'], [330, '0.2']],
      [[10, 'Total Fat (g)'], [200, '6.1'], [330, '2.1']],
      [[10, 'Saturated Fat (g)'], [200, '3.2'], [330, '1.1']],
      [[10, 'Trans Fat (g)'], [200, '0.0'], [330, '0.0']],
    ] as const;
    const analysis = analysePanel(wordsFrom(rows));
    const bands = analysis!.gaps.filter((g) => g.kind === 'band');
    // The carbohydrate row (fifth, centre 149) and the sodium row after trans fat (twelfth, centre 359).
    expect(bands.map((g) => Math.round(g.centre.y0))).toEqual([149, 359]);
    for (const band of bands) {
      expect(band.box.y0).toBeGreaterThan(band.centre.y0 - 30);
      expect(band.box.y1).toBeLessThan(band.centre.y0 + 30);
    }
  });

  it('gives a band above the first row read when the rows the order opens with all went unread', () => {
    // An Australian table whose energy and protein rows (the third and fourth) read nothing.
    const analysis = analysePanel(wordsFrom([
      [[10, 'NUTRITION INFORMATION']],
      [[200, 'Quantity per serving'], [330, 'Quantity per 100 g']],
      [],
      [],
      [[10, 'Fat, total'], [200, '3.4g'], [330, '11.3g']],
      [[10, '- saturated'], [200, '1.2g'], [330, '4.0g']],
      [[10, 'Carbohydrate'], [200, '20.1g'], [330, '67.0g']],
      [[10, '- sugars'], [200, '6.2g'], [330, '20.7g']],
      [[10, 'Sodium'], [200, '120mg'], [330, '400mg']],
    ]));
    const bands = analysis!.gaps.filter((g) => g.kind === 'band');
    // Two rows high, centred between the two lost rows' centres (89 and 119).
    expect(bands.map((g) => Math.round(g.centre.y0))).toEqual([104]);
    expect(bands[0]!.box.y0).toBeLessThanOrEqual(80);
    expect(bands[0]!.box.y1).toBeGreaterThanOrEqual(128);
    expect(bands[0]!.box.y1).toBeLessThan(149);
  });

  it('gives no band above when the energy row read', () => {
    const analysis = analysePanel(wordsFrom([
      [[10, 'NUTRITION INFORMATION']],
      [[200, 'Quantity per serving'], [330, 'Quantity per 100 g']],
      [[10, 'Energy'], [200, '420kJ'], [330, '1400kJ']],
      [],
      [[10, 'Fat, total'], [200, '3.4g'], [330, '11.3g']],
      [[10, '- saturated'], [200, '1.2g'], [330, '4.0g']],
      [[10, 'Carbohydrate'], [200, '20.1g'], [330, '67.0g']],
      [[10, '- sugars'], [200, '6.2g'], [330, '20.7g']],
      [[10, 'Sodium'], [200, '120mg'], [330, '400mg']],
    ]));
    expect(analysis!.gaps.filter((g) => g.kind === 'band' && g.centre.y0 < 80)).toEqual([]);
  });

  it('gives no band for a panel whose rows all read', () => {
    expect(analysePanel(table([[200, '119'], [330, '41']]))!.gaps).toEqual([]);
  });
});
