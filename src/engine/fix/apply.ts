import { NutritionApiError } from '../../api/index.js';
import { addNutrients, multiplyNutrients, ZERO_NUTRIENTS, type Nutrients } from '../nutrients.js';
import type { Correction, OverrideNutrient } from './corrections.js';
import { splitList } from './parse-issue.js';
import { countOf, scalePart, sum, type FixPart, type PartLookup } from './parts.js';
import { amountItems, countsInUnit, formatGrams, isAmountItem, isShareItem, shareItem, withoutItem } from './ingredient-name.js';
import type { Described } from './described.js';
import { massGrams, readQuantity, volumeMl, type Quantity } from './quantity.js';
import { contentKeys, matchName, nameWords, QUALIFIER_KEYS } from './words.js';
import type { NamedFood } from '../meal/read-name.js';
import { unitByName, type Size } from '../meal/units.js';
import { ENGLISH_CARDINALS, ENGLISH_FRACTION_WORDS } from '../text/number-words.js';

const MILLILITRE = unitByName('ml')!;

/** A count the person wrote, in digits or words ("2", "two", "half", "a dozen"): "a cup" or "a double" is no count. */
const WRITTEN_COUNT = new RegExp(String.raw`\d|\b(?:${[...Object.keys(ENGLISH_CARDINALS), ...Object.keys(ENGLISH_FRACTION_WORDS), 'dozen'].join('|')})\b`);

/** Every comparable word of a part's name. */
const nameKeys = (base: string) => {
  const w = nameWords(base);
  return new Set([...w.identity, ...w.qualifiers, ...w.components]);
};
import { formatCount } from '../meal/portion.js';

/*
 * Corrections applied to the parts of one serving (docs/fix.md). Every figure that a correction
 * brings in comes from the food database, through describeMeal's resolver on the person's words
 * (the matched foods and their grams, not a built result): a part is replaced by what it finds
 * for the new words, an addition is what it finds for it, a removal of something the parts do
 * not list is a typical portion of it.
 */

/** What applying corrections needs from the engine. */
export interface FixTools extends PartLookup {
  /** describeMeal's resolved parts for a person's words (all they describe); throws when they name no food. */
  describe(text: string): Promise<Described>;
  /** The same for a food's name with its amount as data (meal/read-name.ts): nothing written out to be read again. */
  describeNamed(food: NamedFood): Promise<Described>;
  /** kcal per gram of the USDA food of this exact name, when the database has it. */
  energyDensity(base: string): number | undefined;
}

export interface FixState {
  name: string;
  servings: number;
  parts: FixPart[];
  /** Set when the whole food was replaced ("it was actually an apple"): its name is the new food's. */
  replacedName?: string;
}

/** A correction that could not be applied, and why, for the person. */
export interface FixFailure {
  text: string;
  reason: string;
}

class Refusal extends Error {
  constructor(readonly reason: string) {
    super(reason);
  }
}

/**
 * A typical portion ("1 slice of bread") as describeMeal's reader holds it: the amount is data
 * beside the name (parseName), never a phrase written here to be read again.
 */
function portion(count: number, unit: string | undefined, name: string): Named {
  const info = unit === undefined ? undefined : unitByName(unit);
  if (unit !== undefined && info === undefined) throw new Error(`no unit named ${unit}`);
  return { name, amount: { count, ...(info ? { unit: info } : {}), explicit: true }, said: `${formatCount(count)}${unit ? ` ${unit}` : ''}` };
}

