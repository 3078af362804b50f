/**
 * The units people put in front of a food, reduced to one canonical name each. Mass and volume
 * units carry their exact size; household measures ("slice", "bowl") only mean something for
 * a given food, through the database's portion weights.
 */
export type UnitKind = 'mass' | 'volume' | 'household';

export interface UnitInfo {
  /** Canonical name, as handed to the food database's portion lookup. */
  name: string;
  kind: UnitKind;
  /** Grams in one unit (mass) or millilitres in one unit (volume). */
  size?: number;
}

export type Size = 'small' | 'medium' | 'large';

const UNITS: Array<[UnitInfo, string[]]> = [
  [{ name: 'g', kind: 'mass', size: 1 }, ['g', 'gr', 'grs', 'gram', 'grams', 'gramme', 'grammes', 'gm', 'gms']],
  [{ name: 'kg', kind: 'mass', size: 1000 }, ['kg', 'kgs', 'kilo', 'kilos', 'kilogram', 'kilograms', 'kilogramme']],
  [{ name: 'mg', kind: 'mass', size: 0.001 }, ['mg', 'milligram', 'milligrams']],
  [{ name: 'oz', kind: 'mass', size: 28.349523125 }, ['oz', 'ozs', 'ounce', 'ounces']],
  [{ name: 'lb', kind: 'mass', size: 453.59237 }, ['lb', 'lbs', 'pound', 'pounds']],
  [{ name: 'fl oz', kind: 'volume', size: 29.5735295625 }, ['fl oz', 'fl. oz', 'fl.oz', 'floz', 'fluid ounce', 'fluid ounces', 'fl ounce', 'fl ounces', 'fl']],
  [{ name: 'ml', kind: 'volume', size: 1 }, ['ml', 'mls', 'milliliter', 'milliliters', 'millilitre', 'millilitres', 'cc']],
  [{ name: 'cl', kind: 'volume', size: 10 }, ['cl', 'centiliter', 'centilitre', 'centiliters', 'centilitres']],
  [{ name: 'dl', kind: 'volume', size: 100 }, ['dl', 'deciliter', 'decilitre']],
  [{ name: 'l', kind: 'volume', size: 1000 }, ['l', 'liter', 'liters', 'litre', 'litres', 'ltr']],
  [{ name: 'cup', kind: 'volume', size: 236.5882365 }, ['cup', 'cups', 'c']],
  [{ name: 'tbsp', kind: 'volume', size: 14.78676478125 }, ['tbsp', 'tbsps', 'tbs', 'tbl', 'tbls', 'tablespoon', 'tablespoons', 'tablespoonful', 'tablespoonfuls']],
  [{ name: 'tsp', kind: 'volume', size: 4.92892159375 }, ['tsp', 'tsps', 'teaspoon', 'teaspoons', 'teaspoonful', 'teaspoonfuls']],
  [{ name: 'pint', kind: 'volume', size: 473.176473 }, ['pint', 'pints', 'pt', 'pts']],
  [{ name: 'quart', kind: 'volume', size: 946.352946 }, ['quart', 'quarts', 'qt']],
  [{ name: 'gallon', kind: 'volume', size: 3785.411784 }, ['gallon', 'gallons', 'gal']],
  [{ name: 'glass', kind: 'household' }, ['glass', 'glasses', 'glassful']],
  [{ name: 'mug', kind: 'household' }, ['mug', 'mugs', 'mugful']],
  [{ name: 'can', kind: 'household' }, ['can', 'cans', 'tin', 'tins']],
  [{ name: 'bottle', kind: 'household' }, ['bottle', 'bottles']],
  [{ name: 'shot', kind: 'household' }, ['shot', 'shots', 'jigger', 'jiggers']],
  [{ name: 'slice', kind: 'household' }, ['slice', 'slices', 'slab', 'slabs']],
  [{ name: 'piece', kind: 'household' }, ['piece', 'pieces', 'pc', 'pcs', 'chunk', 'chunks']],
  [{ name: 'bowl', kind: 'household' }, ['bowl', 'bowls', 'bowlful']],
  [{ name: 'plate', kind: 'household' }, ['plate', 'plates', 'plateful']],
  [{ name: 'handful', kind: 'household' }, ['handful', 'handfuls']],
  [{ name: 'serving', kind: 'household' }, ['serving', 'servings', 'portion', 'portions', 'helping', 'helpings', 'order', 'orders']],
  [{ name: 'scoop', kind: 'household' }, ['scoop', 'scoops']],
  [{ name: 'stick', kind: 'household' }, ['stick', 'sticks']],
  [{ name: 'bar', kind: 'household' }, ['bar', 'bars']],
  [{ name: 'packet', kind: 'household' }, ['packet', 'packets', 'package', 'packages', 'pack', 'packs', 'sachet', 'sachets', 'envelope']],
  [{ name: 'bag', kind: 'household' }, ['bag', 'bags']],
  [{ name: 'box', kind: 'household' }, ['box', 'boxes', 'carton', 'cartons']],
  [{ name: 'container', kind: 'household' }, ['container', 'containers', 'tub', 'tubs', 'cup container']],
  [{ name: 'jar', kind: 'household' }, ['jar', 'jars']],
  [{ name: 'spoonful', kind: 'household' }, ['spoon', 'spoons', 'spoonful', 'spoonfuls', 'dollop', 'dollops']],
  [{ name: 'pinch', kind: 'household' }, ['pinch', 'pinches', 'dash', 'dashes', 'sprinkle']],
  [{ name: 'pat', kind: 'household' }, ['pat', 'pats', 'knob']],
  [{ name: 'fillet', kind: 'household' }, ['fillet', 'fillets', 'filet', 'filets']],
  [{ name: 'wedge', kind: 'household' }, ['wedge', 'wedges']],
  [{ name: 'square', kind: 'household' }, ['square', 'squares']],
  [{ name: 'cube', kind: 'household' }, ['cube', 'cubes']],
  [{ name: 'strip', kind: 'household' }, ['strip', 'strips', 'rasher', 'rashers']],
  [{ name: 'link', kind: 'household' }, ['link', 'links']],
  [{ name: 'patty', kind: 'household' }, ['patty', 'patties']],
  [{ name: 'leaf', kind: 'household' }, ['leaf', 'leaves']],
  [{ name: 'clove', kind: 'household' }, ['clove', 'cloves']],
  [{ name: 'sprig', kind: 'household' }, ['sprig', 'sprigs']],
  [{ name: 'stalk', kind: 'household' }, ['stalk', 'stalks']],
  [{ name: 'head', kind: 'household' }, ['head', 'heads']],
  [{ name: 'loaf', kind: 'household' }, ['loaf', 'loaves']],
];

