import { createGray, type GrayImage } from '../../raster/raster.js';

/*
 * Evens out the light on printed paper. A lamp's glare adds light to one part of a pack (the
 * paper there is white anyway, the print turns grey) and a shadow or a curve away from the
 * lamp darkens another (the paper turns grey): one global contrast stretch, and OCR's own
 * global threshold after it, cannot be right for both, so glared print is read as paper and
 * shadowed paper as noise. Here the paper's level and the print's level are measured locally,
 * over blocks a couple of characters across, and each pixel is stretched between the two, so
 * the whole pack comes out as white paper with black print.
 */

export interface FlattenLightOptions {
  /**
   * Side of the blocks the light is measured over, in pixels: about two character heights
   * (smaller blocks take a thick stroke for paper, larger ones miss a small glare).
   */
  block: number;
  /**
   * The least difference between paper and print that is stretched to full contrast, in gray
   * levels: where no print is near, the grain of blank paper must not be stretched into specks.
   */
  minContrast?: number;
}

/** A level per block: the gray level below which `fraction` of the block's pixels lie. */
function blockPercentiles(gray: GrayImage, block: number, fraction: number): { cols: number; rows: number; levels: Float32Array } {
  const { width: w, height: h, data } = gray;
  const cols = Math.ceil(w / block);
  const rows = Math.ceil(h / block);
  const levels = new Float32Array(cols * rows);
  const histogram = new Uint32Array(256);
  for (let by = 0; by < rows; by++) {
    for (let bx = 0; bx < cols; bx++) {
      histogram.fill(0);
      const x0 = bx * block;
      const y0 = by * block;
      const x1 = Math.min(w, x0 + block);
      const y1 = Math.min(h, y0 + block);
      for (let y = y0; y < y1; y++) for (let x = x0; x < x1; x++) histogram[data[y * w + x]!]!++;
      const target = Math.max(1, Math.ceil(fraction * (x1 - x0) * (y1 - y0)));
      let seen = 0;
      let v = 0;
      for (; v < 255; v++) {
        seen += histogram[v]!;
        if (seen >= target) break;
      }
      levels[by * cols + bx] = v;
    }
  }
  return { cols, rows, levels };
}

/** Each block takes the highest (`max`) or lowest level of the blocks within `reach` of it. */
function spread(levels: Float32Array, cols: number, rows: number, reach: number, max: boolean): Float32Array {
  const out = new Float32Array(levels.length);
  for (let by = 0; by < rows; by++) {
    for (let bx = 0; bx < cols; bx++) {
      let best = max ? -Infinity : Infinity;
      for (let y = Math.max(0, by - reach); y <= Math.min(rows - 1, by + reach); y++) {
        for (let x = Math.max(0, bx - reach); x <= Math.min(cols - 1, bx + reach); x++) {
          const v = levels[y * cols + x]!;
          best = max ? Math.max(best, v) : Math.min(best, v);
        }
      }
      out[by * cols + bx] = best;
    }
  }
  return out;
}

/** A 3 × 3 mean over blocks: the light changes smoothly, and block edges must not show. */
function smooth(levels: Float32Array, cols: number, rows: number): Float32Array {
  const out = new Float32Array(levels.length);
  for (let by = 0; by < rows; by++) {
    for (let bx = 0; bx < cols; bx++) {
      let sum = 0;
      let count = 0;
      for (let y = Math.max(0, by - 1); y <= Math.min(rows - 1, by + 1); y++) {
        for (let x = Math.max(0, bx - 1); x <= Math.min(cols - 1, bx + 1); x++) { sum += levels[y * cols + x]!; count++; }
      }
      out[by * cols + bx] = sum / count;
    }
  }
  return out;
}

/** The block levels at pixel (x, y), interpolated between block centres. */
function sampler(levels: Float32Array, cols: number, rows: number, block: number) {
  return (x: number, y: number): number => {
    const fx = Math.min(cols - 1, Math.max(0, (x + 0.5) / block - 0.5));
    const fy = Math.min(rows - 1, Math.max(0, (y + 0.5) / block - 0.5));
    const x0 = Math.floor(fx);
    const y0 = Math.floor(fy);
    const x1 = Math.min(cols - 1, x0 + 1);
    const y1 = Math.min(rows - 1, y0 + 1);
    const tx = fx - x0;
    const ty = fy - y0;
    const top = levels[y0 * cols + x0]! + (levels[y0 * cols + x1]! - levels[y0 * cols + x0]!) * tx;
    const bottom = levels[y1 * cols + x0]! + (levels[y1 * cols + x1]! - levels[y1 * cols + x0]!) * tx;
    return top + (bottom - top) * ty;
  };
}

/**
 * Dark print on even white paper: each pixel stretched between the paper's level round it
 * (the lighter pixels of nearby blocks) and the print's (the darkest). Print that is dark on
 * light stays so; only the light across the picture is taken out.
 */
export function flattenLight(gray: GrayImage, options: FlattenLightOptions): GrayImage {
  const block = Math.max(4, Math.round(options.block));
  const minContrast = options.minContrast ?? 48;
  const { cols, rows, levels: light } = blockPercentiles(gray, block, 0.9);
  const { levels: dark } = blockPercentiles(gray, block, 0.02);
  // A block all print (a bold word, a thick rule) has no paper in it: its neighbours' paper
  // stands in. The print's level likewise comes from the blocks round it, so a blank block
  // beside a line of text is stretched as that text is.
  const paper = smooth(spread(light, cols, rows, 1, true), cols, rows);
  const ink = smooth(spread(dark, cols, rows, 2, false), cols, rows);
  // Dark areas are not paper in shadow but a dark pack, a black band, a picture: flattened,
  // they would turn grey or white and their white print would fade. Paper in the deepest
  // shadow is still a third as light as the lightest paper; areas darker than a sixth are
  // left as they are, and those between are flattened in part.
  let lightest = 0;
  let widest = 0;
  for (let i = 0; i < paper.length; i++) {
    lightest = Math.max(lightest, paper[i]!);
    widest = Math.max(widest, paper[i]! - ink[i]!);
  }
  const shadowed = lightest / 3;
  const dim = lightest / 6;
  const paperAt = sampler(paper, cols, rows, block);
  const inkAt = sampler(ink, cols, rows, block);
  const { width: w, height: h, data } = gray;
  const out = createGray(w, h);
  for (let y = 0; y < h; y++) {
    for (let x = 0; x < w; x++) {
      const local = paperAt(x, y);
      // Paper within a tenth of the lightest is left as it is: OCR reads it well, and
      // "correcting" it by the estimate's own error only shifts the edges of the print.
      const share = Math.min(1, Math.max(0, (local - dim) / (shadowed - dim))) * Math.min(1, Math.max(0, (0.9 * lightest - local) / (0.1 * lightest)));
      const top = 255 + share * (Math.max(shadowed, local) - 255);
      // Print keeps its own level where it is as far from the paper as anywhere on the
      // page (thin strokes of small print are grey at their darkest; stretched, they would
      // thicken and close up a "g" into a 9); it is stretched where the light took away
      // much of that contrast.
      const inkLevel = inkAt(x, y);
      const washed = Math.min(1, Math.max(0, (0.7 - (top - inkLevel) / widest) / 0.3));
      const bottom = share * washed * Math.max(0, Math.min(inkLevel, top - minContrast));
      out.data[y * w + x] = (255 * (data[y * w + x]! - bottom)) / (top - bottom);
    }
  }
  return out;
}
