/**
 * How much (issue 23): whole items by size band, packages, pieces, parts of a meal. Sentences
 * written for these tests; every expected weight is the matched food's own FNDDS/SR portion,
 * read from the engine's database, so the test checks WHICH portion answers.
 */
import { describe, expect, it } from 'vitest';
import { gramsOf, portionOf as portionIn, useEngineWithFoods } from './food-portions.test-helper.js';
import type { RatedFoodResult } from '../../api/index.js';

const ctx = useEngineWithFoods();
const describeMeal = (text: string) => ctx.engine.api.describeMeal(text);

const portionOf = (result: RatedFoodResult, pattern: RegExp): number => portionIn(ctx, result, pattern);

describe("FNDDS's size bands: personal and extra-large", () => {
  it.each([
    ['a personal-sized veggie pizza with a thin crust', /^Pizza/, /^1 personal size pizza/],
    ['one personal size pepperoni pizza', /^Pizza/, /^1 personal size pizza/],
    ['an individual cherry pie', /^Pie, cherry/, /^1 individual pie/],
    ['an extra-large cheese pizza', /^Pizza/, /^1 extra-large pizza/],
    ['an extra large pepperoni pizza', /^Pizza/, /^1 extra-large pizza/],
    ['a 6 inch cheese pizza', /^Pizza/, /^1 personal size pizza/],
    ['an 18-inch pepperoni pizza', /^Pizza/, /^1 extra-large pizza/],
  ])('"%s" is the band FNDDS weighs', async (text, food, portion) => {
    const result = await describeMeal(text);
    expect(result.ingredients[0]!.name).toMatch(food);
    expect(gramsOf(result.ingredients[0]!.name)).toBe(portionOf(result, portion));
  });

  it('a personal pizza is far less than a small one, an extra-large one more than a large one', async () => {
    const personal = await describeMeal('a personal cheese pizza');
    const small = await describeMeal('a small cheese pizza');
    const large = await describeMeal('a large cheese pizza');
    const extra = await describeMeal('an extra-large cheese pizza');
    expect(personal.calories).toBeLessThan(0.5 * small.calories);
    expect(extra.calories).toBeGreaterThan(1.2 * large.calories);
  });
});

