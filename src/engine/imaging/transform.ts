import type { RasterImage, GrayImage } from '../../raster/raster.js';

type Image = RasterImage | GrayImage;

function channels(image: Image): number {
  return image.data.length / (image.width * image.height);
}

function blank<T extends Image>(like: T, width: number, height: number): T {
  return { width, height, data: new Uint8ClampedArray(width * height * channels(like)) } as T;
}

/** The rectangle [x, x + width) × [y, y + height), clipped to the image. */
export function crop<T extends Image>(image: T, x: number, y: number, width: number, height: number): T {
  const x0 = Math.max(0, Math.floor(x));
  const y0 = Math.max(0, Math.floor(y));
  const x1 = Math.min(image.width, Math.ceil(x + width));
  const y1 = Math.min(image.height, Math.ceil(y + height));
  const w = Math.max(1, x1 - x0);
  const h = Math.max(1, y1 - y0);
  const c = channels(image);
  const out = blank(image, w, h);
  for (let row = 0; row < h; row++) {
    const from = ((y0 + row) * image.width + x0) * c;
    out.data.set(image.data.subarray(from, from + w * c), row * w * c);
  }
  return out;
}

/** Quarter turns clockwise (90, 180, 270). */
export function rotate<T extends Image>(image: T, degrees: 90 | 180 | 270): T {
  const { width: w, height: h } = image;
  const out = degrees === 180 ? blank(image, w, h) : blank(image, h, w);
  // Where source pixel (x, y) lands: d = start + x·dx + y·dy (pixel indices of the output).
  const [start, dx, dy] =
    degrees === 90 ? [h - 1, h, -1] : degrees === 180 ? [w * h - 1, -1, -w] : [(w - 1) * h, -h, 1];
  movePixels(image, out, start, dx, dy);
  return out;
}

/** Mirror left–right. */
export function flipHorizontal<T extends Image>(image: T): T {
  const out = blank(image, image.width, image.height);
  movePixels(image, out, image.width - 1, -1, image.width);
  return out;
}

/**
 * Copies each pixel of `from`, read row by row, to output pixel start + x·dx + y·dy: a turn or a
 * mirror is only a permutation of whole pixels, so an RGBA pixel moves as one 32-bit word
 * (a 12 MP phone photo turned upright took most of a second channel by channel).
 */
function movePixels(from: Image, to: Image, start: number, dx: number, dy: number): void {
  const { width: w, height: h } = from;
  const c = channels(from);
  const aligned = c === 4 && from.data.byteOffset % 4 === 0 && to.data.byteOffset % 4 === 0;
  const src = aligned ? new Uint32Array(from.data.buffer, from.data.byteOffset, w * h) : from.data;
  const dst = aligned ? new Uint32Array(to.data.buffer, to.data.byteOffset, w * h) : to.data;
  const per = aligned ? 1 : c;
  for (let y = 0, s = 0; y < h; y++) {
    let d = start + y * dy;
    for (let x = 0; x < w; x++, s += per, d += dx) {
      if (per === 1) dst[d] = src[s]!;
      else for (let k = 0; k < per; k++) dst[d * per + k] = src[s + k]!;
    }
  }
}

/** Turns stored pixels upright according to the EXIF orientation (1–8). */
export function applyOrientation(image: RasterImage, orientation: number): RasterImage {
  switch (orientation) {
    case 2: return flipHorizontal(image);
    case 3: return rotate(image, 180);
    case 4: return flipHorizontal(rotate(image, 180));
    case 5: return flipHorizontal(rotate(image, 90));
    case 6: return rotate(image, 90);
    case 7: return flipHorizontal(rotate(image, 270));
    case 8: return rotate(image, 270);
    default: return image;
  }
}

/**
 * Resizes to width × height: an area average when shrinking (no aliasing on fine print),
 * bilinear (or, asked, bicubic) when enlarging.
 */
export function resize<T extends Image>(image: T, width: number, height: number, options: ResizeOptions = {}): T {
  width = Math.max(1, Math.round(width));
  height = Math.max(1, Math.round(height));
  if (width === image.width && height === image.height) return copy(image);
  if (width <= image.width && height <= image.height) return resizeArea(image, width, height);
  return options.enlarge === 'bicubic' ? resizeBicubic(image, width, height) : resizeBilinear(image, width, height);
}

export interface ResizeOptions {
  /**
   * How to enlarge: bilinear (the default: smooth, cheap) or bicubic, whose edges stay steep
   * (small print enlarged three times keeps strokes apart and a decimal point dark).
   */
  enlarge?: 'bilinear' | 'bicubic';
}

