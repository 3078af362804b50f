import { fourcc, refuse, u32be, type Dimensions } from './bytes.js';

const SIGNATURE = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];

/*
 * The chunks a decoder needs to draw the pixels. Everything else (ICC profiles, compressed text,
 * EXIF, sPLT, …) is ancillary: it changes nothing we read, and a compressed one can inflate to
 * gigabytes from a few hundred kilobytes, so it never reaches the decoder.
 */
const KEPT = new Set(['IHDR', 'PLTE', 'tRNS', 'IDAT', 'IEND']);

/** Colour types and the bit depths PNG allows for each (PNG spec, table 11.1). */
const DEPTHS: Record<number, number[]> = { 0: [1, 2, 4, 8, 16], 2: [8, 16], 3: [1, 2, 4, 8], 4: [8, 16], 6: [8, 16] };

export interface PngFacts extends Dimensions {
  /** The same image with only the chunks above: what the decoder is given. */
  stripped: Uint8Array;
}

/**
 * Walks every chunk of a PNG once. Exactly one IHDR, first (a later one is what decoders obey
 * and size checks miss); chunk lengths inside the file; at least one IDAT; nothing after IEND.
 */
export function walkPng(b: Uint8Array): PngFacts {
  if (b.length < 8 || SIGNATURE.some((v, i) => b[i] !== v)) refuse('its PNG signature is damaged');
  let size: Dimensions | undefined;
  let sawIdat = false;
  let sawEnd = false;
  const kept: [number, number][] = [];
  let keptBytes = 8;
  let i = 8;
  while (i < b.length) {
    if (sawEnd) refuse('it has data after its IEND chunk');
    if (i + 12 > b.length) refuse('it is truncated inside a chunk header');
    const length = u32be(b, i);
    const type = fourcc(b, i + 4);
    const end = i + 12 + length;
    if (length > 0x7fffffff || end > b.length) refuse(`its ${type} chunk runs past the end of the file (truncated)`);
    if (!/^[A-Za-z]{4}$/.test(type)) refuse('it has a chunk with an invalid name');
    if (type === 'IHDR') {
      if (size) refuse('it declares its size twice (a second IHDR chunk)');
      if (i !== 8) refuse('its IHDR chunk is not the first chunk');
      if (length !== 13) refuse('its IHDR chunk has the wrong length');
      size = { width: u32be(b, i + 8), height: u32be(b, i + 12) };
      const depth = b[i + 16]!;
      const colour = b[i + 17]!;
      if (!DEPTHS[colour]?.includes(depth)) refuse(`it declares an invalid colour type ${colour} / bit depth ${depth}`);
      if (b[i + 18] !== 0 || b[i + 19] !== 0 || b[i + 20]! > 1) refuse('it declares an unknown compression, filter or interlace method');
    } else if (!size) {
      refuse('its first chunk is not IHDR');
    }
    if (type === 'IDAT') sawIdat = true;
    if (type === 'IEND') sawEnd = true;
    if (KEPT.has(type)) {
      kept.push([i, end]);
      keptBytes += end - i;
    } else if (type.charCodeAt(0) < 0x61) {
      // An upper-case first letter marks a critical chunk: one we do not know cannot be skipped.
      refuse(`it has an unknown critical chunk ${type}`);
    }
    i = end;
  }
  if (!size) refuse('it has no IHDR chunk');
  if (!sawIdat) refuse('it has no image data (IDAT)');
  const stripped = new Uint8Array(keptBytes + (sawEnd ? 0 : 12));
  stripped.set(b.subarray(0, 8), 0);
  let o = 8;
  for (const [from, to] of kept) {
    stripped.set(b.subarray(from, to), o);
    o += to - from;
  }
  if (!sawEnd) stripped.set([0, 0, 0, 0, 0x49, 0x45, 0x4e, 0x44, 0xae, 0x42, 0x60, 0x82], o);
  return { ...size, stripped };
}
