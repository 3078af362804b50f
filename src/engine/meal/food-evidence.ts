/**
 * Text that names a food only in passing (issue 23, "framing is never food"): a brand that is
 * also a word ("kind regards, Sam", "the monster under the bed"), a dish name that is also a thing
 * ("the club was loud", "raise a toast to the couple"), an idiom ("the exam was a piece of cake"),
 * a food word describing another noun ("a lemon of a car", "the pepper grinder is broken"), a food
 * as a name ("Olive is my best friend"). Each such word is a food on its own, so no table of words
 * tells them apart; the sentence around the word does. A person logging food says how much, or
 * that it was eaten or when, or names a food of two words or other foods with it, or says nothing
 * but the food. A single food with none of these is no food when "is", "as" or "like" comes before
 * it (it is what something else is said to be), or when words the search set aside stand beside it
 * and it is not the head the text ends on ("my fave twix" stays a twix).
 */
import { commonFoodNamed, stem, SYNONYMS, type Food } from '../foods/index.js';
import { carries, mentionOf } from './kind.js';
import type { FoodIndex } from '../foods/food-index.js';
import { foodNamedBy, isFoodWord, matchFood, namedStems } from './match.js';
import { FILLER_WORDS, MEALS_OF_DAY } from './noise.js';
import { EATING_VERBS } from './eating-words.js';
import { DESCRIPTORS, type MealItem } from './parse.js';
import { tokenize, type Token } from './tokens.js';
import { matchUnit } from './units.js';
import { cardinalWords } from '../text/number-words.js';
import { COLOURS, type ResolvedItem } from './resolve.js';
import { verdictOf, type Verdict } from './verdict.js';
import { leadsToPlaceOfEating } from './where-eaten.js';
import { ADULTS, CHILDREN_AND_GROUPS } from './persons.js';
import { INTERJECTIONS, PLAIN_WORDS } from './vocabulary.js';
import { OUTING_PLACES, OUTING_PLACES_TWO } from './place-words.js';

