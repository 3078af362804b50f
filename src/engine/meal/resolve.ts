import { defaultPortion, type Food } from '../foods/index.js';
import type { FoodIndex } from '../foods/food-index.js';
import { matchFood, negatedIn } from './match.js';
import { accompanimentGrams, itemGrams, type Host } from './portion.js';
import type { MealItem } from './parse.js';

const SALAD = /\bsalads?\b/i;
/** "carrot sticks", "celery sticks": vegetables cut into sticks are eaten raw, like salad vegetables. */
const RAW_CUT = /\bsticks\b/i;
/** Words that say how a food was prepared: then the text, not the salad, decides. */
const METHOD = /\b(raw|cooked|boiled|steamed|fried|roasted|grilled|baked|sauteed|sautéed|canned|frozen|pickled|stewed|braised|mashed|dried)\b/i;

/** One food of the meal, matched and weighed. */
export interface ResolvedItem {
  item: MealItem;
  food: Food;
  /** Grams of the food for everything the item describes (all servings). */
  grams: number;
  /** How the grams were found ("1 cup = 135 g (FNDDS portion)"). */
  basis: string;
  estimated: boolean;
  /** Set for what an "extra X" modifier added. */
  extraOf?: MealItem;
  /** "without X" that the chosen food does not show: said in the ingredient name. */
  notes: string[];
}

export interface Resolution {
  found: ResolvedItem[];
  /** Items no food in the database fairly matches: named in the result, never dropped silently. */
  unmatched: MealItem[];
}

/**
 * Matches every item to a food and weighs it. "with X" items are sized against the food they
 * ride on; "extra X" adds an accompaniment-sized portion of X; "no X"/"without X" prefer a
 * variant that says so (see match.ts) and are otherwise noted, never guessed away.
 */
export function resolveItems(ctx: FoodIndex, items: readonly MealItem[]): Resolution {
  const found: ResolvedItem[] = [];
  const unmatched: MealItem[] = [];
  let host: Host | undefined;
  // "a salad with carrots and tomatoes": vegetables in a salad are raw, whatever USDA's usual form is.
  const salad = items.some((i) => SALAD.test(i.foodText));
  for (const item of items) {
    const measured = item.amount?.unit !== undefined && item.amount.unit.kind !== 'household';
    const fraction = item.amount !== undefined && item.amount.unit === undefined && item.amount.count < 1;
    const options = { modifiers: item.modifiers, needsPortion: !measured, wantsWhole: fraction };
    let match = matchFood(ctx, item.foodText, options);
    if (match && (salad || RAW_CUT.test(item.foodText)) && !SALAD.test(item.foodText) && !METHOD.test(item.foodText) && /\bcooked\b/i.test(match.food.name)) {
      const raw = matchFood(ctx, `raw ${item.foodText}`, options);
      if (raw && /\braw\b/i.test(raw.food.name)) match = raw;
    }
    if (!match) {
      unmatched.push(item);
      continue;
    }
    const rider = item.link === 'with' ? host : undefined;
    const portion = itemGrams(ctx, item, match.food, rider);
    const notes = item.modifiers
      .filter((m) => m.kind === 'without' && !negatedIn(match.food.name, m.text))
      .map((m) => `without ${m.text}`);
    const resolved: ResolvedItem = { item, food: match.food, grams: portion.grams, basis: portion.basis, estimated: portion.estimated, notes };
    found.push(resolved);
    if (item.link !== 'with' || !host) host = { food: match.food, grams: portion.grams, item };

    for (const modifier of item.modifiers) {
      if (modifier.kind !== 'extra') continue;
      const extra = matchFood(ctx, modifier.text);
      if (!extra) {
        unmatched.push({ ...item, foodText: `extra ${modifier.text}`, text: `extra ${modifier.text}`, modifiers: [], link: 'with' });
        continue;
      }
      const side = accompanimentGrams(ctx, extra.food, { food: match.food, grams: portion.grams, item }) ?? defaultPortion(ctx.foods, extra.food);
      found.push({
        item: { ...item, foodText: modifier.text, modifiers: [], link: 'with' },
        food: extra.food,
        grams: side.grams,
        basis: side.basis,
        estimated: side.estimated,
        extraOf: item,
        notes: [],
      });
    }
  }
  return { found, unmatched };
}
