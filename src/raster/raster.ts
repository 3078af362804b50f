/*
 * Pixels as every part of the kit passes them: RGBA rasters and one-channel gray images, below
 * both the engine (src/engine/imaging decodes and prepares) and OCR (src/ocr reads them), so
 * neither imports the other to hand an image over.
 */

/** A decoded image: 8-bit RGBA, rows top to bottom, no padding. */
export interface RasterImage {
  width: number;
  height: number;
  data: Uint8ClampedArray;
}

/** One 8-bit channel (luminance), used where colour carries nothing (OCR, panel finding). */
export interface GrayImage {
  width: number;
  height: number;
  data: Uint8ClampedArray;
}

export function createRaster(width: number, height: number): RasterImage {
  return { width, height, data: new Uint8ClampedArray(width * height * 4) };
}

export function createGray(width: number, height: number): GrayImage {
  return { width, height, data: new Uint8ClampedArray(width * height) };
}

/** An opaque RGBA image whose three colour channels repeat the gray value. */
export function grayToRaster(gray: GrayImage): RasterImage {
  const out = createRaster(gray.width, gray.height);
  const src = gray.data;
  const dst = out.data;
  for (let i = 0, j = 0; i < src.length; i++, j += 4) {
    const v = src[i]!;
    dst[j] = v;
    dst[j + 1] = v;
    dst[j + 2] = v;
    dst[j + 3] = 255;
  }
  return out;
}

export function isRasterImage(value: unknown): value is RasterImage {
  return hasPixels(value, 4);
}

/** A gray image: one byte a pixel (the two types share a shape; the length of their data tells them apart). */
export function isGrayImage(value: unknown): value is GrayImage {
  return hasPixels(value, 1);
}

function hasPixels(value: unknown, channels: number): boolean {
  if (typeof value !== 'object' || value === null) return false;
  const r = value as Partial<RasterImage>;
  return typeof r.width === 'number' && typeof r.height === 'number' && r.data instanceof Uint8ClampedArray &&
    r.data.length === r.width * r.height * channels;
}

/** Luminance (Rec. 601 weights); transparent pixels are taken as on white paper. */
export function toGray(image: RasterImage): GrayImage {
  const out = createGray(image.width, image.height);
  const src = image.data;
  const dst = out.data;
  for (let i = 0, j = 0; j < dst.length; i += 4, j++) {
    const luma = 0.299 * src[i]! + 0.587 * src[i + 1]! + 0.114 * src[i + 2]!;
    const alpha = src[i + 3]! / 255;
    dst[j] = luma * alpha + 255 * (1 - alpha);
  }
  return out;
}
