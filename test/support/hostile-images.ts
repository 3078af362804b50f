/**
 * Hostile images, made in the test (they are tiny): each declares far more than it holds, or
 * declares two different things, the shapes an attacker sends to an image API.
 */
import { crc32, createDeflate, deflateSync } from 'node:zlib';

function chunk(type: string, data: Uint8Array): Buffer {
  const head = Buffer.alloc(8);
  head.writeUInt32BE(data.length, 0);
  head.write(type, 4, 'latin1');
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(Buffer.concat([head.subarray(4), data])) >>> 0, 0);
  return Buffer.concat([head, data, crc]);
}

function ihdr(width: number, height: number): Buffer {
  const d = Buffer.alloc(13);
  d.writeUInt32BE(width, 0);
  d.writeUInt32BE(height, 4);
  d[8] = 8; // depth
  d[9] = 0; // gray
  return chunk('IHDR', d);
}

const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

/** A gray PNG of its own size, all white (rows of filter byte 0 then 0xff). */
export function plainPng(width: number, height: number): Buffer {
  const row = Buffer.alloc(width + 1, 0xff);
  row[0] = 0;
  const raw = Buffer.concat(Array.from({ length: height }, () => row));
  return Buffer.concat([PNG_SIGNATURE, ihdr(width, height), chunk('IDAT', deflateSync(raw)), chunk('IEND', Buffer.alloc(0))]);
}

/** First IHDR 1×1, a second 12,000×12,000 with the image data for the second (~170 KB). */
export function pngWithSecondIhdr(): Buffer {
  const side = 12_000;
  const row = Buffer.alloc(side + 1);
  const raw = Buffer.concat(Array.from({ length: side }, () => row));
  return Buffer.concat([PNG_SIGNATURE, ihdr(1, 1), ihdr(side, side), chunk('IDAT', deflateSync(raw, { level: 9 })), chunk('IEND', Buffer.alloc(0))]);
}

async function deflateZeros(megabytes: number): Promise<Buffer> {
  const deflate = createDeflate({ level: 9 });
  const parts: Buffer[] = [];
  deflate.on('data', (d: Buffer) => parts.push(d));
  const done = new Promise((resolve) => deflate.on('end', resolve));
  const mb = Buffer.alloc(1 << 20);
  for (let i = 0; i < megabytes; i++) {
    if (!deflate.write(mb)) await new Promise((resolve) => deflate.once('drain', resolve));
  }
  deflate.end();
  await done;
  return Buffer.concat(parts);
}

/** A 1×1 PNG carrying an ICC profile that inflates to `megabytes` MB (about 1 KB a MB). */
export async function pngWithHugeIccProfile(megabytes: number): Promise<Buffer> {
  const profile = Buffer.concat([Buffer.from('icc\0\0', 'latin1'), await deflateZeros(megabytes)]);
  const png = plainPng(1, 1);
  // Ancillary chunks go between IHDR and IDAT: after the 8-byte signature and 25-byte IHDR.
  return Buffer.concat([png.subarray(0, 33), chunk('iCCP', profile), png.subarray(33)]);
}

/** 35 bytes: a 10×10 screen whose first frame is 65,535 px square. */
export function gifWithHugeFrame(): Buffer {
  return Buffer.from([
    0x47, 0x49, 0x46, 0x38, 0x39, 0x61, // GIF89a
    10, 0, 10, 0, 0x80, 0, 0, // 10×10 screen, a 2-colour global table
    0, 0, 0, 255, 255, 255,
    0x2c, 0, 0, 0, 0, 0xff, 0xff, 0xff, 0xff, 0, // frame at 0,0, 65535×65535
    2, 2, 0x4c, 0x01, 0, // LZW: clear, end
    0x3b,
  ]);
}

/** A JPEG frame header (SOF0) for a gray image of the given size. */
function sof0(width: number, height: number): Buffer {
  return Buffer.from([0xff, 0xc0, 0, 11, 8, height >> 8, height & 255, width >> 8, width & 255, 1, 1, 0x11, 0]);
}

/** A JPEG whose header says `width`×`height`, with a second frame header saying something else. */
export function jpegWithTwoSizes(jpeg: Buffer, width: number, height: number): Buffer {
  return Buffer.concat([jpeg.subarray(0, 2), sof0(width, height), jpeg.subarray(2)]);
}

/** The first `bytes` of a JPEG: a header that promises the whole picture and little data. */
export function truncated(jpeg: Buffer, bytes: number): Buffer {
  return jpeg.subarray(0, bytes);
}

/** A WebP whose canvas (VP8X) is 16×16 and whose lossless bitstream says 16,000×16,000. */
export function webpLargerThanCanvas(): Buffer {
  const vp8x = Buffer.alloc(18);
  vp8x.write('VP8X', 0, 'latin1');
  vp8x.writeUInt32LE(10, 4);
  vp8x.writeUIntLE(15, 12, 3);
  vp8x.writeUIntLE(15, 15, 3);
  const bits = (16_000 - 1) | ((16_000 - 1) << 14);
  const vp8l = Buffer.alloc(8 + 6);
  vp8l.write('VP8L', 0, 'latin1');
  vp8l.writeUInt32LE(6, 4);
  vp8l[8] = 0x2f;
  vp8l.writeUInt32LE(bits >>> 0, 9);
  const body = Buffer.concat([Buffer.from('WEBP', 'latin1'), vp8x, vp8l]);
  const riff = Buffer.alloc(8);
  riff.write('RIFF', 0, 'latin1');
  riff.writeUInt32LE(body.length, 4);
  return Buffer.concat([riff, body]);
}
