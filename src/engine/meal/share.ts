import type { Token } from './tokens.js';
import { EATING_VERBS as EATING_VERB_FORMS } from './eating-words.js';
import { ENGLISH_CARDINALS, ENGLISH_FRACTION_WORDS } from '../text/number-words.js';
import { matchUnit } from './units.js';

/*
 * A food shared with others ("split a large pizza with my 3 roommates", "shared an order of nachos
 * with my wife", "my kid and i split a muffin", "the 4 of us split a pitcher"): a food log holds
 * the person's own share, so the amount said is divided among the people who shared it, and the
 * people are no food ("with my bf" was read as a food, "split a bottle of red with my husband" was
 * refused). One reading for every food and every way of naming the others.
 */

const SHARE_VERBS = new Set(['split', 'splits', 'splitting', 'share', 'shares', 'shared', 'sharing']);
/** What may open the shared amount: the verb's object starts here, never "split pea soup". */
const AMOUNT_WORDS = new Set(['a', 'an', 'one', 'the', 'my', 'our', 'their', 'his', 'her']);
/** One person each. */
const PERSON = new Set(
  ('husband hubby wife wifey spouse partner bf gf boyfriend girlfriend fiance fiancee fiancé fiancée date friend bestie buddy pal mate ' +
    'roommate roomie flatmate housemate coworker co-worker colleague boss sister sis brother bro mom mum mother dad father son daughter ' +
    'kid child grandma grandpa nana neighbor neighbour cousin aunt uncle niece nephew')
    .split(' '),
);
/** More than one person, how many unsaid: at least two, so the share is at most a third. */
const PEOPLE = new Set(
  ('friends buddies pals mates roommates roomies flatmates housemates coworkers co-workers colleagues sisters brothers parents ' +
    'kids children sons daughters cousins guys girls boys family team neighbors neighbours people folks')
    .split(' '),
);
const PERSON_LEADS = new Set(['my', 'our', 'the', 'a', 'his', 'her', 'their', 'some']);
const UNSAID_MANY = 2;

function countAt(token: Token | undefined): number | undefined {
  if (!token) return undefined;
  if (token.kind === 'number') return token.value;
  return Object.hasOwn(ENGLISH_CARDINALS, token.text) ? ENGLISH_CARDINALS[token.text] : undefined;
}

/** "with my husband", "w/ my 3 roommates", "with my sister and her kids": how many, and where it ends. */
function companionsEnd(tokens: readonly Token[], i: number): { others: number; end: number } | undefined {
  if (tokens[i]?.text !== 'with') return undefined;
  let j = i + 1;
  let others = 0;
  for (;;) {
    while (tokens[j] && PERSON_LEADS.has(tokens[j]!.text) && countAt(tokens[j]) === undefined) j++;
    const count = countAt(tokens[j]);
    if (count !== undefined && count >= 1 && Number.isInteger(count)) j++;
    const noun = tokens[j]?.text ?? '';
    if (PERSON.has(noun)) others += count ?? 1;
    else if (PEOPLE.has(noun)) others += count ?? UNSAID_MANY;
    else return undefined;
    j++;
    // "with my sister and her kids": another person after "and"; anything else ends the phrase.
    const next = tokens[j + 1];
    if (tokens[j]?.text === 'and' && next && (PERSON_LEADS.has(next.text) || PERSON.has(next.text) || PEOPLE.has(next.text) || countAt(next) !== undefined)) {
      j++;
      continue;
    }
    break;
  }
  return { others, end: j };
}

/** "between the three of us", "among 4 of us" after the food: everyone who shared it, the person included. */
function sharersAfter(tokens: readonly Token[], i: number): { others: number; end: number } | undefined {
  if (tokens[i]?.text !== 'between' && tokens[i]?.text !== 'among') return undefined;
  const j = tokens[i + 1]?.text === 'the' ? i + 2 : i + 1;
  const count = countAt(tokens[j]);
  if (count === undefined || count < 2 || !Number.isInteger(count) || tokens[j + 1]?.text !== 'of' || tokens[j + 2]?.text !== 'us') return undefined;
  return { others: count - 1, end: j + 3 };
}

