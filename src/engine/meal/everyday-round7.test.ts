/**
 * describeMeal on the miss classes of the session-16 fifth unseen everyday set (issue 23), pooled
 * with the four earlier sets, with examples written for these tests (none is a bench phrase).
 */
import { describe, expect, it } from 'vitest';
import { names, total, useEverydayEngine } from './everyday.test-helper.js';

const { describeMeal, readsAs } = useEverydayEngine();

describe('how a fried egg is done is a fried egg, never a context that drops it', () => {
  it.each([
    ['3 eggs over easy', '3 fried eggs'],
    ['an egg over medium', 'a fried egg'],
    ['2 eggs over-hard', '2 fried eggs'],
    ['one egg sunny side up', 'one fried egg'],
    ['2 eggs sunny-side up and a slice of toast', '2 fried eggs and a slice of toast'],
    ['hash browns and 2 eggs over well done', 'hash browns and 2 fried eggs'],
  ])('"%s" is "%s"', readsAs);

  it('"over" before a food that is not an egg\'s doneness is not a fried egg', async () => {
    const r = await describeMeal('beef stew over mashed potatoes');
    expect(names(r).join(' ')).not.toMatch(/egg/i);
  });
});

describe('a food served over another is both, as with "with"', () => {
  it.each([
    ['chili over rice', 'chili with rice'],
    ['pot roast over egg noodles', 'pot roast with egg noodles'],
    ['grilled salmon over spinach', 'grilled salmon with spinach'],
    ['2 scoops of sweet and sour chicken over fried rice', '2 scoops of sweet and sour chicken with fried rice'],
  ])('"%s" is "%s"', readsAs);

  it('keeps both foods: the dish and what it is on', async () => {
    expect(names(await describeMeal('beef stew over mashed potatoes'))).toHaveLength(2);
  });

  it('served over ice, or over a meal of the day, is no food', async () => {
    await readsAs('a vodka soda over ice', 'a vodka soda');
    await readsAs('over lunch, a turkey sandwich', 'a turkey sandwich');
  });
});

describe('a side order said after its food is its amount, never a side salad', () => {
  it.each([
    ['coleslaw, a side', 'a side of coleslaw'],
    ['onion rings, one side', 'a side of onion rings'],
    ['mashed potatoes, a side.', 'a side of mashed potatoes'],
  ])('"%s" is "%s"', readsAs);

  it('a part with its own amount or two foods keeps its reading, without a salad', async () => {
    await readsAs('mac and cheese, a side', 'mac and cheese');
    await readsAs('3 hush puppies, a side', '3 hush puppies');
  });
});

describe('a chicken taco or wrap is the taco or the fillet wrap, not a taco salad or chicken salad wrap', () => {
  it.each([
    ['a chicken taco', /^Taco, corn tortilla, chicken/],
    ['4 chicken tacos', /^Taco, corn tortilla, chicken/],
    ['a grilled chicken wrap', /^Chicken fillet wrap sandwich/],
  ])('"%s" is %s', async (text, name) => {
    expect(names(await describeMeal(text))[0]).toMatch(name);
  });

  it('a taco salad and a chicken salad wrap said as such stay what they are', async () => {
    expect(names(await describeMeal('a chicken taco salad'))[0]).toMatch(/^Taco or tostada salad/);
    expect(names(await describeMeal('a chicken salad wrap'))[0]).toMatch(/^Chicken salad/);
  });
});

describe('a date that is an outing is no fruit; a date said as food stays one', () => {
  it.each([
    ['date night: a plate of spaghetti', 'a plate of spaghetti'],
    ['on date night we had 2 tacos', '2 tacos'],
    ['a lunch date, a caesar salad', 'a caesar salad'],
  ])('"%s" is "%s"', readsAs);

  it('"4 dates" and "a date" are the fruit', async () => {
    for (const text of ['4 dates', 'a medjool date']) expect(names(await describeMeal(text))[0]).toMatch(/^Date/);
  });
});

describe('what was left of a food is the food itself', () => {
  it.each([
    ['the rest of the mac and cheese', 'mac and cheese'],
    ['the last of my beef stew', 'beef stew'],
    ['the remainder of the chicken and rice', 'chicken and rice'],
  ])('"%s" is "%s"', readsAs);
});

describe("whose leftovers they were is a label before the food, not a kids' size", () => {
  it.each([
    ["my daughter's leftovers: half a pb&j", 'half a pb&j'],
    ["the kids' leftovers - 5 chicken nuggets", '5 chicken nuggets'],
    ['leftovers: a bowl of chili', 'a bowl of chili'],
  ])('"%s" is "%s"', readsAs);
});

describe('what was on a screen is no food', () => {
  it.each([
    ['6 oreos watching tv', '6 oreos'],
    ['a bowl of popcorn watching a movie', 'a bowl of popcorn'],
    ['nachos watching the game', 'nachos'],
  ])('"%s" is "%s"', readsAs);
});

describe('food-log names are the FNDDS food they are, with its own portion', () => {
  it.each([
    ['sopapillas', /^Sopaipilla/],
    ['2 fudgsicles', /^Fudgesicle/],
    ['eggs benny', /^Egg, Benedict/],
    ['a t-bone', /T-bone/],
    ['a can of pepsi max', /cola, diet/],
    ['a bag of skinnypop', /^Popcorn, ready-to-eat, plain/],
    ['a bottle of arizona green tea', /^Tea, iced, bottled, green/],
    ['3 fig newtons', /^Cookie, fig bar/],
    ['a rice paper roll', /rice paper/],
    ['a cup of instant ramen', /ramen noodles/],
  ])('"%s" is %s', async (text, name) => {
    expect(names(await describeMeal(text))[0]).toMatch(name);
  });

  it('a Thin Mint is a Girl Scout cookie, 7.9 g, not a mint candy or a 42 g cookie', async () => {
    const r = await describeMeal('5 thin mints');
    expect(names(r)[0]).toMatch(/^Cookie, chocolate, with icing or coating/);
    expect(r.ingredients[0]!.name).toContain('7.9 g)');
  });

  it('Fritos are the corn chips by their bag; "pollo frito" and a Frito pie stay what they are', async () => {
    expect((await describeMeal('a small bag of fritos')).ingredients[0]!.name).toMatch(/^Corn chips, plain \(Fritos\) \(.*28 g\)$/);
    expect(names(await describeMeal('frito pie'))[0]).toBe('Frito pie');
    expect(names(await describeMeal('pollo frito'))[0]).toMatch(/^Chicken/);
  });
});

describe('a cooking word that opens a food log entry is the food\'s form, not a verb', () => {
  it.each([
    ['fried chicken', /fried/],
    ['grilled chicken', /grilled/],
    ['baked potato', /^Potato, baked/],
    ['fried okra', /^Fried okra/],
  ])('"%s" is %s', async (text, name) => {
    expect(names(await describeMeal(text))[0]).toMatch(name);
  });

  it('with an object after it, it is still the verb that cooked it', async () => {
    await readsAs('fried an egg', 'an egg');
    await readsAs('Prepared a bowl of oatmeal', 'a bowl of oatmeal');
    await readsAs('made 2 pancakes', '2 pancakes');
  });
});
