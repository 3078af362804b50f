import { NutritionApiError } from '../../api/errors.js';
import { readImageHeader } from './header.js';
import { MAX_DECODED_PIXELS } from './limits.js';
import { applyOrientation } from './transform.js';
import { canDecodeInBrowser, decodeInBrowser } from './decode-browser.js';
import type { RasterImage } from './raster.js';

/**
 * Decodes JPEG, PNG, WebP or GIF (first frame) bytes to upright RGBA pixels (EXIF orientation
 * applied). Bytes that are no such image, a damaged image and one over MAX_DECODED_PIXELS are
 * `invalidRequest` errors with a message a person can act on.
 */
export async function decodeImage(bytes: Uint8Array): Promise<RasterImage> {
  const header = readImageHeader(bytes);
  const pixels = header.width * header.height;
  const format = header.type.slice(6).toUpperCase();
  if (pixels > MAX_DECODED_PIXELS) {
    throw new NutritionApiError('invalidRequest',
      `The ${format} image is ${header.width}×${header.height} pixels (${(pixels / 1e6).toFixed(0)} MP); the limit is ${MAX_DECODED_PIXELS / 1e6} MP. Downscale the photo and send it again.`,
      { status: 400 });
  }
  try {
    if (canDecodeInBrowser()) return await decodeInBrowser(bytes, header.type);
    const { decodeInNode } = await import('./decode-node.js');
    return applyOrientation(await decodeInNode(bytes, header), header.orientation);
  } catch (error) {
    if (error instanceof NutritionApiError) throw error;
    throw new NutritionApiError('invalidRequest',
      `The ${format} image could not be decoded (${error instanceof Error ? error.message : String(error)}); it may be truncated or damaged.`,
      { status: 400, cause: error });
  }
}
