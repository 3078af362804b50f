/**
 * Session 15 (mealacc4, issue 23): classes of everyday wording — a share said apart from the
 * verb, the fat a meat was cooked in, dishes named by family. Phrases written for these tests.
 */
import { describe, expect, it } from 'vitest';
import { gramsOf, useEngineWithFoods } from './food-portions.test-helper.js';

const ctx = useEngineWithFoods();
const describeMeal = (text: string) => ctx.engine.api.describeMeal(text);
const kcal = async (text: string) => (await describeMeal(text)).calories;
const names = async (text: string) => (await describeMeal(text)).ingredients.map((i) => i.name);

describe('a share said after the food is a part of the amount said', () => {
  it('"a bag of popcorn but I only ate half" is half the bag, as "half a bag of popcorn" is', async () => {
    const half = await kcal('half a bag of popcorn');
    expect(await kcal('a bag of popcorn but I only ate half')).toBe(half);
    expect(await kcal('a bag of popcorn, I had about half')).toBe(half);
    expect(await kcal('a bag of popcorn and i ate half of it')).toBe(half);
    expect(half).toBeLessThan(await kcal('a bag of popcorn'));
  });

  it('the size said with the whole stays: half of a large pizza, not half of a default one', async () => {
    expect(await kcal('a large pizza, ate about half')).toBe(await kcal('half a large pizza'));
  });

  it('a third or a quarter, said in words or figures', async () => {
    expect(await kcal('a pint of ice cream, I had a quarter of it')).toBe(await kcal('a quarter of a pint of ice cream'));
    expect(await kcal('a sleeve of crackers. ate maybe two thirds')).toBeCloseTo((2 / 3) * (await kcal('a sleeve of crackers')), -1);
  });

  it('a count said before is divided too ("4 cookies, ate half": two)', async () => {
    expect(await kcal('4 cookies, ate half')).toBe(await kcal('2 cookies'));
  });

  it('the share verb after the food ("a large pizza, split with my roommate") divides it, and is no split peas', async () => {
    const half = await kcal('half a large pizza');
    expect(await kcal('a large pizza, split with my roommate')).toBe(half);
    expect(await kcal('split a large pizza with my roommate')).toBe(half);
    expect(await kcal('a large pizza split between the 4 of us')).toBe(await kcal('a quarter of a large pizza'));
    expect((await names('a bag of pretzels and a soda, split with my brother')).join(' ')).not.toMatch(/split|pea/i);
    // A food named by "split" keeps it.
    expect((await names('a banana split with my kids'))[0]).toMatch(/^Banana split/);
    expect((await names('split pea soup with my sister'))[0]).toMatch(/split pea/i);
  });

  it('a clause that does not say which food is left as it was', async () => {
    // Two foods before the share: which one was halved is not said.
    expect(await kcal('a burger and a salad, ate half')).toBeGreaterThan(await kcal('a burger'));
    // A fraction of another food is a food of its own.
    expect((await names('a coffee, and half of the muffin')).join(' ')).toMatch(/muffin/i);
  });
});

describe('the fat a meat or fish was cooked in (FNDDS pairs of the same cut cooked two ways)', () => {
  it('a chicken part pan-cooked in fat is FNDDS\'s sauteed part, and the name keeps the words said', async () => {
    const result = await describeMeal('a chicken thigh seared in olive oil');
    expect(result.ingredients.map((i) => i.name)).toEqual([expect.stringMatching(/^Chicken thigh, sauteed/)]);
    expect(result.name).toMatch(/seared in olive oil/);
  });

  it('a roasted chicken part takes 1.81 g of fat per 100 g, not a tablespoon', async () => {
    const [chicken, oil] = await names('a chicken drumstick roasted in olive oil');
    expect(gramsOf(oil!)).toBeCloseTo(gramsOf(chicken!) * 0.0181, 0);
    expect(gramsOf(oil!)).toBeLessThan(5);
  });

  it('fish FNDDS already cooks with fat takes no second fat, and pan-frying is no breading', async () => {
    const parts = await names('a salmon fillet pan-fried in butter');
    expect(parts).toHaveLength(1);
    expect(parts[0]).toMatch(/^Fish, salmon/);
    expect(parts[0]).not.toMatch(/fried|coated/);
    expect((await describeMeal('a salmon fillet pan-fried in butter')).carbs).toBe(0);
  });

  it('a steamed fish cooked in butter takes FNDDS\'s share for fish (4.49 g of fat per 100 g)', async () => {
    const [fish, butter] = await names('steamed cod cooked in butter');
    expect(fish).toMatch(/^Fish, cod, steamed/);
    // Butter is about 81 % fat.
    expect(gramsOf(butter!)).toBeCloseTo((gramsOf(fish!) * 0.0449) / 0.81, 0);
  });

  it('a cut whose name says how its fat was trimmed ("NS as to fat eaten") still takes the cooking fat', async () => {
    const parts = await names('a pork chop seared in butter');
    expect(parts).toHaveLength(2);
    expect(gramsOf(parts[1]!)).toBeLessThan(5);
  });

  it('"kale sauteed in butter" is named as said, not with the "fresh" added for the search', async () => {
    expect((await describeMeal('kale sauteed in butter')).name).not.toMatch(/fresh/i);
  });
});

describe('a breakfast sandwich named by its fillings and its bread (egg-sandwich.ts)', () => {
  it('"an egg and cheese english muffin" is FNDDS\'s egg sandwich on an English muffin, one food', async () => {
    expect(await names('an egg and cheese english muffin')).toEqual([expect.stringMatching(/^Egg sandwich on English muffin/)]);
    expect(await names('egg & cheese bagel')).toEqual([expect.stringMatching(/^Egg sandwich on bagel/)]);
  });

  it('the filling said picks the family member ("ham", "with cheese" where FNDDS has it)', async () => {
    expect((await names('a ham egg and cheese croissant'))[0]).toMatch(/^Egg sandwich on croissant, with ham/);
    expect((await names('an egg and cheese sandwich'))[0]).toMatch(/^Egg sandwich on white bread, with cheese/);
  });

  it('foods side by side stay apart, and an egg bagel or an egg-white sandwich is what USDA calls so', async () => {
    expect(await names('two eggs and a biscuit')).toHaveLength(2);
    expect((await names('an egg bagel'))[0]).toMatch(/^Bagels, egg/);
    expect((await names('an egg white sandwich'))[0]).toMatch(/^Egg white sandwich/);
  });
});

describe('"with the skin" is how a piece of poultry is eaten, not the skin alone', () => {
  it('"a roasted chicken thigh with the skin" is the roasted thigh, skin eaten', async () => {
    const parts = await names('a roasted chicken thigh with the skin');
    expect(parts).toEqual([expect.stringMatching(/^Chicken thigh, .*roasted.*skin eaten/)]);
    expect(parts).toEqual(await names('a roasted chicken thigh with skin'));
  });
});
