import { tokenize, type Token } from './tokens.js';
import { stripNoise } from './noise.js';
import { dropSubjects } from './subject.js';
import { dropWhereEaten } from './where-eaten.js';
import { PACKS, SERVING_VESSELS } from './vessels.js';
import { describedRun, entireSaidInside, readAmount, readTrailingMultiplier, type Amount } from './quantity.js';
import { matchSize, matchUnit, type Size } from './units.js';
import { MAX_ITEMS, MAX_JOINED_PIECES, tooManyFoods } from './limits.js';
import { amountLikeNamesStartingWith, commonFoodNamed } from '../foods/common-foods.js';
import { FRACTION_WORDS, SERVING_WORDS } from './vocabulary.js';
import { MEALS_OF_DAY } from './noise.js';
import { cardinalWords } from '../text/number-words.js';
import { headNamesKind, type KindTest } from './restated-count.js';
import { foodMeant, servingOfStack } from './said-for-short.js';
import { sweetenerWithItsAmount } from './sweetened-with.js';
import { continuesLeftOutList, LEFT_OUT_VERBS, removedPart } from './left-out.js';
import { bandSaidInside } from './band-said-inside.js';
import { amountSaidLast, isTitleCased } from './amount-said-last.js';
import { ALONG_JOINER, isAlongWith, ownedAfterAlong } from './along-with.js';
import { packedInAt } from './packed-in.js';

/** "no croutons", "without sugar", "extra cheese", "with milk". */
export interface Modifier {
  kind: 'without' | 'extra';
  /** The food words the modifier is about ("croutons"). */
  text: string;
}

/** How a piece of text was joined to the one before it. */
export type Link = 'first' | 'hard' | 'soft' | 'with' | 'paren';

/** One food the person named, with the amount and the words around it. */
export interface MealItem {
  /** How many units (or items); 1 when the text gives no amount. */
  quantity: number;
  /** Canonical unit ("cup", "g", "slice"), when one was written. */
  unit?: string;
  size?: Size;
  /** The amount as written; undefined when the text gives none (a default portion applies). */
  amount?: Amount;
  /** The food words to look up, noise and amount removed ("scrambled eggs"). */
  foodText: string;
  modifiers: Modifier[];
  /** Where in the original text this item was found. */
  span: { start: number; end: number };
  /** The person's own words for this item. */
  text: string;
  /** The food's words for the meal's name where `foodText` was reworded for the search (cooked-in.ts). */
  shown?: string;
  /** 'with' for an accompaniment ("coffee with milk", "toast with butter"). */
  link: Link;
}

/**
 * Decides whether a phrase joined across "and"/","/"with" is one known food ("mac and cheese").
 * `bareList`: the parts are listed with "and" alone and none after the first has an amount of its
 * own, nor the first a number ("a turkey and swiss sandwich", not "½ a cookie and a tuna sandwich").
 */
export type JoinTest = (phrase: string, parts: readonly string[], viaWith: boolean, bareList?: boolean) => boolean;

export interface ParseOptions {
  /** Without it nothing is joined: every "and" splits. */
  isOneFood?: JoinTest;
  /** Without it a count said again with a kind word ("oreos, 4 cookies") counts the food only when its own head word is the kind. */
  isKindOf?: KindTest;
}

/** Piece = the tokens between two connectors, before the join decision. */
interface Piece {
  tokens: Token[];
  link: Link;
  /** The connector words that preceded it ("and", "with"), re-inserted when pieces join. */
  joiner: string;
  amount?: Amount;
  words: string[];
  modifiers: Modifier[];
  span: { start: number; end: number };
  /** A piece that is all modifier ("No Fear energy drink"): its words as written, modifier words included. */
  asWritten?: string[];
  /**
   * Its amount was said after it, set apart by a comma ("red beans and rice, a bowl"), and it had
   * none of its own: the amount closes the phrase, so a run of parts it ends may still be one dish.
   */
  amountAfter?: boolean;
  /** Its only amount is a multiplier written last ("… x3"), no amount said before its words. */
  onlyTimes?: boolean;
}

const HARD_WORDS = new Set(['alongside', 'then']);
/** The hard links that may list one more part of a dish ("… filled with beef along with beans"). */
const ALONG = new Set(['along', 'alongside']);
const HARD_PHRASES: string[][] = [['along', 'with'], ['next', 'to'], ['as', 'well', 'as'], ['followed', 'by'], ['together', 'with'], ['and', 'also'], ['and', 'then']];
const WITH_PHRASES: string[][] = [
  ['topped', 'with'], ['served', 'with'], ['filled', 'with'], ['stuffed', 'with'], ['covered', 'with'], ['drizzled', 'with'],
  ['sprinkled', 'with'], ['mixed', 'with'], ['wrapped', 'in'], ['served', 'in'], ['served', 'on'], ['rolled', 'in'], ['paired', 'with'], ['accompanied', 'by'], ['adorned', 'with'], ['complemented', 'with'],
  ['garnished', 'with'], ['finished', 'with'], ['dressed', 'with'], ['smothered', 'in'], ['smothered', 'with'], ['loaded', 'with'], ['layered', 'with'], ['with', 'a', 'side', 'of'], ['with', 'some'],
  ['dipped', 'in'], ['dunked', 'in'],
  ['w/'], ['with'], ['on', 'top'], ['on'], ['into'],
];
const MADE_WITH = new Set(['made', 'prepared', 'cooked', 'fortified', 'enriched', 'sweetened', 'seasoned', 'flavored', 'flavoured',
  'packed', 'reconstituted', 'diluted', 'canned', 'fried', 'sauteed', 'sautéed', 'baked', 'blended', 'thickened', 'cured']);
/** Verbs before "from"/"of" that say what a food is made from (match.ts madeOf reads the same). */
const MADE_FROM_VERBS = new Set(['made', 'crafted', 'derived', 'produced']);
/** Words said of a meal rather than of a food: "a late dinner", "Sunday lunch", "dinner tonight". */
const MEAL_FRAME_WORDS = new Set(['late', 'early', 'quick', 'big', 'light', 'small', 'family', 'today', 'tonight', 'yesterday',
  'sunday', 'monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday', 'second', 'first', 'work', 'school', 'office', 'team']);
/** Verbs before "into" that say what shape a food was made into, not what it was put in. */
const SHAPED_INTO = new Set(['cut', 'sliced', 'chopped', 'diced', 'made', 'formed', 'shaped', 'rolled', 'turned', 'broken', 'torn',
  'divided', 'split', 'pressed', 'pounded', 'cubed', 'quartered', 'halved', 'separated', 'whipped', 'mashed', 'ground', 'sorted', 'transformed']);
