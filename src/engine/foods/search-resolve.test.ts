/**
 * A query word the vocabulary does not hold (Session 15, mealspeed5): its near spellings are
 * compared only where the letters allow one (lettersOf), and the words it opens are found by
 * their place in text order. Both must give what comparing every term of a near length, and
 * walking every term for a prefix, gave: the same terms in the same order.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { readCompiledFoods } from './load.js';
import { indexInput } from './database.js';
import { unpackIndex } from './index-data.js';
import { SearchIndex } from './search-index.js';
import { editDistance, stem } from './text.js';

type Alternatives = { term: number; quality: number }[][];
let index: SearchIndex;
let terms: string[];
beforeAll(async () => {
  const data = await readCompiledFoods();
  const packed = unpackIndex(data.index!, data.foods.ids.length);
  index = new SearchIndex(indexInput(data), packed);
  terms = packed.terms;
});

/** The reading before Session 15: every term of a near length through the distance table, every term for a prefix. */
function everyTerm(term: string): Alternatives {
  const exact = terms.indexOf(term);
  if (exact >= 0) return [[{ term: exact, quality: 1 }]];
  const found: { term: number; quality: number }[] = [];
  const max = term.length >= 8 ? 2 : term.length >= 4 ? 1 : 0;
  for (let len = term.length - max; max > 0 && len <= term.length + max; len++) {
    terms.forEach((t, id) => {
      if (t.length !== len) return;
      const d = editDistance(term, t, max);
      if (d <= max) found.push({ term: id, quality: d === 1 ? 0.8 : 0.65 });
    });
  }
  if (found.length > 0) return [found];
  for (let cut = 3; cut <= term.length - 3; cut++) {
    const a = terms.indexOf(stem(term.slice(0, cut)));
    const b = terms.indexOf(stem(term.slice(cut)));
    if (a >= 0 && b >= 0) return [[{ term: a, quality: 0.9 }], [{ term: b, quality: 0.9 }]];
  }
  if (term.length >= 4) {
    terms.forEach((t, id) => t.startsWith(term) && found.push({ term: id, quality: 0.6 }));
    if (found.length > 0 && found.length <= 50) return [found];
  }
  return [[]];
}

describe('a word the vocabulary does not hold', () => {
  it('reads as comparing every term would: typos, run-together words, openings, nothing', () => {
    const words = ['chikcen', 'brocoli', 'spagetti', 'avacado', 'sandwhich', 'yoghurtt', 'icecream', 'peanutbutter', 'blubery', 'cheeese', 'tortillaz',
      'choco', 'straw', 'pepp', 'cinnam', 'xyzzyq', 'qqqq', 'zucchin', 'mozarella', 'expresso', 'hamburgr', 'ceasar', 'lasagne', 'oatmea', 'tomatoe',
      // A letter put for another the word does not hold: two letters differ, the most one edit changes.
      'chickan', 'sugir', 'buttar', 'salman', 'cerral'];
    const resolve = (term: string) => (index as unknown as { resolve(term: string): Alternatives }).resolve(term);
    let near = 0;
    for (const word of words.map(stem)) {
      const expected = everyTerm(word);
      expect(resolve(word), word).toEqual(expected);
      if (expected[0]!.length > 0) near++;
    }
    // Most of these words find something: the comparison is not of empty lists.
    expect(near).toBeGreaterThan(words.length / 2);
  });
});
