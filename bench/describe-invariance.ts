/**
 * describeMeal's answer should not move when the words around a meal change and the meal does not
 * (issue 23: "Framing is never food, however the sentence is built"). Each everyday phrase
 * (bench/everyday-phrases.ts) is said again inside frames a food log sees — a lead ("for lunch
 * I had …", "munching on …"), a tail ("… at my desk", "… before bed") or both — and the framed
 * answer is compared with the bare one. A frame that moves the answer by more than 10 % of its kcal,
 * or turns it into a refusal, is a framing word read as food or a food lost to framing.
 *
 * The frames are split by an FNV-1a hash of their wording: tuning frames print every phrase they
 * move; validation frames print counts only, so a rule written for one frame's words cannot be
 * told from one that holds for the class (the frames nobody reads).
 * Usage: npx tsx bench/describe-invariance.ts [--list] [--frame "text"]
 */
import { createEngine } from '../src/engine/index.js';
import { EVERYDAY } from './everyday-phrases.js';
import { fnv1a } from './fnv1a.js';

/** A frame: the meal is put where "…" stands. */
const LEADS = [
  'had …', 'i had …', 'ate …', 'just ate …', 'i just had …', 'for breakfast i had …', 'lunch: …', 'dinner was …',
  'log …', 'add …', 'snack: …', 'today i had …', 'this morning i ate …', 'grabbed …', 'finished off …',
  'munching on …', "i'm having …", 'quick bite: …', "tonight's dinner: …", 'treated myself to …',
  "i've got … waiting for supper", 'breakfast - …', 'yesterday i had …', 'my lunch today was …', 'post-workout: …',
  'late night snack, …', 'on the go: …', 'ordered …', 'made myself …', 'having …', 'rewarding myself with …',
  'polished off …', 'so far today: …', 'just finished …', 'picked up …', 'wolfed down …',
];
const TAILS = [
  '… today', '… for lunch', '… at work', '… this morning', '… earlier', '… lol', '… again', '… before bed',
  '… on the way home', '… with the kids', '… at my desk', '… after the gym', '… around 3pm', '… for dinner tonight',
  '… (yum)', '…!!', '….', '… 😋', '… for breakfast', '… at lunch', '… in the car', '… between meetings',
  '… while watching tv', '… at the game', '… on my break', '… after school', '… late last night',
];
/** A second round of frames (written together, before any was run): more voices, moods, places, people and times. */
const LEADS2 = [
  'breakfast was …', 'brunch: …', 'supper - …', 'midnight snack: …', 'pre-game snack: …', 'after work i had …',
  'lunch break: …', 'road trip snack: …', 'dinner tonight was …', 'can you log …', 'please add …', 'track …',
  'i ate …', 'we had …', 'my husband made …', 'mom made …', 'ended up eating …', 'caved and had …',
  'cheat meal: …', 'ok so i had …', 'um i had …', 'so for lunch i had …', 'today: …', 'meal 2: …', 'meal #3 - …',
  'fuel: …', 'mid-afternoon pick-me-up: …', 'couldn\'t resist …', 'splurged on …', 'tried …', 'enjoyed …',
  'devoured …', 'nibbled on …', 'snacked on …', 'dinner at home: …', 'work lunch - …', 'hospital cafeteria: …',
  'airport food: …', 'gas station stop: …', 'movie night: …', 'game day: …', 'date night: …', 'kids\' leftovers: …',
  'sunday brunch - …', 'breakfast on the run: …', 'desk lunch: …', 'after practice: …', 'before my run: …',
  'i think i had …', 'probably about …', 'just now: …', 'earlier today i had …', 'for dinner we had …',
];
const TAILS2 = [
  '… for brunch', '… for supper', '… after work', '… after my run', '… before the gym', '… at the office',
  '… at home', '… at school', '… on the couch', '… in bed', '… at the park', '… at grandma\'s', '… with my wife',
  '… with friends', '… with coworkers', '… on the train', '… at the airport', '… at 7am', '… around noon',
  '… at midnight', '… this afternoon', '… tonight', '… yesterday', '… last night', '… early this morning',
  '… for a snack', '… as a snack', '… as a treat', '… as dessert', '… for dessert', '… so good', '… yum',
  '… (delicious)', '… - was starving', '…, nothing else', '… and that\'s it', '… i think', '… maybe',
  '… probably', '… not proud', '… 🙈', '… 🍽️', '… #lunch', '… #cheatday', '… ugh', '… again lol',
  '… on my lunch break', '… while studying', '… during the meeting', '… before class', '… after dinner',
];
/** A third round (session 24, written before it was run; its tuning frames are the next session's to read). */
const LEADS3 = [
  'dinner tonight - …', 'my breakfast: …', 'quick lunch, …', 'at my desk: …', 'in the car: …', 'kids had …',
  'the wife made …', 'leftovers: …', 'for the road: …', 'weekend treat - …', 'just got back from the gym, …',
  'logging …', 'note: …', 'started the day with …', 'lunch was just …', 'grabbed a quick …', 'today i ate …',
  'breakfast of champions: …', 'for lunch: …', 'my snack was …', 'hungry so …', 'finally ate …', 'also had …',
  'second breakfast: …', 'yesterday: …', 'last night i had …', 'tonight: …', 'had some …', 'just had a quick …',
  'post run: …',
];
const TAILS3 = [
  '… on the go', '… in the morning', '… at noon', '… at 6pm', '… for lunch today', '… from home',
  '… after church', '… at the beach', '… by the pool', '… at my mom\'s', '… at the bar', '… at the office party',
  '… with my coffee', '… w/ the family', '… with the team', '… (so full)', '… :)', '… lol so good', '… - yum!',
  '… again today', '… this evening', '… for the third day in a row', '… not bad', '… pretty good', '… meh',
  '… before my shift', '… after my shift', '… on the weekend', '… at the hotel', '… around 8',
];
const BOTH = ['had … for lunch', 'ate … at my desk', 'grabbed … on the way home', 'for dinner: … and nothing else', 'just had … after the gym, so good'];
const FRAMES = [...LEADS, ...TAILS, ...LEADS2, ...TAILS2, ...LEADS3, ...TAILS3, ...BOTH];

