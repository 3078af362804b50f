/**
 * describeMeal end to end on the real compiled database. Expected numbers come from the raw
 * USDA CSVs (data/raw/usda, public domain), read here with zlib: never from the engine.
 */
import { fileURLToPath } from 'node:url';
import { beforeAll, describe, expect, it } from 'vitest';
import { createEngine, type Engine } from '../src/engine/index.js';
import { rateHealth } from '../src/engine/health/index.js';
import { NutritionApiError, RatedFoodResult, limits, type Ingredient } from '../src/api/index.js';
import { runCli } from './support/run-cli.js';
import { readCsvGz } from '../scripts/build-food-data.js';

const USDA = fileURLToPath(new URL('../data/raw/usda/', import.meta.url));

const readCsv = (file: string) => readCsvGz(USDA + file);

interface UsdaFood { code: string; description: string; kcal: number; protein: number; carbs: number; fat: number; alcohol: number }
let usda: UsdaFood[];
let portions: Map<string, Array<{ description: string; grams: number }>>;
let engine: Engine;

beforeAll(async () => {
  const num = (v: string | undefined) => (v ? Number(v) : 0);
  const rows = [...readCsv('fndds_2021_2023_foods.csv.gz'), ...readCsv('sr28_foods.csv.gz')];
  usda = rows.map((r) => ({
    code: r.food_code ?? r.ndb_no!, description: r.description!, kcal: num(r.energy_kcal), protein: num(r.protein_g),
    carbs: num(r.carbohydrate_g), fat: num(r.fat_g), alcohol: num(r.alcohol_g),
  }));
  portions = new Map();
  for (const r of readCsv('fndds_2021_2023_portions.csv.gz')) {
    const list = portions.get(r.food_code!) ?? [];
    list.push({ description: r.portion_description!, grams: Number(r.gram_weight) });
    portions.set(r.food_code!, list);
  }
  engine = await createEngine();
});

/** The USDA row an ingredient names ("Bread, whole wheat, toasted (1 slice, 33 g)"). */
function rowOf(ingredient: Ingredient): { food: UsdaFood; grams: number } {
  const match = ingredient.name.match(/^(.*) \((?:[^()]*, )?([\d.]+) g(?:, [^()]*)?\)$/);
  expect(match, ingredient.name).not.toBeNull();
  const candidates = usda.filter((f) => f.description === match![1]);
  expect(candidates.length, `USDA rows named "${match![1]}"`).toBeGreaterThan(0);
  return { food: candidates[0]!, grams: Number(match![2]) };
}

const per = (value: number, grams: number) => (value * grams) / 100;

function expectConsistent(result: RatedFoodResult) {
  expect(RatedFoodResult.safeParse(result).success).toBe(true);
  const sum = (k: 'calories' | 'protein' | 'carbs' | 'fats') => result.ingredients.reduce((s, i) => s + i[k], 0);
  expect(Math.abs(sum('calories') - result.calories)).toBeLessThanOrEqual(1);
  for (const k of ['protein', 'carbs', 'fats'] as const) expect(Math.abs(sum(k) - result[k])).toBeLessThanOrEqual(1);
  for (const i of result.ingredients) expect(i.isAdded).toBe(false);
}

