import { describe, expect, it } from 'vitest';
import { parsePanel } from './panel.js';
import { wordsFrom } from './panel-words.test-helper.js';
import type { LabelWord } from './types.js';

/** An Indian-style table, units in the names, per 100 g and per serve; `carbs` the per-100 g carbohydrate cell as read. */
function table(carbs: string): LabelWord[] {
  return wordsFrom([
    [[10, 'Nutritional Information']],
    [[300, 'Per 100 g'], [460, 'Per serve (30 g)']],
    [[10, 'Energy (kcal)'], [320, '204'], [480, '61']],
    [[10, 'Protein (g)'], [320, '4.2'], [480, '1.3']],
    [[10, 'Carbohydrate (g)'], [320, carbs], [480, '5.6']],
    [[10, 'Total Fat (g)'], [320, '12.6'], [480, '3.8']],
  ]);
}

/** The words with the lone digit after "18" moved against it, as OCR boxes a point it lost. */
function touching(words: LabelWord[], gap: number): LabelWord[] {
  const first = words.find((w) => w.text === '18')!;
  return words.map((w) => (w.text === '5' && w.y0 === first.y0 ? { ...w, x0: first.x1 + gap, x1: first.x1 + gap + 9 } : w));
}

describe('a figure split at its point ("18 5" for 18.5 where the names hold the units)', () => {
  it('joins two digits and the one digit against them', () => {
    const panel = parsePanel(touching(table('18 5'), -3))!;
    const per100 = panel.columns.find((c) => c.basis === '100g')!;
    expect(per100.nutrients.carbs).toBe(18.5);
    expect(per100.nutrients.kcal).toBe(204);
  });

  it('keeps them apart when a gap stands between them', () => {
    // A word height apart: not a lost point; the 18 is read, never 18.5.
    const panel = parsePanel(touching(table('18 5'), 18));
    const per100 = panel?.columns.find((c) => c.basis === '100g');
    expect(per100?.nutrients.carbs).not.toBe(18.5);
  });
});
