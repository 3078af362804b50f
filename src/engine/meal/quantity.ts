import type { Token } from './tokens.js';
import { BAND_SIZE, matchSize, matchSizeBand, matchUnit, unitByName, type Size, type SizeBand, type UnitInfo } from './units.js';
import { ENGLISH_FRACTION_WORDS, ENGLISH_NUMBER_WORDS } from '../text/number-words.js';

/** How much of a food a piece of text asks for. */
export interface Amount {
  /** How many units (or how many items when there is no unit). */
  count: number;
  unit?: UnitInfo;
  size?: Size;
  /** FNDDS's finer band of the size ("personal-sized", "extra-large"), when the words name one. */
  band?: SizeBand;
  /** True when the person wrote a number ("2", "two", "½"), not just "a"/"an" or nothing. */
  explicit: boolean;
  /** "a 6 inch sub", "a footlong": the food's length or diameter in inches. */
  inches?: number;
  /** "a whole pie", "an entire quiche": the whole dish, not the individual one. */
  whole?: true;
  /**
   * "…, totaling 5 ounces", "…, 5 ounces in total": the measure of all the items counted before
   * it, never of each one (noise.ts marks it with TOTAL_MARK).
   */
  total?: true;
}

/** The word noise.ts puts before a measure said to be the total ("totaling", "a total of", "in total"). */
export const TOTAL_MARK = 'total';

// The one English table (src/engine/text), shared with fixFood's corrections.
const NUMBER_WORDS = ENGLISH_NUMBER_WORDS;
// "two thirds", "three quarters": a count of a fraction word.
const FRACTION_WORDS = ENGLISH_FRACTION_WORDS;
/** Words that may sit inside an amount without changing it ("about 2 heaping cups of"). */
const AMOUNT_FILLERS = new Set(['about', 'approximately', 'approx', 'around', 'roughly', 'nearly', 'almost', 'maybe', 'some', 'like', '~',
  'heaping', 'heaped', 'rounded', 'level', 'full', 'generous', 'scant', 'whole', 'entire', 'good', 'of', 'containing', 'holding', 'with',
  'filled', 'worth', 'sized', 'size', 'each', 'per']);

/** Fillers that ask for the whole dish ("a whole pie", "an entire quiche", "a full pie"), not one person's item. */
const WHOLE_WORDS = new Set(['whole', 'entire', 'full']);

/**
 * "cut up an entire mango and ate it", "entire papaya": "entire" among the food's words (after a
 * verb the noise keeps, or with no article) still asks for one whole item, as "an entire mango"
 * does; the words left are the food's. Only "entire": "whole" and "full" name foods too ("whole milk", "full fat").
 */
export function entireSaidInside(words: readonly string[]): string[] | undefined {
  const at = words.indexOf('entire');
  if (at < 0 || at >= words.length - 1) return undefined;
  const from = at > 0 && /^(a|an|the)$/.test(words[at - 1]!) ? at - 1 : at;
  return [...words.slice(0, from), ...words.slice(at + 1)];
}

/** Words that say how a cup or a measure was served: "a warm cup of", "a tall cup of". */
const SERVED_AS = new Set(['warm', 'hot', 'cold', 'chilled', 'iced', 'steaming', 'tall', 'big', 'small', 'large', 'full', 'heaping', 'level', 'generous', 'fresh', 'refreshing']);

/** Household units that also end food names ("granola bar", "fish stick", "sausage link", "meat loaf"). */
const FOOD_NOUN_UNITS = new Set(['bar', 'stick', 'patty', 'link', 'wedge', 'strip', 'loaf', 'cube', 'square', 'fillet', 'bunch']);

interface NumberRead {
  value: number;
  next: number;
  explicit: boolean;
}

const text = (tokens: readonly Token[], i: number) => tokens[i]?.text;
const isX = (token: Token | undefined) => token !== undefined && token.text === 'x' && (token.kind === 'word' || token.kind === 'punct');

