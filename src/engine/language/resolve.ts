import { commonFoodRows, stem, type CommonFoodRow, type Food } from '../foods/index.js';
import type { FoodIndex } from '../foods/food-index.js';
import { vocabularyKey } from '../foods/food-index.js';
import { matchFood } from '../meal/match.js';
import type { MealItem } from '../meal/parse.js';
import { accompanimentGrams, itemGrams, type Host } from '../meal/portion.js';
import { unitByName } from '../foods/units.js';
import { commonGrams } from '../meal/common.js';
import { plausibleGrams } from '../meal/guards.js';
import type { ResolvedItem } from '../meal/resolve.js';
import { DISH_PREFIX, nameAt, type Dish, type LanguageLexicon } from './lexicon.js';
import type { LanguagePack } from './pack.js';
import { parseInLanguage, type LanguageItem } from './parse.js';
import { NAME_MAX } from '../result/build.js';
import { articleOnly, cupPortion, mainDishPlate, pouredBowl, soupBowl, soupPlate, type Serving } from './servings.js';
import { cookedForm } from './cooked.js';

export interface LanguageResolution {
  found: ResolvedItem[];
  unmatched: MealItem[];
  /** The meal's name in the person's own words ("Un café con leche, una tostada"). */
  name: string;
}

/** The food the item's words name: the longest lexicon name among them, and the words it left. */
function lexiconFood(ctx: FoodIndex, words: readonly string[], pack: LanguagePack, lexicon: LanguageLexicon): { food: Food; rest: number[]; filling: number[]; style: number[]; unit?: string; dish?: Dish } | undefined {
  let best: { id: string; start: number; length: number } | undefined;
  for (let i = 0; i < words.length; i++) {
    const name = nameAt(lexicon, words, i);
    if (name && (!best || name.length > best.length)) best = { ...name, start: i };
  }
  // German compounds: "Vollkornbrötchen" is a Brötchen, "Erdbeermarmelade" a Marmelade; a
  // compound that ends in a unit is that much of the food before it ("Lachsfilet", "Käsescheibe").
  let unit: string | undefined;
  if (!best && pack.compounds) {
    for (let i = words.length - 1; i >= 0 && !best; i--) {
      const word = words[i]!;
      for (let cut = 1; cut <= word.length - 3; cut++) {
        const head = word.slice(cut);
        const id = lexicon.names.get(head) ?? (pack.units.has(head) ? lexicon.names.get(word.slice(0, cut)) ?? lexicon.names.get(word.slice(0, cut).replace(/s$/, '')) : undefined);
        if (id) {
          best = { id, start: i, length: 1 };
          if (!lexicon.names.has(head)) unit = pack.units.get(head);
          break;
        }
      }
    }
  }
  // "ensalada de queso de cabra", "bocadillo de pan de molde": a longer name after an earlier one and its
  // "de" is what the earlier one is made or filled with; the earlier name is the dish.
  if (best && best.start > 0) {
    for (let i = 0; i < best.start; i++) {
      const head = nameAt(lexicon, words, i);
      if (!head) continue;
      let k = i + head.length;
      if (k < best.start && pack.of.has(words[k]!)) {
        while (k < best.start && (pack.of.has(words[k]!) || pack.stop.has(words[k]!))) k++;
        if (k === best.start) best = { ...head, start: i };
      }
      break;
    }
  }
  if (!best) return undefined;
  // A dish of several foods ("bitoque"): its first part stands for it until resolveInLanguage expands it.
  const dish = best.id.startsWith(DISH_PREFIX) ? lexicon.dishes.get(best.id) : undefined;
  const food = ctx.foods.get(dish ? dish.parts[0]!.id : best.id);
  if (!food || (dish && dish.parts.some((p) => !ctx.foods.get(p.id)))) return undefined;
  const filling = fillingOf(words, best.start + best.length, pack, lexicon);
  const style = styleOf(words, best.start + best.length, pack, lexicon, filling);
  const rest = words.map((w, k) => k).filter((k) => (k < best.start || k >= best.start + best.length) && !filling.includes(k) && !style.includes(k) && !pack.stop.has(words[k]!) && !pack.of.has(words[k]!) && !pack.prepared.has(words[k]!) && !/^\d/.test(words[k]!));
  // "une pomme de terre rôtie": a cooking word outside the name is FNDDS's food in that form (cooked.ts).
  const outside = (k: number) => k < best.start || k >= best.start + best.length;
  const cooked = dish ? undefined : cookedForm(ctx, words, outside, pack, food);
  return { food: cooked ?? food, rest, filling, style, ...(unit ? { unit } : {}), ...(dish ? { dish } : {}) };
}

