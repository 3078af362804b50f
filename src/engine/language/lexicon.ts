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
}

/** One language's names, ready for lookups by words. */
export interface LanguageLexicon {
  /** Folded name → USDA food id. */
  readonly names: ReadonlyMap<string, string>;
  /** The longest name, in words. */
  readonly maxWords: number;
}

export interface Lexicon {
  readonly languages: Readonly<Record<PackLanguage, LanguageLexicon>>;
  /** Every id the lexicon resolves to (the data test checks each against the database). */
  readonly ids: readonly string[];
}

export function lexiconFrom(data: CompiledLexicon): Lexicon {
  if (data.format !== LEXICON_FORMAT) {
    throw new NutritionApiError('internalServerError', `The food lexicon has format "${String(data.format)}" but this engine reads "${LEXICON_FORMAT}": run npm run build:lexicon.`);
  }
  const languages = {} as Record<PackLanguage, LanguageLexicon>;
  for (const [code, names] of Object.entries(data.names) as Array<[PackLanguage, Record<string, number>]>) {
    const map = new Map<string, string>();
    let maxWords = 1;
    for (const [name, index] of Object.entries(names)) {
      map.set(name, data.foods[index]!);
      maxWords = Math.max(maxWords, name.split(' ').length);
    }
    languages[code] = { names: map, maxWords };
  }
  return { languages, ids: data.foods };
}

/** Reads public/data/lexicon.json (or `read('lexicon.json')`, or `dataUrl`), as the food database is read. */
export async function loadLexicon(options: LoadOptions = {}): Promise<Lexicon> {
  const bytes = options.read
    ? await options.read(LEXICON_FILE)
    : await readAsset(options.dataUrl ? new URL(LEXICON_FILE, options.dataUrl) : LEXICON_URL, 'food lexicon', options.fetch);
  return lexiconFrom(JSON.parse(new TextDecoder().decode(bytes)) as CompiledLexicon);
}

/** The longest name that starts at `words[i]`: its food id and how many words it took. */
export function nameAt(lexicon: LanguageLexicon, words: readonly string[], i: number): { id: string; length: number } | undefined {
  for (let n = Math.min(lexicon.maxWords, words.length - i); n >= 1; n--) {
    const id = lexicon.names.get(words.slice(i, i + n).join(' '));
    if (id !== undefined) return { id, length: n };
  }
  return undefined;
}
