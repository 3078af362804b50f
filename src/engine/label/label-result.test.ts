import { describe, expect, it } from 'vitest';
import { chooseAnswer, chooseColumn, ENERGY_FROM_MACROS_TIP, energyContradictsMacros, energyUnitsContradict, labelResult, missingCore } from './label-result.js';
import type { LabelPanel, PanelColumn } from './types.js';

/** A column read whole, its macronutrients as its energy says (4·3 + 4·20 + 9·4 = 128 kcal at r = 1). */
const complete = (basis: PanelColumn['basis'], kcal: number): PanelColumn => {
  const r = kcal / 128;
  // Rounded as a table prints them (one decimal, whole milligrams).
  const g = (grams: number) => Math.round(grams * r * 10) / 10;
  return { basis, nutrients: { kcal, fat: g(4), satFat: g(1), carbs: g(20), sugars: g(5), protein: g(3), sodiumMg: Math.round(120 * r) } };
};

const panel = (...columns: PanelColumn[]): LabelPanel => ({ layout: 'table', columns, heading: 'Nutrition Information' });

describe('the column a label answer is made from', () => {
  it('is per serving when that column was read whole', () => {
    expect(chooseColumn(panel(complete('100g', 130), complete('serving', 65)))!.basis).toBe('serving');
  });

  it('passes over a column whose fat, carbohydrate or protein did not read, rather than answer 0 g for it', () => {
    const { protein: _lost, ...partial } = complete('serving', 65).nutrients;
    const torn: PanelColumn = { basis: 'serving', nutrients: partial };
    expect(missingCore(torn)).toEqual(['protein']);
    expect(chooseColumn(panel(complete('100g', 130), torn))!.basis).toBe('100g');
  });

  it('counts energy printed only in kJ (Australian panels) as read', () => {
    const { kcal: _kcal, ...rest } = complete('100g', 130).nutrients;
    const kjOnly: PanelColumn = { basis: '100g', nutrients: { ...rest, kj: 544 } };
    expect(missingCore(kjOnly)).toEqual([]);
    expect(labelResult(panel(kjOnly), kjOnly).calories).toBe(130);
  });

  it('answers the column whose figure its printed % of the daily intake fits, of two its scale contradicts', () => {
    // A 30 g serve beside 100 g; the 100 g protein 9.4 read 6.4, inside the energy's slack (388
    // against 400 kcal): 2.8 g against 1.9 at the scale, and nothing else says which is misread.
    const hundred: PanelColumn = { ...complete('100g', 400), grams: 100 };
    hundred.nutrients = { ...hundred.nutrients, protein: 6.4 };
    const serve: PanelColumn = { ...complete('serving', 120), grams: 30 };
    expect(chooseColumn(panel(serve, hundred))).toBeUndefined();
    // The serve's protein beside 6 % (2.8 g of the 50 g reference is 5.6 %): the serve's is printed.
    expect(chooseColumn(panel({ ...serve, intakePercents: { protein: 6 } }, hundred))!.basis).toBe('serving');
    // Beside 4 %, the 100 g figure at the scale (1.9 g is 3.8 %) is: the serve's is misread.
    expect(chooseColumn(panel({ ...serve, intakePercents: { protein: 4 } }, hundred))!.basis).toBe('100g');
    // A percent both fit, or none, says nothing.
    expect(chooseColumn(panel({ ...serve, intakePercents: { protein: 20 } }, hundred))).toBeUndefined();
  });

  it('is none when every column lacks a core figure, so scanLabel says what did not read', () => {
    const energyOnly: PanelColumn = { basis: 'serving', nutrients: { kcal: 5.4, fiber: 0.5 } };
    const noCarbs: PanelColumn = { basis: 'container', nutrients: { kcal: 10, fat: 90, protein: 2 } };
    expect(missingCore(energyOnly)).toEqual(['fat', 'carbohydrate', 'protein']);
    expect(chooseColumn(panel(energyOnly, noCarbs))).toBeUndefined();
  });
});

