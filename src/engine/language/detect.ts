import { PACK_LANGUAGES, type LanguageCode, type PackLanguage } from './codes.js';
import { foldWords } from './fold.js';
import { unitByName } from '../foods/units.js';
import type { Lexicon } from './lexicon.js';
import { packFor } from './packs/index.js';
import type { LanguagePack } from './pack.js';
import { Memo } from '../cache/memo.js';

/** English function words and meal words: the evidence for the English parser. */
const ENGLISH = new Set(
  ('the a an and with of some for my i i\'ve i\'m had have ate eat drank drink was were is on in at to plus two three four five six half ' +
    'cup cups slice slices glass glasses bowl bowls piece pieces plate tablespoon teaspoon spoon handful serving can bottle of ' +
    'breakfast lunch dinner snack today yesterday morning then also large small medium without no extra side order').split(' '),
);

const framingIndex = new WeakMap<LanguagePack, Map<string, (readonly string[])[]>>();
/** A pack's framing phrases of two words or more, by their first word: each word is compared only with phrases that start with it. */
function framingByFirst(pack: LanguagePack): Map<string, (readonly string[])[]> {
  let map = framingIndex.get(pack);
  if (!map) {
    map = new Map();
    for (const phrase of pack.framing) {
      if (phrase.length < 2) continue;
      const list = map.get(phrase[0]!) ?? [];
      list.push(phrase);
      map.set(phrase[0]!, list);
    }
    framingIndex.set(pack, map);
  }
  return map;
}

/** The pack's unit spelled at `words[i]` (the longest, up to four words), as written there. */
function unitPhraseAt(pack: LanguagePack, words: readonly string[], i: number): string | undefined {
  for (let n = Math.min(pack.unitWords, words.length - i); n >= 1; n--) {
    const phrase = words.slice(i, i + n).join(' ');
    if (pack.units.has(phrase)) return phrase;
  }
  return undefined;
}

/** Words and names of one text asked about: a meal text has far fewer (the memo only bounds a pasted essay). */
const TEXT_MEMO_SIZE = 1_000;

/** Evidence another language needs before it reads a text instead of English: two words or letters of its own. */
export const MIN_EVIDENCE = 2;

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
  const words = foldWords(text.replace(/[^\p{L}\p{N}'’\s-]+/gu, ' ').replace(/-/g, ' '));
  const raw = text.toLowerCase();
  const scores = { en: 0, es: 0, fr: 0, de: 0, it: 0, pt: 0, nl: 0 } as Record<LanguageCode, number>;
  // A name most of the languages share ("pizza margherita", "kiwi", "tiramisu") tells none of them apart.
  const languages = options.lexicon?.languages;
  // Asked for the same words once per language: answered once per text.
  const englishWords = new Memo<string, boolean>(TEXT_MEMO_SIZE);
  const english = (word: string) => englishWords.remember(word, () => ENGLISH.has(word) || (options.isEnglishWord?.(word) ?? false));
  const sharedNames = new Memo<string, boolean>(TEXT_MEMO_SIZE);
  const shared = (name: string) => sharedNames.remember(name, () => languages !== undefined && PACK_LANGUAGES.filter((code) => languages[code].names.has(name)).length > 2);
  // The text's names of two and three words, the same for every language.
  const phrases: string[] = [];
  for (let i = 0; i + 1 < words.length; i++) phrases.push(`${words[i]} ${words[i + 1]}`, i + 2 < words.length ? `${words[i]} ${words[i + 1]} ${words[i + 2]}` : '');
  for (const word of words) if (ENGLISH.has(word)) scores.en++;
  for (const code of PACK_LANGUAGES) {
    const pack = packFor(code);
    let score = (raw.match(pack.letters)?.length ?? 0) * 2;
    // An English function word ("half", "plus", "lunch") is no evidence for another language that writes it too.
    for (const word of words) if (pack.evidence.has(word) && !ENGLISH.has(word)) score++;
    for (let i = 0; i < words.length; i++) {
      for (const phrase of framingByFirst(pack).get(words[i]!) ?? []) if (phrase.every((w, k) => words[i + k] === w)) score += 2;
    }
    const names = options.lexicon?.languages[code]?.names;
    if (names) {
      // A name English also uses ("pollo", "orange", "latte") is no evidence: English reads it too.
      for (const word of words) if (names.has(word) && !shared(word) && !english(word)) score++;
      // An article of the language before one of its names ("un gelato", "una piadina", "een krentenbol"):
      // evidence even when the name is a loanword English or other languages use too.
      for (let i = 0; i + 1 < words.length; i++) if (pack.articles.has(words[i]!) && !ENGLISH.has(words[i]!) && names.has(words[i + 1]!)) score++;
      // A number word of the language before one of its units ("zwei Scheiben Toast"), and a unit word
      // of its own ("Scheiben", "fette", "tranches"), neither an English word. Not a number word before
      // a name: "venti latte" is an English order.
      for (let i = 0; i + 1 < words.length; i++) {
        if (pack.numbers.has(words[i]!) && !english(words[i]!) && pack.units.has(words[i + 1]!)) score++;
        // A count of a dozen or less in a number word English does not know, before one of the language's
        // names ("trois biscuits", "drei Brezeln"): how people count what they ate. Not a larger number
        // ("venti latte" is an English coffee order, not twenty milks), and only a whole item: the name ends
        // the text or a connector of the language follows ("tres leches cake" is an English cake).
        else if (pack.numbers.has(words[i]!) && pack.numbers.get(words[i]!)! >= 2 && pack.numbers.get(words[i]!)! <= 12 && !english(words[i]!) && names.has(words[i + 1]!)
          && (i + 2 === words.length || pack.and.has(words[i + 2]!) || pack.with.has(words[i + 2]!))) score++;
      }
      for (const word of words) if (word.length >= 4 && pack.units.has(word) && !english(word)) score++;
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
      for (const word of words) if (pack.prepared.has(word) && !english(word)) score++;
      // A name of two or three words ("yaourt nature", "café con leche") is strong evidence.
      for (const phrase of phrases) {
        // ... unless every word of it is English too ("chicken nuggets", "hot dogs").
        if (phrase && names.has(phrase) && !shared(phrase) && !phrase.split(' ').every(english)) score += 2;
      }
    }
    scores[code] = score;
  }
  let best: PackLanguage | undefined;
  for (const code of PACK_LANGUAGES) if (best === undefined || scores[code] > scores[best]) best = code;
  const language: LanguageCode = best !== undefined && scores[best] >= MIN_EVIDENCE && scores[best] > scores.en ? best : 'en';
  return { language, scores };
}

