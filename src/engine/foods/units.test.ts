import { describe, expect, it } from 'vitest';
import { CONTAINER_ML, MASS_GRAMS, matchUnit, normalizeUnit, unitAliases, VOLUME_ML, VOLUME_WORDS } from './units.js';
import { matchUnit as mealMatchUnit } from '../meal/units.js';
import { readAmount } from '../meal/quantity.js';
import { tokenize } from '../meal/tokens.js';

describe('one unit vocabulary', () => {
  it('the meal parser reads every spelling as the unit the portion lookup normalises it to', () => {
    // "fl" alone is a unit only as the first half of "fl oz".
    const aliases = unitAliases().filter((a) => a !== 'fl');
    expect(aliases.length).toBeGreaterThan(150);
    for (const alias of aliases) {
      const match = matchUnit(alias.split(' '), 0, true);
      expect(match, alias).toBeDefined();
      expect(match!.unit.name, alias).toBe(normalizeUnit(alias));
    }
  });

  it('sizes come from the same table for every reader', () => {
    for (const alias of unitAliases((u) => u.kind !== 'household').filter((a) => a !== 'fl')) {
      const unit = matchUnit(alias.split(' '), 0, true)!.unit;
      const table = unit.kind === 'mass' ? MASS_GRAMS : VOLUME_ML;
      expect(table[unit.name], alias).toBe(unit.size);
    }
    expect(VOLUME_ML['fl oz']! * 12).toBeCloseTo(CONTAINER_ML.can!, 9);
  });

  it('the meal parser uses this module, not a copy', () => {
    expect(mealMatchUnit).toBe(matchUnit);
    const amount = readAmount(tokenize('3 tablespoonfuls of honey'), 0)!.amount;
    expect(amount.unit).toMatchObject({ name: 'tbsp', kind: 'volume', size: VOLUME_ML.tbsp });
  });

  it('USDA portion wording is read with the same volume units', () => {
    const read = (text: string) => VOLUME_WORDS.find(([re]) => re.test(text))?.[1];
    expect(read('cup, chopped')).toBe('cup');
    expect(read('fl oz')).toBe('fl oz');
    expect(read('fluid ounces')).toBe('fl oz');
    expect(read('tablespoons')).toBe('tbsp');
    expect(read('gallon')).toBe('gallon');
    // One-letter spellings are units only in meal text after a number, never in USDA wording.
    expect(read('large')).toBeUndefined();
    expect(read('cubic inch')).toBeUndefined();
  });

  it('words that are foods in meal text are units only for callers', () => {
    expect(normalizeUnit('sandwiches')).toBe('sandwich');
    expect(matchUnit(['sandwich'], 0, true)).toBeUndefined();
    expect(matchUnit(['g'], 0, false)).toBeUndefined();
    expect(matchUnit(['g'], 0, true)?.unit.name).toBe('g');
    expect(normalizeUnit('lg')).toBe('large');
  });
});
