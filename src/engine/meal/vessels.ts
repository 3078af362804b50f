/*
 * Vessels and packs a food is served in or comes in, by the unit's name (foods/units.ts): one
 * home for head-word.ts (a vessel says only where a food was) and parse.ts (a vessel is filled
 * with the food named after it) (issue 23, session 20).
 */

/** Vessels a food is served in or drunk from ("a bowl", "a glass", "a can"). */
export const SERVING_VESSELS = ['cup', 'glass', 'mug', 'bowl', 'plate', 'can', 'bottle', 'jar', 'container'] as const;

/** Packs a food is bought in ("a box", "a bag of chips", "a packet"). */
export const PACKS = ['box', 'bag', 'packet', 'package'] as const;
