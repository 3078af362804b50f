/**
 * Foods said by a word that, in the database's terms, names something else (session 20): the
 * piece's words are rewritten to the food meant before anything is looked up.
 */

/**
 * Describing words that, said alone, are the drink they describe: "a decaf with cream", "decaf
 * and a muffin". Left a description, the decaf had joined the next food (lost, and "decaf cream"
 * read as a cream cake).
 */
const DRINK_BY_DESCRIBER: Readonly<Record<string, readonly string[]>> = { decaf: ['decaf', 'coffee'] };

/**
 * "meatloaf with ketchup glaze", "salmon with teriyaki glaze", "ham with honey glaze": a glaze of a
 * condiment is that condiment brushed on. FNDDS's only "glaze" is a sugar frosting weighed by
 * the recipe (327 g), so the glaze word named 1,115 kcal of icing on a meatloaf; a sweet glaze
 * ("chocolate glaze" on a donut) is still that frosting.
 */
const GLAZE_OF: Readonly<Record<string, readonly string[]>> = {
  ketchup: ['ketchup'], honey: ['honey'], mustard: ['mustard'], maple: ['maple', 'syrup'],
  teriyaki: ['teriyaki', 'sauce'], bbq: ['bbq', 'sauce'], barbecue: ['barbecue', 'sauce'], hoisin: ['hoisin', 'sauce'],
};

/** The piece's food words, as the food meant is named. */
export function foodMeant(words: string[]): string[] {
  if (words.length === 1 && Object.hasOwn(DRINK_BY_DESCRIBER, words[0]!)) return [...DRINK_BY_DESCRIBER[words[0]!]!];
  const n = words.length;
  if (n >= 2 && words[n - 1] === 'glaze' && Object.hasOwn(GLAZE_OF, words[n - 2]!)) return [...words.slice(0, n - 2), ...GLAZE_OF[words[n - 2]!]!];
  return words;
}