describe('energy worked out from the macronutrients when energy alone did not read', () => {
  const withoutEnergy = (basis: PanelColumn['basis'], n: PanelColumn['nutrients']): PanelColumn => ({ basis, nutrients: n });

  it('answers 4·protein + 4·carbohydrate + 9·fat (+2·fibre on a table), and says so in the first tip', () => {
    const column = withoutEnergy('100g', { fat: 17, satFat: 9, carbs: 24, sugars: 1.5, fiber: 20, protein: 25, salt: 0.2 });
    const answer = chooseAnswer(panel(column))!;
    expect(answer.energyFromMacros).toBe(true);
    expect(answer.column.nutrients.kcal).toBe(4 * 25 + 4 * 24 + 2 * 20 + 9 * 17);
    const result = labelResult(panel(column), answer.column, { energyFromMacros: true });
    expect(result.calories).toBe(389);
    expect(result.healthRating.tip1).toBe(ENERGY_FROM_MACROS_TIP);
    expect(result.name).toBe('Nutrition label, per 100 g');
  });

  it('takes the fibre out of a US total carbohydrate before counting it at 2 kcal a gram', () => {
    const column = withoutEnergy('serving', { fat: 2.5, carbs: 17, fiber: 4, sugars: 3, protein: 5 });
    const us: LabelPanel = { layout: 'us', columns: [column], servingGrams: 40, servingSize: '1 slice (40g)' };
    expect(chooseAnswer(us)!.column.nutrients.kcal).toBe(Math.round(4 * 5 + 4 * 13 + 2 * 4 + 9 * 2.5));
  });

  it('prefers a column whose energy read', () => {
    const read = complete('100g', 130);
    const answer = chooseAnswer(panel(read, withoutEnergy('serving', { fat: 2, carbs: 10, protein: 1.5 })))!;
    expect(answer).toEqual({ column: read, energyFromMacros: false });
  });

  it('refuses when a macronutrient is unconfirmed (read from letters alone, or read otherwise by another look)', () => {
    const column: PanelColumn = { basis: 'serving', nutrients: { fat: 1, carbs: 1, protein: 5 }, unconfirmed: ['fat'] };
    expect(chooseAnswer(panel(column))).toBeUndefined();
    expect(chooseAnswer(panel({ ...column, unconfirmed: ['sugars'] }))!.energyFromMacros).toBe(true);
  });

  it('refuses when a macronutrient did not read', () => {
    expect(chooseAnswer(panel(withoutEnergy('serving', { fat: 2, satFat: 1, protein: 1.5 })))).toBeUndefined();
  });

  it('refuses when the macronutrients contradict each other or the serving', () => {
    // Saturates over fat: one of the two was misread.
    expect(chooseAnswer(panel(withoutEnergy('100g', { fat: 2, satFat: 9, carbs: 24, protein: 25 })))).toBeUndefined();
    // 95 g of macronutrients in a 30 g serving.
    const heavy: LabelPanel = { layout: 'us', columns: [withoutEnergy('serving', { fat: 13, carbs: 80, protein: 2 })], servingGrams: 30 };
    expect(chooseAnswer(heavy)).toBeUndefined();
  });

  it('refuses when the three fit no one scale with the other column\'s, though the columns share too few figures for a scale of their own', () => {
    // A quarter of 100 g, its fat's point lost ("12g" for 1.2 g): no scale makes 12, 0.7 and 1 of 4.8, 2.6 and 4.1.
    const serve = withoutEnergy('serving', { fat: 12, satFat: 0.3, carbs: 0.7, sugars: 0.1, protein: 1, sodiumMg: 1 });
    const hundred = withoutEnergy('100g', { fat: 4.8, satFat: 1.3, carbs: 2.6, sugars: 0.3, protein: 4.1, sodiumMg: 12 });
    expect(chooseAnswer(panel(serve, hundred))).toBeUndefined();
    // Read right, the same two columns are answered per serving, small figures' rounding allowed.
    const right = chooseAnswer(panel({ ...serve, nutrients: { ...serve.nutrients, fat: 1.2 } }, hundred))!;
    expect(right.column.basis).toBe('serving');
    expect(right.energyFromMacros).toBe(true);
  });
});

