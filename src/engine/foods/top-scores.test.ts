import { describe, expect, it } from 'vitest';
import { heapify, popMax } from './doc-heap.js';
import { TopScores } from './top-scores.js';

describe('the search\'s doc heap', () => {
  it('hands out foods by falling key, each once', () => {
    const key = new Float64Array([0.3, 0.9, 0.1, 0.5, 0.7, 0.5]);
    const heap = new Int32Array([0, 1, 2, 3, 4, 5]);
    let size = heap.length;
    heapify(heap, size, key);
    const popped: number[] = [];
    while (size > 0) {
      popped.push(heap[0]!);
      size = popMax(heap, size, key);
    }
    expect(popped.map((d) => key[d])).toEqual([0.9, 0.7, 0.5, 0.5, 0.3, 0.1]);
    expect([...popped].sort()).toEqual([0, 1, 2, 3, 4, 5]);
  });

  it('reads each food\'s key from its record when given a stride', () => {
    // Two numbers per food: the key, then something else the heap must not read.
    const records = new Float64Array([0.3, 9, 0.9, -9, 0.1, 9, 0.5, -9]);
    const heap = new Int32Array([0, 1, 2, 3]);
    let size = heap.length;
    heapify(heap, size, records, 2);
    const popped: number[] = [];
    while (size > 0) {
      popped.push(heap[0]!);
      size = popMax(heap, size, records, 2);
    }
    expect(popped).toEqual([1, 3, 0, 2]);
  });
});

describe('the best scores so far', () => {
  it('keeps the best `limit` foods, a food once at its best, and says the score to beat', () => {
    const top = new TopScores(2);
    expect(top.threshold()).toBe(-Infinity);
    top.offer(7, 0.4);
    expect(top.threshold()).toBe(-Infinity);
    top.offer(8, 0.6);
    expect(top.threshold()).toBe(0.4);
    top.offer(7, 0.7); // the same food, better: it moves up, it is not held twice
    expect(top.threshold()).toBe(0.6);
    top.offer(9, 0.5); // below the score to beat: nothing changes
    expect(top.threshold()).toBe(0.6);
    top.offer(9, 0.65);
    expect(top.threshold()).toBe(0.65);
  });
});

describe('a cleared best-scores list', () => {
  it('is empty again and fills as a new one does', () => {
    const top = new TopScores(1);
    top.offer(3, 0.9);
    expect(top.clear().threshold()).toBe(-Infinity);
    top.offer(4, 0.2);
    expect(top.threshold()).toBe(0.2);
  });
});
