/** The ranking's class-level features (issue 23), on foods written for these tests. */
import { beforeAll, describe, expect, it } from 'vitest';
import type { Food } from '../foods/index.js';
import { createEngine, type Engine } from '../index.js';
import { RANK_FEATURES, WEIGHTS, rankOf, saysMadeUp, settingFeatures, settingsOf, textFeatures, phraseWords } from './rank.js';
import { matchFood, partAloneOf, phraseScore } from './match.js';
import { createFoodDatabase, readCompiledFoods } from '../foods/index.js';
import { createFoodIndex } from '../foods/food-index.js';

const food = (name: string, category = 'Other', source: Food['source'] = 'fndds'): Food =>
  ({ id: `test:${name}`, source, name, category, per100g: { kcal: 0, protein: 0, carbs: 0, fat: 0, alcohol: 0, fiber: 0, sugars: 0, satFat: 0, sodiumMg: 0, water: 0 } }) as Food;

describe('form words', () => {
  it('a juice named as juice agrees; the dried fruit is a dense form the words never said', () => {
    const juice = textFeatures(food('Prune juice, 100%'), ['prune', 'juice']);
    const dried = textFeatures(food('Prunes, dried, uncooked'), ['prune', 'juice']);
    expect(juice.formAgree).toBe(1);
    expect(juice.denseConflict).toBe(0);
    expect(dried.denseConflict).toBe(1);
    expect(dried.formConflict).toBeGreaterThanOrEqual(1);
  });

  it('"fresh" and "raw", "dried" and "dehydrated" are one form each', () => {
    expect(textFeatures(food('Apricots, raw'), ['fresh', 'apricots']).formAgree).toBe(1);
    expect(textFeatures(food('Apples, dehydrated (low moisture), sulfured, uncooked'), ['dried', 'apple']).formAgree).toBeGreaterThanOrEqual(1);
  });

  it("USDA's generic entry and the name's extra words are features of their own", () => {
    expect(textFeatures(food('Cookie, NFS'), ['cookie']).generic).toBe(1);
    expect(textFeatures(food('Cookie, chocolate chip'), ['cookie']).extraWords).toBeCloseTo(2 / 3, 5);
  });
});

describe('a dense form made up, and the form as sold', () => {
  it('the words say the food was made up from a mix, powder or concentrate', () => {
    expect(saysMadeUp('butterscotch pudding whipped up from a boxed mix')).toBe(true);
    expect(saysMadeUp('limeade mixed from concentrate')).toBe(true);
    expect(saysMadeUp('malt powder stirred into cold milk')).toBe(true);
    expect(saysMadeUp('reconstituted apple juice')).toBe(true);
    expect(saysMadeUp('a sachet of drink mix')).toBe(false);
    expect(saysMadeUp('two scoops of whey powder')).toBe(false);
    expect(saysMadeUp('cashews, dry roasted, from the store')).toBe(false);
    expect(saysMadeUp('a handful of trail mix')).toBe(false);
  });

  it('only a name that is the form as sold, not made up, conflicts with words that say it was made up', () => {
    const made = phraseWords(['butterscotch', 'pudding', 'dry', 'mix'], undefined, true);
    expect(textFeatures(food('Puddings, butterscotch, dry mix, regular'), made).mixUnmade).toBe(1);
    expect(textFeatures(food('Limeade, frozen concentrate, undiluted'), made).mixUnmade).toBe(1);
    expect(textFeatures(food('Puddings, butterscotch, dry mix, prepared with 2% milk'), made).mixUnmade).toBe(0);
    expect(textFeatures(food('Pudding, butterscotch, made from dry mix'), made).mixUnmade).toBe(0);
    expect(textFeatures(food('Limeade, chilled, includes from concentrate'), made).mixUnmade).toBe(0);
    expect(textFeatures(food('Cashews, dry roasted, salted'), made).mixUnmade).toBe(0);
    const asSold = phraseWords(['butterscotch', 'pudding', 'dry', 'mix']);
    expect(textFeatures(food('Puddings, butterscotch, dry mix, regular'), asSold).mixUnmade).toBe(0);
  });
});

