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

/** "d'orange", "l'eau", "un'aranciata", "dell'acqua": a short article or preposition elided onto the word. */
const ELISION = /^([a-z]{1,4}')([a-z].*)$/;

/** A folded word as the readers see it: its elided article split off ("d'orange" → "d'", "orange"). */
export function splitElision(word: string): string[] {
  const elided = ELISION.exec(word);
  return elided ? [elided[1]!, elided[2]!] : [word];
}

/** A phrase's folded words as the readers see them: hyphens and spaces split, elisions split off. */
export function foldWords(phrase: string): string[] {
  return fold(phrase)
    .split(/[\s-]+/)
    .filter(Boolean)
    .flatMap(splitElision);
}
