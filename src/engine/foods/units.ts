/**
 * THE unit vocabulary of the engine: every unit people put in front of a food, its canonical
 * name, its kind and (for mass and volume) its exact size in US customary measures, which is
 * what USDA portions use. The meal parser (meal/units.ts), the search's leading-amount filter
 * (search-index.ts) and the portion lookup (portions.ts) all derive from this one table, so a
 * unit added here is read, ignored by the search and weighed the same way everywhere.
 */
export type UnitKind = 'mass' | 'volume' | 'household';

export interface UnitInfo {
  /** Canonical name, as handed to the portion lookup. */
  name: string;
  kind: UnitKind;
  /** Grams in one unit (mass) or millilitres in one unit (volume). */
  size?: number;
}

interface UnitEntry extends UnitInfo {
  /** Spellings people write, lower case; one or two words. */
  aliases: string[];
  /**
   * False for nouns that callers may pass as a unit ("2 sandwiches", "1 item") but that in meal
   * text are the food itself, so the parser must not read them as a unit.
   */
  inText?: boolean;
}

const FL_OZ_ML = 29.5735295625;
const CUP_ML = 236.5882365;

const UNITS: readonly UnitEntry[] = [
  { name: 'g', kind: 'mass', size: 1, aliases: ['g', 'gr', 'grs', 'gram', 'grams', 'gramme', 'grammes', 'gm', 'gms', 'grm', 'gs'] },
  { name: 'kg', kind: 'mass', size: 1000, aliases: ['kg', 'kgs', 'kilo', 'kilos', 'kilogram', 'kilograms', 'kilogramme'] },
  { name: 'mg', kind: 'mass', size: 0.001, aliases: ['mg', 'mgs', 'milligram', 'milligrams'] },
  { name: 'oz', kind: 'mass', size: 28.349523125, aliases: ['oz', 'ozs', 'ounce', 'ounces'] },
  { name: 'lb', kind: 'mass', size: 453.59237, aliases: ['lb', 'lbs', 'pound', 'pounds'] },
  { name: 'fl oz', kind: 'volume', size: FL_OZ_ML, aliases: ['fl oz', 'fl. oz', 'fl.oz', 'fl oz.', 'fl. oz.', 'floz', 'fl ozs', 'fluid ounce', 'fluid ounces', 'fl ounce', 'fl ounces', 'fl'] },
  { name: 'ml', kind: 'volume', size: 1, aliases: ['ml', 'mls', 'milliliter', 'milliliters', 'millilitre', 'millilitres', 'cc'] },
  { name: 'cl', kind: 'volume', size: 10, aliases: ['cl', 'centiliter', 'centilitre', 'centiliters', 'centilitres'] },
  { name: 'dl', kind: 'volume', size: 100, aliases: ['dl', 'deciliter', 'decilitre'] },
  { name: 'l', kind: 'volume', size: 1000, aliases: ['l', 'liter', 'liters', 'litre', 'litres', 'ltr'] },
  { name: 'cup', kind: 'volume', size: CUP_ML, aliases: ['cup', 'cups', 'c'] },
  { name: 'tbsp', kind: 'volume', size: 14.78676478125, aliases: ['tbsp', 'tbsps', 'tbs', 'tbl', 'tbls', 'tablespoon', 'tablespoons', 'tablespoonful', 'tablespoonfuls', 'spoonful', 'spoonfuls', 'dollop', 'dollops', 'smear', 'smears'] },
  { name: 'tsp', kind: 'volume', size: 4.92892159375, aliases: ['tsp', 'tsps', 'teaspoon', 'teaspoons', 'teaspoonful', 'teaspoonfuls', 't'] },
  // "a splash of milk": a pour too small to measure, half a fluid ounce (a tablespoon), as a bar's
  // splash is a quarter to half an ounce; read as no unit, it had been a cup of milk.
  { name: 'splash', kind: 'volume', size: 14.78676478125, aliases: ['splash', 'splashes'] },
  { name: 'pint', kind: 'volume', size: 473.176473, aliases: ['pint', 'pints', 'pt', 'pts'] },
  { name: 'quart', kind: 'volume', size: 946.352946, aliases: ['quart', 'quarts', 'qt', 'qts'] },
  { name: 'gallon', kind: 'volume', size: 3785.411784, aliases: ['gallon', 'gallons', 'gal'] },
  { name: 'glass', kind: 'household', aliases: ['glass', 'glasses', 'glassful'] },
  { name: 'mug', kind: 'household', aliases: ['mug', 'mugs', 'mugful'] },
  { name: 'can', kind: 'household', aliases: ['can', 'cans', 'tin', 'tins'] },
  { name: 'bottle', kind: 'household', aliases: ['bottle', 'bottles'] },
  { name: 'shot', kind: 'household', aliases: ['shot', 'shots', 'jigger', 'jiggers'] },
  { name: 'slice', kind: 'household', aliases: ['slice', 'slices', 'slab', 'slabs'] },
  { name: 'piece', kind: 'household', aliases: ['piece', 'pieces', 'pc', 'pcs', 'chunk', 'chunks', 'count', 'ct'] },
  // "french onion soup, a crock", "a crock of chili": the lidded bowl a soup is served in, a bowl.
  { name: 'bowl', kind: 'household', aliases: ['bowl', 'bowls', 'bowlful', 'crock', 'crocks'] },
  { name: 'plate', kind: 'household', aliases: ['plate', 'plates', 'plateful'] },
  { name: 'handful', kind: 'household', aliases: ['handful', 'handfuls'] },
  { name: 'serving', kind: 'household', aliases: ['serving', 'servings', 'portion', 'portions', 'helping', 'helpings', 'order', 'orders'] },
  { name: 'scoop', kind: 'household', aliases: ['scoop', 'scoops'] },
  { name: 'stick', kind: 'household', aliases: ['stick', 'sticks'] },
  { name: 'bar', kind: 'household', aliases: ['bar', 'bars'] },
  { name: 'packet', kind: 'household', aliases: ['packet', 'packets', 'pack', 'packs', 'sachet', 'sachets', 'envelope', 'envelopes'] },
  // SR and FNDDS weigh a food's "1 package" (the box a mix is sold in: 117 g of lasagna mix) apart
  // from its "1 packet" (one pouch of it, 42 g): what the person said picks which.
  { name: 'package', kind: 'household', aliases: ['package', 'packages', 'pkg'] },
  { name: 'bag', kind: 'household', aliases: ['bag', 'bags'] },
  { name: 'box', kind: 'household', aliases: ['box', 'boxes', 'carton', 'cartons'] },
  { name: 'container', kind: 'household', aliases: ['container', 'containers', 'tub', 'tubs', 'cup container', 'tray', 'trays'] },
  // "chicken fried rice, takeout container", "a to-go box of lo mein": the restaurant's carry-out
  // container, a size of its own (CONTAINER_ML), not a food's retail "container" (a yogurt cup).
  {
    name: 'takeout container',
    kind: 'household',
    aliases: [
      'takeout container', 'takeout containers', 'takeout box', 'takeout boxes', 'take-out container', 'take-out containers', 'take-out box',
      'take-out boxes', 'takeaway container', 'takeaway containers', 'takeaway box', 'takeaway boxes', 'to-go container', 'to-go containers',
      'to-go box', 'to-go boxes',
    ],
  },
  { name: 'jar', kind: 'household', aliases: ['jar', 'jars'] },
  { name: 'sleeve', kind: 'household', aliases: ['sleeve', 'sleeves'] },
  // "A dollop", "a spoonful" are a tablespoon (FNDDS's 1 tablespoon: 15 g of sour cream, 20 g of a
  // spread), not the two-tablespoon typical serving a household unit fell back to (session 13, everyday4).
  { name: 'spoonful', kind: 'household', aliases: ['spoon', 'spoons'] },
  { name: 'pinch', kind: 'household', aliases: ['pinch', 'pinches', 'dash', 'dashes', 'sprinkle'] },
  { name: 'pat', kind: 'household', aliases: ['pat', 'pats', 'knob'] },
  { name: 'fillet', kind: 'household', aliases: ['fillet', 'fillets', 'filet', 'filets'] },
  { name: 'wedge', kind: 'household', aliases: ['wedge', 'wedges'] },
  { name: 'square', kind: 'household', aliases: ['square', 'squares'] },
  { name: 'cube', kind: 'household', aliases: ['cube', 'cubes'] },
  { name: 'strip', kind: 'household', aliases: ['strip', 'strips', 'rasher', 'rashers'] },
  { name: 'link', kind: 'household', aliases: ['link', 'links'] },
  { name: 'patty', kind: 'household', aliases: ['patty', 'patties'] },
  { name: 'leaf', kind: 'household', aliases: ['leaf', 'leaves'] },
  { name: 'clove', kind: 'household', aliases: ['clove', 'cloves'] },
  { name: 'sprig', kind: 'household', aliases: ['sprig', 'sprigs'] },
  { name: 'stalk', kind: 'household', aliases: ['stalk', 'stalks'] },
  { name: 'head', kind: 'household', aliases: ['head', 'heads'] },
  // "a bunch of grapes", "a cluster of grapes", "a bunch of spinach": SR weighs a bunch of some
  // greens; a food with none is weighed as portions.ts producePortion says.
  { name: 'bunch', kind: 'household', aliases: ['bunch', 'bunches', 'cluster', 'clusters'] },
  { name: 'loaf', kind: 'household', aliases: ['loaf', 'loaves'] },
  // FNDDS weighs cakes, pies, casseroles and fish by the cubic and the surface inch (540 portions).
  { name: 'cubic inch', kind: 'household', aliases: ['cubic inch', 'cubic inches', 'cu in', 'inch cube', 'inch cubes'] },
  { name: 'surface inch', kind: 'household', aliases: ['surface inch', 'surface inches', 'square inch', 'square inches'] },
  { name: 'sandwich', kind: 'household', aliases: ['sandwich', 'sandwiches'], inText: false },
  { name: 'cookie', kind: 'household', aliases: ['cookie', 'cookies'], inText: false },
  { name: 'pouch', kind: 'household', aliases: ['pouch', 'pouches'] },
  { name: 'item', kind: 'household', aliases: ['item', 'items', 'each', 'whole'], inText: false },
];

