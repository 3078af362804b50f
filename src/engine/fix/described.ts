import { scaleNutrients } from '../nutrients.js';
import { mealName, servingsOf } from '../meal/assemble.js';
import { amountText, formatCount } from '../meal/portion.js';
import type { Resolution } from '../meal/resolve.js';
import { sum, type FixPart } from './parts.js';

/*
 * What the database finds for words a correction brings in ("brown rice", "a side salad", "100 g
 * oat milk"): describeMeal's resolved parts (food, grams) taken as they are, so a part's grams,
 * food and category come from the match itself, not read back out of a result's display names.
 */

/** The parts the words describe, for everything they describe (all servings together). */
export interface Described {
  /** What describeMeal would call the food ("2 scrambled eggs"): the name of a whole replacement. */
  name: string;
  /** How many servings the words describe (as describeMeal counts them). */
  servings: number;
  parts: FixPart[];
  /** Total grams, when every part's weight is known. */
  grams: number | undefined;
}

export function describedParts({ found, unmatched }: Resolution): Described {
  const servings = servingsOf(found);
  const parts = found.map((resolved): FixPart => {
    const { item, food, grams } = resolved;
    // The words a part's name shows beside its grams, as describeMeal's result shows them.
    const count = resolved.extraOf ? 'extra'
      : servings > 1 ? formatCount(servings)
      : item.amount?.unit?.kind === 'mass' ? undefined : amountText(item);
    return {
      base: food.name,
      detail: [...(count ? [count] : []), ...resolved.notes],
      notes: [],
      // USDA energy already counts alcohol at about 7 kcal/g; carbs here are without ethanol.
      nutrients: scaleNutrients(food.per100g, grams),
      isAdded: false,
      category: food.category,
      grams,
    };
  });
  const grams = parts.every((p) => p.grams !== undefined) ? sum(parts.map((p) => p.grams!)) : undefined;
  return { name: mealName(found, unmatched, servings), servings, parts, grams };
}
