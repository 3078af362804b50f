import type { PackLanguage } from '../codes.js';
import { compilePack, type LanguagePack } from '../pack.js';
import { DE } from './de.js';
import { ES } from './es.js';
import { FR } from './fr.js';
import { IT } from './it.js';
import { PT } from './pt.js';
import { NL } from './nl.js';

const SOURCES = { es: ES, fr: FR, de: DE, it: IT, pt: PT, nl: NL };
const compiled = new Map<PackLanguage, LanguagePack>();

/** The pack of a language, compiled on first use. */
export function packFor(code: PackLanguage): LanguagePack {
  let pack = compiled.get(code);
  if (!pack) compiled.set(code, (pack = compilePack(SOURCES[code])));
  return pack;
}
