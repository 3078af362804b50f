/**
 * describeMeal on text that names no food (issue 23: "only text with no food is
 * noFoodDetectedText", and the extension sends a photo's alt text and captions through it).
 * Counts how often such text gets calories anyway, per class, beside a control set of short food
 * texts that must keep their answer, so a stricter matcher shows what it costs.
 * Every sentence is written for this bench. Half of each class (odd rows) is the validation part:
 * tune a change on even rows, report both.
 * Usage: npm run bench:no-food [-- --list]   (--list names the tune rows that got calories)
 */
import { performance } from 'node:perf_hooks';
import { NutritionApiError } from '../src/api/index.js';
import { createEngine } from '../src/engine/index.js';

type NoFoodClass = 'photo caption' | 'page chrome' | 'everyday sentence' | 'name or place';

const NO_FOOD: Record<NoFoodClass, string[]> = {
  'photo caption': [
    'Our kitchen window at sunset', 'A view of the harbour at sunset', 'Golden retriever puppy on the lawn',
    'The garden in spring', 'Family reunion 2024', 'Sunday morning light through the curtains',
    'Kids playing on the beach', 'Snow on the mountain pass', 'Grandma knitting by the fire',
    'Our new living room sofa', 'The lazy cat asleep on the rug', 'Wedding photo by the lake',
    'Autumn leaves in the park', 'Sailing boat in the bay', 'Portrait of a young woman in a red dress',
    'Team photo after the final match',
  ],
  'page chrome': [
    'Click here to subscribe', 'Read more about our team', 'Welcome to our blog', 'Share on social media',
    'Sign in to your account', 'Privacy policy and terms of use', 'Next page', 'Leave a comment below',
    'Back to top', 'Subscribe to the newsletter',
  ],
  'everyday sentence': [
    'my bike is broken', 'no thanks', 'Meeting notes from Tuesday', 'The quick brown fox jumps over the lazy dog',
    'Happy birthday to my sister', 'New car smell', 'I need to call the plumber tomorrow',
    'The train was late again this morning', 'Remember to water the plants', 'What a lovely day for a walk',
    'Homework is due on Friday', 'The printer is out of paper',
  ],
  'name or place': [
    'Photo by John Smith', 'Summer holiday in Italy', 'Orange county sunset', 'Apple iPhone 15 review',
    'Chelsea vs Arsenal highlights', 'Downtown Chicago skyline', 'Poland travel guide', 'Turkey and Greece cruise',
    'Jack Black interview', 'Olive Garden parking lot',
  ],
};

/** Short food texts, photo-caption style: a stricter matcher must keep answering these. */
const FOOD_CONTROL = [
  'Spaghetti with meat sauce', 'Chicken curry with rice', 'A bowl of oatmeal', 'Grilled salmon', 'Apple pie',
  'Caesar salad', 'Pancakes with maple syrup', 'Hot dog', 'Orange juice', 'Hush puppies', 'Banana bread',
  'Beef tacos', 'Tomato soup', 'A glass of milk', 'Scrambled eggs on toast', 'Turkey sandwich',
];

const list = process.argv.includes('--list');
const engine = await createEngine({ config: { offline: true } });

interface Outcome { text: string; answered: boolean; summary: string; ms: number }
async function run(text: string): Promise<Outcome> {
  const t0 = performance.now();
  try {
    const result = await engine.api.describeMeal(text);
    const ms = performance.now() - t0;
    return { text, answered: true, summary: `${result.calories} kcal: ${result.ingredients.map((i) => i.name).join(' | ')}`, ms };
  } catch (error) {
    const ms = performance.now() - t0;
    if (error instanceof NutritionApiError) return { text, answered: false, summary: String(error.code), ms };
    throw error;
  }
}

const rows: string[][] = [];
let falseTune = 0, falseCheck = 0, tune = 0, check = 0;
for (const [name, texts] of Object.entries(NO_FOOD) as [NoFoodClass, string[]][]) {
  const outcomes = [];
  for (const text of texts) outcomes.push(await run(text));
  const t = outcomes.filter((_, i) => i % 2 === 0), c = outcomes.filter((_, i) => i % 2 === 1);
  const ft = t.filter((o) => o.answered).length, fc = c.filter((o) => o.answered).length;
  falseTune += ft; falseCheck += fc; tune += t.length; check += c.length;
  rows.push([name, `${ft}/${t.length}`, `${fc}/${c.length}`]);
  // Only the tune rows are listed: the validation rows are counted, never read while tuning.
  if (list) for (const o of t.filter((o) => o.answered)) console.log(`  ${name}: "${o.text}" → ${o.summary}`);
}
const control = [];
for (const text of FOOD_CONTROL) control.push(await run(text));
if (list) for (const o of control.filter((o) => !o.answered)) console.log(`  control refused: "${o.text}" → ${o.summary}`);

const pct = (n: number, d: number) => `${((100 * n) / d).toFixed(1)} %`;
console.log('\ndescribeMeal on text with no food: how often calories are given anyway (lower is better)\n');
console.log('| class | tune (even rows) | validation (odd rows) |');
console.log('|---|---|---|');
for (const r of rows) console.log(`| ${r.join(' | ')} |`);
console.log(`| **all** | ${falseTune}/${tune} (${pct(falseTune, tune)}) | ${falseCheck}/${check} (${pct(falseCheck, check)}) |`);
const kept = control.filter((o) => o.answered).length;
console.log(`\nfood control (must be answered): ${kept}/${control.length} (${pct(kept, control.length)})`);
await engine.context.close();
