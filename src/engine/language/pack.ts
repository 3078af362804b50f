import type { Size } from '../foods/units.js';
import type { PackLanguage } from './codes.js';

/** The English cooking word FNDDS writes in a food's name ("Potato, roasted, NFS", "Fish, NS as to type, fried"). */
export type CookingMethod = 'roasted' | 'grilled' | 'fried' | 'boiled' | 'baked' | 'steamed';
import { fold, foldWords } from './fold.js';

/**
 * What one language contributes to reading a meal, as people write it (docs/languages.md).
 * Written with accents for review; `compilePack` folds every entry (fold.ts), so a person who
 * types without accents is read the same.
 */
export interface PackSource {
  code: PackLanguage;
  name: string;
  /** Number words and fraction words by value ("dos" 2, "medio" 0.5, "eineinhalb" 1.5). */
  numbers: Record<string, number>;
  /** Articles that count one ("un", "une", "ein"): a count, but not a number the person wrote. */
  articles: string[];
  /** After a number, adds a half: "dos y media", "deux et demi", "due e mezzo". */
  andHalf: string[];
  /** Unit spellings (one to four words) → the engine's canonical unit (foods/units.ts). */
  units: Record<string, string>;
  sizes: Record<string, Size>;
  /** "de", "d'", "di": between an amount and its food. */
  of: string[];
  /** Words that join two foods of a list ("y", "et", "und"). */
  and: string[];
  /** Words that join a food to what comes with it ("con", "avec", "mit"). */
  with: string[];
  /** "sin", "sans", "ohne": what follows is left out. */
  without: string[];
  /** Words inside an amount that do not change it ("unos", "environ", "etwa"). */
  fillers: string[];
  /** Framing: phrases that say when or that the person ate, never a food ("para el almuerzo", "j'ai mangé"). */
  framing: string[];
  /** Function words that are never part of a food's name by themselves (articles, possessives). */
  stop: string[];
  /**
   * How a named food was cooked ("a la plancha", "grelhado", "gegrillt", "al forno"): understood
   * beside a lexicon name, never a food by itself. The food stays the lexicon's (the plain cooked
   * food); a name that carries the method ("pollo asado", "huevo frito") is longer and wins.
   */
  prepared?: string[];
  /**
   * Cooking words that name how FNDDS tells a food's forms apart ("rôtie" roasted, "frito" fried,
   * "gekocht" boiled): beside a lexicon name that does not carry it, the food is FNDDS's food in that
   * form ("une pomme de terre rôtie" is "Potato, roasted", not the lexicon's boiled potato; cooked.ts).
   * Each is understood as a `prepared` word too.
   */
  methods?: Record<string, CookingMethod>;
  /**
   * What opens a style or a place named after a dish ("a la navarra", "à la provençale", "alla
   * norma", "à brás", "à moda do Porto"): the words after it, up to the end of the item, say how
   * the dish is made, never a food of their own (docs/languages.md, "Cooking styles").
   */
  styles?: string[];
  /** A word ending that names a style (German "Jägerart", "nach Hausfrauenart"; "Wiener Art"). */
  styleEnding?: string;
  /** German writes compounds as one word: the last part names the food ("Vollkornbrötchen" is a Brötchen). */
  compounds?: boolean;
  /**
   * Words saying a bread has something on it ("belegtes Brötchen", "belegd broodje"): when what is on
   * it is named after "with", the bread and that food are read, not a sandwich and the food again (toppings.ts).
   */
  topped?: string[];
  /** Typed without the umlaut keys, ä, ö, ü are written ae, oe, ue ("Broetchen"): read them as the letters (spelling.ts). */
  digraphs?: boolean;
  /** Function words that show the language (detection); the words above count too. */
  evidence: string[];
  /** Letters only (or mostly) this language uses among the six: "ñ", "ß", "ã". */
  letters: string;
}

/** A pack with every entry folded and phrase lists split into words, ready for token lookups. */
export interface LanguagePack {
  code: PackLanguage;
  name: string;
  numbers: ReadonlyMap<string, number>;
  articles: ReadonlySet<string>;
  andHalf: ReadonlySet<string>;
  units: ReadonlyMap<string, string>;
  /** Longest unit spelling, in words. */
  unitWords: number;
  sizes: ReadonlyMap<string, Size>;
  of: ReadonlySet<string>;
  and: ReadonlySet<string>;
  with: ReadonlySet<string>;
  without: ReadonlySet<string>;
  fillers: ReadonlySet<string>;
  framing: readonly (readonly string[])[];
  stop: ReadonlySet<string>;
  prepared: ReadonlySet<string>;
  methods: ReadonlyMap<string, CookingMethod>;
  /** Style openers as folded word lists, longest first. */
  styles: readonly (readonly string[])[];
  styleEnding?: string;
  compounds: boolean;
  digraphs: boolean;
  topped: ReadonlySet<string>;
  evidence: ReadonlySet<string>;
  letters: RegExp;
}

const phrase = (text: string) => foldWords(text).join(' ');

export function compilePack(source: PackSource): LanguagePack {
  const set = (words: readonly string[]) => new Set(words.map(phrase));
  const units = new Map(Object.entries(source.units).map(([k, v]) => [phrase(k), v]));
  const framing = [...new Set(source.framing.map(phrase))].map((p) => p.split(' ')).sort((a, b) => b.length - a.length);
  // Framing words ("almuerzo", "Frühstück", "colazione") are evidence on their own too.
  const evidence = new Set([...source.evidence, ...source.framing.filter((f) => !f.includes(' ')), ...source.articles, ...source.and, ...source.with, ...source.without, ...source.of, ...Object.keys(source.numbers)].map(fold));
  return {
    code: source.code,
    name: source.name,
    numbers: new Map(Object.entries(source.numbers).map(([k, v]) => [fold(k), v])),
    articles: set(source.articles),
    andHalf: set(source.andHalf),
    units,
    unitWords: Math.max(...[...units.keys()].map((k) => k.split(' ').length)),
    sizes: new Map(Object.entries(source.sizes).map(([k, v]) => [fold(k), v])),
    of: set(source.of),
    and: set(source.and),
    with: set(source.with),
    without: set(source.without),
    fillers: set(source.fillers),
    framing,
    stop: set(source.stop),
    prepared: set([...(source.prepared ?? []), ...Object.keys(source.methods ?? {})]),
    methods: new Map(Object.entries(source.methods ?? {}).map(([k, v]) => [phrase(k), v])),
    styles: [...new Set((source.styles ?? []).map(phrase))].map((p) => p.split(' ')).sort((a, b) => b.length - a.length),
    ...(source.styleEnding ? { styleEnding: fold(source.styleEnding) } : {}),
    compounds: source.compounds ?? false,
    digraphs: source.digraphs ?? false,
    topped: set(source.topped ?? []),
    evidence,
    letters: new RegExp(`[${source.letters}]`, 'gi'),
  };
}