/**
 * How many of the dish the amount says: a count or a portion word ("dos bitoques", "un plato de
 * cocido") is that many dishes; a mass or volume is that share of the dish's own grams
 * ("300 g de cocido"; a millilitre taken as a gram).
 */
function dishTimes(dish: Dish, item: LanguageItem): number {
  const amount = item.amount;
  if (!amount) return 1;
  const size = amount.unit?.size;
  if (amount.unit && amount.unit.kind !== 'household' && size !== undefined) {
    const total = dish.parts.reduce((sum, p) => sum + p.grams, 0);
    return (amount.count * size) / total;
  }
  return amount.count;
}

/**
 * The parts of a dish as resolved items: the first stands for the dish (it is named in the meal
 * name), the others are its sides (`sideOf`, as the English reader's "avocado toast" brings its
 * avocado); each weighs its FNDDS portion times the dish's count.
 */
function dishParts(ctx: FoodIndex, meal: MealItem, dish: Dish, times: number, notes: string[], ignored: string[] | undefined): ResolvedItem[] {
  return dish.parts.map((part, k) => {
    const food = ctx.foods.get(part.id)!;
    // The dish's amount is said once, in the meal name; each part is its grams.
    const { amount: _amount, unit: _unit, size: _size, ...rest } = meal;
    const partItem: MealItem = { ...rest, quantity: 1, foodText: countNoun(food), modifiers: [] };
    const grams = part.grams * times;
    return {
      item: partItem,
      food,
      grams,
      basis: `${Math.round(times * 100) / 100} × ${part.portion} = ${part.grams} g (FNDDS portion; part of ${dish.gloss.split(' (')[0]})`,
      estimated: true,
      notes: k === 0 ? notes : [],
      ...(k === 0 && ignored ? { ignored } : {}),
      ...(k > 0 ? { sideOf: meal } : {}),
    };
  });
}

/**
 * "bocadillo de tortilla", "zumo de melocotón", "arroz de pato", "tacos de pollo": a name after
 * the food's own name and its "de"/"di"/"du" names what the dish is made or filled with, not a
 * second food (the head names the dish; a known dish such as "tortilla de patatas" is a longer
 * lexicon name and wins before this). The positions of those words, from the "of" on.
 */
function fillingOf(words: readonly string[], end: number, pack: LanguagePack, lexicon: LanguageLexicon): number[] {
  const out: number[] = [];
  for (let k = end; k < words.length; ) {
    let of = 0;
    while (k + of < words.length && (pack.of.has(words[k + of]!) || (of > 0 && pack.stop.has(words[k + of]!)))) of++;
    const name = of > 0 ? nameAt(lexicon, words, k + of) : undefined;
    if (!name) {
      k++;
      continue;
    }
    for (let n = k; n < k + of + name.length; n++) out.push(n);
    k += of + name.length;
  }
  return out;
}

/**
 * "trucha a la navarra", "poulet à la provençale", "pasta alla norma", "bacalhau à brás", "Schnitzel
 * nach Jägerart": after the food's name, an opener of the pack and a word that is neither a name
 * nor a cooking word the pack knows say the style or the place of the dish. The food stays the
 * lexicon's (the plain dish, as with a cooking word); the positions of the style's words, opener
 * included, up to the end of the item or the next name. A name after an opener ("risotto alla
 * milanese" is a lexicon name; "pâtes au pesto": pesto) is a food, not a style.
 */
