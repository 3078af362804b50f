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

/** Providers a context may be built without: they answer undefined there (none in this context). */
export const OPTIONAL_PROVIDERS = ['onDeviceVision'] as const;
type OptionalProvider = (typeof OPTIONAL_PROVIDERS)[number];

/** How each provider is made; `createEngine({ providers })` replaces any of them. */
export type ProviderFactories = { [K in Exclude<ProviderName, OptionalProvider>]: Factory<K> } & { [K in OptionalProvider]?: Factory<K> };

/** A provider this build does not have (yet): the operation that needs it says so. */
export function missingProvider(name: ProviderName): never {
  throw new NutritionApiError('internalServerError', `This engine has no ${name} provider.`, { status: 501 });
}

export function defaultProviders(load: LoadOptions = {}): ProviderFactories {
  return {
    foods: async () => createFoodIndex(await loadFoodDatabase(load)),
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
