/**
 * The lead's classes of session 26 (issue 23), from the tuning misses of the unseen everyday sets.
 * A food as a chain sells it, and one cookie by its size: FNDDS
 * weighs some foods by the chain or maker ("1 Subway cookie" 45 g, "1 McDonald's cookie" 33 g
 * beside a medium cookie's 30 g); a counted cookie is one cookie by its size, never FNDDS's
 * "Quantity not specified" (the amount eaten when none is said, two medium cookies); a plural
 * said before "from <chain>" still finds the chain's own item. Sentences written for these tests.
 */
import { describe, expect, it } from 'vitest';
import { gramsOf, portionNamed, useEngineWithFoods } from './food-portions.test-helper.js';
import { names, readsAsOn } from './everyday.test-helper.js';
import { chainNamedPortion } from './portion.js';
import { parseMeal } from './parse.js';

const ctx = useEngineWithFoods();
const describeMeal = (text: string) => ctx.engine.api.describeMeal(text);
const readsAs = readsAsOn(describeMeal);
const portionOf = (food: string, wording: string) => portionNamed(ctx, food, wording);

describe('a portion FNDDS names by the chain or maker said', () => {
  it.each([
    ['a subway chocolate chip cookie', '1 Subway cookie', 1],
    ['a chocolate chip cookie from subway', '1 Subway cookie', 1],
    ['2 chocolate chip cookies from mcdonalds', "1 McDonald's cookie", 2],
  ])('"%s" weighs %s × %i', async (text, wording, count) => {
    const result = await describeMeal(text);
    expect(names(result)).toEqual(['Cookie, chocolate chip']);
    expect(gramsOf(result.ingredients[0]!.name) * result.servings).toBeCloseTo(portionOf('Cookie, chocolate chip', wording) * count, 6);
  });

  it('a capitalised word of the food\'s own name is no chain ("1 Fig bar" of the fig bar)', () => {
    const food = ctx.db.foods().find((f) => f.name === 'Cookie, fig bar')!;
    expect(chainNamedPortion(ctx.db, parseMeal('a fig bar')[0]!, food)).toBeUndefined();
  });

  it('a size alone is no chain: "a large chocolate chip cookie" is FNDDS\'s large cookie', async () => {
    const result = await describeMeal('a large chocolate chip cookie');
    expect(gramsOf(result.ingredients[0]!.name)).toBe(portionOf('Cookie, chocolate chip', '1 large cookie'));
  });
});

describe('a counted chocolate chip cookie is one cookie by its size', () => {
  it.each([
    ['a chocolate chip cookie', 1],
    ['3 chocolate chip cookies', 3],
  ])('"%s" weighs %i medium cookie(s)', async (text, count) => {
    const result = await describeMeal(text);
    expect(gramsOf(result.ingredients[0]!.name) * result.servings).toBeCloseTo(portionOf('Cookie, chocolate chip', '1 medium cookie') * count, 6);
  });

  it('a plural with no number is FNDDS\'s amount eaten, two medium cookies', async () => {
    const result = await describeMeal('chocolate chip cookies');
    expect(gramsOf(result.ingredients[0]!.name)).toBe(portionOf('Cookie, chocolate chip', 'Quantity not specified'));
  });
});

describe('a plural before "from <chain>" finds the chain\'s own item', () => {
  it('"2 apple pies from mcdonalds" is two of the fast-food pie, not two slices of a baked pie', async () => {
    const result = await describeMeal('2 apple pies from mcdonalds');
    expect(names(result)).toEqual(['Pie, apple, fast food']);
    expect(result.servings).toBe(2);
  });
});

