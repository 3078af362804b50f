import { createGray, type GrayImage } from '../../raster/raster.js';

export { toGray } from '../../raster/raster.js';

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
