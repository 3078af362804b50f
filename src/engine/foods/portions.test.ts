import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { gunzipSync } from 'node:zlib';
import { beforeAll, describe, expect, it } from 'vitest';
import { defaultPortion, loadFoodDatabase, normalizeUnit, portionGrams, type Food, type FoodDatabase } from './index.js';
import { CUP_CLASSES } from './portion-classes.data.js';

const usda = fileURLToPath(new URL('../../../data/raw/usda/', import.meta.url));

/** Raw USDA portion rows as [food id, description, grams], read here without the build script. */
function rawPortions(): [string, string, number][] {
  const rows: [string, string, number][] = [];
  const split = (line: string) => [...line.matchAll(/("(?:[^"]|"")*"|[^,]*)(,|$)/g)].slice(0, -1).map((m) => m[1]!.replace(/^"|"$/g, '').replace(/""/g, '"'));
  for (const [file, prefix, descCol] of [['fndds_2021_2023_portions.csv.gz', 'fndds:', 2], ['sr28_portions.csv.gz', 'sr:', 4]] as const) {
    const lines = gunzipSync(readFileSync(usda + file)).toString('utf8').split(/\r?\n/).filter(Boolean).slice(1);
    for (const line of lines) {
      const cells = split(line);
      rows.push([prefix + cells[0], cells[descCol]!, Number(cells[cells.length - 1])]);
    }
  }
  return rows;
}

let db: FoodDatabase;
let raw: [string, string, number][];
const rawGrams = (id: string, description: string) => {
  const row = raw.find((r) => r[0] === id && r[1] === description);
  if (!row) throw new Error(`no raw portion "${description}" for ${id}`);
  return row[2];
};
const food = (id: string): Food => db.get(id) ?? (() => { throw new Error(`no food ${id}`); })();

beforeAll(async () => {
  db = await loadFoodDatabase();
  raw = rawPortions();
});

describe('portionGrams', () => {
  it('1 cup is the food\'s own USDA cup weight', () => {
    for (const [id, cup] of [['fndds:11111000', '1 cup'], ['sr:01001', '1 cup'], ['fndds:56205001', '1 cup, cooked'], ['sr:20045', '1 cup']] as const) {
      const answer = portionGrams(db, food(id), { count: 1, unit: 'cup' })!;
      expect(answer.grams, id).toBeCloseTo(rawGrams(id, cup), 6);
      expect(answer.estimated).toBe(false);
      expect(answer.basis).toMatch(/cup/);
    }
    expect(portionGrams(db, food('fndds:11111000'), { count: 2, unit: 'cups' })!.grams).toBeCloseTo(2 * rawGrams('fndds:11111000', '1 cup'), 6);
  });

  it('smaller volumes come from the same food\'s cup weight when USDA gives no spoon measure', () => {
    const milk = food('fndds:11111000');
    const cup = rawGrams('fndds:11111000', '1 cup');
    expect(portionGrams(db, milk, { count: 1, unit: 'tbsp' })!.grams).toBeCloseTo(cup / 16, 6);
    expect(portionGrams(db, milk, { count: 3, unit: 'tsp' })!.grams).toBeCloseTo(cup / 16, 6);
    expect(portionGrams(db, milk, { count: 250, unit: 'ml' })!.grams).toBeCloseTo((250 * cup) / 236.5882365, 6);
  });

  it('a spoon measure USDA gives wins over one derived from the cup', () => {
    const butter = food('sr:01001');
    expect(portionGrams(db, butter, { count: 2, unit: 'tablespoons' })!.grams).toBeCloseTo(2 * rawGrams('sr:01001', '1 tbsp'), 6);
  });

  it('mass units are exact and not estimated', () => {
    const milk = food('fndds:11111000');
    expect(portionGrams(db, milk, { count: 200, unit: 'g' })).toEqual({ grams: 200, basis: 'grams as given', estimated: false });
    expect(portionGrams(db, milk, { count: 3, unit: 'oz' })!.grams).toBeCloseTo(3 * 28.349523125, 9);
    expect(portionGrams(db, milk, { count: 1, unit: 'lb' })!.grams).toBeCloseTo(453.59237, 9);
    expect(portionGrams(db, milk, { count: 0.25, unit: 'kg' })!.grams).toBeCloseTo(250, 9);
    expect(portionGrams(db, milk, { count: 2, unit: 'pounds' })!.estimated).toBe(false);
  });

  it('a medium banana is USDA\'s medium banana', () => {
    const srBanana = food('sr:09040');
    expect(portionGrams(db, srBanana, { count: 1, unit: 'medium' })!.grams).toBe(rawGrams('sr:09040', '1 medium (7" to 7-7/8" long)'));
    expect(portionGrams(db, srBanana, { count: 1, size: 'large' })!.grams).toBe(rawGrams('sr:09040', '1 large (8" to 8-7/8" long)'));
    // FNDDS has one unsized banana: that is the medium one.
    const banana = db.search('banana')[0]!.food;
    expect(banana.id).toBe('fndds:63107010');
    const medium = portionGrams(db, banana, { count: 1, size: 'medium' })!;
    expect(medium.grams).toBe(rawGrams('fndds:63107010', '1 banana'));
    expect(medium.estimated).toBe(false);
  });

  it('counts of whole items use the item\'s own weight ("2 eggs", "an apple", "a chicken breast")', () => {
    expect(portionGrams(db, food('fndds:31105005'), { count: 2 })!.grams).toBe(2 * rawGrams('fndds:31105005', '1 egg'));
    expect(portionGrams(db, food('fndds:63101000'), { count: 1 })!.grams).toBe(rawGrams('fndds:63101000', '1 medium'));
    expect(portionGrams(db, food('fndds:24122131'), { count: 1 })!.grams).toBe(rawGrams('fndds:24122131', '1 medium breast'));
    expect(portionGrams(db, food('sr:01123'), { count: 3, size: 'large' })!.grams).toBe(3 * rawGrams('sr:01123', '1 large'));
  });

  it('slices, pints, glasses and bottles come from the food\'s portions', () => {
    expect(portionGrams(db, food('fndds:51101000'), { count: 2, unit: 'slices' })!.grams).toBe(2 * rawGrams('fndds:51101000', '1 medium or regular slice'));
    expect(portionGrams(db, food('fndds:51101000'), { count: 1, unit: 'slice', size: 'large' })!.grams).toBe(rawGrams('fndds:51101000', '1 large or thick slice'));
    const beer = food('fndds:93101000');
    expect(portionGrams(db, beer, { count: 1, unit: 'pint' })!.grams).toBeCloseTo(16 * rawGrams('fndds:93101000', '1 fl oz'), 6);
    const wine = food('fndds:93401010');
    expect(portionGrams(db, wine, { count: 1, unit: 'glass' })!.grams).toBe(rawGrams('fndds:93401010', '1 glass'));
    expect(portionGrams(db, wine, { count: 1, unit: 'bottle' })!.grams).toBe(2 * rawGrams('fndds:93401010', '1/2 bottle'));
  });

  it('a bottle or can of beer is the 12 fl oz one USDA lists first, not its 40 fl oz bottle', () => {
    const beer = food('fndds:93101000');
    for (const unit of ['bottle', 'can', 'bottles']) {
      expect(portionGrams(db, beer, { count: 2, unit })!.grams).toBe(2 * rawGrams('fndds:93101000', '1 can or bottle (12 fl oz)'));
    }
  });

  it('understands units as people write them', () => {
    expect(['Cups', 'TBSP', 'T', 'tablespoons', 'fluid ounces', 'fl. oz.', 'Grams', 'lbs', 'slices', 'kilos'].map(normalizeUnit)).toEqual([
      'cup', 'tbsp', 'tbsp', 'tbsp', 'fl oz', 'fl oz', 'g', 'lb', 'slice', 'kg',
    ]);
    expect(normalizeUnit('t')).toBe('tsp');
    const honey = food('fndds:91302010');
    expect(portionGrams(db, honey, { count: 1, unit: 'T' })!.grams).toBe(rawGrams('fndds:91302010', '1 tablespoon'));
  });

  it('a slice of pizza is USDA\'s piece', () => {
    const pizza = food('fndds:58106230');
    const slice = portionGrams(db, pizza, { count: 2, unit: 'slice' })!;
    expect(slice.grams).toBe(2 * rawGrams('fndds:58106230', '1 piece, NFS'));
    expect(slice.estimated).toBe(false);
    expect(portionGrams(db, pizza, { count: 0.5, unit: 'pizza', size: 'medium' })!.grams).toBe(0.5 * rawGrams('fndds:58106230', '1 medium pizza (11-12" diameter)'));
  });

  it('without a USDA weight, containers and volumes are estimated and say how', () => {
    // an SR food with no volume portion at all
    const noVolume = db.foods().find((f) => f.source === 'sr28' && db.portions(f.id).length > 0 && !db.portions(f.id).some((p) => /cup|tbsp|tsp|fl oz|ml/i.test(p.description)))!;
    // A cup of it weighs a cup of its category's foods (Session 15, CUP_CLASSES); a fluid ounce water.
    const cup = portionGrams(db, noVolume, { count: 1, unit: 'cup' })!;
    expect(cup.grams).toBe(CUP_CLASSES[noVolume.category]![0]);
    expect(cup.estimated).toBe(true);
    expect(cup.basis).toMatch(/the median cup of \d+ foods of/);
    const flOz = portionGrams(db, noVolume, { count: 1, unit: 'fl oz' })!;
    expect(flOz.grams).toBeCloseTo(29.5735295625, 6);
    expect(flOz.estimated).toBe(true);
    expect(flOz.basis).toMatch(/water density/);
    const handful = portionGrams(db, food('fndds:42111000'), { count: 2, unit: 'handful' })!;
    expect(handful.grams).toBeCloseTo(2 * 28.349523125, 6);
    expect(handful.estimated).toBe(true);
  });

  it('a bare count with no size said is the size FNDDS calls typical, not its medium serving', () => {
    // Cola: "Quantity not specified" is the small drink (a 12 fl oz can), not the 512 g medium fountain drink.
    const cola = food('fndds:92410310');
    expect(portionGrams(db, cola, { count: 1, noun: 'cola' })!.grams).toBe(rawGrams('fndds:92410310', '1 small drink'));
    expect(portionGrams(db, cola, { count: 1, size: 'medium', noun: 'cola' })!.grams).toBe(rawGrams('fndds:92410310', '1 medium drink'));
    // A milkshake: the small one, FNDDS's typical; said large, the large one.
    const shake = food('fndds:11542200');
    expect(portionGrams(db, shake, { count: 2, noun: 'shake' })!.grams).toBe(2 * rawGrams('fndds:11542200', '1 small'));
    expect(portionGrams(db, shake, { count: 1, size: 'large', noun: 'shake' })!.grams).toBe(rawGrams('fndds:11542200', '1 large'));
    // A croissant's typical 70 g is none of its sizes: one is still the medium croissant.
    const croissant = food('fndds:51166000');
    expect(portionGrams(db, croissant, { count: 1, noun: 'croissant' })!.grams).toBe(rawGrams('fndds:51166000', '1 medium croissant'));
  });

  it('a unit FNDDS weighs in sizes, with no size said, is the size it calls typical ("a bag" of chips: the small single-serving bag)', () => {
    const chips = food('fndds:73410210');
    expect(portionGrams(db, chips, { count: 1, unit: 'bag' })!.grams).toBe(rawGrams('fndds:73410210', '1 small single serving bag'));
    expect(portionGrams(db, chips, { count: 1, unit: 'bag', size: 'medium' })!.grams).toBe(rawGrams('fndds:73410210', '1 medium single serving bag'));
  });

  it('an ice cream is a scoop; the shop\'s cups are weighed only when their size is said', () => {
    const chocolate = food('fndds:13110110');
    expect(portionGrams(db, chocolate, { count: 1, noun: 'cream' })!.grams).toBe(rawGrams('fndds:13110110', '1 scoop'));
    expect(portionGrams(db, chocolate, { count: 1, size: 'large', noun: 'cream' })!.grams).toBe(rawGrams('fndds:13110110', '1 large ice cream cup'));
  });

  it('a scoop said of a frozen dessert is the ½-cup scoop, not FNDDS\'s shop single of nearly a cup; a lighter FNDDS scoop is kept', () => {
    const chocolate = food('fndds:13110110');
    expect(portionGrams(db, chocolate, { count: 2, unit: 'scoop' })!.grams).toBeCloseTo(rawGrams('fndds:13110110', '1 cup'), 6);
    const scoops = db.foods().filter((f) => db.portions(f.id).some((p) => /^1 scoop$/.test(p.description)));
    const light = scoops.find((f) => !/ice cream|yogurt|gelato|sherbet/i.test(f.name))!;
    expect(portionGrams(db, light, { count: 1, unit: 'scoop' })!.grams).toBe(db.portions(light.id).find((p) => p.description === '1 scoop')!.grams);
  });

  // Issue 23, session 26 (helper counts): a count weighed by a portion that says how many items it holds.
  it('a count of a food USDA weighs only as "N pieces 1 serving" is that many of its pieces, not that many servings', () => {
    const potstickers = food('sr:32013');
    const serving = rawGrams('sr:32013', '5 pieces 1 serving');
    expect(portionGrams(db, potstickers, { count: 4, noun: 'potstickers' })!.grams).toBeCloseTo((4 * serving) / 5, 6);
    expect(portionGrams(db, potstickers, { count: 4, noun: 'potstickers' })!.basis).toMatch(/^1 potsticker = .*÷ 5/);
  });

  it('a count of links of a sausage USDA weighs as "2 oz, 2 links" is that many links', () => {
    const links = rawGrams('sr:07919', '2 oz, 2 links');
    expect(portionGrams(db, food('sr:07919'), { count: 3, noun: 'links' })!.grams).toBeCloseTo((3 * links) / 2, 6);
  });

  it('plain pieces stand for the item only when the noun said is the food\'s own: another noun keeps the typical portion', () => {
    const serving = rawGrams('sr:32013', '5 pieces 1 serving');
    expect(portionGrams(db, food('sr:32013'), { count: 2, noun: 'trays' })!.grams).toBe(2 * serving);
  });

  it('a unit said of a serving or package USDA says holds several of that unit is one of them, not the serving', () => {
    const serving = rawGrams('sr:07039', '1 serving 2 slices');
    expect(portionGrams(db, food('sr:07039'), { count: 3, unit: 'slice' })!.grams).toBeCloseTo((3 * serving) / 2, 6);
    const pack = rawGrams('sr:19160', '1 package (2.06 oz, 2 bars)');
    expect(portionGrams(db, food('sr:19160'), { count: 1, unit: 'bar' })!.grams).toBeCloseTo(pack / 2, 6);
    const strips = rawGrams('sr:21256', '1 serving 5 pieces');
    expect(portionGrams(db, food('sr:21256'), { count: 2, unit: 'piece' })!.grams).toBeCloseTo((2 * strips) / 5, 6);
  });

  it('refuses what it cannot convert', () => {
    const milk = food('fndds:11111000');
    expect(portionGrams(db, milk, { count: 1, unit: 'parsec' })).toBeUndefined();
    expect(portionGrams(db, milk, { count: 0, unit: 'cup' })).toBeUndefined();
    expect(portionGrams(db, milk, { count: -1, unit: 'cup' })).toBeUndefined();
  });
});

describe('defaultPortion', () => {
  it('is USDA\'s "Quantity not specified" when there is one', () => {
    for (const id of ['fndds:11111000', 'fndds:63107010', 'fndds:58106230', 'fndds:92101000']) {
      const d = defaultPortion(db, food(id));
      expect(d.grams).toBe(rawGrams(id, 'Quantity not specified'));
      expect(d.estimated).toBe(false);
      expect(d.basis).toMatch(/Quantity not specified/);
    }
  });

  it('is never 100 g by accident', () => {
    const gramsById = new Map<string, Set<number>>();
    for (const [id, , g] of raw) if (g > 0) gramsById.set(id, (gramsById.get(id) ?? new Set()).add(g));
    for (const f of db.foods()) {
      const d = defaultPortion(db, f);
      expect(d.grams, f.name).toBeGreaterThan(0);
      if (gramsById.has(f.id)) {
        expect(d.estimated, f.name).toBe(false);
        expect(gramsById.get(f.id)!.has(d.grams), `${f.name}: ${d.basis}`).toBe(true);
      } else {
        // no USDA portion at all: the answer says so
        expect(d.estimated).toBe(true);
        expect(d.basis).toMatch(/no USDA portion/);
      }
    }
  });
});
