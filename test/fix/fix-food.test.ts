/**
 * fixFood end to end on the real compiled database. The expected figures come from describeMeal
 * answers for the same words (the database's own figures) and from the raw USDA tables
 * (data/raw/usda), computed here: never copied from fixFood.
 */
import { fileURLToPath } from 'node:url';
import { beforeAll, describe, expect, it } from 'vitest';
import { FixFoodData, FoodData, FoodResult, NutritionApiError, toFoodData, type FoodDataInput, type Ingredient, type RatedFoodResult } from '../../src/api/index.js';
import { createEngine, type Engine } from '../../src/engine/index.js';
import { fixFood } from '../../src/engine/fix/fix-food.js';
import { readIngredientName } from '../../src/engine/fix/ingredient-name.js';
import { readCsvGz } from '../../scripts/build-food-data.js';

let engine: Engine;
let usda: Map<string, { kcal: number; protein: number; carbs: number; fat: number; alcohol: number }>;

beforeAll(async () => {
  engine = await createEngine();
  const USDA = fileURLToPath(new URL('../../data/raw/usda/', import.meta.url));
  const num = (v: string | undefined) => (v ? Number(v) : 0);
  usda = new Map();
  for (const r of [...readCsvGz(USDA + 'fndds_2021_2023_foods.csv.gz'), ...readCsvGz(USDA + 'sr28_foods.csv.gz')]) {
    usda.set(r.description!, { kcal: num(r.energy_kcal), protein: num(r.protein_g), carbs: num(r.carbohydrate_g), fat: num(r.fat_g), alcohol: num(r.alcohol_g) });
  }
});

const meal = (text: string) => engine.run('describeMeal', { text });
const fix = (food: RatedFoodResult | FoodResult | FoodDataInput, issue: string) =>
  fixFood(engine.context, { issue, imageData: '', foodData: FoodData.parse('ingredients' in food && 'ethanolCarbRatio' in food ? toFoodData(food as FoodResult) : food) }, {});
const failure = (promise: Promise<unknown>) => promise.then(() => undefined, (e: unknown) => e as NutritionApiError);

const round0 = Math.round;
const round1 = (x: number) => Math.round(x * 10) / 10;
const gramsIn = (name: string) => readIngredientName(name).grams ?? expect.fail(`no grams in "${name}"`);
const base = (name: string) => name.replace(/\s*\([^()]*\)$/, '');
/** An ingredient's figures scaled as a different amount of the same food. */
const scaled = (i: Ingredient, factor: number) => ({
  protein: round1(i.protein * factor), carbs: round1(i.carbs * factor), fats: round1(i.fats * factor), calories: round0(i.calories * factor),
});
const figures = ({ protein, carbs, fats, calories }: Ingredient) => ({ protein, carbs, fats, calories });
/** The v4 figures of `grams` of the USDA food named so, from the raw tables (carbs with ethanol), rounded once. */
const ofUsda = (name: string, grams: number) => {
  const food = usda.get(name)!;
  const f = grams / 100;
  return { protein: round1(food.protein * f), carbs: round1((food.carbs + food.alcohol) * f), fats: round1(food.fat * f), calories: round0(food.kcal * f) };
};
const ingredientOf = (result: Pick<FoodResult, 'ingredients'>, name: RegExp) => result.ingredients.find((i) => name.test(i.name))!;

/** What every answer must be: a FoodResult without healthRating whose parts add up. */
function expectValid(result: FoodResult): void {
  expect(FoodResult.safeParse(result).success).toBe(true);
  expect(result).not.toHaveProperty('healthRating');
  const sum = (key: 'calories' | 'protein' | 'carbs' | 'fats') => result.ingredients.reduce((t, i) => t + i[key], 0);
  expect(result.calories).toBe(round0(sum('calories')));
  expect(result.protein).toBeCloseTo(sum('protein'), 5);
  expect(result.carbs).toBeCloseTo(sum('carbs'), 5);
  expect(result.fats).toBeCloseTo(sum('fats'), 5);
}

