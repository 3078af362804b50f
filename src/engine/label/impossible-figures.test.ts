import { describe, expect, it } from 'vitest';
import { sharedScale, withoutImpossibleFigures } from './impossible-figures.js';
import type { LabelPanel, PanelColumn } from './types.js';

const table = (columns: PanelColumn[], extra: Partial<LabelPanel> = {}): LabelPanel => ({ layout: 'table', columns, ...extra });

describe('figures no panel can print', () => {
  it('drops a portion\'s figures its grams cannot hold, the grams told by the other figures\' scale', () => {
    // "pro Portion (50" lost its "g)"; "6,2 g" read as 629, "2,5 g" as 259, "/ 100 kcal" as 7100.
    const panel = table([
      { basis: '100g', nutrients: { kcal: 200, kj: 833, fat: 12, satFat: 1.3, carbs: 16, sugars: 14, protein: 5 } },
      { basis: 'serving', nutrients: { kcal: 7100, kj: 416, fat: 629, satFat: 0.6, carbs: 8.1, sugars: 7.9, protein: 259 } },
    ]);
    const checked = withoutImpossibleFigures(panel);
    expect(checked.columns[1]!.nutrients).toEqual({ kj: 416, satFat: 0.6, carbs: 8.1, sugars: 7.9 });
    expect(checked.columns[0]).toEqual(panel.columns[0]);
  });

  it('uses the printed grams of a portion, and per 100 g allows what 100 g can hold', () => {
    const panel = table([
      { basis: '100g', nutrients: { kcal: 884, fat: 100, carbs: 0, protein: 0, sodiumMg: 2 } },
      { basis: 'serving', grams: 15, nutrients: { kcal: 133, fat: 15, carbs: 0, protein: 0, sodiumMg: 300 } },
    ]);
    // 300 mg of sodium in 15 g is possible (salted butter has about 600 mg per 100 g; table salt 40 g).
    expect(withoutImpossibleFigures(panel)).toBe(panel);
    const misread = table([{ basis: '100g', nutrients: { kcal: 3800, fat: 12.5, carbs: 150 } }]);
    expect(withoutImpossibleFigures(misread).columns[0]!.nutrients).toEqual({ fat: 12.5 });
  });

  it('leaves a column alone when nothing tells its grams', () => {
    // One column per serving and no serving size: 629 g is not provably too much.
    const panel = table([{ basis: 'serving', nutrients: { kcal: 220, fat: 629, carbs: 30 } }]);
    expect(withoutImpossibleFigures(panel)).toBe(panel);
  });

  it('finds two columns\' scale only where at least three figures agree on it and no other scale has as many', () => {
    expect(sharedScale({ kj: 416, carbs: 8.1, sugars: 7.9, fat: 629 }, { kj: 833, carbs: 16, sugars: 14, fat: 12 })).toBeCloseTo(0.506, 2);
    expect(sharedScale({ kj: 416, carbs: 8.1 }, { kj: 833, carbs: 16 })).toBeUndefined();
    // Two scales, three figures each: no telling which is right.
    expect(sharedScale({ a: 1, b: 2, c: 3, d: 40, e: 50, f: 60 } as never, { a: 2, b: 4, c: 6, d: 4, e: 5, f: 6 } as never)).toBeUndefined();
  });
});
