/**
 * Where the compiled food data lives and how to read it, in Node, browsers, extension pages
 * and workers alike. The file URL is written in the static `new URL('<path>', import.meta.url)`
 * form so bundlers (Vite) emit the file as an asset and rewrite the URL.
 */
import { isNode, readAsset } from '../assets.js';
import { NutritionApiError } from '../../api/index.js';
import type { PackedIndex } from './index-data.js';
import type { PackedFeatures } from './food-features.js';
import type { PackedFoods } from './food-rows.js';
import type { FoodSource, Nutrients, NutrientName, Portion } from './types.js';

/** The one compiled data file (see public/data/README.md for its format). */
export const FOODS_FILE = 'foods.json.gz';
const FOODS_URL = new URL('../../../public/data/foods.json.gz', import.meta.url);

export interface LoadOptions {
  /** Folder URL that holds the data files (ending in '/'); default: the package's public/data/. */
  dataUrl?: string | URL;
  /** Reads a data file by name (e.g. 'foods.json.gz'), for hosts with their own storage. Wins over dataUrl. */
  read?: (name: string) => Promise<Uint8Array>;
  /** fetch to use for http(s)/chrome-extension URLs; default: the global fetch. */
  fetch?: typeof fetch;
}

/** The compiled file as parsed JSON (format 'nutri-kit-foods/3'). */
export interface CompiledFoods {
  format: string;
  nutrients: NutrientName[];
  categories: string[];
  /** The foods by column (food-rows.ts): what load time pays for is one string per food's values and portions, not arrays. */
  foods: PackedFoods;
  /** The search index's per-food data, precomputed by the build (index-data.ts); optional for hand-made data. */
  index?: PackedIndex;
  /** The matcher's per-food features, worked out by the build (food-features.ts); optional as the index is. */
  features?: PackedFeatures;
  /** The vocabulary of food words (food-index.ts), sorted and joined by spaces, read by the build; optional as the index is. */
  vocabulary?: string;
}

export const DATA_FORMAT = 'nutri-kit-foods/3';

function isGzip(bytes: Uint8Array): boolean {
  return bytes.length > 2 && bytes[0] === 0x1f && bytes[1] === 0x8b;
}

/**
 * The text of a data file. Browsers and extension pages inflate with DecompressionStream;
 * Node with zlib unless `webStreams` asks for the browser path (tests use it to cover that path).
 * Servers often send .gz files with `Content-Encoding: gzip`, so fetch hands back the plain
 * bytes; decompress only when the gzip magic is still there.
 */
export async function decodeDataFile(bytes: Uint8Array, options: { webStreams?: boolean } = {}): Promise<string> {
  if (!isGzip(bytes)) return new TextDecoder().decode(bytes);
  if (isNode() && !options.webStreams) {
    // zlib is several times faster than Node's DecompressionStream for this one-shot inflate.
    const zlibModule = 'node:zlib';
    const zlib = (await import(/* @vite-ignore */ zlibModule)) as typeof import('node:zlib');
    return zlib.gunzipSync(bytes).toString('utf8');
  }
  const stream = new Blob([bytes as Uint8Array<ArrayBuffer>]).stream().pipeThrough(new DecompressionStream('gzip'));
  return await new Response(stream).text();
}

export async function readCompiledFoods(options: LoadOptions = {}): Promise<CompiledFoods> {
  let bytes: Uint8Array;
  if (options.read) bytes = await options.read(FOODS_FILE);
  else {
    const url = options.dataUrl ? new URL(FOODS_FILE, options.dataUrl) : FOODS_URL;
    bytes = await readAsset(url, 'food database', options.fetch);
  }
  const data = JSON.parse(await decodeDataFile(bytes)) as CompiledFoods;
  if (data.format !== DATA_FORMAT) {
    throw new NutritionApiError('internalServerError', `The food data has format "${String(data.format)}" but this engine reads "${DATA_FORMAT}": rebuild whichever is older (npm run build:data for public/data, npm run build for lib/).`);
  }
  return data;
}

export function sourceOf(id: string): FoodSource {
  return id.startsWith('fndds:') ? 'fndds' : 'sr28';
}

export function toNutrients(names: readonly NutrientName[], values: readonly (number | null)[]) {
  const per100g = {} as Nutrients;
  let unreported: NutrientName[] | undefined;
  // A plain loop: every hit of a search on a food not seen before makes one.
  for (let i = 0; i < names.length; i++) {
    const name = names[i]!;
    const v = values[i];
    if (v === null || v === undefined) {
      per100g[name] = 0;
      (unreported ??= []).push(name);
    } else per100g[name] = v;
  }
  return { per100g, unreported };
}

export function toPortions(rows: readonly [string, number][]): Portion[] {
  return rows.map(([description, grams]) => ({ description, grams }));
}
