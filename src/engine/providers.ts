import { isNode } from './assets.js';
import { NutritionApiError } from '../api/index.js';
import type { EngineConfig } from './config.js';
import { createFoodIndex, type FoodIndex } from './foods/food-index.js';
// Static: describeMeal's matcher needs the index module in every bundle anyway, and the loader is
// small; the database itself (the data files) still loads on first use.
import { loadFoodDatabase } from './foods/database.js';
import type { LoadOptions } from './foods/load.js';
import type { Ocr } from '../ocr/types.js';
import type { ImageClassifier } from './image/classifier.js';
import type { VisionProvider } from './image/vision.js';

import type { ProductLookup } from './barcode/products.js';
import type { BarcodeDecoder } from './barcode/decoder.js';
// Static: describeMeal's language readers need the lexicon module in every bundle anyway; the
// lexicon file itself loads on first use.
import { loadLexicon, type Lexicon } from './language/lexicon.js';

export type { Ocr, ImageClassifier, VisionProvider, ProductLookup, BarcodeDecoder };

/** OCR and other wasm-backed providers load their files differently in Node and in pages. */
function platform() {
  return isNode() ? import('./platform/node.js') : import('./platform/browser.js');
}

/*
 * What the operations need from the outside world, each behind a small interface so a test,
 * the browser and Node can each supply their own. The default factories import their module
 * only when first asked, so a provider costs nothing until an operation uses it.
 */



export interface Providers {
  foods: FoodIndex;
  /** The multilingual food lexicon (public/data/lexicon.json): describeMeal in es, fr, de, it, pt. */
  lexicon: Lexicon;
  products: ProductLookup;
  ocr: Ocr;
  barcodes: BarcodeDecoder;
  imageModel: ImageClassifier;
  /** undefined when no vision provider is configured. */
  vision: VisionProvider | undefined;
}

export type ProviderName = keyof Providers;

/** Providers an engine may go without: without the lexicon, describeMeal reads English only. */
export type OptionalProviderName = 'lexicon';
type ProviderFactory<K extends ProviderName> = (config: EngineConfig) => Promise<Providers[K]>;

/** How each provider is made; `createEngine({ providers })` replaces any of them. */
export type ProviderFactories = { [K in Exclude<ProviderName, OptionalProviderName>]: ProviderFactory<K> } & { [K in OptionalProviderName]?: ProviderFactory<K> };

/** A provider this build does not have (yet): the operation that needs it says so. */
export function missingProvider(name: ProviderName): never {
  throw new NutritionApiError('internalServerError', `This engine has no ${name} provider.`, { status: 501 });
}

export function defaultProviders(load: LoadOptions = {}): ProviderFactories {
  return {
    foods: async () => createFoodIndex(await loadFoodDatabase(load)),
    lexicon: async () => loadLexicon(load),
    products: async (config) => {
      const { createProductLookup, indexOptionsFor } = await import('./barcode/products.js');
      return createProductLookup(config, { index: indexOptionsFor(load) });
    },
    ocr: async () => (await platform()).createOcr(),
    barcodes: async () => (await platform()).createBarcodeDecoder(),
    imageModel: async () => (await import('./image/classifier.js')).createImageClassifier(),
    vision: async (config) => {
      if (!config.vision) return undefined;
      const { createVisionProvider } = await import('./image/vision.js');
      return createVisionProvider(config.vision, config.userAgent);
    },
  };
}
