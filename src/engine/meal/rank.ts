import { stem, type Food } from '../foods/index.js';
import type { FoodFeatures } from '../foods/food-features.js';
import { DESCRIPTORS } from './parse.js';
import { FORM_WORDS, DENSE_FORMS, SETTINGS } from './vocabulary.js';
import { RANKING_WEIGHTS } from './ranking-weights.data.js';
import { LEFT_OUT } from './kind.js';

/*
 * Ranking a mention's candidate foods (issue 23). Each candidate the search returns is described
 * by a few class-level features (the search's own score, head noun, modifiers, form words, how
 * generic or specific its name is, its source); its rank is their weighted sum. The weights are
 * fitted offline on NutriBench's train split by bench/fit-meal-ranking.ts and shipped as data
 * (ranking-weights.data.ts, provenance in public/data/README.md): tens of numbers, nothing per
 * food or per sentence.
 */

/** The features, in the order of the weights. */
export const RANK_FEATURES = [
  'score', // the search's score (0–1.x)
  'head', // the food's head noun is the phrase's head noun
  'modifiers', // "no X"/"without X" agreement (match.ts modifierBonus)
  'sideHead', // "X with Y": the food is the accompaniment Y
  'noPortion', // a count or household measure, and the food has no USDA portion to answer it
  'whole', // a bare fraction ("half a pie") and the food is weighed whole
  'formAgree', // form words (raw, cooked, canned, dried, juice …) the phrase and the name share
  'formConflict', // form words the name has and the phrase does not
  'denseConflict', // the name is a dense form (dried, powder, dry mix, concentrate) the phrase does not say
  'generic', // the name is USDA's generic entry ("NFS", "NS as to …")
  'extraWords', // share of the name's words the phrase does not have
  'fndds', // an FNDDS "as eaten" food (1) or an SR28 one (0)
  'settingAgree', // the meal names a setting (a baby, a restaurant) the food is made for
  'settingConflict', // the food is made for a setting the meal does not name
  'addedUnsaid', // sweet or coating words the name adds and the phrase never says ("Walnuts, honey roasted" for "walnuts")
  'lighterUnsaid', // the name is a lighter version (low-fat, diet, light, sugar free …) and the phrase says no such word ("Muffin, …, low-fat" for "a muffin")
  'sandwichUnsaid', // the food is a sandwich or a burger (its category) and the phrase names no bread, bun, sandwich or burger ("Hot dog sandwich, …, on white bun" for "a hot dog")
  'namesAll', // the name carries every naming word of the phrase (descriptors and form words left out; a phrase "X with Y" counts none), and it is no maker's product ("Beef, ribeye cap steak, …" for "a boneless ribeye cap steak", where "Beef, steak, NFS" carries two of three)
  'mixUnmade', // the phrase says its food was made up from a mix, powder, concentrate or dry form ("butterscotch pudding whipped up from a boxed mix", "limeade mixed from concentrate"), and the name is that form itself, not made up ("Puddings, vanilla, dry mix, regular")
  'cutProcessed', // the name shares the phrase's knife word (sliced, diced, chopped …) and is a processed form (frozen, canned, sweetened, in syrup, dried) the phrase never says ("Strawberries, frozen, sweetened, sliced" for "sliced strawberries")
] as const;
export type RankFeature = (typeof RANK_FEATURES)[number];

/** The weights in use: fitted ones, or (for a feature the fit left out) the hand-set ones. */
export const WEIGHTS: readonly number[] = RANK_FEATURES.map((name) => RANKING_WEIGHTS[name] ?? 0);

/** The hand-set ranking the join test's costs (match.ts) were chosen on. */
const HAND_WEIGHTS: Readonly<Partial<Record<RankFeature, number>>> = { score: 1, head: 0.12, modifiers: 1, sideHead: -0.25, noPortion: -0.5, whole: 0.1 };
export const JOIN_WEIGHTS: readonly number[] = RANK_FEATURES.map((name) => HAND_WEIGHTS[name] ?? 0);

export function rankOf(features: readonly number[], weights: readonly number[] = WEIGHTS): number {
  let sum = 0;
  for (let i = 0; i < features.length; i++) sum += features[i]! * weights[i]!;
  return sum;
}

