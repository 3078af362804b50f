/**
 * One spelling per word for every lookup of the language packs and the lexicon: lower case,
 * accents and umlauts folded ("Brötchen" = "brotchen", "café" = "cafe"), ligatures and ß
 * spelled out, typographic apostrophes straightened. People type without accents as often as
 * with them; folding both sides the same way makes that not matter.
 */
export function fold(text: string): string {
  const lower = text.toLowerCase().replace(/[’`´]/g, "'");
  if (/^[\x00-\x7f]*$/.test(lower)) return lower;
  return lower
    .replace(/ß/g, 'ss')
    .replace(/œ/g, 'oe')
    .replace(/æ/g, 'ae')
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '');
}

/** A phrase's folded words, split the way the tokenizer splits them (spaces, hyphens kept inside words). */
export function foldWords(phrase: string): string[] {
  return fold(phrase)
    .replace(/([a-z])'(?=[a-z])/g, "$1' ")
    .split(/[\s]+/)
    .filter(Boolean);
}