describe('a food named with "on" inside its name keeps its name', () => {
  it.each([
    ['corn on the cob', 1],
    ['2 corn on the cob', 2],
  ])('"%s" is fresh corn cooked, by FNDDS\'s ear', async (text, count) => {
    const result = await describeMeal(text);
    expect(names(result)).toEqual(['Corn, fresh, cooked, no added fat']);
    expect(gramsOf(result.ingredients[0]!.name) * result.servings).toBeCloseTo(portionOf('Corn, fresh, cooked, no added fat', '1 regular ear') * count, 6);
  });

  it('"turkey on rye" stays two foods', async () => {
    expect(names(await describeMeal('turkey on rye'))).toHaveLength(2);
  });

  it('a sandwich "on" its bread joined as one food keeps the foods listed after it', async () => {
    expect(names(await describeMeal('turkey sandwich on wheat, a pear and a string cheese'))).toHaveLength(3);
  });
});

describe('"veggie" before a dish means made with vegetables', () => {
  it.each([
    ['a slice of veggie pizza', /^Pizza with .*vegetables/],
    ['veggie lasagna', /^Lasagna, Vegetable/],
    ['veggie soup', /^Soup, vegetable/],
  ])('"%s" is %s', async (text, name) => {
    expect(names(await describeMeal(text))[0]).toMatch(name);
  });

  it('a veggie burger stays the meatless burger', async () => {
    expect(names(await describeMeal('a veggie burger'))[0]).toMatch(/^Veggie burger/);
  });
});

describe('lemonade is FNDDS\'s fruit juice drink; a flavoured drink is said so', () => {
  it('"a cup of lemonade" is the juice drink\'s cup', async () => {
    const result = await describeMeal('a cup of lemonade');
    expect(names(result)).toEqual(['Lemonade, fruit juice drink']);
  });
  it('"a lemonade flavored drink" is the flavoured drink', async () => {
    expect(names(await describeMeal('a lemonade flavored drink'))).toEqual(['Lemonade, fruit flavored drink']);
  });
});

describe('"and a half" after a unit or an item is the amount\'s half', () => {
  it.each([
    ['a cup and a half of beef stew', '1.5 cups of beef stew'],
    ['beef stew, a cup and a half', '1.5 cups of beef stew'],
    ['a slice and a half of pizza', '1.5 slices of pizza'],
    ['a bagel and a half', '1.5 bagels'],
  ])('"%s" reads as "%s"', readsAs);

  it('a half that goes on is another amount: "a bagel and a half bottle of wine" is one bagel', async () => {
    const result = await describeMeal('a bagel and a half bottle of wine');
    expect(names(result)).toHaveLength(2);
  });
});

describe('an IPA is FNDDS\'s higher-alcohol beer', () => {
  it('"a pint of ipa" is Beer, higher alcohol; a lager stays Beer', async () => {
    expect(names(await describeMeal('a pint of ipa'))).toEqual(['Beer, higher alcohol']);
    expect(names(await describeMeal('a pint of lager'))).toEqual(['Beer']);
  });
});

describe('spaghetti with meat sauce is the home dish FNDDS names, as spaghetti bolognese is', () => {
  it('"spaghetti with meat sauce, 2 cups" is two cups of the home recipe, not the frozen entree', async () => {
    const result = await describeMeal('spaghetti with meat sauce, 2 cups');
    expect(names(result)).toEqual(['Pasta with tomato-based sauce and meat, home recipe']);
  });
});

describe('"black" said after a coffee or a tea is how it is taken', () => {
  it.each([
    ['coffee black', 'black coffee'],
    ['coffee, black', 'black coffee'],
    ['tea black', 'black tea'],
  ])('"%s" reads as "%s"', readsAs);

  it('black beans after a coffee stay beans', async () => {
    expect(names(await describeMeal('coffee, black beans and rice'))).toHaveLength(2);
  });
});

describe('a vegetable steamed or boiled is FNDDS\'s row cooked with no added fat', () => {
  it.each([
    ['steamed broccoli', 'Broccoli, fresh, cooked, no added fat'],
    ['a cup of steamed green beans', 'Green beans, fresh, cooked, no added fat'],
  ])('"%s" is %s', async (text, name) => {
    expect(names(await describeMeal(text))).toEqual([name]);
  });

  it('said with no way of cooking, the generic cooked row stays', async () => {
    expect(names(await describeMeal('broccoli'))).toEqual(['Broccoli, NS as to form, cooked']);
  });
});
