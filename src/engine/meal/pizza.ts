import type { Food } from '../foods/index.js';
import type { FoodIndex } from '../foods/food-index.js';
import { derivedPerOwner } from '../cache/memo.js';
import type { MealItem } from './parse.js';

/*
 * A pizza named by toppings said as more than the usual ("a pizza with cheese and extra
 * vegetables", "a thin crust pizza with extra meat", "a pizza topped with ham and pineapple"):
 * FNDDS weighs each as one food of its pizza family, "Pizza[, | with] <toppings>, <crust> crust"
 * ("Pizza with cheese and extra vegetables, thick crust", "Pizza with meat and fruit, thin crust").
 * Read part by part, the "extra vegetables" were a side of mixed vegetables beside a cheese pizza,
 * and the fruit a dessert topping. The family is read from FNDDS's own names, so every topping
 * combination and crust it has is covered. Only toppings said as extra, fruit, beans or no cheese
 * are read here: plain cheese, pepperoni and meat pizzas also differ by where they came from
 * (restaurant, frozen, school lunch), which the matcher reads.
 */
type Topping = 'meat' | 'pepperoni' | 'vegetables' | 'fruit' | 'beans' | 'extra meat' | 'extra vegetables' | 'extra cheese' | 'no cheese';

interface Pizza {
  food: Food;
  /** Its toppings besides the cheese every pizza of the family has. */
  toppings: ReadonlySet<Topping>;
  crust: string;
}

const NAME = /^Pizza(?:,\s*|\s+with\s+)(.+?),\s+(?:from [^,]+,\s+)?(thin|medium|thick|NS as to type of) crust$/;
/** The family rows these toppings pick; the others are the matcher's. */
const READ_HERE: readonly Topping[] = ['fruit', 'beans', 'extra meat', 'extra vegetables', 'extra cheese', 'no cheese'];

/** FNDDS's topping words ("cheese and extra vegetables", "with meat other than pepperoni"). */
function toppingsOfName(text: string): Set<Topping> {
  const out = new Set<Topping>();
  const rest = text.replace(/\bmeat other than pepperoni\b/, 'meat');
  for (const m of rest.matchAll(/\b(extra |no )?(meat|pepperoni|vegetables|fruit|beans|cheese)\b/g)) {
    const topping = `${m[1] ?? ''}${m[2]}`.trim();
    if (topping !== 'cheese') out.add(topping as Topping);
  }
  return out;
}

const family = derivedPerOwner((ctx: FoodIndex): Pizza[] => {
  const out: Pizza[] = [];
  for (const food of ctx.foods.foods()) {
    if (food.source !== 'fndds') continue;
    const m = NAME.exec(food.name.replace(/\s+/g, ' '));
    if (m) out.push({ food, toppings: toppingsOfName(m[1]!.toLowerCase()), crust: m[2]! });
  }
  return out;
});

/** The words a person says for each of FNDDS's toppings. */
const SAID: ReadonlyArray<readonly [RegExp, 'meat' | 'pepperoni' | 'vegetables' | 'fruit' | 'beans' | 'cheese']> = [
  [/^(meats?|sausages?|ham|bacon|beef|hamburger|chicken|salami|meatballs?)$/, 'meat'],
  [/^pepperonis?$/, 'pepperoni'],
  [/^(vegetables?|veggies?|veg|mushrooms?|peppers?|onions?|olives?|spinach)$/, 'vegetables'],
  [/^(fruits?|pineapples?)$/, 'fruit'],
  [/^beans?$/, 'beans'],
  [/^(cheeses?|mozzarella)$/, 'cheese'],
];
const MORE = /^(extra|additional|double|more|lots|loaded)$/;
/** The other words a pizza's name is made of. */
const FAMILY_WORDS = /^(pizzas?|pies?|with|and|on|a|an|the|of|topped|toppings?|crust|thin|thick|medium|regular|pan|deep|dish|style|hand|tossed|extra|additional|double|more|no|plus)$/;
/** What a person calls each crust. */
const CRUSTS: ReadonlyArray<readonly [RegExp, string]> = [
  [/\bthin\b/, 'thin'],
  [/\b(thick|pan|deep dish|deep-dish)\b/, 'thick'],
  [/\b(medium|regular|hand tossed|hand-tossed)\b/, 'medium'],
];
/** A crust not said: the family's "not specified" row, else the usual medium one, else thin (as the matcher chose before). */
const CRUST_ORDER = ['NS as to type of', 'medium', 'thin', 'thick'];

const PIZZA = /pizza/i;
/** FNDDS's pizza the item names, when its toppings are said as one of this family's rows (undefined otherwise). */
export function pizzaOf(ctx: FoodIndex, item: Pick<MealItem, 'foodText' | 'modifiers'>): Food | undefined {
  // Asked of every item of every meal: a text without "pizza" is left before it is split.
  if (!PIZZA.test(item.foodText)) return undefined;
  const lower = item.foodText.toLowerCase();
  const words = lower.split(/[^a-z]+/).filter(Boolean);
  if (!words.some((w) => /^pizzas?$/.test(w))) return undefined;
  const said = new Set<Topping>();
  let cheese = false;
  const read = (word: string, extra: boolean, none: boolean): boolean => {
    const kind = SAID.find(([re]) => re.test(word))?.[1];
    if (kind === undefined) return false;
    if (kind === 'cheese') {
      if (none) said.add('no cheese');
      else if (extra) said.add('extra cheese');
      else cheese = true;
    } else if (!none) {
      said.add(extra && (kind === 'meat' || kind === 'pepperoni') ? 'extra meat' : extra && kind === 'vegetables' ? 'extra vegetables' : kind);
    }
    return true;
  };
  for (let k = 0; k < words.length; k++) {
    const word = words[k]!;
    if (read(word, MORE.test(words[k - 1] ?? ''), words[k - 1] === 'no')) continue;
    if (!FAMILY_WORDS.test(word)) return undefined;
  }
  // "extra vegetables", "no cheese": the parser keeps them as modifiers of the pizza.
  for (const modifier of item.modifiers) {
    const modWords = modifier.text.toLowerCase().split(/[^a-z]+/).filter(Boolean);
    if (modWords.length !== 1 || !read(modWords[0]!, modifier.kind === 'extra', modifier.kind === 'without')) return undefined;
  }
  // Pepperoni said beside more meat is the meat ("extra meat" rows carry it).
  if (said.has('extra meat')) said.delete('pepperoni'), said.delete('meat');
  if (said.has('extra vegetables')) said.delete('vegetables');
  if (said.has('pepperoni') && said.has('meat')) said.delete('pepperoni');
  if (said.has('no cheese') && cheese) return undefined;
  if (![...said].some((t) => READ_HERE.includes(t))) return undefined;
  const rows = family(ctx).filter((p) => p.toppings.size === said.size && [...said].every((t) => p.toppings.has(t) || (t === 'pepperoni' && p.toppings.has('meat'))));
  const crust = CRUSTS.find(([re]) => re.test(lower))?.[1];
  const order = crust ? [crust] : CRUST_ORDER;
  for (const c of order) {
    const row = rows.find((p) => p.crust === c);
    if (row) return row.food;
  }
  return undefined;
}