const SOFT_WORDS = new Set(['and', '&', "'n'", "'n", 'n', 'plus']);
const MODIFIER_WORDS: Record<string, Modifier['kind']> = {
  no: 'without', without: 'without', minus: 'without', hold: 'without', 'w/o': 'without', sans: 'without', excluding: 'without', except: 'without',
  extra: 'extra', double: 'extra', additional: 'extra', more: 'extra',
  ...Object.fromEntries([...LEFT_OUT_VERBS].map((verb) => [verb, 'without'])),
};
/** Words that describe a food's state but never name a food by themselves. */
export const DESCRIPTORS = new Set(
  ('cooked raw boiled fried deep-fried pan-fried stir-fried breaded battered roasted baked grilled broiled steamed poached ' +
    'scrambled sauteed sautéed braised stewed smoked cured dried frozen canned fresh salted unsalted sweetened unsweetened plain ' +
    'toasted microwaved microwavable drained trimmed boneless skinless bone-in lean whole chopped diced cubed cored riced sliced shredded mashed ' +
    'shelled unshelled hulled crumbled crushed melted pureed ' +
    'hot cold warm iced chilled light low-fat fat-free nonfat non-fat reduced reduced-fat low-sodium seasoned unseasoned organic ' +
    'prepared diluted condensed made regular instant strained blended soft hard crispy crunchy ripe mixed assorted various ' +
    'homemade store-bought leftover reheated boiling simmered marinated glazed stuffed filled topped served style oil-roasted ' +
    'dry-roasted roasted peeled unpeeled cut minced grated thin thick sweet salty spicy mild fortified enriched added ' +
    'decaffeinated decaf caffeinated sugar-free sugarless gluten-free vegan vegetarian lowfat skim sodium low off'
  ).split(' '),
);
/** Words to leave out of a food's name when they sit at its edges ("of", "a"). */
const EDGE_WORDS = new Set(['a', 'an', 'of', 'and', 'or', 'some', 'with', 'in', 'on', 'to', 'for', 'at', 'from', 'by', '"', '-', '(', ')', ':', 'as', 'than', 'about']);

const isSentenceEnd = (t: Token) => t.kind === 'break' || ['.', '!', '?', ';'].includes(t.text);

/** Phrases by their first word, in their order: a token is only compared with phrases that start with it. */
function byFirstWord(phrases: readonly string[][]): ReadonlyMap<string, readonly string[][]> {
  const map = new Map<string, string[][]>();
  for (const phrase of phrases) {
    const list = map.get(phrase[0]!);
    if (list) list.push(phrase);
    else map.set(phrase[0]!, [phrase]);
  }
  return map;
}
const HARD_BY_FIRST = byFirstWord(HARD_PHRASES);
const WITH_BY_FIRST = byFirstWord(WITH_PHRASES);

function matchPhrase(tokens: readonly Token[], i: number, phrases: ReadonlyMap<string, readonly string[][]>): number {
  for (const phrase of phrases.get(tokens[i]!.text) ?? []) {
    if (phrase.every((word, k) => tokens[i + k]?.text === word)) return phrase.length;
  }
  return 0;
}

/** Cuts the token stream at connectors; each piece remembers how it was joined. */
function cut(tokens: readonly Token[], listsAt: ReadonlySet<number> = new Set(), ownedAt: ReadonlySet<number> = new Set()): Array<{ tokens: Token[]; link: Link; joiner: string }> {
  const pieces: Array<{ tokens: Token[]; link: Link; joiner: string }> = [];
  let current: Token[] = [];
  let link: Link = 'first';
  let joiner = '';
  let depth = 0;
  const close = (nextLink: Link, nextJoiner: string) => {
    if (current.length > 0) pieces.push({ tokens: current, link, joiner });
    // The strongest link since the last piece wins: "coffee. With milk" is still 'with'.
    if (current.length > 0 || link === 'first') {
      link = pieces.length === 0 ? 'first' : nextLink;
      joiner = nextJoiner;
    } else if (rank(nextLink) > rank(link)) {
      link = nextLink;
      joiner = nextJoiner;
    }
    current = [];
  };
  const rank = (l: Link) => ({ first: 0, soft: 1, with: 2, paren: 2, hard: 3 })[l];
  // Inside "made with …" or "containing …": what the food is made of, listed ("made with
  // decaffeinated coffee and nonfat milk", "baby food containing apple and sweet potato").
  let listing = false;
  for (let i = 0; i < tokens.length; ) {
    const token = tokens[i]!;
    if (current.length > 0 && (CONTENT_WORDS.has(token.text) || listsAt.has(token.start))) listing = true;
    if (token.text === '(' || token.text === '[') {
      // A parenthesis is its own piece: "(no croutons)", "(about 2 cups)", "(seed)".
      close('paren', '');
      depth++;
      i++;
      continue;
    }
    if ((token.text === ')' || token.text === ']') && depth > 0) {
      close('soft', '');
      depth--;
      i++;
      continue;
    }
    const hard = isSentenceEnd(token) || token.text === '+' ? 0 : HARD_WORDS.has(token.text) ? 1 : matchPhrase(tokens, i, HARD_BY_FIRST);
    // "a quesadilla filled with beef along with peppers", "a pie that includes apples along
    // with raisins": after a part attached to the dish ("with", "filled with", "featuring"),
    // "along with" lists one more part, as "and" would; at the sentence's level ("a bagel along
    // with cream cheese") it still names a food of its own.
    if (hard && ALONG.has(token.text) && current.length > 0 && (listing || ((link as Link) === 'with' && pieces.length > 0)) && !startsWithAmount(tokens, i + hard)) {
      if (listing) current.push({ ...token, text: 'and' });
      else close('soft', 'and');
      listing = false;
      i += hard;
      continue;
    }
    // "curly fries along with chili": a food of its own, offered to the one-food test as
    // "with" (along-with.ts); never one said with its own amount or as the person's ("a coffee",
    // "my beer").
    const alongJoiner = hard && ALONG.has(token.text) && !startsWithAmount(tokens, i + hard) && !ownedAt.has(tokens[i + hard]?.start ?? -1) ? ALONG_JOINER : '';
    if (isSentenceEnd(token) || token.text === '+' || HARD_WORDS.has(token.text)) {
      listing = false;
      close('hard', alongJoiner);
      i++;
      continue;
    }
    if (hard) {
      listing = false;
      close('hard', alongJoiner);
      i += hard;
      continue;
    }
    const withLength = matchPhrase(tokens, i, WITH_BY_FIRST);
    // "made with milk", "fortified with vitamin C": how the food was made, not a second food.
    const describes = token.text === 'with' && current.length > 0 && MADE_WITH.has(current.at(-1)!.text);
    // "granola poured into milk", "carrots dipped into hummus": a second food; "chicken cut into
    // strips", "dough formed into balls": the shape it was made into.
    const shapedInto = token.text === 'into' && SHAPED_INTO.has(current.at(-1)?.text ?? '');
    if (withLength && !describes && !shapedInto && !(token.text === 'on' && !isOnConnector(tokens, i))) {
      close('with', token.text === 'on' && withLength === 1 ? 'on' : 'with');
      listing = false;
      i += withLength;
      continue;
    }
    // "pretzels crafted from cornstarch and potato flour": what it is made from, listed too.
    const madeFrom = (token.text === 'from' || token.text === 'of') && current.length > 0 && MADE_FROM_VERBS.has(current.at(-1)!.text);
    if (describes || madeFrom) listing = true;
    // "one and a half cups": the "and" belongs to the number.
    const inNumber = token.text === 'and' && current.length > 0 && isNumberWord(current.at(-1)!) &&
      (tokens[i + 1]?.kind === 'number' || /^(a|an)$/.test(tokens[i + 1]?.text ?? '') && /^(half|quarter|third)$/.test(tokens[i + 2]?.text ?? ''));
    // "In-N-Out" written "in n out" is a name, not "in" and "out".
    const inName = token.text === 'n' && current.at(-1)?.text === 'in' && tokens[i + 1]?.text === 'out';
    // "Ensure Plus", "Boost Plus.": a "plus" with no word after it joins nothing; it ends a product's name.
    const namePlus = token.text === 'plus' && current.length > 0 && (tokens[i + 1] === undefined || isSentenceEnd(tokens[i + 1]!) || /^[,)]$/.test(tokens[i + 1]!.text));
    // "a hot and steaming bowl of chili", "a drained and rinsed can of chickpeas": the "and" joins
    // the words describing the measure, not two foods.
    const describing = (token.text === 'and' || token.text === ',') && current.length >= 2 && current.length <= 3 && startsWithAmount(current, 0) &&
      describedRun(tokens, tokens.map((t) => t.text), tokens.indexOf(current[1]!)) !== undefined;
    if (describing) {
      i++;
      continue;
    }
    if (!inNumber && !inName && !namePlus && (token.text === ',' || SOFT_WORDS.has(token.text))) {
      // A part listed without an amount of its own stays in the list: "… and nonfat milk", but
      // "… and a croissant" (an amount) is a food of its own.
      // One more part only: "made with cheese and ham, and toast" lists cheese and ham.
      const next = token.text === ',' && tokens[i + 1]?.text === 'and' ? i + 2 : i + 1;
      if (listing && !startsWithAmount(tokens, next) && !SERVED_ON_TOP.test(tokens[next]?.text ?? '')) {
        if (token.text !== ',') current.push(token);
        listing = false;
        i++;
        continue;
      }
      // "plus" is kept as said: the join test (match.ts joinTest) reads "flax plus flakes" whole,
      // and a product the database names with it ("… FLAX PLUS flakes") stays one food.
      close('soft', token.text === ',' ? ',' : token.text === 'plus' ? 'plus' : 'and');
      listing = false;
      i++;
      continue;
    }
    current.push(token);
    i++;
  }
  close('hard', '');
  return pieces.filter((p) => p.tokens.length > 0);
}