describe('describeMeal numbers come from USDA', () => {
  it('"200 g greek yogurt" is twice the per-100 g values of the food matched', async () => {
    const result = await engine.api.describeMeal('200 g greek yogurt');
    expectConsistent(result);
    expect(result.servings).toBe(1);
    expect(result.ingredients).toHaveLength(1);
    const { food, grams } = rowOf(result.ingredients[0]!);
    expect(food.description).toMatch(/yogurt/i);
    expect(food.description).toMatch(/greek/i);
    expect(grams).toBe(200);
    expect(result.calories).toBe(Math.round(2 * food.kcal));
    expect(result.protein).toBeCloseTo(2 * food.protein, 1);
    expect(result.carbs).toBeCloseTo(2 * (food.carbs + food.alcohol), 1);
    expect(result.fats).toBeCloseTo(2 * food.fat, 1);
  });

  it('"1 cup of X" weighs the USDA cup of that very food', async () => {
    const result = await engine.api.describeMeal('Had a cup of steamed frozen green beans with dinner.');
    expectConsistent(result);
    const { food, grams } = rowOf(result.ingredients[0]!);
    expect(food.description).toMatch(/green beans|beans, snap, green/i);
    expect(food.description).toMatch(/frozen/i);
    const cup = portions.get(food.code)?.find((p) => /^1 cup\b/.test(p.description));
    // SR28 rows carry their cup in sr28_portions; FNDDS in fndds_portions.
    const srCup = readCsv('sr28_portions.csv.gz').find((r) => r.ndb_no === food.code && r.unit_description === 'cup');
    const cupGrams = cup?.grams ?? (srCup ? Number(srCup.gram_weight) / Number(srCup.amount) : NaN);
    expect(grams).toBeCloseTo(cupGrams, 1);
    expect(result.calories).toBe(Math.round(per(food.kcal, cupGrams)));
    expect(result.carbs).toBeCloseTo(per(food.carbs, cupGrams), 1);
  });

  it('a pint of beer: ethanol is folded into carbs, ratio > 0, kcal as USDA gives them (not counted twice)', async () => {
    const result = await engine.api.describeMeal('a pint of IPA');
    expectConsistent(result);
    const { food, grams } = rowOf(result.ingredients[0]!);
    expect(food.description).toMatch(/beer/i);
    expect(food.alcohol).toBeGreaterThan(0);
    // A US pint is 16 fl oz (473 ml); USDA's 16 fl oz beer weighs 480 g.
    expect(grams).toBeGreaterThan(460);
    expect(grams).toBeLessThan(500);
    const carbs = per(food.carbs + food.alcohol, grams);
    expect(result.carbs).toBeCloseTo(carbs, 1);
    expect(result.ethanolCarbRatio).toBeCloseTo(food.alcohol / (food.carbs + food.alcohol), 2);
    expect(result.ethanolCarbRatio).toBeGreaterThan(0);
    expect(result.calories).toBe(Math.round(per(food.kcal, grams)));
    // USDA energy already includes ~7 kcal/g of ethanol: 4 × (protein + carbs) + 7 × ethanol is close to it.
    const atwater = 4 * per(food.protein + food.carbs, grams) + 7 * per(food.alcohol, grams);
    expect(Math.abs(atwater - result.calories) / result.calories).toBeLessThan(0.1);
  });

  it('food without alcohol has ethanolCarbRatio 0', async () => {
    const result = await engine.api.describeMeal('a banana');
    expect(result.ethanolCarbRatio).toBe(0);
  });

  it('2 slices of pizza are 2 servings of one slice', async () => {
    const result = await engine.api.describeMeal('2 slices of pepperoni pizza');
    expectConsistent(result);
    expect(result.servings).toBe(2);
    const { food, grams } = rowOf(result.ingredients[0]!);
    expect(food.description).toMatch(/pizza/i);
    expect(food.description).toMatch(/pepperoni/i);
    // FNDDS calls a slice of pizza "1 piece".
    const slice = portions.get(food.code)?.find((p) => /slice|piece/.test(p.description));
    expect(slice).toBeDefined();
    expect(result.calories).toBe(Math.round(per(food.kcal, grams)));
    expect(grams).toBeGreaterThan(50);
    expect(grams).toBeLessThan(200);
  });

  it('a meal of several foods is one serving whose ingredients add up', async () => {
    const result = await engine.api.describeMeal('2 scrambled eggs, a slice of whole wheat toast with butter and a large coffee with milk');
    expectConsistent(result);
    expect(result.servings).toBe(1);
    const names = result.ingredients.map((i) => rowOf(i).food.description);
    expect(names[0]).toMatch(/egg/i);
    expect(names[1]).toMatch(/bread, whole wheat, toasted/i);
    expect(names[2]).toMatch(/^butter/i);
    expect(names[3]).toMatch(/^coffee/i);
    expect(names[4]).toMatch(/^milk/i);
    // Each ingredient's kcal is its own USDA row × its grams.
    for (const ingredient of result.ingredients) {
      const { food, grams } = rowOf(ingredient);
      expect(Math.abs(ingredient.calories - per(food.kcal, grams))).toBeLessThanOrEqual(0.6);
    }
  });
});

