import { describe, expect, it } from 'vitest';
import type { ClassScore } from './classifier.js';
import { CANDIDATE_MIN_P, FOOD_SHARE_THRESHOLD, judgeClasses, judgeViews, mayName, MAX_CANDIDATES, mayShowPackaging } from './gate.js';

// Classifier outputs as the model gives them (index, first synset name, probability).
const s = (index: number, label: string, p: number): ClassScore => ({ index, label, p });

describe('the ImageNet gate', () => {
  it('names a food class the model is sure of in every view (centre, whole photo, mirrored)', () => {
    const verdict = judgeViews([
      [s(965, 'burrito', 0.97), s(964, 'potpie', 0.02)],
      [s(965, 'burrito', 0.91), s(924, 'guacamole', 0.05)],
      [s(965, 'burrito', 0.95)],
    ]);
    expect(verdict).toMatchObject({ kind: 'named', food: { foodId: 'fndds:58102300' } });
    if (verdict.kind === 'named') expect(verdict.p).toBeCloseTo(0.91, 5);
  });

  it('does not name a class one view doubts, and offers it with the class another view prefers (bibimbap: burrito, then pot pie)', () => {
    const verdict = judgeViews([
      [s(965, 'burrito', 0.93), s(964, 'potpie', 0.04)],
      [s(964, 'potpie', 0.55), s(965, 'burrito', 0.4)],
      [s(965, 'burrito', 0.88), s(964, 'potpie', 0.1)],
    ]);
    expect(verdict.kind).toBe('unsure');
    if (verdict.kind === 'unsure') expect(verdict.candidates.map((c) => c.name)).toEqual(['Burrito', 'Pot pie']);
  });

  it('does not name a class below its least probability in one view, even when all views agree', () => {
    const verdict = judgeViews([[s(932, 'pretzel', 0.95)], [s(932, 'pretzel', 0.82)], [s(932, 'pretzel', 0.9)]]);
    expect(verdict).toMatchObject({ kind: 'unsure', candidates: [{ name: 'Soft pretzel' }] });
  });

  it('never names a class the model gives to dishes it has never seen, even at certainty in every view (apple pie as "potpie")', () => {
    const certain = [s(964, 'potpie', 1.0)];
    const verdict = judgeViews([certain, certain, certain]);
    expect(verdict).toMatchObject({ kind: 'unsure', candidates: [{ name: 'Pot pie' }] });
    expect(mayName(certain)).toBe(false);
  });

  it('offers at most three candidates, best first, one per food name, none below the floor', () => {
    const verdict = judgeClasses([
      s(963, 'pizza', 0.3), s(941, 'acorn squash', 0.2), s(942, 'butternut squash', 0.15), s(965, 'burrito', 0.12), s(933, 'cheeseburger', 0.1), s(949, 'strawberry', CANDIDATE_MIN_P / 2), s(923, 'plate', 0.1),
    ]);
    expect(verdict.kind === 'unsure' && verdict.candidates.map((c) => c.name)).toEqual(['Pizza', 'Acorn squash', 'Butternut squash']);
    expect(MAX_CANDIDATES).toBe(3);
  });

  it('says food it cannot name when tableware and unnamed dishes share the probability', () => {
    const verdict = judgeClasses([s(923, 'plate', 0.57), s(960, 'chocolate sauce', 0.12), s(925, 'consomme', 0.12), s(121, 'king crab', 0.03)]);
    expect(verdict).toMatchObject({ kind: 'unnamedFood' });
    expect(verdict.foodShare).toBeCloseTo(0.84, 5);
  });

  it('says not food when little probability lands on food classes', () => {
    const verdict = judgeClasses([s(573, 'go-kart', 0.6), s(817, 'sports car', 0.2), s(923, 'plate', FOOD_SHARE_THRESHOLD / 2)]);
    expect(verdict).toMatchObject({ kind: 'notFood', top: { label: 'go-kart' } });
  });

  it('reads the scores in any order', () => {
    const views = [[s(964, 'potpie', 0.04), s(965, 'burrito', 0.93)], [s(965, 'burrito', 0.9)], [s(965, 'burrito', 0.96)]];
    expect(judgeViews(views).kind).toBe('named');
    expect(mayName(views[0]!)).toBe(true);
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
