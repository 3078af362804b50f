import { describe, expect, it } from 'vitest';
import { partsOverWhole, sharedScale, unexplainedFigures, withEnergyUnitsAgreeing, withLoneKjAsKj, withLostPointsRestored, withoutImpossibleFigures } from './impossible-figures.js';
import type { LabelPanel, PanelColumn } from './types.js';

const table = (columns: PanelColumn[], extra: Partial<LabelPanel> = {}): LabelPanel => ({ layout: 'table', columns, ...extra });

describe('figures no panel can print', () => {
  it('drops a portion\'s figures its grams cannot hold, the grams told by the other figures\' scale', () => {
    // "pro Portion (50" lost its "g)"; "6,2 g" read as 629, "2,5 g" as 259, "/ 100 kcal" as 7100.
    const panel = table([
      { basis: '100g', nutrients: { kcal: 200, kj: 833, fat: 12, satFat: 1.3, carbs: 16, sugars: 14, protein: 5 } },
      { basis: 'serving', nutrients: { kcal: 7100, kj: 416, fat: 629, satFat: 0.6, carbs: 8.1, sugars: 7.9, protein: 259 } },
    ]);
    const checked = withoutImpossibleFigures(panel);
    expect(checked.columns[1]!.nutrients).toEqual({ kj: 416, satFat: 0.6, carbs: 8.1, sugars: 7.9 });
    expect(checked.columns[0]).toEqual(panel.columns[0]);
  });

  it('uses the printed grams of a portion, and per 100 g allows what 100 g can hold', () => {
    const panel = table([
      { basis: '100g', nutrients: { kcal: 884, fat: 100, carbs: 0, protein: 0, sodiumMg: 2 } },
      { basis: 'serving', grams: 15, nutrients: { kcal: 133, fat: 15, carbs: 0, protein: 0, sodiumMg: 300 } },
    ]);
    // 300 mg of sodium in 15 g is possible (salted butter has about 600 mg per 100 g; table salt 40 g).
    expect(withoutImpossibleFigures(panel)).toBe(panel);
    const misread = table([{ basis: '100g', nutrients: { kcal: 3800, fat: 12.5, carbs: 150 } }]);
    expect(withoutImpossibleFigures(misread).columns[0]!.nutrients).toEqual({ fat: 12.5 });
  });

  it('drops US calories no US panel declares (0 under 5, steps of 5 to 50, of 10 above): a speck read as "3"', () => {
    const us = (kcal: number): LabelPanel => ({ layout: 'us', columns: [{ basis: 'serving', nutrients: { kcal, fat: 0, carbs: 0, protein: 0 } }] });
    expect(withoutImpossibleFigures(us(3)).columns[0]!.nutrients).toEqual({ fat: 0, carbs: 0, protein: 0 });
    expect(withoutImpossibleFigures(us(153)).columns[0]!.nutrients.kcal).toBeUndefined();
    for (const printed of [0, 5, 45, 50, 60, 230]) expect(withoutImpossibleFigures(us(printed))).toEqual(us(printed));
    // Tables round otherwise (EU: whole kcal).
    const eu = table([{ basis: '100g', nutrients: { kcal: 3, fat: 0, carbs: 0.7, protein: 0 } }]);
    expect(withoutImpossibleFigures(eu)).toBe(eu);
  });

  it('drops US sodium no US panel declares (0 under 5 mg, steps of 5 to 140, of 10 above): "230mg" read as 2301', () => {
    const us = (sodiumMg: number): LabelPanel => ({ layout: 'us', columns: [{ basis: 'serving', nutrients: { kcal: 90, fat: 1, carbs: 15, protein: 5, sodiumMg } }] });
    expect(withoutImpossibleFigures(us(2301)).columns[0]!.nutrients).toEqual({ kcal: 90, fat: 1, carbs: 15, protein: 5 });
    expect(withoutImpossibleFigures(us(143)).columns[0]!.nutrients.sodiumMg).toBeUndefined();
    for (const printed of [0, 5, 65, 140, 150, 2300]) expect(withoutImpossibleFigures(us(printed))).toEqual(us(printed));
    // Tables print milligrams as measured (an Indian 186.9 mg, an Australian 143 mg).
    const au = table([{ basis: '100g', nutrients: { kj: 1500, fat: 1, carbs: 15, protein: 5, sodiumMg: 143 } }]);
    expect(withoutImpossibleFigures(au)).toBe(au);
  });

  it('leaves a column alone when nothing tells its grams', () => {
    // One column per serving and no serving size: 629 g is not provably too much.
    const panel = table([{ basis: 'serving', nutrients: { kcal: 220, fat: 629, carbs: 30 } }]);
    expect(withoutImpossibleFigures(panel)).toBe(panel);
  });

  it('finds two columns\' scale only where at least three figures agree on it and no other scale has as many', () => {
    expect(sharedScale({ kj: 416, carbs: 8.1, sugars: 7.9, fat: 629 }, { kj: 833, carbs: 16, sugars: 14, fat: 12 })).toBeCloseTo(0.506, 2);
    expect(sharedScale({ kj: 416, carbs: 8.1 }, { kj: 833, carbs: 16 })).toBeUndefined();
    // Two scales, three figures each: no telling which is right.
    expect(sharedScale({ a: 1, b: 2, c: 3, d: 40, e: 50, f: 60 } as never, { a: 2, b: 4, c: 6, d: 4, e: 5, f: 6 } as never)).toBeUndefined();
  });
});

