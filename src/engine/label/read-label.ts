import type { Ocr, OcrPage } from '../../ocr/types.js';
import { grayToRaster, type GrayImage, type RasterImage } from '../imaging/raster.js';
import { toGray } from '../imaging/tone.js';
import { rotate } from '../imaging/transform.js';
import { parsePanel } from './panel.js';
import { cropAround, prepareForOcr } from './prepare.js';
import type { LabelPanel, LabelWord } from './types.js';
import { isHeading, matchNutrient } from './vocabulary.js';

/** What readLabel needs from the engine: the OCR provider. */
export interface LabelReaderContext {
  ocr(): Promise<Ocr>;
}

export interface LabelReading {
  panel: LabelPanel;
  /** The OCR page the panel was read from (coordinates of the prepared image). */
  page: OcrPage;
}

function wordsOf(page: OcrPage): { words: LabelWord[]; lines: LabelWord[][] } {
  const toWord = (w: OcrPage['words'][number]): LabelWord => ({ text: w.text, confidence: w.confidence, ...w.bbox });
  return { words: page.words.map(toWord), lines: page.lines.map((l) => l.words.map(toWord)) };
}

/** How much of a panel a page shows: nutrients named, a heading. */
function panelEvidence(page: OcrPage): { score: number; box?: { x0: number; y0: number; x1: number; y1: number } } {
  const hits = page.lines.filter((line) => isHeading(line.text) || line.words.some((w) => {
    const key = matchNutrient(w.text);
    return key !== undefined && key !== 'other';
  }));
  if (hits.length === 0) return { score: 0 };
  const box = {
    x0: Math.min(...hits.map((l) => l.bbox.x0)), y0: Math.min(...hits.map((l) => l.bbox.y0)),
    x1: Math.max(...hits.map((l) => l.bbox.x1)), y1: Math.max(...hits.map((l) => l.bbox.y1)),
  };
  // The figures stand to the right of the names: take in the lines beside them, up to twice
  // the names' width away.
  const reach = box.x1 + 2 * (box.x1 - box.x0);
  for (const line of page.lines) {
    const middle = (line.bbox.y0 + line.bbox.y1) / 2;
    if (middle >= box.y0 && middle <= box.y1 && line.bbox.x0 >= box.x0 && line.bbox.x0 < reach) box.x1 = Math.max(box.x1, line.bbox.x1);
  }
  return { score: hits.length, box };
}

function nutrientCount(panel: LabelPanel | undefined): number {
  return panel ? Math.max(...panel.columns.map((c) => Object.keys(c.nutrients).length)) : 0;
}

async function readOnce(ocr: Ocr, gray: GrayImage, signal: AbortSignal | undefined): Promise<{ page: OcrPage; panel: LabelPanel | undefined; prepared: GrayImage }> {
  const prepared = prepareForOcr(gray).gray;
  const page = await ocr.recognize(grayToRaster(prepared), signal ? { signal } : {});
  const { words, lines } = wordsOf(page);
  return { page, panel: parsePanel(words, lines), prepared };
}

/**
 * Reads the nutrition panel in a photo, or undefined when there is none. Tries the photo as
 * it is; when little reads, the photo turned a quarter either way and upside down; when the
 * panel is a small part of the photo, the panel cropped and enlarged.
 */
export async function readLabelDetailed(ctx: LabelReaderContext, raster: RasterImage, signal?: AbortSignal): Promise<LabelReading | undefined> {
  const ocr = await ctx.ocr();
  const gray = toGray(raster);
  let best = await readOnce(ocr, gray, signal);
  // Sideways or upside down: nothing of a panel reads, and what reads is mostly noise
  // (upright text that merely holds no panel is not turned: that would cost three more reads).
  const noise = best.page.words.length < 15 || best.page.confidence < 60;
  if (!best.panel && panelEvidence(best.page).score < 2 && noise) {
    for (const degrees of [90, 270, 180] as const) {
      const turned = await readOnce(ocr, rotate(gray, degrees), signal);
      if (nutrientCount(turned.panel) > nutrientCount(best.panel) || (!best.panel && panelEvidence(turned.page).score > panelEvidence(best.page).score + 2)) {
        best = turned;
      }
      if (best.panel) break;
    }
  }
  // A panel in a corner of a product shot: read it again cropped, at a larger scale.
  const evidence = panelEvidence(best.page);
  if (evidence.box && nutrientCount(best.panel) < 6) {
    const area = (evidence.box.x1 - evidence.box.x0) * (evidence.box.y1 - evidence.box.y0);
    if (area < 0.45 * best.prepared.width * best.prepared.height) {
      const cropped = await readOnce(ocr, cropAround(best.prepared, evidence.box), signal);
      if (nutrientCount(cropped.panel) > nutrientCount(best.panel)) best = cropped;
    }
  }
  return best.panel ? { panel: best.panel, page: best.page } : undefined;
}

/** The nutrition panel in a photo, or undefined (scanImage uses this as its label stage). */
export async function readLabel(ctx: LabelReaderContext, raster: RasterImage, signal?: AbortSignal): Promise<LabelPanel | undefined> {
  return (await readLabelDetailed(ctx, raster, signal))?.panel;
}
