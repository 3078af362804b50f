import type { Token } from './tokens.js';
import { FILLER_WORDS } from './noise.js';
import { ADULTS, CHILDREN_AND_GROUPS, POSSESSIVES, SUBJECT_PRONOUNS } from './persons.js';
import { cardinalWords } from '../text/number-words.js';
import { LEFT_OUT_VERBS } from './left-out.js';
import { EATING_VERBS } from './eating-words.js';

/*
 * Who ate, and the verb, at the start of a clause (session 19): "teen son demolished a whole
 * large pizza", "the kids had 2 tacos", "nan had tea", "hubby made spag". A food log names the
 * person as often without "my" as with it, and the verb is any past tense, not only one of a
 * list ("destroyed", "annihilated"); read as words of the food, they had broken the food's name
 * ("teen son whole large pizza" lost its size) or read as a size ("the kids" as a kids' portion).
 *
 * The frame is read, not the sentence: at a clause start, a person (a determiner and up to two
 * words that say which one may go before), then a verb, then what was eaten. The verb is a
 * known verb of eating, or a past tense ("-ed") followed by an amount or an article, so "my son
 * is a ham" (no verb of eating: a copula) and "my brother cracked up" (no amount after) are
 * left as they are. Cooking verbs stay for the noise reader, which keeps how the food was made.
 */

/** People a food log says ate: family, partners, friends, the household. */
const PERSONS: ReadonlySet<string> = new Set([...ADULTS, ...CHILDREN_AND_GROUPS]);
/** Pronouns that open a clause as its subject. */
const PRONOUNS: ReadonlySet<string> = new Set(SUBJECT_PRONOUNS);
/** Words before the person that say which one ("my teen son", "the little ones' …"). */
const LEADS: ReadonlySet<string> = new Set([...POSSESSIVES, 'the']);
const WHICH_ONE = /^(teen|teenage|little|lil|young|younger|youngest|old|older|oldest|eldest|big|baby|toddler|twin|hungry|picky|two|three|four|both|\d+(yo|y\/o)|\d+-year-old|\d+-yr-old)$/;
/** Verbs that cook: the noise reader keeps what they say about the food ("fried 2 eggs"). */
const COOKING = /^(baked|fried|grilled|roasted|steamed|boiled|poached|scrambled|toasted|smoked|sauteed|sautéed|braised|broiled|barbecued|seared|stewed|mashed|pickled|stuffed|breaded|battered|glazed|whipped|shredded|sliced|diced|chopped|minced|melted|mixed|blended|heated|microwaved|warmed|reheated|brewed|steeped|dried|refrigerated|frozen|canned|cured|aged|stabilized|dehydrated|reconstituted|fermented|marinated|seasoned|sweetened|salted|flavored|flavoured|coated|topped|filled|packaged|sprouted|thickened|enriched|fortified)$/;
/** What a person did to bring the food, which says nothing of it: "hubby made spag", "mum packed a sandwich". */
const BROUGHT = /^(made|makes|cooked|cooks|prepared|prepped|packed|ordered|bought|brought|got|gets|grabbed|picked)$/;
/**
 * Not eating, or read elsewhere: being, seeming, naming; sharing (share.ts reads who shared to
 * weigh the share). Verbs of leaving out (left-out.ts) are not eating either.
 */
const NOT_EATING = /^(is|are|was|were|be|been|being|am|seemed|seems|looked|looks|called|named|became|smelled|tasted|felt|said|asked|told|shared|shares|sharing|split|splits|splitting|divided)$/;
/** Words after which a verb reads as a verb ("demolished a", "destroyed 2", "polished off half"). */
const NUMBER_WORDS = cardinalWords(1, 12);
// Not "whole": a word of the food after a form word ("dried whole egg", "refrigerated whole wheat naan").
const AMOUNT_START = /^(a|an|the|some|half|entire|like|about|around|nearly|almost|couple|few|several|another|my|his|her|their|our|two|three|four|five|six|seven|eight|nine|ten|dozen|one)$/;
const PARTICLES = new Set(['off', 'down', 'up', 'through']);

