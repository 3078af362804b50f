import { describe, expect, it } from 'vitest';
import { gramsInText, looksNumeric, parseQuantity, repairDigits, repairServingSize, gGlyphOfPanel } from './quantity.js';

const values = (token: string, attached = true) => parseQuantity(token, undefined, attached)!.readings.map((r) => [r.value, r.unit ?? '']);

describe('numbers as OCR reads them on labels', () => {
  it('turns letters among digits back into digits', () => {
    expect(repairDigits('Og').text).toBe('0g');
    expect(repairDigits('Omg').text).toBe('0mg');
    expect(repairDigits('lg').text).toBe('1g');
    expect(repairDigits('I2g').text).toBe('12g');
    expect(repairDigits('O0mcg').text).toBe('00mcg');
    expect(repairDigits('1.5¢').text).toBe('1.5g');
    // "g" read as "p", its descender kept and its bowl closed (no panel prints a unit "p").
    expect(repairDigits('4p').text).toBe('4g');
    expect(repairDigits('12.5p').text).toBe('12.5g');
    expect(repairDigits('Fat').repaired).toBe(false);
  });

  it('reads a "g" read as two characters, "¢g", "¢9" or "¢q", as the unit, and the 9 before it as a digit', () => {
    expect(looksNumeric('0.5¢g')).toBe(true);
    expect(values('0.5¢g')).toEqual([[0.5, 'g']]);
    expect(values('04¢9')[0]).toEqual([0.4, 'g']);
    expect(values('44¢q')).toEqual([[44, 'g'], [4.4, 'g']]);
    // "59g" may be "5g" with its g read "9g"; "59¢g" has its g already.
    expect(values('59¢g')).toEqual([[59, 'g'], [5.9, 'g']]);
    // Or as "a", its tail lost.
    expect(values('22a')).toEqual([[22, 'g'], [2.2, 'g']]);
    expect(values('114ma')[0]).toEqual([114, 'mg']);
  });

  it('reads "mg" with its "g" lost or misread ("20m)", "20rn", "140mq", "35rng")', () => {
    expect(values('20m)')[0]).toEqual([20, 'mg']);
    expect(values('20rn')[0]).toEqual([20, 'mg']);
    expect(values('140mq')[0]).toEqual([140, 'mg']);
    expect(values('35rng')[0]).toEqual([35, 'mg']);
    expect(values('5m9')[0]).toEqual([5, 'mg']);
  });

  it('takes no figure from digits whose unit was read as a square bracket, which panels do not print', () => {
    expect(parseQuantity('0]')).toBeUndefined();
    expect(parseQuantity('15]')).toBeUndefined();
    expect(looksNumeric('0]')).toBe(false);
    // A bracket that is print, or a "1" read as a bracket inside the figure, still reads.
    expect(values('30g)')[0]).toEqual([30, 'g']);
    expect(values('10g]')[0]).toEqual([10, 'g']);
    expect(values(']5g')[0]).toEqual([15, 'g']);
  });

  it('reads decimal commas', () => {
    expect(values('0,65')[0]).toEqual([0.65, '']);
    expect(values('12,5g')[0]).toEqual([12.5, 'g']);
  });

  it('keeps a lost decimal point and a "g" read as 9 as other readings', () => {
    expect(values('73g')).toEqual([[73, 'g'], [7.3, 'g']]);
    // "09g" cannot be printed: its point was lost.
    expect(values('09g')[0]).toEqual([0.9, 'g']);
    expect(values('0.59')).toContainEqual([0.5, 'g']);
    expect(values('1299')).toContainEqual([129, 'g']);
    expect(values('59g')).toContainEqual([5, 'g']);
  });

  it('reads a "g" read as "4g" in a figure whose point was lost too: "274g" may be 2.7 g', () => {
    expect(values('274g')).toContainEqual([2.7, 'g']);
    // The plain reading still comes first: only a cross-check chooses the repair.
    expect(values('274g')[0]).toEqual([274, 'g']);
    expect(values('104g')).toContainEqual([10, 'g']);
  });

  it('takes "lig" and "Ig" for figures (1 read as l, I or i)', () => {
    expect(looksNumeric('lig')).toBe(true);
    expect(values('lig')[0]).toEqual([11, 'g']);
    expect(looksNumeric('Ig')).toBe(true);
    expect(looksNumeric('big')).toBe(false);
  });

  it('prefers "g" for a trailing 9 only on panels that print units after numbers', () => {
    const attached = parseQuantity('39', undefined, true)!.readings;
    const bare = parseQuantity('39', undefined, false)!.readings;
    const cost = (rs: typeof attached, value: number) => rs.find((r) => r.value === value)!.cost;
    expect(cost(attached, 3)).toBeLessThan(0.5);
    expect(cost(bare, 3)).toBeGreaterThan(cost(bare, 39));
  });

  it('reads "less than" amounts', () => {
    const q = parseQuantity('<0.5g')!;
    expect(q.readings[0]).toMatchObject({ value: 0.5, unit: 'g', lessThan: true });
  });

  it('refuses words', () => {
    expect(parseQuantity('Protein')).toBeUndefined();
  });

  it('repairs serving sizes: "213 cup" is 2/3 cup, "(559)" is 55 g', () => {
    expect(repairServingSize('213 cup (55g)')).toBe('2/3 cup (55g)');
    expect(repairServingSize('112 cup (120g)')).toBe('1/2 cup (120g)');
    expect(repairServingSize('2/3 cup (559)')).toBe('2/3 cup (55g)');
    expect(gramsInText('2/3 cup (55g)')).toBe(55);
    expect(gramsInText('per portion (30 g)')).toBe(30);
  });

  it('reads grams whose g came out as ¢ or q ("50 ¢g", "25 q")', () => {
    expect(gramsInText('50 ¢g')).toBe(50);
    expect(gramsInText('25 q')).toBe(25);
    expect(gramsInText('8 fl oz (2 40mL)')).toBe(240);
  });

  it('reads a bare "34" as 3 g among attached units (its g read as 4), not otherwise', () => {
    expect(parseQuantity('34', undefined, true)!.readings.some((r) => r.value === 3 && r.unit === 'g')).toBe(true);
    expect(parseQuantity('34', undefined, false)!.readings.some((r) => r.value === 3)).toBe(false);
    expect(parseQuantity('34g', undefined, true)!.readings.some((r) => r.value === 3)).toBe(false);
  });

  it('reads a bare "98" as 9 g among attached units (its g read as 8), dearer than the lost point', () => {
    const readings = parseQuantity('98', undefined, true)!.readings;
    const shape = readings.find((r) => r.value === 9 && r.unit === 'g');
    const point = readings.find((r) => r.value === 9.8)!;
    expect(shape).toBeDefined();
    expect(shape!.cost).toBeGreaterThan(point.cost + 0.9);
    expect(parseQuantity('576', undefined, true)!.readings.some((r) => r.value === 5.7 && r.unit === 'g')).toBe(true);
    expect(parseQuantity('98', undefined, false)!.readings.some((r) => r.value === 9)).toBe(false);
    expect(parseQuantity('98g', undefined, true)!.readings.some((r) => r.value === 9)).toBe(false);
  });

  it('marks the readings that put back a lost decimal point', () => {
    const q = parseQuantity('27g')!;
    expect(q.readings.find((r) => r.value === 27)!.pointAdded).toBeUndefined();
    expect(q.readings.find((r) => r.value === 2.7)!.pointAdded).toBe(true);
  });
});

