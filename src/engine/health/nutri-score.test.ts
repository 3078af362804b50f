import { describe, expect, it } from 'vitest';
import { explainHealth, rateHealth, type HealthPart } from './index.js';
import { nutriClassFor, nutriScore, type Per100 } from './nutri-score.js';
import { ratingFor } from './rating.js';

/*
 * The published Nutri-Score 2023 tables, written out here independently of the code: each entry
 * is [value that must be EXCEEDED, points earned]. Source: Santé publique France, "Update of the
 * Nutri-Score algorithm" (foods 2022, beverages 2023).
 */
const published = {
  energyKj: [[335, 1], [670, 2], [1005, 3], [1340, 4], [1675, 5], [2010, 6], [2345, 7], [2680, 8], [3015, 9], [3350, 10]],
  sugars: [[3.4, 1], [6.8, 2], [10, 3], [14, 4], [17, 5], [20, 6], [24, 7], [27, 8], [31, 9], [34, 10], [37, 11], [41, 12], [44, 13], [48, 14], [51, 15]],
  satFat: [[1, 1], [2, 2], [3, 3], [4, 4], [5, 5], [6, 6], [7, 7], [8, 8], [9, 9], [10, 10]],
  salt: [[0.2, 1], [0.4, 2], [0.6, 3], [0.8, 4], [1, 5], [1.2, 6], [1.4, 7], [1.6, 8], [1.8, 9], [2, 10], [2.2, 11], [2.4, 12], [2.6, 13], [2.8, 14], [3, 15], [3.2, 16], [3.4, 17], [3.6, 18], [3.8, 19], [4, 20]],
  protein: [[2.4, 1], [4.8, 2], [7.2, 3], [9.6, 4], [12, 5], [14, 6], [17, 7]],
  fibre: [[3.0, 1], [4.1, 2], [5.2, 3], [6.3, 4], [7.4, 5]],
  fvl: [[40, 1], [60, 2], [80, 5]],
  beverageEnergyKj: [[30, 1], [90, 2], [150, 3], [210, 4], [240, 5], [270, 6], [300, 7], [330, 8], [360, 9], [390, 10]],
  beverageSugars: [[0.5, 1], [2, 2], [3.5, 3], [5, 4], [6, 5], [7, 6], [8, 7], [9, 8], [10, 9], [11, 10]],
  beverageProtein: [[1.2, 1], [1.5, 2], [1.8, 3], [2.1, 4], [2.4, 5], [2.7, 6], [3.0, 7]],
  beverageFvl: [[40, 2], [60, 4], [80, 6]],
} as const;

const zero: Per100 = { kcal: 0, kJ: 0, sugars: 0, satFat: 0, fat: 0, salt: 0, sodiumMg: 0, protein: 0, fibre: 0, alcohol: 0, fvlPercent: 0 };
const food = { algorithm: 'food' as const, isCheese: false, isRedMeat: false, hasSweeteners: false };
const beverage = { ...food, algorithm: 'beverage' as const };

/** Just at, and just above, every threshold: at earns the previous points, above earns the next. */
function checkTable(
  table: ReadonlyArray<readonly [number, number]>,
  pointsAt: (value: number) => number,
) {
  let previous = 0;
  for (const [threshold, points] of table) {
    expect(pointsAt(threshold), `at ${threshold}`).toBe(previous);
    expect(pointsAt(threshold + 0.001), `just above ${threshold}`).toBe(points);
    previous = points;
  }
  expect(pointsAt(1e6)).toBe(previous);
}

