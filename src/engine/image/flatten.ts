import { createRaster, type RasterImage } from '../imaging/index.js';

/**
 * The picture as a page shows it: transparent pixels over white. JPEG has no alpha, and an
 * encoder that drops it turns a cut-out product photo's background black.
 */
export function flattenOnWhite(image: RasterImage): RasterImage {
  const { data } = image;
  let opaque = true;
  for (let i = 3; i < data.length; i += 4) {
    if (data[i] !== 255) {
      opaque = false;
      break;
    }
  }
  if (opaque) return image;
  const out = createRaster(image.width, image.height);
  for (let i = 0; i < data.length; i += 4) {
    const a = data[i + 3]! / 255;
    const white = 255 * (1 - a);
    out.data[i] = data[i]! * a + white;
    out.data[i + 1] = data[i + 1]! * a + white;
    out.data[i + 2] = data[i + 2]! * a + white;
    out.data[i + 3] = 255;
  }
  return out;
}