describe('a knife word is no evidence for a processed row', () => {
  it('a cut the phrase says, found only in a processed name, marks that name when the processing is unsaid', () => {
    const cut = phraseWords(['diced', 'mangoes']);
    expect(textFeatures(food('Mangoes, frozen, sweetened, diced'), cut).cutProcessed).toBe(1);
    expect(textFeatures(food('Pears, canned, diced, light syrup'), phraseWords(['diced', 'pears'])).cutProcessed).toBe(1);
    expect(textFeatures(food('Kale, frozen, chopped, unprepared'), phraseWords(['chopped', 'kale'])).cutProcessed).toBe(1);
    // The fresh row carries no cut, and a processed row the phrase does not match by its cut is the other features' business.
    expect(textFeatures(food('Mangoes, raw'), cut).cutProcessed).toBe(0);
    expect(textFeatures(food('Mangoes, frozen, sweetened'), cut).cutProcessed).toBe(0);
    // A cut that is no processing: "Cheese, cheddar, shredded".
    expect(textFeatures(food('Cheese, gouda, shredded'), phraseWords(['shredded', 'gouda'])).cutProcessed).toBe(0);
  });

  it('the processing said, or a can said by its word or by draining, is what was asked', () => {
    const name = food('Mangoes, frozen, sweetened, diced');
    expect(textFeatures(name, phraseWords(['frozen', 'sweetened', 'diced', 'mangoes'])).cutProcessed).toBe(0);
    // Said frozen but not sweetened: the sugar is still unsaid.
    expect(textFeatures(name, phraseWords(['frozen', 'diced', 'mangoes'])).cutProcessed).toBe(1);
    const canned = food('Pears, canned, diced, juice pack');
    expect(textFeatures(canned, phraseWords(['diced', 'pears', 'from', 'a', 'can'])).cutProcessed).toBe(0);
    expect(textFeatures(canned, phraseWords(['diced', 'pears', 'drained'])).cutProcessed).toBe(0);
    expect(textFeatures(food('Pears, canned, diced, heavy syrup'), phraseWords(['diced', 'pears', 'in', 'syrup', 'drained'])).cutProcessed).toBe(0);
  });
});

describe('what a name leaves out, and what it adds', () => {
  it('words after "excluding", "without", "other than" or in a "removed" segment are absences, not unsaid words', () => {
    const plain = textFeatures(food('Pecans, excluding honey roasted'), ['pecans']);
    expect(plain.formConflict).toBe(0);
    expect(plain.extraWords).toBe(0);
    expect(plain.addedUnsaid).toBe(0);
    expect(textFeatures(food('Pudding, flavors other than chocolate'), ['pudding']).addedUnsaid).toBe(0);
    expect(textFeatures(food('Chicken breast, skin and breading removed'), ['chicken', 'breast']).addedUnsaid).toBe(0);
  });

  it('a sweet or a coating the name adds is unsaid unless the words say it (hyphenated too)', () => {
    expect(textFeatures(food('Pecans, honey roasted'), ['pecans']).addedUnsaid).toBe(1);
    expect(textFeatures(food('Pecans, honey roasted'), ['honey-roasted', 'pecans']).addedUnsaid).toBe(0);
    expect(textFeatures(food('Peaches, canned, in heavy syrup'), ['canned', 'peaches']).addedUnsaid).toBe(1);
    // "reduced sugar" says less of it; "fried" says the coating USDA's fried foods have.
    expect(textFeatures(food('Cereal, reduced sugar'), ['cereal']).addedUnsaid).toBe(0);
    // "sugar free" says none was added (a hyphen splits into the same two words).
    expect(textFeatures(food('Cookie, oatmeal, sugar free'), ['cookie']).addedUnsaid).toBe(0);
    expect(textFeatures(food('Gum, sugar-free'), ['gum']).addedUnsaid).toBe(0);
    expect(textFeatures(food('Fish, fried, coated'), ['fried', 'fish']).addedUnsaid).toBe(0);
  });
});

