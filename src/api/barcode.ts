import { limits } from './limits.js';

/** Removes the spaces and dashes people and scanners put in barcodes. */
export function normalizeBarcode(value: string): string {
  return value.replace(/[\s-]+/g, '');
}

/**
 * The GTIN check digit of `body` (all digits but the last): weights 3,1,3,… from the right.
 * Leading zeros do not change it, so EAN-8, UPC-A, EAN-13 and GTIN-14 share one rule.
 */
export function gtinCheckDigit(body: string): number {
  let sum = 0;
  for (let i = 0; i < body.length; i++) {
    const digit = body.charCodeAt(body.length - 1 - i) - 48;
    sum += digit * (i % 2 === 0 ? 3 : 1);
  }
  return (10 - (sum % 10)) % 10;
}

/** A message a person can act on, or undefined for a valid barcode. */
export function checkBarcode(value: string): string | undefined {
  const code = normalizeBarcode(value);
  if (code.length === 0) return 'barcode is empty; send the 8 to 14 digits printed under the bars';
  if (!/^\d+$/.test(code)) {
    const bad = code.match(/\D/)![0];
    return `barcode "${value.slice(0, 40)}" has a character that is not a digit (${JSON.stringify(bad)}); send only the digits under the bars`;
  }
  if (code.length < limits.barcodeMinDigits || code.length > limits.barcodeMaxDigits) {
    return `barcode ${code} has ${code.length} digits; a GTIN (EAN-8, UPC-A, EAN-13, GTIN-14) has ${limits.barcodeMinDigits} to ${limits.barcodeMaxDigits}`;
  }
  const expected = gtinCheckDigit(code.slice(0, -1));
  if (expected !== Number(code.at(-1))) {
    return `barcode ${code} has a wrong check digit (the last digit should be ${expected}); check for a misread digit`;
  }
  return undefined;
}
