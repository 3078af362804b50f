/**
 * Grams for "2 slices", "1 cup", "a medium banana" of one food, from that food's own USDA
 * portions first and from documented generic conversions only when USDA has none.
 */
import { derivedPerOwner, memoPerOwner, Memo } from '../cache/memo.js';
import { stem, words } from './text.js';
import type { Food, FoodDatabase, Portion, PortionAnswer, PortionRequest } from './types.js';
import { BAND_NAMED, CONTAINER_ML, formatGrams, MASS_GRAMS, normalizeUnit, SIZE_WORDS, VOLUME_ML, VOLUME_WORDS, type SizeBand } from './units.js';
import { median } from '../median.js';
import { CUP_CLASSES, PORTION_CLASSES } from './portion-classes.data.js';
import { cannedFoodCan } from './canned-can.js';
import { frozenVegetablePackage } from './frozen-package.js';
import { namesForm } from './portion-forms.js';

/**
 * A portion asked for, with FNDDS's finer size band when the words named one ("personal-sized"),
 * the item's length as the person gave it ("a 12-inch sub"), and whether they asked for the whole
 * dish ("a whole pie", not the individual one).
 */
/** `lead`: the person's word before the noun ("new" of "a new potato"), which may name a portion ("1 new potato"). */
export type BandedRequest = PortionRequest & {
  band?: SizeBand;
  inches?: number;
  whole?: boolean;
  lead?: string;
  /** The form the text measures the food in ("shredded", "without shell"): portion-forms.ts. */
  form?: string;
};

interface ParsedPortion {
  portion: Portion;
  /** The leading amount: "1/2 bottle" → 0.5. */
  amount: number;
  /** The rest, lower case: "medium or regular slice". */
  rest: string;
  restWords: string[];
  /** "6 inch sub", "12 inch sub": a length USDA weighs, not a count (the amount is then 1). */
  inches?: number;
}

const FRACTION = /^(\d+)\s+(\d+)\/(\d+)|^(\d+)\/(\d+)|^(\d+(?:\.\d+)?)/;

