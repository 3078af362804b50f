import { commonFoodNamed, hasWholePortion, isPartWord, stem, USDA_GROUP_WORDS, words, type Food, type SearchHit } from '../foods/index.js';
import { vocabularyKey, type FoodIndex } from '../foods/food-index.js';
import { DESCRIPTORS, type Modifier } from './parse.js';
import { derivedPerOwner, memoPerOwner, Memo } from '../cache/memo.js';
import { ABOUT_A_FOOD, FOOD_PARTS, KIND_OF_FOOD } from './vocabulary.js';
import { carries, mentionOf } from './kind.js';
import { isInediblePart } from './left-out.js';
import { SYNONYMS, synonymKeyWords } from '../foods/synonyms.js';
import { JOIN_WEIGHTS, RANK_FEATURES, addsSweetUnsaid, phraseWords, type PhraseWords, rankOf, saysMadeUp, settingFeatures, textFeatures } from './rank.js';

/*
 * From food words to one database food: the search ranks, this module decides whether the
 * best hit is good enough to stand behind, and applies "no X"/"without X" by preferring a
 * variant that says so.
 */

/** Below this the search's own scale calls a match doubtful (see foods/types.ts). */
const MIN_SCORE = 0.4;
/** When some words are not food words at all ("my car is blue"), ask for a clear match. */
const MIN_SCORE_WITH_FOREIGN = 0.8;
const FUNCTION_WORDS = new Set(['of', 'and', 'or', 'with', 'in', 'on', 'to', 'for', 'from', 'a', 'an', 'the', 'at', 'by', 'off', 'into', 'either']);

export interface Match {
  food: Food;
  /** The search's score. */
  score: number;
  /** The ranking's value of the food (rank.ts). */
  rank: number;
  /**
   * How well the phrase names a food at all, on the join scale (the hand-set ranking the join
   * costs were chosen on), so that fitting the choice among foods leaves the joins as they were.
   */
  joinRank: number;
}