describe('a lighter version the words never say', () => {
  it('low-fat, diet, light, skim, fat or sugar free in the name count unless the words say such a word', () => {
    expect(textFeatures(food('Muffin, blueberry, low-fat'), ['blueberry', 'muffin']).lighterUnsaid).toBe(1);
    expect(textFeatures(food('Muffin, blueberry, low-fat'), ['low-fat', 'blueberry', 'muffin']).lighterUnsaid).toBe(0);
    expect(textFeatures(food('Lemonade, diet'), ['lemonade']).lighterUnsaid).toBe(1);
    expect(textFeatures(food('Lemonade, diet'), ['diet', 'lemonade']).lighterUnsaid).toBe(0);
    expect(textFeatures(food('Yogurt, vanilla, fat free'), ['nonfat', 'yogurt']).lighterUnsaid).toBe(0);
    expect(textFeatures(food('Salsa, reduced sodium'), ['salsa']).lighterUnsaid).toBe(1);
    expect(textFeatures(food('Muffin, blueberry'), ['blueberry', 'muffin']).lighterUnsaid).toBe(0);
  });

  it('the fitted weight prefers the regular food when the rest is equal', () => {
    const at = RANK_FEATURES.indexOf('lighterUnsaid');
    expect(WEIGHTS[at]).toBeLessThan(0);
  });
});

describe('a sandwich the words never say', () => {
  it('a food of a sandwich or burger category counts unless the words name a bread, a sandwich or a burger', () => {
    const bunned = food('Frank sandwich, pork, on a bun', 'Frankfurter sandwiches');
    expect(textFeatures(bunned, ['pork', 'frank']).sandwichUnsaid).toBe(1);
    expect(textFeatures(bunned, ['pork', 'frank', 'on', 'a', 'bun']).sandwichUnsaid).toBe(0);
    expect(textFeatures(bunned, ['pork', 'frank', 'sandwich']).sandwichUnsaid).toBe(0);
    expect(textFeatures(food('Lentil burger, on a wheat bun', 'Vegetable sandwiches/burgers'), ['lentil', 'veggie-burger']).sandwichUnsaid).toBe(0);
    expect(textFeatures(food('Frank, pork', 'Frankfurters'), ['pork', 'frank']).sandwichUnsaid).toBe(0);
    // A product's own name says its bun for the person who says it.
    expect(textFeatures(food('Mega Stack (Some Chain)', 'Burgers'), ['mega', 'stack']).sandwichUnsaid).toBe(0);
  });

  it('by the category, not the word: a sandwich cookie is no sandwich of bread; a fast-food sandwich is', () => {
    expect(textFeatures(food('Cookie, lemon sandwich', 'Cookies and brownies'), ['lemon', 'cookie']).sandwichUnsaid).toBe(0);
    expect(textFeatures(food('Fast foods, roast pork sandwich', 'Fast Foods', 'sr28'), ['roast', 'pork']).sandwichUnsaid).toBe(1);
    expect(textFeatures(food('Fast foods, roast pork platter', 'Fast Foods', 'sr28'), ['roast', 'pork']).sandwichUnsaid).toBe(0);
  });

  it('the fitted weight prefers the food without the bread when the rest is equal', () => {
    expect(WEIGHTS[RANK_FEATURES.indexOf('sandwichUnsaid')]).toBeLessThan(0);
  });
});

describe('settings', () => {
  it('a baby named anywhere in the meal is a setting; baby food agrees with it and conflicts without it', () => {
    const baby = settingsOf('a jar of strained pears for my little one, stage 2');
    const babyFood = food('Baby food, pears, strained', 'Baby food: fruit');
    expect(settingFeatures(babyFood, baby)).toEqual({ agree: 1, conflict: 0 });
    expect(settingFeatures(babyFood, settingsOf('a ripe pear'))).toEqual({ agree: 0, conflict: 1 });
    expect(settingFeatures(food('Pears, raw', 'Pears'), baby)).toEqual({ agree: 0, conflict: 0 });
  });
});

