/**
 * scanBarcode, measured: the offline product index (size on disk, bytes read per lookup, cold and
 * warm lookup latency), hit rate and per-100 g exactness against the shared Open Food Facts files
 * (../shared/data/off, read here only), and the barcode decoder on generated photos.
 *
 *   npx tsx bench/barcode.ts [--lookups 300] [--sample 2000] [--photos 20] [--from ../shared/data/off]
 *
 * Targets (issue 10): warm lookup < 5 ms, cold < 100 ms, ≥ 99 % exact, decode ≥ 95 %.
 */
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gunzipSync } from 'node:zlib';
import { parseCsv } from '../scripts/build-food-data.js';
import { indexKey } from '../scripts/build-product-index.js';
import { expandUpcE, gtinCheckDigit } from '../src/api/gtin.js';
import { readNutrition } from '../src/engine/barcode/off-nutrition.js';
import { ProductIndex } from '../src/engine/barcode/product-index.js';
import { productFromIndex, type Product } from '../src/engine/barcode/products.js';
import { createBarcodeDecoder } from '../src/engine/barcode/zxing-node.js';
import { barcodePhoto, type PhotoSpec } from '../test/support/barcode-photos.js';
import { seededRandom } from './seeded-random.js';

const arg = (flag: string, fallback: string) => {
  const i = process.argv.indexOf(flag);
  return i >= 0 ? process.argv[i + 1]! : fallback;
};
const LOOKUPS = Number(arg('--lookups', '300'));
const SAMPLE = Number(arg('--sample', '2000'));
const PHOTOS = Number(arg('--photos', '20'));
const repo = resolve(fileURLToPath(new URL('..', import.meta.url)));
const shared = resolve(arg('--from', join(repo, '..', 'shared', 'data', 'off')));
const productsDir = join(repo, 'public', 'data', 'products');

function quantile(sorted: number[], q: number) {
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil(q * sorted.length) - 1))]!;
}
function stats(xs: number[]) {
  const s = [...xs].sort((a, b) => a - b);
  return { median: quantile(s, 0.5), p95: quantile(s, 0.95), max: s.at(-1)!, mean: xs.reduce((a, b) => a + b, 0) / xs.length };
}
const ms = (x: number) => x.toFixed(x < 10 ? 2 : 1);
const kb = (x: number) => (x / 1024).toFixed(1);
const pct = (a: number, b: number) => (b === 0 ? '–' : `${((100 * a) / b).toFixed(1)} %`);
function table(header: string[], rows: (string | number)[][]) {
  console.log(`| ${header.join(' | ')} |`);
  console.log(`| ${header.map(() => '---').join(' | ')} |`);
  for (const row of rows) console.log(`| ${row.join(' | ')} |`);
  console.log();
}

// ---------------------------------------------------------------- raw rows (the reference)
const random = seededRandom(20261122);
const source = existsSync(join(shared, 'products.jsonl.gz')) ? shared : join(repo, 'data', 'raw', 'off');
const fullRows = gunzipSync(readFileSync(join(source, 'products.jsonl.gz'))).toString('utf8').split('\n').filter(Boolean)
  .map((l) => JSON.parse(l) as Record<string, any>);
const tableLines = gunzipSync(readFileSync(join(source, 'lifyzer_off_2018_macros.csv.gz'))).toString('utf8').split('\n');
const header = tableLines[0]!;
const tableSample: Record<string, string>[] = [];
for (let i = 0; i < SAMPLE; i++) {
  const line = tableLines[1 + Math.floor(random() * (tableLines.length - 2))]!;
  if (line) tableSample.push(parseCsv(`${header}\n${line}\n`)[0]!);
}
const fullKeys = new Set(fullRows.map((r) => indexKey(String(r.code))).filter(Boolean));
/** Full rows that share a GTIN with another full row (written with and without leading zeros): the newest wins. */
const newestFull = new Map<string, number>();
for (const row of fullRows) {
  const key = indexKey(String(row.code));
  if (key) newestFull.set(key, Math.max(newestFull.get(key) ?? 0, row.last_modified_t ?? 0));
}