describe('describeMeal understands the issue\'s examples', () => {
  it.each([
    ['half a pepperoni pizza', [/pizza.*pepperoni|pepperoni.*pizza/i]],
    ['a pint of IPA and a handful of peanuts', [/beer/i, /peanut/i]],
    ['chicken caesar salad (no croutons)', [/caesar/i]],
    ['200g greek yogurt + 1 tbsp honey', [/yogurt.*greek|greek.*yogurt/i, /honey/i]],
    ['2 scrambled eggs, a slice of whole wheat toast with butter and a large coffee with milk', [/egg/i, /bread/i, /butter/i, /coffee/i, /milk/i]],
    ['Had a cup of steamed frozen green beans with dinner.', [/green beans|beans, snap, green/i]],
    ['a peanut butter and jelly sandwich', [/peanut butter and jelly sandwich/i]],
    ['a cup of mac and cheese', [/macaroni/i]],
  ])('%s', async (text, expected) => {
    const result = await engine.api.describeMeal(text);
    expectConsistent(result);
    expect(result.ingredients.map((i) => i.name)).toHaveLength(expected.length);
    expected.forEach((pattern, k) => expect(result.ingredients[k]!.name).toMatch(pattern));
    expect(result.name).not.toMatch(/not recognised/);
  });

  it('half a pizza is one serving of half a pizza, twice the grams of a quarter', async () => {
    const half = await engine.api.describeMeal('half a pepperoni pizza');
    const quarter = await engine.api.describeMeal('a quarter of a pepperoni pizza');
    expect(half.servings).toBe(1);
    expect(half.calories).toBeGreaterThan(1.9 * quarter.calories);
    expect(half.calories).toBeLessThan(2.1 * quarter.calories);
  });

  it('"with milk" adds milk sized to the drink (FNDDS guideline per fl oz of beverage)', async () => {
    const black = await engine.api.describeMeal('a large coffee');
    const white = await engine.api.describeMeal('a large coffee with milk');
    expect(white.ingredients).toHaveLength(2);
    expect(white.calories).toBeGreaterThan(black.calories);
    const milk = rowOf(white.ingredients[1]!);
    const coffee = rowOf(white.ingredients[0]!);
    const guideline = portions.get(milk.food.code)?.find((p) => /per fl oz of beverage/.test(p.description));
    expect(guideline).toBeDefined();
    expect(milk.grams).toBeCloseTo((guideline!.grams * coffee.grams) / 29.5735, 0);
  });

  it('gives no silent 100 g: an item without an amount gets a typical USDA portion', async () => {
    const result = await engine.api.describeMeal('a bagel');
    const { food, grams } = rowOf(result.ingredients[0]!);
    const known = portions.get(food.code)?.map((p) => p.grams) ?? [];
    expect(known).toContain(grams);
  });
});

describe('describeMeal errors', () => {
  it.each(['hello', 'asdf', 'my car is blue', '😀😀😀', 'I am having it for dinner.'])('"%s" is noFoodDetectedText', async (text) => {
    const failure = await engine.api.describeMeal(text).catch((e: unknown) => e);
    expect(failure).toBeInstanceOf(NutritionApiError);
    expect((failure as NutritionApiError).code).toBe('noFoodDetectedText');
    expect((failure as NutritionApiError).message).toContain('2 eggs and toast');
  });

  it('empty and over-long text are invalidRequest', async () => {
    for (const text of ['', '   ', 'a'.repeat(limits.textMaxChars + 1)]) {
      const failure = await engine.api.describeMeal(text).catch((e: unknown) => e);
      expect((failure as NutritionApiError).code).toBe('invalidRequest');
    }
  });

  it('a part that is not food is named in the result, not dropped', async () => {
    const result = await engine.api.describeMeal('2 eggs and a zorblax');
    expectConsistent(result);
    expect(result.ingredients).toHaveLength(1);
    expect(result.name).toContain("not recognised: 'a zorblax'");
  });

  it('is deterministic', async () => {
    const text = 'a pint of IPA and a handful of peanuts';
    expect(await engine.api.describeMeal(text)).toEqual(await engine.api.describeMeal(text));
  });
});

