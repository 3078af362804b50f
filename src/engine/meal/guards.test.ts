/**
 * Plausibility guards on which food (docs/engine.md "Plausibility guards"): sentences written for
 * these tests.
 */
import { describe, expect, it } from 'vitest';
import { useEngineWithFoods } from './food-portions.test-helper.js';

const ctx = useEngineWithFoods();
const describeMeal = (text: string) => ctx.engine.api.describeMeal(text);

describe('a sugar-free variant only when the words ask for it', () => {
  it.each([
    ['a can of Red Bull', /^Energy drink \(Red Bull\)/],
    ['a 16 oz can of NOS energy drink after class', /^Energy drink \(NOS\)/],
    ['a sugar free red bull', /sugar[- ]free/i],
    ['a 12 oz can of cola sweetened with aspartame', /^Soft drink, cola, diet/],
    ['a low-calorie cola', /^Soft drink, cola, diet/],
    ['a can of cola', /^Soft drink, cola$/],
  ])('"%s" is %s', async (text, food) => {
    const result = await describeMeal(text);
    expect(result.ingredients[0]!.name.replace(/ \([^()]*\)$/, '')).toMatch(food);
  });

  it('the sugared energy drink has its sugar, the sugar-free one next to none', async () => {
    const sugared = await describeMeal('a 16 oz can of Rockstar energy drink');
    const free = await describeMeal('a 16 oz can of sugar-free Rockstar energy drink');
    expect(sugared.carbs).toBeGreaterThan(40);
    expect(free.carbs).toBeLessThan(10);
  });
});

describe('a can is eaten with what it holds unless the words say it was drained', () => {
  it.each([
    ['a cup of canned peaches in heavy syrup', /solids and liquids/],
    ['a cup of canned peaches in heavy syrup, both the fruit and the syrup', /solids and liquids/],
    ['half a can of pears in extra heavy syrup', /extra heavy syrup/],
    ['a cup of canned peaches in heavy syrup, drained', /drained/],
  ])('"%s" is %s', async (text, form) => {
    const result = await describeMeal(text);
    expect(result.ingredients).toHaveLength(1);
    expect(result.ingredients[0]!.name).toMatch(form);
  });

  it('the syrup the fruit is packed in is no second food', async () => {
    const result = await describeMeal('a cup of canned apricots in light syrup, both the fruit and the syrup');
    expect(result.ingredients).toHaveLength(1);
    expect(result.ingredients[0]!.name).toMatch(/^Apricots, canned/);
  });
});

describe('"…, prepared with butter": what the food before was made with rides on it', () => {
  it('a spoonful of butter beside the potato, not butter cookies', async () => {
    const result = await describeMeal('a baked potato, skin on, prepared with butter');
    expect(result.ingredients).toHaveLength(2);
    expect(result.ingredients[1]!.name).toMatch(/^Butter/);
    expect(result.ingredients[1]!.name).not.toMatch(/cookie/i);
  });
});

describe('a jar of baby food holds what the words list: one baby food, not the raw foods', () => {
  it.each([
    ['a 4 oz jar of baby food with peaches and bananas'],
    ['a jar of strained baby food, apples and blueberries'],
    ['a 4 ounce jar of baby food that combines pears and pineapple'],
  ])('"%s" is one baby food', async (text) => {
    const result = await describeMeal(text);
    expect(result.ingredients).toHaveLength(1);
    expect(result.ingredients[0]!.name).toMatch(/^Baby/);
  });

  it('who is fed is no food: "my toddler is having a jar of …" keeps the jar as the amount', async () => {
    const result = await describeMeal('my toddler is having a 4 ounce jar of strained carrots baby food');
    expect(result.ingredients).toHaveLength(1);
    expect(result.ingredients[0]!.name).toMatch(/^Baby.*carrot/i);
    expect(result.ingredients[0]!.name).toContain('113.4 g');
  });

  it('"baby carrots" are still carrots', async () => {
    const result = await describeMeal('my baby carrots with hummus');
    expect(result.ingredients[0]!.name).toMatch(/^Carrots, baby/);
  });
});

describe('a head that says only the form ("mix", "powder") or that foods are mixed is no food of its own', () => {
  it.each([
    ['a packet of instant brown gravy mix', /^Gravy/],
    ['a jar of a butter and oil mixture', /^(Butter|Oil|Margarine)/],
  ])('"%s" is %s and nothing else', async (text, food) => {
    const result = await describeMeal(text);
    expect(result.ingredients.map((i) => i.name).join('; ')).not.toMatch(/Trail mix|rice mixture/);
    expect(result.ingredients[0]!.name).toMatch(food);
  });
});

describe('a size asks for a sized food only of the kind the words say', () => {
  it.each([
    ['a large egg white', /^Egg, white/],
    ['a medium green pepper', /^Peppers?, /],
    ['a small popcorn', /^Popcorn, movie theater/],
    // The head noun, not a closing participle: "peeled" found "Potato, baked, peel eaten".
    ['a medium cucumber, peeled', /^Cucumber/],
  ])('"%s" is %s', async (text, food) => {
    const result = await describeMeal(text);
    expect(result.ingredients[0]!.name).toMatch(food);
  });
});

describe('a meat, poultry or fish SR lists raw and cooked is eaten cooked unless the words say raw', () => {
  it.each([
    ['a porterhouse steak', /porterhouse steak.*, cooked, grilled$/],
    ['a skirt steak', /inside skirt.*, cooked, grilled$/],
    ['a boneless top loin steak', /top loin steak.*, cooked, grilled$/],
    ['a sheepshead fillet', /^Fish, sheepshead, cooked, dry heat$/],
  ])('"%s" is %s', async (text, food) => {
    const result = await describeMeal(text);
    expect(result.ingredients[0]!.name.replace(/ \([^()]*\)$/, '')).toMatch(food);
  });

  it('the raw form stays when the words say raw', async () => {
    const result = await describeMeal('porterhouse steak sashimi style raw');
    expect(result.ingredients[0]!.name).toMatch(/porterhouse steak.*, raw \(/);
  });

  it('a whole cooked steak weighs what USDA weighs it cooked, not its raw weight', async () => {
    const result = await describeMeal('a skirt steak');
    expect(result.ingredients[0]!.name).toMatch(/\(1, 256 g\)$/);
  });
});

describe('piece for the whole: a food named by its pieces (session 23, nbguard)', () => {
  it('"one tater tot" is one tot, not a plate of them', async () => {
    const one = await describeMeal('one tater tot');
    const plate = await describeMeal('tater tots');
    expect(one.carbs).toBeLessThan(plate.carbs / 3);
  });

  it('a steak named in the singular is still the whole steak', async () => {
    const result = await describeMeal('a t-bone steak');
    expect(result.calories).toBeGreaterThan(300);
  });
});