describe('parts weighed alone', () => {
  it('a segment that is only the part, or a first segment ending in it, is the part alone', () => {
    expect(partAloneOf(food('Chicken, skin (drumsticks and thighs), cooked, roasted'))).toBe('skin');
    expect(partAloneOf(food('Potatoes, baked, skin, without salt'))).toBe('skin');
    expect(partAloneOf(food('Lemon peel, raw'))).toBe('peel');
    expect(partAloneOf(food('Chicken, broilers or fryers, skin only, raw'))).toBe('skin');
    expect(partAloneOf(food('Chicken thigh, baked, broiled, or roasted, skin eaten, from raw'))).toBeUndefined();
    expect(partAloneOf(food('Potato, baked, peel not eaten'))).toBeUndefined();
    expect(partAloneOf(food('Potatoes, boiled, cooked without skin, flesh, without salt'))).toBeUndefined();
  });
});

describe('weights', () => {
  it('one weight per feature, the search score the scale', () => {
    expect(WEIGHTS).toHaveLength(RANK_FEATURES.length);
    expect(WEIGHTS[RANK_FEATURES.indexOf('score')]).toBe(1);
    expect(rankOf(RANK_FEATURES.map((name) => (name === 'score' ? 0.9 : 0)))).toBeCloseTo(0.9, 10);
  });
});

