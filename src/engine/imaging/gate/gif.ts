import { refuse, u16le, type Dimensions } from './bytes.js';

/**
 * Walks a GIF's blocks once: the logical screen, then every frame's descriptor. A decoder draws
 * a frame's own rectangle, whatever the screen says (a 35-byte file with a 65,535 px square
 * frame on a 10×10 screen held a worker for a minute), so the size that counts is the screen
 * grown to cover every frame, and each frame's rectangle is checked against the limits.
 */
export function walkGif(b: Uint8Array, maxPixels: number): Dimensions {
  if (b.length < 13) refuse('it is truncated before its screen descriptor');
  let width = u16le(b, 6);
  let height = u16le(b, 8);
  const screenFlags = b[10]!;
  let i = 13;
  if (screenFlags & 0x80) i += 3 * (1 << ((screenFlags & 7) + 1));
  let frames = 0;
  while (i < b.length) {
    const block = b[i]!;
    if (block === 0x3b) break; // trailer
    if (block === 0x21) {
      // Extension: label, then data sub-blocks up to a zero length.
      i = skipSubBlocks(b, i + 2);
      continue;
    }
    if (block !== 0x2c) refuse(`it has an unknown block 0x${block.toString(16)}`);
    if (i + 10 > b.length) refuse('it is truncated inside a frame descriptor');
    const left = u16le(b, i + 1);
    const top = u16le(b, i + 3);
    const w = u16le(b, i + 5);
    const h = u16le(b, i + 7);
    if (w === 0 || h === 0) refuse('it has a frame with no size');
    if (w * h > maxPixels) refuse(`a frame is ${w}×${h} pixels`);
    width = Math.max(width, left + w);
    height = Math.max(height, top + h);
    frames++;
    const flags = b[i + 9]!;
    i += 10;
    if (flags & 0x80) i += 3 * (1 << ((flags & 7) + 1));
    i = skipSubBlocks(b, i + 1); // LZW minimum code size, then the image data
  }
  if (frames === 0) refuse('it has no frame');
  return { width, height };
}

function skipSubBlocks(b: Uint8Array, i: number): number {
  while (i < b.length) {
    const size = b[i]!;
    i += 1 + size;
    if (size === 0) return i;
  }
  // A GIF cut short in its last frame's data still shows what arrived; decoders cope.
  return i;
}
