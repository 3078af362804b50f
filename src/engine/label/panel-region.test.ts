import { describe, expect, it } from 'vitest';
import type { OcrLine, OcrPage } from '../../ocr/types.js';
import { createGray } from '../../raster/raster.js';
import { clipToBackground, locatePanel } from './panel-region.js';

function line(text: string, x0: number, y0: number, height = 12): OcrLine {
  const bbox = { x0, y0, x1: x0 + 8 * text.length, y1: y0 + height };
  return { text, confidence: 80, bbox, words: [{ text, confidence: 80, bbox }] };
}

function pageOf(lines: OcrLine[]): OcrPage {
  return { width: 1500, height: 1500, text: lines.map((l) => l.text).join('\n'), confidence: 70, words: lines.flatMap((l) => l.words), lines };
}

/** A product shot as a first read sees it: a small panel, half its names lost, nutrient words elsewhere. */
const shot = pageOf([
  line('WHEY PROTEIN', 900, 200, 30),
  line('Nutrition Information', 400, 500), line('Servings Per Contain 29', 400, 520), line('Quantity Per Serving', 500, 540),
  line('Energy', 400, 560), line('117 kcal', 520, 560), line('385 kcal', 620, 560), line('6%', 720, 560),
  line('Proteln', 400, 580), line('24g', 520, 580),
  line('Carbohydrate', 400, 600), line('3g', 520, 600), line('10g', 620, 600),
  line('Tol Sgrs', 400, 620), line('1g', 520, 620), line('3g', 620, 620),
  line('Total Fat', 400, 640), line('1g', 520, 640), line('3g', 620, 640),
  line('0.5g', 520, 660), line('2g', 620, 660), line('45mg', 520, 680),
  line('Sodium', 400, 700), line('50mg', 520, 700), line('164mg', 620, 700),
  line('For best results mix with water', 800, 580),
  line('NOT A SOLE SOURCE OF NUTRITION OR FAT', 800, 1200),
]);

describe('locating the panel on a page', () => {
  it('takes the dense group of nutrient names, not every hit on the pack', () => {
    const region = locatePanel(shot)!;
    expect(region.box.y0).toBeLessThanOrEqual(500);
    expect(region.box.y1).toBeGreaterThanOrEqual(712);
    expect(region.box.y1).toBeLessThan(1200);
    expect(region.box.x0).toBe(400);
    // The figures beside the names are in.
    expect(region.box.x1).toBeGreaterThanOrEqual(736);
    expect(region.score).toBeGreaterThanOrEqual(4);
  });

  it('is undefined when nothing of a panel reads', () => {
    expect(locatePanel(pageOf([line('Best before 12/2026', 10, 10)]))).toBeUndefined();
  });
});

describe('clipping the region to the panel background', () => {
  it('stops at the edge of the panel box', () => {
    // A white panel (x 100–300) on a dark pack, light text beside it on the dark.
    const gray = createGray(600, 400);
    gray.data.fill(30);
    for (let y = 50; y < 350; y++) for (let x = 100; x < 300; x++) gray.data[y * 600 + x] = 235;
    const clipped = clipToBackground(gray, { x0: 110, y0: 60, x1: 560, y1: 340 }, { x0: 110, y0: 60, x1: 200, y1: 300 }, 10);
    expect(clipped.x1).toBeGreaterThanOrEqual(290);
    expect(clipped.x1).toBeLessThanOrEqual(330);
    expect(clipped.y1).toBe(340);
  });

  it('keeps the region when the pack is all one tone', () => {
    const gray = createGray(600, 400);
    gray.data.fill(235);
    const box = { x0: 110, y0: 60, x1: 560, y1: 340 };
    expect(clipToBackground(gray, box, { x0: 110, y0: 60, x1: 200, y1: 300 }, 10)).toEqual(box);
  });
});
