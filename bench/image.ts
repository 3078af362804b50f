/**
 * scanImage in Node: per stage, the share of photos it answers and its time (median, p95);
 * the ImageNet gate's food / not-food accuracy on the shared food photos and on generated
 * non-food pictures; dishes the gate named and whether they were right (a wrong name is a
 * made-up dish). With NUTRI_VISION_URL/NUTRI_VISION_MODEL(/NUTRI_VISION_KEY) set, also the
 * provider's top-1 dish accuracy and the Nutrition5k plate's kcal error.
 *
 * Usage: npm run bench:image [-- --nonfood 60 --seed 7 --repeat 1]
 * The gate on hundreds of labelled Food-101 photos, with a tuning and a check split: npm run bench:image-gate.
 * Reads ../shared/data/food-images (development photos, never committed: Food-101's licence).
 */
import { readdirSync, readFileSync } from 'node:fs';
import { encodeBase64, NutritionApiError } from '../src/api/index.js';
import { configFromEnv } from '../src/engine/config.js';
import { createEngine } from '../src/engine/index.js';
import { GATE_TOP_K, type GateVerdict } from '../src/engine/image/gate.js';
import { scanImage, type ImageStage } from '../src/engine/image/scan-image.js';
import { imageAnswerSource } from '../src/api/image-source.js';
import { createRaster, decodeImage, encodeJpeg, type RasterImage } from '../src/engine/imaging/index.js';
import { seededRandom } from './seeded-random.js';
import { SHARED as SHARED_DIR } from './shared-path.js';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { judgePhoto } from '../src/engine/image/scan-image.js';
import { ms, pct, percentile, table } from './report.js';

const args = process.argv.slice(2);
const option = (name: string, fallback: number) => {
  const i = args.indexOf(`--${name}`);
  return i >= 0 ? Number(args[i + 1]) : fallback;
};
const NONFOOD = option('nonfood', 60);
const REPEAT = Math.max(1, option('repeat', 1));
const random = seededRandom(option('seed', 7));

const SHARED = pathToFileURL(join(SHARED_DIR, 'data/food-images/'));
interface LabelEntry {
  file: string;
  label: string;
  label_name: string;
  nutrition?: { total_kcal: number; total_mass_g: number };
}
const labels = (JSON.parse(readFileSync(new URL('labels.json', SHARED), 'utf8')) as { images: LabelEntry[] }).images;

// ---------------------------------------------------------------- generated non-food pictures
type Rgb = [number, number, number];
const colour = (): Rgb => [random() * 255, random() * 255, random() * 255];

function paint(width: number, height: number, pixel: (x: number, y: number) => Rgb): RasterImage {
  const raster = createRaster(width, height);
  for (let y = 0; y < height; y++) for (let x = 0; x < width; x++) raster.data.set([...pixel(x, y), 255], (y * width + x) * 4);
  return raster;
}

