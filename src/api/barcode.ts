/*
 * The contract's barcode rule is the engine's GTIN module (UPC-E, EAN-8, UPC-A, EAN-13, GTIN-14,
 * one check-digit rule), re-exported so the schema and the engine can never disagree.
 */
export { checkBarcode, gtinCheckDigit, normalizeBarcode } from '../engine/barcode/gtin.js';
