/**
 * Which food (issue 23, session 14, mealrank3), with sentences written for these tests
 * (NutriBench's own text never enters the repository): a lighter version the words never say
 * (rank.ts lighterUnsaid, a fitted weight), a with-part joined into another compound of its head
 * (match.ts namesAnotherCompound), a food made from a flour (match.ts madeOf), USDA's group words.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { createEngine, type Engine } from '../index.js';
import type { RatedFoodResult } from '../../api/index.js';
import { USDA_GROUP_WORDS } from '../foods/index.js';
import { shortName } from '../health/format.js';

let engine: Engine;
beforeAll(async () => {
  engine = await createEngine();
});
const describeMeal = (text: string) => engine.api.describeMeal(text);
const names = (result: RatedFoodResult) => result.ingredients.map((i) => i.name);

describe('the regular food unless the words say a lighter one (rank.ts lighterUnsaid)', () => {
  it('"a muffin with blueberries" is no low-fat muffin; "a low-fat blueberry muffin" is', async () => {
    expect(names(await describeMeal('a muffin with blueberries'))[0]).not.toMatch(/low[- ]fat/i);
    expect(names(await describeMeal('a low-fat blueberry muffin'))[0]).toMatch(/low[- ]fat/i);
  });
});

describe('a with-part is not another compound of its head (match.ts namesAnotherCompound)', () => {
  it('"waffles with whipped cream and strawberries": whipped cream and strawberries, no ice cream', async () => {
    const parts = names(await describeMeal('waffles with whipped cream and strawberries'));
    expect(parts.some((n) => /ice cream/i.test(n))).toBe(false);
    expect(parts.some((n) => /^Cream, whipped/i.test(n))).toBe(true);
    expect(parts.some((n) => /^Strawberries/i.test(n))).toBe(true);
  });

  it('the compound said is still the dish: "vanilla ice cream and strawberries" keeps the ice cream', async () => {
    expect(names(await describeMeal('vanilla ice cream and strawberries')).some((n) => /^Ice cream/i.test(n))).toBe(true);
  });
});

describe('X made from a flour is an X (match.ts madeOf)', () => {
  it('"gluten-free pretzels made from corn flour and potato starch" are pretzels', async () => {
    expect(names(await describeMeal('gluten-free pretzels made from corn flour and potato starch'))[0]).toMatch(/^Pretzels/);
  });

  it('"a slice of bread made from whole wheat flour" is bread, not the flour', async () => {
    expect(names(await describeMeal('a slice of bread made from whole wheat flour'))[0]).toMatch(/^Bread/);
  });
});

describe("USDA's group words: one list (foods/name-groups.ts)", () => {
  it('the matcher and the short names of the tips read the same words', () => {
    expect(USDA_GROUP_WORDS.has('nuts')).toBe(true);
    expect(USDA_GROUP_WORDS.has('fast foods')).toBe(true);
    expect(shortName('Nuts, almonds')).toBe('almonds');
    expect(shortName('Fast foods, hamburger')).toBe('hamburger');
  });
});
