import { NutritionApiError } from '../../api/errors.js';
import { sniffImageType, type ImageType } from '../../api/image-data.js';

/** What the first bytes of an image say, read before anything is decoded. */
export interface ImageHeader {
  type: ImageType;
  width: number;
  height: number;
  /** EXIF orientation 1–8 (1 = as stored). */
  orientation: number;
}

function invalid(message: string): NutritionApiError {
  return new NutritionApiError('invalidRequest', message, { status: 400 });
}

const u16be = (b: Uint8Array, i: number) => (b[i]! << 8) | b[i + 1]!;
const u16le = (b: Uint8Array, i: number) => b[i]! | (b[i + 1]! << 8);
const u24le = (b: Uint8Array, i: number) => b[i]! | (b[i + 1]! << 8) | (b[i + 2]! << 16);
const u32be = (b: Uint8Array, i: number) => ((b[i]! << 24) >>> 0) + ((b[i + 1]! << 16) | (b[i + 2]! << 8) | b[i + 3]!);

/**
 * Reads type, size and EXIF orientation from the image's header. Sizes come first so that a
 * decompression bomb is refused before any pixel memory is allocated.
 */
export function readImageHeader(bytes: Uint8Array): ImageHeader {
  const type = sniffImageType(bytes);
  if (!type) {
    throw invalid('The bytes are not a JPEG, PNG, WebP or GIF image; send a photo in one of those formats.');
  }
  const size = type === 'image/jpeg' ? jpegSize(bytes)
    : type === 'image/png' ? pngSize(bytes)
    : type === 'image/gif' ? gifSize(bytes)
    : webpSize(bytes);
  if (!size || size.width <= 0 || size.height <= 0) {
    throw invalid(`The ${type.slice(6).toUpperCase()} image is truncated or damaged: its size cannot be read.`);
  }
  const orientation = type === 'image/jpeg' ? jpegOrientation(bytes) : type === 'image/webp' ? webpOrientation(bytes) : 1;
  return { type, ...size, orientation };
}

type Size = { width: number; height: number } | undefined;

function pngSize(b: Uint8Array): Size {
  // IHDR is always the first chunk: width and height at bytes 16..23.
  if (b.length < 24) return undefined;
  return { width: u32be(b, 16), height: u32be(b, 20) };
}

function gifSize(b: Uint8Array): Size {
  if (b.length < 10) return undefined;
  return { width: u16le(b, 6), height: u16le(b, 8) };
}

function jpegSize(b: Uint8Array): Size {
  let i = 2;
  while (i + 9 < b.length) {
    if (b[i] !== 0xff) return undefined;
    const marker = b[i + 1]!;
    if (marker === 0xff) { i++; continue; }
    if (marker === 0xd8 || marker === 0x01 || (marker >= 0xd0 && marker <= 0xd7)) { i += 2; continue; }
    const length = u16be(b, i + 2);
    // SOF0..SOF15 except DHT (C4), JPG (C8) and DAC (CC) carry the frame size.
    if (marker >= 0xc0 && marker <= 0xcf && marker !== 0xc4 && marker !== 0xc8 && marker !== 0xcc) {
      return { height: u16be(b, i + 5), width: u16be(b, i + 7) };
    }
    i += 2 + length;
  }
  return undefined;
}

function webpSize(b: Uint8Array): Size {
  if (b.length < 30) return undefined;
  const chunk = String.fromCharCode(b[12]!, b[13]!, b[14]!, b[15]!);
  if (chunk === 'VP8X') return { width: u24le(b, 24) + 1, height: u24le(b, 27) + 1 };
  if (chunk === 'VP8 ') return { width: u16le(b, 26) & 0x3fff, height: u16le(b, 28) & 0x3fff };
  if (chunk === 'VP8L') {
    const bits = b[21]! | (b[22]! << 8) | (b[23]! << 16) | (b[24]! << 24);
    return { width: (bits & 0x3fff) + 1, height: ((bits >>> 14) & 0x3fff) + 1 };
  }
  return undefined;
}

/** Orientation tag (0x0112) of a TIFF block as found in EXIF, or 1. */
function tiffOrientation(b: Uint8Array, start: number, end: number): number {
  if (start + 8 > end) return 1;
  const little = b[start] === 0x49 && b[start + 1] === 0x49;
  const r16 = (i: number) => (little ? u16le(b, i) : u16be(b, i));
  const r32 = (i: number) => (little ? (u16le(b, i) + u16le(b, i + 2) * 65536) : u32be(b, i));
  const ifd = start + r32(start + 4);
  if (ifd + 2 > end) return 1;
  const count = r16(ifd);
  for (let k = 0; k < count; k++) {
    const entry = ifd + 2 + k * 12;
    if (entry + 12 > end) break;
    if (r16(entry) === 0x0112) {
      const value = r16(entry + 8);
      return value >= 1 && value <= 8 ? value : 1;
    }
  }
  return 1;
}

function jpegOrientation(b: Uint8Array): number {
  let i = 2;
  while (i + 4 < b.length) {
    if (b[i] !== 0xff) return 1;
    const marker = b[i + 1]!;
    if (marker === 0xda || marker === 0xd9) return 1; // image data starts: no EXIF before it
    const length = u16be(b, i + 2);
    if (marker === 0xe1 && b[i + 4] === 0x45 && b[i + 5] === 0x78 && b[i + 6] === 0x69 && b[i + 7] === 0x66) {
      return tiffOrientation(b, i + 10, Math.min(b.length, i + 2 + length));
    }
    i += 2 + length;
  }
  return 1;
}

function webpOrientation(b: Uint8Array): number {
  let i = 12;
  while (i + 8 <= b.length) {
    const id = String.fromCharCode(b[i]!, b[i + 1]!, b[i + 2]!, b[i + 3]!);
    const length = u16le(b, i + 4) + u16le(b, i + 6) * 65536;
    if (id === 'EXIF') {
      let start = i + 8;
      // Some writers keep JPEG's "Exif\0\0" prefix inside the chunk.
      if (b[start] === 0x45 && b[start + 1] === 0x78) start += 6;
      return tiffOrientation(b, start, Math.min(b.length, i + 8 + length));
    }
    i += 8 + length + (length & 1);
  }
  return 1;
}
