/*
 * What a part IS, read from its category (USDA WWEIA category of FNDDS foods, SR28 food group,
 * or an Open Food Facts tag such as 'en:yogurts') and, where a group is too broad, its name.
 * Unknown categories are never an error: they simply get no special treatment (a general food,
 * no fruit/vegetable share, not processed).
 */

import { Memo } from '../cache/memo.js';

export interface PartKind {
  beverage: boolean;
  /** Plain water (tap, bottled, unflavoured). */
  water: boolean;
  /** Coffee or tea (plain or not: the rating checks the nutrients). */
  teaOrCoffee: boolean;
  /** Fats, oils, nuts and seeds: Nutri-Score's own algorithm. */
  fatOilNut: boolean;
  cheese: boolean;
  redMeat: boolean;
  processedMeat: boolean;
  /** A category whose foods are nearly all industrial formulations (NOVA group 4). */
  ultraProcessed: boolean;
  /** Sweetened with non-nutritive sweeteners ("diet" drinks). */
  sweeteners: boolean;
  /** Estimated share of fruit, vegetables and legumes in the part, 0–1. */
  fvlShare: number;
  /** Its sugars are intrinsic (whole fruit or vegetables, plain milk), not added or free. */
  intrinsicSugars: boolean;
  juice: boolean;
  /** A family used to pick a specific swap in the tips. */
  family: Family;
}

export type Family =
  | 'processedMeat' | 'redMeat' | 'poultryFish' | 'cheese' | 'pizza' | 'soup' | 'sandwich' | 'bread'
  | 'saltySnack' | 'sweets' | 'sugaryDrink' | 'juice' | 'dietDrink' | 'alcohol' | 'condiment' | 'butter'
  | 'cream' | 'fried' | 'cereal' | 'flavoredDairy' | 'dairy' | 'fruitVeg' | 'legume' | 'nutSeed' | 'grain'
  | 'water' | 'teaCoffee' | 'egg' | 'oil' | 'other';

/** Normalises 'en:fruit-juices' and 'Fruits and Fruit Juices' alike for matching. */
export function normalizeCategory(category: string): string {
  // A few hundred categories, each asked for by every food in it: normalised once.
  return normalizedCategories.remember(category, () => category.toLowerCase().replace(/^[a-z]{2}:/, '').replace(/[-_]/g, ' ').replace(/\s+/g, ' ').trim());
}
const normalizedCategories = new Memo<string, string>(2_000);

/*
 * FNDDS WWEIA categories (171, see data/raw/usda/README.md). The estimates of the fruit,
 * vegetable and legume share of mixed dishes are ours, rounded on purpose: the data has no
 * recipe shares, so they are an honest order of magnitude, not a measurement.
 */
const WWEIA_FVL: Record<string, number> = {
  'apples': 1, 'bananas': 1, 'grapes': 1, 'peaches and nectarines': 1, 'strawberries': 1,
  'blueberries and other berries': 1, 'citrus fruits': 1, 'melons': 1, 'dried fruits': 1,
  'other fruits and fruit salads': 1, 'pears': 1, 'pineapple': 1, 'mango and papaya': 1,
  'tomatoes': 1, 'carrots': 1, 'other red and orange vegetables': 1, 'broccoli': 1, 'spinach': 1,
  'lettuce and lettuce salads': 1, 'other dark green vegetables': 1, 'string beans': 1, 'cabbage': 1,
  'onions': 1, 'corn': 1, 'other vegetables and combinations': 1, 'vegetables on a sandwich': 1,
  // Potatoes, cassava and other starchy roots are not counted by Nutri-Score.
  'other starchy vegetables': 0.5, 'fried vegetables': 0.6, 'coleslaw, non lettuce salads': 0.7,
  'beans, peas, legumes': 1, 'bean, pea, legume dishes': 0.6, 'vegetable dishes': 0.7,
  'citrus juice': 1, 'apple juice': 1, 'other fruit juice': 1, 'vegetable juice': 1, 'baby juice': 1,
  'baby food: fruit': 1, 'baby food: vegetables': 1, 'baby food: mixtures': 0.5,
  'fruit drinks': 0.1, 'smoothies and grain drinks': 0.5, 'olives, pickles, pickled vegetables': 0.8,
  'pasta sauces, tomato based': 0.7, 'tomato based condiments': 0.5, 'soups, broth based': 0.3,
  'vegetable sandwiches/burgers': 0.3, 'stir fry and soy based sauce mixtures': 0.3, 'pizza': 0.1,
  'burritos and tacos': 0.15, 'other mexican mixed dishes': 0.15, 'nachos': 0.1,
  'jams, syrups, toppings': 0.3,
};

