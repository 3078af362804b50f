import { matchUnit } from '../foods/units.js';
import { MEALS_OF_DAY } from './noise.js';
import { PACKS, SERVING_VESSELS } from './vessels.js';
import { foodWords } from './match.js';
import { DESCRIPTORS, type MealItem } from './parse.js';

/*
 * Words that name no food of their own, only say which or how much of the food beside them.
 * A food is named by its head noun; "kind", "one", "type" stand in for the head already said
 * ("spanakopita, the big kind", "a muffin, big one", "ribeye, the 12 ounce one", "cereal, the
 * sugary kind"), so the words around them qualify that food: a size, a weight, a variant.
 */

/** Pro-forms that stand for a food named just before ("the big one", "the sugary kind"). */
const PRO_FORM = /^(?:kind|one|type|version|sort)$/;
/** Links that set the qualifier off from the food it qualifies: a comma or a bracket. */
const QUALIFYING_LINKS = new Set<MealItem['link']>(['soft', 'paren']);

/** The words before the pro-form ("sugary" of "sugary kind"), or undefined when the item is no qualifier. */
function qualifierWords(item: MealItem): string[] | undefined {
  const words = item.foodText.trim().split(/\s+/).filter((w) => w !== 'the' && w !== 'a' && w !== 'an');
  // Up to two words of its own ("the extra sugary kind"): a longer phrase names something else.
  if (words.length === 0 || words.length > 3 || !PRO_FORM.test(words.at(-1)!)) return undefined;
  // "one" said after a number is a count, not a pro-form ("two eggs, one fried" is no "one").
  return words.slice(0, -1);
}

/**
 * "X, the <adjective> kind", "X, the big one", "X (the 12 ounce one)": the qualifier says the
 * size, weight or variant of the food before it and is never a food of its own. Its words go in
 * front of the food's ("sugary cereal"), its amount becomes the food's when the food had none said.
 */
export function qualifiersOfTheFoodBefore(items: readonly MealItem[]): readonly MealItem[] {
  if (!items.some((item) => PRO_FORM.test(item.foodText.trim().split(/\s+/).at(-1) ?? ''))) return items;
  const out: MealItem[] = [];
  for (const item of items) {
    const before = out.at(-1);
    const words = before && QUALIFYING_LINKS.has(item.link) ? qualifierWords(item) : undefined;
    if (!before || words === undefined) {
      out.push(item);
      continue;
    }
    const foodText = words.length > 0 ? `${words.join(' ')} ${before.foodText}` : before.foodText;
    // An amount said with the food stands ("two muffins, the big kind" are two large muffins).
    const saidBefore = before.amount?.explicit === true || before.amount?.unit !== undefined;
    let amount = before.amount;
    if (item.amount && !saidBefore) {
      amount = item.amount.unit !== undefined || item.amount.explicit ? item.amount : { ...(before.amount ?? { count: 1, explicit: false }), ...sizeOf(item) };
    } else if (item.amount && before.amount && item.amount.size !== undefined && before.amount.size === undefined) {
      amount = { ...before.amount, ...sizeOf(item) };
    }
    const merged: MealItem = { ...before, foodText, text: `${before.text}, ${item.text}`, span: { start: before.span.start, end: item.span.end } };
    if (amount !== undefined) {
      merged.amount = amount;
      merged.quantity = amount.count;
      if (amount.unit !== undefined) merged.unit = amount.unit.name;
      if (amount.size !== undefined) merged.size = amount.size;
    }
    out[out.length - 1] = merged;
  }
  return out;
}

/** The size words of an item's amount, to lay over another amount. */
function sizeOf(item: MealItem): { size?: NonNullable<MealItem['amount']>['size']; band?: NonNullable<MealItem['amount']>['band'] } {
  const amount = item.amount;
  if (!amount) return {};
  const out: { size?: NonNullable<MealItem['amount']>['size']; band?: NonNullable<MealItem['amount']>['band'] } = {};
  if (amount.size !== undefined) out.size = amount.size;
  if (amount.band !== undefined) out.band = amount.band;
  return out;
}

/**
 * Vessels and servings a food comes in ("a large bowl", "a plate", "a box"): their names are units
 * (foods/units.ts), and the food is what fills them. USDA names a few foods with them ("Burrito
 * bowl", "Beef, plate, …"), but there the word stands after the food's own head or as a cut of it.
 */
const VESSELS: ReadonlySet<string> = new Set([...SERVING_VESSELS, ...PACKS, 'serving']);

/**
 * Is the word only where or when a food was eaten: a vessel or serving ("bowl", "plate", "tray")
 * or a meal of the day ("breakfast", "lunch")? Such a word, left alone once the words around it
 * are set aside as not understood ("keto breakfast", "cookout plate", "pho ga large bowl"), says
 * nothing about which food: a food found by it alone is the vessel's or the meal's namesake
 * ("Breakfast pastry", "Beef, plate", "Burrito bowl"), never what was eaten.
 */
export function onlyServesFood(word: string): boolean {
  if (MEALS_OF_DAY.has(word)) return true;
  const unit = matchUnit([word], 0, false)?.unit.name;
  return unit !== undefined && VESSELS.has(unit);
}

/** "X in Y", "X from the Y", "X at the Y": X is the food, Y where it was packed, bought or eaten. */
const WHERE = /\s+(?:in|from|at)\s+/;

/**
 * "holiday in valencia", "a smoothie from the juice bar": the head of a phrase stands before its
 * "in"/"from"/"at", and a food whose name carries none of those words, only words after it
 * ("Peanuts, valencia", "Frozen fruit juice bar"), is the place's namesake, not what was eaten.
 * The words before (with food words among them) and after, or undefined when the phrase has no such link.
 */
export function headAndWhere(text: string): { head: string[]; where: string[] } | undefined {
  const at = WHERE.exec(text);
  if (!at) return undefined;
  // Only a noun straight before the link is the head: after a verb ("made from swordfish",
  // "prepared in soy sauce", "cut from the rib") the words after it are what the food is.
  const before = text.slice(0, at.index).trim().split(/\s+/).at(-1) ?? '';
  if (DESCRIPTORS.has(before) || MADE.test(before) || /(?:ed|ly|ing)$/.test(before)) return undefined;
  const head = foodWords(text.slice(0, at.index)).filter((w) => !DESCRIPTORS.has(w) && !/(?:ed|ly)$/.test(w));
  const where = foodWords(text.slice(at.index + at[0].length));
  return head.includes(before) && where.length > 0 ? { head, where } : undefined;
}
/** Participles of making and getting a food that do not end in "-ed". */
const MADE = /^(?:made|cut|done|ground|grown|bought|brought|taken|kept|left|got|gotten|all|one|some)$/;