describe('a column whose energy contradicts its macronutrients is not answered', () => {
  it('passes over a column read with a broken figure (70 kcal beside 1 g fat, 1 g carbohydrate, 3 g protein)', () => {
    const broken: PanelColumn = { basis: 'serving', nutrients: { kcal: 80, fat: 1, carbs: 2, protein: 3 } };
    const us: LabelPanel = { layout: 'us', columns: [broken], servingGrams: 30 };
    expect(energyContradictsMacros(broken, 'us')).toBe(true);
    expect(chooseColumn(us)).toBeUndefined();
    expect(chooseAnswer(us)).toBeUndefined();
  });

  it('answers the other column when one contradicts itself', () => {
    const broken: PanelColumn = { basis: 'serving', nutrients: { kcal: 650, fat: 4, satFat: 1, carbs: 20, sugars: 5, protein: 3, sodiumMg: 120 } };
    expect(chooseColumn(panel(complete('100g', 130), broken))!.basis).toBe('100g');
  });

  it('takes the other column\'s broken energy as telling which fat is misread only when that fat is what breaks it', () => {
    // A 50 g serving and per 100 g: the fats 5.8 and 12 are not one scale (0.5). Per 100 g, 21 g of fat breaks its
    // 156 kcal, and 11.6 (the serving's, scaled) mends it: the serving's fat is the one printed.
    const serving: PanelColumn = { basis: 'serving', grams: 50, nutrients: { kj: 330, kcal: 79, fat: 5.8, satFat: 1.3, carbs: 1.7, sugars: 0.9, protein: 4.7 } };
    const fatMisread: PanelColumn = { basis: '100g', nutrients: { kj: 651, kcal: 156, fat: 21, satFat: 2.6, carbs: 3.4, sugars: 1.8, protein: 9.4 } };
    expect(chooseColumn({ ...panel(serving, fatMisread), servingGrams: 50 })?.nutrients.fat).toBe(5.8);
    // Its energy misread too (601 kJ for 651), beside 12.5 g of fat: 11.6 does not mend it, so which fat is right is not known.
    const energyMisread: PanelColumn = { basis: '100g', nutrients: { kj: 601, kcal: 144, fat: 12.5, satFat: 2.6, carbs: 3.4, sugars: 1.8, protein: 9.4 } };
    expect(chooseColumn({ ...panel(serving, energyMisread), servingGrams: 50 })).toBeUndefined();
  });

  it('allows far less energy over the macronutrients than under them', () => {
    // 4·7 + 4·79 + 9·15 = 479 kcal at most (fibre at 4 kcal): 580 printed is a fat misread (29 g printed).
    expect(energyContradictsMacros({ basis: 'serving', nutrients: { kcal: 580, fat: 15, carbs: 79, fiber: 7, protein: 7 } }, 'us')).toBe(true);
    expect(energyContradictsMacros({ basis: 'serving', nutrients: { kcal: 580, fat: 29, carbs: 79, fiber: 7, protein: 7 } }, 'us')).toBe(false);
    // Under: 12 g of sugar alcohols in 30 g of carbohydrate count 2.4 kcal a gram, not 4: 90 kcal printed, 120 summed.
    expect(energyContradictsMacros({ basis: 'serving', nutrients: { kcal: 90, fat: 0, carbs: 30, protein: 0 } }, 'us')).toBe(false);
  });

  it('allows what panels legitimately do: rounding, fibre inside a US total carbohydrate, a table\'s fibre at 2 kcal', () => {
    // US: 4·2 + 4·(24 − 6) + 9·1 = 89, printed 90; with the fibre at 4 kcal, 113.
    expect(energyContradictsMacros({ basis: 'serving', nutrients: { kcal: 90, fat: 1, carbs: 24, fiber: 6, protein: 2 } }, 'us')).toBe(false);
    // A drink: 0 g of everything and 5 kcal.
    expect(energyContradictsMacros({ basis: 'serving', nutrients: { kcal: 5, fat: 0, carbs: 0.5, protein: 0 } }, 'us')).toBe(false);
    // kJ only: 1500 kJ = 359 kcal; 4·8 + 4·60 + 2·9 + 9·7 = 353.
    expect(energyContradictsMacros({ basis: '100g', nutrients: { kj: 1500, fat: 7, carbs: 60, fiber: 9, protein: 8 } }, 'table')).toBe(false);
  });

  it('allows far less energy under protein and fat than under the carbohydrate', () => {
    // A protein of 3 g read as 30: 4·30 + 9·10 = 210 beside 4·25 = 100; 230 kcal is inside 30 % of
    // the whole (217) but not inside 15 % of protein and fat (178.5 + 70 − 10 = 238.5).
    expect(energyContradictsMacros({ basis: 'serving', nutrients: { kcal: 230, fat: 10, carbs: 25, protein: 30 } }, 'us')).toBe(true);
    expect(energyContradictsMacros({ basis: 'serving', nutrients: { kcal: 230, fat: 10, carbs: 25, protein: 3 } }, 'us')).toBe(false);
    // A bar sweetened with erythritol (0 kcal) beside its fibre: 170 printed, 4·20 + 9·8 = 152 and 4·(25 − 10) = 60.
    expect(energyContradictsMacros({ basis: 'serving', nutrients: { kcal: 170, fat: 8, carbs: 25, fiber: 10, protein: 20 } }, 'us')).toBe(false);
    // Nuts at their specific factors: 160 kcal beside 14 g fat, 6 g carbohydrate (3 fibre), 6 g protein (4/4/9: 162).
    expect(energyContradictsMacros({ basis: 'serving', nutrients: { kcal: 160, fat: 14, carbs: 6, fiber: 3, protein: 6 } }, 'us')).toBe(false);
  });

  it('on a table, whose factors the law fixes, allows protein and fat under only by rounding and kJ\'s own factor', () => {
    // A protein of 3.8 g read as 8: 4·8 + 9·5.2 + 4·2.1 = 87.2 beside 72 kcal; a US panel's 15 % and 10 kcal let it through.
    const misread = { kcal: 72, fat: 5.2, carbs: 2.1, protein: 8 };
    expect(energyContradictsMacros({ basis: '100g', nutrients: misread }, 'us')).toBe(false);
    expect(energyContradictsMacros({ basis: '100g', nutrients: misread }, 'table')).toBe(true);
    expect(energyContradictsMacros({ basis: '100g', nutrients: { ...misread, protein: 3.8 } }, 'table')).toBe(false);
    // Whole grams round by half a gram each: 4·12 + 9·3 + 4·20 = 155, printed 150 (12.4, 2.6 and 19.6 g: 149).
    expect(energyContradictsMacros({ basis: '100g', nutrients: { kcal: 150, fat: 3, carbs: 20, protein: 12 } }, 'table')).toBe(false);
    // kJ only, fat at 37 kJ a gram (8.84 kcal): 1480 kJ beside 38 g fat, 7 g carbohydrate, 7 g protein (4/4/9: 398 kcal, read 354 kcal).
    expect(energyContradictsMacros({ basis: '100g', nutrients: { kj: 1480, fat: 38, carbs: 7, protein: 7 } }, 'table')).toBe(true);
    expect(energyContradictsMacros({ basis: '100g', nutrients: { kj: 1630, fat: 38, carbs: 7, protein: 7 } }, 'table')).toBe(false);
    // "<0.5 g" read as 0.5: anything from 0 up to it (a drink, 3 kcal, fat 0.5, protein 0.5).
    expect(energyContradictsMacros({ basis: '100ml', nutrients: { kcal: 3, fat: 0.5, carbs: 0.4, protein: 0.5 } }, 'table')).toBe(false);
  });
});

