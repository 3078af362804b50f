import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { beforeAll, describe, expect, it } from 'vitest';
import { buildLexicon } from '../../../scripts/build-lexicon.js';
import { formsOf } from '../../../scripts/build-lexicon-plurals.js';
import { loadFoodDatabase } from '../foods/database.js';
import type { FoodDatabase } from '../foods/types.js';
import { PACK_LANGUAGES } from './codes.js';
import { DISH_PREFIX, lexiconFrom, loadLexicon, nameAt, type CompiledLexicon, type Lexicon } from './lexicon.js';
import { foldWords } from './fold.js';

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

/** A lexicon source table's rows: id and names per language (`skip`: columns before the languages after the description). */
function tableRows(file: string, skip: number): Array<{ id: string; names: string[][] }> {
  return readFileSync(fileURLToPath(new URL(`../../../data/raw/lexicon/${file}`, import.meta.url)), 'utf8')
    .split('\n')
    .filter((line) => line.trim() && !line.startsWith('#'))
    .map((line) => {
      const cells = line.split('\t');
      return { id: cells[1]!, names: cells.slice(3 + skip).map((c) => c.split('|').map((n) => foldWords(n.trim()).join(' ')).filter(Boolean)) };
    });
}

describe('names from Open Food Facts (ODbL)', () => {
  it('widen the lexicon; where the curated table names a key too, the curated food wins', () => {
    const curated = tableRows('curated.tsv', 0);
    const off = tableRows('off-names.tsv', 1);
    let offOnly = 0;
    PACK_LANGUAGES.forEach((code, c) => {
      const curatedOf = new Map<string, string>();
      for (const row of curated) for (const n of row.names[c]!) if (!curatedOf.has(n)) curatedOf.set(n, row.id);
      for (const row of off) {
        for (const n of row.names[c]!) {
          const want = curatedOf.get(n);
          const got = lexicon.languages[code].names.get(n);
          // A dish's name (dishes.tsv) wins over both ("baguette": the loaf, two FNDDS mini baguettes).
          if (want && !got?.startsWith(DISH_PREFIX)) expect(got, `${code} "${n}"`).toBe(want);
          else if (lexicon.languages[code].names.get(n) === row.id) offOnly++;
        }
      }
    });
    expect(offOnly).toBeGreaterThan(3000);
  });
  it('carry the ODbL attribution in the compiled provenance', () => {
    const data = JSON.parse(readFileSync(FILE, 'utf8')) as CompiledLexicon;
    const source = data.provenance.sources.find((s) => s.path === 'data/raw/lexicon/off-names.tsv');
    expect(source?.licence).toMatch(/Open Database License \(ODbL\) 1\.0/);
    expect(source?.licence).toMatch(/Contains information from Open Food Facts/);
  });
  it('name foods the curated table does not: blackberries, red cabbage, Jerusalem artichoke', () => {
    const name = (code: 'fr' | 'de' | 'es', n: string) => db.get(lexicon.languages[code].names.get(n) ?? '')?.name;
    expect(name('fr', 'mures')).toBe('Blackberries, raw');
    expect(name('es', 'moras')).toBe('Blackberries, raw');
    expect(name('de', 'rotkraut')).toMatch(/^Cabbage, red/);
    expect(name('fr', 'topinambour')).toMatch(/^Jerusalem-artichokes/);
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
