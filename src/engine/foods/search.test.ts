import { beforeAll, describe, expect, it } from 'vitest';
import { loadFoodDatabase, type FoodDatabase } from './index.js';

let db: FoodDatabase;
beforeAll(async () => {
  db = await loadFoodDatabase();
});

const top = (query: string, options?: Parameters<FoodDatabase['search']>[1]) => {
  const hit = db.search(query, options)[0];
  if (!hit) throw new Error(`no hit for "${query}"`);
  return hit.food;
};

/** Query → patterns the best hit's USDA description must match (all) and must not match. */
const cases: [query: string, must: RegExp[], mustNot?: RegExp][] = [
  // word order and plurals
  ['scrambled eggs', [/scrambled/i, /egg/i]],
  ['eggs scrambled', [/scrambled/i, /egg/i]],
  ['egg', [/^Egg, whole/]],
  ['bananas', [/^Banana/]],
  ['tomatoes', [/^Tomato/]],
  ['strawberries', [/^Strawberries/]],
  // typos
  ['chikcen breast', [/^Chicken breast/]],
  ['bananna', [/^Banana, raw/]],
  ['brocoli', [/^Broccoli/]],
  ['strawberies', [/^Strawberries, raw/]],
  ['spinnach', [/^Spinach/]],
  ['yoghurt', [/^Yogurt/]],
  ['icecream', [/^Ice cream/]],
  // synonyms
  ['soda', [/^Soft drink/], /diet/i],
  ['pop', [/^Soft drink/], /diet/i],
  ['fries', [/french fries/i, /^Potato/]],
  ['french fried potatoes', [/french fries/i]],
  ['OJ', [/^Orange juice/]],
  ['coke', [/^Soft drink, cola/], /diet/i],
  ['diet coke', [/^Soft drink, cola/, /diet/]],
  ['cola', [/^Soft drink, cola/], /whiskey|rum|vodka/i],
  ['ipa', [/^Beer/], /nonalcoholic/],
  ['lager', [/^Beer/], /nonalcoholic/],
  ['a pint of IPA', [/^Beer/]],
  ['pepperoni pizza slice', [/^Pizza with pepperoni/]],
  ['chicken caesar salad (no croutons)', [/caesar/i], /^Croutons/],
  ['coffee without sugar', [/^Coffee/], /sugar/i],
  ['burger', [/^Hamburger/]],
  ['hamburger', [/^Hamburger/]],
  ['mac and cheese', [/^Macaroni or noodles with cheese/]],
  ['aubergine', [/^Eggplant/]],
  ['zucchini', [/^Summer squash/]],
  ['cherry tomatoes', [/^Tomatoes/], /^Cherries/],
  ['buffalo wings', [/^Chicken wing/], /MORNINGSTAR/],
  ['gummy bears', [/gummy/i], /^Bear/],
  ['vinaigrette', [/Italian dressing/]],
  ['spring rolls', [/^Egg roll/]],
  ['tofu', [/^Tofu, raw/]],
  ['vanilla ice cream', [/^Ice cream, vanilla$/]],
  // generic words prefer the "not further specified" entry and the usual form
  ['milk', [/^Milk, (NFS|whole)/]],
  ['rice', [/^Rice, (white, )?cooked/], /flour|baby|infant|formula/i],
  ['coffee', [/^Coffee, (NS as to type|brewed)/], /creamer/i],
  ['cheese', [/^Cheese, NFS/]],
  ['chicken', [/^Chicken, NS as to part/], /meatless/i],
  ['bread', [/^Bread, (white|NS as to major flour)$/]],
  ['toast', [/^Bread, .*toasted/], /French/],
  ['salmon', [/^Fish, salmon/], /salad/i],
  ['tuna', [/^Fish, tuna/], /salad/i],
  ['orange', [/^Orange, raw/]],
  ['salad', [/^Lettuce, salad/], /^Salad dressing/i],
  ['pizza', [/^Pizza/], /rolls/i],
  // cooking methods steer to the matching preparation
  ['fried egg', [/^Egg, whole, fried/]],
  ['boiled potatoes', [/^Potato, boiled/]],
  ['raw carrots', [/^Carrots, raw/]],
  ['boiled carrots', [/^Carrots/, /boiled/]],
  ['grilled salmon', [/salmon/i, /grilled/i]],
  ['baked salmon', [/salmon/i, /baked/i]],
  ['raw salmon', [/salmon/i, /raw/i]],
  ['grilled chicken', [/^Chicken/, /grilled/]],
  ['whole wheat toast', [/^Bread, whole wheat, toasted/]],
  ['white bread', [/^Bread, white$/]],
  ['apple', [/^Apple, raw/]],
  // dishes and brand-ish words
  ['pepperoni pizza', [/^Pizza/, /pepperoni/]],
  ['chicken caesar salad', [/caesar/i, /chicken/i], /^(Salad dressing|Caesar dressing)/i],
  ['big mac', [/Big Mac/i]],
  ['mcdonalds fries', [/french fries/i]],
  ['cheerios', [/CHEERIOS/i]],
  ['doritos', [/Doritos/]],
  ['cheez-its', [/Cheez-It/]],
  ['m&ms', [/^Chocolate candy, candy shell/]],
  ['budweiser', [/^Beer|BUDWEISER/]],
  ['sprite', [/^Soft drink, fruit flavored, caffeine free|SPRITE/]],
  ['burger king whopper', [/Whopper/]],
  ['lucky charms', [/LUCKY CHARMS/]],
  ['greek yogurt', [/^Yogurt, Greek/]],
  ['green snap beans boiled frozen', [/snap/i, /green/i, /frozen/i, /boiled/i]],
  ['peanuts', [/^Peanuts/], /chocolate/i],
  ['honey', [/^Honey$/]],
  ['red wine', [/^Wine, red/]],
];

