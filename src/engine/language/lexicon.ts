/**
 * The multilingual food lexicon (docs/languages.md): names, synonyms, plurals and dishes per
 * language, each resolving straight to a USDA food id (never to English text to be parsed
 * again). Compiled by scripts/build-lexicon.ts from data/raw/lexicon into
 * public/data/lexicon.json, loaded on first use like the other public/data files.
 */
import { readAsset } from '../assets.js';
import { NutritionApiError } from '../../api/index.js';
import type { LoadOptions } from '../foods/load.js';
import type { PackLanguage } from './codes.js';

export const LEXICON_FILE = 'lexicon.json';
export const LEXICON_FORMAT = 'nutri-kit-lexicon/1';
const LEXICON_URL = new URL('../../../public/data/lexicon.json', import.meta.url);

/** The compiled file. */
export interface CompiledLexicon {
  format: string;
  /** Where the names come from and under which licence. */
  provenance: { sources: Array<{ name: string; licence: string; path: string; note?: string }> };
  /** USDA food ids, referred to by index below. */
  foods: string[];
  /** Per language: folded name (fold.ts) → index into `foods`. */
  names: Record<PackLanguage, Record<string, number>>;
  /** Dishes that are several foods (data/raw/lexicon/dishes.tsv): their parts, grams from FNDDS portions. */
  dishes?: CompiledDish[];
  /** Per language: folded dish name → index into `dishes` (a dish name wins over a food name). */
  dishNames?: Record<PackLanguage, Record<string, number>>;
}

export interface CompiledDish {
  /** The English gloss (review aid, and the dish's key). */
  gloss: string;
  /** Each part: index into `foods`, grams in one dish, and the FNDDS portion it came from. */
  parts: Array<{ food: number; grams: number; portion: string }>;
}

/** One part of a dish: a USDA food and its grams in one dish, as the FNDDS portion gave them. */
export interface DishPart {
  id: string;
  grams: number;
  portion: string;
}

/** A dish that is several foods ("bitoque" = steak, fried egg, fries, rice). */
export interface Dish {
  gloss: string;
  parts: readonly DishPart[];
}

/** The id a dish name resolves to in `LanguageLexicon.names` (never a food id: no food id starts so). */
export const DISH_PREFIX = 'dish:';

/** One language's names, ready for lookups by words. */
export interface LanguageLexicon {
  /** Folded name → USDA food id. */
  readonly names: ReadonlyMap<string, string>;
  /** The longest name, in words. */
  readonly maxWords: number;
  /** Dish id (DISH_PREFIX + index) → its parts; shared by every language. */
  readonly dishes: ReadonlyMap<string, Dish>;
}

export interface Lexicon {
  readonly languages: Readonly<Record<PackLanguage, LanguageLexicon>>;
  /** Every id the lexicon resolves to, dish parts too (the data test checks each against the database). */
  readonly ids: readonly string[];
  readonly dishes: ReadonlyMap<string, Dish>;
}

export function lexiconFrom(data: CompiledLexicon): Lexicon {
  if (data.format !== LEXICON_FORMAT) {
    throw new NutritionApiError('internalServerError', `The food lexicon has format "${String(data.format)}" but this engine reads "${LEXICON_FORMAT}": run npm run build:lexicon.`);
  }
  const dishes = new Map<string, Dish>();
  (data.dishes ?? []).forEach((dish, k) => {
    dishes.set(DISH_PREFIX + k, { gloss: dish.gloss, parts: dish.parts.map((p) => ({ id: data.foods[p.food]!, grams: p.grams, portion: p.portion })) });
  });
  const languages = {} as Record<PackLanguage, LanguageLexicon>;
  for (const [code, names] of Object.entries(data.names) as Array<[PackLanguage, Record<string, number>]>) {
    const map = new Map<string, string>();
    let maxWords = 1;
    const add = (name: string, id: string) => {
      map.set(name, id);
      maxWords = Math.max(maxWords, wordCount(name));
    };
    // Object.keys, not entries: the same names in the same order, without a pair made for each of ~37,000 (half the build's time).
    for (const name of Object.keys(names)) add(name, data.foods[names[name]!]!);
    const dishNames = data.dishNames?.[code] ?? {};
    for (const name of Object.keys(dishNames)) add(name, DISH_PREFIX + dishNames[name]!);
    languages[code] = { names: map, maxWords, dishes };
  }
  return { languages, ids: data.foods, dishes };
}

/** Words of a name (its spaces plus one): `split(' ').length` without making the words, for every name at load. */
function wordCount(name: string): number {
  let count = 1;
  for (let at = name.indexOf(' '); at >= 0; at = name.indexOf(' ', at + 1)) count++;
  return count;
}

/** Reads public/data/lexicon.json (or `read('lexicon.json')`, or `dataUrl`), as the food database is read. */
export async function loadLexicon(options: LoadOptions = {}): Promise<Lexicon> {
  const bytes = options.read
    ? await options.read(LEXICON_FILE)
    : await readAsset(options.dataUrl ? new URL(LEXICON_FILE, options.dataUrl) : LEXICON_URL, 'food lexicon', options.fetch);
  return lexiconFrom(JSON.parse(new TextDecoder().decode(bytes)) as CompiledLexicon);
}

/** A compound ending in one of the lexicon's names of four letters or more ("Schinkenbrötchen" ends in "brötchen"). */
export function endsInName(lexicon: LanguageLexicon, word: string): boolean {
  for (let cut = 1; cut <= word.length - 4; cut++) if (lexicon.names.has(word.slice(cut))) return true;
  return false;
}

/** The longest name that starts at `words[i]`: its food id and how many words it took. */
export function nameAt(lexicon: LanguageLexicon, words: readonly string[], i: number): { id: string; length: number } | undefined {
  for (let n = Math.min(lexicon.maxWords, words.length - i); n >= 1; n--) {
    const id = lexicon.names.get(words.slice(i, i + n).join(' '));
    if (id !== undefined) return { id, length: n };
  }
  return undefined;
}
