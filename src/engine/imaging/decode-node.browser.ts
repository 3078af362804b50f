import { NutritionApiError } from '../../api/errors.js';
import type { ImageHeader } from './header.js';
import type { RasterImage } from '../../raster/raster.js';

/*
 * What browser builds get in place of decode-node.ts (a Vite alias): pages decode with
 * createImageBitmap, so Node's native decoder is left out of the bundle.
 */
export async function decodeInNode(header: ImageHeader, _size: { width: number; height: number }): Promise<RasterImage> {
  throw new NutritionApiError('invalidRequest', `This browser cannot decode ${header.type} images (no createImageBitmap/OffscreenCanvas).`);
}
