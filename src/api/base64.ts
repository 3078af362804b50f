/**
 * Base64 without Buffer or atob on the hot path, so the same code runs in browsers, extension
 * service workers and Node, and decodes 10 MB strings without building a binary string.
 */
const ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/';
const LOOKUP = new Int16Array(128).fill(-1);
for (let i = 0; i < ALPHABET.length; i++) LOOKUP[ALPHABET.charCodeAt(i)] = i;
// URL-safe base64 is accepted on input: some encoders produce it.
LOOKUP['-'.charCodeAt(0)] = 62;
LOOKUP['_'.charCodeAt(0)] = 63;

/** Position of the first character that is not base64 (whitespace allowed), or -1. */
export function findInvalidBase64Char(text: string): number {
  let padding = 0;
  for (let i = 0; i < text.length; i++) {
    const code = text.charCodeAt(i);
    if (code === 61 /* = */) {
      padding++;
      if (padding > 2) return i;
      continue;
    }
    if (code === 32 || code === 10 || code === 13 || code === 9) continue;
    if (padding > 0 || code >= 128 || LOOKUP[code] === -1) return i;
  }
  return -1;
}

/** Number of bytes `text` decodes to (valid base64 assumed). */
export function base64DecodedLength(text: string): number {
  let chars = 0;
  for (let i = 0; i < text.length; i++) {
    const code = text.charCodeAt(i);
    if (code < 128 && LOOKUP[code] !== -1) chars++;
  }
  return Math.floor((chars * 3) / 4);
}

/** Decodes base64 (standard or URL-safe, whitespace ignored). Stops after `maxBytes` if given. */
export function decodeBase64(text: string, maxBytes = Infinity): Uint8Array {
  const total = Math.min(base64DecodedLength(text), maxBytes);
  const out = new Uint8Array(total);
  let buffer = 0;
  let bits = 0;
  let o = 0;
  for (let i = 0; i < text.length && o < total; i++) {
    const code = text.charCodeAt(i);
    const value = code < 128 ? LOOKUP[code]! : -1;
    if (value < 0) continue;
    buffer = (buffer << 6) | value;
    bits += 6;
    if (bits >= 8) {
      bits -= 8;
      out[o++] = (buffer >> bits) & 0xff;
    }
  }
  return out;
}

export function encodeBase64(bytes: Uint8Array): string {
  let out = '';
  const len = bytes.length;
  let i = 0;
  const parts: string[] = [];
  for (; i + 2 < len; i += 3) {
    const n = (bytes[i]! << 16) | (bytes[i + 1]! << 8) | bytes[i + 2]!;
    out += ALPHABET[(n >> 18) & 63]! + ALPHABET[(n >> 12) & 63]! + ALPHABET[(n >> 6) & 63]! + ALPHABET[n & 63]!;
    if (out.length >= 65_536) {
      parts.push(out);
      out = '';
    }
  }
  if (i < len) {
    const n = (bytes[i]! << 16) | ((i + 1 < len ? bytes[i + 1]! : 0) << 8);
    out += ALPHABET[(n >> 18) & 63]! + ALPHABET[(n >> 12) & 63]!;
    out += i + 1 < len ? ALPHABET[(n >> 6) & 63]! + '=' : '==';
  }
  parts.push(out);
  return parts.join('');
}