describe('Nutri-Score points follow the published 2023 tables', () => {
  it('energy (kJ per 100 g)', () => checkTable(published.energyKj, (kJ) => nutriScore({ ...zero, kJ }, food).points.energy));
  it('sugars', () => checkTable(published.sugars, (sugars) => nutriScore({ ...zero, sugars }, food).points.sugars));
  it('saturated fat', () => checkTable(published.satFat, (satFat) => nutriScore({ ...zero, satFat }, food).points.satFat));
  it('salt', () => checkTable(published.salt, (salt) => nutriScore({ ...zero, salt }, food).points.salt));
  it('protein', () => checkTable(published.protein, (protein) => nutriScore({ ...zero, protein }, food).points.protein));
  it('fibre', () => checkTable(published.fibre, (fibre) => nutriScore({ ...zero, fibre }, food).points.fibre));
  it('fruit, vegetables, legumes', () => checkTable(published.fvl, (fvlPercent) => nutriScore({ ...zero, fvlPercent }, food).points.fvl));
  it('beverage energy', () => checkTable(published.beverageEnergyKj, (kJ) => nutriScore({ ...zero, kJ }, beverage).points.energy));
  it('beverage sugars', () => checkTable(published.beverageSugars, (sugars) => nutriScore({ ...zero, sugars }, beverage).points.sugars));
  it('beverage protein', () => checkTable(published.beverageProtein, (protein) => nutriScore({ ...zero, protein }, beverage).points.protein));
  it('beverage fruit, vegetables, legumes', () => checkTable(published.beverageFvl, (fvlPercent) => nutriScore({ ...zero, fvlPercent }, beverage).points.fvl));

  it('fats, oils and nuts score energy from saturated fat (37 kJ/g) and the saturated share of fat', () => {
    const fat = { ...food, algorithm: 'fat' as const };
    // 13.8 g saturated of 100 g fat (olive oil): 511 kJ from saturates → 4 points; 13.8 % ≥ 10 → 1 point.
    const oil = nutriScore({ ...zero, satFat: 13.8, fat: 100, kJ: 3699 }, fat);
    expect(oil.points.energy).toBe(4);
    expect(oil.points.satFat).toBe(1);
    // The ratio table is "greater or equal": exactly 10 % earns its point.
    expect(nutriScore({ ...zero, satFat: 10, fat: 100 }, fat).points.satFat).toBe(1);
    expect(nutriScore({ ...zero, satFat: 9.99, fat: 100 }, fat).points.satFat).toBe(0);
  });

  it('protein stops counting at 11 negative points for foods, but never for cheese or beverages', () => {
    // 10 negative points (salt 2.01 g) vs 11 (plus sugars 3.5 g), with 20 g protein (7 points).
    const ten = nutriScore({ ...zero, salt: 2.01, protein: 20 }, food);
    const eleven = nutriScore({ ...zero, salt: 2.01, sugars: 3.5, protein: 20 }, food);
    expect([ten.negative, ten.positive, ten.score]).toEqual([10, 7, 3]);
    expect([eleven.negative, eleven.positive, eleven.score]).toEqual([11, 0, 11]);
    expect(nutriScore({ ...zero, salt: 2.01, sugars: 3.5, protein: 20 }, { ...food, isCheese: true }).positive).toBe(7);
    const fat = { ...food, algorithm: 'fat' as const };
    expect(nutriScore({ ...zero, salt: 1.21, protein: 20 }, fat).positive).toBe(7); // 6 < 7
    expect(nutriScore({ ...zero, salt: 1.41, protein: 20 }, fat).positive).toBe(0); // 7 ≥ 7
  });

  it('red meat keeps at most 2 protein points; sweetened beverages get 4 more negative points', () => {
    expect(nutriScore({ ...zero, protein: 25 }, { ...food, isRedMeat: true }).points.protein).toBe(2);
    expect(nutriScore(zero, { ...beverage, hasSweeteners: true }).negative).toBe(4);
  });

  it('classes: foods A ≤ 0, B ≤ 2, C ≤ 10, D ≤ 18; fats A ≤ −6; beverages B ≤ 2, C ≤ 6, D ≤ 9', () => {
    expect([0, 1, 2, 3, 10, 11, 18, 19].map((s) => nutriClassFor('food', s)).join('')).toBe('ABBCCDDE');
    expect([-6, -5, 2, 3].map((s) => nutriClassFor('fat', s)).join('')).toBe('ABBC');
    expect([-3, 2, 3, 6, 7, 9, 10].map((s) => nutriClassFor('beverage', s)).join('')).toBe('BBCCDDE');
  });
});

