import { describe, expect, it } from 'vitest';
import jpeg from 'jpeg-js';
import { encode as encodePngBytes } from 'fast-png';
import sharp from 'sharp';
import { NutritionApiError } from '../../api/errors.js';
import {
  createRaster, crop, decodeImage, encodeJpeg, encodePng, fitWithin, flipHorizontal, normalizeContrast, readImageHeader, resize,
  rotate, toGray, type RasterImage,
} from './index.js';

/** 4×2 image: left half red, right half blue. */
function redBlue(): RasterImage {
  const image = createRaster(4, 2);
  for (let y = 0; y < 2; y++) {
    for (let x = 0; x < 4; x++) {
      const o = (y * 4 + x) * 4;
      image.data.set(x < 2 ? [255, 0, 0, 255] : [0, 0, 255, 255], o);
    }
  }
  return image;
}

function pixel(image: RasterImage, x: number, y: number): number[] {
  const o = (y * image.width + x) * 4;
  return Array.from(image.data.subarray(o, o + 4));
}

function near(actual: number[], expected: number[], tolerance = 40): boolean {
  return actual.every((v, i) => Math.abs(v - expected[i]!) <= tolerance);
}

/** TIFF block (big-endian) with one Orientation entry, as EXIF carries it. */
function exifOrientation(value: number): Uint8Array {
  return Uint8Array.from([
    0x45, 0x78, 0x69, 0x66, 0, 0, // "Exif\0\0"
    0x4d, 0x4d, 0, 42, 0, 0, 0, 8, // MM, 42, IFD at 8
    0, 1, // one entry
    0x01, 0x12, 0, 3, 0, 0, 0, 1, 0, value, 0, 0,
    0, 0, 0, 0,
  ]);
}

function jpegBytes(image: RasterImage, exif?: Uint8Array): Uint8Array {
  const encoded = jpeg.encode({ ...image, data: image.data, ...(exif ? { exifBuffer: exif } : {}) } as never, 95);
  return new Uint8Array(encoded.data);
}

async function webpBytes(image: RasterImage): Promise<Uint8Array> {
  const raw = { width: image.width, height: image.height, channels: 4 as const };
  return new Uint8Array(await sharp(Buffer.from(image.data.buffer), { raw }).webp({ lossless: true }).toBuffer());
}

/** Two frames of 4×2: red | blue, then all blue; only the first frame is decoded. */
async function gifBytes(): Promise<Uint8Array> {
  const frames = createRaster(4, 4);
  frames.data.set(redBlue().data, 0);
  for (let o = 32; o < 64; o += 4) frames.data.set([0, 0, 255, 255], o);
  const raw = { width: 4, height: 4, channels: 4 as const, pageHeight: 2 };
  return new Uint8Array(await sharp(Buffer.from(frames.data.buffer), { raw }).gif({ dither: 0 }).toBuffer());
}

