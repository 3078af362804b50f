/**
 * The compiled product index (`public/data/products/`, format `nutri-kit-products/1`): a small
 * manifest plus shards, each shard a gzip text file of the products whose GTIN-14 falls in one
 * range. Ranges (not hashes) keep one company's codes, and so its brand and product words,
 * together, which is what lets gzip shrink 700,000 products to the size it does.
 *
 * A shard's text is column-wise, one line per column: line 1 the codes as differences from the
 * previous code (base 36, the first from 0), then one line per entry of SHARD_COLUMNS, values
 * separated by tabs, in code order. Values are Open Food Facts' own, as found (per 100 g or
 * 100 ml); an empty value was not entered. Sodium is left empty when it is exactly OFF's
 * salt / 2.54 rounded to 4 decimals (it is for 96 % of rows) and restored on reading.
 *
 * The build (scripts/build-product-index.ts) and the reader (product-index.ts) share this file.
 */

export const PRODUCTS_FORMAT = 'nutri-kit-products/1';

export const SHARD_COLUMNS = [
  'name', 'brand', 'dataset',
  'kcal', 'kj', 'protein', 'carbs', 'fat', 'sugars', 'satFat', 'fiber', 'salt', 'sodium', 'alcohol',
  'servingGrams', 'servingSize', 'nutriScore', 'categories',
] as const;
export type ShardColumn = (typeof SHARD_COLUMNS)[number];

/** One product as stored: strings exactly as written (numbers keep OFF's decimal spelling). */
export type StoredProduct = { gtin14: string } & Partial<Record<ShardColumn, string>>;

export interface ProductsManifest {
  format: typeof PRODUCTS_FORMAT;
  /** Products in the index. */
  count: number;
  /** Shard i holds codes from bounds[i] (inclusive) to bounds[i + 1] (exclusive), written as a
   * GTIN-14 prefix: "3017" stands for 30170000000000. Sorted; bounds[0] is "0". */
  bounds: string[];
  /** The datasets the `dataset` column names, with their sources. */
  datasets: Record<string, string>;
  /** SHA-256 (hex) of each raw file the index was built from, so a stale index is caught. */
  sources?: Record<string, string>;
}

export function shardFileName(index: number): string {
  return `${String(index).padStart(4, '0')}.tsv.gz`;
}

/** The shard that holds `gtin14` (binary search over the bounds). */
export function shardOf(manifest: Pick<ProductsManifest, 'bounds'>, gtin14: string): number {
  const { bounds } = manifest;
  let low = 0;
  let high = bounds.length - 1;
  while (low < high) {
    const mid = (low + high + 1) >> 1;
    if (bounds[mid]!.padEnd(14, '0') <= gtin14) low = mid;
    else high = mid - 1;
  }
  return low;
}

/** Products sorted by gtin14 → the shard's text. */
export function encodeShard(products: readonly StoredProduct[]): string {
  let previous = 0;
  const deltas: string[] = [];
  for (const product of products) {
    const code = Number(product.gtin14);
    deltas.push((code - previous).toString(36));
    previous = code;
  }
  const lines = [deltas.join(' ')];
  for (const column of SHARD_COLUMNS) {
    lines.push(products.map((p) => clean(p[column] ?? '')).join('\t'));
  }
  return lines.join('\n') + '\n';
}

function clean(value: string): string {
  return value.replace(/[\t\n\r]+/g, ' ');
}

export function decodeShard(text: string): StoredProduct[] {
  const lines = text.split('\n');
  const deltas = lines[0] ? lines[0].split(' ') : [];
  const products: StoredProduct[] = [];
  let code = 0;
  for (const delta of deltas) {
    code += parseInt(delta, 36);
    products.push({ gtin14: String(code).padStart(14, '0') });
  }
  SHARD_COLUMNS.forEach((column, c) => {
    const values = (lines[c + 1] ?? '').split('\t');
    for (let i = 0; i < products.length; i++) {
      const value = values[i];
      if (value) products[i]![column] = value;
    }
  });
  return products;
}

/** OFF's sodium for a salt value (its rule in the 2018 data: salt / 2.54, 4 decimals). */
export function sodiumFromSalt(salt: number): number {
  return Math.round((salt / 2.54) * 10000) / 10000;
}