describe('nutri describe', () => {
  const run = (args: string[], stdin = '') => runCli(['describe', ...args], { stdin });

  it('prints the v4 envelope for "2 eggs and toast" and exits 0', async () => {
    const { code, out } = await run(['2 eggs and toast']);
    expect(code).toBe(0);
    const envelope = JSON.parse(out);
    expect(envelope.success).toBe(true);
    expect(RatedFoodResult.safeParse(envelope.data).success).toBe(true);
    expect(envelope.data.ingredients[0].name).toMatch(/^Egg/);
  });

  it('exits 1 with a failure envelope when no food is found', async () => {
    const { code, out } = await run(['asdf']);
    expect(code).toBe(1);
    expect(JSON.parse(out)).toMatchObject({ success: false, error: 'noFoodDetectedText' });
  });

  it('exits 2 on a usage error', async () => {
    const { code, err } = await run(['--key', 'abc', 'eggs']);
    expect(code).toBe(2);
    expect(err).toContain('--url');
  });

  it('reads one description per line from stdin and prints JSON Lines', async () => {
    const { code, out } = await run([], 'a banana\n\nasdf\n2 eggs\n');
    const lines = out.trim().split('\n').map((l) => JSON.parse(l));
    expect(lines.map((l) => l.success)).toEqual([true, false, true]);
    expect(code).toBe(1);
  });
});

describe('a plain food name means the generic food, not a special variant', () => {
  it('"2 slices of pepperoni pizza" is 2 pieces of the restaurant pizza (crust not specified), not stuffed crust', async () => {
    const result = await engine.api.describeMeal('2 slices of pepperoni pizza');
    const { food, grams } = rowOf(result.ingredients[0]!);
    const generic = usda.filter((f) => /^Pizza with pepperoni, from restaurant or fast food, +(NS as to type of crust|medium crust)$/.test(f.description));
    expect(generic.map((f) => f.description)).toContain(food.description);
    // FNDDS weighs a slice of pizza as "1 piece, NFS".
    const piece = portions.get(food.code)!.find((p) => p.description === '1 piece, NFS')!;
    expect(grams).toBe(piece.grams);
    expect(result.servings).toBe(2);
    expect(result.calories).toBe(Math.round(per(food.kcal, piece.grams)));
  });

  it.each(['pepperoni pizza', 'cheese pizza', 'a slice of cheese pizza', '100 g pepperoni pizza'])(
    '"%s" names no unrequested variant (stuffed crust, school lunch, frozen)',
    async (text) => {
      const result = await engine.api.describeMeal(text);
      expect(result.ingredients[0]!.name).toMatch(/^Pizza/);
      expect(result.ingredients[0]!.name).not.toMatch(/stuffed|school|frozen|with fruit|gluten/i);
    },
  );

  it('a variant the text does ask for is still found', async () => {
    for (const [text, pattern] of [['stuffed crust pepperoni pizza', /stuffed crust/], ['frozen pepperoni pizza', /from frozen/], ['thin crust cheese pizza', /thin crust/]] as const) {
      const result = await engine.api.describeMeal(text);
      expect(result.ingredients[0]!.name, text).toMatch(pattern);
    }
  });
});