describe('decimal points two columns show lost', () => {
  it('puts back the point of a figure ten times the columns\' shared scale, on the larger side', () => {
    // Per 100 g and per 125 g portion: "2,7 g" of protein read as 27 and "1,8 g" of fibre as 18.
    const panel = table([
      { basis: '100g', nutrients: { kcal: 383, fat: 15, carbs: 59, sugars: 10, fiber: 18, protein: 2.2, salt: 0.24 } },
      { basis: 'serving', nutrients: { kcal: 478, fat: 19, carbs: 73, sugars: 13, fiber: 2.2, protein: 27, salt: 0.3 } },
    ]);
    const restored = withLostPointsRestored(panel);
    expect(restored.columns[0]!.nutrients.fiber).toBe(1.8);
    expect(restored.columns[1]!.nutrients.protein).toBe(2.7);
    expect({ ...restored.columns[1]!.nutrients, protein: 27 }).toEqual(panel.columns[1]!.nutrients);
  });

  it('takes a last digit for the unit "g" read as a digit, not a lost point, when the other column or the percent says so', () => {
    // A 100 g serve beside per 100 g: "9g" of protein read 98 (its g as an 8) beside 9 g. 9.8 g
    // would be printed 9.8 in both columns; 9 fits the other column by rounding alone.
    const serve = (protein: number, other: number, extra: Partial<PanelColumn> = {}, grams = 100, k = 1) => table([
      { basis: 'serving', grams, nutrients: { kcal: Math.round(97 * k), fat: +(5.7 * k).toFixed(1), carbs: +(2.4 * k).toFixed(1), protein }, ...extra },
      { basis: '100g', nutrients: { kcal: 97, fat: 5.7, carbs: 2.4, protein: other } },
    ], { servingGrams: grams });
    expect(withLostPointsRestored(serve(98, 9)).columns[0]!.nutrients.protein).toBe(9);
    // Beside 9.8 per 100 g the point was lost; a last digit that is no "g" glyph ("97") lost its point too.
    expect(withLostPointsRestored(serve(98, 9.8)).columns[0]!.nutrients.protein).toBe(9.8);
    expect(withLostPointsRestored(serve(97, 9)).columns[0]!.nutrients.protein).toBe(9.7);
    // A 110 g serve: 99 is 9.9 (9 × 1.1) or 9 with its g read 9, both within rounding of 9 g per
    // 100 g; the lost point stands unless the row's % of the daily intake says 9 (18 % of 50 g).
    expect(withLostPointsRestored(serve(99, 9, {}, 110, 1.1)).columns[0]!.nutrients.protein).toBe(9.9);
    expect(withLostPointsRestored(serve(99, 9, { intakePercents: { protein: 18 } }, 110, 1.1)).columns[0]!.nutrients.protein).toBe(9);
  });

  it('leaves figures alone when the columns share no clear scale, or there is one column', () => {
    const rounded = table([
      { basis: '100g', nutrients: { kcal: 383, fat: 15, carbs: 59, protein: 2.2 } },
      { basis: 'serving', nutrients: { kcal: 478, fat: 19, carbs: 73, protein: 2.8 } },
    ]);
    expect(withLostPointsRestored(rounded)).toBe(rounded);
    const two = table([
      { basis: '100g', nutrients: { fat: 15, protein: 22 } },
      { basis: 'serving', nutrients: { fat: 19, protein: 2.7 } },
    ]);
    expect(withLostPointsRestored(two)).toBe(two);
    const one = table([{ basis: '100g', nutrients: { kcal: 383, fat: 15, protein: 27 } }]);
    expect(withLostPointsRestored(one)).toBe(one);
  });

  it('divides without binary fractions\' noise', () => {
    const panel = table([
      { basis: '100g', nutrients: { kcal: 400, fat: 28, carbs: 60, protein: 11 } },
      { basis: 'serving', nutrients: { kcal: 40, fat: 28, carbs: 6, protein: 1.1 } },
    ]);
    expect(withLostPointsRestored(panel).columns[1]!.nutrients.fat).toBe(2.8);
  });
});