function styleOf(words: readonly string[], end: number, pack: LanguagePack, lexicon: LanguageLexicon, filling: readonly number[]): number[] {
  const out: number[] = [];
  const plain = (k: number) => k < words.length && !filling.includes(k) && !/^\d/.test(words[k]!) && !nameAt(lexicon, words, k);
  for (let k = end; k < words.length; k++) {
    if (filling.includes(k)) continue;
    // German: "Jägerart", "Hausfrauenart", and "Wiener Art".
    const ending = pack.styleEnding;
    if (ending && words[k]!.endsWith(ending) && words[k]!.length > ending.length + 2 && plain(k)) {
      out.push(k);
      continue;
    }
    if (ending && words[k + 1] === ending && plain(k)) {
      out.push(k, k + 1);
      k++;
      continue;
    }
    const opener = pack.styles.find((p) => p.every((w, n) => words[k + n] === w));
    if (!opener) continue;
    const first = k + opener.length;
    if (!plain(first) || pack.prepared.has(words[first]!)) continue;
    let last = first;
    while (last + 1 < words.length && plain(last + 1)) last++;
    for (let n = k; n <= last; n++) out.push(n);
    k = last;
  }
  return out;
}

/**
 * Words the lexicon does not have may still be a food's own name in every language ("pizza",
 * "sushi", "kiwi", "tofu"): the database's search decides, and only a food whose name carries
 * one of the words (no translation, no guess) is taken.
 */
function sameWordFood(ctx: FoodIndex, words: readonly string[], pack: LanguagePack): Food | undefined {
  // A cooking word of the pack is never the food ("carapaus fritos" is no Frito pie).
  const content = words.filter((w) => w.length >= 3 && !pack.stop.has(w) && !pack.of.has(w) && !pack.prepared.has(w) && /^[a-z]+$/.test(w) && ctx.vocabulary.has(vocabularyKey(w)));
  if (content.length === 0) return undefined;
  const match = matchFood(ctx, content.join(' '));
  if (!match) return undefined;
  const named = new Set(match.food.name.toLowerCase().split(/[^a-z]+/).filter(Boolean).map(stem));
  return content.some((w) => named.has(stem(w))) ? match.food : undefined;
}

let reviewedById: Map<string, CommonFoodRow> | undefined;
/**
 * The reviewed everyday row of a food ("latte", "croissant"): its portion words say what one of
 * it is ("un café con leche" is one latte as the English "a latte" is), whatever the language.
 */
function reviewedRowOf(id: string): CommonFoodRow | undefined {
  if (!reviewedById) {
    reviewedById = new Map();
    for (const row of commonFoodRows()) if (row.c === 1 && !reviewedById.has(row.id)) reviewedById.set(row.id, row);
  }
  return reviewedById.get(id);
}

/**
 * Grams of a lexicon food for an item, as the English resolver weighs (meal/resolve.ts): the food's
 * portion words ("a plate of", "a bowl of", one of a drink), then its USDA portions, then the
 * plausibility guard.
 */
export function weighed(ctx: FoodIndex, meal: MealItem, food: Food, rider?: Host): { grams: number; basis: string; estimated: boolean } {
  return plausibleGrams(ctx, meal, food, commonGrams(meal, food, reviewedRowOf(food.id), ctx.foods) ?? itemGrams(ctx, meal, food, rider));
}

/**
 * A side named after "with" on a plate ("salmão com batatas cozidas", "trucha con patatas"): weighed
 * as a food of its own, so a plural is a few of the item FNDDS counts (meal/portion.ts pluralDefault),
 * as it is first in the meal. English keeps one typical portion there, because its descriptions list
 * what an FNDDS mixed dish holds ("beef served with potatoes"); this reader weighs each named part as
 * its own food. A spread or sauce after "with" is still sized on its host.
 */
function plateSide(ctx: FoodIndex, meal: MealItem, food: Food, rider: Host | undefined): MealItem {
  if (meal.link !== 'with' || meal.amount || (rider && accompanimentGrams(ctx, food, rider))) return meal;
  return { ...meal, link: 'first' };
}