export function parsePortion(portion: Portion): ParsedPortion {
  const text = portion.description.trim();
  const m = FRACTION.exec(text);
  let amount = 1;
  let rest = text;
  if (m) {
    if (m[1] !== undefined) amount = Number(m[1]) + Number(m[2]) / Number(m[3]);
    else if (m[4] !== undefined) amount = Number(m[4]) / Number(m[5]);
    else amount = Number(m[6]);
    rest = text.slice(m[0].length).trim();
    if (!(amount > 0)) amount = 1;
  }
  rest = rest.toLowerCase();
  // "6 inch sub" is one sub six inches long, not six of an "inch sub".
  if (m && m[6] !== undefined && /^(-\s*)?(inch|inches|")(\s|$)/i.test(rest)) {
    const inches = amount;
    rest = text.toLowerCase();
    return { portion, amount: 1, rest, restWords: words(rest).map(stem), inches };
  }
  return { portion, amount, rest, restWords: words(rest).map(stem) };
}

/**
 * A food's portions, parsed once: the database hands out the same array for a food every time
 * (database.ts), and describing a meal asks about the same foods' portions many times over.
 * Bounded: a service that weighs every food in the database keeps those it weighs most.
 */
const parsedLists = new Memo<readonly Portion[], readonly ParsedPortion[]>(2_000);
function parsedPortions(db: FoodDatabase, food: Food): readonly ParsedPortion[] {
  const list = db.portions(food.id);
  let parsed = parsedLists.get(list);
  if (!parsed) parsedLists.set(list, (parsed = list.map((portion) => parsePortion(portion))));
  return parsed;
}

const sourceLabel = (food: Food) => (food.source === 'fndds' ? 'FNDDS portion' : 'SR28 portion');

/** "1 cup = 135 g (FNDDS portion)", naming the USDA wording when it differs from the unit. */
function ownBasis(food: Food, p: ParsedPortion, perUnit: number, unitLabel: string): string {
  const usda = p.portion.description;
  const plain = `1 ${unitLabel}`;
  return usda.toLowerCase() === plain
    ? `${plain} = ${formatGrams(perUnit)} (${sourceLabel(food)})`
    : `1 ${unitLabel} = ${formatGrams(perUnit)} (${sourceLabel(food)} "${usda}")`;
}

/** Qualifiers that mark a portion as unusual for its unit ("slice, crust not eaten", "cup, in shell, yields"). */
const ODD = /\b(not eaten|snack-size|snack size|miniature|mini|yields?|in shell|with shell|dry|uncooked|frozen|bite size|thin\/very thin|guideline|cubic|surface|linear|fun size|pot)\b/;
/** Other ways of saying medium. */
const MEDIUM = /\b(medium|regular|average|nfs|any size)\b/;
const OTHER_SIZE = /\b(small|large|extra large|extra-large|jumbo|thick|thin|king|big|individual|personal)\b/;

/** "\bsmall\b" for each size, made once. */
const SIZE_NAMED: Readonly<Record<NonNullable<PortionRequest['size']>, RegExp>> = {
  kids: /\bkids\b/,
  small: /\bsmall\b/,
  medium: /\bmedium\b/,
  // "1 extra-large pizza" is not the large one.
  large: /(?<!extra[- ])\blarge\b/,
};

function sizeScore(rest: string, size: PortionRequest['size'], band?: SizeBand): number {
  // The band named outweighs its size: a personal pizza is not the small (8-10") one.
  if (band && BAND_NAMED[band].test(rest)) return 2.6;
  if (size) {
    // The size asked for outweighs a portion that only names the food ("1 large fast food order" over "1 fry").
    if ((SIZE_NAMED[size] ?? new RegExp(`\\b${size}\\b`)).test(rest)) return 1.5;
    if (size === 'medium' && MEDIUM.test(rest)) return 0.9;
    if (OTHER_SIZE.test(rest) || /\b(small|medium|large)\b/.test(rest)) return -0.6;
    return 0;
  }
  if (MEDIUM.test(rest)) return 0.4;
  if (/\bextra\b|\bjumbo\b/.test(rest)) return -0.4;
  if (OTHER_SIZE.test(rest)) return -0.2;
  return 0;
}

/** Words that may stand before the unit in a portion that counts that unit. */
const LEADING_WORDS = new Set(['small', 'medium', 'large', 'regular', 'extra', 'or', 'can', 'bottle', 'glass', 'cup', 'mug', 'individual', 'single']);

/** Units that count pieces of a food. */
const PIECE_LIKE = new Set(['slice', 'piece', 'strip', 'stick', 'cube', 'wedge', 'square', 'patty', 'fillet', 'link', 'bar']);

/** Best USDA portion whose wording names `unit` (word-wise), or undefined. */
function findNamedPortion(parsed: readonly ParsedPortion[], unit: string, size: PortionRequest['size'], strict: boolean, band?: SizeBand) {
  const unitWords = words(unit).map(stem);
  let best: { p: ParsedPortion; score: number } | undefined;
  parsed.forEach((p, order) => {
    const at = p.restWords.indexOf(unitWords[0]!);
    if (at < 0 || !unitWords.every((w, i) => p.restWords[at + i] === w)) return;
    // The unit must be what the portion counts ("1 medium pizza", "1 can or bottle (12 fl oz)"),
    // not a detail of it ("1 piece, medium pizza") or of a product ("1 large microwavable bowl").
    const leads = p.restWords.slice(0, at).every((w) => LEADING_WORDS.has(w));
    if (strict && !leads) return;
    // "0.25 cup slices (1\" dia)", "1 cup, pieces": a volume of the pieces, never one of them.
    if (PIECE_LIKE.has(unit) && VOLUME_WORDS.some(([re]) => re.test(p.rest))) return;
    // "1 square cornbread (8\" pan)": the whole pan's shape, not a square cut from it (a cut says
    // its share: "1 piece (1/6 of 8\" square)").
    if (PIECE_LIKE.has(unit) && /\bpan\b/.test(p.rest) && !/\bof\b/.test(p.rest)) return;
    let score = 1 + sizeScore(p.rest, size, band) - order * 0.001;
    if (leads) score += 0.3;
    if (p.rest === unit || p.restWords.join(' ') === unitWords.join(' ')) score += 0.5;
    if (ODD.test(p.rest) && !(band && BAND_NAMED[band].test(p.rest))) score -= 0.7;
    if (!best || score > best.score) best = { p, score };
  });
  return best?.p;
}

/** This food's own grams per millilitre, from its best volume portion (requested unit first, plain wording first). */
/** More than a plain portion's lead over one with a detail (2 against 1) and its unit's bonus. */
const FORM_SAID = 2;

function ownDensity(parsed: readonly ParsedPortion[], wanted: string, form?: string) {
  let best: { p: ParsedPortion; unit: string; score: number } | undefined;
  parsed.forEach((p, order) => {
    for (const [re, unit] of VOLUME_WORDS) {
      const m = re.exec(p.rest);
      if (!m) continue;
      const after = p.rest.slice(m[0].length).trim();
      let score = after === '' || /^(\(|, nfs|\(nfs\)|\(no ice\))/.test(after) ? 2 : 1;
      // The form said outweighs the plain portion: a cup of shredded cheese is not a cup of cubes.
      if (form && namesForm(after, form)) score += FORM_SAID;
      else if (ODD.test(after) || /with ice|mashed|packed|heaping/.test(after)) score -= 0.8;
      if (unit === wanted) score += 0.5;
      else if (unit === 'cup') score += 0.3;
      else if (unit === 'fl oz') score += 0.2;
      score -= order * 0.001;
      if (!best || score > best.score) best = { p, unit, score };
      break;
    }
  });
  if (!best) return undefined;
  const ml = best.p.amount * VOLUME_ML[best.unit]!;
  return { gramsPerMl: best.p.portion.grams / ml, p: best.p, unit: best.unit };
}

function volumeAnswer(food: Food, parsed: readonly ParsedPortion[], count: number, unit: string, ml: number, label: string, form?: string): PortionAnswer {
  const density = ownDensity(parsed, unit, form);
  if (density) {
    const perUnit = ml * density.gramsPerMl;
    const basis =
      density.unit === unit && density.p.amount === 1 && label === unit
        ? ownBasis(food, density.p, perUnit, label)
        : `1 ${label} = ${formatGrams(perUnit)} (from ${sourceLabel(food)} "${density.p.portion.description}" = ${formatGrams(density.p.portion.grams)})`;
    return { grams: count * perUnit, basis, estimated: false };
  }
  // "a cup of wafer crumbs", "2 tbsp of a glaze": a spoon or cup of a food USDA gives no volume
  // weight for weighs what a cup of its category's foods does (CUP_CLASSES), not a cup of water.
  // Not a fluid ounce: "an ounce of soda bread" read as one is its weight in ounces, near enough.
  const cup = unit === 'cup' || unit === 'tbsp' || unit === 'tsp' ? CUP_CLASSES[food.category] : undefined;
  if (cup) {
    const perUnit = (ml * cup[0]) / VOLUME_ML.cup!;
    return { grams: count * perUnit, basis: `1 ${label} ≈ ${formatGrams(perUnit)} (no USDA volume weight for this food: a cup ≈ ${formatGrams(cup[0])}, the median cup of ${cup[1]} foods of "${food.category}")`, estimated: true };
  }
  return {
    grams: count * ml,
    basis: `1 ${label} = ${formatGrams(ml)} (no USDA volume weight for this food: water density, 1 g/ml)`,
    estimated: true,
  };
}

/** Units that name a container or a vague amount: matched only when USDA's wording starts with them. */
const STRICT_UNITS = new Set(['bowl', 'glass', 'mug', 'plate', 'serving', 'shot', 'handful', 'can', 'bottle', 'cup']);

/**
 * Words that may stand before the food's noun in a portion that counts the whole food ("1 frozen
 * medium pizza"), stemmed as the portion's words are ("frozen" is "freeze").
 */
const WHOLE_LEADS = new Set(
  ['small', 'medium', 'large', 'extra', 'extra-large', 'regular', 'whole', 'individual', 'frozen', 'miniature', 'mini', 'personal', 'size', 'or', 'jumbo'].map(stem),
);

/**
 * A test for a portion word naming the food: its own name words, or the query's noun when the
 * name has it ("Cake or cupcake" asked as "cake": "1 regular cupcake" is not the cake), or its
 * category's ("1 medium melon" of "Cantaloupe, raw", category "Melons"); "melon" also names a
 * watermelon.
 */
function nameMatcher(food: Food, noun?: string, strict = false): (word: string) => boolean {
  // The nouns people use for one food are few; a bound all the same.
  const byNoun = matchers.remember(food, () => new Memo(64));
  return byNoun.remember(`${strict ? 1 : 0}${noun ?? ''}`, () => makeNameMatcher(food, noun, strict));
}
/** Matchers per food and noun: the same foods are weighed again and again (bounded like the parsed portions). */
const matchers = new Memo<Food, Memo<string, (word: string) => boolean>>(2_000);

/** The stemmed words of a food's first name part ("Egg omelet or scrambled egg"): its own names. */
const firstNameStems = derivedPerOwner((food: Food): ReadonlySet<string> => new Set(words(food.name.split(',')[0] ?? '').map(stem)));

function makeNameMatcher(food: Food, noun: string | undefined, strict: boolean): (word: string) => boolean {
  let names = new Set(firstNameStems(food));
  const asked = noun ? stem(noun) : undefined;
  if (asked && (strict || names.has(asked))) names = new Set([asked]);
  // "Fast Food, Pizza Chain, 14\" pizza": the person's noun names the item where the first
  // words of USDA's name are a source ("1 pizza" is the whole, "1 slice" a piece of it).
  else if (asked && asked.length >= 3 && words(food.name).map(stem).includes(asked)) names.add(asked);
  if (!strict) for (const t of words(food.category).map(stem)) if (t.length >= 4) names.add(t);
  const list = [...names];
  return (w) => names.has(w) || (w.length >= 4 && list.some((t) => t.length > w.length && t.endsWith(w)));
}

/** Where the food's noun stands in a portion: counted ("1 medium pizza"), a detail ("1 piece, medium pizza") or absent. */
function nameRole(p: ParsedPortion, names: (word: string) => boolean): 'counted' | 'detail' | undefined {
  const at = p.restWords.findIndex(names);
  if (at < 0) return undefined;
  return p.restWords.slice(0, at).every((w) => WHOLE_LEADS.has(w)) ? 'counted' : 'detail';
}

/**
 * A whole item ("2 eggs", "an apple", "a large banana", "half a pizza"): the USDA portion that
 * counts the food itself or a size. When USDA weighs a food both as a piece and as a whole
 * ("1 piece, medium pizza" and "1 medium pizza (11-12" diameter)"), a bare count means the
 * whole: "half a pizza" is half of a medium pizza, "a slice" asks for the piece.
 */
function wholeItem(food: Food, parsed: readonly ParsedPortion[], size: PortionRequest['size'], noun?: string, band?: SizeBand, whole?: boolean, lead?: string) {
  const names = nameMatcher(food, noun);
  // "a new potato", "a baby potato": the words before the noun name the item FNDDS weighs ("1 new potato" = 60 g).
  const led = lead && lead.length >= 3 ? stem(lead) : undefined;
  // "a pretzel stick", "a potato wedge", "a cheese cube": the person's noun is not the food's
  // name but a piece of it that FNDDS weighs ("1 pretzel stick"): that piece, not the whole.
  const piece = noun && PIECE_NOUNS.has(stem(noun)) && !names(stem(noun)) ? stem(noun) : undefined;
  // "a small egg sandwich": FNDDS weighs sandwiches regular, large and as a slider, no small;
  // the size below regular it does weigh is the small one (NutriBench's small sandwiches, over
  // the train split, are the slider's weight).
  const sliderIsSmall = size === 'small' && !band && !parsed.some((p) => /\bsmall\b/.test(p.rest)) && parsed.some((p) => SLIDER.test(p.rest));
  const said = noun ? stem(noun) : undefined;
  // "an omelette" of "Egg omelet or scrambled egg" ("1 egg" = 55 g, "Quantity not specified" =
  // 110 g): where the noun said is the food's own name word, a portion that counts another word
  // of that name counts what the food is made from, never the item itself.
  const nameWords = firstNameStems(food);
  // ("omelette" is the name's "omelet": a spelling that only adds a letter or two.)
  const isSaid = (w: string) => said !== undefined && (w === said || (w.length >= 5 && said.startsWith(w) && said.length - w.length <= 2));
  const saidInName = [...nameWords].some(isSaid);
  let best: { p: ParsedPortion; score: number } | undefined;
  parsed.forEach((p, order) => {
    if (p.rest === '' || /^(quantity not specified|guideline)/.test(p.rest)) return;
    if (saidInName && p.restWords.length === 1 && !isSaid(p.restWords[0]!) && nameWords.has(p.restWords[0]!)) return;
    // "5 balls" of gefilte fish, "1 serving 3 cookies", "2 oz, 2 links": a portion that counts
    // several of the very thing the person counts is their weight, one of them a share of it
    // (below a portion that counts one: "1 cookie" is still the cookie). Before the test for a
    // measure: USDA weighs some counted foods by the ounce and says how many that is.
    const several = severalPieces(p);
    if (said && several && several.word === said) {
      const score = 1 + sizeScore(p.rest, size, band) - order * 0.001;
      if (!best || score > best.score) best = { p, score };
      return;
    }
    // "6 potstickers" of a food USDA weighs only as "5 pieces 1 serving": where the noun said is
    // the plural of the food's own name (its first part: "Potsticker or wonton", never a source
    // such as "Restaurant, Chinese, orange chicken", whose pieces are cut from a plate), USDA's
    // plain pieces of it are that many of the item, ranked as a single "1 piece" is; the serving
    // had been one potsticker.
    if (said && several && GENERIC_ITEMS.has(several.word) && noun !== said && nameWords.has(said)) {
      const score = GENERIC_PIECE_SCORE + sizeScore(p.rest, size, band) - order * 0.001;
      if (!best || score > best.score) best = { p, score };
      return;
    }
    if (VOLUME_WORDS.some(([re]) => re.test(p.rest)) || /^(oz|lb|g|cubic|surface|linear)\b/.test(p.rest)) return;
    // "a whole baguette": the person's noun, not in USDA's name, counted by a portion
    // ("1 baguette (about 22\" long)") is the whole item asked for, never a slice of it.
    const role = nameRole(p, names) ?? (whole && said ? nameRole(p, (w) => w === said) : undefined);
    if (/\b(package|container|bag|pouch|jar|box|carton|serving|bowl|can|bottle|packet|recipe|batch|pot|pan|loaf|pie|cake)\b/.test(p.rest) && role !== 'counted') return;
    // "1 medium ice cream cup" counts the cup a shop fills, in its sizes: with no size said, "an
    // ice cream" is the food's own piece ("1 scoop" = the small cup), else its typical amount.
    if (!size && !band && SHOP_CUP.test(p.rest)) return;
    let score = sizeScore(p.rest, size, band) - order * 0.001;
    if (role === 'counted') score += 1.2;
    // "1 medium (7\" long)", "1 small/regular" (a burrito), "1 regular" (a steak): a size is the whole item.
    else if (/^(extra )?(small|medium|large|regular|small\/regular)\b\s*(\(.*\))?$/.test(p.rest)) score += 0.9;
    // "1 full circle" (FNDDS's quesadillas, beside "1 half circle" and "1 triangular piece"): the
    // whole item in the shape words FNDDS cuts it by; a count names the whole, not a piece cut from it.
    else if (/^full\b/.test(p.rest)) score += 0.9;
    else if (/\b(piece|item|whole|each|fruit|sandwich|scoop)\b/.test(p.rest)) score += 0.3;
    // "1 grape tomato", "1 Italian tomato": the food under a variety the person did not say is that
    // variety's weight; a plain "1 whole" goes before it ("a tomato" was a grape tomato's 8 g).
    else if (role === 'detail') score += 0.25;
    else if (/\bslice\b/.test(p.rest)) score += 0.1;
    // A snack-size or miniature portion is odd unless that is what was asked for.
    if (ODD.test(p.rest) && !(band && BAND_NAMED[band].test(p.rest))) score -= 0.7;
    if (sliderIsSmall && SLIDER.test(p.rest)) score += 2.5;
    if (piece && p.restWords.includes(piece)) score += 2;
    if (led && !size && !band) {
      const at = p.restWords.findIndex(names);
      // "a belgian waffle", "a silver dollar pancake": the word right before the noun, after other
      // words too ("1 thick / Belgian waffle", "1 silver dollar pancake").
      if (at >= 1 && p.restWords[at - 1] === led) score += 2;
      // "5 cherry tomatoes", "a few cherry tomatoes": FNDDS names the variety alone ("1 cherry" =
      // 17 g) under the food the noun names; the whole tomato (125 g) had been counted five times.
      else if (said !== undefined && names(said) && p.restWords.length === 1 && p.restWords[0] === led) score += 2;
      // "a triangular quesadilla", "a half circle quesadilla": a shape word said before the noun
      // names the cut FNDDS weighs by it ("1 triangular piece", "1 half circle").
      else if (SHAPE_WORDS.has(led) && p.restWords.includes(led)) score += 2;
    }
    // A dish FNDDS weighs both as one person's item and as a whole to share ("1 individual pie"
    // 150 g, "1 regular pie" 1,200 g; quiches, pot pies, coffee cakes): a bare "a pie" is the
    // individual one, as FNDDS's own "Quantity not specified" is; "a whole pie" is the dish.
    if (!size && !band && !whole && role === 'counted' && p.restWords[0] === INDIVIDUAL) score += 0.7;
    // "a whole rotisserie chicken", "half a chicken": FNDDS's share of the whole noun said
    // ("1/2 chicken" = 300 g) weighs the whole, before a piece counted by its category's word.
    if (whole && said && p.amount < 1 && p.restWords[0] === said) score += 0.8;
    if (!best || score > best.score) best = { p, score };
  });
  return best && best.score > -0.5 ? best.p : undefined;
}

/**
 * FNDDS weighs "1 scoop" of a frozen dessert as a scoop shop's single (ice cream 120 g, frozen
 * yogurt 160 g: nearly its own cup), about twice what a scoop at home or on a dessert is (issue
 * 23's unit-size class): a scoop that weighs this share of the food's own cup or more is a shop's
 * serving, and "a scoop of" it is the ½-cup scoop (CONTAINER_ML) at the food's own density. A
 * scoop FNDDS weighs well under a cup (protein powder, potato salad) is kept.
 */
const SHOP_SCOOP_OF_CUP = 0.75;
function shopScoop(food: Food, parsed: readonly ParsedPortion[], scoop: ParsedPortion): boolean {
  const density = ownDensity(parsed, 'cup');
  return density !== undefined && scoop.portion.grams / scoop.amount >= SHOP_SCOOP_OF_CUP * density.gramsPerMl * VOLUME_ML.cup!;
}

const INDIVIDUAL = stem('individual');
const SHOP_CUP = /\b(small|medium|large)\b.*\bcup$/;

/**
 * A bare count or unit with no size said ("a coke", "a milkshake", "a bag of chips"), answered by a sized
 * serving (FNDDS "1 medium drink" 512 g of cola, "1 medium" 526 g of a milkshake): FNDDS's own
 * typical amount, "Quantity not specified", is one of those sizes (the small drink or can 372 g,
 * the small shake 405 g), and that size is the one meant. A food whose typical amount is none of
 * its sizes (a croissant: 70 g between the medium and the large) keeps the medium.
 */
function typicalSize(parsed: readonly ParsedPortion[], p: ParsedPortion): ParsedPortion {
  const sized = SIZED_SERVING.exec(p.rest);
  if (!sized || p.amount !== 1) return p;
  const typical = parsed.find((q) => q.portion.description === 'Quantity not specified')?.portion.grams;
  if (typical === undefined || typical === p.portion.grams) return p;
  return parsed.find((q) => q !== p && q.amount === 1 && q.portion.grams === typical && SIZED_SERVING.exec(q.rest)?.[2] === sized[2]) ?? p;
}
/**
 * A bare "can" or "bottle" of a drink FNDDS sells in several of them ("a can of Monster": 8.3,
 * 12, 16, 20 and 32 fl oz cans), with no size said: the one FNDDS's own typical amount ("Quantity
 * not specified") is, not the first listed (the 16 fl oz can of energy drinks, 11 fl oz of bottled
 * coffee). A drink whose typical amount is none of its cans keeps the first (Red Bull's 8.4 fl oz).
 */
const TYPICAL_CONTAINERS: ReadonlySet<string> = new Set(['can', 'bottle']);
function typicalContainer(parsed: readonly ParsedPortion[], unit: string, p: ParsedPortion): ParsedPortion {
  if (!TYPICAL_CONTAINERS.has(unit)) return p;
  const typical = parsed.find((q) => q.portion.description === 'Quantity not specified')?.portion.grams;
  if (typical === undefined || p.portion.grams === typical) return p;
  const same = parsed.filter((q) => q !== p && q.amount === 1 && q.portion.grams === typical);
  return same.find((q) => findNamedPortion([q], unit, undefined, true) === q) ?? p;
}

/** "medium", "small drink", "large fast food order": a size and what it sizes (group 2). */
const SIZED_SERVING = /^(small|medium|large)\b\s*(.*)$/;

/**
 * The count and the counted word of a portion that weighs several pieces: "5 balls", "3 pieces",
 * "10 beans (4\" long)", "1 serving 3 cookies", "1 package (4 bars)"; undefined for one piece.
 */
function severalPieces(p: ParsedPortion): { count: number; word: string } | undefined {
  const first = p.restWords[0];
  if (p.amount > 1 && Number.isInteger(p.amount) && /^[a-z]/.test(p.rest) && first && !SIZE_WORD_STEMS.has(first) && !(first in MASS_GRAMS)) return { count: p.amount, word: first };
  // "1 serving 3 cookies", "1 package (4 bars)": the count is of the one serving or package.
  // ("1 package (2.06 oz, 2 bars)": the package's weight may come first.)
  const m = p.amount === 1 ? /^(serving|package|pack|packet|box|container|bag|pouch)\b\W*(?:\d+(?:\.\d+)? (?:oz|g)\W+)?(\d+) ([a-z]+)/.exec(p.rest) : null;
  // "2 oz, 2 links", "1 oz (approx 12 pcs)": a weight, and how many items it is.
  const weighed = m ? null : /^(?:oz|g)\b\W*(?:approx\.?\s+|about\s+)?(\d+) ([a-z]+)/.exec(p.rest);
  const [count, word] = m ? [Number(m[2]), m[3]!] : weighed ? [Number(weighed[1]), weighed[2]!] : [0, ''];
  return count > 1 ? { count, word: stem(word) } : undefined;
}
const SIZE_WORD_STEMS = new Set(['small', 'medium', 'large', 'extra', 'regular', 'jumbo', 'mini', 'miniature'].map(stem));
/** USDA's words for one item of the food itself, whatever it is ("5 pieces", "approx 12 pcs"). */
const GENERIC_ITEMS: ReadonlySet<string> = new Set(['piece', 'pcs', 'pc', 'item'].map(stem));
/** A portion of several plain pieces ranks as a single "1 piece" does (wholeItem's 0.3): never above a portion that counts the item. */
const GENERIC_PIECE_SCORE = 0.3;

/** One piece's grams of a portion: "5 balls" = 41 g is 8.2 g a ball; "1 serving 3 cookies" = 34 g, 11.3 g a cookie; "2 oz, 2 links" = 56 g, 28 g a link. */
function perPiece(p: ParsedPortion): number {
  const several = severalPieces(p);
  return several ? p.portion.grams / several.count : p.portion.grams / p.amount;
}
const SLIDER = /^miniature\/slider\b/;

/** FNDDS's words for the shape of a cut ("1 triangular piece", "1 half circle", "1 full circle"), stemmed. */
const SHAPE_WORDS: ReadonlySet<string> = new Set(['triangular', 'circle'].map(stem));
/** Nouns for a piece of a food, never the food itself (stemmed as portion words are). */
const PIECE_NOUNS = new Set(['stick', 'strip', 'wedge', 'cube', 'nugget', 'bite', 'ring', 'chunk', 'finger', 'rod', 'twist'].map(stem));

/**
 * Does USDA weigh this food both as a piece and as a whole item ("1 piece, medium pizza" and
 * "1 medium pizza", "1 regular slice" and "1 regular pie", a wedge and "1 medium melon")?
 */
export function hasWholePortion(db: FoodDatabase, food: Food, noun: string): boolean {
  // Strict: the whole must be what the person named ("half an apple" is not half an apple pie).
  const names = nameMatcher(food, noun, true);
  let whole = false;
  let piece = false;
  for (const p of parsedPortions(db, food)) {
    if (nameRole(p, names) === 'counted' && !ODD.test(p.rest)) whole = true;
    else if (/\b(piece|slice|wedge)\b/.test(p.rest)) piece = true;
  }
  return whole && piece;
}

/** Units that are a package of the food: its size band is the package's. */
const PACKAGE_UNITS = new Set(['bag', 'packet', 'package', 'box', 'container', 'pouch', 'bar', 'carton']);

/** A portion's wording that weighs a package of the food, not one item of it. */
const PACKAGE_WORDING = /\b(bag|box|package|pack|packet|pouch|container|carton|sleeve|tube)\b/;
/** Units that count the item itself, whatever its size: a band said of one is the band's item. */
const BANDED_ITEM_UNITS = new Set(['piece', 'serving']);

/** Household counts that fall back to one typical portion each when the food has no USDA weight for them. */
const COUNT_UNITS = new Set([
  'slice', 'piece', 'serving', 'plate', 'stick', 'bar', 'clove', 'leaf', 'sprig', 'packet', 'package', 'container',
  'cube', 'strip', 'patty', 'fillet', 'wedge', 'link', 'sandwich', 'cookie', 'jar', 'carton', 'pouch', 'bag', 'box',
  'bun', 'roll', 'loaf', 'square', 'chunk', 'cup', 'bowl', 'scoop',
]);

/**
 * USDA says "piece" where people say "slice" (pizza, cake) and the other way round. A snack's
 * "pouch" is the single-serving bag FNDDS weighs ("1 small or medium single serving bag" of
 * crackers): FNDDS names a pouch only for the few foods sold in one (frozen pancakes, baby food).
 */
const EQUIVALENT_UNITS: Record<string, string> = { slice: 'piece', piece: 'slice', bar: 'piece', patty: 'piece', fillet: 'piece', packet: 'package', package: 'packet', pouch: 'bag' };

/** A size USDA does not weigh for the food: a typical portion scaled (kids' portions are about FNDDS's kids order ÷ medium order). */
const SIZE_FACTOR = { kids: 0.5, small: 0.75, medium: 1, large: 1.25 } as const;

export function portionGrams(db: FoodDatabase, food: Food, request: BandedRequest): PortionAnswer | undefined {
  // A pure answer, and meals ask for the same few amounts of the same foods: kept per database.
  const key = `${food.id}\u0000${request.count}\u0000${request.unit ?? ''}\u0000${request.size ?? ''}\u0000${request.band ?? ''}\u0000${request.noun ?? ''}\u0000${request.inches ?? ''}\u0000${request.whole ? 1 : ''}\u0000${request.lead ?? ''}\u0000${request.form ?? ''}`;
  const answer = answers(db).remember(key, () => weigh(db, food, request) ?? null);
  return answer ? { ...answer } : undefined;
}
const answers = memoPerOwner<FoodDatabase, string, PortionAnswer | null>(10_000);

function weigh(db: FoodDatabase, food: Food, request: BandedRequest): PortionAnswer | undefined {
  const count = request.count;
  if (!(count > 0) || !Number.isFinite(count)) return undefined;
  let unit = request.unit ? normalizeUnit(request.unit) : undefined;
  let size = request.size;
  if (unit && SIZE_WORDS.has(unit)) {
    size = unit as PortionRequest['size'];
    unit = undefined;
  }
  if (unit === 'item') unit = undefined;
  const parsed = parsedPortions(db, food);

  if (unit && unit in MASS_GRAMS) {
    const g = MASS_GRAMS[unit]!;
    return { grams: count * g, basis: unit === 'g' ? 'grams as given' : `1 ${unit} = ${+g.toFixed(3)} g (exact)`, estimated: false };
  }
  // "a snack-size cup of applesauce", "a fun-size cup of pudding": the cup is the container the
  // band is sold in (FNDDS "1 snack size container" 113 g), not a measuring cup (250 g).
  // Only a banded portion that is a container: "a bite-size cup of crackers" is still a cup of them.
  const bandedCup = unit === 'cup' && request.band ? bandedPortion(parsed, request.band) : undefined;
  if (bandedCup && /\b(container|cup|tub)\b/.test(bandedCup.rest)) {
    const perUnit = bandedCup.portion.grams / bandedCup.amount;
    return { grams: count * perUnit, basis: ownBasis(food, bandedCup, perUnit, `${request.band} cup`), estimated: false };
  }
  if (unit && unit in VOLUME_ML) return volumeAnswer(food, parsed, count, unit, VOLUME_ML[unit]!, unit, request.form);

  if (unit === undefined && request.inches) {
    // "a 12-inch sub": USDA's portion of the nearest length ("12 inch sub"), in proportion when none is that long.
    const long = parsed.filter((p) => p.inches).sort((a, b) => Math.abs(a.inches! - request.inches!) - Math.abs(b.inches! - request.inches!))[0];
    if (long) {
      const times = request.inches / long.inches!;
      const basis = `${long.portion.description} = ${formatGrams(long.portion.grams)} (${sourceLabel(food)})`;
      return { grams: count * long.portion.grams * times, basis: times === 1 ? basis : `${Math.round(times * 100) / 100} × ${basis}`, estimated: times !== 1 };
    }
  }
  // "one-sixth of an 8-inch pie": USDA's own cut of that share ("1 piece (1/6 of 8\" pie)") is one piece.
  const share = unit === undefined && count < 1 ? cutShare(parsed, count, request.inches) : undefined;
  if (share) return { grams: share.portion.grams, basis: `${share.portion.description} = ${formatGrams(share.portion.grams)} (${sourceLabel(food)})`, estimated: false };
  // "a 10-inch quiche", "a 16-inch focaccia", "a 13-inch frozen pizza", "half a 9-inch quiche":
  // the whole item of the diameter said, from FNDDS's own portions that state one ("1 quiche
  // (10\" dia)", "1 frozen medium pizza (11-13\" diameter)"), before a size band guessed from the inches.
  const across = unit === undefined && request.inches ? diameterPortion(parsed, request.inches) : undefined;
  if (across) {
    const basis = `${across.p.portion.description} = ${formatGrams(across.p.portion.grams)} (${sourceLabel(food)})`;
    return { grams: count * across.p.portion.grams * across.times, basis: across.times === 1 ? basis : `${Math.round(across.times * 100) / 100} × ${basis} (by area)`, estimated: across.times !== 1 };
  }
  if (unit === undefined) {
    // "half a pie" is half of the whole dish, as "half a pizza" is.
    const item = wholeItem(food, parsed, size, request.noun, request.band, request.whole || count < 1, request.lead);
    const p = item && !size && !request.band ? typicalSize(parsed, item) : item;
    if (p) {
      const perUnit = perPiece(p);
      const several = severalPieces(p);
      // One of the items said ("1 potsticker"), where USDA counts them as plain pieces: the basis
      // names the item, not a piece of it. (A portion that counts the item first, "5 balls", says
      // one ball's weight as it is.)
      const item = several && GENERIC_ITEMS.has(several.word) && request.noun ? stem(request.noun) : several?.word;
      const basis = several && (p.restWords[0] !== several.word || item !== several.word)
        ? `1 ${item} = ${formatGrams(perUnit)} (${sourceLabel(food)} "${p.portion.description}" = ${formatGrams(p.portion.grams)}, ÷ ${several.count})`
        : ownBasis(food, p, perUnit, p.rest || 'item');
      return { grams: count * perUnit, basis, estimated: false };
    }
    const d = defaultPortion(db, food);
    const factor = SIZE_FACTOR[size ?? 'medium'];
    return {
      grams: count * d.grams * factor,
      basis: `no USDA weight for one item of this food: one typical portion${size && size !== 'medium' ? ` × ${factor} for ${size}` : ''} (${d.basis})`,
      estimated: true,
    };
  }

  const found =
    storeBottle(food, parsed, unit, size, request.band) ??
    findNamedPortion(parsed, unit, size, STRICT_UNITS.has(unit), request.band) ??
    (unit in EQUIVALENT_UNITS ? findNamedPortion(parsed, EQUIVALENT_UNITS[unit]!, size, false, request.band) : undefined);
  // "a bag of sweet potato chips" with no size: the bag FNDDS calls typical (the small single-serving one), as for a bare count.
  const typical = found && !size && !request.band ? typicalContainer(parsed, unit, typicalSize(parsed, found)) : found;
  const named = typical && unit === 'scoop' && shopScoop(food, parsed, typical) ? undefined : typical;
  // "a king-size bag of gummies", "a family-size pack of licorice": the package is the band FNDDS
  // weighs the food in ("1 large/king size", "1 sharing/movie theater size"), before a plain
  // "1 bag" that does not name the band.
  // "a king-size piece of hard candy", "a sharing-size portion of chocolate": a piece or a serving
  // of a band is the banded item, not USDA's generic piece (a 5 g candy for a 120 g king size).
  const bandedRow = request.band && (PACKAGE_UNITS.has(unit) || BANDED_ITEM_UNITS.has(unit)) && !(named && BAND_NAMED[request.band].test(named.rest)) ? bandedPortion(parsed, request.band) : undefined;
  // "a bag of mini pretzels", "a mini bag of pretzels": a miniature is one bite, never a package
  // (a bag had been one 1.5 g pretzel); only a row that names a package of the band is the bag.
  const banded = bandedRow && PACKAGE_UNITS.has(unit) && request.band === 'miniature' && !PACKAGE_WORDING.test(bandedRow.rest) ? undefined : bandedRow;
  if (banded) {
    const perUnit = banded.portion.grams / banded.amount;
    return { grams: count * perUnit, basis: ownBasis(food, banded, perUnit, `${request.band} ${unit}`), estimated: false };
  }
  const familyBag = request.band === 'sharing size' && unit === 'bag' ? familyChipsBag(food, parsed) : undefined;
  if (familyBag) return { grams: count * familyBag.grams, basis: familyBag.basis, estimated: true };
  if (named) {
    // "1 large rectangular piece or 2 squares" of graham crackers: the unit said counted several
    // in the portion's wording is that share of it (a square is 7.5 g, not the 15 g piece).
    // (Not when the portion's own first item is the unit: "1 large rectangular piece" is a piece.)
    const within = new RegExp(`\\bor (\\d+)(?: [a-z]+){0,2} ${unit}s?\\b`).exec(named.rest);
    const firstItem = named.rest.split(/\bor\b/)[0]!;
    const share = within && !new RegExp(`\\b${unit}s?\\b`).test(firstItem) ? Number(within[1]) : 1;
    // "2 slices" of a bologna USDA weighs as "1 serving 2 slices", "a piece" of a candy weighed as
    // "1 serving 5 pieces", "a bar" of "1 package (2.06 oz, 2 bars)": a serving or package that
    // says how many of the unit it holds is that many, one unit a share of it (a slice had been
    // the serving of two, a piece of chocolate the serving of five).
    const held = severalPieces(named);
    const perUnit = held && held.count !== named.amount && (held.word === stem(unit) || held.word === stem(EQUIVALENT_UNITS[unit] ?? unit))
      ? named.portion.grams / held.count
      : named.portion.grams / named.amount / share;
    return { grams: count * perUnit, basis: ownBasis(food, named, perUnit, size ? `${size} ${unit}` : unit), estimated: false };
  }
  // "a head of cauliflower", "a bunch of spinach", "a bunch of grapes": produce by the head or the bunch.
  const produce = PRODUCE_UNITS.has(unit) ? producePortion(db, food, parsed, unit, size) : undefined;
  if (produce) return { grams: count * produce.grams, basis: produce.basis, estimated: true };
  // "a tub of hummus", "a packet of ketchup", "a can of ravioli": a unit the food has no portion
  // of is weighed as FNDDS weighs that unit for the foods of its category (scripts/build-portion-classes.ts),
  // before a container's volume or one typical portion whatever the unit. A piece keeps the food's
  // own smallest piece first.
  // A drink (a food FNDDS weighs by the fluid ounce) in a container is that container's volume:
  // its category's ratio says only that the category's own foods are typically one can, which
  // carries nothing over to a drink whose typical amount is a cup ("a can of coconut water").
  // "a package of frozen peas": the package SR weighs that frozen vegetable in, before its category's ratio or one typical portion.
  const frozen = frozenVegetablePackage(db, food, unit);
  if (frozen) return { grams: count * frozen.grams, basis: frozen.basis, estimated: true };
  const pouredInto = unit in CONTAINER_ML && parsed.some((p) => /^fl oz\b/.test(p.rest));
  const byClass =
    pouredInto || ((unit === 'piece' || SMALL_PIECE_UNITS.has(unit)) && smallestPiece(db, food, parsed)) ? undefined : classPortion(food, parsed, unit);
  if (byClass) return { grams: count * byClass.grams, basis: byClass.basis, estimated: true };
  // "a can of condensed cream of celery soup": the can USDA weighs its canned soups in.
  const soupCan = unit === 'can' ? soupCanGrams(db, food) : undefined;
  if (soupCan) return { grams: count * soupCan.grams, basis: soupCan.basis, estimated: true };
  // "a can of peas", "a can of chickpeas, drained": the can USDA weighs that canned food (or its food group's) in, before the drink can.
  const foodCan = unit === 'can' && !pouredInto ? cannedFoodCan(db, food, request.form) : undefined;
  if (foodCan) return { grams: count * foodCan.grams, basis: foodCan.basis, estimated: true };
  // "a double shot of espresso": a coffee's shot is the barista's 1 fl oz (FNDDS weighs espresso
  // by the fl oz; its 2 fl oz espresso cup is a double), not the bar's 1.5 fl oz jigger.
  if (unit === 'shot' && COFFEE.test(food.category)) {
    const answer = volumeAnswer(food, parsed, count, 'fl oz', VOLUME_ML['fl oz']!, 'shot');
    return { ...answer, basis: `1 shot of coffee = 1 fl oz; ${answer.basis}`, estimated: true };
  }
  if (unit in CONTAINER_ML) {
    // "a small bowl of rice", "a large glass of milk": FNDDS weighs no sized bowl or glass, so the
    // size scales the container as FNDDS's own small and large items scale its medium one.
    const sized = containerSize(db, unit, size);
    const ml = CONTAINER_ML[unit]! * (sized?.factor ?? 1);
    const label = sized ? `${size} ${unit}` : unit;
    const answer = volumeAnswer(food, parsed, count, unit, ml, label);
    return { ...answer, basis: `${answer.basis.replace(/^1 [\w ]+? = /, `1 ${label} ≈ `)}; a ${unit} taken as ${Math.round(CONTAINER_ML[unit]!)} ml${sized ? `, ${sized.basis}` : ''}`, estimated: true };
  }
  // An inch of a food USDA does not weigh by the inch: its own density (a surface inch of cake,
  // pie or casserole is taken as an inch deep, as FNDDS's own surface inches of them weigh).
  if (unit === 'cubic inch' || unit === 'surface inch') {
    const answer = volumeAnswer(food, parsed, count, 'cubic inch', CUBIC_INCH_ML, unit);
    return { ...answer, basis: `1 ${unit} ≈ ${CUBIC_INCH_ML.toFixed(1)} ml (an inch deep); ${answer.basis}`, estimated: true };
  }
  // "a plate of lentils", "a plate of soup": FNDDS weighs no plate; a food it measures by the cup
  // is plated as the everyday table's plates are (2 cups; a soup plate holds a bowl's 1½ cups).
  if (unit === 'plate') {
    const density = ownDensity(parsed, 'cup');
    const sized = containerSize(db, unit, size);
    const cups = (SPOONED_IN_A_BOWL.test(food.name) ? 1.5 : 2) * (sized?.factor ?? 1);
    const said = sized ? ` (${sized.basis})` : '';
    if (density) {
      const answer = volumeAnswer(food, parsed, count, 'cup', cups * VOLUME_ML.cup!, sized ? `${size} plate` : 'plate');
      return { ...answer, basis: `a ${sized ? `${size} ` : ''}plate taken as ${Math.round(cups * 100) / 100} cups${said}; ${answer.basis}`, estimated: true };
    }
    // "a plate of falafel", "a plate of wings": a food FNDDS only counts, in pieces smaller than
    // its typical portion, has no cup to plate, so the plate is as many of its typical portions
    // as FNDDS's typical portion is, at its median, a share of a cup (0.74 cup: 2 cups are 2.7
    // typical portions), not one of them. A food whose typical portion is one whole item ("a gyro
    // plate", a frozen meal) is that item.
    const typical = defaultPortion(db, food);
    const share = typicalCupShare(db);
    if (share && eatenInPieces(parsed, typical.grams)) {
      const times = cups / share.ratio;
      return {
        grams: count * typical.grams * times,
        basis: `a ${sized ? `${size} ` : ''}plate taken as ${Math.round(cups * 100) / 100} cups${said} = ${Math.round(times * 10) / 10} typical portions (the median FNDDS typical portion is ${Math.round(share.ratio * 100) / 100} cup, over ${share.foods} foods); ${typical.basis}`,
        estimated: true,
      };
    }
  }
  if (unit === 'pinch' || unit === 'dash') {
    return { grams: count * 0.36, basis: `1 ${unit} ≈ 1/16 tsp ≈ 0.36 g (generic)`, estimated: true };
  }
  if (unit === 'handful') {
    return { grams: count * MASS_GRAMS.oz!, basis: '1 handful ≈ 1 oz = 28 g (generic)', estimated: true };
  }
  // "10 strips of fries", "a stick of pepper": a strip is a piece, never a plateful; the food's
  // own one-piece weight ("1 fry", "1 piece") when USDA has no strip for it.
  // (A stick of a fat is its quarter-pound block, which the fat's own portions say.)
  // "12 pieces of green beans": a piece of a food USDA counts by its own item ("1 bean") is that item.
  if ((SMALL_PIECE_UNITS.has(unit) || unit === 'piece' || unit === 'square') && !/^(butter|margarine|spread|shortening|lard)/i.test(food.name)) {
    const one = smallestPiece(db, food, parsed);
    // A piece of a bagel is not the miniature bagel: only a strip, stick or cube may be an odd size.
    if (one && !(unit === 'piece' && ODD.test(one.rest))) {
      const perUnit = one.portion.grams / one.amount;
      return { grams: count * perUnit, basis: `no USDA "${unit}" weight for this food: one piece each (${ownBasis(food, one, perUnit, 'piece')})`, estimated: true };
    }
  }
  // "a loaf of bread": a sliced bread FNDDS weighs no loaf of is the standard US sliced loaf, never one slice.
  if (unit === 'loaf' && SLICED_BREAD.test(food.category) && parsed.some((p) => /\bslice\b/.test(p.rest))) {
    return { grams: count * SLICED_LOAF_G, basis: `1 loaf ≈ 20 oz = ${SLICED_LOAF_G} g (a US sliced sandwich loaf, package labels; FNDDS weighs this bread by the slice only)`, estimated: true };
  }
  // serving, plate, slice, piece… with no USDA wording for this food: one typical portion each.
  if (!COUNT_UNITS.has(unit)) return undefined;
  // "a snack bag of baby carrots", "a pack of grapes": a package of a food USDA weighs no package
  // of holds its labelled serving ("1 NLEA serving" 85 g), never one of its items (a 10 g carrot).
  const serving = PACKAGE_UNITS.has(unit) && unit !== 'bar' ? parsed.find((p) => /^(nlea )?serving\b/.test(p.rest) && p.portion.grams > 0) : undefined;
  if (serving) {
    const perUnit = serving.portion.grams / serving.amount;
    return { grams: count * perUnit, basis: `no USDA "${unit}" weight for this food: its labelled serving (${ownBasis(food, serving, perUnit, 'serving')})`, estimated: true };
  }
  const d = defaultPortion(db, food);
  // "a large serving of fries", "a snack-size tray of …": the size scales the typical portion as a
  // size said of an item FNDDS does not weigh at that size does. A package said only "small" or
  // "large" ("a small bag of gummies") is the regular single package, FNDDS's "snack size/pouch/
  // regular size": only a band ("snack-size", "family-size") makes a package smaller or larger.
  const sized = PACKAGE_UNITS.has(unit) && !request.band ? 1 : SIZE_FACTOR[size ?? 'medium'];
  return {
    grams: count * d.grams * sized,
    basis: `no USDA "${unit}" weight for this food: one typical portion per ${unit}${sized !== 1 ? ` × ${sized} for ${size}` : ''} (${d.basis})`,
    estimated: true,
  };
}

const SOUP = /\b(soup|chowder|bisque|gumbo)\b/i;
/** Foods a plate of which is a soup plate, a bowl's 1½ cups: soups, stews, chili. */
export const SPOONED_IN_A_BOWL = /soup|stew|chowder|broth|chili|gumbo|bisque/i;
type SoupForm = 'condensed' | 'prepared' | 'fndds';
const SOUP_FORMS: Readonly<Record<SoupForm, string>> = {
  condensed: "SR's condensed soups",
  prepared: "SR's soups made up with an equal volume",
  fndds: "FNDDS's soups",
};
/**
 * How USDA weighs a canned soup it names: SR's condensed (the can as it comes, undiluted) or made
 * up "with equal volume" water or milk (the can and as much again, as eaten); FNDDS's soups as
 * eaten (its "1 can" is a condensed can made up).
 */
function soupForm(food: Food): SoupForm | undefined {
  if (!SOUP.test(food.name)) return undefined;
  if (/prepared with equal volume/i.test(food.name)) return 'prepared';
  if (/\bcondensed\b/i.test(food.name)) return /prepared/i.test(food.name) ? undefined : 'condensed';
  return food.source === 'fndds' && !/\b(dry|mix|broth|bouillon|consomme)\b/i.test(food.name) ? 'fndds' : undefined;
}

/**
 * The median "1 can" USDA gives the soups of each form (SR: 10¾ oz condensed, 305 g; made up,
 * 593 g. FNDDS: 525 g): a can of a soup USDA weighs only by the cup is that can, not 12 fl oz of
 * the soup as it is eaten.
 */
const soupCans = derivedPerOwner((db: FoodDatabase) => {
  const grams: Record<SoupForm, number[]> = { condensed: [], prepared: [], fndds: [] };
  for (const food of db.foods()) {
    const form = soupForm(food);
    if (!form) continue;
    for (const p of db.portions(food.id)) {
      const rest = p.description.toLowerCase();
      if (/^1 can\b/.test(rest) && p.grams > 0 && (form === 'fndds' || /prepared/.test(rest) === (form === 'prepared'))) grams[form].push(p.grams);
    }
  }
  return Object.fromEntries((Object.keys(grams) as SoupForm[]).filter((f) => grams[f].length > 0).map((f) => [f, { grams: median(grams[f]), count: grams[f].length }])) as Partial<Record<SoupForm, { grams: number; count: number }>>;
});

function soupCanGrams(db: FoodDatabase, food: Food): { grams: number; basis: string } | undefined {
  const form = soupForm(food);
  const can = form && soupCans(db)[form];
  if (!form || !can) return undefined;
  return { grams: can.grams, basis: `1 can = ${formatGrams(can.grams)} (the median "1 can" of ${can.count} of ${SOUP_FORMS[form]})` };
}

/**
 * A diameter FNDDS states inside a whole item's portion: '(10" dia)', '(8-9" dia)', '(11-13"
 * diameter)', '(8" or 9" dia)', '(approx 4-1/2" dia)', '(10" dia plus)'. Its low and high ends in
 * inches (high is open for "plus").
 */
const DIAMETER = /\((?:approx\.?\s+)?(\d+)(?:-(\d)\/(\d))?"?(?:\s*(?:-|to|or)\s*(\d+)(?:-(\d)\/(\d))?)?(?:"|”|\s*inch(?:es)?)\s*(?:dia|diameter)\b(\s+plus)?[^)]*\)/;
/** A cut of the whole ("1 piece (1/8 of 9\" dia)", "1 slice"): never the whole item of a size. */
const CUT = /\b1\/\d+ of\b|^(piece|slice|wedge|surface|cubic)\b/;