interface NameWords {
  /** The name's stemmed content words without descriptors ("sliced", "large") or what it leaves out: what extraWords counts. */
  content: readonly string[];
  forms: readonly string[];
  generic: boolean;
  /** What the name says was added to the food: a sweet or a coating (ADDITIONS), stemmed. */
  added: readonly string[];
  /** The name is a lighter version of the food (LIGHTER): low-fat, nonfat, diet, light, reduced or free of something. */
  lighter: boolean;
  /** The settings (vocabulary.ts SETTINGS) the food's category and name belong to, as bits. */
  settings: number;
  /** The food is a sandwich or a burger whose name says its bread (isSandwich). */
  sandwich: boolean;
  /** The name is a maker's product (MAKER): namesAll does not credit it. */
  maker: boolean;
  /** The name is a dense form as sold, not made up (isUnmadeForm): a mix, a powder, a concentrate, a dry grain. */
  unmade: boolean;
  /** The knife words the name carries (KNIFE_WORDS), stemmed: none for most foods. */
  knife: readonly string[];
  /** The processings the name carries (PROCESSED): frozen, canned, sweetened, in syrup, dried. */
  processed: readonly string[];
}
const nameWordsByFood = new WeakMap<Food, NameWords>();
function nameWords(food: Food, shipped?: (id: string) => FoodFeatures | undefined): NameWords {
  let known = nameWordsByFood.get(food);
  if (!known) {
    const { content, forms, added, marks } = shipped?.(food.id) ?? nameFeatures(food);
    let settings = 0;
    for (const mark of marks) if (mark !== GENERIC && mark !== LIGHTER_MARK) settings |= 1 << SETTING_MARKS.indexOf(mark);
    known = { content, forms, generic: marks.includes(GENERIC), added, settings, lighter: marks.includes(LIGHTER_MARK), sandwich: isSandwich(food), maker: MAKER.test(food.name), unmade: isUnmadeForm(food.name), ...processing(food.name, forms, added) };
    nameWordsByFood.set(food, known);
  }
  return known;
}
/** The marks a name's yes-or-no features ship as (FoodFeatures.marks): USDA's generic entry, a lighter version, and each setting by its place. */
const GENERIC = 'generic';
const LIGHTER_MARK = 'lighter';
const SETTING_MARKS = SETTINGS.map((_, i) => `setting ${i}`);
/**
 * What the ranking reads of a name, worked out from the name and category (the data build ships
 * it: meal/food-features.ts, so a food's first look reads it instead of running the regexes).
 */
export function nameFeatures(food: Food): Pick<FoodFeatures, 'content' | 'forms' | 'added' | 'marks'> {
  const name = food.name.toLowerCase();
  const raw = name.split(/[^a-z%]+/).filter((w) => w.length > 1 && !NAME_FUNCTION_WORDS.has(w));
  const words = [...new Set(raw.map(stem))];
  const content = words.filter((w) => !DESCRIPTORS.has(w));
  const forms = [...new Set(raw.filter((w) => FORM_WORDS.has(w)).map(formOf))];
  const absent = leftOut(food);
  const marks: string[] = [];
  if (/\bnfs\b|\bns as to\b/.test(name)) marks.push(GENERIC);
  if (isLighter(food.name)) marks.push(LIGHTER_MARK);
  const said = `${food.category} ${food.name}`;
  SETTINGS.forEach((setting, i) => {
    if (setting.foods.test(said)) marks.push(SETTING_MARKS[i]!);
  });
  return {
    content: absent.size === 0 ? content : content.filter((w) => !absent.has(w)),
    forms: absent.size === 0 ? forms : forms.filter((w) => !absent.has(w)),
    added: additionsOf(food, absent),
    marks,
  };
}
/**
 * What a name says the food leaves out ("Walnuts, excluding honey roasted", "…, without salt",
 * "…, no sugar added", "flavors other than chocolate", "skin and breading removed"), with the word that says so: an absence, never a word the name adds. Left
 * in, "Walnuts, excluding honey roasted" counted honey and roasting as unsaid additions just as
 * "Walnuts, honey roasted" did, so the two looked alike to the ranking. Stemmed, and as form words.
 */
