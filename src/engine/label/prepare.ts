import type { GrayImage } from '../../raster/raster.js';
import { normalizeContrast, invert, percentile } from '../imaging/tone.js';
import { dewarpRows } from '../imaging/dewarp.js';
import { inkMask } from '../imaging/ink.js';
import { inkBlobs } from '../imaging/ink-blobs.js';
import { removeLeaderDots } from '../imaging/leader-dots.js';
import { removeRuleLines } from '../imaging/rule-lines.js';
import { sharpen } from '../imaging/sharpen.js';
import { flattenLight } from '../imaging/flatten-light.js';
import { resize, crop, rotateGray } from '../imaging/transform.js';
import { median } from './words.js';

/*
 * Makes a photo easy for OCR: gray, full contrast, dark print on evenly lit paper, and text
 * scaled to the height tesseract reads best (about 22 px a character).
 */

/** Character height tesseract's English model reads best at, in pixels. */
const TARGET_CHAR_HEIGHT = 22;
/** Upper bound on the prepared image, so OCR stays around a second. */
const MAX_PIXELS = 2_000_000;

/** Otsu's threshold: the gray level that best splits ink (at or below it) from paper. */
export function otsuThreshold(gray: GrayImage): number {
  const histogram = new Float64Array(256);
  for (const v of gray.data) histogram[v]!++;
  const total = gray.data.length;
  let sum = 0;
  for (let v = 0; v < 256; v++) sum += v * histogram[v]!;
  let background = 0;
  let sumBackground = 0;
  let best = 0;
  let threshold = 128;
  for (let t = 0; t < 256; t++) {
    background += histogram[t]!;
    if (background === 0) continue;
    const foreground = total - background;
    if (foreground === 0) break;
    sumBackground += t * histogram[t]!;
    const meanB = sumBackground / background;
    const meanF = (sum - sumBackground) / foreground;
    const between = background * foreground * (meanB - meanF) ** 2;
    if (between > best) { best = between; threshold = t; }
  }
  return threshold;
}

/**
 * Typical height of a printed character, from the connected blobs of ink (union–find over
 * the thresholded image): letters and digits are many small blobs of one size, rules and
 * pictures few large ones. Undefined when there is too little ink to tell.
 */
export function estimateCharHeight(source: GrayImage): number | undefined {
  // Large photos are measured at a reduced size; character sizes scale back.
  const factor = Math.min(1, Math.sqrt(1_500_000 / (source.width * source.height)));
  const gray = factor < 1 ? resize(source, source.width * factor, source.height * factor) : source;
  const { width, height, data } = gray;
  const threshold = otsuThreshold(gray);
  const blobs = inkBlobs((i) => data[i]! <= threshold, width, height);
  const heights: number[] = [];
  for (const { x0, y0, x1, y1 } of blobs) {
    const w = x1 - x0 + 1;
    const h = y1 - y0 + 1;
    if (h < 4 || h > height / 8 || w > 3 * h || w * 8 < h) continue;
    heights.push(h);
  }
  if (heights.length < 20) return undefined;
  return median(heights) / factor;
}

/**
 * The angle (degrees, clockwise) the text lines run at, from −12° to 12°: the angle at which
 * the ink's row profile is sharpest (lines of print separated by clean gaps).
 */
export function estimateSkew(source: GrayImage): number {
  const factor = Math.min(1, 600 / Math.max(source.width, source.height));
  const gray = factor < 1 ? resize(source, source.width * factor, source.height * factor) : source;
  const ink = inkMask(gray);
  const xs: number[] = [];
  const ys: number[] = [];
  for (let y = 0; y < gray.height; y++) {
    for (let x = 0; x < gray.width; x++) {
      if (ink[y * gray.width + x]) { xs.push(x); ys.push(y); }
    }
  }
  if (xs.length < 200) return 0;
  const size = gray.height + gray.width;
  const sharpness = (degrees: number) => {
    const t = Math.tan((degrees * Math.PI) / 180);
    const profile = new Float64Array(size * 2);
    for (let k = 0; k < xs.length; k++) {
      const row = Math.round(ys[k]! - t * xs[k]! + size);
      if (row >= 0 && row < profile.length) profile[row]!++;
    }
    let score = 0;
    for (let r = 1; r < profile.length; r++) score += (profile[r]! - profile[r - 1]!) ** 2;
    return score;
  };
  let best = 0;
  let bestScore = sharpness(0);
  for (let degrees = -12; degrees <= 12; degrees += 1) {
    const score = sharpness(degrees);
    if (score > bestScore) { best = degrees; bestScore = score; }
  }
  for (let degrees = best - 0.75; degrees <= best + 0.75; degrees += 0.25) {
    const score = sharpness(degrees);
    if (score > bestScore) { best = degrees; bestScore = score; }
  }
  return best;
}

export interface PreparedImage {
  gray: GrayImage;
  /** Prepared pixels per pixel of `levelled`. */
  scale: number;
  /** The photo gray, contrast-stretched, dark on light, levelled and its rows straightened, before scaling: crops of it keep all the detail the photo had. */
  levelled: GrayImage;
  /** Degrees the photo was turned (anticlockwise) to level its text: `levelled` is the source turned by −skew about its middle. */
  skew: number;
}

