/**
 * The processes a bench started (Chromium's browser, renderer and GPU processes), read from
 * Linux /proc: their summed CPU time and resident memory. A page's Web Workers are threads of
 * its renderer process, so the CPU sum holds tesseract's worker as Node's process.cpuUsage()
 * holds its worker thread — the two runtimes compared in the same unit. Elsewhere (no /proc)
 * the list is empty and the callers print no CPU figure.
 */
import { readFileSync, readdirSync } from 'node:fs';

export interface TreeProcess { pid: number; cpuMs: number; rssBytes: number }

/** /proc's clock ticks per second (`getconf CLK_TCK`; 100 on Linux builds for x86 and ARM). */
const CLOCK_TICKS = 100;
const PAGE_BYTES = 4096;

/** Every process below `root` (default: this one), not `root` itself. */
export function processesUnder(root = process.pid): TreeProcess[] {
  const parent = new Map<number, number>();
  const seen: TreeProcess[] = [];
  let names: string[];
  try {
    names = readdirSync('/proc');
  } catch {
    return [];
  }
  for (const name of names) {
    if (!/^\d+$/.test(name)) continue;
    try {
      const stat = readFileSync(`/proc/${name}/stat`, 'utf8');
      // Fields after the command's closing parenthesis start at field 3 (state): ppid is [1],
      // utime and stime (fields 14, 15) are [11] and [12], rss in pages (field 24) is [21].
      const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
      parent.set(Number(name), Number(fields[1]));
      seen.push({ pid: Number(name), cpuMs: ((Number(fields[11]) + Number(fields[12])) * 1000) / CLOCK_TICKS, rssBytes: Number(fields[21]) * PAGE_BYTES });
    } catch {
      // The process ended while we looked.
    }
  }
  const under = (pid: number): boolean => {
    for (let p = parent.get(pid); p !== undefined && p > 1; p = parent.get(p)) if (p === root) return true;
    return false;
  };
  return seen.filter((p) => under(p.pid));
}

/** CPU milliseconds used so far by the processes below `root`, or undefined without /proc. */
export function cpuMsUnder(root = process.pid): number | undefined {
  const tree = processesUnder(root);
  return tree.length ? tree.reduce((s, p) => s + p.cpuMs, 0) : undefined;
}
