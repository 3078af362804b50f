import { createGray, type GrayImage } from '../../raster/raster.js';

/*
 * Unsharp masking: an image enlarged from small print is soft, and what goes first is the
 * smallest mark, a decimal point, which blurs to a light smudge OCR passes over. Subtracting
 * a blurred copy puts the edges and the dots back.
 */

/** Box blur of the given radius (two passes of a running sum, so any radius costs the same). */
function boxBlur(gray: GrayImage, radius: number): Float32Array {
  const { width: w, height: h, data } = gray;
  const horizontal = new Float32Array(w * h);
  for (let y = 0; y < h; y++) {
    let sum = 0;
    let count = 0;
    for (let x = -radius; x < w; x++) {
      const add = x + radius;
      if (add < w) { sum += data[y * w + add]!; count++; }
      const drop = x - radius - 1;
      if (drop >= 0) { sum -= data[y * w + drop]!; count--; }
      if (x >= 0) horizontal[y * w + x] = sum / count;
    }
  }
  const out = new Float32Array(w * h);
  for (let x = 0; x < w; x++) {
    let sum = 0;
    let count = 0;
    for (let y = -radius; y < h; y++) {
      const add = y + radius;
      if (add < h) { sum += horizontal[add * w + x]!; count++; }
      const drop = y - radius - 1;
      if (drop >= 0) { sum -= horizontal[drop * w + x]!; count--; }
      if (y >= 0) out[y * w + x] = sum / count;
    }
  }
  return out;
}

/** The image sharpened: each pixel pushed away from its neighbourhood's mean by `amount` of the difference. */
export function sharpen(gray: GrayImage, radius: number, amount = 1): GrayImage {
  const blurred = boxBlur(gray, Math.max(1, Math.round(radius)));
  const out = createGray(gray.width, gray.height);
  for (let i = 0; i < gray.data.length; i++) out.data[i] = gray.data[i]! + amount * (gray.data[i]! - blurred[i]!);
  return out;
}
