/**
 * Tesseract's two English recognisers side by side on the same prepared pages: the shipped
 * `best_int` and `tessdata_fast` (a smaller LSTM). Each TUNING photo of issue 22 (and the older
 * 8) is decoded, cut to the finder copy and prepared as the first read prepares it, then read by
 * each model in turn: CPU seconds of the read (process.cpuUsage: the worker thread included),
 * words, words with a digit, and how many of the fast model's digit words read exactly as
 * best_int read the word in the same place (agreement, not accuracy: no cell has a truth here).
 * The fast model is not shipped (docs/label.md, ninth round): give its folder, holding
 * eng.traineddata.gz (Debian's tesseract-ocr-eng, gzipped), with --fast DIR.
 * Usage: npx tsx bench/ocr-model-compare.ts -- --fast DIR [--only name,name]
 */
import { readFileSync } from 'node:fs';
import { decodeImage } from '../src/engine/imaging/index.js';
import { toGray } from '../src/raster/raster.js';
import { finderCopy } from '../src/engine/label/photo-scale.js';
import { prepareForOcr } from '../src/engine/label/prepare.js';
import { createOcr } from '../src/ocr/node.js';
import type { OcrPage, OcrWord } from '../src/ocr/types.js';
import { realPhotoCases } from './label-shared.js';

const args = process.argv.slice(2);
const ONLY = args.includes('--only') ? args[args.indexOf('--only') + 1]!.split(',') : undefined;
const FAST_DATA = args.includes('--fast') ? args[args.indexOf('--fast') + 1]! : '/tmp/tessfast';
const photos = realPhotoCases().filter((c) => c.split === 'tuning').filter((c) => !ONLY || ONLY.some((o) => c.file.startsWith(o)));

const models = { best_int: await createOcr({ timeoutMs: 600_000 }), fast: await createOcr({ timeoutMs: 600_000, dataPaths: { eng: FAST_DATA } }) };
for (const ocr of Object.values(models)) await ocr.recognize({ width: 64, height: 32, data: new Uint8ClampedArray(64 * 32).fill(255) }).catch(() => undefined);

const digit = (w: OcrWord) => /\d/.test(w.text);
function overlap(a: OcrWord, b: OcrWord): number {
  const x = Math.max(0, Math.min(a.bbox.x1, b.bbox.x1) - Math.max(a.bbox.x0, b.bbox.x0));
  const y = Math.max(0, Math.min(a.bbox.y1, b.bbox.y1) - Math.max(a.bbox.y0, b.bbox.y0));
  const area = (a.bbox.x1 - a.bbox.x0) * (a.bbox.y1 - a.bbox.y0);
  return area > 0 ? (x * y) / area : 0;
}
console.log('photo | MP | best_int CPU s | fast CPU s | ratio | digit words best / fast | fast digit words agreeing');
console.log('--- | --- | --- | --- | --- | --- | ---');
let totals = { best: 0, fast: 0, agree: 0, fastDigits: 0 };
for (const photo of photos) {
  const gray = toGray(await decodeImage(new Uint8Array(readFileSync(photo.path))));
  const prepared = prepareForOcr(finderCopy(gray).gray);
  const pages: Partial<Record<'best_int' | 'fast', { page: OcrPage; cpu: number }>> = {};
  for (const [name, ocr] of Object.entries(models) as ['best_int' | 'fast', typeof models.fast][]) {
    const before = process.cpuUsage();
    const page = await ocr.recognize(prepared.gray);
    const used = process.cpuUsage(before);
    pages[name] = { page, cpu: (used.user + used.system) / 1e6 };
  }
  const best = pages.best_int!; const fast = pages.fast!;
  const bestDigits = best.page.words.filter(digit);
  const fastDigits = fast.page.words.filter(digit);
  const agree = fastDigits.filter((w) => bestDigits.some((b) => overlap(w, b) > 0.6 && b.text === w.text)).length;
  totals = { best: totals.best + best.cpu, fast: totals.fast + fast.cpu, agree: totals.agree + agree, fastDigits: totals.fastDigits + fastDigits.length };
  console.log(`${photo.file} | ${((prepared.gray.width * prepared.gray.height) / 1e6).toFixed(2)} | ${best.cpu.toFixed(2)} | ${fast.cpu.toFixed(2)} | ${(fast.cpu / best.cpu).toFixed(2)} | ${bestDigits.length} / ${fastDigits.length} | ${agree}`);
}
console.log(`all | | ${totals.best.toFixed(2)} | ${totals.fast.toFixed(2)} | ${(totals.fast / totals.best).toFixed(2)} | | ${totals.agree}/${totals.fastDigits}`);
await Promise.all(Object.values(models).map((m) => m.terminate()));