/**
 * Is a word of the item a plural of the food's name: the word names the food, and so does the word
 * without a plural ending ("kartoffeln" → "kartoffel", "aardappelen" → "aardappel", "batatas" →
 * "batata") or with the Italian singular vowel ("patate" → "patata")? A form the same in both numbers
 * ("Brötchen") is not taken as plural.
 */
function pluralName(words: readonly string[], id: string, lexicon: LanguageLexicon): boolean {
  return words.some((w) => lexicon.names.get(w) === id && singulars(w).some((one) => lexicon.names.get(one) === id));
}
const PLURAL_ENDINGS = ['en', 'n', 'es', 's', 'er', 'x'];
function singulars(word: string): string[] {
  // German diminutives are the same in both numbers ("Brötchen", "Hähnchen", "Würstchen"): never a plural.
  if (/(chen|lein)$/.test(word)) return [];
  const cut = PLURAL_ENDINGS.filter((e) => word.length > e.length + 2 && word.endsWith(e)).map((e) => word.slice(0, -e.length));
  const italian = /[ie]$/.test(word) && word.length > 3 ? [word.slice(0, -1) + 'o', word.slice(0, -1) + 'a'] : [];
  return [...cut, ...italian];
}
/**
 * "tostadas con mantequilla", "des tartines", "Toasts mit Butter": a bread written in the plural with no
 * number is two slices, as English's plural with no number is two of a counted food (meal/portion.ts
 * `PLURAL_COUNT`); English's test cannot see it, because FNDDS counts bread by the slice, not by "1 bread".
 * Rolls are counted by the roll and left to that test ("Brötchen" is the same in both numbers). The count
 * is not one the person wrote (`explicit` false).
 */
const SLICED = /^Bread\b/;
const PLURAL_SLICES = 2;
/** A plural ending no singular of these breads has ("tostadas", "tartines", "Toasts", "boterhammen"; not Italian "pane"). */
function slicePlural(words: readonly string[], id: string, lexicon: LanguageLexicon): boolean {
  return words.some((w) => lexicon.names.get(w) === id && /(s|en)$/.test(w) && singulars(w).some((one) => lexicon.names.get(one) === id));
}
function slices(meal: MealItem): MealItem {
  return { ...meal, quantity: PLURAL_SLICES, amount: { count: PLURAL_SLICES, explicit: false } };
}

/** "potato" → "potatoes", "egg" → "eggs", "berry" → "berries": the English plural meal/portion.ts reads. */
function englishPlural(noun: string): string {
  if (/(o|s|x|ch|sh)$/.test(noun)) return noun + 'es';
  if (/[^aeiou]y$/.test(noun)) return noun.slice(0, -1) + 'ies';
  return noun + 's';
}

/** Bread, toast, a roll (as meal/portion.ts's guideline amounts name them) and a food FNDDS gives an amount per slice of it. */
function spreadOnBread(ctx: FoodIndex, host: Host, food: Food): boolean {
  return BREAD.test(host.food.name) && ctx.foods.portions(food.id).some((p) => PER_SLICE.test(p.description));
}
const BREAD = /bread|toast|roll|bagel|biscuit/i;
const PER_SLICE = /^Guideline amount per slice of bread/i;

/**
 * "une tartine de confiture", "une tartine de Nutella", "una tostada de aguacate": a bread named with
 * "de" and a spread is that bread with the spread on it (FNDDS's guideline amount per slice), as "une
 * tartine avec de la confiture" is, not a bread whose filling is only said. A filling that is no spread
 * ("bocadillo de tortilla": a sandwich) stays the dish's word.
 */
function spreadOf(ctx: FoodIndex, host: Host, words: readonly string[], filling: readonly number[], lexicon: LanguageLexicon): Food | undefined {
  for (const k of filling) {
    const name = nameAt(lexicon, words, k);
    const food = name ? ctx.foods.get(name.id) : undefined;
    if (food && spreadOnBread(ctx, host, food)) return food;
  }
  return undefined;
}

