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

  it('takes a kcal one look read over one another look worked out from the kJ, though the worked-out one fits the macronutrients better', () => {
    // 4·5.4 + 4·0.8 + 9·6.4 = 82.4: the kJ over 4.184 gives 82, the panel prints 83.
    const read = table({ basis: '100g', nutrients: { kj: 344, kcal: 83, fat: 6.4, carbs: 0.8, protein: 5.4 } });
    const workedOut = table({ basis: '100g', nutrients: { kj: 344, kcal: 82, fat: 6.4, carbs: 0.8, protein: 5.4 }, workedOut: ['kcal'] });
    expect(combineReadings(workedOut, read, readingScore).columns[0]!.nutrients.kcal).toBe(83);
    expect(combineReadings(read, workedOut, readingScore).columns[0]!.nutrients.kcal).toBe(83);
    // No look read it: the worked-out kcal stands.
    expect(combineReadings(workedOut, { ...workedOut }, readingScore).columns[0]!.nutrients.kcal).toBe(82);
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

  it('puts back figures a percent read beside no figure set aside, when the energy says the percents are the misreads', () => {
    const us = (nutrients: PanelColumn['nutrients'], percents?: PanelColumn['percents']): LabelPanel =>
      ({ layout: 'us', heading: 'Nutrition Facts', columns: [{ basis: 'serving', grams: 240, nutrients, ...(percents ? { percents } : {}) }] });
    // 780 kcal: fat 35 g and carbohydrate 117 g fit it (811); "3%" and "4%" of the daily values
    // are 2–3 g and 8–14 g, which nothing near 780 kcal holds.
    const whole = us({ kcal: 780, fat: 35, carbs: 117, protein: 7 });
    const lost = us({ kcal: 780, protein: 7 }, { fat: 3, carbs: 4 });
    expect(combineReadings(lost, whole, readingScore).columns[0]!.nutrients).toMatchObject({ kcal: 780, fat: 35, carbs: 117, protein: 7 });
    // 45 kcal, fat 2.5 g, no protein: a carbohydrate "3" beside another look's "2%" (5.5 g at
    // 275 g, which the energy fits) stays set aside.
    const small = us({ kcal: 45, fat: 2.5, carbs: 3, protein: 0 });
    const percent = us({ kcal: 45, fat: 2.5, protein: 0 }, { carbs: 2 });
    expect(combineReadings(percent, small, readingScore).columns[0]!.nutrients.carbs).toBeUndefined();
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

  it('gives half the vote of a figure OCR nearly read otherwise to what it nearly was', () => {
    // A single column, three looks: the first read fat "26" with its 6 nearly an 8, the second
    // "2.8", the third "28". Energy agrees with 26 and 28 alike (380 against 378 and 396).
    const first = table({ basis: 'serving', grams: 120, nutrients: { kcal: 380, fat: 26, carbs: 33, protein: 3, sodiumMg: 540 } });
    const second = table({ basis: 'serving', grams: 120, nutrients: { kcal: 380, fat: 2.8, carbs: 33, protein: 3, sodiumMg: 940 } });
    const third = table({ basis: 'serving', grams: 120, nutrients: { kcal: 380, fat: 28, carbs: 33, protein: 3, sodiumMg: 940 } });
    const nearly = new Map<string, number[]>([['fat', [28]], ['sodiumMg', [940]]]);
    const doubted = (panel: LabelPanel) => (column: number, figure: string) => (panel === first && column === 0 ? nearly.get(figure) ?? [] : []);
    const combined = combineReadings(first, [second, third], readingScore, doubted).columns[0]!.nutrients;
    expect(combined.fat).toBe(28);
    expect(combined.sodiumMg).toBe(940);
    // Without the doubts, three readings of fat tie and the first read's stands.
    expect(combineReadings(first, [second, third], readingScore).columns[0]!.nutrients.fat).toBe(26);
  });

  it('counts a look whose serving size was misread, when each read has one column of that basis', () => {
    const first = table({ basis: 'serving', grams: 120, nutrients: { kcal: 380, fat: 28, carbs: 33, protein: 3, sodiumMg: 540 } });
    const second = table({ basis: 'serving', grams: 1209, nutrients: { kcal: 380, fat: 28, carbs: 33, protein: 3, sodiumMg: 940 } });
    const third = table({ basis: 'serving', grams: 120, nutrients: { kcal: 380, fat: 28, carbs: 33, protein: 3, sodiumMg: 940 } });
    expect(combineReadings(first, [second, third], readingScore).columns[0]!.nutrients.sodiumMg).toBe(940);
    // Two serving columns of different sizes are not taken for one another.
    const twoSizes = table(
      { basis: 'serving', grams: 30, nutrients: { kcal: 120, fat: 6 } },
      { basis: 'serving', grams: 60, nutrients: { kcal: 240, fat: 12 } },
    );
    const other = table({ basis: 'serving', grams: 45, nutrients: { kcal: 180, fat: 9, protein: 2 } });
    expect(combineReadings(twoSizes, other, readingScore).columns.map((c) => c.nutrients)).toEqual([{ kcal: 120, fat: 6 }, { kcal: 240, fat: 12 }]);
  });

  describe('the percent of daily value read on a row checks what other looks read for it', () => {
    const us = (...columns: PanelColumn[]): LabelPanel => ({ layout: 'us', columns });
    it('takes the reading its percent fits, over the majority', () => {
      // 6 g of carbohydrate is 2 % of 275 g; 3 g would print 1 %.
      const base = us({ basis: 'serving', nutrients: { kcal: 45, fat: 2.5, carbs: 3, protein: 0 }, percents: { fat: 3, carbs: 2 } });
      const other = us({ basis: 'serving', nutrients: { kcal: 45, fat: 2.5, carbs: 3, protein: 0 } });
      const third = us({ basis: 'serving', nutrients: { kcal: 45, fat: 2.5, carbs: 6, protein: 0 } });
      expect(combineReadings(base, [other, third], readingScore).columns[0]!.nutrients.carbs).toBe(6);
    });

    it('drops a figure another look read without the percent this look read beside no figure, when the percent contradicts it', () => {
      const base = us({ basis: 'serving', nutrients: { kcal: 45, fat: 2.5, protein: 0 }, percents: { fat: 3, carbs: 2 } });
      const other = us({ basis: 'serving', nutrients: { kcal: 45, fat: 2.5, carbs: 3, protein: 0 } });
      const combined = combineReadings(base, other, readingScore).columns[0]!;
      expect(combined.nutrients.carbs).toBeUndefined();
      expect(combined.percents).toEqual({ fat: 3, carbs: 2 });
    });

    it('keeps a figure read beside the percent it contradicts: the percent may be the misread', () => {
      const base = us({ basis: 'serving', nutrients: { kcal: 270, fat: 8, carbs: 33, protein: 3 }, percents: { carbs: 2 } });
      const other = us({ basis: 'serving', nutrients: { kcal: 270, fat: 8, carbs: 33, protein: 3 } });
      expect(combineReadings(base, other, readingScore).columns[0]!.nutrients.carbs).toBe(33);
    });
  });

  it('marks a figure unconfirmed when every look read it from letters, or one look alone read it so and another otherwise', () => {
    const us = (...columns: PanelColumn[]): LabelPanel => ({ layout: 'us', columns });
    const base = us({ basis: 'serving', nutrients: { fat: 1, carbs: 1, protein: 5 }, unconfirmed: ['fat'] });
    const sameLetters = us({ basis: 'serving', nutrients: { fat: 1, carbs: 1, protein: 5 }, unconfirmed: ['fat'] });
    expect(combineReadings(base, sameLetters, readingScore).columns[0]!.unconfirmed).toEqual(['fat']);
    const digits = us({ basis: 'serving', nutrients: { fat: 1, carbs: 1, protein: 5 } });
    expect(combineReadings(base, digits, readingScore).columns[0]!.unconfirmed).toBeUndefined();
    const otherwise = us({ basis: 'serving', nutrients: { fat: 1, carbs: 1, protein: 3 } });
    expect(combineReadings(digits, otherwise, readingScore).columns[0]!.unconfirmed).toEqual(['protein']);
    // Two looks of three agreeing confirm it.
    expect(combineReadings(digits, [otherwise, digits], readingScore).columns[0]!.unconfirmed).toBeUndefined();
  });
});
