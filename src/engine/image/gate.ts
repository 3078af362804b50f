/**
 * The ImageNet gate: what the classifier's best classes say about food. It names a food only
 * when the model is sure of one of the classes in imagenet-foods.ts that it does not also give
 * to dishes it has never seen, in every view of the photo; when it is not sure it offers the
 * food classes it hesitates between, for the person to pick; otherwise it says whether the photo
 * shows food at all, so scanImage can answer "no food here" apart from "food I cannot name".
 */
import type { ClassScore } from './classifier.js';
import { flipHorizontal, resize, type RasterImage } from '../imaging/index.js';
import { NAMED_BY_INDEX, UNNAMED_FOOD_CLASSES, type NamedFoodClass } from './imagenet-foods.js';

export type GateVerdict =
  | { kind: 'named'; food: NamedFoodClass; p: number; foodShare: number }
  /** Food, and the model hesitates between these classes (best first): offered, never answered. */
  | { kind: 'unsure'; candidates: NamedFoodClass[]; foodShare: number; top: ClassScore }
  | { kind: 'unnamedFood'; foodShare: number; top: ClassScore }
  | { kind: 'notFood'; foodShare: number; top: ClassScore };

/** How many of the best classes the gate weighs (the rest carry little probability). */
export const GATE_TOP_K = 10;

/**
 * Least share of probability on food classes (named or not) for "this is food". Set from
 * bench/image.ts: the shared food photos all put at least ~0.5 there, generated non-food
 * images at most ~0.3 (a checkerboard reads as honeycomb, strainer, tray).
 */
export const FOOD_SHARE_THRESHOLD = 0.4;

export function isFoodClass(index: number): boolean {
  return NAMED_BY_INDEX.has(index) || UNNAMED_FOOD_CLASSES.has(index);
}

export function foodShare(scores: readonly ClassScore[]): number {
  let share = 0;
  for (const s of scores) if (isFoodClass(s.index)) share += s.p;
  return share;
}

/**
 * Least mean probability (over the views) for a food class to be offered as a candidate, and
 * how many are offered: two or three names a person can pick from at a glance.
 */
export const CANDIDATE_MIN_P = 0.05;
export const MAX_CANDIDATES = 3;

/**
 * The other views of a photo beside the model's own centre crop: the whole photo squashed to a
 * square (what lies at the edges) and the centre mirrored. A dish the model truly knows keeps its
 * class in all three; a dish it has never seen often changes class from one view to the next
 * (bench/image-gate.ts: three views halve the wrong names that one view gives at 0.85).
 */
export function otherViews(raster: RasterImage): RasterImage[] {
  return [resize(raster, 256, 256), flipHorizontal(raster)];
}

/** Whether the centre view alone would name a food: only then are the other views worth their inference. */
export function mayName(scores: readonly ClassScore[]): boolean {
  const top = bestOf(scores);
  const named = top && NAMED_BY_INDEX.get(top.index);
  return !!named && top.p >= named.minP;
}

function bestOf(scores: readonly ClassScore[]): ClassScore | undefined {
  let best: ClassScore | undefined;
  for (const s of scores) if (!best || s.p > best.p) best = s;
  return best;
}

/** One view's verdict (judgeViews over that view alone). */
export function judgeClasses(scores: readonly ClassScore[]): GateVerdict {
  return judgeViews([scores]);
}

/**
 * The verdict over the views of one photo, the first being the centre crop: a food is named only
 * when every view puts the same nameable class first at its least probability or more.
 */
export function judgeViews(views: readonly (readonly ClassScore[])[]): GateVerdict {
  const first = views[0] ?? [];
  const best = [...first].sort((a, b) => b.p - a.p);
  const top = best[0];
  if (!top) throw new Error('judgeViews needs at least one class score');
  const share = foodShare(best.slice(0, GATE_TOP_K));
  const named = NAMED_BY_INDEX.get(top.index);
  if (named) {
    const tops = views.map(bestOf);
    if (tops.every((t) => t?.index === top.index && t.p >= named.minP)) return { kind: 'named', food: named, p: Math.min(...tops.map((t) => t!.p)), foodShare: share };
  }
  if (share >= FOOD_SHARE_THRESHOLD) {
    const candidates = candidatesOf(views);
    return candidates.length > 0 ? { kind: 'unsure', candidates, foodShare: share, top } : { kind: 'unnamedFood', foodShare: share, top };
  }
  return { kind: 'notFood', foodShare: share, top };
}

/** The nameable food classes the views hesitate between, by mean probability, one per food name. */
function candidatesOf(views: readonly (readonly ClassScore[])[]): NamedFoodClass[] {
  const sums = new Map<number, number>();
  for (const view of views) for (const s of view) if (NAMED_BY_INDEX.has(s.index)) sums.set(s.index, (sums.get(s.index) ?? 0) + s.p);
  const ranked = [...sums].map(([index, sum]) => ({ food: NAMED_BY_INDEX.get(index)!, p: sum / views.length })).filter((c) => c.p >= CANDIDATE_MIN_P).sort((a, b) => b.p - a.p);
  const out: NamedFoodClass[] = [];
  for (const { food } of ranked) if (out.length < MAX_CANDIDATES && !out.some((c) => c.name === food.name)) out.push(food);
  return out;
}

/**
 * ImageNet classes that mean printed matter or a pack (labels read as "web site" and "menu",
 * packs as "packet", "carton" and bottles, barcodes as "rule"): worth reading even when food
 * classes are strong.
 */
export const PRINT_CLASSES: ReadonlySet<number> = new Set([440, 446, 478, 549, 692, 720, 737, 769, 798, 898, 907, 916, 917, 918, 919, 921, 922]);

/**
 * Whether a photo may show a pack (barcode, panel, printed name), so that a barcode search and
 * OCR are worth their second: not for a plate of food with no print in sight.
 */
export function mayShowPackaging(scores: readonly ClassScore[]): boolean {
  if (scores.some((c) => PRINT_CLASSES.has(c.index) && c.p >= 0.1)) return true;
  return foodShare(scores.slice(0, GATE_TOP_K)) < FOOD_SHARE_THRESHOLD;
}
