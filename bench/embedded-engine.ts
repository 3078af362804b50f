/**
 * The components' embedded engine in Chromium, in its Web Worker and on the page's thread (the
 * fallback, and what pages did before): the Vite-built bundle served on loopback, driven by
 * playwright-core. Per mode: the first call (engine and data load), warm calls short and long
 * (median, p95), how long the page's main thread was blocked meanwhile, how soon a cancel is
 * answered, and the page's JS heap.
 * Usage: npm run bench:embedded-engine [runs]
 */
import { readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium, type Page } from 'playwright-core';
import { build } from 'vite';
import { ms, percentile } from './report.js';
import { serveDirectory } from './serve-directory.js';

const runs = Number(process.argv[2] ?? 15);
const root = fileURLToPath(new URL('..', import.meta.url));
const out = '/tmp/nutri-bench-embedded-engine';
rmSync(out, { recursive: true, force: true });
const assetFileNames = (asset: { names?: readonly string[] }) =>
  (asset.names ?? []).some((n) => n.endsWith('.traineddata.gz')) ? 'assets/tessdata/[name][extname]' : 'assets/[name]-[hash][extname]';
await build({
  configFile: false,
  root: join(root, 'bench/browser'),
  publicDir: false,
  logLevel: 'warn',
  resolve: {
    alias: [
      { find: /^\.\/platform\/node\.js$/, replacement: join(root, 'src/engine/platform/browser.ts') },
      { find: /^\.\/decode-node\.js$/, replacement: join(root, 'src/engine/imaging/decode-node.browser.ts') },
    ],
  },
  esbuild: { target: 'es2022', tsconfigRaw: { compilerOptions: { experimentalDecorators: true, useDefineForClassFields: false } } },
  worker: { format: 'es', rolldownOptions: { output: { assetFileNames } } },
  build: {
    outDir: out,
    emptyOutDir: true,
    target: 'es2022',
    assetsInlineLimit: 0,
    rolldownOptions: { input: join(root, 'bench/browser/embedded-engine-page.html'), output: { assetFileNames } },
    chunkSizeWarningLimit: 20_000,
  },
});

const server = await serveDirectory(out);
const base = server.base;
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox', '--headless=new', '--disable-gpu'] });

interface CallTiming { ms: number; longestGapMs: number; ticks: number }
interface Bench {
  configure(worker: boolean): void;
  describe(text: string): Promise<CallTiming>;
  scanLabel(base64: string, type: string): Promise<CallTiming>;
  cancelAfterStart(text: string): Promise<number>;
  cancelLabelAfterStart(base64: string, type: string): Promise<number>;
}

// Label photos of the test fixtures (generated panels and one photo), a different one each run.
const LABELS = ['us-2016.png', 'us-classic.jpg', 'eu-en.png', 'au.png', 'in.png'].map((name) => ({
  base64: readFileSync(join(root, 'test/fixtures/labels', name)).toString('base64'),
  type: name.endsWith('.jpg') ? 'image/jpeg' : 'image/png',
}));
const labelRuns = Math.min(runs, 5);

// Own examples (no NutriBench text): a short meal and the longest list the contract allows.
const SHORT = '2 eggs and a slice of toast';
const FOODS = [
  'egg', 'apple', 'banana', 'toast', 'rice', 'milk', 'orange', 'carrot', 'yogurt', 'pear', 'bagel', 'butter', 'cheese',
  'ham', 'bacon', 'tomato', 'potato', 'onion', 'garlic', 'spinach', 'lettuce', 'cucumber', 'pepper', 'broccoli', 'peas',
  'corn', 'beans', 'lentils', 'tofu', 'salmon', 'tuna', 'shrimp', 'chicken', 'beef', 'pork', 'turkey', 'lamb', 'pasta',
  'noodles', 'bread', 'muffin', 'pancake', 'waffle', 'cereal', 'oatmeal', 'granola', 'honey', 'jam', 'peanuts', 'almonds',
  'walnuts', 'raisins', 'grapes', 'mango', 'kiwi', 'peach', 'plum', 'cherries', 'melon', 'lemon', 'avocado', 'olives',
  'mushrooms', 'zucchini', 'pumpkin', 'celery', 'cabbage', 'cookie', 'donut', 'brownie', 'cake', 'pie', 'popcorn',
  'pretzel', 'crackers', 'chips', 'salsa', 'hummus', 'coffee', 'tea', 'juice', 'soda', 'beer', 'wine',
];
/** A different 200-item list each run, so no answer is served from a cache. */
const long = (run: number) => Array.from({ length: 200 }, (_, i) => `${1 + ((i + run) % 3)} ${FOODS[(i * 7 + run) % FOODS.length]}`).join(', ');
const short = (run: number) => `${2 + (run % 5)} eggs and ${1 + (run % 3)} slices of toast`;