const REMOVED = /\b(removed|not eaten)\b/;
function leftOut(food: Food): ReadonlySet<string> {
  const out = new Set<string>();
  for (const segment of food.name.toLowerCase().split(',')) {
    const words = segment.trim().split(/[^a-z%]+/).filter(Boolean);
    // "skin and breading removed", "skin / coating not eaten": the whole segment is what was left.
    const removed = REMOVED.test(segment);
    const at = removed ? 0 : words.findIndex((w, i) => LEFT_OUT.test(w) || (w === 'other' && words[i + 1] === 'than'));
    if (at < 0) continue;
    for (const w of words.slice(at)) {
      out.add(stem(w));
      out.add(formOf(w));
    }
  }
  return out;
}
/**
 * Words by which a name says something sweet or a coating was added to the food: honey-roasted
 * walnuts, candied pecans, chocolate-covered almonds, fruit in syrup, breaded fish. A person who
 * says only "walnuts" means none of them; the fit weighs how much that counts.
 */
const ADDITIONS = new Set(
  'honey sugar sugared sweetened candied glazed frosted coated covered syrup caramelized breaded battered'
    .split(' ')
    .map(stem),
);
const FRIED = stem('fried');
const COATINGS = ['coated', 'breaded', 'battered'].map(stem);
/**
 * "reduced sugar", "low sugar", "less sugar": the name says less of it, not that it was added; and
 * "sugar free" ("Cookie, peanut butter, sugar free") says none was.
 */
const LESS = new Set(['reduced', 'low', 'less', 'lower', 'lite']);
function additionsOf(food: Food, absent: ReadonlySet<string>): string[] {
  const out = new Set<string>();
  for (const segment of food.name.toLowerCase().split(',')) {
    const words = segment.split(/[^a-z]+/).filter(Boolean);
    words.forEach((w, i) => {
      const s = stem(w);
      if (ADDITIONS.has(s) && !absent.has(s) && !(i > 0 && LESS.has(words[i - 1]!)) && words[i + 1] !== 'free') out.add(s);
    });
  }
  return [...out];
}
/**
 * A name that says the food is a lighter version of itself: less fat, sugar, calories or salt, or
 * diet. A person who says only "a muffin", "ranch dressing", "a cola" means the regular one, and
 * says "low-fat", "diet", "light", "skim", "sugar-free" when they mean the other: a class of
 * every food USDA lists in both versions, for the fit to weigh (LIGHTER_SAID is what the words
 * say of it, coarsely: any such word counts).
 */
const LIGHTER = /\b(?:diet|light|lite|skim|nonfat|non-fat|lowfat|low[- ](?:fat|calorie|calories|sugar|sodium|salt|carb)|reduced[- ](?:fat|calorie|sugar|sodium)|(?:fat|sugar|calorie)[- ]free|sugarless|no sugar added|reduced calorie)\b/i;
/** What the food is, not what it was made with: "Hot chocolate, …, made with reduced fat (2%) milk" is no lighter cocoa. */
function isLighter(name: string): boolean {
  return name.split(',').some((segment) => !MADE_WITH.test(segment) && LIGHTER.test(segment));
}
const MADE_WITH = /\b(?:with|made|prepared)\b/i;
const LIGHTER_SAID = new Set(['diet', 'light', 'lite', 'skim', 'nonfat', 'lowfat', 'low', 'reduced', 'free', 'sugarless', 'less', 'lean', 'zero', 'skinny', 'non'].map(stem));
const NAME_FUNCTION_WORDS = new Set(['nfs', 'ns', 'as', 'to', 'and', 'or', 'with', 'in', 'of', 'the', 'from', 'type', 'made', 'on', 'for', 'not', 'further', 'specified']);
/** Spellings of one form ("dehydrated" is dried, "fresh" is raw) read as one. */
const formOf = (w: string) => FORM_ALIASES[w] ?? stem(w);
const FORM_ALIASES: Readonly<Record<string, string>> = { dehydrated: 'dri', dried: 'dri', dry: 'dri', powdered: 'powder', fresh: 'raw', uncooked: 'raw', unprepared: 'raw', prepared: 'cook', cooked: 'cook' };

