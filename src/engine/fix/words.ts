import { stem, words } from '../foods/text.js';
import { SYNONYMS } from '../foods/synonyms.js';

/*
 * How a thing a person names ("the fries", "the bun") is found among the parts of an earlier
 * result, whose names are USDA descriptions ("Potato, french fries, NFS (110 g)",
 * "Hamburger, on bun"). People and USDA use different words for the same food, so words are
 * compared through groups of synonyms; and a USDA name says both what the part IS ("Hamburger")
 * and what it comes WITH ("on bun"): naming the second is naming a component of the part.
 */

/** Words that are the same food for matching; each group is one identity. */
const SYNONYM_GROUPS: readonly (readonly string[])[] = [
  // Not 'fry': "fried" stems to it, and fried fish is no chips.
  ['fries', 'chips', 'chip', 'frites', 'wedges'],
  ['soda', 'coke', 'cola', 'pop', 'pepsi', 'soft', 'softdrink'],
  ['bun', 'roll', 'bread', 'bap', 'brioche', 'toast'],
  ['burger', 'hamburger', 'cheeseburger', 'patty'],
  ['mayo', 'mayonnaise', 'aioli'],
  ['ketchup', 'catsup'],
  ['potato', 'potatoes', 'spud', 'spuds', 'tater'],
  ['pasta', 'spaghetti', 'noodle', 'noodles', 'penne', 'macaroni', 'linguine', 'fettuccine'],
  ['beer', 'lager', 'ale', 'ipa', 'pilsner', 'stout'],
  ['coffee', 'latte', 'cappuccino', 'espresso', 'americano'],
  ['salad', 'lettuce', 'greens'],
  ['veggies', 'veggie', 'vegetable', 'vegetables'],
  ['steak', 'beef'],
  ['shake', 'milkshake'],
  ['yogurt', 'yoghurt'],
  ['doughnut', 'donut'],
  ['sauce', 'gravy'],
  ['dressing', 'vinaigrette'],
  ['tortilla', 'wrap'],
  ['egg', 'eggs', 'omelet', 'omelette'],
  ['sweetener', 'splenda', 'stevia'],
  ['ice', 'icecream'],
];

const GROUP = new Map<string, string>();
for (const group of SYNONYM_GROUPS) for (const word of group) GROUP.set(stem(word), stem(group[0]!));

/** Words that never tell one food from another in a correction. */
const NOISE = new Set([
  'a', 'an', 'the', 'my', 'your', 'some', 'any', 'of', 'that', 'those', 'this', 'these', 'it', 'its', 'them', 'all',
  'and', 'or', 'with', 'in', 'on', 'to', 'for', 'side', 'whole', 'entire', 'piece', 'pieces', 'portion', 'serving',
  'servings', 'order', 'bit', 'little', 'lot', 'nfs', 'ns', 'type', 'from', 'as', 'restaurant', 'fast', 'food',
  'plain', 'regular', 'usual', 'normal', 'one', 'ones', 'stuff', 'thing', 'things', 'only', 'just', 'actually',
  'amount', 'what', 'was', 'were', 'is', 'are', 'i', 'we', 'had', 'ate', 'drank', 'also', 'extra', 'too', 'please',
  'instead', 'really', 'real', 'proper', 'kind', 'sort',
]);

/** Words that qualify a food without naming it ("diet", "brown", "grilled"): a variant, not another food. */
export const QUALIFIERS = new Set([
  'diet', 'zero', 'light', 'lite', 'sugar-free', 'sugarfree', 'decaf', 'decaffeinated', 'unsweetened', 'sweetened',
  'brown', 'white', 'wild', 'whole', 'wheat', 'grain', 'multigrain', 'sourdough', 'rye', 'skim', 'skimmed', 'semi',
  'low-fat', 'lowfat', 'nonfat', 'fat-free', 'reduced-fat', 'full-fat', '2%', '1%', 'grilled', 'fried', 'baked',
  'boiled', 'steamed', 'roasted', 'raw', 'scrambled', 'poached', 'mashed', 'breaded', 'toasted', 'sweet', 'hard',
  'soft', 'large', 'small', 'medium', 'big', 'oat', 'almond', 'soy', 'coconut', 'rice', 'cashew', 'lactose-free',
  'greek', 'vanilla', 'chocolate', 'strawberry', 'iced', 'hot', 'cold', 'fresh', 'frozen', 'canned', 'dark', 'red',
  'green', 'black', 'organic', 'homemade', 'lean', 'extra-lean', 'salted', 'unsalted', 'cheddar', 'swiss', 'american',
  'mozzarella', 'turkey', 'veggie', 'vegan', 'plant-based', 'beyond', 'impossible', 'cauliflower', 'gluten-free',
  'thin', 'thick', 'crust', 'deep', 'dish', 'spicy', 'mild', 'honey', 'maple', 'olive', 'canola', 'vegetable',
]);

/** Short names people use for foods of several words. */
const SHORT_NAMES: Array<[RegExp, string]> = [
  [/\boj\b/g, 'orange juice'],
  [/\bpb ?& ?j\b|\bpbj\b/g, 'peanut butter and jelly'],
  [/\bpb\b/g, 'peanut butter'],
  [/\bmac n cheese\b|\bmac and cheese\b|\bmac & cheese\b/g, 'macaroni and cheese'],
  [/\bbbq\b/g, 'barbecue'],
];