// ---------------------------------------------------------------- size on disk
const shardFiles = readdirSync(productsDir).filter((f) => f.endsWith('.tsv.gz'));
const shardSizes = shardFiles.map((f) => statSync(join(productsDir, f)).size);
const manifestSize = statSync(join(productsDir, 'index.json.gz')).size;
const totalSize = shardSizes.reduce((a, b) => a + b, 0) + manifestSize;
const index0 = await ProductIndex.open();
console.log(`## Offline product index (public/data/products)\n`);
const sz = stats(shardSizes);
table(['products', 'shards', 'total on disk', 'manifest', 'shard median', 'shard p95', 'shard max', 'bytes per product'], [[
  index0.size.toLocaleString('en'), shardFiles.length, `${(totalSize / 1e6).toFixed(2)} MB`, `${kb(manifestSize)} KiB`,
  `${kb(sz.median)} KiB`, `${kb(sz.p95)} KiB`, `${kb(sz.max)} KiB`, (totalSize / index0.size).toFixed(1),
]]);

// ---------------------------------------------------------------- latency
const codes: string[] = [];
for (let i = 0; i < LOOKUPS; i++) {
  const row = tableSample[i % tableSample.length]!;
  const key = indexKey(row.code!);
  if (key) codes.push(key);
}
const cold: number[] = [];
const coldBytes: number[] = [];
for (const code of codes.slice(0, Math.min(100, codes.length))) {
  const t = performance.now();
  const index = await ProductIndex.open();
  await index.get(code);
  cold.push(performance.now() - t);
  coldBytes.push(index.stats.bytesRead);
}
const index = await ProductIndex.open();
const firstShard: number[] = [];
const shardBytes: number[] = [];
for (const code of codes) {
  const before = index.stats.bytesRead;
  const shardsBefore = index.stats.shardsRead;
  const t = performance.now();
  await index.get(code);
  if (index.stats.shardsRead > shardsBefore) {
    firstShard.push(performance.now() - t);
    shardBytes.push(index.stats.bytesRead - before);
  }
}
const warm: number[] = [];
for (let round = 0; round < 3; round++) {
  for (const code of codes.slice(0, 60)) {
    const t = performance.now();
    await index.get(code);
    warm.push(performance.now() - t);
  }
}
const unknown: number[] = [];
for (let i = 0; i < 200; i++) {
  const body = '99' + String(Math.floor(random() * 1e10)).padStart(10, '0');
  const t = performance.now();
  await index.get((body + gtinCheckDigit(body)).padStart(14, '0'));
  unknown.push(performance.now() - t);
}
console.log(`## Lookup latency in Node (ms; ${codes.length} codes from the 2018 table)\n`);
const c = stats(cold);
const f = stats(firstShard);
const w = stats(warm);
const u = stats(unknown);
table(['lookup', 'n', 'median', 'p95', 'max', 'KiB read per lookup'], [
  ['cold: new index (manifest + one shard)', cold.length, ms(c.median), ms(c.p95), ms(c.max), kb(stats(coldBytes).mean)],
  ['shard not yet read (manifest loaded)', firstShard.length, ms(f.median), ms(f.p95), ms(f.max), kb(stats(shardBytes).mean)],
  ['warm (shard in memory)', warm.length, ms(w.median), ms(w.p95), ms(w.max), '0'],
  ['code not in the index ("99" codes)', unknown.length, ms(u.median), ms(u.p95), ms(u.max), '–'],
]);
console.log(`Process heap after the lookups: ${(process.memoryUsage().heapUsed / 2 ** 20).toFixed(0)} MiB, of which the raw reference rows this bench holds are most; the index keeps at most 64 decoded shards (about 22,000 products). Timings on a shared 2-core machine: the p95/max include GC and other processes.\n`);

