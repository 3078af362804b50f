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
/** A portion of any USDA food of that exact name (FNDDS and SR may both have one: SR's weighs the head). */
const anyUsda = (food: string, description: string) => {
  const grams = ctx.db.foods().filter((f) => f.name === food).flatMap((f) => ctx.db.portions(f.id)).find((p) => p.description === description)?.grams;
  expect(grams, `${food}: ${description}`).toBeDefined();
  return grams!;
};
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

describe('produce by the head or the bunch, from USDA\'s own heads and bunches', () => {
  it('a head of a vegetable whose matched food has none is the same produce\'s head in USDA\'s other foods of it', async () => {
    const name = await part('roasted a head of cauliflower', /^Cauliflower/);
    // FNDDS's cooked cauliflower weighs no head; SR's raw ones do (a medium head, 431–588 g).
    expect(gramsOf(name)).toBeGreaterThanOrEqual(anyUsda('Cauliflower, green, raw', '1 head, medium (5-6" dia)'));
    expect(gramsOf(name)).toBeLessThanOrEqual(anyUsda('Cauliflower, raw', '1 head medium (5-6" dia.)'));
  });

  it('a size said picks that size of the head', async () => {
    const medium = gramsOf(await part('a head of cauliflower', /^Cauliflower/));
    const large = gramsOf(await part('a large head of cauliflower', /^Cauliflower/));
    expect(large).toBeGreaterThan(medium);
  });

  it('a bunch of greens is the bunch SR weighs of them', async () => {
    const name = await part('I had a bunch of spinach', /^Spinach/);
    expect(gramsOf(name)).toBe(anyUsda('Spinach, raw', '1 bunch'));
  });

  it('a bunch or a cluster of a fruit no USDA food weighs by the bunch is a cup of it, not one item', async () => {
    const cup = usda('Grapes, raw', '1 cup');
    expect(gramsOf(await part('a bunch of grapes', /^Grapes/))).toBe(cup);
    expect(gramsOf(await part('a cluster of grapes', /^Grapes/))).toBe(cup);
  });

  it('a food that weighs its own head keeps it', async () => {
    expect(gramsOf(await part('a head of iceberg lettuce', /^Lettuce/))).toBeGreaterThan(300);
  });

  it('"bunches" or "clusters" at the end of a food\'s own name is not a unit', async () => {
    const name = (await describeMeal('some peanut clusters')).ingredients[0]!.name;
    expect(gramsOf(name)).toBeLessThan(100);
  });
});

describe('beans weighed dry are the cooked beans their dry ounce yields', () => {
  it('"an ounce of dried kidney beans" is FNDDS\'s yield of a dry ounce, not an ounce of cooked beans', async () => {
    const name = await part('an ounce of dried kidney beans, cooked', /^Kidney beans/);
    expect(name).toMatch(/from dried/);
    // The matched food's own yield (70–72 g by the fat it was cooked with), over twice an ounce.
    expect(gramsOf(name)).toBeGreaterThanOrEqual(usda('Kidney beans, from dried, no added fat', '1 oz dry, yield after cooking'));
    expect(gramsOf(name)).toBeLessThanOrEqual(usda('Kidney beans, from dried, fat added', '1 oz dry, yield after cooking'));
  });

  it('a food that is itself dried keeps the weight said', async () => {
    expect(gramsOf(await part('two ounces of dried apricots', /^Apricot/))).toBeCloseTo(56.7, 0);
  });
});