/**
 * The whole item whose stated diameter fits the inches said: the portion whose range holds them,
 * else the nearest one scaled by area (an item as thick, wider). Undefined when the food's portions
 * state no diameter of a whole item.
 */
function diameterPortion(parsed: readonly ParsedPortion[], inches: number): { p: ParsedPortion; times: number } | undefined {
  let best: { p: ParsedPortion; gap: number; edge: number } | undefined;
  for (const p of parsed) {
    if (!(p.portion.grams > 0) || p.amount !== 1 || CUT.test(p.rest)) continue;
    const m = DIAMETER.exec(p.rest);
    if (!m) continue;
    const low = Number(m[1]) + (m[2] ? Number(m[2]) / Number(m[3]) : 0);
    const high = m[7] ? Infinity : m[4] ? Number(m[4]) + (m[5] ? Number(m[5]) / Number(m[6]) : 0) : low;
    const edge = inches < low ? low : inches > high ? high : inches;
    const gap = Math.abs(inches - edge);
    if (!best || gap < best.gap) best = { p, gap, edge };
  }
  if (!best) return undefined;
  return { p: best.p, times: best.gap === 0 ? 1 : (inches / best.edge) ** 2 };
}

/**
 * The portion USDA names as that share of the whole ("1 piece (1/6 of 8\" pie)" for a sixth,
 * "0.125 pie (1/8 of 9\" pie)" for an eighth), the one of the size said first when the person
 * gave one ("of an 8-inch pie").
 */