/** What is put on a food rather than made into it: "pancakes made with buttermilk and syrup" are two foods. */
const SERVED_ON_TOP = /^(syrup|sauce|gravy|dressing|ketchup|mustard|mayo|mayonnaise|jam|jelly|honey|frosting|icing|sprinkles|whipped|salsa|dip|butter|margarine)$/;

/** Words after which a food's contents are listed ("containing", "featuring", "consisting of"). */
const CONTENT_WORDS = new Set(['containing', 'contains', 'featuring', 'features', 'consisting', 'comprised', 'comprising', 'includes', 'including', 'combines', 'combining', 'combined']);

/**
 * Where listed contents begin: the word after "containing", "featuring", "consisting of" …,
 * found before the noise is dropped (which takes those verbs out), by its offset in the text.
 */
function contentsAt(tokens: readonly Token[]): Set<number> {
  const at = new Set<number>();
  tokens.forEach((token, i) => {
    if (!CONTENT_WORDS.has(token.text) && !(MADE_WITH.has(token.text) && /^(with|using|from)$/.test(tokens[i + 1]?.text ?? ''))) return;
    let j = i + 1;
    while (/^(of|with|using|from|a|an|the|both)$/.test(tokens[j]?.text ?? '')) j++;
    if (tokens[j]) at.add(tokens[j]!.start);
  });
  return at;
}

/**
 * Where a part of the food before begins: the word after "its"/"their" following "with",
 * "along with", "including", "and" ("with its juice", "along with their natural liquid"), found
 * before the noise takes the pronoun out.
 */
function possessedAt(tokens: readonly Token[]): Set<number> {
  const at = new Set<number>();
  tokens.forEach((token, i) => {
    // "a steak with its sauce": a sauce or topping is served, not a part of the food.
    const next = tokens[i + 1];
    if ((token.text === 'its' || token.text === 'their') && /^(with|including)$/.test(tokens[i - 1]?.text ?? '') && next && !SERVED_ON_TOP.test(next.text)) {
      at.add(next.start);
    }
  });
  return at;
}

/** Does an amount open the text at `i` ("a croissant", "2 eggs", "some toast")? */
function startsWithAmount(tokens: readonly Token[], i: number): boolean {
  const token = tokens[i];
  if (!token) return false;
  return token.kind === 'number' || /^(a|an|some|one|two|three|four|five|six|half|another|extra|more)$/.test(token.text) ||
    matchSize(token.text) !== undefined || matchUnit([token.text, tokens[i + 1]?.text ?? ''], 0, false) !== undefined;
}

const NUMBER_WORDS = cardinalWords(1, 12);
const isNumberWord = (token: Token) => token.kind === 'number' || NUMBER_WORDS.has(token.text);

/** "eggs on toast" joins two foods; "on the side" or "on ice" does not. */
function isOnConnector(tokens: readonly Token[], i: number): boolean {
  const next = tokens[i + 1]?.text;
  return next !== undefined && !['the', 'ice', 'top', 'rocks', 'side'].includes(next) && i > 0;
}

/**
 * One piece's amount, words and modifiers. `given` is an amount given as data for the words
 * (parseName): it stands before them, so none is read from them.
 */
