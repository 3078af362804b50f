import { NutritionApiError } from '../api/index.js';
import type { EngineConfig } from './config.js';
import type { FoodIndex } from './foods/food-index.js';
import type { LoadOptions } from './foods/load.js';

/*
 * What the operations need from the outside world, each behind a small interface so a test,
 * the browser and Node can each supply their own. The default factories import their module
 * only when first asked, so a provider costs nothing until an operation uses it.
 */

/** A packaged product as its pack describes it (local Open Food Facts index, then the API). */
export interface ProductLookup {
  lookup(gtin: string, options?: { signal?: AbortSignal }): Promise<unknown>;
}

/** Text with positions from an image (tesseract.js). */
export interface Ocr {
  recognize(image: unknown, options?: { signal?: AbortSignal; timeoutMs?: number }): Promise<unknown>;
  /** Frees the worker; the next call starts a new one. */
  terminate?(): Promise<void>;
}

/** Barcodes in an encoded image (zxing-wasm). */
export interface BarcodeDecoder {
  decode(image: Uint8Array, options?: { signal?: AbortSignal }): Promise<{ format: string; text: string }[]>;
}

/** ImageNet classes of an image (MobileNetV2 on onnxruntime-web), best first. */
export interface ImageClassifier {
  classify(image: unknown, options?: { signal?: AbortSignal }): Promise<{ index: number; label: string; p: number }[]>;
}

/** Names foods and grams in a photo (an OpenAI-compatible vision model); never figures. */
export interface VisionProvider {
  identify(jpeg: Uint8Array, options?: { signal?: AbortSignal }): Promise<{ name: string; grams: number }[]>;
}

export interface Providers {
  foods: FoodIndex;
  products: ProductLookup;
  ocr: Ocr;
  barcodes: BarcodeDecoder;
  imageModel: ImageClassifier;
  /** undefined when no vision provider is configured. */
  vision: VisionProvider | undefined;
}

export type ProviderName = keyof Providers;

/** How each provider is made; `createEngine({ providers })` replaces any of them. */
export type ProviderFactories = { [K in ProviderName]: (config: EngineConfig) => Promise<Providers[K]> };

/** A provider this build does not have (yet): the operation that needs it says so. */
export function missingProvider(name: ProviderName): never {
  throw new NutritionApiError('internalServerError', `This engine has no ${name} provider.`, { status: 501 });
}

export function defaultProviders(load: LoadOptions = {}): ProviderFactories {
  return {
    foods: async () => {
      const { loadFoodDatabase } = await import('./foods/database.js');
      const { createFoodIndex } = await import('./foods/food-index.js');
      return createFoodIndex(await loadFoodDatabase(load));
    },
    products: async () => missingProvider('products'),
    ocr: async () => missingProvider('ocr'),
    barcodes: async () => missingProvider('barcodes'),
    imageModel: async () => missingProvider('imageModel'),
    vision: async () => undefined,
  };
}
