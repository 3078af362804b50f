/**
 * Regular plural and singular forms of the lexicon's names, per language, so the curated table
 * lists each name once ("tostada" also reads "tostadas", "Kartoffeln" also "Kartoffel").
 * Deliberately simple rules: a form is only ever looked up, so a wrong extra form costs nothing
 * unless it collides with another name (the build reports those and keeps the written one).
 */
import type { PackLanguage } from '../src/engine/language/codes.js';

/** Words inside multi-word names that never take a plural ("pastel de nata", "jus d'orange"). */
const FIXED = new Set(['de', 'del', 'la', 'el', 'a', 'al', 'à', 'au', 'aux', "d'", "l'", 'du', 'des', 'con', 'y', 'e', 'et', 'en', 'di', 'da', 'do', 'dos', 'das', 'della', 'alla', 'allo', 'alle', 'in',
  'mit', 'und', 'met', 'van', 'com', 'sem', 'sin', 'sans', 'senza', 'ohne', 'of', 'per', 'sur', 'le', 'il', 'o', 'der', 'die', 'das']);

function variantsOf(word: string, code: PackLanguage): string[] {
  if (FIXED.has(word) || word.length < 3 || /\d/.test(word)) return [word];
  const out = new Set([word]);
  const add = (w: string) => out.add(w);
  switch (code) {
    case 'es':
      if (/[aeiouáéó]$/.test(word)) add(word + 's');
      else if (word.endsWith('z')) add(word.slice(0, -1) + 'ces');
      else if (!word.endsWith('s')) add(word + 'es');
      if (word.endsWith('ces')) add(word.slice(0, -3) + 'z');
      else if (/[^aeiou]es$/.test(word)) add(word.slice(0, -2));
      if (word.endsWith('s')) add(word.slice(0, -1));
      break;
    case 'fr':
      if (/(eau|eu|au)$/.test(word)) add(word + 'x');
      else if (word.endsWith('al')) add(word.slice(0, -2) + 'aux');
      else if (!/[sxz]$/.test(word)) add(word + 's');
      if (/[sx]$/.test(word)) add(word.slice(0, -1));
      break;
    case 'it':
      if (/co$/.test(word)) add(word.slice(0, -1) + 'hi'), add(word.slice(0, -1) + 'i');
      else if (/go$/.test(word)) add(word.slice(0, -1) + 'hi');
      else if (/io$/.test(word)) add(word.slice(0, -1));
      else if (word.endsWith('o')) add(word.slice(0, -1) + 'i');
      if (/[cg]ia$/.test(word)) add(word.slice(0, -2) + 'e');
      if (/ca$/.test(word)) add(word.slice(0, -1) + 'he');
      else if (/ga$/.test(word)) add(word.slice(0, -1) + 'he');
      else if (word.endsWith('a')) add(word.slice(0, -1) + 'e');
      if (word.endsWith('e')) add(word.slice(0, -1) + 'i'), add(word.slice(0, -1) + 'a');
      if (word.endsWith('i')) add(word.slice(0, -1) + 'o'), add(word.slice(0, -1) + 'e');
      if (/(chi|ghi)$/.test(word)) add(word.slice(0, -2) + 'o');
      if (/(che|ghe)$/.test(word)) add(word.slice(0, -2) + 'a');
      break;
    case 'pt':
      if (word.endsWith('ão')) add(word.slice(0, -2) + 'ões'), add(word.slice(0, -2) + 'ães'), add(word + 's');
      else if (/[aeiouáéóêô]$/.test(word)) add(word + 's');
      else if (word.endsWith('el')) add(word.slice(0, -2) + 'éis');
      else if (word.endsWith('l')) add(word.slice(0, -1) + 'is');
      else if (word.endsWith('m')) add(word.slice(0, -1) + 'ns');
      else if (/[rz]$/.test(word)) add(word + 'es');
      if (/(ões|ães)$/.test(word)) add(word.slice(0, -3) + 'ão');
      if (/[^s]s$/.test(word)) add(word.slice(0, -1));
      if (/[rz]es$/.test(word)) add(word.slice(0, -2));
      break;
    case 'de':
      if (word.endsWith('ei')) add(word + 'er');
      if (/(ee|[aiouy])$/.test(word)) add(word + 's');
      else if (word.endsWith('e') || /(el|er)$/.test(word)) add(word + 'n');
      else if (!/(chen|lein|en)$/.test(word)) add(word + 'e'), add(word + 's'), add(word + 'en');
      if (/[^e]en$/.test(word) || /(eln|ern)$/.test(word)) add(word.slice(0, -1));
      if (word.endsWith('en') && !word.endsWith('chen')) add(word.slice(0, -2));
      break;
    case 'nl': {
      // broodje → broodjes, appel → appels, kiwi → kiwis; banaan → bananen, peer → peren; boterham → boterhammen, kip → kippen.
      const plural = /(en|jes)$/.test(word) || /(el|er|[aiouy])s$/.test(word);
      if (!plural) {
        if (/[^aeiou](aa|ee|oo|uu)[^aeiouwj]$/.test(word)) add(word.slice(0, -3) + word.at(-2) + word.at(-1) + 'en');
        else if (/(je|el|em|er|e|[aiouy])$/.test(word)) add(word + 's');
        else if (/(^|[^aeiou])[aeiou][bdfgklmnprt]$/.test(word)) add(word + word.at(-1) + 'en');
        else add(word + 'en');
      }
      // The diminutive people use for one portion ("biertje", "eitje", "ijsje", "visje", "kommetje") and its plural.
      // Not of "brood": a "broodje" is a roll (its own row), not a small bread.
      if (!plural && !word.endsWith('je') && !word.endsWith('brood') && word.length >= 2) {
        const small = /([aeiouy]|(ij|[aeiou])[lnrw])$/.test(word) ? [word + 'tje'] : word.endsWith('m') ? [word + 'pje'] : [word + 'je'];
        if (/(^|[^aeiou])[aeiou][lmnr]$/.test(word)) small.push(word + word.at(-1) + 'etje');
        for (const d of small) add(d), add(d + 's');
      }
      if (/(el|er|je|[aiouy])s$/.test(word) && word.length > 4) add(word.slice(0, -1));
      if (/([bdfgklmnprt])\1en$/.test(word)) add(word.slice(0, -3));
      else if (/[^aeiou][aeiou][^aeiou]en$/.test(word)) add(word.slice(0, -4) + word.at(-4) + word.slice(-4, -2)), add(word.slice(0, -2));
      else if (word.endsWith('en') && word.length > 4) add(word.slice(0, -2));
      break;
    }
  }
  return [...out];
}

