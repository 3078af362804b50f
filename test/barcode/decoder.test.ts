/** Barcodes read from generated pictures: each format, turned, small, blurred, in a photo. */
import { beforeAll, describe, expect, it } from 'vitest';
import { gtinCheckDigit, parseGtin } from '../../src/api/gtin.js';
import { createBarcodeDecoder } from '../../src/engine/barcode/zxing-node.js';
import type { BarcodeDecoder } from '../../src/engine/barcode/decoder.js';
import { encodePng } from '../../src/engine/imaging/encode.js';
import { decodeImage } from '../../src/engine/imaging/decode.js';
import { findBars } from '../../src/engine/barcode/find-bars.js';
import { barcodePhoto, onBackground, seededRandom, type PhotoSpec } from '../support/barcode-photos.js';

let decoder: BarcodeDecoder;
beforeAll(async () => {
  decoder = await createBarcodeDecoder();
});

const sharp: PhotoSpec = { angle: 0, scale: 3, blurRadius: 0, noise: 0 };
const texts = async (bytes: Uint8Array) => (await decoder.decode(bytes)).map((b) => `${b.format} ${b.text}`);

describe('the barcode decoder', () => {
  it('reads EAN-13, EAN-8, UPC-A and UPC-E', async () => {
    expect(await texts(await barcodePhoto('3017620422003', 'EAN13', sharp))).toEqual(['EAN-13 3017620422003']);
    expect(await texts(await barcodePhoto('96385074', 'EAN8', sharp))).toEqual(['EAN-8 96385074']);
    // zxing may report a UPC-A as the EAN-13 it also is (a leading 0): the same GTIN either way.
    expect(await texts(await barcodePhoto('036000291452', 'UPCA', sharp))).toEqual([expect.stringMatching(/^(UPC-A 036000291452|EAN-13 0036000291452)$/)]);
    // zxing spells a UPC-E out as the 13-digit GTIN it stands for.
    const upcE = await decoder.decode(await barcodePhoto('04963406', 'UPCE', sharp));
    expect(upcE.map((b) => b.format)).toEqual(['UPC-E']);
    expect(parseGtin(upcE[0]!.text).map((g) => g.gtin14)).toContain(parseGtin('04963406').find((g) => g.format === 'UPC-E')!.gtin14);
  });

  it('reads a code turned by any angle', async () => {
    for (const angle of [15, 30, 45, 60, 90, 135, 180, 270]) {
      expect(await texts(await barcodePhoto('5449000000996', 'EAN13', { ...sharp, angle })), `${angle}°`).toEqual(['EAN-13 5449000000996']);
    }
  });

  it('reads a small code (one pixel per bar module) and a slightly blurred one', async () => {
    expect(await texts(await barcodePhoto('8001663100054', 'EAN13', { ...sharp, scale: 1 }))).toEqual(['EAN-13 8001663100054']);
    expect(await texts(await barcodePhoto('8001663100054', 'EAN13', { ...sharp, blurRadius: 1 }))).toEqual(['EAN-13 8001663100054']);
  });

  it('finds the code on a pack in a noisy, turned, blurred JPEG photo', async () => {
    const photo = await barcodePhoto('3302742456020', 'EAN13', { angle: 10, scale: 2, blurRadius: 1, canvas: [1000, 750], noise: 12, jpegQuality: 70 }, 3);
    expect(photo.subarray(0, 2)).toEqual(new Uint8Array([0xff, 0xd8]));
    expect(await texts(photo)).toEqual(['EAN-13 3302742456020']);
  });

  it('finds the bars of a turned photo and the turn that sets them upright', async () => {
    for (const angle of [30, 70, 150]) {
      const photo = await barcodePhoto('3017620422003', 'EAN13', { angle, scale: 3, blurRadius: 0, canvas: [900, 700], noise: 6 }, 2);
      const region = findBars(await decodeImage(photo))!;
      // Upright bars after turning by `turn`: the photo's angle is undone, modulo 180°.
      const residual = ((((angle + region.turn) % 180) + 270) % 180) - 90;
      expect(Math.abs(residual), `${angle}°: turn ${region.turn}`).toBeLessThan(8);
      expect(region.width).toBeLessThan(900);
    }
  });

  it('a picture without a barcode gives an empty list; bytes that are no image are invalidRequest', async () => {
    const random = seededRandom(5);
    const blank = onBackground({ width: 1, height: 1, data: new Uint8ClampedArray([255, 255, 255, 255]) }, 400, 300, random);
    expect(await decoder.decode(await encodePng(blank))).toEqual([]);
    await expect(decoder.decode(new TextEncoder().encode('not an image at all'))).rejects.toMatchObject({ code: 'invalidRequest' });
  });

  it('only codes with a right check digit come back', async () => {
    // zxing refuses a symbol whose check digit is wrong; the writer will not even draw one.
    const body = '301762042200';
    const code = body + gtinCheckDigit(body);
    expect(await texts(await barcodePhoto(code, 'EAN13', sharp))).toEqual([`EAN-13 ${code}`]);
  });

  it('an aborted call stops', async () => {
    const controller = new AbortController();
    controller.abort(new Error('cancelled'));
    await expect(decoder.decode(await barcodePhoto('96385074', 'EAN8', sharp), { signal: controller.signal })).rejects.toThrow('cancelled');
  });
});
