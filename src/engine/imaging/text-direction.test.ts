import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { createGray, toGray } from '../../raster/raster.js';
import { decodeImage } from './index.js';
import { printDirection } from './text-direction.js';
import { rotate } from './transform.js';

const fixtures = new URL('../../../test/fixtures/labels/', import.meta.url);
const load = async (name: string) => toGray(await decodeImage(new Uint8Array(readFileSync(new URL(name, fixtures)))));
const PANELS = ['us-classic.jpg', 'us-2016-dual.png', 'eu-fr-photo.jpg', 'au.png', 'in.png', 'us-linear.png'];

describe('printDirection', () => {
  it.each(PANELS)('says the print of %s runs across the page upright and upside down', async (name) => {
    const gray = await load(name);
    expect(printDirection(gray)).toBe('across');
    expect(printDirection(rotate(gray, 180))).toBe('across');
  });

  it.each(PANELS)('says the print of %s runs down the page turned a quarter either way', async (name) => {
    const gray = await load(name);
    expect(printDirection(rotate(gray, 90))).toBe('down');
    expect(printDirection(rotate(gray, 270))).toBe('down');
  });

  it('places no print on a blank page or a page of scattered dots', () => {
    expect(printDirection(blank(400, 300))).toBeUndefined();
    const dots = blank(400, 300);
    // Dots 10 px apart, each moved up to 2 px either way: its nearest neighbour is as often across as down.
    let seed = 7;
    const jitter = () => ((seed = (seed * 1103515245 + 12345) % 2147483648) % 5) - 2;
    for (let y = 10; y < 280; y += 10) for (let x = 10; x < 380; x += 10) {
      const [ox, oy] = [x + jitter(), y + jitter()];
      for (let dy = 0; dy < 6; dy++) for (let dx = 0; dx < 6; dx++) dots.data[(oy + dy) * 400 + ox + dx] = 0;
    }
    expect(printDirection(dots)).toBeUndefined();
  });
});

function blank(width: number, height: number) {
  const gray = createGray(width, height);
  gray.data.fill(255);
  return gray;
}
