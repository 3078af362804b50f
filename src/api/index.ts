/**
 * nutri-kit: the v4 contract and the typed client. Everything here is isomorphic (browsers,
 * extension service workers, Node 20).
 */
export * from './schemas.js';
export * from './operations.js';
export * from './errors.js';
export * from './limits.js';
export * from './api.js';
export type { OperationHandler, OperationHandlers } from './handlers.js';
export * from './client.js';
export { openApiDocument } from './openapi.js';
export { checkBarcode, gtinCheckDigit, normalizeBarcode } from './barcode.js';
export { checkImageData, decodeImageData, sniffImageType, IMAGE_TYPES, type ImageType, type DecodedImage } from './image-data.js';
export { formatIssues } from './format-issues.js';
export { encodeBase64, decodeBase64 } from './base64.js';
