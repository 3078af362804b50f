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
  if (typeof value !== 'object' || value === null) return false;
  const r = value as Partial<RasterImage>;
  return typeof r.width === 'number' && typeof r.height === 'number' && r.data instanceof Uint8ClampedArray &&
    r.data.length === r.width * r.height * 4;
}
