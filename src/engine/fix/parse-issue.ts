import type { Correction, OverrideNutrient, ParsedIssue } from './corrections.js';
import { readQuantity, type Quantity, type QuantityRead } from './quantity.js';
import type { Size } from '../meal/units.js';
import { QUALIFIERS } from './words.js';
import { ENGLISH_CARDINALS, ENGLISH_MULTIPLES, ENGLISH_NUMBER_WORDS, wordsBetween } from '../text/number-words.js';

/*
 * A correction in plain words → operations (docs/fix.md). The issue is cut into clauses at
 * sentence ends, commas and "and"/"but"; a clause that means nothing alone ("the bun" in
 * "remove the chips and the bun") is joined back to the one before it. Each clause is read by
 * the first rule that understands it; what no rule understands is returned as unused, so the
 * operation can name those words instead of guessing.
 */

const NUMBER = String.raw`(\d+(?:[.,]\d+)?)`;
// Counts in words come from the one table (src/engine/text): a person correcting a meal counts up to a dozen.
const COUNT_WORDS = wordsBetween(ENGLISH_CARDINALS, 1, 12);
const COUNT = String.raw`(\d+(?:\.\d+)?|a couple(?: of)?|a pair of|${COUNT_WORDS}|a|an|${wordsBetween(ENGLISH_MULTIPLES, 1, 3)})`;
/** How many people share a food ("split it three ways"). */
const SHARERS = wordsBetween(ENGLISH_CARDINALS, 2, 5);
const SHARED_WITH = new RegExp(String.raw`^(?:i |we )?(?:shared|split)(?: it| this| that| the \w+)?(?: (?:with|between|among))? (?:(a friend|someone|my \w+|him|her|a colleague)|(\d+|${SHARERS}) (?:friends|people|others|of us|ways))$`);
const SHARED_WAYS = new RegExp(String.raw`^(?:i |we )?(?:shared|split)(?: it| this| that)? (\d+|${SHARERS}) ways$`);

function countValue(word: string): number | undefined {
  const n = Number(word.replace(',', '.'));
  if (Number.isFinite(n)) return n;
  // "a", "an": one; "a couple of", "a pair of": the table's word without its article.
  if (word === 'a' || word === 'an') return 1;
  return ENGLISH_NUMBER_WORDS[word.replace(/^an? /, '').replace(/ of$/, '')];
}

const FRACTIONS: Array<[RegExp, number]> = [
  [/^(?:a |one )?half(?: a| of a| an| of an)?$|^1\/2$|^½$|^50 ?(?:%|percent)$/, 1 / 2],
  [/^(?:a |one )?third$|^1\/3$|^⅓$/, 1 / 3],
  [/^two[ -]thirds$|^2\/3$|^⅔$/, 2 / 3],
  [/^(?:a |one )?(?:quarter|fourth)$|^1\/4$|^¼$|^25 ?(?:%|percent)$/, 1 / 4],
  [/^three[ -](?:quarters|fourths)$|^3\/4$|^¾$|^75 ?(?:%|percent)$/, 3 / 4],
  [/^(?:a |one )?fifth$|^1\/5$/, 1 / 5],
  [/^(?:a )?double(?: portion| serving| helping)?$|^twice(?: as much)?$|^2x$|^x2$/, 2],
];
const FRACTION = String.raw`(?:a |one )?half(?: a| an)?|(?:a |one )?third|two[ -]thirds|(?:a |one )?quarter|(?:a |one )?fourth|three[ -](?:quarters|fourths)|(?:a |one )?fifth|1\/2|1\/3|2\/3|1\/4|3\/4|1\/5|[½⅓⅔¼¾]|\d{1,2} ?(?:%|percent)`;

function fractionValue(text: string): number | undefined {
  const t = text.trim();
  for (const [re, value] of FRACTIONS) if (re.test(t)) return value;
  const percent = /^(\d{1,3}) ?(?:%|percent)$/.exec(t);
  if (percent) return Number(percent[1]) / 100;
  return undefined;
}

