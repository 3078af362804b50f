import type { Food } from '../foods/index.js';
import type { FoodIndex } from '../foods/food-index.js';
import { derivedPerOwner } from '../cache/memo.js';

/*
 * A breakfast sandwich named by its fillings and its bread ("an egg and cheese english muffin",
 * "a ham egg and cheese croissant", "egg and cheese on a bagel"): FNDDS weighs the family as one
 * food, "Egg sandwich on <bread>[, with <meat>[ and cheese]]" (27 of them). Read part by part,
 * the "and" split it into an egg and a cheese bread ("Muffin, English, cheese"), or the whole
 * was an egg bagel. The family is read from FNDDS's own names, so every bread and filling it has
 * is covered, and a combination it lacks is left to the other readings.
 */
interface EggSandwich {
  food: Food;
  bread: string;
  meat: string | undefined;
  cheese: boolean;
}

const NAME = /^Egg sandwich on ([^,]+?)(?: bread)?(?:, with (.+))?$/;
/** The breads a person says, each to FNDDS's word for it. */
const BREADS: ReadonlyArray<readonly [RegExp, string]> = [
  [/\benglish muffins?\b/, 'english muffin'],
  [/\bbagels?\b/, 'bagel'],
  [/\bbiscuits?\b/, 'biscuit'],
  [/\bcroissants?\b/, 'croissant'],
  [/\b(whole )?wheat\b/, 'wheat'],
  [/\b(griddle ?cakes?|pancakes?)\b/, 'griddle/pancake'],
  [/\b(white( bread)?|sandwich(es)?|bread)\b/, 'white'],
];
const MEATS = ['bacon', 'sausage', 'ham', 'meat'];
/** Words that fill the sandwich: said right before its bread, they make one food of it. */
const FILLINGS = new Set([...MEATS, 'egg', 'eggs', 'cheese', 'american', 'cheddar', 'swiss', 'jack']);
const BREAD_WORDS = new Set(['muffin', 'muffins', 'bagel', 'bagels', 'biscuit', 'biscuits', 'croissant', 'croissants', 'griddlecake', 'griddlecakes', 'pancake', 'pancakes']);
/** The only words a breakfast sandwich's name is made of: its fillings and breads, and the words around them. */
const FAMILY_WORDS = new Set([
  ...FILLINGS,
  ...BREAD_WORDS,
  ...'fried scrambled over easy pepper and with on a an the one two 2 1 breakfast sandwich sandwiches english wheat whole white bread griddle plain toasted'.split(' '),
]);

const family = derivedPerOwner((ctx: FoodIndex): EggSandwich[] => {
  const out: EggSandwich[] = [];
  for (const food of ctx.foods.foods()) {
    if (food.source !== 'fndds') continue;
    const m = NAME.exec(food.name);
    if (!m) continue;
    const filling = (m[2] ?? '').toLowerCase();
    out.push({ food, bread: m[1]!.toLowerCase(), meat: /\b(bacon|sausage|ham|meat)\b/.exec(filling)?.[1], cheese: /\bcheese\b/.test(filling) });
  }
  return out;
});

/**
 * "an egg and cheese bagel", "egg and cheese on a biscuit", "an egg sandwich": a filling right
 * before the bread, "on" the bread, or "sandwich" said; not "eggs and a biscuit" nor "2 eggs,
 * bacon and white bread" (foods side by side).
 */
function saidAsSandwich(words: readonly string[]): boolean {
  if (words.some((w) => /^sandwich(es)?$/.test(w))) return true;
  const at = words.findIndex((w) => BREAD_WORDS.has(w));
  if (at < 0) return false;
  let k = at - 1;
  while (k >= 0 && /^(english|toasted|plain|a|an|the)$/.test(words[k]!)) k--;
  if (k >= 0 && words[k] === 'on') return true;
  // "an egg bagel" is a bagel made with egg (USDA's "Bagels, egg"): the egg alone is no filling.
  return k >= 0 && FILLINGS.has(words[k]!) && words.filter((w) => FILLINGS.has(w)).length >= 2;
}

/** FNDDS's breakfast egg sandwich the words name, when they name one of the family (undefined otherwise). */
export function eggSandwichOf(ctx: FoodIndex, text: string): Food | undefined {
  const lower = text.toLowerCase().replace(/&/g, ' and ');
  const words = lower.split(/[^a-z0-9]+/).filter(Boolean);
  if (!words.some((w) => w === 'egg' || w === 'eggs') || !words.every((w) => FAMILY_WORDS.has(w))) return undefined;
  // "an egg white sandwich" is USDA's own egg-white sandwich, not egg on white bread.
  if (/\beggs? whites?\b/.test(lower)) return undefined;
  const bread = BREADS.find(([said]) => said.test(lower))?.[1];
  if (!bread || !saidAsSandwich(words)) return undefined;
  const meats = MEATS.filter((meat) => words.includes(meat));
  if (meats.length > 1) return undefined;
  const cheese = /\bcheese\b/.test(lower);
  const ofBread = family(ctx).filter((dish) => dish.bread === bread);
  const withMeat = ofBread.filter((dish) => (meats.length === 0 ? dish.meat === undefined : dish.meat === meats[0] || dish.meat === 'meat'));
  // The sandwich with the cheese said where FNDDS has one, else the one without (FNDDS's English
  // muffin, croissant and bagel sandwiches have no cheese variant).
  return (withMeat.find((dish) => dish.cheese === cheese) ?? withMeat.find((dish) => !dish.cheese))?.food;
}
