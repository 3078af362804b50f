import type { FoodIndex } from '../foods/food-index.js';
import { stem } from '../foods/index.js';
import { vocabularyKey } from '../foods/food-index.js';
import { SYNONYMS } from '../foods/synonyms.js';
import { PACK_LANGUAGES, type LanguageChoice, type PackLanguage } from './codes.js';
import { detectLanguage, englishBeforeLexicon, MIN_EVIDENCE } from './detect.js';
import { matchFood, namedStems } from '../meal/match.js';
import { fold, foldWords } from './fold.js';
import { DISH_PREFIX, nameAt, type Lexicon } from './lexicon.js';
import { packFor } from './packs/index.js';
import { resolveInLanguage, weighed, type LanguageResolution } from './resolve.js';
import type { Resolution, ResolvedItem } from '../meal/resolve.js';

/** What describeMeal hands the language layer: the caller's choice and the lexicon, loaded on first need. */
export interface LanguageOptions {
  /** 'auto' (or absent): detected from the text; 'en': the English parser only. */
  language?: LanguageChoice;
  /** Answers undefined in a context built without one (then English reads the text). */
  lexicon?: () => Promise<Lexicon | undefined>;
}

async function lexiconOrNothing(load: () => Promise<Lexicon | undefined>): Promise<Lexicon | undefined> {
  try {
    return await load();
  } catch {
    return undefined;
  }
}

export function readIn(ctx: FoodIndex, text: string, code: PackLanguage, lexicon: Lexicon, lexiconOnly = false): LanguageResolution {
  return resolveInLanguage(ctx, text, packFor(code), lexicon.languages[code], { lexiconOnly });
}

/**
 * The text read in another language than English, or undefined when English should read it:
 * the caller chose English, no lexicon is available, or detection finds English (or nothing else).
 */
export async function readInOtherLanguage(ctx: FoodIndex, text: string, options: LanguageOptions): Promise<LanguageResolution | undefined> {
  const choice = options.language ?? 'auto';
  if (choice === 'en' || !options.lexicon) return undefined;
  // A caller that chose a language needs the lexicon and hears why it is missing; detection
  // without it (a host that serves only foods.json.gz) still reads English.
  if (choice !== 'auto') {
    const chosen = await options.lexicon();
    return chosen && readIn(ctx, text, choice, chosen);
  }
  const isEnglishWord = (w: string) => ctx.vocabulary.has(vocabularyKey(w));
  // Most texts are plainly English: told from the packs' word lists, without scoring each language,
  // and most of those with no word English does not know: told before the lexicon is read (its
  // file and tables were most of the first description's time).
  const english = englishBeforeLexicon(text, isEnglishWord);
  if (english === true) return undefined;
  const lexicon = await lexiconOrNothing(options.lexicon);
  if (!lexicon) return undefined;
  const detecting = { lexicon, isEnglishWord };
  if (english !== false && english(lexicon)) return undefined;
  const { language, scores } = detectLanguage(text, detecting);
  // An English function word ("a", "and", "with") makes the text English's: only a bare name is asked of the languages.
  if (language === 'en') return scores.en === 0 ? sharedDishReading(ctx, text, lexicon) ?? wholeReading(ctx, text, lexicon, scores) : undefined;
  const reading = readIn(ctx, text, language, lexicon);
  // Neighbours share letters and articles ("un tiramisù e un caffè": the è and "un" read as French
  // too): a reading that leaves words unread gives way to another language with evidence enough to be
  // detected that reads them all ("tres leches cake" is not three Portuguese cakes).
  if (reading.found.length > 0 && !readsWhole(reading)) {
    for (const code of PACK_LANGUAGES.filter((c) => c !== language && scores[c] >= MIN_EVIDENCE).sort((a, b) => scores[b] - scores[a])) {
      const other = readIn(ctx, text, code, lexicon);
      if (readsWhole(other)) return other;
    }
  }
  if (reading.found.length > 0) return reading;
  // A tie between neighbours ("una birra media": Spanish and Italian both): the next language with evidence whose names find a food.
  for (const code of PACK_LANGUAGES.filter((c) => c !== language && scores[c] > 0).sort((a, b) => scores[b] - scores[a])) {
    const other = readIn(ctx, text, code, lexicon, true);
    if (other.found.length > 0) return other;
  }
  return reading;
}

