import type { Token } from './tokens.js';
import { MEALS_OF_DAY } from './noise.js';
import { EATING_VERBS } from './eating-words.js';
import { matchSize, matchUnit } from './units.js';
import { isPersonsHome, PLACES_AFTER_FOOD, PLACES_OF_EATING, VENUE_SECOND_WORDS, VENUES_BEFORE_FOOD } from './place-words.js';

/*
 * Where the food was eaten or where it came off, said after it (session 19): "a protein bar in
 * the car", "3 pork ribs off the smoker", "birthday cake in the break room, small slice". The
 * place's words had joined the food's name ("banana in car" found nothing and the text was
 * refused; "pork ribs off smoker" lost the rib as the unit). The noise reader already drops a
 * shop or a mall after "from"/"at"; this reads the same frame for the places a day goes
 * through — vehicles, rooms, furniture, outings, the cooker the food came off — after any of
 * the words that lead to a place, and only where the phrase closes the part, so a dish named by a
 * place phrase ("toad in the hole", "pigs in a blanket", "corn on the cob") keeps its words:
 * none of their nouns is a place.
 */

/**
 * Words that lead to a place or a time of the day's places: "by the fire", "before bed", "after the
 * gym" say when or where as much as "in the car" does (issue 23: "a glass of milk before bed" was
 * refused, its words "before bed" read as the head of the food).
 */
const LEADS = new Set(['in', 'inside', 'at', 'on', 'off', 'from', 'during', 'by', 'beside', 'near', 'before', 'after']);
const DETERMINERS = new Set(['the', 'my', 'a', 'an', 'our', 'his', 'her', 'their', 'this', 'that', 'work', "work's", 'mums', 'moms']);
/**
 * What a food came off ("ribs off the smoker"): only after "off" — "in the microwave", "in the
 * oven" say how it was heated, which FNDDS names ("microwaved"), and the noise reader reads "from the fridge".
 */
const COOKERS = new Set(['smoker', 'grill', 'griddle', 'barbecue', 'bbq', 'stove']);

/** Words after the place that still close the part ("… in the car today", "… at the party last night"). */
const CLOSERS = /^(and|today|tonight|yesterday|earlier|again|this|last|before|after|for|while|then|lol|haha)$/;

/** Whose plate a food was taken off: "off my bf's plate", "from the kids' tray", "off his plate". */
const PLATES = new Set(['plate', 'plates', 'tray', 'bowl', 'lunchbox', 'leftovers']);
const POSSESSIVE = /^(my|his|her|their|our|your|the)$|'s?$|s'$|^[a-z]+s$/;
function plateEnd(tokens: readonly Token[], i: number): number | undefined {
  if (tokens[i]?.text !== 'off' && tokens[i]?.text !== 'from') return undefined;
  let j = i + 1;
  for (let k = 0; k < 2 && POSSESSIVE.test(tokens[j]?.text ?? '') && !PLATES.has(tokens[j]?.text ?? ''); k++) j++;
  if (j === i + 1 || !PLATES.has(tokens[j]?.text ?? '')) return undefined;
  const next = tokens[j + 1];
  return next === undefined || next.kind !== 'word' || CLOSERS.test(next.text) ? j + 1 : undefined;
}

/** Where the place phrase that starts at the lead `i` ends, or undefined when it is none. */
function placeEnd(tokens: readonly Token[], i: number): number | undefined {
  const plate = plateEnd(tokens, i);
  if (plate !== undefined) return plate;
  // "at work", "at the office", "in work's kitchen": a determiner may itself be the place.
  const off = tokens[i]?.text === 'off';
  return DETERMINERS.has(tokens[i + 1]?.text ?? '') ? nounEnd(tokens, i + 2, off) ?? nounEnd(tokens, i + 1, off) : nounEnd(tokens, i + 1, off);
}

function nounEnd(tokens: readonly Token[], j: number, off = false): number | undefined {
  const isPlace = (t: Token | undefined) => t?.kind === 'word' && (PLACES_AFTER_FOOD.has(t.text) || isPersonsHome(t.text) || (off && COOKERS.has(t.text)));
  // "the break room", "the waiting room", "the school canteen": the place is the last noun.
  const first = tokens[j];
  if (first?.kind !== 'word') return undefined;
  let end = isPlace(first) ? j + 1 : undefined;
  if (isPlace(tokens[j + 1])) end = j + 2;
  if (end === undefined) return undefined;
  const next = tokens[end];
  return next === undefined || next.kind !== 'word' || CLOSERS.test(next.text) ? end : undefined;
}

/**
 * A sign the text is a food log, not chat: "a dip in the pool", "jellyfish at the beach" name a
 * food word only in passing, and their place phrase is what tells food-evidence.ts so. The place
 * goes only where the text also says an amount, a unit or a size, a meal or a verb of eating (or
 * subject.ts read a person eating).
 */