/** One number at `i`: digits, fractions, mixed numbers, words, ranges ("2-3", "2 to 3" → 2.5). */
export function readNumber(tokens: readonly Token[], i: number): NumberRead | undefined {
  const first = readSimpleNumber(tokens, i);
  if (!first) return undefined;
  let { value, next } = first;
  // "1 and a half", "one and a half", "2 and 1/2"
  if (text(tokens, next) === 'and') {
    const article = text(tokens, next + 1) === 'a' || text(tokens, next + 1) === 'an' ? 1 : 0;
    const fractionWord = FRACTION_WORDS[text(tokens, next + 1 + article) ?? ''];
    const fractionToken = tokens[next + 1];
    if (fractionWord !== undefined && fractionWord < 1) {
      value += fractionWord;
      next += 2 + article;
    } else if (fractionToken?.kind === 'number' && fractionToken.value! < 1) {
      value += fractionToken.value!;
      next += 2;
    }
  }
  // Ranges: "2-3", "2 – 3", "2 to 3", "2 or 3" → the midpoint.
  const sep = text(tokens, next);
  if (sep === '-' || sep === '–' || sep === '—' || sep === 'to' || sep === 'or') {
    const upper = readSimpleNumber(tokens, next + 1);
    if (upper && upper.value > value && upper.explicit) {
      return { value: (value + upper.value) / 2, next: upper.next, explicit: true };
    }
  }
  return { value, next, explicit: first.explicit };
}

function readSimpleNumber(tokens: readonly Token[], i: number): NumberRead | undefined {
  const token = tokens[i];
  if (!token) return undefined;
  if (token.kind === 'number') {
    let value = token.value!;
    let next = i + 1;
    // "1 1/2", "1 ½": a whole number followed by a proper fraction.
    const after = tokens[next];
    if (Number.isInteger(value) && after?.kind === 'number' && after.value! < 1 && after.start - token.end <= 1) {
      value += after.value!;
      next++;
    }
    // "1/2 dozen", "2 dozen"
    if (text(tokens, next) === 'dozen') return { value: value * 12, next: next + 1, explicit: true };
    return { value, next, explicit: true };
  }
  if (token.kind !== 'word') return undefined;
  const word = token.text;
  const article = word === 'a' || word === 'an';
  if (article) {
    // "a dozen", "a couple of", "a few", "a half", "a quarter", "a third"
    const inner = readSimpleNumber(tokens, i + 1);
    if (inner && tokens[i + 1]!.kind === 'word' && NUMBER_WORDS[tokens[i + 1]!.text] !== undefined && tokens[i + 1]!.text !== 'single') {
      return inner;
    }
    return { value: 1, next: i + 1, explicit: false };
  }
  if (word === 'half' || word === 'quarter' || word === 'third') {
    // "half a dozen", "half a cup", "half of a pizza": the fraction applies to what follows.
    let next = i + 1;
    if (text(tokens, next) === 'of') next++;
    if (text(tokens, next) === 'a' || text(tokens, next) === 'an') next++;
    const base = NUMBER_WORDS[word]!;
    if (text(tokens, next) === 'dozen') return { value: base * 12, next: next + 1, explicit: true };
    return { value: base, next, explicit: true };
  }
  // "one-third of a package", "two-thirds of a cup", "one-half cup": a fraction written as one word.
  const glued = /^([a-z]+)-([a-z]+)$/.exec(word);
  const gluedValue = glued ? (NUMBER_WORDS[glued[1]!] ?? 0) * (FRACTION_WORDS[glued[2]!] ?? 0) : 0;
  if (gluedValue > 0 && NUMBER_WORDS[glued![1]!]! >= 1) {
    let next = i + 1;
    if (text(tokens, next) === 'of') next++;
    if (text(tokens, next) === 'a' || text(tokens, next) === 'an') next++;
    return { value: gluedValue, next, explicit: true };
  }
  const value = NUMBER_WORDS[word];
  if (value === undefined) return undefined;
  // "zero sugar cola", "zero-calorie drink": a kind of product, not an amount.
  if (word === 'zero' && /^(sugar|calories?|cal|carbs?|fat|alcohol|sodium|-)$/.test(text(tokens, i + 1) ?? '')) return undefined;
  let next = i + 1;
  // "two thirds", "three quarters"; "one third of a package", "two thirds of a can": the fraction
  // applies to the unit after "of a", as the hyphenated and the bare fraction words' do.
  const fraction = FRACTION_WORDS[text(tokens, next) ?? ''];
  if (fraction !== undefined && value >= 1 && word !== 'dozen') {
    next++;
    if (text(tokens, next) === 'of' && (text(tokens, next + 1) === 'a' || text(tokens, next + 1) === 'an')) next += 2;
    return { value: value * fraction, next, explicit: true };
  }
  if (word === 'couple' || word === 'pair' || word === 'few' || word === 'several') {
    if (text(tokens, next) === 'of') next++;
  }
  if (text(tokens, next) === 'dozen') return { value: value * 12, next: next + 1, explicit: true };
  return { value, next, explicit: true };
}

