/**
 * The offline ImageNet gate on labelled food photos: answered (named a dish), named right,
 * named wrong, offered candidates (and whether the right dish was among them), per split —
 * `tune` (where the thresholds in imagenet-foods.ts and gate.ts were chosen) and `check` (never
 * looked at while choosing) — for one view (the centre crop alone) and for the gate as scanImage
 * runs it (three views when the centre would name a food).
 *
 * Photos: ../shared/data/food-images and the food_mnist mirror (bench/food-photos.ts); none is
 * copied into the repository.
 * Usage: npm run bench:image-gate [-- --per-class 40]
 */
import { createImageClassifier } from '../src/engine/image/classifier.js';
import { GATE_TOP_K, judgeClasses, type GateVerdict } from '../src/engine/image/gate.js';
import { judgePhoto } from '../src/engine/image/scan-image.js';
import { decodeImage } from '../src/engine/imaging/index.js';
import { FOOD_MNIST_GIT, foodMnistPhotos, sharedPhotos, type FoodPhoto, type Split } from './food-photos.js';
import { pct, percentile, table } from './report.js';

const args = process.argv.slice(2);
const at = args.indexOf('--per-class');
const PER_CLASS = at >= 0 ? Number(args[at + 1]) : 40;

/** The ImageNet classes that are the right name for a Food-101 class (the rest have none). */
const RIGHT: Record<string, readonly string[]> = {
  breakfast_burrito: ['burrito'],
  hamburger: ['cheeseburger'],
  hot_dog: ['hotdog'],
  pizza: ['pizza'],
  ice_cream: ['ice cream'],
  guacamole: ['guacamole'],
};

const photos: FoodPhoto[] = [...sharedPhotos(), ...foodMnistPhotos(PER_CLASS)];
// The shared photos were drawn from food_mnist: each is measured once.
const seen = new Set<string>();
const unique = photos.filter((p) => {
  const key = `${p.label}/${/(\d+)(?:\.jpe?g)?$/.exec(p.id)?.[1] ?? p.id}`;
  if (seen.has(key)) return false;
  seen.add(key);
  return true;
});
const model = await createImageClassifier();

interface Row {
  photo: FoodPhoto;
  one: GateVerdict;
  gate: GateVerdict;
  ms: number;
}
const rows: Row[] = [];
for (const photo of unique) {
  const raster = await decodeImage(await photo.read());
  const t0 = performance.now();
  const centre = await model.classify(raster, { topK: GATE_TOP_K });
  const gate = await judgePhoto(model, raster, centre);
  rows.push({ photo, one: judgeClasses(centre), gate, ms: performance.now() - t0 });
}

const right = (r: Row, v: GateVerdict) => v.kind === 'named' && (RIGHT[r.photo.label] ?? []).includes(v.food.label);
const offeredRight = (r: Row, v: GateVerdict) => v.kind === 'unsure' && v.candidates.some((c) => (RIGHT[r.photo.label] ?? []).includes(c.label));

console.log(`# The offline gate on food photos (${unique.length} photos: ${sharedPhotos().length} shared, up to ${PER_CLASS} a class from ${FOOD_MNIST_GIT})\n`);
const body: (string | number)[][] = [];
for (const split of ['tune', 'check'] as Split[]) {
  const set = rows.filter((r) => r.photo.split === split);
  for (const [rule, pick] of [['one view (centre crop)', (r: Row) => r.one], ['the gate (3 views when it may name)', (r: Row) => r.gate]] as const) {
    const named = set.filter((r) => pick(r).kind === 'named');
    const wrong = named.filter((r) => !right(r, pick(r)));
    const unsure = set.filter((r) => pick(r).kind === 'unsure');
    body.push([split, rule, set.length, named.length, named.length - wrong.length, `${wrong.length} (${pct(wrong.length, set.length)})`, unsure.length, unsure.filter((r) => offeredRight(r, pick(r))).length, set.filter((r) => pick(r).kind === 'notFood').length]);
  }
}
table(['split', 'rule', 'photos', 'named a dish', 'named right', 'named wrong', 'candidates offered', 'right one among them', 'said not food'], body);

const labels = [...new Set(rows.map((r) => r.photo.label))].sort();
table(
  ['Food-101 class', 'photos', 'named right', 'named wrong (as)', 'candidates offered'],
  labels.map((label) => {
    const set = rows.filter((r) => r.photo.label === label);
    const wrong = set.filter((r) => r.gate.kind === 'named' && !right(r, r.gate));
    return [label, set.length, set.filter((r) => right(r, r.gate)).length, wrong.length ? wrong.map((r) => (r.gate.kind === 'named' ? r.gate.food.label : '')).join(', ') : '0', set.filter((r) => r.gate.kind === 'unsure').length];
  }),
);
const times = rows.map((r) => r.ms);
table(['gate time per photo', 'median', 'p95', 'max'], [['classify + extra views', `${Math.round(percentile(times, 0.5))} ms`, `${Math.round(percentile(times, 0.95))} ms`, `${Math.round(Math.max(...times))} ms`]]);
process.exit(0);