/** Things people leave off a dish that USDA counts inside it: a typical portion is taken off. */
const COMPONENTS: Record<string, Named> = {
  bun: { name: 'hamburger bun' }, roll: { name: 'hamburger bun' }, bread: portion(1, 'slice', 'bread'),
  cheese: portion(1, 'slice', 'cheese'), mayo: portion(1, 'tbsp', 'mayonnaise'),
  mayonnaise: portion(1, 'tbsp', 'mayonnaise'), ketchup: portion(1, 'tbsp', 'ketchup'),
  mustard: portion(1, 'tsp', 'mustard'), sauce: portion(2, 'tbsp', 'sauce'), dressing: portion(2, 'tbsp', 'salad dressing'),
  butter: portion(1, 'pat', 'butter'), sugar: portion(2, 'tsp', 'sugar'), milk: portion(60, 'ml', 'milk'),
  cream: portion(1, 'tbsp', 'cream'), 'whipped cream': portion(2, 'tbsp', 'whipped cream'),
  'sour cream': portion(2, 'tbsp', 'sour cream'), guacamole: portion(2, 'tbsp', 'guacamole'),
  bacon: portion(2, 'slice', 'bacon'), croutons: portion(1 / 4, 'cup', 'croutons'),
  tortilla: portion(1, undefined, 'flour tortilla'), rice: portion(1 / 2, 'cup', 'rice'),
  beans: portion(1 / 2, 'cup', 'beans'), syrup: portion(2, 'tbsp', 'syrup'), honey: portion(1, 'tbsp', 'honey'),
  oil: portion(1, 'tsp', 'oil'), avocado: portion(1 / 4, undefined, 'avocado'), egg: portion(1, undefined, 'egg'),
  ham: portion(1, 'slice', 'ham'), onions: portion(2, 'tbsp', 'onions'), onion: portion(2, 'tbsp', 'onions'),
  pickles: portion(2, 'slice', 'pickles'), lettuce: portion(1, 'leaf', 'lettuce'), tomato: portion(2, 'slice', 'tomato'),
  gravy: portion(1 / 4, 'cup', 'gravy'), icing: portion(2, 'tbsp', 'icing'), frosting: portion(2, 'tbsp', 'frosting'),
  chocolate: portion(1, 'tbsp', 'chocolate chips'), nuts: portion(1, 'tbsp', 'nuts'), peanuts: portion(1, 'tbsp', 'peanuts'),
  raisins: portion(1, 'tbsp', 'raisins'), jam: portion(1, 'tbsp', 'jam'),
  'peanut butter': portion(1, 'tbsp', 'peanut butter'), salsa: portion(2, 'tbsp', 'salsa'),
  'cream cheese': portion(1, 'tbsp', 'cream cheese'), pepperoni: portion(10, 'slice', 'pepperoni'),
  sausage: portion(1, undefined, 'sausage'), meat: portion(2, 'oz', 'meat'), chicken: portion(2, 'oz', 'chicken'),
  beef: portion(2, 'oz', 'beef'), noodles: portion(1 / 2, 'cup', 'noodles'), pasta: portion(1 / 2, 'cup', 'pasta'),
  potatoes: portion(1 / 2, 'cup', 'potatoes'), crust: portion(1, 'slice', 'bread'),
  patty: portion(1, undefined, 'hamburger patty'), dip: portion(2, 'tbsp', 'dip'), aioli: portion(1, 'tbsp', 'mayonnaise'),
  parmesan: portion(1, 'tbsp', 'parmesan'), creamer: portion(1, 'tbsp', 'coffee creamer'),
  sweetener: portion(1, 'packet', 'sugar'), 'cheese sauce': portion(2, 'tbsp', 'cheese sauce'),
};

/** Household units that count items ("3 slices"): the name's count, not a weight, is what changes. */
const COUNT_UNITS = new Set(['slice', 'piece', 'bar', 'stick', 'wedge', 'square', 'cube', 'fillet', 'serving', 'patty', 'strip', 'nugget', 'wing', 'egg']);

const ATWATER: Record<Exclude<OverrideNutrient, 'kcal'>, number> = { protein: 4, carbs: 4, fat: 9 };

const totalOf = (parts: readonly FixPart[]): Nutrients => addNutrients(parts.map((p) => p.nutrients));
const round0 = (x: number) => Math.round(x);

