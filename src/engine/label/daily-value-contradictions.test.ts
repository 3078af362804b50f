import { describe, expect, it } from 'vitest';
import { dailyValueContradictions } from './daily-value-contradictions.js';
import type { LabelPanel, PanelNutrients } from './types.js';

// A US serving of our own (a bowl of soup, made up): each figure fits the % Daily Value beside it.
const soup: PanelNutrients = { kcal: 110, fat: 4, carbs: 14, protein: 5, sodiumMg: 690, fiber: 2 };
const percents = { fat: 5, carbs: 5, sodiumMg: 30, fiber: 7 };
const us = (nutrients: PanelNutrients, layout: LabelPanel['layout'] = 'us'): LabelPanel => ({ layout, columns: [{ basis: 'serving', nutrients, percents }] });

describe('figures a US panel\'s own % Daily Value rules out', () => {
  it('counts none when every figure fits its percent within rounding', () => {
    expect(dailyValueContradictions(us(soup))).toBe(0);
  });
  it('counts a figure whose percent no daily value and no rounding explains (sodium 69 mg read beside 30 %)', () => {
    expect(dailyValueContradictions(us({ ...soup, sodiumMg: 69 }))).toBe(1);
    expect(dailyValueContradictions(us({ ...soup, sodiumMg: 69, fat: 40 }, 'us-linear'))).toBe(2);
  });
  it('leaves a table\'s percents to their own references (daily-intake.ts)', () => {
    expect(dailyValueContradictions(us({ ...soup, sodiumMg: 69 }, 'table'))).toBe(0);
  });
});

describe('a percent whose "%" was read as one more digit', () => {
  it('is no contradiction when a percent no food reaches fits the figure without its last digit ("11%" of 3 g of fibre read 119)', () => {
    const panel: LabelPanel = { layout: 'us', columns: [{ basis: 'serving', nutrients: { ...soup, fiber: 3 }, percents: { ...percents, fiber: 119 } }] };
    expect(dailyValueContradictions(panel)).toBe(0);
  });
  it('still counts a figure that lost its last digit, whose percent is one a food prints (690 mg of sodium read 69 beside 30 %)', () => {
    expect(dailyValueContradictions(us({ ...soup, sodiumMg: 69 }))).toBe(1);
  });
});
