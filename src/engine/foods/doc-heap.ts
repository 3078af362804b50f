/**
 * A binary max-heap of food positions in an Int32Array, ordered by a key per food: the search
 * hands out the best bounds first without sorting every candidate (most are never popped).
 */

/**
 * Orders `heap` as a binary max-heap by key[doc * stride]: a stride lets the key sit in a
 * per-food record (search-index.ts) instead of an array of its own.
 */
export function heapify(heap: Int32Array, size: number, key: Float64Array, stride = 1): void {
  for (let i = (size >> 1) - 1; i >= 0; i--) siftDown(heap, i, size, key, stride);
}

/** Moves the largest of heap[0..size) out of the heap's range; returns the new size. */
export function popMax(heap: Int32Array, size: number, key: Float64Array, stride = 1): number {
  const last = size - 1;
  const top = heap[0]!;
  heap[0] = heap[last]!;
  heap[last] = top;
  siftDown(heap, 0, last, key, stride);
  return last;
}

function siftDown(heap: Int32Array, i: number, size: number, key: Float64Array, stride: number): void {
  const doc = heap[i]!;
  const value = key[doc * stride]!;
  for (;;) {
    let child = 2 * i + 1;
    if (child >= size) break;
    if (child + 1 < size && key[heap[child + 1]! * stride]! > key[heap[child]! * stride]!) child++;
    if (key[heap[child]! * stride]! <= value) break;
    heap[i] = heap[child]!;
    i = child;
  }
  heap[i] = doc;
}
