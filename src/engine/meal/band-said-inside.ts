import type { Amount } from './quantity.js';
import { BAND_SIZE, matchSizeBand } from './units.js';

/**
 * "a salted mini bagel", "2 blueberry mini muffins", "a warm bite-sized soft pretzel": a band word
 * (FNDDS's miniature, fun/snack, king, sharing, individual sizes) said among the food's words,
 * after a describing word, sizes the item as it does right after "a" ("a mini bagel"): the
 * amount reader only reads it there, so these had been a regular bagel (105 g, not 24 g).
 * Only a count of items (no unit: "a bag of mini pretzels" is the bag's amount) with no band of
 * its own, and only a band word with a noun after it ("a bagel, mini" is the join step's).
 * The word stays among the food's words, as before: only the amount learns the band.
 */
export function bandSaidInside(words: readonly string[], amount: Amount | undefined): Amount | undefined {
  if (!amount || amount.unit || amount.band || amount.inches) return amount;
  for (let i = 1; i < words.length - 1; i++) {
    const band = matchSizeBand(words[i], words[i + 1]);
    if (band === undefined) continue;
    // A size said before it that is another size ("a large mini muffin") leaves the amount as said.
    if (amount.size !== undefined && amount.size !== BAND_SIZE[band]) return amount;
    return { ...amount, size: BAND_SIZE[band], band };
  }
  return amount;
}