/**
 * The English noun USDA counts the food by ("Roll, white, hard" → "roll"): picks "1 roll", "1 egg". In the
 * singular: FNDDS names many foods in the plural ("Pretzels, soft", "Carrots, cooked", "Olives, NFS"), and
 * English's portion rules read a plural noun as the person's plural (two of it); what the person wrote
 * decides that here (`englishPlural` when the word is plural), so "Weißwurst mit Brezel" is one pretzel.
 */
function countNoun(food: Food): string {
  const head = food.name.split(',')[0]!.toLowerCase();
  const cut = head.lastIndexOf(' ') + 1;
  return head.slice(0, cut) + englishSingular(head.slice(cut));
}
/** "pretzels" → "pretzel", "cherries" → "cherry", "tomatoes" → "tomato", "peaches" → "peach"; the inverse of `englishPlural`. */
function englishSingular(noun: string): string {
  if (noun.length < 4) return noun;
  if (/[^aeiou]ies$/.test(noun)) return noun.slice(0, -3) + 'y';
  if (/(oes|ches|shes|xes|sses)$/.test(noun)) return noun.slice(0, -2);
  if (/[^su]s$/.test(noun)) return noun.slice(0, -1);
  return noun;
}

function mealItem(text: string, item: LanguageItem, food: Food | undefined): MealItem {
  const amount = item.amount;
  return {
    quantity: amount?.count ?? 1,
    ...(amount?.unit ? { unit: amount.unit.name } : {}),
    ...(amount?.size ? { size: amount.size } : {}),
    ...(amount ? { amount } : {}),
    foodText: food ? countNoun(food) : item.words.join(' '),
    modifiers: [],
    span: item.span,
    text: text.slice(item.span.start, item.span.end),
    link: item.link,
  };
}

const capitalize = (s: string) => s.charAt(0).toUpperCase() + s.slice(1);

/**
 * describeMeal's resolution for a text in a pack's language: items read by the pack, foods
 * from the lexicon (or their own name), grams from the food's USDA portions exactly as the
 * English parser weighs them (meal/portion.ts).
 */
