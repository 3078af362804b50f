/**
 * The ImageNet gate: what the classifier's best classes say about food. It names a food only
 * when the model is sure of one of the classes in imagenet-foods.ts; otherwise it says whether
 * the photo shows food at all, so scanImage can answer "no food here" apart from "food I
 * cannot name".
 */
import type { ClassScore } from './classifier.js';
import { NAMED_BY_INDEX, UNNAMED_FOOD_CLASSES, type NamedFoodClass } from './imagenet-foods.js';

export type GateVerdict =
  | { kind: 'named'; food: NamedFoodClass; p: number; foodShare: number }
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

export function judgeClasses(scores: readonly ClassScore[]): GateVerdict {
  const best = [...scores].sort((a, b) => b.p - a.p);
  const top = best[0];
  if (!top) throw new Error('judgeClasses needs at least one class score');
  const share = foodShare(best.slice(0, GATE_TOP_K));
  const named = NAMED_BY_INDEX.get(top.index);
  if (named && top.p >= named.minP) return { kind: 'named', food: named, p: top.p, foodShare: share };
  if (share >= FOOD_SHARE_THRESHOLD) return { kind: 'unnamedFood', foodShare: share, top };
  return { kind: 'notFood', foodShare: share, top };
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
