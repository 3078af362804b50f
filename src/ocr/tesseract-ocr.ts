import { PSM, type Worker as TesseractWorker, type Page, type Block } from 'tesseract.js';
import { NutritionApiError } from '../api/errors.js';
import { isGrayImage, toGray, type RasterImage, type GrayImage } from '../raster/raster.js';

import { abandonOn, boundedSignal } from '../engine/time-bound.js';
import { boxKey, doubtsFromHocr } from './hocr-choices.js';
import { DEFAULT_OCR_LANGUAGE, type OcrLanguage } from './languages.js';
import type { Ocr, OcrLayout, OcrLine, OcrOptions, OcrPage, OcrWord } from './types.js';

/** How a platform starts a tesseract worker for one language's model (Node and pages differ only in paths). */
export type SpawnWorker = (language: OcrLanguage) => Promise<TesseractWorker>;

export const DEFAULT_OCR_TIMEOUT_MS = 20_000;

/** Tesseract's page segmentation mode per layout; workers start in `sparse`. */
const SEGMENTATION: Record<OcrLayout, PSM> = { sparse: PSM.SPARSE_TEXT, line: PSM.SINGLE_LINE, block: PSM.SINGLE_BLOCK };
/** createWorker can hang without rejecting when the worker fails (TOOLCHAIN.md). */
const START_TIMEOUT_MS = 30_000;

/**
 * Binary PGM: tesseract's leptonica reads it without any decoding work, and gray is all OCR
 * needs, so pixels cross to the worker as one byte each.
 */
export function toPgm(gray: GrayImage): Uint8Array {
  const header = new TextEncoder().encode(`P5\n${gray.width} ${gray.height}\n255\n`);
  const bytes = new Uint8Array(header.length + gray.data.length);
  bytes.set(header);
  bytes.set(gray.data, header.length);
  return bytes;
}

function aborted(): NutritionApiError {
  return new NutritionApiError('aborted', 'Reading the label was cancelled.');
}

/**
 * One tesseract worker per language, started on first use and reused: the English one, and the
 * last other language read (starting another language's worker ends the previous one, so a
 * service reading panels of every language holds two models, not seven). Jobs run one at a
 * time; each has its own time bound, counted from when it starts. A job that times out or is
 * cancelled terminates its worker (tesseract cannot stop a recognition otherwise) and the next
 * job in that language starts a new one.
 */
export class TesseractOcr implements Ocr {
  private readonly workers = new Map<OcrLanguage, Promise<TesseractWorker>>();
  /** The segmentation mode each worker is set to (workers start sparse). */
  private readonly layouts = new WeakMap<TesseractWorker, OcrLayout>();
  private queue: Promise<unknown> = Promise.resolve();

  constructor(private readonly spawn: SpawnWorker, private readonly defaultTimeoutMs = DEFAULT_OCR_TIMEOUT_MS) {}

  recognize(image: RasterImage | GrayImage, options: OcrOptions = {}): Promise<OcrPage> {
    const job = this.queue.then(() => this.run(image, options));
    this.queue = job.catch(() => undefined);
    return job;
  }

  async terminate(): Promise<void> {
    await Promise.all([...this.workers.keys()].map((language) => this.stop(language)));
  }

  /** The languages whose worker is started or starting (for tests and diagnostics). */
  get languages(): OcrLanguage[] {
    return [...this.workers.keys()];
  }

  private async stop(language: OcrLanguage): Promise<void> {
    const worker = this.workers.get(language);
    this.workers.delete(language);
    if (worker) await worker.then((w) => w.terminate()).catch(() => undefined);
  }

  private async start(language: OcrLanguage): Promise<TesseractWorker> {
    const running = this.workers.get(language);
    if (running) return running;
    for (const other of [...this.workers.keys()]) {
      if (other !== DEFAULT_OCR_LANGUAGE && other !== language) await this.stop(other);
    }
    // Each character's runner-up choices in the hOCR (hocr-choices.ts): at about 5 % more time.
    const started = this.spawn(language).then(async (w) => {
      await w.setParameters({ lstm_choice_mode: '2' } as never);
      return w;
    });
    const bound = boundedSignal(START_TIMEOUT_MS);
    const worker = abandonOn(started, bound.signal)
      .catch((error: unknown) => {
        if (this.workers.get(language) === worker) this.workers.delete(language);
        if (bound.timedOut()) throw new NutritionApiError('internalServerError', 'The OCR engine did not start within 30 s.', { status: 500 });
        throw error;
      });
    this.workers.set(language, worker);
    return worker;
  }

  private async run(image: RasterImage | GrayImage, options: OcrOptions): Promise<OcrPage> {
    const { signal } = options;
    const language = options.language ?? DEFAULT_OCR_LANGUAGE;
    if (signal?.aborted) throw aborted();
    const gray = isGrayImage(image) ? image : toGray(image);
    const worker = await this.start(language);
    if (signal?.aborted) throw aborted();
    const layout = options.layout ?? 'sparse';
    if (layout !== (this.layouts.get(worker) ?? 'sparse')) {
      await worker.setParameters({ tessedit_pageseg_mode: SEGMENTATION[layout] });
      this.layouts.set(worker, layout);
    }
    const timeoutMs = options.timeoutMs ?? this.defaultTimeoutMs;
    const bound = boundedSignal(timeoutMs, signal);
    try {
      const recognition = worker.recognize(toPgm(gray) as never, {}, { blocks: true, text: true, hocr: true });
      const result = await abandonOn(recognition, bound.signal).catch((error: unknown) => {
        if (bound.timedOut()) {
          throw new NutritionApiError('internalServerError',
            `Reading the text in the image took longer than ${Math.round(timeoutMs / 1000)} s; try a smaller or sharper photo.`,
            { status: 500 });
        }
        if (signal?.aborted) throw aborted();
        throw error;
      });
      return pageOf(result.data, gray.width, gray.height);
    } catch (error) {
      // The worker may still be busy with the abandoned job: replace it.
      await this.stop(language);
      throw error;
    }
  }
}

function pageOf(page: Page, width: number, height: number): OcrPage {
  const doubts = page.hocr ? doubtsFromHocr(page.hocr) : new Map<string, OcrWord['doubts']>();
  const lines: OcrLine[] = [];
  const words: OcrWord[] = [];
  for (const block of (page.blocks ?? []) as Block[]) {
    for (const paragraph of block.paragraphs) {
      for (const line of paragraph.lines) {
        const lineWords = line.words
          .filter((w) => w.text.trim() !== '')
          .map((w): OcrWord => {
            const nearly = doubts.get(boxKey(w.bbox));
            return { text: w.text, confidence: w.confidence, bbox: { ...w.bbox }, ...(nearly ? { doubts: nearly } : {}) };
          });
        if (lineWords.length === 0) continue;
        words.push(...lineWords);
        lines.push({ text: line.text.trim(), confidence: line.confidence, bbox: { ...line.bbox }, words: lineWords });
      }
    }
  }
  const confidence = words.length ? words.reduce((sum, w) => sum + w.confidence, 0) / words.length : 0;
  return { width, height, text: page.text, confidence, words, lines };
}