describe('fixFood: servings and shares', () => {
  it('"it was 2 servings" keeps one serving\'s figures and counts two', async () => {
    const before = await meal('a cheeseburger, fries and a coke');
    const after = await fix(before, 'it was 2 servings');
    expectValid(after);
    expect(after.servings).toBe(2);
    expect(after.ingredients).toEqual(before.ingredients);
    expect(after.calories).toBe(before.calories);
  });

  it('"I only ate half" and "a third of it" scale every part', async () => {
    const before = await meal('a cheeseburger, fries and a coke');
    for (const [issue, factor] of [['I only ate half', 1 / 2], ['a third of it', 1 / 3]] as const) {
      const after = await fix(before, issue);
      expectValid(after);
      expect(after.servings).toBe(1);
      expect(after.ingredients.map(figures)).toEqual(before.ingredients.map((i) => scaled(i, factor)));
      expect(after.ingredients.map((i) => gramsIn(i.name))).toEqual(before.ingredients.map((i) => round1(gramsIn(i.name) * factor)));
    }
  });

  it('"2 beers" about one beer is two servings of it; "3 slices not 2" three slices', async () => {
    const beer = await meal('a beer');
    const two = await fix(beer, '2 beers');
    expect(two.servings).toBe(2);
    expect(two.ingredients.map(figures)).toEqual(beer.ingredients.map(figures));
    const pizza = await meal('2 slices of pizza');
    expect(pizza.servings).toBe(2);
    const three = await fix(pizza, '3 slices not 2');
    expect(three.servings).toBe(3);
    expect(three.calories).toBe(pizza.calories);
  });
});

describe('fixFood: removals', () => {
  it('"no fries" removes the fries and nothing else', async () => {
    const before = await meal('a cheeseburger, fries and a coke');
    const after = await fix(before, 'no fries');
    expectValid(after);
    expect(after.ingredients).toEqual(before.ingredients.filter((i) => !/fries/i.test(i.name)));
    expect(after.calories).toBe(before.calories - ingredientOf(before, /fries/i).calories);
    expect(after.name).toContain('no fries');
  });

  it('"I didn\'t eat the chips" finds the fries through a synonym', async () => {
    const before = await meal('a cheeseburger, fries and a coke');
    const after = await fix(before, "I didn't eat the chips");
    expect(after.ingredients).toEqual(before.ingredients.filter((i) => !/fries/i.test(i.name)));
  });

  it('"without the bun" on a burger takes a typical bun off it and says it is estimated', async () => {
    const before = await meal('a cheeseburger, fries and a coke');
    const bun = (await meal('hamburger bun')).ingredients[0]!;
    const after = await fix(before, 'without the bun');
    expectValid(after);
    const burger = ingredientOf(before, /burger/i);
    const fixed = ingredientOf(after, /burger/i);
    expect(fixed.name).toMatch(/without bun: estimated, a typical [\d.]+ g, \d+ kcal taken off/);
    expect(fixed.calories).toBe(burger.calories - bun.calories);
    expect(fixed.carbs).toBe(round1(burger.carbs - bun.carbs));
    expect(fixed.protein).toBe(round1(burger.protein - bun.protein));
    expect(gramsIn(fixed.name)).toBe(round1(gramsIn(burger.name) - gramsIn(bun.name)));
    expect(after.ingredients.filter((i) => i !== fixed)).toEqual(before.ingredients.filter((i) => i !== burger));
  });

  it('"remove the cheese" on a single burrito entry subtracts a typical slice of cheese', async () => {
    const before = await meal('a burrito');
    const cheese = (await meal('1 slice of cheese')).ingredients[0]!;
    const after = await fix(before, 'remove the cheese');
    expectValid(after);
    expect(after.ingredients).toHaveLength(1);
    expect(after.ingredients[0]!.name).toContain('without cheese: estimated');
    expect(after.calories).toBe(before.calories - cheese.calories);
    expect(after.fats).toBe(round1(before.fats - cheese.fats));
  });

  it('"just the burger" keeps only the burger', async () => {
    const before = await meal('a cheeseburger, fries and a coke');
    const after = await fix(before, 'just the burger');
    expect(after.ingredients).toEqual(before.ingredients.filter((i) => /burger/i.test(i.name)));
  });

  it('"hold the mayo" on a meal that lists mayonnaise removes that part', async () => {
    const before = await meal('a turkey sandwich with mayo');
    const after = await fix(before, 'hold the mayo');
    expect(after.ingredients).toEqual(before.ingredients.filter((i) => !/mayonnaise/i.test(i.name)));
  });
});