// ---------------------------------------------------------------- latency in Chromium
if (existsSync('/usr/bin/chromium') && !process.argv.includes('--no-browser')) {
  const { build } = await import('esbuild');
  const { createServer } = await import('node:http');
  const { chromium } = await import('playwright-core');
  const bundle = await build({
    stdin: { contents: `import { ProductIndex } from './src/engine/barcode/product-index.ts'; (globalThis as any).ProductIndex = ProductIndex;`, resolveDir: repo, loader: 'ts' },
    bundle: true, format: 'esm', platform: 'browser', write: false, logLevel: 'silent',
  });
  const server = createServer((req, res) => {
    const path = req.url ?? '/';
    if (path === '/') res.writeHead(200, { 'content-type': 'text/html' }).end('<!doctype html><script type="module" src="/bundle.js"></script>');
    else if (path === '/bundle.js') res.writeHead(200, { 'content-type': 'text/javascript' }).end(bundle.outputFiles[0]!.text);
    else if (path.startsWith('/products/') && /^[\w.]+$/.test(path.slice(10))) {
      try {
        res.writeHead(200, { 'content-type': 'application/octet-stream' }).end(readFileSync(join(productsDir, path.slice(10))));
      } catch {
        res.writeHead(404).end();
      }
    } else res.writeHead(404).end();
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  const base = `http://127.0.0.1:${(server.address() as { port: number }).port}`;
  const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox', '--headless=new', '--disable-gpu', '--disable-dev-shm-usage'] });
  try {
    const page = await browser.newPage();
    await page.goto(`${base}/`);
    await page.waitForFunction(() => 'ProductIndex' in globalThis);
    const times = await page.evaluate(async ({ codes, dataUrl }) => {
      const PI = (globalThis as any).ProductIndex;
      const cold: number[] = [];
      for (const code of codes.slice(0, 60)) {
        const t = performance.now();
        const index = await PI.open({ dataUrl, cachedShards: 64 });
        await index.get(code);
        cold.push(performance.now() - t);
      }
      const index = await PI.open({ dataUrl, cachedShards: 64 });
      const first: number[] = [];
      for (const code of codes.slice(0, 60)) {
        const t = performance.now();
        await index.get(code);
        first.push(performance.now() - t);
      }
      const warm: number[] = [];
      for (let round = 0; round < 3; round++) {
        for (const code of codes.slice(0, 60)) {
          const t = performance.now();
          await index.get(code);
          warm.push(performance.now() - t);
        }
      }
      return { cold, first, warm };
    }, { codes, dataUrl: `${base}/products/` });
    console.log('## Lookup latency in Chromium (ms; fetch over loopback HTTP, DecompressionStream)\n');
    const bc = stats(times.cold);
    const bf = stats(times.first);
    const bw = stats(times.warm);
    table(['lookup', 'n', 'median', 'p95', 'max'], [
      ['cold: new index (manifest + one shard)', times.cold.length, ms(bc.median), ms(bc.p95), ms(bc.max)],
      ['shard not yet read (manifest loaded)', times.first.length, ms(bf.median), ms(bf.p95), ms(bf.max)],
      ['warm (shard in memory)', times.warm.length, ms(bw.median), ms(bw.p95), ms(bw.max)],
    ]);
  } finally {
    await browser.close();
    server.close();
  }
}

// ---------------------------------------------------------------- hit rate and exactness
type Check = { found: number; superseded: number; exact: number; usable: number; corrected: number; n: number; mismatches: string[] };
const check = (): Check => ({ found: 0, superseded: 0, exact: 0, usable: 0, corrected: 0, n: 0, mismatches: [] });
const same = (a: number | undefined, b: number | undefined) => (a === undefined && b === undefined) || (a !== undefined && b !== undefined && Math.abs(a - b) < 1e-9);
const num = (v: unknown) => (v === '' || v === undefined || v === null ? undefined : Number(v));

async function product(code: string): Promise<Product | undefined> {
  const key = indexKey(code);
  const stored = key ? await index.get(key) : undefined;
  return stored ? productFromIndex(stored, index.manifest.datasets) : undefined;
}

const full = check();
for (const row of fullRows) {
  full.n++;
  const p = await product(String(row.code));
  if (!p) continue;
  full.found++;
  // A row that lost to a newer row of the same GTIN is compared through the winner.
  if ((row.last_modified_t ?? 0) < newestFull.get(indexKey(String(row.code))!)!) {
    full.superseded++;
    continue;
  }
  const n = row.nutriments as Record<string, number>;
  const pairs: [string, number | undefined, number | undefined][] = [
    ['kcal', p.per100.kcal, n['energy-kcal_100g']], ['protein', p.per100.protein, n.proteins_100g], ['carbs', p.per100.carbs, n.carbohydrates_100g],
    ['fat', p.per100.fat, n.fat_100g], ['sugars', p.per100.sugars, n.sugars_100g], ['satFat', p.per100.satFat, n['saturated-fat_100g']],
    ['fiber', p.per100.fiber, n.fiber_100g], ['salt', p.per100.salt, n.salt_100g],
  ];
  const bad = pairs.filter(([, a, b]) => !same(a, b));
  if (bad.length === 0) full.exact++;
  else if (full.mismatches.length < 5) full.mismatches.push(`${row.code}: ${bad.map(([k, a, b]) => `${k} ${a} vs ${b}`).join(', ')}`);
  const reading = readNutrition(p.per100);
  if (reading.known) {
    full.usable++;
    if (reading.correction) full.corrected++;
  }
}
const old = check();
for (const row of tableSample) {
  old.n++;
  const key = indexKey(row.code!);
  const p = await product(row.code!);
  if (!p) continue;
  old.found++;
  // A full product with the same code wins over the 2018 row; compare those against their own row above.
  if (key && fullKeys.has(key)) {
    old.exact++;
    if (readNutrition(p.per100).known) old.usable++;
    continue;
  }
  const pairs: [string, number | undefined, number | undefined][] = [
    ['protein', p.per100.protein, num(row.proteins_100g)], ['carbs', p.per100.carbs, num(row.carbohydrates_100g)],
    ['fat', p.per100.fat, num(row.fat_100g)], ['sugars', p.per100.sugars, num(row.sugars_100g)],
    ['satFat', p.per100.satFat, num(row.saturated_fat_100g)], ['fiber', p.per100.fiber, num(row.fiber_100g)],
    ['salt', p.per100.salt, num(row.salt_100g)], ['alcohol', p.per100.alcohol, num(row.alcohol_100g)],
  ];
  const bad = pairs.filter(([, a, b]) => !same(a, b));
  if (bad.length === 0) old.exact++;
  else if (old.mismatches.length < 5) old.mismatches.push(`${row.code}: ${bad.map(([k, a, b]) => `${k} ${a} vs ${b}`).join(', ')}`);
  if (readNutrition(p.per100).known) old.usable++;
}
console.log(`## Hit rate and per-100 g exactness (source: ${source})\n`);
table(['sample', 'rows', 'found', 'values exactly as in the row', 'figures used (rest: "nutrition unknown")', 'kJ-as-kcal corrected'], [
  ['products.jsonl.gz (all full products)', full.n, pct(full.found, full.n), pct(full.exact, full.found - full.superseded), pct(full.usable, full.found - full.superseded), full.corrected],
  [`2018 table (${SAMPLE} random rows)`, old.n, pct(old.found, old.n), pct(old.exact, old.found), pct(old.usable, old.found), '–'],
]);
for (const m of [...full.mismatches, ...old.mismatches]) console.log(`- mismatch: ${m}`);
console.log(`Rows not found are codes no scan can produce (wrong check digit), left out by the build. ${full.superseded} full rows share their GTIN with a newer row (the same code with and without leading zeros) and are compared through it.\n`);

// ---------------------------------------------------------------- the whole index, judged
{
  const outcome = new Map<string, number>();
  const bump = (k: string) => outcome.set(k, (outcome.get(k) ?? 0) + 1);
  const all = await ProductIndex.open({ cachedShards: 1 });
  let total = 0;
  for (let i = 0; i < all.manifest.bounds.length; i++) {
    for (const stored of await all.shardProducts(i)) {
      total++;
      const reading = readNutrition(productFromIndex(stored, all.manifest.datasets).per100);
      if (reading.known) bump(reading.correction ? 'used: kJ typed as kcal, corrected' : `used: energy ${reading.energy === 'kcal' ? 'as given (kcal)' : reading.energy === 'kj' ? 'from kJ / 4.184' : 'estimated (Atwater 4/4/9)'}`);
      else bump(`nutrition unknown: ${reading.reason.replace(/\(.*?\)|[\d.]+/g, '…').replace(/its (\w+) figure … is not a valid amount/, 'a negative value').slice(0, 90)}`);
    }
  }
  console.log(`## What the lookup makes of every product in the index (${total.toLocaleString('en')})\n`);
  table(['outcome', 'products', 'share'], [...outcome.entries()].sort((a, b) => b[1] - a[1]).map(([k, n]) => [k, n.toLocaleString('en'), pct(n, total)]));
}

// ---------------------------------------------------------------- decoding
const decoder = await createBarcodeDecoder();
const kinds: Record<string, (r: () => number) => PhotoSpec> = {
  'sharp, upright': () => ({ angle: 0, scale: 3, blurRadius: 0, noise: 0 }),
  'turned 0–360°': (r) => ({ angle: Math.floor(r() * 360), scale: 3, blurRadius: 0, noise: 0 }),
  'small (1 px a module)': (r) => ({ angle: Math.floor(r() * 20) - 10, scale: 1, blurRadius: 0, noise: 0 }),
  'slightly blurred': (r) => ({ angle: Math.floor(r() * 30) - 15, scale: 3, blurRadius: 1, noise: 4 }),
  'photo: pack on a table, JPEG 70': (r) => ({ angle: Math.floor(r() * 360), scale: 2, blurRadius: Math.round(r()), canvas: [1200, 900], noise: 10, jpegQuality: 70 }),
};
console.log(`## Decoding generated barcode pictures (${PHOTOS} per kind; EAN-13, EAN-8, UPC-A, UPC-E)\n`);
const formats = ['EAN13', 'EAN13', 'EAN8', 'UPCA', 'UPCE'] as const;
const rows: (string | number)[][] = [];
let allOk = 0;
let allN = 0;
await decoder.decode(await barcodePhoto('96385074', 'EAN8', { angle: 0, scale: 2, blurRadius: 0, noise: 0 })); // warm-up: wasm compile
for (const [kind, make] of Object.entries(kinds)) {
  const r = seededRandom(kind.length * 7919);
  const times: number[] = [];
  let ok = 0;
  for (let i = 0; i < PHOTOS; i++) {
    const format = formats[i % formats.length]!;
    const text = format === 'EAN8' ? ean(7, r) : format === 'UPCA' ? ean(11, r) : format === 'UPCE' ? upcE(r) : ean(12, r);
    const photo = await barcodePhoto(text, format, make(r), i + 1);
    const t = performance.now();
    const found = await decoder.decode(photo);
    times.push(performance.now() - t);
    // zxing spells a UPC-E out as its 13-digit GTIN.
    const want = format === 'UPCE' ? expandUpcE(text)!.padStart(14, '0') : indexKey(text);
    if (found.some((b) => indexKey(b.text) === want)) ok++;
  }
  allOk += ok;
  allN += PHOTOS;
  const s = stats(times);
  rows.push([kind, PHOTOS, pct(ok, PHOTOS), ms(s.median), ms(s.p95)]);
}
rows.push(['**all**', allN, pct(allOk, allN), '', '']);
table(['pictures', 'n', 'decoded', 'median ms', 'p95 ms'], rows);

function ean(bodyDigits: number, r: () => number): string {
  let body = String(1 + Math.floor(r() * 9));
  while (body.length < bodyDigits) body += String(Math.floor(r() * 10));
  return body + gtinCheckDigit(body);
}
function upcE(r: () => number): string {
  // Last digit 5–9 after a non-zero fifth: the zero-suppression case every writer accepts.
  const six = String(Math.floor(r() * 1e4)).padStart(4, '0') + String(1 + Math.floor(r() * 9)) + String(5 + Math.floor(r() * 5));
  const upcA = expandUpcE(`0${six}0`)!;
  return `0${six}${gtinCheckDigit(upcA.slice(0, -1))}`;
}