/**
 * Words of what a cook does to a food at home with a knife, a masher or a grater. USDA writes them
 * mostly in the names of processed rows ("Strawberries, frozen, sweetened, sliced", "Apples,
 * canned, sweetened, sliced, drained", "Spinach, frozen, chopped or leaf"), where they say how the
 * factory cut the food; the fresh rows ("Strawberries, raw") carry no cut. So the search scores the
 * processed row higher for "sliced strawberries", though a person who slices a fresh fruit means
 * the fresh fruit. "Drained" is not one: it says the solids of a canned food, which USDA names so.
 */
const KNIFE_WORDS = new Set('sliced diced chopped cubed halved quartered shredded grated mashed crushed pitted peeled cored minced julienned'.split(' ').map(stem));
/**
 * What a factory does to a food that changes what a cup of it weighs in energy (sugar, syrup) or
 * water (frozen blocks, cans, drying), and that a person says when it is what they ate: "frozen
 * peaches", "canned cherries", "peaches in syrup", "dried apricots". Stemmed, as form words read.
 */
const PROCESSED = new Set(['frozen', 'canned', 'sweetened', 'dried', 'syrup'].map(formOf));
/** Words by which a phrase says its food came from a can though it says no form word: "a can of", "drained". */
const FROM_A_CAN = new Set(['can', 'cans', 'tin', 'tins', 'tinned', 'drained'].map(stem));
const CANNED = formOf('canned');
function processing(name: string, forms: readonly string[], added: readonly string[]): { knife: string[]; processed: string[] } {
  const knife = [...new Set(name.toLowerCase().split(/[^a-z]+/).map(stem).filter((w) => KNIFE_WORDS.has(w)))];
  if (knife.length === 0) return { knife, processed: [] };
  return { knife, processed: [...forms, ...added].filter((w) => PROCESSED.has(w)) };
}
/**
 * The name matches the phrase by a knife word and is a processed form the phrase never says
 * (KNIFE_WORDS): the cut is no evidence for the processing.
 */
function cutProcessed(name: NameWords, phrase: PhraseWords): number {
  if (name.processed.length === 0 || !name.knife.some((w) => phrase.stems.has(w))) return 0;
  let fromACan = false;
  for (const w of phrase.stems) if (FROM_A_CAN.has(w)) fromACan = true;
  return name.processed.some((w) => !phrase.said.has(w) && !phrase.parts.has(w) && !(w === CANNED && fromACan)) ? 1 : 0;
}

/**
 * A food served on a bread: USDA's sandwich and burger categories (WWEIA's "Frankfurter
 * sandwiches", "Deli and cured meat sandwiches", "Burgers", "Vegetable sandwiches/burgers" …) and
 * SR's fast-food sandwiches. By the category, not the word: "Cookies, vanilla sandwich" and
 * "Crackers, sandwich" are no sandwich of bread.
 */
const SANDWICH_CATEGORY = /sandwiches\b|\bburgers\b/i;
const FAST_FOOD = /^(?:fast foods|restaurant foods)$/i;
function isSandwich(food: Food): boolean {
  if (!SANDWICH_CATEGORY.test(food.category) && !(FAST_FOOD.test(food.category) && /\bsandwich\b/i.test(food.name))) return false;
  // And its name says the bread: "Big Mac (McDonalds)", "Quarter Pounder (McDonalds)" are named
  // by the product, which says the bun for the person who says it.
  return food.name.toLowerCase().split(/[^a-z]+/).some((w) => w !== '' && saysSandwich(stem(w)));
}
/**
 * Words by which a phrase says its food is on a bread: the sandwich itself, the bread it is on,
 * or a dish that is one (a burger, a sub, a wrap, a BLT). A phrase without any ("a hot dog", "an
 * egg", "turkey and cheese") names the filling, and the sandwich's bun is a food it never said.
 */
const SANDWICH_SAID = new Set(
  'sandwich sandwiches sub subs hoagie hero grinder bun buns roll rolls bread toast biscuit bagel croissant muffin tortilla wrap pita panini slider melt club blt gyro'
    .split(' ')
    .map(stem),
);
const saysSandwich = (s: string) => SANDWICH_SAID.has(s) || s.endsWith('burger');