/** Pictures of the kinds a web page shows that are not food: flat graphics, documents, patterns, noise. */
const GENERATORS: Record<string, () => RasterImage> = {
  gradient: () => {
    const [a, b] = [colour(), colour()];
    return paint(480, 320, (x) => a.map((v, k) => v + (b[k]! - v) * (x / 480)) as Rgb);
  },
  shapes: () => {
    const background = colour();
    const shapes = Array.from({ length: 3 + Math.floor(random() * 8) }, () => ({ x: random() * 480, y: random() * 320, r: 15 + random() * 90, c: colour(), square: random() < 0.5 }));
    return paint(480, 320, (x, y) => {
      let c = background;
      for (const s of shapes) if (s.square ? Math.abs(x - s.x) < s.r && Math.abs(y - s.y) < s.r : Math.hypot(x - s.x, y - s.y) < s.r) c = s.c;
      return c;
    });
  },
  document: () => {
    // Lines of dark "words" on paper, like a screenshot of text.
    const ink = random() < 0.5 ? [20, 20, 20] : [30, 30, 120];
    const words = new Map<number, number[]>();
    return paint(480, 360, (x, y) => {
      const line = Math.floor(y / 18);
      if (y % 18 < 6 || x < 24 || x > 456) return [250, 250, 245];
      let row = words.get(line);
      if (!row) {
        row = [];
        for (let at = 24; at < 456; at += 20 + random() * 60) row.push(at, at + 12 + random() * 45);
        words.set(line, row);
      }
      for (let i = 0; i < row.length; i += 2) if (x >= row[i]! && x < row[i + 1]!) return ink as Rgb;
      return [250, 250, 245];
    });
  },
  checker: () => {
    const [a, b] = [colour(), colour()];
    const size = 8 + Math.floor(random() * 40);
    return paint(400, 400, (x, y) => (((Math.floor(x / size) + Math.floor(y / size)) & 1) === 1 ? a : b));
  },
  stripes: () => {
    const [a, b] = [colour(), colour()];
    const period = 6 + random() * 40;
    const angle = random() * Math.PI;
    return paint(480, 320, (x, y) => (Math.floor((x * Math.cos(angle) + y * Math.sin(angle)) / period) % 2 === 0 ? a : b));
  },
  noise: () => paint(320, 240, () => colour()),
  bars: () => {
    // A bar chart on white.
    const bars = Array.from({ length: 4 + Math.floor(random() * 8) }, () => ({ h: 30 + random() * 250, c: colour() }));
    const w = 440 / bars.length;
    return paint(480, 320, (x, y) => {
      const i = Math.floor((x - 20) / w);
      const bar = bars[i];
      if (x < 20 || !bar || (x - 20) % w > w * 0.8) return [255, 255, 255];
      return 300 - y < bar.h && y < 300 ? bar.c : [255, 255, 255];
    });
  },
};

// ---------------------------------------------------------------- statistics

// ---------------------------------------------------------------- run
const envConfig = configFromEnv(process.env);
const engine = await createEngine({ config: { ...envConfig, offline: true } });
const ctx = engine.context;
const classifier = await ctx.imageModel();
const visionModel = ctx.config.vision?.model;

let peakRss = 0;
const sample = () => (peakRss = Math.max(peakRss, process.memoryUsage().rss));

console.log(`# scanImage bench (Node ${process.version}, ${labels.length} shared photos, ${NONFOOD} generated non-food pictures, vision: ${visionModel ?? 'not configured'})\n`);

// 1. The gate alone, on food photos and generated non-food pictures.
const gateRows: { kind: 'food' | 'nonfood'; name: string; verdict: GateVerdict; ms: number }[] = [];
for (const entry of labels) {
  const raster = await decodeImage(new Uint8Array(readFileSync(new URL(entry.file, SHARED))));
  const t0 = performance.now();
  const classes = await classifier.classify(raster, { topK: GATE_TOP_K });
  // As scanImage judges a photo: the other views when the centre alone would name a food.
  gateRows.push({ kind: 'food', name: entry.label_name, verdict: await judgePhoto(classifier, raster, classes), ms: performance.now() - t0 });
}
const kinds = Object.keys(GENERATORS);
for (let i = 0; i < NONFOOD; i++) {
  const kind = kinds[i % kinds.length]!;
  const raster = GENERATORS[kind]!();
  const t0 = performance.now();
  const classes = await classifier.classify(raster, { topK: GATE_TOP_K });
  gateRows.push({ kind: 'nonfood', name: kind, verdict: await judgePhoto(classifier, raster, classes), ms: performance.now() - t0 });
}
sample();
const foodRows = gateRows.filter((r) => r.kind === 'food');
const nonRows = gateRows.filter((r) => r.kind === 'nonfood');
const foodOk = foodRows.filter((r) => r.verdict.kind !== 'notFood').length;
const nonOk = nonRows.filter((r) => r.verdict.kind === 'notFood').length;
const named = foodRows.filter((r) => r.verdict.kind === 'named');
const rightName = (r: (typeof gateRows)[number]) =>
  r.verdict.kind === 'named' && r.name.toLowerCase().includes(r.verdict.food.label.toLowerCase());
