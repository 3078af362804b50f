import { truncate } from '../../api/truncate.js';
import { NutritionApiError, type RatedFoodResult } from '../../api/index.js';
import type { FoodIndex } from '../foods/food-index.js';
import type { EngineContext } from '../context.js';
import type { EngineCallOptions } from '../handlers.js';
import { oneFoodTest } from './dish-parts.js';
import { kindTest } from './restated-count.js';
import { parseMeal, type MealItem, type ParseOptions } from './parse.js';
import { resolveItems, type Resolution } from './resolve.js';
import { asMixedDish } from './mixed-dish.js';
import { headingNamesFood, mentionsAFood, namedOnlyInPassing, verdictNamesFood, writtenAsCode } from './food-evidence.js';
import { verdictOf } from './verdict.js';
import { readNameInside } from './name-inside.js';
import { emojiAsWords } from './food-emoji.js';
import { closedCompounds, openedCompounds } from './closed-compounds.js';
import { respelt } from './near-spelling.js';
import { withoutHeadings } from './heading.js';
import { withoutClosingRemark } from './closing-remark.js';
import { withChainSpellings } from './chain-spellings.js';
import { withoutMenuDescription } from './menu-description.js';
import { withoutChatLead } from './chat-lead.js';
import { withoutHashtags } from './hashtags.js';
import { withoutStreetAddresses } from './street-address.js';
import { settingsOf } from './rank.js';
import { assembleResult } from './assemble.js';
import { MAX_FOOD_GRAMS, nothingToCount, tooMuchFood } from './limits.js';
import { readInOtherLanguage, readWhenEnglishFoundNothing, readWhenEnglishLeftWords, type LanguageOptions } from '../language/read.js';

/** The text as an error message quotes it: one line, not too long. */
function quote(text: string): string {
  const line = text.replace(/\s+/g, ' ').trim();
  return truncate(line, 60);
}

export interface DescribeOptions extends LanguageOptions {
  /**
   * The text is a whole dish that makes this many servings (a recipe's yield): the result is
   * one serving of it, rated and with tips for that serving (not a v4 request member; the
   * extension's recipe panel uses it with the embedded engine).
   */
  sharedBy?: number;
}

/**
 * describeMeal as the engine runs it (handlers.ts): over the context's food database and
 * language settings, `call.sharedBy` for a recipe's yield. The call's signal is checked
 * between the stages that may wait (loading the database, another language's reader), so a
 * cancelled call does no further work.
 */
export async function describeMealOperation(ctx: EngineContext, data: { text: string }, call: EngineCallOptions): Promise<RatedFoodResult> {
  const foods = await ctx.foods();
  call.signal?.throwIfAborted();
  const options: DescribeOptions = { language: ctx.config.language, lexicon: ctx.lexicon };
  if (call.sharedBy !== undefined) options.sharedBy = call.sharedBy;
  const { found, unmatched, name } = await resolveMeal(foods, data.text, options);
  call.signal?.throwIfAborted();
  return assembleResult(found, unmatched, options.sharedBy, name);
}

/**
 * "the burger was juicy", "the fish tacos were the best part": when the whole text names no food,
 * the subject of a verdict said of it, read alone, when it is a food (verdict.ts, food-evidence.ts).
 */
async function readVerdict(ctx: FoodIndex, english: string, options: LanguageOptions): Promise<(Resolution & { name?: string }) | undefined> {
  const verdict = verdictOf(english);
  if (!verdict) return undefined;
  // The subject has no verdict of its own (it ends before the verb), so this reads it once.
  const reading = await resolveMeal(ctx, verdict.subject, options).catch((error: unknown) => {
    if (error instanceof NutritionApiError && error.code === 'noFoodDetectedText') return undefined;
    throw error;
  });
  if (!reading || !verdictNamesFood(ctx, verdict, reading.found, reading.unmatched)) return undefined;
  // "the risotto was undercooked, but the tiramisu saved it": a food said after the verdict would
  // go uncounted, and half a meal's figures are wrong ones; the text stays refused.
  if (verdict.rest && (mentionsAFood(ctx, verdict.rest) || (await foundIn(ctx, verdict.rest, options)))) return undefined;
  return reading;
}

/** Does the text name a food (describeMeal's own reading)? */
async function foundIn(ctx: FoodIndex, text: string, options: LanguageOptions): Promise<boolean> {
  return resolveMeal(ctx, text, options).then(
    () => true,
    (error: unknown) => !(error instanceof NutritionApiError && error.code === 'noFoodDetectedText'),
  );
}

/**
 * describeMeal: meal text → one serving's figures (docs/engine.md). Parts that match no food
 * are named in the result's name; text in which nothing is food is `noFoodDetectedText`.
 * Deterministic: the same text always gives the same result.
 */
export async function describeMeal(ctx: FoodIndex, text: string, options: DescribeOptions = {}): Promise<RatedFoodResult> {
  const { found, unmatched, name } = await resolveMeal(ctx, text, options);
  return assembleResult(found, unmatched, options.sharedBy, name);
}

/**
 * "hungry so 4 chicken nuggets": the reading from the amount on, when chat before it was read into
 * the first food's name (chat-lead.ts). Asked only once the whole text is known to name a food
 * eaten, since the chat is what says a food is named in passing ("the exam was a piece of cake").
 */
