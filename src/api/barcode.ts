/*
 * The contract's barcode rule (UPC-E, EAN-8, UPC-A, EAN-13, GTIN-14, one check-digit rule) lives
 * in gtin.ts beside the schema; the engine's barcode lookup imports the same module, so the
 * schema and the engine can never disagree.
 */
export { checkBarcode, gtinCheckDigit, normalizeBarcode } from './gtin.js';