/** Every word of the text read: a food found, nothing left unrecognised or beside a name unknown. */
const readsWhole = (reading: LanguageResolution) => reading.found.length > 0 && reading.unmatched.length === 0 && reading.found.every((f) => !f.ignored?.length);

/** A USDA description that starts with a brand in capitals ("KASHI Pizza, Margherita, …"). */
const BRANDED = /^[A-Z][A-Z'&.-]{2,}(?: [A-Z][A-Z'&.-]+)* /;

/** Languages that must give a shared dish name to one food before it is read as the dish. */
const SHARED_BY = 3;

/**
 * A short text that is only an international dish's name of two words or more, an amount or an
 * article (not an English one) at most ("pizza margherita", "spaghetti carbonara", "2 quiche lorraine"): detection gives
 * it to no language (a shared name is evidence for none), and English alone may not know the
 * dish ("carbonara") or take a branded food for it. When at least three languages read every
 * word of it as the same foods, their reviewed reading is the answer, in whichever language
 * comes first; a text with any other word ("a pizza margherita and a beer") stays English.
 */
function sharedDishReading(ctx: FoodIndex, text: string, lexicon: Lexicon): LanguageResolution | undefined {
  const words = foldWords(text);
  if (words.length < 2 || words.length > 6) return undefined;
  // Every run of two words or more (at most 15 of them), each asked of the languages once: this runs for every English text.
  let shared = false;
  for (let i = 0; i + 1 < words.length && !shared; i++) {
    for (let n = 2; i + n <= words.length && !shared; n++) {
      const phrase = words.slice(i, i + n).join(' ');
      let holders = 0;
      for (const code of PACK_LANGUAGES) if (lexicon.languages[code].names.has(phrase)) holders++;
      shared = holders >= SHARED_BY;
    }
  }
  if (!shared) return undefined;
  // A name English writes too ("hot dog", "chicken nuggets") is English's to read, unless English
  // would take a brand for it ("pizza margherita": a KASHI frozen pizza): the person named no brand.
  if (words.every((w) => /^\d/.test(w) || ctx.vocabulary.has(vocabularyKey(w)))) {
    const english = matchFood(ctx, words.filter((w) => !/^\d/.test(w)).join(' '));
    if (!english || !BRANDED.test(english.food.name)) return undefined;
  }
  const readings = PACK_LANGUAGES.map((code) => readIn(ctx, text, code, lexicon, true)).filter(readsWhole);
  const foodsOf = (reading: LanguageResolution) => reading.found.map((f) => f.food.id).join(' ');
  return readings.find((reading) => readings.filter((other) => foodsOf(other) === foodsOf(reading)).length >= SHARED_BY);
}

/**
 * A short text with no English word and too little evidence to detect ("150 g de arroz blanco",
 * "200gr di pasta": one "de"/"di"): the first language with evidence whose reading understands
 * every word of it, else English.
 */
function wholeReading(ctx: FoodIndex, text: string, lexicon: Lexicon, scores: Record<string, number>): LanguageResolution | undefined {
  const words = foldWords(text);
  // Its grammar, not a number word or a name alone: "venti latte" stays an English order of a latte.
  const grammar = (code: PackLanguage) => {
    const pack = packFor(code);
    return words.some((w) => pack.of.has(w) || pack.articles.has(w) || pack.and.has(w) || pack.with.has(w));
  };
  const candidates = PACK_LANGUAGES.filter((c) => scores[c]! > 0 && grammar(c)).sort((a, b) => scores[b]! - scores[a]!);
  // Languages tie on a shared article ("un gelato": es, fr, it): the one whose own names read it comes first.
  for (const lexiconOnly of [true, false]) {
    for (const code of candidates) {
      const reading = readIn(ctx, text, code, lexicon, lexiconOnly);
      if (readsWhole(reading)) return reading;
    }
  }
  return undefined;
}