export function resolveInLanguage(ctx: FoodIndex, text: string, pack: LanguagePack, lexicon: LanguageLexicon, options: { lexiconOnly?: boolean } = {}): LanguageResolution {
  const found: ResolvedItem[] = [];
  const unmatched: MealItem[] = [];
  const said: string[] = [];
  let host: Host | undefined;
  // The foods of the dish the items after "with" belong to ("bitoque com batatas fritas": its own fries).
  let dishFoods: ReadonlySet<string> | undefined;
  let previous: LanguageItem['link'] | undefined;
  for (const read of parseInLanguage(text, pack, lexicon)) {
    // "Bratwurst mit Rotkohl und Kartoffeln", "pescado con patatas y ensalada": what "and" adds after
    // "with" is another side of the same plate, read as the one before it is.
    const item: LanguageItem = read.link === 'soft' && previous === 'with' ? { ...read, link: 'with' } : read;
    previous = item.link;
    if (item.link !== 'with') dishFoods = undefined;
    const known = lexiconFood(ctx, item.words, pack, lexicon);
    const food = known?.food ?? (options.lexiconOnly ? undefined : sameWordFood(ctx, item.words, pack));
    // "ein Lachsfilet": the compound's unit counts the food when the text gave none.
    const unit = known?.unit !== undefined && !item.amount?.unit ? unitByName(known.unit) : undefined;
    const counted: LanguageItem = unit ? { ...item, amount: { count: item.amount?.count ?? 1, unit, explicit: true } } : item;
    const said0 = mealItem(text, counted, food);
    // A plural the person wrote and English's test of the words cannot see ("Salzkartoffeln",
    // "aardappelen", "patate"): the English noun in the plural, so a plural with no number is a few.
    const plural = food !== undefined && !counted.amount && pluralName(item.words, food.id, lexicon);
    const meal = plural ? (SLICED.test(food.name) && slicePlural(item.words, food.id, lexicon) ? slices(said0) : { ...said0, foodText: englishPlural(said0.foodText) }) : said0;
    if (!food) {
      unmatched.push(meal);
      continue;
    }
    // A food of a given portion ("pizza capricciosa", "madeleine") named with a measure of its own
    // ("un trancio di", "200 g de") is weighed as the food is; a count is that many of its portion.
    const portioned = known?.dish?.parts.length === 1 && item.amount?.unit !== undefined;
    if (known?.dish && !portioned) {
      const ignored = known.rest.length > 0 ? known.rest.map((k) => item.said[k]!) : undefined;
      const parts = dishParts(ctx, meal, known.dish, dishTimes(known.dish, item), item.without.length > 0 ? [`without ${item.without.join(' ')}`] : [], ignored);
      found.push(...parts);
      said.push(meal.text.trim() + (ignored ? ` (not understood: ${ignored.map((w) => `'${w}'`).join(', ')})` : ''));
      host = { food: parts[0]!.food, grams: parts[0]!.grams, item: meal };
      dishFoods = new Set(parts.map((p) => p.food.id));
      continue;
    }
    // A part of the dish named again after "with" and no amount of its own is that part, said, not a second
    // one: "bitoque com batatas fritas", "Weißwurstfrühstück mit Brezel" (with an amount it is more of it).
    if (item.link === 'with' && dishFoods?.has(food.id) && !item.amount?.explicit) {
      said.push(meal.text.trim());
      continue;
    }
    // "pane e nutella", "Brot und Butter", "pan, mantequilla y mermelada": a spread named after bread
    // is spread on it (FNDDS's guideline amount per slice), as after "with"; not a dish of its own.
    const onBread = item.link === 'soft' && !item.amount?.explicit && host !== undefined && spreadOnBread(ctx, host, food);
    const rider = item.link === 'with' || onBread ? host : undefined;
    const unsaid = !item.amount || articleOnly(item.amount);
    const portion: Serving = (unsaid && (cupPortion(ctx, food) ?? mainDishPlate(ctx, meal, food) ?? soupBowl(ctx, meal, food))) || soupPlate(ctx, meal, food) || pouredBowl(ctx, meal, food) || weighed(ctx, onBread ? { ...meal, link: 'with' } : plateSide(ctx, meal, food, rider), food, rider);
    const notes = item.without.length > 0 ? [`without ${item.without.join(' ')}`] : [];
    const spread = known ? spreadOf(ctx, { food, grams: portion.grams, item: meal }, item.words, known.filling, lexicon) : undefined;
    // The filling and the style are said in the person's words ("de tortilla", "a la navarra"): understood, not weighed apart.
    if (known && known.filling.length > 0 && !spread) notes.push(known.filling.map((k) => item.said[k]!).join(' '));
    if (known && known.style.length > 0) notes.push(known.style.map((k) => item.said[k]!).join(' '));
    // Words beside the lexicon's name that name nothing it knows: said in the meal name, never dropped silently.
    const ignored = known && known.rest.length > 0 ? known.rest.map((k) => item.said[k]!) : undefined;
    found.push({ item: meal, food, grams: portion.grams, basis: portion.basis, estimated: portion.estimated, notes, ...(ignored ? { ignored } : {}) });
    said.push(meal.text.trim() + (ignored ? ` (not understood: ${ignored.map((w) => `'${w}'`).join(', ')})` : ''));
    if ((item.link !== 'with' && !onBread) || !host) host = { food, grams: portion.hostGrams ?? portion.grams, item: meal };
    if (spread) {
      const on: MealItem = { ...meal, quantity: 1, foodText: countNoun(spread), modifiers: [], link: 'with' };
      delete on.amount, delete on.unit, delete on.size;
      const grams = weighed(ctx, on, spread, { food, grams: portion.grams, item: meal });
      found.push({ item: on, food: spread, grams: grams.grams, basis: grams.basis, estimated: grams.estimated, notes: [], sideOf: meal });
    }
  }
  // A food read out of another's word ("Käsebrot": its cheese) is said with that word, not again.
  let name = capitalize(said.filter(Boolean).join(', '));
  if (unmatched.length > 0) name += ` (not recognised: ${unmatched.map((u) => `'${u.text.trim()}'`).join(', ')})`;
  return { found, unmatched, name: name.length > NAME_MAX ? name.slice(0, NAME_MAX - 1) + '…' : name };
}
