import { fourcc, refuse, u16le, u24le, u32le, type Dimensions } from './bytes.js';

/**
 * Walks a WebP's RIFF chunks once. The canvas (VP8X) and every bitstream's own frame size (VP8,
 * VP8L, and each animation frame) are read; a bitstream larger than its canvas is refused, since
 * libwebp allocates what the bitstream says.
 */
export function walkWebp(b: Uint8Array): Dimensions {
  if (b.length < 20) refuse('it is truncated before its first chunk');
  const riffEnd = Math.min(b.length, 8 + u32le(b, 4));
  let canvas: Dimensions | undefined;
  let largest: Dimensions = { width: 0, height: 0 };
  const frame = (d: Dimensions) => {
    if (d.width === 0 || d.height === 0) refuse('it has a frame with no size');
    largest = { width: Math.max(largest.width, d.width), height: Math.max(largest.height, d.height) };
  };
  let i = 12;
  while (i + 8 <= riffEnd) {
    const id = fourcc(b, i);
    const length = u32le(b, i + 4);
    const data = i + 8;
    const end = data + length + (length & 1);
    if (data + length > b.length) refuse(`its ${id.trim()} chunk runs past the end of the file (truncated)`);
    if (id === 'VP8X') {
      if (length < 10) refuse('its VP8X chunk is too short');
      canvas = { width: u24le(b, data + 4) + 1, height: u24le(b, data + 7) + 1 };
    } else if (id === 'VP8 ' || id === 'VP8L') {
      frame(bitstreamSize(b, id, data, length));
    } else if (id === 'ANMF') {
      if (length < 16) refuse('its animation frame chunk is too short');
      const x = u24le(b, data) * 2, y = u24le(b, data + 3) * 2;
      const w = u24le(b, data + 6) + 1, h = u24le(b, data + 9) + 1;
      if (canvas && (x + w > canvas.width || y + h > canvas.height)) refuse('an animation frame lies outside its canvas');
      frame({ width: w, height: h });
      // The frame's own bitstream follows its 16-byte header.
      const inner = data + 16;
      if (inner + 8 <= data + length) {
        const innerId = fourcc(b, inner);
        if (innerId === 'VP8 ' || innerId === 'VP8L') frame(bitstreamSize(b, innerId, inner + 8, u32le(b, inner + 4)));
      }
    }
    i = end;
  }
  if (largest.width === 0) refuse('it has no image data (no VP8 or VP8L chunk)');
  if (canvas && (largest.width > canvas.width || largest.height > canvas.height)) refuse('its image data is larger than its canvas');
  return canvas ?? largest;
}

function bitstreamSize(b: Uint8Array, id: string, data: number, length: number): Dimensions {
  if (id === 'VP8 ') {
    // Key frame: 3-byte frame tag, start code 9d 01 2a, then 14-bit width and height.
    if (length < 10 || data + 10 > b.length) refuse('its VP8 chunk is too short');
    if (b[data + 3] !== 0x9d || b[data + 4] !== 0x01 || b[data + 5] !== 0x2a) refuse('its VP8 bitstream has no key frame start code');
    return { width: u16le(b, data + 6) & 0x3fff, height: u16le(b, data + 8) & 0x3fff };
  }
  if (length < 5 || data + 5 > b.length) refuse('its VP8L chunk is too short');
  if (b[data] !== 0x2f) refuse('its VP8L bitstream has no signature');
  const bits = b[data + 1]! | (b[data + 2]! << 8) | (b[data + 3]! << 16) | (b[data + 4]! << 24);
  return { width: (bits & 0x3fff) + 1, height: ((bits >>> 14) & 0x3fff) + 1 };
}