/** "gemischter" → gemischte, gemischter, gemischtes, gemischten, gemischtem; a word with no adjective ending stays. */
const ADJECTIVE = /^([a-zäöüß]{3,}?)(er|es|en|em|e)$/;
function adjectiveEndings(word: string): string[] {
  const m = ADJECTIVE.exec(word);
  return m ? ['e', 'er', 'es', 'en', 'em'].map((e) => m[1] + e) : [word];
}

/**
 * The forms of a name: as written, every word in its other number (a Romance name's adjectives
 * agree: "patatas fritas"), and only the head in its other number (German compounds and the
 * Romance head-first order: "pastel de nata" → "pasteles de nata").
 */
export function formsOf(name: string, code: PackLanguage, inflect = false): string[] {
  const words = name.split(' ');
  const forms = new Set([name]);
  const variants = words.map((w) => variantsOf(w, code));
  // German and Dutch put the head last ("Vollkornbrot", "volkoren brood"); the Romance languages first.
  const head = code === 'de' || code === 'nl' ? words.length - 1 : 0;
  for (const v of variants[head]!) forms.add(words.map((w, k) => (k === head ? v : w)).join(' '));
  // A German adjective before the head takes the case's ending ("ein gemischter Salat", "einen gemischten
  // Salat", "gebratene Nudeln", "mit gebratenen Nudeln"): every ending with every form of the head. For the
  // reviewed names (`inflect`: the curated table and the dishes); Open Food Facts' names stay as they are.
  if (code === 'de' && inflect) {
    const inflected = words.map((w, k) => (k < head ? adjectiveEndings(w) : k === head ? variants[head]! : [w]));
    const combine = (k: number): string[][] => (k === words.length ? [[]] : inflected[k]!.flatMap((w) => combine(k + 1).map((rest) => [w, ...rest])));
    if (inflected.some((v, k) => k < head && v.length > 1)) for (const form of combine(0)) forms.add(form.join(' '));
  }
  // Every content word in the same direction (all plural, or all singular): the variant at the same index.
  const most = Math.max(...variants.map((v) => v.length));
  for (let k = 1; k < most; k++) {
    forms.add(words.map((w, j) => (FIXED.has(w) ? w : variants[j]![Math.min(k, variants[j]!.length - 1)]!)).join(' '));
  }
  return [...forms];
}
