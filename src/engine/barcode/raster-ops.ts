/**
 * The two picture operations the barcode decoder needs beyond src/engine/imaging: any-angle
 * rotation (zxing only turns by quarter turns) and scaling by a factor.
 */
import type { RasterImage } from '../../raster/raster.js';
import { resize } from '../imaging/transform.js';

export function scaleBy(image: RasterImage, factor: number): RasterImage {
  return resize(image, image.width * factor, image.height * factor);
}

/**
 * Turns the picture `degrees` clockwise about its centre, bilinear, on a canvas large enough to
 * hold all of it; uncovered corners are white (paper, as the decoders see transparency).
 */
export function rotateBy(image: RasterImage, degrees: number): RasterImage {
  const a = (degrees * Math.PI) / 180;
  const cos = Math.cos(a);
  const sin = Math.sin(a);
  const { width: w, height: h, data: src } = image;
  const W = Math.ceil(Math.abs(w * cos) + Math.abs(h * sin));
  const H = Math.ceil(Math.abs(w * sin) + Math.abs(h * cos));
  const out = new Uint8ClampedArray(W * H * 4).fill(255);
  const cx = (w - 1) / 2;
  const cy = (h - 1) / 2;
  const CX = (W - 1) / 2;
  const CY = (H - 1) / 2;
  for (let y = 0; y < H; y++) {
    for (let x = 0; x < W; x++) {
      // The source point that lands here (inverse rotation).
      const dx = x - CX;
      const dy = y - CY;
      const sx = cos * dx + sin * dy + cx;
      const sy = -sin * dx + cos * dy + cy;
      if (sx < 0 || sy < 0 || sx > w - 1 || sy > h - 1) continue;
      const x0 = Math.floor(sx);
      const y0 = Math.floor(sy);
      const x1 = Math.min(w - 1, x0 + 1);
      const y1 = Math.min(h - 1, y0 + 1);
      const fx = sx - x0;
      const fy = sy - y0;
      const d = (y * W + x) * 4;
      for (let k = 0; k < 4; k++) {
        const top = src[(y0 * w + x0) * 4 + k]! * (1 - fx) + src[(y0 * w + x1) * 4 + k]! * fx;
        const bottom = src[(y1 * w + x0) * 4 + k]! * (1 - fx) + src[(y1 * w + x1) * 4 + k]! * fx;
        out[d + k] = top * (1 - fy) + bottom * fy;
      }
    }
  }
  return { width: W, height: H, data: out };
}
