/**
 * Where the bars are in a photo and at what angle, so the decoder can cut them out and turn them
 * upright instead of turning the whole picture by guessed angles. Bars are the one texture with
 * strong edges all in one direction: per 16×16 block of a grey copy (at most 1,600 pixels a side: bars thinner than a pixel would alias into false directions), the structure tensor
 * gives that direction and how coherent it is; the strongest coherent block seeds a region of
 * neighbours with the same direction.
 */
import type { RasterImage } from '../../raster/raster.js';
import { crop, resize } from '../imaging/transform.js';

export interface BarsRegion {
  /** The region in the picture's pixels, with a margin for the quiet zones. */
  x: number;
  y: number;
  width: number;
  height: number;
  /** Degrees to turn the region clockwise so the bars stand upright. */
  turn: number;
}

const WORK_SIDE = 1600;
const BLOCK = 16;

export function findBars(image: RasterImage): BarsRegion | undefined {
  const scale = Math.min(1, WORK_SIDE / Math.max(image.width, image.height));
  const small = scale < 1 ? resize(image, image.width * scale, image.height * scale) : image;
  const { width: w, height: h, data } = small;
  const gray = new Float32Array(w * h);
  for (let i = 0; i < w * h; i++) gray[i] = 0.299 * data[i * 4]! + 0.587 * data[i * 4 + 1]! + 0.114 * data[i * 4 + 2]!;
  const bw = Math.floor(w / BLOCK);
  const bh = Math.floor(h / BLOCK);
  if (bw < 3 || bh < 3) return undefined;
  const energy = new Float32Array(bw * bh);
  const theta = new Float32Array(bw * bh);
  const coherent = new Uint8Array(bw * bh);
  for (let by = 0; by < bh; by++) {
    for (let bx = 0; bx < bw; bx++) {
      let jxx = 0;
      let jyy = 0;
      let jxy = 0;
      for (let y = by * BLOCK; y < (by + 1) * BLOCK; y++) {
        if (y === 0 || y >= h - 1) continue;
        for (let x = bx * BLOCK; x < (bx + 1) * BLOCK; x++) {
          if (x === 0 || x >= w - 1) continue;
          const gx = gray[y * w + x + 1]! - gray[y * w + x - 1]!;
          const gy = gray[(y + 1) * w + x]! - gray[(y - 1) * w + x]!;
          jxx += gx * gx;
          jyy += gy * gy;
          jxy += gx * gy;
        }
      }
      const b = by * bw + bx;
      const sum = jxx + jyy;
      energy[b] = sum;
      theta[b] = 0.5 * Math.atan2(2 * jxy, jxx - jyy);
      coherent[b] = sum > 0 && Math.sqrt((jxx - jyy) ** 2 + 4 * jxy * jxy) / sum > 0.7 ? 1 : 0;
    }
  }
  const sorted = [...energy].sort((a, b) => a - b);
  const floor = Math.max(sorted[Math.floor(sorted.length * 0.5)]! * 4, 2000 * BLOCK * BLOCK);
  let seed = -1;
  for (let b = 0; b < energy.length; b++) {
    if (coherent[b] && energy[b]! > floor && (seed < 0 || energy[b]! > energy[seed]!)) seed = b;
  }
  if (seed < 0) return undefined;
  // Grow the region through neighbours of the same direction (within 12°, modulo 180°).
  const angle = theta[seed]!;
  const same = (b: number) => {
    let d = Math.abs(theta[b]! - angle) % Math.PI;
    if (d > Math.PI / 2) d = Math.PI - d;
    return coherent[b] === 1 && energy[b]! > floor / 2 && d < (12 * Math.PI) / 180;
  };
  const seen = new Uint8Array(bw * bh);
  const stack = [seed];
  seen[seed] = 1;
  let x0 = bw;
  let y0 = bh;
  let x1 = 0;
  let y1 = 0;
  while (stack.length > 0) {
    const b = stack.pop()!;
    const bx = b % bw;
    const by = Math.floor(b / bw);
    x0 = Math.min(x0, bx);
    y0 = Math.min(y0, by);
    x1 = Math.max(x1, bx);
    y1 = Math.max(y1, by);
    for (const [dx, dy] of [[1, 0], [-1, 0], [0, 1], [0, -1], [1, 1], [-1, -1], [1, -1], [-1, 1]] as const) {
      const nx = bx + dx;
      const ny = by + dy;
      if (nx < 0 || ny < 0 || nx >= bw || ny >= bh) continue;
      const n = ny * bw + nx;
      if (seen[n] || !same(n)) continue;
      seen[n] = 1;
      stack.push(n);
    }
  }
  // Quiet zones and the bars' ends are weak edges: add a generous margin.
  const unit = BLOCK / scale;
  const mw = (x1 - x0 + 1) * unit;
  const mh = (y1 - y0 + 1) * unit;
  const margin = Math.max(mw, mh) * 0.25 + unit;
  const x = Math.max(0, x0 * unit - margin);
  const y = Math.max(0, y0 * unit - margin);
  return {
    x,
    y,
    width: Math.min(image.width - x, mw + 2 * margin),
    height: Math.min(image.height - y, mh + 2 * margin),
    // theta is the edges' normal (across the bars); upright bars have a horizontal normal.
    turn: (-angle * 180) / Math.PI,
  };
}

/** The region cut out of the picture (then turned by the decoder). */
export function cutOut(image: RasterImage, region: BarsRegion): RasterImage {
  return crop(image, region.x, region.y, region.width, region.height);
}
