import { derivedPerOwner } from '../cache/memo.js';
import { stem, type Food } from '../foods/index.js';
import type { FoodIndex } from '../foods/food-index.js';
import type { MealItem } from './parse.js';

/** SR's restaurant dishes: "Restaurant, Chinese, general tso's chicken" (cuisine, then the dish). */
const RESTAURANT = /^Restaurant, ([^,]+), ([^,]+)/;
/** Words of a dish's name that say nothing the person must have said. */
const NOT_SAID = new Set(['and', 'with', 'or', 'assorted', 's']);
/** The words that say the food came from a restaurant of that cuisine. */
const FROM_A_RESTAURANT = /\b(restaurant|eatery|takeout|take-out|takeaway|buffet|place|order(?:ed)?)\b/;

interface RestaurantDish {
  food: Food;
  cuisine: string[];
  dish: string[];
}

/** "veggies", "veg": what a person says for a dish's vegetables. */
const SAID_AS = new Map([['veggie', 'vegetable'], ['veggies', 'vegetables'], ['veg', 'vegetables']]);
const words = (text: string) => text.toLowerCase().split(/[^a-z]+/).filter((w) => w.length > 0 && !NOT_SAID.has(w)).map((w) => stem(SAID_AS.get(w) ?? w));

const restaurantDishes = derivedPerOwner((ctx: FoodIndex): RestaurantDish[] => {
  const dishes: RestaurantDish[] = [];
  for (const food of ctx.foods.foods()) {
    const m = RESTAURANT.exec(food.name);
    if (m) dishes.push({ food, cuisine: words(m[1]!), dish: words(m[2]!.replace(/\bwithout .*$/, '')) });
  }
  return dishes;
});

/**
 * A Chinese restaurant's order of General Tso's chicken: SR weighs the restaurant's own
 * dish and its order ("1 order" = 535 g), where FNDDS's General Tso chicken is a 110 g home
 * portion, a quarter of it. Only when the cuisine and a restaurant word are said, the item has
 * no measure of its own, and every word of the dish's name is said; the dish naming most words.
 * The place may be said once for the whole meal ("kung pao chicken and an egg roll from a
 * Chinese restaurant"), and the parser cuts it from the items: the cuisine and the restaurant
 * word are looked for in the meal's text (`meal`), the dish's words in the item's own.
 */
export function restaurantDish(ctx: FoodIndex, item: MealItem, meal = item.text): Food | undefined {
  const unit = item.amount?.unit?.name;
  if (unit !== undefined && unit !== 'serving') return undefined;
  const place = `${item.text} ${meal}`.toLowerCase();
  if (!FROM_A_RESTAURANT.test(place)) return undefined;
  const where = new Set(words(place));
  const said = new Set(words(item.text));
  let best: RestaurantDish | undefined;
  for (const dish of restaurantDishes(ctx)) {
    if (!dish.cuisine.every((w) => where.has(w)) || !dish.dish.every((w) => said.has(w))) continue;
    if (!best || dish.dish.length > best.dish.length) best = dish;
  }
  return best?.food;
}
