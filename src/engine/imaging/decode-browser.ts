import type { RasterImage } from '../../raster/raster.js';
import type { ImageHeader } from './header.js';

/** Whether this platform decodes images itself (pages, workers, extension pages). */
export function canDecodeInBrowser(): boolean {
  return typeof createImageBitmap === 'function' && typeof OffscreenCanvas === 'function';
}

/**
 * Decodes with the platform's own codecs (EXIF orientation applied by createImageBitmap), drawn
 * into a canvas no larger than `size` (the stored size scaled to fit; turned with the image).
 */
export async function decodeInBrowser(header: ImageHeader, size: { width: number; height: number }): Promise<RasterImage> {
  const blob = new Blob([header.decodable as Uint8Array<ArrayBuffer>], { type: header.type });
  const bitmap = await createImageBitmap(blob, { imageOrientation: 'from-image', premultiplyAlpha: 'none', colorSpaceConversion: 'none' });
  try {
    const scale = size.width / header.width;
    const width = Math.max(1, Math.round(bitmap.width * scale));
    const height = Math.max(1, Math.round(bitmap.height * scale));
    const canvas = new OffscreenCanvas(width, height);
    const context = canvas.getContext('2d', { willReadFrequently: true });
    if (!context) throw new Error('OffscreenCanvas has no 2d context');
    // Transparent areas read as white paper, the same as the Node decoders' gray conversion.
    context.fillStyle = '#fff';
    context.fillRect(0, 0, width, height);
    context.imageSmoothingQuality = 'high';
    context.drawImage(bitmap, 0, 0, width, height);
    const pixels = context.getImageData(0, 0, width, height);
    return { width: pixels.width, height: pixels.height, data: pixels.data };
  } finally {
    bitmap.close();
  }
}

/** Encodes with the platform's JPEG encoder. */
export async function encodeJpegInBrowser(image: RasterImage, quality: number): Promise<Uint8Array> {
  const canvas = new OffscreenCanvas(image.width, image.height);
  const context = canvas.getContext('2d');
  if (!context) throw new Error('OffscreenCanvas has no 2d context');
  context.putImageData(new ImageData(image.data as Uint8ClampedArray<ArrayBuffer>, image.width, image.height), 0, 0);
  const blob = await canvas.convertToBlob({ type: 'image/jpeg', quality: quality / 100 });
  return new Uint8Array(await blob.arrayBuffer());
}