export interface PrepareOptions {
  /** Character height to scale to, in pixels (default 22). */
  charHeight?: number;
  /**
   * A close-up of the panel, where little but the table is in the frame: its rules are taken
   * out (a whole photo keeps them: there a long line is as often a picture's edge) and print
   * enlarged a lot is sharpened.
   */
  table?: boolean;
  /**
   * A second look at a photo whose first read did not agree with itself: the light flattened
   * (glare and shadow), small print enlarged bicubic and sharpened by a source pixel (steeper
   * strokes, darker decimal points). Each helps soft, unevenly lit, small or compressed print
   * and costs misreads in print that was clean already (measured: a "3" read as 9 in an evenly
   * lit photo, a "g" closed up into a 9), so a first read does without them.
   */
  secondLook?: boolean;
}

/**
 * Glare and shadow leave print grey and paper dark in parts of the photo: the light is
 * flattened over blocks of two prepared characters (`imaging/flatten-light.ts`). Not when no
 * print was measured (the blocks are sized by it), nor when the pixel bound kept the print
 * well under the size it is read at (a product shot, whose panel is read again close up):
 * over blocks of a dozen pixels the light of a small panel is not told from its print, and
 * flattening the whole shot cost its close-up figures.
 */
function evenOutLight(gray: GrayImage, scale: number, charHeight: number | undefined, target: number): GrayImage {
  if (!charHeight || charHeight * scale < 0.9 * target) return gray;
  return flattenLight(gray, { block: 2 * charHeight * scale });
}

/** What preparation makes of a source before any option counts: levelled, its print measured. */
interface Levelled {
  levelled: GrayImage;
  skew: number;
  charHeight: number | undefined;
}

/**
 * The levelled photo of each source, kept while the source is: a photo looked at again with
 * other options (read-label.ts: a second look, the block look) is levelled the same way, and
 * levelling (contrast, skew, print height, straightened rows) was a second of a big photo's
 * preparation each time.
 */
const levelledOf = new WeakMap<GrayImage, Levelled>();

function level(source: GrayImage): Levelled {
  const known = levelledOf.get(source);
  if (known) return known;
  let gray = normalizeContrast(source, 0.005);
  // White print on a dark panel: OCR wants dark on light.
  if (percentile(gray, 0.5) < 100) gray = invert(gray);
  // Level text askew by more than a degree: rows and columns then line up for the parser.
  const measured = estimateSkew(gray);
  const skew = Math.abs(measured) >= 1 ? measured : 0;
  if (skew) gray = rotateGray(gray, -skew, percentile(gray, 0.9));
  const charHeight = estimateCharHeight(gray);
  // Rows bowed round a tub or a bottle: straightened, so OCR follows each row to its figures.
  if (charHeight) gray = dewarpRows(gray, charHeight, percentile(gray, 0.9));
  const made = { levelled: gray, skew, charHeight };
  levelledOf.set(source, made);
  return made;
}

/** Gray, contrast-stretched, light background, text scaled for OCR. */
export function prepareForOcr(source: GrayImage, options: PrepareOptions = {}): PreparedImage {
  const { levelled, skew, charHeight } = level(source);
  let gray = levelled;
  const target = options.charHeight ?? TARGET_CHAR_HEIGHT;
  let scale = charHeight ? target / charHeight : 1600 / Math.max(gray.width, gray.height);
  scale = Math.min(4, Math.max(0.35, scale));
  if (gray.width * gray.height * scale * scale > MAX_PIXELS) scale = Math.sqrt(MAX_PIXELS / (gray.width * gray.height));
  if (Math.abs(scale - 1) > 0.1) gray = resize(gray, gray.width * scale, gray.height * scale, { enlarge: options.secondLook ? 'bicubic' : 'bilinear' });
  else scale = 1;
  if (options.secondLook && scale > 1.5 && !options.table) gray = sharpen(gray, scale);
  if (options.secondLook) gray = evenOutLight(gray, scale, charHeight, target);
  // Dot leaders ("protein (g) ...... 75.9") read as letters that join the name or the figure.
  if (charHeight) gray = removeLeaderDots(gray, charHeight * scale);
  if (charHeight && options.table) {
    gray = removeRuleLines(gray, charHeight * scale);
    // Enlarged small print is soft: decimal points and the tail of a "g" fade first.
    if (scale > 1.5) gray = sharpen(gray, 2 * scale);
  }
  return { gray, scale, levelled, skew };
}

/** The region round a set of boxes, grown by `margin` of its size, clipped to the image. */
export function cropAround(gray: GrayImage, box: { x0: number; y0: number; x1: number; y1: number }, margin = 0.08): GrayImage {
  const w = box.x1 - box.x0;
  const h = box.y1 - box.y0;
  const pad = margin * Math.max(w, h);
  return crop(gray, box.x0 - pad, box.y0 - pad, w + 2 * pad, h + 2 * pad);
}