/** Food words a closing plate may follow: "a chicken gyro plate" (three at most, so a plate the sentence names later stays its own). */
const MAX_WORDS_BEFORE_PLATE = 3;
/** Where "plate" stands when it ends the piece after a few plain words from `i` (undefined otherwise). */
function closingPlateAt(tokens: readonly Token[], words: readonly string[], i: number): number | undefined {
  for (let j = i + 1; j <= i + MAX_WORDS_BEFORE_PLATE; j++) {
    if (tokens[j - 1]?.kind !== 'word' || AMOUNT_FILLERS.has(tokens[j - 1]!.text)) return undefined;
    const plate = matchUnit(words, j, true);
    if (plate?.unit.name === 'plate') return tokens[j + plate.length]?.kind === 'word' ? undefined : j;
    if (plate) return undefined;
  }
  return undefined;
}

export interface AmountRead {
  amount: Amount;
  /** Index of the first token after the amount. */
  next: number;
  /** Describing words met inside the amount ("a large microwavable bowl"): they belong to the food. */
  skipped: Token[];
}

/**
 * Reads the amount at the start of a piece: "2", "2x", "a couple of", "1 1/2 cups of",
 * "a large bowl of", "two 8-oz", "a 12 oz can of", "a bottle containing 12 fl oz of".
 * A mass or volume anywhere in it wins over a container ("a 12 oz can" is 12 oz).
 */