/**
 * When English found no food in a text detection gave to English ("Spiegelei", "tostadas"):
 * the first language, by evidence, whose reading finds one.
 */
export async function readWhenEnglishFoundNothing(ctx: FoodIndex, text: string, options: LanguageOptions): Promise<LanguageResolution | undefined> {
  if ((options.language ?? 'auto') !== 'auto' || !options.lexicon) return undefined;
  const lexicon = await lexiconOrNothing(options.lexicon);
  if (!lexicon) return undefined;
  const { scores } = detectLanguage(text, { lexicon, isEnglishWord: (w) => ctx.vocabulary.has(vocabularyKey(w)) });
  // Only the lexicon's own names: English words English did not take are no food in another
  // language either. Each language's reading is asked up to three times below (shared, alone, a
  // dish name): read once.
  const readings = new Map<PackLanguage, LanguageResolution>();
  const namesRead = (code: PackLanguage) => {
    let reading = readings.get(code);
    if (!reading) readings.set(code, (reading = readIn(ctx, text, code, lexicon, true)));
    return reading;
  };
  const order = PACK_LANGUAGES.filter((code) => scores[code] > 0).sort((a, b) => scores[b] - scores[a]);
  for (const code of order) {
    const reading = namesRead(code);
    // A name among words the language does not know ("read more about our team": Italian "more",
    // blackberries) is a coincidence in an English sentence, not a meal in another language.
    if (readsWhole(reading)) return reading;
  }
  // A name several languages share, with no other word ("1/2 baguette", "2 croissants"), is evidence
  // for none of them: taken when at least two languages read every word of it as the same foods.
  const shared = PACK_LANGUAGES.filter((code) => scores[code] === 0)
    .map(namesRead)
    .filter(readsWhole);
  const foodsOf = (reading: LanguageResolution) => reading.found.map((f) => f.food.id).join(' ');
  const agreed = shared.find((reading, k) => shared.some((other, j) => j !== k && foodsOf(other) === foodsOf(reading)));
  if (agreed) return agreed;
  // A name of one language only whose words English knows as food words but could not match
  // ("garbanzos"): no other language reads it, so it is that language's food, not a coincidence.
  const alone = PACK_LANGUAGES.filter((code) => scores[code] === 0 && readsWhole(namesRead(code)));
  if (shared.length === 1 && alone.length === 1 && foldWords(text).every((w) => ctx.vocabulary.has(vocabularyKey(w)) || /^\d/.test(w) || packFor(alone[0]!).stop.has(w))) return shared[0];
  // A dish name of two words or more that only one language has ("caldo verde", "tinto de verano"),
  // every word of the text read: too specific to be a coincidence in an English sentence.
  const words = foldWords(text);
  // Likewise a compound of a language that writes them, ending in one of its names of four letters or more
  // ("Gulaschsuppe", "Nudelsalat", "Backfisch"): an English sentence does not hold one by chance.
  const compound = (code: PackLanguage) => packFor(code).compounds && words.some((w) => w.length >= 8 && !lexicon.languages[code].names.has(w)
    && [...Array(w.length - 3).keys()].some((cut) => cut >= 3 && lexicon.languages[code].names.has(w.slice(cut))));
  for (const code of PACK_LANGUAGES.filter((c) => scores[c] === 0)) {
    if (!words.some((_, i) => (nameAt(lexicon.languages[code], words, i)?.length ?? 0) >= 2) && !compound(code)) continue;
    const reading = namesRead(code);
    if (readsWhole(reading)) return reading;
  }
  return undefined;
}