function cutShare(parsed: readonly ParsedPortion[], count: number, inches?: number): ParsedPortion | undefined {
  const n = Math.round(1 / count);
  if (n < 2 || Math.abs(1 / n - count) > 0.005) return undefined;
  const cuts = parsed.filter((p) => p.portion.grams > 0 && new RegExp(`\\b1/${n} of\\b`).test(p.rest));
  return (inches ? cuts.find((p) => new RegExp(`\\b1/${n} of ${inches}(\\s*(-?\\s*inch|"|”))`).test(p.rest)) : undefined) ?? cuts[0];
}

/**
 * One unit of a food FNDDS weighs no such unit of, as FNDDS weighs it for the foods of the food's
 * WWEIA category: the category's median "1 <unit>" ÷ "Quantity not specified" (PORTION_CLASSES,
 * built offline from FNDDS's portions) times this food's own typical amount. FNDDS foods only:
 * SR's food groups are not WWEIA categories, and SR gives no typical amount.
 */
function classPortion(food: Food, parsed: readonly ParsedPortion[], unit: string): { grams: number; basis: string } | undefined {
  if (food.source !== 'fndds') return undefined;
  const entry = PORTION_CLASSES[food.category]?.[unit];
  const typical = entry && parsed.find((p) => p.portion.description === 'Quantity not specified' && p.portion.grams > 0)?.portion.grams;
  if (!entry || typical === undefined) return undefined;
  const [ratio, foods] = entry;
  return {
    grams: ratio * typical,
    basis: `no USDA "${unit}" weight for this food: 1 ${unit} ≈ ${ratio} × its typical amount (Quantity not specified = ${formatGrams(typical)}), as FNDDS weighs a ${unit} of ${foods} foods of "${food.category}" (median)`,
  };
}

