import { inkMask } from './ink.js';
import { createGray, type GrayImage } from '../../raster/raster.js';
import { resize } from './transform.js';

/*
 * Straightens rows of print that bow into arcs: a label on a tub, a bottle or a can seen from
 * a little above or below. OCR reads a line of print as a line only while it stays within
 * about half a character of straight; on a curved pack the ends of each row drift by more than
 * a line, and tesseract breaks rows, joins a name to the figure of the row below, or drops it.
 *
 * How far the rows are displaced is measured, not assumed: the image is cut into narrow
 * vertical strips, each strip's ink gives a profile down the page (rows of print are its
 * peaks, rules its spikes), and each strip's profile is matched to its neighbour's, walking
 * outward from the middle of the print. A smooth curve over the width fitted to those offsets
 * is the rows' shape, for the whole print and for bands of rows down the page (a pack turned
 * from the camera fans its rows out). It is used only when it lines the rows up clearly better
 * than straight lines do; each column is then moved up or down by it.
 */

/** Character height the displacement is measured at: enough for a row to be a clear peak, small enough to be quick. */
const WORK_CHAR_HEIGHT = 8;
/** Upper bound on the working image. */
const WORK_PIXELS = 1_000_000;
/** Strip width, in character heights: narrow, so a bowed row stays one peak within a strip. */
const STRIP_CHARS = 3;
/** Distance from one line of print to the next, in character heights (a panel's usual leading). */
const LINE_PITCH = 1.6;
/**
 * Rows bowing by less than this (character heights, from a straight line across the print)
 * are left alone: OCR follows that much, and a flat photo must come out unchanged.
 */
const MIN_BOW_CHARS = 0.25;
/** How much sharper the rows of print must come out (the ink's row profile) for the curve to be trusted. */
const MIN_GAIN = 1.1;

/** How the rows of print are displaced across an image. */
export interface RowWarp {
  /**
   * The displacement measured in horizontal bands of the image, top to bottom: at each
   * column, how far (pixels, positive down) the band's print sits below where a straight row
   * through the middle of the print would put it. Between the bands' centres `y` it is
   * interpolated, beyond them carried on along the same line as far as the print reaches: a
   * pack seen from above or below bows its top rows more or less than its bottom ones, and
   * turned from the camera, fans them. One band: the same shape at every height.
   */
  bands: { y: number; shift: Float32Array }[];
  /** The print's top and bottom: above and below them the displacement is held. */
  top: number;
  bottom: number;
  /** The bow: the curve's largest departure from a straight line across the print, in pixels. */
  bow: number;
  /** How much sharper the ink's row profile is with the columns moved along the curves than along the best straight lines (1: no better). */
  gain: number;
}

/** The displacement of `warp` at column x, height y. */
export function warpAt(warp: RowWarp, x: number, y: number): number {
  const { bands } = warp;
  if (bands.length === 1) return bands[0]!.shift[x]!;
  // Between two bands' centres interpolated, beyond them carried on along the same line (a
  // pack's rows fan out evenly from top to bottom), as far as the print reaches.
  const at = Math.max(warp.top, Math.min(warp.bottom, y));
  let k = 1;
  while (k < bands.length - 1 && at > bands[k]!.y) k++;
  const above = bands[k - 1]!;
  const below = bands[k]!;
  const t = (at - above.y) / (below.y - above.y);
  return above.shift[x]! * (1 - t) + below.shift[x]! * t;
}

/** A least-squares polynomial (coefficients, lowest power first) through weighted points. */
export function fitPolynomial(xs: readonly number[], ys: readonly number[], weights: readonly number[], degree: number): number[] {
  const n = degree + 1;
  const a = Array.from({ length: n }, () => new Float64Array(n + 1));
  for (let k = 0; k < xs.length; k++) {
    const powers = [1];
    for (let p = 1; p < 2 * n; p++) powers.push(powers[p - 1]! * xs[k]!);
    for (let i = 0; i < n; i++) {
      for (let j = 0; j < n; j++) a[i]![j]! += weights[k]! * powers[i + j]!;
      a[i]![n]! += weights[k]! * powers[i]! * ys[k]!;
    }
  }
  // Gaussian elimination with partial pivoting: the systems are at most 5 × 5.
  for (let col = 0; col < n; col++) {
    let pivot = col;
    for (let r = col + 1; r < n; r++) if (Math.abs(a[r]![col]!) > Math.abs(a[pivot]![col]!)) pivot = r;
    [a[col], a[pivot]] = [a[pivot]!, a[col]!];
    const p = a[col]![col]!;
    if (Math.abs(p) < 1e-12) return new Array<number>(n).fill(0);
    for (let r = 0; r < n; r++) {
      if (r === col) continue;
      const f = a[r]![col]! / p;
      for (let c = col; c <= n; c++) a[r]![c]! -= f * a[col]![c]!;
    }
  }
  return a.map((row, i) => row[n]! / row[i]!);
}

