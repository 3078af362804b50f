import { PACK_LANGUAGES, type LanguageCode, type PackLanguage } from './codes.js';
import { foldWords } from './fold.js';
import { unitByName } from '../foods/units.js';
import type { Lexicon } from './lexicon.js';
import { packFor } from './packs/index.js';
import type { LanguagePack } from './pack.js';
import { derivedPerOwner, Memo } from '../cache/memo.js';

/** English function words and meal words: the evidence for the English parser. */
const ENGLISH = new Set(
  ('the a an and with of some for my i i\'ve i\'m had have ate eat drank drink was were is on in at to plus two three four five six half ' +
    'cup cups slice slices glass glasses bowl bowls piece pieces plate tablespoon teaspoon spoon handful serving can bottle of ' +
    'breakfast lunch dinner snack today yesterday morning then also large small medium without no extra side order').split(' '),
);

/** Phrases of two words or more, by their first word: each word is compared only with phrases that start with it. */
function byFirstWord(phrases: readonly (readonly string[])[]): Map<string, (readonly string[])[]> {
  const map = new Map<string, (readonly string[])[]>();
  for (const phrase of phrases) {
    if (phrase.length < 2) continue;
    const list = map.get(phrase[0]!) ?? [];
    list.push(phrase);
    map.set(phrase[0]!, list);
  }
  return map;
}

/** A pack's framing phrases of two words or more, by their first word. */
const framingByFirst = derivedPerOwner((pack: LanguagePack) => byFirstWord(pack.framing));

/**
 * A pack's cooking-style phrases of two words or more ("à la", "a lo", "al estilo"), by their first
 * word. Typed without accents, French "à la" is "a la", and English's "a" is an article: "poulet a la
 * creme" scored English. The phrase before a word is evidence for the packs that write it, and its
 * words are no evidence for English (English borrows it in a few dish names, "a la king", "a la mode",
 * whose other words are English, so one point does not move them).
 */
const stylesByFirst = derivedPerOwner((pack: LanguagePack) => byFirstWord(pack.styles));

/** The pack's unit spelled at `words[i]` (the longest, up to four words), as written there. */
function unitPhraseAt(pack: LanguagePack, words: readonly string[], i: number): string | undefined {
  for (let n = Math.min(pack.unitWords, words.length - i); n >= 1; n--) {
    const phrase = words.slice(i, i + n).join(' ');
    if (pack.units.has(phrase)) return phrase;
  }
  return undefined;
}

/**
 * Per lexicon, which languages' names hold each name (bit k for PACK_LANGUAGES[k]): one lookup
 * per word or phrase of a text instead of one per language, and "shared by more than two" is a
 * bit count. Built on the first detection with the lexicon.
 */
const holdersOf = derivedPerOwner((lexicon: Lexicon) => {
  const map = new Map<string, number>();
  for (let k = 0; k < PACK_LANGUAGES.length; k++) {
    for (const name of lexicon.languages[PACK_LANGUAGES[k]!]?.names.keys() ?? []) map.set(name, (map.get(name) ?? 0) | (1 << k));
  }
  return map;
});
/**
 * Per lexicon, the first words of its names of two words or more: a phrase of the text is looked
 * up only from such a word. Most words of an English text start none, and building and looking up
 * every two- and three-word phrase was most of detection's time.
 */
const phraseStartsOf = derivedPerOwner((lexicon: Lexicon) => {
  const starts = new Set<string>();
  for (const name of holdersOf(lexicon).keys()) {
    const space = name.indexOf(' ');
    if (space > 0) starts.add(name.slice(0, space));
  }
  return starts;
});
const heldByMoreThanTwo = (mask: number) => {
  let n = 0;
  for (let m = mask; m; m &= m - 1) n++;
  return n > 2;
};