/**
 * A food as sold in a dense form that is made up before it is eaten: a dry mix, a powder, a
 * concentrate, a condensed soup, a dry grain or pasta ("Puddings, vanilla, dry mix, regular",
 * "Orange juice, frozen concentrate, unsweetened, undiluted", "Gravy, brown, dry"), and not the
 * made-up food USDA lists beside it ("…, dry mix, prepared with whole milk", "Orange juice, …,
 * reconstituted", "Pudding, tapioca, made from dry mix", "Orange juice, …, includes from concentrate"). A cup of the one weighs several times
 * the other's carbohydrate. "Dry roasted" is a way of roasting, no dense form.
 */
const DENSE_SOLD = /\b(?:dry|mix|powder|powdered|concentrate|condensed|dehydrated|undiluted|unprepared|not reconstituted)\b/;
const MADE_UP_NAME = /\b(?:prepared|made|from|reconstituted|diluted|cooked|boiled|stewed|with water|ready-to-(?:drink|serve|eat))\b/;
function isUnmadeForm(name: string): boolean {
  const lower = name.toLowerCase().replace(/\bdry[- ]roasted\b/g, '').replace(/\bnot reconstituted\b/g, 'unprepared');
  return DENSE_SOLD.test(lower) && !MADE_UP_NAME.test(lower);
}
/**
 * The phrase says its food was made up from a dense form: a verb of making (or "from", "using")
 * before the form ("pudding whipped up from a boxed mix", "cocoa stirred from powder and oat milk",
 * "limeade mixed from concentrate", "porridge cooked from dry oats"), the form made up with water or milk ("a mix
 * with water"), or the made-up form's own word ("reconstituted", "diluted"). The person ate the
 * made-up food, not the mix. Said without any of these ("a sachet of drink mix", "two scoops of
 * whey powder") the words name the dense form itself, and nothing here fires.
 */
const MADE_UP_SAID = [
  /\b(?:made|prepared|mixed|reconstituted|diluted|stirred|whisked|blended|cooked|using|from)\b[^,;.]*?\b(?:mix|mixes|powder|powdered|concentrate|condensed|dry)\b(?![- ]roasted)/,
  /\b(?:mix|mixes|powder|powdered|concentrate|condensed|dry)\b(?![- ]roasted)[^,;.]*?\b(?:with|and|in|into|using)\b[^,;.]*?\b(?:water|milk)\b/,
  /\b(?:reconstituted|diluted)\b/,
];
export function saysMadeUp(phrase: string): boolean {
  const lower = phrase.toLowerCase();
  return MADE_UP_SAID.some((pattern) => pattern.test(lower));
}

/** What the ranking reads of a phrase: made once per phrase, compared with every candidate. */
export interface PhraseWords {
  said: ReadonlySet<string>;
  stems: ReadonlySet<string>;
  /** The stems and the parts of hyphenated words ("honey-roasted" says honey): what an addition is looked up in. */
  parts: ReadonlySet<string>;
  /** The phrase names a bread its food is on, a sandwich or a burger (SANDWICH_SAID). */
  sandwich: boolean;
  /**
   * The stems that name the dish (namesAll): its words before "with" ("a waffle with strawberries"
   * is a waffle; the strawberries are its side, which the ranking's sideHead reads), without
   * descriptors ("large", "sliced") or form words ("cooked"), which formAgree weighs.
   */
  naming: readonly string[];
  /** The phrase says its food was made up from a mix, powder, concentrate or dry form (saysMadeUp). */
  madeUp: boolean;
}
export function phraseWords(words: readonly string[], dish: readonly string[] = words, madeUp = false): PhraseWords {
  const stems = new Set(words.map(stem));
  const parts = new Set(stems);
  for (const w of words) if (w.includes('-')) for (const part of w.split('-')) if (part) parts.add(stem(part));
  // USDA's fried foods are coated ("Chicken breast, fried, coated"): "fried" says the coating.
  if (parts.has(FRIED)) for (const w of COATINGS) parts.add(w);
  let sandwich = false;
  for (const w of parts) if (saysSandwich(w)) sandwich = true;
  const naming = [...new Set(dish.filter((w) => !FORM_WORDS.has(w)).map(stem))].filter((w) => !DESCRIPTORS.has(w));
  return { said: new Set(words.filter((w) => FORM_WORDS.has(w)).map(formOf)), stems, parts, sandwich, naming, madeUp };
}

