/**
 * GTIN barcodes as printed on packs: EAN-8, UPC-E, UPC-A, EAN-13 and GTIN-14.
 *
 * The one canonical form is GTIN-14: the code's digits (UPC-E first expanded to its UPC-A)
 * zero-padded on the left to 14. GS1 defines every GTIN as that 14-digit number, so leading
 * zeros never make two codes differ ("0012345678905" and "012345678905" are one product), and
 * the local product index keys products by it. Open Food Facts spells the same number its own
 * way (see `offCode`).
 *
 * The v4 schema (barcode.ts) and the engine's lookup both use this module, so the rule lives in one
 * place; it imports nothing but the contract's limits and error type, so the schema stays light.
 */
import { limits } from './limits.js';
import { NutritionApiError } from './errors.js';

export type GtinFormat = 'EAN-8' | 'UPC-E' | 'UPC-A' | 'EAN-13' | 'GTIN-14';

export interface Gtin {
  /** How the code was written. */
  readonly format: GtinFormat;
  /** The digits as given, without spaces and dashes. */
  readonly digits: string;
  /** The canonical form: 14 digits, UPC-E expanded. */
  readonly gtin14: string;
}

const GTIN_MIN_DIGITS = limits.barcodeMinDigits;
const GTIN_MAX_DIGITS = limits.barcodeMaxDigits;

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

/**
 * The 11 digits of the UPC-A body (number system + 10, no check digit) that a UPC-E's number
 * system `ns` and six digits stand for (the GS1 zero-suppression rules, keyed by the last digit).
 */
function expandUpcEBody(ns: string, six: string): string {
  const [d1, d2, d3, d4, d5, d6] = six;
  switch (d6) {
    case '0':
    case '1':
    case '2':
      return `${ns}${d1}${d2}${d6}0000${d3}${d4}${d5}`;
    case '3':
      return `${ns}${d1}${d2}${d3}00000${d4}${d5}`;
    case '4':
      return `${ns}${d1}${d2}${d3}${d4}00000${d5}`;
    default:
      return `${ns}${d1}${d2}${d3}${d4}${d5}0000${d6}`;
  }
}

/** The UPC-A (12 digits) that an 8-digit UPC-E stands for, check digit unchanged; undefined when it is no UPC-E. */
export function expandUpcE(code: string): string | undefined {
  if (!/^[01]\d{7}$/.test(code)) return undefined;
  return expandUpcEBody(code[0]!, code.slice(1, 7)) + code[7];
}

function isValidGtin(code: string): boolean {
  return gtinCheckDigit(code.slice(0, -1)) === code.charCodeAt(code.length - 1) - 48;
}

function gtin(format: GtinFormat, digits: string, full: string): Gtin {
  return { format, digits, gtin14: full.padStart(14, '0') };
}

export type GtinReading = { ok: true; candidates: readonly Gtin[] } | { ok: false; problem: string };

/**
 * What a typed or scanned code can be, most likely first, or a message that says exactly what is
 * wrong with it. An 8-digit code may be an EAN-8 or a UPC-E (both are printed with 8 digits);
 * when its check digit fits both, both are candidates, EAN-8 first (the far more common one).
 */
export function readGtin(value: string): GtinReading {
  const code = normalizeBarcode(value);
  if (code.length === 0) return { ok: false, problem: 'barcode is empty; send the 8 to 14 digits printed under the bars' };
  const bad = code.match(/\D/);
  if (bad) {
    return {
      ok: false,
      problem: `barcode "${value.slice(0, 40)}" has a character that is not a digit (${JSON.stringify(bad[0])}); send only the digits under the bars`,
    };
  }
  if (code.length < GTIN_MIN_DIGITS || code.length > GTIN_MAX_DIGITS) {
    return {
      ok: false,
      problem: `barcode ${code} has ${code.length} digits; a GTIN (EAN-8, UPC-E, UPC-A, EAN-13, GTIN-14) has ${GTIN_MIN_DIGITS} to ${GTIN_MAX_DIGITS}`,
    };
  }
  const expected = gtinCheckDigit(code.slice(0, -1));
  if (code.length === 8) {
    const candidates: Gtin[] = [];
    if (isValidGtin(code)) candidates.push(gtin('EAN-8', code, code));
    const upcA = expandUpcE(code);
    if (upcA && isValidGtin(upcA)) candidates.push(gtin('UPC-E', code, upcA));
    if (candidates.length > 0) return { ok: true, candidates };
    const upcCheck = upcA ? gtinCheckDigit(upcA.slice(0, -1)) : undefined;
    const should = upcCheck === undefined
      ? `the last digit should be ${expected}`
      : `the last digit should be ${expected} for an EAN-8, or ${upcCheck} for a UPC-E`;
    return { ok: false, problem: `barcode ${code} has a wrong check digit (${should}); check for a misread digit` };
  }
  if (!isValidGtin(code)) {
    return {
      ok: false,
      problem: `barcode ${code} has a wrong check digit (the last digit should be ${expected}); check for a misread digit`,
    };
  }
  // 9 to 11 digits are no printed symbology, but they are GTINs whose leading zeros were dropped
  // (spreadsheets do that to UPC-A and EAN-13 codes); GS1 compares GTINs as 14-digit numbers.
  const format: GtinFormat = code.length === 14 ? 'GTIN-14' : code.length === 13 ? 'EAN-13' : 'UPC-A';
  return { ok: true, candidates: [gtin(format, code, code)] };
}

/** A message a person can act on, or undefined for a valid barcode (the v4 schema's check). */
export function checkBarcode(value: string): string | undefined {
  const reading = readGtin(value);
  return reading.ok ? undefined : reading.problem;
}

/** The candidates of `readGtin`, or 400 `invalidRequest` with its message. */
export function parseGtin(value: string): readonly Gtin[] {
  const reading = readGtin(value);
  if (!reading.ok) throw new NutritionApiError('invalidRequest', reading.problem, { status: 400 });
  return reading.candidates;
}

/**
 * The code as Open Food Facts files it (its "barcode normalization"): leading zeros removed, then
 * padded to 8 digits when 7 or fewer remain and to 13 when 9 to 12 remain.
 */
export function offCode(gtin14: string): string {
  const stripped = gtin14.replace(/^0+/, '');
  if (stripped.length <= 8) return stripped.padStart(8, '0');
  if (stripped.length <= 13) return stripped.padStart(13, '0');
  return stripped;
}
