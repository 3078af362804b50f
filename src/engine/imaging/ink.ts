import { createGray, type GrayImage } from '../../raster/raster.js';

/**
 * Print pixels: darker than their neighbourhood by a clear margin (an adaptive threshold, so
 * a dark table top or a shadow is not ink but the letters on it are).
 */
export function inkMask(gray: GrayImage, radius = 7, margin = 18): Uint8Array {
  const { width: w, height: h, data } = gray;
  const integral = new Float64Array((w + 1) * (h + 1));
  for (let y = 0; y < h; y++) {
    let row = 0;
    for (let x = 0; x < w; x++) {
      row += data[y * w + x]!;
      integral[(y + 1) * (w + 1) + x + 1] = integral[y * (w + 1) + x + 1]! + row;
    }
  }
  const mask = new Uint8Array(w * h);
  for (let y = 0; y < h; y++) {
    const y0 = Math.max(0, y - radius);
    const y1 = Math.min(h, y + radius + 1);
    for (let x = 0; x < w; x++) {
      const x0 = Math.max(0, x - radius);
      const x1 = Math.min(w, x + radius + 1);
      const sum = integral[y1 * (w + 1) + x1]! - integral[y0 * (w + 1) + x1]! - integral[y1 * (w + 1) + x0]! + integral[y0 * (w + 1) + x0]!;
      const mean = sum / ((x1 - x0) * (y1 - y0));
      if (data[y * w + x]! < mean - margin) mask[y * w + x] = 1;
    }
  }
  return mask;
}

/**
 * Black print on white paper, decided pixel by pixel against the neighbourhood (`radius`
 * about a character's height): glare, a shadow across the pack or a panel printed on a
 * gradient leave no gray for OCR's own global threshold to split wrongly.
 */
export function binarize(gray: GrayImage, radius: number, margin = 15): GrayImage {
  const mask = inkMask(gray, Math.max(1, Math.round(radius)), margin);
  const out = createGray(gray.width, gray.height);
  for (let i = 0; i < mask.length; i++) out.data[i] = mask[i] ? 0 : 255;
  return out;
}