function readPiece(raw: { tokens: Token[]; link: Link; joiner: string }, given?: Amount, isKindOf?: KindTest, titled = false): Piece {
  let tokens = raw.tokens;
  // "(Dinner consists) of a cup of …": a leading "of" or ":" is left over from the noise.
  let lead = 0;
  while (lead < tokens.length - 1 && EDGE_WORDS.has(tokens[lead]!.text) && tokens[lead]!.text !== 'a' && tokens[lead]!.text !== 'an') lead++;
  let amount: Amount | undefined = given;
  // "a Big Mac", "a Quarter Pounder", "a Double-Double": a product name is never read as an amount.
  const name = productNameAt(tokens, lead);
  const read = given ? undefined : readAmount(name === undefined ? tokens : tokens.slice(0, name.start), lead);
  // Its words are the food's, even those that are modifiers elsewhere ("double" in "Double-Double").
  const literal = new Set(name === undefined ? [] : tokens.slice(name.start, name.end));
  let body = tokens.slice(lead);
  if (read) {
    amount = read.amount;
    let next = read.next;
    while (tokens[next]?.text === 'of') next++;
    body = [...read.skipped, ...tokens.slice(next)];
  }
  const multiplier = readTrailingMultiplier(body);
  if (multiplier) {
    body = body.slice(0, multiplier.start);
    amount = amount
      ? { ...amount, count: amount.count * multiplier.factor, explicit: true }
      : { count: multiplier.factor, explicit: true };
  }
  // "hot dog 2", "garlic bread 2 small slices": an amount typed after the food, closing the piece,
  // with none before it (amount-said-last.ts). Not after "with": "toast with jam 2" does not say
  // whose count it is. A measure right after the food ("steak 8 oz") the noise reader set apart.
  // Nor in a title ("American Pie 2"), nor after words that only describe ("sweet 16").
  const saidLast = !amount && !multiplier && !titled && name === undefined && raw.link !== 'with' && raw.link !== 'paren' ? amountSaidLast(body, isKindOf) : undefined;
  if (saidLast && !body.slice(0, saidLast.end).every((t) => describes(t.text))) {
    body = body.slice(0, saidLast.end);
    amount = saidLast.amount;
  }
  const words: string[] = [];
  const modifiers: Modifier[] = [];
  let modifier: Modifier | undefined;
  /** Every word of the body in order, a modifier's own word too ("no", "extra"). */
  const said: string[] = [];
  for (let i = 0; i < body.length; i++) {
    const token = body[i]!;
    const text = token.text;
    if (literal.has(token)) {
      if (text !== '-') words.push(text);
      continue;
    }
    // "free from raisins", "free of nuts": without them.
    const kind = text === 'free' && /^(from|of)$/.test(body[i + 1]?.text ?? '') && !modifier ? 'without' : MODIFIER_WORDS[text];
    if (text === 'free' && kind === 'without') i++;
    // "extra large" is a size, "no added fat"/"no salt" are descriptions USDA names carry too.
    // "extra sweet pineapple", "extra ripe bananas": an intensifier, not more of a food.
    if (kind && !(text === 'extra' && EXTRA_INTENSIFIES.test(body[i + 1]?.text ?? ''))) {
      if (text === 'hold' && body[i + 1]?.text === 'the') i++;
      modifier = { kind, text: '' };
      modifiers.push(modifier);
      said.push(text);
      continue;
    }
    if (token.kind === 'number' && !modifier) {
      words.push(token.text);
      continue;
    }
    if (modifier) {
      if (text !== 'any' && text !== 'the' && text !== 'a' && text !== 'of') modifier.text = (modifier.text + ' ' + text).trim();
      said.push(text);
    } else {
      words.push(text);
    }
  }
  // "6 inch", "12-inch": how big the sub or pizza is, which its USDA portions already say.
  let trimmed = foodMeant(trimEdges(dropDimensions(words)), amount?.unit !== undefined || raw.link === 'with');
  const stack = servingOfStack(trimmed);
  if (stack) {
    trimmed = stack.words;
    // "a short stack of pancakes", "two short stack of 3": that many stacks.
    if (!amount?.unit) amount = { count: (amount?.count ?? 1) * stack.count, explicit: true };
  }
  amount = bandSaidInside(trimmed, amount);
  const entire = amount ? undefined : entireSaidInside(trimmed);
  if (entire) {
    trimmed = entire;
    amount = { count: 1, whole: true, explicit: false };
  }
  tokens = raw.tokens;
  return {
    tokens,
    link: raw.link,
    joiner: raw.joiner,
    amount,
    words: trimmed,
    ...(multiplier && !read && !given ? { onlyTimes: true } : {}),
    ...(trimmed.length === 0 && modifiers.length > 0 ? { asWritten: trimEdges(dropDimensions(said)) } : {}),
    // "skipped breakfast": a meal left out is no part of a food.
    modifiers: modifiers.filter((m) => m.text.length > 0 && !MEALS_OF_DAY.has(m.text)),
    // An amount given as data stands at the words' start, where a written one would.
    span: { start: given ? 0 : tokens[lead]!.start, end: tokens.at(-1)!.end },
  };
}

/** Where a product name that starts like an amount begins: at `lead` or after an article or number. */
function productNameAt(tokens: readonly Token[], lead: number): { start: number; end: number } | undefined {
  let texts: string[] | undefined;
  for (let k = lead; k <= lead + 3 && k < tokens.length; k++) {
    // Only after what an amount is made of: "a", "2", "300 g", "a 12 oz", "a whole", "half a".
    const before = tokens[k - 1];
    if (k > lead && !(before!.kind === 'number' || /^(a|an|one|two|three|whole|entire|half)$/.test(before!.text) || matchUnit((texts ??= tokens.map((t) => t.text)), k - 1, true) || matchSize(before!.text))) break;
    // Every such name has two words or more, so its first word is matched exactly: most
    // pieces have no name to try.
    let first = k;
    while (first < tokens.length && tokens[first]!.text === '-') first++;
    const names = amountLikeNamesStartingWith(tokens[first]?.text);
    if (names.length === 0) continue;
    const words: string[] = [];
    const at: number[] = [];
    for (let i = k; i < tokens.length && words.length < 6; i++) {
      if (tokens[i]!.text === '-') continue;
      words.push(tokens[i]!.text);
      at.push(i);
    }
    const found = names.find((name) => namesWords(name, words));
    if (found) return { start: k, end: at[found.length - 1]! + 1 };
  }
  return undefined;
}

/** Do `words` begin with the name (its last word may be plural)? */
function namesWords(name: readonly string[], words: readonly string[]): boolean {
  return name.every((w, i) => words[i] === w || (i === name.length - 1 && (words[i] === `${w}s` || words[i] === `${w}es`)));
}

const EXTRA_INTENSIFIES =
  /^(large|big|lean|virgin|firm|sharp|crispy|crisp|thick|thin|sweet|ripe|spicy|hot|mild|creamy|crunchy|chunky|dark|light|heavy|fine|strong|rich|small|long|aged|juicy|tender|soft|hard|dry|smooth|cheesy|fluffy|moist|salty|sour|tart|bold|sturdy)$/;

