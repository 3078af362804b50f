/**
 * describeMeal on the miss classes of the session-15 fourth unseen everyday set (issue 23), pooled
 * with the three earlier sets, with examples written for these tests (none is a bench phrase).
 */
import { describe, expect, it } from 'vitest';
import { names, total, useEverydayEngine } from './everyday.test-helper.js';

const { describeMeal, readsAs } = useEverydayEngine();

describe('a clock time says when, never how many', () => {
  it.each([
    ['around 9am, a tangerine', 'a tangerine'],
    ['at 4pm a granola bar', 'a granola bar'],
    ['a peach at 11:15', 'a peach'],
    ['by 8 p.m. a bowl of ramen', 'a bowl of ramen'],
    ["a pear at 2 o'clock", 'a pear'],
    ['two plums at 3', 'two plums'],
  ])('"%s" is "%s"', readsAs);

  it('a number that is an amount stays one', async () => {
    const [about, plain] = await Promise.all([describeMeal('chicken wings, about 8'), describeMeal('8 chicken wings')]);
    expect(total(about)).toBeCloseTo(total(plain), 6);
  });
});

describe('who made a dish is no food, with or without the apostrophe', () => {
  it.each([
    ["my mum's cottage pie", "cottage pie"],
    ['my moms pot roast', 'pot roast'],
    ["grandpa's chili", 'chili'],
    ['nanas banana bread', 'banana bread'],
    ['a bowl of my husbands beef stew', 'a bowl of beef stew'],
    ["a slice of my aunt's carrot cake", 'a slice of carrot cake'],
  ])('"%s" is "%s"', readsAs);

  it('words that only look like it stay: dates are a fruit, a kids meal is a meal', async () => {
    const dates = await describeMeal('4 dates');
    expect(names(dates)[0]).toMatch(/^Dates?\b/);
    const fries = await describeMeal('kids fries');
    expect(total(fries)).toBeGreaterThan(0);
  });
});

describe('after an amount, "of my" opens the food itself', () => {
  it.each([
    ['a bowl of my lentil soup', 'a bowl of lentil soup'],
    ['a plate of my spaghetti', 'a plate of spaghetti'],
    ['a cup of my vegetable soup', 'a cup of vegetable soup'],
  ])('"%s" is "%s"', readsAs);
});

describe('meal prep, days of the week and how hungry frame the food', () => {
  it.each([
    ['meal prep: turkey meatballs and rice', 'turkey meatballs and rice'],
    ['burrito bowl i prepped on monday', 'burrito bowl'],
    ['beef stew from saturday', 'beef stew'],
    ['woke up starving and had 2 waffles', '2 waffles'],
  ])('"%s" is "%s"', readsAs);
});

describe('served cold is the same food', () => {
  it.each([
    ['2 slices of cold pepperoni pizza', '2 slices of pepperoni pizza'],
    ['cold lasagna', 'lasagna'],
  ])('"%s" is "%s"', readsAs);

  it('names that hold "cold" keep it', async () => {
    const brew = await describeMeal('a cold brew');
    expect(names(brew)[0]).toMatch(/coffee/i);
  });
});

describe('where the food came from is no food, and a sandwich "on toast" is on its own bread', () => {
  it.each([
    ['a cinnamon roll from the food court', 'a cinnamon roll'],
    ['a bratwurst at the ballpark', 'a bratwurst'],
    ['a turkey sandwich on rye from the cafe', 'a turkey sandwich on rye'],
    ['an egg salad sandwich on toast', 'an egg salad sandwich'],
  ])('"%s" is "%s"', readsAs);

  it('a place is read only at the end of the part: "at the fair" then more food keeps both', async () => {
    const r = await describeMeal('a lemonade from the stand and a funnel cake');
    expect(names(r).length).toBeGreaterThanOrEqual(1);
    expect(total(r)).toBeGreaterThan(0);
  });
});

describe('names a food log uses that USDA words another way', () => {
  it.each([
    ['three fish fingers', /^Fish, stick/, 20],
    ['a chapati', /^Bread, chappatti or roti/, 40],
    ['two munchkins', /^Doughnut holes/, 15],
    ['an uncrustables', /^Peanut butter and jelly sandwich/, 56],
    ['a fruit roll-up', /^Candy, fruit leather/, 15],
    ['char siu bao', /^Bao bun/, 100],
    ['a bag of crisps', /^Potato chips, plain/, 28],
    ['a vodka cranberry', /^Cape Cod/, 225],
    ['a whiskey and coke', /^Whiskey and cola/, 225],
  ])('"%s" is %s, %d g a piece', async (text, food, grams) => {
    const r = await describeMeal(text);
    expect(r.ingredients).toHaveLength(1);
    expect(r.ingredients[0]!.name).toMatch(food);
    expect(r.ingredients[0]!.name).toContain(`${grams} g)`);
  });

  it('a whole omelette is not one egg of it, and crumpets are FNDDS\'s own crumpet', async () => {
    const [veg, egg] = await Promise.all([describeMeal('a vegetable omelet'), describeMeal('1 egg')]);
    expect(total(veg)).toBeGreaterThan(1.5 * total(egg));
    const crumpet = await describeMeal('a crumpet');
    expect(crumpet.ingredients[0]!.name).toMatch(/^Muffin, English \(1, 45 g\)/);
  });
});

describe('food-log slang and UK names reach the FNDDS food they mean', () => {
  it.each([
    ['8 nuggs', /^Chicken nuggets/],
    ['tendies', /^Chicken tenders/],
    ['a slice of rockmelon', /^Cantaloupe/],
    ['a cup of mangetout', /^Snowpeas/],
    ['a cup of cooked snow peas', /^Snowpeas/],
    ['a yorkshire pudding', /^Popover/],
    ['a bag of candy floss', /^Candy, cotton/],
    ['three poppadoms', /^Papad/],
    ['an onion bhaji', /^Pakora/],
  ])('"%s" is %s', async (text, food) => {
    const r = await describeMeal(text);
    expect(r.ingredients[0]!.name).toMatch(food);
  });
});
