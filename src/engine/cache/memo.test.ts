import { describe, expect, it } from 'vitest';
import { Memo, derivedPerOwner, memoPerOwner } from './memo.js';

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

  it('remembers: computes on a miss only, and keeps falsy answers', () => {
    const memo = new Memo<string, boolean>(4);
    let computed = 0;
    const judge = (key: string) => (computed++, key.length > 3);
    expect(memo.remember('egg', judge)).toBe(false);
    expect(memo.remember('egg', judge)).toBe(false);
    expect(computed).toBe(1);
  });

  it('keeps one memo per owner, never shared between owners', () => {
    const per = memoPerOwner<object, string, number>(4);
    const a = {};
    const b = {};
    per(a).set('x', 1);
    expect(per(a).get('x')).toBe(1);
    expect(per(b).get('x')).toBeUndefined();
  });

  it('derives a table once per owner, and again for another owner', () => {
    let derived = 0;
    const tableOf = derivedPerOwner((owner: { n: number }) => (derived++, new Set([owner.n])));
    const a = { n: 1 };
    const b = { n: 2 };
    expect(tableOf(a)).toBe(tableOf(a));
    expect(tableOf(b).has(2)).toBe(true);
    expect(derived).toBe(2);
  });
});
