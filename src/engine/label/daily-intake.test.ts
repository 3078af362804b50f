import { describe, expect, it } from 'vitest';
import { fitsDailyIntake } from './daily-intake.js';

describe('a percent of the daily intake as a witness for its amount', () => {
  it('fits the amount printed beside it under its family\'s reference (EU % RI, Australian % DI, Indian % RDA)', () => {
    // EU: 12 g of fat is 17 % of 70 g; 2.5 g of salt 42 % of 6 g; 850 kJ 10 % of 8400 kJ.
    expect(fitsDailyIntake('fat', 12, 17, 'eu')).toBe(true);
    expect(fitsDailyIntake('salt', 2.5, 42, 'eu')).toBe(true);
    expect(fitsDailyIntake('kj', 850, 10, 'eu')).toBe(true);
    // Australia: 5.2 g of saturates is 22 % of 24 g; 688 kJ 8 % of 8700 kJ; 27 mg of sodium 1 %.
    expect(fitsDailyIntake('satFat', 5.2, 22, 'au')).toBe(true);
    expect(fitsDailyIntake('kj', 688, 8, 'au')).toBe(true);
    expect(fitsDailyIntake('sodiumMg', 27, 1, 'au')).toBe(true);
    // India: 6.7 g of fat per serve is 10 % of 67 g.
    expect(fitsDailyIntake('fat', 6.7, 10, 'in')).toBe(true);
  });

  it('refuses an amount misread by a tenth, a lost point or a g read as a digit, that the percent no longer fits', () => {
    // 9 g of protein printed with 18 %: read as 9.8 (19.6 %) or 98.
    expect(fitsDailyIntake('protein', 9, 18, 'eu')).toBe(true);
    expect(fitsDailyIntake('protein', 9.8, 18, 'eu')).toBe(false);
    expect(fitsDailyIntake('protein', 98, 18, 'eu')).toBe(false);
    // 4.6 g of carbohydrate is 1.8 % of 260 g (2 %); 46 is 18 %.
    expect(fitsDailyIntake('carbs', 4.6, 2, 'eu')).toBe(true);
    expect(fitsDailyIntake('carbs', 46, 2, 'eu')).toBe(false);
  });

  it('allows the amount\'s own rounding: a whole gram is worth more percent of a small reference', () => {
    // 2 g of trans fat against India's 2 g: printed 2 stands for 1.5 to 2.5 g, 75 to 125 %.
    expect(fitsDailyIntake('transFat', 2, 80, 'in')).toBe(true);
    expect(fitsDailyIntake('transFat', 2, 130, 'in')).toBe(false);
  });

  it('says nothing of a nutrient no reference covers, and tries every family when the family is not known', () => {
    expect(fitsDailyIntake('fiber', 3, 10, 'eu')).toBeUndefined();
    expect(fitsDailyIntake('cholesterolMg', 30, 10)).toBeUndefined();
    // 24 g of saturates: 100 % of Australia's 24 g, 120 % of the EU's 20 g.
    expect(fitsDailyIntake('satFat', 24, 100)).toBe(true);
    expect(fitsDailyIntake('satFat', 24, 120)).toBe(true);
    expect(fitsDailyIntake('satFat', 24, 100, 'eu')).toBe(false);
  });
});
