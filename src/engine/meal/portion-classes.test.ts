/**
 * Session 15 (issue 23, "Portions from FNDDS, the right unit"): a size before one counted thing
 * sizes that thing, and a unit a food has no portion of is weighed as FNDDS weighs that unit for
 * the foods of its category. Phrases written for these tests; expected weights are read from the
 * matched food's own USDA portions.
 */
import { describe, expect, it } from 'vitest';
import { readFileSync } from 'node:fs';
import { gunzipSync } from 'node:zlib';
import { gramsOf, portionNamed, useEngineWithFoods } from './food-portions.test-helper.js';
import { portionGrams } from '../foods/index.js';
import { CUP_CLASSES, PORTION_CLASSES } from '../foods/portion-classes.data.js';
import { cupClasses, portionClasses } from '../../../scripts/build-portion-classes.js';

const ctx = useEngineWithFoods();
const describeMeal = (text: string) => ctx.engine.api.describeMeal(text);
const usda = (food: string, description: string) => portionNamed(ctx, food, description);
const first = async (text: string) => (await describeMeal(text)).ingredients[0]!.name;

describe('a size before one counted thing is that thing, not a portion', () => {
  it('"a large shrimp" is one large shrimp, not 1.25 typical portions of shrimp', async () => {
    const name = await first('a large shrimp');
    expect(name).toMatch(/^Shrimp/);
    expect(gramsOf(name)).toBeLessThan(30);
  });

  it('"a small cracker" is one cracker', async () => {
    const name = await first('a small cracker for a snack');
    expect(name).toMatch(/^Crackers/);
    expect(gramsOf(name)).toBeLessThan(10);
  });

  it('"a small sandwich cookie" is FNDDS\'s one sandwich (a word the person said)', async () => {
    const name = await first('a small chocolate chip sandwich cookie');
    expect(name).toMatch(/^Cookie, chocolate chip sandwich/);
    expect(gramsOf(name)).toBe(usda('Cookie, chocolate chip sandwich', '1 sandwich'));
  });

  it('a plural or a mass word after the size is still a portion ("a small tots", "large fries")', async () => {
    expect(gramsOf(await first('a small tots'))).toBeGreaterThan(30);
    expect(gramsOf(await first('large fries'))).toBe(usda('Potato, french fries, fast food', '1 large fast food order'));
  });

  it('a size answered by some other piece stays a portion ("a large bacon" is not one medium slice)', async () => {
    const name = await first('a large bacon');
    expect(name).toMatch(/bacon/i);
    expect(gramsOf(name)).toBeGreaterThan(usda('Pork bacon, NS as to fresh, smoked or cured, cooked', '1 medium slice (yield after cooking)'));
  });
});

describe('a unit the food has no portion of is weighed as FNDDS weighs it for the food\'s category', () => {
  const byClass = (category: string, unit: string) => PORTION_CLASSES[category]![unit]![0];

  it('"a can of pringles": FNDDS weighs no can of "Potato chips, NFS"; its category\'s cans are 6.6 typical bags', async () => {
    const name = await first('a can of pringles');
    expect(name).toMatch(/^Potato chips, NFS/);
    expect(gramsOf(name)).toBeCloseTo(byClass('Potato chips', 'can') * usda('Potato chips, NFS', 'Quantity not specified'), 0);
  });

  it('"a container of chicken noodle soup" is the broth-based soups\' container, not one cup', async () => {
    const name = await first('a container of chicken noodle soup');
    expect(name).toMatch(/^Soup, chicken noodle/);
    expect(gramsOf(name)).toBeCloseTo(byClass('Soups, broth-based', 'container') * usda('Soup, chicken noodle', 'Quantity not specified'), 0);
  });

  it('the basis names the category and how many foods the median rests on', () => {
    const food = ctx.db.foods().find((f) => f.name === 'Potato chips, NFS')!;
    const answer = portionGrams(ctx.db, food, { count: 1, unit: 'can' })!;
    expect(answer.basis).toMatch(/as FNDDS weighs a can of \d+ foods of "Potato chips"/);
    expect(answer.estimated).toBe(true);
  });

  it('a drink in a can is the can\'s 12 fl oz, not its category\'s "one can is the typical amount" (a cup here)', async () => {
    const name = await first('a can of coconut water');
    expect(name).toMatch(/^Coconut water/);
    const perFlOz = usda('Coconut water, unsweetened', '1 fl oz (no ice)');
    expect(gramsOf(name)).toBeCloseTo(12 * perFlOz, 0);
    expect(gramsOf(name)).toBeGreaterThan(usda('Coconut water, unsweetened', 'Quantity not specified'));
  });

  it('a food\'s own portion of the unit still comes first ("a packet of ketchup" is its own packet)', async () => {
    const name = await first('a packet of ketchup');
    expect(gramsOf(name)).toBe(usda('Ketchup', '1 packet'));
  });

  it('the table is what scripts/build-portion-classes.ts makes of the shipped FNDDS portions', () => {
    const data = JSON.parse(gunzipSync(readFileSync(new URL('../../../public/data/foods.json.gz', import.meta.url))).toString('utf8'));
    expect(portionClasses(data)).toEqual(PORTION_CLASSES);
    expect(cupClasses(data)).toEqual(CUP_CLASSES);
  });
});

describe('a cup of a food USDA gives no volume weight for weighs a cup of its category, not of water', () => {
  it('"a cup of vanilla wafer crumbs" is the cookies\' median cup, not 237 g', async () => {
    const name = await first('a cup of vanilla wafer crumbs');
    expect(name).toMatch(/^Cookie, vanilla wafer/);
    expect(gramsOf(name)).toBe(CUP_CLASSES['Cookies and brownies']![0]);
  });

  it('an ounce is still its weight in ounces, near enough (not a category\'s cup)', async () => {
    expect(gramsOf(await first('an ounce of irish soda bread'))).toBeCloseTo(29.6, 0);
  });
});

describe('a size said on a unit the food has no portion of', () => {
  const typical = (food: string) => usda(food, 'Quantity not specified');

  it('"a large serving of mashed potatoes" is a large typical portion, not the plain one', async () => {
    const name = await first('a large serving of mashed potatoes');
    expect(name).toMatch(/^Potato, mashed/);
    expect(gramsOf(name)).toBeCloseTo(1.25 * typical('Potato, mashed, NFS'), 0);
  });

  it('a band on a package makes it smaller ("a snack-size container of mac and cheese")', async () => {
    const name = await first('a snack-size container of mac and cheese');
    expect(name).toMatch(/^Macaroni or noodles with cheese/);
    expect(gramsOf(name)).toBeCloseTo(0.75 * typical('Macaroni or noodles with cheese'), 0);
  });

  it('a package said only "small" is the regular single package ("a small bag of gummy bears")', async () => {
    const name = await first('a small bag of gummy bears');
    expect(name).toMatch(/^Candy, gummy/);
    expect(gramsOf(name)).toBe(typical('Candy, gummy'));
  });
});