/** Alias → unit, for one- and two-word aliases ("fl oz", "fluid ounces"). */
const BY_ALIAS = new Map<string, UnitInfo>();
for (const [info, aliases] of UNITS) for (const alias of aliases) BY_ALIAS.set(alias, info);

/** Single letters are units only right after a number ("200 g", "2 c"), never as words. */
const NEEDS_NUMBER = new Set(['g', 'c', 'l', 't', 'pt', 'gr', 'fl', 'gal', 'qt', 'pc', 'can', 'order', 'orders', 'stick', 'bar', 'head', 'leaf', 'leaves']);

export function unitByName(name: string): UnitInfo | undefined {
  return UNITS.find(([info]) => info.name === name)?.[0];
}

/**
 * The unit spelled by `words` starting at `index`: its info and how many words it took.
 * `afterNumber` allows the short forms that would otherwise be ordinary words.
 */
export function matchUnit(words: readonly string[], index: number, afterNumber: boolean): { unit: UnitInfo; length: number } | undefined {
  const first = words[index];
  if (first === undefined) return undefined;
  const two = words[index + 1] === undefined ? undefined : `${first} ${words[index + 1]}`;
  if (two) {
    const unit = BY_ALIAS.get(two.replace(/\.$/, ''));
    if (unit) return { unit, length: 2 };
    // "fl. oz" arrives as "fl", ".", "oz" when punctuation is kept.
  }
  const unit = BY_ALIAS.get(first);
  if (!unit) return undefined;
  if (!afterNumber && NEEDS_NUMBER.has(first)) return undefined;
  // "fl" alone only as the first half of "fl oz".
  if (first === 'fl' && words[index + 1] !== 'oz') return undefined;
  return { unit, length: 1 };
}

const SIZES: Record<string, Size> = {
  small: 'small', little: 'small', mini: 'small', smaller: 'small',
  medium: 'medium', regular: 'medium', normal: 'medium', average: 'medium', 'medium-sized': 'medium', 'medium-size': 'medium',
  large: 'large', big: 'large', huge: 'large', jumbo: 'large', 'extra-large': 'large', larger: 'large', giant: 'large',
  'large-sized': 'large', 'small-sized': 'small',
};

export function matchSize(word: string | undefined): Size | undefined {
  return word === undefined ? undefined : SIZES[word];
}
