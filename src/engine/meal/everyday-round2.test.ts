/**
 * Issue 23's unseen everyday classes, second round: a snack-size cup is the container it is sold
 * in, and a pair whose USDA dish says one part is cut down ("reduced sugar") is two foods.
 * Phrases of our own.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { createEngine, type Engine } from '../index.js';

let engine: Engine;
beforeAll(async () => {
  engine = await createEngine();
});
const describeMeal = (text: string) => engine.api.describeMeal(text);

describe('a snack-size cup is the container, not a measuring cup', () => {
  it('"a snack-size cup of applesauce" is FNDDS\'s snack size container', async () => {
    const result = await describeMeal('a snack-size cup of applesauce');
    expect(result.ingredients[0]!.name).toMatch(/^Applesauce.*113 g/);
  });

  it('a cup without the band is still a measuring cup', async () => {
    const result = await describeMeal('a cup of applesauce');
    expect(result.ingredients[0]!.name).toMatch(/^Applesauce.*250 g/);
  });

  it('a band that is no container keeps the cup ("a cup of bite-size crackers")', async () => {
    const result = await describeMeal('a cup of bite-size butter crackers');
    expect(result.ingredients[0]!.name).not.toMatch(/\b1 g\b/);
  });
});

describe('a dish that says a part is cut down does not join the parts', () => {
  it.each(['coffee with milk and sugar', 'a mug of coffee with milk and sugar'])('"%s" is coffee, milk and sugar', async (text) => {
    const names = (await describeMeal(text)).ingredients.map((i) => i.name);
    expect(names.some((n) => /^Chocolate milk/.test(n))).toBe(false);
    expect(names.some((n) => /^Sugar/.test(n))).toBe(true);
  });

  it('"chocolate milk" is still the chocolate milk', async () => {
    const result = await describeMeal('chocolate milk');
    expect(result.ingredients[0]!.name).toMatch(/^Chocolate milk/);
  });
});

describe('a sports drink named by its brand is FNDDS\'s food of that brand', () => {
  it.each([
    ['a bottle of powerade', /\(Powerade\)/],
    ['a gatorade', /\(Gatorade/],
  ])('"%s"', async (text, food) => {
    const result = await describeMeal(text);
    expect(result.ingredients[0]!.name).toMatch(food);
  });
});
