import { describe, expect, it } from 'vitest';
import { createRaster, encodePng } from '../../src/engine/imaging/index.js';
import { mayDecode } from '../../src/extension/background/pixel-budget.js';

/** A real 4 × 4 PNG, and the same file whose IHDR claims `width` × `height` (CRC left as it was). */
async function png(width?: number, height?: number): Promise<Uint8Array> {
  const bytes = new Uint8Array(await encodePng(createRaster(4, 4)));
  if (width !== undefined && height !== undefined) {
    const view = new DataView(bytes.buffer, bytes.byteOffset);
    view.setUint32(16, width);
    view.setUint32(20, height);
  }
  return bytes;
}

describe('what the service worker agrees to decode from a page', () => {
  it('a small real image', async () => {
    expect(mayDecode(await png())).toBe(true);
  });

  it('not a tiny file that declares 12,000 × 12,000 pixels', async () => {
    const bomb = await png(12_000, 12_000);
    expect(bomb.length).toBeLessThan(200);
    expect(mayDecode(bomb)).toBe(false);
  });

  it('a 40 MP photo’s size, but not one pixel row more', async () => {
    expect(mayDecode(await png(8_000, 5_000))).toBe(true);
    expect(mayDecode(await png(8_000, 5_001))).toBe(false);
  });

  it('not what it cannot measure before decoding: SVG, HTML, nothing', () => {
    const text = (value: string) => new TextEncoder().encode(value);
    expect(mayDecode(text('<svg xmlns="http://www.w3.org/2000/svg" width="99999" height="99999"/>'))).toBe(false);
    expect(mayDecode(text('<!doctype html><p>hello'))).toBe(false);
    expect(mayDecode(new Uint8Array())).toBe(false);
  });
});