function isClauseStart(tokens: readonly Token[], i: number): boolean {
  const before = tokens[i - 1];
  // "the boys and i crushed a tray …": a subject of several people is share.ts's to read (how many shared).
  if (before?.text === 'and' && (PERSONS.has(tokens[i - 2]?.text ?? '') || PRONOUNS.has(tokens[i - 2]?.text ?? ''))) return false;
  return before === undefined || before.kind === 'break' || /^[,;:.!?\-–—]$/.test(before.text) || /^(and|then|but|so|while)$/.test(before.text);
}

/** Where the verb's frame ends (the first word of what was eaten), or undefined when `i` is no verb of eating. */
function verbEnd(tokens: readonly Token[], i: number, pronoun: boolean): number | undefined {
  const verb = tokens[i];
  if (verb?.kind !== 'word' || NOT_EATING.test(verb.text) || LEFT_OUT_VERBS.has(verb.text) || COOKING.test(verb.text)) return undefined;
  let end = i + 1;
  if (!pronoun && BROUGHT.test(verb.text)) return tokens[end] !== undefined ? end : undefined;
  if (PARTICLES.has(tokens[end]?.text ?? '')) end++;
  // "ended up eating a …", "wound up having 2 …": the verb of eating after the phrase says it.
  const eatingSaid = end > i + 1 && EATING_VERBS.has(tokens[end]?.text ?? '');
  if (eatingSaid) end++;
  const next = tokens[end];
  // There the verb of eating names what follows as eaten, with or without an amount ("ended up
  // eating mac and cheese").
  if (eatingSaid && /^(?:[a-z]{3,}ed|wound)$/.test(verb.text)) return next?.kind === 'word' || next?.kind === 'number' ? end : undefined;
  const amountNext = next !== undefined && (next.kind === 'number' || AMOUNT_START.test(next.text) || NUMBER_WORDS.has(next.text));
  // A known verb of eating needs nothing more after a person ("nan had tea"); a pronoun's known
  // verbs are the noise reader's already.
  if (!pronoun && FILLER_WORDS.has(verb.text)) return next !== undefined ? end : undefined;
  // Any past tense before an amount or an article: "demolished a", "destroyed 2", "polished off half".
  if (/^[a-z]{3,}ed$/.test(verb.text) && amountNext) return end;
  return undefined;
}

/** The tokens without a clause-opening "<person> <verb>" or a bare "<verb>ed <amount>" (see above); the same array when there is none. */
export function dropSubjects(tokens: readonly Token[]): readonly Token[] {
  let out: Token[] | undefined;
  for (let i = 0; i < tokens.length; i++) {
    if (!isClauseStart(tokens, i)) continue;
    let j = i;
    const lead = LEADS.has(tokens[j]?.text ?? '');
    if (lead) j++;
    const pronoun = !lead && PRONOUNS.has(tokens[j]?.text ?? '');
    let said = true;
    if (!pronoun) {
      let which = 0;
      while (which < 2 && WHICH_ONE.test(tokens[j]?.text ?? '') && PERSONS.has(tokens[j + 1]?.text ?? '')) {
        j++;
        which++;
      }
      // No one said: a food log leaves out "I" ("destroyed a family size bag of chips"); only the
      // past tense before an amount is read then, as after a pronoun.
      said = PERSONS.has(tokens[j]?.text ?? '');
      if (!said && lead) continue;
    }
    const end = said ? verbEnd(tokens, j + 1, pronoun) : verbEnd(tokens, i, true);
    if (end === undefined) continue;
    out ??= [...tokens];
    // Blank the frame out (kept as an empty run so later indices still line up with `tokens`).
    for (let k = i; k < end; k++) out[k] = undefined as unknown as Token;
    i = end - 1;
  }
  return out ? out.filter((t) => t !== undefined) : tokens;
}