/** Which packs (bit k: PACK_LANGUAGES[k]) list a word as evidence, a framing opener, an article, a number, a unit or a cooking word. */
interface PackWord {
  evidence: number;
  framing: number;
  articles: number;
  numbers: number;
  units: number;
  prepared: number;
  /** The first word of one of its units (plainlyEnglish: a unit after digits starts with one). */
  unitStarts: number;
  /** The first word of one of its cooking-style phrases ("a" of "a la"). */
  styles: number;
}
const IN_NO_PACK: PackWord = { evidence: 0, framing: 0, articles: 0, numbers: 0, units: 0, prepared: 0, unitStarts: 0, styles: 0 };
let packWords: Map<string, PackWord> | undefined;
/** The packs' word lists by word: one lookup per word of a text instead of six per language. */
function packWordsByWord(): Map<string, PackWord> {
  if (!packWords) {
    const map = new Map<string, PackWord>();
    const mark = (word: string, list: keyof PackWord, bit: number) => {
      let entry = map.get(word);
      if (!entry) map.set(word, (entry = { ...IN_NO_PACK }));
      entry[list] |= bit;
    };
    for (let k = 0; k < PACK_LANGUAGES.length; k++) {
      const pack = packFor(PACK_LANGUAGES[k]!);
      const bit = 1 << k;
      for (const word of pack.evidence) mark(word, 'evidence', bit);
      for (const word of framingByFirst(pack).keys()) mark(word, 'framing', bit);
      for (const word of pack.articles) mark(word, 'articles', bit);
      for (const word of pack.numbers.keys()) mark(word, 'numbers', bit);
      for (const word of pack.units.keys()) mark(word, 'units', bit);
      for (const word of pack.prepared) mark(word, 'prepared', bit);
      for (const unit of pack.units.keys()) mark(unit.split(' ')[0]!, 'unitStarts', bit);
      for (const word of stylesByFirst(pack).keys()) mark(word, 'styles', bit);
    }
    packWords = map;
  }
  return packWords;
}

/** Every character below 128: a pack whose letters match none of them finds none in an ASCII text. */
const ASCII = String.fromCharCode(...Array.from({ length: 128 }, (_, i) => i));
const matchesAscii = derivedPerOwner((pack: LanguagePack) => ASCII.match(pack.letters) !== null);

/** Words and names of one text asked about: a meal text has far fewer (the memo only bounds a pasted essay). */
const TEXT_MEMO_SIZE = 1_000;

/** Evidence another language needs before it reads a text instead of English: two words or letters of its own. */
export const MIN_EVIDENCE = 2;

