/**
 * The offline product index (public/data/products, see index-format.ts): reads the manifest
 * once, then only the one shard a code falls in, in Node (fs), browsers and extension pages
 * (fetch). The URLs are written in the `new URL(..., import.meta.url)` forms that Vite follows,
 * so bundles emit the files and rewrite the paths.
 */
import { readAsset } from '../assets.js';
import { NutritionApiError } from '../../api/errors.js';
import { decodeDataFile } from '../foods/load.js';
import { Lru } from '../cache/lru.js';
import {
  decodeShard, PRODUCTS_FORMAT, shardFileName, shardOf, sodiumFromSalt, type ProductsManifest, type StoredProduct,
} from './index-format.js';

export const MANIFEST_FILE = 'index.json.gz';

export interface ProductIndexOptions {
  /** Folder URL of the index (ending in '/'); default: the package's public/data/products/. */
  dataUrl?: string | URL;
  /** Reads an index file by name ('index.json.gz', '0042.tsv.gz'); wins over dataUrl. */
  read?: (name: string) => Promise<Uint8Array>;
  /** fetch for http(s) and chrome-extension URLs; default: the global fetch. */
  fetch?: typeof fetch;
  /** Decoded shards kept in memory (each about 340 products). */
  cachedShards?: number;
}

function defaultUrl(name: string): URL {
  // Two literal forms so that bundlers see both: the manifest, and any shard.
  if (name === MANIFEST_FILE) return new URL('../../../public/data/products/index.json.gz', import.meta.url);
  const stem = name.replace(/\.tsv\.gz$/, '');
  return new URL(`../../../public/data/products/${stem}.tsv.gz`, import.meta.url);
}

export interface ProductIndexStats {
  /** Shards read from storage so far. */
  shardsRead: number;
  /** Compressed bytes read so far, manifest included. */
  bytesRead: number;
}

export class ProductIndex {
  readonly stats: ProductIndexStats = { shardsRead: 0, bytesRead: 0 };
  private readonly shards: Lru<number, Map<string, StoredProduct>>;
  private readonly loading = new Map<number, Promise<Map<string, StoredProduct>>>();

  private constructor(
    readonly manifest: ProductsManifest,
    private readonly readFile: (name: string) => Promise<Uint8Array>,
    cachedShards: number,
  ) {
    this.shards = new Lru(cachedShards);
  }

  static async open(options: ProductIndexOptions = {}): Promise<ProductIndex> {
    const readFile = options.read
      ?? ((name: string) => readAsset(options.dataUrl ? new URL(name, options.dataUrl) : defaultUrl(name), 'product index', options.fetch));
    const bytes = await readFile(MANIFEST_FILE);
    const manifest = JSON.parse(await decodeDataFile(bytes)) as ProductsManifest;
    if (manifest.format !== PRODUCTS_FORMAT) {
      throw new NutritionApiError('internalServerError', `The product index has format "${String(manifest.format)}" but this engine reads "${PRODUCTS_FORMAT}": rebuild it (npx tsx scripts/build-product-index.ts).`);
    }
    const index = new ProductIndex(manifest, readFile, options.cachedShards ?? 64);
    index.stats.bytesRead += bytes.length;
    return index;
  }

  get size(): number {
    return this.manifest.count;
  }

  /** The stored product with this GTIN-14, as found in OFF (sodium restored from salt). */
  async get(gtin14: string): Promise<StoredProduct | undefined> {
    const shard = await this.shard(shardOf(this.manifest, gtin14));
    return shard.get(gtin14);
  }

  /** Every product of one shard (0 ≤ index < manifest.bounds.length), for tools that read the whole index. */
  async shardProducts(index: number): Promise<StoredProduct[]> {
    return [...(await this.shard(index)).values()];
  }

  private async shard(index: number): Promise<Map<string, StoredProduct>> {
    const cached = this.shards.get(index);
    if (cached) return cached;
    // Lookups of one shard that overlap share one read; a failed read is not kept.
    let pending = this.loading.get(index);
    if (!pending) {
      pending = this.loadShard(index).finally(() => this.loading.delete(index));
      this.loading.set(index, pending);
    }
    const shard = await pending;
    this.shards.set(index, shard);
    return shard;
  }

  private async loadShard(index: number): Promise<Map<string, StoredProduct>> {
    const bytes = await this.readFile(shardFileName(index));
    this.stats.shardsRead++;
    this.stats.bytesRead += bytes.length;
    const map = new Map<string, StoredProduct>();
    for (const product of decodeShard(await decodeDataFile(bytes))) {
      if (product.sodium === undefined && product.salt !== undefined) product.sodium = String(sodiumFromSalt(Number(product.salt)));
      map.set(product.gtin14, product);
    }
    return map;
  }
}
