/**
 * What a food came with (food-evidence.ts, issue 23 session 20): the list "with" opens goes on
 * through "and", so parts the food database does not know, listed after "with", are what the food
 * came with, not words said beside it in passing. Sentences written for this test.
 */
import { describe, expect, it } from 'vitest';
import { useEverydayEngine, names } from './everyday.test-helper.js';

const { describeMeal } = useEverydayEngine();

describe('the list "with" opened', () => {
  it('keeps the food answered when its parts after "with" are unknown', async () => {
    expect(names(await describeMeal('toast with ajvar and kajmak')).join(' | ')).toContain('toasted');
    expect(names(await describeMeal('coffee with Sam and Jo')).join(' | ')).toContain('Coffee');
  });
  it('leaves a toast raised with people refused', async () => {
    await expect(describeMeal('raise a toast with friends and family')).rejects.toMatchObject({ code: 'noFoodDetectedText' });
  });
});