const evaluate = (coefficients: readonly number[], x: number) => coefficients.reduceRight((sum, c) => sum * x + c, 0);

/** Each strip's ink per row in [y0, y1), smoothed over a few rows so a row of print is one smooth peak. */
function stripProfiles(ink: Uint8Array, width: number, y0: number, y1: number, stripWidth: number, smooth: number): { profiles: Float64Array[]; amounts: number[] } {
  const count = Math.floor(width / stripWidth);
  const height = y1 - y0;
  const profiles: Float64Array[] = [];
  const amounts: number[] = [];
  for (let s = 0; s < count; s++) {
    const raw = new Float64Array(height);
    let amount = 0;
    for (let y = 0; y < height; y++) {
      let row = 0;
      const from = (y0 + y) * width + s * stripWidth;
      for (let x = from; x < from + stripWidth; x++) row += ink[x]!;
      raw[y] = row;
      amount += row;
    }
    const profile = new Float64Array(height);
    let sum = 0;
    for (let y = 0; y < height + smooth; y++) {
      if (y < height) sum += raw[y]!;
      if (y - 2 * smooth - 1 >= 0) sum -= raw[y - 2 * smooth - 1]!;
      if (y - smooth >= 0 && y - smooth < height) profile[y - smooth] = sum;
    }
    profiles.push(profile);
    amounts.push(amount);
  }
  return { profiles, amounts };
}

/**
 * The shift (rows) that best lines `b` up with `a` (b[y + shift] ≈ a[y]), searched within
 * [centre − reach, centre + reach], to a fraction of a row; and how alike the two are there
 * (normalised correlation, −1 to 1).
 */
function matchProfiles(a: Float64Array, b: Float64Array, centre: number, reach: number): { shift: number; quality: number } {
  const height = a.length;
  const meanA = a.reduce((s, v) => s + v, 0) / height;
  const meanB = b.reduce((s, v) => s + v, 0) / height;
  const correlation = (shift: number) => {
    let sum = 0, normA = 0, normB = 0;
    for (let y = Math.max(0, -shift); y < Math.min(height, height - shift); y++) {
      const da = a[y]! - meanA;
      const db = b[y + shift]! - meanB;
      sum += da * db;
      normA += da * da;
      normB += db * db;
    }
    return normA > 0 && normB > 0 ? sum / Math.sqrt(normA * normB) : 0;
  };
  const low = Math.round(centre - reach);
  const high = Math.round(centre + reach);
  const scores = new Map<number, number>();
  let best = low;
  for (let s = low; s <= high; s++) {
    scores.set(s, correlation(s));
    if (scores.get(s)! > scores.get(best)!) best = s;
  }
  const left = scores.get(best - 1) ?? correlation(best - 1);
  const right = scores.get(best + 1) ?? correlation(best + 1);
  const peak = scores.get(best)!;
  const curvature = left - 2 * peak + right;
  const offset = curvature < 0 ? Math.max(-0.5, Math.min(0.5, (left - right) / (2 * curvature))) : 0;
  return { shift: best + offset, quality: peak };
}

/** How clearly the ink falls into rows once each pixel is moved up by `shift(x, y)` (the sum of squared steps of the row profile). */
function rowSharpness(ink: Uint8Array, width: number, height: number, shift: (x: number, y: number) => number): number {
  const profile = new Float64Array(height + 2);
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      if (!ink[y * width + x]) continue;
      const row = Math.round(y - shift(x, y));
      if (row >= 0 && row < height) profile[row + 1]!++;
    }
  }
  let score = 0;
  for (let r = 1; r < profile.length; r++) score += (profile[r]! - profile[r - 1]!) ** 2;
  return score;
}

/** The rows' shape in one band of the image: a parabola and the straight line through the same offsets, over u = x / width − ½. */
interface BandCurve {
  curve: number[];
  line: number[];
  /** The print's extent across the band, in u. */
  first: number;
  last: number;
}

/**
 * The rows' vertical offsets across the band [y0, y1), strip by strip, and the curve through
 * them; undefined when too few strips hold print.
 */