/** 'kids' is the kids'-meal or kids'-size portion FNDDS weighs separately ("1 kids meal order"). */
export type Size = 'kids' | 'small' | 'medium' | 'large';

/**
 * FNDDS's finer bands of a size: "1 personal size pizza (5-7\" diameter)", "1 individual pie",
 * "1 extra-large pizza (16-18\" diameter)", and the package sizes of candy, snacks and breads:
 * "1 miniature/bite size", "1 fun/snack size", "1 large/king size", "1 sharing/movie theater
 * size", "1 snack/mini microwave bag", "1 slice, snack-size". A band is also a size (individual,
 * miniature and fun size are small; extra large, king and sharing size are large), which
 * answers for a food that has no portion of the band.
 */
export type SizeBand = 'individual' | 'extra large' | 'miniature' | 'fun size' | 'king size' | 'sharing size';
const BANDS: Readonly<Record<string, SizeBand>> = {
  individual: 'individual', 'individual-size': 'individual', 'individual-sized': 'individual', personal: 'individual',
  'personal-size': 'individual', 'personal-sized': 'individual',
  'extra-large': 'extra large', xl: 'extra large', 'x-large': 'extra large',
  miniature: 'miniature', mini: 'miniature', 'bite-size': 'miniature', 'bite-sized': 'miniature',
  'fun-size': 'fun size', 'fun-sized': 'fun size', 'snack-size': 'fun size', 'snack-sized': 'fun size',
  'king-size': 'king size', 'king-sized': 'king size',
  'sharing-size': 'sharing size', 'family-size': 'sharing size', 'family-sized': 'sharing size', 'party-size': 'sharing size',
  'party-sized': 'sharing size', 'share-size': 'sharing size', 'sharing-sized': 'sharing size', 'share-sized': 'sharing size',
  'theater-size': 'sharing size', 'theater-sized': 'sharing size',
};
/** "fun size", "king size" in two words: the first word, which is a band only before "size"/"sized". */
const BAND_FIRST_WORDS: Readonly<Record<string, SizeBand>> = {
  fun: 'fun size', snack: 'fun size', king: 'king size', sharing: 'sharing size', share: 'sharing size', family: 'sharing size',
  party: 'sharing size', bite: 'miniature', personal: 'individual', individual: 'individual', theater: 'sharing size', theatre: 'sharing size',
};
const BAND_PACKAGES = new Set(['pack', 'bag', 'box', 'packet', 'package']);
/** The band a size word names ("personal-sized" → individual; "fun" before "size"), if any. */
export function matchSizeBand(word: string | undefined, next?: string): SizeBand | undefined {
  if (word === undefined) return undefined;
  // "a sharing pack", "a snack bag", "a family box": before a package the word names its band too.
  if (next === 'size' || next === 'sized' || (next !== undefined && BAND_PACKAGES.has(next))) return BAND_FIRST_WORDS[word] ?? BANDS[word];
  return BANDS[word];
}
/** The size a band is, for a food that has no portion of the band. */
export const BAND_SIZE: Readonly<Record<SizeBand, Size>> = {
  individual: 'small', 'extra large': 'large', miniature: 'small', 'fun size': 'small', 'king size': 'large', 'sharing size': 'large',
};
/** A portion's wording that names the band ("1 individual pie", "1 fun/snack size", "1 large/king size"). */
export const BAND_NAMED: Readonly<Record<SizeBand, RegExp>> = {
  individual: /\b(individual|personal)\b/,
  'extra large': /\b(extra[- ]large|x-large|xl)\b/,
  // "10 miniatures" (SR28's marshmallows) counts ten of the band.
  miniature: /\b(miniatures?|mini|bite[- ]size|slider)\b/,
  'fun size': /\b(fun|snack)\b/,
  'king size': /\bking\b/,
  'sharing size': /\b(sharing|movie theater size|family size|family-size|party size)\b/,
};