describe('decodeImage', () => {
  it('decodes a PNG to RGBA pixels', async () => {
    const bytes = encodePngBytes({ width: 4, height: 2, data: redBlue().data, channels: 4, depth: 8 });
    const image = await decodeImage(bytes);
    expect([image.width, image.height]).toEqual([4, 2]);
    expect(pixel(image, 0, 0)).toEqual([255, 0, 0, 255]);
    expect(pixel(image, 3, 1)).toEqual([0, 0, 255, 255]);
  });

  it('decodes a grayscale PNG', async () => {
    const bytes = encodePngBytes({ width: 2, height: 1, data: Uint8Array.from([0, 200]), channels: 1, depth: 8 });
    const image = await decodeImage(bytes);
    expect(pixel(image, 1, 0)).toEqual([200, 200, 200, 255]);
  });

  it('decodes a JPEG', async () => {
    const image = await decodeImage(jpegBytes(redBlue()));
    expect([image.width, image.height]).toEqual([4, 2]);
    expect(near(pixel(image, 0, 0), [255, 0, 0, 255])).toBe(true);
    expect(near(pixel(image, 3, 0), [0, 0, 255, 255])).toBe(true);
  });

  it('turns a JPEG upright by its EXIF orientation (6: rotate 90° clockwise)', async () => {
    const bytes = jpegBytes(redBlue(), exifOrientation(6));
    expect(readImageHeader(bytes).orientation).toBe(6);
    const image = await decodeImage(bytes);
    expect([image.width, image.height]).toEqual([2, 4]);
    // The left (red) half is on top after a clockwise quarter turn.
    expect(near(pixel(image, 0, 0), [255, 0, 0, 255])).toBe(true);
    expect(near(pixel(image, 1, 3), [0, 0, 255, 255])).toBe(true);
  });

  it('decodes the first frame of a GIF', async () => {
    const image = await decodeImage(await gifBytes());
    expect([image.width, image.height]).toEqual([4, 2]);
    expect(pixel(image, 0, 0)).toEqual([255, 0, 0, 255]);
    expect(pixel(image, 2, 1)).toEqual([0, 0, 255, 255]);
  });

  it('decodes a WebP', async () => {
    const image = await decodeImage(await webpBytes(redBlue()));
    expect([image.width, image.height]).toEqual([4, 2]);
    expect(pixel(image, 0, 1)).toEqual([255, 0, 0, 255]);
    expect(pixel(image, 3, 1)).toEqual([0, 0, 255, 255]);
  });

  it('refuses bytes that are no image with invalidRequest', async () => {
    const text = new TextEncoder().encode('%PDF-1.7 this is a document, not a photo');
    const error = await decodeImage(text).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(NutritionApiError);
    expect((error as NutritionApiError).code).toBe('invalidRequest');
    expect((error as NutritionApiError).message).toMatch(/not a JPEG, PNG, WebP or GIF/);
  });

  it('refuses a truncated JPEG with invalidRequest', async () => {
    const bytes = jpegBytes(redBlue()).slice(0, 40);
    const error = await decodeImage(bytes).catch((e: unknown) => e);
    expect((error as NutritionApiError).code).toBe('invalidRequest');
    expect((error as NutritionApiError).message).toMatch(/JPEG/);
  });

  it('refuses a decompression bomb before decoding it', async () => {
    const bytes = encodePngBytes({ width: 1, height: 1, data: Uint8Array.from([0, 0, 0, 255]), channels: 4, depth: 8 });
    const view = new DataView(bytes.buffer, bytes.byteOffset);
    view.setUint32(16, 20000); // IHDR width
    view.setUint32(20, 20000); // IHDR height
    const error = await decodeImage(bytes).catch((e: unknown) => e);
    expect((error as NutritionApiError).code).toBe('invalidRequest');
    expect((error as NutritionApiError).message).toMatch(/20000×20000.*limit is 40 MP/);
  });
});

