/**
 * Meal text as tokens that remember where they came from, so every later step (noise removal,
 * splitting, quantities) can drop or regroup tokens and still name the exact span of the
 * original text it understood — or did not.
 */
import { cardinalWords } from '../text/number-words.js';

export type TokenKind = 'word' | 'number' | 'punct' | 'break';

export interface Token {
  kind: TokenKind;
  /** Lower-cased text; for numbers the digits as written. */
  text: string;
  /** Numeric value of a number token (fractions and unicode fractions included). */
  value?: number;
  /** Offsets into the original text: `original.slice(start, end)` is what the person wrote. */
  start: number;
  end: number;
  /** A word the person began with a capital ("Turkey" the country, not the bird). */
  capital?: true;
}

const UNICODE_FRACTIONS: Record<string, number> = {
  '½': 1 / 2, '⅓': 1 / 3, '⅔': 2 / 3, '¼': 1 / 4, '¾': 3 / 4, '⅕': 1 / 5, '⅖': 2 / 5, '⅗': 3 / 5,
  '⅘': 4 / 5, '⅙': 1 / 6, '⅚': 5 / 6, '⅛': 1 / 8, '⅜': 3 / 8, '⅝': 5 / 8, '⅞': 7 / 8,
};
const FRACTION_CHARS = Object.keys(UNICODE_FRACTIONS).join('');

// Order matters: line starts with bullets, then numbers (with an optional glued unicode
// fraction or "%"), slash fractions, words (letters with inner apostrophes/hyphens), punctuation.
const TOKEN = new RegExp(
  [
    String.raw`(?<break>\r?\n[ \t]*(?:[-*•·▪–—]|\d{1,2}[.)](?!\d))?)`,
    String.raw`(?<frac>\d+\s*/\s*\d+)`,
    String.raw`(?<num>(?:\d+(?:\.\d+)?|\.\d+)(?:\s?[${FRACTION_CHARS}])?%?)`,
    String.raw`(?<ufrac>[${FRACTION_CHARS}])`,
    // "fries w/ ketchup", "a latte w/o sugar": the food log's shorthand is the word "with" /
    // "without", so every reading of those words applies ("wine w/ dinner" is an occasion); split
    // at the slash, "w" was read as a food word and the food before it was lost.
    // A "w" alone between words is the same shorthand typed without its slash ("bagel w cream cheese"),
    // and before an amount after a word ("hash w 2 poached eggs": the hash had been lost).
    String.raw`(?<shorthand>(?<![\p{L}\p{N}])[wW]/(?:[oO](?![\p{L}\p{N}]))?|(?<=[\p{L}\p{N}]\s+)[wW](?=\s+\p{L})|(?<=\p{L}\s+)[wW](?=\s+\p{N}))`,
    // "coffee with half and half", "half & half", "half n half": the cream's name, one word as USDA
    // writes it ("half-and-half"); read as words, "half" was an amount ("coffee with half and half"
    // was half a coffee and no cream) and the cream alone was no food. Before another noun it
    // describes that food ("a half and half pizza": half of one topping, half another).
    String.raw`(?<halfhalf>(?<![\p{L}\p{N}])[hH]alf[ \t]*(?:[aA]nd|&|[nN]|'[nN]'?|’[nN]’?)[ \t]*[hH]alf(?=[ \t]*(?:$|[^\p{L}\p{N}\s-]|\r?\n|(?:and|with|in|into|on|to|for|or|creamer|cream|milk)(?![\p{L}]))))`,
    // "a half and half pizza", "half & half pizza": before any other word it says the dish is made
    // in two halves (two toppings), not how much of it was eaten: one whole dish, and no word of
    // its name (read as words, "half" had been half the pizza). Left out of the tokens.
    String.raw`(?<halves>(?<![\p{L}\p{N}])[hH]alf(?:[ \t]*(?:[aA]nd|&|[nN]|'[nN]'?|’[nN]’?)[ \t]*|-[aA]nd-)[hH]alf(?=[ \t]+(?!(?:the|a|an|my|from|at|of|is|was|added|in|into|to|on|for|or|and|with|cream|creamer|milk)(?![\p{L}]))\p{L}))`,
    // "M&Ms", "PB&J", "A&W": an ampersand between letters with no space is part of a name.
    String.raw`(?<word>\p{L}[\p{L}\p{M}'’]*(?:&\p{L}[\p{L}\p{M}'’]*)*(?:-[\p{L}\p{N}][\p{L}\p{M}\p{N}'’]*)*)`,
    String.raw`(?<punct>[,;:+&()\[\]/.!?×*"•·\-–—])`,
  ].join('|'),
  'gu',
);