const WWEIA_BEVERAGES = new Set([
  'milk, whole', 'milk, reduced fat', 'milk, lowfat', 'milk, nonfat', 'flavored milk, whole',
  'flavored milk, reduced fat', 'flavored milk, lowfat', 'flavored milk, nonfat',
  'milk shakes and other dairy drinks', 'plant based milk', 'citrus juice', 'apple juice',
  'other fruit juice', 'vegetable juice', 'diet soft drinks', 'diet sport and energy drinks',
  'other diet drinks', 'soft drinks', 'fruit drinks', 'sport and energy drinks', 'nutritional beverages',
  'smoothies and grain drinks', 'coffee', 'tea', 'beer', 'wine', 'liquor and cocktails', 'tap water',
  'bottled water', 'flavored or carbonated water', 'enhanced water', 'baby juice', 'baby water',
]);

const WATER = new Set(['tap water', 'bottled water', 'flavored or carbonated water', 'baby water', 'waters', 'mineral waters', 'spring waters']);
const DIET_DRINKS = new Set(['diet soft drinks', 'diet sport and energy drinks', 'other diet drinks']);
const CHEESE = new Set(['cheese', 'cottage/ricotta cheese', 'cheeses']);
const RED_MEAT = new Set([
  'beef, excludes ground', 'ground beef', 'pork', 'lamb, goat, game', 'liver and organ meats',
  'beef products', 'pork products', 'lamb, veal, and game products',
]);
const PROCESSED_MEAT = new Set([
  'cold cuts and cured meats', 'bacon', 'frankfurters', 'sausages', 'frankfurter sandwiches',
  'sausages and luncheon meats', 'hams', 'salamis', 'hot dogs', 'processed meat', 'cured meats',
]);
/** Categories whose foods are nearly all NOVA group 4; see docs/health-rating.md "Processing". */
const ULTRA_PROCESSED = new Set([
  ...PROCESSED_MEAT,
  'candy containing chocolate', 'candy not containing chocolate', 'soft drinks', 'fruit drinks',
  'sport and energy drinks', 'diet soft drinks', 'diet sport and energy drinks', 'other diet drinks',
  'potato chips', 'tortilla, corn, other chips', 'ready to eat cereal, higher sugar (>21.2g/100g)',
  'chicken patties, nuggets and tenders', 'doughnuts, sweet rolls, pastries', 'cookies and brownies',
  'cereal bars', 'nutrition bars', 'ice cream and frozen dairy desserts', 'gelatins, ices, sorbets',
  'pretzels/snack mix',
  // Open Food Facts tags
  'sodas', 'carbonated drinks', 'energy drinks', 'candies', 'confectioneries', 'chocolate candies',
  'crisps', 'chips and crisps', 'biscuits', 'cookies', 'breakfast cereals with added sugar', 'ice creams',
  'nuggets', 'instant noodles',
]);
const FAT_OIL_NUT = new Set([
  'butter and animal fats', 'margarine', 'salad dressings and vegetable oils', 'nuts and seeds',
  'fats and oils', 'nut and seed products', 'fats', 'vegetable oils', 'olive oils', 'nuts', 'seeds',
  'butters', 'margarines', 'peanut butters', 'nut butters',
]);
const PLAIN_MILK = new Set(['milk, whole', 'milk, reduced fat', 'milk, lowfat', 'milk, nonfat', 'milks']);

