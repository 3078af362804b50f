/**
 * Compiles the Open Food Facts subsets in data/raw/off (ODbL, see its README) into the sharded
 * product index that scanBarcode reads offline: public/data/products/index.json.gz + NNNN.tsv.gz
 * (format in src/engine/barcode/index-format.ts).
 *
 *   npx tsx scripts/build-product-index.ts [--from data/raw/off] [--out public/data/products] [--shards 2048]
 *
 * Values are stored as found in OFF; the lookup decides what is usable (off-nutrition.ts), so
 * the index stays a faithful, ODbL-licensed derivative of its sources. Deterministic: the same
 * input gives byte-identical files (sorted codes, gzip without a timestamp).
 */
import { mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gunzipSync } from 'node:zlib';
import { createHash } from 'node:crypto';
import { parseCsv, gzipFile } from './build-food-data.js';
import { readGtin } from '../src/api/gtin.js';
import { MANIFEST_FILE } from '../src/engine/barcode/product-index.js';
import {
  encodeShard, PRODUCTS_FORMAT, shardFileName, sodiumFromSalt, type ProductsManifest, type StoredProduct,
} from '../src/engine/barcode/index-format.js';

const repo = resolve(dirname(fileURLToPath(import.meta.url)), '..');

export const DATASETS = {
  s: 'products.jsonl.gz: Open Food Facts CSV-export rows of 2019, 2021 and 2024 (full products: energy, brand, serving size, Nutri-Score)',
  l: 'lifyzer_off_2018_macros.csv.gz: Open Food Facts database of 1 July 2018 as re-packaged by Lifyzer (per-100 g macros, no energy)',
} as const;

export interface BuildStats {
  rows: { sample: number; table2018: number };
  rejectedCodes: number;
  duplicates: number;
  products: number;
}

/**
 * The GTIN-14 an OFF code is filed under, or undefined for codes no barcode scan can produce
 * (wrong check digit, too long). OFF pads codes of 7 digits or fewer to 8 (an EAN-8 whose leading
 * zeros were lost); an 8-digit code that is a UPC-E is filed under its UPC-A (below).
 */
export function indexKey(rawCode: string): string | undefined {
  let code = rawCode.trim().replace(/^0+(?=\d{14})/, '');
  if (!/^\d+$/.test(code)) return undefined;
  if (code.length < 8) code = code.padStart(8, '0');
  const reading = readGtin(code);
  if (!reading.ok) return undefined;
  // GS1 keeps EAN-8 numbers starting with 0 for restricted (in-store) use, so an 8-digit OFF code
  // starting with 0 that is a valid UPC-E is one (US packs): filed under its UPC-A, which is what a
  // scanner reads from the pack.
  const upcE = code.length === 8 && code.startsWith('0') ? reading.candidates.find((c) => c.format === 'UPC-E') : undefined;
  return (upcE ?? reading.candidates[0]!).gtin14;
}

const num = (value: unknown): string | undefined =>
  typeof value === 'number' && Number.isFinite(value) ? String(value) : undefined;

/** One row of products.jsonl.gz as stored. */
export function fromSampleRow(row: Record<string, unknown>, gtin14: string): StoredProduct {
  const n = (row.nutriments ?? {}) as Record<string, unknown>;
  const servingGrams = typeof row.serving_quantity_g === 'number' && row.serving_quantity_g > 0 ? row.serving_quantity_g : undefined;
  const grade = typeof row.nutriscore_grade === 'string' && /^[a-e]$/.test(row.nutriscore_grade) ? row.nutriscore_grade : undefined;
  const categories = Array.isArray(row.categories_tags)
    ? (row.categories_tags as unknown[]).filter((t): t is string => typeof t === 'string' && t.startsWith('en:')).slice(0, 8).join(',')
    : '';
  const product: StoredProduct = {
    gtin14,
    name: text(row.product_name),
    brand: text(row.brands)?.split(',')[0]?.trim() || undefined,
    dataset: 's',
    kcal: num(n['energy-kcal_100g']),
    kj: num(n['energy-kj_100g']),
    protein: num(n.proteins_100g),
    carbs: num(n.carbohydrates_100g),
    fat: num(n.fat_100g),
    sugars: num(n.sugars_100g),
    satFat: num(n['saturated-fat_100g']),
    fiber: num(n.fiber_100g),
    salt: num(n.salt_100g),
    sodium: num(n.sodium_100g),
    alcohol: num(n.alcohol_100g),
    servingGrams: servingGrams === undefined ? undefined : String(servingGrams),
    servingSize: text(row.serving_size),
    nutriScore: grade,
    categories: categories || undefined,
  };
  return elideSodium(product);
}