console.log('## The ImageNet gate (MobileNetV2 int8, onnxruntime-web WASM, 1 thread)\n');
table(
  ['images', 'count', 'judged right', 'accuracy', 'named a dish', 'named wrongly (made up)', 'classify median', 'classify p95'],
  [
    ['shared food photos (food)', foodRows.length, foodOk, pct(foodOk, foodRows.length), named.length, named.filter((r) => !rightName(r)).length, ms(percentile(foodRows.map((r) => r.ms), 0.5)), ms(percentile(foodRows.map((r) => r.ms), 0.95))],
    ['generated pictures (not food)', nonRows.length, nonOk, pct(nonOk, nonRows.length), nonRows.filter((r) => r.verdict.kind === 'named').length, nonRows.filter((r) => r.verdict.kind === 'named').length, ms(percentile(nonRows.map((r) => r.ms), 0.5)), ms(percentile(nonRows.map((r) => r.ms), 0.95))],
    ['all', gateRows.length, foodOk + nonOk, pct(foodOk + nonOk, gateRows.length), '', '', '', ''],
  ],
);
table(
  ['generated kind', 'count', 'judged not food', 'highest food share'],
  kinds.map((k) => {
    const rows = nonRows.filter((r) => r.name === k);
    return [k, rows.length, rows.filter((r) => r.verdict.kind === 'notFood').length, Math.max(...rows.map((r) => r.verdict.foodShare)).toFixed(2)];
  }),
);
table(
  ['shared photo', 'verdict', 'food share', 'named'],
  foodRows.map((r) => [
    r.name,
    r.verdict.kind,
    r.verdict.foodShare.toFixed(2),
    r.verdict.kind === 'named' ? `${r.verdict.food.name} (${r.verdict.p.toFixed(2)})${rightName(r) ? '' : ' WRONG'}` : r.verdict.kind === 'unsure' ? `offers ${r.verdict.candidates.map((c) => c.name).join(', ')}` : '',
  ]),
);

// 2. The whole pipeline, per stage.
interface Run {
  file: string;
  entry?: LabelEntry;
  totalMs: number;
  stageMs: Partial<Record<ImageStage | 'decode', number>>;
  answeredBy?: string;
  error?: string;
  kcal?: number;
  name?: string;
}

async function runPipeline(file: string, bytes: Uint8Array, entry?: LabelEntry): Promise<Run> {
  const imageData = encodeBase64(bytes);
  const stageMs: Run['stageMs'] = {};
  let current: ImageStage | undefined;
  let since = performance.now();
  const t0 = since;
  const close = () => {
    const now = performance.now();
    if (current) stageMs[current] = now - since;
    else stageMs.decode = now - since;
    since = now;
  };
  const run: Run = { file, totalMs: 0, stageMs, ...(entry ? { entry } : {}) };
  try {
    const result = await scanImage(ctx, { imageData }, {
      onStage: (stage) => {
        close();
        current = stage;
      },
    });
    run.answeredBy = imageAnswerSource(result.name) ?? 'unknown';
    run.kcal = result.calories * result.servings;
    run.name = result.name;
  } catch (error) {
    run.error = error instanceof NutritionApiError ? error.code : String(error);
    run.answeredBy = error instanceof NutritionApiError && error.code === 'noFoodDetected' ? `${current} (no food)` : `${current} (error: ${run.error})`;
  }
  close();
  run.totalMs = performance.now() - t0;
  sample();
  return run;
}

