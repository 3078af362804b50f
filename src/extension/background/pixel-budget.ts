import { readImageHeader } from '../../engine/imaging/header.js';
import { MAX_DECODED_PIXELS } from '../../engine/imaging/limits.js';

/**
 * Whether the service worker may decode these bytes (createImageBitmap, to downscale them): a
 * JPEG, PNG, WebP or GIF whose header declares at most the engine's MAX_DECODED_PIXELS. A
 * 168 KB file can declare 12,000 × 12,000 pixels, half a gigabyte once decoded; an image whose
 * size cannot be read before decoding (AVIF, SVG, damaged) is not decoded either, and the
 * caller reads the pixels from the screen instead.
 */
export function mayDecode(bytes: Uint8Array): boolean {
  try {
    const { width, height } = readImageHeader(bytes);
    return width * height <= MAX_DECODED_PIXELS;
  } catch {
    return false;
  }
}