/** One row of the 2018 table as stored. */
export function from2018Row(row: Record<string, string>, gtin14: string): StoredProduct {
  const v = (key: string) => (row[key]?.trim() ? row[key]!.trim() : undefined);
  return elideSodium({
    gtin14,
    name: text(row.product_name),
    dataset: 'l',
    protein: v('proteins_100g'),
    carbs: v('carbohydrates_100g'),
    fat: v('fat_100g'),
    sugars: v('sugars_100g'),
    satFat: v('saturated_fat_100g'),
    fiber: v('fiber_100g'),
    salt: v('salt_100g'),
    sodium: v('sodium_100g'),
    alcohol: v('alcohol_100g'),
  });
}

function text(value: unknown): string | undefined {
  if (typeof value !== 'string') return undefined;
  const t = value.replace(/\s+/g, ' ').trim().slice(0, 200);
  return t || undefined;
}

/** Sodium that is exactly OFF's salt / 2.54 is restored on reading, so it is not stored. */
function elideSodium(p: StoredProduct): StoredProduct {
  if (p.salt !== undefined && p.sodium !== undefined && Number(p.sodium) === sodiumFromSalt(Number(p.salt))) delete p.sodium;
  for (const key of Object.keys(p) as (keyof StoredProduct)[]) if (p[key] === undefined) delete p[key];
  return p;
}

const known = (p: StoredProduct) => Object.keys(p).length;

export function compile(fromDir: string): { products: StoredProduct[]; stats: BuildStats } {
  const byCode = new Map<string, StoredProduct>();
  const stats: BuildStats = { rows: { sample: 0, table2018: 0 }, rejectedCodes: 0, duplicates: 0, products: 0 };

  const sampleEdited = new Map<string, number>();
  // The full products come first: they are newer and have energy, brand and serving size.
  const sample = gunzipSync(readFileSync(join(fromDir, 'products.jsonl.gz'))).toString('utf8');
  for (const line of sample.split('\n')) {
    if (!line.trim()) continue;
    stats.rows.sample++;
    const row = JSON.parse(line) as Record<string, unknown>;
    const key = indexKey(String(row.code ?? ''));
    if (!key) {
      stats.rejectedCodes++;
      continue;
    }
    // One GTIN written two ways ("0000000000017", "00000017"): the newest edit wins.
    const edited = typeof row.last_modified_t === 'number' ? row.last_modified_t : 0;
    if (byCode.has(key)) {
      stats.duplicates++;
      if (edited <= (sampleEdited.get(key) ?? 0)) continue;
    }
    byCode.set(key, fromSampleRow(row, key));
    sampleEdited.set(key, edited);
  }
  const table = parseCsv(gunzipSync(readFileSync(join(fromDir, 'lifyzer_off_2018_macros.csv.gz'))).toString('utf8'));
  for (const row of table) {
    stats.rows.table2018++;
    const key = indexKey(row.code ?? '');
    if (!key) {
      stats.rejectedCodes++;
      continue;
    }
    const product = from2018Row(row, key);
    const existing = byCode.get(key);
    if (existing) {
      stats.duplicates++;
      // Two 2018 rows for one GTIN (leading zeros): keep the one with more values entered.
      if (existing.dataset === 'l' && known(product) > known(existing)) byCode.set(key, product);
    } else byCode.set(key, product);
  }
  const products = [...byCode.values()].sort((a, b) => (a.gtin14 < b.gtin14 ? -1 : a.gtin14 > b.gtin14 ? 1 : 0));
  stats.products = products.length;
  return { products, stats };
}

