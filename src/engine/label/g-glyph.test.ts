import { describe, expect, it } from 'vitest';
import { parsePanel } from './panel.js';
import { wordsFrom } from './panel-words.test-helper.js';

/*
 * An Australian panel in a narrow face whose "g" OCR reads as an 8 on most rows ("0.38" for
 * "0.3g", "268" for "26g"), the milligrams and kJ read whole. Words and boxes of our own.
 */
const au = (protein: [string, string]) => wordsFrom([
  [[10, 'NUTRITION INFORMATION']],
  [[10, 'Servings per package: 12']],
  [[10, 'Serving size: 50 g']],
  [[200, 'Quantity per serving'], [360, 'Quantity per 100 g']],
  [[10, 'Energy'], [220, '190kJ'], [380, '380kJ']],
  [[10, 'Protein'], [220, protein[0]], [380, protein[1]]],
  [[10, 'Fat, total'], [220, '1.4g'], [380, '2.9g']],
  [[26, '- saturated'], [220, '0.38'], [380, '0.68']],
  [[10, 'Carbohydrate'], [220, '4.2g'], [380, '8.58']],
  [[26, '- sugars'], [220, '0.3g'], [380, '0.58']],
  [[10, 'Sodium'], [220, '248mg'], [380, '495mg']],
]);

describe('parsePanel: a face whose "g" reads as an 8', () => {
  it('reads the 8 ending each bare figure as its "g"', () => {
    const panel = parsePanel(au(['2.68', '5.28']));
    const hundred = panel!.columns.find((c) => c.basis === '100g')!.nutrients;
    const serving = panel!.columns.find((c) => c.basis === 'serving')!.nutrients;
    expect(hundred).toMatchObject({ satFat: 0.6, carbs: 8.5, sugars: 0.5, protein: 5.2 });
    expect(serving).toMatchObject({ satFat: 0.3, protein: 2.6 });
  });
});
