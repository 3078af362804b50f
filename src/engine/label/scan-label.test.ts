import { describe, expect, it } from 'vitest';
import { chooseAnswer } from './label-result.js';
import { partlyRead } from './scan-label.js';
import type { LabelPanel } from './types.js';

describe('what scanLabel says when it refuses a panel it found', () => {
  it('names the core figures that did not read', () => {
    const panel: LabelPanel = { layout: 'table', columns: [{ basis: '100g', nutrients: { kcal: 250, fat: 10, carbs: 30 } }] };
    expect(chooseAnswer(panel)).toBeUndefined();
    expect(partlyRead(panel)).toContain('its protein could not be read');
  });

  it('says the figures contradict each other when every core figure read (no empty list of gaps)', () => {
    // 4·3 + 4·20 + 9·4 = 128 kcal, printed 400: one of them misread.
    const panel: LabelPanel = { layout: 'table', columns: [{ basis: '100g', nutrients: { kcal: 400, fat: 4, carbs: 20, protein: 3 } }] };
    expect(chooseAnswer(panel)).toBeUndefined();
    expect(partlyRead(panel)).toMatch(/contradict each other/);
    expect(partlyRead(panel)).not.toMatch(/its\s+could not/);
  });

  it('counts a figure no table prints ("1.21 g") as not read', () => {
    const panel: LabelPanel = { layout: 'table', columns: [{ basis: '100g', nutrients: { kcal: 49, fat: 4.1, carbs: 1.21, protein: 1.1 } }] };
    expect(partlyRead(panel)).toContain('its carbohydrate could not be read');
  });
});
