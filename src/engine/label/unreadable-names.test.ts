import { describe, expect, it } from 'vitest';
import { chooseAnswer } from './label-result.js';
import { parsePanel } from './panel.js';
import { wordsFrom } from './panel-words.test-helper.js';

/*
 * An EU table printed in Greek, as the English OCR model reads it: the names come out as
 * Latin noise, the figures and units read. (The noise is our own, not any photo's.)
 */
const greek = (rows: { fat: string; sat: string; carbs: string; sugars: string; protein: string; salt: string }[]) => wordsFrom([
  [[10, 'Aiatpogikn dnAwon']],
  [[300, 'ava 100 g'], [480, 'ava pepida (40 g)']],
  [[10, 'Evépyeia'], [300, '1481 kJ / 352 kcal'], [480, '592 kJ / 141 kcal']],
  [[10, 'Armapa'], [330, rows[0]!.fat], [510, rows[1]!.fat]],
  [[26, 'ek Tov oroiwv kopeopeva'], [330, rows[0]!.sat], [510, rows[1]!.sat]],
  [[10, 'Yéatav8paxec'], [330, rows[0]!.carbs], [510, rows[1]!.carbs]],
  [[26, 'ek Twv ornoiwv caxyapa'], [330, rows[0]!.sugars], [510, rows[1]!.sugars]],
  [[10, 'MNpwteives'], [330, rows[0]!.protein], [510, rows[1]!.protein]],
  [[10, 'AAatt'], [330, rows[0]!.salt], [510, rows[1]!.salt]],
]);

describe('parsePanel: a table whose names are in a script OCR cannot read', () => {
  it('names the rows by the one EU order their figures fit', () => {
    const panel = parsePanel(greek([
      { fat: '10 g', sat: '3,1 g', carbs: '56 g', sugars: '8,9 g', protein: '7 g', salt: '0,8 g' },
      { fat: '4 g', sat: '1,2 g', carbs: '22 g', sugars: '3,6 g', protein: '2,8 g', salt: '0,32 g' },
    ]));
    expect(panel?.layout).toBe('table');
    const hundred = panel!.columns.find((c) => c.basis === '100g');
    expect(hundred?.nutrients).toMatchObject({ kj: 1481, kcal: 352, fat: 10, satFat: 3.1, carbs: 56, sugars: 8.9, protein: 7, salt: 0.8 });
    expect(chooseAnswer(panel!)).toBeDefined();
  });

  it('reads nothing when the figures fit no order (a part over its whole, energy off the macronutrients)', () => {
    expect(parsePanel(greek([
      { fat: '10 g', sat: '13,1 g', carbs: '56 g', sugars: '8,9 g', protein: '7 g', salt: '0,8 g' },
      { fat: '4 g', sat: '5,2 g', carbs: '22 g', sugars: '3,6 g', protein: '2,8 g', salt: '0,32 g' },
    ]))).toBeUndefined();
    expect(parsePanel(greek([
      { fat: '10 g', sat: '3,1 g', carbs: '5 g', sugars: '0,9 g', protein: '7 g', salt: '0,8 g' },
      { fat: '4 g', sat: '1,2 g', carbs: '2 g', sugars: '0,6 g', protein: '2,8 g', salt: '0,32 g' },
    ]))).toBeUndefined();
  });

  it('reads a table whose every "g" OCR read as a 9, each reading chosen by the order check', () => {
    // "179" is 17 g or 179 (or 17.9, 1.79): the energy and the parts within their whole say which.
    const panel = parsePanel(greek([
      { fat: '109', sat: '3,19', carbs: '569', sugars: '8,99', protein: '79', salt: '0,8 9' },
      { fat: '49', sat: '1,29', carbs: '229', sugars: '3,69', protein: '2,89', salt: '0,32 9' },
    ]));
    const hundred = panel!.columns.find((c) => c.basis === '100g');
    expect(hundred?.nutrients).toMatchObject({ kcal: 352, fat: 10, satFat: 3.1, carbs: 56, sugars: 8.9, protein: 7, salt: 0.8 });
    expect(chooseAnswer(panel!)?.column.nutrients).toMatchObject({ fat: 4, carbs: 22, protein: 2.8 });
  });

  it('names the rows by the column that fits when the other holds a misread figure, and answers that column alone', () => {
    // The portion's carbohydrate "2 g" for 22 g: its energy (141 kcal) contradicts its own
    // macronutrients, the 100 g column's agrees, so the 100 g column is answered.
    const panel = parsePanel(greek([
      { fat: '10 g', sat: '3,1 g', carbs: '56 g', sugars: '8,9 g', protein: '7 g', salt: '0,8 g' },
      { fat: '4 g', sat: '1,2 g', carbs: '2 g', sugars: '0,6 g', protein: '2,8 g', salt: '0,32 g' },
    ]));
    expect(panel!.columns.find((c) => c.basis === '100g')?.nutrients).toMatchObject({ fat: 10, carbs: 56, protein: 7 });
    const answer = chooseAnswer(panel!);
    expect(answer?.column.basis).toBe('100g');
    expect(answer?.column.nutrients).toMatchObject({ kcal: 352, fat: 10, carbs: 56, protein: 7 });
  });

  it('places a row that lost a figure by where its columns stand, and reads a table whose last row (salt) did not read', () => {
    const words = wordsFrom([
      [[10, 'Aiatpogikn dnAwon']],
      [[300, 'ava 100 g'], [480, 'ava pepida (40 g)']],
      // kJ read "k)" (its J a bracket), the first kcal lost.
      [[10, 'Evépyeia'], [300, '1481 k)'], [480, '592 kJ / 141 kcal']],
      [[10, 'Armapa'], [330, '10 g'], [510, '4 g']],
      // The portion's saturates only: the 100 g figure did not read.
      [[26, 'ek Tov oroiwv kopeopeva'], [510, '1,2 g']],
      [[10, 'Yéatav8paxec'], [330, '56 g'], [510, '22 g']],
      [[26, 'ek Twv ornoiwv caxyapa'], [330, '8,9 g'], [510, '36']],
      [[10, 'MNpwteives'], [330, '7 g'], [510, '2,8 g']],
      [[10, 'AAatt']],
    ]);
    const panel = parsePanel(words);
    expect(panel?.columns.find((c) => c.basis === '100g')?.nutrients).toMatchObject({ kj: 1481, fat: 10, carbs: 56, sugars: 8.9, protein: 7 });
    const portion = panel?.columns.find((c) => c.basis === 'serving')?.nutrients;
    // "36" beside "8,9 g" lost its unit and its point: 3.6 g is the reading that fits.
    expect(portion).toMatchObject({ kcal: 141, fat: 4, satFat: 1.2, carbs: 22, sugars: 3.6, protein: 2.8 });
    expect(portion?.salt).toBeUndefined();
  });
});
