import { derivedPerOwner } from '../cache/memo.js';
import type { Food } from '../foods/index.js';
import type { FoodIndex } from '../foods/food-index.js';

/** A size in inches inside a USDA name: 'PIZZA HUT 12" Pepperoni Pizza, Pan Crust'. */
const NAMED_INCHES = /\b(\d{1,2})"/;

/**
 * The foods USDA sells in several sizes, by their name with the size taken out, then by the size:
 * 'PIZZA HUT #" Pepperoni Pizza, Pan Crust' → 12 and 14. Worked out once per database, and only
 * when a size in inches is said.
 */
const bySize = derivedPerOwner((ctx: FoodIndex) => {
  const shapes = new Map<string, Map<number, Food>>();
  for (const food of ctx.foods.foods()) {
    const m = NAMED_INCHES.exec(food.name);
    if (!m) continue;
    const shape = food.name.replace(NAMED_INCHES, '#"');
    let sizes = shapes.get(shape);
    if (!sizes) shapes.set(shape, (sizes = new Map()));
    sizes.set(Number(m[1]), food);
  }
  return shapes;
});

/**
 * "a 14-inch pepperoni pizza from Pizza Hut": the parse reads the inches as the item's size, so
 * the search never sees them and answers whichever size of the chain's pizza scores first (the
 * 12" one, 100 g lighter). The size said picks the sibling USDA weighs at that size; undefined
 * when the food carries no size or has no sibling of the size said.
 */
export function saidInchesSibling(ctx: FoodIndex, inches: number | undefined, food: Food): Food | undefined {
  if (inches === undefined) return undefined;
  const m = NAMED_INCHES.exec(food.name);
  if (!m || Number(m[1]) === inches) return undefined;
  return bySize(ctx).get(food.name.replace(NAMED_INCHES, '#"'))?.get(inches);
}
