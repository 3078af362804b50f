import { decodeImageData, NutritionApiError } from '../../api/index.js';
import { toGray, type GrayImage, type RasterImage } from '../../raster/raster.js';
import { decodeChecked } from './decode.js';
import { readImageHeader, type ImageHeader } from './header.js';

/**
 * One photo as every stage of a call reads it (issue 29: it was sniffed, decoded and turned gray
 * several times per call): the bytes, what the gate read of them, the pixels decoded once, and
 * their gray, made on first use. scanImage's barcode, label, packaging and gate stages and
 * scanLabel all read this one input.
 */
export interface ImageInput {
  bytes: Uint8Array;
  header: ImageHeader;
  raster: RasterImage;
  /** The pixels' luminance, computed once on first use. */
  gray(): GrayImage;
}

/** The input of an image's bytes: gated (readImageHeader) and decoded once. */
export async function imageInput(bytes: Uint8Array): Promise<ImageInput> {
  const header = readImageHeader(bytes);
  const raster = await decodeChecked(header);
  let gray: GrayImage | undefined;
  return { bytes, header, raster, gray: () => (gray ??= toGray(raster)) };
}

/** The input of an operation's `imageData`; bytes that are no image are a 400 that says so. */
export async function imageInputFromData(imageData: string): Promise<ImageInput> {
  let bytes: Uint8Array;
  try {
    bytes = decodeImageData(imageData).bytes;
  } catch (error) {
    throw new NutritionApiError('invalidRequest', 'imageData is not a JPEG, PNG, WebP or GIF image.', { status: 400, cause: error });
  }
  return imageInput(bytes);
}
