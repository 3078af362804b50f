import { describe, expect, it } from 'vitest';
import { chooseColumn, labelResult, missingCore } from './label-result.js';
import type { LabelPanel, PanelColumn } from './types.js';

const complete = (basis: PanelColumn['basis'], kcal: number): PanelColumn => ({
  basis,
  nutrients: { kcal, fat: 4, satFat: 1, carbs: 20, sugars: 5, protein: 3, sodiumMg: 120 },
});

const panel = (...columns: PanelColumn[]): LabelPanel => ({ layout: 'table', columns, heading: 'Nutrition Information' });

describe('the column a label answer is made from', () => {
  it('is per serving when that column was read whole', () => {
    expect(chooseColumn(panel(complete('100g', 130), complete('serving', 65)))!.basis).toBe('serving');
  });

  it('passes over a column whose fat, carbohydrate or protein did not read, rather than answer 0 g for it', () => {
    const { protein: _lost, ...partial } = complete('serving', 65).nutrients;
    const torn: PanelColumn = { basis: 'serving', nutrients: partial };
    expect(missingCore(torn)).toEqual(['protein']);
    expect(chooseColumn(panel(complete('100g', 130), torn))!.basis).toBe('100g');
  });

  it('counts energy printed only in kJ (Australian panels) as read', () => {
    const { kcal: _kcal, ...rest } = complete('100g', 130).nutrients;
    const kjOnly: PanelColumn = { basis: '100g', nutrients: { ...rest, kj: 544 } };
    expect(missingCore(kjOnly)).toEqual([]);
    expect(labelResult(panel(kjOnly), kjOnly).calories).toBe(130);
  });

  it('is none when every column lacks a core figure, so scanLabel says what did not read', () => {
    const energyOnly: PanelColumn = { basis: 'serving', nutrients: { kcal: 5.4, fiber: 0.5 } };
    const noCarbs: PanelColumn = { basis: 'container', nutrients: { kcal: 10, fat: 90, protein: 2 } };
    expect(missingCore(energyOnly)).toEqual(['fat', 'carbohydrate', 'protein']);
    expect(chooseColumn(panel(energyOnly, noCarbs))).toBeUndefined();
  });
});
