/**
 * A verdict said of a food (issue 23, session 20): "the burger was juicy", "the fish tacos were the
 * best part", "great service and the carbonara was rich and creamy". A review or a comment names the
 * dish as the subject and then says what it was like; the predicate's words joined the food's name
 * ("burger juicy" names nothing) and the text was refused. Read here: the subject alone, when the
 * clause has the shape determiner + noun phrase + "was"/"were"/"is"/"are"/"tasted" + verdict.
 *
 * A subject of one word is a food only when the verdict is one said of food alone (its taste,
 * texture or doneness: "juicy", "undercooked"), or the verb is "tasted": "the club was loud", "the
 * toast was lovely", "the roast was brutal" name a food word in another sense, and the sentence
 * around it is all that tells them apart. A subject that names a food in two words of its own
 * ("fish tacos", "brisket sandwich") is a food whatever the verdict (food-evidence.ts decides that).
 */
import { tokenize } from './tokens.js';

/** The verbs that join a subject to what is said of it. */
const LINKS = new Set(['was', 'were', 'is', 'are']);
/** Verbs that say the subject was tasted: itself a sign of food. */
const TASTED = new Set(['tasted', 'tastes', 'taste']);
/** What opens the subject's noun phrase: a review names "the" dish, or whose or which. */
const DETERMINERS = new Set(['the', 'my', 'our', 'your', 'his', 'her', 'their', 'this', 'that', 'these', 'those']);
/** Where a clause begins or ends: the subject is the noun phrase after the last of these. */
const CLAUSE_BREAKS = new Set([',', '.', ';', '!', '?', 'and', 'but', 'although', 'though', 'while']);
/** Where a verdict's clause ends. */
const VERDICT_ENDS = new Set(['but', '.', ';', '!', '?']);
/** A subject longer than this is no noun phrase naming a dish but a clause of its own. */
const MAX_SUBJECT_WORDS = 4;
/**
 * Words said of food alone: its taste, its texture, how well it was cooked. Not the words said of
 * anything ("great", "amazing", "rich", "sweet", "cheesy", "dry", "hot"): "the club was hot" and
 * "the movie was cheesy" name no food.
 */
const FOOD_VERDICTS = new Set(
  ('juicy creamy crispy crunchy soggy salty bland spicy tender chewy greasy flavorful flavourful flavorless tasty delicious ' +
    'yummy scrumptious fluffy moist mushy rubbery stale burnt overcooked undercooked overdone underdone underseasoned ' +
    'overseasoned succulent gooey flaky savory savoury appetizing appetising tasteless inedible').split(' '),
);

/**
 * How warm it was, said of what is one's own ("my coffee was cold", "our soup was lukewarm"): a
 * complaint about a plate or a cup when the subject names a food by itself (food-evidence.ts). Said
 * after "the" the same words are said of anything ("the club was hot", "the room was cold"), and of
 * one's own too ("my hands were cold"), so they are no verdict said of food alone.
 */
const TEMPERATURES = new Set(['cold', 'hot', 'warm', 'lukewarm', 'tepid', 'ice-cold', 'stone-cold', 'scalding', 'piping', 'frozen']);
const POSSESSIVES = new Set(['my', 'our', 'your', 'his', 'her', 'their']);

export interface Verdict {
  /** The subject's words as written, without its determiner ("fish tacos"). */
  subject: string;
  /** The verdict itself says the subject is a food (a taste or texture word, or "tasted"). */
  saysFood: boolean;
  /** How warm something of one's own was ("my coffee was cold"): a food's verdict when the subject names a food by itself. */
  ownWarmth: boolean;
  /** What the text says after the verdict's clause ("the tiramisu saved it"), or "". */
  rest: string;
}

/** The subject of the text's first verdict clause, when the text has one; undefined otherwise. */
export function verdictOf(text: string): Verdict | undefined {
  const tokens = tokenize(text);
  const at = tokens.findIndex((t) => t.kind === 'word' && (LINKS.has(t.text) || TASTED.has(t.text)));
  if (at <= 0) return undefined;
  let start = at;
  while (start > 0 && !CLAUSE_BREAKS.has(tokens[start - 1]!.text) && tokens[start - 1]!.kind !== 'break') start--;
  // "Pancakes were fluffy": a plural said bare is a subject too, when the verdict is one said of
  // food alone (a bare "Apples are cheap" or "Chips are down" says nothing of a food eaten).
  const determined = DETERMINERS.has(tokens[start]?.text ?? '');
  const subject = tokens.slice(determined ? start + 1 : start, at);
  if (subject.length === 0 || subject.length > MAX_SUBJECT_WORDS || subject.some((t) => t.kind !== 'word')) return undefined;
  // The verdict runs to the end of its clause: "… was undercooked, but the tiramisu …".
  let end = at + 1;
  while (end < tokens.length && !VERDICT_ENDS.has(tokens[end]!.text) && tokens[end]!.kind !== 'break') end++;
  const said = tokens.slice(at + 1, end).map((t) => t.text);
  const saysFood = TASTED.has(tokens[at]!.text) || said.some((w) => FOOD_VERDICTS.has(w));
  if (!determined && (!saysFood || !/s$/.test(subject.at(-1)!.text))) return undefined;
  const ownWarmth = POSSESSIVES.has(tokens[start]!.text) && said.some((w) => TEMPERATURES.has(w));
  const rest = end < tokens.length ? text.slice(tokens[end]!.end).trim() : '';
  return { subject: text.slice(subject[0]!.start, subject.at(-1)!.end), saysFood, ownWarmth, rest };
}