/** SR28 food groups: the group is broad, so the name decides some cases. */
function srKind(group: string, name: string): Partial<PartKind> | undefined {
  switch (group) {
    case 'vegetables and vegetable products':
      // Potatoes are not counted as vegetables by Nutri-Score.
      if (/\bpotato/.test(name) && !/sweet potato/.test(name)) return { fvlShare: 0, family: /fried|french/.test(name) ? 'fried' : 'grain' };
      {
        const juice = /juice/.test(name);
        return { fvlShare: 1, intrinsicSugars: !juice, juice, beverage: juice, family: juice ? 'juice' : 'fruitVeg' };
      }
    case 'fruits and fruit juices': {
      const juice = /juice|nectar|drink|punch/.test(name);
      const drink = /drink|punch|cocktail|nectar/.test(name);
      return {
        fvlShare: drink ? 0.1 : 1, intrinsicSugars: !juice && !/sweetened|syrup|canned, heavy|canned, light/.test(name),
        juice, beverage: juice && !/concentrate|frozen/.test(name), family: drink ? 'sugaryDrink' : juice ? 'juice' : 'fruitVeg',
      };
    }
    case 'legume and legume products':
    case 'legumes and legume products':
      if (/peanut/.test(name)) return { fvlShare: 0, fatOilNut: true, family: 'nutSeed' };
      if (/tofu|soymilk|soy milk|meatless|vegetarian|sausage|burger|bacon|chicken/.test(name)) {
        return { fvlShare: 0, family: 'legume', beverage: /soymilk|soy milk/.test(name) };
      }
      return { fvlShare: 1, intrinsicSugars: true, family: 'legume' };
    case 'beverages': {
      const water = /^(beverages, )?water\b/.test(name) && !/flavored|sweetened|with corn syrup/.test(name);
      const alcoholic = /alcoholic|beer|wine|liqueur|distilled|whiskey|vodka|gin|rum\b/.test(name);
      return {
        beverage: !/powder|dry mix|\bdry\b|instant, (?!prepared)/.test(name), water,
        teaOrCoffee: /\btea\b|coffee/.test(name),
        sweeteners: /\bdiet\b|sugar[- ]free|aspartame|sucralose|low calorie/.test(name),
        family: water ? 'water' : alcoholic ? 'alcohol' : /\btea\b|coffee/.test(name) ? 'teaCoffee'
          : /\bdiet\b|sugar[- ]free|aspartame/.test(name) ? 'dietDrink' : 'sugaryDrink',
        ultraProcessed: /carbonated|energy drink|sports drink|fruit-flavored|fruit punch/.test(name),
      };
    }
    case 'dairy and egg products':
      if (/^cheese|cheese,/.test(name) && !/cheesecake/.test(name)) return { cheese: true, family: 'cheese' };
      if (/^milk\b/.test(name) && !/dry|powder|condensed/.test(name)) {
        const flavored = /chocolate|flavored|strawberry/.test(name);
        return { beverage: true, intrinsicSugars: !flavored, family: flavored ? 'flavoredDairy' : 'dairy' };
      }
      if (/^butter/.test(name)) return { fatOilNut: true, family: 'butter' };
      if (/^egg/.test(name)) return { family: 'egg' };
      if (/^cream/.test(name)) return { family: 'cream' };
      if (/^yogurt/.test(name)) return { intrinsicSugars: /plain/.test(name), family: /plain/.test(name) ? 'dairy' : 'flavoredDairy' };
      return { family: 'dairy' };
    case 'fats and oils':
      return {
        fatOilNut: true, fvlShare: isFvlOil(name) ? 1 : 0,
        family: /dressing|mayonnaise/.test(name) ? 'condiment' : /\boil\b/.test(name) ? 'oil' : 'butter',
      };
    case 'nut and seed products':
      return { fatOilNut: true, family: 'nutSeed' };
    case 'beef products': case 'pork products': case 'lamb, veal, and game products':
      return { redMeat: true, family: 'redMeat', processedMeat: /cured|bacon|ham\b|sausage/.test(name) };
    case 'sausages and luncheon meats':
      return { redMeat: !/chicken|turkey/.test(name), processedMeat: true, ultraProcessed: true, family: 'processedMeat' };
    case 'poultry products': case 'finfish and shellfish products':
      return { family: 'poultryFish' };
    case 'sweets':
      return { family: 'sweets', ultraProcessed: /candies|candy/.test(name) };
    case 'snacks':
      return { family: /bar\b|cookie|cake/.test(name) ? 'sweets' : 'saltySnack', ultraProcessed: /chips|crisps|puffs|extruded/.test(name) };
    case 'soups, sauces, and gravies':
      return { family: /soup|broth|bouillon/.test(name) ? 'soup' : 'condiment', fvlShare: /vegetable|tomato|bean|lentil|pea\b/.test(name) ? 0.3 : 0 };
    case 'baked products':
      return { family: /bread|roll|bagel|muffin, english|tortilla|pita/.test(name) ? 'bread' : /cake|cookie|pie|pastry|doughnut|danish|brownie/.test(name) ? 'sweets' : 'grain' };
    case 'breakfast cereals':
      return { family: 'cereal' };
    case 'cereal grains and pasta':
      return { family: 'grain' };
    case 'fast foods': case 'restaurant foods': case 'meals, entrees, and side dishes':
      return { family: /pizza/.test(name) ? 'pizza' : /sandwich|burger|hot dog/.test(name) ? 'sandwich' : /fries|fried/.test(name) ? 'fried' : 'other' };
    default:
      return undefined;
  }
}

