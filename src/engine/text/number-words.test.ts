import { describe, expect, it } from 'vitest';
import { ENGLISH_CARDINALS, cardinalWords, wordsBetween } from './number-words.js';

describe('number words, one table', () => {
  it('gives the cardinals of a range, ends included', () => {
    expect([...cardinalWords(1, 3)]).toEqual(['one', 'two', 'three']);
    expect(cardinalWords(2, 20).has('fourteen')).toBe(true);
    expect(cardinalWords(2, 20).has('one')).toBe(false);
    expect(cardinalWords(2, 20).has('thirty')).toBe(false);
  });

  it('every word a range gives reads back to a value inside it', () => {
    for (const word of cardinalWords(5, 15)) {
      const value = ENGLISH_CARDINALS[word]!;
      expect(value).toBeGreaterThanOrEqual(5);
      expect(value).toBeLessThanOrEqual(15);
    }
  });

  it('wordsBetween writes the same range as regular-expression alternatives', () => {
    expect(new Set(wordsBetween(ENGLISH_CARDINALS, 1, 12).split('|'))).toEqual(cardinalWords(1, 12));
  });
});
