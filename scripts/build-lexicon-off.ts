/**
 * Maps the Open Food Facts ingredient and category taxonomies (ODbL 1.0) to USDA foods and
 * writes the names in es/fr/de/it/pt/nl of the entries it can map to data/raw/lexicon/off-names.tsv,
 * which scripts/build-lexicon.ts merges after the curated table (curated wins).
 *
 * The rule, per taxonomy entry (reviewed on a printed sample, docs/languages.md):
 *  1. its English names (name and synonyms) are read by the English matcher (meal/match.ts), as a
 *     person's "banana" or "orange juice" is; the first name with a confident match decides;
 *  2. confident = the search's score ≥ 0.8, and the USDA description says the name and no more:
 *     every content word of the English name is a word of the description (stemmed), its head
 *     noun (last word) is in the description's first part ("vanilla" is not "Ice cream,
 *     vanilla"; "apple pie" is "Pie, apple"), and every other word of the description is a
 *     general qualifier (raw, cooked, canned, NFS, "NS as to …": "meals" is not "Cracker meal");
 *  3. an English name a curated row glosses maps to that row's food first (the reviewed choice);
 *  4. a name in another language is kept when it is a plain name: no digits, brackets or
 *     slashes, at most four words, not a word the language pack reads as grammar (articles,
 *     numbers, units, connectors), and not given by two entries to two different foods.
 *
 * The taxonomies are not in the repository (they are data files kept beside it); this script
 * reads them from --from DIR (default shared/off-taxonomies beside the checkout, bench/shared-path.ts) and is run by hand when they
 * change. Usage: npx tsx scripts/build-lexicon-off.ts [--from DIR] [--sample 40]
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { gunzipSync } from 'node:zlib';
import { fileURLToPath } from 'node:url';
import { createEngine } from '../src/engine/index.js';
import { matchFood, contentWords } from '../src/engine/meal/match.js';
import { stem } from '../src/engine/foods/index.js';
import { foldWords } from '../src/engine/language/fold.js';
import { PACK_LANGUAGES, type PackLanguage } from '../src/engine/language/codes.js';
import { packFor } from '../src/engine/language/packs/index.js';
import { seededRandom } from '../bench/seeded-random.js';
import { SHARED } from '../bench/shared-path.js';

const ROOT = fileURLToPath(new URL('../', import.meta.url));
const args = process.argv.slice(2);
const FROM = args.includes('--from') ? args[args.indexOf('--from') + 1]! : `${SHARED}off-taxonomies`;
const SAMPLE = args.includes('--sample') ? Number(args[args.indexOf('--sample') + 1]) : 40;
const OUT = `${ROOT}data/raw/lexicon/off-names.tsv`;
const MIN_SCORE = 0.8;

interface Entry {
  name?: Record<string, string>;
  synonyms?: Record<string, string[]>;
}
const taxonomy = (file: string) => JSON.parse(gunzipSync(readFileSync(`${FROM}/${file}`)).toString('utf8')) as Record<string, Entry>;

const namesIn = (entry: Entry, code: string): string[] => {
  const all = [entry.name?.[code], ...(entry.synonyms?.[code] ?? [])].filter((s): s is string => typeof s === 'string');
  return [...new Set(all.map((s) => s.trim().toLowerCase().replace(/\s+/g, ' ')).filter(Boolean))];
};

/** English words in the order the matcher reads them. */
const englishWords = (name: string) => contentWords(name.toLowerCase().replace(/[^a-z' -]/g, ' ').replace(/\s+/g, ' ').trim());

/**
 * Words a USDA description adds that do not make it another food: how it is sold or cooked in
 * general, and the "NS as to" wording. Any other word of the description must be the English
 * name's own, so "meals" is not "Cracker meal" and "desserts" not "Desserts, apple crisp".
 */
const QUALIFIERS = new Set(['nfs', 'raw', 'cooked', 'canned', 'frozen', 'fresh', 'plain', 'regular', 'unprepared', 'prepared', 'drained', 'solids', 'fat', 'added', 'no', 'with', 'and', 'or', 'of', 'from', 'made', 'hot', 'whole', 'type', 'form', 'any', 'all', 'types', 'enriched', 'ready', 'to', 'eat', 'serve']);

/** Does the USDA description name what the English name names, no more, no less (rule 2)? */
function carriedBy(description: string, name: string): boolean {
  const words = englishWords(name);
  if (words.length === 0) return false;
  const own = new Set(words.flatMap((w) => w.split('-')).map(stem));
  const described = description
    .toLowerCase()
    .replace(/\([^)]*\)/g, ' ')
    .split(/[,;]/)
    .filter((part) => !/^\s*ns as to\b/.test(part))
    .join(' ')
    .split(/[^a-z]+/)
    .filter(Boolean);
  const all = new Set(described.map(stem));
  const first = new Set(description.split(',')[0]!.toLowerCase().split(/[^a-z]+/).filter(Boolean).map(stem));
  return [...own].every((w) => all.has(w)) && first.has(stem(words.at(-1)!.split('-').at(-1)!)) && described.every((w) => own.has(stem(w)) || QUALIFIERS.has(w));
}

// Curated glosses (rule 3): the English gloss of each reviewed row → its food.
const glossed = new Map<string, { id: string; description: string }>();
for (const line of readFileSync(`${ROOT}data/raw/lexicon/curated.tsv`, 'utf8').split('\n')) {
  if (!line.trim() || line.startsWith('#')) continue;
  const [gloss, id, description] = line.split('\t');
  if (gloss && id && description && !glossed.has(gloss.toLowerCase())) glossed.set(gloss.toLowerCase(), { id, description });
}

const engine = await createEngine();
const ctx = await engine.context.foods();

function mapEnglish(names: string[]): { id: string; description: string; via: string } | undefined {
  for (const name of names) {
    const row = glossed.get(name);
    if (row) return { ...row, via: `curated gloss "${name}"` };
  }
  for (const name of names) {
    if (/\d|%|\(|\//.test(name)) continue;
    const phrase = englishWords(name).join(' ');
    if (!phrase) continue;
    const match = matchFood(ctx, phrase);
    if (match && match.score >= MIN_SCORE && carriedBy(match.food.name, phrase)) return { id: match.food.id, description: match.food.name, via: `"${name}"` };
  }
  return undefined;
}

/** Words of a language that its pack reads as grammar: a name made only of them is no food (rule 4). */
const grammar = Object.fromEntries(
  PACK_LANGUAGES.map((code) => {
    const pack = packFor(code);
    return [code, new Set([...pack.articles, ...pack.numbers.keys(), ...pack.units.keys(), ...pack.of, ...pack.and, ...pack.with, ...pack.without, ...pack.fillers, ...pack.stop, ...pack.sizes.keys()])];
  }),
) as Record<PackLanguage, Set<string>>;

function plainName(name: string, code: PackLanguage): boolean {
  if (/[\d%()[\]/:;*+=<>"]/.test(name) || name.length < 3) return false;
  const words = foldWords(name);
  return words.length <= 4 && !words.every((w) => grammar[code].has(w));
}

interface Row { off: string; id: string; description: string; via: string; names: Record<PackLanguage, string[]> }
const rows: Row[] = [];
let entries = 0;
let withNames = 0;
for (const file of ['ingredients.full.json.gz', 'categories.full.json.gz']) {
  for (const [off, entry] of Object.entries(taxonomy(file))) {
    entries++;
    const english = namesIn(entry, 'en');
    const names = Object.fromEntries(PACK_LANGUAGES.map((code) => [code, namesIn(entry, code).filter((n) => plainName(n, code))])) as Record<PackLanguage, string[]>;
    if (english.length === 0 || PACK_LANGUAGES.every((code) => names[code].length === 0)) continue;
    withNames++;
    const food = mapEnglish(english);
    if (food) rows.push({ off: `${file.split('.')[0]}/${off}`, ...food, names });
  }
}

// A name two entries give to two different foods says nothing (rule 4).
const owners = new Map<string, Set<string>>();
for (const row of rows) for (const code of PACK_LANGUAGES) for (const n of row.names[code]) {
  const k = `${code}:${foldWords(n).join(' ')}`;
  owners.set(k, (owners.get(k) ?? new Set()).add(row.id));
}
let ambiguous = 0;
for (const row of rows) for (const code of PACK_LANGUAGES) {
  const kept = row.names[code].filter((n) => owners.get(`${code}:${foldWords(n).join(' ')}`)!.size === 1);
  ambiguous += row.names[code].length - kept.length;
  row.names[code] = kept;
}
const kept = rows.filter((row) => PACK_LANGUAGES.some((code) => row.names[code].length > 0)).sort((a, b) => a.off.localeCompare(b.off));

const header = [
  '# Names from the Open Food Facts ingredient and category taxonomies, mapped to USDA foods by scripts/build-lexicon-off.ts.',
  '# Contains information from Open Food Facts (https://world.openfoodfacts.org), which is made available here under the',
  '# Open Database License (ODbL) 1.0 (data/raw/lexicon/LICENSE.md). Generated: edit the rule in the script, not this file.',
  `# Columns: OFF entry | USDA food id | its exact USDA description | the English name that decided | ${PACK_LANGUAGES.join(' | ')}`,
];
const tsv = [...header, ...kept.map((r) => [r.off, r.id, r.description, r.via, ...PACK_LANGUAGES.map((code) => r.names[code].join('|'))].join('\t'))].join('\n') + '\n';
writeFileSync(OUT, tsv);

const perLanguage = PACK_LANGUAGES.map((code) => `${code} ${kept.reduce((s, r) => s + r.names[code].length, 0)}`).join(', ');
console.log(`${entries} taxonomy entries, ${withNames} with an English name and a name in ${PACK_LANGUAGES.join("/")}; mapped ${kept.length} (${new Set(kept.map((r) => r.id)).size} USDA foods; ${kept.filter((r) => r.via.startsWith('curated')).length} through a curated gloss); names ${perLanguage}; ${ambiguous} names dropped as given to two foods`);
const random = seededRandom(25);
const sample = [...kept].sort(() => random() - 0.5).slice(0, SAMPLE);
console.log(`\nA sample of ${sample.length} mappings to review:\n| OFF entry | English name | USDA food | fr | de |\n|---|---|---|---|---|`);
for (const r of sample) console.log(`| ${r.off} | ${r.via} | ${r.description} | ${r.names.fr.slice(0, 3).join(', ')} | ${r.names.de.slice(0, 3).join(', ')} |`);
