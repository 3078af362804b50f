/**
 * The English words a food word's near misspelling could be (SCOWL via Debian's wamerican; source,
 * licence and how the subset is made: data/raw/words/README.md): "came" is one letter from "cake",
 * "year" from "pear", "nice" from "rice". The near-spelling corrector (meal/near-spelling.ts)
 * corrects only a token that is no English word; these are the words within its reach of a food
 * word, not the whole dictionary (a word out of reach is never corrected, so it need not be known).
 * Built by scripts/build-english-words.ts into public/data/english-words.json, which the food
 * database's loader reads beside foods.json.gz (`loadEnglishWords`).
 */
import { NutritionApiError } from '../../api/errors.js';
import { isNode, readAsset } from '../assets.js';
import { decodeDataFile, type LoadOptions } from './load.js';

/** The compiled list's name in the data folder, and the format this engine reads. */
export const ENGLISH_WORDS_FILE = 'english-words.json';
export const ENGLISH_WORDS_FORMAT = 'nutri-kit-english-words/1';
// The static `new URL('<path>', import.meta.url)` form, so bundlers find the file (as load.ts does).
const ENGLISH_WORDS_URL = new URL('../../../public/data/english-words.json', import.meta.url);

/** The compiled file: its provenance, then the words (lower case, sorted). */
export interface CompiledEnglishWords {
  format: string;
  provenance: string;
  counts: string;
  words: string[];
}

let words: ReadonlySet<string> | undefined;

/** Reads the list from the data folder (the same options as the food database, which calls this as it loads). */
export async function loadEnglishWords(options: LoadOptions = {}): Promise<ReadonlySet<string>> {
  const bytes = options.read
    ? await options.read(ENGLISH_WORDS_FILE)
    : await readAsset(options.dataUrl ? new URL(ENGLISH_WORDS_FILE, options.dataUrl) : ENGLISH_WORDS_URL, 'English word list', options.fetch);
  useEnglishWords(parseEnglishWords(await decodeDataFile(bytes)).words);
  return words!;
}

export function parseEnglishWords(text: string): CompiledEnglishWords {
  const list = JSON.parse(text) as CompiledEnglishWords;
  if (list.format !== ENGLISH_WORDS_FORMAT || !Array.isArray(list.words)) {
    throw new NutritionApiError('internalServerError', `The English word list has format "${String(list.format)}" but this engine reads "${ENGLISH_WORDS_FORMAT}": rebuild whichever is older (npm run build:english-words for public/data, npm run build for lib/).`);
  }
  return list;
}

/** Answers from `list` from now on (the loader's last step; tests may pass their own). */
export function useEnglishWords(list: Iterable<string>): void {
  words = new Set(list);
}

/**
 * The list. The food database loads it, and every operation that reads it waits for the
 * database first; a Node caller that never loaded one (a script, a parser test) gets the
 * package's file read on first use.
 */
export function englishWords(): ReadonlySet<string> {
  if (!words) {
    if (!isNode()) {
      throw new NutritionApiError('internalServerError', 'The English word list is not loaded: load the food database first (createEngine and loadFoodDatabase load it).');
    }
    const fs = process.getBuiltinModule('node:fs');
    words = new Set(parseEnglishWords(fs.readFileSync(ENGLISH_WORDS_URL, 'utf8')).words);
  }
  return words;
}

/** Whether `word` (lower case) is an English word the corrector must leave alone. */
export function isEnglishWord(word: string): boolean {
  return englishWords().has(word);
}
