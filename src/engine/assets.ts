/*
 * The files the engine ships (food data, product shards, the image model) are found with
 * `new URL(…, import.meta.url)` so bundlers emit them; this reads one from disk in Node and by
 * fetch in pages, workers and extension pages. One place, so every provider loads alike.
 */
import { NutritionApiError } from '../api/errors.js';

export function isNode(): boolean {
  return typeof process !== 'undefined' && typeof process.versions?.node === 'string';
}

/** The bytes at `url`; `what` names the file in the error a person reads when it is missing. */
export async function readAsset(url: URL, what: string, fetchImpl: typeof fetch = globalThis.fetch): Promise<Uint8Array> {
  try {
    if (url.protocol === 'file:' && isNode()) {
      // Behind a variable so browser bundles neither resolve nor include node:fs.
      const fsModule = 'node:fs/promises';
      const fs = (await import(/* @vite-ignore */ fsModule)) as typeof import('node:fs/promises');
      return new Uint8Array(await fs.readFile(url));
    }
    const response = await fetchImpl(url.href);
    if (!response.ok) throw new Error(`HTTP ${response.status}`);
    return new Uint8Array(await response.arrayBuffer());
  } catch (error) {
    throw new NutritionApiError('internalServerError', `The ${what} could not be loaded from ${url.href} (${(error as Error).message}).`);
  }
}