// With the verbs of taking food: said before a food, "grabbed", "finished", "nicked" say eating too.
const EATEN = new Set([...EATING_VERBS, 'grabbed', 'finished', 'nicked', 'stole']);
// A place whose business is food ("in the break room", "at the potluck") is such a sign itself.
const saysEaten = (tokens: readonly Token[]) => {
  if (tokens.some((t) => t.kind === 'number' || EATEN.has(t.text) || MEALS_OF_DAY.has(t.text) || (t.kind === 'word' && (matchSize(t.text) !== undefined || matchUnit([t.text], 0, false) !== undefined)))) return true;
  const words = tokens.map((t) => t.text);
  return words.some((_, at) => at > 0 && leadsToPlaceOfEating(words, at));
};

/*
 * Where it was eaten, said before the food as a describer (session 21): "hospital cafeteria mac n
 * cheese", "airport sushi", "stadium nachos". The place's words had joined the dish's name, and a
 * dish of two words joined by "and"/"n" lost its first word to them ("hospital cafeteria mac" was
 * no food, so the mac and cheese was read as cheese). Only institutions and venues no food is
 * named for lead ("school", "movie theater", "ballpark", "food court" are left: FNDDS names foods
 * "from school cafeteria", "movie theater" popcorn), and a second place noun may follow the first
 * ("hospital cafeteria", "hotel lobby"). The place must open the text or a part after a comma or
 * "and", and a word (the food's) must follow.
 */
function placeBeforeEnd(tokens: readonly Token[], i: number): number | undefined {
  const before = tokens[i - 1];
  const opens = before === undefined || before.kind === 'punct' || before.kind === 'break' || before.text === 'and' || (DETERMINERS.has(before.text) && (i === 1 || tokens[i - 2]!.kind !== 'word'));
  if (!opens || !VENUES_BEFORE_FOOD.has(tokens[i]!.text)) return undefined;
  const end = VENUE_SECOND_WORDS.has(tokens[i + 1]?.text ?? '') ? i + 2 : i + 1;
  const next = tokens[end];
  return next?.kind === 'word' && !LEADS.has(next.text) && !CLOSERS.test(next.text) && !/^(?:food|foods|snack|snacks)$/.test(next.text) ? end : undefined;
}

/** The tokens without a place phrase said after a food (see above), or before it; the same array when there is none. */
export function dropWhereEaten(tokens: readonly Token[], framed = false): readonly Token[] {
  let out: Token[] | undefined;
  for (let i = 0; i < tokens.length; i++) {
    const end = tokens[i]!.kind === 'word' ? placeBeforeEnd(tokens, i) : undefined;
    if (end === undefined) continue;
    out ??= [...tokens];
    for (let k = i; k < end; k++) out[k] = undefined as unknown as Token;
    i = end - 1;
  }
  if (out) tokens = out.filter((t) => t !== undefined);
  out = undefined;
  if (!framed && !saysEaten(tokens)) return tokens;
  for (let i = 0; i < tokens.length; i++) {
    const lead = tokens[i]!;
    if (lead.kind !== 'word' || !LEADS.has(lead.text)) continue;
    const end = placeEnd(tokens, i);
    if (end === undefined) continue;
    // After a word of the food: the phrase is where that food was eaten. Opening the text, it is
    // a label set apart ("in the car: a sausage muffin", "at work - 2 donuts").
    const labels = i === 0 && /^[:,\-–—]$/.test(tokens[end]?.text ?? '');
    if (!labels && tokens[i - 1]?.kind !== 'word') continue;
    out ??= [...tokens];
    for (let k = i; k < end; k++) out[k] = undefined as unknown as Token;
    i = end - 1;
  }
  return out ? out.filter((t) => t !== undefined) : tokens;
}

/**
 * Places whose business is food: a room or a gathering where people eat ("the break room", "the
 * cafeteria", "the potluck"). A food word said there is the food on offer ("couldn't resist the
 * donut in the break room"), where a place of another kind leaves a food word in passing ("a dip in
 * the pool", "jellyfish at the beach"). Two-word rooms are read by their first word ("break room").
 */
const ROOMS_OF_EATING = new Set(['break', 'lunch', 'dining', 'staff', 'tea']);
const ROOMS = new Set(['room', 'rooms', 'hall']);

/** Is the word at `at` a lead ("in", "at") to a place of eating, as "in the break room" is? */
export function leadsToPlaceOfEating(words: readonly string[], at: number): boolean {
  if (words[at] !== 'in' && words[at] !== 'at') return false;
  let j = at + 1;
  if (DETERMINERS.has(words[j] ?? '')) j++;
  const place = words[j] ?? '';
  return PLACES_OF_EATING.has(place) || isPersonsHome(place) || (ROOMS_OF_EATING.has(place) && ROOMS.has(words[j + 1] ?? ''));
}
