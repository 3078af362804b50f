/*
 * Node-only decoders: pure JavaScript for JPEG, PNG and GIF, libwebp compiled to wasm for
 * WebP. The wasm file is read from the package (never fetched), which needs node:fs; this
 * module is only imported when the platform has no createImageBitmap.
 */
import type { ImageHeader } from './header.js';
import type { RasterImage } from './raster.js';
import { MAX_DECODED_PIXELS } from './limits.js';

type JpegJs = typeof import('jpeg-js');
type FastPng = typeof import('fast-png');

function defaultOf<T>(mod: T | { default: T }): T {
  return (mod as { default?: T }).default ?? (mod as T);
}

export async function decodeInNode(bytes: Uint8Array, header: ImageHeader): Promise<RasterImage> {
  switch (header.type) {
    case 'image/jpeg': return decodeJpeg(bytes);
    case 'image/png': return decodePng(bytes);
    case 'image/gif': return decodeGif(bytes);
    case 'image/webp': return decodeWebp(bytes);
  }
}

async function decodeJpeg(bytes: Uint8Array): Promise<RasterImage> {
  const jpeg = defaultOf<JpegJs>(await import('jpeg-js'));
  const image = jpeg.decode(bytes, {
    useTArray: true,
    formatAsRGBA: true,
    tolerantDecoding: true,
    maxResolutionInMP: MAX_DECODED_PIXELS / 1e6,
    maxMemoryUsageInMB: 1024,
  });
  return { width: image.width, height: image.height, data: new Uint8ClampedArray(image.data.buffer, image.data.byteOffset, image.data.length) };
}

async function decodePng(bytes: Uint8Array): Promise<RasterImage> {
  const png = await import('fast-png') as FastPng;
  const decoded = png.decode(bytes);
  const { width, height } = decoded;
  let { data, channels } = decoded;
  if (decoded.palette) {
    data = png.convertIndexedToRgb(decoded);
    channels = data.length / (width * height);
  }
  const out = new Uint8ClampedArray(width * height * 4);
  // 16-bit samples are kept to their high byte.
  const shift = decoded.depth === 16 ? 8 : 0;
  const scale = decoded.depth < 8 && !decoded.palette ? 255 / ((1 << decoded.depth) - 1) : 1;
  for (let p = 0; p < width * height; p++) {
    const s = p * channels;
    const o = p * 4;
    const sample = (k: number) => (data[s + k]! >> shift) * scale;
    if (channels >= 3) {
      out[o] = sample(0); out[o + 1] = sample(1); out[o + 2] = sample(2);
      out[o + 3] = channels === 4 ? sample(3) : 255;
    } else {
      const g = sample(0);
      out[o] = g; out[o + 1] = g; out[o + 2] = g;
      out[o + 3] = channels === 2 ? sample(1) : 255;
    }
  }
  return { width, height, data: out };
}

async function decodeGif(bytes: Uint8Array): Promise<RasterImage> {
  const mod = await import('omggif') as unknown as { GifReader?: typeof import('omggif').GifReader; default?: { GifReader: typeof import('omggif').GifReader } };
  const GifReader = mod.GifReader ?? mod.default!.GifReader;
  const reader = new GifReader(bytes as unknown as Buffer);
  const { width, height } = reader;
  const pixels = new Uint8ClampedArray(width * height * 4);
  // The first frame only (DESIGN.md: GIF, first frame), over white where it is transparent.
  reader.decodeAndBlitFrameRGBA(0, pixels as unknown as Uint8Array);
  return { width, height, data: pixels };
}

let webpDecoder: Promise<(buffer: ArrayBuffer) => Promise<{ width: number; height: number; data: Uint8ClampedArray }>> | undefined;

function loadWebpDecoder() {
  webpDecoder ??= (async () => {
    const { readFile } = await import('node:fs/promises');
    const { createRequire } = await import('node:module');
    const require = createRequire(import.meta.url);
    const wasm = await readFile(require.resolve('@jsquash/webp/codec/dec/webp_dec.wasm'));
    const decoder = await import('@jsquash/webp/decode.js');
    await decoder.init(await WebAssembly.compile(wasm));
    return decoder.default;
  })();
  return webpDecoder;
}

async function decodeWebp(bytes: Uint8Array): Promise<RasterImage> {
  const decode = await loadWebpDecoder();
  const copy = bytes.slice().buffer;
  const image = await decode(copy);
  return { width: image.width, height: image.height, data: new Uint8ClampedArray(image.data) };
}
