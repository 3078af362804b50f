import { beforeAll, describe, expect, it } from 'vitest';
import { readCompiledFoods, type CompiledFoods } from './load.js';
import { indexInput } from './database.js';
import { unpackIndex, type IndexData } from './index-data.js';
import { SearchIndex } from './search-index.js';

/*
 * The rest segments' codes (which comma part of a USDA name each word comes from: the search's
 * qualifier cost) are shipped in foods.json.gz so a food's first search does no per-food work.
 * They must be what the search works out from the name itself, for every food: a build made
 * with other rules fails here.
 */
let data: CompiledFoods;
let shipped: IndexData;
let fromNames: SearchIndex;
let withCodes: SearchIndex;
let names: string[];
beforeAll(async () => {
  data = await readCompiledFoods();
  shipped = unpackIndex(data.index!, data.foods.ids.length);
  withCodes = new SearchIndex(indexInput(data), shipped);
  fromNames = new SearchIndex(indexInput(data), unpackIndex({ ...data.index!, segments: undefined }, data.foods.ids.length));
  names = data.foods.names;
});

describe('shipped segment codes', () => {
  it('equal the codes the search derives from each food\'s name, for every food', () => {
    expect(shipped.segments).toBeInstanceOf(Uint8Array);
    expect(shipped.segments!.length).toBe(shipped.ids.length);
    let restTerms = 0;
    let qualifiers = 0;
    for (let d = 0; d < data.foods.ids.length; d++) {
      const own = fromNames.segmentsFromName(d);
      const packed = shipped.segments!.subarray(shipped.restAt[d], shipped.extraAt[d]);
      if (!own.every((code, i) => code === packed[i]) || own.length !== packed.length) {
        expect(Array.from(packed), names[d]).toEqual(Array.from(own));
      }
      restTerms += own.length;
      qualifiers += own.filter((code) => code > 1 && code < 31).length;
      // Outside the rest the codes are 0.
      for (let i = shipped.start[d]!; i < shipped.restAt[d]!; i++) if (shipped.segments![i] !== 0) expect.fail(`${names[d]}: head term with a segment code`);
    }
    // Not vacuous: most foods have rest segments, many of them past the second.
    expect(restTerms).toBeGreaterThan(10_000);
    expect(qualifiers).toBeGreaterThan(1_000);
  });

  it('give the same hits as codes worked out per food on first use', () => {
    const queries = ['pepperoni pizza', 'stuffed crust pizza', 'chicken breast', 'tofu', 'rice, white, cooked', 'pizza from school lunch', 'frozen yogurt', 'chocolate chip cookie'];
    for (let i = 0; i < 200; i++) {
      const words = names[(i * 4099) % names.length]!.toLowerCase().split(/[ ,()]+/).filter(Boolean);
      queries.push(words.slice(0, 2 + (i % 3)).reverse().join(' '));
    }
    for (const query of queries) expect(withCodes.search(query, { limit: 10 }), query).toEqual(fromNames.search(query, { limit: 10 }));
  });

  it('are refused when they do not fit the index', () => {
    expect(() => unpackIndex({ ...data.index!, segments: data.index!.segments!.slice(1) }, data.foods.ids.length)).toThrow(RangeError);
  });
});
