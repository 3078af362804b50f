import type { GrayImage, RasterImage } from '../raster/raster.js';
import type { OcrLanguage } from './languages.js';

/** Pixel rectangle, x0/y0 inclusive top-left, x1/y1 exclusive bottom-right. */
export interface OcrBox {
  x0: number;
  y0: number;
  x1: number;
  y1: number;
}

/** A character of a word OCR nearly read as another (hocr-choices.ts). */
export interface OcrDoubt {
  /** Index of the character in the word's text (code points). */
  index: number;
  /** The character it nearly was. */
  alternative: string;
  /** How many confidence points (0–100) the alternative came behind. */
  margin: number;
}

export interface OcrWord {
  text: string;
  /** 0–100, as tesseract reports it. */
  confidence: number;
  bbox: OcrBox;
  /** Characters nearly read as another; absent when none was. */
  doubts?: OcrDoubt[];
}

export interface OcrLine {
  text: string;
  confidence: number;
  bbox: OcrBox;
  words: OcrWord[];
}

/** What was read in one image; coordinates are in the pixels of the image passed in. */
export interface OcrPage {
  width: number;
  height: number;
  text: string;
  /** Mean word confidence, 0–100. */
  confidence: number;
  words: OcrWord[];
  lines: OcrLine[];
}

export interface OcrOptions {
  signal?: AbortSignal;
  /** Bound on this image's recognition; past it the worker is restarted. */
  timeoutMs?: number;
  /**
   * How the text is laid out: `sparse` (default) finds text anywhere in the image, in no
   * order; `line` reads the whole image as one line of text, which keeps a lone figure that
   * page layout analysis would drop as a speck (a "7" at the end of a table row); `block`
   * reads the image as one block of lines, each from its left edge to its right (a table's
   * row from its name to its last figure, where sparse reading breaks it at column gaps).
   */
  layout?: OcrLayout;
  /** The model to read with (default English); another language's model loads on its first use. */
  language?: OcrLanguage;
}

export type OcrLayout = 'sparse' | 'line' | 'block';

/** Text with positions from an image, offline. */
export interface Ocr {
  /**
   * Decoded pixels, colour or gray (gray crosses to the worker as it is). Decoding is the
   * caller's: a photo is decoded once, where it enters (src/engine/imaging), and every reader
   * shares the pixels.
   */
  recognize(image: RasterImage | GrayImage, options?: OcrOptions): Promise<OcrPage>;
  /**
   * How many reads it runs at once (default 1): with more than one, a caller may start reads
   * that do not wait on each other together, and they finish sooner on more cores.
   */
  readonly parallel?: number;
  /** Frees the worker; the next call starts a new one. */
  terminate(): Promise<void>;
}
