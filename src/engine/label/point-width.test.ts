import { describe, expect, it } from 'vitest';
import { parsePanel } from './panel.js';
import type { LabelWord } from './types.js';

/** Words set in a sans face: each character as wide as its advance at 20 px per em. */
function set(rows: readonly (readonly [number, string, string?][])[]): LabelWord[] {
  const advance: Record<string, number> = { '.': 0.278, ',': 0.278, ' ': 0.278, m: 0.833, k: 0.5, J: 0.5, c: 0.5, l: 0.222, i: 0.222 };
  const words: LabelWord[] = [];
  rows.forEach((cells, r) => {
    for (const [x, text, printed] of cells) {
      // `printed` is what the label prints where OCR read `text` ("2,7 g" read as "27g").
      let cursor = x;
      const tokens = text.split(' ');
      const widths = (printed ?? text).split(' ');
      tokens.forEach((token, k) => {
        const width = [...(widths[k] ?? token)].reduce((sum, ch) => sum + 20 * (advance[ch] ?? 0.556), 0);
        words.push({ text: token, x0: cursor, y0: 20 + 34 * r, x1: cursor + width, y1: 20 + 34 * r + 16 });
        cursor += width + 6;
      });
    }
  });
  return words;
}

describe('weighing a lost decimal point by the room it took', () => {
  const panel = (sugars: string, printed: string) => parsePanel(set([
    [[10, 'Nutrition Information']],
    [[300, 'Per 100 g']],
    [[10, 'Energy'], [300, '1521 kJ / 363 kcal']],
    [[10, 'Fat'], [320, '15,2g']],
    [[10, 'of which saturates'], [320, '6,1g']],
    [[10, 'Carbohydrate'], [320, '54,3g']],
    [[10, 'of which sugars'], [320, sugars, printed]],
    [[10, 'Protein'], [320, '1,2g']],
    [[10, 'Salt'], [320, '0,12g']],
  ]));

  it('reads "11g" as 1.1 g where it is as wide as "1,1g"', () => {
    expect(panel('11g', '1,1g')!.columns[0]!.nutrients.sugars).toBe(1.1);
  });

  it('reads "11g" as 11 g where it is as wide as two digits', () => {
    expect(panel('11g', '11g')!.columns[0]!.nutrients.sugars).toBe(11);
  });

  it('measures against the type size when no figure on the panel kept its point', () => {
    const words = set([
      [[10, 'NUTRITION INFORMATION']],
      [[180, 'Quantity per serving'], [420, 'Quantity per 100 g']],
      [[10, 'Energy'], [200, '360 kJ'], [440, '600 kJ']],
      [[10, 'Protein'], [200, '21g', '2.1g'], [440, '36g', '3.6g']],
      [[10, 'Fat, total'], [200, '28g', '2.8g'], [440, '46g', '4.6g']],
      [[10, 'Carbohydrate'], [200, '11g'], [440, '19g']],
      [[10, '- sugars'], [200, '11g', '1.1g'], [440, '18g', '1.8g']],
    ]);
    const panel = parsePanel(words);
    expect(panel!.columns[0]!.nutrients).toMatchObject({ protein: 2.1, fat: 2.8, carbs: 11, sugars: 1.1 });
    expect(panel!.columns[1]!.nutrients).toMatchObject({ protein: 3.6, fat: 4.6, carbs: 19, sugars: 1.8 });
  });
});