describe('parts over their whole', () => {
  it('counts saturates over fat and sugars over carbohydrate, beyond rounding', () => {
    expect(partsOverWhole({ fat: 2, satFat: 26, carbs: 10, sugars: 10.04 })).toBe(1);
    expect(partsOverWhole({ fat: 2, satFat: 2.6, carbs: 1, sugars: 31, addedSugars: 40 })).toBe(3);
    expect(partsOverWhole({ satFat: 3 })).toBe(0);
  });
});

describe('decimal points put back only where one can have been lost', () => {
  it('leaves a figure with a point, or of one digit, as read', () => {
    // The per-container carbohydrate read 0.02 (a rule's noise): ten times too small, but
    // dividing the serving's 8 would make a figure no one read.
    const panel = table([
      { basis: 'serving', nutrients: { kcal: 180, fat: 4, carbs: 8, sugars: 5, protein: 6, fiber: 3 } },
      { basis: 'container', nutrients: { kcal: 360, fat: 8, carbs: 1.6, sugars: 10, protein: 12, fiber: 6 } },
    ]);
    expect(withLostPointsRestored(panel)).toBe(panel);
  });
});

describe('kJ and kcal made one energy', () => {
  it('takes off a leading 1 that was a slash ("227 kJ / 55 kcal" read as "227 kJ 155")', () => {
    const panel = table([{ basis: 'serving', nutrients: { kj: 227, kcal: 155, fat: 3.9, carbs: 0.9, protein: 3.8 } }]);
    expect(withEnergyUnitsAgreeing(panel).columns[0]!.nutrients.kcal).toBe(55);
    const kj = table([{ basis: '100g', nutrients: { kj: 1455, kcal: 109, fat: 7.9, carbs: 1.9, protein: 7.7 } }]);
    expect(withEnergyUnitsAgreeing(kj).columns[0]!.nutrients.kj).toBe(455);
  });

  it('otherwise keeps the one the macronutrients side with and converts it', () => {
    const panel = table([{ basis: '100g', nutrients: { kj: 1607, kcal: 883, fat: 15, carbs: 59, protein: 2.2, fiber: 1.8 } }]);
    // At the composition's own kJ/kcal ratio (1609.8 / 383.4), not 4.184 (which gives 384).
    expect(withEnergyUnitsAgreeing(panel).columns[0]!.nutrients.kcal).toBe(383);
  });

  it('leaves energies that agree, or that nothing decides between', () => {
    const agree = table([{ basis: '100g', nutrients: { kj: 1607, kcal: 383, fat: 15 } }]);
    expect(withEnergyUnitsAgreeing(agree)).toBe(agree);
    const undecided = table([{ basis: '100g', nutrients: { kj: 1607, kcal: 883 } }]);
    expect(withEnergyUnitsAgreeing(undecided)).toBe(undecided);
  });
});

describe('figures two columns\' scale does not explain', () => {
  it('counts a figure off the columns\' scale by more than its rounding', () => {
    // Per 100 g and per 50 g: sugars 5 g per 100 g read as 5.9.
    const panel = table([
      { basis: 'serving', nutrients: { kj: 196, fat: 0.8, carbs: 2.9, sugars: 2.5, protein: 4.1, sodiumMg: 71 } },
      { basis: '100g', nutrients: { kj: 392, fat: 1.6, carbs: 5.7, sugars: 5.9, protein: 8.2, sodiumMg: 142 } },
    ]);
    expect(unexplainedFigures(panel)).toBe(1);
    const right = { ...panel, columns: [panel.columns[0]!, { ...panel.columns[1]!, nutrients: { ...panel.columns[1]!.nutrients, sugars: 5 } }] };
    expect(unexplainedFigures(right)).toBe(0);
  });

  it('allows what rounding makes of small figures (US: 1 g a serving, 3 g for 2.5 servings)', () => {
    const panel = table([
      { basis: 'serving', nutrients: { kcal: 140, fat: 7, satFat: 1, carbs: 17, sugars: 1, protein: 2, sodiumMg: 170 } },
      { basis: 'container', nutrients: { kcal: 350, fat: 18, satFat: 3, carbs: 43, sugars: 3, protein: 5, sodiumMg: 430 } },
    ], { layout: 'us' });
    expect(unexplainedFigures(panel)).toBe(0);
  });
});

