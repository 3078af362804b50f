/**
 * scanLabel speed: seconds per photo (median, p95) for the whole read (decode, preparation,
 * OCR, parse), OCR start-up timed apart in Node and within the first photo in Chromium, in Node (tesseract in a worker thread)
 * and in Chromium (the browser build of src/ocr in a Web Worker, built by Vite, served on
 * loopback, driven by playwright-core). Photos: the real ones in ../shared/data/labels when
 * present, and the committed rendered panels. On the real photos it also counts the printed
 * figures read exact, so the browser build's accuracy is checked beside the Node one's.
 * Usage: npm run bench:label-speed [-- --rounds 2 --node-only | --browser-only] [--new-only | --real-only] [--only name,name] [--runs]
 * CPU seconds per photo in both (Node: the process's threads; Chromium: its processes, read from
 * Linux /proc), so the two runtimes compare at any load. In Node it also counts, per photo, the OCR runs and the megapixels they read, and with --stages
 * the CPU seconds of each stage of the read (decode, locate, first read, close-up, looks, gaps…).
 */
import { createReadStream, existsSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { decodeImage } from '../src/engine/imaging/index.js';
import { readLabel, type ReadStage } from '../src/engine/label/read-label.js';
import { createOcr } from '../src/ocr/node.js';
import { CHROMIUM_ARGS } from '../test/label/render/render.js';
import type { LabelPanel } from '../src/engine/label/types.js';
import type { Ocr } from '../src/ocr/types.js';
import { cpuMsUnder } from './process-tree.js';
import { realLabelCases, realPhotoCases, score, type Field, type FieldScore, type LabelCase } from './label-shared.js';

const args = process.argv.slice(2);
const rounds = Math.max(1, Number(args[args.indexOf('--rounds') + 1] ?? 1) || 1);
const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const fixtures = path.join(root, 'test/fixtures/labels');
// --new-only: the 25 real photos of issue 22 alone (timed; their figures are scored by
// bench:label-accuracy, which keeps the validation photos' per-photo results to itself).
const NEW_ONLY = args.includes('--new-only');
// --real-only: the real photos (the 8 older and the 25 of issue 22), no rendered fixtures.
const REAL_ONLY = args.includes('--real-only');
const LANES = args.includes('--lanes') ? Number(args[args.indexOf('--lanes') + 1]) : undefined;
// --only a,b: the photos whose file name starts with one of these (a change measured on the photos it touches).
const RUNS = args.includes('--runs');
const ONLY = args.includes('--only') ? args[args.indexOf('--only') + 1]!.split(',') : undefined;
// --dir DIR: the photos (N.jpg, N.png) of a dumped generated set instead (bench:label-accuracy --dump: product shots), timed only.
const DIR = args.includes('--dir') ? args[args.indexOf('--dir') + 1] : undefined;
const photos: { name: string; bytes: Uint8Array; truth?: LabelCase['columns']; validation?: boolean }[] = DIR
  ? readdirSync(DIR).filter((f) => /\.(png|jpe?g)$/.test(f)).sort((a, b) => parseInt(a) - parseInt(b)).map((f) => ({ name: f, bytes: new Uint8Array(readFileSync(path.join(DIR, f))) }))
  : [
  ...(NEW_ONLY ? [] : realLabelCases().map((c) => ({ name: c.file, bytes: new Uint8Array(readFileSync(c.path)), truth: c.columns }))),
  ...realPhotoCases().map((c) => ({ name: `real/${c.file}`, bytes: new Uint8Array(readFileSync(c.path)), validation: c.split === 'validation' })),
  ...(NEW_ONLY || REAL_ONLY ? [] : readdirSync(fixtures).filter((f) => /\.(png|jpe?g)$/.test(f)).map((f) => ({ name: f, bytes: new Uint8Array(readFileSync(path.join(fixtures, f))) }))),
].filter((p) => !ONLY || ONLY.some((start) => p.name.replace(/^real\//, '').startsWith(start)));

interface Timing { name: string; validation?: boolean; ms: number; figures: number; exact?: { exact: number; total: number }; cpuMs?: number; runs?: number; megapixels?: number; stages?: Map<string, number> }
const STAGES = args.includes('--stages');
// --eng-data DIR: another English traineddata (DIR/eng.traineddata.gz, e.g. tessdata_fast) in place of the shipped one.
const ENGLISH_DATA = args.includes('--eng-data') ? args[args.indexOf('--eng-data') + 1] : undefined;

/** The figures read, and on a real photo how many of its printed figures came out exact (the same count as bench:label-accuracy). */
function timing(photo: (typeof photos)[number], ms: number, panel: LabelPanel | undefined): Timing {
  const figures = panel ? panel.columns.reduce((s, c) => s + Object.keys(c.nutrients).length, 0) : 0;
  if (!photo.truth) return { name: photo.name, ...(photo.validation ? { validation: true } : {}), ms, figures };
  const scores = new Map<Field, FieldScore>();
  score(panel, photo.truth, scores);
  const sum = (key: 'exact' | 'total') => [...scores.values()].reduce((s, f) => s + f[key], 0);
  return { name: photo.name, ms, figures, exact: { exact: sum('exact'), total: sum('total') } };
}
const quantile = (sorted: number[], q: number) => sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil(q * sorted.length) - 1))]!;

function report(title: string, times: Timing[], extra: [string, string][] = []): void {
  const sorted = times.map((t) => t.ms).sort((a, b) => a - b);
  console.log(`\n${title} (${photos.length} photos × ${rounds} round${rounds > 1 ? 's' : ''}, ${process.env.CI ? 'CI' : 'this machine'})`);
  console.log('measure | value\n--- | ---');
  console.log(`first photo${extra.some(([k]) => k.startsWith('OCR start-up')) ? '' : ' incl. OCR start-up'} | ${(times[0]!.ms / 1000).toFixed(2)} s`);
  console.log(`median per photo | ${(quantile(sorted, 0.5) / 1000).toFixed(2)} s`);
  console.log(`p95 per photo | ${(quantile(sorted, 0.95) / 1000).toFixed(2)} s`);
  console.log(`photos per minute | ${((60_000 * times.length) / times.reduce((s, t) => s + t.ms, 0)).toFixed(1)}`);
  const cpu = times.filter((t) => t.cpuMs !== undefined).map((t) => t.cpuMs!).sort((a, b) => a - b);
  if (cpu.length) {
    console.log(`CPU seconds per photo, median | ${(quantile(cpu, 0.5) / 1000).toFixed(2)} s`);
    console.log(`CPU seconds per photo, p95 | ${(quantile(cpu, 0.95) / 1000).toFixed(2)} s`);
  }
  const scored = times.filter((t) => t.exact);
  if (scored.length) {
    const exact = scored.reduce((s, t) => s + t.exact!.exact, 0);
    const total = scored.reduce((s, t) => s + t.exact!.total, 0);
    console.log(`real photos: figures exact | ${((100 * exact) / total).toFixed(1)} % (${exact}/${total})`);
  }
  const counted = times.filter((t) => t.runs !== undefined);
  if (counted.length) {
    const runs = counted.map((t) => t.runs!).sort((a, b) => a - b);
    const mp = counted.map((t) => t.megapixels!).sort((a, b) => a - b);
    console.log(`OCR runs per photo, median / max | ${quantile(runs, 0.5)} / ${runs.at(-1)}`);
    console.log(`MP read by OCR per photo, median / p95 | ${quantile(mp, 0.5).toFixed(2)} / ${quantile(mp, 0.95).toFixed(2)}`);
  }
  for (const [k, v] of extra) console.log(`${k} | ${v}`);
  // Validation photos are counted in the figures above only: their own rows are not printed (issue 22's split).
  const hidden = times.filter((t) => t.validation).length;
  console.log(`\nper photo (seconds, figures read${hidden ? `; ${hidden} validation photos counted above, not listed` : ''}):`);
  for (const t of times.filter((t) => !t.validation)) {
    const cpu = t.cpuMs !== undefined ? `, CPU ${(t.cpuMs / 1000).toFixed(2)} s` : '';
    const cost = `${cpu}${t.runs !== undefined ? `, ${t.runs} OCR runs, ${t.megapixels!.toFixed(2)} MP` : ''}`;
    const stages = t.stages ? ` [${[...t.stages].map(([k, v]) => `${k} ${(v / 1000).toFixed(2)}`).join(', ')}]` : '';
    console.log(`  ${t.name}: ${(t.ms / 1000).toFixed(2)} s${cost}, ${t.figures}${t.exact ? ` (${t.exact.exact}/${t.exact.total} exact)` : ''}${stages}`);
  }
  const staged = times.filter((t) => t.stages);
  if (staged.length) {
    // Each stage's CPU summed over the photos, and on the median photo by CPU.
    const names = [...new Set(staged.flatMap((t) => [...t.stages!.keys()]))];
    const byCpu = [...staged].sort((a, b) => a.cpuMs! - b.cpuMs!);
    const median = byCpu[Math.ceil(0.5 * byCpu.length) - 1]!;
    console.log(`\nCPU seconds by stage (all photos; median photo ${median.validation ? 'a validation photo' : median.name})\nstage | all photos | photos reaching it | median photo\n--- | --- | --- | ---`);
    for (const name of names) {
      const reached = staged.filter((t) => t.stages!.has(name));
      const total = reached.reduce((s, t) => s + t.stages!.get(name)!, 0);
      console.log(`${name} | ${(total / 1000).toFixed(2)} | ${reached.length} | ${median.validation ? '–' : ((median.stages!.get(name) ?? 0) / 1000).toFixed(2)}`);
    }
  }
}


async function inNode(): Promise<void> {
  let peakRss = 0;
  const startup = performance.now();
  // The product's 20 s bound refuses photos on a loaded shared machine; CPU seconds are what is compared.
  // --lanes N: tesseract workers side by side (default 1, as the product).
  const ocr = await createOcr({ timeoutMs: 300_000, ...(LANES ? { lanes: LANES } : {}), ...(ENGLISH_DATA ? { dataPaths: { eng: ENGLISH_DATA } } : {}) });
  // OCR start-up (each lane's worker and English model) timed apart, so no photo's time holds it.
  // A page with print on it: a blank page leaves the model's first recognition to the first
  // photo (measured: a photo read first cost 2.67 CPU s, read again 1.01 s).
  const warm = await decodeImage(new Uint8Array(readFileSync(path.join(fixtures, 'us-2016.png'))));
  await Promise.all(Array.from({ length: ocr.parallel }, () => ocr.recognize(warm)));
  const startupMs = performance.now() - startup;
  // Counts each OCR run and the pixels it reads (what a photo's time mostly goes to).
  let runs = 0;
  let megapixels = 0;
  const counting: Ocr = {
    recognize: async (image, options) => {
      runs++;
      if (!(image instanceof Uint8Array)) megapixels += (image.width * image.height) / 1e6;
      const before = process.cpuUsage();
      const page = await ocr.recognize(image, options);
      // --runs: each OCR run's size, layout and CPU seconds (what a photo's time goes to).
      if (RUNS) console.log(`    run ${image.width}×${image.height} ${options?.layout ?? 'sparse'} ${options?.language ?? 'eng'}: CPU ${((process.cpuUsage(before).user + process.cpuUsage(before).system) / 1e6).toFixed(2)} s`);
      return page;
    },
    parallel: ocr.parallel,
    terminate: () => ocr.terminate(),
  };
  // --stages: CPU of each stage of the read, told by the reader as it goes (LabelReaderContext.stage).
  let stages = new Map<string, number>();
  let current: { name: string; cpu: NodeJS.CpuUsage } | undefined;
  const enter = (name: string) => {
    const now = process.cpuUsage();
    if (current) stages.set(current.name, (stages.get(current.name) ?? 0) + (now.user + now.system - current.cpu.user - current.cpu.system) / 1000);
    current = name === 'done' ? undefined : { name, cpu: now };
  };
  const ctx = { ocr: async () => counting, ...(STAGES ? { stage: (name: ReadStage) => enter(name) } : {}) };
  const times: Timing[] = [];
  for (let round = 0; round < rounds; round++) {
    for (const photo of photos) {
      const start = performance.now();
      const cpuBefore = process.cpuUsage();
      runs = 0;
      megapixels = 0;
      stages = new Map();
      if (STAGES) enter('decode');
      const panel = await readLabel(ctx, await decodeImage(photo.bytes)).catch(() => undefined);
      // A read that ended early (no panel, an error) closes its last stage here.
      if (STAGES) enter('done');
      const used = process.cpuUsage(cpuBefore);
      // CPU time of this process's threads (OCR's worker included): wall time on a shared machine follows its load.
      times.push({ ...timing(photo, performance.now() - start, panel), cpuMs: (used.user + used.system) / 1000, runs, megapixels, ...(STAGES ? { stages } : {}) });
      peakRss = Math.max(peakRss, process.memoryUsage().rss);
    }
  }
  await ocr.terminate();
  report(`scanLabel read in Node, ${ocr.parallel} OCR lane${ocr.parallel > 1 ? 's' : ''}`, times, [['OCR start-up (apart)', `${(startupMs / 1000).toFixed(2)} s`], ['peak RSS', `${(peakRss / 1024 / 1024).toFixed(0)} MB`]]);
}

async function inChromium(): Promise<void> {
  // Loaded only here, so the Node figures (peak RSS) are the reader's alone.
  const [{ chromium }, { build }] = await Promise.all([import('playwright-core'), import('vite')]);
  const out = '/tmp/nutri-bench-label-browser';
  rmSync(out, { recursive: true, force: true });
  await build({
    configFile: false,
    root: path.join(root, 'bench/browser'),
    publicDir: false,
    logLevel: 'warn',
    resolve: { alias: [{ find: /^\.\/decode-node\.js$/, replacement: path.join(root, 'src/engine/imaging/decode-node.browser.ts') }] },
    build: {
      outDir: out,
      emptyOutDir: true,
      target: 'chrome116',
      rolldownOptions: {
        input: path.join(root, 'bench/browser/label-page.html'),
        // As vite.config.ts: tesseract asks for `<langPath>/eng.traineddata.gz` by that name.
        output: { assetFileNames: (asset) => ((asset.names ?? []).some((n) => n.endsWith('.traineddata.gz')) ? 'assets/tessdata/[name][extname]' : 'assets/[name]-[hash][extname]') },
      },
      chunkSizeWarningLimit: 20_000,
    },
  });
  const types: Record<string, string> = { '.html': 'text/html', '.js': 'text/javascript', '.mjs': 'text/javascript', '.wasm': 'application/wasm' };
  const server = createServer((req, res) => {
    const file = path.join(out, decodeURIComponent(new URL(req.url ?? '/', 'http://x').pathname));
    if (!file.startsWith(out) || !existsSync(file)) return void res.writeHead(404).end();
    // tesseract's data is stored gzipped and read as such: no Content-Encoding.
    res.writeHead(200, { 'Content-Type': types[path.extname(file)] ?? 'application/octet-stream' });
    createReadStream(file).pipe(res);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', args: CHROMIUM_ARGS });
  try {
    const page = await browser.newPage();
    page.on('pageerror', (error) => console.error('page error:', error.message));
    await page.goto(`http://127.0.0.1:${(server.address() as AddressInfo).port}/label-page.html`);
    await page.waitForFunction(() => (window as unknown as { nutriBench?: unknown }).nutriBench !== undefined);
    type Bench = { nutriBench: { run(b64: string): Promise<{ ms: number; panel?: LabelPanel; error?: string }>; close(): Promise<void> } };
    const times: Timing[] = [];
    for (let round = 0; round < rounds; round++) {
      for (const photo of photos) {
        const b64 = Buffer.from(photo.bytes).toString('base64');
        const cpuBefore = cpuMsUnder();
        const result = await page.evaluate((bytes) => (window as unknown as Bench).nutriBench.run(bytes), b64);
        const cpuAfter = cpuMsUnder();
        if (result.error) console.error(`${photo.name}: ${result.error}`);
        // CPU of every Chromium process (the page's main thread, tesseract's Web Worker, the
        // browser and GPU processes), in Node's unit: wall time here follows the machine's load.
        // It holds the photo's passage into the page (base64, a few ms) that Node's figure does not.
        const cpu = cpuBefore !== undefined && cpuAfter !== undefined ? { cpuMs: cpuAfter - cpuBefore } : {};
        times.push({ ...timing(photo, result.ms, result.panel), ...cpu });
      }
    }
    await page.evaluate(() => (window as unknown as Bench).nutriBench.close());
    report(`scanLabel read in Chromium ${browser.version()}`, times);
  } finally {
    await browser.close();
    server.close();
  }
}

if (!args.includes('--browser-only')) await inNode();
if (!args.includes('--node-only')) await inChromium();