/** "my husband and i split …": the one person named before "and i" shared it; where that phrase starts. */
function partnerBefore(tokens: readonly Token[], verb: number): number | undefined {
  if (tokens[verb - 1]?.text !== 'i' || tokens[verb - 2]?.text !== 'and' || !PERSON.has(tokens[verb - 3]?.text ?? '')) return undefined;
  return PERSON_LEADS.has(tokens[verb - 4]?.text ?? '') ? verb - 4 : verb - 3;
}

/** "the 4 of us split …": how many shared it, said before the verb, and where that starts. */
function sharersBefore(tokens: readonly Token[], verb: number): { count: number; at: number } | undefined {
  for (let j = Math.max(0, verb - 5); j + 2 < verb; j++) {
    const count = countAt(tokens[j]);
    if (count !== undefined && count >= 2 && tokens[j + 1]?.text === 'of' && tokens[j + 2]?.text === 'us') return { count, at: tokens[j - 1]?.text === 'the' ? j - 1 : j };
  }
  return undefined;
}

/**
 * The tokens with a shared food's amount divided among those who shared it: the share verb and
 * the companions go, and the amount's determiner or number becomes the share ("0.25 large
 * pizza"). Tokens without a share verb before an amount come back unchanged.
 */
export function readShares(written: readonly Token[]): readonly Token[] {
  const tokens = readShareVerbAfter(readShareSaidAfter(written));
  const verb = tokens.findIndex((t, k) => t.kind === 'word' && SHARE_VERBS.has(t.text) && k + 1 < tokens.length);
  if (verb < 0) return tokens;
  const amount = tokens[verb + 1]!;
  // "split pea soup with my sister": the soup's name, not a share of it.
  if (SPLIT_NAMES.has(amount.text)) return tokens;
  const said = countAt(amount);
  let companions: { others: number; end: number; at: number } | undefined;
  for (let j = verb + 2; j < tokens.length; j++) {
    const t = tokens[j]!;
    if (t.kind === 'break' || ['.', ';', '!', '?'].includes(t.text)) break;
    const found = companionsEnd(tokens, j) ?? sharersAfter(tokens, j);
    if (found) {
      companions = { ...found, at: j };
      break;
    }
  }
  // "sharing a large movie theater-sized candy": with no one named, "sharing" is the size band's
  // word (FNDDS's "sharing/movie theater size"), not a share; "split", "shared" still are.
  if (!companions && tokens[verb]!.text === 'sharing') return tokens;
  // "shared fries with friends": a bare food is shared only when the others are named after it.
  const opensAmount = AMOUNT_WORDS.has(amount.text) || said !== undefined;
  if (!opensAmount && (!companions || amount.kind !== 'word')) return tokens;
  const partner = companions ? undefined : partnerBefore(tokens, verb);
  const before = companions || partner !== undefined ? undefined : sharersBefore(tokens, verb);
  const sharers = companions ? companions.others + 1 : (before?.count ?? 2);
  const share = (said ?? 1) / sharers;
  const shareToken: Token = { kind: 'number', text: String(Math.round(share * 1000) / 1000), value: share, start: amount.start, end: amount.end };
  const out = [...tokens.slice(0, partner ?? before?.at ?? verb), shareToken];
  const rest = tokens.slice(opensAmount ? verb + 2 : verb + 1, companions?.at ?? tokens.length);
  out.push(...rest, ...(companions ? tokens.slice(companions.end) : []));
  return out;
}

/*
 * A share said apart from the food, after it: "a family-size bag of chips, I had about half",
 * "a large pizza but I only ate a third of it", "2 donuts. ate half". The food is named with its
 * whole amount, and a clause of eating with a fraction says how much of it was the person's. The
 * fraction multiplies the amount said ("0.5 family-size bag"), so every size and unit rule still
 * weighs the whole; the clause is no food (it had refused the text, or replaced "a large pizza"
 * by half of a default one).
 */

/**
 * The verbs of the person's own eating that a share clause opens with: the eating verbs, and
 * "have", "drunk", "got", "managed", "finished", which say eating only with a fraction after
 * them ("I have half", "only got a third", "managed half of it").
 */