const NUMBER_WORDS = cardinalWords(1, 20);
const MEASURE_JOINED = /^([a-z]+)-(ounces?|pounds?|grams?|cups?|liters?|litres?|pints?|quarts?|tablespoons?|teaspoons?)$/;
/**
 * "a half-litre bottle of coke", "a half-pint of ice cream", "a half-gallon of milk": a fraction
 * word joined to a container's volume is that much of it, as "half a litre" is (read as one word,
 * the whole text had no food). Not a mass ("a quarter-pound burger" names the patty's raw weight,
 * not the burger's), and not the cup: "a half-cup serving" of a food USDA weighs by a labelled
 * serving of half a cup was that serving, and the cup at the food's density moved one NutriBench
 * validation answer further off (session 21, helper sizes); left to the measures' own reading.
 */
const FRACTION_JOINED = /^(half|quarter)-(liters?|litres?|pints?|quarts?|gallons?)$/;
/**
 * "a quarter-cup of almonds", "a half-tablespoon of honey": a fraction joined to a spoon or the
 * cup and followed by "of" is that much of the food, as "a quarter cup of almonds" is. Read as one
 * word it was a food's name, and the food was one almond. Only before "of": "a half-cup serving"
 * stays the labelled serving (the session-21 reason the cup is not in FRACTION_JOINED).
 */
const FRACTION_CUP_JOINED = /^(half|quarter|third)-(cups?|tablespoons?|teaspoons?)$/;
const OF_NEXT = /^\s+of\b/i;

export function tokenize(text: string): Token[] {
  const tokens: Token[] = [];
  // A bullet on the very first line is a list too.
  const source = '\n' + text;
  // exec on the one pattern, not matchAll: matchAll copies the pattern on every call, and every
  // meal text is tokenized once or more. (No alternative matches the empty string; should one
  // ever, the step past it is matchAll's.)
  TOKEN.lastIndex = 0;
  for (let match = TOKEN.exec(source); match !== null; match = TOKEN.exec(source)) {
    if (match[0].length === 0) TOKEN.lastIndex++;
    const groups = match.groups!;
    const start = match.index! - 1;
    const end = start + match[0].length;
    const raw = match[0];
    if (groups.break !== undefined) {
      tokens.push({ kind: 'break', text: '\n', start: Math.max(start + 1, 0), end: Math.max(end, 0) });
    } else if (groups.frac !== undefined) {
      const [a, b] = raw.split('/').map((part) => Number(part.trim()));
      if (b) tokens.push({ kind: 'number', text: raw.replace(/\s+/g, ''), value: a! / b, start, end });
    } else if (groups.num !== undefined) {
      if (raw.endsWith('%')) {
        // "2% milk": a fat level, part of the food's name, not an amount.
        tokens.push({ kind: 'word', text: raw.replace(/\s+/g, ''), start, end });
        continue;
      }
      const last = raw.at(-1)!;
      const glued = UNICODE_FRACTIONS[last];
      const value = glued === undefined ? Number(raw) : Number(raw.slice(0, -1).trim()) + glued;
      tokens.push({ kind: 'number', text: raw, value, start, end });
    } else if (groups.ufrac !== undefined) {
      tokens.push({ kind: 'number', text: raw, value: UNICODE_FRACTIONS[raw]!, start, end });
    } else if (groups.word !== undefined) {
      const text = raw.toLowerCase().replace(/’/g, "'");
      // "a one-ounce serving", "an eight-ounce steak": a number word joined to a measure is read
      // as "8-ounce" is (a number, "-", the unit); lengths ("eight-inch") keep their own reading.
      const cupOf = FRACTION_CUP_JOINED.test(text) && OF_NEXT.test(source.slice(TOKEN.lastIndex));
      const measured = MEASURE_JOINED.exec(text) ?? FRACTION_JOINED.exec(text) ?? (cupOf ? FRACTION_CUP_JOINED.exec(text) : null);
      if (measured && (NUMBER_WORDS.has(measured[1]!) || FRACTION_JOINED.test(text) || cupOf)) {
        const cut = start + measured[1]!.length;
        tokens.push({ kind: 'word', text: measured[1]!, start, end: cut });
        tokens.push({ kind: 'punct', text: '-', start: cut, end: cut + 1 });
        tokens.push({ kind: 'word', text: measured[2]!, start: cut + 1, end });
        continue;
      }
      tokens.push(raw[0] !== text[0] ? { kind: 'word', text, start, end, capital: true } : { kind: 'word', text, start, end });
    } else if (groups.halves !== undefined) {
      continue;
    } else if (groups.halfhalf !== undefined) {
      tokens.push({ kind: 'word', text: 'half-and-half', start, end });
    } else if (groups.shorthand !== undefined) {
      tokens.push({ kind: 'word', text: raw.length <= 2 ? 'with' : 'without', start, end });
    } else {
      tokens.push({ kind: 'punct', text: raw === '×' ? 'x' : raw, start, end });
    }
  }
  // The "\n" added above (with a first-line bullet, if any) separates nothing.
  if (tokens[0]?.kind === 'break') tokens.shift();
  return tokens;
}

/** The person's own words for a run of tokens. */
export function spanText(original: string, tokens: readonly Token[]): string {
  if (tokens.length === 0) return '';
  return original.slice(tokens[0]!.start, tokens.at(-1)!.end);
}
