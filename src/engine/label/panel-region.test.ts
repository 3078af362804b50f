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

  it('keeps the rows above a run of names OCR lost, joined through the figure columns', () => {
    // A panel turned a few degrees: the first read lost the names of its middle rows (only
    // their figures read), so the names column has a gap no name crosses; the lower names
    // alone name more of the panel than "Fat, total" above the gap.
    const turned = pageOf([
      line('NUTRITION INFORMATION', 390, 120, 30), line('Servings per package: 5', 120, 175, 23), line('Serving size: 100g', 120, 206, 23),
      line('Quantity per serving', 390, 270, 23),
      line('Quantity per 100 g', 860, 265, 23),
      line('3%', 750, 310, 23), line('91g', 535, 350, 23), line('919', 990, 350, 23),
      line('Fat, total', 128, 392, 23), line('169', 537, 393, 23), line('169', 993, 393, 23),
      line('029', 535, 434, 23), line('029', 992, 434, 23), line('0.79', 536, 476, 23), line('0.79', 992, 476, 23),
      line('- Sugars', 147, 523, 23), line('Dietary', 127, 560, 23), line('06g', 535, 560, 23), line('06g', 993, 561, 23),
      line('Sodium', 128, 601, 23), line('958mg', 535, 601, 23),
    ]);
    const region = locatePanel(turned)!;
    expect(region.core.y0).toBe(523);
    expect(region.box.y0).toBeLessThanOrEqual(120);
    expect(region.box.y1).toBeGreaterThanOrEqual(613);
    expect(region.box.x1).toBeGreaterThanOrEqual(1020);
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