const WWEIA_FAMILY: Array<[RegExp, Family]> = [
  [/^(cold cuts and cured meats|bacon|frankfurters|sausages|frankfurter sandwiches)$/, 'processedMeat'],
  [/^(beef, excludes ground|ground beef|pork|lamb, goat, game|liver and organ meats)$/, 'redMeat'],
  [/^(chicken|turkey|fish|shellfish)/, 'poultryFish'],
  [/^(cheese|cottage\/ricotta cheese)$/, 'cheese'],
  [/^eggs and omelets$/, 'egg'],
  [/vegetable oils/, 'oil'],
  [/^pizza$/, 'pizza'],
  [/soups|ramen/, 'soup'],
  [/sandwich|burgers/, 'sandwich'],
  [/^(yeast breads|rolls and buns|bagels and english muffins|tortillas)$/, 'bread'],
  [/chips|popcorn|pretzels|crackers/, 'saltySnack'],
  [/candy|cakes|cookies|doughnuts|ice cream|pudding|gelatins|cereal bars|sugars and honey/, 'sweets'],
  [/^(soft drinks|fruit drinks|sport and energy drinks)$/, 'sugaryDrink'],
  [/juice/, 'juice'],
  [/diet/, 'dietDrink'],
  [/^(beer|wine|liquor and cocktails)$/, 'alcohol'],
  [/condiments|sauces|gravies|dressings|mayonnaise|jams, syrups/, 'condiment'],
  [/^(butter and animal fats|margarine)$/, 'butter'],
  [/cream/, 'cream'],
  [/french fries|fried vegetables|nuggets/, 'fried'],
  [/ready to eat cereal|oatmeal|grits/, 'cereal'],
  [/flavored milk|milk shakes|yogurt/, 'flavoredDairy'],
  [/^milk|plant based milk/, 'dairy'],
  [/^(coffee|tea)$/, 'teaCoffee'],
  [/water/, 'water'],
  [/beans, peas, legumes|legume dishes|soy and meat alternative/, 'legume'],
  [/nuts and seeds/, 'nutSeed'],
  [/fruit|vegetable|apples|bananas|grapes|berries|melons|pears|pineapple|mango|tomatoes|carrots|broccoli|spinach|lettuce|cabbage|onions|corn|string beans/, 'fruitVeg'],
  [/rice|pasta|noodles|grains/, 'grain'],
];

