/**
 * nutri-kit/components: registers every element. Import one element alone with
 * `nutri-kit/components/<name>` (e.g. `nutri-kit/components/nutri-describe`).
 */
export * from './nutri-config/index.js';
export * from './nutri-macros/index.js';
export * from './nutri-health-rating/index.js';
export * from './nutri-result/index.js';
export * from './nutri-describe/index.js';
export * from './nutri-fix-food/index.js';
export * from './nutri-image-input/index.js';
export * from './nutri-scan-image/index.js';
export * from './nutri-scan-label/index.js';
export * from './nutri-scan-barcode/index.js';
export * from './base/index.js';