describe('a bare count or fraction of a food USDA weighs whole means the whole item', () => {
  /** The matched food's USDA portion whose description matches `pattern`, from the raw CSV. */
  const portionOf = (code: string, pattern: RegExp) => {
    const found = portions.get(code)?.find((p) => pattern.test(p.description));
    expect(found, `${code}: a portion like ${pattern}`).toBeDefined();
    return found!;
  };

  it.each([
    ['half a pepperoni pizza', 0.5, /^Pizza with pepperoni/, /^1 medium pizza/],
    ['a pizza', 1, /^Pizza/, /^1 medium pizza/],
    ['a third of a pizza', 1 / 3, /^Pizza/, /^1 medium pizza/],
    ['half a watermelon', 0.5, /^Watermelon, raw$/, /^1 medium melon$/],
    // A bare "an apple pie" is FNDDS's individual pie (src/engine/meal/portion-sizes.test.ts); "whole" asks for the dish.
    ['a whole apple pie', 1, /^Pie, apple$/, /^1 regular pie/],
    ['a quarter of an apple pie', 0.25, /^Pie, apple$/, /^1 regular pie/],
  ] as const)('"%s" is %d × the medium whole item', async (text, fraction, food, whole) => {
    const result = await engine.api.describeMeal(text);
    expect(result.servings).toBe(1);
    const { food: row, grams } = rowOf(result.ingredients[0]!);
    expect(row.description).toMatch(food);
    const item = portionOf(row.code, whole);
    expect(grams).toBeCloseTo(fraction * item.grams, 1);
    expect(result.calories).toBe(Math.round(per(row.kcal, fraction * item.grams)));
  });

  it('"a slice" of the same foods is one piece, far less than the whole', async () => {
    for (const [text, piece] of [['a slice of pepperoni pizza', /^1 piece, NFS$/], ['a slice of apple pie', /^1 regular slice$/]] as const) {
      const result = await engine.api.describeMeal(text);
      const { food, grams } = rowOf(result.ingredients[0]!);
      expect(grams, text).toBe(portionOf(food.code, piece).grams);
    }
  });

  it('"half an apple" stays an apple, not half an apple pie', async () => {
    const result = await engine.api.describeMeal('half an apple');
    const { food, grams } = rowOf(result.ingredients[0]!);
    expect(food.description).toMatch(/^Apple/);
    expect(grams).toBeLessThan(150);
  });
});

describe('health tips never contradict the food', () => {
  /** Every FNDDS dish, as 1 serving of 250 g, rated from its raw CSV row. */
  const rated = () =>
    readCsv('fndds_2021_2023_foods.csv.gz').map((r) => {
      const f = 2.5;
      const n = (k: string) => Number(r[k] || 0) * f;
      const part = {
        name: r.description!, grams: 250, kcal: n('energy_kcal'), protein: n('protein_g'), carbs: n('carbohydrate_g'), fat: n('fat_g'),
        sugars: n('sugars_g'), fiber: n('fiber_g'), satFat: n('saturated_fat_g'), sodiumMg: n('sodium_mg'), alcohol: n('alcohol_g'), category: r.wweia_category!,
      };
      const rating = rateHealth({ name: part.name, parts: [part] });
      return { name: part.name, tips: [rating.tip1, rating.tip2, rating.tip3] };
    });

  it('"Chicken caesar salad" (lettuce, tomato, cheese) is not told it has no fruit or vegetables', async () => {
    const result = await engine.api.describeMeal('chicken caesar salad');
    expect(rowOf(result.ingredients[0]!).food.description).toMatch(/lettuce/);
    const tips = [result.healthRating.tip1, result.healthRating.tip2, result.healthRating.tip3].join(' ');
    expect(tips).not.toMatch(/No fruit or vegetables/);
  });

  it('no FNDDS dish whose name lists lettuce, tomato or vegetables is told "No fruit or vegetables here"', () => {
    const listed = rated().filter((r) => /\b(lettuce|tomato(es)?|vegetables)\b/i.test(r.name) && !/\b(no|without|excluding)\b[^,]*\b(lettuce|tomato|vegetables)/i.test(r.name));
    expect(listed.length).toBeGreaterThan(100);
    const contradicted = listed.filter((r) => r.tips.some((t) => /No fruit or vegetables/.test(t)));
    expect(contradicted.map((r) => r.name)).toEqual([]);
  });

  it('no tip is a bare "Per serving: …" summary, for any FNDDS food', () => {
    const filler = rated().filter((r) => r.tips.some((t) => /^Per serving:/.test(t)));
    expect(filler.map((r) => r.name)).toEqual([]);
  });
});

describe('the result name keeps the person\'s words', () => {
  it.each([
    ['1 pint ipa, 1 handful peanuts', '1 pint of IPA, 1 handful of peanuts'],
    ['a pint of IPA and a handful of peanuts', '1 pint of IPA, 1 handful of peanuts'],
    ['200g greek yogurt + 1 tbsp honey', '200 g greek yogurt, 1 tbsp of honey'],
    ['2 cups of rice', '2 cups of rice'],
    ['a glass of oj', '1 glass of OJ'],
  ])('"%s" is named "%s"', async (text, name) => {
    expect((await engine.api.describeMeal(text)).name).toBe(name);
  });
});

