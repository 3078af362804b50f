/**
 * The median of a list as the engine's geometry and data rules use it: the upper middle value
 * of the sorted list (no average of two, so it is always one of the values measured), and 0 for
 * an empty list.
 */
export function median(values: readonly number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? 0;
}
