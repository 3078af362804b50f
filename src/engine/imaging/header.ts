import { NutritionApiError } from '../../api/errors.js';
import { sniffImageType, type ImageType } from '../../api/image-data.js';
import { ImageRefusal, u16be, u16le, u32be } from './gate/bytes.js';
import { walkPng } from './gate/png.js';
import { walkGif } from './gate/gif.js';
import { walkJpeg } from './gate/jpeg.js';
import { walkWebp } from './gate/webp.js';
import { MAX_DECODED_PIXELS, MAX_SIDE } from './limits.js';

/** What an image's bytes declare, read before anything is decoded. */
export interface ImageHeader {
  type: ImageType;
  width: number;
  height: number;
  /** EXIF orientation 1–8 (1 = as stored). */
  orientation: number;
  /** What a decoder is given: the bytes, less what the gate dropped (PNG's ancillary chunks). */
  decodable: Uint8Array;
}

const FORMAT_NAMES: Record<ImageType, string> = { 'image/jpeg': 'JPEG', 'image/png': 'PNG', 'image/gif': 'GIF', 'image/webp': 'WebP' };

/** The format as people write it ("WebP", not "WEBP"), for messages. */
export function formatName(type: ImageType): string {
  return FORMAT_NAMES[type];
}

function invalid(message: string): NutritionApiError {
  return new NutritionApiError('invalidRequest', message, { status: 400 });
}

/**
 * The image gate: reads type, size and EXIF orientation by walking the whole file once, before
 * any decoder sees it. Every size a format can declare is read (each PNG IHDR, each GIF frame,
 * every JPEG frame header, each WebP bitstream), so the size checked is the size a decoder
 * would obey; PNG's ancillary chunks are dropped from what the decoder gets. Anything damaged,
 * contradictory or over the limits is an invalidRequest that says which, and costs no more
 * than one pass over the bytes.
 */
export function readImageHeader(bytes: Uint8Array): ImageHeader {
  const type = sniffImageType(bytes);
  if (!type) {
    throw invalid('The bytes are not a JPEG, PNG, WebP or GIF image; send a photo in one of those formats.');
  }
  const format = formatName(type);
  let size: { width: number; height: number };
  let decodable = bytes;
  try {
    if (type === 'image/png') {
      const png = walkPng(bytes);
      size = png;
      decodable = png.stripped;
    } else if (type === 'image/gif') {
      size = walkGif(bytes, MAX_DECODED_PIXELS);
    } else if (type === 'image/jpeg') {
      size = walkJpeg(bytes);
    } else {
      size = walkWebp(bytes);
    }
  } catch (error) {
    if (error instanceof ImageRefusal) throw invalid(`The ${format} image was refused: ${error.reason}. Send the photo again as a plain JPEG or PNG.`);
    throw error;
  }
  const { width, height } = size;
  if (width <= 0 || height <= 0) throw invalid(`The ${format} image is truncated or damaged: its size cannot be read.`);
  if (width * height > MAX_DECODED_PIXELS || width > MAX_SIDE || height > MAX_SIDE) {
    throw invalid(`The ${format} image is ${width}×${height} pixels (${(width * height / 1e6).toFixed(1)} MP); ` +
      `the limit is ${MAX_DECODED_PIXELS / 1e6} MP and ${MAX_SIDE} pixels a side. Downscale the photo and send it again.`);
  }
  const orientation = type === 'image/jpeg' ? jpegOrientation(bytes) : type === 'image/webp' ? webpOrientation(bytes) : 1;
  return { type, width, height, orientation, decodable };
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