async function openPage(worker: boolean): Promise<Page> {
  const page = await browser.newPage();
  page.on('pageerror', (error) => console.error('page error:', error.message));
  await page.goto(`${base}/embedded-engine-page.html`);
  await page.waitForFunction(() => 'nutriBench' in window);
  await page.evaluate((w) => (window as unknown as { nutriBench: Bench }).nutriBench.configure(w), worker);
  return page;
}

const call = (page: Page, text: string) => page.evaluate((t) => (window as unknown as { nutriBench: Bench }).nutriBench.describe(t), text);
const summary = (values: number[]) => `${ms(percentile(values, 0.5))} / ${ms(percentile(values, 0.95))}`;

console.log(`\nEmbedded engine in Chromium, ${runs} warm runs per row (median / p95)\n`);
console.log('| mode | call | first call (cold) | call time | longest main-thread freeze | timer ticks during the call (more: the page kept working) | cancel answered after | page JS heap |');
console.log('|---|---|---|---|---|---|---|---|');
for (const worker of [true, false]) {
  const mode = worker ? 'Web Worker' : 'page thread';
  const colds: number[] = [];
  // A fresh page per cold start, 5 times: the engine, its chunks and data load each time.
  for (let i = 0; i < 5; i++) {
    const page = await openPage(worker);
    colds.push((await call(page, SHORT)).ms);
    await page.close();
  }
  const page = await openPage(worker);
  await call(page, SHORT);
  let run = 0;
  for (const [name, text] of [['short meal', short], ['200 items', long]] as const) {
    const timings: CallTiming[] = [];
    for (let i = 0; i < runs; i++) timings.push(await call(page, text(++run)));
    const cancels: number[] = [];
    for (let i = 0; i < Math.min(runs, 5); i++) {
      cancels.push(await page.evaluate((t) => (window as unknown as { nutriBench: Bench }).nutriBench.cancelAfterStart(t), text(++run)));
      await call(page, SHORT); // a stopped worker's successor loads before the next timing
    }
    const cdp = await page.context().newCDPSession(page);
    const heap = (await cdp.send('Runtime.getHeapUsage')) as { usedSize: number };
    await cdp.detach();
    console.log(`| ${mode} | ${name} | ${summary(colds)} | ${summary(timings.map((t) => t.ms))} | ${summary(timings.map((t) => t.longestGapMs))} | ${percentile(timings.map((t) => t.ticks), 0.5)} / ${percentile(timings.map((t) => t.ticks), 0.95)} | ${summary(cancels)} | ${(heap.usedSize / 2 ** 20).toFixed(1)} MiB |`);
  }
  {
    const timings: CallTiming[] = [];
    let first = 0;
    // The first scan loads tesseract (its worker, core and English data): timed apart.
    for (let i = 0; i <= labelRuns; i++) {
      const label = LABELS[i % LABELS.length]!;
      const timing = await page.evaluate(([b, t]) => (window as unknown as { nutriBench: Bench }).nutriBench.scanLabel(b!, t!), [label.base64, label.type]);
      if (i === 0) first = timing.ms;
      else timings.push(timing);
    }
    const cancels: number[] = [];
    for (let i = 0; i < Math.min(labelRuns, 3); i++) {
      const label = LABELS[(i + 1) % LABELS.length]!;
      cancels.push(await page.evaluate(([b, t]) => (window as unknown as { nutriBench: Bench }).nutriBench.cancelLabelAfterStart(b!, t!), [label.base64, label.type]));
      await call(page, SHORT);
    }
    const cdp = await page.context().newCDPSession(page);
    const heap = (await cdp.send('Runtime.getHeapUsage')) as { usedSize: number };
    await cdp.detach();
    console.log(`| ${mode} | label photo (scanLabel, ${labelRuns} runs) | ${ms(first)} (first scan) | ${summary(timings.map((t) => t.ms))} | ${summary(timings.map((t) => t.longestGapMs))} | ${percentile(timings.map((t) => t.ticks), 0.5)} / ${percentile(timings.map((t) => t.ticks), 0.95)} | ${summary(cancels)} | ${(heap.usedSize / 2 ** 20).toFixed(1)} MiB |`);
  }
  await page.close();
}
console.log('\nFreeze: the longest stretch in which the page ran no timer (a setTimeout(0) loop runs throughout the call). Ticks: setTimeout(0) callbacks that ran while the call was under way (more = a more responsive page). Heap: the page\'s own JS heap (the worker\'s is not counted).\n');
await browser.close();
server.close();