describe('a column whose part is read over its whole is not answered', () => {
  it('refuses a carbohydrate of 0 beside sugars over 0, though a protein read ten times over makes the energy add up', () => {
    // 540 kJ (129 kcal): fat 3.6, carbohydrate 19, protein 2.4 printed; read with carbohydrate 0 and protein 24.
    // 4·24 + 9·3.6 = 128 kcal: the energy check alone passes it.
    const misread: PanelColumn = { basis: 'serving', nutrients: { kj: 540, fat: 3.6, satFat: 1.5, carbs: 0, sugars: 6.1, protein: 24 } };
    const au: LabelPanel = { layout: 'table', columns: [misread], servingGrams: 50 };
    expect(energyContradictsMacros(misread, 'table')).toBe(false);
    expect(chooseColumn(au)).toBeUndefined();
    expect(chooseAnswer(au)).toBeUndefined();
    // The same with its carbohydrate read: answered.
    const right: PanelColumn = { basis: 'serving', nutrients: { kj: 540, fat: 3.6, satFat: 1.5, carbs: 19, sugars: 6.1, protein: 2.4 } };
    expect(chooseColumn({ ...au, columns: [right] })?.nutrients.carbs).toBe(19);
  });

  it('counts a part as read, before a figure no table prints is left out ("6.2g" read 6.28 is still 6 g of sugars)', () => {
    const misread: PanelColumn = { basis: 'serving', nutrients: { kj: 540, fat: 3.6, carbs: 0, sugars: 6.28, protein: 24 } };
    expect(chooseColumn({ layout: 'table', columns: [misread] })).toBeUndefined();
  });

  it('refuses saturates over the fat, and answers another column read whole', () => {
    const { nutrients } = complete('serving', 65);
    const satOver: PanelColumn = { basis: 'serving', nutrients: { ...nutrients, satFat: nutrients.fat! + 1 } };
    expect(chooseColumn(panel(complete('100g', 130), satOver))!.basis).toBe('100g');
  });
});

