/**
 * describeMeal on phrasing it was not built on (issue 23), one block per class of miss, with
 * sentences written for these tests (NutriBench's own text never enters the repository).
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { createEngine, type Engine } from '../index.js';
import type { RatedFoodResult } from '../../api/index.js';
import { gramsOf } from './food-portions.test-helper.js';
import { namesAsPart } from './resolve.js';

let engine: Engine;
beforeAll(async () => {
  engine = await createEngine();
});
const describeMeal = (text: string) => engine.api.describeMeal(text);
const names = (result: RatedFoodResult) => result.ingredients.map((i) => i.name);

describe('never refuse text that names a food', () => {
  it.each([
    ['a Zorblex brand crispbread', /^Crackers, crispbread/, 'zorblex'],
    ['a pouch of gummy candy from the Quikmart kiosk', /^Candy|^Candies|gumm/i, undefined],
    ['half a cup of granola made by my aunt Perpetua', /granola/i, undefined],
  ])('"%s" is answered with the food its words name', async (text, food, ignored) => {
    const result = await describeMeal(text);
    expect(names(result)[0]).toMatch(food);
    if (ignored) expect(result.name).toContain(`not understood: '${ignored}'`);
  });

  it('"a bowl of muesli" is answered (USDA has no muesli: FNDDS granola, as the other languages\' lexicon maps it)', async () => {
    expect(names(await describeMeal('a bowl of muesli'))[0]).toMatch(/^Cereal, granola/);
  });

  it('"muesli with yogurt" keeps the muesli (an everyday name the search cannot find is never lost in a join)', async () => {
    const result = await describeMeal('muesli with yogurt');
    expect(names(result)).toHaveLength(2);
    expect(names(result)[0]).toMatch(/^Cereal, granola/);
  });

  it('"a cup of cooked lentils seasoned with garlic salt" is a cup of lentils', async () => {
    const result = await describeMeal('a cup of cooked lentils seasoned with garlic salt');
    expect(names(result)[0]).toMatch(/^Lentils/);
  });

  it.each([
    ['one cup of yellow corn grits prepared with water and a pinch of salt', /grits.*(made|cooked) with water/i],
    ['a cup of farina boiled in water and dusted lightly with cinnamon', /^Cereals, farina.*cooked with water/],
  ])('"%s": the water it was cooked in says cooked, never the dry cereal', async (text, food) => {
    const result = await describeMeal(text);
    expect(names(result)[0]).toMatch(food);
    expect(names(result)[0]).not.toMatch(/\bdry\b/);
  });

  it.each(['my bike is broken', 'the sky is blue today', 'I am having it for dinner.'])('"%s" names no food: noFoodDetectedText', async (text) => {
    await expect(describeMeal(text)).rejects.toMatchObject({ code: 'noFoodDetectedText' });
  });
});

describe('a loaf is the shape a bread or a meat is baked in', () => {
  it.each([
    ['a thick slice of rye loaf', /^Bread, rye/],
    ['a slice of pumpkin loaf with my tea', /^Bread, pumpkin/],
    ['two slices of zucchini loaf', /^Bread, zucchini/],
  ])('"%s" is the bread of that kind, never refused nor the plain fruit or vegetable', async (text, food) => {
    const result = await describeMeal(text);
    expect(names(result)[0]).toMatch(food);
    expect(result.name).not.toContain('not understood');
  });

  it('"a slice of meat loaf" stays the meat loaf a food is named for', async () => {
    const result = await describeMeal('a slice of meat loaf');
    expect(names(result)[0]).toMatch(/^Meat loaf/);
  });
});

describe('framing is never food', () => {
  it.each([
    ["I've got a bowl of chili waiting for supper", 'a bowl of chili'],
    ['munching on pretzels this afternoon', 'pretzels'],
    ["I'm rewarding myself with a glazed donut", 'a glazed donut'],
    ['Savoring a slice of banana bread while watching the game', 'a slice of banana bread'],
    ['A cup of tomato soup is my chosen lunch.', 'a cup of tomato soup'],
    ['Indulging in a bag of caramel popcorn, in a regular size.', 'a bag of caramel popcorn'],
    ['A warm mug of hot cocoa is being savored.', 'a mug of hot cocoa'],
  ])('"%s" is the same as "%s"', async (framed, plain) => {
    const a = await describeMeal(framed);
    const b = await describeMeal(plain);
    expect(names(a)).toEqual(names(b));
    expect(a.carbs * a.servings).toBeCloseTo(b.carbs * b.servings, 5);
  });
});

describe('sizes and weights after the food', () => {
  it('"a nectarine, about 2.5 inches across" is one nectarine', async () => {
    expect(names(await describeMeal('a nectarine, about 2.5 inches across'))).toEqual(names(await describeMeal('a nectarine')));
  });

  it('"a bran muffin weighing 2 ounces" weighs 2 oz', async () => {
    const result = await describeMeal('a bran muffin weighing 2 ounces');
    expect(gramsOf(names(result)[0]!)).toBeCloseTo(56.7, 1);
  });
});

describe('words that describe the food before them are not a second food', () => {
  it.each([
    ['a turkey drumstick, including both meat and skin', 'a turkey drumstick'],
    ['a baked potato, eaten with the skin', 'a baked potato'],
    ['a cup of canned peaches in heavy syrup, fruit and syrup', 'a cup of canned peaches in heavy syrup'],
    ['a glass of lemonade with ice', 'a glass of lemonade'],
  ])('"%s" is one food, as "%s"', async (described, plain) => {
    const a = await describeMeal(described);
    expect(a.ingredients).toHaveLength(1);
    expect(names(a)).toEqual(names(await describeMeal(plain)));
  });

  it('"chicken and rice" is still two foods: rice is not a description of chicken', async () => {
    expect((await describeMeal('chicken and rice')).ingredients.length).toBeGreaterThanOrEqual(1);
    expect(names(await describeMeal('grilled chicken and a cup of rice'))).toHaveLength(2);
  });

  it.each([
    ['a peanut butter cookie, free from nuts', 'without'],
    ['beef stew excluding carrots', 'without carrots'],
  ])('"%s": "free from" and "excluding" leave the food out', async (text, said) => {
    const result = await describeMeal(text);
    expect(result.ingredients).toHaveLength(1);
    expect(result.name + names(result).join(' ')).toMatch(new RegExp(said, 'i'));
  });
});

describe('unit sizes FNDDS weighs by the inch', () => {
  it.each([
    ['a cubic inch of carrot cake', 'cubic inch'],
    ['two square inches of lasagna', 'surface inch'],
  ])('"%s" is weighed by the %s, not as a whole item', async (text, unit) => {
    const result = await describeMeal(text);
    expect(result.name).toContain(unit);
    expect(gramsOf(names(result)[0]!)).toBeLessThan(40);
  });
});

describe('an occasion before "of" frames the amount', () => {
  it('"a dessert of 1 ounce of cherry pie" is one ounce, not a whole pie', async () => {
    const result = await describeMeal('a dessert of 1 ounce of cherry pie');
    expect(gramsOf(names(result)[0]!)).toBeCloseTo(28.3, 1);
  });

  it('"a side of fries" is still a side order', async () => {
    expect(names(await describeMeal('a side of fries'))).toEqual(names(await describeMeal('a serving of fries')));
  });
});

describe('what a dish is made on is the dish', () => {
  it.each([
    ['a tuna sandwich on rye bread', 'a tuna sandwich'],
    ['a bean burrito wrapped in a flour tortilla', 'a bean burrito'],
  ])('"%s" is one food, as "%s"', async (described, plain) => {
    const a = await describeMeal(described);
    expect(a.ingredients).toHaveLength(1);
    expect(names(a)).toEqual(names(await describeMeal(plain)));
  });

  it('"a turkey sandwich and a slice of bread" still counts the extra slice', async () => {
    expect((await describeMeal('a turkey sandwich and a slice of bread')).ingredients).toHaveLength(2);
  });
});

describe('serving words and sizes of a slice are no foods of their own', () => {
  it('"a lemon-lime soda with ice, measuring 12 fluid ounces" is 12 fl oz of soda, no ice dessert', async () => {
    const result = await describeMeal('a lemon-lime soda with ice, measuring 12 fluid ounces');
    expect(result.ingredients).toHaveLength(1);
    expect(names(result)[0]).toMatch(/soft drink|soda|lemon-lime/i);
    expect(gramsOf(names(result)[0]!)).toBeGreaterThan(330);
  });

  it('"a slice of pecan pie, one-eighth of a 9-inch pie" is one slice, not a slice and a pie', async () => {
    const result = await describeMeal('a slice of pecan pie, one-eighth of a 9-inch pie');
    expect(result.ingredients).toHaveLength(1);
    expect(names(result)[0]).toMatch(/^Pie, pecan/);
  });
});

describe('how a drink or dish was served is no food ("on the rocks", "straight from the fridge")', () => {
  it.each([
    ['a margarita on the rocks', /^Margarita/],
    ['bourbon over ice', /whiskey|bourbon/i],
    ['a slice of pizza straight from the fridge', /^Pizza/],
    ['oatmeal cookies fresh out of the oven', /^Cookie/],
  ])('"%s" is one food', async (text, food) => {
    const result = await describeMeal(text);
    expect(result.ingredients).toHaveLength(1);
    expect(names(result)[0]).toMatch(food);
  });

  it('"a can of peaches" keeps the can: a container says the form', async () => {
    expect(names(await describeMeal('peaches straight from the can'))[0]).toMatch(/^Peach/);
  });
});

describe('words about the food before are no second food', () => {
  it.each([
    ['a grilled lamb chop, both the lean and fatty portions', /^Lamb/],
    ['a drumstick of roast turkey with its skin intact', /^Turkey/],
    ['a frozen burrito heated in the microwave', /burrito/i],
    ['a can of diet ginger ale sweetened with aspartame, caffeine-free', /soft drink|ginger ale/i],
  ])('"%s" is one food', async (text, food) => {
    const result = await describeMeal(text);
    expect(names(result)).toHaveLength(1);
    expect(names(result)[0]).toMatch(food);
  });
});

describe('a dish USDA names with its parts is one food', () => {
  it.each([
    ['a baked potato loaded with chili', /^Potato, baked, .*with chili/],
    ['a bowl of steamed peas and carrots', /^Peas and carrots/],
  ])('"%s" is the dish', async (text, food) => {
    const result = await describeMeal(text);
    expect(names(result)).toHaveLength(1);
    expect(names(result)[0]).toMatch(food);
  });

  it.each([
    ['eggs and toast', 2],
    ['coffee with milk', 2],
  ])('"%s" stays %i foods: no dish is headed by the first and names the other as said', async (text, count) => {
    const result = await describeMeal(text);
    expect(names(result)).toHaveLength(count);
  });
});

describe('never refuse food: modifier words that are a name, sizes glued to the food', () => {
  it('"a 16 oz can of No Fear energy drink" is the energy drink ("No" opens its name)', async () => {
    const result = await describeMeal('a 16 oz can of No Fear energy drink');
    expect(names(result)[0]).toMatch(/energy drink/i);
  });

  it('"a bowl of extra ripe mango chunks" is mango: "extra" before a quality is an intensifier', async () => {
    const result = await describeMeal('a bowl of extra ripe mango chunks');
    expect(names(result)).toHaveLength(1);
    expect(names(result)[0]).toMatch(/^Mango/);
  });

  it('"a jumbo-sized toffee candy that\'s big" is answered with toffee', async () => {
    const result = await describeMeal("a jumbo-sized toffee candy that's big");
    expect(names(result)[0]).toMatch(/toffee/i);
  });

  it.each(['no thanks', 'extra', 'a salad. No croutons.'])('"%s": a modifier alone is no food of its own', async (text) => {
    const result = await describeMeal(text).catch((error: { code: string }) => error.code);
    if (typeof result === 'string') expect(result).toBe('noFoodDetectedText');
    else {
      expect(names(result)).toHaveLength(1);
      expect(names(result)[0]).toMatch(/without croutons/);
    }
  });
});

describe('the parts a dish lists are no foods of their own', () => {
  it('"a jar of strained baby food dinner with turkey, brown rice": the rice is the dinner\'s, whose name lists it', async () => {
    const result = await describeMeal('a jar of strained baby food dinner with turkey, brown rice');
    expect(names(result)).toHaveLength(1);
    expect(names(result)[0]).toMatch(/^Babyfood, dinner, turkey and rice/);
  });

  it('"grilled chicken and a cup of brown rice" stays two foods: the rice has its own amount', async () => {
    expect(names(await describeMeal('grilled chicken and a cup of brown rice'))).toHaveLength(2);
  });
});

describe('a portion word is never the food when another food is named', () => {
  it.each([
    ['a chicken gyro plate', /^Gyro/],
    ['a steak fajita plate', /^Fajita/],
    ['one lamb kebab plate', /kabob|kebab|Lamb/i],
  ])('"%s": the plate is how much, not USDA\'s beef plate cut', async (text, food) => {
    const result = await describeMeal(text);
    expect(names(result)[0]).toMatch(food);
    expect(names(result).join(' ')).not.toMatch(/^Beef, plate/);
  });

  it('"a long baguette" is a baguette, not a refusal', async () => {
    const result = await describeMeal('a long baguette');
    expect(names(result)[0]).toMatch(/^Bread, French/);
  });

  it('"long grain rice" keeps its own name', async () => {
    expect(names(await describeMeal('a cup of long grain rice'))[0]).toMatch(/long-grain/);
  });
});

describe('a country that shares a food\'s name is a place when written as one', () => {
  it.each([
    ['coffee from Turkey', /^Coffee/],
    ['a sandwich in Turkey', /^Sandwich, NFS/],
    ['a glass of red wine from Chile', /^Wine, red/],
  ])('"%s" has no turkey or chile in it', async (text, food) => {
    const result = await describeMeal(text);
    expect(names(result)).toHaveLength(1);
    expect(names(result)[0]).toMatch(food);
  });

  it.each(['a Turkey sandwich', 'a sandwich with Turkey'])('"%s" still has the bird in it', async (text) => {
    expect(names(await describeMeal(text))[0]).toMatch(/^Turkey/);
  });
});

describe('a strip or a stick is a piece of the food, never a plateful', () => {
  it('"12 strips of oven fries" weigh twelve fries, not twelve orders', async () => {
    const result = await describeMeal('12 strips of oven fries');
    expect(result.servings * gramsOf(result.ingredients[0]!.name)).toBeLessThan(120);
  });

  it('"a salted soft pretzel stick" is FNDDS\'s pretzel stick, not a whole soft pretzel', async () => {
    const result = await describeMeal('a salted soft pretzel stick');
    expect(names(result)[0]).toMatch(/^Pretzels, soft/);
    expect(gramsOf(result.ingredients[0]!.name)).toBeLessThan(40);
  });

  it('"a soft pretzel" is still the whole one', async () => {
    expect(gramsOf((await describeMeal('a soft pretzel')).ingredients[0]!.name)).toBeGreaterThan(60);
  });
});

describe('a size word sizes the food named, not a drink that shares one of its words', () => {
  it.each(['a large green bell pepper, raw', 'one small green sweet pepper, raw'])('"%s" is a pepper', async (text) => {
    const result = await describeMeal(text);
    expect(names(result)[0]).toMatch(/^Peppers/);
  });

  it('"a large popcorn" still finds the movie-theater size', async () => {
    expect(names(await describeMeal('a large popcorn'))[0]).toMatch(/movie theater/i);
  });
});

describe('"on my plate is …": the container leading the sentence is framing, the food follows its verb', () => {
  it.each([
    ['On my plate is a baked potato', /^Potato, baked/],
    ['In my lunch box there are two apples', /^Apple/],
    ['In my bowl tonight is a serving of oatmeal', /^Oatmeal/],
  ])('"%s" is answered', async (text, food) => {
    expect(names(await describeMeal(text))[0]).toMatch(food);
  });
});

describe('a measure joined by a hyphen to a number word is an amount', () => {
  it.each([
    ['a slice of cheesecake in a two-ounce serving', 56.7],
    ['an eight-ounce sirloin steak', 226.8],
  ])('"%s" weighs what it says', async (text, grams) => {
    expect(gramsOf((await describeMeal(text)).ingredients[0]!.name)).toBeCloseTo(grams, 0);
  });

  it('"eight-inch" keeps its reading as a length', async () => {
    expect(names(await describeMeal('an eight-inch pizza'))[0]).toMatch(/^Pizza/);
  });
});

describe('a food USDA names only in the plural', () => {
  it('"one ripe litchi" is answered, not refused', async () => {
    expect(names(await describeMeal('one ripe litchi'))[0]).toMatch(/^Litchis/);
  });
});

describe('an area after the food is its amount (FNDDS surface inches)', () => {
  it.each([
    'a thin crust veggie pizza, sized at one square inch',
    'a plain dosa measuring two square inches in size',
    'a cheese quesadilla measuring one inch in surface area',
  ])('"%s" is a few surface inches, not the whole food', async (text) => {
    const result = await describeMeal(text);
    expect(result.servings * gramsOf(result.ingredients[0]!.name)).toBeLessThan(30);
  });

  it('"a pizza measuring 12 inches across" is still a whole pizza (a length, not an area)', async () => {
    expect(gramsOf((await describeMeal('a pizza measuring 12 inches across')).ingredients[0]!.name)).toBeGreaterThan(300);
  });
});

describe('a length named first ("with a diameter of 10 inches") is a size, never a food or a word left over', () => {
  it('"a flour tortilla with a diameter of about 10 inches" is one tortilla, every word understood', async () => {
    const result = await describeMeal('a flour tortilla with a diameter of about 10 inches');
    expect(names(result)).toHaveLength(1);
    expect(result.name).not.toMatch(/not (understood|recognised)/);
  });
});

describe('an oral rehydration drink by its everyday name', () => {
  it('"a glass of Pedialyte" is FNDDS\'s electrolyte solution, not refused', async () => {
    expect(names(await describeMeal('a glass of Pedialyte'))[0]).toMatch(/^Fluid replacement, electrolyte solution/);
  });
});

describe("a dish's parts said after \"with\" are the dish USDA weighs, not a second food (dish-parts.ts)", () => {
  it.each([
    ['loaded fries with chili', /^Potato, french fries, with chili/],
    ['two biscuits with ham', /^Fast foods, biscuit, with ham/],
    ['a frozen mocha with whipped cream', /^Frozen mocha coffee drink.*with whipped cream/],
  ])('"%s" is one food whose name lists the parts', async (text, food) => {
    const result = await describeMeal(text);
    expect(names(result)).toHaveLength(1);
    expect(names(result)[0]).toMatch(food);
  });

  it.each(['a waffle with strawberries', 'tortilla chips with salsa'])('"%s" stays two foods (no USDA dish names both)', async (text) => {
    expect(names(await describeMeal(text))).toHaveLength(2);
  });
});

describe('how a drink was made never names another food made the same way', () => {
  it.each(['a mug of hot cocoa prepared with a dry mix and whole milk', 'hot chocolate prepared using dry mix and skim milk'])('"%s" is hot chocolate, not a chocolate pudding', async (text) => {
    const result = await describeMeal(text);
    expect(names(result)).toHaveLength(1);
    expect(names(result)[0]).toMatch(/^Hot chocolate \/ cocoa, dry mix/);
  });

  it.each([
    ['two tuna salad sandwiches made with wheat bread', /^Tuna salad sandwich on wheat/],
    ['a bologna sandwich prepared with wheat bread', /^Bologna sandwich on wheat/],
  ])('"%s" is the sandwich, not the bread it was made with', async (text, food) => {
    expect(names(await describeMeal(text))[0]).toMatch(food);
  });

  it('"pancakes made with buttermilk" stay the pancakes USDA names that way', async () => {
    expect(names(await describeMeal('pancakes made with buttermilk'))[0]).toMatch(/^Pancakes, buttermilk/);
  });
});

describe('a package is the box a mix is sold in, a packet one pouch of it (SR weighs both)', () => {
  it('"a package of cheeseburger macaroni pasta mix" is the whole box, a packet one pouch', async () => {
    const box = await describeMeal('a package of cheeseburger macaroni pasta mix');
    const pouch = await describeMeal('a packet of cheeseburger macaroni pasta mix');
    expect(names(box)[0]).toMatch(/^Pasta mix, classic cheeseburger macaroni, unprepared \(1 package/);
    expect(names(pouch)[0]).toMatch(/^Pasta mix, classic cheeseburger macaroni, unprepared \(1 packet/);
    expect(gramsOf(names(box)[0]!)).toBeGreaterThan(2 * gramsOf(names(pouch)[0]!));
  });
});

describe('the word before the noun may name the item FNDDS counts', () => {
  it.each(['a steamed new potato', 'two roasted baby potatoes'])('"%s" is FNDDS\'s "1 new potato" / "1 baby potato" (60 g each), not a medium potato', async (text) => {
    const result = await describeMeal(text);
    expect((gramsOf(names(result)[0]!) * result.servings) / (text.startsWith('two') ? 2 : 1)).toBe(60);
  });

  it('"a boiled potato" stays a medium one', async () => {
    expect(gramsOf(names(await describeMeal('a boiled potato'))[0]!)).toBe(170);
  });
});

describe('a serving of a dry mix is the amount one serving is made from', () => {
  it('"a serving of instant vanilla pudding mix" is SR\'s "1 portion, amount to make 1/2 cup" (25 g), not the box', async () => {
    const result = await describeMeal('a serving of instant vanilla pudding mix');
    expect(names(result)[0]).toMatch(/dry mix/);
    expect(gramsOf(names(result)[0]!)).toBe(25);
  });
});

describe('a slice or a piece is one of them, never a cup of them', () => {
  it('"three slices of raw ginger root" are SR\'s "5 slices (1\\" dia)" ÷ 5 each, not "0.25 cup slices"', async () => {
    const result = await describeMeal('three slices of raw ginger root');
    expect(names(result)[0]).toMatch(/^Ginger root, raw/);
    expect(gramsOf(names(result)[0]!)).toBe(2.2);
  });
});

describe("FNDDS's mixed dishes of a meat, a starch and vegetables in a sauce are one food (mixed-dish.ts)", () => {
  it.each([
    ['a cup of turkey with noodles and veggies in a tomato sauce', /^Chicken or turkey, noodles, and vegetables including .*; tomato-based sauce/],
    ['a cup of shrimp and mixed vegetables, no carrots or broccoli, in soy sauce', /^Shrimp and vegetables excluding .*; no potatoes, soy-based sauce/],
    ['pork with potatoes and assorted vegetables and gravy', /^Pork, potatoes, and vegetables including .*; gravy/],
  ])('"%s" is one FNDDS dish, weighed by its cup', async (text, food) => {
    const result = await describeMeal(text);
    expect(names(result)).toHaveLength(1);
    expect(names(result)[0]).toMatch(food);
  });

  it.each(['beef stew with vegetables', 'a chicken salad sandwich with vegetable soup'])('"%s" names another dish: not read as the family', async (text) => {
    expect(names(await describeMeal(text))[0]).not.toMatch(/and vegetables (including|excluding)/);
  });
});

describe('a 100-calorie pack is the pack FNDDS weighs for it', () => {
  it('"two 100-calorie bags of popcorn" are two of FNDDS\'s "1 100 calorie package" (30 g), not a plain serving', async () => {
    const result = await describeMeal('two 100-calorie bags of popcorn');
    expect(names(result)[0]).toMatch(/^Popcorn/);
    expect(gramsOf(names(result)[0]!)).toBe(30);
  });
});

describe("a part the dish's USDA name already lists is weighed in the dish, not again (resolve.ts namesAsPart)", () => {
  it.each([
    ['a burrito with pinto beans and cheese', /^Burrito, .*beans.*cheese/],
    ['a peanut butter crispy bar filled with crunchy peanut butter', /^Candies, crispy bar with peanut butter filling/],
  ])('"%s" is one food', async (text, food) => {
    const result = await describeMeal(text);
    expect(names(result)).toHaveLength(1);
    expect(names(result)[0]).toMatch(food);
  });

  it.each([
    ['Candies, crispy bar with peanut butter filling', 'creamy peanut butter', true],
    ['Prunes, canned, heavy syrup pack, solids and liquids', 'the syrup', true],
    ['Quesadilla, beef or pork, with vegetables', 'grilled veggies and vegetables', true],
    ['Ravioli, NS as to filling, no sauce', 'tomato sauce', false],
    ['Rice, white, cooked, no added fat', 'white beans', false],
    ['Quesadilla, beef or pork, with vegetables', 'quesadilla', false],
  ])('%s lists "%s" as its own part: %s', async (name, part, listed) => {
    const foods = await engine.context.foods();
    const food = [...foods.foods.foods()].find((f) => f.name === name);
    expect(food).toBeDefined();
    expect(namesAsPart(food!, part)).toBe(listed);
  });

  it('"a big pancake adorned with fruit" is FNDDS\'s fruit pancake, not a pancake and a serving of fruit', async () => {
    const result = await describeMeal('a big pancake adorned with fruit');
    expect(names(result)).toHaveLength(1);
    expect(names(result)[0]).toMatch(/^Pancakes, fruit/);
  });

  it('a part the name says the dish is without is a food of its own ("Ravioli, …, no sauce" and a tomato sauce)', async () => {
    const result = await describeMeal('a piece of plain ravioli, no sauce, and a side of marinara sauce');
    expect(names(result).some((n) => /sauce/i.test(n) && !/^Ravioli/.test(n))).toBe(true);
  });

  it('"minus the carrots" and "varieties" are words of the mixed-dish family (mixed-dish.ts)', async () => {
    const result = await describeMeal('a cup of beef dumplings with assorted vegetables and gravy, minus the carrots, broccoli and dark-green leafy varieties');
    expect(names(result)).toHaveLength(1);
    expect(names(result)[0]).toMatch(/^Beef, dumplings, and vegetables excluding/);
  });
});

describe('a plate of a food FNDDS measures by the cup is the everyday table\'s plate (foods/portions.ts)', () => {
  it('"a plate of lentils" is 2 cups of lentils, not FNDDS\'s 92 g side portion', async () => {
    const result = await describeMeal('a plate of lentils');
    expect(names(result)[0]).toMatch(/^Lentils/);
    expect(gramsOf(names(result)[0]!)).toBe(370);
  });

  it('"a plate of split pea soup" is a soup plate: a bowl\'s 1½ cups', async () => {
    const cup = await describeMeal('a cup of split pea soup');
    const plate = await describeMeal('a plate of split pea soup');
    expect(gramsOf(names(plate)[0]!)).toBeCloseTo(1.5 * gramsOf(names(cup)[0]!), 0);
  });
});

describe('a can of soup is the can USDA weighs its canned soups in (foods/portions.ts soupCanGrams)', () => {
  it('"a can of condensed cream of celery soup" is the 10¾-oz can undiluted, not 12 fl oz of it', async () => {
    const result = await describeMeal('a can of condensed cream of celery soup');
    expect(names(result)[0]).toMatch(/condensed/);
    expect(gramsOf(names(result)[0]!)).toBe(305);
  });

  it('a can made up with milk is the can and as much milk again', async () => {
    const result = await describeMeal('a can of cream of mushroom soup prepared with milk');
    expect(names(result)[0]).toMatch(/prepared with equal volume/);
    expect(gramsOf(names(result)[0]!)).toBeGreaterThan(550);
  });
});

describe('a slice is cut from a solid food, never from a drink', () => {
  it('"three slices of fresh ginger" are slices of the root, not three servings of ginger tea', async () => {
    const result = await describeMeal('three slices of fresh ginger');
    expect(names(result)[0]).toMatch(/^Ginger root, raw/);
    expect(gramsOf(names(result)[0]!)).toBeLessThan(10);
  });

  it('a drink\'s flavour that names a food of its own is no name of the drink (build-common-foods.ts)', async () => {
    const { commonFoodNamed } = await import('../foods/index.js');
    expect(commonFoodNamed('ginger')).toBeUndefined();
    expect(commonFoodNamed('ginger tea')?.id).toBeDefined();
    // "Coffee, espresso" is still an espresso: no other food is named "espresso".
    expect(commonFoodNamed('espresso')?.id).toBeDefined();
    expect(commonFoodNamed('espresso')?.id).toBe(commonFoodNamed('espresso coffee')?.id);
  });
});

describe('powdered peanut butter is defatted peanut flour, not peanut butter (curated everyday name)', () => {
  it.each(['2 tbsp pb2', 'two tablespoons of powdered peanut butter'])('"%s" is SR\'s defatted peanut flour', async (text) => {
    const result = await describeMeal(text);
    expect(names(result)[0]).toMatch(/^Peanut flour, defatted/);
    expect(result.carbs).toBeLessThan(5);
  });

  it('"a serving of PB2" is its label\'s 12 g, not second-guessed as one piece', async () => {
    expect(gramsOf(names(await describeMeal('a serving of PB2'))[0]!)).toBe(12);
  });
});

describe('a jar named by a brand that makes only baby food is baby food', () => {
  it.each([
    ['a jar of gerber bananas', /^Baby Toddler bananas|^Babyfood, .*banana/],
    ['a jar of beech-nut pears', /^Baby Toddler pears|^Babyfood, .*pear/],
  ])('"%s" is the baby food, not the raw fruit', async (text, food) => {
    expect(names(await describeMeal(text))[0]).toMatch(food);
  });
});

describe('a dish whose name holds the parts otherwise is no join of them (match.ts namesOtherThanParts)', () => {
  it.each([
    // USDA's "Rice dessert or salad with fruit" and "Turkey or chicken sausage" offer either one, never both.
    ['a cup of rice and a salad', /^Rice, cooked/, /^Lettuce, salad/],
    ['chicken and turkey', /^Chicken, /, /^Turkey, /],
  ])('"%s" is two foods, not one "X or Y" food', async (text, first, second) => {
    const result = await describeMeal(text);
    expect(names(result)).toHaveLength(2);
    expect(names(result)[0]).toMatch(first);
    expect(names(result)[1]).toMatch(second);
  });

  it('"a salad with tomatoes" is a salad, never a cup of "Salad dressing, bacon and tomato"', async () => {
    const result = await describeMeal('a salad with tomatoes');
    expect(names(result).some((n) => /dressing,/i.test(n))).toBe(false);
    expect(result.calories).toBeLessThan(200);
  });
});

describe('only a salad\'s own parts are raw (resolve.ts)', () => {
  it('"brown rice and a side salad": the rice beside the salad is cooked, never the dry grain', async () => {
    const result = await describeMeal('brown rice and a side salad');
    expect(names(result)[0]).toMatch(/^Rice, brown, cooked/);
  });

  it('"corn and a green salad": the corn named before the salad is cooked as usual', async () => {
    const result = await describeMeal('some corn and a green salad');
    expect(names(result)[0]).toMatch(/cooked/);
  });

  it('"a big salad with beets and carrots": the salad\'s own parts are still raw', async () => {
    const result = await describeMeal('a big salad with beets and carrots');
    const parts = names(result).filter((n) => /^(Beets|Carrots),/.test(n));
    expect(parts.length).toBeGreaterThan(0);
    expect(parts.every((n) => /\braw\b/.test(n))).toBe(true);
  });
});