describe('fixFood: additions', () => {
  it('"add a side salad", "plus a coke" and "with 2 teaspoons of sugar" add the database\'s figures, marked isAdded', async () => {
    const burger = await meal('a cheeseburger');
    for (const [issue, words] of [['add a side salad', 'a side salad'], ['plus a coke', 'a coke']]) {
      const added = await meal(words!);
      const after = await fix(burger, issue!);
      expectValid(after);
      expect(after.ingredients).toEqual([...burger.ingredients, ...added.ingredients.map((i) => ({ ...i, isAdded: true }))]);
      expect(after.calories).toBe(burger.calories + added.calories);
    }
    const coffee = await meal('a cup of black coffee');
    const sugar = await meal('2 teaspoons of sugar');
    const sweet = await fix(coffee, 'with 2 teaspoons of sugar');
    expect(sweet.ingredients).toEqual([...coffee.ingredients, { ...sugar.ingredients[0]!, isAdded: true }]);
  });

  it('an addition to several servings counts once: the servings fold into one', async () => {
    const pizza = await meal('2 slices of pizza');
    const coke = await meal('a coke');
    const after = await fix(pizza, 'plus a coke');
    expectValid(after);
    expect(after.servings).toBe(1);
    expect(after.calories).toBe(pizza.calories * 2 + coke.calories);
  });
});

describe('fixFood: replacements', () => {
  it('"the rice was brown rice" re-resolves the rice at the same weight', async () => {
    const before = await meal('a cup of white rice and a chicken breast');
    const rice = ingredientOf(before, /rice/i);
    const brown = (await meal('brown rice')).ingredients[0]!;
    const after = await fix(before, 'the rice was brown rice');
    expectValid(after);
    const fixed = ingredientOf(after, /rice/i);
    expect(base(fixed.name)).toBe(base(brown.name));
    expect(gramsIn(fixed.name)).toBe(gramsIn(rice.name));
    expect(figures(fixed)).toEqual(ofUsda(base(brown.name), gramsIn(rice.name)));
    expect(after.ingredients.filter((i) => i !== fixed)).toEqual(before.ingredients.filter((i) => i !== rice));
  });

  it('"it was diet coke" replaces the cola among other parts, keeping its amount', async () => {
    const before = await meal('a cheeseburger, fries and a coke');
    const cola = ingredientOf(before, /cola/i);
    const diet = (await meal('diet coke')).ingredients[0]!;
    const after = await fix(before, 'No, it was diet coke.');
    expectValid(after);
    const fixed = ingredientOf(after, /cola/i);
    expect(fixed.name).toMatch(/diet/i);
    expect(base(fixed.name)).toBe(base(diet.name));
    expect(figures(fixed)).toEqual(ofUsda(base(diet.name), gramsIn(cola.name)));
    expect(after.ingredients.filter((i) => i !== fixed)).toEqual(before.ingredients.filter((i) => i !== cola));
    expect(fixed.isAdded).toBe(false);
  });

  it('"it was a bud light" finds the beer through the database\'s own synonyms; "I had a corona instead" asks what it replaced', async () => {
    const before = await meal('a hot dog and a beer');
    const after = await fix(before, 'it was a bud light');
    expect(after.ingredients[0]).toEqual(before.ingredients[0]);
    expect(after.ingredients[1]!.name).toMatch(/^Beer, light/);
    // A corona in place of the beer is the database's beer again; beside tacos and a margarita it
    // could replace either, so it is refused with a question.
    expect((await fix(before, 'I had a corona instead')).ingredients.map(figures)).toEqual(before.ingredients.map(figures));
    const error = await failure(fix(await meal('2 tacos and a margarita'), 'I had a corona instead'));
    expect(error!.code).toBe('noFoodDetected');
    expect(error!.message).toMatch(/say what a corona replaced/);
  });

  it('"made with oat milk" replaces the milk; on a latte, it is the latte made with non-dairy milk', async () => {
    const coffee = await meal('coffee with milk');
    const milk = ingredientOf(coffee, /milk/i);
    const oat = (await meal('oat milk')).ingredients[0]!;
    const after = await fix(coffee, 'made with oat milk');
    const fixed = ingredientOf(after, /oat/i);
    expect(figures(fixed)).toEqual(scaled(oat, gramsIn(milk.name) / gramsIn(oat.name)));

    const latte = await meal('a latte');
    const oatLatte = await fix(latte, 'made with oat milk');
    expect(oatLatte.ingredients).toHaveLength(1);
    const row = usda.get(base(oatLatte.ingredients[0]!.name))!;
    expect(base(oatLatte.ingredients[0]!.name)).toMatch(/latte.*non-dairy/i);
    const grams = gramsIn(latte.ingredients[0]!.name);
    expect(Math.abs(oatLatte.calories - (row.kcal * grams) / 100)).toBeLessThanOrEqual(1);
  });

  it('"it was actually an apple" replaces the whole food with the database\'s apple', async () => {
    const banana = await meal('a banana');
    const apple = await meal('an apple');
    const after = await fix(banana, 'it was actually an apple');
    expectValid(after);
    const { healthRating: _rating, ...unrated } = apple;
    expect(after).toEqual(unrated);
  });
});