export async function applyCorrections(state: FixState, corrections: readonly Correction[], tools: FixTools): Promise<{ state: FixState; failures: FixFailure[] }> {
  const failures: FixFailure[] = [];
  // Figures the person read off a label or an app come last: they are what the result must show.
  const ordered = [...corrections.filter((c) => c.kind !== 'override'), ...corrections.filter((c) => c.kind === 'override')];
  let current = state;
  for (const correction of ordered) {
    try {
      current = await applyOne(current, correction, tools);
    } catch (error) {
      if (error instanceof Refusal) failures.push({ text: correction.text, reason: error.reason });
      else throw error;
    }
  }
  if (failures.length === 0 && current.parts.length === 0) {
    failures.push({ text: corrections.map((c) => c.text).join(', '), reason: 'that would leave nothing of the food; to log nothing, delete the entry instead' });
  }
  return { state: current, failures };
}

async function applyOne(state: FixState, c: Correction, tools: FixTools): Promise<FixState> {
  switch (c.kind) {
    case 'servings':
      return { ...state, servings: c.servings };
    case 'share':
      return share(state, c.factor, c.target);
    case 'remove':
      return remove(state, c.target, tools);
    case 'only': {
      const kept = findOrRefuse(state, c.target);
      return { ...state, parts: state.parts.filter((_, i) => kept.includes(i)) };
    }
    case 'add':
      return add(state, c.phrase, tools);
    case 'replace':
      if (c.instead && c.target === undefined && state.parts.length > 1 && named(find(state, c.phrase)).length === 0) {
        throw new Refusal(`say what ${c.phrase} replaced, e.g. "${c.phrase} instead of the ${spoken(state.parts[state.parts.length - 1]!.base).toLowerCase()}"`);
      }
      return replace(state, c.target, c.phrase, c.orAdd ?? false, tools, c.madeWith ?? false);
    case 'amount':
      return amount(state, c, tools);
    case 'override':
      return override(state, c.values, c.target);
  }
}

// ---------------------------------------------------------------- finding parts

interface Found {
  /** The parts that are the thing (best fit). */
  identity: number[];
  /** Parts whose name only qualifies itself with the thing ("Pizza, cheese" for "cheese"). */
  qualifier: number[];
  /** Parts that come with the thing ("Hamburger, on bun" for "bun"). */
  component: number[];
}

/** The parts a thing names, best fit first in each kind. */
function find(state: FixState, thing: string): Found {
  const scored = state.parts.map((p, i) => ({ i, ...matchName(thing, p.base, p.category) }));
  const best = (kind: 'identity' | 'qualifier') => {
    const of = scored.filter((s) => s.match === kind);
    const top = Math.max(0, ...of.map((s) => s.score));
    return of.filter((s) => s.score === top).map((s) => s.i);
  };
  return { identity: best('identity'), qualifier: best('qualifier'), component: scored.filter((s) => s.match === 'component').map((s) => s.i) };
}

/** The parts a correction about `thing` changes: those it is, else those named after it. */
function named(found: Found): number[] {
  return found.identity.length > 0 ? found.identity : found.qualifier;
}

function findOrRefuse(state: FixState, thing: string): number[] {
  const indices = named(find(state, thing));
  if (indices.length === 0) throw new Refusal(`there is no ${thing} in ${listing(state)}`);
  return indices;
}

function listing(state: FixState): string {
  const names = state.parts.map((p) => p.base);
  return names.length === 1 ? `"${names[0]}"` : `the parts (${names.map((n) => `"${n}"`).join(', ')})`;
}

// ---------------------------------------------------------------- the database's figures

/**
 * A food the corrections ask the database for by name, its amount as data: a typical portion,
 * 100 g of a part, "2" of what the person named. `said` is the amount in words, for a message.
 */
interface Named extends NamedFood {
  said?: string;
}

/** What a correction asks for: the person's own words (read once), or a name with its amount. */
type Asked = string | Named;

const wordsOf = (asked: Asked) => (typeof asked === 'string' ? asked : [asked.said, asked.name].filter((w) => w).join(' '));

async function describe(tools: FixTools, asked: Asked): Promise<Described> {
  try {
    return typeof asked === 'string' ? await tools.describe(asked) : await tools.describeNamed(asked);
  } catch (error) {
    if (error instanceof NutritionApiError && error.code === 'noFoodDetectedText') throw new Refusal(`"${wordsOf(asked)}" is not a food we know`);
    throw error;
  }
}