describe('vegetables in a salad are raw', () => {
  it('"green salad with broccoli" has raw broccoli; "carrots and broccoli" alone are the usual cooked form', async () => {
    const salad = await engine.api.describeMeal('green salad with broccoli');
    const broccoli = rowOf(salad.ingredients[1]!);
    expect(broccoli.food.description).toMatch(/^Broccoli, raw$/);
    expect(salad.ingredients[1]!.calories).toBe(Math.round(per(broccoli.food.kcal, broccoli.grams)));
    const plain = await engine.api.describeMeal('carrots and broccoli');
    for (const ingredient of plain.ingredients) expect(rowOf(ingredient).food.description).toMatch(/cooked/);
    const cooked = await engine.api.describeMeal('salad with cooked broccoli');
    expect(rowOf(cooked.ingredients[1]!).food.description).toMatch(/cooked/);
  });
});

describe('a closing part word ("hearts", "sticks", "florets") names a part of the food before it', () => {
  it('"a half cup of cooked artichoke hearts" is half a USDA cup of an artichoke food, not organ meat', async () => {
    const result = await engine.api.describeMeal('a half cup of cooked artichoke hearts');
    expectConsistent(result);
    const { food, grams } = rowOf(result.ingredients[0]!);
    expect(food.description).toMatch(/^artichoke/i);
    expect(food.description).not.toMatch(/heart/i);
    const cup = portions.get(food.code)?.find((p) => /^1 cup\b/.test(p.description));
    const srCup = readCsv('sr28_portions.csv.gz').find((r) => r.ndb_no === food.code && r.unit_description === 'cup');
    const cupGrams = cup?.grams ?? (srCup ? Number(srCup.gram_weight) / Number(srCup.amount) : NaN);
    expect(grams).toBeCloseTo(cupGrams / 2, 1);
    expect(result.calories).toBe(Math.round(per(food.kcal, cupGrams / 2)));
  });

  it.each([
    ['artichoke hearts', /^artichoke/i, /heart/i],
    ['hearts of palm', /palm/i, /^heart$/i],
    ['carrot sticks', /^carrots?, raw/i, /fish/i],
    ['celery sticks', /^celery, raw/i, /fish/i],
    ['broccoli florets', /^broccoli/i, /^$/],
    ['fish sticks', /fish.*stick/i, /carrot/i],
    ['chicken wings', /chicken.*wing/i, /^$/],
    ['chicken breast', /chicken.*breast/i, /^$/],
    ['chicken nuggets', /chicken.*nugget/i, /^$/],
  ])('"%s" matches the food it names', async (text, want, notWant) => {
    const result = await engine.api.describeMeal(text);
    expectConsistent(result);
    const { food, grams } = rowOf(result.ingredients[0]!);
    expect(food.description).toMatch(want);
    expect(food.description).not.toMatch(notWant);
    expect(result.calories).toBe(Math.round(per(food.kcal, grams)));
  });
});

describe('a trailing preparation clause describes the food, it does not hide it', () => {
  it.each([
    'half cup of artichoke hearts, made without salt',
    'As a side I had half a cup of boiled artichoke hearts, prepared without salt.',
  ])('"%s" is half a cup of USDA\'s unsalted artichokes', async (text) => {
    const result = await engine.api.describeMeal(text);
    expectConsistent(result);
    const { food, grams } = rowOf(result.ingredients[0]!);
    expect(food.description).toMatch(/^artichoke/i);
    expect(food.description).toMatch(/without salt/i);
    // SR28 weighs artichokes by "0.5 cup hearts": a cup measure of the hearts.
    const srCup = readCsv('sr28_portions.csv.gz').find((r) => r.ndb_no === food.code && /^cup\b/.test(r.unit_description!));
    const cupGrams = portions.get(food.code)?.find((p) => /^1 cup\b/.test(p.description))?.grams ?? Number(srCup?.gram_weight) / Number(srCup?.amount);
    expect(grams).toBeCloseTo(cupGrams / 2, 1);
    expect(result.calories).toBe(Math.round(per(food.kcal, cupGrams / 2)));
    expect(result.carbs).toBeCloseTo(per(food.carbs, cupGrams / 2), 1);
  });

  it('"peanuts, lightly salted" and "artichoke hearts, lightly salted" are still those foods', async () => {
    for (const [text, want] of [['peanuts, lightly salted', /^peanuts?\b/i], ['artichoke hearts, lightly salted', /^artichoke/i]] as const) {
      const result = await engine.api.describeMeal(text);
      const { food, grams } = rowOf(result.ingredients[0]!);
      expect(food.description).toMatch(want);
      expect(result.calories).toBe(Math.round(per(food.kcal, grams)));
    }
  });
});

