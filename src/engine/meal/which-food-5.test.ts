/**
 * Which food (issue 23, session 13, mealrank2): a dish of the food the words name whole, headed by
 * a word they never say, with sentences written for these tests (NutriBench's own text never
 * enters the repository).
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { createEngine, type Engine } from '../index.js';
import type { RatedFoodResult } from '../../api/index.js';

let engine: Engine;
beforeAll(async () => {
  engine = await createEngine();
});
const describeMeal = (text: string) => engine.api.describeMeal(text);
const names = (result: RatedFoodResult) => result.ingredients.map((i) => i.name);

describe('the food the words name whole, not a dish of it nor it sweetened (match.ts withoutDishesOfSaid)', () => {
  it.each(['2 tablespoons of coconut cream', 'a spoon of coconut cream'])('"%s" is the plain coconut cream', async (text) => {
    const [name] = names(await describeMeal(text));
    expect(name).toMatch(/coconut cream/i);
    expect(name).not.toMatch(/^(Pie|Puddings)|sweetened/i);
  });

  it('said, the dish is the food: "a slice of coconut cream pie"', async () => {
    expect(names(await describeMeal('a slice of coconut cream pie'))[0]).toMatch(/^Pie, coconut cream/);
  });

  it('said, the sweet is the food: "a tablespoon of sweetened coconut cream"', async () => {
    expect(names(await describeMeal('a tablespoon of sweetened coconut cream'))[0]).toMatch(/sweetened/i);
  });
});

describe('"X crafted from Y and Z" lists what X is made from (parse.ts)', () => {
  it('"a roll made of wheat and rye flour" is one roll, no flour of its own', async () => {
    const result = await describeMeal('a roll made of wheat and rye flour');
    expect(names(result)).toHaveLength(1);
    expect(names(result)[0]).toMatch(/^Roll/);
  });
});
