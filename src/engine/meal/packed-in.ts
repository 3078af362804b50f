import type { Token } from './tokens.js';

/*
 * "canned pears with the syrup they came in", "plums with the juice they were packed in": the
 * liquid is the one the food sits in, which USDA's canned rows name ("…, heavy syrup pack, solids
 * and liquids") and weigh with the food; said as a second food it was counted twice (a 40 g syrup
 * beside the syrup-packed fruit). "pancakes with the syrup" says no such thing: the syrup is served.
 */

/** What a canned or cut fruit sits in. */
export const PACKING_LIQUIDS: ReadonlySet<string> = new Set(['syrup', 'juice', 'juices', 'liquid', 'liquids']);
/** The pronoun opening a clause about the food before ("… they came in"). */
const CLAUSE_OPENERS = new Set(['it', 'they', 'that', 'which']);
/** A relative clause is a few words ("they were packed in"); a longer run is another sentence. */
const MAX_CLAUSE_WORDS = 5;

/**
 * Where the food's own packing liquid is said after "with": the offset of the liquid's word in
 * "with the <liquid> <it|they|that|which> … in", the clause closing with "in" (nothing after it
 * but punctuation or the next part). Found on the raw words, before the noise drops "the" and the
 * pronoun. Maps the offset to the liquid's word.
 */
export function packedInAt(tokens: readonly Token[]): Map<number, string> {
  const at = new Map<number, string>();
  tokens.forEach((token, i) => {
    const liquid = tokens[i + 1];
    if (token.text !== 'the' || tokens[i - 1]?.text !== 'with' || !liquid || !PACKING_LIQUIDS.has(liquid.text)) return;
    if (!CLAUSE_OPENERS.has(tokens[i + 2]?.text ?? '')) return;
    for (let j = i + 3; j <= i + 2 + MAX_CLAUSE_WORDS && j < tokens.length; j++) {
      const t = tokens[j]!;
      if (t.kind !== 'word') return;
      if (t.text !== 'in') continue;
      const after = tokens[j + 1];
      if (after === undefined || after.kind !== 'word' || /^(and|with|plus)$/.test(after.text)) at.set(liquid.start, liquid.text);
      return;
    }
  });
  return at;
}