describe('a figure of the answer the looks read apart, checked as its rounding alone allows', () => {
  // 140 kcal beside fat 6, carbohydrate 4 and protein 12: 4·12 + 4·4 + 9·6 = 118 kcal, within a
  // US panel's general bounds; its grams carry 136.8 kcal at most (highest factors, half steps, calories to 10).
  const column: PanelColumn = { basis: 'serving', nutrients: { kcal: 140, fat: 6, carbs: 4, protein: 12, sodiumMg: 300 } };
  const us: LabelPanel = { layout: 'us', columns: [column] };

  it('refuses a US column whose protein one look alone read when the energy is over what its grams carry', () => {
    expect(energyContradictsMacros(column, 'us')).toBe(false);
    expect(chooseColumn(us)?.nutrients.protein).toBe(12);
    expect(chooseColumn({ ...us, columns: [{ ...column, unconfirmed: ['protein'] }] })).toBeUndefined();
  });

  it('answers it when the energy is within what they carry, or when the figure read apart is not the answer\'s', () => {
    expect(chooseColumn({ ...us, columns: [{ ...column, nutrients: { ...column.nutrients, kcal: 130 }, unconfirmed: ['protein'] }] })?.nutrients.protein).toBe(12);
    expect(chooseColumn({ ...us, columns: [{ ...column, unconfirmed: ['sodiumMg'] }] })?.nutrients.protein).toBe(12);
  });

  it('refuses a per-100 g carbohydrate read apart that a 60 g serving\'s contradicts within rounding, and answers the one the serving agrees with', () => {
    // Printed: 2.8 g in 60 g, 4.6 g per 100 g (2.8 / 0.6 = 4.67); read 4.5 by one look. The serving's fat lost its point.
    const serving: PanelColumn = { basis: 'serving', nutrients: { kj: 690, fat: 1, carbs: 2.8, protein: 10, sugars: 0.5 } };
    const hundred = (carbs: number): PanelColumn => ({ basis: '100g', nutrients: { kj: 1150, fat: 21, carbs, protein: 17, sugars: 0.9 }, unconfirmed: ['carbs'] });
    const au = (carbs: number): LabelPanel => ({ layout: 'table', columns: [serving, hundred(carbs)], servingGrams: 60 });
    expect(chooseColumn(au(4.5))).toBeUndefined();
    expect(chooseColumn(au(4.6))?.nutrients.carbs).toBe(4.6);
  });
});