describe('"baby food" asks for baby foods, in SR28\'s one word or FNDDS\'s two', () => {
  it('"2 ounces of strained pears baby food" is 56.7 g of SR28\'s strained pears babyfood', async () => {
    const result = await engine.api.describeMeal('2 ounces of strained pears baby food');
    expectConsistent(result);
    const { food, grams } = rowOf(result.ingredients[0]!);
    expect(food.description).toMatch(/^babyfood\b.*pears.*strained/i);
    const twoOunces = 2 * 28.349523125;
    expect(Math.abs(grams - twoOunces)).toBeLessThanOrEqual(0.05 + 1e-9); // the name rounds grams to 0.1
    expect(result.calories).toBe(Math.round(per(food.kcal, twoOunces)));
    expect(result.carbs).toBeCloseTo(per(food.carbs, twoOunces), 1);
  });

  it.each(['apple baby food', 'dutch apple babyfood', 'a jar of banana baby food'])('"%s" is a baby food of that fruit, not a generic one', async (text) => {
    const result = await engine.api.describeMeal(text);
    const { food, grams } = rowOf(result.ingredients[0]!);
    expect(food.description).toMatch(/baby/i);
    expect(food.description).toMatch(text.includes('banana') ? /banana/i : /apple/i);
    expect(food.description).not.toMatch(/\bNFS\b/);
    expect(result.calories).toBe(Math.round(per(food.kcal, grams)));
  });
});

describe('dishes people name in general words', () => {
  it.each([
    // The home dish FNDDS names with meat sauce (session 26: the frozen entree had answered).
    ['spaghetti with meat sauce', /^pasta with tomato-based sauce and meat/i, /^spaghetti sauce/i],
    ['chicken stir fry with vegetables', /^chicken\b.*vegetables.*soy-based sauce/i, /^asian stir fry/i],
    ['3 salads', /^lettuce, salad\b/i, /cabbage/i],
    ['salad', /^lettuce, salad\b/i, /cabbage/i],
    ['vegetables', /mixed vegetables/i, /^bread/i],
  ])('"%s" is the dish it names', async (text, want, notWant) => {
    const result = await engine.api.describeMeal(text);
    expectConsistent(result);
    expect(result.ingredients).toHaveLength(1);
    const { food, grams } = rowOf(result.ingredients[0]!);
    expect(food.description).toMatch(want);
    expect(food.description).not.toMatch(notWant);
    expect(result.calories).toBe(Math.round(per(food.kcal, grams)));
  });

  it('"3 salads" is three servings of one garden salad', async () => {
    const result = await engine.api.describeMeal('3 salads');
    expect(result.servings).toBe(3);
  });
});

describe('"X with Y" keeps X as the dish', () => {
  it('"sandwich with turkey" is a turkey sandwich; "ice cream with chocolate sauce" keeps its sauce apart', async () => {
    const sandwich = await engine.api.describeMeal('sandwich with turkey');
    expect(sandwich.ingredients).toHaveLength(1);
    const { food, grams } = rowOf(sandwich.ingredients[0]!);
    expect(food.description).toMatch(/^turkey sandwich/i);
    expect(sandwich.calories).toBe(Math.round(per(food.kcal, grams)));

    const sundae = await engine.api.describeMeal('ice cream with chocolate sauce');
    expectConsistent(sundae);
    expect(sundae.ingredients).toHaveLength(2);
    expect(rowOf(sundae.ingredients[0]!).food.description).toMatch(/^ice cream/i);
    expect(rowOf(sundae.ingredients[1]!).food.description).toMatch(/sauce/i);
  });
});