const DIMENSION_NUMBER_WORDS = cardinalWords(2, 20);
const isDimensionNumber = (word: string) => /^\d+(\.\d+)?$/.test(word) || DIMENSION_NUMBER_WORDS.has(word);
function dropDimensions(words: string[]): string[] {
  const out: string[] = [];
  for (let i = 0; i < words.length; i++) {
    if (/^(\w+-inch|footlong|foot-long)$/.test(words[i]!)) continue;
    if (isDimensionNumber(words[i]!) && /^(inch|inches|"|”)$/.test(words[i + 1] ?? '')) {
      i++;
      continue;
    }
    if (isDimensionNumber(words[i]!) && words[i + 1] === '-' && /^(inch|inches)$/.test(words[i + 2] ?? '')) {
      i += 2;
      continue;
    }
    out.push(words[i]!);
  }
  return out;
}

function trimEdges(words: string[]): string[] {
  let start = 0;
  let end = words.length;
  while (start < end && EDGE_WORDS.has(words[start]!)) start++;
  while (end > start && EDGE_WORDS.has(words[end - 1]!)) end--;
  return words.slice(start, end).filter((w) => w !== 'a' && w !== 'an');
}

/** `1/8"` and "fat" after it: USDA's way of naming a meat's trim (see noise.ts). */
const isTrim = (word: string) => /^\d(\/\d)?"$/.test(word);
/** "crumbled", "charred": participles describe. */
const describes = (w: string) => DESCRIPTORS.has(w) || /^[a-z-]{4,}ed$/.test(w);
/** A fat level said of a food before ("milk, full fat", "yogurt, the low fat one"): USDA's variant word, never a food. */
const FAT_LEVEL: ReadonlySet<string> = new Set(['full', 'fat', 'low', 'lowfat', 'reduced', 'nonfat', 'non-fat', 'fat-free', 'free', 'skim', 'full-fat', 'low-fat', 'one', 'kind', 'type', 'version']);
const isDescriptorOnly = (piece: Piece) =>
  piece.words.length > 0 &&
  (piece.words.every((w) => describes(w) || EDGE_WORDS.has(w) || /^\d/.test(w) || (w === 'fat' && piece.words.some(isTrim))) ||
    (piece.words.some((w) => /fat|skim/.test(w)) && piece.words.every((w) => FAT_LEVEL.has(w))) ||
    // "oil roasted", "pan fried", "slow cooked": a short phrase ending in how it was made.
    (piece.words.length <= 2 && !piece.amount && describes(piece.words.at(-1)!)));

/**
 * The word two joined pieces are said with: "with" for every with-like link, except a lone "on"
 * that makes a reviewed everyday name ("corn on the cob", its "the" dropped by the noise reader, is
 * the name "corn on cob", never "corn with cob"); any other "X on Y" joined is X with Y.
 */
function joinerWord(a: Piece, b: Piece): string {
  if (b.joiner !== 'on') return b.joiner;
  return commonFoodNamed([...a.words, 'on', ...b.words].join(' '), { reviewedOnly: true }) ? 'on' : 'with';
}

/** Joins `b` into `a` (in text order), keeping the amount one of them gave. */
function join(a: Piece, b: Piece, joinWords: boolean): Piece {
  const connector = joinWords && b.joiner && b.joiner !== ',' ? [joinerWord(a, b)] : [];
  // Only a size set apart by a comma, a dash or brackets is the food's: "filled with a regular egg" sizes the egg.
  const amount = chooseAmount(a.amount, b.amount, b.link === 'soft' || b.link === 'paren');
  return {
    tokens: [...a.tokens, ...b.tokens],
    link: a.link,
    joiner: a.joiner,
    amount,
    words: [...a.words, ...connector, ...b.words],
    modifiers: [...a.modifiers, ...b.modifiers],
    span: { start: Math.min(a.span.start, b.span.start), end: Math.max(a.span.end, b.span.end) },
  };
}

const CLAIM_GRADES = new Set(['reduced', 'low', 'lower', 'less', 'fewer', 'free', 'lite', 'light']);
const CLAIM_NUTRIENTS = new Set(['sugar', 'sugars', 'fat', 'sodium', 'salt', 'calorie', 'calories', 'carb', 'carbs']);
const CLAIM_FILLERS = new Set(['in', 'content', 'added', 'of', 'a', 'the']);
/** "reduced sugar", "lower in fat", "less sodium", "reduced sugar content": a nutrition claim, nothing else. */
const isClaim = (words: readonly string[]) =>
  words.some((w) => CLAIM_GRADES.has(w)) && words.some((w) => CLAIM_NUTRIENTS.has(w)) && words.every((w) => CLAIM_GRADES.has(w) || CLAIM_NUTRIENTS.has(w) || CLAIM_FILLERS.has(w));

/** Containers that a food fills ("a cup filled with grapes", "a bag filled with popcorn"). */
const CONTAINERS: ReadonlySet<string> = new Set([...SERVING_VESSELS, ...PACKS]);

/**
 * "a granola bar topped with chocolate and peanut butter, weighing 1 ounce": the pieces before the
 * measure end in a list joined by "with" then "and", none with an amount of its own; the measure
 * closing it is the dish's, as after a single part joined by "with" ("toast and butter, 2 ounces",
 * with no "with", is left to the last part: whose it is the words do not say).
 */
function closesWithList(merged: readonly Piece[]): boolean {
  let k = merged.length - 1;
  while (k > 0 && merged[k]!.link === 'soft' && !ownAmount(merged[k]!.amount)) k--;
  return k > 0 && k < merged.length - 1 && merged[k]!.link === 'with' && !ownAmount(merged[k]!.amount);
}

/** FNDDS's surface or cubic inch: an area or a volume of the food, which sizes a piece. */
const isArea = (x: Amount | undefined) => x?.unit !== undefined && /\b(surface|cubic) inch$/.test(x.unit.name);

/**
 * A part's amount of its own: a number, a unit or a share said. "with a regular crust" reads
 * "a" and the size word "regular" as an amount, but names how the part is, not how much of it,
 * so a measure closing the phrase after it is still the dish's.
 */
const ownAmount = (x: Amount | undefined) => x !== undefined && (x.explicit || x.unit !== undefined);

/** "a can of soup, 10.75 ounces": a measure beats a container or a bare count. */
function chooseAmount(a: Amount | undefined, b: Amount | undefined, sizeAfterComma = false): Amount | undefined {
  if (!a) return b;
  if (!b) return a;
  const measured = (x: Amount) => x.unit !== undefined && x.unit.kind !== 'household';
  // "a slice of pie that measures one surface inch": the area is the piece's size.
  if (isArea(b) && !measured(a) && !isArea(a)) return { ...b, count: b.count * (a.unit ? a.count : 1) };
  // "three pancakes, totaling 5 ounces": a total is the amount of all of them.
  if (measured(b) && !measured(a)) return { ...b, count: b.count * (a.unit || b.total ? 1 : a.count), size: b.size ?? a.size };
  if (!a.explicit && b.explicit) return b;
  // "a plate of pierogies, 6", "half a sleeve of cookies, like 8": a bare count said after the
  // food, set apart, counts the pieces that filled one container or less of it; the pieces are
  // what the food is weighed by (a plate or a sleeve of them says less).
  if (sizeAfterComma && !b.unit && b.explicit && b.count > 1 && Number.isInteger(b.count) && a.unit?.kind === 'household' && a.count <= 1 && !a.total) return { count: b.count, explicit: true };
  // "a snickers, fun size", "a soft pretzel, bite-sized", "a small, bite-sized pretzel": a band
  // said after the food is FNDDS's band of it, as said before it (the band is the finer word; a
  // size it restates, small of a bite size, is no other size).
  if (sizeAfterComma && b.band && !b.explicit && !b.unit && !a.band && !a.explicit && !a.unit && (!a.size || a.size === b.size)) return { ...a, size: b.size ?? a.size, band: b.band };
  // "a burrito, large", "a coffee - medium": a size said after the food, with no count of its
  // own, sizes the one item "a" counted.
  if (sizeAfterComma && b.size && !b.explicit && !b.unit && !a.size && !a.explicit && !a.unit) return { ...a, size: b.size };
  return a;
}

/**
 * Turns meal text into items. Connectors split it ("," "and" "with" "+" "plus", new lines,
 * bullets); pieces that are only descriptions ("cooked, breaded, and fried"), only an amount
 * ("steak, 8 oz") or only a modifier ("(no croutons)") join their neighbour; and a run of
 * pieces joined by "and"/","/"with" stays one food when `isOneFood` knows the joined phrase
 * ("mac and cheese", "peanut butter and jelly sandwich").
 */
export function parseMeal(text: string, options: ParseOptions = {}): MealItem[] {
  return parsePieces(text, tokenize(text), {}, options);
}

/** Where a food's name stands when it is given by a program rather than typed in a sentence. */
export interface NameContext {
  /**
   * The amount given as data for the name (a vision model's 150 g, a correction's "2 slices"):
   * the name's words are read as the words after that amount, and the first food gets it.
   */
  amount?: Amount | undefined;
  /** The name follows another in a list ("a, b"): its first word is mid-sentence, not at a sentence start. */
  inList?: boolean;
}

/**
 * A food's name read as describeMeal reads the words after an amount, the amount given as data
 * (read-name.ts, fixFood): nothing is written out as text and read back. Each item's `text` is
 * the name's own words.
 */
export function parseName(name: string, context: NameContext, options: ParseOptions = {}): MealItem[] {
  return parsePieces(name, tokenize(name), context, options);
}

/**
 * The words an amount stands for, as the noise reader looks back at them ("grilled" after
 * "150 g" names how the food was made; at a sentence start it may be the person's verb). They
 * are context only: the amount itself is the data given.
 */
function wordsBefore(context: NameContext): Token[] {
  const { amount } = context;
  const at = { start: 0, end: 0 };
  if (!amount) return context.inList ? [{ kind: 'punct', text: ',', ...at }] : [];
  const words: Token[] = amount.explicit ? [{ kind: 'number', text: String(amount.count), value: amount.count, ...at }] : [{ kind: 'word', text: 'a', ...at }];
  if (amount.size) words.push({ kind: 'word', text: amount.size, ...at });
  if (amount.unit) words.push({ kind: 'word', text: amount.unit.name, ...at });
  return words;
}

function parsePieces(text: string, raw: readonly Token[], context: NameContext, options: ParseOptions): MealItem[] {
  // "teen son demolished …", "the kids had …": who ate and the verb go before the noise reader
  // (subject.ts); a name given as data with its amount has no sentence around it.
  // "a protein bar in the car", "ribs off the smoker": where it was eaten goes too (where-eaten.ts).
  const unframed = context.amount === undefined ? dropSubjects(raw) : raw;
  const said = context.amount === undefined ? theWholeAsA(dropWhereEaten(unframed, unframed !== raw)) : raw;
  const tokens = sweetenerWithItsAmount(dashesAsCommas(dropFractionOfWhole(stripNoise(said, wordsBefore(context)))));
  const titled = isTitleCased(raw);
  let pieces = cut(tokens, contentsAt(raw), ownedAfterAlong(raw)).map((piece, k) => readPiece(piece, k === 0 ? context.amount : undefined, options.isKindOf, titled));
  const ownParts = possessedAt(raw);
  const packedIn = packedInAt(raw);

  // 1. Pieces with nothing but an amount, a modifier or a description join a neighbour.
  const merged: Piece[] = [];
  for (let k = 0; k < pieces.length; k++) {
    const piece = pieces[k]!;
    const previous = merged.at(-1);
    const sameSentence = piece.link !== 'hard' && piece.link !== 'first';
    // "No Fear energy drink", "Extra Gum" opening the text: there is no food before it for a
    // modifier to be about, so its words are the food's name.
    // "skipped the fries, just a burger": a verb that leaves a food out is never a product's first word.
    if (!previous && piece.asWritten && piece.asWritten.length > 1 && !LEFT_OUT_VERBS.has(piece.asWritten[0]!)) {
      const { asWritten, ...rest } = piece;
      pieces = [...pieces];
      pieces[k] = { ...rest, words: asWritten, modifiers: [] };
      k--;
      continue;
    }
    // "canned cherries along with their juice", "a pear with its skin": a part of the food before,
    // which its USDA name already weighs ("solids and liquids"), never a second food.
    if (previous && piece.link !== 'first' && !piece.amount?.explicit && ownParts.has(piece.tokens[0]!.start)) {
      merged[merged.length - 1] = join(previous, { ...piece, words: [], joiner: '', amount: undefined }, false);
      continue;
    }
    // "canned pears with the syrup they came in": the food's own packing liquid (packed-in.ts) is
    // how it was canned, "pears in syrup", never a second food; the clause's words are no food's.
    const liquid = packedIn.get(piece.tokens[0]!.start);
    if (previous && liquid && piece.link !== 'first' && !piece.amount?.explicit) {
      merged[merged.length - 1] = join(previous, { ...piece, words: [liquid], joiner: 'in', amount: undefined }, true);
      continue;
    }
    // "a burger without pickles and onions", "an avocado without skin and seeds": a part after a
    // "without" list's first, and "a pork chop, bone removed": what was left out (left-out.ts).
    if (previous && sameSentence && !piece.amount?.explicit && piece.modifiers.length === 0) {
      const lastWithout = previous.modifiers.at(-1)?.kind === 'without' ? previous.modifiers.at(-1)!.text : undefined;
      const continues = piece.link === 'soft' && continuesLeftOutList(previous.tokens.map((t) => t.text), lastWithout, piece.joiner, piece.words);
      const removed = continues ? piece.words.filter((w) => w !== 'the').join(' ') : removedPart(piece.words);
      if (removed !== undefined) {
        merged[merged.length - 1] = join(previous, { ...piece, words: [], joiner: '', amount: undefined, modifiers: [{ kind: 'without', text: removed }] }, false);
        continue;
      }
    }
    // "just finished dinner at my mom's, pot roast and a roll": the meal's name beside its foods
    // is the frame, never a food of its own (it had been FNDDS's frozen dinner). "a tv dinner",
    // "a frozen dinner" say more than the meal's name, and stay.
    if (pieces.length > 1 && !piece.amount?.explicit && piece.modifiers.length === 0 && piece.words.length > 0 && piece.words.every((w) => MEALS_OF_DAY.has(w) || MEAL_FRAME_WORDS.has(w))) continue;
    // "a cola with ice, 12 fluid ounces": how it was served is no food, and its amount is the cola's.
    if (previous && sameSentence && piece.words.length > 0 && piece.words.every((w) => SERVING_WORDS.has(w) || EDGE_WORDS.has(w))) {
      merged[merged.length - 1] = join(previous, { ...piece, words: [], joiner: '' }, false);
      continue;
    }
    // "a cola with reduced sugar", "cookies, lower in fat": a claim about the food before, which
    // USDA names its variant with ("…, reduced sugar"), never a food of its own.
    if (previous && sameSentence && !piece.amount && isClaim(piece.words)) {
      merged[merged.length - 1] = join(previous, { ...piece, joiner: '' }, false);
      continue;
    }
    // "pancakes w blueberries x3", "toast with butter x2": a multiplier written last, after a part
    // joined by "with", counts the dish that part is on (it had been three blueberries), when
    // the dish has no count of its own ("2 eggs with toast x2" says the toast's).
    const dish = merged.at(-1);
    // Before another part joined by "with" too ("corn on the cob x2 with butter": the butter is on both).
    if (dish && piece.link === 'with' && piece.onlyTimes && (dish.link === 'first' || dish.link === 'hard') && !ownAmount(dish.amount) && (pieces[k + 1] === undefined || pieces[k + 1]!.link === 'hard' || pieces[k + 1]!.link === 'with')) {
      const factor = piece.amount!.count;
      merged[merged.length - 1] = { ...dish, amount: { ...(dish.amount ?? {}), count: (dish.amount?.count ?? 1) * factor, explicit: true } };
      const { onlyTimes: _, ...rest } = piece;
      pieces = [...pieces];
      pieces[k] = { ...rest, amount: undefined };
      k--;
      continue;
    }
    // "oreos, 4 cookies", "swedish meatballs with gravy, 8 meatballs": the count said again with
    // the food's kind is the count of that food (restated-count.ts), not a second food.
    const counted = previous && piece.joiner === ',' ? restatedFood(merged, piece, options) : undefined;
    if (counted !== undefined) {
      merged[counted] = join(merged[counted]!, { ...piece, words: [], joiner: '' }, false);
      continue;
    }
    const hasFood = piece.words.length > 0 && !isDescriptorOnly(piece);
    // "a pizza topped with cheese and vegetables, sized at one square inch": an area after the
    // toppings is the dish's (FNDDS weighs the pizza, the cake, the fish by the surface inch).
    // "a drink made with water, totaling 8 fluid ounces": a total is the whole drink's, not the
    // water's; but "… and a limeade, totaling 8 fluid ounces" is the limeade's (an amount of its own).
    // "a mocha, made with oat milk, in a 12 fluid ounce serving", "a rum with cola, measuring
    // 8 fluid ounces": nor is a measure after what the food was made with, or a part joined by
    // "with", that part's.
    // Only a measure that closes the phrase after a comma: "… and a cup filled with taro" is a cup of the taro.
    const closes = piece.joiner === ',' && (pieces[k + 1] === undefined || pieces[k + 1]!.link === 'hard');
    const afterMadeWith = closes && previous !== undefined && !ownAmount(previous.amount) && ((MADE_WITH.has(previous.words[0] ?? '') && previous.words[1] === 'with') || previous.link === 'with' || closesWithList(merged));
    if (!hasFood && sameSentence && (isArea(piece.amount) || piece.amount?.total || (afterMadeWith && piece.amount?.explicit))) {
      let dish = merged.length - 1;
      const partOfDish = (p: Piece) => (isArea(piece.amount) ? p.link !== 'first' && p.link !== 'hard' : p.link === 'with' || (p.link === 'soft' && !p.amount));
      while (dish > 0 && partOfDish(merged[dish]!)) dish--;
      if (dish >= 0 && dish < merged.length - 1) {
        merged[dish] = join(merged[dish]!, { ...piece, joiner: '' }, false);
        continue;
      }
    }
    // "… and a cup filled with taro": a bare container after "and" or a comma, whose food follows
    // "filled with", is the amount of that food, not of the food before it (a measure is not:
    // "…, weighing 3 ounces and served with its juices" stays the food's).
    const next = pieces[k + 1];
    // "grits 1 cup with butter", "oatmeal, a bowl with honey": after a food with no amount of its
    // own, set apart by a comma (or typed after it, noise.ts), the measure is that food's and a
    // plain "with" adds a part to it; only "filled with" says what fills the container.
    const measuresFoodBefore = piece.joiner === ',' && previous !== undefined && previous.words.length > 0 && !previous.amount && next !== undefined && plainWithBefore(tokens, next);
    if (!hasFood && !measuresFoodBefore && piece.words.length === 0 && /^(,\s*)?and$|^,$/.test(piece.joiner) && CONTAINERS.has(piece.amount?.unit?.name ?? '') && next?.link === 'with' && !next.amount) {
      pieces = [...pieces];
      pieces[k + 1] = { ...join({ ...piece, joiner: '' }, { ...next, joiner: '' }, false), link: piece.link, joiner: piece.joiner };
      continue;
    }
    // "toast with a dollop", "coffee with a splash": a measure after "with" that names no food is
    // of something unsaid, never the amount of the food it is on ("1 tbsp of toast" had been 7 kcal).
    if (previous && piece.link === 'with' && piece.words.length === 0 && piece.modifiers.length === 0 && piece.amount?.unit !== undefined) continue;
    // "beans (seed)", "yogurt (greek, plain)": words in brackets describe what precedes them.
    const describes = piece.link === 'paren' && previous && !piece.amount?.explicit;
    if (describes || (!hasFood && previous && (sameSentence || piece.words.length === 0))) {
      // "steak, 8 oz", "(no croutons)", "clams, breaded, and fried"
      const amountAfter = !describes && piece.joiner === ',' && piece.words.length === 0 && !previous!.amount && piece.amount !== undefined;
      merged[merged.length - 1] = { ...join(previous!, { ...piece, joiner: '' }, false), ...(amountAfter ? { amountAfter } : {}) };
      continue;
    }
    if (!hasFood && pieces[k + 1] && pieces[k + 1]!.link !== 'hard') {
      // "cooked and boiled frozen beans": the description belongs to what follows.
      pieces = [...pieces];
      pieces[k + 1] = join({ ...piece, link: piece.link }, pieces[k + 1]!, false);
      pieces[k + 1] = { ...pieces[k + 1]!, link: piece.link, joiner: piece.joiner };
      continue;
    }
    merged.push(piece);
  }
  pieces = merged;
  // Refused before the join search, whose cost grows with the pieces.
  const named = pieces.filter((p) => p.words.length > 0).length;
  if (named > MAX_ITEMS) throw tooManyFoods(named);

  // "½ a cookie and a tuna sandwich": a number said of the first part counts that part. A measure
  // or vessel ("a cup of chicken and rice soup", "2 bowls of beef and barley soup") measures
  // whatever the list turns out to be, so it never tells the list apart from one dish.
  const countedFirst = (p: Piece) => p.amount?.explicit === true && p.amount.unit === undefined;
  // 2. Runs of softly joined pieces stay one food when the joined phrase is one. Only runs of
  // up to MAX_JOINED_PIECES are tried, so a long list costs a few searches per piece.
  const items: Piece[] = [];
  for (let k = 0; k < pieces.length; ) {
    let best = k;
    if (options.isOneFood) {
      let end = k + 1;
      // "red beans and rice, a bowl", "mac and cheese, 2 cups": an amount said after the last part,
      // set apart by a comma, closes the whole run; it is the dish's when the run is one food
      // (join keeps it), the last part's when it is not, as before.
      const ownsAmount = (p: Piece) => p.amount !== undefined && !p.amountAfter;
      // "curly fries along with chili": a food said beside another may still be one dish
      // with it, when USDA weighs "X with Y" as one food (the test is the one a "with" gets).
      const joinable = (p: Piece) => p.link !== 'hard' || isAlongWith(p);
      while (end < pieces.length && end < k + MAX_JOINED_PIECES && joinable(pieces[end]!) && !(pieces[end]!.amount?.explicit && !pieces[end]!.amountAfter)) end++;
      for (let j = end - 1; j > k; j--) {
        const run = pieces.slice(k, j + 1);
        if (run.slice(0, -1).some((p) => p.amountAfter)) continue;
        const phrase = run.reduce((acc, p, n) => (n === 0 ? p : join(acc, p, true))).words.join(' ');
        const bareList = !countedFirst(run[0]!) && run.slice(1).every((p) => !ownsAmount(p) && /^(and|&)$/.test(p.joiner));
        if (options.isOneFood(phrase, run.map((p) => p.words.join(' ')), run.slice(1).some((p) => p.link === 'with' || isAlongWith(p)), bareList)) {
          best = j;
          break;
        }
      }
    }
    let piece = pieces[k]!;
    for (let j = k + 1; j <= best; j++) piece = join(piece, pieces[j]!, true);
    items.push(piece);
    k = best + 1;
  }

  return items
    .filter((piece) => piece.words.length > 0)
    .map((piece) => toItem(text, piece));
}

/** Is the piece joined by "with" alone ("… with butter"), not "filled with", "topped with" …? */
function plainWithBefore(tokens: readonly Token[], piece: Piece): boolean {
  const at = tokens.indexOf(piece.tokens[0]!);
  return at > 0 && tokens[at - 1]!.text === 'with' && !WITH_BY_FIRST.get(tokens[at - 2]?.text ?? '')?.some((phrase) => phrase.length > 1 && phrase.at(-1) === 'with');
}

/** Words "whole" is part of the food's name before ("whole wheat", "whole milk", "whole grain"). */
const WHOLE_NAMED = /^(wheat|grain|grains|milk|foods|kernel|kernels|bean|beans|wheat-bread|fat)$/;
/** "the whole time", "the whole family shared …": how long, or who (share.ts reads the people). */
const WHOLE_NOT_FOOD = /^(time|day|days|way|week|weekend|night|morning|afternoon|evening|family|crew|team|class|office|house|household|group|table|lot|world|gang)$/;
/**
 * "the whole pizza", "ate the entire bag", "the whole box of mac and cheese" (session 19): the
 * whole item, as "a whole pizza" is read (quantity.ts); "the" had left "whole" a word of the
 * food ("the whole pizza" was a slice of whole wheat pizza, "the entire pizza" a slice). Not
 * before a food that "whole" names ("the whole milk", "the whole wheat bread").
 */
function theWholeAsA(tokens: readonly Token[]): readonly Token[] {
  let out: Token[] | undefined;
  for (let i = 0; i + 2 < tokens.length; i++) {
    const [the, whole, next] = [tokens[i]!, tokens[i + 1]!, tokens[i + 2]!];
    if (the.text !== 'the' || (whole.text !== 'whole' && whole.text !== 'entire') || next.kind !== 'word') continue;
    if ((whole.text === 'whole' && WHOLE_NAMED.test(next.text)) || WHOLE_NOT_FOOD.test(next.text)) continue;
    out ??= [...tokens];
    out[i] = { ...the, text: 'a' };
  }
  return out ?? tokens;
}

/** Words that may close a restated count without naming anything ("one whole plantain worth"). */
const RESTATED_TAIL = new Set(['worth', 'total', 'each', 'in']);

/**
 * Which piece of the sentence so far a count said again after a comma counts, or undefined: the
 * piece is a number (or a package: "1 bag chips") and one kind word, and the food it names is of
 * that kind, by its head word or, with `isKindOf`, by its database name. Looked for back to the
 * sentence's first food, past the parts joined to it ("… with gravy, 8 meatballs").
 */
function restatedFood(merged: readonly Piece[], piece: Piece, options: ParseOptions): number | undefined {
  const amount = piece.amount;
  if (!amount?.explicit || piece.modifiers.length > 0) return undefined;
  const words = piece.words.filter((w, k) => k === 0 || !RESTATED_TAIL.has(w));
  if (words.length !== 1 || !/^[a-z]{3,}$/.test(words[0]!)) return undefined;
  const kind = words[0]!;
  for (let k = merged.length - 1; k >= 0; k--) {
    const food = merged[k]!;
    if (food.words.length > 0 && !ownCount(food.amount) && (headNamesKind(food.words, kind) || options.isKindOf?.(food.words.join(' '), kind))) return k;
    if (food.link === 'first' || food.link === 'hard') return undefined;
  }
  return undefined;
}
/** A count of its own already ("2 oreos, 4 cookies" says two things): only a container or "a" may be restated. */
const ownCount = (x: Amount | undefined) => x !== undefined && x.explicit && x.unit === undefined;

/** Units that name a piece cut from a whole ("a slice of pie", "a piece of quiche", "a serving of cake"). */
const PIECE_UNITS = /^(slice|slices|piece|pieces|serving|servings|wedge|wedges|square|squares|portion|portions)$/;
/** What a piece is cut from. */
const WHOLE_NOUNS = /^(pie|pies|cake|cakes|pizza|pizzas|loaf|loaves|tart|quiche|crust|cheesecake|coffeecake|pan|batch|recipe|casserole|round|wheel|log|ring|whole)$/;
/** Words that lead into the fraction ("representing", "specifically", "approximately", "this slice represents"). */
const LEADS_TO_FRACTION = /^(representing|represents|represent|specifically|approximately|about|roughly|around|exactly|which|that|is|being|equal|equals|equivalent|to|this|the|slice|piece|serving|or|cut|as|,)$|ly$/;
/** Between "of" and the whole: "a", "the entire", "an 8-inch", "a 17-ounce", "a nine-inch". */
const BEFORE_WHOLE = /^(a|an|the|entire|whole|full|standard|-|inch|inches|"|ounce|ounces|oz|[a-z]+-inch|[a-z]+-ounce|commercially|prepared|made|homemade|baked|commercial|round)$/;

/**
 * "a slice of pecan pie, one-eighth of a 9-inch pie", "a square of sheet cake, about a twelfth
 * of the cake", "The slice was a quarter of the pizza": after a
 * piece cut from a whole, the fraction of the whole only sizes that piece (FNDDS's slice is
 * already a sixth or an eighth): it is no amount and no food of its own, and is left out.
 */
function dropFractionOfWhole(tokens: Token[]): Token[] {
  const pieceAt = tokens.findIndex((t) => PIECE_UNITS.test(t.text));
  if (pieceAt < 0) return tokens;
  for (let i = pieceAt + 1; i < tokens.length - 2; i++) {
    const fraction = FRACTION_WORDS.test(tokens[i]!.text) || (tokens[i]!.kind === 'number' && tokens[i]!.value! < 1);
    if (!fraction || tokens[i + 1]!.text !== 'of') continue;
    let j = i + 2;
    while (j < tokens.length && (BEFORE_WHOLE.test(tokens[j]!.text) || tokens[j]!.kind === 'number')) j++;
    const noun = tokens[j];
    const end = j + 1;
    if (!noun || (end < tokens.length && !isSentenceEnd(tokens[end]!) && tokens[end]!.text !== ',')) continue;
    const said = tokens.slice(0, i).some((t) => t.text === noun.text || `${t.text}s` === noun.text);
    if (!WHOLE_NOUNS.test(noun.text) && !said) continue;
    let start = i;
    while (start > pieceAt + 1 && LEADS_TO_FRACTION.test(tokens[start - 1]!.text)) start--;
    // "a slice of toast and half of a cake": a fraction after a connector is a food of its own.
    if (/^(and|&|plus|\+|with|then)$/.test(tokens[start - 1]?.text ?? '')) continue;
    // The connector before it stays ("," or "."), so what follows is still a new piece.
    if (tokens[start]?.text === ',') start++;
    return [...tokens.slice(0, start), ...tokens.slice(end)];
  }
  return tokens;
}

/**
 * "ribeye — 12 oz", "salmon - about 6 ounces", "a burrito – large": a dash after a word, set
 * apart by spaces (or a long dash at all), parts what follows as a comma does, so an amount after
 * it is the food's and a word after it a modifier. Read after the noise reader, whose labels
 * ("lunch - …") end at a dash, and never between numbers ("2 – 3" is a range).
 */
function dashesAsCommas(tokens: Token[]): Token[] {
  let out: Token[] | undefined;
  for (let i = 1; i < tokens.length - 1; i++) {
    const [before, dash, after] = [tokens[i - 1]!, tokens[i]!, tokens[i + 1]!];
    if (!/^[-–—]$/.test(dash.text) || before.kind !== 'word') continue;
    if (dash.text === '-' && !(before.end < dash.start && dash.end < after.start)) continue;
    out ??= [...tokens];
    out[i] = { ...dash, text: ',' };
  }
  return out ?? tokens;
}

function toItem(original: string, piece: Piece): MealItem {
  const amount = piece.amount;
  return {
    quantity: amount?.count ?? 1,
    ...(amount?.unit ? { unit: amount.unit.name } : {}),
    ...(amount?.size ? { size: amount.size } : {}),
    ...(amount ? { amount } : {}),
    foodText: piece.words.join(' '),
    modifiers: piece.modifiers,
    span: piece.span,
    text: original.slice(piece.span.start, piece.span.end),
    link: piece.link,
  };
}
