import { nameAt, type LanguageLexicon } from './lexicon.js';
import type { LanguagePack } from './pack.js';
import type { Word } from './words.js';
import { derivedPerOwner } from '../cache/memo.js';

/** The pack's one-word "of" and "with", once per pack: this runs for every text a language is asked to read. */
const joinersOf = derivedPerOwner((pack: LanguagePack) => [...pack.of, ...pack.with].filter((w) => !w.includes(' ')));

/**
 * "sandwich thon", "cafe leche", "bocadillo jamon": people typing fast leave out the "au", "con" or
 * "de" between a dish and what is in it. Two names side by side are read as the lexicon's name with
 * that joiner ("sandwich au thon", "café con leche") when the lexicon has it; otherwise they stay two
 * foods ("steak frites"). The joiner read in has no place in the text (the meal name quotes what was written).
 */
export function restoreJoiners(words: Word[], pack: LanguagePack, lexicon: LanguageLexicon): Word[] {
  const joiners = joinersOf(pack);
  if (joiners.length === 0) return words;
  const texts = words.map((w) => w.text);
  const out: Word[] = [];
  for (let i = 0; i < words.length; i++) {
    out.push(words[i]!);
    const first = words[i]!.kind === 'word' ? nameAt(lexicon, texts, i) : undefined;
    if (!first || first.length !== 1 || words[i + 1]?.kind !== 'word' || !nameAt(lexicon, texts, i + 1)) continue;
    for (const joiner of joiners) {
      const joined = [texts[i]!, joiner, ...texts.slice(i + 1)];
      const name = nameAt(lexicon, joined, 0);
      if (name && name.length >= 3) {
        out.push({ kind: 'word', text: joiner, start: words[i]!.end, end: words[i]!.end });
        break;
      }
    }
  }
  return out;
}
