import { beforeAll, describe, expect, it } from 'vitest';
import { createFoodDatabase, readCompiledFoods, type CompiledFoods } from '../foods/index.js';
import { createFoodIndex, type FoodIndex } from '../foods/food-index.js';
import { packFeatures, unpackFeatures } from '../foods/food-features.js';
import { computeFoodFeatures } from './food-features.js';
import { matchFood } from './match.js';

/*
 * The matcher's per-food features (kinds, head nouns, content and form words) ship in
 * foods.json.gz, worked out by the build from the matcher's rules and word lists. They must be
 * what those rules give now, for every food: a word list or rule changed without rebuilding the
 * data fails here.
 */
let data: CompiledFoods;
let shipped: FoodIndex;
let fromNames: FoodIndex;
beforeAll(async () => {
  data = await readCompiledFoods();
  shipped = createFoodIndex(createFoodDatabase(data));
  fromNames = createFoodIndex(createFoodDatabase({ ...data, features: undefined }));
});

describe('shipped matcher features', () => {
  it('equal the ones the matcher works out from each name, for every food', () => {
    expect(shipped.foods.features).toBeTypeOf('function');
    expect(fromNames.foods.features).toBeUndefined();
    const stale: string[] = [];
    let kinds = 0;
    let forms = 0;
    for (const food of fromNames.foods.foods()) {
      const own = computeFoodFeatures(fromNames, food);
      const packed = shipped.foods.features!(food.id);
      if (JSON.stringify(packed) !== JSON.stringify(own)) stale.push(`${food.name}: shipped ${JSON.stringify(packed)}, rules give ${JSON.stringify(own)}`);
      kinds += own.kinds.length;
      forms += own.forms.length;
    }
    expect(stale.slice(0, 5), `${stale.length} foods' matcher features in public/data/foods.json.gz are stale: run npm run build:data`).toEqual([]);
    // Not vacuous: every food has kinds, many have form words.
    expect(kinds).toBeGreaterThan(data.foods.ids.length);
    expect(forms).toBeGreaterThan(5_000);
  });

  it('give the same matches as features worked out on first use', () => {
    const phrases = ['chicken breast', 'a cola', 'orange juice', 'dried apricots', 'hot dog', 'poland spring water', 'granny smith apple', 'scrambled eggs with cheese', 'spanish rice', 'ranch'];
    const names = data.foods.names;
    for (let i = 0; i < 120; i++) phrases.push(names[(i * 4099) % names.length]!.toLowerCase().replace(/[^a-z ]+/g, ' ').split(/\s+/).filter(Boolean).slice(0, 2 + (i % 3)).reverse().join(' '));
    for (const phrase of phrases) {
      const a = matchFood(shipped, phrase);
      const b = matchFood(fromNames, phrase);
      expect(a && { id: a.food.id, rank: a.rank }, phrase).toEqual(b && { id: b.food.id, rank: b.rank });
    }
  });

  it('carry what the ranking reads on a first look: generic, settings, what a name leaves out or adds', () => {
    const foods = shipped.foods.foods();
    const marksOf = (f: { id: string }) => shipped.foods.features!(f.id)!.marks;
    const generic = foods.filter((f) => /\bNFS\b/.test(f.name));
    expect(generic.length).toBeGreaterThan(100);
    for (const f of generic) expect(marksOf(f), f.name).toContain('generic');
    const baby = foods.filter((f) => /babyfood/i.test(f.name));
    expect(baby.length).toBeGreaterThan(10);
    for (const f of baby) expect(marksOf(f), f.name).toContain('setting 0');
    // A name that says what it leaves out ("…, without salt") ships no such content word.
    const without = foods.filter((f) => /, without salt\b/i.test(f.name));
    expect(without.length).toBeGreaterThan(10);
    for (const f of without) expect(shipped.foods.features!(f.id)!.content, f.name).not.toContain('salt');
    // "Honey roasted" is an addition; ', sweetened' too.
    const sweetened = foods.filter((f) => /, sweetened\b/i.test(f.name) && !/unsweetened/i.test(f.name));
    expect(sweetened.length).toBeGreaterThan(10);
    for (const f of sweetened) expect(shipped.foods.features!(f.id)!.added, f.name).toContain('sweeten');
  });

  it('round-trip through packing, and are refused when they do not fit the data', () => {
    const some = fromNames.foods.foods().slice(0, 50).map((food) => computeFoodFeatures(fromNames, food));
    const packed = packFeatures(some);
    const at = unpackFeatures(packed, some.length);
    some.forEach((features, i) => expect(at(i)).toEqual(features));
    expect(() => unpackFeatures(packed, some.length + 1)).toThrow(RangeError);
    expect(() => unpackFeatures({ ...packed, ids: packed.ids.slice(1) }, some.length)).toThrow(RangeError);
    expect(() => unpackFeatures({ ...packed, lists: ['kinds', 'heads'] }, some.length)).toThrow(RangeError);
  });
});