function bandCurve(ink: Uint8Array, width: number, y0: number, y1: number, char: number): BandCurve | undefined {
  const stripWidth = Math.max(6, Math.round(STRIP_CHARS * char));
  const { profiles, amounts } = stripProfiles(ink, width, y0, y1, stripWidth, Math.max(1, Math.round(char / 4)));
  // Strips with print enough to show rows: a few characters' worth of ink. A column of figures
  // at the side is sparse but counts: the rows' ends are where the curve is steepest.
  const typical = [...amounts].sort((p, q) => p - q)[Math.floor(amounts.length * 0.75)] ?? 0;
  const printed = amounts.map((amount) => amount >= Math.max(3 * char * char, 0.05 * typical));
  const used = printed.flatMap((p, i) => (p ? [i] : []));
  if (used.length < 6) return undefined;

  // Walk outward from the middle of the print, each strip matched to the last one with print,
  // near where the previous step's slope predicts: the image was levelled, so the middle runs
  // about flat, and a row's slope changes little from one strip to the next. Searching only
  // near the prediction keeps the match on the same row, not the one above or below (rows of
  // a table look alike).
  const middle = used[Math.floor(used.length / 2)]!;
  const offsets = new Map<number, { shift: number; quality: number }>([[middle, { shift: 0, quality: 1 }]]);
  for (const direction of [1, -1]) {
    let last = middle;
    let slope = 0;
    for (let s = middle + direction; s >= 0 && s < profiles.length; s += direction) {
      if (!printed[s]) continue;
      const gap = (s - last) * stripWidth;
      const predicted = slope * gap;
      const match = matchProfiles(profiles[last]!, profiles[s]!, predicted, 1.5 + 0.08 * Math.abs(gap));
      const trusted = match.quality > 0.3;
      const step = trusted ? match.shift : predicted;
      offsets.set(s, { shift: offsets.get(last)!.shift + step, quality: trusted ? match.quality : 0 });
      if (trusted) slope = step / gap;
      last = s;
    }
  }

  // A smooth curve over the width: a cylinder's rows are close to parabolas in the picture,
  // the axis anywhere across it.
  const centre = (s: number) => ((s + 0.5) * stripWidth) / width - 0.5;
  const xs: number[] = [];
  const ys: number[] = [];
  const weights: number[] = [];
  for (const [s, { shift, quality }] of offsets) {
    if (quality <= 0) continue;
    xs.push(centre(s));
    ys.push(shift);
    weights.push(quality * Math.sqrt(amounts[s]!));
  }
  if (xs.length < 6) return undefined;
  return { curve: fitPolynomial(xs, ys, weights, 2), line: fitPolynomial(xs, ys, weights, 1), first: centre(used[0]!), last: centre(used[used.length - 1]!) };
}

/** The curve's largest departure from its straight line across the print. */
function bowOf(band: BandCurve): number {
  let bow = 0;
  for (let k = 0; k <= 20; k++) {
    const u = band.first + ((band.last - band.first) * k) / 20;
    bow = Math.max(bow, Math.abs(evaluate(band.curve, u) - evaluate(band.line, u)));
  }
  return bow;
}

/** The rows of print between these heights: where the middle 96 % of the ink lies. */
function printedRows(ink: Uint8Array, width: number, height: number): [number, number] {
  const perRow = new Float64Array(height);
  let total = 0;
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) perRow[y]! += ink[y * width + x]!;
    total += perRow[y]!;
  }
  let seen = 0;
  let top = 0;
  let bottom = height;
  for (let y = 0; y < height; y++) {
    seen += perRow[y]!;
    if (seen < 0.02 * total) top = y + 1;
    if (seen <= 0.98 * total) bottom = y + 1;
  }
  return [top, Math.max(top + 1, bottom)];
}

/**
 * How the rows of print bow across the image, or undefined when they run straight (within
 * a quarter of a character) or too little print shows to tell. `charHeight` is the height of
 * the printed characters in pixels.
 */
export function estimateRowWarp(gray: GrayImage, charHeight: number): RowWarp | undefined {
  const warp = measureRowWarp(gray, charHeight, MIN_BOW_CHARS * charHeight);
  return warp && warp.bow >= MIN_BOW_CHARS * charHeight && warp.gain >= MIN_GAIN ? warp : undefined;
}

/**
 * The rows' displacement as measured, however small (estimateRowWarp decides whether it is
 * there); undefined when too little print shows, or when the bow is under `minBow` pixels (then
 * nothing more is measured: a flat photo costs little).
 */
