/**
 * Text with no food that was given calories, by class (issue 23, session 22, helper places;
 * docs/engine.md): an ordinal read as a count, "can" the verb read as a can, a model number read
 * as a count, program code, a product sold with a food's scent, a food's word as someone's name,
 * a consent banner's button. Beside them, food said with an ordinal keeps its answer. Phrases
 * written for these tests.
 */
import { describe, expect, it } from 'vitest';
import { useEverydayEngine } from './everyday.test-helper.js';
import { parseMeal } from './parse.js';

const { describeMeal, refusedWith: refused } = useEverydayEngine();
const foods = async (text: string) => (await describeMeal(text)).ingredients.map((i) => i.name);

describe('an ordinal says which, never how many', () => {
  it('a book\'s "25th anniversary edition" is no count of the food word in its title', async () => {
    expect(await refused('A Lemon Tree Summer - 25th anniversary edition')).toBe('noFoodDetectedText');
  });
  it('"my 3rd coffee of the day" is one coffee', async () => {
    const meal = await describeMeal('my 3rd coffee of the day');
    expect(meal.ingredients).toHaveLength(1);
    expect(meal.ingredients[0]!.name).toMatch(/^Coffee/);
    expect(meal.name).not.toMatch(/day|rd/);
    const one = await describeMeal('a coffee');
    expect(meal.ingredients[0]!.calories).toBe(one.ingredients[0]!.calories);
  });
});

describe('"can" after a subject pronoun is the verb', () => {
  it('finds no can in "we can …"', () => {
    const said = parseMeal('spilt tea everywhere, we can redo the charts').map((i) => i.foodText).join(' | ');
    expect(said).not.toMatch(/\bcan\b/);
  });
  it('a can of a drink stays a can', async () => {
    expect((await foods('a can of coke'))[0]).toMatch(/cola/i);
  });
});

describe('a number of four digits with no unit is a model or a year', () => {
  it('is no count of the food word beside it', async () => {
    expect(await refused('Peach Pro 7200 replacement charger')).toBe('noFoodDetectedText');
  });
});

describe('program code names variables, not food', () => {
  it('is refused', async () => {
    expect(await refused('let snack = pantry.find((item) => item.sweet);')).toBe('noFoodDetectedText');
    expect(await refused('if (banana.isPeeled()) { eat(); }')).toBe('noFoodDetectedText');
  });
  it('a food log with one "=" stays food', async () => {
    expect((await foods('eggs = 2, toast'))[0]).toMatch(/egg/i);
  });
});

describe('a product with a food\'s scent is no food, its measure its own', () => {
  it('is refused', async () => {
    expect(await refused('Vanilla Bean scented jar candle, 18 oz')).toBe('noFoodDetectedText');
  });
  it('a food eaten beside it stays food', async () => {
    expect((await foods('ate a banana by candle light'))[0]).toMatch(/^Banana/);
  });
});

describe('a food\'s word as the name of a person or a pet', () => {
  it('is refused', async () => {
    expect(await refused('our new puppy Biscuit chewed the sofa')).toBe('noFoodDetectedText');
    expect(await refused('they named their son Kale')).toBe('noFoodDetectedText');
  });
  it('a food for someone stays food', async () => {
    expect((await foods('a biscuit for my son'))[0]).toMatch(/biscuit|cookie/i);
  });
});

describe('a consent banner\'s button', () => {
  it('is refused', async () => {
    expect(await refused('Reject all cookies')).toBe('noFoodDetectedText');
  });
});
