import { derivedPerOwner } from '../cache/memo.js';
import { endsInName, type LanguageLexicon } from './lexicon.js';
import type { LanguagePack } from './pack.js';
import type { Word } from './words.js';

/** Every word of the lexicon's names ("kase", "susser" of "susser senf"), once per lexicon. */
const nameWords = derivedPerOwner((lexicon: LanguageLexicon) => new Set([...lexicon.names.keys()].flatMap((name) => name.split(' '))));

/** Every word of the pack's lists: numbers, units, sizes, framing, connectors, stop and cooking words. */
const packWords = derivedPerOwner((pack: LanguagePack) => {
  const words = new Set<string>([...pack.numbers.keys(), ...pack.units.keys(), ...pack.sizes.keys(), ...pack.articles, ...pack.stop, ...pack.prepared, ...pack.framing.flat()]);
  for (const list of [pack.and, pack.with, pack.without, pack.of, pack.fillers, pack.andHalf]) for (const phrase of list) for (const w of phrase.split(' ')) words.add(w);
  return words;
});

/** A word the pack or the lexicon knows, or (a language that writes compounds) one ending in a name of four letters or more. */
export function knownWord(word: string, pack: LanguagePack, lexicon: LanguageLexicon): boolean {
  if (nameWords(lexicon).has(word) || packWords(pack).has(word)) return true;
  return pack.compounds === true && endsInName(lexicon, word);
}

const DIGRAPH = /([aou])e/g;
/** The same letters, asked only whether they occur: a global pattern's `test` keeps its place between words and skips the next word's. */
const HAS_DIGRAPH = /[aou]e/;

/**
 * "Fruehstueck", "Broetchen", "Kaese": German typed without the umlaut keys writes ä, ö, ü as ae,
 * oe, ue. Folding (fold.ts) spells ä as a, so a word the pack and the lexicon do not know is read
 * with the digraphs folded when that spelling is one they know; a word they know ("Baguette",
 * "Feuer" is no food but is left alone) is never respelled.
 */
export function respellDigraphs(words: Word[], pack: LanguagePack, lexicon: LanguageLexicon): Word[] {
  if (!pack.digraphs) return words;
  return words.map((word) => {
    if (word.kind !== 'word' || !HAS_DIGRAPH.test(word.text) || knownWord(word.text, pack, lexicon)) return word;
    const folded = word.text.replace(DIGRAPH, '$1');
    return knownWord(folded, pack, lexicon) ? { ...word, text: folded } : word;
  });
}
