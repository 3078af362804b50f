/*
 * The providers whose loading differs by platform, for pages, workers and the extension's
 * offscreen document: wasm and data are bundled by Vite as files of the page's own origin.
 */
export { createOcr } from '../../ocr/browser.js';
export { createBarcodeDecoder } from '../barcode/zxing-browser.js';
