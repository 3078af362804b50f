import { limits, formatBytes } from '../../api/limits.js';
import { sniffImageType } from '../../api/image-data.js';
import type { NutriErrorDetail, NutriImageDetail } from '../base/events.js';

export interface PrepareImageOptions {
  /** Largest upload, in bytes (default: the contract's 8 MiB). */
  maxBytes?: number;
  /** Longest side in pixels after downscaling (default 2560: plenty for food and labels). */
  maxDimension?: number;
  /** Where the image came from, for the event detail. */
  source?: NutriImageDetail['source'];
}

export type PreparedImage = { ok: true; image: NutriImageDetail } | { ok: false; error: NutriErrorDetail };

export const DEFAULT_MAX_DIMENSION = 2560;

// Qualities tried in turn before the image is made smaller still.
const QUALITIES = [0.88, 0.78, 0.66];

/**
 * Makes a picked or pasted image fit the v4 upload: images that already fit (a JPEG, PNG, WebP
 * or GIF under the size and pixel limits) are sent as they are; anything else is decoded,
 * downscaled and re-encoded as JPEG, smaller and smaller until it is under `maxBytes`.
 */
export async function prepareImage(file: Blob, options: PrepareImageOptions = {}): Promise<PreparedImage> {
  const maxBytes = options.maxBytes ?? limits.imageMaxBytes;
  const maxDimension = options.maxDimension ?? DEFAULT_MAX_DIMENSION;
  const source = options.source ?? 'file';
  let bitmap: ImageBitmap;
  try {
    bitmap = await createImageBitmap(file);
  } catch {
    const kind = file.type ? ` (${file.type})` : '';
    return failure(`That file${kind} is not an image this browser can open. Use a JPEG, PNG, WebP or GIF photo.`);
  }
  try {
    const { width, height } = bitmap;
    const head = new Uint8Array(await file.slice(0, 16).arrayBuffer());
    const type = sniffImageType(head);
    if (type && file.size <= maxBytes && Math.max(width, height) <= maxDimension) {
      const blob = file.type === type ? file : new Blob([file], { type });
      return { ok: true, image: { blob, type, width, height, bytes: file.size, originalBytes: file.size, reencoded: false, source } };
    }
    let scale = Math.min(1, maxDimension / Math.max(width, height));
    for (let attempt = 0; attempt < 8; attempt++) {
      const w = Math.max(1, Math.round(width * scale));
      const h = Math.max(1, Math.round(height * scale));
      for (const quality of QUALITIES) {
        const blob = await encodeJpeg(bitmap, w, h, quality);
        if (blob.size <= maxBytes) {
          return {
            ok: true,
            image: { blob, type: 'image/jpeg', width: w, height: h, bytes: blob.size, originalBytes: file.size, reencoded: true, source },
          };
        }
      }
      scale *= 0.7;
    }
    return failure(`The image could not be made smaller than ${formatBytes(maxBytes)}. Try a smaller photo.`);
  } catch (error) {
    return failure(`The image could not be re-encoded in this browser (${(error as Error).message}). Try a JPEG photo.`);
  } finally {
    bitmap.close();
  }
}

async function encodeJpeg(bitmap: ImageBitmap, width: number, height: number, quality: number): Promise<Blob> {
  if (typeof OffscreenCanvas !== 'undefined') {
    const canvas = new OffscreenCanvas(width, height);
    draw(canvas.getContext('2d'), bitmap, width, height);
    return canvas.convertToBlob({ type: 'image/jpeg', quality });
  }
  const canvas = document.createElement('canvas');
  canvas.width = width;
  canvas.height = height;
  draw(canvas.getContext('2d'), bitmap, width, height);
  return new Promise((resolve, reject) =>
    canvas.toBlob((blob) => (blob ? resolve(blob) : reject(new TypeError('the canvas could not encode a JPEG'))), 'image/jpeg', quality),
  );
}

function draw(context: OffscreenCanvasRenderingContext2D | CanvasRenderingContext2D | null, bitmap: ImageBitmap, width: number, height: number) {
  if (!context) throw new TypeError('no 2D canvas context');
  // JPEG has no alpha: transparent PNG areas become white, not black.
  context.fillStyle = '#fff';
  context.fillRect(0, 0, width, height);
  context.imageSmoothingQuality = 'high';
  context.drawImage(bitmap, 0, 0, width, height);
}

function failure(message: string): PreparedImage {
  return { ok: false, error: { error: 'invalidRequest', message } };
}
