import { describe, expect, it } from 'vitest';
import type { OcrPage, OcrWord } from '../../ocr/types.js';
import { answerWitnessed } from './answer-witnessed.js';
import type { LabelPanel, PanelNutrients } from './types.js';

const word = (text: string, doubts?: OcrWord['doubts']): OcrWord => ({ text, confidence: 80, bbox: { x0: 0, y0: 0, x1: 10, y1: 10 }, ...(doubts ? { doubts } : {}) });
const page = (...words: OcrWord[]): OcrPage => ({ width: 100, height: 100, text: '', confidence: 80, words, lines: [] });

/** A table per 30 g serving and per 100 g whose figures agree with one another (words of our own). */
const perServing: PanelNutrients = { kj: 502, kcal: 120, fat: 3, satFat: 0.6, carbs: 18, sugars: 3, protein: 4.5, salt: 0.3 };
const per100: PanelNutrients = { kj: 1674, kcal: 400, fat: 10, satFat: 2, carbs: 60, sugars: 10, protein: 15, salt: 1 };
const table = (serving: PanelNutrients): LabelPanel => ({ layout: 'table', servingGrams: 30, columns: [{ basis: 'serving', grams: 30, nutrients: serving }, { basis: '100g', nutrients: per100 }] });

/** A US panel, one column, with the % Daily Value of fat and carbohydrate. */
const us = (kcal = 230): LabelPanel => ({ layout: 'us', columns: [{ basis: 'serving', nutrients: { kcal, fat: 8, carbs: 37, protein: 3 }, percents: { fat: 10, carbs: 13 } }] });

/** A stand-in for the reader (figureDoubts reads a page again with a doubted digit the other way): the serving's energy is the page's first word, the rest is the pack's other print. */
const panelOf = (read: OcrPage): LabelPanel => table({ ...perServing, kcal: Number(read.words[0]!.text) });

describe('an answer witnessed figure by figure', () => {
  it('takes a table whose two columns agree at their printed weights, energy in kJ and kcal', () => {
    const panel = table(perServing);
    expect(answerWitnessed(panel, [{ page: page(), panel }], panelOf)).toBe(true);
  });

  it('looks again when a core figure is off the other column\'s scale', () => {
    // Fat read a tenth too small: the serving column's energy no longer agrees, and the 100 g one is contradicted.
    const panel = table({ ...perServing, fat: 0.3 });
    expect(answerWitnessed(panel, [{ page: page(), panel }], panelOf)).toBe(false);
  });

  it('looks again when a core figure nothing confirms was read by one look alone', () => {
    const panel = us();
    // Fat and carbohydrate fit their % Daily Value; calories and protein have no witness yet.
    expect(answerWitnessed(panel, [{ page: page(), panel }], panelOf)).toBe(false);
    const again = us();
    expect(answerWitnessed(panel, [{ page: page(), panel }, { page: page(), panel: again }], panelOf)).toBe(true);
  });

  it('does not take a doubted figure for witnessed until another look reads it alike', () => {
    const doubted = page(word('120', [{ index: 1, alternative: '8', margin: 10 }]));
    const panel = table(perServing);
    expect(answerWitnessed(panel, [{ page: doubted, panel }], panelOf)).toBe(false);
    expect(answerWitnessed(panel, [{ page: doubted, panel }, { page: page(), panel: table(perServing) }], panelOf)).toBe(true);
  });

  it('takes no doubt for a figure from another word of its value', () => {
    // "3 servings", its 3 nearly an 8: the serving's fat and sugars are 3 g too, read from words of their own.
    const servings = page(word('120'), word('3', [{ index: 0, alternative: '8', margin: 10 }]));
    const panel = table(perServing);
    expect(answerWitnessed(panel, [{ page: servings, panel }], panelOf)).toBe(true);
  });

  it('looks again at a core figure read from letters alone, and at an energy worked out from the macronutrients', () => {
    const unconfirmed: LabelPanel = { ...table(perServing), columns: table(perServing).columns.map((c, i) => (i === 0 ? { ...c, unconfirmed: ['fat'] } : c)) };
    expect(answerWitnessed(unconfirmed, [{ page: page(), panel: unconfirmed }], panelOf)).toBe(false);
    const { kj: _kj, kcal: _kcal, ...noEnergy } = perServing;
    const { kj: _kj100, kcal: _kcal100, ...noEnergy100 } = per100;
    const macrosOnly: LabelPanel = { layout: 'table', servingGrams: 30, columns: [{ basis: 'serving', grams: 30, nutrients: noEnergy }, { basis: '100g', nutrients: noEnergy100 }] };
    expect(answerWitnessed(macrosOnly, [{ page: page(), panel: macrosOnly }], panelOf)).toBe(false);
  });

  it('takes a table\'s % of the daily intake as a witness, one it contradicts as none (a one-column EU table)', () => {
    // 120 kcal (502 kJ), fat 3 g 4 %, carbohydrate 18 g 7 %, protein 4.5 g 9 % of the EU's reference intakes.
    const column = { basis: 'serving' as const, nutrients: { kj: 502, kcal: 120, fat: 3, carbs: 18, sugars: 3, protein: 4.5 }, intakePercents: { fat: 4, carbs: 7, protein: 9 } };
    const eu: LabelPanel = { layout: 'table', columns: [column] };
    expect(answerWitnessed(eu, [{ page: page(), panel: eu }], panelOf)).toBe(true);
    // Protein's percent says 19 %: 4.5 g is not it, and no other witness stands for it.
    const off: LabelPanel = { layout: 'table', columns: [{ ...column, intakePercents: { ...column.intakePercents, protein: 19 } }] };
    expect(answerWitnessed(off, [{ page: page(), panel: off }], panelOf)).toBe(false);
  });
});