describe('the scale the serving size prints', () => {
  // Per 100 g and per 40 g serve ("Serving size: 40 g"): the serve column lost the points of
  // four figures ("5.0g" read as 50), so its figures agree on a scale of 4, not 0.4.
  const panel = table([
    { basis: 'serving', nutrients: { kj: 660, fat: 50, satFat: 18, carbs: 22, sugars: 90, protein: 30, sodiumMg: 152 } },
    { basis: '100g', nutrients: { kj: 1650, fat: 12.5, satFat: 4.5, carbs: 55, sugars: 22.5, protein: 7.5, sodiumMg: 380 } },
  ], { servingGrams: 40, servingSize: '40 g' });

  it('puts the points back on the column that lost them, not on the one its figures outvote', () => {
    const mended = withLostPointsRestored(panel);
    expect(mended.columns[0]!.nutrients).toEqual({ kj: 660, fat: 5, satFat: 1.8, carbs: 22, sugars: 9, protein: 3, sodiumMg: 152 });
    expect(mended.columns[1]!.nutrients).toEqual(panel.columns[1]!.nutrients);
    expect(unexplainedFigures(mended)).toBe(0);
  });

  it('is not taken from servings per container, a count packs round ("about 3" for 2.8)', () => {
    const us: LabelPanel = {
      layout: 'us', servingGrams: 100, servingsPerContainer: 3,
      columns: [
        // 2.8 servings in the container, printed "about 3".
        { basis: 'serving', nutrients: { kcal: 200, fat: 10, satFat: 6, carbs: 25, sugars: 12, protein: 5, sodiumMg: 140 } },
        { basis: 'container', nutrients: { kcal: 560, fat: 28, satFat: 17, carbs: 70, sugars: 34, protein: 14, sodiumMg: 390 } },
      ],
    };
    expect(unexplainedFigures(us)).toBe(0);
  });

  it('is not taken from a serving size that explains too few figures (misread "40g" as "409")', () => {
    const misread = { ...panel, servingGrams: 409 };
    // 4.09 explains no pair: the figures' own scale stands, and the serve column's fat is not taken for a lost point.
    expect(withLostPointsRestored(misread).columns[0]!.nutrients.fat).toBe(50);
  });
});

describe('decimal points are not put into whole figures', () => {
  it('leaves energy alone: "430" read as "43" lost a digit, not the other column a point', () => {
    const panel = table([
      { basis: 'serving', nutrients: { kcal: 110, fat: 8, satFat: 2, protein: 9, sodiumMg: 150 } },
      { basis: 'container', nutrients: { kcal: 43, fat: 31, satFat: 8, protein: 35, sodiumMg: 580 } },
    ], { layout: 'us' });
    expect(withLostPointsRestored(panel)).toBe(panel);
  });
});

describe('figures no regulation prints', () => {
  it('drops a US gram figure with two decimals and any figure with three', () => {
    const us: LabelPanel = { layout: 'us', columns: [{ basis: 'serving', nutrients: { kcal: 90, fat: 4.5, carbs: 0.02, protein: 0.5, sodiumMg: 75 } }] };
    expect(withoutImpossibleFigures(us).columns[0]!.nutrients).toEqual({ kcal: 90, fat: 4.5, protein: 0.5, sodiumMg: 75 });
    const eu = table([{ basis: '100g', nutrients: { kcal: 383, fat: 2.25, salt: 0.24, sugars: 0.125 } }]);
    expect(withoutImpossibleFigures(eu).columns[0]!.nutrients).toEqual({ kcal: 383, fat: 2.25, salt: 0.24 });
  });
});

describe('a table\'s lone energy that is its kJ', () => {
  // 5 g fat, 30 g carbohydrate, 6 g protein, 2 g fibre: 193 kcal, 813 kJ at 37/17/17/8.
  const grams = { fat: 5, carbs: 30, protein: 6, fiber: 2 };

  it('keeps a kcal figure four times the macronutrients\' sum, and their sum as kJ, as the kJ; its kcal worked out', () => {
    const panel = table([{ basis: '100g', nutrients: { kcal: 813, ...grams } }]);
    const column = withLoneKjAsKj(panel).columns[0]!;
    expect(column.nutrients).toEqual({ kj: 813, kcal: 193, ...grams });
    expect(column.workedOut).toEqual(['kcal']);
  });

  it('leaves a kcal that fits the sum, a figure that fits neither, a kcal read beside its kJ, a US panel, a small sum', () => {
    const alone = (kcal: number, extra = {}) => table([{ basis: '100g', nutrients: { kcal, ...grams, ...extra } }]);
    for (const panel of [alone(195), alone(600), alone(813, { kj: 813 })]) expect(withLoneKjAsKj(panel)).toBe(panel);
    const us: LabelPanel = { layout: 'us', columns: [{ basis: 'serving', nutrients: { kcal: 813, ...grams } }] };
    expect(withLoneKjAsKj(us)).toBe(us);
    // A drink's 4 kcal of sugar: a "17" is as likely a misread kcal as its kJ.
    const drink = table([{ basis: '100ml', nutrients: { kcal: 17, fat: 0, carbs: 1, protein: 0 } }]);
    expect(withLoneKjAsKj(drink)).toBe(drink);
  });
});
