import type { MealItem } from './parse.js';

/*
 * A pack's own count of items, said before the food's noun: "two 8 count nuggets", "a 10 piece
 * chicken nuggets", "2 6-piece nuggets". The parser reads the first number as the amount (two
 * packs, one pack) and leaves the pack's count in the food's words, where nothing weighed it: two
 * 8-count packs were two nuggets. Each pack is that many of the items the noun names, so the
 * items weighed are the packs times the pack's count. (A count said alone, "8 ct nuggets", is the
 * parser's own count of pieces already.)
 */

/** "8 count", "10 piece", "6-piece", "12 ct", "4 pc": a count of items that sizes a pack. */
const PACK_COUNT = /^(\d+)\s*-?\s*(?:count|ct|pieces?|pcs?)\s+(?=[a-z])/i;
/** Chains sell packs of up to 50 pieces (a 50-piece bucket of nuggets); a larger number is no pack size. */
const MAX_PACK_ITEMS = 50;

/**
 * The item as the items it holds, when its words open with a pack's count and no unit was said:
 * the amount is the packs times the pack's count, and the pack's words leave the food's. Else the
 * item as it is.
 */
export function itemsInPacks(item: MealItem): MealItem {
  const amount = item.amount;
  if (!amount || amount.unit) return item;
  const pack = PACK_COUNT.exec(item.foodText.trim());
  const each = pack ? Number(pack[1]) : 0;
  if (!pack || !Number.isInteger(each) || each < 2 || each > MAX_PACK_ITEMS) return item;
  const count = amount.count * each;
  return { ...item, amount: { ...amount, count, explicit: true }, quantity: count, foodText: item.foodText.trim().slice(pack[0].length) };
}

/** The basis of the items' grams, saying the packs they came in ("2 packs of 8 = 16 items: …"). */
export function packBasis(item: MealItem, weighed: MealItem, basis: string): string {
  if (weighed === item) return basis;
  const packs = item.amount?.count ?? 1;
  const items = weighed.amount?.count ?? 1;
  return `${packs} ${packs === 1 ? 'pack' : 'packs'} of ${items / packs} = ${items} items: ${basis}`;
}
