/**
 * Session 16 (issue 23, "Portions from FNDDS, the right unit"): conventions settled per class of
 * food from USDA's own portions — the milk on a cereal counted by the cups of cereal, produce by
 * the head or the bunch. Phrases written for these tests; expected weights are read from the
 * foods' own USDA portions.
 */
import { describe, expect, it } from 'vitest';
import { gramsOf, portionNamed, useEngineWithFoods } from './food-portions.test-helper.js';

const ctx = useEngineWithFoods();
const describeMeal = (text: string) => ctx.engine.api.describeMeal(text);
const usda = (food: string, description: string) => portionNamed(ctx, food, description);
const part = async (text: string, name: RegExp) => {
  const found = (await describeMeal(text)).ingredients.find((i) => name.test(i.name));
  expect(found, `${text}: an ingredient like ${name}`).toBeDefined();
  return found!.name;
};

describe('the milk on a cereal is counted by the cups of cereal, at the cereal\'s own cup', () => {
  const MILK_PER_CUP = () => usda('Milk, NFS', 'Guideline amount per cup of hot cereal');

  it('a bowl of a cereal USDA weighs by ¾ cup takes the same milk as one it weighs by the cup', async () => {
    const flakes = gramsOf(await part('a bowl of frosted flakes with milk', /^Milk/));
    const rings = gramsOf(await part('a bowl of cheerios with milk', /^Milk/));
    expect(flakes).toBeCloseTo(rings, 0);
    // A bowl is 1½ cups of cereal: 1½ × FNDDS's milk per cup of cereal (was ¼ of it, the
    // cereal's grams divided by a cup of cooked cereal's 240 g).
    expect(flakes).toBeCloseTo(1.5 * MILK_PER_CUP(), 0);
  });

  it('the labelled ¾-cup serving of a cereal takes ¾ of the milk per cup', async () => {
    const milk = gramsOf(await part('frosted flakes with milk', /^Milk/));
    expect(milk).toBeCloseTo(0.75 * MILK_PER_CUP(), 0);
  });

  it('a cereal USDA weighs by the cup keeps its own cup', async () => {
    const milk = gramsOf(await part('two cups of cheerios with milk', /^Milk/));
    expect(milk).toBeCloseTo(2 * MILK_PER_CUP(), 0);
  });
});
