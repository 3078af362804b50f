/**
 * How benches print what they measured: markdown tables with padded columns, percentiles by
 * nearest rank, and the few number formats every table uses. One copy, so two benches' p95
 * mean the same thing.
 */

/** The nearest-rank percentile (q in 0–1) of values; NaN when there are none. */
export function percentile(values: readonly number[], q: number): number {
  if (values.length === 0) return NaN;
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil(q * sorted.length) - 1))]!;
}

/** Whole milliseconds, or a dash for a figure that was not measured. */
export const ms = (x: number): string => (Number.isFinite(x) ? `${Math.round(x)} ms` : '—');

/** a of b as a percentage with one decimal, or a dash when there is nothing to count. */
export const pct = (a: number, b: number): string => (b === 0 ? '—' : `${((100 * a) / b).toFixed(1)} %`);

/** Prints a markdown table whose columns are padded to their widest cell, then a blank line. */
export function table(headers: readonly string[], rows: readonly (readonly (string | number)[])[]): void {
  const cells = [headers, ...rows.map((r) => r.map(String))];
  const widths = headers.map((_, i) => Math.max(...cells.map((r) => (r[i] ?? '').length)));
  const line = (r: readonly string[]) => '| ' + r.map((c, i) => c.padEnd(widths[i]!)).join(' | ') + ' |';
  console.log(line(headers));
  console.log('|' + widths.map((w) => '-'.repeat(w + 2)).join('|') + '|');
  for (const r of cells.slice(1)) console.log(line(r));
  console.log();
}
