/**
 * Which food (issue 23, session 21, helper matching), with sentences written for these tests:
 * a word outside the food must not decide the food — a sushi or slang name read as a misspelling,
 * a venue said before the dish, a frosting said with "with" weighed as a food of its own, and
 * British chips beside a fish read as a bag of crisps.
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

describe('names the synonym table reads are never respelt as another food word', () => {
  it('"tuna nigiri" is sushi topped with tuna, not tofu made with nigari', async () => {
    const [sushi] = names(await describeMeal('two pieces of tuna nigiri'));
    expect(sushi).toMatch(/^Sushi, topped with tuna/);
  });

  it('"maki" is a sushi roll', async () => {
    expect(names(await describeMeal('shrimp maki'))[0]).toMatch(/^Sushi roll/);
  });

  it('"taters" are potatoes: "roast beef and mashed taters" has mashed potato, not water', async () => {
    const parts = names(await describeMeal('roast beef and mashed taters'));
    expect(parts.some((name) => /^Potato, mashed/.test(name))).toBe(true);
    expect(parts.some((name) => /^Water/.test(name))).toBe(false);
  });
});

describe('a venue said before the food is no part of its name (where-eaten.ts)', () => {
  it('"airport mac and cheese" is macaroni and cheese, not cheese', async () => {
    for (const text of ['airport mac and cheese', 'the hospital canteen mac n cheese']) {
      const parts = names(await describeMeal(text));
      expect(parts).toHaveLength(1);
      expect(parts[0]).toMatch(/^Macaroni or noodles with cheese/);
    }
  });

  it('a venue with no food after it is still no food', async () => {
    await expect(describeMeal('hotel lobby at noon')).rejects.toMatchObject({ code: 'noFoodDetectedText' });
  });
});

describe('a frosting said with "with" on a baked sweet is the iced item (resolve.ts frostsBakedItem)', () => {
  it('"a chocolate cupcake w buttercream" is one iced cake row, no cup of frosting beside it', async () => {
    const result = await describeMeal('a chocolate cupcake w buttercream');
    expect(result.ingredients).toHaveLength(1);
    expect(result.ingredients[0]!.name).toMatch(/^Cake or cupcake, chocolate with .*icing/);
  });

  it('a cinnamon roll "with icing" is the frosted roll', async () => {
    const parts = names(await describeMeal('one cinnamon roll with icing'));
    expect(parts).toHaveLength(1);
    expect(parts[0]).toMatch(/^Roll, sweet, cinnamon bun, frosted/);
  });

  it('a frosting with its own amount stays a food of its own', async () => {
    expect(names(await describeMeal('a slice of cake with 3 tbsp frosting'))).toHaveLength(2);
  });
});

describe('British chips beside a fish or from a chip shop are French fries', () => {
  it('"plaice and chips" and "chips from the chippy" are fries', async () => {
    for (const text of ['haddock and chips', 'a portion of chips from the chippy']) {
      expect(names(await describeMeal(text)).some((name) => /french fries/i.test(name))).toBe(true);
    }
  });

  it('"a sandwich and chips" keeps its bag of potato chips', async () => {
    const parts = names(await describeMeal('a turkey sandwich and chips'));
    expect(parts.some((name) => /^Potato chips/.test(name))).toBe(true);
  });
});
