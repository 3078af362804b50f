/**
 * scanImage in Chromium: the embedded engine built by Vite (as the extension and the library
 * ship it: the model, onnxruntime's wasm, zxing and tesseract emitted as assets), served on
 * loopback and driven by playwright-core. Per stage and whole pipeline, median and p95, on the
 * shared food photos and the generated packs, panels and barcodes.
 * Usage: npm run bench:image-browser
 */
import { createReadStream, existsSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { extname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium } from 'playwright-core';
import { build } from 'vite';
import { ms, percentile } from './report.js';
import { serveDirectory } from './serve-directory.js';

const root = fileURLToPath(new URL('..', import.meta.url));
const out = '/tmp/nutri-bench-image-browser';
rmSync(out, { recursive: true, force: true });
await build({
  configFile: false,
  root: join(root, 'bench/browser'),
  publicDir: false,
  logLevel: 'warn',
  resolve: { alias: [{ find: /^\.\/platform\/node\.js$/, replacement: join(root, 'src/engine/platform/browser.ts') }] },
  build: {
    outDir: out,
    emptyOutDir: true,
    target: 'chrome116',
    rolldownOptions: {
      input: join(root, 'bench/browser/image-page.html'),
      // As vite.config.ts: tesseract asks for `<langPath>/eng.traineddata.gz` by that name.
      output: { assetFileNames: (asset) => ((asset.names ?? []).some((n) => n.endsWith('.traineddata.gz')) ? 'assets/tessdata/[name][extname]' : 'assets/[name]-[hash][extname]') },
    },
    chunkSizeWarningLimit: 20_000,
  },
});

const server = await serveDirectory(out);
const base = server.base;

const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox', '--headless=new', '--disable-gpu'] });
const page = await browser.newPage();
page.on('pageerror', (error) => console.error('page error:', error.message));
await page.goto(`${base}/image-page.html`);
await page.waitForFunction(() => (window as unknown as { nutriBench?: unknown }).nutriBench !== undefined);
await page.evaluate(() => (window as unknown as { nutriBench: { ready: Promise<boolean> } }).nutriBench.ready);

const SHARED = new URL('../../shared/data/food-images/', import.meta.url);
const FIXTURES = new URL('../test/fixtures/', import.meta.url);
const sets: [string, URL, string[]][] = [
  ['shared food photos', SHARED, (JSON.parse(readFileSync(new URL('labels.json', SHARED), 'utf8')) as { images: { file: string }[] }).images.map((i) => i.file)],
  ['generated packs, panels, barcodes', FIXTURES, [
    ...readdirSync(new URL('labels/', FIXTURES)).filter((f) => /\.(png|jpe?g)$/.test(f)).map((f) => `labels/${f}`),
    ...readdirSync(new URL('image/', FIXTURES)).filter((f) => /\.(png|jpe?g)$/.test(f)).map((f) => `image/${f}`),
  ]],
];

console.log(`# scanImage in ${browser.version().startsWith('1') ? 'Chromium ' + browser.version() : browser.version()} (embedded engine, Vite build, offline)\n`);
for (const [title, dir, files] of sets) {
  const runs: { file: string; stageMs: Record<string, number>; totalMs: number; answeredBy: string }[] = [];
  for (const file of files) {
    const imageData = readFileSync(new URL(file, dir)).toString('base64');
    const result = await page.evaluate((data) => (window as unknown as { nutriBench: { run(d: string): Promise<{ stageMs: Record<string, number>; totalMs: number; answeredBy: string }> } }).nutriBench.run(data), imageData);
    runs.push({ file, ...result });
  }
  console.log(`## ${title}\n`);
  console.log('| stage | ran on | answered | median | p95 |\n|---|---|---|---|---|');
  for (const stage of ['decode', 'barcode', 'label', 'packaging', 'vision', 'estimate']) {
    const times = runs.map((r) => r.stageMs[stage]).filter((x): x is number => x !== undefined);
    console.log(`| ${stage === 'decode' ? 'decode + ImageNet look' : stage} | ${times.length} | ${stage === 'decode' ? '' : runs.filter((r) => r.answeredBy === stage).length} | ${ms(percentile(times, 0.5))} | ${ms(percentile(times, 0.95))} |`);
  }
  const totals = runs.map((r) => r.totalMs);
  console.log(`\nWhole pipeline: ${runs.length} pictures, median ${ms(percentile(totals, 0.5))}, p95 ${ms(percentile(totals, 0.95))}, max ${ms(Math.max(...totals))} (first includes loading the model)\n`);
  const outcomes = runs.reduce<Record<string, number>>((acc, r) => ((acc[r.answeredBy] = (acc[r.answeredBy] ?? 0) + 1), acc), {});
  console.log('| outcome | pictures |\n|---|---|');
  for (const [k, v] of Object.entries(outcomes)) console.log(`| ${k} | ${v} |`);
  console.log();
}
await browser.close();
server.close();