/** Units produce is bought and eaten whole by, that USDA weighs for some fruit and vegetables only. */
const PRODUCE_UNITS: ReadonlySet<string> = new Set(['head', 'bunch']);

/** The kind a food name is: its first part, lower case ("Cauliflower, NS as to form, cooked" → cauliflower). */
const kindOfName = (name: string) => (name.split(',')[0] ?? '').trim().toLowerCase();
/** The produce a food is, as its name's first part says. */
const produceName = (food: Food) => kindOfName(food.name);

/** Whether USDA weighs a food by the head or the bunch (SR's raw vegetables, FNDDS's lettuces and cabbages). */
const weighedByHeadOrBunch = (db: FoodDatabase, food: Food) => db.portions(food.id).some((p) => p.grams > 0 && /^[\d./ ]+(head|bunch)\b/i.test(p.description));

/**
 * A head or a bunch of a food USDA weighs none of, from USDA's own portions where it has them and
 * never a constant of one food: the same produce's head or bunch in the other USDA foods of that
 * name (FNDDS's cooked cauliflower has no head; SR's raw one weighs a medium head at 588 g), the
 * size said or the medium or plain one, the median over those foods. A bunch of a produce no USDA
 * food weighs by the bunch ("a bunch of grapes") is a cup of it at its own density — what FNDDS
 * measures fruit and vegetables eaten in small items by — never one item (a grape, 5 g) nor a
 * sprig; a head of one is left to the food's typical amount.
 */
