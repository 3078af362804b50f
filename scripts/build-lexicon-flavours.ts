/**
 * Flavoured foods in each language's own construction (data/raw/lexicon/flavours.tsv): the flavour
 * after the dish with the language's connector ("yogur de fresa", "yaourt à la fraise", "gelato al
 * cioccolato", "gelado de chocolate", "milkshake aardbei") or before it in a compound ("Erdbeerjoghurt",
 * "Schokoladeneis", "aardbeienyoghurt"), each mapped to the USDA food of that flavour class (fruit
 * yogurt, chocolate ice cream, …). One rule per language, not one name per phrase.
 */
import { readFileSync } from 'node:fs';
import { PACK_LANGUAGES, type PackLanguage } from '../src/engine/language/codes.js';
import { formsOf } from './build-lexicon-plurals.js';

interface Flavour { gloss: string; flavourClass: string; words: Record<PackLanguage, string[]> }
interface Base { gloss: string; foods: Map<string, string>; words: Record<PackLanguage, string[]> }

/** The names a language writes for a base with a flavour (words as written, lower case). */
function constructions(code: PackLanguage, base: string, flavour: string): string[] {
  switch (code) {
    case 'es':
      return [`${base} de ${flavour}`, `${base} sabor ${flavour}`, `${base} sabor a ${flavour}`, `${base} con sabor a ${flavour}`];
    case 'pt':
      return [`${base} de ${flavour}`, `${base} sabor ${flavour}`, `${base} sabor a ${flavour}`, `${base} com sabor a ${flavour}`];
    case 'fr':
      return ['à la', 'a la', 'au', 'aux', 'parfum'].map((c) => `${base} ${c} ${flavour}`);
    case 'it':
      return ['alla', 'al', 'ai', 'alle', 'di', 'gusto'].map((c) => `${base} ${c} ${flavour}`);
    case 'de':
      // A compound (stem + base), hyphenated or not, and "mit Erdbeergeschmack".
      return [`${flavour}${base}`, `${flavour}-${base}`, `${base} mit ${flavour}geschmack`];
    case 'nl':
      return [`${flavour}${base}`, `${flavour}-${base}`, `${base} ${flavour}`, `${base} met ${flavour}smaak`];
  }
}

export function readFlavours(file: string): { flavours: Flavour[]; bases: Base[] } {
  const flavours: Flavour[] = [];
  const bases: Base[] = [];
  const columns = (cells: string[]) =>
    Object.fromEntries(PACK_LANGUAGES.map((code, c) => [code, (cells[c] ?? '').split('|').map((s) => s.trim().toLowerCase()).filter(Boolean)])) as Record<PackLanguage, string[]>;
  readFileSync(file, 'utf8').split('\n').forEach((line, n) => {
    if (!line.trim() || line.startsWith('#')) return;
    const [type, gloss, spec, ...rest] = line.split('\t');
    if (rest.length !== PACK_LANGUAGES.length) throw new Error(`flavours.tsv:${n + 1}: ${rest.length} language columns, expected ${PACK_LANGUAGES.length}`);
    if (type === 'flavour') flavours.push({ gloss: gloss!, flavourClass: spec!, words: columns(rest) });
    else if (type === 'base') bases.push({ gloss: gloss!, foods: new Map(spec!.split(';').map((p) => p.split('=') as [string, string])), words: columns(rest) });
    else throw new Error(`flavours.tsv:${n + 1}: unknown row type "${type}"`);
  });
  return { flavours, bases };
}

/** Every flavoured name per language with its food id (plural forms of the base included). */
export function flavouredNames(file: string): { code: PackLanguage; name: string; id: string; where: string }[] {
  const { flavours, bases } = readFlavours(file);
  const out: { code: PackLanguage; name: string; id: string; where: string }[] = [];
  for (const base of bases) {
    for (const flavour of flavours) {
      const id = base.foods.get(flavour.flavourClass) ?? base.foods.get('*');
      if (!id) continue;
      for (const code of PACK_LANGUAGES) {
        // The base's plural too ("yogures de fresa", "gelati al cioccolato"); the flavour as written.
        for (const b of new Set(base.words[code].flatMap((w) => formsOf(w, code)))) {
          for (const f of flavour.words[code]) {
            for (const name of constructions(code, b, f)) out.push({ code, name, id, where: `flavours.tsv (${base.gloss} × ${flavour.gloss})` });
          }
        }
      }
    }
  }
  return out;
}
