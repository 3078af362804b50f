import type { OcrBox } from '../../ocr/types.js';
import type { GrayImage } from '../../raster/raster.js';
import { crop, resize } from '../imaging/transform.js';

/*
 * Big photos read fast (issue 22): a phone photo of 12 MP is found on a smaller copy, and
 * only the panel is cut from the full photo, at the detail its print needs. Preparing the
 * whole 12 MP photo (contrast, levelling, straightening its rows) cost seconds before OCR was
 * even asked, and OCR then read it at 2 MP anyway.
 */

/**
 * Pixels of the copy a whole photo is first read from. The first read is prepared to at most
 * 2 MP (prepare.ts), so a copy a little larger loses nothing that read would have kept, and
 * the preparation's passes over the photo cost a sixth of what they cost at 12 MP.
 */
export const FINDER_PIXELS = 2_500_000;

export interface FinderCopy {
  /** The photo at most FINDER_PIXELS (the photo itself when it is that small). */
  gray: GrayImage;
  /** Source pixels per finder pixel (1 when the photo is small). */
  factor: number;
}

/** The copy of a photo its panel is looked for on. */
export function finderCopy(gray: GrayImage): FinderCopy {
  const pixels = gray.width * gray.height;
  if (pixels <= FINDER_PIXELS) return { gray, factor: 1 };
  const scale = Math.sqrt(FINDER_PIXELS / pixels);
  const small = resize(gray, gray.width * scale, gray.height * scale);
  return { gray: small, factor: gray.width / small.width };
}

/**
 * A box found on the levelled finder copy (turned by −skew degrees about its middle, the size
 * of the finder copy) as a box on the full photo: its corners turned back, then scaled.
 * The box grows to hold the turned corners, so a panel cut this way keeps all of its print.
 */
export function toSourceBox(box: OcrBox, skew: number, finder: { width: number; height: number }, factor: number): OcrBox {
  const radians = (-skew * Math.PI) / 180;
  const cos = Math.cos(radians);
  const sin = Math.sin(radians);
  const cx = (finder.width - 1) / 2;
  const cy = (finder.height - 1) / 2;
  const corners = [[box.x0, box.y0], [box.x1, box.y0], [box.x0, box.y1], [box.x1, box.y1]].map(([x, y]) => {
    // As imaging/transform.ts rotateGray: the source pixel that lands at (x, y).
    const dx = x! - cx;
    const dy = y! - cy;
    return [(cos * dx + sin * dy + cx) * factor, (-sin * dx + cos * dy + cy) * factor] as const;
  });
  return {
    x0: Math.min(...corners.map((c) => c[0])), y0: Math.min(...corners.map((c) => c[1])),
    x1: Math.max(...corners.map((c) => c[0])), y1: Math.max(...corners.map((c) => c[1])),
  };
}

/** The part of the full photo under a box, grown by `margin` of its size. */
export function cutFromSource(source: GrayImage, box: OcrBox, margin = 0.08): GrayImage {
  const w = box.x1 - box.x0;
  const h = box.y1 - box.y0;
  const pad = margin * Math.max(w, h);
  return crop(source, box.x0 - pad, box.y0 - pad, w + 2 * pad, h + 2 * pad);
}
