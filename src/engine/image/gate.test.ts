import { describe, expect, it } from 'vitest';
import type { ClassScore } from './classifier.js';
import { FOOD_SHARE_THRESHOLD, judgeClasses, mayShowPackaging } from './gate.js';

// Classifier outputs as the model gives them (index, first synset name, probability).
const s = (index: number, label: string, p: number): ClassScore => ({ index, label, p });

describe('the ImageNet gate', () => {
  it('names a food class the model is clearly sure of', () => {
    const verdict = judgeClasses([s(965, 'burrito', 0.73), s(964, 'potpie', 0.24), s(924, 'guacamole', 0.02)]);
    expect(verdict.kind).toBe('named');
    if (verdict.kind === 'named') expect(verdict.food.foodId).toBe('fndds:58102300');
  });

  it('does not name a catch-all class below near certainty (beef carpaccio came out as ice cream 0.74)', () => {
    const verdict = judgeClasses([s(928, 'ice cream', 0.74), s(949, 'strawberry', 0.18), s(960, 'chocolate sauce', 0.03)]);
    expect(verdict.kind).toBe('unnamedFood');
  });

  it('names a catch-all class only when the model is near certain', () => {
    const verdict = judgeClasses([s(928, 'ice cream', 0.95), s(960, 'chocolate sauce', 0.03)]);
    expect(verdict.kind === 'named' && verdict.food.name).toBe('Ice cream');
  });

  it('says food it cannot name when tableware and dishes share the probability', () => {
    const verdict = judgeClasses([s(923, 'plate', 0.57), s(960, 'chocolate sauce', 0.12), s(962, 'meat loaf', 0.12), s(121, 'king crab', 0.03)]);
    expect(verdict).toMatchObject({ kind: 'unnamedFood' });
    expect(verdict.foodShare).toBeCloseTo(0.84, 5);
  });

  it('does not name a food class that is only the best of many weak guesses', () => {
    const verdict = judgeClasses([s(950, 'orange', 0.17), s(928, 'ice cream', 0.15), s(932, 'pretzel', 0.09), s(989, 'hip', 0.07), s(960, 'chocolate sauce', 0.04)]);
    expect(verdict.kind).toBe('unnamedFood');
  });

  it('says not food when little probability lands on food classes', () => {
    const verdict = judgeClasses([s(573, 'go-kart', 0.6), s(817, 'sports car', 0.2), s(923, 'plate', FOOD_SHARE_THRESHOLD / 2)]);
    expect(verdict).toMatchObject({ kind: 'notFood', top: { label: 'go-kart' } });
  });

  it('reads the scores in any order', () => {
    const verdict = judgeClasses([s(964, 'potpie', 0.24), s(965, 'burrito', 0.73)]);
    expect(verdict.kind).toBe('named');
  });
});

describe('whether a photo may show a pack (barcode, panel, printed name)', () => {
  // Outputs of the model on a rendered panel, a rendered barcode pack and two shared dish photos.
  it('yes for what labels and barcodes look like to the model', () => {
    expect(mayShowPackaging([s(916, 'web site', 0.77), s(922, 'menu', 0.16)])).toBe(true);
    expect(mayShowPackaging([s(549, 'envelope', 0.11), s(421, 'bannister', 0.09), s(769, 'rule', 0.07)])).toBe(true);
  });

  it('no for a plate of food with no print in sight', () => {
    expect(mayShowPackaging([s(965, 'burrito', 0.73), s(964, 'potpie', 0.24), s(924, 'guacamole', 0.02)])).toBe(false);
    expect(mayShowPackaging([s(923, 'plate', 0.71), s(925, 'consomme', 0.2), s(762, 'restaurant', 0.02)])).toBe(false);
  });

  it('yes for food beside printed matter (a menu, a packet)', () => {
    expect(mayShowPackaging([s(923, 'plate', 0.6), s(922, 'menu', 0.12)])).toBe(true);
    expect(mayShowPackaging([s(932, 'pretzel', 0.5), s(692, 'packet', 0.3)])).toBe(true);
  });
});