/** The words of a phrase that could name a food (function words and numbers left out). */
export function contentWords(phrase: string): string[] {
  return phrase.split(/\s+/).filter((w) => w.length > 0 && !FUNCTION_WORDS.has(w) && !/^[\d.,/"-]+$/.test(w));
}

/**
 * A word that gathers foods is no food: "a blend of vegetables" is the vegetables (not "Beverages,
 * vegetable and fruit juice blend"), "a variety of meats" the meat (not "Beef, variety meats"), "a
 * mix of nuts" the nuts. Only in front, followed by "of" and several of one food: "a blend of corn and
 * canola oil", "a mix of lean meat and fat" name one food by what it is made of, and stay as they are.
 */
const GATHERING = /^(?:(?:a|an|the|some)\s+)?(?:mix|mixture|blend|variety|assortment|medley|selection|combination)\s+of\s+(?=[a-z])/;
function gatheredFoods(phrase: string): string {
  const rest = phrase.replace(GATHERING, '');
  if (rest === phrase || /\b(?:and|or)\b|,/.test(rest)) return phrase;
  // Several of one food ("vegetables", "meats", "nuts"): "a mix of black" or "a blend of corn" are a
  // piece of a longer name cut at its "and" ("a mix of red and black caviar"), and stay whole.
  const last = contentWords(rest).at(-1);
  return last !== undefined && /[^s]s$/.test(last) && stem(last) !== last ? rest : phrase;
}

/** Adverbs that only grade a preparation ("lightly salted", "finely chopped"). */
const GRADING = new Set(['lightly', 'heavily', 'freshly', 'thinly', 'finely', 'coarsely', 'slightly', 'generously', 'moderately', 'partially', 'fully', 'well']);
/** "seasoned", "salted", "oil-roasted": a participle (not "flaxseed", which only looks like one). */
const isParticiple = (w: string) => /^[a-z-]{3,}ed$/.test(w) && !/seed$/.test(w);

/**
 * The food words in English order. People add how a food was prepared after it ("artichoke
 * hearts, seasoned", "peanuts, lightly salted"); in front of the noun again, the noun is the
 * last word, as the head-noun rules (here and in the search) expect.
 */
export function foodWords(phrase: string): string[] {
  return inEnglishOrder(contentWords(gatheredFoods(withoutOwnJuice(phrase))));
}

/**
 * A food's own juice ("… retains its natural juices", "peaches in their own juice") is the food,
 * never a juice of its own: after a food, "own / natural juice(s)" is left out ("a chicken breast
 * that keeps its natural juices" was "Fruit juice, NFS"). "ham with natural juices" is SR's own
 * name for a ham and stays; said alone, a juice stays a juice.
 */
const OWN_JUICE = /\s+(?:(?:its|their|the)\s+)?(?:own|natural)\s+juices?\b.*$/;
/** "ham with natural juices" is SR's own name for a ham, and stays. */
const WITH_JUICE = /\bwith\s+(?:(?:its|their|the)\s+)?(?:own|natural)\s+juices?\b/;
function withoutOwnJuice(phrase: string): string {
  if (WITH_JUICE.test(phrase)) return phrase;
  const rest = phrase.replace(OWN_JUICE, '');
  return rest !== phrase && contentWords(rest).length > 0 ? rest : phrase;
}
function inEnglishOrder(words: string[]): string[] {
  let cut = words.length;
  while (cut > 1 && (isParticiple(words[cut - 1]!) || (GRADING.has(words[cut - 1]!) && cut < words.length))) cut--;
  // Only a trailing clause after a food: "fried" alone, or "breaded and fried", stays as it is.
  if (cut === words.length || words.slice(0, cut).every((w) => isParticiple(w) || DESCRIPTORS.has(w))) return words;
  return [...words.slice(cut), ...words.slice(0, cut)];
}

/**
 * USDA runs some hyphenated words together ("Blackeyed peas"): a hyphenated word USDA never
 * writes, whose parts run together are a word of its names, is searched as USDA spells it
 * ("black-eyed" → "blackeyed"); "stir-fried" or "gluten-free" stay as they are.
 */
function asUsdaSpells(ctx: FoodIndex, word: string): string {
  if (!word.includes('-') || ctx.vocabulary.has(vocabularyKey(word))) return word;
  const joined = word.replace(/-/g, '');
  return ctx.vocabulary.has(vocabularyKey(joined)) ? joined : word;
}

/** Is `word` a word foods are named with, directly or through the search's synonyms ("ipa")? */
export function isFoodWord(ctx: FoodIndex, word: string): boolean {
  return foodWordAnswers(ctx).remember(word, () => judgeFoodWord(ctx, word));
}
/** Answers per engine: every phrase the join test and the resolver look at asks about its words. */
const foodWordAnswers = memoPerOwner<FoodIndex, string, boolean>(10_000);

function judgeFoodWord(ctx: FoodIndex, word: string): boolean {
  // Participles ("crumbled", "charred") describe a food even when USDA never uses them.
  if (DESCRIPTORS.has(word) || isPartWord(word) || /^\d/.test(word) || /^[a-z-]{4,}ed$/.test(word)) return true;
  // "Valenciana-style", "country-style": a way of making a food, however unknown the place or
  // cook it names, describes the food and asks for no clearer match.
  if (STYLE_WORD.test(word)) return true;
  const key = vocabularyKey(word);
  if (ctx.vocabulary.has(key)) return true;
  // A one-word name the synonyms give a food ("kebab" → shish kabob, "reeses") is a food word even
  // when the USDA names it leads to are too long for the search to score it as one on its own.
  if (Object.hasOwn(SYNONYMS, word)) return true;
  if (asUsdaSpells(ctx, word) !== word) return true;
  for (const part of word.split('-')) if (part && !ctx.vocabulary.has(vocabularyKey(part))) return knownBySearch(ctx, word);
  return word.includes('-');
}

/**
 * Is the word a food's own name, as USDA heads it ("coffee": "Coffee, NS as to type"; "soup")? Not
 * a word the food's name only uses ("hands": "…, fish, hand battered") nor a part of a longer head
 * ("club": "Club sandwich").
 */
export function foodNamedBy(ctx: FoodIndex, word: string): boolean {
  const found = matchFood(ctx, word);
  const head = found?.food.name.split(',')[0]!.trim().toLowerCase();
  return head !== undefined && !head.includes(' ') && stem(head) === stem(word);
}

/** A hyphenated "-style" word ("valenciana-style", "home-style"). */
const STYLE_WORD = /^[a-z]+(?:-[a-z]+)*-style$/;

/** The search's score from which its first row is a word's own food, not a near spelling or a neighbour. */
export const KNOWN_BY_SEARCH = 0.9;
const wordsKnownBySearch = memoPerOwner<FoodIndex, string, boolean>(10_000);
function knownBySearch(ctx: FoodIndex, word: string): boolean {
  return wordsKnownBySearch(ctx).remember(word, () => (ctx.foods.search(word, { limit: 1 })[0]?.score ?? 0) >= KNOWN_BY_SEARCH);
}

/** What a "no X" modifier leaves out: its last content word, past "added" ("no salt added" → salt). */
function absentWord(text: string): string | undefined {
  const words = contentWords(text);
  while (words.length > 1 && (words.at(-1) === 'added' || words.at(-1) === 'included')) words.pop();
  return words.at(-1);
}

const negated = (name: string, target: string) => patternFor(negations, target, negationPattern).test(name);
const negationPattern = (target: string) => {
  const t = target.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  // FNDDS says what is left on the plate after it: "skin / coating not eaten", "skinless".
  return new RegExp(`\\b(no|without|non|low|reduced|free of|removed|excluding)\\b[^,]*\\b${t}|\\b${t}[- ]free\\b|\\bun${t}ed\\b|\\b${t}\\b[^,]*\\bnot eaten\\b|\\b${t}less\\b`, 'i');
};
const mentionPattern = (word: string) => new RegExp(`\\b${word}`, 'i');
/** Patterns by word, made once: a modifier is checked against every hit's name. */
const negations = new Memo<string, RegExp>(1_000);
const mentionings = new Memo<string, RegExp>(1_000);
const patternFor = (memo: Memo<string, RegExp>, word: string, make: (word: string) => RegExp) => memo.remember(word, make);
/** Does the food's name already say it is without `text` ("no dressing", "unsalted")? */
export function negatedIn(name: string, text: string): boolean {
  const head = absentWord(text);
  return head !== undefined && negated(name, head.replace(/s$/, ''));
}
const mentions = (name: string, word: string) => patternFor(mentionings, word.replace(/s$/, ''), mentionPattern).test(name);

/** A variant that says "without X" is what "X-less" asked for, even when its other words fit a little less. */
const NEGATED_BONUS = 0.35;
/** Prefers a variant of the food that says "no X"/"without X"; avoids one that lists X. */
function modifierBonus(food: Food, modifiers: readonly Modifier[]): number {
  let bonus = 0;
  for (const modifier of modifiers) {
    if (modifier.kind !== 'without') continue;
    const word = absentWord(modifier.text);
    if (word === undefined) continue;
    const head = word.replace(/s$/, '');
    if (negated(food.name, head)) bonus += NEGATED_BONUS;
    else if (mentions(food.name, head)) bonus -= 0.3;
  }
  return bonus;
}

/**
 * The food words a phrase's "without X"/"no X" modifiers say are absent, singular. A part nobody
 * eats ("the bone taken out", "no skin") is left out: USDA weighs the edible part, so a row that
 * says "boneless" is no truer an answer than the plain chop (modifierBonus still weighs it).
 */
function absentWords(modifiers: readonly Modifier[]): string[] {
  const out: string[] = [];
  for (const modifier of modifiers) {
    if (modifier.kind !== 'without') continue;
    const word = absentWord(modifier.text);
    if (word !== undefined && !isInediblePart(word)) out.push(word.replace(/s$/, ''));
  }
  return out;
}
/**
 * "a chili, hold the beans", "a cup of beef stew, no potatoes": when USDA has the food without
 * what the phrase says is absent (modifierBonus credits it), a row that lists the part (the chili
 * "with beans") is another food, weighing what the person left out: it is no candidate. A row that
 * says nothing of the part stays, and the ranking weighs it against the one that says the absence:
 * that one may be another version too ("orange juice, no pulp" is no light orange juice). When no
 * candidate says the absence, nothing changes: the rows that list it are all there is, and the
 * part is taken off the portion elsewhere.
 */
function withoutListingAbsent(candidates: Candidate[], asked: boolean): Candidate[] {
  if (!asked) return candidates;
  const saying = candidates.some((c) => c.features[MODIFIERS]! > 0);
  if (!saying) return candidates;
  const kept = candidates.filter((c) => c.features[MODIFIERS]! >= 0);
  return kept.length > 0 ? kept : candidates;
}

/** Ways of cooking that add no fat: steamed, boiled, poached (stems, as `read.stems` holds them). */
const WITHOUT_FAT = new Set(['steam', 'boil', 'poach'].map(stem));
const NO_ADDED_FAT = /\bno added fat\b|\bwithout (?:added )?fat\b/i;
/**
 * "steamed broccoli", "boiled carrots": cooked with no fat, which FNDDS names ("Broccoli, fresh,
 * cooked, no added fat", 41 kcal/100 g); its generic row ("Broccoli, NS as to form, cooked") and
 * the rows cooked with fat weigh the fat FNDDS adds when the words do not say (63 kcal/100 g).
 * When a candidate says no fat was added, only those and the rows that name the way of cooking
 * said ("Rice, white, steamed, …") answer; otherwise nothing changes.
 */
function cookedWithoutFat(candidates: Candidate[], stems: ReadonlySet<string>): Candidate[] {
  const way = [...WITHOUT_FAT].filter((w) => stems.has(w));
  if (way.length === 0) return candidates;
  const lean = (c: Candidate) => NO_ADDED_FAT.test(c.hit.food.name) || way.some((w) => words(c.hit.food.name).some((n) => stem(n) === w));
  if (!candidates.some((c) => NO_ADDED_FAT.test(c.hit.food.name))) return candidates;
  const kept = candidates.filter(lean);
  return kept.length > 0 ? kept : candidates;
}

/**
 * The best food for `phrase`, or undefined when nothing in the database is a fair match.
 * Matches must be earned by food words: a phrase that is mostly not about food is refused.
 */
export interface MatchOptions {
  modifiers?: readonly Modifier[];
  /** The amount is a count or a household measure: a food with no USDA portions cannot answer it. */
  needsPortion?: boolean;
  /**
   * A bare fraction of one item ("half a cake", "a quarter of a pie"): a part of the whole food,
   * so a food that USDA weighs whole ("1 cake (8\" dia)") can answer it and a generic one that
   * only has slices cannot.
   */
  wantsWhole?: boolean;
  /** The settings the whole meal's text names (rank.ts settingsOf): a baby, a restaurant. */
  settings?: number;
}

/**
 * English puts the head noun last ("cherry tomatoes", "strawberry milk"), USDA puts it first
 * ("Tomatoes, cherry") or last in its first segment ("Strawberry milk"). A food whose head
 * is the query's head is what was asked for; one that only contains the word is not.
 */
function headBonus(ctx: FoodIndex, food: Food, head: string | undefined): number {
  return head !== undefined && headsOf(ctx, food).includes(head) ? HEAD_BONUS : 0;
}
/** The phrase's stemmed head for headBonus, once per phrase: undefined when it has none or it is a descriptor. */
function headStem(words: readonly string[]): string | undefined {
  // "artichoke hearts" are artichokes, "chicken wings" chicken: a closing part word defers to the word before.
  // "brown gravy mix", "cocoa powder": a closing form word says how the food comes, not which (guards.ts FORM_HEAD).
  const head = words.length >= 2 && (closesWithCut(words) || FORM_ONLY.test(words.at(-1)!)) ? words.at(-2) : words.at(-1);
  return !head || DESCRIPTORS.has(head) ? undefined : stem(head);
}
/**
 * Words that close a phrase with a cut of the food named before them: the part words ("thigh",
 * "wings", "hearts") and "steak", which is cut from fish and ham as well as from beef: "a cod
 * steak" is cod, not "Beef, steak, NFS".
 */
const STEAK = stem('steak');
/** Closing words that say the form a food comes in (guards.ts FORM_HEAD), never which food. */
const FORM_ONLY = /^(?:mix|mixes|powder|concentrate)$/;
const isCutWord = (word: string) => isPartWord(word) || stem(word) === STEAK;
const closesWithCut = (words: readonly string[]) => isCutWord(words.at(-1)!) && !DESCRIPTORS.has(words.at(-2)!);
/**
 * The cuts of an animal, which USDA names as foods of their own ("Chicken thigh, fried", "Turkey,
 * retail parts, thigh"). A shape ("strip", "stick", "slice", "chunk") is any food of its kind
 * cut so: "a bacon strip" is bacon, not the one USDA bacon named "strip" ("Bacon strip, meatless").
 */
const ANIMAL_CUTS = new Set(['thigh', 'wing', 'breast', 'leg', 'drumstick', 'fillet', 'filet', 'steak'].map(stem));
/** The stemmed cut of an animal a phrase closes with ("chicken thighs" → thigh), when its head is the word before. */
function closingCut(words: readonly string[]): string | undefined {
  if (words.length < 2 || !closesWithCut(words) || headStem(words) === undefined) return undefined;
  const cut = stem(words.at(-1)!);
  return ANIMAL_CUTS.has(cut) ? cut : undefined;
}
/** Is the food headed by the phrase's food word and does its name say the cut ("Chicken thigh, fried" for "chicken thighs")? */
function namesCut(ctx: FoodIndex, food: Food, head: string, cut: string): boolean {
  return headBonus(ctx, food, head) > 0 && (headsOf(ctx, food).includes(cut) || mentions(food.name, cut));
}
/** headBonus is a feature of the ranking (rank.ts); its weight is fitted there. */
const HEAD_BONUS = 1;

/**
 * The stemmed words that can head a food's name (see headBonus): a property of the name alone,
 * shipped with the data (meal/food-features.ts); worked out and kept per engine and food when the
 * data has none (every hit of every search asks).
 */
function headsOf(ctx: FoodIndex, food: Food): readonly string[] {
  let heads = headsByFood.get(food);
  if (!heads) headsByFood.set(food, (heads = ctx.foods.features?.(food.id)?.heads ?? foodHeads(ctx).remember(food.id, () => findHeads(food))));
  return heads;
}
/**
 * headsOf by the food object (a database's own: they never cross engines): a candidate is asked
 * for its heads several times (headBonus for the phrase, the dish, the cut), and the id's look-up
 * in the database's 14,220 ids cost more than the food's in a map of the foods met.
 */
const headsByFood = new WeakMap<Food, readonly string[]>();
/** Per-food answers kept per engine: bounded, as every food could be asked about. */
const PER_FOOD_CACHE_SIZE = 20_000;
const foodHeads = memoPerOwner<FoodIndex, string, readonly string[]>(PER_FOOD_CACHE_SIZE);
/** The head nouns worked out from the name (the data build ships them: meal/food-features.ts). */
export function findHeads(food: Food): readonly string[] {
  const segments = food.name.toLowerCase().split(',').map((part) => part.trim().split(/[\s/-]+/).filter(Boolean));
  const first = segments[0] ?? [];
  // SR28 leads with the group ("Pork, cured, ham, …"): a one-word segment near the front names the food too.
  // So does one word before "with" ("Lettuce, salad with assorted vegetables …" is a salad).
  const oneWord = segments
    .slice(1, 3)
    .map((seg) => (seg.indexOf('with') > 0 ? seg.slice(0, seg.indexOf('with')) : seg))
    .filter((seg) => seg.length === 1 && !DESCRIPTORS.has(seg[0]!) && !/ed$/.test(seg[0]!))
    .map((seg) => seg[0]);
  // "Turkey sandwich on white", "Spaghetti with meat sauce": the noun before "on"/"with"/"in" heads the dish.
  const beforeLink = first.slice(0, Math.max(1, first.findIndex((w, i) => i > 0 && (w === 'with' || w === 'on' || w === 'in')))).at(-1);
  return [...new Set([first[0], first.at(-1), beforeLink, ...oneWord].filter((w): w is string => w !== undefined).map(stem))];
}

/** The head noun of a phrase: its last word, or the one before a closing part word ("artichoke hearts"). */
function headWord(words: readonly string[]): string | undefined {
  const head = words.length >= 2 && isPartWord(words.at(-1)!) ? words.at(-2) : words.at(-1);
  return head === undefined || DESCRIPTORS.has(head) ? undefined : head;
}

/** What a dish is: its name's first segment, before its own "with"/"in"/"on" ("Rice dessert or salad"). */
function dishWhat(food: Food): string {
  return food.name.toLowerCase().split(',')[0]!.split(/\s+(?:with|in|on)\s+/)[0]!;
}

/**
 * The nouns that head a dish's name: the last word of each "and"/"or" part of its first segment,
 * before its own "with"/"in"/"on" ("Peas and carrots, cooked" → peas, carrots; "Bread, egg,
 * toasted" → bread; "Salad dressing, ranch" → dressing).
 */
export function dishHeads(food: Food): string[] {
  return dishWhat(food).split(/\s+(?:and|or)\s+|\//).map((part) => part.split(/[^a-z]+/).filter(Boolean).at(-1)).filter((w): w is string => w !== undefined).map(stem);
}

/** Words of USDA names that say nothing about the food ("NS as to form", "NFS"). */
export const NAME_FILLER = new Set(['nfs', 'and', 'with', 'the', 'not', 'form', 'fat', 'type', 'other', 'from', 'for', 'use']);

/** Is the food headed by the first part's head noun, and does its name name every other part's? */
/**
 * USDA names some foods "X or Y" ("Rice dessert or salad with fruit", "Turkey or chicken
 * sausage"): either one, never both. A phrase whose parts are X and Y ("rice and a salad",
 * "chicken and turkey") is two foods, not that one. Only the "or" of what the dish is (its first
 * segment, before its "with"/"in"/"on": what it holds may be "vegetables or meat mixture"), X a
 * part's head said before the "or" only and Y the first word after it, so "Chicken or turkey and
 * noodles" still names "chicken and noodles". Words that say "or" themselves are that name's.
 */
function offersPartsAsAlternatives(food: Food, phrase: string, parts: readonly string[]): boolean {
  if (/\bor\b/i.test(phrase)) return false;
  const heads = parts.map((part) => headWord(foodWords(part))).filter((h) => h !== undefined).map((h) => stem(h));
  if (heads.length < 2) return false;
  // "and/or" lists what may be in it: both, not either.
  const what = dishWhat(food).replace(/\band\/or\b/g, 'and');
  const words = what.split(/[^a-z]+/).filter(Boolean);
  const at = words.indexOf('or');
  if (at <= 0 || at === words.length - 1) return false;
  const before = new Set(words.slice(0, at).map(stem));
  const after = new Set(words.slice(at + 1).map(stem));
  const offered = stem(words[at + 1]!);
  const beforeOnly = heads.some((h) => h !== offered && before.has(h) && !after.has(h));
  return beforeOnly && heads.includes(offered) && !before.has(offered);
}

/** A dish whose name offers the parts as alternatives, or makes them a condiment's flavours: the parts are foods of their own. */
export function namesOtherThanParts(dish: Food, phrase: string, parts: readonly string[]): boolean {
  return offersPartsAsAlternatives(dish, phrase, parts) || condimentOfParts(dish, parts);
}

/** Heads of USDA names that are put on a food, not eaten as one. */
const CONDIMENT_HEADS = new Set(['dressing', 'sauce', 'gravy', 'syrup', 'dip', 'spread', 'seasoning', 'topping', 'glaze', 'marinade'].map(stem));
/**
 * "a salad with tomatoes" is no "Salad dressing, bacon and tomato": a dish headed by a condiment
 * the words never name turns the foods they do name into its flavours. Such parts are foods.
 */
function condimentOfParts(food: Food, parts: readonly string[]): boolean {
  const heads = dishHeads(food);
  if (heads.length === 0 || !heads.every((h) => CONDIMENT_HEADS.has(h))) return false;
  // Only the first part may name it: in "a salad with ranch dressing" the dressing is a part, the salad a food.
  const said = new Set(foodWords(parts[0] ?? '').map(stem));
  return !heads.some((h) => said.has(h));
}

/** "reduced sugar", "no salt added", "low fat", "without cheese", "sugar-free": what a name says is less or none. */
const LESS_OF = /\b(?:reduced|low|no|less|without)\s+[a-z]+|\b[a-z]+[- ]free\b/g;
function namesEveryPart(food: Food, parts: readonly string[]): boolean {
  const heads = parts.map((part) => headWord(foodWords(part)));
  if (heads.length < 2 || heads.some((h) => h === undefined)) return false;
  // "a baked potato, with the skin": a part of the food describes it ("Potatoes, baked, skin" is the skin alone).
  if (heads.slice(1).some((h) => FOOD_PARTS.has(h!) || ABOUT_A_FOOD.has(h!) || h! in KIND_OF_FOOD)) return false;
  if (!dishHeads(food).includes(stem(heads[0]!))) return false;
  // A word the name says is left out or cut down names no part: "milk and sugar" is no
  // "Chocolate milk, reduced sugar", nor "cereal and sugar" a "Cereal, no sugar added".
  const named = new Set(food.name.toLowerCase().replace(LESS_OF, ' ').split(/[^a-z]+/).filter(Boolean).map(stem));
  // Every word that names something must be in the dish's name: "green salad with broccoli" is
  // no "Broccoli slaw salad".
  const naming = parts.flatMap((part) => foodWords(part)).filter((w) => !DESCRIPTORS.has(w) && !/(ed|ly)$/.test(w));
  if (!naming.every((w) => w.split('-').every((x) => named.has(stem(x))))) return false;
  // Nor may the dish add much the words never said: "ice cream with chocolate sauce" is no
  // "Ice cream, lowfat, no sugar added, cone, added peanuts and chocolate sauce".
  const saidStems = new Set(parts.flatMap((part) => foodWords(part)).map(stem));
  const unsaid = food.name
    .toLowerCase()
    .split(/[^a-z]+/)
    .filter((w) => w.length > 2 && !NAME_FILLER.has(w) && !DESCRIPTORS.has(w) && !/(ed|ly)$/.test(w) && !saidStems.has(stem(w)));
  if (unsaid.length > 2) return false;
  // What the dish says it is "with" must be what the words said: "coffee with milk" is not
  // "Coffee, Latte, with non-dairy milk".
  const said = new Set(parts.flatMap((part) => part.split(/[^a-z]+/)).filter(Boolean).map(stem));
  return food.name
    .toLowerCase()
    .split(',')
    .every((segment) => {
      const at = segment.search(/\bwith\b/);
      return at < 0 || contentWords(segment.slice(at + 4).replace(/[^a-z\s]+/g, ' ')).every((w) => said.has(stem(w)));
    });
}

/**
 * Is the dish headed by the first part's head noun in a compound of another word, one no part
 * says, where the first part puts a word of its own before the head ("whipped cream" and "Ice creams,
 * …", "sour cream" and "Ice cream, …", "corn bread" and "Banana bread")? Then it is another food
 * that shares the head, not the part's dish. A descriptor before the dish's head ("Cream, light")
 * makes no compound; the part's word in the name elsewhere ("Bread, corn") says it.
 */
function namesAnotherCompound(dish: Food, parts: readonly string[]): boolean {
  // Asked of every join with a dish: the dish's side first, kept per food, and most dishes end here.
  const { what, stems } = dishWords(dish);
  if (what.length < 2) return false;
  const words = foodWords(parts[0] ?? '');
  const head = headWord(words);
  if (head === undefined) return false;
  const i = stems.lastIndexOf(stem(head));
  if (i <= 0) return false;
  const at = words.lastIndexOf(head);
  const own = at > 0 ? words[at - 1]! : undefined;
  if (own === undefined || DESCRIPTORS.has(own) || FUNCTION_WORDS.has(own)) return false;
  const other = what[i - 1]!;
  // Said in any part, the compound is the words' own: "a breakfast burrito with egg" is an "Egg burrito, …".
  if (DESCRIPTORS.has(other) || FUNCTION_WORDS.has(other) || parts.some((part) => foodWords(part).some((w) => stem(w) === stem(other)))) return false;
  const named = new Set(dish.name.toLowerCase().split(/[^a-z]+/).filter(Boolean).map(stem));
  return !named.has(stem(own));
}
/** The words of what a dish is (dishWhat) and their stems. */
const dishWords = derivedPerOwner((food: Food) => {
  const what = dishWhat(food).split(/[^a-z]+/).filter(Boolean);
  return { what, stems: what.map(stem) };
});

/**
 * "X in Y" ("strawberries in thick syrup", "tuna in water", "meatballs in gravy"): the food is X, Y
 * what it is packed or served in, so X's head heads the phrase. Undefined without such an "in".
 */
function inPart(phrase: string): string[] | undefined {
  const at = phrase.search(/\sin\s/);
  if (at <= 0) return undefined;
  // "coated in chocolate", "covered in cream sauce" put the dish together as "with" does (withParts):
  // only packing ("packed in") and a food straight before "in" are read here.
  const last = phrase.slice(0, at).split(/\s+/).at(-1)!;
  if (last !== 'packed' && isParticiple(last)) return undefined;
  const before = foodWords(phrase.slice(0, at));
  return before.length > 0 ? before : undefined;
}

/** "X with Y": the dish's words and the accompaniment's (empty when there is no "with"). */
function withParts(phrase: string): { dish: string[]; sides: string[] } {
  const at = phrase.search(/\bwith\b/);
  if (at < 0) return { dish: [], sides: [] };
  return { dish: foodWords(phrase.slice(0, at)), sides: contentWords(phrase.slice(at + 4)) };
}

/**
 * "X made with Y" ("a smoothie made with yogurt", "pancakes prepared with buttermilk", "a shake
 * blended with ice cream"): Y is an ingredient of X, and the food is X (its words, the text
 * before "made with", and the ingredient's head). Undefined without such a "with". A food cooked
 * with a fat is cooked-in.ts's to read ("quinoa cooked with coconut oil").
 */
function madeWithPart(phrase: string): { words: string[]; text: string; ingredient: string | undefined } | undefined {
  const at = MADE_WITH.exec(phrase);
  if (!at || at.index <= 0) return undefined;
  const text = phrase.slice(0, at.index);
  const words = foodWords(text);
  return words.length > 0 ? { words, text, ingredient: headStem(foodWords(phrase.slice(at.index + at[0].length))) } : undefined;
}
const MADE_WITH = /\s(?:made|prepared|blended)\s+with\s/;
/**
 * The best-ranked candidate is headed by the ingredient and its name has no word of the food, run
 * together or not ("Meat loaf, …" names a meatloaf).
 */
function isTheIngredientAlone(ctx: FoodIndex, candidates: readonly Candidate[], madeWith: { words: string[]; ingredient: string | undefined }): boolean {
  if (madeWith.ingredient === undefined || candidates.length === 0) return false;
  const best = candidates.reduce((a, b) => (rankOf(b.features) > rankOf(a.features) ? b : a));
  const named = namedStems(best.hit.food);
  const runTogether = best.hit.food.name.toLowerCase().replace(/[^a-z]+/g, '');
  return headBonus(ctx, best.hit.food, madeWith.ingredient) > 0 && !madeWith.words.some((w) => named.has(stem(w)) || runTogether.includes(stem(w)));
}

/** Does the food's name say "with" the accompaniment ("Spaghetti with meat sauce, …" for "… with meat sauce")? Then it is the whole dish. */
function namesSide(ctx: FoodIndex, food: Food, sides: readonly string[]): boolean {
  const head = sides.at(-1);
  if (head === undefined) return false;
  return sideWordsOf(ctx, food).has(stem(head));
}

/** Is the food's own head noun (USDA's first segment, before its own "with"/"in") a word only the accompaniment used? */
function isSideFood(ctx: FoodIndex, food: Food, dish: readonly string[], sides: readonly string[]): boolean {
  const h = ownHeadOf(ctx, food);
  if (h === undefined) return false;
  return sides.some((w) => stem(w) === h) && !dish.some((w) => stem(w) === h);
}

/*
 * What namesSide and isSideFood read of a name, kept per food: every candidate of every "X with
 * Y" phrase asks, and the name does not change.
 */
const sideWords = memoPerOwner<FoodIndex, string, ReadonlySet<string>>(PER_FOOD_CACHE_SIZE);
/** The stemmed words after "with" in each segment of the food's name. */
function sideWordsOf(ctx: FoodIndex, food: Food): ReadonlySet<string> {
  return sideWords(ctx).remember(food.id, () => {
    const found = new Set<string>();
    for (const segment of food.name.toLowerCase().split(',')) {
      const segmentWords = segment.split(/[^a-z]+/).filter(Boolean);
      const at = segmentWords.indexOf('with');
      if (at >= 0) for (const w of segmentWords.slice(at + 1)) found.add(stem(w));
    }
    return found;
  });
}
/** Kept as null when the part has one word only (a Memo keeps no undefined). */
const ownHeads = memoPerOwner<FoodIndex, string, string | null>(PER_FOOD_CACHE_SIZE);
/** The stemmed last word of the name's first segment before its own "with"/"in"; undefined when that part has one word only. */
function ownHeadOf(ctx: FoodIndex, food: Food): string | undefined {
  const head = ownHeads(ctx).remember(food.id, () => {
    const first = food.name.toLowerCase().split(',')[0]!.split(/\s+(?:with|in)\s+/)[0]!.split(/[\s/-]+/).filter(Boolean);
    const last = first.at(-1);
    return last === undefined || first.length < 2 ? null : stem(last);
  });
  return head ?? undefined;
}

/** Phrases whose plain candidates are kept (plainCandidates). */
const PLAIN_CANDIDATES_SIZE = 64;
/** Matches by phrase and options, per engine: 5,000 phrases are a few hundred kB. */
const MATCH_CACHE_SIZE = 5_000;
const matchCaches = memoPerOwner<FoodIndex, string, Match | null>(MATCH_CACHE_SIZE);

/**
 * The search's hits for a phrase, kept per engine: the join test and the resolver ask about the
 * same phrase with different options, and a service sees the same foods all day. The longest
 * list asked for is kept: the search is exact, so the best 10 are the first 10 of the best 40,
 * and a list shorter than its limit is every food that matches at all.
 */
interface KnownHits {
  limit: number;
  hits: SearchHit[];
}
const knownHits = memoPerOwner<FoodIndex, string, KnownHits>(MATCH_CACHE_SIZE);
const answers = (known: KnownHits, limit: number) => known.limit >= limit || known.hits.length < known.limit;

export function searchHits(ctx: FoodIndex, query: string, limit: number): SearchHit[] {
  const cache = knownHits(ctx);
  const known = cache.get(query);
  if (known && answers(known, limit)) return known.hits.length <= limit ? known.hits : known.hits.slice(0, limit);
  const hits = ctx.foods.search(query, { limit });
  cache.set(query, { limit, hits });
  return hits;
}

/**
 * The first of the best `limit` hits that passes `test`, looking first at the hits already
 * found for the phrase: when the answer is among them, the longer search is not made.
 */
export function firstHit(ctx: FoodIndex, query: string, limit: number, test: (hit: SearchHit) => boolean): SearchHit | undefined {
  const known = knownHits(ctx).get(query);
  if (known) {
    const upto = Math.min(limit, known.hits.length);
    for (let i = 0; i < upto; i++) if (test(known.hits[i]!)) return known.hits[i];
    if (answers(known, limit)) return undefined;
  }
  return searchHits(ctx, query, limit).find(test);
}

export function matchFood(ctx: FoodIndex, phrase: string, options: MatchOptions = {}): Match | undefined {
  const cache = matchCaches(ctx);
  const modifiers = options.modifiers ?? [];
  const key = `${phrase}\u0000${options.needsPortion ? 1 : 0}${options.wantsWhole ? 1 : 0}${options.settings ?? 0}\u0000${modifiers.map((m) => `${m.kind}:${m.text}`).join('\u0001')}`;
  const cached = cache.get(key);
  if (cached !== undefined) return cached ?? undefined;
  const match = findMatch(ctx, phrase, modifiers, options);
  cache.set(key, match ?? null);
  return match;
}

/** One candidate food for a phrase, with its ranking features (rank.ts). */
export interface Candidate {
  hit: SearchHit;
  features: number[];
}

/**
 * The candidates for a phrase: the search's hits near its best, each with its features, and the
 * best hit's score (the floor below asks whether the phrase names a food at all). Undefined when
 * the phrase is mostly not about food.
 */
export function candidatesFor(
  ctx: FoodIndex,
  phrase: string,
  modifiers: readonly Modifier[],
  options: MatchOptions,
  gather = true,
): Found | undefined {
  const words = (gather ? foodWords(phrase) : inEnglishOrder(contentWords(phrase))).map((w) => asUsdaSpells(ctx, w));
  if (words.length === 0) return undefined;
  const foreign = words.filter((w) => !isFoodWord(ctx, w));
  const known = words.length - foreign.length;
  if (known === 0 || foreign.length > known) return undefined;
  const hits = searchHits(ctx, words.join(' '), modifiers.length > 0 ? 25 : 10);
  const { dish, sides } = withParts(phrase);
  if (hits.length === 0) return undefined;
  const floor = foreign.length > 0 ? MIN_SCORE_WITH_FOREIGN : MIN_SCORE;
  // Only foods whose kind the words say are candidates (kind.ts): "back to top" is no chicken
  // back, "Poland" no Poland Spring water, "puppy" no hush puppy. How well the phrase reads as
  // food at all (the join scale) is still judged on every hit, as the join costs were chosen.
  const mention = mentionOf(ctx, words);
  const allTop = hits[0]!.score;
  // Asked twice of a hit (for the top, then for the candidates): answered once.
  const carried: (boolean | undefined)[] = new Array(hits.length);
  const carriesAt = (i: number) => (carried[i] ??= carries(ctx, mention, hits[i]!.food));
  const top = hits.find((_, i) => carriesAt(i))?.score;
  let joinRank = 0;
  const candidates: Candidate[] = [];
  // namesAll reads a phrase that names one thing: "X with Y" is weighed by head and sideHead
  // ("a waffle with strawberries": a strawberry waffle carries every word and is not what was said).
  // And a word a synonym rewrites ("mac" said alone) is read as USDA's words, not matched as spelled.
  // (A phrase with a dish part names nothing for namesAll: its rewritten words are not looked up.)
  const rewritten = dish.length > 0 ? undefined : synonymKeyWords(words);
  const read = phraseWords(words, !rewritten ? [] : rewritten.size === 0 ? words : words.filter((w) => !rewritten.has(w)), saysMadeUp(phrase));
  const headWords = inPart(phrase) ?? words;
  const wordsHead = headStem(headWords);
  const dishHead = dish.length > 0 ? headStem(dish) : undefined;
  // "chicken thigh": every chicken food is headed by chicken; the ones that also name the thigh
  // are what was said. When no hit names the cut ("a cod steak": no cod is a steak in USDA), the
  // food word alone heads, and a food that is only the cut ("Beef, steak") does not.
  const cut = closingCut(headWords);
  const cutNamed = cut !== undefined && hits.some((hit) => hit.score >= allTop - 0.5 && namesCut(ctx, hit.food, wordsHead!, cut));
  const closing = words.at(-1)!;
  const absentSaid = absentWords(modifiers);
  const window: Candidate[] = [];
  for (let i = 0; i < hits.length; i++) {
    const hit = hits[i]!;
    // "chili without beans": the row that says it is without them ("…, no beans") is what was
    // asked, however far the search's score puts it below the rows that list them.
    const saysAbsent = absentSaid.length > 0 && absentSaid.some((word) => negated(hit.food.name, word));
    if (hit.score < allTop - 0.5 && !saysAbsent) continue;
    const headed = cutNamed ? namesCut(ctx, hit.food, wordsHead!, cut!) : headBonus(ctx, hit.food, wordsHead) > 0;
    const text = textFeatures(hit.food, read, ctx.foods.features);
    const asked = optionFeatures(ctx, hit.food, options, closing);
    const candidate: Candidate = {
      hit,
      features: [
        hit.score,
        (dish.length > 0 && namesSide(ctx, hit.food, sides) ? headBonus(ctx, hit.food, dishHead) > 0 : headed) ? 1 : 0,
        modifierBonus(hit.food, modifiers),
        sides.length > 0 && isSideFood(ctx, hit.food, dish, sides) ? 1 : 0,
        asked.noPortion,
        asked.whole,
        text.formAgree,
        text.formConflict,
        text.denseConflict,
        text.generic,
        text.extraWords,
        text.fndds,
        asked.settingAgree,
        asked.settingConflict,
        text.addedUnsaid,
        text.lighterUnsaid,
        text.sandwichUnsaid,
        text.namesAll,
        text.mixUnmade,
        text.cutProcessed,
      ],
    };
    window.push(candidate);
    if (allTop >= floor) joinRank = Math.max(joinRank, rankOf(candidate.features, JOIN_WEIGHTS));
    if (top !== undefined && (hit.score >= top - 0.5 || saysAbsent) && carriesAt(i)) candidates.push(candidate);
  }
  const asked = { window, closing, joinable: allTop >= floor };
  const kept = cookedWithoutFat(withoutListingAbsent(withoutDishesOfSaid(withoutUnsaidCompounds(withoutUnsaidProducts(withoutUnsaidParts(candidates, read.stems), read.stems, wordsHead), headWords, read.stems), headWords, read), absentSaid.length > 0), read.stems);
  const made = madeOf(phrase);
  if (made) {
    // "crackers made from rice flour": the flour is what the crackers are made of, never the food.
    const food = kept.filter((c) => headBonus(ctx, c.hit.food, made.ingredient) === 0 || headBonus(ctx, c.hit.food, made.food) > 0);
    if (food.length === 0) return candidatesFor(ctx, made.text, modifiers, options, gather);
    // And the food is an X: when some candidate is headed by X and not by the flour ("Pretzels,
    // …" for pretzels made from corn flour, not "Bread, gluten-free, …, rice flour"; "Bread, …"
    // for bread made from a flour, not "Wheat flours, bread"), only those answer.
    const headed = food.filter((c) => headBonus(ctx, c.hit.food, made.food) > 0 && headBonus(ctx, c.hit.food, made.ingredient) === 0);
    return { candidates: headed.length > 0 ? headed : food, top: top ?? 0, floor, joinRank, asked };
  }
  // "a mango smoothie made with yogurt": when the best candidate names nothing of the food and is
  // the ingredient ("Yogurt, NFS"), the search found only what the food was made with: the food is
  // looked up alone, and answers when that finds it. USDA names many dishes by what they are made
  // with ("Meat loaf made with chicken or turkey", "Soup, …, prepared with equal volume water"):
  // a candidate that names the food stays.
  const madeWith = madeWithPart(phrase);
  if (madeWith && isTheIngredientAlone(ctx, kept, madeWith)) {
    const alone = candidatesFor(ctx, madeWith.text, modifiers, options, gather);
    // How well the whole phrase reads as one food (the join test, phraseScore) is still its own:
    // "a latte made with oat milk and a blueberry muffin" stays two foods.
    if (alone?.candidates.some((c) => c.features[HEAD] === 1)) return { ...alone, joinRank };
  }
  return { candidates: kept, top: top ?? 0, floor, joinRank, asked };
}

/**
 * The features a match's options decide (MatchOptions): every other feature is the phrase's and
 * the food's alone, so a phrase's candidates with options are its plain ones with these four
 * set (candidatesOf).
 */
function optionFeatures(ctx: FoodIndex, food: Food, options: MatchOptions, closing: string) {
  const setting = settingFeatures(food, options.settings ?? 0, ctx.foods.features);
  return {
    // "a rice cracker": an SR food without household measures would fall back to 100 g.
    noPortion: options.needsPortion && ctx.foods.portions(food.id).length === 0 ? 1 : 0,
    whole: options.wantsWhole && hasWholePortion(ctx.foods, food, closing) ? 1 : 0,
    settingAgree: setting.agree,
    settingConflict: setting.conflict,
  };
}
const HEAD = RANK_FEATURES.indexOf('head');
const MODIFIERS = RANK_FEATURES.indexOf('modifiers');
const NO_PORTION = RANK_FEATURES.indexOf('noPortion');
const WHOLE = RANK_FEATURES.indexOf('whole');
const SETTING_AGREE = RANK_FEATURES.indexOf('settingAgree');
const SETTING_CONFLICT = RANK_FEATURES.indexOf('settingConflict');

/**
 * "X made from Y", "X crafted from Y", "X made of Y", Y a flour or a starch: the food is X.
 * Said whole, the search's best hit was often Y itself ("crackers made from rice flour" was rice
 * flour, "pretzels crafted from cornstarch and potato flour" cornstarch): a food headed by Y's head
 * and not by X's is no answer. When every hit is one, X is looked up alone. "made with",
 * "prepared from a mix" name how a dish was made, and USDA names dishes so: not read here.
 */
const MADE_FROM = /\s(?:(?:mainly|mostly|primarily|largely|entirely|usually)\s+)?(?:made|crafted|derived|produced)\s+(?:(?:mainly|mostly|primarily|largely|entirely|usually)\s+)?(?:from|of)\s/;
/**
 * What is milled or mixed to bake or shape a food, and eaten only so: "a steak made from
 * swordfish", "baby food made from pears", "a roast made from beef round" name the food they are
 * made from, and keep it. Stemmed.
 */
const MILLED = new Set(['flour', 'flours', 'cornstarch', 'starch', 'cornmeal', 'meal', 'semolina', 'dough', 'batter'].map(stem));
function madeOf(phrase: string): { food: string; ingredient: string; text: string } | undefined {
  const at = MADE_FROM.exec(phrase);
  if (!at || at.index <= 0) return undefined;
  const text = phrase.slice(0, at.index);
  // "fried made from corn flour" (the patty was the unit): no food named before it.
  const food = headStem(foodWords(text));
  const ingredient = headStem(foodWords(phrase.slice(at.index + at[0].length)));
  if (food === undefined || ingredient === undefined || food === ingredient || isParticiple(food) || !MILLED.has(ingredient)) return undefined;
  return { food, ingredient, text };
}

/**
 * What is pressed, milked, churned, squeezed or milled from a food is another food: "walnuts"
 * are no "Oil, walnut", "almonds" no "almond milk", "peanuts" no "Peanut butter", "an apple" no
 * "Apple juice". A name that holds a food said and the product unsaid ("walnut oil", "Oil,
 * walnut", "Yogurt, almond milk") answers only words that say the product. When every candidate
 * is such a product, they stay.
 */
function withoutUnsaidProducts(candidates: Candidate[], said: ReadonlySet<string>, head: string | undefined): Candidate[] {
  if (head === undefined) return candidates;
  // The products unsaid depend on the words only: worked out once, not per candidate.
  const unsaid = unsaidProducts(said, head);
  if (unsaid.length === 0) return candidates;
  const kept = candidates.filter((c) => !(PRODUCT_IN_NAME.test(c.hit.food.name) && namesUnsaidProduct(nameSegments(c.hit.food), unsaid, head)));
  return kept.length > 0 && kept.length < candidates.length ? kept : candidates;
}
/**
 * "light cream" is no "Light ice cream": the words say "A H" and the name "A X H", X unsaid, so
 * A describes the compound "X H" (ice cream), not the H that was said. Such a name answers only
 * when every candidate is one.
 */
function withoutUnsaidCompounds(candidates: Candidate[], words: readonly string[], said: ReadonlySet<string>): Candidate[] {
  // Two words said, the whole phrase: "light cream", not "peas and carrots" or "chicken with gravy".
  if (words.length !== 2 || words.some((w) => FUNCTION_WORDS.has(w)) || DESCRIPTORS.has(words[1]!)) return candidates;
  const head = stem(words[1]!);
  const before = stem(words[0]!);
  const kept = candidates.filter((c) => {
    const compound = compoundOf(c.hit.food);
    if (compound === null) return true;
    const [a, x, h] = compound.stems;
    return !(h === head && a === before && !said.has(x!) && !compound.describes);
  });
  // Only when USDA has the two words said as a food of their own ("Cream, light", "Tomato sauce"):
  // "mixed greens" stays "Mixed salad greens", no food being mixed greens alone.
  const exact = kept.some((c) => {
    const named = twoWordName(c.hit.food);
    return named.length === 2 && named.includes(head) && named.includes(before);
  });
  return exact && kept.length < candidates.length ? kept : candidates;
}
/**
 * A name's first segment as a compound "A X H" (three lower-case words, none a function word),
 * stemmed, and whether its X is a descriptor; null for any other name. Kept per food: every
 * unseen phrase of two words asks it of each of its candidates.
 */
const compoundOf = derivedPerOwner((food: Food): { stems: readonly string[]; describes: boolean } | null => {
  const written = (food.name.split(',')[0] ?? '').split(/[^A-Za-z]+/).filter(Boolean);
  if (written.length !== 3 || written.some((w) => FUNCTION_WORDS.has(w.toLowerCase()))) return null;
  // A capitalised word inside is a name or a label ("Baby Toddler vegetable"), no food of a compound.
  if (/^[A-Z]/.test(written[1]!)) return null;
  return { stems: written.map((w) => stem(w.toLowerCase())), describes: DESCRIPTORS.has(written[1]!.toLowerCase()) };
});
/** The stemmed words a name gives its food: its first segment, or with the second when the first is one word ("Cream, light"). */
const twoWordName = derivedPerOwner((food: Food): readonly string[] => {
  const segments = food.name.toLowerCase().split(',').map((seg) => seg.split(/[^a-z]+/).filter(Boolean).map(stem));
  return segments[0]!.length === 1 ? [...segments[0]!, ...(segments[1] ?? [])] : segments[0]!;
});

/**
 * "coconut cream" is no "Pie, coconut cream" nor "Coconut cream, canned, sweetened": when a
 * candidate names the words whole as a plain food ("Nuts, coconut cream, raw", the group word
 * "Nuts" no head of it), a dish of them headed by a word never said ("Pie, …", "Puddings, …") and
 * the words' food with a sweet the words never say (rank.ts addsSweetUnsaid) answer
 * something else. When no candidate is the plain food, they stay to the ranking.
 */
function withoutDishesOfSaid(candidates: Candidate[], words: readonly string[], phrase: PhraseWords): Candidate[] {
  if (words.length < 2 || candidates.length < 2) return candidates;
  const whole = words.map(stem).join(' ');
  // "school lunch" names USDA's group, no food of it.
  if (GROUP_WORDS.has(whole)) return candidates;
  const said = phrase.stems;
  let plain = false;
  const other = candidates.map((c) => {
    const segments = nameSegments(c.hit.food);
    const at = segments.indexOf(whole);
    if (at < 0 || at > 1) return false;
    const first = segments[0]!;
    // "Pie, coconut cream": a one-word head the words never say, and no group word.
    if (at === 1 && !GROUP_WORDS.has(first) && !first.includes(' ') && !said.has(first)) return true;
    if (at === 1 && !GROUP_WORDS.has(first)) return false;
    if (addsSweetUnsaid(c.hit.food, phrase)) return true;
    plain = true;
    return false;
  });
  if (!plain) return candidates;
  const kept = candidates.filter((_, i) => !other[i]);
  return kept.length > 0 && kept.length < candidates.length ? kept : candidates;
}
/** USDA's group words (foods/name-groups.ts), stemmed as the name segments are. */
const GROUP_WORDS = new Set([...USDA_GROUP_WORDS].map((g) => g.split(' ').map(stem).join(' ')));
/** A name's segments, stemmed and without parentheses ("Nuts, coconut cream, raw (liquid …)" → nut | coconut cream | raw). */
const nameSegments = derivedPerOwner((food: Food): readonly string[] =>
  food.name
    .toLowerCase()
    .replace(/\([^)]*\)?/g, ' ')
    .split(',')
    .map((seg) => seg.split(/[^a-z]+/).filter(Boolean).map(stem).join(' ')),
);

/** Products named after what they are made from (stemmed). */
const PRODUCTS = [...new Set(['oil', 'milk', 'butter', 'juice', 'flour'].map(stem))];
/**
 * A name that holds none of the products' letters names none of them (a stem is its word's
 * opening letters): most names are not split into segments to find out.
 */
const PRODUCT_IN_NAME = new RegExp(PRODUCTS.join('|'), 'i');
/**
 * Does the name make a product of the food the words are about (their head), the product unsaid?
 * "S P" inside a segment ("walnut oil", "almond milk") or a first segment that is the product
 * alone followed by the food ("Oil, walnut"). Not "made with milk" or "in oil": there the product
 * is what the food was made with, not what it is. A product said in another form ("juiced") is said.
 */
export function madeFromSaid(food: Food, said: ReadonlySet<string>, head: string): boolean {
  const unsaid = unsaidProducts(said, head);
  return unsaid.length > 0 && namesUnsaidProduct(nameSegments(food), unsaid, head);
}

/** The products (PRODUCTS) the words do not say. "buttermilk" is a milk: a head that ends in the product says it. */
function unsaidProducts(said: ReadonlySet<string>, head: string): string[] {
  return PRODUCTS.filter((p) => !head.endsWith(p) && ![...said].some((w) => w.startsWith(p)));
}

/**
 * madeFromSaid with the unsaid products (not empty) already worked out, on the name's stemmed
 * segments (nameSegments: one list per food serves both readers, and a segment without the head
 * followed by a word is passed unsplit).
 */
function namesUnsaidProduct(segments: readonly string[], unsaid: readonly string[], head: string): boolean {
  const first = segments[0] ?? '';
  if (!first.includes(' ') && unsaid.includes(first)) return (segments[1] ?? '').split(' ').includes(head);
  const headThen = `${head} `;
  for (const segment of segments) {
    if (!segment.includes(headThen)) continue;
    const words = segment.split(' ');
    for (let i = 1; i < words.length; i++) {
      if (!unsaid.includes(words[i]!) || words[i - 1] !== head) continue;
      // "made with milk", "cooked in oil": the product is an ingredient there.
      if (words.slice(0, i).some((w) => w === 'with' || w === 'in' || w === 'and' || w === 'or')) continue;
      return true;
    }
  }
  return false;
}

/** The stemmed words of a food's name, once per food ("Cake, pound" → cake, pound). */
export const namedStems = derivedPerOwner((food: Food): ReadonlySet<string> => new Set(food.name.toLowerCase().split(/[^a-z]+/).filter(Boolean).map(stem)));

/**
 * USDA weighs some foods' by-parts on their own: "Chicken, skin (drumsticks and thighs), cooked,
 * roasted", "Potatoes, baked, skin, without salt", "Lemon peel, raw", "Pork, bones". Such a food is
 * the part alone, and answers only words that say the part ("chicken skin", "potato skins"): "a
 * roasted chicken thigh" is no chicken skin, "baked potatoes" no potato skin. When every candidate
 * is a part alone, they stay.
 */
function withoutUnsaidParts(candidates: Candidate[], said: ReadonlySet<string>): Candidate[] {
  const kept = candidates.filter((c) => {
    const part = partAloneOf(c.hit.food);
    return part === undefined || said.has(part);
  });
  return kept.length > 0 && kept.length < candidates.length ? kept : candidates;
}
/** The parts USDA weighs alone. */
const BY_PARTS = new Set(['skin', 'peel', 'rind', 'bone']);
const NAMES_A_PART = /skin|peel|rind|bone/i;
/**
 * The stemmed part a name weighs alone: a segment after the first that is only the part ("skin",
 * "skin only", "skin (drumsticks and thighs)"), or a first segment ending in it ("Chicken skin").
 * Null when the name weighs no part alone (kept per food: the ranking asks it of every candidate).
 */
const partAlone = derivedPerOwner((food: Food): string | null => {
  // A word stemmed to a part holds it ("skins", "peeled"): a name holding none weighs no part alone,
  // and most names are not split to find out (every candidate of an unseen phrase asks once).
  if (!NAMES_A_PART.test(food.name)) return null;
  const segments = food.name.toLowerCase().split(',').map((s) => s.replace(/\([^)]*\)?/g, ' ').trim().split(/\s+/).filter(Boolean));
  const first = segments[0] ?? [];
  const partOf = (word: string | undefined) => (word !== undefined && BY_PARTS.has(stem(word)) ? stem(word) : undefined);
  let part: string | null = null;
  if (first.length >= 2 && !first.includes('with') && !first.includes('and')) part = partOf(first.at(-1)) ?? null;
  for (const segment of segments.slice(1)) {
    if (part === null && (segment.length === 1 || (segment.length === 2 && segment[1] === 'only'))) part = partOf(segment[0]) ?? null;
  }
  return part;
});
export function partAloneOf(food: Food): string | undefined {
  return partAlone(food) ?? undefined;
}

interface Found {
  candidates: Candidate[];
  top: number;
  floor: number;
  joinRank: number;
  /**
   * What the options' features are set from (withOptions): every hit near the best (the
   * candidates are some of them; the join rank is their best), the phrase's closing word, and
   * whether the best hit reads as food enough to join.
   */
  asked: { window: Candidate[]; closing: string; joinable: boolean };
}
/**
 * A phrase's candidates with no modifiers and no options: the join test asks this of a phrase
 * and the resolver then matches the same phrase the same way, so a description's phrases are
 * kept for a while (a few descriptions' worth: the lists are large, and asked close together).
 */
const plainCandidates = memoPerOwner<FoodIndex, string, Found | null>(PLAIN_CANDIDATES_SIZE);
export function candidatesOf(ctx: FoodIndex, phrase: string, modifiers: readonly Modifier[], options: MatchOptions): Found | undefined {
  // Modifiers are searched further (25 hits, not 10): a list of its own.
  if (modifiers.length > 0) return candidatesFor(ctx, phrase, modifiers, options);
  const plain = plainCandidates(ctx).remember(phrase, () => candidatesFor(ctx, phrase, [], {}) ?? null) ?? undefined;
  // Options that leave every feature as no options do ("needsPortion: false", "settings: 0") are plain too.
  return plain && (options.needsPortion || options.wantsWhole || options.settings) ? withOptions(ctx, plain, options) : plain;
}

/**
 * A phrase's plain candidates as candidatesFor would give them with `options`: the same hits,
 * filters and order, the four option features set on copies (the plain lists are kept and
 * shared), and the join rank taken again over every hit near the best. The resolver asks with
 * options what the join test asked plainly, and the search and the per-food features were
 * worked out twice.
 */
function withOptions(ctx: FoodIndex, plain: Found, options: MatchOptions): Found {
  const { window, closing, joinable } = plain.asked;
  const copies = new Map<Candidate, Candidate>();
  let joinRank = 0;
  for (const candidate of window) {
    const features = candidate.features.slice();
    const asked = optionFeatures(ctx, candidate.hit.food, options, closing);
    features[NO_PORTION] = asked.noPortion;
    features[WHOLE] = asked.whole;
    features[SETTING_AGREE] = asked.settingAgree;
    features[SETTING_CONFLICT] = asked.settingConflict;
    const copy = { hit: candidate.hit, features };
    copies.set(candidate, copy);
    if (joinable) joinRank = Math.max(joinRank, rankOf(features, JOIN_WEIGHTS));
  }
  const candidates = plain.candidates.map((c) => copies.get(c)!);
  return { candidates, top: plain.top, floor: plain.floor, joinRank, asked: { window: [...copies.values()], closing, joinable } };
}

function findMatch(ctx: FoodIndex, phrase: string, modifiers: readonly Modifier[], options: MatchOptions): Match | undefined {
  const found = candidatesOf(ctx, phrase, modifiers, options);
  if (!found) return undefined;
  let best: Match | undefined;
  let bestRank = -Infinity;
  for (const { hit, features } of found.candidates) {
    const rank = rankOf(features);
    if (rank > bestRank) {
      bestRank = rank;
      best = { food: hit.food, score: hit.score, rank, joinRank: found.joinRank };
    }
  }
  if (best) best = withoutWhatWasNotSaid(phrase, best, found.candidates);
  // The floor asks whether the phrase names a food at all (its best hit); which variant of it
  // answers ("…, without salt") is the ranking's choice among the hits.
  return best && found.top >= found.floor ? best : undefined;
}

/**
 * USDA lists some foods twice, "with X" and "without X" ("Chicken thigh, grilled with sauce" and
 * "…, grilled without sauce"): the search scores them alike, the words never said X, and X is
 * what was not on the plate. The "without" sibling answers when it is a candidate.
 */
function withoutWhatWasNotSaid(phrase: string, best: Match, candidates: readonly Candidate[]): Match {
  const name = best.food.name;
  const said = new Set(contentWords(phrase).map(stem));
  // "with added sugar" is without sugar's sibling too: the word after "added" is what was added.
  for (const m of name.matchAll(/\bwith (?:added )?([a-z]+)/gi)) {
    if (said.has(stem(m[1]!.toLowerCase()))) continue;
    const sibling = `${name.slice(0, m.index)}without ${name.slice(m.index! + 5)}`;
    const found = candidates.find((c) => c.hit.food.name === sibling);
    if (found) return { ...best, food: found.hit.food, score: found.hit.score };
  }
  return best;
}

/**
 * How well a phrase matches (head-noun agreement included), 0 when nothing does: decides joins.
 * A gathering word is no food when matching ("a variety of vegetables" is the vegetables), but the
 * joins were chosen with it read as words: "pork, potatoes and a variety of vegetables" is one dish,
 * and a part that gathers foods is judged as it is written.
 */
export function phraseScore(ctx: FoodIndex, phrase: string): number {
  return joinRanks(ctx).remember(phrase, () =>
    (gatheredFoods(phrase) === phrase ? candidatesOf(ctx, phrase, [], {}) : candidatesFor(ctx, phrase, [], {}, false))?.joinRank ?? 0,
  );
}
const joinRanks = memoPerOwner<FoodIndex, string, number>(MATCH_CACHE_SIZE);

/**
 * "and"/","/"with" join two pieces into one food when the joined phrase matches at least as
 * well as the pieces do on average, less a small cost per split avoided. "peanut butter and
 * jelly sandwich" and "brown and wild rice" stay one food; "eggs and toast" does not become
 * "Bread, egg, toasted", because "eggs" and "toast" each match better alone.
 */
export function joinTest(ctx: FoodIndex) {
  return (phrase: string, parts: readonly string[], viaWith = false): boolean => {
    // A reviewed everyday name ("quarter pounder with cheese", "mac & cheese") is one food.
    if (commonFoodNamed(phrase, { reviewedOnly: true })) return true;
    const joined = phraseScore(ctx, phrase);
    if (joined < 0.6) return false;
    // "a baked potato loaded with chili", "peas and carrots": USDA has the dish, headed by the
    // first part and naming every other one ("Potato, baked, …, with chili"). "eggs and toast"
    // matched "Bread, egg, toasted" is headed by neither, and stays two foods.
    const dish = matchFood(ctx, phrase)?.food;
    // "flax plus flakes": a product USDA names with the words and "plus" as said ("…, Organic FLAX
    // PLUS flakes", "(Boost Plus)") is one food; "plus" joins nothing inside a name.
    if (dish && namesPlus(dish, phrase)) return true;
    if (dish && namesOtherThanParts(dish, phrase, parts)) return false;
    // "coffee with cream" is no "Cream, fluid, light (coffee cream …)": a dish headed by what
    // rides on the first food, and not by that food, is the rider alone.
    if (dish && viaWith && headedByRider(dish, parts)) return false;
    // "oatmeal with raisins" is no "Cookie, oatmeal, with raisins": the dish is carried only by
    // what it is "with" (kind.ts), its first part names a flavour of it ("oatmeal" needs "cookie").
    if (dish && viaWith && !firstPartCarries(ctx, dish, parts)) return false;
    // "whipped cream and strawberries" is no "Ice creams, strawberry": the first part's head is
    // the dish's, but in another compound the words never say.
    if (dish && namesAnotherCompound(dish, parts)) return false;
    if (dish && namesEveryPart(dish, parts)) return true;
    let weighted = 0;
    let total = 0;
    for (const part of parts) {
      const n = Math.max(1, contentWords(part).length);
      weighted += phraseScore(ctx, part) * n;
      total += n;
    }
    // USDA names dishes "X with Y" ("Coffee, Latte, with non-dairy milk"): a "with" join costs less
    // to keep, when the dish's name has Y after X ("eggs with toast" is no "Bread, egg, toasted",
    // as "eggs and toast" is not).
    const xWithY = viaWith && dish !== undefined && namesLaterPartsAfterFirst(dish, parts);
    const split = weighted / total - (xWithY ? WITH_SPLIT_COST : SPLIT_COST) * (parts.length - 1);
    return joined >= split;
  };
}
/** The phrase's "<word> plus" is in the food's name as said: the product's name, not a join. */
function namesPlus(food: Food, phrase: string): boolean {
  const pairs = phrase.match(/[a-z]+ plus\b/g);
  if (!pairs) return false;
  const name = food.name.toLowerCase();
  return pairs.some((pair) => name.includes(pair));
}
/**
 * Does the first part of an "X with Y" say a kind of the dish by itself? "latte with non-dairy
 * milk" says "Coffee, Latte, …" (a latte is a coffee), "french fries with chili" the potato's
 * "french fries"; "oatmeal with raisins" says no "Cookie, oatmeal, with raisins" (oatmeal follows
 * many foods, so it needs the cookie), only its "with raisins" does.
 */
export function firstPartCarries(ctx: FoodIndex, dish: Food, parts: readonly string[]): boolean {
  const words = foodWords(parts[0] ?? '').map((w) => asUsdaSpells(ctx, w));
  const head = headWord(words);
  if (head === undefined) return true;
  // Only a first part that is the dish's variety, a later segment of one word ("Cookie, oatmeal"):
  // a dish named otherwise ("Frozen coffee drink, …", "Chicken breast, grilled with sauce") is
  // carried by more than one part's words, and the join decides on its scores as before.
  const varieties = dish.name.toLowerCase().split(',').slice(1).map((segment) => segment.trim());
  if (!varieties.includes(head) && !varieties.map(stem).includes(stem(head))) return true;
  return carries(ctx, mentionOf(ctx, words), dish);
}

/**
 * "X with Y" whose dish is Y: the head of the dish's first name segment is Y's head noun, and no
 * word of X is in the name outside brackets ("Cream, fluid, light (coffee cream …)" for "coffee
 * with cream"; "drink mix with lemonade" is still "Lemonade, fruit flavored drink").
 * Two parts only: in a longer run the "with" may belong to a later pair.
 */
export function headedByRider(dish: Food, parts: readonly string[]): boolean {
  // A restaurant's or a chain's dish is named by where it comes from first: never a rider.
  if (parts.length !== 2 || /^(restaurant|fast foods?),/i.test(dish.name)) return false;
  const segment = (dish.name.split(',')[0] ?? '').toLowerCase().split(/[^a-z]+/).filter(Boolean).map(stem);
  const firstWords = foodWords(parts[0]!).map(stem);
  const riderWords = foodWords(parts[1]!);
  // "… with lemonade flavor" is a flavour, not lemonade: the rider's head must close its words.
  const rider = headWord(riderWords);
  // The first part's words named only in brackets ("(coffee cream …)") say what the rider is for.
  const named = new Set(dish.name.toLowerCase().replace(/\([^)]*\)/g, ' ').split(/[^a-z]+/).filter(Boolean).map(stem));
  return rider !== undefined && parts[1]!.trim().split(/\s+/).at(-1) === rider && segment.at(-1) === stem(rider) && !firstWords.some((w) => named.has(w));
}

/**
 * A "with" join is X with Y unless the dish's name has a later part only as how it was made:
 * "eggs with toast" is no "Bread, egg, toasted" (toast only as "toasted"), as "eggs and toast" is not.
 */
function namesLaterPartsAfterFirst(dish: Food, parts: readonly string[]): boolean {
  const words = dish.name.toLowerCase().split(/[^a-z]+/).filter(Boolean);
  const plain = new Set(words.filter((w) => !/ed$/.test(w)).map(stem));
  const made = new Set(words.filter((w) => /ed$/.test(w)).map(stem));
  return parts.slice(1).every((part) => {
    const head = headWord(foodWords(part));
    return head === undefined || plain.has(stem(head)) || !made.has(stem(head));
  });
}
const SPLIT_COST = 0.1;
const WITH_SPLIT_COST = 0.15;
