export type { RasterImage, GrayImage } from '../../raster/raster.js';
export { createRaster, createGray, grayToRaster, isRasterImage } from '../../raster/raster.js';
export { decodeImage } from './decode.js';
export { readImageHeader, type ImageHeader } from './header.js';
export { MAX_DECODED_PIXELS } from './limits.js';
export { crop, rotate, rotateGray, flipHorizontal, applyOrientation, resize, fitWithin } from './transform.js';
export { toGray, normalizeContrast, invert, percentile } from './tone.js';
export { encodeJpeg, encodePng } from './encode.js';
