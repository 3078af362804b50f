/**
 * A sub's inches weigh the sub when its name is a list ("a 6 inch ham and swiss sub": the inches
 * were read before the last word and sized it as a small pizza), issue 23, session 27, lead
 * (common.ts). Sentences written for these tests.
 */
import { describe, expect, it } from 'vitest';
import { total, useEverydayEngine } from './everyday.test-helper.js';

const { describeMeal } = useEverydayEngine();
const kcal = async (text: string) => total(await describeMeal(text));

describe("a sub's inches, whatever its name holds", () => {
  it('a 6 inch ham and cheese sub is the 6" submarine, half a 12 inch one', async () => {
    const sixInch = await kcal('a 6 inch ham and cheese sub');
    expect(await kcal('a 12 inch ham and cheese sub')).toBeCloseTo(2 * sixInch, 0);
    expect(sixInch).toBeCloseTo(await kcal('a 6 inch ham sub with cheese'), 0);
  });
});

describe('counts and items as people weigh them (session 27)', () => {
  it('a naan is the whole bread; a piece of naan is its quarter', async () => {
    expect(await kcal('a naan')).toBeCloseTo(4 * (await kcal('1 piece of naan')), -1);
    expect(await kcal('three naans')).toBeCloseTo(3 * (await kcal('a naan')), 0);
  });
  it('one red bull is its standard 8.4 fl oz can', async () => {
    expect(await kcal('a red bull')).toBeCloseTo(await kcal('8.4 fl oz of red bull'), -1);
  });
  it('"like 8 of them" after the food counts it', async () => {
    expect(await kcal('fried shrimp like 8 of them')).toBeCloseTo(await kcal('8 fried shrimp'), 0);
  });
  it('a dictated hesitation is no word of the food', async () => {
    expect(await kcal('lunch was uh a turkey club')).toBe(await kcal('a turkey club'));
  });
});

describe('a fat level said after the food describes it (parse.ts FAT_LEVEL)', () => {
  it('"two glasses of milk, the full fat" is whole milk, one food', async () => {
    expect(await kcal('two glasses of milk, the full fat')).toBe(await kcal('two glasses of whole milk'));
  });
  it('"a yogurt, the low fat one" is one low fat yogurt', async () => {
    expect((await describeMeal('a yogurt, the low fat one')).ingredients).toHaveLength(1);
  });
});

describe("a side a reviewed name brings, said again with its own amount, counts once (resolve.ts saidAfter)", () => {
  it('a caesar salad with 3 tbsp of dressing has one dressing', async () => {
    const names = (await describeMeal('a caesar salad with 3 tbsp of dressing')).ingredients.map((i) => i.name);
    expect(names.filter((n) => /dressing/i.test(n) && !/no dressing/i.test(n))).toHaveLength(1);
  });
  it('a caesar salad alone keeps its dressing', async () => {
    expect((await describeMeal('a caesar salad')).ingredients.some((i) => /dressing/i.test(i.name) && !/no dressing/i.test(i.name))).toBe(true);
  });
});

describe('an amount typed after a food whose name ends on a unit word (noise.ts trailingAmount)', () => {
  it('"cod fillet 6 oz with rice" weighs the cod 6 oz (170.1 g) and keeps the rice', async () => {
    const result = await describeMeal('cod fillet 6 oz with a cup of rice');
    expect(result.ingredients).toHaveLength(2);
    expect(result.ingredients[0]!.name).toMatch(/170\.1 g/);
  });
});

describe('a household unit typed with two letters swapped is the unit (units.ts)', () => {
  it.each([
    ['3 peices of garlic bread', '3 pieces of garlic bread'],
    ['2 slcies of rye bread', '2 slices of rye bread'],
    ['a galss of orange juice', 'a glass of orange juice'],
  ])('"%s" weighs as "%s"', async (typed, meant) => {
    expect(await kcal(typed)).toBe(await kcal(meant));
  });
});

describe('a multiplier after a dish part, before another "with" part, counts the dish (parse.ts)', () => {
  it('"waffles w strawberries x2 with whipped cream" is two strawberry waffles and the cream', async () => {
    const result = await describeMeal('waffles w strawberries x2 with whipped cream');
    expect(result.name).toMatch(/^2 /);
  });
});

describe("a canned fruit 'including' its packing liquid is the fruit in it (noise.ts)", () => {
  it('"a cup of pears including the syrup" is canned pears in syrup, not a cup of syrup', async () => {
    expect(await kcal('a cup of pears including the syrup')).toBe(await kcal('a cup of canned pears in syrup'));
    expect(await kcal('a cup of pears including the syrup')).toBeLessThan(300);
  });
});