const EATING_VERBS = new Set([...EATING_VERB_FORMS, 'have', 'drunk', 'finished', 'got', 'managed']);
/** Words around the verb that leave the fraction as said: who, how sure, how much. */
const CLAUSE_FILLER = new Set(['i', "i'd", 'only', 'just', 'probably', 'maybe', 'about', 'like', 'roughly', 'around', 'approximately', 'approx', 'perhaps', 'almost', 'nearly', 'actually', 'really', 'prob', 'abt', 'ish']);
/** What opens the clause after the food. */
const CLAUSE_OPENERS = new Set([',', 'but', 'and', '.', '-', '–', '—', ';']);
/** What the fraction is "of": the food said before, never another food ("half of the pie" names one). */
const OF_THE_FOOD = new Set(['it', 'them', 'that', 'those', 'this', 'these']);
/** Words that join two foods in one sentence: the share would not say which one it is of. */
const JOINS = new Set([',', 'and', '&', 'plus', '+', 'w/', ';', 'or']);
const SENTENCE_END = new Set(['.', ';', '!', '?']);

/** "half", "a half", "a third", "two thirds", "1/3", "½": the fraction and where it ends. */
function fractionAt(tokens: readonly Token[], i: number): { value: number; end: number } | undefined {
  const t = tokens[i];
  if (!t) return undefined;
  if (t.kind === 'number') return t.value !== undefined && t.value > 0 && t.value < 1 ? { value: t.value, end: i + 1 } : undefined;
  const glued = /^([a-z]+)-([a-z]+)$/.exec(t.text);
  if (glued && ENGLISH_CARDINALS[glued[1]!] && ENGLISH_FRACTION_WORDS[glued[2]!]) {
    const value = ENGLISH_CARDINALS[glued[1]!]! * ENGLISH_FRACTION_WORDS[glued[2]!]!;
    return value < 1 ? { value, end: i + 1 } : undefined;
  }
  if (t.text === 'half') return { value: 0.5, end: i + 1 };
  const count = t.text === 'a' || t.text === 'an' ? 1 : ENGLISH_CARDINALS[t.text];
  const fraction = ENGLISH_FRACTION_WORDS[tokens[i + 1]?.text ?? ''];
  if (count === undefined || fraction === undefined || count * fraction >= 1) return undefined;
  return { value: count * fraction, end: i + 2 };
}

/** The share clause opening at `i` (just after its opener): its fraction and where it ends. */
function shareClauseAt(tokens: readonly Token[], i: number): { value: number; end: number } | undefined {
  let j = i;
  let verb = false;
  while (tokens[j] && (CLAUSE_FILLER.has(tokens[j]!.text) || EATING_VERBS.has(tokens[j]!.text))) {
    verb ||= EATING_VERBS.has(tokens[j]!.text);
    j++;
  }
  const fraction = verb ? fractionAt(tokens, j) : undefined;
  if (!fraction) return undefined;
  let end = fraction.end;
  if (tokens[end]?.text === 'of' && OF_THE_FOOD.has(tokens[end + 1]?.text ?? '')) end += 2;
  while (tokens[end] && CLAUSE_FILLER.has(tokens[end]!.text)) end++;
  const next = tokens[end];
  if (next && next.kind !== 'break' && !SENTENCE_END.has(next.text) && next.text !== ',') return undefined;
  return { value: fraction.value, end };
}

/** The food's own sentence before a clause at `c`: its one amount, or undefined when it names several foods or none. */
function amountBefore(tokens: readonly Token[], c: number): { from: number; at: number } | undefined {
  const food = foodBefore(tokens, c);
  return food?.at === undefined ? undefined : { from: food.from, at: food.at };
}

/**
 * The food's own sentence before `c` (after a label's colon: "at the game: garlic fries"): where
 * it starts and where its amount is, if it has one; undefined when it names several foods or none.
 */
function foodBefore(tokens: readonly Token[], c: number, labelEnds = false): { from: number; at?: number } | undefined {
  let from = c;
  while (from > 0 && tokens[from - 1]!.kind !== 'break' && !SENTENCE_END.has(tokens[from - 1]!.text) && !(labelEnds && tokens[from - 1]!.text === ':')) from--;
  const food = tokens.slice(from, c);
  if (food.length === 0 || food.some((t) => JOINS.has(t.text))) return undefined;
  const at = food.findIndex((t) => countAt(t) !== undefined || AMOUNT_WORDS.has(t.text));
  return at < 0 ? { from } : { from, at: from + at };
}

/**
 * "garlic fries, shared, I ate about half", "nachos to share, i had half": that the food was
 * shared, said with no one named before the share clause; the share says how much was the
 * person's, so these words are no part of the food. Where they start (`c` when there are none).
 */