describe('the basis an answer is on', () => {
  it('says per 100 g or per 100 ml when that is the column answered, with that weight, never a serving', () => {
    const drink: PanelColumn = { basis: '100ml', nutrients: { kj: 180, kcal: 43, fat: 0, carbs: 10.6, sugars: 10.6, protein: 0 } };
    const result = labelResult(panel(drink), chooseAnswer(panel(drink))!.column);
    expect(result.name).toBe('Nutrition label, per 100 ml');
    expect(result.ingredients[0]!.name).toBe('Nutrition panel, per 100 ml');
    expect(result.calories).toBe(43);
  });

  it('says the serving when it answers per serving, and its figures are the serving column\'s alone', () => {
    const hundred = complete('100g', 400);
    const serving = complete('serving', 120);
    const p: LabelPanel = { ...panel(hundred, serving), servingSize: '30 g', servingGrams: 30 };
    const answer = chooseAnswer(p)!;
    expect(answer.column).toBe(serving);
    const result = labelResult(p, answer.column);
    expect(result.name).toBe('Nutrition label, 1 serving (30 g)');
    expect(result.calories).toBe(120);
  });
});

describe('a column whose kJ and kcal are not one energy', () => {
  const column = (kj: number, kcal: number, basis: PanelColumn['basis'] = 'serving'): PanelColumn =>
    ({ basis, nutrients: { kj, kcal, fat: 0, satFat: 0, carbs: 2, sugars: 0, protein: 0 } });

  it('tells a pair no way of working out energy gives (37 kJ with 8 kcal: 37 kJ is 8.7 to 9.3 kcal) from rounding', () => {
    expect(energyUnitsContradict(column(37, 8))).toBe(true);
    expect(energyUnitsContradict(column(37, 9))).toBe(false);
    // 1046 kJ / 250 kcal (4.184), and a panel working both out by their own factors (4.11 for fat).
    expect(energyUnitsContradict(column(1046, 250))).toBe(false);
    expect(energyUnitsContradict(column(1480, 360))).toBe(false);
    expect(energyUnitsContradict(column(1046, 270))).toBe(true);
    expect(energyUnitsContradict(column(1046, 240))).toBe(true);
  });

  it('answers another column that agrees with itself rather than a figure one of the pair misread', () => {
    const hundred: PanelColumn = { basis: '100ml', nutrients: { kcal: 2, fat: 0, carbs: 0, protein: 0 } };
    expect(chooseAnswer(panel(column(37, 8), hundred))).toEqual({ column: hundred, energyFromMacros: false });
  });

  it('else answers the energy from the macronutrients, and says so, not either figure as printed', () => {
    const answer = chooseAnswer(panel(column(37, 8)))!;
    expect(answer.energyFromMacros).toBe(true);
    expect(answer.column.nutrients.kcal).toBe(8);
    expect(answer.column.nutrients.kj).toBeUndefined();
  });
});

