import { describe, expect, it } from 'vitest';
import { FoodRows, packFoods, type FoodRow } from './food-rows.js';

describe('foods stored by column', () => {
  const rows: FoodRow[] = [
    ['sr:01001', 'Butter, salted', 3, [717, 0.85, 0.06, 81.11, null, 0, 0.06, 51.368, 643, 15.87], [['1 pat (1" sq, 1/3" high)', 5], ['1 tbsp', 14.2]], 'butter'],
    ['fndds:11111000', 'Milk, whole', 0, [60, 3.27, 4.67, 3.2, 0, 0, 4.81, 1.86, 38, 88.1], []],
    ['fndds:93101000', 'Beer', 1, [43, 0.46, 3.55, 0, 3.9, 0, 0, 0, 4, 91.96], [['1 can or bottle (12 fl oz)', 356.4]]],
    // Doubles whose shortest text is long or written with an exponent read back as the same double.
    ['sr:99999', 'Odd numbers', 2, [0.1 + 0.2, 1e-7, 123456789.123, 5e21], [['1 piece, with, commas', 1 / 3]]],
  ];

  it('read back every food as the build made it: unreported values, no portions, common names', () => {
    const packed = packFoods(rows);
    const back = new FoodRows(JSON.parse(JSON.stringify(packed)));
    expect(back.count).toBe(4);
    expect(Array.from({ length: back.count }, (_, i) => back.row(i))).toEqual(rows);
    expect(back.values(0)[4]).toBeNull();
    expect(back.portions(1)).toEqual([]);
    expect(back.commonNames(1)).toBeUndefined();
  });

  it('refuse what would not read back: a tab in a portion, columns of different lengths', () => {
    expect(() => packFoods([['sr:1', 'x', 0, [1], [['a\tb', 2]]]])).toThrow(/tab/);
    const packed = packFoods(rows);
    expect(() => new FoodRows({ ...packed, names: packed.names.slice(1) })).toThrow(RangeError);
  });
});
