import { NutritionApiError } from '../../api/errors.js';
import { formatName, readImageHeader, type ImageHeader } from './header.js';
import { WORKING_PIXELS } from './limits.js';
import { applyOrientation } from './transform.js';
import { canDecodeInBrowser, decodeInBrowser } from './decode-browser.js';
import type { RasterImage } from '../../raster/raster.js';

export interface DecodeOptions {
  /** The most pixels wanted; a larger image is decoded straight to fit (default WORKING_PIXELS). */
  maxPixels?: number;
}

/** The stored (not yet turned) size an image is decoded to: its own, or scaled to fit maxPixels. */
export function decodedSize(header: Pick<ImageHeader, 'width' | 'height'>, maxPixels: number): { width: number; height: number } {
  const pixels = header.width * header.height;
  if (pixels <= maxPixels) return { width: header.width, height: header.height };
  const scale = Math.sqrt(maxPixels / pixels);
  return { width: Math.max(1, Math.floor(header.width * scale)), height: Math.max(1, Math.floor(header.height * scale)) };
}

/**
 * Decodes JPEG, PNG, WebP or GIF (first frame) bytes to upright RGBA pixels (EXIF orientation
 * applied), no larger than `maxPixels`. The gate (readImageHeader) sees the bytes first: bytes
 * that are no such image, a damaged or contradictory one and one over the limits are
 * `invalidRequest` errors with a message a person can act on, before any decoder allocates.
 */
export async function decodeImage(bytes: Uint8Array, options: DecodeOptions = {}): Promise<RasterImage> {
  return decodeChecked(readImageHeader(bytes), options);
}

/** Decodes bytes the gate has read already (readImageHeader's header): the bytes are walked once per call. */
export async function decodeChecked(header: ImageHeader, { maxPixels = WORKING_PIXELS }: DecodeOptions = {}): Promise<RasterImage> {
  const size = decodedSize(header, maxPixels);
  try {
    if (canDecodeInBrowser()) return await decodeInBrowser(header, size);
    const { decodeInNode } = await import('./decode-node.js');
    return applyOrientation(await decodeInNode(header, size), header.orientation);
  } catch (error) {
    if (error instanceof NutritionApiError) throw error;
    // The decoder's own words stay in `cause` for the operator's log: they name library internals.
    throw new NutritionApiError('invalidRequest',
      `The ${formatName(header.type)} image could not be decoded; it may be truncated or damaged. Send the photo again as a plain JPEG or PNG.`,
      { status: 400, cause: error });
  }
}
