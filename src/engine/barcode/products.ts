/**
 * Products by GTIN: the offline index first (compiled from Open Food Facts, ODbL), then the Open
 * Food Facts API unless the engine is offline (DESIGN.md "scanBarcode").
 */
import type { EngineConfig } from '../config.js';
import type { NutriScoreGrade } from '../result/build.js';
import { offCode } from '../../api/gtin.js';
import type { StoredProduct } from './index-format.js';
import { OffClient, type OffClientOptions } from './off-client.js';
import type { OffPer100 } from './off-nutrition.js';
import { ProductIndex, type ProductIndexOptions } from './product-index.js';

export interface Product {
  /** The canonical code (gtin.ts). */
  gtin14: string;
  /** The code as Open Food Facts files it. */
  code: string;
  name?: string;
  brand?: string;
  /** As found in OFF (per 100 g, or 100 ml for drinks); off-nutrition.ts judges them. */
  per100: OffPer100;
  /** The serving as printed, e.g. "30 g (2 Tbsp)". */
  servingSize?: string;
  /** Grams (or ml) in one serving, when OFF could read them. */
  servingGrams?: number;
  /** Pack size as printed, e.g. "400 g", "33 cl". */
  quantity?: string;
  nutriScoreGrade?: NutriScoreGrade;
  /** OFF category tags, e.g. "en:yogurts". */
  categories: readonly string[];
  /** Where the answer came from: the offline index or the API. */
  source: 'index' | 'online';
  /** The dataset, in words (which OFF snapshot). */
  dataset: string;
}

export interface ProductLookup {
  /** The product with this GTIN-14, or undefined when no source knows it. */
  lookup(gtin14: string, options?: { signal?: AbortSignal }): Promise<Product | undefined>;
}

export interface ProductLookupOptions {
  index?: ProductIndexOptions;
  online?: OffClientOptions;
}

const num = (value: string | undefined) => (value === undefined ? undefined : Number(value));

/** An index row as a Product. */
export function productFromIndex(stored: StoredProduct, datasets: Readonly<Record<string, string>>): Product {
  const per100: OffPer100 = {};
  for (const key of ['kcal', 'kj', 'protein', 'carbs', 'fat', 'sugars', 'satFat', 'fiber', 'salt', 'sodium', 'alcohol'] as const) {
    const value = num(stored[key]);
    if (value !== undefined) per100[key] = value;
  }
  const product: Product = {
    gtin14: stored.gtin14,
    code: offCode(stored.gtin14),
    per100,
    categories: stored.categories ? stored.categories.split(',') : [],
    source: 'index',
    dataset: datasets[stored.dataset ?? ''] ?? 'Open Food Facts',
  };
  if (stored.name) product.name = stored.name;
  if (stored.brand) product.brand = stored.brand;
  if (stored.servingSize) product.servingSize = stored.servingSize;
  if (stored.servingGrams) product.servingGrams = Number(stored.servingGrams);
  if (stored.nutriScore) product.nutriScoreGrade = stored.nutriScore as NutriScoreGrade;
  return product;
}

/**
 * The index's location from the engine's data options (the folder that holds foods.json.gz also
 * holds products/), so hosts that move public/data configure it once.
 */
export function indexOptionsFor(data: { dataUrl?: string | URL; read?: (name: string) => Promise<Uint8Array>; fetch?: typeof fetch }): ProductIndexOptions {
  const options: ProductIndexOptions = {};
  if (data.read) {
    const read = data.read;
    options.read = (name) => read(`products/${name}`);
  }
  if (data.dataUrl) options.dataUrl = new URL('products/', data.dataUrl);
  if (data.fetch) options.fetch = data.fetch;
  return options;
}

export function createProductLookup(config: EngineConfig, options: ProductLookupOptions = {}): ProductLookup {
  let index: Promise<ProductIndex> | undefined;
  const openIndex = () => {
    // A failed open is retried on the next lookup rather than remembered.
    index ??= ProductIndex.open(options.index).catch((error: unknown) => {
      index = undefined;
      throw error;
    });
    return index;
  };
  const online = config.offline ? undefined : new OffClient(config, options.online);
  return {
    async lookup(gtin14, { signal } = {}) {
      let indexError: unknown;
      try {
        const local = await openIndex();
        const stored = await local.get(gtin14);
        if (stored) return productFromIndex(stored, local.manifest.datasets);
      } catch (error) {
        // A page that does not serve the index files can still ask Open Food Facts; but "not
        // found" would then be a guess, so the index's own error is what the caller sees.
        if (!online) throw error;
        indexError = error;
      }
      signal?.throwIfAborted();
      const product = await online?.product(gtin14, signal);
      if (!product && indexError) throw indexError;
      return product;
    },
  };
}
