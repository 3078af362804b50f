import { readFileSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { HealthRating, NutritionApiError } from '../../api/index.js';
import { explainHealth, rateHealth, type HealthInput, type HealthPart } from './index.js';
import { healthExamplesMarkdown } from './examples.js';
import { readCsvGz } from '../../../scripts/build-food-data.js';

/*
 * Real foods from the USDA tables (public domain), read here from data/raw/usda. Expected
 * numbers are computed in the test from the CSV rows, never copied from the engine's output.
 */
const USDA = fileURLToPath(new URL('../../../data/raw/usda/', import.meta.url));

const readCsv = (file: string) => readCsvGz(USDA + file);

const fndds = readCsv('fndds_2021_2023_foods.csv.gz');
const sr = readCsv('sr28_foods.csv.gz');
const num = (value: string | undefined) => (value ? Number(value) : 0);

function toPart(row: Record<string, string>, grams: number): HealthPart {
  const k = grams / 100;
  return {
    name: row.description!.replace(/\s+/g, ' '),
    grams,
    kcal: num(row.energy_kcal) * k,
    protein: num(row.protein_g) * k,
    carbs: num(row.carbohydrate_g) * k,
    fat: num(row.fat_g) * k,
    sugars: num(row.sugars_g) * k,
    fiber: num(row.fiber_g) * k,
    satFat: num(row.saturated_fat_g) * k,
    sodiumMg: num(row.sodium_mg) * k,
    alcohol: num(row.alcohol_g) * k,
    category: row.wweia_category ?? row.food_group ?? '',
  };
}

function rowOf(table: Array<Record<string, string>>, description: string) {
  const row = table.find((r) => r.description!.replace(/\s+/g, ' ') === description);
  if (!row) throw new Error(`USDA food not found: ${description}`);
  return row;
}
/** An FNDDS food; grams are a typical serving (FNDDS portions). */
const f = (description: string, grams: number) => toPart(rowOf(fndds, description), grams);
const s = (description: string, grams: number) => toPart(rowOf(sr, description), grams);
const serving = (name: string, ...parts: HealthPart[]): HealthInput => ({ name, parts });

const foods = {
  cola: serving('cola', f('Soft drink, cola', 368)),
  dietCola: serving('diet cola', f('Soft drink, cola, diet', 368)),
  broccoli: serving('broccoli', f('Broccoli, raw', 91)),
  pizza: serving('2 slices of pepperoni pizza', f('Pizza with pepperoni, from restaurant or fast food, thin crust', 220)),
  beer: serving('a can of beer', f('Beer', 356)),
  salmon: serving('salmon fillet', s('Fish, salmon, Atlantic, farmed, cooked, dry heat', 178)),
  bread: serving('a slice of whole-wheat bread', s('Bread, whole-wheat, commercially prepared', 32)),
  water: serving('a glass of water', f('Water, tap', 240)),
  coffee: serving('black coffee', f('Coffee, brewed', 240)),
  sweetTea: serving('sweet iced tea', f('Tea, iced, brewed, black, pre-sweetened with sugar', 355)),
  lentils: serving('lentils', f('Lentils, from dried, no added fat', 198)),
  bacon: serving('bacon', f('Pork bacon, smoked or cured, cooked', 30)),
  oliveOil: serving('olive oil', s('Oil, olive, salad or cooking', 13.5)),
  butter: serving('butter', s('Butter, salted', 14.2)),
  orangeJuice: serving('orange juice', f('Orange juice, 100%, NFS', 248)),
  vodka: serving('a shot of vodka', f('Vodka', 42)),
};

describe('USDA foods get ratings in a sensible order', () => {
  const rating = Object.fromEntries(Object.entries(foods).map(([key, input]) => [key, rateHealth(input).rating])) as Record<keyof typeof foods, number>;

  it('broccoli > pepperoni pizza > cola, and water is 10', () => {
    expect(rating.broccoli).toBeGreaterThan(rating.pizza);
    expect(rating.pizza).toBeGreaterThan(rating.cola);
    expect(rating.water).toBe(10);
    expect(rating.lentils).toBeGreaterThanOrEqual(8);
    expect(rating.salmon).toBeGreaterThanOrEqual(8);
    expect(rating.bread).toBeGreaterThan(rating.pizza);
    expect(rating.oliveOil).toBeGreaterThan(rating.butter);
  });

  it('beer and spirits are at most 2 whatever their points', () => {
    const beer = explainHealth(foods.beer);
    expect(beer.rating).toBeLessThanOrEqual(2);
    expect(beer.main.rating).toBeGreaterThan(2); // its points alone would rate it higher: the cap did it
    expect(beer.adjustments.map((a) => a.rule)).toContain('alcohol');
    expect(rating.vodka).toBeLessThanOrEqual(2);
  });

  it('every result is a valid HealthRating', () => {
    for (const input of Object.values(foods)) expect(HealthRating.parse(rateHealth(input))).toBeTruthy();
  });
});

/** Thresholds written from the published tables (see nutri-score.test.ts). */
const pointsFor = (thresholds: number[], value: number) => thresholds.filter((t) => value > t).length;
const ENERGY = [335, 670, 1005, 1340, 1675, 2010, 2345, 2680, 3015, 3350];
const SUGARS = [3.4, 6.8, 10, 14, 17, 20, 24, 27, 31, 34, 37, 41, 44, 48, 51];
const SAT_FAT = [1, 2, 3, 4, 5, 6, 7, 8, 9, 10];
const SALT = [0.2, 0.4, 0.6, 0.8, 1, 1.2, 1.4, 1.6, 1.8, 2, 2.2, 2.4, 2.6, 2.8, 3, 3.2, 3.4, 3.6, 3.8, 4];
const PROTEIN = [2.4, 4.8, 7.2, 9.6, 12, 14, 17];
const FIBRE = [3.0, 4.1, 5.2, 6.3, 7.4];
const BEV_ENERGY = [30, 90, 150, 210, 240, 270, 300, 330, 360, 390];
const BEV_SUGARS = [0.5, 2, 3.5, 5, 6, 7, 8, 9, 10, 11];

describe('the points of real foods match the published tables applied to the USDA row', () => {
  it('pepperoni pizza: per 100 g values of the row, protein not counted at ≥ 11 negative points', () => {
    const row = rowOf(fndds, 'Pizza with pepperoni, from restaurant or fast food, thin crust');
    const negative = pointsFor(ENERGY, num(row.energy_kcal) * 4.184) + pointsFor(SUGARS, num(row.sugars_g))
      + pointsFor(SAT_FAT, num(row.saturated_fat_g)) + pointsFor(SALT, (num(row.sodium_mg) * 2.5) / 1000);
    const protein = pointsFor(PROTEIN, num(row.protein_g));
    const fibre = pointsFor(FIBRE, num(row.fiber_g));
    const fvl = 0; // 10 % estimated for pizza: no points below 40 %
    const expectedScore = negative - fibre - fvl - (negative < 11 ? protein : 0);
    const e = explainHealth(foods.pizza);
    expect(e.main.nutriScore.negative).toBe(negative);
    expect(e.main.nutriScore.score).toBe(expectedScore);
    expect(e.main.nutriScore.nutriClass).toBe(expectedScore <= 10 ? 'C' : expectedScore <= 18 ? 'D' : 'E');
  });

  it('cola: beverage tables; ultra-processed category costs one more point', () => {
    const row = rowOf(fndds, 'Soft drink, cola');
    const score = pointsFor(BEV_ENERGY, num(row.energy_kcal) * 4.184) + pointsFor(BEV_SUGARS, num(row.sugars_g))
      + pointsFor(SALT, (num(row.sodium_mg) * 2.5) / 1000);
    const e = explainHealth(foods.cola);
    expect(e.main.algorithm).toBe('beverage');
    expect(e.main.nutriScore.score).toBe(score);
    expect(e.main.nutriScore.nutriClass).toBe('E');
    expect(e.adjustments.map((a) => a.rule)).toContain('processing');
  });

  it('diet cola: 4 points for sweeteners', () => {
    expect(explainHealth(foods.dietCola).main.nutriScore.points.sweeteners).toBe(4);
  });

  it('unsweetened coffee is 9, sweetened tea is scored by its sugar', () => {
    const coffee = explainHealth(foods.coffee);
    expect(coffee.rating).toBe(9);
    expect(coffee.adjustments.map((a) => a.rule)).toEqual(['teaCoffee']);
    const tea = explainHealth(foods.sweetTea);
    expect(tea.isPlainTeaOrCoffee).toBe(false);
    expect(tea.main.nutriScore.points.sugars).toBe(pointsFor(BEV_SUGARS, num(rowOf(fndds, 'Tea, iced, brewed, black, pre-sweetened with sugar').sugars_g)));
    expect(tea.rating).toBeLessThan(9);
  });

  it('olive oil uses the fats algorithm and counts as in Nutri-Score (B), butter is E', () => {
    const oil = explainHealth(foods.oliveOil);
    expect(oil.main.algorithm).toBe('fat');
    expect(oil.main.nutriScore.nutriClass).toBe('B');
    expect(explainHealth(foods.butter).main.nutriScore.nutriClass).toBe('E');
  });
});

describe('a meal with a drink', () => {
  it('a cola never makes a pizza look healthier (food and drinks are scored apart)', () => {
    const pizzaAlone = rateHealth(foods.pizza).rating;
    const withCola = explainHealth(serving('pizza and a cola', ...foods.pizza.parts, ...foods.cola.parts));
    expect(withCola.rating).toBeLessThanOrEqual(pizzaAlone);
    expect(withCola.groups.map((g) => g.group)).toEqual(['food', 'drinks']);
    // Weighted by energy: (food rating × food kcal + drinks rating × drinks kcal) / total kcal.
    const [food, drinks] = withCola.groups;
    const mean = Math.round((food!.rating * food!.totals.kcal + drinks!.rating * drinks!.totals.kcal) / withCola.totals.kcal);
    expect(withCola.adjustments.find((a) => a.rule === 'combine')?.after ?? withCola.main.rating).toBe(mean);
  });

  it('water with a meal changes nothing (0 kcal)', () => {
    const meal = serving('lentils and water', ...foods.lentils.parts, ...foods.water.parts);
    expect(rateHealth(meal).rating).toBe(rateHealth(foods.lentils).rating);
  });

  it('a beer caps a healthy meal at 2', () => {
    const meal = serving('salmon and a beer', ...foods.salmon.parts, ...foods.beer.parts);
    expect(rateHealth(meal).rating).toBeLessThanOrEqual(2);
  });
});

describe('tips', () => {
  it('pizza: the sodium tip comes first with the right numbers', () => {
    const row = rowOf(fndds, 'Pizza with pepperoni, from restaurant or fast food, thin crust');
    const sodium = Math.round(num(row.sodium_mg) * 2.2);
    const tips = rateHealth(foods.pizza);
    expect(tips.tip1).toContain(`${sodium.toLocaleString('en-US')} mg of sodium`);
    expect(tips.tip1).toContain(`${Math.round((sodium / 2300) * 100)}% of the 2,300 mg daily limit`);
  });

  it('a meal names the part that gives most of the worst nutrient', () => {
    const meal = serving('hot dog and cola', f('Hot dog sandwich, beef, on white bun', 98), f('Soft drink, cola', 492));
    const e = explainHealth(meal);
    const sugarTip = e.chosen.find((t) => t.kind === 'sugars');
    expect(sugarTip).toBeDefined();
    const cola = meal.parts[1]!;
    const share = Math.round((cola.sugars / e.totals.sugars) * 100);
    expect(sugarTip!.text).toContain(`the cola soft drink gives ${share}% of it`);
    expect(sugarTip!.text).toContain(`${(Math.round(e.totals.sugars * 10) / 10).toFixed(1)} g of sugars`);
    expect(e.chosen.map((t) => t.kind)).toContain('processing');
  });

  it('alcohol: the first tip gives grams and US standard drinks (14 g)', () => {
    const beer = foods.beer.parts[0]!;
    const tip = rateHealth(foods.beer).tip1;
    expect(tip).toContain(`${beer.alcohol.toFixed(1)} g of alcohol`);
    expect(tip).toContain(`${(beer.alcohol / 14).toFixed(1)} US standard drink`);
  });

  it('a good food gets a positive tip and a specific suggestion for what it lacks', () => {
    const e = explainHealth(foods.broccoli);
    expect(e.chosen[0]!.tone).toBe('positive');
    expect(e.chosen.map((t) => t.kind)).toContain('fvlGood');
    const protein = foods.broccoli.parts[0]!.protein;
    const addProtein = e.candidates.find((t) => t.kind === 'addProtein');
    expect(addProtein?.text).toContain(`Only ${protein.toFixed(1)} g of protein`);
  });

  it('sugar in whole fruit is not called added sugar', () => {
    const e = explainHealth(serving('an orange', f('Orange, raw', 140)));
    expect(e.candidates.map((t) => t.kind)).not.toContain('sugars');
  });
});

describe('every USDA food, at 100 g and at a large portion', () => {
  const inputs: HealthInput[] = [];
  for (const row of fndds) for (const grams of [100, 450]) inputs.push(serving(row.description!, toPart(row, grams)));
  for (const row of sr) inputs.push(serving(row.description!, toPart(row, 100)));

  it('gets a whole rating 0–10 and exactly three distinct, short, clean tips', () => {
    const problems: string[] = [];
    for (const input of inputs) {
      const r = rateHealth(input);
      const tips = [r.tip1, r.tip2, r.tip3];
      if (!Number.isInteger(r.rating) || r.rating < 0 || r.rating > 10) problems.push(`${input.name}: rating ${r.rating}`);
      if (new Set(tips).size !== 3) problems.push(`${input.name}: repeated tip`);
      for (const tip of tips) {
        if (!tip || tip.length > 160 || tip !== tip.trim() || /NaN|undefined|Infinity|null/.test(tip)) {
          problems.push(`${input.name}: bad tip "${tip}"`);
        }
      }
    }
    expect(problems.slice(0, 10)).toEqual([]);
  });

  it('is deterministic: the same food gives the same rating and tips', () => {
    for (const input of inputs.slice(0, 500)) expect(rateHealth(structuredClone(input))).toEqual(rateHealth(input));
  });
});

describe('bad input', () => {
  it('no parts, zero grams or a NaN figure is invalidRequest with a useful message', () => {
    const bad = (input: HealthInput) => {
      try { rateHealth(input); } catch (error) { return error; }
      return undefined;
    };
    const none = bad({ name: 'nothing', parts: [] });
    expect(none).toBeInstanceOf(NutritionApiError);
    expect((none as NutritionApiError).code).toBe('invalidRequest');
    const empty = bad(serving('air', { ...foods.broccoli.parts[0]!, grams: 0, kcal: 0 }));
    expect((empty as NutritionApiError).message).toMatch(/0 g/);
    const nan = bad(serving('x', { ...foods.broccoli.parts[0]!, sodiumMg: Number.NaN }));
    expect((nan as NutritionApiError).message).toMatch(/sodiumMg is NaN/);
  });

  it('an Open Food Facts category is tolerated', () => {
    const yogurt = { ...foods.broccoli.parts[0]!, name: 'Skyr', category: 'en:yogurts' };
    expect(HealthRating.parse(rateHealth(serving('skyr', yogurt)))).toBeTruthy();
  });
});

describe('docs/health-rating.md', () => {
  it('shows worked examples that match the code (UPDATE_HEALTH_DOC=1 rewrites them)', () => {
    const docPath = fileURLToPath(new URL('../../../docs/health-rating.md', import.meta.url));
    const doc = readFileSync(docPath, 'utf8');
    const start = '<!-- examples:start (generated by src/engine/health/usda-foods.test.ts) -->';
    const end = '<!-- examples:end -->';
    const examples = [foods.broccoli, foods.lentils, foods.salmon, foods.bread, foods.pizza, foods.bacon, foods.oliveOil,
      foods.butter, foods.water, foods.coffee, foods.orangeJuice, foods.dietCola, foods.cola, foods.beer,
      serving('pizza and a cola', ...foods.pizza.parts, ...foods.cola.parts)];
    const block = `${start}\n${healthExamplesMarkdown(examples)}${end}`;
    const current = doc.slice(doc.indexOf(start), doc.indexOf(end) + end.length);
    if (process.env.UPDATE_HEALTH_DOC === '1') {
      writeFileSync(docPath, doc.replace(current, block));
      return;
    }
    expect(doc.indexOf(start)).toBeGreaterThan(-1);
    expect(current).toBe(block);
  });
});
