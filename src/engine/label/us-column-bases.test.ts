import { describe, expect, it } from 'vitest';
import type { LabelPanel, PanelColumn } from './types.js';
import { withUsBasesByServings } from './us-column-bases.js';

const serving: PanelColumn['nutrients'] = { kcal: 20, fat: 1.5, satFat: 0.5, carbs: 2, fiber: 2, protein: 1, sodiumMg: 140 };
const container: PanelColumn['nutrients'] = { kcal: 160, fat: 12, satFat: 5, carbs: 18, fiber: 13, protein: 11, sodiumMg: 1140 };
const us = (columns: PanelColumn[], servingsPerContainer?: number): LabelPanel =>
  ({ layout: 'us', columns, heading: 'Nutrition Facts', servingGrams: 30, ...(servingsPerContainer ? { servingsPerContainer } : {}) });

describe('a US dual panel\'s columns named by the servings per container', () => {
  it('names the smaller column per serving and the larger per container when headings were misread', () => {
    const read = us([{ basis: 'container', nutrients: serving }, { basis: '100g', grams: 30, nutrients: container }], 8);
    const named = withUsBasesByServings(read);
    expect(named.columns.map((c) => c.basis)).toEqual(['serving', 'container']);
    expect(named.columns[0]).toMatchObject({ grams: 30, nutrients: serving });
    expect(named.columns[1]!.grams).toBeUndefined();
  });

  it('works either way round (the container column printed first)', () => {
    const read = us([{ basis: 'serving', nutrients: container }, { basis: 'container', nutrients: serving }], 8);
    expect(withUsBasesByServings(read).columns.map((c) => [c.basis, c.nutrients.kcal])).toEqual([['container', 160], ['serving', 20]]);
  });

  it('leaves the columns as read when the servings did not read or the scale is not theirs', () => {
    const read = us([{ basis: 'container', nutrients: serving }, { basis: '100g', nutrients: container }]);
    expect(withUsBasesByServings(read)).toBe(read);
    const otherScale = us([{ basis: 'container', nutrients: serving }, { basis: '100g', nutrients: container }], 4);
    expect(withUsBasesByServings(otherScale)).toBe(otherScale);
  });

  it('leaves tables alone (their second column is per 100 g, not servings)', () => {
    const table: LabelPanel = { ...us([{ basis: '100g', nutrients: serving }, { basis: 'serving', nutrients: container }], 8), layout: 'table' };
    expect(withUsBasesByServings(table)).toBe(table);
  });
});
