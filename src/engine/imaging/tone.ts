import { createGray, type GrayImage, type RasterImage } from './raster.js';

/** Luminance (Rec. 601 weights); transparent pixels are taken as on white paper. */
export function toGray(image: RasterImage): GrayImage {
  const out = createGray(image.width, image.height);
  const src = image.data;
  const dst = out.data;
  for (let i = 0, j = 0; j < dst.length; i += 4, j++) {
    const luma = 0.299 * src[i]! + 0.587 * src[i + 1]! + 0.114 * src[i + 2]!;
    const alpha = src[i + 3]! / 255;
    dst[j] = luma * alpha + 255 * (1 - alpha);
  }
  return out;
}

/** The smallest gray level at or below which `fraction` of the pixels lie (0: darkest, 1: lightest). */
export function percentile(gray: GrayImage, fraction: number): number {
  const histogram = new Uint32Array(256);
  for (const v of gray.data) histogram[v]!++;
  const target = Math.max(1, Math.ceil(fraction * gray.data.length));
  let seen = 0;
  for (let v = 0; v < 256; v++) {
    seen += histogram[v]!;
    if (seen >= target) return v;
  }
  return 255;
}

/**
 * Stretches the gray levels so the darkest `clip` of pixels become black and the lightest
 * `clip` white: dim photos and grey-on-grey print come out as black on white.
 */
export function normalizeContrast(gray: GrayImage, clip = 0.01): GrayImage {
  const low = percentile(gray, clip);
  const high = percentile(gray, 1 - clip);
  const out = createGray(gray.width, gray.height);
  if (high - low < 8) {
    out.data.set(gray.data);
    return out;
  }
  const scale = 255 / (high - low);
  const table = new Uint8ClampedArray(256);
  for (let v = 0; v < 256; v++) table[v] = (v - low) * scale;
  for (let i = 0; i < gray.data.length; i++) out.data[i] = table[gray.data[i]!]!;
  return out;
}

/** Inverts gray levels (white print on a dark panel becomes dark on light). */
export function invert(gray: GrayImage): GrayImage {
  const out = createGray(gray.width, gray.height);
  for (let i = 0; i < gray.data.length; i++) out.data[i] = 255 - gray.data[i]!;
  return out;
}