/**
 * When English answered but left words of the text unread ("pollo frito": "Frito pie", 'pollo' not
 * understood): a language whose own names read every word of it, found as when English finds nothing.
 */
export async function readWhenEnglishLeftWords(ctx: FoodIndex, text: string, options: LanguageOptions, english: Resolution): Promise<(Resolution & { name?: string }) | undefined> {
  if (english.found.some((f) => (f.ignored?.length ?? 0) > 0) || english.unmatched.length > 0) {
    const other = await readWhenEnglishFoundNothing(ctx, text, options);
    if (other) return other;
  }
  return unbrandedSharedDishes(ctx, english, options);
}

/**
 * English took a brand for a dish the person named without one ("a pizza margherita and a beer":
 * a KASHI frozen pizza), or left words of its name unread ("spaghetti carbonara and a coke": a
 * tomato-sauce pasta: English does not know 'carbonara'), or took a food whose name leaves out a word of
 * the item's ("Pizza Salami": Salami, NFS): when three languages or more give the item's words, as a whole, to one
 * food of the lexicon, that reviewed food is the item's, weighed as the languages weigh it; the
 * rest of the English reading stands. A brand the person wrote stays ("kashi pizza margherita").
 */
async function unbrandedSharedDishes(ctx: FoodIndex, english: Resolution, options: LanguageOptions): Promise<Resolution | undefined> {
  if ((options.language ?? 'auto') !== 'auto' || !options.lexicon) return undefined;
  // A word English's own synonyms name ("kebab" → shish kabob) is one English knows, as the matcher holds.
  const unknownWord = (words: readonly string[]) => words.some((w) => !/^\d/.test(w) && !ctx.vocabulary.has(vocabularyKey(w)) && !Object.hasOwn(SYNONYMS, w));
  // A word of a dish's name of two words or more that the food's name does not carry ("pizza
  // salami": Salami, NFS); a one-word name is English's convention ("spaghetti" is a pasta dish).
  const leftOut = (f: ResolvedItem, words: readonly string[]) => {
    if (words.length < 2) return false;
    const named = namedStems(f.food);
    return words.some((w) => w.length >= 3 && /^[a-z]+$/.test(w) && !named.has(stem(w)));
  };
  const unsure = (f: ResolvedItem) => {
    if (BRANDED.test(f.food.name) || (f.ignored?.length ?? 0) > 0) return true;
    const words = foldWords(f.item.foodText);
    return unknownWord(words) || leftOut(f, words);
  };
  if (!english.found.some(unsure)) return undefined;
  const lexicon = await lexiconOrNothing(options.lexicon);
  if (!lexicon) return undefined;
  let changed = false;
  const found = english.found.map((part) => {
    if (!unsure(part) || part.sideOf || part.extraOf) return part;
    const brand = fold(part.food.name.split(' ')[0]!);
    if (foldWords(part.item.text).includes(brand)) return part;
    const id = sharedFood(lexicon, foldWords(part.item.foodText).join(' '));
    const food = id === undefined ? undefined : ctx.foods.get(id);
    if (!food || food.id === part.food.id) return part;
    changed = true;
    const portion = weighed(ctx, part.item, food);
    const { ignored: _ignored, ...rest } = part;
    return { ...rest, food, grams: portion.grams, basis: portion.basis, estimated: portion.estimated };
  });
  return changed ? { ...english, found } : undefined;
}

/** The food at least three languages give a name to (never a dish of several foods), or undefined. */
function sharedFood(lexicon: Lexicon, phrase: string): string | undefined {
  const holders = new Map<string, number>();
  for (const code of PACK_LANGUAGES) {
    const id = lexicon.languages[code].names.get(phrase);
    if (id !== undefined && !id.startsWith(DISH_PREFIX)) holders.set(id, (holders.get(id) ?? 0) + 1);
  }
  return [...holders].find(([, n]) => n >= SHARED_BY)?.[0];
}
