import type { Token } from './tokens.js';

/*
 * "a yogurt with strawberry flavor", "gummies featuring assorted fruit flavours": the words before
 * a flavour noun name the food's variety (USDA's "Yogurt, fruit", "…, flavored"), never a portion
 * of the fruit, nut or spread itself. The noise reader drops "flavor" (it is no food), which left
 * the fruit as a second food beside its host ("a gelatin with lime flavor" had a lime).
 */

/** The nouns that say the words before them are a taste, not a food served. */
const FLAVOUR_NOUNS = new Set(['flavor', 'flavors', 'flavour', 'flavours', 'flavoring', 'flavorings', 'flavouring', 'flavourings']);
/** Where a flavour part opens: the part's link ("with") or a word listing contents ("featuring"). */
const PART_OPENERS = new Set(['with', 'w/', 'featuring', 'features', 'including', 'includes', 'containing', 'contains']);
/** Words a flavour's name is listed with ("apple and cinnamon flavor"): the part goes on across them. */
const LIST_WORDS = new Set([',', 'and', '&', 'or', '/']);
/** A flavour is named in a few words; a longer run before the noun is not one part ("with … and a side of … flavor"). */
const MAX_FLAVOUR_WORDS = 5;

/**
 * Where a food's flavour is said as a part after its host: the offsets of every word between a
 * part opener ("with", "featuring") and a flavour noun closing the part, found on the raw words
 * before the noise takes the noun out. A piece that starts at one of them is the host's flavour.
 */
export function flavourPartsAt(tokens: readonly Token[]): Set<number> {
  const at = new Set<number>();
  tokens.forEach((token, i) => {
    if (!FLAVOUR_NOUNS.has(token.text)) return;
    const starts: number[] = [];
    let j = i - 1;
    for (; j >= 0 && starts.length <= MAX_FLAVOUR_WORDS; j--) {
      const t = tokens[j]!;
      if (PART_OPENERS.has(t.text)) break;
      // A number or an amount before the noun ("with 2 flavors") is no flavour's name.
      if (t.kind !== 'word' && !LIST_WORDS.has(t.text)) return;
      starts.push(t.start);
    }
    // The run must open with a part link right before it, and a host must stand before that.
    if (j <= 0 || !PART_OPENERS.has(tokens[j]!.text) || starts.length === 0 || starts.length > MAX_FLAVOUR_WORDS) return;
    for (const start of starts) at.add(start);
  });
  return at;
}
