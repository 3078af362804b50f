/**
 * Groups describeMeal's NutriBench TRAIN-split misses (written by `npm run bench:nutribench --
 * --misses FILE`) into classes and prints the count of each, largest first, with a few examples
 * (printed to the terminal only: NutriBench text is CC BY-NC-SA and never enters the repository).
 * A miss goes to the first class whose test it passes, so the counts add up to the misses.
 * Usage: npx tsx bench/nutribench-miss-classes.ts FILE [--examples 5] [--class name]
 */
import { readFileSync } from 'node:fs';

interface Miss { id: string; text: string; reference: number; predicted: number; answered: boolean; parts: string; unrecognised: string }

const args = process.argv.slice(2);
const file = args[0] ?? '/tmp/meal-misses.jsonl';
const option = (name: string) => (args.includes(`--${name}`) ? args[args.indexOf(`--${name}`) + 1] : undefined);
const examples = Number(option('examples') ?? 5);
const only = option('class');

const PACKAGE = /\b(package|packet|pack|pouch|bag|box|can|jar|bottle|container|carton|tub|case|tin|sleeve|bundle|two-pack|multipack)\b/i;
const MEASURE = /\b(inch|inches|across|diameter|long|wide|thick|surface|measur\w*|dimensions?)\b/i;
const WHOLE = /\b(whole|entire|loaf|pie|cake|pizza|batch|family[- ]size|sharing[- ]size|king[- ]size|party[- ]size)\b/i;
const UNIT = /\b(scoop|slice|bowl|piece|serving|portion|order|cup|tablespoon|teaspoon|stick|bar|patty|link|strip|wedge|square|cube)s?\b/i;
const BABY = /\b(baby|infant|toddler|gerber|beech-nut|earth's best|formula)\b/i;
const BRAND = /\b[A-Z]{3,}\b|\b(by|from) [A-Z]|brand\b|®|™/;
const MIX = /\b(mix|dry|powder|concentrate|prepared from|made from|reconstituted)\b/i;

const classes: Array<[string, (m: Miss) => boolean]> = [
  ['refused: food named, no answer', (m) => !m.answered],
  ['part not recognised', (m) => m.unrecognised !== ''],
  ['size words: measure/dimension (inches, across, long)', (m) => MEASURE.test(m.text)],
  ['package / container', (m) => PACKAGE.test(m.text)],
  ['baby food / formula', (m) => BABY.test(m.text)],
  ['dry mix, powder, concentrate', (m) => MIX.test(m.text)],
  ['whole item (loaf, pie, whole, family-size)', (m) => WHOLE.test(m.text)],
  ['several parts (and / with)', (m) => m.parts.split('; ').length > 1],
  ['unit: scoop/slice/bowl/piece/serving/cup…: too much', (m) => UNIT.test(m.text) && m.predicted > m.reference],
  ['unit: scoop/slice/bowl/piece/serving/cup…: too little', (m) => UNIT.test(m.text) && m.predicted < m.reference],
  ['brand or capitalised name', (m) => BRAND.test(m.text)],
  ['no unit: too much', (m) => m.predicted > m.reference],
  ['no unit: too little', () => true],
];

const misses: Miss[] = readFileSync(file, 'utf8').trim().split('\n').map((l) => JSON.parse(l));
const groups = new Map<string, Miss[]>(classes.map(([name]) => [name, []]));
for (const miss of misses) groups.get(classes.find(([, test]) => test(miss))![0])!.push(miss);

console.log(`${misses.length} train-split misses (> 7.5 g off)\n`);
console.log('| class | misses | over | under | sum of |error| g |\n|---|---|---|---|---|');
const sorted = [...groups].sort((a, b) => b[1].length - a[1].length);
for (const [name, list] of sorted) {
  const over = list.filter((m) => m.predicted > m.reference).length;
  const error = list.reduce((s, m) => s + Math.abs(m.predicted - m.reference), 0);
  console.log(`| ${name} | ${list.length} | ${over} | ${list.length - over} | ${error.toFixed(0)} |`);
}
for (const [name, list] of sorted) {
  if (only && !name.startsWith(only)) continue;
  if (examples === 0 || list.length === 0) continue;
  console.log(`\n## ${name}`);
  for (const m of list.slice(0, examples)) console.log(`- ${m.reference.toFixed(1)} g vs ${m.predicted.toFixed(1)} g: ${m.text}\n    ${m.parts} ${m.unrecognised}`);
}
