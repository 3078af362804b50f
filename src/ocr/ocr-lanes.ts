import type { GrayImage, RasterImage } from '../raster/raster.js';
import type { OcrLanguage } from './languages.js';
import type { Ocr, OcrOptions, OcrPage } from './types.js';

/*
 * Reads that do not wait on each other run side by side (issue 22, wall time on two cores):
 * tesseract's wasm runs one job at a time on one thread, so a second worker is the only way
 * a second core helps. Each lane is an Ocr of its own (its own worker and queue); a job goes
 * to the lane with the fewest jobs waiting, the first lane on a tie, so one read at a time
 * keeps to the first lane and the second worker starts only when two reads overlap.
 */
export class OcrLanes implements Ocr {
  private readonly waiting: number[];

  constructor(private readonly lanes: Ocr[]) {
    if (lanes.length === 0) throw new RangeError('OcrLanes needs at least one lane');
    this.waiting = lanes.map(() => 0);
  }

  get parallel(): number {
    return this.lanes.length;
  }

  /** The languages whose worker is started in any lane (for tests and diagnostics). */
  get languages(): OcrLanguage[] {
    return [...new Set(this.lanes.flatMap((lane) => (lane as { languages?: OcrLanguage[] }).languages ?? []))];
  }

  recognize(image: RasterImage | GrayImage, options?: OcrOptions): Promise<OcrPage> {
    let lane = 0;
    for (let i = 1; i < this.lanes.length; i++) if (this.waiting[i]! < this.waiting[lane]!) lane = i;
    this.waiting[lane]!++;
    return this.lanes[lane]!.recognize(image, options).finally(() => this.waiting[lane]!--);
  }

  async terminate(): Promise<void> {
    await Promise.all(this.lanes.map((lane) => lane.terminate()));
  }
}
