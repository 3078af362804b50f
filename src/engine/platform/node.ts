/*
 * The providers whose loading differs by platform, for Node (CLI, service, tests): files come
 * from node_modules and the package. Browser builds alias this module to ./browser.ts (see
 * vite.config.ts), so they never bundle it.
 */
export { createOcr } from '../../ocr/node.js';
export { createBarcodeDecoder } from '../barcode/zxing-node.js';