/** OFF-style tags and other free categories: loose keyword rules. */
const LOOSE_FAMILY: Array<[RegExp, Family]> = [
  [/sausage|ham\b|hams|salami|bacon|hot dog|cured meat|charcuterie|deli meat/, 'processedMeat'],
  [/cheese/, 'cheese'],
  [/soda|soft drink|energy drink|sweetened beverage|fruit drink|lemonade/, 'sugaryDrink'],
  [/juice|nectar/, 'juice'],
  [/beer|wine|spirit|liquor|alcoholic|cider/, 'alcohol'],
  [/candy|candies|confection|chocolate|biscuit|cookie|cake|pastr|doughnut|donut|dessert|ice cream|sweet spread/, 'sweets'],
  [/chips|crisps|salty snack|crackers/, 'saltySnack'],
  [/yogurt|yoghurt|dairy dessert/, 'flavoredDairy'],
  [/\bmilk/, 'dairy'],
  [/breakfast cereal/, 'cereal'],
  [/bread/, 'bread'],
  [/pizza/, 'pizza'],
  [/soup|broth/, 'soup'],
  [/sauce|condiment|dressing|ketchup|mayonnaise/, 'condiment'],
  [/\boils?\b/, 'oil'],
  [/butter|margarine/, 'butter'],
  [/\beggs?\b/, 'egg'],
  [/legume|bean|lentil|chickpea|pulses/, 'legume'],
  [/nut|seed/, 'nutSeed'],
  [/fruit|vegetable|salad/, 'fruitVeg'],
  [/water/, 'water'],
  [/coffee|\btea\b|teas\b/, 'teaCoffee'],
  [/beef|pork|lamb|veal|meat/, 'redMeat'],
];

const NO_KIND: PartKind = {
  beverage: false, water: false, teaOrCoffee: false, fatOilNut: false, cheese: false, redMeat: false,
  processedMeat: false, ultraProcessed: false, sweeteners: false, fvlShare: 0, intrinsicSugars: false,
  juice: false, family: 'other',
};

/**
 * What the description says a mixed dish contains. FNDDS names its dishes' vegetables
 * ("caesar garden salad, chicken and/or turkey, lettuce, tomato, cheese"); a category share
 * of 0 for such a dish would make a tip say "no vegetables" about a salad. The estimate is
 * deliberately modest: a leafy base ("lettuce", "garden salad", "greens") is about half the
 * dish, each other named vegetable about a tenth, at most 40 %. Fruit is not counted from
 * names: "strawberry milk" or "apple pie" are flavours, not portions of fruit.
 */
const LEAFY_BASE = /\b(lettuce|garden salad|tossed salad|side salad|green salad|greens|spinach salad|salad greens|romaine)\b/;
const NAMED_VEGETABLES = /\b(tomato(?:es)?|vegetables?|carrots?|broccoli|peppers?|onions?|cabbage|celery|cucumbers?|zucchini|squash|mushrooms?|peas|green beans|string beans|corn|eggplant|cauliflower|asparagus|spinach|kale|collards|greens|okra|beets?|avocado|guacamole|salsa|lettuce|sprouts)\b/g;
const NOT_A_DISH = /cake|cookie|\bpies?\b|candy|pastr|doughnut|dessert|ice cream|bread|muffin|chips|cracker|cereal|snack|dressing/;

export function describedFvlShare(name: string): number {
  // "no lettuce", "without vegetables", "excluding carrots, broccoli": absent, not present.
  const present = name.toLowerCase().replace(/\b(no|without|excluding|except)\b[^,;]*(?:, (?:and )?[a-z -]+)*/g, ' ');
  if (LEAFY_BASE.test(present)) return 0.5;
  const named = new Set(present.match(NAMED_VEGETABLES) ?? []);
  return Math.min(0.4, named.size * 0.1);
}

