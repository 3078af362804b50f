import { refuse, u16be, type Dimensions } from './bytes.js';

/*
 * Every block of a complete scan holds at least one Huffman code per component (the DC
 * difference, at least 1 bit), so a whole image has at least one bit per 8×8 block of its first
 * component. A photo spends 8–40 bytes a block; a file far below one bit a block is a header
 * with most of its picture missing, which decoders still allocate in full (a 2 KB cut-off file
 * cost 1.2 GB). Truncated phone photos that keep a fraction of their data still pass.
 */
const MIN_BITS_PER_BLOCK = 1;

export interface JpegFacts extends Dimensions {
  progressive: boolean;
}

/**
 * Walks every marker segment of a JPEG once, stepping over entropy-coded data. Every frame
 * header (SOF) is read: a file with two of different sizes is refused, since the check and the
 * decoder could each believe a different one.
 */
export function walkJpeg(b: Uint8Array): JpegFacts {
  let size: JpegFacts | undefined;
  let entropyBytes = 0;
  let i = 2;
  while (i < b.length) {
    if (b[i] !== 0xff) {
      // Entropy-coded data after SOS: runs until a marker that is neither a stuffed 0xFF00 nor RSTn.
      const start = i;
      while (i < b.length && !(b[i] === 0xff && i + 1 < b.length && b[i + 1] !== 0 && !(b[i + 1]! >= 0xd0 && b[i + 1]! <= 0xd7))) i++;
      entropyBytes += i - start;
      continue;
    }
    if (i + 1 >= b.length) break;
    const marker = b[i + 1]!;
    if (marker === 0xff) { i++; continue; }
    if (marker === 0xd9) break; // EOI
    if (marker === 0xd8) refuse('it has a second start-of-image marker');
    if (marker === 0x01 || (marker >= 0xd0 && marker <= 0xd7)) { i += 2; continue; }
    if (i + 4 > b.length) break;
    const length = u16be(b, i + 2);
    if (length < 2) refuse(`its marker 0x${marker.toString(16)} has an invalid length`);
    const end = i + 2 + length;
    if (isFrameHeader(marker)) {
      if (end > b.length || length < 8) refuse('its frame header is truncated');
      const frame = { height: u16be(b, i + 5), width: u16be(b, i + 7), progressive: marker === 0xc2 || marker === 0xc6 || marker === 0xca || marker === 0xce };
      const components = b[i + 9]!;
      if (frame.height === 0) refuse('its height is given later in the file (DNL), which is not supported');
      if (components < 1 || components > 4 || length !== 8 + 3 * components) refuse('its frame header declares an invalid number of components');
      for (let c = 0; c < components; c++) {
        const sampling = b[i + 11 + 3 * c]!;
        const h = sampling >> 4, v = sampling & 15;
        if (h < 1 || h > 4 || v < 1 || v > 4) refuse('its frame header declares invalid sampling factors');
      }
      if (size && (size.width !== frame.width || size.height !== frame.height)) {
        refuse(`it declares two sizes (${size.width}×${size.height} and ${frame.width}×${frame.height})`);
      }
      size = frame;
    }
    if (marker === 0xda && !size) refuse('its image data starts before its frame header');
    i = end;
  }
  if (!size) refuse('it has no frame header (SOF)');
  const blocks = Math.ceil(size.width / 8) * Math.ceil(size.height / 8);
  if (entropyBytes * 8 < blocks * MIN_BITS_PER_BLOCK) {
    refuse(`it declares ${size.width}×${size.height} pixels but holds only ${entropyBytes} bytes of image data (truncated)`);
  }
  return size;
}

/** SOF0–SOF15 except DHT (C4), JPG (C8) and DAC (CC). */
function isFrameHeader(marker: number): boolean {
  return marker >= 0xc0 && marker <= 0xcf && marker !== 0xc4 && marker !== 0xc8 && marker !== 0xcc;
}
