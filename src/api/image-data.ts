import { limits, formatBytes } from './limits.js';
import { decodeBase64, base64DecodedLength, findInvalidBase64Char } from './base64.js';

/** The image types the v4 contract accepts (DESIGN.md "imageData"). */
export const IMAGE_TYPES = ['image/jpeg', 'image/png', 'image/webp', 'image/gif'] as const;
export type ImageType = (typeof IMAGE_TYPES)[number];

const DATA_URL = /^data:([^;,]*)((?:;[^;,]*)*),/;

export interface DecodedImage {
  type: ImageType;
  bytes: Uint8Array;
}

/** Identifies an image by its first bytes; the data URL's declared type is not trusted. */
export function sniffImageType(head: Uint8Array): ImageType | undefined {
  const at = (i: number) => head[i];
  if (at(0) === 0xff && at(1) === 0xd8 && at(2) === 0xff) return 'image/jpeg';
  if (at(0) === 0x89 && at(1) === 0x50 && at(2) === 0x4e && at(3) === 0x47) return 'image/png';
  if (at(0) === 0x47 && at(1) === 0x49 && at(2) === 0x46 && at(3) === 0x38) return 'image/gif';
  if (at(0) === 0x52 && at(1) === 0x49 && at(2) === 0x46 && at(3) === 0x46 &&
      at(8) === 0x57 && at(9) === 0x45 && at(10) === 0x42 && at(11) === 0x50) return 'image/webp';
  return undefined;
}

function describeHead(head: Uint8Array): string {
  const hex = Array.from(head.slice(0, 4), (b) => b.toString(16).padStart(2, '0')).join(' ');
  const ascii = String.fromCharCode(...head.slice(0, 4));
  if (ascii === '%PDF') return `${hex}: a PDF`;
  if (ascii.startsWith('BM')) return `${hex}: a BMP image`;
  if (ascii.startsWith('<') || ascii.startsWith('{')) return `${hex}: text, not an image`;
  return hex;
}

/**
 * Checks `imageData` without decoding all of it: returns a message a person can act on,
 * or undefined when it is acceptable.
 */
export function checkImageData(value: string, maxBytes: number = limits.imageMaxBytes): string | undefined {
  let base64 = value;
  if (value.startsWith('data:')) {
    const match = DATA_URL.exec(value.slice(0, 256));
    if (!match) return 'imageData is a data URL without a comma; expected "data:image/jpeg;base64,<base64>"';
    const mime = match[1]!.trim().toLowerCase();
    if (!match[2]!.toLowerCase().split(';').includes('base64')) {
      return 'imageData is a data URL without ";base64"; encode the image bytes as base64';
    }
    if (!mime.startsWith('image/')) return `imageData is a data URL of type "${mime || 'none'}"; send a JPEG, PNG, WebP or GIF image`;
    if (!(IMAGE_TYPES as readonly string[]).includes(mime === 'image/jpg' ? 'image/jpeg' : mime)) {
      return `imageData is ${mime}; send a JPEG, PNG, WebP or GIF image`;
    }
    base64 = value.slice(match[0].length);
  }
  if (base64.trim().length === 0) return 'imageData is empty; send the image bytes as base64 or a data URL';
  const bad = findInvalidBase64Char(base64);
  if (bad >= 0) {
    const shown = JSON.stringify(base64.charAt(bad));
    return `imageData is not base64: character ${shown} at position ${bad}; send base64 or a "data:image/...;base64," URL`;
  }
  const size = base64DecodedLength(base64);
  if (size > maxBytes) {
    return `imageData decodes to ${formatBytes(size)}; the limit is ${formatBytes(maxBytes)}. Downscale the photo or re-encode it as JPEG`;
  }
  const head = decodeBase64(base64, 16);
  if (head.length < 12 || !sniffImageType(head)) {
    return `imageData is not a JPEG, PNG, WebP or GIF image (its first bytes are ${describeHead(head)})`;
  }
  return undefined;
}

/** Decodes an `imageData` value that passed `checkImageData`. */
export function decodeImageData(value: string): DecodedImage {
  const base64 = value.startsWith('data:') ? value.slice(value.indexOf(',') + 1) : value;
  const bytes = decodeBase64(base64);
  const type = sniffImageType(bytes);
  if (!type) throw new TypeError('decodeImageData: not a JPEG, PNG, WebP or GIF image');
  return { type, bytes };
}
