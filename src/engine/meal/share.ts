import type { Token } from './tokens.js';
import { ENGLISH_CARDINALS } from '../text/number-words.js';

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
export function readShares(tokens: readonly Token[]): readonly Token[] {
  const verb = tokens.findIndex((t, k) => t.kind === 'word' && SHARE_VERBS.has(t.text) && k + 1 < tokens.length);
  if (verb < 0) return tokens;
  const amount = tokens[verb + 1]!;
  const said = countAt(amount);
  let companions: { others: number; end: number; at: number } | undefined;
  for (let j = verb + 2; j < tokens.length; j++) {
    const t = tokens[j]!;
    if (t.kind === 'break' || ['.', ';', '!', '?'].includes(t.text)) break;
    const found = companionsEnd(tokens, j);
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
  const before = companions ? undefined : sharersBefore(tokens, verb);
  const sharers = companions ? companions.others + 1 : (before?.count ?? 2);
  const share = (said ?? 1) / sharers;
  const shareToken: Token = { kind: 'number', text: String(Math.round(share * 1000) / 1000), value: share, start: amount.start, end: amount.end };
  const out = [...tokens.slice(0, before?.at ?? verb), shareToken];
  const rest = tokens.slice(opensAmount ? verb + 2 : verb + 1, companions?.at ?? tokens.length);
  out.push(...rest, ...(companions ? tokens.slice(companions.end) : []));
  return out;
}