describe('food search finds what people mean', () => {
  it.each(cases)('"%s"', (query, must, mustNot) => {
    const food = top(query);
    for (const re of must) expect(food.name, `"${query}" → ${food.name}`).toMatch(re);
    if (mustNot) expect(food.name, `"${query}" → ${food.name}`).not.toMatch(mustNot);
  });

  it('word order does not change the answer', () => {
    expect(top('eggs scrambled').id).toBe(top('scrambled eggs').id);
    expect(top('toast whole wheat').id).toBe(top('whole wheat toast').id);
  });

  it('prefers FNDDS "as eaten" foods for dishes, and can be limited to SR28', () => {
    expect(top('pepperoni pizza').source).toBe('fndds');
    expect(top('hamburger').source).toBe('fndds');
    const sr = top('cheddar cheese', { source: 'sr28' });
    expect(sr.source).toBe('sr28');
    expect(sr.name).toMatch(/cheddar/i);
  });

  it('returns hits best first, limited, with scores', () => {
    const hits = db.search('milk', { limit: 5 });
    expect(hits).toHaveLength(5);
    for (let i = 1; i < hits.length; i++) expect(hits[i]!.score).toBeLessThanOrEqual(hits[i - 1]!.score);
    expect(hits[0]!.score).toBeGreaterThan(0.9);
  });

  it('finds nothing good in text that is no food', () => {
    for (const q of ['my car is blue', 'asdf qwerty', 'hello']) {
      const best = db.search(q)[0];
      expect(best === undefined || best.score < 0.5, `${q} → ${best?.food.name} ${best?.score}`).toBe(true);
    }
    expect(db.search('')).toEqual([]);
    expect(db.search('   ,,, ')).toEqual([]);
  });

  it('a real food scores clearly above a fuzzy near-miss', () => {
    expect(db.search('banana')[0]!.score).toBeGreaterThan(db.search('bananna')[0]!.score);
  });
});
