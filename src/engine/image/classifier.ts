/**
 * The ImageNet classifier (MobileNetV2 int8, public/models/mobilenetv2-imagenet) on
 * onnxruntime-web's WASM backend: one runtime for Node, pages and extension pages, no native
 * install, no CDN. It says what a photo shows among ImageNet's 1,000 classes; the gate
 * (gate.ts) decides what that means for food.
 */
import * as ort from 'onnxruntime-web/wasm';
import { NutritionApiError } from '../../api/index.js';
import type { RasterImage } from '../../raster/raster.js';
import { readAsset } from '../assets.js';
import { flattenOnWhite } from './flatten.js';

// Static `new URL(literal, import.meta.url)` so Vite emits the files and Node reads them from disk.
const MODEL_URL = new URL('../../../public/models/mobilenetv2-imagenet/mobilenetv2-12-int8.onnx', import.meta.url);
const SYNSET_URL = new URL('../../../public/models/mobilenetv2-imagenet/synset.txt', import.meta.url);

export interface ClassScore {
  /** ImageNet class index, 0–999 (the row of synset.txt). */
  index: number;
  /** The class's first name in synset.txt ("cheeseburger", "hotdog"). */
  label: string;
  /** Softmax probability, 0–1. */
  p: number;
}

export interface ClassifyOptions {
  /** How many classes to return, best first (default 5). */
  topK?: number;
  signal?: AbortSignal;
}

export interface ImageClassifier {
  classify(raster: RasterImage, options?: ClassifyOptions): Promise<ClassScore[]>;
}

export interface ImageClassifierOptions {
  /** The model's bytes or where to read them (default: the package's copy). */
  model?: Uint8Array | URL;
  synset?: string | URL;
  /**
   * Where onnxruntime finds its .wasm, for hosts that serve it elsewhere. By default the
   * runtime loads the copy inside the onnxruntime-web package (bundlers emit it).
   */
  wasmPaths?: string | { wasm?: string; mjs?: string };
}

const SIZE = 224;
const RESIZE_SHORT_SIDE = 256;
const MEAN = [0.485, 0.456, 0.406] as const;
const STD = [0.229, 0.224, 0.225] as const;

/** Parses synset.txt ("n07697313 cheeseburger" → "cheeseburger"; "hotdog, hot dog, red hot" → "hotdog"). */
export function parseSynset(text: string): string[] {
  const labels = text
    .split('\n')
    .map((line) => line.trim())
    .filter((line) => line.length > 0)
    .map((line) => line.replace(/^n\d{8}\s+/, '').split(',')[0]!.trim());
  if (labels.length !== 1000) {
    throw new NutritionApiError('internalServerError', `The image model's class list has ${labels.length} names, not 1,000.`);
  }
  return labels;
}

/**
 * The model's input: the short side scaled to 256, the centre 224 × 224 cut out, RGB / 255
 * normalised with ImageNet's mean and std, planar (NCHW). Each output pixel averages the
 * source pixels it covers, so a 4,000 px photo does not alias into noise.
 */
