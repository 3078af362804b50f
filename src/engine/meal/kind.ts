import { commonFoodRows, stem, type Food } from '../foods/index.js';
import { editDistance, isPartWord } from '../foods/text.js';
import type { FoodIndex } from '../foods/food-index.js';
import { vocabularyKey } from '../foods/food-index.js';
import { synonymWords } from '../foods/synonyms.js';
import { ORIGIN_WORDS } from './vocabulary.js';
import { derivedPerOwner } from '../cache/memo.js';

/*
 * Which words carry a food (issue 23: "no food where there is none"). A candidate food answers a
 * mention only when the mention says the food's KIND: the head noun of its name ("cookie" of
 * "Cookies, chocolate chip", "water" of "Beverages, water, bottled, POLAND SPRING"), a variety
 * that names it alone ("cheddar", "granny smith"), or a synonym of one. A brand ("SOUTHERN
 * KITCHEN", "(Fritos)"), a variety word out of its compound ("smith", "jack"), a part of an
 * animal ("back", "neck") or the first word of a compound ("snow" of "Snow cone") never carries a
 * food alone, and a compound whose last word is no food by itself ("hush puppy", "hot dog",
 * "rice paper") needs its whole name.
 *
 * All of it is read from the data at first use (the FNDDS names and the common-foods layer's
 * everyday names), never from a list of sentences.
 */

/** A kind: stems that must all be said (one word for most foods, two or three for a compound). */
type Kind = readonly string[];

interface KindTable {
  /** Stemmed names that are a food by themselves: FNDDS head parts ("ice cream cone") and everyday names. */
  standalone: Set<string>;
  /**
   * End of a head part (its last word, or its last words joined by spaces) → the words seen
   * before it ("dog" → hot, corn; "shish kabob" → beef, pork, lamb, turkey, shrimp, fish).
   */
  before: Map<string, Set<string>>;
  /** A one-word later segment ("Cheddar" of "Cheese, Cheddar", "back" of "Chicken, back") → category → the head words it follows there. */
  under: Map<string, Map<string, Set<string>>>;
  /** A word before the last of an FNDDS head part or everyday name → those names ("spanish" → spanish rice, spanish coffee bread). */
  modifies: Map<string, (readonly string[])[]>;
}

/**
 * A word that heads this many different compounds is a kind of its own ("juice": orange, apple,
 * grape …; "cone": ice cream, snow, waffle …); below it, the compound is the food ("dog" is only
 * ever hot or corn dog, "puppy" only hush puppy). Chosen on the FNDDS names: 3 keeps every juice,
 * curry and chip while "dog", "puppy", "paper", "back", "breast" need their first word.
 */
const GENERIC_HEAD_COMPOUNDS = 3;

const kindsByFood = new WeakMap<Food, readonly Kind[]>();

