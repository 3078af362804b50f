import type { FoodIndex } from '../foods/food-index.js';
import { foodWords, isFoodWord } from './match.js';
import type { MealItem } from './parse.js';

/*
 * Ice cream said by its flavour and its measure (issue 23, session 21): "a double scoop of vanilla
 * in a cup", "a pint of haagen dazs vanilla", "2 scoops of chocolate". A scoop or a pint of a
 * flavour alone is ice cream as a glass of red is wine (fallback.ts); the flavour alone names no
 * food (USDA's vanilla is a pudding, a yogurt and an ice cream alike), so such text was refused.
 * The item is searched as that flavour's ice cream and shown in the person's words. A word that
 * names another food beside the flavour ("vanilla whey", "vanilla protein powder", "a pint of
 * strawberries") keeps its reading; words the tables do not know (a maker's name) are left for
 * the search to set aside.
 */

/** The measures ice cream is served or sold in. */
const SCOOPED = new Set(['scoop', 'pint']);
/** Flavours ice cream is named by, each word of a flavour's name (singular: "strawberries" are fruit). */
const FLAVOUR_WORDS = new Set(
  ('vanilla chocolate strawberry pistachio mint neapolitan caramel butterscotch fudge toffee praline rocky road butter pecan ' +
    'cookie dough cookies cream chip chocolate-chip rum raisin salted french double triple dark').split(' '),
);
/** Words that say where the scoop was put, not what it was: "in a cup", "in a cone". */
const SERVED_IN = new Set(['in', 'on', 'a', 'cup', 'cone', 'bowl', 'dish', 'waffle', 'sugar', 'and']);

/** Each item that is a flavour measured in scoops or pints, read as that flavour's ice cream. */
export function scoopedFlavours(ctx: FoodIndex, items: readonly MealItem[]): readonly MealItem[] {
  return items.map((item) => scoopedFlavour(ctx, item) ?? item);
}

function scoopedFlavour(ctx: FoodIndex, item: MealItem): MealItem | undefined {
  if (!SCOOPED.has(item.amount?.unit?.name ?? '')) return undefined;
  const words = item.foodText.split(/\s+/);
  // The flavour runs up to where the scoop was put ("vanilla in a cup").
  const servedAt = words.findIndex((w, at) => at > 0 && (w === 'in' || w === 'on'));
  const flavour = servedAt > 0 ? words.slice(0, servedAt) : words;
  if (servedAt > 0 && !words.slice(servedAt).every((w) => SERVED_IN.has(w))) return undefined;
  const known = foodWords(flavour.join(' ')).filter((w) => isFoodWord(ctx, w));
  if (known.length === 0 || !known.every((w) => FLAVOUR_WORDS.has(w))) return undefined;
  const rest = servedAt > 0 ? ` ${words.slice(servedAt).join(' ')}` : '';
  return { ...item, foodText: `${flavour.join(' ')} ice cream${rest}`, shown: item.shown ?? item.foodText };
}