export function readAmount(tokens: readonly Token[], start: number): AmountRead | undefined {
  let i = start;
  let count = 1;
  let explicit = false;
  let found = false;
  let unit: UnitInfo | undefined;
  let size: Size | undefined;
  let band: SizeBand | undefined;
  let whole = false;
  let measured: { value: number; unit: UnitInfo } | undefined;
  const skipped: Token[] = [];
  // The unit matcher reads words; the tokens' texts are made once per amount, not per step.
  const words = tokens.map((t) => t.text);
  let afterMark = i + 1;
  while (AMOUNT_FILLERS.has(text(tokens, afterMark) ?? '')) afterMark++;
  const total = text(tokens, i) === TOTAL_MARK && (readNumber(tokens, afterMark) !== undefined || startsAmountPart(tokens, words, afterMark));
  if (total) i++;

  const skipFillers = () => {
    while (tokens[i] && (AMOUNT_FILLERS.has(tokens[i]!.text) || tokens[i]!.text === '-' || tokens[i]!.text === '(')) {
      // "of" and "with" end an amount unless an amount continues after them.
      if ((tokens[i]!.text === 'of' || tokens[i]!.text === 'with') && !startsAmountPart(tokens, words, i + 1)) break;
      if (WHOLE_WORDS.has(tokens[i]!.text)) whole = true;
      i++;
    }
  };

  skipFillers();
  // "a 6 inch sub", "a 12-inch pizza", "six inch": a dimension of the food, not a count of it;
  // it says the size (FNDDS's pizza bands: 8-10" small, 11-12" medium, 13"+ large; a 6" sub is
  // the regular one, a 12" sub the large).
  const dimension = dimensionSpan(tokens, i);
  // "a 14-inch slice of pizza": a piece cut from the item of that size, not the item.
  const piece = dimension && PIECES_OF_SIZED.has(text(tokens, dimension.next) ?? '') && text(tokens, dimension.next + 1) === 'of';
  if (dimension && !piece) return { amount: { count: 1, ...inchesSize(tokens, i, dimension.inches), explicit: false, inches: dimension.inches }, next: i, skipped: [] };
  // "2x", "2 x", "x2" as a prefix.
  let saidInches: number | undefined;
  const number = piece ? undefined : readNumber(tokens, i);
  if (dimension && piece) {
    found = true;
    ({ size, band } = inchesSize(tokens, i, dimension.inches));
    i = dimension.next;
  } else if (number) {
    found = true;
    count = number.value;
    explicit = number.explicit;
    i = number.next;
    if (isX(tokens[i])) {
      i++;
    }
    // "one 14-inch pizza", "two 6 inch subs": the size after a count still says which size USDA
    // weighs (meal/said-inches.ts); the words themselves are dropped from the food by the parse.
    if (text(tokens, i) !== 'a' && text(tokens, i) !== 'an') saidInches = dimensionAt(tokens, i);
  } else if (isX(tokens[i]) && tokens[i + 1]?.kind === 'number') {
    found = true;
    count = tokens[i + 1]!.value!;
    explicit = true;
    i += 2;
  }

  for (let guard = 0; guard < 6; guard++) {
    skipFillers();
    // "a whole 14-inch pizza", "an entire 16 inch pizza": the whole dish, of the size said.
    if (whole && saidInches === undefined && unit === undefined && measured === undefined) saidInches = dimensionAt(tokens, i);
    // "fun size", "king size", "family size" in two words: the first names the band ("size" is a filler).
    const bandHere = matchSizeBand(text(tokens, i), text(tokens, i + 1));
    // "a large individual bag of pretzels": after a size, "individual" before a package says it is
    // a single-serving one, and the size says which (FNDDS's "1 large single serving bag").
    if (bandHere === 'individual' && size !== undefined && SINGLE_SERVING_PACKAGES.has(matchUnit(words, i + 1, true)?.unit.name ?? '')) {
      i++;
      continue;
    }
    const sizeWord = matchSize(text(tokens, i)) ?? (bandHere && BAND_SIZE[bandHere]);
    // "a large single serving bag": sizes and "single" may sit before the unit.
    if (sizeWord) {
      size = sizeWord;
      // "extra large" in two words is FNDDS's extra-large band, as "extra-large" is.
      band = bandHere ?? (sizeWord === 'large' && text(tokens, i - 1) === 'extra' ? 'extra large' : band);
      found = true;
      i++;
      continue;
    }
    // "a movie theater size bag": the theater names the band that follows.
    if ((text(tokens, i) === 'movie' || text(tokens, i) === 'cinema') && matchSizeBand(text(tokens, i + 1), text(tokens, i + 2))) {
      i++;
      continue;
    }
    if (text(tokens, i) === 'single' || text(tokens, i) === 'extra') {
      if (text(tokens, i) === 'extra' && !matchSize(text(tokens, i + 1))) break;
      i++;
      continue;
    }
    // "a side of fries": a side order, one serving (only before "of": "a side salad" is a salad).
    if (found && text(tokens, i) === 'side' && text(tokens, i + 1) === 'of' && unit === undefined && measured === undefined) {
      unit = unitByName('serving');
      i++;
      continue;
    }
    // Short unit forms ("g", "can") count only after an amount: "a can of", "200 g".
    const unitMatch = matchUnit(words, i, found);
    // "a slice of pound cake", "pound cake": a weight with no count of its own before it and a
    // food word right after it names the food ("Cake, pound"), not its weight ("a pound of cake",
    // "a half pound burger" are weights).
    if (unitMatch && unitMatch.unit.kind === 'mass' && (i === start || text(tokens, i - 1) === 'of') && tokens[i + unitMatch.length]?.kind === 'word' && !AMOUNT_FILLERS.has(text(tokens, i + unitMatch.length) ?? '')) break;
    if (unitMatch) {
      found = true;
      i += unitMatch.length;
      if (unitMatch.unit.kind !== 'household') {
        // "two 8 oz steaks": the count multiplies the inner measure.
        // "a 12 fluid ounce cup of cola": the first measure is the amount, a second one the container.
        if (measured === undefined) measured = { value: 1, unit: unitMatch.unit };
      } else if (measured === undefined && !(unit && /inch$/.test(unit.name))) {
        // "a one square inch piece of pizza": the inch is the amount, "piece" only what it is.
        unit = unitMatch.unit;
      }
      continue;
    }
    // "a large microwavable bowl of": a describing word between the size and the unit.
    // Units that are also foods' own nouns ("a granola bar", "a fish stick", "a veggie patty")
    // are a unit here only when the food follows them.
    // "a chicken gyro plate", "a mixed grill platter": a closing "plate" is the portion, never
    // a food (USDA's beef "plate" cut is only ever named with its animal), whatever food words
    // come before it.
    const plateAt = found && unit === undefined && measured === undefined ? closingPlateAt(tokens, words, i) : undefined;
    if (plateAt !== undefined) {
      skipped.push(...tokens.slice(i, plateAt));
      i = plateAt;
      continue;
    }
    const describedUnit = matchUnit(words, i + 1, true);
    const last = describedUnit !== undefined && tokens[i + 1 + describedUnit.length]?.kind !== 'word';
    // "an acai bowl", "a poke bowl", "a burrito bowl": a food word before a closing "bowl" names a
    // dish; "a large microwavable bowl" (a describing word) is still the container.
    const dishBowl = last && describedUnit!.unit.name === 'bowl' && !/(able|ed|ic|ful|less|ible)$|^(big|small|large|huge|little|full|deep|shallow|plastic|paper|glass|ceramic|soup|cereal|salad|serving|mixing)$/.test(tokens[i]!.text);
    const ownNoun = last && (FOOD_NOUN_UNITS.has(describedUnit!.unit.name) || dishBowl);
    // "a warm cup of cocoa", "a tall glass": how the measure was served, not a food.
    const servedAs = describedUnit !== undefined && describedUnit.unit.kind !== 'household' && SERVED_AS.has(tokens[i]?.text ?? '');
    if (found && tokens[i]?.kind === 'word' && !AMOUNT_FILLERS.has(tokens[i]!.text) && (describedUnit?.unit.kind === 'household' || servedAs) && !ownNoun) {
      skipped.push(tokens[i]!);
      i++;
      continue;
    }
    // "a drained and rinsed can of", "a hot, steaming bowl of", "a freshly baked loaf of": several
    // describing words before a household unit the food follows; the words go to the food.
    const described = found && unit === undefined && measured === undefined ? describedRun(tokens, words, i) : undefined;
    if (described !== undefined) {
      skipped.push(...tokens.slice(i, described).filter((t) => t.kind === 'word' && t.text !== 'and'));
      i = described;
      continue;
    }
    // An inner amount: "a 4-ounce steak", "a bottle containing 12 fluid ounces of".
    const inner = readNumber(tokens, i);
    if (inner && inner.explicit && found) {
      let j = inner.next;
      if (text(tokens, j) === '-') j++;
      const innerUnit = matchUnit(words, j, true);
      if (innerUnit && innerUnit.unit.kind !== 'household') {
        measured = { value: inner.value, unit: innerUnit.unit };
        i = j + innerUnit.length;
        continue;
      }
    }
    break;
  }
  // "eggs x2" is handled by the caller (a multiplier at the end of a piece).
  if (!found) return undefined;
  if (measured) {
    // A measure after a count is per item: "two 8 oz steaks" = 16 oz; "a 12 oz can" = 12 oz.
    return { amount: { count: count * measured.value, unit: measured.unit, size, ...(band ? { band } : {}), explicit: true, ...(total ? { total: true as const } : {}) }, next: i, skipped };
  }
  // "one 14-inch pizza", "a whole 16 inch pizza": the inches say the size, as they do with no count before them.
  const sized = saidInches !== undefined && unit === undefined && size === undefined ? inchesSize(tokens, start, saidInches) : {};
  return { amount: { count, unit, size, ...(band ? { band } : {}), ...sized, ...(whole ? { whole: true as const } : {}), ...(saidInches !== undefined && unit === undefined ? { inches: saidInches } : {}), explicit: explicit || unit !== undefined }, next: i, skipped };
}