describe('fixFood: a count of another kind of a part', () => {
  it('"it was 2 boiled eggs" about cooked eggs is the boiled eggs describeMeal finds, at their amount', async () => {
    const before = await meal('2 eggs and toast');
    const boiled = await meal('2 boiled eggs');
    const after = await fix(before, 'it was 2 boiled eggs');
    expectValid(after);
    const eggs = boiled.ingredients[0]!;
    const fixed = after.ingredients[0]!;
    // Both servings of what describeMeal found, weighed once (not 2 × a rounded serving).
    expect(fixed.name).toBe(eggs.name.replace('1 of 2', '2').replace(/[\d.]+ g\)/, `${gramsIn(fixed.name)} g)`));
    expect(Math.abs(gramsIn(fixed.name) - gramsIn(eggs.name) * 2)).toBeLessThanOrEqual(0.1);
    expect(fixed).toEqual({ ...eggs, name: fixed.name, ...ofUsda(base(eggs.name), gramsIn(fixed.name)) });
    expect(after.ingredients.slice(1)).toEqual(before.ingredients.slice(1));
  });
});

describe('fixFood: amounts', () => {
  it('"the chicken was 200 g" weighs the chicken again, as USDA gives it per 100 g', async () => {
    const before = await meal('a cup of white rice and a chicken breast');
    const chicken = ingredientOf(before, /chicken/i);
    const after = await fix(before, 'the chicken was 200 g');
    expectValid(after);
    const fixed = ingredientOf(after, /chicken/i);
    expect(gramsIn(fixed.name)).toBe(200);
    const row = usda.get(base(chicken.name))!;
    expect(Math.abs(fixed.calories - row.kcal * 2)).toBeLessThanOrEqual(1);
    expect(Math.abs(fixed.protein - row.protein * 2)).toBeLessThanOrEqual(0.2);
    expect(figures(fixed)).toEqual(scaled(chicken, 200 / gramsIn(chicken.name)));
  });

  it('"a large glass, 250 ml" of beer is 250 ml at the database\'s density of beer', async () => {
    const beer = await meal('a glass of beer');
    const asSaid = (await meal('250 ml beer')).ingredients[0]!;
    const after = await fix(beer, 'a large glass, 250 ml');
    expectValid(after);
    const grams = gramsIn(after.ingredients[0]!.name);
    expect(grams).toBe(gramsIn(asSaid.name));
    expect(figures(after.ingredients[0]!)).toEqual(ofUsda(base(beer.ingredients[0]!.name), grams));
  });
});