/** Classifies one part from its category and name; tolerant of any category string. */
export function classifyPart(category: string, name: string): Readonly<PartKind> {
  // Pure in its two strings, and every rated result classifies each of its parts: kept, up to a
  // bound, and handed out frozen rather than copied (nothing that reads a kind changes it).
  return classified.remember(`${category}\u0000${name}`, () => Object.freeze(classifyFresh(category, name)));
}
const classified = new Memo<string, Readonly<PartKind>>(2_000);

function classifyFresh(category: string, name: string): PartKind {
  const kind = classifyByCategory(category, name);
  if (kind.fvlShare < 0.5 && !kind.beverage && !kind.fatOilNut && !kind.juice && !NOT_A_DISH.test(normalizeCategory(category))) {
    const described = describedFvlShare(name);
    if (described > kind.fvlShare) return { ...kind, fvlShare: described };
  }
  return kind;
}

function classifyByCategory(category: string, name: string): PartKind {
  const cat = normalizeCategory(category);
  const lowerName = name.toLowerCase();
  const sr = srKind(cat, lowerName);
  if (sr) {
    const kind = { ...NO_KIND, ...sr };
    if (kind.processedMeat) kind.ultraProcessed = true;
    return kind;
  }
  const family = familyOf(cat);
  const processedMeat = PROCESSED_MEAT.has(cat) || family === 'processedMeat';
  const beverage = WWEIA_BEVERAGES.has(cat) || /beverage|drinks\b|waters\b|juices\b|sodas\b|milks\b|teas\b|coffees\b|beers\b|wines\b/.test(cat);
  const fvlShare = /oil/.test(cat) && (isFvlOil(cat) || isFvlOil(lowerName)) ? 1 : WWEIA_FVL[cat] ?? looseFvl(cat);
  const juice = family === 'juice';
  return {
    beverage,
    water: WATER.has(cat),
    teaOrCoffee: cat === 'coffee' || cat === 'tea' || family === 'teaCoffee',
    fatOilNut: FAT_OIL_NUT.has(cat) || /vegetable oils|olive oils|\bnuts\b|seeds\b|nut butters|margarines/.test(cat),
    cheese: CHEESE.has(cat) || family === 'cheese',
    redMeat: RED_MEAT.has(cat) || processedMeat && !/chicken|turkey|poultry/.test(lowerName),
    processedMeat,
    ultraProcessed: ULTRA_PROCESSED.has(cat),
    sweeteners: DIET_DRINKS.has(cat) || (beverage && /\bdiet\b|sugar[- ]free|zero sugar|artificially sweetened/.test(`${cat} ${lowerName}`)),
    fvlShare,
    intrinsicSugars: (fvlShare >= 0.8 && !juice) || PLAIN_MILK.has(cat) || /^yogurt|plain yogurt/.test(cat) && /plain/.test(lowerName),
    juice,
    family: WATER.has(cat) ? 'water' : family,
  };
}

/** The family a (normalised) category names, from the first pattern that fits: a property of the category alone, kept per category. */
function familyOf(cat: string): Family {
  return families.remember(cat, () => (WWEIA_FAMILY.find(([pattern]) => pattern.test(cat)) ?? LOOSE_FAMILY.find(([pattern]) => pattern.test(cat)))?.[1] ?? 'other');
}
const families = new Memo<string, Family>(2_000);

/** Olive, rapeseed (canola) and walnut oils count in the fruit/vegetable/legume share, as in Nutri-Score. */
function isFvlOil(text: string): boolean {
  // Anchored at the start: "dressing made with olive oil" is a dressing, not an oil.
  return /^(extra virgin |virgin )?(olive|rapeseed|canola|colza|walnut) oils?\b|^oil, (olive|canola|rapeseed|walnut)\b/.test(text);
}

function looseFvl(cat: string): number {
  if (/juice/.test(cat)) return /drink|nectar/.test(cat) ? 0.3 : 1;
  if (/fruits?\b|vegetables?\b|legumes?\b|pulses|beans|lentils|chickpeas/.test(cat) && !/flavou?red|with fruit|drink|cake|bar/.test(cat)) return 1;
  return 0;
}
