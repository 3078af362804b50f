/**
 * A count said again after the food with a word for its kind (session 20): "oreos, 4 cookies",
 * "an entire sleeve of ritz, 16 crackers", "doritos, 1 bag chips", "swedish meatballs with gravy,
 * 8 meatballs". The count is that food's; read as a food of its own, the kind word had added a
 * second, generic food ("Cookie, NFS" beside the Oreo: 749 kcal for four Oreos).
 */
import { stem } from '../foods/index.js';
import type { FoodIndex } from '../foods/food-index.js';
import { matchFood } from './match.js';
import { isDrink } from './portion.js';

/** Kind words any drink is ("a latte, 16 oz drink"): no drink's name says them. */
const DRINK_KINDS = new Set(['drink', 'drinks', 'beverage', 'beverages']);

/** Is `kind` ("cookies") the kind of food `food` ("oreos") is? */
export type KindTest = (food: string, kind: string) => boolean;

const wordsOf = (text: string) => text.toLowerCase().split(/[^a-z]+/).filter((w) => w.length > 0);

/**
 * The food names its kind by its own head word: "fried plantains" … "one whole plantain",
 * "swedish meatballs" … "8 meatballs". Said by the person, so no database is asked.
 */
export function headNamesKind(food: readonly string[], kind: string): boolean {
  const head = food.at(-1);
  return head !== undefined && stem(head) === stem(kind);
}

/**
 * The food the words match has the kind in its database name: Oreos are FNDDS's "Cookie,
 * chocolate sandwich", Ritz its "Crackers, butter (Ritz)", Doritos "Tortilla chips, … (Doritos)".
 * A food whose own words already hold the kind word elsewhere ("cookie dough ice cream") is
 * not asked: the word there names a part, so the name would say nothing about its kind.
 */
export function kindTest(ctx: FoodIndex): KindTest {
  return (food, kind) => {
    const wanted = stem(kind);
    if (wordsOf(food).some((w) => stem(w) === wanted)) return false;
    const found = matchFood(ctx, food)?.food;
    if (found === undefined) return false;
    if (DRINK_KINDS.has(kind)) return isDrink(found);
    return wordsOf(found.name).some((w) => stem(w) === wanted);
  };
}