/**
 * Size words; "regular" is medium (FNDDS writes "medium or regular"). Coffee-shop cups are
 * sizes: tall, grande and venti are FNDDS's small, medium and large (12, 16 and 20 fl oz).
 */
const SIZES: Readonly<Record<string, Size>> = {
  small: 'small', little: 'small', mini: 'small', smaller: 'small', 'small-sized': 'small', sm: 'small',
  medium: 'medium', regular: 'medium', normal: 'medium', average: 'medium', 'medium-sized': 'medium', 'medium-size': 'medium', med: 'medium',
  large: 'large', big: 'large', huge: 'large', jumbo: 'large', 'extra-large': 'large', xl: 'large', 'x-large': 'large', larger: 'large', giant: 'large', 'large-sized': 'large',
  lg: 'large', lrg: 'large',
  short: 'small', tall: 'small', grande: 'medium', venti: 'large', trenta: 'large',
  kids: 'kids', "kids'": 'kids', "kid's": 'kids', kid: 'kids', "children's": 'kids', childrens: 'kids', child: 'kids', 'kid-size': 'kids', 'kids-size': 'kids',
};

/** Short spellings that are units only right after a number ("200 g", "2 c", "a can of"), never as words. */
export const NEEDS_NUMBER: ReadonlySet<string> = new Set(['g', 'c', 'l', 't', 'pt', 'gr', 'gs', 'fl', 'gal', 'qt', 'pc', 'can', 'order', 'orders', 'stick', 'bar', 'head', 'leaf', 'leaves', 'sm', 'med', 'lg', 'count', 'ct']);

