import { describe, expect, it } from 'vitest';
import { SearchIndex } from './search-index.js';
import type { IndexInput } from './index-data.js';

/**
 * A small index of its own: one word ("chicken") in most names, so that searches leave its
 * postings for later and bound the foods first by their other words and each food's term bits
 * (search-index.ts TERM_BITS): a food whose bits show it cannot hold the common word is bounded
 * without its weight. The bounded search must give the answer of scoring every food.
 */
const NAMES = [
  'Chicken, broiler, breast, roasted',
  'Chicken, broiler, thigh, fried, with skin',
  'Chicken, wing, baked, from frozen',
  'Chicken, drumstick, stewed',
  'Chicken noodle soup, canned',
  'Soup, vegetable, with noodles',
  'Soup, tomato, prepared with milk',
  'Noodles, egg, cooked, enriched',
  'Chicken salad sandwich, on white bread',
  'Salad, garden, with ranch dressing',
  'Sandwich, turkey, on wheat bread',
  'Chicken pot pie, frozen entree',
  'Pie, apple, commercially prepared',
  'Chicken curry with rice',
  'Rice, white, long-grain, cooked',
  'Rice, brown, medium-grain, cooked, with salt',
  'Chicken fried rice, from restaurant',
  'Chicken tenders, breaded, baked',
  'Chicken nuggets, from fast food',
  'Chicken, canned, meat only, with broth',
  'Broth, chicken, ready-to-serve',
  'Broth, beef, canned, condensed',
  'Chicken and dumplings, home recipe',
  'Dumplings, potato, cooked',
  'Chicken, liver, simmered',
  'Chicken wrap, grilled, with lettuce and tomato',
  'Tortilla, flour, ready to bake',
  'Chicken quesadilla, with cheese',
  'Cheese, cheddar, sharp, sliced',
  'Chicken caesar salad, with dressing, no croutons',
];
const input: IndexInput = {
  count: NAMES.length,
  name: (i) => NAMES[i]!,
  category: (i) => (i % 2 === 0 ? 'Poultry dishes' : 'Mixed dishes'),
  commonNames: () => undefined,
  source: (i) => (i % 3 === 0 ? 'sr28' : 'fndds'),
  alcohol: () => 0,
};

describe('the search bounded by each food\'s term bits', () => {
  const index = new SearchIndex(input);

  it('gives the answer of scoring every food, for queries of a common word and rarer ones', () => {
    const words = [...new Set(NAMES.join(' ').toLowerCase().split(/[^a-z]+/).filter((w) => w.length > 2))];
    const queries = ['chicken noodle soup', 'fried chicken thigh', 'chicken salad', 'chiken curry rice', 'broth chicken canned', 'baked chicken tenders'];
    // Every word after "chicken" and before it, and every pair of other words with it: the common word with each rarer one.
    for (const w of words) queries.push(`chicken ${w}`, `${w} chicken`);
    for (let i = 0; i < words.length; i++) queries.push(`${words[i]} ${words[(i * 7 + 3) % words.length]} chicken`);
    for (const query of queries) {
      for (const limit of [1, 3, 10]) {
        expect(index.search(query, { limit }), `${query} (limit ${limit})`).toEqual(index.search(query, { limit, exhaustive: true }));
      }
      expect(index.search(query, { limit: 3, source: 'fndds' }), `${query} (FNDDS only)`).toEqual(index.search(query, { limit: 3, source: 'fndds', exhaustive: true }));
    }
  });
});
