/**
 * A can of a canned food is the can USDA weighs it in (issue 23, session 24): SR weighs its canned
 * vegetables, beans and fish by the can, drained or with their liquid, and a can of them is that
 * can, not 12 fl oz of the food at its cup density. Amounts written for these tests.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { loadFoodDatabase, portionGrams, type Food, type FoodDatabase } from './index.js';
import { saidForm } from './portion-forms.js';

let db: FoodDatabase;
const food = (id: string): Food => db.get(id) ?? (() => { throw new Error(`no food ${id}`); })();
const oneCan = (id: string, form?: string) => portionGrams(db, food(id), { count: 1, unit: 'can', ...(form ? { form } : {}) })!;
const srCan = (id: string) => db.portions(id).find((p) => /^1 can\b/.test(p.description))!.grams;

beforeAll(async () => {
  db = await loadFoodDatabase();
});

describe('a can of a canned food', () => {
  it('is the same food\'s SR can, with its liquid or drained as the text says', () => {
    const peas = 'fndds:75224033'; // Green peas, canned, cooked (FNDDS weighs no can of them)
    expect(oneCan(peas, 'with liquid').grams).toBe(srCan('sr:11306')); // SR peas, solids and liquids
    expect(oneCan(peas, 'drained').grams).toBe(srCan('sr:11813')); // SR peas, drained solids
    expect(oneCan(peas, 'with liquid').basis).toMatch(/with liquid/);
  });

  it('leaves a canned food whose name says no state, and the text none, at the drink can of its drained cup', () => {
    expect(oneCan('fndds:75224033').basis).toMatch(/a can taken as 355 ml/);
  });

  it('weighs beans "from canned" as a drained can of their SR food group, not a can with the liquid', () => {
    const answer = oneCan('fndds:41102040'); // Black beans, from canned: SR weighs no can of black beans
    expect(answer.basis).toMatch(/drained, the median "1 can" of \d+ SR28 canned foods of "Legumes and Legume Products"/);
    expect(answer.grams).toBeGreaterThan(240);
    expect(answer.grams).toBeLessThan(300);
  });

  it('weighs a canned food with nothing to pour off (refried beans, a sauce) as the whole can', () => {
    expect(oneCan('fndds:41205040').grams).toBeGreaterThan(400); // refried beans "from canned": no drained can of them
    expect(oneCan('sr:43217').grams).toBeGreaterThan(400); // SR tomato sauce, canned
  });

  it('takes only cans of the same kind of food: mushrooms are no mushroom gravy, potatoes no sweet potatoes', () => {
    expect(oneCan('fndds:75219023', 'drained').basis).toMatch(/Mushrooms, canned/);
    expect(oneCan('fndds:75219023', 'drained').basis).not.toMatch(/Gravy/);
    expect(oneCan('fndds:71103300', 'with liquid').basis).toMatch(/Potatoes, canned/);
    expect(oneCan('fndds:71103300', 'with liquid').basis).not.toMatch(/Sweet potato/);
  });

  it('gives no canned food\'s can to a food that is not canned, nor to a drink', () => {
    expect(oneCan('fndds:12140000').basis).not.toMatch(/SR28 can|canned foods of/); // a can of whipped cream
    expect(oneCan('fndds:92410310').basis).toMatch(/12 fl oz/); // a can of cola
  });
});

describe('the state of a can said in the text', () => {
  it.each([
    ['a can of corn, undrained', 'with liquid'],
    ['a can of peas with their liquid', 'with liquid'],
    ['a can of kidney beans, drained and rinsed', 'drained'],
    ['a can of tuna', undefined],
  ])('"%s" says %s', (text, form) => expect(saidForm(text)).toBe(form));
});