/** Lower case, one kind of apostrophe, "w/o" and "w/" spelled out, one space. */
function normalize(issue: string): string {
  return issue
    .toLowerCase()
    .replace(/[’‘`´]/g, "'")
    .replace(/\bw\/o\b/g, 'without ')
    .replace(/\bw\//g, 'with ')
    .replace(/(^|[\s,.;])\+\s*(?=[a-z\d])/g, '$1plus ')
    .replace(/(?<!\d):(?!\d)/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
}

/** Words around a clause that change nothing ("actually", "oops", "please"). */
const LEADING_FILLER = /^(?:(?:and|but|then|oh|oops|sorry|wait|hmm+|ok(?:ay)?|well|so|um+|uh|correction|fix|update|note|btw|hey|hi|actually|in fact|i think|i believe|pretty sure|turns out|it turns out(?: that)?|to be honest|honestly|ah|yes|yeah)\b[,:!]?\s+|no[,:!.]\s*|nope[,:!.]?\s+|not quite[,:!.]?\s*)/;
const TRAILING_FILLER = /\s*(?:,\s*)?\b(?:please|pls|plz|thx|thanks|thank you|though|actually|i think|lol|btw|by the way|sorry|haha|i guess|i believe|to be exact|to be precise|roughly|approximately)\s*$/;

function stripFillers(clause: string): string {
  let c = clause.trim().replace(/^[,:\-–—\s]+|[,:\-–—\s]+$/g, '');
  for (let guard = 0; guard < 6; guard++) {
    const next = c.replace(LEADING_FILLER, '').replace(TRAILING_FILLER, '').trim();
    if (next === c) break;
    c = next;
  }
  return c;
}

/** "the", "my", "a" before a named thing. */
function bareThing(text: string): string {
  return text
    .trim()
    .replace(/^(?:the|my|a|an|some|any|all(?: of)?(?: the)?|that|those|this|these|his|her|our|their)\s+/, '')
    .replace(/\s+(?:too|as well|also|on it|in it|on top|at all|on the side|in there|on there|either)$/, '')
    .trim();
}

/** Words for the food as a whole, or its container: "it", "the bowl", "the slice". */
const PRONOUN = /^(?:it|that|this|they|those|these|it all|everything|all of it|mine|what i had|what i ate|(?:the |my |that |this )?(?:meal|food|whole thing|dish|plate|thing|order|portion|serving|drink|glass|bowl|lot|slice|piece|cup|mug|bottle|can|helping))$/;

/** A clause is only understood if what is left after the rule is a plausible food phrase. */
function looksLikeFood(text: string): boolean {
  return /[a-z]/.test(text) && !/^(?:it|that|this|them|they|nothing|something|wrong|right|correct|off|too|not)$/.test(text);
}

/** Split a list of things: "the chips and the bun", "mayo, ketchup or mustard". */
export function splitList(text: string): string[] {
  return text
    .split(/\s*,\s*|\s+(?:and|or|nor|&|plus)\s+/)
    .map(bareThing)
    .filter((t) => t.length > 0);
}

// ---------------------------------------------------------------- overrides

const NUTRIENT_WORDS: Array<[RegExp, OverrideNutrient]> = [
  [/^(?:k?cals?|kcals?|calories|calorie|kilocalories|energy)$/, 'kcal'],
  [/^(?:protein|proteins)$/, 'protein'],
  [/^(?:carbs?|carbohydrates?|carbohydrate)$/, 'carbs'],
  [/^(?:fats?|total fat|fat content)$/, 'fat'],
];
const NUTRIENT = String.raw`(k?cals?|kcals?|calories|calorie|kilocalories|protein|proteins|carbs?|carbohydrates?|fats?|total fat)`;
/** A food word right after a nutrient word: "protein bar" is a food, not a figure. */
const NUTRIENT_FOOD = /^\s*(?:bar|bars|shake|shakes|powder|drink|cookie|cookies|ball|balls|pasta|bread|yogurt|yoghurt|pancakes?|milk|free)\b/;

function nutrientOf(word: string): OverrideNutrient | undefined {
  for (const [re, n] of NUTRIENT_WORDS) if (re.test(word)) return n;
  return undefined;
}

function readOverride(clause: string): Correction | undefined {
  const values: Partial<Record<OverrideNutrient, number>> = {};
  let rest = clause;
  const numberFirst = new RegExp(String.raw`${NUMBER}\s*(?:g|grams?|gr)?\s*(?:of\s+)?${NUTRIENT}\b`, 'g');
  const nutrientFirst = new RegExp(String.raw`\b${NUTRIENT}\s*(?:was|were|is|are|of|at|:|=|-)?\s*(?:about|around|only|actually|roughly|more like|closer to)?\s*${NUMBER}\s*(?:g|grams?|kcal|cal)?(?![\w.])`, 'g');
  rest = rest.replace(numberFirst, (all, n: string, w: string, offset: number, whole: string) => {
    if (NUTRIENT_FOOD.test(whole.slice(offset + all.length))) return all;
    const nutrient = nutrientOf(w);
    if (!nutrient) return all;
    values[nutrient] = Number(n.replace(',', '.'));
    return ' ';
  });
  rest = rest.replace(nutrientFirst, (all, w: string, n: string) => {
    const nutrient = nutrientOf(w);
    if (!nutrient) return all;
    values[nutrient] = Number(n.replace(',', '.'));
    return ' ';
  });
  if (Object.keys(values).length === 0) return undefined;
  // What is left names the part the figures are for ("the fries were 300 calories"), or nothing.
  const left = rest
    .replace(/\b(?:it|that|this|they|was|were|is|are|had|has|have|contains|contained|only|actually|about|around|roughly|approximately|approx|total|in total|more like|closer to|really|and|with|there|label|says|said|say|per serving|each|a|an|the|of|not|but|just|total of|overall|altogether|whole thing|meal|more|less|than|like)\b|[~,:+&=-]/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
  if (left === '') return { kind: 'override', values, text: clause };
  if (/\d/.test(left)) return undefined;
  return { kind: 'override', target: bareThing(left), values, text: clause };
}

// ---------------------------------------------------------------- shares and servings

function readShare(clause: string): Correction | undefined {
  if (/^(?:i |we )?(?:only |just )?(?:had|ate|got|did) (?:seconds|a second (?:helping|plate|serving|portion|bowl))$/.test(clause)) {
    return { kind: 'share', factor: 2, text: clause };
  }
  const shared = SHARED_WITH.exec(clause) ?? SHARED_WAYS.exec(clause);
  if (shared) {
    const people = shared[1] ? 2 : (countValue(shared[2]!) ?? Number.NaN) + (/ (?:friends|others)$/.test(clause) ? 1 : 0);
    if (!Number.isFinite(people) || people < 2) return undefined;
    return { kind: 'share', factor: 1 / people, text: clause };
  }
  if (/^(?:i |we )?(?:only |just )?(?:shared|split) (?:it|this|that)$/.test(clause)) return { kind: 'share', factor: 1 / 2, text: clause };
  const doubledPart = /^(?:double|twice|triple) (?:the |my )?(.+)$/.exec(clause);
  if (doubledPart && !/^(?:portion|serving|helping|it|that|amount|the amount)$/.test(doubledPart[1]!) && looksLikeFood(doubledPart[1]!)) {
    return { kind: 'share', factor: clause.startsWith('triple') ? 3 : 2, target: bareThing(doubledPart[1]!), text: clause };
  }
  const doubled = /^(?:make it |it was |that was |i had |i ate )?(?:a )?(double|twice as much|twice that|twice|2x|x2|triple|three times as much|three times that)(?: (?:portion|serving|helping|of it|that|the amount|it))?$/.exec(clause);
  if (doubled) return { kind: 'share', factor: doubled[1]!.startsWith('t') && doubled[1]!.startsWith('tri') || doubled[1]!.startsWith('three') ? 3 : 2, text: clause };
  const share = new RegExp(
    String.raw`^(?:i |we )?(?:only |just )?(?:ate|had|eaten|drank|drunk|finished|consumed|got through|managed|eat|drink)?\s*(?:only |just |about |around |roughly |like )?(${FRACTION})(?:\s+(?:a |an )?(?:portion|serving|helping))?(?:\s+(?:of\s+)?(.*?))?(?:\s+(?:only|of it))?$`,
  ).exec(clause);
  if (!share) return undefined;
  const factor = fractionValue(share[1]!);
  if (factor === undefined) return undefined;
  const what = bareThing((share[2] ?? '').replace(/^of\s+/, ''));
  if (what === '' || PRONOUN.test(what) || /^(?:it|that|this|them|the portion|the serving|my portion|it only)$/.test(what)) {
    return { kind: 'share', factor, text: clause };
  }
  if (!looksLikeFood(what)) return undefined;
  return { kind: 'share', factor, target: what, text: clause };
}

/** "just the burger", "I only had the salad", "only the fries". */
function readOnly(clause: string): Correction | undefined {
  const m = /^(?:i |we )?(?:just|only)\s+(?:had|ate|drank|got|eat|have)?\s*(?:the |my )(.+?)(?:\s+(?:only|though))?$/.exec(clause)
    ?? /^(?:i |we )?(?:had|ate|drank|got) (?:just|only) (?:the |my )(.+)$/.exec(clause)
    ?? /^(?:it was )?(?:just|only) (?:the |my )(.+)$/.exec(clause);
  if (!m) return undefined;
  const target = bareThing(m[1]!);
  if (!looksLikeFood(target) || PRONOUN.test(target) || /\d/.test(target)) return undefined;
  return { kind: 'only', target, text: clause };
}

function readServings(clause: string): Correction | undefined {
  const m = new RegExp(
    String.raw`^(?:(?:it|that|this) (?:was|is)|it's|its|there (?:were|was)|i (?:had|ate)|we (?:had|ate)|make it|(?:it )?should be|(?:it )?counts? as|that's|thats)?\s*(?:about |around |really |actually |only |just )?${COUNT}\s+(?:servings?|portions?|helpings?)(?:\s+of\s+(?:it|that|this|them))?(?:\s+not\s+\w+)?$`,
  ).exec(clause);
  if (m) {
    const servings = countValue(m[1]!);
    if (servings !== undefined && servings > 0) return { kind: 'servings', servings, text: clause };
  }
  const of = new RegExp(String.raw`^(?:i |we )?(?:had|ate|drank|got) ${COUNT} of (?:them|those|these|it|that)$`).exec(clause);
  if (of) {
    const servings = countValue(of[1]!);
    if (servings !== undefined && servings > 0) return { kind: 'servings', servings, text: clause };
  }
  return undefined;
}

// ---------------------------------------------------------------- removals and additions

const REMOVE_VERBS = String.raw`no|without|minus|hold|skip|remove|removed|delete|drop|lose|nix|take out|take off|take away|leave out|leave off|get rid of|there (?:was|were) no|there (?:wasn't|weren't|was not|were not) (?:any)?|(?:i |we )?(?:didn't|did not|don't|do not|never) (?:have|eat|get|drink|order|touch|want)|(?:i |we )?(?:skipped|left|removed|dropped|passed on)|not|forget|except(?: for)?|but no|and no|zero|none of|hold off on`;

function readRemoval(clause: string): Correction[] | undefined {
  const m = new RegExp(String.raw`^(?:${REMOVE_VERBS})\s+(?:the\s+|any\s+|my\s+|a\s+|an\s+|some\s+)?(.+?)(?:\s+(?:at all|please|on it|in it|on top|either|off|out|from it|from the \w+))?$`).exec(clause);
  const trailing = /^(?:the |my )?(.+?) (?:was|were|is|are)?\s*(?:removed|not included|left out|missing|not there|not eaten|uneaten|left over|leftover|taken off|taken out|off|out|skipped)$/.exec(clause);
  // "the burger had no cheese", "it came without onions", "everything except the fries".
  const inside = /^(?:the |my )?(?:.+?) (?:had|has|came|comes|was|were|is|are) (?:no|without|with no)\s+(?:the |any )?(.+)$/.exec(clause);
  const except = /^(?:i |we )?(?:ate|had|finished|drank)?\s*(?:everything|all of it|it all|all) (?:but|except|except for|apart from|other than)\s+(?:the |my )?(.+)$/.exec(clause);
  const what = m?.[1] ?? trailing?.[1] ?? inside?.[1] ?? except?.[1];
  if (!what) return undefined;
  if (/^(?:\d|servings?\b)/.test(what)) return undefined;
  // "no cheese on the burger": the part it sits on does not change what goes.
  const onPart = / (?:on|in|from|off) (?:the|my|that) [a-z ]+$/.exec(what);
  if (onPart) return readRemoval(clause.slice(0, clause.length - onPart[0].length))?.map((c) => ({ ...c, text: clause }));
  // "not 2" / "not diet": not a removal (amounts and replacements handle those).
  if (/^not\b/.test(clause) && !/^not (?:the|any|my)\b/.test(clause)) return undefined;
  const things = splitList(what);
  if (things.length === 0 || !things.every(looksLikeFood)) return undefined;
  // One removal for the whole list: "mac and cheese" may be one part; the applier splits it if not.
  return [{ kind: 'remove', target: bareThing(what), text: clause }];
}

const ADD_VERBS = String.raw`add|added|adding|plus|also|and also|also had|i also had|we also had|i also ate|i also drank|also ate|also drank|and|there (?:was|were) also|there (?:was|were)|include|including|forgot(?: to (?:add|mention|include|log|count))?(?: the| that| about| my)?|i forgot(?: to (?:add|mention|include|log|count))?(?: the| that| about| my)?|you forgot|you missed|missed|don't forget|dont forget|throw in|toss in|put in|it came with|came with|it also had|it had|served with|along with|with a side of|a side of|side of|on the side|extra|additional|another|one more|i had|i ate|i drank|i got|we had|we got|had|got|also a|i added|topped with|with extra`;

function readAddition(clause: string): Correction | undefined {
  // "I had a corona instead": in place of something, not beside it.
  const instead = /^(?:i |we )?(?:had|got|ate|drank|ordered)\s+(.+?)\s+instead$/.exec(clause);
  if (instead && looksLikeFood(instead[1]!)) return { kind: 'replace', phrase: instead[1]!, instead: true, text: clause };
  const m = new RegExp(String.raw`^(?:${ADD_VERBS})\s+(.+)$`).exec(clause);
  const tooForm = /^(?:i |we )?(?:had|ate|drank|got)?\s*(.+?)\s+(?:too|as well|also|on the side|besides|in addition)$/.exec(clause);
  let phrase = m?.[1] ?? tooForm?.[1];
  if (!phrase) return undefined;
  phrase = phrase.replace(/\s+(?:too|as well|also|on the side|besides|in addition|on top|to it|to that|in it|on it|with it)$/, '').replace(/^(?:the|my)\s+/, '').trim();
  const verb = m ? clause.slice(0, clause.length - m[1]!.length).trim() : '';
  if (!looksLikeFood(phrase) || PRONOUN.test(phrase)) return undefined;
  // "I ate 2 bananas": a count of a food that may already be there (else it is added).
  if (/^(?:i had|i ate|i drank|i got|we had|we got|had|got|there (?:was|were))$/.test(verb)) {
    const counted = readAmountClause(phrase.replace(/^(?:only|just|about|around|actually|really) /, ''));
    if (counted?.kind === 'amount') return { ...counted, text: clause };
  }
  if (/^(?:another|one more)$/.test(verb)) phrase = `1 ${phrase}`;
  return { kind: 'add', phrase, text: clause };
}

// ---------------------------------------------------------------- replacements

function readSwap(clause: string): Correction | undefined {
  const swap = /^(?:replace|swap|switch|change|exchange|trade|sub|make)\s+(?:out\s+)?(?:the\s+|my\s+)?(.+?)\s+(?:with|for|to|by|into|->|→)\s+(?:a\s+|an\s+|some\s+)?(.+)$/.exec(clause);
  if (swap) return replacement(swap[1]!, swap[2]!, clause);
  const substitute = /^(?:substitute|substituted|use|used)\s+(?:a\s+|an\s+|some\s+)?(.+?)\s+(?:for|instead of|in place of)\s+(?:the\s+|my\s+)?(.+)$/.exec(clause);
  if (substitute) return replacement(substitute[2]!, substitute[1]!, clause);
  const instead = /^(?:(?:it|that) (?:was|is) |i had |i got |had |got |used |we had )?(?:a\s+|an\s+|some\s+)?(.+?)\s+(?:instead of|rather than|in place of|not|and not|but not)\s+(?:the\s+|a\s+|an\s+|my\s+|regular\s+)?(.+)$/.exec(clause);
  if (instead && !readQuantity(instead[2]!)?.quantity.explicit) return replacement(instead[2]!, instead[1]!, clause);
  const notBut = /^not\s+(?:the\s+|a\s+|an\s+)?(.+?)\s*,?\s+but\s+(?:a\s+|an\s+)?(.+)$/.exec(clause);
  if (notBut) return replacement(notBut[1]!, notBut[2]!, clause);
  const replaced = /^(?:the\s+)?(.+?)\s+(?:was|were)\s+(?:replaced|swapped|substituted|switched)\s+(?:with|by|for)\s+(?:a\s+|an\s+)?(.+)$/.exec(clause);
  if (replaced) return replacement(replaced[1]!, replaced[2]!, clause);
  return undefined;
}

function replacement(target: string, phrase: string, text: string): Correction | undefined {
  const t = bareThing(target);
  const p = phrase.replace(/\s+(?:instead|now)$/, '').trim();
  if (!looksLikeFood(p)) return undefined;
  // "regular", "normal": the qualifier that was wrong; the new words say what it is.
  if (t === '' || PRONOUN.test(t) || /^(?:regular|normal|usual|one|ones|kind)$/.test(t)) return { kind: 'replace', phrase: p, text };
  if (!looksLikeFood(t)) return undefined;
  // "diet not regular": only qualifiers on both sides; the new phrase carries the food word later.
  return { kind: 'replace', target: t, phrase: qualified(p, t), text };
}

/** "brown" about "the rice" → "brown rice": qualifiers alone take the food's own words. */
function qualified(phrase: string, target: string): string {
  const words = phrase.split(' ');
  const targetWords = target.split(' ');
  if (targetWords.some((w) => words.includes(w))) return phrase;
  return words.every((w) => QUALIFIERS.has(w) || /^(?:a|an|some)$/.test(w)) ? `${phrase} ${target}` : phrase;
}

function readMadeWith(clause: string): Correction | undefined {
  const made = /^(?:(?:it|that|this|they) (?:was|were|is|are) |(?:it's|its) )?(?:made|cooked|prepared|fried|done|baked|sauteed|sautéed|mixed|blended|brewed)\s+(?:with|in|using|on)\s+(?:a\s+|an\s+|some\s+)?(.+)$/.exec(clause);
  const m = made
    ?? /^(?:(?:it|that|this|they) (?:was|were|is|are) |(?:it's|its) )?(?:topped|served|dressed|sweetened)\s+(?:with|in|using|on)\s+(?:a\s+|an\s+|some\s+)?(.+)$/.exec(clause)
    ?? /^(?:with|used|using|it had|had it with|i had it with|i used|we used|it came with)\s+(?:a\s+|an\s+|some\s+)?(.+)$/.exec(clause)
    // "the toast had butter on it", "the salad came with dressing".
    ?? /^(?!(?:i|we|you|they)\b)(?:the |my )?(?:[a-z ]+?) (?:had|has|came with|comes with|was served with|was topped with|was made with)\s+(?:a\s+|an\s+|some\s+)?(.+)$/.exec(clause);
  if (!m) return undefined;
  const phrase = m[1]!.replace(/\s+(?:instead|too|as well|on it|in it|on top|with it)$/, '').replace(/^(?:extra|more|additional) /, '').trim();
  if (!looksLikeFood(phrase) || PRONOUN.test(phrase)) return undefined;
  // "made with oat milk", "with soy milk": how the dish was made, maybe a variant the database knows.
  const madeWith = made !== null || /\b(?:milk|creamer|cream|water|broth|stock|oil)$/.test(phrase);
  return { kind: 'replace', phrase, orAdd: true, ...(madeWith ? { madeWith } : {}), text: clause };
}

// ---------------------------------------------------------------- amounts

const WAS = new RegExp(String.raw`\s*[,(]?\s*(?:not|instead of|rather than|vs\.?|versus|and not)\s+(?:(\d+(?:\.\d+)?)(?![\d.])|(${wordsBetween(ENGLISH_CARDINALS, 1, 10)}|a|an)\b)[^)]*\)?\s*$`);

/** "not 2", "(not 150 g)", "instead of 2": the amount the earlier analysis had. */
function readWas(text: string): { rest: string; was?: number } {
  const m = WAS.exec(text);
  if (!m) return { rest: text };
  return { rest: text.slice(0, m.index).trim(), was: countValue(m[1] ?? m[2]!) };
}

/** The first mass or volume anywhere in the text: "a large glass, 250 ml". */
function findMeasure(text: string): { read: QuantityRead; start: number } | undefined {
  const numbers = /\d/g;
  for (let m = numbers.exec(text); m; m = numbers.exec(text)) {
    if (m.index > 0 && /[\d.,/]/.test(text[m.index - 1]!)) continue;
    const read = readQuantity(text.slice(m.index));
    if (read && (read.quantity.kind === 'mass' || read.quantity.kind === 'volume')) return { read, start: m.index };
  }
  return undefined;
}

/** An amount, alone or about a named thing: "250 ml", "200 g of chicken", "3 slices not 2", "2 beers". */
function readAmountClause(clause: string, target?: string): Correction | undefined {
  const { rest: said, was } = readWas(clause);
  const body = said.replace(/^(?:only|just|about|around|roughly|approximately|more like|closer to) /, '');
  const read = readQuantity(body);
  const measure = findMeasure(body);
  let quantity: Quantity;
  let rest: string;
  if (measure && (!read || read.quantity.kind === 'household' || read.quantity.kind === undefined)) {
    quantity = measure.read.quantity;
    // Words before the measure are the container ("a large glass,"), words after it the food.
    const before = body.slice(0, measure.start).replace(/[,(]\s*$/, '').trim();
    const beforeRead = before ? readQuantity(before) : undefined;
    if (before && !(beforeRead && beforeRead.rest === '') && !/^(?:it was|it's|about|around|only|just|more like)$/.test(before)) return undefined;
    rest = measure.read.rest;
  } else if (read && (read.quantity.explicit || read.quantity.unit || read.quantity.sizeWord)) {
    quantity = read.quantity;
    rest = read.rest;
  } else {
    return undefined;
  }
  if (quantity.unit === 'serving') return undefined;
  rest = rest.replace(/^(?:of\s+)?(?:the\s+|my\s+)?/, '').replace(/\s*[,)]+$/, '').trim();
  const what = target ?? (rest === '' ? undefined : bareThing(rest));
  if (what !== undefined && (PRONOUN.test(what) || what === 'it')) return { kind: 'amount', quantity, ...(was !== undefined ? { was } : {}), text: clause };
  if (what !== undefined && (!looksLikeFood(what) || /\d/.test(what))) return undefined;
  if (what === undefined && !quantity.unit && !quantity.sizeWord && was === undefined) return undefined;
  return {
    kind: 'amount',
    ...(what !== undefined ? { target: what } : {}),
    quantity,
    ...(was !== undefined ? { was } : {}),
    // "2 beers" about a food without beer: the person is adding them.
    ...(target === undefined && what !== undefined ? { orAdd: true } : {}),
    text: clause,
  };
}

// ---------------------------------------------------------------- "X was Y"

function readStatement(clause: string): Correction | undefined {
  const m = /^(?:the |my |that |this |those |these )?(.+?)\s+(?:was|were|is|are|'s|weighed|weighs|came to|should be|should have been|must have been|looked like|was more like|were more like|was closer to)\s+(?:actually |really |in fact |more like |closer to |about |around |only |just |probably |definitely |roughly |approximately |like |made of )*(.+)$/.exec(clause)
    ?? /^(.+?)'s\s+(.+)$/.exec(clause);
  if (!m) return undefined;
  const subject = m[1]!.trim();
  const said = m[2]!.replace(/\s+(?:instead|not regular|not normal)$/, '').trim();
  const whole = PRONOUN.test(subject) || subject === 'it' || subject === 'there';
  // "the portion was half", "it was a third": a share of the whole.
  const share = whole ? readShare(said) : undefined;
  if (share) return { ...share, text: clause };
  if (/^(?:no|none|not there|not included|missing)$/.test(said)) return whole ? undefined : { kind: 'remove', target: bareThing(subject), text: clause };
  const target = whole ? undefined : bareThing(subject);
  if (target !== undefined && !looksLikeFood(target)) return undefined;

  const amount = readAmountClause(said, target);
  if (amount && amount.kind === 'amount' && (whole || amount.target !== undefined)) {
    // "it was 2 beers" about one beer: the count of the food, not another food.
    if (whole && amount.target !== undefined) return { ...amount, orAdd: false, orReplace: true, text: clause };
    return { ...amount, text: clause };
  }
  // "the coffee was large", "it was a small one": a size only.
  const size = /^(?:a |an )?(small|medium|large|big|huge|regular|tall|grande|venti|kids?|child(?:'s)?|jumbo|extra large|xl)(?: one| size| sized| portion| serving| glass| cup| bowl| plate| order)?$/.exec(said);
  if (size) {
    const word = ({ big: 'large', huge: 'large', jumbo: 'large', 'extra large': 'large', xl: 'large', tall: 'small', grande: 'medium', venti: 'large', kid: 'small', kids: 'small', child: 'small', "child's": 'small', regular: 'medium' } as Record<string, string>)[size[1]!] ?? size[1]!;
    return {
      kind: 'amount',
      ...(target !== undefined ? { target } : {}),
      quantity: { count: 1, sizeWord: word as Size, explicit: false, text: word, amount: { count: 1, size: word as Size, explicit: false } },
      text: clause,
    };
  }
  const madeWith = readMadeWith(said);
  if (madeWith && madeWith.kind === 'replace') return { ...madeWith, text: clause };
  if (!looksLikeFood(said) || /\d/.test(said.replace(/\b\d+%/g, '')) && !readQuantity(said)?.quantity.explicit) return undefined;
  // "an apple" keeps its article: describeMeal weighs "an apple" as one apple.
  const phrase = said.replace(/^some /, '');
  if (target === undefined) return { kind: 'replace', phrase, text: clause };
  return { kind: 'replace', target, phrase: qualified(phrase, target), text: clause };
}

// ---------------------------------------------------------------- one clause

interface ClauseRead {
  corrections: Correction[];
  /** Said without a verb ("a coke", "2 beers"): after "add …, " or "no …, " it continues that list. */
  verbless: boolean;
}

function readClause(raw: string): ClauseRead | undefined {
  const clause = stripFillers(raw);
  if (clause === '') return undefined;
  const read = readClauseWords(clause);
  // "and a blueberry muffin": a food after "and" with no verb of its own is one more thing eaten.
  if (read?.verbless && /^\s*(?:and|plus|also|and also)\s/.test(raw.toLowerCase()) && read.corrections.every((c) => c.kind === 'replace' && c.orAdd)) {
    return { corrections: [{ kind: 'add', phrase: clause, text: clause }], verbless: true };
  }
  return read;
}

function readClauseWords(clause: string): ClauseRead | undefined {
  const single = (c: Correction | undefined, verbless = false) => (c ? { corrections: [c], verbless } : undefined);
  const removal = readRemoval(clause);
  return (
    (removal ? { corrections: removal, verbless: false } : undefined) ??
    single(readOnly(clause)) ??
    single(readSwap(clause)) ??
    single(readServings(clause)) ??
    single(readOverride(clause)) ??
    single(readShare(clause)) ??
    single(readMadeWith(clause)) ??
    single(readAddition(clause)) ??
    single(readStatement(clause)) ??
    single(readAmountClause(clause), true) ??
    single(readBareFood(clause), true)
  );
}

/** A food named with no verb ("diet coke", "a coke too"): a variant of a part, or something more. */
function readBareFood(clause: string): Correction | undefined {
  if (/\b(?:was|were|is|are|wrong|bigger|smaller|more|less|not|didn't|don't|no|i|we|just|only|it|had|ate|got)\b/.test(clause) || /\d/.test(clause)) return undefined;
  const phrase = clause.replace(/^(?:a |an |some )/, '');
  if (!looksLikeFood(phrase) || PRONOUN.test(phrase) || phrase.split(' ').length > 6) return undefined;
  return { kind: 'replace', phrase, orAdd: true, text: clause };
}

// ---------------------------------------------------------------- the issue

interface Segment {
  text: string;
  /** The connector before it, as written (", ", " and "), to join it back. */
  joiner: string;
}

/** Cuts at sentence ends, commas and the words that join clauses; "plus"/"also" stay as verbs. */
function segments(issue: string): Segment[] {
  const out: Segment[] = [];
  const sentences = issue.split(/[;!?\n]+|\.(?!\d)/);
  for (const sentence of sentences) {
    const parts = sentence.split(/(\s*,\s*|\s+(?:and|but|then|&|plus|and also|and then|but also)\s+|\s+(?=plus\s))/);
    let joiner = '';
    for (let i = 0; i < parts.length; i++) {
      const part = parts[i]!;
      if (i % 2 === 1) {
        joiner = part;
        continue;
      }
      const connector = joiner.trim();
      // "plus"/"also" are the verb of what follows: "remove the fries plus a coke".
      const text = /^(?:plus|also|and also|but also)$/.test(connector) ? `${connector} ${part}` : part;
      if (text.trim() !== '') out.push({ text: text.trim(), joiner: out.length === 0 || i === 0 ? ' ' : joiner });
      joiner = '';
    }
  }
  return out;
}

/** Reads the whole issue: every clause understood, or named in `unused`. */
export function parseIssue(issue: string): ParsedIssue {
  const pieces = segments(normalize(issue));
  const read: Array<{ text: string; result: ClauseRead | undefined }> = [];
  for (const piece of pieces) {
    const result = readClause(piece.text);
    const previous = read[read.length - 1];
    // A list after "no" goes on across "and"/"or" ("no cheese or sour cream"); after a comma the next
    // words may be a correction of their own ("no fries, diet coke").
    const continues = (kind: Correction['kind']) =>
      previous?.result?.corrections.length === 1 && previous.result.corrections[0]!.kind === kind && result?.verbless === true &&
      (kind === 'add' || /^\s+(?:and|or|&)\s+$/.test(piece.joiner));
    // "add fries and a coke", "no cheese, sour cream": a verbless clause continues the list before it;
    // "a large glass, 250 ml": two amounts of the whole are one amount.
    const bothAmounts = previous?.result?.corrections.every((c) => c.kind === 'amount' && c.target === undefined) &&
      result?.corrections.every((c) => c.kind === 'amount' && c.target === undefined);
    if (previous && (!result || !previous.result || continues('add') || continues('remove') || bothAmounts)) {
      const merged = previous.text + piece.joiner + piece.text;
      const mergedResult = readClause(merged);
      if (mergedResult || (!result && !previous.result)) {
        read[read.length - 1] = { text: merged, result: mergedResult };
        continue;
      }
    }
    read.push({ text: piece.text, result });
  }
  const corrections: Correction[] = [];
  const unused: string[] = [];
  for (const r of read) {
    if (r.result) corrections.push(...r.result.corrections);
    else if (stripFillers(r.text) !== '') unused.push(r.text.trim());
  }
  return { corrections: mergeOverrides(corrections), unused };
}

/** "40 g protein and 600 calories": figures of one food read together, so none rescales the other. */
function mergeOverrides(corrections: readonly Correction[]): Correction[] {
  const out: Correction[] = [];
  for (const c of corrections) {
    const last = out[out.length - 1];
    if (c.kind === 'override' && last?.kind === 'override' && (last.target === c.target || c.target === undefined)) {
      out[out.length - 1] = { ...last, values: { ...last.values, ...c.values }, text: `${last.text} and ${c.text}` };
    } else {
      out.push(c);
    }
  }
  return out;
}