describe('fixFood: overrides', () => {
  it('"it was 450 calories" scales the whole serving to 450 kcal', async () => {
    const before = await meal('a cheeseburger, fries and a coke');
    const after = await fix(before, 'it was 450 calories');
    expectValid(after);
    expect(after.calories).toBe(450);
    expect(after.protein).toBeCloseTo(before.protein * (450 / before.calories), 0);
  });

  it('"30 g of protein" sets protein and moves energy by 4 kcal per gram', async () => {
    const before = await meal('a cheeseburger, fries and a coke');
    const after = await fix(before, '30 g of protein');
    expectValid(after);
    expect(after.protein).toBe(30);
    expect(Math.abs(after.calories - (before.calories + 4 * (30 - before.protein)))).toBeLessThanOrEqual(2);
    expect(after.fats).toBe(before.fats);
  });

  it('"40 g protein and 600 calories" keeps both figures', async () => {
    const after = await fix(await meal('a cup of white rice and a chicken breast'), 'it had 40 g protein and 600 calories');
    expect(after.protein).toBe(40);
    expect(after.calories).toBe(600);
  });
});

describe('fixFood: several at once', () => {
  it('"remove the chips and add a salad"', async () => {
    const before = await meal('a cheeseburger, fries and a coke');
    const salad = await meal('a salad');
    const after = await fix(before, 'remove the chips and add a salad');
    expectValid(after);
    expect(after.ingredients).toEqual([
      ...before.ingredients.filter((i) => !/fries/i.test(i.name)),
      ...salad.ingredients.map((i) => ({ ...i, isAdded: true })),
    ]);
  });
});

describe('fixFood: ethanol', () => {
  it('keeps the ethanol with the beer when the fries go, and grams of ethanol come back as the same ratio', async () => {
    const before = await meal('a beer and fries');
    const beer = await meal('a beer');
    const input = toFoodData(before);
    expect(input.ethanol).toBeGreaterThan(0);
    const after = await fix(before, 'no fries');
    expectValid(after);
    expect(after.ethanolCarbRatio).toBeCloseTo(beer.ethanolCarbRatio, 2);
    // The answer read back as foodData carries the same grams of ethanol.
    expect(toFoodData(after).ethanol).toBeCloseTo(input.ethanol!, 1);
  });

  it('a half share halves the ethanol; an added beer brings its own', async () => {
    const beer = await meal('a beer');
    const ethanol = beer.ethanolCarbRatio * beer.carbs;
    const half = await fix(beer, 'I only ate half');
    expect(half.ethanolCarbRatio * half.carbs).toBeCloseTo(ethanol / 2, 1);
    const burger = await meal('a cheeseburger');
    const withBeer = await fix(burger, 'plus a beer');
    expect(withBeer.ethanolCarbRatio * withBeer.carbs).toBeCloseTo(ethanol, 1);
    expect(withBeer.ethanolCarbRatio).toBeCloseTo(ethanol / (burger.carbs + beer.carbs), 2);
  });

  it('ethanol sent for a food with no ingredient list stays in it', async () => {
    const after = await fix({ name: 'Red wine, 1 glass', calories: 125, protein: 0.1, carbs: 19.8, fats: 0, ethanol: 15.9, servings: 1 }, 'it was 2 servings');
    expect(after.servings).toBe(2);
    expect(after.ethanolCarbRatio).toBeCloseTo(15.9 / 19.8, 3);
  });
});

