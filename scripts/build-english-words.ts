/**
 * Builds the English word list the near-spelling corrector leaves alone (src/engine/foods/
 * english-words.ts, meal/near-spelling.ts). Two steps:
 *   --subset DICT   reads a whole dictionary (Debian's wamerican: /usr/share/dict/american-english)
 *                   and writes data/raw/words/english-near-food.txt: the words, lower case, that
 *                   the corrector would reach a food word from were they no English word. Run it
 *                   again when the food vocabulary changes (npm run build:data).
 *   (no option)     compiles data/raw/words/english-near-food.txt into public/data/english-words.json
 *                   (format 'nutri-kit-english-words/1', with provenance); --check fails when stale.
 * Usage: npm run build:english-words [-- --check | -- --subset /usr/share/dict/american-english]
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { ENGLISH_WORDS_FILE, ENGLISH_WORDS_FORMAT, type CompiledEnglishWords } from '../src/engine/foods/english-words.js';
import { loadFoodDatabase } from '../src/engine/foods/database.js';
import { createFoodIndex } from '../src/engine/foods/food-index.js';
import { reachedFrom } from '../src/engine/meal/near-spelling.js';

const ROOT = fileURLToPath(new URL('../', import.meta.url));
const RAW = `${ROOT}data/raw/words/english-near-food.txt`;
const OUT = `${ROOT}public/data/${ENGLISH_WORDS_FILE}`;
const PROVENANCE =
  'English words within the near-spelling corrector\'s reach of a food word, from SCOWL (Spell Checker Oriented Word Lists, ' +
  'Kevin Atkinson) as Debian\'s wamerican 2020.12.07-2 ships it; copyright and permission notice: data/raw/words/README.md. ' +
  'Built by scripts/build-english-words.ts from data/raw/words/english-near-food.txt.';

async function subset(dictionary: string): Promise<void> {
  const ctx = createFoodIndex(await loadFoodDatabase());
  const words = new Set<string>();
  for (const line of readFileSync(dictionary, 'utf8').split('\n')) {
    // A capital is a name ("Kate", "Rice"), which people write too; a contraction is typed without
    // its apostrophe as often as with ("dont", "cant", "wont": no "donut", "cane", "wonton").
    const word = line.trim().toLowerCase().replace(/'/g, '');
    if (/^[a-z]+$/.test(word) && reachedFrom(ctx, word).length > 0) words.add(word);
  }
  writeFileSync(RAW, [...words].sort().join('\n') + '\n');
  console.log(`${words.size} words → ${RAW}`);
}

function compile(): string {
  const words = readFileSync(RAW, 'utf8').split('\n').filter(Boolean);
  const list: CompiledEnglishWords = { format: ENGLISH_WORDS_FORMAT, provenance: PROVENANCE, counts: `${words.length} words`, words };
  return JSON.stringify(list) + '\n';
}

const args = process.argv.slice(2);
if (args[0] === '--subset') {
  await subset(args[1] ?? '/usr/share/dict/american-english');
} else {
  const text = compile();
  if (args.includes('--check')) {
    if (readFileSync(OUT, 'utf8') !== text) {
      console.error(`${OUT} is stale: run npm run build:english-words`);
      process.exit(1);
    }
  } else {
    writeFileSync(OUT, text);
    console.log(`${OUT}: ${Buffer.byteLength(text)} bytes`);
  }
}
