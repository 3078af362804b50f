import { describe, expect, it } from 'vitest';
import { combineReadings } from './combine-readings.js';
import { readingScore } from './read-label.js';
import type { LabelPanel, PanelColumn } from './types.js';

const table = (...columns: PanelColumn[]): LabelPanel => ({ layout: 'table', columns, heading: 'Nährwerte' });

describe('two reads of one panel put together', () => {
  it('takes the figures only the other read found (a name the first model lost)', () => {
    const english = table({ basis: '100g', nutrients: { kcal: 250, fat: 12.5, carbs: 28, protein: 7 } });
    const german = table({ basis: '100g', nutrients: { kcal: 250, fat: 12.5, satFat: 3.1, carbs: 28, sugars: 3.1, protein: 7, salt: 0.8 } });
    const combined = combineReadings(english, german, readingScore);
    expect(combined.columns[0]!.nutrients).toEqual({ kcal: 250, fat: 12.5, carbs: 28, protein: 7, satFat: 3.1, sugars: 3.1, salt: 0.8 });
    expect(combined.heading).toBe('Nährwerte');
  });

  it('where the reads disagree, keeps the figures that make the energy agree with the macronutrients', () => {
    // 4·7 + 4·28 + 9·12.5 = 252.5 kcal: protein "1" (a 7 misread) contradicts it.
    const english = table({ basis: '100g', nutrients: { kcal: 250, fat: 12.5, carbs: 28, protein: 1, salt: 0.8 } });
    const german = table({ basis: '100g', nutrients: { kcal: 250, fat: 12.5, carbs: 28, protein: 7, salt: 8 } });
    const combined = combineReadings(english, german, readingScore);
    expect(combined.columns[0]!.nutrients.protein).toBe(7);
    // Nothing checks salt: the first read's figure stands.
    expect(combined.columns[0]!.nutrients.salt).toBe(0.8);
  });

  it('where nothing else decides, keeps saturates within fat and sugars within carbohydrate', () => {
    // The English model read "7,6 g" as 1.6 and "2,4 g" as 24.9 (its "g" as a 9).
    const english = table({ basis: '100g', nutrients: { kcal: 133, fat: 1.6, satFat: 24.9, carbs: 9.1, sugars: 0.5 } });
    const french = table({ basis: '100g', nutrients: { kcal: 133, fat: 7.6, satFat: 2.4, carbs: 9.1, sugars: 5, protein: 7.1 } });
    const combined = combineReadings(english, french, readingScore);
    expect(combined.columns[0]!.nutrients).toEqual({ kcal: 133, fat: 7.6, satFat: 2.4, carbs: 9.1, sugars: 0.5, protein: 7.1 });
  });

  it('matches columns by what they are for, and leaves a column the other read lacks as it is', () => {
    const english = table(
      { basis: '100g', nutrients: { kcal: 400, fat: 20, carbs: 50, protein: 5 } },
      { basis: 'serving', grams: 30, nutrients: { kcal: 120, fat: 6 } },
    );
    const german = table({ basis: 'serving', grams: 30, nutrients: { kcal: 120, fat: 6, carbs: 15, protein: 1.5 } });
    const combined = combineReadings(english, german, readingScore);
    expect(combined.columns.map((c) => c.basis)).toEqual(['100g', 'serving']);
    expect(combined.columns[0]!.nutrients).toEqual({ kcal: 400, fat: 20, carbs: 50, protein: 5 });
    expect(combined.columns[1]!.nutrients).toEqual({ kcal: 120, fat: 6, carbs: 15, protein: 1.5 });
    expect(english.columns[1]!.nutrients).toEqual({ kcal: 120, fat: 6 });
  });

  it('takes each figure as most reads give it when nothing checks it', () => {
    // Three looks at one panel: sugars and salt are checked by nothing (sugars stay within
    // carbohydrate either way), so two reads of "4,2 g" outvote one of "4,9".
    const first = table({ basis: '100g', nutrients: { kcal: 250, fat: 12.5, carbs: 28, sugars: 4.9, protein: 7, salt: 0.8 } });
    const second = table({ basis: '100g', nutrients: { kcal: 250, fat: 12.5, carbs: 28, sugars: 4.2, protein: 7 } });
    const third = table({ basis: '100g', nutrients: { kcal: 250, carbs: 28, sugars: 4.2, protein: 7, salt: 0.3 } });
    const combined = combineReadings(first, [second, third], readingScore);
    expect(combined.columns[0]!.nutrients).toEqual({ kcal: 250, fat: 12.5, carbs: 28, sugars: 4.2, protein: 7, salt: 0.8 });
  });

  it('lets the energy check overrule the majority', () => {
    // Two looks lost the same decimal point of protein (7,5 g read as 75): 4·7.5 + 4·28 + 9·12.5 = 254.5 kcal.
    const first = table({ basis: '100g', nutrients: { kcal: 255, fat: 12.5, carbs: 28, protein: 75 } });
    const second = table({ basis: '100g', nutrients: { kcal: 255, fat: 12.5, carbs: 28, protein: 75 } });
    const third = table({ basis: '100g', nutrients: { kcal: 255, fat: 12.5, carbs: 28, protein: 7.5 } });
    expect(combineReadings(first, [second, third], readingScore).columns[0]!.nutrients.protein).toBe(7.5);
  });
});
