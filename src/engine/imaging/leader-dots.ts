import { inkMask } from './ink.js';
import { createGray, type GrayImage } from '../../raster/raster.js';

/*
 * Dot leaders taken out of printed text: "protein (g) ........ 75.9". OCR reads a run of dots
 * as letters ("sesessss", "cernavnds") that join the name or the figure beside them. A leader
 * is a row of at least four small blobs of one size, evenly spaced on one baseline; a decimal
 * point stands alone between digits and stays.
 */

interface Blob { x0: number; y0: number; x1: number; y1: number }

function blobsOf(mask: Uint8Array, w: number, h: number, maxSize: number): Blob[] {
  const seen = new Uint8Array(w * h);
  const blobs: Blob[] = [];
  const stack = new Int32Array(w * h);
  let top = 0;
  for (let start = 0; start < mask.length; start++) {
    if (!mask[start] || seen[start]) continue;
    const blob: Blob = { x0: w, y0: h, x1: -1, y1: -1 };
    seen[start] = 1;
    stack[top++] = start;
    // Blobs larger than a dot are followed to their end (so they are not split) but not kept.
    let big = false;
    while (top > 0) {
      const i = stack[--top]!;
      const x = i % w;
      const y = (i - x) / w;
      blob.x0 = Math.min(blob.x0, x); blob.x1 = Math.max(blob.x1, x);
      blob.y0 = Math.min(blob.y0, y); blob.y1 = Math.max(blob.y1, y);
      if (blob.x1 - blob.x0 > maxSize || blob.y1 - blob.y0 > maxSize) big = true;
      if (x > 0 && mask[i - 1] && !seen[i - 1]) { seen[i - 1] = 1; stack[top++] = i - 1; }
      if (x < w - 1 && mask[i + 1] && !seen[i + 1]) { seen[i + 1] = 1; stack[top++] = i + 1; }
      if (y > 0 && mask[i - w] && !seen[i - w]) { seen[i - w] = 1; stack[top++] = i - w; }
      if (y < h - 1 && mask[i + w] && !seen[i + w]) { seen[i + w] = 1; stack[top++] = i + w; }
    }
    if (!big) blobs.push(blob);
  }
  return blobs;
}

/**
 * The image with its dot leaders painted out in the paper tone. `charHeight` is the printed
 * characters' height in this image's pixels: a dot is under a third of it across.
 */
export function removeLeaderDots(source: GrayImage, charHeight: number): GrayImage {
  const { width: w, height: h } = source;
  const out = createGray(w, h);
  out.data.set(source.data);
  const dotSize = Math.max(2, charHeight / 3);
  const dots = blobsOf(inkMask(source, Math.max(7, Math.round(charHeight)), 18), w, h, dotSize)
    .filter((b) => b.y1 - b.y0 + 1 <= dotSize && b.x1 - b.x0 + 1 <= dotSize)
    .map((b) => ({ ...b, cx: (b.x0 + b.x1) / 2, cy: (b.y0 + b.y1) / 2 }))
    .sort((a, b) => a.cx - b.cx);
  // Chains of dots on one line, each within a character's width of the last. Dots are taken
  // band by band (a band half a dot high), so a chain is looked for among its line's dots only.
  const bands = new Map<number, number[]>();
  dots.forEach((d, i) => {
    const band = Math.round(d.cy / (dotSize / 2));
    for (const b of [band - 1, band, band + 1]) {
      const members = bands.get(b);
      if (members) members.push(i);
      else bands.set(b, [i]);
    }
  });
  const used = new Uint8Array(dots.length);
  for (let i = 0; i < dots.length; i++) {
    if (used[i]) continue;
    const chain = [i];
    let last = dots[i]!;
    const line = bands.get(Math.round(last.cy / (dotSize / 2)))!;
    for (let k = line.indexOf(i) + 1; k < line.length && dots[line[k]!]!.cx - last.cx <= charHeight; k++) {
      const j = line[k]!;
      const d = dots[j]!;
      if (used[j] || Math.abs(d.cy - last.cy) > dotSize / 2 || d.cx - last.cx < dotSize) continue;
      chain.push(j);
      last = d;
    }
    if (chain.length < 4) continue;
    for (const k of chain) {
      used[k] = 1;
      const d = dots[k]!;
      // Paint the dot and its antialiased rim with the paper just beyond it.
      const x0 = Math.max(0, d.x0 - 1);
      const x1 = Math.min(w - 1, d.x1 + 1);
      const y0 = Math.max(0, d.y0 - 1);
      const y1 = Math.min(h - 1, d.y1 + 1);
      const paper = Math.max(source.data[Math.max(0, y0 - 1) * w + x0]!, source.data[Math.min(h - 1, y1 + 1) * w + x1]!);
      for (let y = y0; y <= y1; y++) for (let x = x0; x <= x1; x++) out.data[y * w + x] = Math.max(out.data[y * w + x]!, paper);
    }
  }
  return out;
}
