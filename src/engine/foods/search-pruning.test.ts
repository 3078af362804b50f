import { beforeAll, describe, expect, it } from 'vitest';
import { readCompiledFoods } from './load.js';
import { indexInput } from './database.js';
import { unpackIndex, type IndexData } from './index-data.js';
import { SearchIndex } from './search-index.js';

let index: SearchIndex;
let names: string[];
let packed: IndexData;
beforeAll(async () => {
  const data = await readCompiledFoods();
  packed = unpackIndex(data.index!, data.foods.ids.length);
  index = new SearchIndex(indexInput(data), packed);
  names = data.foods.names;
});

describe('search pruning', () => {
  it('gives exactly the answer of scoring every candidate', () => {
    // Queries written from USDA names (1–3 words, people's order) plus typos, synonyms and noise.
    const queries = ['chicken', 'cheese', 'cup of coffee', 'pint of ipa', 'chikcen', 'my car is blue', 'pizzas', 'salad', 'soda', 'toast'];
    for (let i = 0; i < 400; i++) {
      const words = names[(i * 7919) % names.length]!.toLowerCase().split(/[ ,]+/).filter(Boolean);
      queries.push(words.slice(0, 1 + (i % 3)).reverse().join(' '));
    }
    for (const query of queries) {
      for (const limit of [1, 10, 25]) {
        expect(index.search(query, { limit }), `${query} (limit ${limit})`).toEqual(index.search(query, { limit, exhaustive: true }));
      }
    }
  });

  it('reads the common words\' postings only when needed, and still gives the exhaustive answer', () => {
    // Longer phrases mix rare words with common ones ("chicken", "soup", "cooked"): the case
    // where the common words' postings are left unread (or read after all, when the top is low).
    const queries = ['chicken noodle soup', 'grilled chicken breast sandwich', 'cheese pizza with pepperoni', 'cooked white rice with butter', 'low fat chocolate milk', 'baby food carrots', 'vegetarian chicken nuggets', 'rum and cola'];
    for (let i = 0; i < 300; i++) {
      const words = names[(i * 6151) % names.length]!.toLowerCase().split(/[ ,()]+/).filter(Boolean);
      queries.push(words.slice(0, 3 + (i % 3)).reverse().join(' '));
    }
    for (const query of queries) {
      for (const limit of [1, 10, 40]) {
        expect(index.search(query, { limit }), `${query} (limit ${limit})`).toEqual(index.search(query, { limit, exhaustive: true }));
      }
      expect(index.search(query, { limit: 10, source: 'fndds' }), `${query} (FNDDS only)`).toEqual(index.search(query, { limit: 10, source: 'fndds', exhaustive: true }));
    }
  });

  it('holds each term once per food (the one-alternative bounds read each posting as another food)', () => {
    // Session 13 (mealspeed2): bounds() adds a one-alternative term's posting to its food at once,
    // which is its best place only when no food holds the term twice.
    for (let d = 0; d < names.length; d++) {
      const ids = packed.ids.subarray(packed.start[d], packed.end[d]);
      if (new Set(ids).size !== ids.length) expect(names[d], 'a term held twice').toBe('');
    }
  });

  it('gives the best 10 as the first 10 of the best 40 (describeMeal keeps only the longest list)', () => {
    const queries = ['chicken', 'cup of coffee', 'large fries', 'chicken noodle soup', 'chikcen', 'salad', 'my car is blue'];
    for (let i = 0; i < 200; i++) queries.push(names[(i * 104729) % names.length]!.toLowerCase().split(/[ ,]+/).filter(Boolean).slice(0, 2).reverse().join(' '));
    for (const query of queries) {
      const long = index.search(query, { limit: 40 });
      for (const limit of [1, 10, 25]) expect(index.search(query, { limit }), `${query} (limit ${limit})`).toEqual(long.slice(0, limit));
    }
  });
});