function copy<T extends Image>(image: T): T {
  return { width: image.width, height: image.height, data: new Uint8ClampedArray(image.data) } as T;
}

/** Scales so the longer side is at most `maxSide` (never enlarges). */
export function fitWithin<T extends Image>(image: T, maxSide: number): T {
  const long = Math.max(image.width, image.height);
  if (long <= maxSide) return image;
  const scale = maxSide / long;
  return resize(image, image.width * scale, image.height * scale);
}

function resizeBilinear<T extends Image>(image: T, width: number, height: number): T {
  const c = channels(image);
  const out = blank(image, width, height);
  const sx = image.width / width;
  const sy = image.height / height;
  const src = image.data;
  for (let y = 0; y < height; y++) {
    const fy = Math.max(0, (y + 0.5) * sy - 0.5);
    const y0 = Math.min(image.height - 1, Math.floor(fy));
    const y1 = Math.min(image.height - 1, y0 + 1);
    const wy = fy - y0;
    for (let x = 0; x < width; x++) {
      const fx = Math.max(0, (x + 0.5) * sx - 0.5);
      const x0 = Math.min(image.width - 1, Math.floor(fx));
      const x1 = Math.min(image.width - 1, x0 + 1);
      const wx = fx - x0;
      const a = (y0 * image.width + x0) * c;
      const b = (y0 * image.width + x1) * c;
      const d = (y1 * image.width + x0) * c;
      const e = (y1 * image.width + x1) * c;
      const o = (y * width + x) * c;
      for (let k = 0; k < c; k++) {
        const top = src[a + k]! + (src[b + k]! - src[a + k]!) * wx;
        const bottom = src[d + k]! + (src[e + k]! - src[d + k]!) * wx;
        out.data[o + k] = top + (bottom - top) * wy;
      }
    }
  }
  return out;
}

/** Keys' cubic kernel (a = −0.5, Catmull–Rom): interpolates, and overshoots a little at edges, which keeps them sharp. */
function cubicWeights(t: number, into: Float64Array): void {
  const a = -0.5;
  for (let k = 0; k < 4; k++) {
    const d = Math.abs(t - (k - 1));
    into[k] = d <= 1 ? (a + 2) * d ** 3 - (a + 3) * d ** 2 + 1 : d < 2 ? a * d ** 3 - 5 * a * d ** 2 + 8 * a * d - 4 * a : 0;
  }
}

function resizeBicubic<T extends Image>(image: T, width: number, height: number): T {
  const c = channels(image);
  const out = blank(image, width, height);
  const { width: w, height: h } = image;
  const src = image.data;
  const sx = w / width;
  const sy = h / height;
  // Source columns and their weights are the same for every row: computed once.
  const columns = new Int32Array(width * 4);
  const columnWeights = new Float64Array(width * 4);
  const weights = new Float64Array(4);
  for (let x = 0; x < width; x++) {
    const fx = (x + 0.5) * sx - 0.5;
    const x0 = Math.floor(fx);
    cubicWeights(fx - x0, weights);
    for (let k = 0; k < 4; k++) {
      columns[x * 4 + k] = Math.min(w - 1, Math.max(0, x0 - 1 + k));
      columnWeights[x * 4 + k] = weights[k]!;
    }
  }
  const rowWeights = new Float64Array(4);
  const rows = new Int32Array(4);
  for (let y = 0; y < height; y++) {
    const fy = (y + 0.5) * sy - 0.5;
    const y0 = Math.floor(fy);
    cubicWeights(fy - y0, rowWeights);
    for (let k = 0; k < 4; k++) rows[k] = Math.min(h - 1, Math.max(0, y0 - 1 + k)) * w;
    for (let x = 0; x < width; x++) {
      const o = (y * width + x) * c;
      for (let ch = 0; ch < c; ch++) {
        let sum = 0;
        for (let j = 0; j < 4; j++) {
          let row = 0;
          for (let k = 0; k < 4; k++) row += src[(rows[j]! + columns[x * 4 + k]!) * c + ch]! * columnWeights[x * 4 + k]!;
          sum += row * rowWeights[j]!;
        }
        out.data[o + ch] = sum;
      }
    }
  }
  return out;
}

/** One axis of an area resize: for each output cell, its source cells [start, end) and their overlaps (flat, in order). */
interface AreaAxis { start: Int32Array; end: Int32Array; offset: Int32Array; weights: Float64Array }

