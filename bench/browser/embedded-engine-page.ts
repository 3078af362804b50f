/*
 * The page side of bench/embedded-engine.ts: the components' embedded engine, in its Web Worker
 * or on the page's thread, timed as a page sees it: how long a call takes, and how long the
 * page's main thread was blocked meanwhile (the longest stretch without a timer tick).
 */
import { configureEmbeddedEngine, embeddedApi } from '../../src/components/base/embedded-engine.js';

interface CallTiming {
  ms: number;
  /** The longest the page's thread went without running a timer during the call: how long it froze. */
  longestGapMs: number;
  /** setTimeout(0) ticks that ran during the call: 0 means the page was frozen throughout. */
  ticks: number;
}

async function timed(run: () => Promise<unknown>): Promise<CallTiming> {
  let ticks = 0;
  let ticking = true;
  const started = performance.now();
  let last = started;
  let longestGapMs = 0;
  const tick = () => {
    if (!ticking) return;
    const now = performance.now();
    longestGapMs = Math.max(longestGapMs, now - last);
    last = now;
    ticks++;
    setTimeout(tick, 0);
  };
  setTimeout(tick, 0);
  await run();
  const ended = performance.now();
  ticking = false;
  longestGapMs = Math.max(longestGapMs, ended - last);
  return { ms: ended - started, longestGapMs, ticks };
}

/** From a cancel asked for just after the call starts (a timer) to the call's answer. */
async function cancelAfterStart(text: string): Promise<number> {
  const api = (await embeddedApi()).describeMeal!;
  const controller = new AbortController();
  const asked = performance.now();
  setTimeout(() => controller.abort(), 0);
  await api(text, { signal: controller.signal }).catch(() => undefined);
  return performance.now() - asked;
}

/** From a cancel asked for just after a label scan starts to the call's answer. */
async function cancelLabelAfterStart(photo: Blob): Promise<number> {
  const api = (await embeddedApi()).scanLabel!;
  const controller = new AbortController();
  const asked = performance.now();
  setTimeout(() => controller.abort(), 0);
  await api(photo, { signal: controller.signal }).catch(() => undefined);
  return performance.now() - asked;
}

const photo = (base64: string, type: string) => new Blob([Uint8Array.from(atob(base64), (c) => c.charCodeAt(0))], { type });

Object.assign(window, {
  nutriBench: {
    configure(worker: boolean) {
      configureEmbeddedEngine({ worker });
    },
    describe: async (text: string) => timed(async () => (await embeddedApi()).describeMeal!(text)),
    scanLabel: async (base64: string, type: string) => {
      const blob = photo(base64, type);
      return timed(async () => (await embeddedApi()).scanLabel!(blob));
    },
    cancelAfterStart,
    cancelLabelAfterStart: (base64: string, type: string) => cancelLabelAfterStart(photo(base64, type)),
  },
});
