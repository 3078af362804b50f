/*
 * Node's decoder: libvips through sharp (libjpeg-turbo, libspng, libwebp, libnsgif; prebuilt in
 * its npm package, nothing fetched at run time). It decodes a big JPEG or WebP at a reduced DCT
 * scale straight to the size wanted, streaming, so a 40 MP photo takes about half a second and
 * 150 MB where the pure-JS decoders took 6–12 s and 0.8–1.3 GB. It is only imported on platforms
 * without createImageBitmap.
 */
import type { ImageHeader } from './header.js';
import type { RasterImage } from '../../raster/raster.js';
import { MAX_DECODED_PIXELS } from './limits.js';

type Sharp = typeof import('sharp').default;

let loaded: Promise<Sharp> | undefined;

function loadSharp(): Promise<Sharp> {
  loaded ??= import('sharp').then((mod) => {
    const sharp = mod.default;
    // Each call decodes one image once: libvips's operation cache would only hold memory.
    sharp.cache(false);
    return sharp;
  });
  return loaded;
}

export async function decodeInNode(header: ImageHeader, size: { width: number; height: number }): Promise<RasterImage> {
  const sharp = await loadSharp();
  let image = sharp(header.decodable, {
    // The gate has checked every declared size already; libvips checks again what it decodes.
    limitInputPixels: MAX_DECODED_PIXELS,
    // A JPEG cut off in transfer shows what arrived (grey below), as browsers show it; the gate
    // has already refused files that hold too little of their picture to be worth decoding.
    // Other formats with damaged data are refused.
    failOn: header.type === 'image/jpeg' ? 'none' : 'error',
    sequentialRead: true,
    pages: 1,
  });
  if (size.width !== header.width || size.height !== header.height) {
    image = image.resize(size.width, size.height, { fit: 'fill', kernel: 'lanczos3' });
  }
  const { data, info } = await image.toColourspace('srgb').ensureAlpha().raw({ depth: 'uchar' }).toBuffer({ resolveWithObject: true });
  if (info.channels !== 4) throw new Error(`decoder gave ${info.channels} channels`);
  return { width: info.width, height: info.height, data: new Uint8ClampedArray(data.buffer, data.byteOffset, data.length) };
}
