import { describe, expect, it } from 'vitest';
import { chooseAnswer } from './label-result.js';
import { parsePanel } from './panel.js';
import { wordsFrom } from './panel-words.test-helper.js';

/**
 * An EU table of our own that prints no fibre row (fibre is voluntary there), per 100 g, whose
 * last rows' names OCR lost: `tail` is those rows' figures. Its energy is its figures':
 * 9·10 + 4·30 + 4·9 = 246 kcal, 37·10 + 17·30 + 17·9 = 1033 kJ. `kcal` may print another.
 */
const table = (tail: readonly string[], kcal = 246) =>
  wordsFrom([
    [[10, 'Nutrition declaration'], [300, 'Per 100 g']],
    [[10, 'Energy'], [300, `1033 kJ / ${kcal} kcal`]],
    [[10, 'Fat'], [300, '10 g']],
    [[10, 'of which saturates'], [300, '4.0 g']],
    [[10, 'Carbohydrate'], [300, '30 g']],
    [[10, 'of which sugars'], [300, '12 g']],
    ...tail.map((figure) => [[300, figure]] as const),
  ]);

describe('rows whose names were lost after a row the panel left out', () => {
  it('names them by the rest of the print order, and the energy that holds the protein lets it be answered', () => {
    const panel = parsePanel(table(['9.0 g', '1.2 g']));
    const column = panel?.columns[0];
    expect(column?.nutrients).toMatchObject({ protein: 9, salt: 1.2 });
    // Named by the order alone: the energy must hold it.
    expect(column?.unconfirmed).toContain('protein');
    expect(chooseAnswer(panel!)?.column.nutrients).toMatchObject({ kcal: 246, fat: 10, carbs: 30, protein: 9 });
  });

  it('gives no answer when the energy does not hold the protein the order named', () => {
    // 290 kcal needs some 20 g of protein: the row named protein is another's.
    const panel = parsePanel(table(['9.0 g', '1.2 g'], 290));
    expect(panel?.columns[0]?.nutrients.protein).toBe(9);
    expect(chooseAnswer(panel!)).toBeUndefined();
  });

  it('gives no answer when a fibre row was printed and another row lost: the fibre is no protein', () => {
    // Fibre 3 g and protein 9 g read nameless, the salt row lost: the order names fibre's row protein.
    const panel = parsePanel(table(['3.0 g', '9.0 g']));
    expect(panel?.columns[0]?.nutrients.protein).toBe(3);
    expect(chooseAnswer(panel!)).toBeUndefined();
  });

  it('names rows as many as the order leaves, fibre included, as before: nothing marked unconfirmed', () => {
    const panel = parsePanel(table(['3.0 g', '9.0 g', '1.2 g']));
    expect(panel?.columns[0]?.nutrients).toMatchObject({ fiber: 3, protein: 9, salt: 1.2 });
    expect(panel?.columns[0]?.unconfirmed ?? []).not.toContain('protein');
  });
});