/** Stemmed words of a name part, as the search stems them (letters and digits; apostrophes dropped). */
function stems(text: string): string[] {
  return text.toLowerCase().replace(/['’]/g, '').split(/[^a-z0-9]+/).filter((w) => w && !LINK_WORDS.has(w)).map(stem);
}
/** Words a mention's content words never hold ("cream of wheat" is said as cream, wheat). */
const LINK_WORDS = new Set(['of', 'the', 'a', 'an', 'to', 'for', 'at', 'by']);

/** The name without parentheses (brands and specifics: "(Fritos)", "(South Beach Living Meal Bar)"). */
const plainName = (name: string) => name.replace(/\([^)]*\)/g, ' ');
/** A segment written in capitals is a brand or a product's own name ("MURRAY", "SOUTHERN KITCHEN", "McDONALD'S"). */
const isBrand = (segment: string) => /[A-Z]{2}/.test(segment) && !/[a-z]{2}/.test(segment);
/** A head segment's dish parts: before its own "with/in/on/from", split at "and"/"or"/"/". */
function headParts(segment: string): string[][] {
  const dish = segment.toLowerCase().split(/\s+(?:with|in|on|from|and\/or)\s+/)[0]!;
  return dish.split(/\s+(?:and|or)\s+|\//).map(stems).filter((p) => p.length > 0);
}

function buildTable(ctx: FoodIndex): KindTable {
  const standalone = new Set<string>();
  const before = new Map<string, Set<string>>();
  const under = new Map<string, Map<string, Set<string>>>();
  const modifies = new Map<string, (readonly string[])[]>();
  const note = (words: readonly string[]) => {
    standalone.add(words.join(' '));
    if (words.length > 1) {
      for (let from = words.length - 1; from >= 1; from--) {
        const end = words.slice(from).join(' ');
        let seen = before.get(end);
        if (!seen) before.set(end, (seen = new Set()));
        seen.add(words[from - 1]!);
      }
      for (const word of words.slice(0, -1)) {
        let parts = modifies.get(word);
        if (!parts) modifies.set(word, (parts = []));
        parts.push(words);
      }
    }
  };
  for (const food of ctx.foods.foods()) {
    const segments = plainName(food.name).split(',').map((s) => s.trim()).filter((s) => s && !isBrand(s));
    if (segments.length === 0) continue;
    // FNDDS names foods as eaten; SR28's first segment is often a group ("Beverages", "Restaurant").
    if (food.source === 'fndds') for (const part of headParts(segments[0]!)) note(part);
    const head = stems(segments[0]!).at(-1);
    for (const segment of segments.slice(1, 3)) {
      const words = stems(segment);
      if (words.length !== 1 || head === undefined) continue;
      let byCategory = under.get(words[0]!);
      if (!byCategory) under.set(words[0]!, (byCategory = new Map()));
      let heads = byCategory.get(food.category);
      if (!heads) byCategory.set(food.category, (heads = new Set()));
      heads.add(head);
    }
  }
  for (const row of commonFoodRows()) for (const name of row.n) {
    const words = stems(name);
    if (words.length > 0 && words.length <= 3) note(words);
  }
  return { standalone, before, under, modifies };
}

const tableOf = derivedPerOwner(buildTable);

/** Does an end of several words head enough compounds to be a kind ("shish kabob"), not a phrase of the name ("as ingredient")? */
function isGenericEnd(table: KindTable, end: readonly string[]): boolean {
  return !end.some((w) => NAME_FUNCTION_WORDS.has(w)) && (table.before.get(end.join(' '))?.size ?? 0) >= GENERIC_HEAD_COMPOUNDS;
}

/** Is the word a food by itself, or the head of enough compounds to be a kind of its own? */
function isGeneric(table: KindTable, word: string): boolean {
  return table.standalone.has(word) || (table.before.get(word)?.size ?? 0) >= GENERIC_HEAD_COMPOUNDS;
}

/**
 * The shortest end of a head part that names a food ("light ice cream cone" → cone; "hush puppy"
 * → hush puppy). An end of two words or more heads enough compounds to be a kind as one word does:
 * FNDDS has beef, pork, lamb, chicken, shrimp and fish shish kabobs and no plain one, and "a shish
 * kabob" is still one of them.
 */
function kindOfPart(table: KindTable, part: readonly string[]): Kind {
  // "Flavored rice mixture" is a rice mixture, "Nutritional powder mix" a powder mix.
  if (part.length > 1 && MIXED.has(part.at(-1)!)) return part.slice(-2);
  if (isGeneric(table, part.at(-1)!)) return [part.at(-1)!];
  for (let from = part.length - 2; from >= 0; from--) {
    const tail = part.slice(from);
    const name = tail.join(' ');
    if (table.standalone.has(name) || (from > 0 && isGenericEnd(table, tail))) return tail;
  }
  return part.slice(-2);
}

/**
 * A closing word that says only that foods are mixed ("Flavored rice mixture", "Fruit mixture",
 * "Trail mix"): the food is what is mixed, and "an oil mixture" is no rice mixture. Stemmed.
 */
const MIXED = new Set(['mixture', 'mix', 'blend', 'medley', 'combination'].map(stem));

/** A name segment that says what the food leaves out ("excluding potatoes", "without salt", "no sugar added"). */
export const LEFT_OUT = /^(excluding|except|without|minus|no|not)\b/i;
/**
 * A segment that says where the food came from ("from fast food / restaurant", "from other
 * sources", "from school lunch", "from frozen"): never what it is. "a fast food restaurant" is no
 * "Beans, from fast food / restaurant", "a source of fat" no "Chicken nuggets, from other sources".
 */
const PROVENANCE = /^from\b/i;
/** A segment that names a taste or a likeness: "pepper type", "fruit flavored", "cherry-flavor", "lemon flavour". */
const FLAVOUR = /\b(type|flavou?rs?|flavou?red)$|-flavou?r(ed)?$/i;

/**
 * How a food is sold, written into SR's first segment ("Cereals ready-to-eat, GENERAL MILLS, …"):
 * never its kind. Left in, "ready eat" was the kind every branded cereal asked for, and "a bowl of
 * brand-name cereal" carried none of them.
 */
const READY_TO = /\bready[- ]to[- ][a-z]+\b/gi;

/** A segment saying only what a food is made from or how it was shaped ("corn-based", "extruded"). */
const MADE_FROM = /^(?:[a-z]+-based|extruded)$/i;

/** Marks a product's name: its words said in order ("Poland Spring", not "spring … Poland"). */
const IN_ORDER = '>';
/** Marks a kind that carries only as the mention's every word. */
const WHOLE_MENTION = '=';

/** Words a later segment may hold that say how or where, not what ("raw", "NFS", "cooked", "fast food / restaurant"). */
const NOT_A_KIND = /^(nfs|ns|raw|fresh|cook|plain|regular|whole|dry|canned|frozen|prepared|unprepared|commercial|homemade|home|reduced|low|lowfat|nonfat|light|diet|sweetened|unsweetened|salted|unsalted|added|enriched|fortified|baby|toddler|all|any|lean|fat|solids|liquids|drained|heated|restaurant|fast|food|school|other|mixed|assorted|flavored|flavor|style|type|form|made|with|from|without|as|no|not|eaten|part|method|skin|high|free|calorie|kcal|sodium|fiber|fibre|protein|carbohydrate|vitamin)$/;

/**
 * Is a later one-word segment a part of several foods of one group rather than a kind? "back"
 * follows chicken and turkey among SR28's poultry (a cut every bird has); "cod" follows only
 * fish, "cheddar" only cheese among dairy, "butternut" nuts in one group and squash in another
 * (varieties). Only heads that are foods by themselves count ("USDA Commodity" is none).
 */
function isSharedPart(table: KindTable, word: string): boolean {
  for (const heads of table.under.get(word)?.values() ?? []) {
    let n = 0;
    for (const head of heads) if (table.standalone.has(head) && ++n >= 2) return true;
  }
  return false;
}

/**
 * Is a food's own name, said as a later one-word segment, what many other foods are made with or
 * taste of? "chocolate" follows pudding, muffin, cake, milk, cereal …; "fruit" muffin, pancake,
 * bread, soup; "beef" sausage, liver, soup: there the word says what the food has, and "a cup of
 * chocolate" is no "Pudding, chocolate", "frozen mixed fruit" no "Pancakes, fruit, frozen". A
 * variety found under few foods ("salmon" of "Fish, salmon", "cheddar" of "Cheese, Cheddar",
 * "cola" of "Beverages, cola") still names its food alone. Only heads that are foods by themselves count.
 */
function isSharedModifier(table: KindTable, word: string): boolean {
  const heads = new Set<string>();
  for (const byCategory of table.under.get(word)?.values() ?? []) for (const head of byCategory) if (table.standalone.has(head)) heads.add(head);
  return heads.size >= SHARED_MODIFIER_HEADS;
}
/** A variety that is one word ending in its head is a kind of it ("Milk, buttermilk"). */
const isKindOfHead = (word: string, head: string) => word.length > head.length && word.endsWith(head);
/** Foods a variety word must follow to say what they have rather than what they are: see isSharedModifier. */
const SHARED_MODIFIER_HEADS = 4;

/**
 * Is a word of origin a describing word of many foods and no food by itself? "Spanish" is said of
 * rice and of coffee bread and names neither: "Peanuts, spanish" is the peanuts' variety, and
 * "Spanish lessons" no peanuts. Only words of origin (vocabulary.ts): a food's own name said of
 * other dishes ("salmon" salad, "ranch" dip) still names the food. A variety that names its food
 * alone ("swiss" of a slice of cheese) is a food's everyday name or describes no other food.
 */
function isDescribingWord(table: KindTable, word: string): boolean {
  let known = describingWords.get(table)?.get(word);
  if (known !== undefined) return known;
  known = false;
  if (ORIGIN_WORDS.has(word) && !table.standalone.has(word)) {
    // The foods it is a variety of do not count: "Cheese, Mozzarella" makes mozzarella a cheese,
    // and "mozzarella cheese snack" is still that cheese.
    const own = new Set<string>();
    for (const heads of table.under.get(word)?.values() ?? []) for (const head of heads) own.add(head);
    const described = new Set<string>();
    // Counted by the word it comes before ("spanish" rice, "spanish" coffee bread; "mozzarella" stick snack is the sticks).
    for (const name of table.modifies.get(word) ?? []) if (!name.some((w) => own.has(w))) described.add(name[name.indexOf(word) + 1]!);
    known = described.size >= DESCRIBED_FOODS;
  }
  let memo = describingWords.get(table);
  if (!memo) describingWords.set(table, (memo = new Map()));
  memo.set(word, known);
  return known;
}
const describingWords = new WeakMap<KindTable, Map<string, boolean>>();
/** Foods a word must describe to be a describing word: two, as "spanish" (rice, coffee bread). */
const DESCRIBED_FOODS = 2;

/** A run of words in capitals: a brand or a product's own name ("RALSTON TASTEEOS", "REESE'S PIECES"). */
const CAPITALS = /\b[A-Z][A-Z'’.&-]+(?:\s+[A-Z][A-Z'’.&-]+)*\b/g;
const CAPITALS_TEST = /\b[A-Z][A-Z'’.&-]+\b/;
const NAME_FUNCTION_WORDS = new Set(['no', 'the', 'of', 'and', 'a', 'an', 'with', 'in', 'on', 'include', 'includes', 'such', 'as', 'or']);
/** A one-word name shorter than this is too often a plain word ("POST", "TLC", "Boost"). */
const MIN_NAME_LENGTH = 6;

/** The kinds of a food worked out from its name (the data build ships them: meal/food-features.ts). */
export function findKinds(ctx: FoodIndex, food: Food): readonly Kind[] {
  const table = tableOf(ctx);
  const kinds: Kind[] = [];
  const all = plainName(food.name).split(',').map((s) => s.trim()).filter(Boolean);
  const segments = all.filter((s) => !isBrand(s));
  // Only capitals ("McDONALD'S, BIG MAC" is mixed, its product is not): the last segment names the product.
  if (segments.length === 0) return all.length > 0 ? [stems(all.at(-1)!)] : [];
  // A product's own name in capitals carries it when said whole: a capitals segment at the end
  // or past the maker's place ("Cereals ready-to-eat, RALSTON TASTEEOS", "Beverages, water,
  // bottled, POLAND SPRING", "Snacks, FRITOLAY, SUNCHIPS"), capitals inside a segment ("REESE'S
  // PIECES Candy"), a name in brackets ("(Fritos)"). A maker's name before the food ("MURRAY,
  // SOUTHERN KITCHEN, Coconut Cookies", "POST, …") never does; nor a short word alone ("Boost").
  // Capitals inside a segment name a product only with two words or more ("FRIDAY'S Shrimp" is
  // the chain's shrimp).
  const named = all.flatMap((segment, i) =>
    isBrand(segment) ? (i === all.length - 1 || i >= 2 ? [segment] : []) : (segment.match(CAPITALS) ?? []).filter((run) => /\s/.test(run.trim())),
  );
  const makers = new Set(all.filter(isBrand).flatMap(stems));
  for (const name of [...named, ...(food.name.match(/\(([^)]*)\)/g) ?? [])]) {
    // "NO FEAR": the search reads "no" as a modifier, so a name's function words are not asked for.
    const words = stems(name).filter((w) => !NAME_FUNCTION_WORDS.has(w));
    if (words.length >= 2 && words.length <= 4) kinds.push([IN_ORDER, ...words]);
    else if (words.length === 1 && words[0]!.length >= MIN_NAME_LENGTH) kinds.push(words);
  }
  const parts = headParts(segments[0]!.replace(READY_TO, ' '));
  for (const part of parts) {
    kinds.push(kindOfPart(table, part));
    // "Kiwi fruit", "Star fruit": the word before "fruit" is the fruit's own name.
    if (part.length === 2 && part[1] === 'fruit') kinds.push([part[0]!]);
    // "a gyro" is a gyro sandwich, "ranch" ranch dressing: a name that is no food by itself,
    // before a class word, carries the food when it is all the mention says ("happy birthday"
    // is no birthday cake).
    // Only a two-word name written in plain words ("FRIDAY'S Shrimp" is the chain's, "Cheddar
    // Jack Crackers" a variety).
    const name = part[0]!;
    if (part.length === 2 && !CAPITALS_TEST.test(segments[0]!) && isGeneric(table, part[1]!) && !table.standalone.has(name) && !NOT_A_KIND.test(name) && !isDescribingWord(table, name)) kinds.push([WHOLE_MENTION, name]);
  }
  const headKind = parts.length > 0 ? kindOfPart(table, parts[0]!) : [];
  // A head that is a food by itself ("Pudding", "Muffin") has varieties that may be what it is
  // made with; a group word ("Babyfood", "Fast foods", "Candies", "Beverages") has none of its own,
  // and its variety is the food ("Candies, chocolate", "Fast foods, chicken"). A variety that ends
  // in its head is a kind of it ("Milk, buttermilk").
  const foodHead = parts.length > 0 && table.standalone.has(parts[0]!.at(-1)!);
  // SR28 and FNDDS name varieties in the next segments ("Cheese, cheddar", "Apples, raw, granny
  // smith"): a variety carries the food when it is one word found under one kind of food only,
  // or a two-word name; a word found under several ("back", "breast", "neck") is a part.
  // The first segment that names anything is the variety: "Fish, mackerel, jack" is a mackerel,
  // and "jack" alone names none of it.
  let variety = false;
  // What a food is made from or how it was shaped, as a segment of its own ("Snacks, corn-based,
  // extruded, puffs or twists"), takes no place in that window: the puffs are named in the fourth.
  for (const segment of segments.slice(1).filter((s) => !MADE_FROM.test(s)).slice(0, 2)) {
    // "NS as to part and cooking method", "NFS": the variant is unknown, nothing is named.
    if (/\b(NS|NFS)\b/.test(segment)) continue;
    // "excluding potatoes", "without skin": what the food leaves out is never what it is.
    // A product's name in capitals after it ("No Sugar Added CREAMSICLE Pops") is still read.
    if (LEFT_OUT.test(segment) && !CAPITALS_TEST.test(segment)) continue;
    if (PROVENANCE.test(segment)) continue;
    // "pepper type", "fruit flavored": what the food tastes of is its variety, never what it is
    // ("a raw sweet pepper" is no "Soft drink, pepper type"); the next segment is no variety either.
    if (FLAVOUR.test(segment) && !CAPITALS_TEST.test(segment)) {
      variety = true;
      continue;
    }
    // How it was made ("coated", "commercially") says nothing of what it is.
    const plain = segment.split(/\s+/).filter((w) => !/(ed|ly)$/i.test(w)).join(' ');
    for (const said of headParts(plain)) {
      const words = said.filter((w) => !NOT_A_KIND.test(w));
      if (words.length === 0 || words.some((w) => /\d/.test(w))) continue;
      // Past the first variety, only a food by itself: "Restaurant, Italian, lasagna with meat".
      if (variety && !isGeneric(table, words.at(-1)!)) continue;
      variety = true;
      if (words.length > 1) kinds.push(kindOfPart(table, words));
      else if ((isGeneric(table, words[0]!) && !(foodHead && isSharedModifier(table, words[0]!) && !isKindOfHead(words[0]!, parts[0]!.at(-1)!))) || (!isPartWord(words[0]!) && !isSharedPart(table, words[0]!) && !isDescribingWord(table, words[0]!))) kinds.push(words);
      else kinds.push([...headKind, words[0]!]);
    }
  }
  // SR28's common names ("pop, soda" for a cola, "Cassia" for cinnamon), but not the chain or
  // the setting they also list ("KFC", "Fridays", "family style", "Latino food", "URMIS #1525").
  for (const name of (food.commonNames ?? '').split(/[,;]/)) {
    const words = stems(name);
    if (words.length === 0 || words.length > 3 || /\d|#|\b(includes?|style|food|commodity)\b/i.test(name) || words.some((w) => makers.has(w))) continue;
    kinds.push(kindOfPart(table, words));
  }
  return kinds;
}

/** The kinds of a food: any one of them, said whole, carries it. */
export function kindsOf(ctx: FoodIndex, food: Food): readonly Kind[] {
  let kinds = kindsByFood.get(food);
  if (!kinds) kindsByFood.set(food, (kinds = ctx.foods.features?.(food.id)?.kinds ?? findKinds(ctx, food)));
  return kinds;
}

/** What a mention says, ready to be compared with every candidate's kinds. */
export interface Mention {
  /** The stems said, synonyms' USDA words included ("coke" → soft, drink, cola). */
  stems: ReadonlySet<string>;
  /** Words the search only knows by a near spelling ("chiken"): they may carry a kind they are near. */
  misspelt: readonly string[];
  /** Words as written, for run-together compounds ("hotdog", "icecream"). */
  joined: ReadonlySet<string>;
  /** The stems in the order said, and each synonym's USDA words in theirs: a name of several words is said in order. */
  runs: readonly (readonly string[])[];
}

/** A word without its accents ("crème" → "creme"); a plain ASCII word, nearly every word, is its own (NFD would copy it). */
const withoutMarks = (w: string) => (/^[\x00-\x7f]*$/.test(w) ? w : w.normalize('NFD').replace(/[\u0300-\u036f]/g, ''));

/** A misspelling carries a food only from this length on: "late" is no "latte", "park" no "pork". */
const MIN_MISSPELT_LENGTH = 5;

/**
 * Words people say for a kind USDA names otherwise: "a frozen coffee beverage" is FNDDS's "Frozen
 * coffee drink" (SR's "Beverages, …" are still carried by "beverage"); "frozen mixed fruit" is
 * FNDDS's "Fruit mixture, frozen" (a closing "mixture" asks for what is mixed: MIXED). Stemmed.
 */
const SAID_AS: ReadonlyArray<readonly [string, string]> = [[stem('beverage'), stem('drink')], [stem('mixed'), stem('mixture')]];

export function mentionOf(ctx: FoodIndex, words: readonly string[]): Mention {
  // One pass per list, no intermediate arrays: asked of every phrase the search looks up.
  const said: string[] = [];
  for (const w of words) {
    const plain = withoutMarks(w).replace(APOSTROPHES, '');
    if (!plain.includes('-')) {
      if (plain) said.push(plain);
    } else for (const part of plain.split('-')) if (part) said.push(part);
  }
  const stems = said.map(stem);
  const all = new Set(stems);
  for (const [word, kind] of SAID_AS) if (all.has(word)) all.add(kind);
  const synonyms = synonymWords(said).map(stem);
  for (const w of synonyms) all.add(w);
  const misspelt: string[] = [];
  for (const w of said) if (w.length >= MIN_MISSPELT_LENGTH && !ctx.vocabulary.has(vocabularyKey(w))) misspelt.push(stem(w));
  // "ginger snaps" is USDA's "gingersnaps": two words said together may be one name.
  for (let i = 0; i + 1 < said.length; i++) all.add(stem(said[i]! + said[i + 1]!));
  return { stems: all, misspelt, joined: new Set(said), runs: [stems, synonyms] };
}
const APOSTROPHES = /['’]/g;

/** Is the kind said: every stem, or a near spelling of it, or the whole compound run together? */
function says(mention: Mention, kind: Kind): boolean {
  if (kind[0] === WHOLE_MENTION) return mention.runs[0]!.length === kind.length - 1 && kind.every((k, j) => j === 0 || mention.runs[0]![j - 1] === k);
  if (kind.length > 1) {
    // "Poland Spring", "hot dog": a name of several words is said whole and in order ("spring
    // break in Poland" is no Poland Spring); "hotdog" runs it together.
    if (mention.joined.has(kind.filter((k) => k !== IN_ORDER).join(''))) return true;
    if (kind[0] === IN_ORDER) return mention.runs.some((run) => run.some((_, at) => kind.every((k, j) => j === 0 || run[at + j - 1] === k)));
  }
  return kind.every((k) => mention.stems.has(k) || mention.misspelt.some((w) => editDistance(w, k, w.length >= 8 ? 2 : 1) <= (w.length >= 8 ? 2 : 1)));
}

/** Does the mention say one of the food's kinds? */
export function carries(ctx: FoodIndex, mention: Mention, food: Food): boolean {
  return kindsOf(ctx, food).some((kind) => says(mention, kind));
}