function sharedMarkStart(tokens: readonly Token[], c: number): number {
  let k = c;
  while (k > 0 && /^(,|to|for|shared|share|sharing|split)$/.test(tokens[k - 1]!.text)) k--;
  return tokens.slice(k, c).some((t) => SHARE_VERBS.has(t.text)) && k > 0 && tokens[k - 1]!.kind === 'word' ? k : c;
}

/** The amount said, times the person's share of it (divided among those who shared it), as a number token in its place ("0.5" for "a"). */
function scaledAmount(said: Token, times: number, among = 1): Token {
  const value = ((countAt(said) ?? 1) * times) / among;
  return { kind: 'number', text: String(Math.round(value * 1000) / 1000), value, start: said.start, end: said.end };
}

/** Words whose "split" is the food's own name ("banana split", "split pea"). */
const SPLIT_NAMES = new Set(['banana', 'bananas', 'pea', 'peas']);

/**
 * The share verb after the food: "a large pizza, split with my roommate", "a bottle of wine
 * shared with my husband", "a pitcher split between the 4 of us". The verb and the others are
 * no food ("split" had been split peas), and the amount said is divided among those who shared it.
 */
function readShareVerbAfter(tokens: readonly Token[]): readonly Token[] {
  for (let v = 1; v < tokens.length; v++) {
    const verb = tokens[v]!;
    if (verb.kind !== 'word' || !SHARE_VERBS.has(verb.text) || SPLIT_NAMES.has(tokens[v - 1]!.text)) continue;
    const sharers = companionsEnd(tokens, v + 1) ?? sharersAfter(tokens, v + 1);
    if (!sharers) continue;
    // "…, split with", "… to share with", "… that we shared with": the clause starts before the verb.
    let c = v;
    while (c > 0 && /^(,|to|that|which|we|i|and|was|were)$/.test(tokens[c - 1]!.text)) c--;
    const amount = amountBefore(tokens, c);
    // Which of several foods was shared is not said: the clause is still no food ("split" was split peas).
    if (!amount) return [...tokens.slice(0, c), ...tokens.slice(sharers.end)];
    const share = scaledAmount(tokens[amount.at]!, 1, sharers.others + 1);
    return [...tokens.slice(0, amount.at), share, ...tokens.slice(amount.at + 1, c), ...tokens.slice(sharers.end)];
  }
  return tokens;
}

/** The tokens with a share said after the food read into the food's amount; unchanged otherwise. */
function readShareSaidAfter(tokens: readonly Token[]): readonly Token[] {
  if (!tokens.some((t) => EATING_VERBS.has(t.text))) return tokens;
  for (let c = 1; c < tokens.length; c++) {
    const opener = tokens[c - 1]!;
    if (!CLAUSE_OPENERS.has(opener.text) && opener.kind !== 'break') continue;
    const clause = shareClauseAt(tokens, c);
    if (!clause) continue;
    // The food's sentence ends at the opener (a full stop may be the opener).
    const end = sharedMarkStart(tokens, c - 1);
    const food = foodBefore(tokens, end, true);
    if (!food) return tokens;
    if (food.at === undefined) {
      // "nachos, i had half", "plate of nachos to share, i had half": no amount said, so the share
      // is of one serving (or of the unit the food opens with), not of one piece: "half" had been
      // half of one fry (6 kcal).
      const first = tokens[food.from];
      if (first?.kind !== 'word' || food.from >= end) return tokens;
      const share: Token = { kind: 'number', text: String(clause.value), value: clause.value, start: first.start, end: first.start };
      const opensWithUnit = matchUnit(tokens.slice(food.from, food.from + 2).map((t) => t.text), 0, true) !== undefined;
      const serving: Token[] = opensWithUnit ? [] : [{ ...share, kind: 'word', text: 'serving' }, { ...share, kind: 'word', text: 'of' }];
      return [...tokens.slice(0, food.from), share, ...serving, ...tokens.slice(food.from, end), ...tokens.slice(clause.end)];
    }
    const share = scaledAmount(tokens[food.at]!, clause.value);
    return [...tokens.slice(0, food.at), share, ...tokens.slice(food.at + 1, end), ...tokens.slice(clause.end)];
  }
  return tokens;
}