function areaAxis(size: number, cells: number): AreaAxis {
  const step = size / cells;
  const start = new Int32Array(cells);
  const end = new Int32Array(cells);
  const offset = new Int32Array(cells + 1);
  for (let i = 0; i < cells; i++) {
    const from = i * step;
    start[i] = Math.floor(from);
    end[i] = Math.min(size, Math.ceil(from + step));
    offset[i + 1] = offset[i]! + Math.max(0, end[i]! - start[i]!);
  }
  const weights = new Float64Array(offset[cells]!);
  for (let i = 0; i < cells; i++) {
    const from = i * step;
    const to = from + step;
    for (let p = start[i]!, k = offset[i]!; p < end[i]!; p++, k++) weights[k] = Math.min(to, p + 1) - Math.max(from, p);
  }
  return { start, end, offset, weights };
}

/**
 * Shrinks by averaging each output pixel's area of the source, every source pixel weighted by
 * its overlap. The overlaps of each row and column are computed once, not per pixel (a 12 MP
 * photo's shrink took seconds of a label read), and the sums run in the same order with the
 * same weights as the per-pixel definition, so the result is that definition's to the bit
 * (imaging.test.ts checks it).
 */
function resizeArea<T extends Image>(image: T, width: number, height: number): T {
  const c = channels(image);
  const out = blank(image, width, height);
  const src = image.data;
  const dst = out.data;
  const xs = areaAxis(image.width, width);
  const ys = areaAxis(image.height, height);
  const acc = new Float64Array(c);
  for (let y = 0; y < height; y++) {
    const y0 = ys.start[y]!;
    const y1 = ys.end[y]!;
    const yk = ys.offset[y]!;
    for (let x = 0; x < width; x++) {
      const x0 = xs.start[x]!;
      const x1 = xs.end[x]!;
      const xk = xs.offset[x]!;
      let total = 0;
      if (c === 1) {
        let sum = 0;
        for (let py = y0; py < y1; py++) {
          const wy = ys.weights[yk + py - y0]!;
          const row = py * image.width;
          for (let px = x0; px < x1; px++) {
            const w = wy * xs.weights[xk + px - x0]!;
            sum += src[row + px]! * w;
            total += w;
          }
        }
        dst[y * width + x] = sum / total;
        continue;
      }
      acc.fill(0);
      for (let py = y0; py < y1; py++) {
        const wy = ys.weights[yk + py - y0]!;
        const row = py * image.width;
        for (let px = x0; px < x1; px++) {
          const w = wy * xs.weights[xk + px - x0]!;
          const s = (row + px) * c;
          for (let k = 0; k < c; k++) acc[k]! += src[s + k]! * w;
          total += w;
        }
      }
      const o = (y * width + x) * c;
      for (let k = 0; k < c; k++) dst[o + k] = acc[k]! / total;
    }
  }
  return out;
}


/**
 * Rotates by any angle (degrees, clockwise positive) about the centre, keeping the size;
 * corners brought in from outside are filled with `fill` (white paper for labels).
 * Only for gray images: used to level a photo that was taken askew.
 */
export function rotateGray(image: GrayImage, degrees: number, fill = 255): GrayImage {
  const { width: w, height: h, data } = image;
  const out: GrayImage = { width: w, height: h, data: new Uint8ClampedArray(w * h) };
  const radians = (degrees * Math.PI) / 180;
  const cos = Math.cos(radians);
  const sin = Math.sin(radians);
  const cx = (w - 1) / 2;
  const cy = (h - 1) / 2;
  for (let y = 0; y < h; y++) {
    for (let x = 0; x < w; x++) {
      // The source pixel that lands here (inverse rotation).
      const dx = x - cx;
      const dy = y - cy;
      const sx = cos * dx + sin * dy + cx;
      const sy = -sin * dx + cos * dy + cy;
      const x0 = Math.floor(sx);
      const y0 = Math.floor(sy);
      if (x0 < 0 || y0 < 0 || x0 >= w - 1 || y0 >= h - 1) {
        out.data[y * w + x] = fill;
        continue;
      }
      const fx = sx - x0;
      const fy = sy - y0;
      const i = y0 * w + x0;
      const top = data[i]! + (data[i + 1]! - data[i]!) * fx;
      const bottom = data[i + w]! + (data[i + w + 1]! - data[i + w]!) * fx;
      out.data[y * w + x] = top + (bottom - top) * fy;
    }
  }
  return out;
}