/** A text's words as detection reads them: punctuation and hyphens are spaces, every word folded. */
const detectionWords = (text: string) => foldWords(text.replace(/[^\p{L}\p{N}'’\s-]+/gu, ' ').replace(/-/g, ' '));

/**
 * Style phrases followed by a word ("a la creme"): which packs write the one at each word (bit k),
 * and the words they cover. Only a word that starts a style phrase of some pack is compared.
 */
function styleMarks(words: readonly string[], listed: readonly PackWord[]): { styleAt: number[]; inStyle: Set<number> } {
  const styleAt: number[] = new Array<number>(words.length).fill(0);
  const inStyle = new Set<number>();
  for (let i = 0; i + 1 < words.length; i++) {
    if (!listed[i]!.styles) continue;
    for (let k = 0; k < PACK_LANGUAGES.length; k++) {
      if (!(listed[i]!.styles & (1 << k))) continue;
      const phrase = stylesByFirst(packFor(PACK_LANGUAGES[k]!)).get(words[i]!)?.find((p) => i + p.length < words.length && p.every((w, n) => words[i + n] === w));
      if (!phrase) continue;
      styleAt[i]! |= 1 << k;
      for (let n = 0; n < phrase.length; n++) inStyle.add(i + n);
    }
  }
  return { styleAt, inStyle };
}

/** Points a pack's framing phrases that start at `words[i]` give (two each). */
function framingAt(pack: LanguagePack, words: readonly string[], i: number): number {
  let score = 0;
  for (const phrase of framingByFirst(pack).get(words[i]!) ?? []) if (phrase.every((w, k) => words[i + k] === w)) score += 2;
  return score;
}

export interface Detection {
  language: LanguageCode;
  /** Evidence per language (English included), for tests and the docs. */
  scores: Record<LanguageCode, number>;
}

/**
 * The language of a meal text from function words, the letters only some languages use, the
 * packs' framing and (when given) the lexicon's names that are not English words. English wins
 * unless another language has clearly more evidence: the English parser is the tuned one, and a
 * food name alone ("paella", "croissant") is English too.
 */
export function detectLanguage(text: string, options: { lexicon?: Lexicon; isEnglishWord?: (word: string) => boolean } = {}): Detection {
  const words = detectionWords(text);
  const raw = text.toLowerCase();
  const scores = { en: 0, es: 0, fr: 0, de: 0, it: 0, pt: 0, nl: 0 } as Record<LanguageCode, number>;
  // A name most of the languages share ("pizza margherita", "kiwi", "tiramisu") tells none of them apart.
  const languages = options.lexicon?.languages;
  // Asked for the same words once per language: answered once per text.
  const englishWords = new Memo<string, boolean>(TEXT_MEMO_SIZE);
  const english = (word: string) => englishWords.remember(word, () => ENGLISH.has(word) || (options.isEnglishWord?.(word) ?? false));
  // Which languages' names hold each word and phrase (bit k: PACK_LANGUAGES[k]), asked once.
  const held = options.lexicon ? holdersOf(options.lexicon) : undefined;
  const wordHeld = words.map((word) => held?.get(word) ?? 0);
  // The text's names of two and three words, the same for every language: only the phrases some
  // name of the lexicon holds (no other phrase scores), looked up from the words that start one.
  const phrases: string[] = [];
  const phraseHeld: number[] = [];
  const starts = options.lexicon ? phraseStartsOf(options.lexicon) : undefined;
  for (let i = 0; i + 1 < words.length; i++) {
    if (!starts?.has(words[i]!)) continue;
    for (let n = 2; n <= 3 && i + n <= words.length; n++) {
      const phrase = words.slice(i, i + n).join(' ');
      const mask = held?.get(phrase) ?? 0;
      if (mask) phrases.push(phrase), phraseHeld.push(mask);
    }
  }
  const ascii = !/[^\x00-\x7f]/.test(raw);
  const byWord = packWordsByWord();
  const listed = words.map((word) => byWord.get(word) ?? IN_NO_PACK);
  const { styleAt, inStyle } = styleMarks(words, listed);
  words.forEach((word, i) => { if (ENGLISH.has(word) && !inStyle.has(i)) scores.en++; });
  for (let k = 0; k < PACK_LANGUAGES.length; k++) {
    const code = PACK_LANGUAGES[k]!;
    const bit = 1 << k;
    const pack = packFor(code);
    let score = ascii && !matchesAscii(pack) ? 0 : (raw.match(pack.letters)?.length ?? 0) * 2;
    // An English function word ("half", "plus", "lunch") is no evidence for another language that writes it too.
    for (let w = 0; w < words.length; w++) if (listed[w]!.evidence & bit && !ENGLISH.has(words[w]!)) score++;
    for (let i = 0; i < words.length; i++) if (styleAt[i]! & bit) score++;
    for (let i = 0; i < words.length; i++) if (listed[i]!.framing & bit) score += framingAt(pack, words, i);
    const names = options.lexicon?.languages[code]?.names;
    if (names) {
      // A name English also uses ("pollo", "orange", "latte") is no evidence: English reads it too.
      for (let w = 0; w < words.length; w++) if (wordHeld[w]! & bit && !heldByMoreThanTwo(wordHeld[w]!) && !english(words[w]!)) score++;
      // An article of the language before one of its names ("un gelato", "una piadina", "een krentenbol"):
      // evidence even when the name is a loanword English or other languages use too.
      for (let i = 0; i + 1 < words.length; i++) if (listed[i]!.articles & bit && !ENGLISH.has(words[i]!) && wordHeld[i + 1]! & bit) score++;
      // A number word of the language before one of its units ("zwei Scheiben Toast"), and a unit word
      // of its own ("Scheiben", "fette", "tranches"), neither an English word. Not a number word before
      // a name: "venti latte" is an English order.
      for (let i = 0; i + 1 < words.length; i++) {
        if (listed[i]!.numbers & bit && !english(words[i]!) && listed[i + 1]!.units & bit) score++;
        // A count of a dozen or less in a number word English does not know, before one of the language's
        // names ("trois biscuits", "drei Brezeln"): how people count what they ate. Not a larger number
        // ("venti latte" is an English coffee order, not twenty milks), and only a whole item: the name ends
        // the text or a connector of the language follows ("tres leches cake" is an English cake).
        else if (pack.numbers.has(words[i]!) && pack.numbers.get(words[i]!)! >= 2 && pack.numbers.get(words[i]!)! <= 12 && (listed[i]!.numbers === bit || !english(words[i]!)) && names.has(words[i + 1]!)
          && (i + 2 === words.length || pack.and.has(words[i + 2]!) || pack.with.has(words[i + 2]!))) {
          // Counted in a number word no other pack writes ("tre", "drei", "trois"; even one an English food
          // name happens to hold), or the name in no other language's lexicon ("biscotti"): evidence enough
          // alone ("tre biscotti" is Italian, not English).
          score += listed[i]!.numbers === bit || wordHeld[i + 1] === bit ? 2 : 1;
        }
      }
      for (let w = 0; w < words.length; w++) if (words[w]!.length >= 4 && listed[w]!.units & bit && !english(words[w]!)) score++;
      // A kitchen measure of the language after digits ("1 EL", "2 cdas", "1 c. à s.", "2 el"): short
      // texts often have nothing else to tell the language by. Not a unit English writes too ("2 dl", "1 cc"),
      // nor a longer word English has ("2 pot stickers").
      for (let i = 0; i + 1 < words.length; i++) {
        if (!/^\d/.test(words[i]!)) continue;
        const unit = unitPhraseAt(pack, words, i + 1);
        // A two-letter abbreviation English knows as a word ("el") is still the measure after digits.
        if (unit && !unitByName(unit) && !(unit.length > 2 && !unit.includes(' ') && english(unit))) score += 2;
      }
      // A cooking word of the language ("al forno", "grelhado"), not an English word.
      for (let w = 0; w < words.length; w++) if (listed[w]!.prepared & bit && !english(words[w]!)) score++;
      // A name of two or three words ("yaourt nature", "café con leche") is strong evidence.
      for (let p = 0; p < phrases.length; p++) {
        // ... unless every word of it is English too ("chicken nuggets", "hot dogs").
        if (phraseHeld[p]! & bit && !heldByMoreThanTwo(phraseHeld[p]!) && !phrases[p]!.split(' ').every(english)) score += 2;
      }
    }
    scores[code] = score;
  }
  // plainlyEnglish bounds each term above from the packs' word lists: a term added here needs its bound there.
  let best: PackLanguage | undefined;
  for (const code of PACK_LANGUAGES) if (best === undefined || scores[code] > scores[best]) best = code;
  const language: LanguageCode = best !== undefined && scores[best] >= MIN_EVIDENCE && scores[best] > scores.en ? best : 'en';
  return { language, scores };
}

/**
 * Whether detectLanguage would give the text to English, with English words in it (`scores.en > 0`):
 * then the reader has nothing to do. Most meal texts are English ("2 cups of rice and a slice of
 * bread"), and scoring six languages on each is most of a new English text's time in the language
 * layer. Here every term of another language's score is bounded from above by the packs' small word
 * lists (a word listed by a pack may give it its points, whatever its neighbours); the lexicon's
 * names are asked only about the words English does not know (a name English knows gives no
 * language a point). When no language's bound reaches the evidence detection needs (two points, and
 * more than English's), detection would answer English: false is "ask detectLanguage", never "not
 * English". detect.test.ts checks the two agree on each pack's words.
 *
 * Without `lexicon`, a word English does not know is one the lexicon would have to be asked
 * about: false (englishBeforeLexicon tells that case apart).
 */
export function plainlyEnglish(text: string, options: { lexicon?: Lexicon; isEnglishWord: (word: string) => boolean }): boolean {
  const before = englishBeforeLexicon(text, options.isEnglishWord);
  return typeof before === 'function' ? options.lexicon !== undefined && before(options.lexicon) : before;
}

/**
 * plainlyEnglish in two steps (Session 15), so the reader need not load the lexicon for most
 * English texts: true or false when the packs' word lists decide it (every word English knows, or
 * another language's bound reached already: the lexicon only adds points), else the rest of the
 * answer, to be asked with the lexicon about the words English does not know. The packs' part is
 * worked out once either way.
 */
export function englishBeforeLexicon(text: string, isEnglishWord: (word: string) => boolean): boolean | ((lexicon: Lexicon) => boolean) {
  const raw = text.toLowerCase();
  // The letters only some languages use: left to detectLanguage.
  if (/[^\x00-\x7f]/.test(raw)) return false;
  const words = detectionWords(text);
  const byWord = packWordsByWord();
  const listed = words.map((word) => byWord.get(word) ?? IN_NO_PACK);
  const { styleAt, inStyle } = styleMarks(words, listed);
  let english = 0;
  for (let i = 0; i < words.length; i++) if (ENGLISH.has(words[i]!) && !inStyle.has(i)) english++;
  if (english === 0) return false;
  const englishWord = (word: string) => ENGLISH.has(word) || isEnglishWord(word);
  const most = PACK_LANGUAGES.map((code) => (matchesAscii(packFor(code)) ? (raw.match(packFor(code).letters)?.length ?? 0) * 2 : 0));
  const add = (mask: number, points: number) => {
    for (let k = 0; k < PACK_LANGUAGES.length; k++) if (mask & (1 << k)) most[k]! += points;
  };
  for (let i = 0; i < words.length; i++) {
    const word = words[i]!;
    const on = listed[i]!;
    // Its own function words, style and framing phrases, articles (before a name), number words
    // (before a unit or a name: two points at most), unit words, cooking words, and a unit after digits.
    if (!ENGLISH.has(word)) add(on.evidence, 1), add(on.articles, 1);
    add(styleAt[i]!, 1);
    if (on.framing) for (let k = 0; k < PACK_LANGUAGES.length; k++) if (on.framing & (1 << k)) most[k]! += framingAt(packFor(PACK_LANGUAGES[k]!), words, i);
    add(on.numbers, 2);
    if (word.length >= 4) add(on.units, 1);
    add(on.prepared, 1);
    if (i + 1 < words.length && /^\d/.test(word)) add(listed[i + 1]!.unitStarts, 2);
  }
  const plain = () => most.every((points) => points < MIN_EVIDENCE || points <= english);
  const unknown: number[] = [];
  for (let i = 0; i < words.length; i++) if (!englishWord(words[i]!)) unknown.push(i);
  // The lexicon's names only add points: with none to ask about, or a bound reached already, they change nothing.
  if (unknown.length === 0 || !plain()) return plain();
  // A word English does not know may be a language's name, alone (a point) or in a name of two or
  // three words (two points): every phrase that holds it and starts a name is asked.
  return (lexicon) => {
    const held = holdersOf(lexicon);
    const starts = phraseStartsOf(lexicon);
    for (const i of unknown) {
      add(held.get(words[i]!) ?? 0, 1);
      for (let n = 2; n <= 3; n++) {
        for (let start = Math.max(0, i - n + 1); start <= i && start + n <= words.length; start++) {
          if (starts.has(words[start]!)) add(held.get(words.slice(start, start + n).join(' ')) ?? 0, 2);
        }
      }
    }
    return plain();
  };
}
