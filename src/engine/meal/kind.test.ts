/**
 * A food must be carried by a word that names its kind (issue 23: "no food where there is
 * none"). One block per class, with sentences written for these tests.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import type { FoodIndex } from '../foods/food-index.js';
import { createEngine, type Engine } from '../index.js';
import { carries, kindsOf, mentionOf } from './kind.js';

let engine: Engine;
let ctx: FoodIndex;
beforeAll(async () => {
  engine = await createEngine();
  ctx = await engine.context.foods();
});
const describeMeal = (text: string) => engine.api.describeMeal(text);
const firstFood = async (text: string) => (await describeMeal(text)).ingredients[0]!.name;
const named = (name: string) => {
  const food = ctx.foods.foods().find((f) => f.name === name);
  if (!food) throw new Error(`no food named ${name}`);
  return food;
};
const carried = (words: string, name: string) => carries(ctx, mentionOf(ctx, words.split(' ')), named(name));

describe('the kinds of a food, read from its name', () => {
  it('the head noun carries a food; a brand before it does not', () => {
    expect(carried('coconut cookies', 'MURRAY, SOUTHERN KITCHEN, Coconut Cookies')).toBe(true);
    expect(carried('kitchen', 'MURRAY, SOUTHERN KITCHEN, Coconut Cookies')).toBe(false);
    expect(carried('southern kitchen', 'MURRAY, SOUTHERN KITCHEN, Coconut Cookies')).toBe(false);
  });

  it("a product's own name in capitals carries it only when said whole", () => {
    expect(carried('poland spring', 'Beverages, water, bottled, POLAND SPRING')).toBe(true);
    expect(carried('water', 'Beverages, water, bottled, POLAND SPRING')).toBe(true);
    expect(carried('poland', 'Beverages, water, bottled, POLAND SPRING')).toBe(false);
  });

  it('a compound whose last word is no food alone needs its whole name', () => {
    expect(carried('hush puppy', 'Hush puppy')).toBe(true);
    expect(carried('puppy', 'Hush puppy')).toBe(false);
    expect(carried('rice paper', 'Rice paper')).toBe(true);
    expect(carried('paper', 'Rice paper')).toBe(false);
    expect(carried('hotdog', 'Hot dog, NFS')).toBe(true);
    expect(carried('dog', 'Hot dog, NFS')).toBe(false);
  });

  it('a word that heads many compounds is a kind of its own ("juice", "cone")', () => {
    expect(carried('juice', 'Apple juice, 100%')).toBe(true);
    expect(carried('cone', 'Ice cream cone, NFS')).toBe(true);
  });

  it('an end of two words that heads many compounds is a kind too ("shish kabob": beef, pork, lamb, shrimp, fish)', () => {
    expect(carried('shish kabob', 'Beef shish kabob with vegetables, excluding potatoes')).toBe(true);
    // Not a phrase of the names that is no food ("Beef as ingredient in recipes").
    expect(carried('as ingredient', 'Beef as ingredient in recipes')).toBe(false);
  });

  it('what a food leaves out never carries it ("excluding potatoes", "no cheese", "without salt")', () => {
    expect(carried('potato', 'Beef shish kabob with vegetables, excluding potatoes')).toBe(false);
    expect(carried('cheese', 'Taco, meat, no cheese')).toBe(false);
    expect(carried('taco', 'Taco, meat, no cheese')).toBe(true);
    expect(carried('sauce', 'Ravioli, cheese-filled, no sauce')).toBe(false);
    expect(kindsOf(ctx, named('Pumpkin, canned, without salt'))).toEqual([['pumpkin']]);
  });

  it('the first word of a compound never carries it inside other words ("snow on the hills" is no snow cone)', () => {
    expect(carried('fresh snow hills', 'Snow cone')).toBe(false);
    // Alone, a two-word name's first word is the dish ("a gyro"): a bare "snow" is read so too.
    expect(carried('gyro', 'Gyro sandwich')).toBe(true);
  });

  it('a variety carries its food when said whole; one of its words does not', () => {
    expect(carried('cheddar', 'Cheese, Cheddar')).toBe(true);
    expect(carried('granny smith', 'Apples, raw, granny smith, with skin')).toBe(true);
    expect(carried('smith', 'Apples, raw, granny smith, with skin')).toBe(false);
    expect(carried('colby jack', 'Cheese, Colby Jack')).toBe(true);
    expect(carried('jack', 'Cheese, Colby Jack')).toBe(false);
  });

  it('a word said of several foods and no food itself ("spanish": rice, coffee bread) needs its food; a cheese named by its variety does not', () => {
    expect(carried('spanish', 'Peanuts, spanish, raw')).toBe(false);
    expect(carried('spanish peanuts', 'Peanuts, spanish, raw')).toBe(true);
    expect(carried('mozzarella', 'Cheese, Mozzarella, NFS')).toBe(true);
    expect(carried('provolone', 'Cheese, Provolone')).toBe(true);
  });

  it('a part every bird has ("back") needs the bird', () => {
    expect(kindsOf(ctx, named('Chicken, back'))).toContainEqual(['chicken', 'back']);
    expect(carried('back', 'Chicken, back')).toBe(false);
    expect(carried('chicken back', 'Chicken, back')).toBe(true);
  });

  it('where a food came from ("from fast food / restaurant", "from other sources") never carries it', async () => {
    expect(carried('fast food restaurant', 'Beans, from fast food / restaurant, NS as to type')).toBe(false);
    expect(carried('source', 'Chicken nuggets, from other sources')).toBe(false);
    expect(carried('refried beans', 'Refried beans, from fast food / restaurant')).toBe(true);
    expect(carried('soft pretzel', 'Pretzels, soft, from school lunch')).toBe(true);
    const shake = await describeMeal('a large vanilla milkshake from a fast food restaurant');
    expect(shake.ingredients.map((i) => i.name).join('; ')).not.toMatch(/beans|pancakes/i);
  });

  it('what a food tastes of ("pepper type", "fruit flavored") never carries it', () => {
    expect(carried('pepper', 'Soft drink, pepper type')).toBe(false);
    expect(carried('fruit flavors', 'Soft drink, fruit flavored, caffeine free')).toBe(false);
    expect(carried('standard slice', 'Pie crust, standard-type, prepared from recipe, unbaked')).toBe(false);
    expect(carried('soft drink', 'Soft drink, pepper type')).toBe(true);
    expect(carried('dr pepper', 'Soft drink, pepper type')).toBe(true);
  });

  it('how a food is sold ("ready-to-eat") is never its kind: a branded cereal is a cereal', async () => {
    expect(carried('trix cereal', 'Cereals ready-to-eat, GENERAL MILLS, TRIX')).toBe(true);
    expect(carried('whole grain puffs cereal', 'Cereals ready-to-eat, KASHI 7 Whole Grain Puffs')).toBe(true);
    // "ready to eat" alone no longer carries every branded cereal.
    expect(carried('ready to eat', 'Cereals ready-to-eat, GENERAL MILLS, TRIX')).toBe(false);
    expect(await firstFood('a bowl of trix cereal')).toMatch(/TRIX/);
  });

  it('what a food is made from or how it was shaped ("corn-based", "extruded") takes no place among its varieties', () => {
    expect(carried('corn cones', 'Snacks, corn-based, extruded, cones, plain')).toBe(true);
    expect(carried('corn puffs', 'Snacks, corn-based, extruded, puffs or twists, cheese-flavor')).toBe(true);
    expect(carried('based', 'Snacks, corn-based, extruded, cones, plain')).toBe(false);
  });

  it('a misspelling carries only a longer word: "chiken" is chicken, "lattes" stays itself, "late" is no latte', () => {
    expect(carried('chiken', 'Chicken, NS as to part and cooking method, skin eaten')).toBe(true);
    expect(carried('late', 'Coffee, Latte')).toBe(false);
  });

  it('a food\'s own name said after another food\'s head ("Pudding, chocolate", "Muffin, fruit") says what it has: it needs that head', async () => {
    expect(carried('chocolate', 'Pudding, chocolate, NFS')).toBe(false);
    expect(carried('chocolate pudding', 'Pudding, chocolate, NFS')).toBe(true);
    expect(carried('frozen fruit', 'Pancakes, fruit, frozen')).toBe(false);
    expect(carried('fruit muffin', 'Muffin, fruit')).toBe(true);
    // A variety found under few foods still names its food; so does one after a group word, or one ending in its head.
    expect(carried('salmon', 'Fish, salmon, baked or broiled')).toBe(true);
    expect(carried('fried chicken pieces', 'Fast foods, chicken, breaded and fried, boneless pieces, plain')).toBe(true);
    expect(carried('buttermilk', 'Milk, buttermilk, dried')).toBe(true);
    expect(await firstFood('a bowl of oatmeal')).not.toMatch(/muffin|cookie/i);
    expect(await firstFood('a cup of frozen mixed fruit')).not.toMatch(/pancake/i);
  });

  it('"mixed X" is said for what USDA calls an "X mixture"', async () => {
    expect(carried('frozen mixed fruit', 'Fruit mixture, frozen')).toBe(true);
    expect(carried('frozen fruit', 'Fruit mixture, frozen')).toBe(false);
    expect(await firstFood('a cup of frozen mixed fruit')).toMatch(/^Fruit mixture, frozen/);
  });

  it('a synonym carries what it stands for ("coke" is a cola soft drink)', () => {
    expect(carried('coke', 'Soft drink, cola')).toBe(true);
  });

  it('a word that only says foods are mixed ("mixture", "mix") needs what is mixed: an oil mixture is no rice mixture', () => {
    expect(carried('oil mixture', 'Flavored rice mixture')).toBe(false);
    expect(carried('rice mixture', 'Flavored rice mixture')).toBe(true);
    expect(carried('gravy mix', 'Trail mix, NFS')).toBe(false);
    expect(carried('trail mix', 'Trail mix, NFS')).toBe(true);
    expect(carried('protein powder mix', 'Nutritional powder mix, protein, NFS')).toBe(true);
  });

  it('"beverage" is said for what USDA calls a drink; SR\'s "Beverages, …" keep their own word', () => {
    expect(carried('iced coffee beverage', 'Frozen coffee drink')).toBe(true);
    expect(carried('iced coffee', 'Frozen coffee drink')).toBe(false);
    expect(carried('cocoa beverage', 'Beverages, Cocoa mix, powder')).toBe(true);
  });

  it('a one-word synonym is food even where the USDA names are long ("kebab" → shish kabob)', async () => {
    for (const text of ['I had a kebab', 'a kebab I had', 'two shish kebabs']) expect(await firstFood(text)).toMatch(/shish kabob/);
  });
});

describe('text that names no food is noFoodDetectedText', () => {
  it.each([
    'Lunch meeting moved to the back room', // a part of a chicken, alone
    'Waiting for the puppy to fall asleep', // the second word of a compound
    'Interview with Anna Smith', // a variety word out of its name
    'Tour of the southern kitchen', // a maker's name
    'Ticket for the late show', // a short misspelling
    'Please remember to water the lawn', // a food noun used as a verb
    'Orange county fairground', // a food word describing another head
    'Spring break in Poland', // a product name's words, apart
    'Signed up for Spanish lessons', // a word said of many foods, alone
  ])('"%s"', async (text) => {
    await expect(describeMeal(text)).rejects.toMatchObject({ code: 'noFoodDetectedText' });
  });
});

describe('food keeps its answer', () => {
  it.each([
    ['a hot dog with mustard', /^Hot dog/],
    ['two hush puppies', /^Hush pupp/],
    ['a granny smith', /granny smith/i],
    ['a slice of cheddar', /^Cheese, Cheddar/],
    ['a bottle of Poland Spring', /POLAND SPRING/],
    ['a bowl of chiken soup', /chicken/i],
    // "either" is no word of a food's, and asks for no clearer match than "or" does.
    ['a plate of lasagna made with either chicken or turkey', /^Lasagna with chicken or turkey/],
    ['a trout fillet, either baked or broiled', /^Fish, trout, baked or broiled/],
    // FNDDS's coffee drinks are "drink"s: a frozen coffee beverage is one.
    ['a small frozen coffee beverage', /^Frozen coffee drink/],
    ['a glass of water', /^Water/],
    ['an orange', /^Orange/],
    ['a can of energy drink', /^Energy drink/i],
    ['tacos al pastor', /^Taco/],
    ['a handful of spanish peanuts', /^Peanuts, spanish/],
    ['a cup of spanish rice', /^Spanish rice/],
    ['a slice of mozzarella', /^Cheese, Mozzarella/],
    // A "-style" word naming a place or cook the data does not know asks for no clearer match.
    ['a plate of barcelonesa-style paella containing meat', /^Paella/],
    ['a bowl of grandmother-style lentil soup', /^Soup, lentil/],
  ])('"%s"', async (text, food) => {
    expect(await firstFood(text)).toMatch(food);
  });

  it('a food\'s own juices are the food: no juice is added for them; a juice said alone stays one', async () => {
    const breast = await describeMeal('a grilled turkey breast that keeps its natural juices');
    expect(breast.ingredients.map((i) => i.name).join('; ')).not.toMatch(/juice/i);
    expect(breast.ingredients[0]!.name).toMatch(/^Turkey/);
    expect(await firstFood('a cup of natural juice')).toMatch(/juice/i);
  });

  it('"I want to toast the bread": the verb goes, the bread stays', async () => {
    expect(await firstFood('I want to toast the bread')).toMatch(/^Bread/);
  });
});

describe('a mention, read once per phrase (mentionOf)', () => {
  it('splits hyphens, drops apostrophes and accents, and keeps the words in the order said', () => {
    const mention = mentionOf(ctx, ['crème', "grandma's", 'whole-wheat', '-', 'tortila']);
    expect([...mention.joined]).toEqual(['creme', 'grandmas', 'whole', 'wheat', 'tortila']);
    expect(mention.runs[0]).toEqual(['creme', 'grandma', 'whole', 'wheat', 'tortila']);
    // Two words said together may be one name ("wholewheat"); a word the vocabulary lacks is a near spelling.
    expect(mention.stems.has('wholewheat')).toBe(true);
    expect(mention.misspelt).toContain('tortila');
    expect(mention.misspelt).not.toContain('wheat');
  });
});
