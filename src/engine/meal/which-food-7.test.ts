/**
 * Which food (issue 23, session 15, mealrank4), with sentences written for these tests
 * (NutriBench's own text never enters the repository): a sandwich the words never say
 * (rank.ts sandwichUnsaid, a fitted weight); "plus" in a product's name (parse.ts, match.ts namesPlus).
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

describe('a hot dog the words put on no bun is the frankfurter (rank.ts sandwichUnsaid)', () => {
  it('"a hot dog of poultry and meat" is the frankfurter; "a beef hot dog in a white bun" the sandwich', async () => {
    expect(names(await describeMeal('a hot dog of poultry and meat'))[0]).not.toMatch(/sandwich|bun/i);
    expect(names(await describeMeal('a beef hot dog in a white bun'))[0]).toMatch(/sandwich/i);
  });
});

describe('"plus" in a product\'s name is no second food (parse.ts, match.ts joinTest namesPlus)', () => {
  it('a "plus" with nothing after it ends the name: "a bottle of boost plus" is Boost Plus', async () => {
    const parts = names(await describeMeal('a bottle of boost plus'));
    expect(parts).toHaveLength(1);
    expect(parts[0]).toMatch(/boost plus/i);
  });

  it('"<word> plus <word>" that USDA names as said is one food; "eggs plus toast" stays two', async () => {
    const parts = names(await describeMeal('a bowl of flax plus flakes'));
    expect(parts).toHaveLength(1);
    expect(parts[0]).toMatch(/flax plus flakes/i);
    expect(names(await describeMeal('eggs plus toast'))).toHaveLength(2);
  });
});
