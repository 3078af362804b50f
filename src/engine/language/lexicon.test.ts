import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { beforeAll, describe, expect, it } from 'vitest';
import { buildLexicon } from '../../../scripts/build-lexicon.js';
import { formsOf } from '../../../scripts/build-lexicon-plurals.js';
import { loadFoodDatabase } from '../foods/database.js';
import type { FoodDatabase } from '../foods/types.js';
import { PACK_LANGUAGES } from './codes.js';
import { lexiconFrom, loadLexicon, nameAt, type CompiledLexicon, type Lexicon } from './lexicon.js';

const FILE = fileURLToPath(new URL('../../../public/data/lexicon.json', import.meta.url));
let db: FoodDatabase;
let lexicon: Lexicon;

beforeAll(async () => {
  db = await loadFoodDatabase();
  lexicon = await loadLexicon();
});

describe('the food lexicon', () => {
  it('is what the build makes of data/raw today (run npm run build:lexicon after an edit)', () => {
    const { data } = buildLexicon();
    expect(JSON.parse(readFileSync(FILE, 'utf8'))).toEqual(data);
  });
  it('resolves every name to a food of the database', () => {
    expect(lexicon.ids.length).toBeGreaterThan(200);
    const missing = lexicon.ids.filter((id) => db.get(id) === undefined);
    expect(missing).toEqual([]);
  });
  it('has names in every language, and its provenance says where they come from', () => {
    const data = JSON.parse(readFileSync(FILE, 'utf8')) as CompiledLexicon;
    for (const code of PACK_LANGUAGES) expect(lexicon.languages[code].names.size).toBeGreaterThan(800);
    expect(data.provenance.sources.map((s) => s.path)).toContain('data/raw/lexicon/curated.tsv');
  });
  it('a file of another format is refused with a message that says what to run', () => {
    expect(() => lexiconFrom({ format: 'other/9', provenance: { sources: [] }, foods: [], names: {} as CompiledLexicon['names'] })).toThrow(/npm run build:lexicon/);
  });
  it('finds the longest name at a position: "café con leche" before "café"', () => {
    const es = lexicon.languages.es;
    expect(nameAt(es, ['cafe', 'con', 'leche', 'y'], 0)).toEqual({ id: es.names.get('cafe con leche'), length: 3 });
    expect(nameAt(es, ['cafe', 'solo'], 0)?.length).toBe(2);
    expect(nameAt(es, ['coche'], 0)).toBeUndefined();
  });
});

describe('plural and singular forms', () => {
  it('follow each language\'s regular rules', () => {
    expect(formsOf('tostada', 'es')).toContain('tostadas');
    expect(formsOf('pan', 'es')).toContain('panes');
    expect(formsOf('gâteau', 'fr')).toContain('gâteaux');
    expect(formsOf('kartoffel', 'de')).toContain('kartoffeln');
    expect(formsOf('milchkaffee', 'de')).toContain('milchkaffees');
    expect(formsOf('arancia', 'it')).toContain('arance');
    expect(formsOf('pomodoro', 'it')).toContain('pomodori');
    expect(formsOf('pão', 'pt')).toContain('pães');
    expect(formsOf('pastel de nata', 'pt')).toContain('pastéis de nata');
  });
  it('agree across a name: "patata cocida" → "patatas cocidas"; fixed words stay', () => {
    expect(formsOf('patata cocida', 'es')).toContain('patatas cocidas');
    expect(formsOf('jus d\'orange', 'fr').every((f) => f.includes("d'orange"))).toBe(true);
  });
});

describe('one vocabulary per language', () => {
  it('every meal language is a language scanLabel reads panels in', async () => {
    const { DAMAGED_NAME_LANGUAGES } = await import('../label/vocabulary.js');
    const { LABEL_LANGUAGE_OF, LANGUAGES } = await import('./codes.js');
    for (const code of LANGUAGES) expect(DAMAGED_NAME_LANGUAGES).toContain(LABEL_LANGUAGE_OF[code]);
  });
});