const BY_ALIAS = new Map<string, UnitEntry>();
for (const unit of UNITS) for (const alias of unit.aliases) BY_ALIAS.set(alias, unit);
/**
 * A household unit typed with two letters side by side swapped ("peices", "slcies", "galss"): the
 * slip people make most typing a word they know, read as the unit (session 27: "2 peices of fried
 * chiken" had searched "peices" as a food, a boneless nugget of 16 g). Only household units of five
 * letters or more, and no spelling that is itself another alias.
 */
const SWAPPED_ALIAS = new Map<string, UnitEntry>();
for (const unit of UNITS) {
  if (unit.kind !== 'household') continue;
  for (const alias of unit.aliases) {
    if (alias.length < 5 || !/^[a-z]+$/.test(alias)) continue;
    for (let k = 0; k + 1 < alias.length; k++) {
      if (alias[k] === alias[k + 1]) continue;
      const swapped = alias.slice(0, k) + alias[k + 1] + alias[k] + alias.slice(k + 2);
      if (!BY_ALIAS.has(swapped)) SWAPPED_ALIAS.set(swapped, unit);
    }
  }
}
/** First words of the two-word spellings ("fl" of "fl oz"): only after one of them is a pair looked up. */
const TWO_WORD_STARTS: ReadonlySet<string> = new Set([...BY_ALIAS.keys()].filter((alias) => alias.includes(' ')).map((alias) => alias.split(' ')[0]!));

const info = ({ name, kind, size }: UnitEntry): UnitInfo => (size === undefined ? { name, kind } : { name, kind, size });
const sizeTable = (kind: UnitKind) => Object.freeze(Object.fromEntries(UNITS.filter((u) => u.kind === kind).map((u) => [u.name, u.size!])));

/** Grams in one unit. */
export const MASS_GRAMS: Readonly<Record<string, number>> = sizeTable('mass');
/** Millilitres in one unit (US customary). */
export const VOLUME_ML: Readonly<Record<string, number>> = sizeTable('volume');

/**
 * Containers with a conventional size, used only when the food has no USDA portion of that
 * name: a drink can is 12 fl oz, a shot 1.5 fl oz (a US jigger), a glass 8 fl oz, a mug
 * 12 fl oz (FNDDS's "small" coffee), a bowl 1.5 cups, a scoop ½ cup.
 * The bowl is decided once, here, for the engine, the common-foods build and the everyday
 * references: FNDDS 2021–2023 has no generic "1 bowl" portion; the bowls it weighs (a 12 oz
 * rice bowl 340 g, a large microwavable bowl 411 g, a chain's bowls 384–531 g) all hold 1½
 * cups or more, none 1 cup.
 */