/**
 * The class-level features of a candidate that do not depend on the matcher's own rules. `shipped`
 * gives the data's per-food lists (FoodDatabase.features), read on the food's first look-up only.
 */
export function textFeatures(food: Food, phrase: PhraseWords | readonly string[], shipped?: (id: string) => FoodFeatures | undefined): { formAgree: number; formConflict: number; denseConflict: number; generic: number; extraWords: number; fndds: number; addedUnsaid: number; lighterUnsaid: number; sandwichUnsaid: number; namesAll: number; mixUnmade: number; cutProcessed: number } {
  const name = nameWords(food, shipped);
  const read = Array.isArray(phrase) ? phraseWords(phrase) : (phrase as PhraseWords);
  const { said, stems, parts, sandwich, naming, madeUp } = read;
  let added = 0;
  for (const w of name.added) if (!parts.has(w)) added++;
  let agree = 0;
  let conflict = 0;
  let dense = 0;
  for (const form of name.forms) {
    if (said.has(form)) agree++;
    else {
      conflict++;
      if (DENSE_FORMS.has(form)) dense++;
    }
  }
  const content = name.content;
  let unsaid = 0;
  for (const w of content) if (!stems.has(w)) unsaid++;
  const extra = content.length === 0 ? 0 : unsaid / content.length;
  let lighter = 0;
  if (name.lighter) {
    lighter = 1;
    for (const w of parts) if (LIGHTER_SAID.has(w)) lighter = 0;
  }
  return { formAgree: agree, formConflict: conflict, denseConflict: dense, generic: name.generic ? 1 : 0, extraWords: extra, fndds: food.source === 'fndds' ? 1 : 0, addedUnsaid: added, lighterUnsaid: lighter, sandwichUnsaid: name.sandwich && !sandwich ? 1 : 0, namesAll: !name.maker && carriesAll(name.content, naming) ? 1 : 0, mixUnmade: madeUp && name.unmade ? 1 : 0, cutProcessed: cutProcessed(name, read) };
}
/** The name's content words carry every naming word of the phrase (none when it names nothing but forms and descriptors). */
function carriesAll(content: readonly string[], naming: readonly string[]): boolean {
  return naming.length > 0 && naming.every((w) => content.includes(w));
}
/**
 * A maker's product: SR's branded foods write the maker or the product in capitals
 * ("CAMPBELL'S …", "KELLOGG'S, EGGO, …"); USDA's "NFS" is no name. Its long name carries the
 * words of the dish it is one version of ("…, Chicken Tortilla Soup"), so carrying them all says
 * nothing of whether that maker's version was meant: the fit finds no gain in crediting it
 * (docs/engine.md, Session 16).
 */
const MAKER = /\b(?!NFS\b)[A-Z][A-Z'&]{2,}/;

/**
 * Does the name add something sweet the phrase never says ("Coconut cream, canned, sweetened" for
 * "coconut cream")? A coating is left out: USDA's patties and nuggets are breaded as eaten.
 */
export function addsSweetUnsaid(food: Food, phrase: PhraseWords): boolean {
  return nameWords(food).added.some((w) => !COATINGS.includes(w) && w !== stem('covered') && !phrase.parts.has(w));
}

/** The settings (vocabulary.ts SETTINGS) the meal's text names, as bits. */
export function settingsOf(text: string): number {
  let mask = 0;
  SETTINGS.forEach((setting, i) => {
    if (setting.words.test(text)) mask |= 1 << i;
  });
  return mask;
}

/** Agreement of the meal's settings with the food's (its category and name). */
export function settingFeatures(food: Food, mask: number, shipped?: (id: string) => FoodFeatures | undefined): { agree: number; conflict: number } {
  const own = nameWords(food, shipped).settings;
  let agree = 0;
  let conflict = 0;
  for (let i = 0; i < SETTINGS.length; i++) {
    const bit = 1 << i;
    if (own & bit) {
      if (mask & bit) agree++;
      else conflict++;
    }
  }
  return { agree, conflict };
}