describe('in a meal', () => {
  let engine: Engine;
  beforeAll(async () => {
    engine = await createEngine();
  });

  it('"a glass of prune juice" is the juice, not the dried fruit', async () => {
    const result = await engine.api.describeMeal('a glass of prune juice');
    expect(result.ingredients[0]!.name).toMatch(/^Prune juice/);
  });

  it('"without the skin", "no peel": FNDDS says what is left on the plate ("skin not eaten"), and that variant answers', async () => {
    const thigh = await engine.api.describeMeal('a roasted chicken thigh without the skin');
    expect(thigh.ingredients[0]!.name).toMatch(/skin (\/ coating )?not eaten/);
    const potato = await engine.api.describeMeal('a boiled potato, no peel');
    expect(potato.ingredients[0]!.name).toMatch(/peel not eaten/);
    const coated = await engine.api.describeMeal('a fried chicken drumstick without the skin or coating');
    expect(coated.ingredients[0]!.name).toMatch(/coating not eaten/);
    expect(coated.carbs).toBeLessThan(1);
  });

  it("a by-part USDA weighs alone (skin, peel, bones) answers only words that say it", async () => {
    const thigh = await engine.api.describeMeal('a roasted chicken thigh');
    expect(thigh.ingredients[0]!.name).toMatch(/^Chicken thigh/);
    const potatoes = await engine.api.describeMeal('half a cup of baked potatoes');
    expect(potatoes.ingredients[0]!.name).not.toMatch(/\bskin\b/);
    expect((await engine.api.describeMeal('chicken skin')).ingredients[0]!.name).toMatch(/skin/i);
    expect((await engine.api.describeMeal('potato skins')).ingredients[0]!.name).toMatch(/skins/i);
  });

  it('pudding said to be whipped up from a boxed mix is the made-up pudding, not a cup of the powder', async () => {
    const pudding = await engine.api.describeMeal('one cup of vanilla pudding whipped up from a boxed dry mix');
    expect(pudding.ingredients[0]!.name).toMatch(/prepared|made from/);
    expect(pudding.carbs).toBeLessThan(80);
  });

  it('"X in Y": the food is X, packed or served in Y ("strawberries in thick syrup" are no strawberry syrup)', async () => {
    const strawberries = await engine.api.describeMeal('a bowl of canned strawberries in thick syrup');
    expect(strawberries.ingredients[0]!.name).toMatch(/^Strawberries, canned/);
    const peaches = await engine.api.describeMeal('a bowl of canned peaches in thick syrup');
    expect(peaches.ingredients[0]!.name).toMatch(/^Peach/);
    const tuna = await engine.api.describeMeal('a can of tuna in water');
    expect(tuna.ingredients[0]!.name).toMatch(/tuna/i);
  });

  it('a food USDA lists "with X" and "without X" is without X when the words never say X', async () => {
    const plain = await engine.api.describeMeal('a grilled chicken drumstick');
    expect(plain.ingredients[0]!.name).toMatch(/grilled without sauce/);
    const sauced = await engine.api.describeMeal('a grilled chicken drumstick with sauce');
    expect(sauced.ingredients.map((i) => i.name).join('; ')).toMatch(/sauce/i);
    expect(sauced.carbs).toBeGreaterThan(plain.carbs);
  });

  it('a phrase closing with a cut ("steak", "thigh") is headed by the food before it, and the foods that name the cut come first', async () => {
    // No USDA cod, swordfish or halibut is a "steak": the fish answers, not "Beef, steak".
    for (const text of ['a swordfish steak', 'a grilled halibut steak', 'a cod steak for dinner']) {
      const fish = await engine.api.describeMeal(text);
      expect(fish.ingredients[0]!.name, text).toMatch(/^Fish/);
    }
    expect((await engine.api.describeMeal('a grilled sirloin steak')).ingredients[0]!.name).toMatch(/^Beef, steak, sirloin/);
    expect((await engine.api.describeMeal('a stewed chicken leg')).ingredients[0]!.name).toMatch(/^Chicken leg/);
    expect((await engine.api.describeMeal('two fried chicken wings')).ingredients[0]!.name).toMatch(/wing/i);
  });

  it('a hyphenated word USDA runs together is searched as USDA spells it ("black-eyed" → "Blackeyed")', async () => {
    expect((await engine.api.describeMeal('a bowl of black-eyed peas')).ingredients[0]!.name).toMatch(/^Blackeyed peas/);
    // A hyphenated word USDA writes with its hyphen, or never runs together, is left as it is.
    expect((await engine.api.describeMeal('a gluten-free roll')).ingredients[0]!.name).toMatch(/gluten free/i);
    expect((await engine.api.describeMeal('a cup of stir-fried vegetables')).ingredients[0]!.name).toMatch(/stir fry/i);
  });

  it('baking chips are SR\'s "confectioner\'s coating", not potato chips; "pork rinds" are USDA\'s "Pork skin rinds"', async () => {
    for (const text of ['a handful of butterscotch chips', 'a quarter cup of peanut butter chips', 'two tablespoons of yogurt chips']) {
      expect((await engine.api.describeMeal(text)).ingredients[0]!.name, text).toMatch(/confectioner's coating/);
    }
    expect((await engine.api.describeMeal('a small bag of potato chips')).ingredients[0]!.name).toMatch(/^Potato chips/);
    expect((await engine.api.describeMeal('a snack bag of pork rinds')).ingredients[0]!.name).toMatch(/^Pork skin rinds/);
  });

  it('"shredded wheat" is the cereal, as "corn flakes" is, not the wheat grain', async () => {
    expect((await engine.api.describeMeal('half a cup of frosted shredded wheat')).ingredients[0]!.name).toMatch(/shredded wheat/i);
  });

  it('a word that gathers foods is no food: "a blend of vegetables" is the vegetables, "a variety of meats" the meat', async () => {
    expect((await engine.api.describeMeal('a blend of vegetables')).ingredients[0]!.name).toMatch(/^Classic mixed vegetables/);
    expect((await engine.api.describeMeal('a medley of vegetables')).ingredients[0]!.name).not.toMatch(/juice|baby/i);
    expect((await engine.api.describeMeal('an assortment of nuts')).ingredients[0]!.name).toMatch(/^Nuts/);
    // One food named by what it is made of stays that food.
    expect((await engine.api.describeMeal('2 tablespoons of a blend of canola and corn oil')).ingredients[0]!.name).toMatch(/^Oil, corn and canola/);
    expect((await engine.api.describeMeal('a spoonful of a mix of black and red caviar on toast points')).ingredients[0]!.name).toMatch(/caviar/i);
  });

  it('a gathering word is no food when matching, but the joins still read it as words', async () => {
    const ctx = createFoodIndex(createFoodDatabase(await readCompiledFoods()));
    // Matched: the vegetables themselves.
    expect(matchFood(ctx, 'a variety of vegetables')?.food.name).toBe(matchFood(ctx, 'vegetables')?.food.name);
    // Judged for a join as written: a part "a variety of vegetables" is no stronger food than its
    // words make it, so it does not pull a mixed dish apart ("beef, rice and a variety of vegetables").
    expect(phraseScore(ctx, 'a variety of vegetables')).toBeLessThan(phraseScore(ctx, 'vegetables') - 0.3);
    expect(phraseScore(ctx, 'an assortment of nuts')).toBeLessThan(phraseScore(ctx, 'nuts') - 0.3);
  });

  it('"a jar of strained carrots for the baby" is baby food', async () => {
    const result = await engine.api.describeMeal('a jar of strained carrots for the baby');
    expect(result.ingredients[0]!.name).toMatch(/baby/i);
  });
});

describe('a name that carries every naming word said (namesAll)', () => {
  it('counts the naming words, not forms or descriptors, and only of a phrase that names one thing', () => {
    const cut = food('Beef, ribeye cap steak, boneless, grilled', 'Beef');
    const any = food('Beef, steak, NFS', 'Beef');
    const said = ['grilled', 'ribeye', 'cap', 'steak'];
    expect(textFeatures(cut, said).namesAll).toBe(1);
    expect(textFeatures(any, said).namesAll).toBe(0);
    // "X with Y" is left to head and sideHead: a dish words before "with" name counts nothing here.
    expect(textFeatures(cut, phraseWords(said, [])).namesAll).toBe(0);
  });

  it("gives no credit to a maker's product, whose long name carries the words of the dish it is one version of", () => {
    const said = ['chicken', 'noodle', 'soup'];
    expect(textFeatures(food('Soup, chicken noodle, homemade', 'Soups'), said).namesAll).toBe(1);
    expect(textFeatures(food("ACME'S Hearty Chicken Noodle Soup, ready-to-serve", 'Soups', 'sr28'), said).namesAll).toBe(0);
    // USDA's "NFS" is no maker.
    expect(textFeatures(food('Soup, chicken noodle, NFS', 'Soups'), said).namesAll).toBe(1);
  });

  it('the fitted weight prefers the name that carries every word', () => {
    expect(WEIGHTS[RANK_FEATURES.indexOf('namesAll')]).toBeGreaterThan(0);
  });
});

describe('"X made with Y": the food is X, Y one of its ingredients', () => {
  let ctx: ReturnType<typeof createFoodIndex>;
  beforeAll(async () => {
    ctx = createFoodIndex(createFoodDatabase(await readCompiledFoods()));
  });

  it('heads the phrase by the food before "made with", not by the ingredient after it', () => {
    // The last word ("pecans", "raisins") headed the phrase, and the ingredient was the food.
    expect(matchFood(ctx, 'zucchini bread made with pecans')?.food.name).toMatch(/^bread/i);
    expect(matchFood(ctx, 'carrot cake made with raisins')?.food.name).toMatch(/cake/i);
  });

  it('looks the food up alone when the whole phrase finds only its ingredients', () => {
    // The search for every word found yogurts and peaches: no smoothie was a candidate.
    expect(matchFood(ctx, 'peach smoothie made with yogurt')?.food.name).toMatch(/smoothie/i);
  });

  it('keeps a food USDA names by what it is made with', () => {
    expect(matchFood(ctx, 'oatmeal made with milk')?.food.name).toMatch(/^oatmeal.*made with milk/i);
  });
});
