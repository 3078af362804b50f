import { stem } from '../foods/index.js';
/*
 * Words describeMeal reads as descriptions of a food rather than foods (issue 23). Kept as data,
 * one table per kind, so another language adds its own table rather than code.
 */

/** Parts or states every food of its kind has: "with the skin", "including the peel", "with ice". */
export const FOOD_PARTS: ReadonlySet<string> = new Set(
  'skin skins peel peels rind rinds bone bones coating breading batter ice liquid liquids solids juices drippings shell shells fat'.split(' '),
);

/**
 * How a food is served, never a food after another one: "a cola with ice", "bourbon on the
 * rocks", "a smoothie with a straw". Only a piece made of nothing else is read this way ("ice
 * cream" is food).
 */
export const SERVING_WORDS: ReadonlySet<string> = new Set(
  'ice ices cube cubes crushed rocks straw straws lid lids toothpick toothpicks skewer skewers napkin napkins glass mug'.split(' '),
);

/**
 * Words that, after a food, say something about it and never name a second food: how much of
 * it ("both the lean and fatty portions", "skin intact", "complete with"), what it was heated
 * in ("heated in the microwave"), where it was listed ("on the menu"), and what it was made
 * with that is no food ("sweetened with aspartame", "enriched with calcium and vitamin D").
 */
export const ABOUT_A_FOOD: ReadonlySet<string> = new Set(
  ('intact left on attached included removed complete completely both all entire whole own natural either unknown variety assortment ' +
    'portion portions section sections part parts fatty visible edible separable menu ' +
    'microwave oven stove stovetop skillet pan grill toaster air-fryer ' +
    'caffeine caffeine-free aspartame sucralose saccharin acesulfame vitamin vitamins mineral minerals calcium potassium iron zinc ' +
    'magnesium dha ara omega-3 ascorbic acid folic niacin riboflavin thiamin b12 d a c e k').split(' '),
);

/**
 * Words that count pieces of the food before, never a food of their own: "1 ounce of almonds,
 * about 23 whole kernels" says the ounce again in kernels.
 */
export const COUNTED_PIECES: ReadonlySet<string> = new Set('kernel kernels piece pieces halves nut nuts pod pods'.split(' '));

/** Fraction words that size a piece of a whole ("one-eighth of a pie", "a sixth of the cake"). */
export const FRACTION_WORDS = /^((one|a)-)?(half|halves|third|thirds|quarter|quarters|fourth|fourths|fifth|fifths|sixth|sixths|eighth|eighths|tenth|tenths|twelfth|twelfths|sixteenth|sixteenths)$/;

/**
 * A word naming the kind of food the food before it is ("both the meat and skin" of a chicken
 * leg, "the fruit and syrup" of canned pears), by the FNDDS/SR category that kind covers.
 */
export const KIND_OF_FOOD: Readonly<Record<string, RegExp>> = {
  meat: /chicken|turkey|poultry|beef|pork|lamb|meat|sausage|frankfurter|bacon|fish|game|ham|veal/i,
  fruit: /fruit|apple|pear|peach|berr|citrus|melon|grape|mango|banana|pineapple|strawberr/i,
  vegetable: /vegetable|bean|carrot|broccoli|spinach|cabbage|corn|onion|tomato|potato/i,
  vegetables: /vegetable|bean|carrot|broccoli|spinach|cabbage|corn|onion|tomato|potato/i,
  fish: /fish|seafood|finfish|shellfish/i,
};

/** Words that say what form a food is in: the ranking compares the phrase's with the name's. */
export const FORM_WORDS: ReadonlySet<string> = new Set(
  ('raw fresh uncooked cooked prepared unprepared canned frozen dried dry dehydrated powder powdered mix concentrate ' +
    'juice nectar fried baked boiled roasted grilled steamed broiled stewed smoked pickled sweetened unsweetened ' +
    'breaded mashed creamed diet light nonfat lowfat reduced condensed evaporated instant regular').split(' '),
);
/** Forms far denser than the food as eaten: a juice matched to the dried fruit, a drink to its powder. */
export const DENSE_FORMS: ReadonlySet<string> = new Set(['dri', 'powder', 'mix', 'concentrate', 'condensed', 'evaporated', 'instant']);

/**
 * Settings a meal's words can name and the foods made for them: baby food for a baby, a fast-food
 * item from a restaurant. The ranking compares the meal's settings with the candidate's category.
 */
export const SETTINGS: ReadonlyArray<{ words: RegExp; foods: RegExp }> = [
  { words: /\b(baby|babies|infants?|toddlers?|strained|junior|stage \d|gerber|beech-nut|earth's best)\b/i, foods: /\bbaby|babyfood|infant|toddler/i },
  { words: /\b(restaurant|fast[- ]food|drive[- ]thru|takeout|take-out|chain)\b/i, foods: /\bfast food|restaurant/i },
  { words: /\bschool\b/i, foods: /\bschool\b/i },
];

/**
 * What a dish is made on or in: "a ham sandwich on wheat bread" is the sandwich, its bread
 * included; "a chicken wrap in a flour tortilla" the wrap. A part named after such a dish, by
 * its head word, is the dish's own (matched by the dish's category and name).
 */
export const DISH_PARTS: Readonly<Record<string, RegExp>> = {
  bread: /sandwich|burger|toast|bruschetta/i,
  slices: /sandwich/i,
  // A frankfurter or a sausage alone ("Bratwurst", "Hot dog, beef") is no sandwich: the bun it is
  // put on is a food of its own; FNDDS's sandwiches ("Hot dog sandwich, …, on white bun") carry it.
  bun: /burger|sandwich/i,
  buns: /burger|sandwich/i,
  roll: /sandwich|burger/i,
  tortilla: /burrito|taco|wrap|quesadilla|enchilada|tortilla|fajita/i,
  tortillas: /burrito|taco|wrap|quesadilla|enchilada|tortilla|fajita/i,
  shell: /taco/i,
  crust: /pizza|pie|quiche|tart|cheesecake|cobbler/i,
  pastry: /pie|turnover|strudel|tart/i,
  dough: /pizza|calzone|dumpling/i,
  cone: /ice cream|frozen yogurt|gelato/i,
};

/**
 * Words of origin (kind.ts): said of many dishes ("Spanish rice", "Spanish coffee bread"), they
 * name a food alone only where it is its everyday name. Stemmed as the kinds are.
 */
export const ORIGIN_WORDS: ReadonlySet<string> = new Set(
  'spanish english french italian german greek turkish polish irish scottish welsh danish swedish norwegian dutch belgian swiss austrian russian hungarian portuguese mexican cuban puerto brazilian argentinian peruvian chilean american canadian asian chinese japanese korean thai vietnamese filipino indian pakistani persian lebanese moroccan ethiopian african caribbean jamaican hawaiian cajun creole southern western mediterranean oriental'.split(' ').map(stem),
);

/** Words that join nothing and name nothing. */
export const PLAIN_WORDS: ReadonlySet<string> = new Set(
  ('a an the of and or with in on to for from at by off into out up over under about as like but so if than then not no ' +
    'some any all every one this that these those my your our his her their its me him us them you it ' +
    // a food log's closers ("a banana, nothing else", "2 eggs, that's it")
    "nothing else that's thats").split(' '),
);
/** Chat's own interjections, hedges and verdicts: they end a food log's line ("2 twix haha", "a mcchicken maybe", "fries so good") without being its head. */
export const INTERJECTIONS: ReadonlySet<string> = new Set('lol haha hahaha lmao omg ugh yay oops ok okay hmm yes yeah nope wow maybe probably perhaps possibly good great amazing awesome'.split(' '));