describe('the 0–10 mapping', () => {
  it('keeps each letter in its band and is monotone', () => {
    const bands = { A: [8, 10], B: [7, 7], C: [5, 6], D: [3, 4], E: [0, 2] } as const;
    for (const algorithm of ['food', 'fat'] as const) {
      let last = 10;
      for (let score = -17; score <= 55; score++) {
        const rating = ratingFor(algorithm, score);
        const [low, high] = bands[nutriClassFor(algorithm, score)];
        expect(rating, `${algorithm} ${score}`).toBeGreaterThanOrEqual(algorithm === 'fat' && score > -6 && score <= 2 ? 7 : low);
        expect(rating, `${algorithm} ${score}`).toBeLessThanOrEqual(algorithm === 'fat' && score > -6 && score <= 2 ? 8 : high);
        expect(rating).toBeLessThanOrEqual(last);
        last = rating;
      }
    }
    let last = 10;
    for (let score = -20; score <= 40; score++) {
      const rating = ratingFor('beverage', score);
      expect(rating).toBeLessThanOrEqual(last);
      expect(rating).toBeLessThanOrEqual(8); // only water reaches 10
      last = rating;
    }
  });

  it('food boundaries', () => {
    const expected: Array<[number, number]> = [[-6, 10], [-5, 9], [-3, 9], [-2, 8], [0, 8], [1, 7], [2, 7], [3, 6], [6, 6], [7, 5], [10, 5], [11, 4], [14, 4], [15, 3], [18, 3], [19, 2], [22, 2], [23, 1], [27, 1], [28, 0]];
    for (const [score, rating] of expected) expect(ratingFor('food', score), `score ${score}`).toBe(rating);
  });

  it('beverage boundaries', () => {
    const expected: Array<[number, number]> = [[0, 8], [1, 7], [2, 7], [3, 6], [4, 6], [5, 5], [6, 5], [7, 4], [8, 4], [9, 3], [10, 2], [11, 1], [13, 1], [14, 0]];
    for (const [score, rating] of expected) expect(ratingFor('beverage', score), `score ${score}`).toBe(rating);
  });
});

function part(over: Partial<HealthPart>): HealthPart {
  return {
    name: 'test food', grams: 100, kcal: 0, protein: 0, carbs: 0, fat: 0, sugars: 0, fiber: 0, satFat: 0,
    sodiumMg: 0, alcohol: 0, category: 'Unknown category', ...over,
  };
}

describe('rateHealth on a serving', () => {
  it('scores per 100 g of the serving: 1,200 mg sodium in 200 g is 600 mg/100 g, salt 1.5 g/100 g, 7 points', () => {
    const e = explainHealth({ name: 'soup', parts: [part({ grams: 200, sodiumMg: 1200 })] });
    expect(e.per100.salt).toBeCloseTo(1.5, 6);
    expect(e.main.nutriScore.points.salt).toBe(7);
  });

  it('an unknown category is scored as a general food, never an error', () => {
    const e = explainHealth({ name: 'mystery', parts: [part({ category: 'en:something-new', kcal: 100 })] });
    expect(e.main.algorithm).toBe('food');
    // 100 kcal = 418 kJ/100 g → 1 energy point, nothing else: score 1, B, rated 7.
    expect(e.main.nutriScore.score).toBe(1);
    expect(e.rating).toBe(7);
  });

  it('a part is classified by its food\'s own name when given, not by the shown name with its portion', () => {
    const drink = { category: 'Soft drinks', grams: 355, kcal: 4 };
    expect(explainHealth({ name: 'cola', parts: [part({ ...drink, name: 'Cola (1 can, 355 g)' })] }).hasSweeteners).toBe(false);
    expect(explainHealth({ name: 'cola', parts: [part({ ...drink, name: 'Cola (1 can, 355 g)', foodName: 'Soft drink, cola, diet' })] }).hasSweeteners).toBe(true);
  });
});
