/**
 * Reads a file the image stage ships (model, class list) from a `new URL(…, import.meta.url)`:
 * from disk in Node, by fetch in pages, workers and extension pages.
 */
import { NutritionApiError } from '../../api/index.js';

function isNode(): boolean {
  return typeof process !== 'undefined' && typeof process.versions?.node === 'string';
}

export async function readAsset(url: URL, what: string): Promise<Uint8Array> {
  try {
    if (url.protocol === 'file:' && isNode()) {
      // Behind a variable so browser bundles neither resolve nor include node:fs.
      const fsModule = 'node:fs/promises';
      const fs = (await import(/* @vite-ignore */ fsModule)) as typeof import('node:fs/promises');
      return new Uint8Array(await fs.readFile(url));
    }
    const response = await fetch(url.href);
    if (!response.ok) throw new Error(`HTTP ${response.status}`);
    return new Uint8Array(await response.arrayBuffer());
  } catch (error) {
    throw new NutritionApiError('internalServerError', `The ${what} could not be loaded from ${url.href} (${(error as Error).message}).`);
  }
}
