import { inkMask } from './ink.js';
import { createGray, type GrayImage } from '../../raster/raster.js';

/*
 * Table rules and box outlines taken out of printed text. Nutrition tables rule every row,
 * often right under the descenders: OCR then reads "g" touching a rule as 9 or 4, and a box's
 * side as "1" or "l". A rule is a long straight run of ink of even, thin thickness; where a
 * letter touches it the ink is thicker, so the letter keeps its stroke.
 */

function transpose(gray: GrayImage): GrayImage {
  const out = createGray(gray.height, gray.width);
  const { width: w, height: h } = gray;
  for (let y = 0; y < h; y++) for (let x = 0; x < w; x++) out.data[x * h + y] = gray.data[y * w + x]!;
  return out;
}

/** Horizontal rules erased (in place) to the paper either side of them. */
function removeHorizontal(gray: GrayImage, charHeight: number): void {
  const { width: w, height: h, data } = gray;
  const ink = inkMask(gray, Math.max(7, Math.round(charHeight)), 18);
  // Each ink pixel's vertical run: its length and where it starts.
  const runLength = new Uint16Array(w * h);
  const runTop = new Uint32Array(w * h);
  for (let x = 0; x < w; x++) {
    let y = 0;
    while (y < h) {
      if (!ink[y * w + x]) { y++; continue; }
      let end = y;
      while (end < h && ink[end * w + x]) end++;
      for (let k = y; k < end; k++) { runLength[k * w + x] = Math.min(65535, end - y); runTop[k * w + x] = y; }
      y = end;
    }
  }
  const minLength = Math.max(40, 6 * charHeight);
  const erase = new Uint8Array(w * h);
  for (let y = 0; y < h; y++) {
    let x = 0;
    while (x < w) {
      if (!ink[y * w + x]) { x++; continue; }
      let end = x;
      while (end < w && ink[y * w + end]) end++;
      if (end - x >= minLength) {
        const lengths = Array.from(runLength.subarray(y * w + x, y * w + end)).sort((a, b) => a - b);
        const thickness = lengths[Math.floor(lengths.length / 2)]!;
        // Thicker than a letter is tall: a bar or a filled block, not a rule.
        if (thickness <= 0.6 * charHeight) {
          const allowed = thickness + Math.max(2, thickness / 2);
          for (let k = x; k < end; k++) {
            const i = y * w + k;
            if (runLength[i]! <= allowed) erase[runTop[i]! * w + k] = 1;
          }
        }
      }
      x = end;
    }
  }
  for (let i = 0; i < erase.length; i++) {
    if (!erase[i]) continue;
    const x = i % w;
    const top = (i - x) / w;
    const length = runLength[i]!;
    // Antialiased edges go too: one pixel beyond the run either side.
    const from = Math.max(0, top - 1);
    const to = Math.min(h - 1, top + length);
    const above = data[Math.max(0, from - 1) * w + x]!;
    const below = data[Math.min(h - 1, to + 1) * w + x]!;
    const paper = Math.max(above, below);
    for (let y = from; y <= to; y++) data[y * w + x] = Math.max(data[y * w + x]!, paper);
  }
}

/**
 * The image with its thin horizontal and vertical rules (table lines, box sides) painted out
 * in the paper's tone. `charHeight` is the printed characters' height in this image's pixels:
 * a rule is at least six characters long and thinner than half a character.
 */
export function removeRuleLines(source: GrayImage, charHeight: number): GrayImage {
  const out = createGray(source.width, source.height);
  out.data.set(source.data);
  removeHorizontal(out, charHeight);
  const turned = transpose(out);
  removeHorizontal(turned, charHeight);
  return transpose(turned);
}
