import { tokenize } from '../meal/tokens.js';
import { fold, splitElision } from './fold.js';
import type { LanguagePack } from './pack.js';

/** One word of the text, folded, with where it stands in the original (the meal name quotes it). */
export interface Word {
  kind: 'word' | 'number' | 'punct' | 'break';
  /** Folded text (fold.ts); digits as written. */
  text: string;
  /** Value of a number token or a number word. */
  value?: number;
  start: number;
  end: number;
}

/**
 * The meal tokenizer's tokens (meal/tokens.ts), folded and split the way the packs and the
 * lexicon spell their entries: elisions and hyphens split ("demi-baguette" → "demi baguette"),
 * decimal commas read ("1,5 l"), abbreviation dots dropped ("1 c. à s.").
 */
export function wordsOf(text: string, pack: LanguagePack): Word[] {
  // "1,5 l": a decimal comma (same length, so every offset still points into the original).
  const source = text.replace(/(\d),(\d)/g, '$1.$2');
  const words: Word[] = [];
  for (const token of tokenize(source)) {
    if (token.kind !== 'word') {
      words.push({ kind: token.kind, text: token.text, ...(token.value !== undefined ? { value: token.value } : {}), start: token.start, end: token.end });
      continue;
    }
    let offset = token.start;
    for (const part of fold(token.text).split('-')) {
      const end = offset + part.length;
      const pieces = pack.units.has(part) ? [part] : splitElision(part);
      if (pieces.length === 2) {
        words.push({ kind: 'word', text: pieces[0]!, start: offset, end: offset + pieces[0]!.length });
        words.push({ kind: 'word', text: pieces[1]!, start: offset + pieces[0]!.length, end });
      } else if (part) words.push({ kind: 'word', text: part, start: offset, end });
      offset = end + 1;
    }
  }
  return dropAbbreviationDots(words, pack);
}

/** "c. à s.", "cdta.", "env.": a dot glued to a short word is an abbreviation, not the end of a sentence. */
function dropAbbreviationDots(words: Word[], pack: LanguagePack): Word[] {
  return words.filter((word, i) => {
    if (word.text !== '.') return true;
    const before = words[i - 1];
    return !(before?.kind === 'word' && before.end === word.start && (before.text.length <= 2 || pack.units.has(before.text) || pack.fillers.has(before.text)) && words[i + 1] !== undefined && words[i + 1]!.kind !== 'break');
  });
}
