import type { Food } from '../foods/index.js';
import type { FoodIndex } from '../foods/food-index.js';
import { SPOONED_IN_A_BOWL } from '../foods/portions.js';
import type { MealItem } from '../meal/parse.js';

/**
 * What a dish these languages name is served as, where English's typical amount is not what a
 * person in Madrid or Munich means (docs/languages.md, Sessions 12 and 13). Each answer is FNDDS's
 * own "1 cup" portion, or a plate of two of them; English (meal/**) keeps its own defaults.
 */
export interface Serving {
  grams: number;
  basis: string;
  estimated: boolean;
  /** What a food poured over it is sized on, when not these grams (muesli: the bowl the milk fills). */
  hostGrams?: number;
}

/** An amount that is an article alone ("un", "ein"): one, no number, unit or size written. */
export function articleOnly(amount: MealItem['amount']): boolean {
  return amount !== undefined && amount.count === 1 && !amount.explicit && amount.unit === undefined && amount.size === undefined;
}

/** FNDDS's own cup of the food ("1 cup", or "1 cup, cooked" of pasta and rice), when it has one. */
function fnddsCup(ctx: FoodIndex, food: Food) {
  return ctx.foods.portions(food.id).find((p) => p.description === '1 cup, cooked' || p.description === '1 cup');
}

/**
 * Foods served by the cup with no amount said ("pollo con arroz", "Hähnchen mit Reis", "Bratwurst mit
 * Kartoffelpüree", "ensalada de pasta", "ein Obstsalat"): cooked rice, a mash, pasta salad and fruit salad
 * are FNDDS's "1 cup" (rice 163 g, mash 250 g, pasta salad 204 g), the plate's portion, not its "Quantity
 * not specified" (122, 125, 136 g). The held-back meals, counted only, agree (rice: es, fr, de, nl one
 * more within 7.5 g each, pt two; the other three: es one more, fr two, de two). English keeps the
 * typical amount (meal/**, not this reader's; see docs/languages.md). Pan-fried potatoes ("Bratkartoffeln",
 * "pommes sautées", FNDDS home fries) are a plate's side the same way (1 cup 200 g; typical 100 g). An
 * article alone ("ein Obstsalat", "une purée") says one serving, not one of FNDDS's pieces, so it takes
 * the cup too (`articleOnly`).
 */
const BY_THE_CUP = /^(Rice, .*cooked|Potato, mashed|Potato, home fries|Macaroni or pasta salad|Fruit salad)/;
export function cupPortion(ctx: FoodIndex, food: Food): Serving | undefined {
  if (!BY_THE_CUP.test(food.name)) return undefined;
  const cup = fnddsCup(ctx, food);
  return cup ? { grams: cup.grams, basis: `${cup.description} = ${cup.grams} g (FNDDS portion)`, estimated: false } : undefined;
}

/** The table's plate, in cups: what "un plato de", "ein Teller", "une assiette" of a food measured by the cup holds. */
const PLATE_CUPS = 2;

function plateOfCups(ctx: FoodIndex, food: Food, count: number, why: string): Serving | undefined {
  const cup = fnddsCup(ctx, food);
  if (!cup) return undefined;
  return { grams: count * PLATE_CUPS * cup.grams, basis: `${count === 1 ? 'a plate' : `${count} plates`} taken as ${PLATE_CUPS} cups (${why}); ${cup.description} = ${cup.grams} g (FNDDS portion)`, estimated: true };
}

/**
 * A pasta dish named as the meal's own item with no amount ("Nudeln mit Pesto", "pasta al sugo",
 * "des pâtes à la bolognaise", "tortellini alla panna"): in these languages it is the plate's main course,
 * a plate of it as "un plato de espaguetis" is (2 cups), not FNDDS's typical cup or half cup of a side.
 * A baked pasta FNDDS weighs by the surface inch (lasagne) is cut in pieces and keeps its piece; after
 * "with" it is a side and keeps the side's weight.
 */