export const CONTAINER_ML: Readonly<Record<string, number>> = {
  can: 12 * FL_OZ_ML,
  bottle: 12 * FL_OZ_ML,
  shot: 1.5 * FL_OZ_ML,
  glass: 8 * FL_OZ_ML,
  mug: 12 * FL_OZ_ML,
  bowl: 1.5 * CUP_ML,
  scoop: 0.5 * CUP_ML,
  // A restaurant's carry-out container: the US "oyster pail" is sold in 8, 16, 26 and 32 fl oz, and
  // one entrée of fried rice or noodles fills the 16 fl oz pint (restaurant-supply size charts);
  // FNDDS weighs no carry-out container.
  'takeout container': 16 * FL_OZ_ML,
};

export const SIZE_WORDS: ReadonlySet<string> = new Set(['kids', 'small', 'medium', 'large']);

/** 'Cups' → 'cup', 'TBSP' → 'tbsp', 'fluid ounces' → 'fl oz', 'lg' → 'large'; unknown words come back lower-cased and trimmed. */
export function normalizeUnit(unit: string): string {
  const raw = unit.trim().replace(/\s+/g, ' ');
  if (raw === 'T' || raw === 'Tbsp' || raw === 'Tbs') return 'tbsp'; // capital T is the cooks' tablespoon
  const lower = raw.toLowerCase();
  for (const form of [lower, lower.replace(/\.$/, ''), lower.replace(/\./g, '')]) {
    const entry = BY_ALIAS.get(form);
    if (entry) return entry.name;
    const size = SIZES[form];
    if (size) return size;
  }
  return lower.replace(/\.$/, '');
}

export function unitByName(name: string): UnitInfo | undefined {
  const entry = UNITS.find((u) => u.name === name);
  return entry && info(entry);
}

/**
 * The unit spelled by `words` starting at `index` in meal text: its info and how many words it
 * took. `afterNumber` allows the short forms that would otherwise be ordinary words.
 */
export function matchUnit(words: readonly string[], index: number, afterNumber: boolean): { unit: UnitInfo; length: number } | undefined {
  const first = words[index];
  if (first === undefined) return undefined;
  const second = words[index + 1];
  if (second !== undefined && TWO_WORD_STARTS.has(first)) {
    const entry = BY_ALIAS.get(`${first} ${second}`.replace(/\.$/, ''));
    if (entry && entry.inText !== false) return { unit: info(entry), length: 2 };
  }
  const entry = BY_ALIAS.get(first) ?? (afterNumber ? SWAPPED_ALIAS.get(first) : undefined);
  if (!entry || entry.inText === false) return undefined;
  if (!afterNumber && NEEDS_NUMBER.has(first)) return undefined;
  // "fl" alone only as the first half of "fl oz".
  if (first === 'fl' && second !== 'oz') return undefined;
  // "crock pot chili": the slow cooker it was made in, no bowl.
  if ((first === 'crock' || first === 'crocks') && second === 'pot') return undefined;
  return { unit: info(entry), length: 1 };
}

/** The size a word names: a size word ("large", "grande") or a band's one-word spelling ("king-size" is large). */
export function matchSize(word: string | undefined): Size | undefined {
  if (word === undefined) return undefined;
  const band = BANDS[word];
  return SIZES[word] ?? (band && BAND_SIZE[band]);
}

const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** Every spelling of the units meal text may use, longest first (for regular expressions). */
export function unitAliases(filter: (unit: UnitInfo) => boolean = () => true): string[] {
  return UNITS.filter((u) => u.inText !== false && filter(u))
    .flatMap((u) => u.aliases)
    .sort((a, b) => b.length - a.length);
}

/** Size words as a regular-expression alternation. */
export const SIZE_PATTERN = Object.keys(SIZES).sort((a, b) => b.length - a.length).map(escape).join('|');

/**
 * The volume units as they open a USDA portion's wording ("1 cup", "1 fl oz", "2 tablespoons"),
 * each with its canonical name. One-letter spellings are left out: in USDA text they are not units.
 */
export const VOLUME_WORDS: ReadonlyArray<readonly [RegExp, string]> = UNITS.filter((u) => u.kind === 'volume').map(
  (u) => [new RegExp(`^(?:${u.aliases.filter((a) => a.length > 1 && a !== 'fl').map(escape).join('|')})(?![a-z])`), u.name] as const,
);

export { escape as escapeForPattern };

export function formatGrams(g: number): string {
  const rounded = g >= 10 ? Math.round(g) : Math.round(g * 10) / 10;
  return `${rounded} g`;
}
