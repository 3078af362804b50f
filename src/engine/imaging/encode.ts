import { canDecodeInBrowser, encodeJpegInBrowser } from './decode-browser.js';
import type { RasterImage } from '../../raster/raster.js';

type JpegJs = typeof import('jpeg-js');

/** JPEG bytes of the image at `quality` 1–100 (alpha dropped). */
export async function encodeJpeg(image: RasterImage, quality = 85): Promise<Uint8Array> {
  if (canDecodeInBrowser()) return encodeJpegInBrowser(image, quality);
  const mod = await import('jpeg-js') as JpegJs | { default: JpegJs };
  const jpeg = (mod as { default?: JpegJs }).default ?? (mod as JpegJs);
  const encoded = jpeg.encode({ width: image.width, height: image.height, data: image.data }, quality);
  return new Uint8Array(encoded.data.buffer, encoded.data.byteOffset, encoded.data.length);
}

/** PNG bytes of the image (lossless; used for fixtures and previews). */
export async function encodePng(image: RasterImage): Promise<Uint8Array> {
  const png = await import('fast-png');
  return png.encode({ width: image.width, height: image.height, data: image.data, channels: 4, depth: 8 });
}