function producePortion(db: FoodDatabase, food: Food, parsed: readonly ParsedPortion[], unit: string, size: PortionRequest['size']): { grams: number; basis: string } | undefined {
  const others = foodsOfKind(db, produceName(food)).filter((f) => f.id !== food.id && weighedByHeadOrBunch(db, f));
  const found = others
    .map((f) => ({ f, p: findNamedPortion(parsedPortions(db, f), unit, size, true) }))
    .filter((x): x is { f: Food; p: ParsedPortion } => x.p !== undefined && x.p.portion.grams > 0);
  if (found.length > 0) {
    const grams = median(found.map((x) => x.p.portion.grams / x.p.amount));
    const said = kindSource(found.map((x) => ({ f: x.f, p: x.p })), produceName(food));
    return { grams, basis: `no USDA "${unit}" weight for this food: 1 ${unit} ≈ ${formatGrams(grams)}, as USDA weighs one of the same produce (${said})` };
  }
  if (unit !== 'bunch') return undefined;
  const density = ownDensity(parsed, 'cup');
  if (!density) return undefined;
  const grams = VOLUME_ML.cup! * density.gramsPerMl;
  return { grams, basis: `no USDA "bunch" weight for this food: 1 bunch ≈ 1 cup = ${formatGrams(grams)} (from ${sourceLabel(food)} "${density.p.portion.description}" = ${formatGrams(density.p.portion.grams)})` };
}