describe('a face whose "g" reads as another digit all down the panel', () => {
  it('is told by most figures without a unit ending in that digit', () => {
    expect(gGlyphOfPanel(['8', '8', '8', '8', '3'], 6)).toBe('8');
    expect(gGlyphOfPanel(['9', '9', '9', '1'], 6)).toBe('9');
    // Figures end in 8 one time in ten: two of five is no face.
    expect(gGlyphOfPanel(['8', '8', '1', '2', '5'], 6)).toBeUndefined();
  });

  it('reads that digit ending a bare figure as its "g" ("0.38" is 0.3 g, "268" 26 g or 2.6 g)', () => {
    const point = parseQuantity('0.38', undefined, true, '8')!;
    expect(point.readings.find((r) => r.unit === 'g')?.value).toBe(0.3);
    const whole = parseQuantity('268', undefined, true, '8')!;
    expect(whole.readings.filter((r) => r.unit === 'g').map((r) => r.value)).toEqual(expect.arrayContaining([26, 2.6]));
    // Without the panel's word for it, an 8 is a digit.
    expect(parseQuantity('0.38', undefined, true)!.readings.some((r) => r.value === 0.3)).toBe(false);
  });
});

describe('a "g" read as 8 where no table prints the figure', () => {
  it('offers the figure without the 8 when it has two decimals from 1 g ("7.78" is 7.7 g)', () => {
    expect(parseQuantity('7.78', undefined, true)!.readings.some((r) => r.value === 7.7 && r.unit === 'g')).toBe(true);
    // Under 1 g two decimals are printed (salt 0.08 g): an 8 there is a digit unless the panel says otherwise.
    expect(parseQuantity('0.38', undefined, true)!.readings.some((r) => r.value === 0.3)).toBe(false);
  });
});