/** QUALIFIERS as comparable keys (stemmed): what contentKeys gives for them. */
// A qualifier that is also a food's synonym ("soft" drink → soda) names the food, so it is left out.
export const QUALIFIER_KEYS: ReadonlySet<string> = new Set([...QUALIFIERS].filter((w) => !GROUP.has(stem(w))).map((w) => stem(w)));

/** One comparable word: stemmed and folded into its synonym group. */
export function key(word: string): string {
  const s = stem(word);
  return GROUP.get(s) ?? s;
}

/** The words of a thing a person named, without the words that name nothing. */
export function contentKeys(text: string): string[] {
  let said = text.toLowerCase();
  for (const [re, full] of SHORT_NAMES) said = said.replace(re, full);
  return words(said).filter((w) => !NOISE.has(w)).map(key);
}

/**
 * The kind of food the food database's own synonyms give for the last words said ("bud light"
 * → "beer light" → beer, "corona" → beer): another name for the head noun.
 */
export function headKinds(text: string): string[] {
  const said = words(text.toLowerCase()).filter((w) => !NOISE.has(w));
  const last = said.at(-1);
  const two = said.length >= 2 ? `${said.at(-2)} ${last}` : undefined;
  const kinds: string[] = [];
  for (const phrase of [two, last]) {
    const kind = phrase === undefined ? undefined : SYNONYMS[phrase]?.[0]?.split(' ')[0];
    if (kind) kinds.push(key(kind));
  }
  return kinds;
}

/** Words that introduce what a USDA food comes with ("Hamburger, on bun", "Chicken curry with rice"). */
const WITH_WORDS = new Set(['with', 'on', 'in', 'and', 'topped', 'filled', 'stuffed', 'w', 'plus', 'served', 'over']);

/** What a part's name says it is, what it qualifies it with, and what it says it comes with. */
export interface NameWords {
  /** The name's first segment ("Pizza") and the food's category ("Pizza"): what the part IS. */
  identity: Set<string>;
  /** Later segments ("cheese" in "Pizza, cheese"): the kind of it, or something in it. */
  qualifiers: Set<string>;
  /** After "with", "on", "in" ("bun" in "Hamburger, on bun"). */
  components: Set<string>;
  /** Whole words of the name, unstemmed, for compounds ("cheeseburger" holds "cheese"). */
  raw: string[];
}

export function nameWords(name: string, category?: string): NameWords {
  const identity = new Set<string>();
  const qualifiers = new Set<string>();
  const components = new Set<string>();
  const raw: string[] = [];
  const segments = name.split(/[,(]/);
  // Without a category, a USDA name's later segments may be what it is ("Potato, french fries").
  const known = category !== undefined && category !== '';
  segments.forEach((segment, index) => {
    let inComponent = false;
    for (const word of words(segment)) {
      raw.push(word);
      if (WITH_WORDS.has(word)) {
        inComponent = true;
        continue;
      }
      if (NOISE.has(word) || /^\d/.test(word)) continue;
      (inComponent ? components : index === 0 || !known ? identity : qualifiers).add(key(word));
    }
  });
  if (known) {
    for (const word of words(category.split(/\b(?:with|and other|excluding)\b/)[0]!)) if (!NOISE.has(word)) identity.add(key(word));
  }
  return { identity, qualifiers, components, raw };
}

export type PartMatch = 'identity' | 'qualifier' | 'component' | 'none';

/**
 * How well a thing named fits a part: 'identity' when the part IS it (the thing's head noun,
 * or all its food words, are in the name's first segment or the food's category), 'qualifier'
 * when they are only in a later segment ("cheese" in "Pizza, cheese": a cheese pizza),
 * 'component' when the part comes with it ("bun" in "Hamburger, on bun", "cheese" in
 * "Cheeseburger"), else 'none'. The score orders matches of one kind: the share of the words found.
 */
export function matchName(thing: string, name: string, category?: string): { match: PartMatch; score: number } {
  const keys = contentKeys(thing);
  if (keys.length === 0) return { match: 'none', score: 0 };
  const w = nameWords(name, category);
  const head = keys[keys.length - 1]!;
  const kinds = headKinds(thing);
  // Qualifiers ("brown", "diet") may be absent from the part: "the rice" is "Rice, white, cooked".
  const named = keys.filter((k) => !QUALIFIER_KEYS.has(k));
  for (const [kind, set] of [['identity', w.identity], ['qualifier', new Set([...w.identity, ...w.qualifiers])]] as const) {
    const found = keys.filter((k) => set.has(k)).length;
    const namedFound = named.filter((k) => set.has(k)).length;
    const headFound = set.has(head) || kinds.some((k) => set.has(k));
    if (headFound || (named.length > 0 && namedFound === named.length)) {
      return { match: kind, score: found / keys.length + (headFound ? 0.5 : 0) };
    }
  }
  const all = words(thing).filter((x) => !NOISE.has(x));
  const inComponent = keys.some((k) => w.components.has(k));
  // "cheese" in "cheeseburger", "bacon" in "baconator": a compound word that holds the thing.
  const inCompound = all.some((x) => x.length >= 4 && w.raw.some((r) => r !== x && r.length > x.length && r.includes(x)));
  if (inComponent || inCompound) return { match: 'component', score: 0 };
  return { match: 'none', score: 0 };
}
