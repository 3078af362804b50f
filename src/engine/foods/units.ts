/**
 * Household units as people write them, reduced to one spelling, and the exact sizes of the
 * mass and volume units (US customary measures, which is what USDA portions use).
 */

/** Grams in one unit. */
export const MASS_GRAMS: Readonly<Record<string, number>> = {
  mg: 0.001,
  g: 1,
  kg: 1000,
  oz: 28.349523125,
  lb: 453.59237,
};

/** Millilitres in one unit (US customary). */
export const VOLUME_ML: Readonly<Record<string, number>> = {
  ml: 1,
  cl: 10,
  dl: 100,
  l: 1000,
  tsp: 4.92892159375,
  tbsp: 14.78676478125,
  'fl oz': 29.5735295625,
  cup: 236.5882365,
  pint: 473.176473,
  quart: 946.352946,
  gallon: 3785.411784,
};

/**
 * Containers with a conventional size, used only when the food has no USDA portion of that
 * name: a drink can is 12 fl oz, a shot 1.5 fl oz (a US jigger), a glass 8 fl oz, a mug
 * 12 fl oz (FNDDS's "small" coffee), a bowl 1.5 cups, a scoop ½ cup.
 */
export const CONTAINER_ML: Readonly<Record<string, number>> = {
  can: 12 * VOLUME_ML['fl oz']!,
  bottle: 12 * VOLUME_ML['fl oz']!,
  shot: 1.5 * VOLUME_ML['fl oz']!,
  glass: 8 * VOLUME_ML['fl oz']!,
  mug: 12 * VOLUME_ML['fl oz']!,
  bowl: 1.5 * VOLUME_ML.cup!,
  scoop: 0.5 * VOLUME_ML.cup!,
};

const ALIASES: Record<string, string> = {
  milligram: 'mg', milligrams: 'mg', mgs: 'mg',
  gram: 'g', grams: 'g', gr: 'g', grm: 'g', gm: 'g', gms: 'g', gs: 'g', grammes: 'g', gramme: 'g',
  kilogram: 'kg', kilograms: 'kg', kgs: 'kg', kilo: 'kg', kilos: 'kg',
  ounce: 'oz', ounces: 'oz', ozs: 'oz',
  pound: 'lb', pounds: 'lb', lbs: 'lb',
  milliliter: 'ml', milliliters: 'ml', millilitre: 'ml', millilitres: 'ml', mls: 'ml', cc: 'ml',
  centiliter: 'cl', centilitre: 'cl', deciliter: 'dl', decilitre: 'dl',
  liter: 'l', liters: 'l', litre: 'l', litres: 'l', ltr: 'l',
  teaspoon: 'tsp', teaspoons: 'tsp', tsps: 'tsp', t: 'tsp',
  tablespoon: 'tbsp', tablespoons: 'tbsp', tbsps: 'tbsp', tbs: 'tbsp', tbl: 'tbsp', tbls: 'tbsp', T: 'tbsp',
  cups: 'cup', c: 'cup',
  'fluid ounce': 'fl oz', 'fluid ounces': 'fl oz', floz: 'fl oz', 'fl. oz': 'fl oz', 'fl. oz.': 'fl oz', 'fl oz.': 'fl oz', 'fl ozs': 'fl oz',
  pints: 'pint', pt: 'pint', pts: 'pint',
  quarts: 'quart', qt: 'quart', qts: 'quart',
  gallons: 'gallon', gal: 'gallon',
  slices: 'slice', pieces: 'piece', pc: 'piece', pcs: 'piece', bowls: 'bowl', bowlful: 'bowl',
  handfuls: 'handful', cans: 'can', tin: 'can', tins: 'can', bottles: 'bottle', glasses: 'glass',
  mugs: 'mug', shots: 'shot', scoops: 'scoop', sticks: 'stick', bars: 'bar', servings: 'serving',
  portion: 'serving', portions: 'serving', plates: 'plate', plateful: 'plate',
  cloves: 'clove', leaves: 'leaf', sprigs: 'sprig', pinches: 'pinch', dashes: 'dash', packets: 'packet',
  packages: 'package', pkg: 'package', containers: 'container', cubes: 'cube', strips: 'strip',
  patties: 'patty', fillets: 'fillet', filets: 'fillet', filet: 'fillet', wedges: 'wedge', links: 'link',
  sandwiches: 'sandwich', cookies: 'cookie', jars: 'jar', cartons: 'carton', pouches: 'pouch',
  each: 'item', whole: 'item', items: 'item', sm: 'small', med: 'medium', lg: 'large', lrg: 'large',
  regular: 'medium',
};

/** 'Cups' → 'cup', 'TBSP' → 'tbsp', 'fluid ounces' → 'fl oz'; unknown words come back lower-cased and trimmed. */
export function normalizeUnit(unit: string): string {
  const raw = unit.trim().replace(/\s+/g, ' ');
  if (raw === 'T' || raw === 'Tbsp' || raw === 'Tbs') return 'tbsp'; // capital T is the cooks' tablespoon
  const lower = raw.toLowerCase().replace(/\.$/, '');
  if (lower in MASS_GRAMS || lower in VOLUME_ML) return lower;
  return ALIASES[lower] ?? ALIASES[lower.replace(/\./g, '')] ?? lower;
}

export const SIZE_WORDS = new Set(['small', 'medium', 'large']);

export function formatGrams(g: number): string {
  const rounded = g >= 10 ? Math.round(g) : Math.round(g * 10) / 10;
  return `${rounded} g`;
}