describe('image helpers', () => {
  it('rotates a quarter turn clockwise and back', () => {
    const turned = rotate(redBlue(), 90);
    expect([turned.width, turned.height]).toEqual([2, 4]);
    expect(pixel(turned, 0, 0)).toEqual([255, 0, 0, 255]);
    expect(pixel(turned, 0, 3)).toEqual([0, 0, 255, 255]);
    expect(rotate(rotate(rotate(turned, 90), 90), 90).data).toEqual(redBlue().data);
    expect(pixel(rotate(redBlue(), 180), 0, 0)).toEqual([0, 0, 255, 255]);
  });

  it('crops, clipped to the image', () => {
    const right = crop(redBlue(), 2, 0, 10, 10);
    expect([right.width, right.height]).toEqual([2, 2]);
    expect(pixel(right, 0, 0)).toEqual([0, 0, 255, 255]);
  });

  it('shrinks by area average and enlarges bilinearly', () => {
    const half = resize(redBlue(), 2, 1);
    expect(pixel(half, 0, 0)).toEqual([255, 0, 0, 255]);
    expect(pixel(half, 1, 0)).toEqual([0, 0, 255, 255]);
    const one = resize(redBlue(), 1, 1);
    expect(near(pixel(one, 0, 0), [128, 0, 128, 255], 1)).toBe(true);
    const big = resize(redBlue(), 8, 4);
    expect(pixel(big, 0, 0)).toEqual([255, 0, 0, 255]);
    expect(pixel(big, 7, 3)).toEqual([0, 0, 255, 255]);
    expect(fitWithin(createRaster(2048, 1024), 1024)).toMatchObject({ width: 1024, height: 512 });
  });

  it('shrinks by area average exactly as the per-pixel definition does, gray and colour, at uneven ratios', () => {
    // The definition: each output pixel the overlap-weighted mean of the source pixels under it.
    const byDefinition = (data: Uint8ClampedArray, w: number, h: number, c: number, width: number, height: number) => {
      const out = new Uint8ClampedArray(width * height * c);
      const sx = w / width;
      const sy = h / height;
      for (let y = 0; y < height; y++) {
        for (let x = 0; x < width; x++) {
          const acc = new Float64Array(c);
          let total = 0;
          for (let py = Math.floor(y * sy); py < Math.min(h, Math.ceil(y * sy + sy)); py++) {
            const wy = Math.min(y * sy + sy, py + 1) - Math.max(y * sy, py);
            for (let px = Math.floor(x * sx); px < Math.min(w, Math.ceil(x * sx + sx)); px++) {
              const weight = wy * (Math.min(x * sx + sx, px + 1) - Math.max(x * sx, px));
              for (let k = 0; k < c; k++) acc[k]! += data[(py * w + px) * c + k]! * weight;
              total += weight;
            }
          }
          for (let k = 0; k < c; k++) out[(y * width + x) * c + k] = acc[k]! / total;
        }
      }
      return out;
    };
    let seed = 7;
    const noise = () => (seed = (seed * 1103515245 + 12345) % 2 ** 31) % 256;
    for (const c of [1, 4]) {
      for (const [w, h, width, height] of [[97, 61, 31, 29], [640, 480, 213, 161], [50, 50, 49, 7]] as const) {
        const data = Uint8ClampedArray.from({ length: w * h * c }, noise);
        const shrunk = resize({ width: w, height: h, data }, width, height);
        expect(shrunk.data).toEqual(byDefinition(data, w, h, c, width, height));
      }
    }
  });

  it('turns and mirrors whole pixels, gray and colour, aligned in memory or not', () => {
    for (const c of [1, 4]) {
      for (const offset of [0, 1]) {
        const [w, h] = [7, 5];
        const buffer = new Uint8ClampedArray(w * h * c + offset);
        buffer.forEach((_, i) => (buffer[i] = (i * 37) % 251));
        const image = { width: w, height: h, data: buffer.subarray(offset) };
        const at = (img: { width: number; data: Uint8ClampedArray }, x: number, y: number) => Array.from(img.data.subarray((y * img.width + x) * c, (y * img.width + x + 1) * c));
        const r90 = rotate(image, 90);
        const r180 = rotate(image, 180);
        const r270 = rotate(image, 270);
        const flipped = flipHorizontal(image);
        expect([r90.width, r90.height, r270.width, r270.height]).toEqual([h, w, h, w]);
        for (let y = 0; y < h; y++) {
          for (let x = 0; x < w; x++) {
            expect(at(r90, h - 1 - y, x)).toEqual(at(image, x, y));
            expect(at(r180, w - 1 - x, h - 1 - y)).toEqual(at(image, x, y));
            expect(at(r270, y, w - 1 - x)).toEqual(at(image, x, y));
            expect(at(flipped, w - 1 - x, y)).toEqual(at(image, x, y));
          }
        }
      }
    }
  });

  it('makes gray and stretches a dim image to full contrast', () => {
    const dim = createRaster(10, 1);
    for (let x = 0; x < 10; x++) dim.data.set([100 + x * 5, 100 + x * 5, 100 + x * 5, 255], x * 4);
    const stretched = normalizeContrast(toGray(dim), 0);
    expect(stretched.data[0]).toBe(0);
    expect(stretched.data[9]).toBe(255);
  });

  it('encodes JPEG and PNG that decode back to the same picture', async () => {
    const jpegImage = await decodeImage(await encodeJpeg(redBlue(), 95));
    expect(near(pixel(jpegImage, 0, 0), [255, 0, 0, 255])).toBe(true);
    const pngImage = await decodeImage(await encodePng(redBlue()));
    expect(pngImage.data).toEqual(redBlue().data);
  });
});