describe('figures the answer does not take as printed', () => {
  it('leaves out a table\'s gram figure from 1 g with two decimals (a misread no table prints), so its column is not answered', () => {
    const misread: PanelColumn = { basis: 'serving', nutrients: { kcal: 49, fat: 4.1, carbs: 1.21, protein: 1.1 } };
    const hundred: PanelColumn = { basis: '100g', nutrients: { kcal: 196, fat: 16.4, carbs: 4.8, protein: 4.4 } };
    expect(chooseAnswer(panel(misread, hundred))!.column.basis).toBe('100g');
    // Small figures of a panel that prints them to 0.01 g ("0.05 g" of fat, "0.02 g" of saturates): kept.
    const small: PanelColumn = { basis: '100g', nutrients: { kcal: 20, fat: 0.05, satFat: 0.02, carbs: 4.5, protein: 0.4 } };
    expect(chooseAnswer(panel(small))!.column.nutrients.fat).toBe(0.05);
  });

  it('leaves out a lone figure under 1 g with two decimals among figures printed to a tenth ("0.6g" read "0640")', () => {
    const serving: PanelColumn = { basis: 'serving', nutrients: { kj: 144, fat: 0.3, satFat: 0.2, carbs: 7.6, sugars: 1.8, protein: 0.64 } };
    const hundred: PanelColumn = { basis: '100g', nutrients: { kj: 96, fat: 0.2, satFat: 0.1, carbs: 5.1, sugars: 1.2, protein: 0.4 } };
    const answer = chooseAnswer(panel(serving, hundred))!;
    expect(answer.column.basis).toBe('100g');
    expect(answer.column.nutrients.protein).toBe(0.4);
    // The serving column alone: refused, not answered with 0.64 g.
    expect(chooseAnswer(panel(serving))).toBeUndefined();
  });

  it('leaves out a US fat, carbohydrate or protein off the steps 21 CFR 101.9 declares them in', () => {
    const us = (nutrients: PanelColumn['nutrients']): LabelPanel => ({ layout: 'us', columns: [{ basis: 'serving', nutrients }], heading: 'Nutrition Facts' });
    // Whole grams of carbohydrate and protein from 1 g: "5.2" is a misread, the column is refused (not answered 5.2 g).
    expect(chooseAnswer(us({ kcal: 110, fat: 5, carbs: 5.2, protein: 10 }))).toBeUndefined();
    expect(chooseAnswer(us({ kcal: 110, fat: 5, carbs: 5, protein: 10.5 }))).toBeUndefined();
    // Fat in half grams under 5 g, whole from 5 g.
    expect(chooseAnswer(us({ kcal: 130, fat: 7.5, carbs: 5, protein: 10 }))).toBeUndefined();
    expect(chooseAnswer(us({ kcal: 90, fat: 2.5, carbs: 5, protein: 10 }))!.column.nutrients.fat).toBe(2.5);
    // Small figures as US and Canadian panels print them: kept.
    expect(chooseAnswer(us({ kcal: 45, fat: 0.2, carbs: 10, protein: 0.5 }))!.column.nutrients).toMatchObject({ fat: 0.2, protein: 0.5 });
    // A US panel's energy from its macronutrients is not worked out from a misread figure either.
    expect(chooseAnswer(us({ fat: 5, carbs: 5.2, protein: 10 }))).toBeUndefined();
  });

  it('answers neither column when a core figure is off the scale the two columns\' other figures share', () => {
    // Per 100 g and a 30 g portion: every figure three tenths, but fat 22.4 g beside 0.7 g.
    const hundred: PanelColumn = { basis: '100g', nutrients: { kj: 973, kcal: 230, fat: 22.4, satFat: 1.1, carbs: 4.3, sugars: 2.8, protein: 6.8, salt: 0.2 } };
    const portion: PanelColumn = { basis: 'serving', grams: 30, nutrients: { kj: 292, kcal: 69, fat: 0.7, satFat: 0.3, sugars: 0.8, protein: 2, salt: 0.06 } };
    expect(chooseAnswer(panel(hundred, portion))).toBeUndefined();
    // The same figures with the fat as printed: answered.
    expect(chooseAnswer(panel({ ...hundred, nutrients: { ...hundred.nutrients, fat: 2.2, carbs: 43 } }, portion))!.column.basis).toBe('100g');
  });
});
