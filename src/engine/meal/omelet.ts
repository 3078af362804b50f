import type { Food } from '../foods/index.js';
import type { FoodIndex } from '../foods/food-index.js';
import { derivedPerOwner } from '../cache/memo.js';

/*
 * An omelet named by its fillings ("a spinach omelette", "a ham and cheese omelet", "a western
 * omelet"): FNDDS weighs the family as one food, "Egg omelet or scrambled egg[, with <fillings>],
 * <fat>", its fillings drawn from five kinds (cheese, meat, tomatoes, dark-green vegetables, other
 * vegetables; potatoes and/or onions apart). Read part by part, a filling named first became the
 * food ("a spinach omelette" was cooked spinach), and "ham and cheese" split into ham beside a
 * cheese omelet. The family is read from FNDDS's own names, so every combination it has is covered;
 * one it lacks takes the largest it has within what was said. Egg-white and egg-substitute omelets
 * are other families, left to the matcher.
 */
type Kind = 'cheese' | 'meat' | 'tomatoes' | 'dark green' | 'other vegetables' | 'potatoes';

interface Omelet {
  food: Food;
  kinds: ReadonlySet<Kind>;
}

const NAME = /^Egg omelet or scrambled egg(?:, with (.+?))?, (NS as to fat|fat added|NS as to fat type|made with oil|made with butter|made with margarine)$/;
/** Which fat row stands for a filling when the words say none: FNDDS's own "not specified" first. */
const FAT_ORDER = ['NS as to fat', 'fat added', 'NS as to fat type', 'made with oil', 'made with butter', 'made with margarine'];

/** FNDDS's filling words, each to its kind. */
function kindsOfName(filling: string): Set<Kind> {
  const kinds = new Set<Kind>();
  // "vegetables other than dark-green and/or tomatoes" names neither of the two it excludes.
  const other = /\bvegetables other than dark[- ]green and\/or tomatoes\b/;
  if (other.test(filling)) kinds.add('other vegetables');
  const rest = filling.replace(other, '');
  if (/\bcheese\b/.test(rest)) kinds.add('cheese');
  if (/\bmeat\b/.test(rest)) kinds.add('meat');
  if (/\btomatoes\b/.test(rest)) kinds.add('tomatoes');
  if (/\bdark-green vegetables\b/.test(rest)) kinds.add('dark green');
  if (/\bpotatoes\b/.test(rest)) kinds.add('potatoes');
  return kinds;
}

const family = derivedPerOwner((ctx: FoodIndex): Omelet[] => {
  const out: Array<Omelet & { fat: number }> = [];
  for (const food of ctx.foods.foods()) {
    if (food.source !== 'fndds') continue;
    const m = NAME.exec(food.name);
    if (!m) continue;
    const kinds = kindsOfName((m[1] ?? '').toLowerCase());
    const fat = FAT_ORDER.indexOf(m[2]!);
    // One row per filling, the fat nearest "not specified".
    const twin = out.findIndex((o) => sameKinds(o.kinds, kinds));
    if (twin < 0) out.push({ food, kinds, fat });
    else if (fat < out[twin]!.fat) out[twin] = { food, kinds, fat };
  }
  return out;
});

function sameKinds(a: ReadonlySet<Kind>, b: ReadonlySet<Kind>): boolean {
  return a.size === b.size && [...a].every((k) => b.has(k));
}

/** The words a person says for each filling, by the kind FNDDS files it under. */
const SAID: ReadonlyArray<readonly [readonly string[], readonly Kind[]]> = [
  ['cheese cheesy cheddar swiss feta mozzarella american parmesan goat gruyere brie'.split(' '), ['cheese']],
  ['ham bacon sausage sausages chorizo turkey chicken steak beef meat pepperoni salami prosciutto lox salmon'.split(' '), ['meat']],
  // A western or denver omelet is ham, green pepper and onion.
  [['western', 'denver'], ['meat', 'other vegetables']],
  [['tomato', 'tomatoes'], ['tomatoes']],
  ['spinach kale broccoli greens chard collard collards arugula'.split(' '), ['dark green']],
  [
    'pepper peppers onion onions mushroom mushrooms veggie veggies vegetable vegetables veg zucchini asparagus olive olives jalapeno jalapenos scallion scallions'.split(' '),
    ['other vegetables'],
  ],
  ['potato potatoes hash brown browns'.split(' '), ['potatoes']],
];

/** The only words an omelet's name is made of: its fillings, and counts, sizes and the words between. */
const FAMILY_WORDS = new Set([
  ...'omelet omelets omelette omelettes egg eggs and with a an the one two three four 1 2 3 4 small large big plain fluffy folded bell green red'.split(' '),
  ...SAID.flatMap(([said]) => said),
]);

/** FNDDS's omelet the words name, when they name one of the family (undefined otherwise). */
export function omeletOf(ctx: FoodIndex, text: string): Food | undefined {
  const lower = text.toLowerCase().replace(/&/g, ' and ');
  const words = lower.split(/[^a-z0-9]+/).filter(Boolean);
  if (!words.some((w) => /^omelett?e?s?$/.test(w)) || !words.every((w) => FAMILY_WORDS.has(w))) return undefined;
  const said = new Set<Kind>();
  for (const [named, kinds] of SAID) if (named.some((w) => words.includes(w))) for (const kind of kinds) said.add(kind);
  // Potatoes and onions are one filling of their own in FNDDS, never beside the others.
  if (said.has('potatoes')) return family(ctx).find((o) => o.kinds.has('potatoes'))?.food;
  // The omelet of every filling said; else the one of most of them FNDDS has ("tomatoes and
  // peppers": FNDDS has either alone, not both, so the one named first among its kinds).
  const within = family(ctx).filter((o) => !o.kinds.has('potatoes') && [...o.kinds].every((k) => said.has(k)));
  return within.reduce<Omelet | undefined>((best, o) => (!best || o.kinds.size > best.kinds.size ? o : best), undefined)?.food;
}