/** A weight of a food by name (a density is asked of 100 g). */
const weighed = (name: string, grams: number): Named => ({ name, grams, said: `${grams} g` });

/** A part of one of several servings as all of them: "(1 of 2, 119 g)" → "(2, 238 g)". */
function foldServings(part: FixPart, servings: number): FixPart {
  const of = part.detail.some(isShareItem);
  const scaled = scalePart({ ...part, detail: part.detail.filter((d) => !isShareItem(d)) }, servings);
  return of ? { ...scaled, detail: [formatCount(servings), ...scaled.detail] } : scaled;
}

/**
 * Grams of a part: from its name, else from the energy density of the USDA food of that exact
 * name, else from the density of what describeMeal finds for the name's words.
 */
async function gramsOf(part: FixPart, tools: FixTools): Promise<number | undefined> {
  if (part.grams !== undefined && part.grams > 0) return part.grams;
  if (part.nutrients.kcal <= 0) return undefined;
  let density = tools.energyDensity(part.base);
  if (density === undefined) {
    try {
      const known = await describe(tools, weighed(spoken(part.base), 100));
      if (known.grams !== undefined && known.grams > 0) density = totalOf(known.parts).kcal / known.grams;
    } catch (error) {
      if (!(error instanceof Refusal)) throw error;
    }
  }
  return density && density > 0 ? part.nutrients.kcal / density : undefined;
}

/** Total grams of parts, when every one can be weighed. */
async function gramsOfAll(parts: readonly FixPart[], tools: FixTools): Promise<number | undefined> {
  let total = 0;
  for (const part of parts) {
    const grams = await gramsOf(part, tools);
    if (grams === undefined) return undefined;
    total += grams;
  }
  return total;
}

// ---------------------------------------------------------------- kinds

function share(state: FixState, factor: number, target: string | undefined): FixState {
  const indices = target === undefined ? state.parts.map((_, i) => i) : findOrRefuse(state, target);
  return { ...state, parts: state.parts.map((p, i) => (indices.includes(i) ? scalePart(p, factor) : p)) };
}

/** Folds several servings into one before something is added to the meal as a whole. */
function oneServing(state: FixState): FixState {
  if (state.servings === 1) return state;
  return { ...state, servings: 1, parts: state.parts.map((p) => foldServings(p, state.servings)) };
}

async function remove(state: FixState, target: string, tools: FixTools): Promise<FixState> {
  const { identity, qualifier, component } = find(state, target);
  const items = splitList(target);
  // A list is one part only when that part's name has every word of it ("macaroni and cheese").
  const oneThing = items.length === 1 || identity.some((i) => contentKeys(target).every((k) => nameKeys(state.parts[i]!.base).has(k)));
  if (identity.length > 0 && oneThing) return { ...state, parts: state.parts.filter((_, i) => !identity.includes(i)) };
  if (items.length > 1) {
    let next = state;
    for (const item of items) next = await remove(next, item, tools);
    return next;
  }
  // Not a part of its own: take a typical portion of it off the part that holds it.
  const typical = COMPONENTS[target] ?? COMPONENTS[target.replace(/s$/, '')];
  // "no cheese" on "Pizza, cheese" is a pizza without its cheese; "no fries" on "Potato, french fries" (no category known) is the part.
  if (qualifier.length > 0 && typical === undefined) return { ...state, parts: state.parts.filter((_, i) => !qualifier.includes(i)) };
  const hostIndex = qualifier[0] ?? component[0] ?? (typical !== undefined ? largestPart(state) : undefined);
  if (hostIndex === undefined) throw new Refusal(`there is no ${target} in ${listing(state)}`);
  const host = state.parts[hostIndex]!;
  if (host.detail.includes(withoutItem(target)) || host.notes.some((n) => n.startsWith(withoutItem(target)))) return state;
  const taken = await describe(tools, typical ?? target);
  const off = totalOf(taken.parts);
  if (off.kcal > host.nutrients.kcal) {
    throw new Refusal(`a typical ${target} (${round0(off.kcal)} kcal) is more than all of "${host.base}" (${round0(host.nutrients.kcal)} kcal)`);
  }
  const left: Nutrients = { ...ZERO_NUTRIENTS };
  for (const key of Object.keys(left) as (keyof Nutrients)[]) left[key] = Math.max(0, host.nutrients[key] - off[key]);
  const grams = host.grams !== undefined && taken.grams !== undefined ? Math.max(0, host.grams - taken.grams) : host.grams;
  const note = `${withoutItem(target)}: estimated, a typical ${taken.grams !== undefined ? formatGrams(taken.grams) + ', ' : ''}${round0(off.kcal)} kcal taken off`;
  const next: FixPart = { ...host, nutrients: left, notes: [...host.notes, note] };
  if (grams !== undefined) next.grams = grams;
  return { ...state, parts: state.parts.map((p, i) => (i === hostIndex ? next : p)) };
}

