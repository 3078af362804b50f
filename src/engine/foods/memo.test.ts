import { describe, expect, it } from 'vitest';
import { Memo } from './memo.js';

describe('Memo', () => {
  it('keeps at most its bound, and what is asked again survives a generation', () => {
    const memo = new Memo<string, number>(4);
    memo.set('a', 1);
    memo.set('b', 2);
    memo.set('c', 3); // a and b become the old generation
    expect(memo.get('a')).toBe(1); // a moves back to the young one
    memo.set('d', 4); // young (c, a) is full: it becomes the old one, b is dropped
    expect(memo.get('b')).toBeUndefined();
    expect(memo.get('a')).toBe(1);
    expect(memo.get('c')).toBe(3);
    expect(memo.get('d')).toBe(4);
    for (let i = 0; i < 100; i++) memo.set(`k${i}`, i);
    expect(memo.size).toBeLessThanOrEqual(4);
    expect(memo.get('k99')).toBe(99);
  });
});
