/**
 * Barcode pictures made on the spot for the decoder's tests and bench: zxing's writer draws the
 * symbol, then the pictures are degraded the way phone photos are (turned, small, blurred,
 * on a busy background, JPEG-compressed). Deterministic for a given seed.
 */
import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { prepareZXingModule, writeBarcode } from 'zxing-wasm/writer';
import { decodeImage } from '../../src/engine/imaging/decode.js';
import { encodeJpeg, encodePng } from '../../src/engine/imaging/encode.js';
import type { RasterImage } from '../../src/raster/raster.js';
import { resize } from '../../src/engine/imaging/transform.js';
import { rotateBy } from '../../src/engine/barcode/raster-ops.js';
import { seededRandom } from '../../bench/seeded-random.js';

export { seededRandom };

let writerReady: Promise<unknown> | undefined;

/** The symbol alone: `scale` pixels per module, with quiet zones, no human-readable digits. */
export async function drawBarcode(text: string, format: 'EAN13' | 'EAN8' | 'UPCA' | 'UPCE', scale = 3): Promise<RasterImage> {
  writerReady ??= (async () => {
    const path = createRequire(import.meta.url).resolve('zxing-wasm/writer/zxing_writer.wasm');
    const wasmBinary = (await readFile(path)).buffer as ArrayBuffer;
    return prepareZXingModule({ overrides: { wasmBinary }, fireImmediately: true });
  })();
  await writerReady;
  const written = await writeBarcode(text, { format, scale, addQuietZones: true, addHRT: false } as Parameters<typeof writeBarcode>[1]);
  if (!written.image) throw new Error(`zxing could not write ${format} ${text}: ${written.error}`);
  const raster = await decodeImage(new Uint8Array(await written.image.arrayBuffer()));
  // Linear symbols come out one module row high or so: give the bars a pack's height (~0.7 × width).
  return raster.height < raster.width * 0.4 ? resize(raster, raster.width, Math.round(raster.width * 0.6)) : raster;
}

/** Box blur of the given radius (a soft focus). */
export function blur(image: RasterImage, radius: number): RasterImage {
  if (radius <= 0) return image;
  const { width: w, height: h } = image;
  const pass = (src: Uint8ClampedArray, horizontal: boolean) => {
    const out = new Uint8ClampedArray(src.length);
    for (let y = 0; y < h; y++) {
      for (let x = 0; x < w; x++) {
        for (let k = 0; k < 4; k++) {
          let sum = 0;
          let n = 0;
          for (let d = -radius; d <= radius; d++) {
            const xx = horizontal ? x + d : x;
            const yy = horizontal ? y : y + d;
            if (xx < 0 || yy < 0 || xx >= w || yy >= h) continue;
            sum += src[(yy * w + xx) * 4 + k]!;
            n++;
          }
          out[(y * w + x) * 4 + k] = sum / n;
        }
      }
    }
    return out;
  };
  return { width: w, height: h, data: pass(pass(image.data, true), false) };
}

/** The symbol pasted on a busy, noisy, unevenly lit background (a pack on a table). */
export function onBackground(bars: RasterImage, width: number, height: number, random: () => number): RasterImage {
  // Packs print the bars on a white label a little larger than the symbol.
  const symbol = pad(bars, Math.round(bars.width * 0.08));
  const data = new Uint8ClampedArray(width * height * 4);
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      const light = 150 + 60 * Math.sin(x / 97 + y / 143) + 30 * (random() - 0.5);
      const i = (y * width + x) * 4;
      data[i] = light + 20;
      data[i + 1] = light;
      data[i + 2] = light - 25;
      data[i + 3] = 255;
    }
  }
  const ox = Math.floor((width - symbol.width) * (0.2 + 0.6 * random()));
  const oy = Math.floor((height - symbol.height) * (0.2 + 0.6 * random()));
  for (let y = 0; y < symbol.height && oy + y < height; y++) {
    for (let x = 0; x < symbol.width && ox + x < width; x++) {
      const s = (y * symbol.width + x) * 4;
      const d = ((oy + y) * width + ox + x) * 4;
      // Dim the white a little: a printed pack is never paper-white in a photo.
      for (let k = 0; k < 3; k++) data[d + k] = 25 + symbol.data[s + k]! * 0.8;
    }
  }
  return { width, height, data };
}

function pad(image: RasterImage, margin: number): RasterImage {
  const width = image.width + 2 * margin;
  const height = image.height + 2 * margin;
  const data = new Uint8ClampedArray(width * height * 4).fill(255);
  for (let y = 0; y < image.height; y++) {
    data.set(image.data.subarray(y * image.width * 4, (y + 1) * image.width * 4), ((y + margin) * width + margin) * 4);
  }
  return { width, height, data };
}

/** Sensor noise of the given amplitude. */
export function noise(image: RasterImage, amplitude: number, random: () => number): RasterImage {
  const data = new Uint8ClampedArray(image.data);
  for (let i = 0; i < data.length; i += 4) {
    const n = (random() - 0.5) * 2 * amplitude;
    for (let k = 0; k < 3; k++) data[i + k] = data[i + k]! + n;
  }
  return { width: image.width, height: image.height, data };
}

export interface PhotoSpec {
  /** Degrees clockwise. */
  angle: number;
  /** Pixels per module of the drawn symbol (1 is a very small code). */
  scale: number;
  blurRadius: number;
  /** Size of the whole picture, or undefined for the symbol alone. */
  canvas?: [number, number];
  noise: number;
  jpegQuality?: number;
}

/** An encoded picture (JPEG, or PNG when no quality is given) of `text` as `spec` says. */
export async function barcodePhoto(text: string, format: 'EAN13' | 'EAN8' | 'UPCA' | 'UPCE', spec: PhotoSpec, seed = 1): Promise<Uint8Array> {
  const random = seededRandom(seed);
  let image = await drawBarcode(text, format, spec.scale);
  if (spec.canvas) image = onBackground(image, spec.canvas[0], spec.canvas[1], random);
  if (spec.angle) image = rotateBy(image, spec.angle);
  image = blur(image, spec.blurRadius);
  if (spec.noise) image = noise(image, spec.noise, random);
  return spec.jpegQuality ? encodeJpeg(image, spec.jpegQuality) : encodePng(image);
}