function largestPart(state: FixState): number | undefined {
  let best: number | undefined;
  state.parts.forEach((p, i) => {
    if (best === undefined || p.nutrients.kcal > state.parts[best]!.nutrients.kcal) best = i;
  });
  return best;
}

async function add(state: FixState, phrase: Asked, tools: FixTools): Promise<FixState> {
  const added = await describe(tools, phrase);
  const base = oneServing(state);
  return { ...base, parts: [...base.parts, ...added.parts.map((p) => ({ ...p, isAdded: true }))] };
}

async function replace(state: FixState, target: string | undefined, asked: Asked, orAdd: boolean, tools: FixTools, madeWith = false): Promise<FixState> {
  const phrase = wordsOf(asked);
  const lookFor = target ?? phrase;
  const found = find(state, lookFor);
  const identity = named(found);
  const { component } = found;
  if (identity.length === 0) {
    if (target !== undefined && component.length > 0) {
      // "the bun was a brioche bun" on "Hamburger, on bun": the typical bun out, the new one in.
      return add(await remove(state, target, tools), asked, tools);
    }
    if (orAdd) {
      // "the toast had butter on it" adds butter; "made with oat milk" may be a dish USDA describes.
      const variant = madeWith ? await variantWith(state, phrase, tools) : undefined;
      return variant ?? add(state, asked, tools);
    }
    if (target !== undefined) throw new Refusal(`there is no ${target} in ${listing(state)}`);
    // "it was actually an apple": the whole food was something else.
    const whole = await describe(tools, asked);
    const perServing = whole.parts.map((p) => scalePart(p, 1 / whole.servings));
    return { ...state, servings: whole.servings, parts: perServing.map((p) => withServing(p, whole.servings)), replacedName: whole.name };
  }
  const fresh = await describe(tools, asked);
  const amount = typeof asked === 'string' ? readQuantity(asked)?.quantity.amount : asked.amount;
  const explicit = amount?.explicit === true && WRITTEN_COUNT.test(phrase);
  const oldParts = identity.map((i) => state.parts[i]!);
  const oldGrams = await gramsOfAll(oldParts, tools);
  // A variant of the same food ("brown rice" for "Rice, white") keeps the amount eaten.
  const variant = oldParts.some((p) => ['identity', 'qualifier'].includes(matchName(phrase, p.base, p.category).match));
  let parts = fresh.parts;
  if (!explicit && variant && oldGrams !== undefined && fresh.grams !== undefined && fresh.grams > 0) {
    const factor = oldGrams / fresh.grams;
    const detail = oldParts.length === 1 ? amountItems(oldParts[0]!.detail) : [];
    parts = fresh.parts.map((p) => ({ ...scalePart(p, factor), detail: fresh.parts.length === 1 ? detail : p.detail }));
  }
  const next = [...state.parts];
  const at = identity[0]!;
  const replaced = next.filter((_, i) => !identity.includes(i));
  replaced.splice(at, 0, ...parts.map((p) => ({ ...p, isAdded: oldParts.every((o) => o.isAdded) })));
  return { ...state, parts: replaced };
}

/** What the person named with the amount they said ("2" "oranges"), the amount as data. */
const withAmount = (q: Quantity, name: string): Named => ({ name, amount: q.amount, said: q.text });