const SUB_WORDS = /^(sub|subs|hoagie|hoagies|hero|heroes|sandwich|sandwiches|grinder|footlong)$/;
/**
 * The size an item's inches say (FNDDS's pizza bands: 8-10" small, 11-12" medium, 13"+ large,
 * 7" and under individual, 16"+ extra large). A sub's length says none: it is weighed from
 * FNDDS's 6" submarine (common-foods "sub6").
 */
function inchesSize(tokens: readonly Token[], from: number, inches: number): { size?: Size; band?: SizeBand } {
  if (tokens.slice(from).some((t) => SUB_WORDS.test(t.text))) return {};
  const size: Size = inches <= 10 ? 'small' : inches <= 12 ? 'medium' : 'large';
  const band: SizeBand | undefined = inches <= 7 ? 'individual' : inches >= 16 ? 'extra large' : undefined;
  return band ? { size, band } : { size };
}

/** The pieces a sized item is cut into: "a 14-inch slice of pizza" is a slice of the 14-inch pizza. */
const PIECES_OF_SIZED = new Set(['slice', 'piece', 'wedge']);

const INCH = /^(inch|inches|in|"|”|-inch)$/;
/** Inches of "6 inch", "six inch", "12-inch" (one word) at `i`, possibly after "a"; undefined if none. */
function dimensionAt(tokens: readonly Token[], i: number): number | undefined {
  return dimensionSpan(tokens, i)?.inches;
}

/** The inches at `i` (as dimensionAt) and the index of the token after them. */
function dimensionSpan(tokens: readonly Token[], i: number): { inches: number; next: number } | undefined {
  const at = text(tokens, i) === 'a' || text(tokens, i) === 'an' ? i + 1 : i;
  const token = tokens[at];
  if (!token) return undefined;
  if (/^(footlong|foot-long)$/.test(token.text)) return { inches: 12, next: at + 1 };
  const glued = /^(\w+)-inch$/.exec(token.text);
  if (glued) {
    const inches = Number(glued[1]) || NUMBER_WORDS[glued[1]!];
    return inches ? { inches, next: at + 1 } : undefined;
  }
  const number = readNumber(tokens, at);
  if (!number) return undefined;
  const j = text(tokens, number.next) === '-' ? number.next + 1 : number.next;
  const unit = text(tokens, j);
  if (number.value <= 1 || !INCH.test(unit ?? '')) return undefined;
  // "2 in 1": "in" is an inch only before the food.
  if (unit === 'in' && tokens[j + 1]?.kind === 'number') return undefined;
  return { inches: number.value, next: j + 1 };
}

/** Packages FNDDS sells in single-serving sizes ("1 small/medium/large single serving bag"). */
const SINGLE_SERVING_PACKAGES = new Set(['bag', 'package', 'packet', 'box', 'container', 'pouch', 'carton']);

/** Describing words one run may hold before its unit: "a nice hot and steaming bowl of". */
const MAX_DESCRIBING_WORDS = 3;
/**
 * Where the household unit stands after a run of describing words from `i` joined by "and" or
 * commas ("drained and rinsed", "hot, steaming"), when "of" and the food follow the unit; undefined
 * otherwise. A run that ends the piece ("a ham and cheese slice") names the food, not a measure.
 */
export function describedRun(tokens: readonly Token[], words: readonly string[], i: number): number | undefined {
  let said = 0;
  for (let j = i; j < tokens.length && said <= MAX_DESCRIBING_WORDS; j++) {
    const token = tokens[j]!;
    const joiner = token.text === 'and' || token.text === ',';
    if (j > i && said > 0 && !joiner) {
      const unitHere = matchUnit(words, j, true);
      if (unitHere) {
        const after = j + unitHere.length;
        return unitHere.unit.kind === 'household' && !FOOD_NOUN_UNITS.has(unitHere.unit.name) && text(tokens, after) === 'of' && tokens[after + 1]?.kind === 'word' ? j : undefined;
      }
    }
    if (joiner) {
      if (j === i || tokens[j - 1]!.text === 'and' || tokens[j - 1]!.text === ',') return undefined;
      continue;
    }
    // A size or band word ("snack-sized", "large") is read by the amount itself, never skipped over.
    if (token.kind !== 'word' || AMOUNT_FILLERS.has(token.text) || readNumber(tokens, j) !== undefined || matchSize(token.text) !== undefined || matchSizeBand(token.text, text(tokens, j + 1)) !== undefined) return undefined;
    said++;
  }
  return undefined;
}

function startsAmountPart(tokens: readonly Token[], words: readonly string[], i: number): boolean {
  const token = tokens[i];
  if (!token) return false;
  if (token.kind === 'number') return true;
  // "a serving of one ounce of", "a plate of six wings": a number in words, as in digits.
  if (token.kind === 'word' && token.text !== 'a' && token.text !== 'an' && NUMBER_WORDS[token.text] !== undefined) return true;
  return matchUnit(words, i, false) !== undefined || matchSize(token.text) !== undefined;
}

/** "eggs x2", "eggs ×2", "eggs 2x" at the end of a piece: a multiplier and where it starts. */
export function readTrailingMultiplier(tokens: readonly Token[]): { factor: number; start: number } | undefined {
  const n = tokens.length;
  const last = tokens[n - 1];
  const before = tokens[n - 2];
  if (last?.kind === 'number' && isX(before)) return { factor: last.value!, start: n - 2 };
  if (isX(last) && before?.kind === 'number') return { factor: before.value!, start: n - 2 };
  return undefined;
}
