/**
 * The committed product index against the raw rows it was built from (data/raw/off): every
 * sampled product is found under its code with Open Food Facts' values unchanged.
 */
import { readFileSync } from 'node:fs';
import { gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { parseCsv } from '../../scripts/build-food-data.js';
import { indexKey, sourceHashes } from '../../scripts/build-product-index.js';
import { decodeDataFile } from '../../src/engine/foods/load.js';
import { decodeShard, encodeShard, sodiumFromSalt, type StoredProduct } from '../../src/engine/barcode/index-format.js';
import { MANIFEST_FILE, ProductIndex } from '../../src/engine/barcode/product-index.js';
import { productFromIndex } from '../../src/engine/barcode/products.js';

const raw = (name: string) => gunzipSync(readFileSync(new URL(`../../data/raw/off/${name}`, import.meta.url))).toString('utf8');
const sampleRows = raw('products.jsonl.gz').split('\n').filter(Boolean).map((l) => JSON.parse(l) as Record<string, any>);
const tableLines = raw('lifyzer_off_2018_macros.csv.gz').split('\n');
const header = tableLines[0]!;

/*
 * Codes that occur more than once (one row wins, the test skips them): a full product always
 * wins over the 2018 table, so full rows only collide among themselves.
 */
const sampleSeen = new Map<string, number>();
for (const row of sampleRows) {
  const key = indexKey(String(row.code));
  if (key) sampleSeen.set(key, (sampleSeen.get(key) ?? 0) + 1);
}
const keysSeen = new Map(sampleSeen);
for (let i = 1; i < tableLines.length; i++) {
  const line = tableLines[i]!;
  const code = line.slice(0, line.indexOf(','));
  const key = indexKey(code);
  if (key) keysSeen.set(key, (keysSeen.get(key) ?? 0) + 1);
}

const number = (value: unknown) => (value === '' || value === undefined || value === null ? undefined : Number(value));

describe('the offline product index', () => {
  it('holds every full product with its name, brand, serving, grade and per-100 g values as found', async () => {
    const index = await ProductIndex.open();
    let checked = 0;
    for (const row of sampleRows) {
      const key = indexKey(String(row.code));
      if (!key || sampleSeen.get(key) !== 1) continue;
      const product = productFromIndex((await index.get(key))!, index.manifest.datasets);
      const n = row.nutriments as Record<string, number>;
      expect(product.name).toBe(row.product_name ? String(row.product_name).replace(/\s+/g, ' ').trim() || undefined : undefined);
      expect(product.per100.kcal).toBe(n['energy-kcal_100g']);
      expect(product.per100.kj).toBe(n['energy-kj_100g']);
      expect(product.per100.protein).toBe(n.proteins_100g);
      expect(product.per100.carbs).toBe(n.carbohydrates_100g);
      expect(product.per100.fat).toBe(n.fat_100g);
      expect(product.per100.sugars).toBe(n.sugars_100g);
      expect(product.per100.satFat).toBe(n['saturated-fat_100g']);
      expect(product.per100.fiber).toBe(n.fiber_100g);
      expect(product.per100.salt).toBe(n.salt_100g);
      expect(product.per100.sodium).toBe(n.sodium_100g ?? (n.salt_100g === undefined ? undefined : sodiumFromSalt(n.salt_100g)));
      expect(product.per100.alcohol).toBe(n.alcohol_100g);
      expect(product.servingGrams).toBe(row.serving_quantity_g > 0 ? row.serving_quantity_g : undefined);
      expect(product.nutriScoreGrade).toBe(row.nutriscore_grade);
      if (row.brands) expect(product.brand).toBe(String(row.brands).replace(/\s+/g, ' ').split(',')[0]!.trim());
      checked++;
    }
    expect(checked).toBeGreaterThan(3000);
  });

  it('holds a sample of the 2018 table (every 997th row) with its values as found', async () => {
    const index = await ProductIndex.open();
    let checked = 0;
    let absent = 0;
    for (let i = 1; i < tableLines.length; i += 997) {
      const row = parseCsv(`${header}\n${tableLines[i]}\n`)[0]!;
      const key = indexKey(row.code!);
      const stored = key ? await index.get(key) : undefined;
      if (!key) {
        // A code no scanner can produce (wrong check digit) is left out.
        expect(stored).toBeUndefined();
        absent++;
        continue;
      }
      if (keysSeen.get(key) !== 1) continue;
      const product = productFromIndex(stored!, index.manifest.datasets);
      expect(product.name).toBe(row.product_name!.replace(/\s+/g, ' ').trim());
      expect(product.per100.fat).toBe(number(row.fat_100g));
      expect(product.per100.satFat).toBe(number(row.saturated_fat_100g));
      expect(product.per100.carbs).toBe(number(row.carbohydrates_100g));
      expect(product.per100.sugars).toBe(number(row.sugars_100g));
      expect(product.per100.fiber).toBe(number(row.fiber_100g));
      expect(product.per100.protein).toBe(number(row.proteins_100g));
      expect(product.per100.salt).toBe(number(row.salt_100g));
      expect(product.per100.sodium).toBe(number(row.sodium_100g) ?? (row.salt_100g ? sodiumFromSalt(Number(row.salt_100g)) : undefined));
      expect(product.per100.alcohol).toBe(number(row.alcohol_100g));
      expect(product.per100.kcal).toBeUndefined();
      checked++;
    }
    expect(checked).toBeGreaterThan(600);
    expect(absent).toBeLessThan(20);
  });

  it('was built from the raw files committed beside it (rebuild with npm run build:products)', async () => {
    const index = await ProductIndex.open();
    expect(index.manifest.sources).toEqual(sourceHashes(new URL('../../data/raw/off/', import.meta.url).pathname));
  });

  it('one lookup reads the manifest and one shard of a few KB', async () => {
    const index = await ProductIndex.open();
    const manifestBytes = index.stats.bytesRead;
    expect(await index.get('03017620422003')).toBeDefined();
    expect(index.stats.shardsRead).toBe(1);
    expect(index.stats.bytesRead - manifestBytes).toBeLessThan(16 * 1024);
    expect(manifestBytes).toBeLessThan(8 * 1024);
    await index.get('03017620422003');
    expect(index.stats.shardsRead).toBe(1);
  });

  it('reads through fetch and DecompressionStream as pages do (a file:// server stand-in)', async () => {
    const reads: string[] = [];
    const index = await ProductIndex.open({
      dataUrl: 'https://pages.example/data/products/',
      fetch: (async (url: string) => {
        reads.push(url);
        const name = url.slice(url.lastIndexOf('/') + 1);
        return new Response(readFileSync(new URL(`../../public/data/products/${name}`, import.meta.url)));
      }) as typeof fetch,
    });
    const product = await index.get('03017620422003');
    expect(product?.name).toBe('Nutella');
    expect(reads).toEqual([`https://pages.example/data/products/${MANIFEST_FILE}`, expect.stringMatching(/\/\d{4}\.tsv\.gz$/)]);
    const bytes = readFileSync(new URL(`../../public/data/products/${reads[1]!.slice(-11)}`, import.meta.url));
    expect(await decodeDataFile(bytes, { webStreams: true })).toBe(await decodeDataFile(bytes));
  });

  it('a shard decodes to what was encoded', () => {
    const products: StoredProduct[] = [
      { gtin14: '00000096385074', name: 'A', dataset: 'l', fat: '1.5', salt: '0.2' },
      { gtin14: '04006381333931', name: 'B\twith a tab', brand: 'X', dataset: 's', kcal: '100', servingGrams: '30', nutriScore: 'b' },
      { gtin14: '14006381333938', dataset: 'l' },
    ];
    const decoded = decodeShard(encodeShard(products));
    expect(decoded).toEqual([products[0], { ...products[1], name: 'B with a tab' }, products[2]]);
  });
});