/** A USDA name as words a person would say: "Coffee, Latte" → "Coffee Latte". */
function spoken(base: string): string {
  return base
    .replace(/\b(?:NFS|NS as to [^,]*|from restaurant[^,]*|from fast food[^,]*|no added fat|made with [^,]*)/gi, ' ')
    .replace(/[,()/]+/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
}

/**
 * "made with oat milk" on a latte: when no part is milk, the database may know the dish made
 * that way ("Coffee, Latte, with non-dairy milk"); then that variant replaces the part, at its
 * amount. Only for words without an amount: "with 2 teaspoons of sugar" is something added.
 */
async function variantWith(state: FixState, phrase: string, tools: FixTools): Promise<FixState | undefined> {
  if (/\d/.test(phrase)) return undefined;
  const order = state.parts.map((p, i) => ({ p, i })).sort((a, b) => b.p.nutrients.kcal - a.p.nutrients.kcal).slice(0, 3);
  for (const { p, i } of order) {
    let made: Described;
    try {
      // The one phrase composed here: the part's name and the person's words are searched as
      // one food ("Coffee Latte made with oat milk"), which is what a variant's USDA name is
      // matched against; it carries no amount to read back.
      made = await describe(tools, `${spoken(p.base)} made with ${phrase.replace(/^(?:a|an|some) /, '')}`);
    } catch (error) {
      if (error instanceof Refusal) continue;
      throw error;
    }
    const only = made.parts.length === 1 ? made.parts[0]! : undefined;
    const head = p.base.split(',')[0]!;
    if (!only || only.base === p.base || matchName(head, only.base, only.category).match !== 'identity') continue;
    const grams = await gramsOf(p, tools);
    const fresh = grams !== undefined && only.grams !== undefined && only.grams > 0 ? { ...scalePart(only, grams / only.grams), detail: amountItems(p.detail) } : only;
    return { ...state, parts: state.parts.map((q, k) => (k === i ? { ...fresh, isAdded: q.isAdded } : q)) };
  }
  return undefined;
}

/** A per-serving part of a food described as several servings: "1 of 2" in the name. */
function withServing(part: FixPart, servings: number): FixPart {
  if (servings === 1) return part;
  return { ...part, detail: [shareItem(servings), ...part.detail.filter((d) => !isAmountItem(d))] };
}

async function amount(state: FixState, c: Extract<Correction, { kind: 'amount' }>, tools: FixTools): Promise<FixState> {
  const q = c.quantity;
  let indices: number[];
  if (c.target !== undefined) {
    const identity = named(find(state, c.target));
    if (identity.length === 0) {
      if (c.orAdd) return add(state, withAmount(q, c.target), tools);
      // "it was actually 2 oranges" about a banana: the whole food was something else.
      if (c.orReplace) return replace(state, undefined, withAmount(q, c.target), false, tools);
      throw new Refusal(`there is no ${c.target} in ${listing(state)}`);
    }
    // "it was 2 boiled eggs" about "Egg, whole, cooked": another kind of the food, at that amount.
    const unsaid = contentKeys(c.target).filter((k) => QUALIFIER_KEYS.has(k) && !identity.some((i) => nameKeys(state.parts[i]!.base).has(k)));
    if (unsaid.length > 0 && q.explicit) return replace(state, undefined, withAmount(q, c.target), false, tools);
    indices = identity;
  } else {
    indices = state.parts.map((_, i) => i);
  }
  const whole = indices.length === state.parts.length;
  let chosen = indices.map((i) => state.parts[i]!);
  let weighed = state;
  const scaled = (factor: number, detail?: string[]) => ({
    ...weighed,
    parts: weighed.parts.map((p, i) => (indices.includes(i) ? { ...scalePart(p, factor), ...(detail ? { detail } : {}) } : p)),
  });

  if (q.sizeWord !== undefined && q.kind !== 'mass' && q.kind !== 'volume') return scaled(await sizeFactor(q, c.target, chosen, tools), undefined);

  // "3 slices not 2", "2 beers", "4 eggs": a count of the food's units.
  // A household unit counts too when the name counts in it: "2 bowls" of "Soup (1 bowl, 367 g)".
  const countsIn = (p: FixPart) => q.unit !== undefined && countsInUnit(p.detail, q.unit);
  const counted = q.kind === undefined
    ? q.sizeWord === undefined
    : q.kind === 'household' && (COUNT_UNITS.has(q.unit!) || (chosen.length >= 1 && countsIn(chosen[0]!)));
  if (counted) {
    if (c.was !== undefined && c.was > 0) {
      if (whole && state.servings === c.was) return { ...state, servings: q.count };
      return scaled(q.count / c.was, chosen.length === 1 ? [q.text] : undefined);
    }
    const oldCount = chosen.length === 1 ? countOf(chosen[0]!) : undefined;
    if (whole && (state.servings > 1 || oldCount === undefined || oldCount === 1)) return { ...state, servings: q.count };
    if (oldCount !== undefined && oldCount > 0) return scaled(q.count / oldCount, [q.text]);
  } else if (c.was !== undefined && c.was > 0 && q.count > 0) {
    // "250 ml not 330": the ratio is what was meant, whatever the grams were.
    return scaled(q.count / c.was, [q.text]);
  }

  // "a half pint" of "Beer, lager (1 pint)": the amount the name gives, in the same kind of unit.
  const said = chosen.length === 1 && chosen[0]!.detail[0] !== undefined ? readQuantity(chosen[0]!.detail[0]!)?.quantity : undefined;
  if (said?.explicit && said.size !== undefined && q.size !== undefined && said.kind === q.kind && (q.kind === 'mass' || q.kind === 'volume')) {
    return scaled((q.count * q.size) / (said.count * said.size), [q.text]);
  }
  const oldGrams = await gramsOfAll(chosen, tools);
  // Parts weighed from their energy get those grams, so the new amount shows in their names.
  if (oldGrams !== undefined && chosen.some((p) => p.grams === undefined)) {
    const filled = await Promise.all(state.parts.map(async (p, i) => (indices.includes(i) && p.grams === undefined ? { ...p, grams: await gramsOf(p, tools) } : p)));
    weighed = { ...state, parts: filled };
    chosen = indices.map((i) => weighed.parts[i]!);
  }
  if (oldGrams === undefined || oldGrams <= 0) {
    throw new Refusal(`the weight of ${c.target ?? 'this food'} is not known, so an amount cannot be applied; give its calories instead (e.g. "it was 450 calories")`);
  }
  // An amount said of the whole food is what was eaten, all servings together.
  const eaten = whole ? oldGrams * state.servings : oldGrams;
  const newGrams = await gramsFor(q, c.target, chosen, tools);
  if (newGrams === undefined || newGrams <= 0) throw new Refusal(`"${q.text}" is not an amount we can weigh for ${c.target ?? 'this food'}`);
  const detail = q.kind === 'mass' ? [] : [q.text];
  return scaled(newGrams / eaten, chosen.length === 1 ? detail : undefined);
}

/**
 * "the coffee was large": how much more (or less) a portion of that size is, from the database's
 * own size portions of the food. A food without sizes there is refused, not guessed.
 */
async function sizeFactor(q: Quantity, target: string | undefined, chosen: readonly FixPart[], tools: FixTools): Promise<number> {
  const size = q.sizeWord!;
  const reference = chosen.reduce((a, b) => ((b.grams ?? 0) > (a.grams ?? 0) ? b : a), chosen[0]!);
  const food = target ?? reference.base.replace(/,/g, ' ');
  // "a large cup" of it, as describeMeal holds that amount: a unit that was said makes it explicit.
  const unit = q.kind === 'household' ? q.amount.unit : undefined;
  const sizedAs = (as: Size): Named => ({ name: food, amount: { count: 1, size: as, ...(unit ? { unit } : {}), explicit: unit !== undefined } });
  const refuse = () => new Refusal(`the food database has no ${size} size of ${food}; give the amount instead (e.g. "500 ml" or "200 g")`);
  let sized: Described;
  let medium: Described;
  try {
    [sized, medium] = await Promise.all([describe(tools, sizedAs(size)), describe(tools, sizedAs('medium'))]);
  } catch (error) {
    if (error instanceof Refusal) throw refuse();
    throw error;
  }
  const current = await gramsOf(reference, tools);
  const sameFood = sized.parts.length === 1 && sized.parts[0]!.base === reference.base;
  const factor = sameFood && current !== undefined && sized.grams !== undefined
    ? sized.grams / current
    : sized.grams !== undefined && medium.grams !== undefined && medium.grams > 0 ? sized.grams / medium.grams : Number.NaN;
  const direction = size === 'large' ? factor > 1.01 : size === 'small' ? factor < 0.99 : Number.isFinite(factor);
  if (!Number.isFinite(factor) || factor <= 0 || (!direction && !(size === 'medium'))) throw refuse();
  return factor;
}

/** Grams of an amount of the food: exact for masses, through the database's portions otherwise. */
async function gramsFor(q: Quantity, target: string | undefined, chosen: readonly FixPart[], tools: FixTools): Promise<number | undefined> {
  const mass = massGrams(q);
  if (mass !== undefined) return mass;
  const food = target ?? (chosen.length === 1 ? chosen[0]!.base.replace(/,/g, ' ') : undefined);
  if (food === undefined) {
    const ml = volumeMl(q);
    return ml;
  }
  const ml = volumeMl(q);
  const asked: Named = ml !== undefined ? { name: food, amount: { count: 100, unit: MILLILITRE, explicit: true }, said: '100 ml' } : { name: food, amount: q.amount, said: q.text };
  let described: Described;
  try {
    described = await describe(tools, asked);
  } catch (error) {
    // A drink the database cannot weigh by volume: water's density is the honest approximation.
    if (error instanceof Refusal && ml !== undefined) return ml;
    throw error;
  }
  if (described.grams === undefined) return ml;
  return ml !== undefined ? (described.grams / 100) * ml : described.grams;
}

function override(state: FixState, values: Partial<Record<OverrideNutrient, number>>, target: string | undefined): FixState {
  const indices = target === undefined ? state.parts.map((_, i) => i) : findOrRefuse(state, target);
  let parts = state.parts.map((p) => ({ ...p, nutrients: { ...p.nutrients } }));
  const chosen = () => indices.map((i) => parts[i]!);
  const macros = (['protein', 'carbs', 'fat'] as const).filter((m) => values[m] !== undefined);
  if (macros.length === 0 && values.kcal !== undefined) {
    // Only the energy was wrong: the portion was, so every figure follows it.
    const kcal = sum(chosen().map((p) => p.nutrients.kcal));
    if (kcal <= 0) throw new Refusal('the food has no calories to scale');
    const factor = values.kcal / kcal;
    parts = parts.map((p, i) => (indices.includes(i) ? { ...p, nutrients: multiplyNutrients(p.nutrients, factor), ...(p.grams !== undefined ? { grams: p.grams * factor } : {}) } : p));
    return { ...state, parts };
  }
  for (const m of macros) {
    const wanted = values[m]!;
    // v4 carbs include ethanol: the person's carbs figure is carbs + ethanol.
    const alcohol = m === 'carbs' ? sum(chosen().map((p) => p.nutrients.alcohol)) : 0;
    const target = Math.max(0, wanted - alcohol);
    const current = sum(chosen().map((p) => p.nutrients[m]));
    const largest = indices.reduce((a, b) => (parts[b]!.nutrients.kcal > parts[a]!.nutrients.kcal ? b : a), indices[0]!);
    for (const i of indices) {
      const p = parts[i]!;
      const next = current > 0 ? (p.nutrients[m] * target) / current : i === largest ? target : 0;
      if (values.kcal === undefined) p.nutrients.kcal = Math.max(0, p.nutrients.kcal + ATWATER[m] * (next - p.nutrients[m]));
      p.nutrients[m] = next;
    }
  }
  if (values.kcal !== undefined) {
    const kcal = sum(chosen().map((p) => p.nutrients.kcal));
    for (const i of indices) {
      const p = parts[i]!;
      p.nutrients.kcal = kcal > 0 ? (p.nutrients.kcal * values.kcal) / kcal : values.kcal / indices.length;
    }
  }
  return { ...state, parts };
}
