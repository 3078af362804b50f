import { nameAt, type LanguageLexicon } from './lexicon.js';
import type { LanguagePack } from './pack.js';
import type { Word } from './words.js';
import { derivedPerOwner } from '../cache/memo.js';

/** The pack's one-word "with", once per pack. */
const withWordOf = derivedPerOwner((pack: LanguagePack) => ({ word: [...pack.with].find((w) => !w.includes(' ')) }));

/** FNDDS yeast breads and rolls (food codes 51…): the head of a "Käsebrot", "Salamibrötchen". */
const BREAD = /^fndds:51/;
/**
 * What is put on bread (FNDDS cream and cheese 12–14, meat, poultry and fish 2, eggs 3, fats 8,
 * sugars and sweets 91): the first part of such a compound. Not a grain, seed, fruit or vegetable,
 * which are baked into the bread ("Mohnbrötchen", "Kartoffelbrot", "Zwiebelbrot"), nor a drink.
 */
const TOPPING = /^fndds:(1[2-4]|2|3|8|91)/;

/** The lexicon id of a one-word name. */
function idOf(lexicon: LanguageLexicon, word: string): string | undefined {
  return nameAt(lexicon, [word], 0)?.id;
}

/** The id of a one-word name, or of the name a compound ends in ("Teewurst" is a Wurst), as resolve.ts reads compounds. */
function compoundIdOf(lexicon: LanguageLexicon, word: string): string | undefined {
  for (let cut = 0; cut <= word.length - 4; cut++) {
    const id = idOf(lexicon, word.slice(cut));
    if (id !== undefined) return id;
  }
  return undefined;
}

/**
 * "ein Käsebrot", "zwei Salamibrötchen", "ein Leberwurstbrot": a compound of what is on the bread
 * and the bread, which the lexicon does not name itself, is the bread with that food ("ein Brot mit
 * Käse"): a slice or a roll and its topping, each weighed as such, not one food nor the bread alone.
 * The bread keeps the compound's place in the text (the meal name quotes it once).
 */
export function splitToppings(words: Word[], pack: LanguagePack, lexicon: LanguageLexicon): Word[] {
  words = dropTopped(words, pack, lexicon);
  if (!pack.compounds) return words;
  const withWord = withWordOf(pack).word;
  if (!withWord) return words;
  const out: Word[] = [];
  for (const word of words) {
    const split = word.kind === 'word' && idOf(lexicon, word.text) === undefined ? toppingSplit(word.text, lexicon) : undefined;
    if (!split) {
      out.push(word);
      continue;
    }
    out.push({ ...word, text: split.bread }, { kind: 'word', text: withWord, start: word.end, end: word.end }, { kind: 'word', text: split.topping, start: word.end, end: word.end });
  }
  return out;
}

function toppingSplit(word: string, lexicon: LanguageLexicon): { bread: string; topping: string } | undefined {
  for (let cut = 2; cut <= word.length - 4; cut++) {
    const bread = word.slice(cut);
    if (!BREAD.test(idOf(lexicon, bread) ?? '')) continue;
    // The first part as written ("Käse|brot", "Lachs|brötchen"), then without a joining s ("Bratens|brot").
    for (const topping of [word.slice(0, cut), word.slice(0, cut).replace(/s$/, '')]) {
      if (topping.length >= 2 && TOPPING.test(compoundIdOf(lexicon, topping) ?? '')) return { bread, topping };
    }
  }
  return undefined;
}

/**
 * "ein belegtes Brötchen mit Salami", "een belegd broodje met kaas": the word saying the bread is
 * topped gives way when the topping is named after "with" (the roll and the salami, as "ein Brötchen
 * mit Salami"); "ein belegtes Brötchen" alone stays the lexicon's sandwich.
 */
function dropTopped(words: Word[], pack: LanguagePack, lexicon: LanguageLexicon): Word[] {
  if (pack.topped.size === 0) return words;
  const texts = words.map((w) => w.text);
  return words.filter((word, i) => {
    if (word.kind !== 'word' || !pack.topped.has(word.text)) return true;
    const bread = nameAt(lexicon, texts, i + 1);
    return !(bread && BREAD.test(bread.id) && words[i + 1 + bread.length]?.kind === 'word' && pack.with.has(texts[i + 1 + bread.length]!));
  });
}