/**
 * Shards of about equal count. Each cut is moved (by at most an eighth of a shard) to where two
 * neighbouring codes differ earliest, and its bound is the shortest GTIN-14 prefix that separates
 * them, so the manifest that every first lookup reads stays small.
 */
export function shard(products: readonly StoredProduct[], shardCount: number): { bounds: string[]; shards: StoredProduct[][] } {
  const per = Math.ceil(products.length / shardCount);
  const slack = Math.floor(per / 8);
  const separator = (j: number) => {
    const a = products[j - 1]!.gtin14;
    const b = products[j]!.gtin14;
    let k = 0;
    while (a[k] === b[k]) k++;
    return b.slice(0, k + 1);
  };
  const cuts: number[] = [0];
  const bounds: string[] = ['0'];
  for (let target = per; target < products.length; target += per) {
    let best = -1;
    for (let j = Math.max(cuts.at(-1)! + 1, target - slack); j <= Math.min(products.length - 1, target + slack); j++) {
      if (best < 0 || separator(j).length < separator(best).length) best = j;
    }
    cuts.push(best);
    bounds.push(separator(best));
  }
  const shards = cuts.map((start, i) => products.slice(start, cuts[i + 1] ?? products.length));
  return { bounds, shards };
}

export const RAW_FILES = ['products.jsonl.gz', 'lifyzer_off_2018_macros.csv.gz'] as const;

/** SHA-256 of the raw files, recorded in the manifest (a test compares them with data/raw/off). */
export function sourceHashes(fromDir: string): Record<string, string> {
  return Object.fromEntries(RAW_FILES.map((f) => [f, createHash('sha256').update(readFileSync(join(fromDir, f))).digest('hex')]));
}

export function build(fromDir: string, outDir: string, shardCount: number) {
  const { products, stats } = compile(fromDir);
  const { bounds, shards } = shard(products, shardCount);
  mkdirSync(outDir, { recursive: true });
  for (const file of readdirSync(outDir)) if (file.endsWith('.tsv.gz') || file === MANIFEST_FILE) rmSync(join(outDir, file));
  let bytes = 0;
  shards.forEach((s, i) => {
    const gz = gzipFile(encodeShard(s));
    bytes += gz.length;
    writeFileSync(join(outDir, shardFileName(i)), gz);
  });
  const manifest: ProductsManifest = { format: PRODUCTS_FORMAT, count: products.length, bounds, datasets: { ...DATASETS }, sources: sourceHashes(fromDir) };
  const manifestGz = gzipFile(JSON.stringify(manifest) + '\n');
  writeFileSync(join(outDir, MANIFEST_FILE), manifestGz);
  return { stats, shards: shards.length, bytes: bytes + manifestGz.length, manifestBytes: manifestGz.length };
}

function main(argv: string[]) {
  const arg = (flag: string) => {
    const i = argv.indexOf(flag);
    return i >= 0 ? argv[i + 1] : undefined;
  };
  const from = resolve(arg('--from') ?? join(repo, 'data', 'raw', 'off'));
  const out = resolve(arg('--out') ?? join(repo, 'public', 'data', 'products'));
  const result = build(from, out, Number(arg('--shards') ?? 2048));
  const { stats } = result;
  console.log(
    `products: ${stats.products} (${stats.rows.sample} full rows + ${stats.rows.table2018} 2018 rows; ` +
      `${stats.rejectedCodes} codes no scan can produce dropped, ${stats.duplicates} duplicates merged); ` +
      `${result.shards} shards, ${(result.bytes / 1e6).toFixed(2)} MB (${Math.round(result.bytes / result.shards)} bytes a shard, manifest ${result.manifestBytes} bytes)`,
  );
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) main(process.argv.slice(2));
