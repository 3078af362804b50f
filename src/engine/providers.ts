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
import type { OnDeviceVision } from './image/on-device-vision.js';

import type { ProductLookup } from './barcode/products.js';
import type { BarcodeDecoder } from './barcode/decoder.js';
// Static: describeMeal's language readers need the lexicon module in every bundle anyway; the
// lexicon file itself loads on first use.
import { loadLexicon, type Lexicon } from './language/lexicon.js';

export type { Ocr, ImageClassifier, VisionProvider, OnDeviceVision, ProductLookup, BarcodeDecoder };

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
  /** undefined in a context built without it (a test's own provider list). */
  lexicon: Lexicon | undefined;
  products: ProductLookup;
  ocr: Ocr;
  barcodes: BarcodeDecoder;
  imageModel: ImageClassifier;
  /** undefined when no vision provider is configured. */
  vision: VisionProvider | undefined;
  /**
   * The browser's on-device model; undefined where this context has none (Node, a worker,
   * Firefox) or the person switched it off. Whether it is ready is asked at each photo.
   */
  onDeviceVision: OnDeviceVision | undefined;
}

export type ProviderName = keyof Providers;

type Factory<K extends ProviderName> = (config: EngineConfig) => Promise<Providers[K]>;

/**
 * Providers a context may be built without: they answer undefined there. Without the on-device
 * model no photo is sent to it; without the lexicon describeMeal reads English only.
 */
export const OPTIONAL_PROVIDERS = ['onDeviceVision', 'lexicon'] as const;
export type OptionalProviderName = (typeof OPTIONAL_PROVIDERS)[number];

/** How each provider is made; `createEngine({ providers })` replaces any of them. */
export type ProviderFactories = { [K in Exclude<ProviderName, OptionalProviderName>]: Factory<K> } & { [K in OptionalProviderName]?: Factory<K> };

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
    onDeviceVision: async (config) => {
      if (!config.onDeviceModel) return undefined;
      const { createOnDeviceVision, languageModelOf } = await import('./image/on-device-vision.js');
      // Window only ([Exposed=Window]); read at each photo, so a model that arrives later is used.
      return languageModelOf() ? createOnDeviceVision(() => languageModelOf()) : undefined;
    },
  };
}