export function measureRowWarp(gray: GrayImage, charHeight: number, minBow = 0): RowWarp | undefined {
  const factor = Math.min(1, WORK_CHAR_HEIGHT / charHeight, Math.sqrt(WORK_PIXELS / (gray.width * gray.height)));
  const work = factor < 1 ? resize(gray, gray.width * factor, gray.height * factor) : gray;
  const { width, height } = work;
  const char = charHeight * factor;
  const ink = inkMask(work, Math.max(3, Math.round(char)));
  const whole = bandCurve(ink, width, 0, height, char);
  if (!whole) return undefined;
  const bow = bowOf(whole) / factor;
  if (bow < minBow) return undefined;
  const reference = (whole.first + whole.last) / 2;
  // Beyond the print the curve is not measured: held at its value at the print's edge. Each
  // band's curve is taken relative to the same column, so the bands move that column alike.
  const sample = (band: BandCurve, coefficients: number[]) => {
    const origin = evaluate(coefficients, reference);
    return Float32Array.from({ length: width }, (_, x) => evaluate(coefficients, Math.max(band.first, Math.min(band.last, (x + 0.5) / width - 0.5))) - origin);
  };
  const single = (coefficients: number[]): RowWarp['bands'] => [{ y: 0, shift: sample(whole, coefficients) }];
  // Two models of the rows, each straight and curved: one shape for the whole print, and one
  // per band of rows (a pack turned from the camera fans its rows out, top to bottom). Bands
  // of at least six lines of print each, grown by a quarter above and below, so each has rows
  // enough.
  const straights = [single(whole.line)];
  const curves = [single(whole.curve)];
  const [top, bottom] = printedRows(ink, width, height);
  const count = Math.min(3, Math.floor((bottom - top) / (6 * LINE_PITCH * char)));
  if (count >= 2) {
    const step = (bottom - top) / count;
    const measured: { y: number; band: BandCurve }[] = [];
    for (let k = 0; k < count; k++) {
      const y0 = Math.max(0, Math.round(top + (k - 0.25) * step));
      const y1 = Math.min(height, Math.round(top + (k + 1.25) * step));
      const band = bandCurve(ink, width, y0, y1, char);
      if (band) measured.push({ y: (y0 + y1) / 2, band });
    }
    if (measured.length >= 2) {
      straights.push(measured.map(({ y, band }) => ({ y, shift: sample(band, band.line) })));
      curves.push(measured.map(({ y, band }) => ({ y, shift: sample(band, band.curve) })));
    }
  }
  const sharpness = (bands: RowWarp['bands']) => rowSharpness(ink, width, height, (x, y) => warpAt({ bands, top, bottom, bow: 0, gain: 0 }, x, y));
  const sharpest = (models: RowWarp['bands'][]) => models
    .map((model) => ({ model, value: sharpness(model) }))
    .reduce((p, q) => (q.value > p.value ? q : p));
  // The bow is there when the curves line the rows up better than straight lines can (both
  // lose alike to moving columns by fractions of a row).
  const straight = sharpest(straights);
  const curved = sharpest(curves);
  // Back to the image's own pixels, interpolated between working columns: a step from one
  // column to the next would cut every rule and letter into a staircase.
  const full = (shift: Float32Array) => Float32Array.from({ length: gray.width }, (_, x) => {
    const at = Math.min(width - 1, Math.max(0, (x + 0.5) * factor - 0.5));
    const left = Math.floor(at);
    const right = Math.min(width - 1, left + 1);
    return (shift[left]! + (shift[right]! - shift[left]!) * (at - left)) / factor;
  });
  const bands = curved.model.map(({ y, shift }) => ({ y: (y + 0.5) / factor - 0.5, shift: full(shift) }));
  return { bands, top: top / factor, bottom: bottom / factor, bow, gain: curved.value / Math.max(1, straight.value) };
}

/**
 * Moves each column up or down by the warp so the rows run straight. The image grows by the
 * curve's height, so no print is pushed out of the frame; uncovered corners take `fill`.
 */
export function applyRowWarp(gray: GrayImage, warp: RowWarp, fill = 255): GrayImage {
  const { width, height, data } = gray;
  let low = Infinity;
  let high = -Infinity;
  for (const band of warp.bands) for (const s of band.shift) { low = Math.min(low, s); high = Math.max(high, s); }
  const out = createGray(width, height + Math.ceil(high - low));
  // Row by row (each output pixel is computed on its own, so the order changes no pixel): on
  // a 2 MP image column order read and wrote a new cache line for every pixel.
  for (let y = 0; y < out.height; y++) {
    for (let x = 0; x < width; x++) {
      // The source row; the displacement there is read at a first guess of it (it changes
      // slowly down the page).
      const guess = y - high + warpAt(warp, x, y - high);
      const sy = y - high + warpAt(warp, x, guess);
      const y0 = Math.floor(sy);
      if (y0 < 0 || y0 >= height - 1) {
        out.data[y * width + x] = y0 === height - 1 ? data[y0 * width + x]! : fill;
        continue;
      }
      const t = sy - y0;
      out.data[y * width + x] = data[y0 * width + x]! * (1 - t) + data[(y0 + 1) * width + x]! * t;
    }
  }
  return out;
}

/** The image with its rows of print straightened, or the same image when they already run straight. */
export function dewarpRows(gray: GrayImage, charHeight: number, fill = 255): GrayImage {
  const warp = estimateRowWarp(gray, charHeight);
  return warp ? applyRowWarp(gray, warp, fill) : gray;
}