/** FNDDS's coffee categories ("Coffee"): a shot of them is an espresso shot. */
const COFFEE = /^coffee\b/i;

/** Units that are a small piece cut from the food, never a portion of it. */
const SMALL_PIECE_UNITS = new Set(['strip', 'stick', 'cube', 'chunk']);

/**
 * One piece of the food: its "1 piece", else the first small item FNDDS lists ("1 fry, NS as to
 * shape" before the shoestring and the waffle) — at most half its typical portion, so an order
 * or a whole item is never taken for a piece.
 */
function smallestPiece(db: FoodDatabase, food: Food, parsed: readonly ParsedPortion[]): ParsedPortion | undefined {
  const most = defaultPortion(db, food).grams / 2;
  const small = parsed.filter(
    (p) => p.portion.grams > 0 && p.portion.grams / p.amount <= most && !/^(oz|lb|g|cubic|surface|linear|quantity|guideline)\b/.test(p.rest) && !VOLUME_WORDS.some(([re]) => re.test(p.rest)),
  );
  return small.find((p) => /^(piece|chunk)\b/.test(p.rest)) ?? small[0];
}

/**
 * "a bottle of Powerade": a sports drink's bottle with no size said is the 20 fl oz bottle, the
 * single bottle US stores sell it in (and the unseen everyday bench's reference). FNDDS lists
 * its 12 fl oz bottle first, the bottle of a multipack; "a 12 oz bottle" still weighs 12 fl oz.
 */
function storeBottle(food: Food, parsed: readonly ParsedPortion[], unit: string, size: PortionRequest['size'], band?: SizeBand): ParsedPortion | undefined {
  if (unit !== 'bottle' || size || band || !SPORTS_DRINK.test(food.category)) return undefined;
  return parsed.find((p) => /^bottle \(20 fl oz\)$/.test(p.rest));
}
const SPORTS_DRINK = /\bsport\b/i;

/**
 * "a family-size bag of Doritos": FNDDS weighs chips only in single-serving bags (28–85 g), none
 * of which is the family or party bag a household shares. That bag is taken as 9.25 oz (262 g),
 * the family-size bag of Doritos Nacho Cheese (US package label), for any chips FNDDS bags only
 * in single servings.
 */
const FAMILY_CHIPS_BAG_G = 262;
function familyChipsBag(food: Food, parsed: readonly ParsedPortion[]): { grams: number; basis: string } | undefined {
  if (!/\bchips\b/i.test(food.category)) return undefined;
  const bags = parsed.filter((p) => /\bbag\b/.test(p.rest));
  if (bags.length === 0 || !bags.every((p) => /\bsingle serving\b/.test(p.rest))) return undefined;
  return { grams: FAMILY_CHIPS_BAG_G, basis: `1 family-size bag ≈ 9.25 oz = ${FAMILY_CHIPS_BAG_G} g (Doritos Nacho Cheese family-size bag, US package label; FNDDS weighs only single-serving bags)` };
}

/**
 * A loaf of a sliced bread FNDDS weighs only by the slice (white, whole wheat, rye): the 20 oz
 * loaf US sandwich breads are sold in (Wonder Classic White, Sara Lee, Nature's Own labels).
 */
const SLICED_LOAF_G = 567;
const SLICED_BREAD = /^Yeast breads$/;

/** The food's portion that names the band ("1 large/king size"), not a volume of it. */
function bandedPortion(parsed: readonly ParsedPortion[], band: SizeBand): ParsedPortion | undefined {
  return parsed.find((p) => BAND_NAMED[band].test(p.rest) && !VOLUME_WORDS.some(([re]) => re.test(p.rest)));
}

/** Does USDA count the food in pieces smaller than its typical portion ("1 patty" of falafel, "1 wing")? */
function eatenInPieces(parsed: readonly ParsedPortion[], typicalGrams: number): boolean {
  return parsed.some(
    (p) => p.portion.grams > 0 && p.portion.grams / p.amount < typicalGrams && !ODD.test(p.rest) && !/^(oz|lb|g|cubic|surface|linear|quantity|guideline)\b/.test(p.rest) && !VOLUME_WORDS.some(([re]) => re.test(p.rest)),
  );
}

/**
 * How much of a cup FNDDS's typical amount ("Quantity not specified") is, at the median over the
 * foods it weighs both ways: what a cup-sized plate is in typical portions of a food it only counts.
 */
const typicalCupShare = derivedPerOwner((db: FoodDatabase): { ratio: number; foods: number } | undefined => {
  const ratios: number[] = [];
  for (const food of db.foods()) {
    if (food.source !== 'fndds') continue;
    const portions = db.portions(food.id);
    const typical = portions.find((p) => p.description === 'Quantity not specified' && p.grams > 0);
    const cup = portions.find((p) => /^1 cup\b/.test(p.description) && !/\b(yields?|dry)\b/.test(p.description) && p.grams > 0);
    if (typical && cup) ratios.push(typical.grams / cup.grams);
  }
  return ratios.length > 0 ? { ratio: median(ratios), foods: ratios.length } : undefined;
});

/** Containers whose size said scales them: FNDDS weighs none of them by size. */
const SIZED_CONTAINERS: ReadonlySet<string> = new Set(['bowl', 'plate', 'glass', 'mug']);

/**
 * How much a small or a large bowl, plate, glass or mug holds beside the plain one. FNDDS weighs
 * no container by size, but it weighs ~900 foods as "1 small", "1 medium" and "1 large" (a fruit,
 * a muffin, a burrito): their median small : medium and large : medium ratios (about 0.72 and
 * 1.46), derived per database, are the factors, rather than a hand-set guess.
 */
export function containerSize(db: FoodDatabase, unit: string, size: PortionRequest['size']): { factor: number; basis: string } | undefined {
  if (!SIZED_CONTAINERS.has(unit) || (size !== 'small' && size !== 'large')) return undefined;
  // The one sized bowl FNDDS weighs: its "1 large microwavable bowl" is a median 1.64 cups of
  // the dish, a little more than the plain 1½-cup bowl (NutriBench's large bowls agree), far
  // less than a large item's 1.46 × would make it.
  const bowl = unit === 'bowl' && size === 'large' ? largeBowl(db) : undefined;
  if (bowl) {
    const factor = bowl.cups / (CONTAINER_ML.bowl! / VOLUME_ML.cup!);
    return { factor, basis: `× ${Math.round(factor * 100) / 100} for large: FNDDS's "1 large microwavable bowl" is a median ${Math.round(bowl.cups * 100) / 100} cups over ${bowl.foods} foods` };
  }
  const ratio = sizeRatios(db)?.[size];
  if (!ratio) return undefined;
  return { factor: ratio.ratio, basis: `× ${Math.round(ratio.ratio * 100) / 100} for ${size}: FNDDS's median 1 ${size} : 1 medium item over ${ratio.foods} foods` };
}

const largeBowl = derivedPerOwner((db: FoodDatabase): { cups: number; foods: number } | undefined => {
  const cups: number[] = [];
  for (const food of db.foods()) {
    if (food.source !== 'fndds') continue;
    const portions = db.portions(food.id);
    const bowl = portions.find((p) => /^1 large\b.*\bbowl\b/.test(p.description) && p.grams > 0);
    const cup = bowl && portions.find((p) => /^1 cup\b/.test(p.description) && !/\b(yields?|dry)\b/.test(p.description) && p.grams > 0);
    if (bowl && cup) cups.push(bowl.grams / cup.grams);
  }
  return cups.length > 0 ? { cups: median(cups), foods: cups.length } : undefined;
});

const sizeRatios = derivedPerOwner((db: FoodDatabase): Partial<Record<'small' | 'large', { ratio: number; foods: number }>> | undefined => {
  const small: number[] = [];
  const large: number[] = [];
  for (const food of db.foods()) {
    if (food.source !== 'fndds') continue;
    const portions = db.portions(food.id);
    const first = (re: RegExp) => portions.find((p) => re.test(p.description) && p.grams > 0);
    const medium = first(/^1 (medium|regular)\b/);
    if (!medium) continue;
    const s = first(/^1 small\b/);
    const l = first(/^1 large\b/);
    if (s) small.push(s.grams / medium.grams);
    if (l) large.push(l.grams / medium.grams);
  }
  const entry = (ratios: number[]) => (ratios.length > 0 ? { ratio: median(ratios), foods: ratios.length } : undefined);
  return { small: entry(small), large: entry(large) };
});

/** One cubic inch in millilitres (2.54³ cm³). */
const CUBIC_INCH_ML = 16.387064;

/** Household measures that make a sensible default when USDA gives no "Quantity not specified". */
// SR weighs a dry mix as the box and as "1 portion, amount to make 1/2 cup" (25 g of pudding
// mix): the portion one serving is made from is the serving, never the box.
const TYPICAL = [/^serving\b/, /^portion, amount to make\b/, /^(medium|regular)\b/, /^nlea serving/, /^(piece|item|slice|fruit|each|whole)\b/, /^(large|small)\b/, /^cup\b/, /^(tbsp|tablespoon)\b/, /^(oz|fl oz)\b/];