const stages: (ImageStage | 'decode')[] = ['decode', 'barcode', 'label', 'packaging', 'vision', 'estimate'];
function pipelineTables(title: string, runs: Run[], showFiles: boolean): void {
  console.log(`## ${title}\n`);
  table(
    ['stage', 'ran on', 'answered', 'share answered', 'median', 'p95'],
    stages.map((stage) => {
      const times = runs.map((r) => r.stageMs[stage]).filter((x): x is number => x !== undefined);
      const answered = runs.filter((r) => r.answeredBy === stage).length;
      return [stage === 'decode' ? 'decode + ImageNet look' : stage, times.length, stage === 'decode' ? '' : answered, stage === 'decode' ? '' : pct(answered, runs.length), ms(percentile(times, 0.5)), ms(percentile(times, 0.95))];
    }),
  );
  const totals = runs.map((r) => r.totalMs);
  table(
    ['whole pipeline', 'photos', 'median', 'p95', 'max', 'target', 'peak RSS'],
    [['per photo', runs.length, ms(percentile(totals, 0.5)), ms(percentile(totals, 0.95)), ms(Math.max(...totals)), '< 1500 ms', `${Math.round(peakRss / 2 ** 20)} MiB`]],
  );
  if (showFiles) {
    table(['picture', 'answered by', 'time', 'answer'], runs.map((r) => [r.file, r.answeredBy ?? '', ms(r.totalMs), r.name ?? r.error ?? '']));
  } else {
    table(
      ['outcome', 'photos'],
      Object.entries(runs.reduce<Record<string, number>>((acc, r) => ((acc[r.answeredBy ?? '?'] = (acc[r.answeredBy ?? '?'] ?? 0) + 1), acc), {})).map(([k, v]) => [k, v]),
    );
  }
}

const runs: Run[] = [];
for (let rep = 0; rep < REPEAT; rep++) {
  for (const entry of labels) runs.push(await runPipeline(entry.file, new Uint8Array(readFileSync(new URL(entry.file, SHARED))), entry));
}
pipelineTables('The pipeline on the shared photos (offline' + (visionModel ? `, vision model ${visionModel}` : '') + ')', runs, false);

// Generated pictures with a barcode, a nutrition panel or a package name (the test fixtures).
const FIXTURES = new URL('../test/fixtures/', import.meta.url);
const generated = [
  ...readdirSync(new URL('labels/', FIXTURES)).filter((f) => /\.(png|jpe?g)$/.test(f)).map((f) => `labels/${f}`),
  ...readdirSync(new URL('image/', FIXTURES)).filter((f) => /\.(png|jpe?g)$/.test(f)).map((f) => `image/${f}`),
];
const fixtureRuns: Run[] = [];
for (const file of generated) fixtureRuns.push(await runPipeline(file, new Uint8Array(readFileSync(new URL(file, FIXTURES)))));
pipelineTables('The pipeline on generated packs, panels and barcodes (test/fixtures)', fixtureRuns, true);

// 3. With a provider: top-1 dish and the Nutrition5k plate.
if (visionModel) {
  const first = runs.slice(0, labels.length).map((r) => ({ ...r, entry: r.entry! }));
  const dishRuns = first.filter((r) => !r.entry.nutrition);
  const words = (s: string) => s.toLowerCase().split(/[^a-z]+/).filter((w) => w.length > 2);
  const hit = (r: (typeof first)[number]) => r.name !== undefined && words(r.entry.label_name).some((w) => r.name!.toLowerCase().includes(w));
  console.log(`## Vision provider ${visionModel}\n`);
  table(['measure', 'value'], [
    ['top-1 dish (a word of the Food-101 class in the answer name)', `${dishRuns.filter(hit).length} / ${dishRuns.length} (${pct(dishRuns.filter(hit).length, dishRuns.length)})`],
    ...first.filter((r) => r.entry.nutrition).map((r) => [
      `Nutrition5k ${r.file.split('/').pop()} kcal (measured ${r.entry.nutrition!.total_kcal.toFixed(0)})`,
      r.kcal === undefined ? r.error ?? 'no answer' : `${r.kcal} (error ${((100 * (r.kcal - r.entry.nutrition!.total_kcal)) / r.entry.nutrition!.total_kcal).toFixed(0)} %)`,
    ]),
  ]);
}
await (await ctx.ocr().catch(() => undefined))?.terminate?.();
process.exit(0);
