import type { Food } from '../foods/index.js';
import type { FoodIndex } from '../foods/food-index.js';
import { matchFood } from '../meal/match.js';
import type { CookingMethod, LanguagePack } from './pack.js';

/** Name segments that say how a food was cooked, or say nothing ("NFS", "NS as to type"): not what the food is. */
const COOKING = /(?<!-)\b(roasted|grilled|fried|boiled|baked|broiled|steamed|poached|rotisserie|cooked)\b/i;
const GENERAL = /^(NFS|NS as to .*)$/;
/** What the food is, its cooking and general qualifiers left out: "Potato, boiled, NFS" → "potato". */
function whatItIs(name: string): string {
  return name.split(',').map((s) => s.trim()).filter((s) => s && !GENERAL.test(s) && !COOKING.test(s)).join(', ').toLowerCase();
}

/**
 * "une pomme de terre rôtie", "merluza frita", "batatas assadas": a cooking word of the pack beside a
 * lexicon name that does not carry it is FNDDS's own food in that form, the one the English matcher
 * reads for "roasted potato" — taken only when it is the same food in another form (its name less its
 * cooking and general qualifiers is the lexicon food's: "Potato, roasted, NFS" for "Potato, boiled, NFS";
 * never "Chicken, chicken roll, roasted" for a roast chicken). `outside` says which words are not the
 * lexicon name itself ("pollo asado", "patatas fritas" are names that carry their method).
 */
export function cookedForm(ctx: FoodIndex, words: readonly string[], outside: (k: number) => boolean, pack: LanguagePack, food: Food): Food | undefined {
  const methods = new Set<CookingMethod>();
  words.forEach((w, k) => {
    const method = outside(k) ? pack.methods.get(w) : undefined;
    if (method) methods.add(method);
  });
  if (methods.size !== 1) return undefined;
  const [method] = methods as unknown as [CookingMethod];
  if (new RegExp(`\\b${method}\\b`, 'i').test(food.name)) return undefined;
  const match = matchFood(ctx, `${method} ${food.name.split(',')[0]!.toLowerCase()}`);
  if (!match || match.food.id === food.id || !new RegExp(`\\b${method}\\b`, 'i').test(match.food.name)) return undefined;
  return whatItIs(match.food.name) === whatItIs(food.name) ? match.food : undefined;
}