describe('a whole item is the whole, whatever words follow its name', () => {
  it('"a medium frozen pizza" is the frozen medium pizza, not one piece', async () => {
    const result = await describeMeal('a medium frozen pizza topped with meat and vegetables, thick crust');
    expect(gramsOf(result.ingredients[0]!.name)).toBe(portionOf(result, /^1 frozen medium pizza/));
  });

  it('"a 14 inch pizza from <a chain>" is the whole pizza, not a slice (the place is not the food\'s noun)', async () => {
    const result = await describeMeal('a 14-inch hand-tossed pepperoni pizza we ordered from Pizza Hut');
    expect(result.ingredients[0]!.name).toMatch(/PIZZA HUT 14"/);
    expect(gramsOf(result.ingredients[0]!.name)).toBe(portionOf(result, /^1 pizza$/));
  });

  it.each([
    ['a 14" cheese pizza from Pizza Hut', /^PIZZA HUT 14" Cheese Pizza/],
    ['a 12 inch cheese pizza from Pizza Hut', /^PIZZA HUT 12" Cheese Pizza/],
    ['a 14-inch pepperoni pizza from pizza hut', /^PIZZA HUT 14" Pepperoni Pizza/],
    ['one 14-inch pepperoni pizza from Pizza Hut', /^PIZZA HUT 14" Pepperoni Pizza/],
  ])('the inches said pick the size USDA weighs: "%s"', async (text, name) => {
    const result = await describeMeal(text);
    expect(result.ingredients).toHaveLength(1);
    expect(result.ingredients[0]!.name).toMatch(name);
    expect(gramsOf(result.ingredients[0]!.name)).toBe(portionOf(result, /^1 pizza$/));
  });
});

describe('a length after a count still sizes the item', () => {
  it('"one 12-inch ham sub" weighs twice "one 6-inch ham sub"', async () => {
    const long = await describeMeal('one 12-inch ham sub with lettuce and tomato');
    const short = await describeMeal('one 6-inch ham sub with lettuce and tomato');
    expect(long.ingredients[0]!.name.replace(/ \(.*/, '')).toBe(short.ingredients[0]!.name.replace(/ \(.*/, ''));
    expect(gramsOf(long.ingredients[0]!.name)).toBeCloseTo(2 * gramsOf(short.ingredients[0]!.name), -1);
  });
});

describe('a dish FNDDS weighs both as one person\'s item and as a whole to share', () => {
  it.each([
    ['an apple pie for dessert', /^Pie, apple/, /^1 individual pie/],
    ['a single cherry pie', /^Pie, cherry/, /^1 individual pie/],
    ['a chicken pot pie for dinner', /^Pot pie, chicken/, /^1 individual pie/],
    ['a quiche with ham', /^Quiche/, /^1 individual quiche/],
  ])('"%s" is the individual one, as FNDDS\'s own unspecified quantity is', async (text, food, portion) => {
    const result = await describeMeal(text);
    expect(result.ingredients[0]!.name).toMatch(food);
    expect(gramsOf(result.ingredients[0]!.name)).toBe(portionOf(result, portion));
  });

  it.each([
    ['a whole apple pie', /^Pie, apple/, /^1 regular pie/],
    ['an entire cherry pie', /^Pie, cherry/, /^1 regular pie/],
    ['a large apple pie', /^Pie, apple/, /^1 large pie/],
  ])('"%s" is the dish to share', async (text, food, portion) => {
    const result = await describeMeal(text);
    expect(result.ingredients[0]!.name).toMatch(food);
    expect(gramsOf(result.ingredients[0]!.name)).toBe(portionOf(result, portion));
  });

  it('half a pie is half of the whole dish, not half of an individual pie', async () => {
    const half = await describeMeal('half an apple pie');
    const one = await describeMeal('an apple pie');
    expect(half.calories).toBeGreaterThan(3 * one.calories);
  });
});

describe('package sizes: miniature, fun/snack size, king size, sharing/family size', () => {
  it.each([
    ['a fun size chocolate candy', /^Chocolate candy/, /^1 fun\/snack size/],
    ['two fun-sized chocolate candies', /^Chocolate candy/, /^1 fun\/snack size/],
    ['a king size chocolate candy', /^Chocolate candy/, /^1 large\/king size/],
    ['a mini bagel', /^Bagel/, /^1 miniature$/],
    ['a miniature blueberry muffin', /^Muffin/, /\b(mini|miniature)\b/],
    // "sharing" is a word of eating ("sharing fries"), but before "size" or a package it is the band.
    ['a sharing size of gummy candy', /^Candy/, /^1 sharing\/movie theater size/],
    ['a sharing pack of licorice', /^Candy, licorice/, /^1 sharing\/movie theater size/],
    ['a movie theater size box of chocolate candy with nuts', /^Chocolate candy with nuts/, /^1 sharing\/movie theater size/],
  ])('"%s" is the package FNDDS weighs', async (text, food, portion) => {
    const result = await describeMeal(text);
    expect(result.ingredients[0]!.name).toMatch(food);
    const count = text.startsWith('two') ? 2 : 1;
    expect(gramsOf(result.ingredients[0]!.name)).toBeCloseTo((count * portionOf(result, portion)) / result.servings, 1);
  });

  it('"a king-size bag of gummy candy" is the king-size package, twice the regular pouch', async () => {
    const king = await describeMeal('a king-size bag of gummy candy');
    const regular = await describeMeal('a bag of gummy candy');
    expect(gramsOf(king.ingredients[0]!.name)).toBe(portionOf(king, /^1 large\/king size/));
    expect(king.calories).toBeGreaterThan(1.8 * regular.calories);
  });

  it('a fun size candy is not raised to a typical portion (it is a package, not one piece)', async () => {
    const fun = await describeMeal('a fun size chocolate candy');
    const regular = await describeMeal('a chocolate candy');
    expect(fun.calories).toBeLessThan(0.5 * regular.calories);
  });
});

describe('a fraction of the whole after a piece sizes the piece; a fraction written as one word is an amount', () => {
  it.each([
    'a slice of cherry pie, specifically one-sixth of a 9-inch pie',
    'a piece of carrot cake, roughly one-twelfth of the entire cake',
    'one slice of veggie pizza. It was about one-eighth of the pie.',
    'a slice of apple pie that is 1/8 of a 9 inch pie',
  ])('"%s" is one food, one piece', async (text) => {
    const result = await describeMeal(text);
    expect(result.ingredients).toHaveLength(1);
    expect(result.ingredients[0]!.name).toMatch(/\(1 (slice|piece), /);
  });

  it('"a slice of toast and half of a cake" keeps the half cake (a fraction after "and" is a food)', async () => {
    const result = await describeMeal('a slice of toast and half of a cake');
    expect(result.ingredients).toHaveLength(2);
  });

  it('"two-thirds of a cup of rice" is two thirds of FNDDS\'s cup', async () => {
    const result = await describeMeal('two-thirds of a cup of rice');
    expect(gramsOf(result.ingredients[0]!.name)).toBeCloseTo((2 / 3) * portionOf(result, /^1 cup/), 0);
  });

  it('"one-third of a package of frozen peas" is a third of the package SR weighs', async () => {
    const third = await describeMeal('one-third of a package of frozen brussels sprouts, unprepared');
    expect(third.ingredients[0]!.name).toMatch(/^Brussels sprouts, frozen, unprepared/);
    // SR writes both "1 package (10 oz)" and "0.33 package (10 oz)": either third is within 2 g.
    expect(Math.abs(gramsOf(third.ingredients[0]!.name) - portionOf(third, /^1 package \(10 oz\)/) / 3)).toBeLessThan(2);
  });
});

describe('several parts: what a food is made with or contains is listed with it, not a second food', () => {
  it.each([
    ['a small mocha made with decaffeinated coffee and soy milk'],
    ['a jar of baby food containing pears and squash'],
    ['a bowl of soup featuring beef and barley'],
  ])('"%s" is one food', async (text) => {
    const result = await describeMeal(text);
    expect(result.ingredients).toHaveLength(1);
  });

  it.each([
    ['a latte made with oat milk and a blueberry muffin', 2],
    ['pancakes made with buttermilk and syrup, and two strips of bacon', 2],
    ['eggs and toast', 2],
  ])('"%s" keeps the foods after the list (%d foods)', async (text, count) => {
    const result = await describeMeal(text);
    expect(result.ingredients.length).toBeGreaterThanOrEqual(count);
  });

  it('"pancakes made with buttermilk and syrup" are pancakes with syrup on top, not a plate of syrup', async () => {
    const result = await describeMeal('pancakes made with buttermilk and syrup');
    expect(result.ingredients[0]!.name).toMatch(/^Pancakes/);
    expect(result.ingredients.some((i) => /^Syrup/.test(i.name))).toBe(true);
  });
});

describe("a part of the food before ('with its juice') is no second food", () => {
  it.each(['a cup of canned peaches along with their juice', 'a canned pear half with its syrup-free liquid'])('"%s" is one food', async (text) => {
    const result = await describeMeal(text);
    expect(result.ingredients).toHaveLength(1);
  });

  it('"a steak with its sauce" keeps the sauce (a sauce is served, not a part)', async () => {
    const result = await describeMeal('a steak with its sauce');
    expect(result.ingredients).toHaveLength(2);
  });
});

describe('an area after the toppings is the dish\'s, and it sizes a piece named before it', () => {
  it.each([
    ['a thin crust cheese pizza with peppers and onions, sized at 2 square inches', /^Pizza/, 2],
    ['one frozen pizza with mushrooms and onions, cut into one square inch portions', /^Pizza/, 1],
    ['a slice of pumpkin pie that measures one surface inch', /^Pie, pumpkin/, 1],
  ])('"%s" is the surface inch of the dish', async (text, food, count) => {
    const result = await describeMeal(text);
    expect(result.ingredients[0]!.name).toMatch(food);
    // The toppings said pick the pizza's own row (own-filling.ts): one food counted in whole
    // surface inches is that many servings of one ("1 of 2"), as "2 slices of pizza" is.
    const servings = result.servings;
    expect(result.ingredients[0]!.name).toContain(servings > 1 ? `1 of ${count}` : `${count} surface inch`);
    expect(gramsOf(result.ingredients[0]!.name) * servings).toBeCloseTo(count * portionOf(result, /^1 surface inch/), 1);
  });
});

describe('an inch unit before "piece" is the amount', () => {
  it('"a one square inch piece of cheese pizza" is one surface inch, not a piece', async () => {
    const result = await describeMeal('a one square inch piece of cheese pizza');
    expect(result.ingredients[0]!.name).toContain('1 surface inch');
    expect(gramsOf(result.ingredients[0]!.name)).toBe(portionOf(result, /^1 surface inch/));
  });
});

describe('a side named with "with" is a spoonful only when its own word names a condiment', () => {
  it('a boiled potato is a side dish, not a spoonful of oil', async () => {
    const result = await describeMeal('grilled trout with boiled potatoes');
    const potato = result.ingredients.find((i) => /potato/i.test(i.name));
    expect(potato, JSON.stringify(result.ingredients.map((i) => i.name))).toBeDefined();
    expect(gramsOf(potato!.name)).toBeGreaterThan(60);
  });
  it('butter beside pancakes stays a pat', async () => {
    const result = await describeMeal('two pancakes with butter');
    const butter = result.ingredients.find((i) => /^butter/i.test(i.name));
    expect(butter).toBeDefined();
    expect(gramsOf(butter!.name)).toBeLessThanOrEqual(15);
  });
});

describe('a length USDA weighs ("6 inch sub") is one item that long, not six of it', () => {
  it('parsePortion reads "12 inch sub" as one sub of 12 inches', async () => {
    const { parsePortion } = await import('../foods/portions.js');
    expect(parsePortion({ description: '12 inch sub', grams: 400 } as never)).toMatchObject({ amount: 1, inches: 12 });
    expect(parsePortion({ description: '2 slices', grams: 50 } as never)).toMatchObject({ amount: 2 });
  });
});

describe('a sub of a length USDA weighs', () => {
  const ctx = useEngineWithFoods();
  it('a 12-inch turkey-breast submarine sandwich weighs twice the 6-inch one', async () => {
    const long = await ctx.engine.api.describeMeal('a 12-inch submarine sandwich with turkey breast on white bread with lettuce and tomato');
    const short = await ctx.engine.api.describeMeal('a 6-inch submarine sandwich with turkey breast on white bread with lettuce and tomato');
    expect(gramsOf(short.ingredients[0]!.name)).toBeGreaterThan(150);
    expect(gramsOf(long.ingredients[0]!.name)).toBeCloseTo(2 * gramsOf(short.ingredients[0]!.name), -1);
  });
});

describe("the person's noun names the item where USDA's name begins with its source", () => {
  const ctx = useEngineWithFoods();
  it('a whole 14-inch pizza-chain pizza is "1 pizza", its slice "1 slice"', async () => {
    const whole = await ctx.engine.api.describeMeal('a 14-inch thin crust cheese pizza bought at a fast food pizza chain');
    const slice = await ctx.engine.api.describeMeal('a slice of 14-inch thin crust cheese pizza bought at a fast food pizza chain');
    expect(gramsOf(whole.ingredients[0]!.name)).toBeGreaterThan(4 * gramsOf(slice.ingredients[0]!.name));
  });
});

describe('a dry amount of a cooked cereal is what it yields (FNDDS "1 oz, dry, yields")', () => {
  const ctx = useEngineWithFoods();
  it('"2 oz of dry oatmeal cooked with water" weighs twice FNDDS\'s yield of one dry ounce', async () => {
    const result = await ctx.engine.api.describeMeal('2 oz of dry oatmeal cooked with water');
    expect(gramsOf(result.ingredients[0]!.name)).toBeCloseTo(2 * portionIn(ctx, result, /^1 oz, dry, yields/), 0);
  });
  it('"1 oz of dry-roasted almonds" is an ounce: the food itself is the dry one', async () => {
    const result = await ctx.engine.api.describeMeal('1 oz of dry roasted almonds');
    expect(gramsOf(result.ingredients[0]!.name)).toBeCloseTo(28.3, 0);
  });
});

describe('a pizza made on a base is weighed by that base (FNDDS "1/2 English muffin", "1/2 bagel", "1 French bread")', () => {
  it.each([
    ['half an english muffin topped with thick crust cheese pizza', /^1\/2 English muffin$/],
    ['a slice of thick crust cheese pizza on half a bagel', /^1\/2 bagel$/],
    ['a thick crust french bread pizza with cheese', /^1 French bread$/],
  ])('"%s" is one food, the base\'s portion of the pizza', async (text, portion) => {
    const result = await describeMeal(text);
    expect(result.ingredients).toHaveLength(1);
    expect(result.ingredients[0]!.name).toMatch(/^Pizza/);
    expect(gramsOf(result.ingredients[0]!.name)).toBe(portionOf(result, portion));
  });

  it('"a pizza and half a bagel" are two foods: only a base the words put it on counts', async () => {
    const result = await describeMeal('a thick crust cheese pizza and half a bagel');
    expect(result.ingredients).toHaveLength(2);
  });
});

describe('a small sandwich is the size below regular FNDDS weighs (its slider), where it weighs no small one', () => {
  it('"a small egg sandwich" is FNDDS\'s miniature/slider, half or less of the regular one', async () => {
    const small = await describeMeal('a small egg sandwich on white bread');
    const regular = await describeMeal('an egg sandwich on white bread');
    expect(gramsOf(small.ingredients[0]!.name)).toBe(portionOf(small, /^1 miniature\/slider/));
    expect(small.calories).toBeLessThan(0.6 * regular.calories);
  });
  it('a food FNDDS weighs small keeps its small portion ("a small bagel")', async () => {
    const result = await describeMeal('a small plain bagel');
    expect(gramsOf(result.ingredients[0]!.name)).toBe(portionOf(result, /^1 small/));
  });
});

describe('a portion that counts several pieces weighs each piece as its share ("5 balls", "1 serving 3 cookies")', () => {
  it.each([
    ['4 balls of gefilte fish', /^Gefilte fish/, /^5 balls$/, 5],
    ['4 gefilte fish balls', /^Gefilte fish/, /^5 balls$/, 5],
    ['a pair of commercially prepared lower-fat chocolate chip cookies', /^Cookies, chocolate chip, commercially prepared, regular, lower fat/, /^1 serving 3 cookies$/, 3],
  ])('"%s" is a share of that portion per piece', async (text, food, portion, pieces) => {
    const result = await describeMeal(text);
    expect(result.ingredients[0]!.name).toMatch(food);
    expect(gramsOf(result.ingredients[0]!.name)).toBeCloseTo(portionOf(result, portion) / pieces, 1);
  });

  it('a portion that counts one piece still answers for one ("a cream cracker" is "1 cracker", not 1/11 of "11 crackers")', async () => {
    const result = await describeMeal('a gamesa sabrosas cream cracker');
    expect(gramsOf(result.ingredients[0]!.name)).toBe(portionOf(result, /^1 cracker$/));
  });
});

describe('a share of a whole that USDA cuts ("1 piece (1/6 of 8" pie)") is that piece', () => {
  it.each([
    ['a sixth of an eight inch cherry pie, commercially prepared', /^1 piece \(1\/6 of 8" pie\)$/],
    ['an eighth of a nine-inch cherry pie, commercially prepared', /^1 piece \(1\/8 of 9" dia\)$/],
  ])('"%s" is USDA\'s own cut of that share', async (text, portion) => {
    const result = await describeMeal(text);
    expect(result.ingredients[0]!.name).toMatch(/^Pie, cherry, commercially prepared/);
    expect(gramsOf(result.ingredients[0]!.name)).toBe(portionOf(result, portion));
  });

  it('a share USDA does not cut is still that share of the whole ("a quarter of an apple pie")', async () => {
    const result = await describeMeal('a quarter of a 9-inch apple pie');
    expect(gramsOf(result.ingredients[0]!.name)).toBe(portionOf(result, /^1 regular pie/) / 4);
  });
});

describe('Session 12: the inches said size the whole and its slices', () => {
  it.each([
    ['a whole 14 inch cheese pizza', /^1 large pizza/],
    ['an entire 16-inch cheese pizza', /^1 extra-large pizza/],
    ['one 14 inch cheese pizza', /^1 large pizza/],
  ])('"%s" is the whole pizza of the size said', async (text, portion) => {
    const result = await describeMeal(text);
    expect(result.ingredients[0]!.name).toMatch(/^Pizza/);
    expect(gramsOf(result.ingredients[0]!.name)).toBe(portionOf(result, portion));
  });

  it('"a 14-inch slice of pepperoni pizza" is a slice of the large pizza, not the pizza', async () => {
    const result = await describeMeal('a 14-inch slice of pepperoni pizza');
    expect(result.ingredients[0]!.name).toMatch(/^Pizza/);
    expect(gramsOf(result.ingredients[0]!.name)).toBe(portionOf(result, /^1 piece, large pizza/));
  });

  it('"a stuffed crust pizza": a describing word before the noun leaves the pizza its noun (the whole, not a slice)', async () => {
    const result = await describeMeal('the whole 14-inch stuffed crust cheese pizza we got at Pizza Hut');
    expect(result.ingredients[0]!.name).toMatch(/^PIZZA HUT 14"/);
    expect(gramsOf(result.ingredients[0]!.name)).toBe(portionOf(result, /^1 pizza$/));
  });
});

describe('Session 12: pieces and plates of a food FNDDS counts', () => {
  it('"12 pieces of raw green beans" are twelve beans, not twelve typical portions', async () => {
    const result = await describeMeal('12 pieces of raw green beans');
    expect(result.ingredients[0]!.name).toMatch(/^Green beans, raw/);
    // Twelve counted items come back as twelve servings of one bean each.
    expect(gramsOf(result.ingredients[0]!.name) * result.servings).toBeCloseTo(12 * portionOf(result, /^1 bean$/), 1);
  });

  it.each([['a plate of falafel'], ['a plate of chicken wings']])('"%s" is a plateful, several typical portions', async (text) => {
    const result = await describeMeal(text);
    const typical = portionOf(result, /^Quantity not specified$/);
    const grams = gramsOf(result.ingredients[0]!.name);
    expect(grams).toBeGreaterThan(2 * typical);
    expect(grams).toBeLessThan(3 * typical);
  });

  it('a plate of a food FNDDS measures by the cup is still 2 cups ("a plate of fried rice")', async () => {
    const result = await describeMeal('a plate of fried rice');
    expect(gramsOf(result.ingredients[0]!.name)).toBeCloseTo(2 * portionOf(result, /^1 cup$/), 0);
  });
});

describe('a size said on a bowl, plate, glass or mug scales the container (FNDDS weighs none by size)', () => {
  const grams = (r: RatedFoodResult) => gramsOf(r.ingredients[0]!.name);
  const foodOf = (r: RatedFoodResult) => r.ingredients[0]!.name.split(' (')[0];

  it.each([
    // [plain, small, large, large : plain]: FNDDS's own large microwavable bowl (a median 1.64 cups
    // beside the 1.5-cup bowl); a large plate or glass as FNDDS's large items are to its medium ones.
    ['a bowl of brown rice', 'a small bowl of brown rice', 'a large bowl of brown rice', [1.05, 1.15]],
    ['a bowl of lentil soup', 'a small bowl of lentil soup', 'a big bowl of lentil soup', [1.05, 1.15]],
    ['a plate of spaghetti with tomato sauce', 'a small plate of spaghetti with tomato sauce', 'a large plate of spaghetti with tomato sauce', [1.3, 1.6]],
    ['a glass of whole milk', 'a small glass of whole milk', 'a large glass of whole milk', [1.3, 1.6]],
  ] as const)('"%s" lies between its small and its large', async (plain, small, large, [low, high]) => {
    const [p, s, l] = await Promise.all([plain, small, large].map((t) => describeMeal(t)));
    expect(foodOf(s!)).toBe(foodOf(p!));
    expect(foodOf(l!)).toBe(foodOf(p!));
    // FNDDS's median small : medium item is about 0.72.
    expect(grams(s!) / grams(p!)).toBeGreaterThan(0.6);
    expect(grams(s!) / grams(p!)).toBeLessThan(0.85);
    expect(grams(l!) / grams(p!)).toBeGreaterThan(low);
    expect(grams(l!) / grams(p!)).toBeLessThan(high);
  });
});

describe('inches before a crust word still size the pizza', () => {
  it.each([
    ['a whole 14-inch thick crust pizza', 1],
    ['one whole 14-inch thick crust pizza', 1],
    ['two 14-inch thin crust pizzas', 2],
  ])('"%s" is the large pizza FNDDS weighs (13 inches or more), not a slice or a stuffed crust', async (text, count) => {
    const result = await describeMeal(text);
    expect(result.ingredients[0]!.name).toMatch(/^Pizza/);
    expect(result.ingredients[0]!.name).not.toMatch(/stuffed/);
    expect(gramsOf(result.ingredients[0]!.name) * result.servings).toBeCloseTo(count * portionOf(result, /^1 large\b/), 5);
  });
});