export function preprocess(raster: RasterImage): Float32Array {
  if (!(raster.width > 0 && raster.height > 0) || raster.data.length < raster.width * raster.height * 4) {
    throw new NutritionApiError('invalidRequest', 'The image has no pixels to look at.');
  }
  // Transparent pixels are seen over white, as a page shows a cut-out product photo.
  const { width, height, data } = flattenOnWhite(raster);
  const scale = Math.min(width, height) / RESIZE_SHORT_SIDE; // source pixels per resized pixel
  const offsetX = (width / scale - SIZE) / 2;
  const offsetY = (height / scale - SIZE) / 2;
  const out = new Float32Array(3 * SIZE * SIZE);
  const plane = SIZE * SIZE;
  for (let y = 0; y < SIZE; y++) {
    const sy0 = (y + offsetY) * scale;
    const sy1 = sy0 + scale;
    const ya = Math.min(height - 1, Math.floor(sy0));
    const yb = Math.min(height, Math.max(ya + 1, Math.ceil(sy1)));
    for (let x = 0; x < SIZE; x++) {
      const sx0 = (x + offsetX) * scale;
      const sx1 = sx0 + scale;
      const xa = Math.min(width - 1, Math.floor(sx0));
      const xb = Math.min(width, Math.max(xa + 1, Math.ceil(sx1)));
      let r = 0;
      let g = 0;
      let b = 0;
      for (let sy = ya; sy < yb; sy++) {
        let i = (sy * width + xa) * 4;
        for (let sx = xa; sx < xb; sx++, i += 4) {
          r += data[i]!;
          g += data[i + 1]!;
          b += data[i + 2]!;
        }
      }
      const n = (yb - ya) * (xb - xa) * 255;
      const o = y * SIZE + x;
      out[o] = (r / n - MEAN[0]) / STD[0];
      out[plane + o] = (g / n - MEAN[1]) / STD[1];
      out[2 * plane + o] = (b / n - MEAN[2]) / STD[2];
    }
  }
  return out;
}

export function softmax(logits: ArrayLike<number>): Float32Array {
  let max = -Infinity;
  for (let i = 0; i < logits.length; i++) max = Math.max(max, logits[i]!);
  const out = new Float32Array(logits.length);
  let sum = 0;
  for (let i = 0; i < logits.length; i++) {
    out[i] = Math.exp(logits[i]! - max);
    sum += out[i]!;
  }
  for (let i = 0; i < out.length; i++) out[i] = out[i]! / sum;
  return out;
}

export function topK(probabilities: ArrayLike<number>, labels: readonly string[], k: number): ClassScore[] {
  const order = Array.from({ length: probabilities.length }, (_, i) => i);
  order.sort((a, b) => probabilities[b]! - probabilities[a]!);
  return order.slice(0, Math.max(1, k)).map((index) => ({ index, label: labels[index] ?? `class ${index}`, p: probabilities[index]! }));
}

export async function createImageClassifier(options: ImageClassifierOptions = {}): Promise<ImageClassifier> {
  // Threads need cross-origin isolation in pages; one thread everywhere keeps Node, pages and the extension alike.
  ort.env.wasm.numThreads = 1;
  if (options.wasmPaths) ort.env.wasm.wasmPaths = options.wasmPaths;
  const modelBytes = options.model instanceof Uint8Array ? options.model : await readAsset(options.model ?? MODEL_URL, 'image model');
  const synsetSource = options.synset;
  const synsetText =
    typeof synsetSource === 'string' ? synsetSource : new TextDecoder().decode(await readAsset(synsetSource ?? SYNSET_URL, 'image model class list'));
  const labels = parseSynset(synsetText);
  let session: ort.InferenceSession;
  try {
    session = await ort.InferenceSession.create(modelBytes, { executionProviders: ['wasm'], graphOptimizationLevel: 'all' });
  } catch (error) {
    throw new NutritionApiError('internalServerError', `The image model could not be started (${(error as Error).message}).`);
  }
  const inputName = session.inputNames[0]!;
  const outputName = session.outputNames[0]!;
  // One run at a time: the WASM session is single-threaded and not re-entrant.
  let queue: Promise<unknown> = Promise.resolve();

  return {
    classify(raster, classifyOptions = {}) {
      const { signal, topK: k = 5 } = classifyOptions;
      const run = async (): Promise<ClassScore[]> => {
        signal?.throwIfAborted();
        const input = new ort.Tensor('float32', preprocess(raster), [1, 3, SIZE, SIZE]);
        const results = await session.run({ [inputName]: input });
        const logits = results[outputName]!.data as Float32Array;
        input.dispose();
        results[outputName]!.dispose();
        signal?.throwIfAborted();
        return topK(softmax(logits), labels, k);
      };
      const next = queue.then(run, run);
      queue = next.catch(() => undefined);
      return next;
    },
  };
}