function unledReading(ctx: FoodIndex, english: string, items: readonly MealItem[], options: ParseOptions, before: Resolution): Resolution | undefined {
  const parse = (words: string) => parseMeal(words, options);
  const findsFood = (words: string) => resolveItems(ctx, parse(words), settingsOf(words), false, words).found.length > 0;
  const unled = withoutChatLead(ctx, english, items, parse, findsFood);
  const reading = unled && resolveItems(ctx, unled, settingsOf(english), false, english);
  // Chat holds no food: a reading from the amount on that finds fewer foods lost one ("dave's
  // single and a small frosty": "single" read as the amount had dropped the burger).
  return reading && reading.found.length > 0 && reading.found.length >= before.found.length ? reading : undefined;
}

/**
 * What describeMeal finds in `text` before a result is built: each food matched and weighed
 * (food, grams for everything the text describes), the words that named no food, and the meal's
 * name in the person's words when the text was read in another language. fixFood works on these
 * parts directly. Throws as describeMeal does when there is nothing to count.
 */
export async function resolveMeal(ctx: FoodIndex, text: string, options: LanguageOptions = {}): Promise<Resolution & { name?: string }> {
  // Another language's reader (src/engine/language), when the text is in one; English otherwise.
  let reading: (Resolution & { name?: string }) | undefined = await readInOtherLanguage(ctx, text, options);
  if (!reading) {
    // "brocolli", "avacado toast": a food word mistyped is read as the word meant, before the
    // parts are told apart ("spagetti and meatballs" is the one dish "spaghetti and meatballs" is).
    // "2 🥚 on toast": a food emoji is its word, any other pictograph is dropped.
    const isOneFood = oneFoodTest(ctx);
    const isKindOf = kindTest(ctx);
    // "kids lunchbox: a juice box, an apple": a heading that names no food is no part of the first food.
    const namesFood = (words: string) => headingNamesFood(ctx, words, resolveItems(ctx, parseMeal(words, { isOneFood, isKindOf }), settingsOf(words), false, words).found);
    // "19 Olive Street, Boston MA": an address names streets and towns, never food (street-address.ts).
    // "a burrito bowl #lunch", "meal #3 - a latte": a post's tags and numbered labels are no food (hashtags.ts).
    // "pan cakes", "pop corn": a word USDA writes closed, typed open, is read as USDA writes it;
    // "porkchop", "eggroll": one it writes open, typed closed, too.
    // "mac and cheese again today", "a poke bowl i think": a remark closing the log is no part of its
    // last food (closing-remark.ts). "chick fil a nuggets": a chain's name typed apart is written its own way (chain-spellings.ts).
    const saysFood = (words: string) => mentionsAFood(ctx, words) || namesFood(words);
    // "Classic Cheeseburger — beef patty, cheddar, …": a menu line's list of what the dish is made of (menu-description.ts).
    const english = withoutMenuDescription(withoutClosingRemark(withoutHeadings(closedCompounds(ctx, respelt(ctx, openedCompounds(ctx, emojiAsWords(withoutHashtags(withoutStreetAddresses(withChainSpellings(text))))))), namesFood), saysFood), saysFood);
    const items = parseMeal(english, { isOneFood, isKindOf });
    // "a cup of pork with potatoes and vegetables in tomato sauce": FNDDS's one mixed dish.
    const dish = asMixedDish(ctx, english, items);
    reading = dish ? { found: dish, unmatched: [] } : resolveItems(ctx, items, settingsOf(english), false, english);
    // "the club was loud", "kind regards, Sam": a food word said in passing is no food.
    if (!dish && namedOnlyInPassing(ctx, english, reading.found, reading.unmatched)) reading = { found: [], unmatched: items };
    // Only where a food was found already: chat before a food-like word is as often a sentence about no food.
    else if (!dish && reading.found.length > 0) reading = unledReading(ctx, english, items, { isOneFood, isKindOf }, reading) ?? reading;
    // "const fruit = basket.filter(…);": program code names variables, not food (food-evidence.ts).
    if (writtenAsCode(english)) reading = { found: [], unmatched: items };
    if (reading.found.length === 0) reading = (await readWhenEnglishFoundNothing(ctx, text, options)) ?? (await readVerdict(ctx, english, options)) ?? reading;
    // Still refused: a reviewed everyday name said among words nothing reads answers, the words
    // named as not understood (name-inside.ts). Program code stays refused.
    if (reading.found.length === 0 && !writtenAsCode(english)) reading = readNameInside(ctx, english, items, { isOneFood, isKindOf }, settingsOf(english)) ?? reading;
    else reading = (await readWhenEnglishLeftWords(ctx, text, options, reading)) ?? reading;
  }
  const { found, unmatched, name } = reading;
  if (found.length === 0) {
    throw new NutritionApiError(
      'noFoodDetectedText',
      `We could not find a food in "${quote(text)}". Try something like "2 eggs and toast".`,
      { operation: 'describeMeal', status: 422 },
    );
  }
  for (const part of found) {
    if (!(part.grams <= MAX_FOOD_GRAMS)) throw tooMuchFood(quote(part.item.text), part.grams);
  }
  // "0 eggs", "zero eggs": the amount is understood, and it is nothing.
  if (found.every((part) => part.grams === 0)) throw nothingToCount(quote(text));
  return name === undefined ? { found, unmatched } : { found, unmatched, name };
}