const PLATE_DISH = /^Pasta mixed dishes/;
/** Plain pasta and noodles; the category's other cooked grains (couscous, quinoa, bulgur) are sides. */
const PLAIN_PASTA = /^(Pasta|Noodles)\b/;
const plateDish = (food: Food) => PLATE_DISH.test(food.category) || (food.category === 'Pasta, noodles, cooked grains' && PLAIN_PASTA.test(food.name));
export function mainDishPlate(ctx: FoodIndex, meal: MealItem, food: Food): Serving | undefined {
  if (meal.link === 'with' || !plateDish(food)) return undefined;
  if (ctx.foods.portions(food.id).some((p) => /surface inch/.test(p.description))) return undefined;
  return plateOfCups(ctx, food, 1, 'a pasta dish named alone is a plateful');
}

/**
 * "un plato de sopa", "ein Teller Linsensuppe", "une assiette de soupe": a soup plate served as the meal
 * holds what the table's plate holds (2 cups), not the 1½ cups of English's bowl-sized soup plate
 * (foods/portions.ts). A size said ("un plato pequeño") is left to the shared reading.
 */
export function soupPlate(ctx: FoodIndex, meal: MealItem, food: Food): Serving | undefined {
  const amount = meal.amount;
  if (amount?.unit?.name !== 'plate' || amount.size !== undefined || !SPOONED_IN_A_BOWL.test(food.name)) return undefined;
  return plateOfCups(ctx, food, amount.count, 'a soup plate served as the meal');
}

/**
 * A soup named as its own item with no amount or an article alone ("cena: sopa de verduras", "une soupe à
 * l'oignon", "eine Kartoffelsuppe und ein Brötchen") is a bowl of it, the shared bowl's 1½ cups (units.ts
 * `CONTAINER_ML.bowl`), as "un bol de soupe" is: FNDDS's typical amount, one cup, is a starter's or a side's.
 * After "with" it is a side and keeps that cup; a plate said is `soupPlate`'s two cups. English keeps its own.
 */
const SOUP = /\bsoup\b/i;
export function soupBowl(ctx: FoodIndex, meal: MealItem, food: Food): Serving | undefined {
  if (meal.link === 'with' || !SOUP.test(food.name)) return undefined;
  const cup = fnddsCup(ctx, food);
  return cup ? { grams: BOWL_CUPS * cup.grams, basis: `a soup named alone taken as a bowl of ${BOWL_CUPS} cups; ${cup.description} = ${cup.grams} g (FNDDS portion)`, estimated: true } : undefined;
}

/** The shared bowl, in cups (foods/units.ts: a bowl holds 1½ cups). */
const BOWL_CUPS = 1.5;

/**
 * Muesli and rolled oats ("eine Schüssel Müsli", "un bol de muesli", "Müsli mit Joghurt", "Haferflocken mit
 * Milch", "copos de avena con leche", "un bol de flocons d'avoine"): dry cereals a person pours into a bowl.
 * The lexicon weighs muesli as FNDDS's granola (FNDDS 2021–2023 has no muesli; the two are alike per gram)
 * and rolled oats as "Oats, raw", whose typical amount (10 g) is an ingredient's, not a breakfast's. Muesli
 * packs give 45–60 g a serving and oat packs 40 g (half a cup), not granola's typical cup (110 g), the
 * oats' 10 g or the shared bowl of 1½ cups (165 g, 120 g). So with no amount, an article alone or a bowl
 * ("zwei Schüsseln") each is half FNDDS's cup per bowl; grams, cups and spoons said keep their own weight.
 * Milk poured on it still fills the bowl: it is sized as on the shared bowl of 1½ cups, as it was.
 */
const POURED_DRY = /^(Cereal, granola|Oats, raw)$/;
const POURED_CUPS = 0.5;
export function pouredBowl(ctx: FoodIndex, meal: MealItem, food: Food): Serving | undefined {
  if (!POURED_DRY.test(food.name)) return undefined;
  const amount = meal.amount;
  const bowls = !amount || articleOnly(amount) ? 1 : amount.unit?.name === 'bowl' && amount.size === undefined ? amount.count : undefined;
  const cup = bowls === undefined ? undefined : fnddsCup(ctx, food);
  if (!cup || bowls === undefined) return undefined;
  return { grams: bowls * POURED_CUPS * cup.grams, basis: `${bowls === 1 ? 'a bowl' : `${bowls} bowls`} of a dry cereal taken as ${POURED_CUPS} cup each; ${cup.description} = ${cup.grams} g (FNDDS portion)`, estimated: true, hostGrams: bowls * BOWL_CUPS * cup.grams };
}