/** Every third frame, by its hash, is validation: counts only. */
export const isValidationFrame = (frame: string) => fnv1a(frame) % 3 === 0;

/** More than this share of the bare answer's kcal, and the frame moved the answer. */
const MOVED = 0.1;

const args = process.argv.slice(2);
const list = args.includes('--list');
const only = args.includes('--frame') ? args[args.indexOf('--frame') + 1] : undefined;

const engine = await createEngine();
async function kcalOf(text: string): Promise<number | undefined> {
  try {
    const r = await engine.api.describeMeal(text);
    return r.calories * r.servings;
  } catch {
    return undefined;
  }
}

const bare = new Map<string, number>();
for (const p of EVERYDAY) {
  const kcal = await kcalOf(p.text);
  if (kcal !== undefined && kcal > 0) bare.set(p.text, kcal);
}

interface Tally { frames: number; tried: number; moved: number; refused: number }
const tally = { tuning: { frames: 0, tried: 0, moved: 0, refused: 0 } as Tally, validation: { frames: 0, tried: 0, moved: 0, refused: 0 } as Tally };
const byFrame: Array<{ frame: string; moved: number; refused: number; tried: number }> = [];
const shown: string[] = [];
for (const frame of FRAMES) {
  if (only !== undefined && frame !== only) continue;
  const validation = isValidationFrame(frame);
  const t = validation ? tally.validation : tally.tuning;
  t.frames++;
  let moved = 0;
  let refused = 0;
  for (const [text, kcal] of bare) {
    // A phrase's own leading capital is kept only where it starts the text.
    const framed = frame.startsWith('…') ? frame.replace('…', text) : frame.replace('…', text.charAt(0).toLowerCase() + text.slice(1));
    const got = await kcalOf(framed);
    t.tried++;
    if (got === undefined) {
      refused++;
      if (!validation) shown.push(`| ${framed} | ${Math.round(kcal)} | refused |`);
    } else if (Math.abs(got - kcal) > MOVED * kcal) {
      moved++;
      if (!validation) shown.push(`| ${framed} | ${Math.round(kcal)} | ${Math.round(got)} |`);
    }
  }
  t.moved += moved;
  t.refused += refused;
  if (!validation) byFrame.push({ frame, moved, refused, tried: bare.size });
}

const pct = (n: number, d: number) => `${d ? ((100 * n) / d).toFixed(1) : '0.0'} %`;
console.log(`describeMeal invariance: ${bare.size} everyday phrases answered bare, each said in ${FRAMES.length} frames\n`);
console.log('| split | frames | framed phrases | unchanged (±10 % kcal) | moved | refused |');
console.log('|---|---|---|---|---|---|');
for (const [name, t] of Object.entries(tally)) {
  const same = t.tried - t.moved - t.refused;
  console.log(`| ${name} | ${t.frames} | ${t.tried} | ${same} (${pct(same, t.tried)}) | ${t.moved} | ${t.refused} |`);
}
console.log('\nTuning frames, worst first:\n');
console.log('| frame | moved | refused |');
console.log('|---|---|---|');
for (const f of byFrame.sort((a, b) => b.moved + b.refused - a.moved - a.refused)) console.log(`| ${f.frame} | ${f.moved} | ${f.refused} |`);
if (list) {
  console.log(`\nTuning phrases moved or refused (${shown.length}):\n\n| framed | bare kcal | framed kcal |\n|---|---|---|`);
  for (const line of shown) console.log(line);
}
