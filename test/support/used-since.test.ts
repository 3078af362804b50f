import { describe, expect, it } from 'vitest';
import { usedSince } from './used-since.js';

describe('usedSince', () => {
  it('sums a key’s count over each UTC day from the start to today, once per day', () => {
    const counts = new Map<string, number>();
    const today = new Date();
    const yesterday = new Date(today.getTime() - 86_400_000);
    counts.set(`k ${yesterday.toISOString().slice(0, 10)}`, 2);
    counts.set(`k ${today.toISOString().slice(0, 10)}`, 3);
    const store = { used: (key: string, day: string) => counts.get(`${key} ${day}`) ?? 0 };
    expect(usedSince(store, 'k', yesterday)).toBe(5);
    expect(usedSince(store, 'k', today)).toBe(3);
    expect(usedSince(store, 'other', yesterday)).toBe(0);
  });
});