describe('fixFood: food data written elsewhere (names without grams, not USDA\'s)', () => {
  const plate = {
    name: 'Fish and chips with a pint of lager', calories: 1095, protein: 38.6, carbs: 118.9, fats: 46.5, ethanol: 17.8, servings: 1,
    ingredients: [
      { name: 'Fish, cod, battered, fried (1 fillet)', calories: 445, protein: 31.2, carbs: 24.3, fats: 24.6, isAdded: false },
      { name: 'Potato, french fries (1 portion)', calories: 415, protein: 5.1, carbs: 53.4, fats: 20.4, isAdded: false },
      { name: 'Beer, lager (1 pint)', calories: 208, protein: 1.9, carbs: 36.9, fats: 0, isAdded: false },
      { name: 'Tartare sauce (1 tbsp)', calories: 27, protein: 0.4, carbs: 4.3, fats: 1.5, isAdded: true },
    ],
  };
  const [fish, fries, beer, sauce] = plate.ingredients;

  it('"no chips" takes the fries and leaves the fried fish; the ethanol was the beer\'s', async () => {
    const after = await fix(plate, 'no chips');
    expect(after.ingredients).toEqual([fish, beer, sauce]);
    expect(after.ethanolCarbRatio).toBeCloseTo(17.8 / (fish!.carbs + beer!.carbs + sauce!.carbs), 3);
    const noBeer = await fix(plate, 'no beer');
    expect(noBeer.ingredients).toEqual([fish, fries, sauce]);
    expect(noBeer.ethanolCarbRatio).toBe(0);
  });

  it('"the beer was a half pint" halves the pint the name gives; "the fish was 200 g" weighs it by the database\'s energy density', async () => {
    const half = await fix(plate, 'the beer was a half pint');
    expect(half.ingredients[2]).toMatchObject({ name: 'Beer, lager (a half pint)', ...scaled(beer!, 0.5) });
    const heavier = await fix(plate, 'the fish was 200 g');
    // Not a USDA name: the energy density is that of what describeMeal finds for its words.
    const known = await meal('100 g Fish cod battered fried');
    const density = known.calories / gramsIn(known.ingredients[0]!.name);
    expect(heavier.ingredients[0]!.name).toBe('Fish, cod, battered, fried (200 g)');
    expect(Math.abs(heavier.ingredients[0]!.calories - density * 200)).toBeLessThanOrEqual(1);
  });
});

describe('fixFood: what it cannot do', () => {
  it('refuses words it cannot use with 422 noFoodDetected that quotes them, and changes nothing', async () => {
    const before = await meal('a cheeseburger, fries and a coke');
    for (const [issue, quoted] of [['my car is blue', 'my car is blue'], ['no beer', 'no beer'], ['no fries and zzzq blorf', 'zzzq blorf'], ['???', '???']]) {
      const error = await failure(fix(before, issue!));
      expect(error, issue).toBeInstanceOf(NutritionApiError);
      expect(error!.code).toBe('noFoodDetected');
      expect(error!.status).toBe(422);
      expect(error!.message).toContain(quoted);
    }
  });

  it('refuses removing everything, and a removal from a food without parts of that name', async () => {
    const fries = await meal('fries');
    expect((await failure(fix(fries, 'no fries')))!.message).toMatch(/nothing of the food/);
    const label = { name: 'Granola bar (per 100 g)', calories: 450, protein: 8, carbs: 62, fats: 18, servings: 1 };
    expect((await failure(fix(label, 'no fries')))!.code).toBe('noFoodDetected');
    // A share of a food known only by its totals works on the totals.
    const half = await fix(label, 'I only ate half');
    expect(half).toMatchObject({ calories: 225, protein: 4, carbs: 31, fats: 9 });
  });

  it('an empty issue is 400 invalidRequest, from the schema and from the operation', async () => {
    const food = toFoodData(await meal('a banana'));
    const parsed = FixFoodData.shape.issue.safeParse('   ');
    expect(parsed.success).toBe(false);
    const error = await failure(fixFood(engine.context, { issue: '  ', imageData: '', foodData: FoodData.parse(food) }, {}));
    expect(error!.code).toBe('invalidRequest');
    expect(error!.status).toBe(400);
  });

  it('figures the ingredient list leaves out of the totals are kept as a part of their own', async () => {
    const food = {
      name: 'Plate', calories: 600, protein: 30, carbs: 60, fats: 20, servings: 1,
      ingredients: [{ name: 'Potato, french fries, NFS (110 g)', calories: 248, protein: 2.8, carbs: 25.6, fats: 15.5, isAdded: false }],
    };
    const after = await fix(food, 'no fries');
    expectValid(after);
    expect(after.ingredients).toHaveLength(1);
    expect(after.ingredients[0]).toMatchObject({ name: 'Rest of Plate (not in the ingredient list)', calories: 352, protein: 27.2, carbs: 34.4, fats: 4.5 });
  });
});