export function defaultPortion(db: FoodDatabase, food: Food): PortionAnswer {
  const parsed = parsedPortions(db, food);
  const qns = parsed.find((p) => p.portion.description === 'Quantity not specified');
  if (qns) {
    return { grams: qns.portion.grams, basis: `Quantity not specified = ${formatGrams(qns.portion.grams)} (${sourceLabel(food)})`, estimated: false };
  }
  for (const re of TYPICAL) {
    const p = parsed.find((x) => re.test(x.rest) && !ODD.test(x.rest));
    if (p) {
      return { grams: p.portion.grams, basis: `${p.portion.description} = ${formatGrams(p.portion.grams)} (${sourceLabel(food)}, a typical household measure)`, estimated: false };
    }
  }
  const first = parsed[0];
  if (first) {
    return { grams: first.portion.grams, basis: `${first.portion.description} = ${formatGrams(first.portion.grams)} (${sourceLabel(food)}, its first household measure)`, estimated: false };
  }
  return { grams: 100, basis: 'no USDA portion for this food: 100 g assumed', estimated: true };
}

/**
 * Session 16 (countport): one counted small item ("30 pistachios", "3 pretzel rods", "2 onion
 * rings"). USDA weighs many small foods by the item ("1 nut", "1 rod", "1 ring", "1 chip") beside
 * an ounce, a cup, a bag or an order; a count of them is that many items, never that many
 * servings. The item is the food's own portion counting the noun said, else the same item in
 * USDA's other foods of that kind (the first part of the name, as heads and bunches are read:
 * FNDDS's "Pretzels, NFS" weighs no rod, its hard pretzels do). A nut is counted by USDA as
 * "1 nut" or "1 kernel" whatever its name says ("Pistachio nuts": "1 nut").
 */
const ITEM_WORDS_OF_A_NAME = ['nut', 'kernel'].map(stem);
/** Portion words that weigh a package, an order or a measure, never one item of the food. */
const NOT_ONE_ITEM = /\b(package|pack|packet|bag|box|container|serving|order|cup|oz|bowl|can|bottle|pouch|recipe|yields?|in shell|with shell)\b/;

export interface CountedItem {
  /** Grams of one item: the food's own, else the median over the kind's foods. */
  grams: number;
  /** The largest one item USDA weighs for the kind (any size): a count of N is never more than N of it. */
  largest: number;
  /** True when the portion counts the very noun said ("1 rod" of "rods"), not a generic nut or kernel. */
  named: boolean;
  basis: string;
}

/** A portion that counts one item ("1 ring", "10 rings, large (3-4\" dia)"): the item's stem and grams per item. */
interface OneItem {
  p: ParsedPortion;
  grams: number;
  sized: boolean;
  stem: string;
}
/** The food's portions that count one item of a single word, whatever the word (`itemPortions` picks the words asked). */
function oneItems(parsed: readonly ParsedPortion[]): OneItem[] {
  return parsed.flatMap((p) => {
    if (!(p.portion.grams > 0) || !Number.isInteger(p.amount) || p.inches || NOT_ONE_ITEM.test(p.rest) || ODD.test(p.rest)) return [];
    // The item alone, sizes and details after a comma aside: "1 pretzel, NS as to size", "10 rings,
    // large", "1 nut" — not "1 pretzel stick", another item whose name begins with the noun.
    const named = words(p.rest.split(/[,(]/)[0]!).map(stem).filter((w) => !SIZE_WORD_STEMS.has(w));
    if (named.length !== 1) return [];
    return [{ p, grams: p.portion.grams / p.amount, sized: OTHER_SIZE.test(p.rest), stem: named[0]! }];
  });
}
/** The food's portions that count one of `targets`, per item, in the food's order. */
function itemPortions(items: readonly OneItem[], targets: ReadonlySet<string>): OneItem[] {
  return items.filter((x) => targets.has(x.stem));
}

/**
 * Per kind, its foods that weigh one item by some portion, with those portions (Session 17,
 * mealspeed6): `findCountedItem` read and split every portion of every food of the kind for each
 * new food and noun (a kind such as "beef" holds hundreds); each food's one-item portions do not
 * depend on the noun, so they are worked out once per kind.
 */
const kindOneItems = memoPerOwner<FoodDatabase, string, ReadonlyArray<{ f: Food; items: readonly OneItem[] }>>(5_000);
type KindItems = (db: FoodDatabase, kind: string) => ReadonlyArray<{ f: Food; items: readonly OneItem[] }>;
const readKindOneItems: KindItems = (db, kind) => foodsOfKind(db, kind).map((f) => ({ f, items: oneItems(parsedPortions(db, f)) })).filter((x) => x.items.length > 0);
const oneItemsOfKind: KindItems = (db, kind) => kindOneItems(db).remember(kind, () => readKindOneItems(db, kind));

/**
 * Per kind, the ids of USDA's foods of it, in id order: built once per database from the ids and
 * names alone where the database lists them (Session 18: making all 14,220 foods to group them
 * was most of the first counted item's cost), else from its foods.
 */
const idsOfKind = derivedPerOwner((db: FoodDatabase): ReadonlyMap<string, readonly string[]> => {
  const byName = new Map<string, string[]>();
  for (const [id, name] of db.idsAndNames?.() ?? db.foods().map((f) => [f.id, f.name] as const)) {
    const kind = kindOfName(name);
    (byName.get(kind) ?? byName.set(kind, []).get(kind)!).push(id);
  }
  return byName;
});
/** Per kind (the name's first part, lower case), USDA's foods of it: only the kind asked is made (`kindOneItems` keeps what is read of them). */
const foodsOfKind = (db: FoodDatabase, kind: string): readonly Food[] => (idsOfKind(db).get(kind) ?? []).map((id) => db.get(id)!);

/** Where a weight taken from other USDA foods of a kind comes from: the one food's portion, or the median over several. */
function kindSource(found: ReadonlyArray<{ f: Food; p: ParsedPortion }>, kind: string): string {
  const first = found[0]!;
  const example = `"${first.p.portion.description}" of ${first.f.name}`;
  return found.length === 1 ? `${sourceLabel(first.f)} ${example}` : `the median of ${found.length} USDA foods of ${kind}, e.g. ${example}`;
}

/** USDA's foods whose kind is the noun said ("scallops", "scallop"), with their one-item portions of it. */
function nounKind(db: FoodDatabase, food: Food, noun: string, targets: ReadonlySet<string>, ofKind: KindItems) {
  const said = noun.toLowerCase();
  const kinds = new Set([said, said.endsWith('s') ? said.slice(0, -1) : `${said}s`]);
  kinds.delete(produceName(food));
  return [...kinds].flatMap((k) => ofKind(db, k)).filter((x) => x.f.id !== food.id).map((x) => ({ f: x.f, found: itemPortions(x.items, targets) })).filter((x) => x.found.length > 0);
}

export function countedItem(db: FoodDatabase, food: Food, noun: string): CountedItem | undefined {
  // Asked for every counted item of every meal, and it reads the portions of each food of the kind.
  return countedItems(db).remember(`${food.id}\u0000${noun}`, () => findCountedItem(db, food, noun) ?? null) ?? undefined;
}
const countedItems = memoPerOwner<FoodDatabase, string, CountedItem | null>(10_000);
/** The same answer with every food of the kind read afresh, no memo and no per-kind index (for tests). */
export function countedItemUnindexed(db: FoodDatabase, food: Food, noun: string): CountedItem | undefined {
  return findCountedItem(db, food, noun, readKindOneItems);
}

function findCountedItem(db: FoodDatabase, food: Food, noun: string, ofKind: KindItems = oneItemsOfKind): CountedItem | undefined {
  const said = stem(noun);
  if (said.length < 3) return undefined;
  const ownName = firstNameStems(food).has(said);
  // SR names the kind first ("Snacks, pretzels, …"): a noun anywhere in the name is the food, not a piece of it.
  const inName = ownName || words(food.name).map(stem).includes(said);
  const targets = new Set([said, ...(ownName ? ITEM_WORDS_OF_A_NAME : [])]);
  // "named": the noun is a piece of the food, not its name ("rods" of pretzels): USDA's piece of
  // that name is what was counted. A noun of the name ("onion rings", "potato chips") is held by the bound only.
  const piece = !inName;
  const plain = (found: ReturnType<typeof itemPortions>) => found.find((x) => !x.sized) ?? found[0];
  const own = itemPortions(oneItems(parsedPortions(db, food)), targets);
  const kind = ofKind(db, produceName(food))
    .filter((x) => x.f.id !== food.id)
    .map((x) => ({ f: x.f, found: itemPortions(x.items, targets) }))
    .filter((x) => x.found.length > 0);
  let all = [...own, ...kind.flatMap((x) => x.found)];
  // "4 sea scallops" of SR28's "Mollusks, scallop, …" (weighed by 3 oz only): the foods USDA names
  // by the noun said ("Scallops, grilled": "1 scallop") weigh one, when the food's own kind has none.
  let kindName = produceName(food);
  if (all.length === 0 && !ownName) {
    kind.push(...nounKind(db, food, noun, targets, ofKind));
    all = kind.flatMap((x) => x.found);
    kindName = noun.toLowerCase();
  }
  if (all.length === 0) return undefined;
  const largest = Math.max(...all.map((x) => x.grams));
  const mine = plain(own);
  const named = (x: { p: ParsedPortion }) => x.p.restWords.includes(said);
  if (mine) return { grams: mine.grams, largest, named: piece && named(mine), basis: ownBasis(food, mine.p, mine.grams, 'item') };
  const each = kind.map((x) => ({ f: x.f, x: plain(x.found)! }));
  const grams = median(each.map((e) => e.x.grams));
  const from = kindSource(each.map((e) => ({ f: e.f, p: e.x.p })), kindName);
  return { grams, largest, named: piece && each.every((e) => named(e.x)), basis: `no USDA weight for one ${noun} of this food: 1 ≈ ${formatGrams(grams)}, as USDA weighs one of the same kind (${from})` };
}