/** Words that say a food was eaten or drunk, or when: a food log's frame. */
const EATING_WORDS = new Set([
  ...EATING_VERBS,
  ...('sip sipped sipping grabbed ordered chugged inhaled gobbled scarfed wolfed nibbled nibbling ' +
    'enjoy enjoys enjoying enjoyed consume consumes consuming consumed savor savors savoring savored savour savouring savoured ' +
    'indulge indulging indulged feed feeding fed serving served ' +
    'dessert desserts appetizer appetizers starter treat pick-me-up teatime elevenses breakfast brunch lunch dinner supper yum yummy delicious tasty leftover leftovers homemade').split(' '),
]);
/** Words that make the food a description of something else: "the exam was a piece of cake", "cool as a cucumber". */
const LINKING = new Set(["is", "was", "are", "were", "be", "been", "being", "as", "like", "'s", "’s"]);
/** "is" or "are" said short after a person ("he's a real ham", "you're toast"). */
const SAID_SHORT = /^(?:he|she|who|you|we|they|i)['’](?:s|re|m)$/;
/** Words that, before "is" or "are", present what follows rather than describe a subject ("this is a smoothie", "here is my lunch"). */
const PRESENTING = new Set(['it', 'this', 'that', 'these', 'here', 'there']);
const presents = (words: readonly string[], at: number) => (words[at] === 'is' || words[at] === 'are') && PRESENTING.has(words[at - 1] ?? '');
/** A linking word, not the helper of a verb ("I will be heating …", "she is making …"), nor a food presented ("it is a burrito"). */
const links = (words: readonly string[], at: number) =>
  (LINKING.has(words[at]!) || SAID_SHORT.test(words[at]!) || saidShortAfterNoun(words, at)) && !/ing$/.test(words[at + 1] ?? '') && !presents(words, at);
/** Words whose "'s" before "a" presents or asks rather than describes ("that's a bagel", "what's a good snack"). */
const NOT_DESCRIBED = new Set(['it', 'that', 'this', 'there', 'here', 'what', 'where', 'who', 'how', 'let']);
/** "that car's a lemon", "the boss's a peach": a noun's "'s" before "a" or "an" is "is" said short (a possessive has its noun next). */
const saidShortAfterNoun = (words: readonly string[], at: number) => {
  const said = /^([a-z]+)['’]s$/.exec(words[at]!);
  return said !== null && !NOT_DESCRIBED.has(said[1]!) && (words[at + 1] === 'a' || words[at + 1] === 'an');
};
const NUMBER_WORDS = new Set(cardinalWords(1, 20));

/** "with" (or the food log's "w/") just before a part: what the food came with. */
const WITH_BEFORE = /\b(?:with|w\/)\s*$/i;

/** Sizes said for a food are an amount ("sweet tea, large", "fries small"). */
const SIZES = new Set(['small', 'medium', 'large', 'regular', 'jumbo', 'mini', 'kids', 'extra-large', 'xl', 'tall', 'grande', 'venti']);

/**
 * Words of a web page's chrome or of computing ("Cookie settings", "clear the browser cache and
 * cookies"): beside a food said in passing they place the text on a screen, not on a plate. Not
 * the words a food log uses of where food came from ("pizza from the app", "coffee over email").
 */
const SCREEN_WORDS = new Set(
  ('settings preferences browser browsers cache website websites webpage homepage click login password newsletter ' +
    'subscribe unsubscribe download upload update updates server software firmware privacy consent popup pop-up url blog ' +
    'firefox chrome safari affiliate affiliates wishlist sku permalink hyperlink hyperlinks sitemap ' +
    // a consent banner's buttons ("Accept all cookies", "Reject non-essential cookies")
    'accept reject decline non-essential').split(' '),
);

/**
 * Nouns of films, songs, shows and books: in one noun phrase with a food word ("the film club", "that
 * Meatloaf song", "Cherry Bomb video") they make it a title's or a club's word. Not "movie", "concert"
 * or "radio" on their own: "popcorn at the movies", "a hot dog at the concert" are food beside an
 * outing, and the rule asks for the same phrase, not the same text.
 */
const MEDIA_NOUNS = new Set(
  ('movie movies film films trailer sequel episode episodes season series sitcom song songs album albums track tracks ' +
    'lyrics remix playlist soundtrack novel audiobook chapter podcast video documentary manga anime comic poem musical').split(' '),
);
/** Verbs of watching or listening: the food word said right after them is what was watched ("listening to Cherry Cola"). */
const MEDIA_VERBS = new Set(['watching', 'watched', 'watch', 'listening', 'listened', 'listen', 'streaming', 'streamed', 'binged', 'binging']);

/** Is the food word at `at` a title's: a media noun in its phrase, or a verb of watching just before it? */
function inATitle(words: readonly string[], at: number): boolean {
  let start = at;
  while (start > 0 && !PLAIN_WORDS.has(words[start - 1]!)) start--;
  let end = at + 1;
  while (end < words.length && !PLAIN_WORDS.has(words[end]!)) end++;
  if (words.slice(start, end).some((w) => MEDIA_NOUNS.has(w))) return true;
  let before = start - 1;
  while (before >= 0 && ['to', 'the', 'a', 'an'].includes(words[before]!)) before--;
  if (before >= 0 && MEDIA_VERBS.has(words[before]!)) return true;
  // "Watermelon Sugar was playing at the gym": what plays is a song.
  return words.slice(at + 1, end + 1).includes('playing');
}

/**
 * What a film's, show's or album's listing says beside its title ("… now streaming", "in theaters
 * Friday", "on Netflix"): said with a food's name written as a title, the name is the title's.
 */
const LISTING = /\b(?:now|streaming|watch it)\s+(?:streaming|playing|showing|on)\b|\bstreaming now\b|\bin (?:theaters|theatres|cinemas)\b|\bon (?:netflix|hulu|prime video|disney\+?|hbo|max|apple tv\+?|peacock|paramount\+?|spotify|youtube)\b/i;

/**
 * A game's result: a score ("24-17", "3–1") and a verb of winning or losing ("Bears edge Lions
 * 24-17"). Said with a food's word in capitals, the word is a team's name ("Bears", "Wings").
 */
const SCORE = /\b\d{1,3}\s*[-–]\s*\d{1,3}\b/;
const RESULT_WORDS = new Set(
  'beat beats defeat defeats defeated edge edges edged top tops topped rout routs routed fall falls fell lose loses lost win wins won down downs downed vs versus draw draws drew tie ties tied thrash thrashes crush crushes crushed'.split(' '),
);

/** Is every word of the food's that the text says written with a capital, as a title is ("Fried Green Tomatoes")? */
function writtenAsTitle(text: string, tokens: readonly Token[], isOfFood: (word: string) => boolean): boolean {
  const said = tokens.filter((t) => t.kind === 'word' && isOfFood(t.text));
  return said.length > 0 && said.every((t) => capitalised(text.slice(t.start, t.end)));
}

/** Small words a title keeps in lower case between its capitalised ones ("Cloudy with a Chance of Meatballs"). */
const TITLE_JOINERS = new Set(['a', 'an', 'the', 'of', 'with', 'and', 'in', 'on', 'to', 'for', 'at', 'by', 'or', 'from']);
const capitalised = (written: string) => /^[A-Z][a-z]/.test(written);

/**
 * Is a food word of the text inside a title written in Title Case, in a sentence written in lower
 * case ("the kids love Cloudy with a Chance of Meatballs")? The title's capitalised words run
 * across lower-case small words, and name more than the food; a brand before a food ("a Chobani
 * yogurt", "Quest Bar") has no small word inside, and the text's other words are lower case.
 */
function inTitleCase(text: string, tokens: readonly Token[], isOfFood: (word: string) => boolean): boolean {
  const words = tokens.filter((t) => t.kind === 'word');
  const written = words.map((t) => text.slice(t.start, t.end));
  const inRun = new Array<boolean>(words.length).fill(false);
  let found = false;
  for (let at = 1; at < words.length; at++) {
    if (!capitalised(written[at]!) || !isOfFood(words[at]!.text)) continue;
    // The run of capitalised words and the small words between them, around the food's word.
    let start = at;
    for (let j = at - 1; j >= 0; j--) {
      if (capitalised(written[j]!)) start = j;
      else if (!TITLE_JOINERS.has(written[j]!)) break;
    }
    let end = at + 1;
    for (let j = at + 1; j < words.length; j++) {
      if (capitalised(written[j]!)) end = j + 1;
      else if (!TITLE_JOINERS.has(written[j]!)) break;
    }
    const run = words.slice(start, end);
    const joined = run.some((t, k) => k > 0 && k < run.length - 1 && TITLE_JOINERS.has(written[start + k]!));
    const more = run.some((t, k) => capitalised(written[start + k]!) && !isOfFood(t.text) && !PLAIN_WORDS.has(t.text));
    if (start > 0 && joined && more) {
      for (let k = start; k < end; k++) inRun[k] = true;
      found = true;
    }
  }
  // A heading in Title Case ("Best Ever Chicken with Rice") is no sentence: its food stays a food.
  return found && written.some((w, k) => !inRun[k] && /^[a-z]/.test(w) && isContent(words[k]!.text));
}

/**
 * Things sold with a food's scent or for a device named like a fruit (session 22): "a vanilla
 * scented candle, 8 oz", "lemon hand soap", "Blackberry battery". Their measure is the product's;
 * a food log never says these words of what was eaten.
 */
const NON_FOOD_PRODUCTS = new Set(
  ('scented unscented scent fragrance fragranced candle candles soap soaps lotion lotions shampoo conditioner perfume ' +
    'deodorant diffuser freshener detergent battery batteries charger chargers').split(' '),
);

/**
 * Who or what may be named by a food's word (session 22): "her daughter Apple", "our dog Peanut",
 * "my cat Pumpkin". A food word written with a capital right after a person or a pet is a name.
 */
const NAMED_ONES: ReadonlySet<string> = new Set([...ADULTS, ...CHILDREN_AND_GROUPS, 'dog', 'cat', 'puppy', 'kitten', 'pup', 'pet', 'horse', 'hamster', 'named', 'called']);
/** Is every word of the food the text says a name: capitalised, right after a person or a pet? */
function namedAsSomeone(text: string, tokens: readonly Token[], isOfFood: (word: string) => boolean): boolean {
  const words = tokens.filter((t) => t.kind === 'word');
  const said = words.map((t, at) => ({ t, at })).filter(({ t }) => isOfFood(t.text));
  return said.length > 0 && said.every(({ t, at }) => at > 0 && capitalised(text.slice(t.start, t.end)) && NAMED_ONES.has(words[at - 1]!.text));
}

/** USDA's words for how a food was made ("Salad dressing, home recipe"): they name no food of their own. */
const HOW_MADE = new Set(['recipe', 'recipes', 'home']);

/** "the kids", "my kids": after a determiner, "kids" are people, not the size of a kids' meal ("kids fries"). */
const PEOPLE_BEFORE = new Set(['the', 'my', 'our', 'your', 'his', 'her', 'their', 'all', 'both']);
const people = (words: readonly string[], at: number) => words[at] === 'kids' && PEOPLE_BEFORE.has(words[at - 1] ?? '');

/** A unit, said once or more ("slices", "bars"). */
const isUnit = (word: string) => matchUnit([word], 0, false) !== undefined;

/** A unit of mass or volume ("tablespoon", "ounces"): the words measure a food. */
const isMeasure = (word: string) => {
  const kind = matchUnit([word], 0, false)?.unit.kind;
  return kind === 'mass' || kind === 'volume';
};

/** A word that could name or describe something (no function word, amount, filler or chat). */
function isContent(word: string): boolean {
  return (
    !PLAIN_WORDS.has(word) && !FILLER_WORDS.has(word) && !INTERJECTIONS.has(word) && !NUMBER_WORDS.has(word) &&
    !DESCRIPTORS.has(word) && !COLOURS.has(word) && !isUnit(word) && !/^\d/.test(word)
  );
}

/** Is the word part of the food: in its name, or saying its kind (a synonym, "coke" for cola)? */
function ofTheFood(ctx: FoodIndex, food: Food, word: string): boolean {
  return namedStems(food).has(stem(word)) || carries(ctx, mentionOf(ctx, [word]), food);
}

/** Does the word alone name a food whose kind it says ("bar", "bowl", "chocolate"; not "table", "friend")? */
export function namesAFood(ctx: FoodIndex, word: string): boolean {
  const found = matchFood(ctx, word);
  return found !== undefined && carries(ctx, mentionOf(ctx, [word]), found.food);
}

/**
 * Does the text say, whole, a name people give a food by other words than USDA's ("pb and j",
 * "mac n cheese", "g and t"): a synonym or a reviewed everyday name of two words or more that
 * takes in a word of the food's mention? Said whole, it is named as a food, as "hot dog" is.
 */
function saysNameWhole(words: readonly string[], mention: ReadonlySet<string>): boolean {
  for (let start = 0; start < words.length; start++) {
    if (PLAIN_WORDS.has(words[start]!)) continue;
    for (let end = start + 2; end <= Math.min(words.length, start + 4); end++) {
      const name = words.slice(start, end);
      if (PLAIN_WORDS.has(name.at(-1)!) || !name.some((w) => mention.has(w))) continue;
      const said = name.join(' ');
      if (Object.hasOwn(SYNONYMS, said) || commonFoodNamed(said, { reviewedOnly: true }) !== undefined) return true;
    }
  }
  return false;
}

/** The words of the text that are the food's own: in its name or saying its kind (no colour, no function word). */
function wordsOfTheFood(ctx: FoodIndex, food: Food, words: readonly string[]): string[] {
  return words.filter((w) => !PLAIN_WORDS.has(w) && !FILLER_WORDS.has(w) && !COLOURS.has(w) && ofTheFood(ctx, food, w));
}

/**
 * A name of two words or more said whole ("pina colada", "hot dog", "fish tacos") is not said in
 * passing. (Its own descriptions count, "hot dog"; a colour does not: "salmon pink shirt".)
 */
function namedWhole(ctx: FoodIndex, words: readonly string[], { item, food }: ResolvedItem): boolean {
  if (new Set(wordsOfTheFood(ctx, food, words).map(stem)).size >= 2) return true;
  return saysNameWhole(words, new Set(tokenize(item.foodText).map((t) => t.text)));
}

/**
 * The subject of a verdict, read alone (verdict.ts: "the burger was juicy"), is a food: every word
 * of it was read as food, and either the verdict is one said of food alone, or the subject names
 * its food in two words of its own ("the fish tacos were the best part"). "The club was loud" is
 * neither.
 */
export function verdictNamesFood(ctx: FoodIndex, verdict: Verdict, found: readonly ResolvedItem[], unmatched: readonly MealItem[]): boolean {
  if (found.length === 0 || unmatched.some((u) => u.foodText.split(/\s+/).some(isContent))) return false;
  if (found.some((r) => (r.ignored ?? []).some((w) => isContent(w) && !isFoodWord(ctx, w)))) return false;
  if (verdict.saysFood) return true;
  const mains = found.filter((r) => !r.sideOf && !r.extraOf);
  const words = tokenize(verdict.subject).filter((t) => t.kind === 'word').map((t) => t.text);
  // Two words or more, each a food's, the last (the phrase's head) one of the food found ("brisket
  // sandwich"): no food word in another sense ("traffic jam") nor a thing a food word describes
  // ("the pepper grinder", "the beer garden").
  const content = words.filter(isContent);
  const head = content.at(-1);
  if (content.length >= 2 && content.every((w) => isFoodWord(ctx, w)) && found.some((r) => head !== undefined && ofTheFood(ctx, r.food, head))) return true;
  return mains.length > 1 || (mains.length === 1 && namedWhole(ctx, words, mains[0]!));
}

/**
 * Do the words before a food log's colon name a food of their own ("pizza: 2 slices", "sunday
 * roast: beef, potatoes"), or only say why or when ("post-workout: …", "quick bite: …")? A food
 * found by a word beside the heading's head ("Post" cereal, "quick" grits) is no food named: the
 * last word that could name something must be one of a found food's own.
 */
export function headingNamesFood(ctx: FoodIndex, heading: string, found: readonly ResolvedItem[]): boolean {
  // The meal a heading says it was for is no head ("an egg sandwich for lunch: just that").
  const head = tokenize(heading).filter((t) => t.kind === 'word' && isContent(t.text) && !MEALS_OF_DAY.has(t.text)).at(-1)?.text;
  // A hyphenated head is the food's only when each of its words is ("post-workout" is not Post cereal's).
  return head !== undefined && found.some((r) => head.split('-').every((part) => part === '' || ofTheFood(ctx, r.food, part)));
}

/** Does any word of the text alone name a food ("but the bread made up for it")? */
export function mentionsAFood(ctx: FoodIndex, text: string): boolean {
  return tokenize(text).some((t) => t.kind === 'word' && isContent(t.text) && namesAFood(ctx, t.text));
}

/**
 * The parts a food came with: after "with" (or "w/"), or a part naming a food word after "with", and
 * the parts listed on after them ("a bagel with lox and schmear": the list "with" opened goes on
 * through "and" and commas, so its last part is as much what the bagel came with as its first).
 */
function cameWith(ctx: FoodIndex, text: string, parts: readonly MealItem[]): Set<MealItem> {
  const out = new Set<MealItem>();
  let listing = false;
  for (const part of [...parts].sort((a, b) => a.span.start - b.span.start)) {
    const opens = part.link === 'with' && (WITH_BEFORE.test(text.slice(0, part.span.start)) || part.foodText.split(/\s+/).some((w) => isFoodWord(ctx, w)));
    listing = opens || (listing && part.link === 'soft');
    if (listing) out.add(part);
  }
  return out;
}

/**
 * Signs of program code (session 22): an arrow function, a method call, a declaration, operators
 * and statement ends ("const fruit = basket.filter((x) => x.ripe);"). A food word there is a
 * variable's name. Two different signs are asked for, so a food log's odd "=" or ";" stays food.
 */
const CODE_SIGNS = [/=>/, /\w\.[a-z_]\w*\(/i, /\b(?:const|let|var|def|function|return)\s+\w+\s*[=(]/, /[;{}]\s*$/, /[=!]==?|&&|\|\|/, /\(\s*\)/];
/** Fewer different signs of code than this, and the text is read as words. */
const MIN_CODE_SIGNS = 2;
/** Is the text program code, whose words name variables, not foods? */
export function writtenAsCode(text: string): boolean {
  return CODE_SIGNS.filter((sign) => sign.test(text)).length >= MIN_CODE_SIGNS;
}

/**
 * True when the one food found is named only in passing and the text should be read as naming
 * no food: no amount said for it, no word of eating or of a meal, no other food beside it, and
 * words around it that are no part of it, where it does not end the text as its head.
 */
export function namedOnlyInPassing(ctx: FoodIndex, text: string, found: readonly ResolvedItem[], unmatched: readonly MealItem[]): boolean {
  const mains = found.filter((r) => !r.sideOf && !r.extraOf);
  if (mains.length !== 1) return false;
  const { item, food } = mains[0]!;
  // "Rate this recipe", "Home > Blog > Recipes": a food found only by how USDA says it was made is
  // no food said, whatever else the text says.
  const tokens = tokenize(text);
  const words = tokens.filter((t) => t.kind === 'word').map((t) => t.text);
  const saidOfFood = () => wordsOfTheFood(ctx, food, words);
  /** A word of the food's own, not a plain word: what the title, name and place tests look for. */
  const ofFood = (w: string) => !PLAIN_WORDS.has(w) && ofTheFood(ctx, food, w);
  if (words.some((w) => HOW_MADE.has(w))) {
    const said = saidOfFood();
    if (said.length > 0 && said.every((w) => HOW_MADE.has(w))) return true;
  }
  // "peppermint scented candle, 14 oz": the product is no food, and its measure is its own.
  const eaten = words.some((w) => EATING_WORDS.has(w) || MEALS_OF_DAY.has(w));
  if (!eaten && words.some((w) => NON_FOOD_PRODUCTS.has(w))) return true;
  // "she named her daughter Apple": the food's word is someone's name.
  if (!eaten && namedAsSomeone(text, tokens, ofFood)) return true;
  // An amount said for any part ("tea and two digestives"), or a measure of mass or volume anywhere
  // ("a tablespoon of …"): the text is about amounts of food. (A year or a model number is no amount.)
  if ([item, ...unmatched].some((i) => i.amount?.explicit || i.amount?.unit !== undefined)) return false;
  if (words.some((w, at) => isMeasure(w) || (SIZES.has(w) && !people(words, at)))) return false;
  // A count inside the food's own words ("lasagne 1 peice": the unit misspelt). A number of four
  // digits or more said with no unit is a model's or a year's ("Curve 8520 battery"), no count.
  if (/(?:^|\s)\d{1,3}(?:\.\d+)?\s+[a-z]/.test(item.foodText)) return false;
  if (words.some((w) => EATING_WORDS.has(w) || MEALS_OF_DAY.has(w))) return false;
  // "Fried Green Tomatoes, now streaming": a dish's name in capitals beside a listing's words is a
  // film's title, whole name and all.
  if (LISTING.test(text) && writtenAsTitle(text, tokens, ofFood)) return true;
  // "Like Water for Chocolate, a novel", "Marmalade Boy (manga)": the food's words in capitals,
  // with a work's noun anywhere beside them, are a title's.
  if (words.some((w) => MEDIA_NOUNS.has(w)) && writtenAsTitle(text, tokens, ofFood)) return true;
  // "Packers fall to Bears 24-17": a food's word in capitals beside a game's result is a team.
  if (SCORE.test(text) && words.some((w) => RESULT_WORDS.has(w)) && writtenAsTitle(text, tokens, ofFood)) return true;
  if (namedWhole(ctx, words, mains[0]!)) return false;
  // Said where people eat, after the food's word ("the donut in the break room"), it is on offer there.
  const foodAt = words.findIndex(ofFood);
  if (foodAt >= 0 && words.some((_, at) => at > foodAt && leadsToPlaceOfEating(words, at))) return false;
  // Beside a web page's or a computer's words, a food said in passing is on a screen; in one phrase
  // with a film's, a song's or a book's, it is in a title ("the Cherry Pie video", "the film club").
  if (words.some((w) => SCREEN_WORDS.has(w))) return true;
  if (words.some((w, at) => ofFood(w) && inATitle(words, at))) return true;
  if (inTitleCase(text, tokens, ofFood)) return true;
  // Said after "is", "as" or "like", the food is what something else is said to be ("my brother is
  // a couch potato", "cool as a cucumber"), not a food eaten.
  const firstOfFood = words.findIndex(ofFood);
  if (firstOfFood > 0 && words.slice(0, firstOfFood).some((_, at) => links(words, at))) return true;
  // The food is the subject of a verdict said of anything ("my brain is mush today", "the toast
  // was lovely"): one word of a food, said of something that is not one (verdict.ts).
  // "my coffee was cold" is a complaint about a cup of coffee, as long as every word of the subject
  // names a food by itself ("my hands were cold" does not).
  const verdict = verdictOf(text);
  const subject = verdict ? tokenize(verdict.subject).filter((t) => t.kind === 'word' && isContent(t.text)) : [];
  const warmthOfAFood = verdict?.ownWarmth === true && subject.length > 0 && subject.every((t) => foodNamedBy(ctx, t.text));
  if (verdict && !verdict.saysFood && !warmthOfAFood && tokenize(verdict.subject).some((t) => ofTheFood(ctx, food, t.text))) return true;
  // "a coffee for the road", "a bagel for the commute": the food named first, then what it is for.
  const forAt = words.indexOf('for');
  const before = words.slice(0, Math.max(forAt, 0));
  if (before.some((w) => !PLAIN_WORDS.has(w)) && before.every((w) => PLAIN_WORDS.has(w) || ofTheFood(ctx, food, w))) return false;
  // Words beside it that are no part of it: those the food was found without (set aside as
  // unknown), and parts that named nothing, other than what the food came with ("… with meatsauce")
  // or another thing counted beside it ("a clementine and a babybel"). A part after "on", "at" or
  // "in" is where the word was ("traffic jam on the highway", "the chip in my card").
  if (unmatched.some((u) => u.amount !== undefined)) return false;
  const withIt = cameWith(ctx, text, [...found.map((r) => r.item), ...unmatched]);
  const beside = unmatched.filter((u) => !withIt.has(u)).flatMap((u) => u.foodText.split(/\s+/));
  if (![...(mains[0]!.ignored ?? []), ...beside].some(isContent)) return false;
  // The food is the head the words end on ("my fave twix", "a bounty bar"), and not what something else is said to be.
  // "a lamb gyro from the cart on 6th": where it was bought, said after it, is no part of the head.
  const placeless = beforePlaceBoughtAt(words);
  const unclosed = beforeClosingClause(placeless, words.findIndex(ofFood));
  const last = unclosed.filter((w) => !PLAIN_WORDS.has(w) && !FILLER_WORDS.has(w) && !INTERJECTIONS.has(w)).at(-1);
  // Before a closing clause only a food's own word is its head ("cake pan not included" ends on a pan).
  const head = last !== undefined && (ofTheFood(ctx, food, last) || (unclosed === placeless && isUnit(last)) || namesAFood(ctx, last));
  if (head && !words.some((_, at) => links(words, at))) return false;
  return true;
}

/**
 * Words that open a clause of their own after the food's words: a subject pronoun, a negation, a
 * hedge or a time adverb ("a banana i think", "a mcdouble not proud", "a bagel again today",
 * "fries maybe"). A noun after a food's word may go on with its name ("apple watch", "cake
 * pan"); these never do, so the head the words end on is the one before them.
 */
export const CLAUSE_OPENERS: ReadonlySet<string> = new Set(['i', "i'm", 'im', "i've", 'ive', "i'd", 'we', "we're", 'not', 'again', 'maybe', 'probably', 'perhaps', 'prob', 'today', 'tonight', 'yesterday', 'lol']);

/** A closing clause is a few words ("i think", "not proud at all"); a longer one is a sentence of its own. */
export const MAX_CLOSING_WORDS = 3;

/** The words before a short clause that closes the text after the food's first word (all of them when none does). */
function beforeClosingClause(words: readonly string[], foodAt: number): readonly string[] {
  if (foodAt < 0) return words;
  const at = words.findIndex((w, k) => k > foodAt && CLAUSE_OPENERS.has(w));
  return at < 0 || words.length - at > MAX_CLOSING_WORDS ? words : words.slice(0, at);
}

/** Words before an article or a possessive of a place ("from the cart", "at my local deli"). */
const PLACE_LEADS = new Set(['the', 'a', 'my', 'our', 'that', 'this', 'local', 'corner', 'nearby']);

/**
 * The words before where the food was bought, when it is said after it: "from"/"at", a lead or
 * two, and a shop or stall of place-words.ts ("from the cart", "at the food truck").
 */
function beforePlaceBoughtAt(words: readonly string[]): readonly string[] {
  for (let i = 1; i < words.length - 1; i++) {
    if (words[i] !== 'from' && words[i] !== 'at') continue;
    let j = i + 1;
    while (j < words.length && PLACE_LEADS.has(words[j]!)) j++;
    if (OUTING_PLACES.has(words[j] ?? '') || OUTING_PLACES_TWO.has(`${words[j]} ${words[j + 1]}`)) return words.slice(0, i);
  }
  return words;
}
